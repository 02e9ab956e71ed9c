"""The research settings a request may set, as a pydantic model: the graph's context schema.

LangGraph Studio, Agent Chat UI and the assistants API show it (``config_schema``/``context_schema``).
It is generated from ``ResearchConfig``'s own fields, restricted to ``REQUEST_KEYS``, so types,
defaults and bounds never drift; each knob's description is here (a test checks every key has one).
"""

from __future__ import annotations

from typing import Any

import annotated_types
from pydantic import BaseModel, ConfigDict, Field, create_model

from open_research.config import REQUEST_KEYS, RequestCeilings, ResearchConfig

DESCRIPTIONS = {
    "allow_clarification": "Ask one question back when the request is ambiguous before researching.",
    "approve_plan": "Wait for a person to approve, edit or reject the research plan before researchers start.",
    "max_clarifications": "Questions asked back per request before research starts regardless (0: never ask).",
    "report_format": "auto: Markdown (extractive for small models); markdown; structured: a JSON outline "
                     "whose citations can only name sources the run read.",
    "verify_with_model": "Ask the verifier model to judge claims whose lexical check is uncertain.",
    "sources": "Where researchers may look: 'internal' (local index, internal MCP servers) and/or 'web'.",
    "search_api": "Search tool: tavily (web), local (the document index) or none.",
    "search_max_results": "Results per search query.",
    "mcp_servers_enabled": "Configured MCP servers this run uses, by name (empty: every enabled one).",
    "max_concurrent_research_units": "Researchers working in parallel.",
    "max_researcher_iterations": "Rounds the supervisor may delegate research.",
    "max_react_tool_calls": "Tool calls per researcher.",
    "max_structured_output_retries": "Retries when a model's structured output does not parse.",
    "max_sub_questions": "Sub-questions the planner may set; the evaluator checks each before the report.",
    "max_refinement_rounds": "Extra research rounds on sub-questions left unanswered (0: off).",
    "max_total_tokens": "Token budget for the whole run (only lower than the server's).",
    "max_run_seconds": "Time budget for the whole run in seconds (only lower than the server's).",
    "max_cost": "Cost budget for the whole run (only lower than the server's).",
    "model_profile": "A model setup the server offers by name.",
}


def request_settings_model(ceilings: RequestCeilings | None = None) -> type[BaseModel]:
    """A model of every request-settable research setting, bounded by ``ceilings`` where stricter."""
    ceilings = ceilings or RequestCeilings()
    fields: dict[str, Any] = {}
    for key in sorted(REQUEST_KEYS):
        source = ResearchConfig.model_fields[key]
        info = Field(default=source.default if source.default_factory is None else source.default_factory(),
                     description=DESCRIPTIONS[key])
        info.metadata = _bounded(list(source.metadata), getattr(ceilings, key, None))
        fields[key] = (source.annotation, info)
    return create_model("ResearchSettings", __config__=ConfigDict(extra="forbid"), **fields)


def _bounded(metadata: list[Any], ceiling: float | None) -> list[Any]:
    """The field's constraints with its upper bound lowered to the operator's ceiling."""
    if ceiling is None:
        return metadata
    limits = [m.le for m in metadata if isinstance(m, annotated_types.Le)]
    if limits and min(limits) <= ceiling:
        return metadata
    return [m for m in metadata if not isinstance(m, annotated_types.Le)] + [annotated_types.Le(ceiling)]

