"""Run settings: everything one research run may be given (in process; a request only what is marked
request-settable, ``policy.REQUEST_KEYS``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs
from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, StringConstraints, model_validator

from open_research.config.errors import ConfigError
from open_research.config.files import deep_merge, validated
from open_research.config.model_specs import DEFAULT_MODEL, ROLES, ModelPrice, ModelRef, ModelSpec, RoleModels

#: The ``json_schema_extra`` key that marks a field request-settable (the allow-list is these fields).
REQUEST = "open_research_request"


def settable(*, ceiling: float | None = None, tighten_only: bool = False) -> dict[str, Any]:
    """Mark a run setting as one a request may set: up to ``ceiling`` (the operator's
    ``[request_ceilings]`` default for it) or, with ``tighten_only``, only below the operator's value."""
    return {REQUEST: {"ceiling": ceiling, "tighten_only": tighten_only}}


def default_data_dir() -> Path:
    return Path(os.environ.get("OPEN_RESEARCH_DATA_DIR") or platformdirs.user_data_dir("open-research"))


def _every_source() -> list[Literal["web", "internal"]]:
    return ["web", "internal"]


class ResearchConfig(BaseModel):
    """Everything a single run may override (in process; a request only the ``settable`` fields)."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, validate_assignment=True)

    #: Default for every role that does not name its own model.
    model: ModelRef = DEFAULT_MODEL
    #: Default OpenAI-compatible server for every role without its own ``base_url``.
    base_url: str | None = None
    models: RoleModels = Field(default_factory=RoleModels)

    model_profile: str | None = Field(
        default=None, description="A model setup the server offers by name.", json_schema_extra=settable()
    )

    allow_clarification: bool = Field(
        default=True,
        description="Ask one question back when the request is ambiguous before researching.",
        json_schema_extra=settable(),
    )
    max_clarifications: int = Field(
        default=1,
        ge=0,
        le=5,
        json_schema_extra=settable(ceiling=3),
        description="Questions asked back per request before research starts regardless (0: never ask).",
    )
    max_concurrent_research_units: int = Field(
        default=5, ge=1, le=50, description="Researchers working in parallel.", json_schema_extra=settable(ceiling=10)
    )
    max_researcher_iterations: int = Field(
        default=6,
        ge=1,
        le=100,
        description="Rounds the supervisor may delegate research.",
        json_schema_extra=settable(ceiling=12),
    )
    max_react_tool_calls: int = Field(
        default=10, ge=1, le=100, description="Tool calls per researcher.", json_schema_extra=settable(ceiling=20)
    )
    max_structured_output_retries: int = Field(
        default=3,
        ge=1,
        le=10,
        description="Retries when a model's structured output does not parse.",
        json_schema_extra=settable(ceiling=5),
    )

    report_format: Literal["auto", "markdown", "structured"] = Field(
        default="auto",
        json_schema_extra=settable(),
        description="auto: Markdown (extractive for small models); markdown; structured: a JSON outline whose "
        "citations can only name sources the run read.",
    )
    verify_with_model: bool = Field(
        default=True,
        description="Ask the verifier model (default: the final report's) to judge the citations the lexical check "
        "leaves unverified; only a capable model is asked (not the embedded default). Operator-only.",
    )

    search_api: Literal["tavily", "local", "none"] = Field(
        default="local",
        description="Search tool: tavily (web), local (the document index) or none.",
        json_schema_extra=settable(),
    )
    search_max_results: int = Field(
        default=5, ge=1, le=20, description="Results per search query.", json_schema_extra=settable(ceiling=10)
    )
    #: Where everything the process keeps lives (index, model cache, CLI threads, the service's
    #: SQLite files). Operator-only.
    data_dir: Path = Field(default_factory=default_data_dir)
    #: Index file ``local`` search reads (default ``<data_dir>/index.sqlite``). Operator-only.
    local_index: str | None = None
    #: Private hosts fetch_url may reach (intranets, tests). Operator-only: a request cannot widen it.
    fetch_allow_hosts: list[str] = Field(default_factory=list)
    #: Operator-only byte and time limits, each with a hard ceiling (fetch_url holds a body in memory).
    fetch_max_bytes: int = Field(default=2_000_000, ge=1000, le=50_000_000)
    summarization_timeout: float = Field(default=60.0, gt=0, le=900)
    max_content_length: int = Field(default=50_000, ge=500, le=5_000_000)

    # -- MCP and source kinds (servers themselves: ``Settings.mcp_servers``, operator only) --
    #: Without "web" no web search tool is bound at all, so nothing can leak to the web.
    sources: list[Literal["web", "internal"]] = Field(
        default_factory=_every_source,
        min_length=1,
        json_schema_extra=settable(),
        description="Where researchers may look: 'internal' (local index, internal MCP servers) and/or 'web'.",
    )
    mcp_servers_enabled: list[Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,40}$")]] | None = Field(
        default=None,
        json_schema_extra=settable(),
        description="Configured MCP servers this run uses, by name (empty: every enabled one).",
    )
    #: Seconds one MCP tool call may take before it returns an ERROR to the researcher.
    mcp_call_timeout: float = Field(default=60.0, gt=0, le=3600)

    # -- planning, refinement and budgets (graph/planner.py, graph/evaluator.py, models/usage.py) --
    approve_plan: bool = Field(
        default=False,
        json_schema_extra=settable(),
        description="Wait for a person to approve, edit or reject the research plan before researchers start.",
    )
    max_sub_questions: int = Field(
        default=6,
        ge=1,
        le=20,
        json_schema_extra=settable(ceiling=10),
        description="Sub-questions the planner may set; the evaluator checks each before the report.",
    )
    max_refinement_rounds: int = Field(
        default=1,
        ge=0,
        le=5,
        json_schema_extra=settable(ceiling=2),
        description="Extra research rounds on sub-questions left unanswered (0: off).",
    )
    #: Limits over the whole run (every researcher together); None = no limit. When one is reached
    #: no new research model call starts; the report is still written, and its gaps say so.
    max_total_tokens: int | None = Field(
        default=None,
        ge=1,
        json_schema_extra=settable(tighten_only=True),
        description="Token budget for the whole run (only lower than the server's).",
    )
    max_run_seconds: float | None = Field(
        default=None,
        gt=0,
        json_schema_extra=settable(tighten_only=True),
        description="Time budget for the whole run in seconds (only lower than the server's).",
    )
    #: Needs ``prices``; models without a price count as free (the report says which were unpriced).
    max_cost: float | None = Field(
        default=None,
        gt=0,
        json_schema_extra=settable(tighten_only=True),
        description="Cost budget for the whole run (only lower than the server's).",
    )
    #: Price per million tokens by model as configured (``"openai:gpt-4.1"``). Operator-only.
    prices: dict[str, ModelPrice] = Field(default_factory=dict)

    #: The keys somebody set (operator file/environment, caller overrides); defaults fill the rest.
    #: The local profile only touches limits nobody set (``config.local``).
    _explicit: frozenset[str] = PrivateAttr(default=frozenset())

    @model_validator(mode="after")
    def _cost_needs_prices(self) -> ResearchConfig:
        if self.max_cost is not None and not self.prices:
            raise ValueError("max_cost needs a price table (prices) to compute cost")
        return self

    @property
    def explicit(self) -> frozenset[str]:
        return self._explicit

    def model_for(self, role: str) -> ModelSpec:
        """The role's spec with the run-wide default model filled in."""
        if role not in ROLES:
            raise ConfigError(f"unknown model role {role!r}; roles are {', '.join(ROLES)}")
        spec: ModelSpec = getattr(self.models, role)
        # by default the report is checked by its writer's model, when that is a configured model name (an
        # in-process model object is the caller's own, often stateful: it is not lent to another role)
        if role == "verifier" and spec.model is None and not isinstance(self.models.final_report.model, BaseChatModel):
            return self.model_for("final_report").model_copy(update=spec.model_dump(exclude_none=True))
        if spec.model is None:
            spec = spec.model_copy(update={"model": self.model})
        if spec.base_url is None and self.base_url:
            spec = spec.model_copy(update={"base_url": self.base_url})
        return spec

    def with_overrides(self, overrides: dict[str, Any]) -> ResearchConfig:
        """A new config with ``overrides`` deep-merged on top; errors name the offending key."""
        if not overrides:
            return self
        merged = deep_merge(self.as_dict(), overrides)
        out: ResearchConfig = validated(ResearchConfig, merged, origin="run configuration")
        out._explicit = self._explicit | frozenset(overrides)
        return out

    def as_dict(self) -> dict[str, Any]:
        """Every field, model instances kept as they are (``model_dump`` would serialise them)."""
        out: dict[str, Any] = {name: getattr(self, name) for name in ResearchConfig.model_fields}
        out["models"] = {
            role: {k: getattr(getattr(self.models, role), k) for k in ModelSpec.model_fields} for role in ROLES
        }
        return out
