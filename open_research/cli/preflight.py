"""``open-research check``: what would stop the service before it starts, as sentences.

A container platform restarts a process that exits, so a service missing its keys or its model
would restart in a loop, printing the same line. ``check`` runs once before the service (compose's
``setup`` service) and refuses with every problem it finds; the service then never starts.
"""

from __future__ import annotations

import logging
from typing import Any

from open_research.config import ROLES, ConfigError, Settings


def service_problem(settings: Settings) -> str | None:
    """The HTTP service needs API keys unless the operator turned auth off on purpose."""
    if settings.api_keys or settings.auth_disabled:
        return None
    return (
        'no API keys are configured: set OPEN_RESEARCH_API_KEYS=\'{"<sha256 of a key>": "tenant"}\' '
        "(python -m api.http.auth KEY prints the digest), or auth_disabled = true for local use only."
    )


def model_problems(settings: Settings) -> list[str]:
    """Each role's model must be buildable here: its provider installed and its key in the environment.
    The embedded model is fine (it is downloaded on first use when not baked into the image)."""
    cfg = settings.run_defaults()
    problems: dict[str, str] = {}
    logging.disable(logging.WARNING)  # resolve_model logs what we are about to print
    try:
        for role in ROLES:
            _check_role(cfg, role, settings, problems)
    finally:
        logging.disable(logging.NOTSET)
    return list(problems.values())


def _check_role(cfg: Any, role: str, settings: Settings, problems: dict[str, str]) -> None:
    from open_research.models.resolve import resolve_model

    spec = cfg.model_for(role)
    if isinstance(spec.model, str) and spec.model.startswith("local:"):
        return
    try:
        resolve_model(spec, role, settings.data_dir)
    except ConfigError as exc:  # one line per distinct problem, not one per role sharing it
        text = exc.operator_detail or str(exc)
        problems.setdefault(text.split(":", 1)[-1].strip(), text)
    except Exception as exc:  # a provider package refusing its arguments
        problems.setdefault(str(exc), f"models.{role}: {exc}")


def preflight(settings: Settings, *, service: bool) -> list[str]:
    """Every problem found, each one sentence; empty when the process can start."""
    found: list[Any] = [service_problem(settings)] if service else []
    found += model_problems(settings)
    return [p if p.endswith(".") else p + "." for p in found if p]
