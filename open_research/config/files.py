"""Reading a TOML config file, merging layers and turning validation errors into one sentence."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from open_research.config.errors import ConfigError


def read_config_file(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"config file not found: {p}")
    try:
        with p.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {p} is not valid TOML: {exc}") from exc


def deep_merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in top.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def validated(
    cls: type[BaseModel],
    values: dict[str, Any],
    *,
    origin: str,
    init: bool = False,
    env_name: Callable[[tuple[Any, ...]], str | None] | None = None,
) -> Any:
    """``cls`` from ``values`` (``init``: through its constructor, as pydantic-settings needs), or a
    ConfigError naming each bad key. ``env_name`` says which environment variable set a key (None:
    the file or a keyword did), so a bad variable is named as such and not blamed on the file."""
    try:
        return cls(**values) if init else cls.model_validate(values)
    except ValidationError as exc:
        problems, variables = [], []
        for err in exc.errors():
            key = ".".join(str(p) for p in err["loc"]) or "(root)"
            msg = "unknown key" if err["type"] == "extra_forbidden" else err["msg"]
            variable = env_name(tuple(err["loc"])) if env_name and err["loc"] else None
            if variable:
                variables.append(f"{variable}: {msg}")
            else:
                problems.append(f"{key}: {msg}")
        parts = [f"invalid {origin}: " + "; ".join(problems)] if problems else []
        if variables:
            parts.append("invalid environment variable " + "; ".join(variables))
        raise ConfigError(". ".join(parts)) from None
