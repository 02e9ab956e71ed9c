"""The research settings a request may set, as a pydantic model: the graph's context schema.

LangGraph Studio, Agent Chat UI and the assistants API show it (``config_schema``/``context_schema``).
It is generated from ``ResearchConfig``'s own fields, restricted to ``REQUEST_KEYS``, so types,
defaults, descriptions and bounds never drift.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import annotated_types
from pydantic import BaseModel, ConfigDict, Field, create_model

from open_research.config.policy import REQUEST_KEYS, RequestCeilings
from open_research.config.run import ResearchConfig


def request_settings_model(ceilings: Any = None) -> type[BaseModel]:
    """A model of every request-settable research setting, bounded by ``ceilings`` where stricter."""
    ceilings = ceilings or RequestCeilings()
    fields: dict[str, Any] = {}
    for key in sorted(REQUEST_KEYS):
        source = ResearchConfig.model_fields[key]
        # ResearchConfig's default factories take no arguments (none reads the validated data)
        factory = cast(Callable[[], Any] | None, source.default_factory)
        info = Field(
            default=source.default if factory is None else factory(),
            description=source.description,
        )
        info.metadata = _bounded(list(source.metadata), getattr(ceilings, key, None))
        fields[key] = (source.annotation, info)
    return create_model("ResearchSettings", __config__=ConfigDict(extra="forbid"), **fields)


def _bounded(metadata: list[Any], ceiling: float | None) -> list[Any]:
    """The field's constraints with its upper bound lowered to the operator's ceiling."""
    if ceiling is None:
        return metadata
    limits = [m.le for m in metadata if isinstance(m, annotated_types.Le)]
    if any(le <= ceiling for le in limits):
        return metadata
    return [m for m in metadata if not isinstance(m, annotated_types.Le)] + [annotated_types.Le(ceiling)]
