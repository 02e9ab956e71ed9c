"""Reading a TOML config file, merging layers and turning validation errors into one sentence."""

from __future__ import annotations

import tomllib
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


def validated(cls: type[BaseModel], values: dict[str, Any], *, origin: str, init: bool = False) -> Any:
    """``cls`` from ``values`` (``init``: through its constructor, as pydantic-settings needs), or a
    ConfigError naming each bad key."""
    try:
        return cls(**values) if init else cls.model_validate(values)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            key = ".".join(str(p) for p in err["loc"]) or "(root)"
            msg = "unknown key" if err["type"] == "extra_forbidden" else err["msg"]
            problems.append(f"{key}: {msg}")
        raise ConfigError(f"invalid {origin}: " + "; ".join(problems)) from None
