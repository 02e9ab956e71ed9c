"""The request policy (``open_research.config.policy``) as HTTP answers.

Both faces of the service let a request set run settings (``configurable``/``context``) and both
must refuse the same things; only the status differs (422 on the LangGraph API, 400 on the OpenAI
endpoint, as each API's clients expect). So the checks are the config's and this module only
turns a refusal into an ``HTTPException`` carrying the policy's sentence.
"""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException

from open_research.config import ResearchConfig, Settings
from open_research.config.policy import check_recursion_limit, checked_request


def checked_overrides(
    overrides: dict[str, Any],
    base: ResearchConfig,
    settings: Settings,
    *,
    status: int,
    recursion_limit: int | None = None,
) -> dict[str, Any]:
    """The run overrides a request's settings become (every check of the policy, MCP server names
    included), and its ``config.recursion_limit`` within the ceiling; else ``status``."""
    try:
        run_overrides = checked_request(overrides, base, settings)
        check_recursion_limit(recursion_limit, settings)
    except ValueError as exc:  # ConfigError, or a value pydantic refused while merging it
        raise HTTPException(status, str(exc)) from None
    return run_overrides
