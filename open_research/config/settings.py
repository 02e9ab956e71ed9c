"""Configuration in one place.

Precedence, highest first: per-run ``configurable`` > config file (TOML) > environment
(``OPEN_RESEARCH_*``) > defaults; unknown keys fail loudly with the key's name. In process (the
operator) a run may override anything; a request only ``REQUEST_KEYS``, within ``RequestCeilings``.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs
from langchain_core.language_models import BaseChatModel
from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, ValidationError,
                      field_validator, model_validator)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from open_research.config.mcp import MCPServerConfig, parse_mcp_servers, select_servers

ROLES = ("clarify", "brief", "planner", "supervisor", "researcher", "summarization", "compression", "evaluator",
         "final_report", "verifier")
Role = Literal["clarify", "brief", "planner", "supervisor", "researcher", "summarization", "compression", "evaluator",
               "final_report", "verifier"]

DEFAULT_MODEL = "local:smollm2"

#: Keys LangGraph (and its server) put into ``configurable`` themselves; never user overrides.
_RUNTIME_KEYS = {
    "thread_id", "checkpoint_id", "checkpoint_ns", "checkpoint_map", "run_id", "assistant_id",
    "graph_id", "user_id", "task_id", "run_attempt", "cross_thread_store", "tenant", "identity",
}
#: LangGraph's own keys a client may echo back (``RemoteGraph`` does): dropped, the server sets them.
_ECHOED_RUNTIME_KEYS = _RUNTIME_KEYS - {"tenant", "identity", "user_id", "cross_thread_store"}
BASE_KEY = "open_research_base"
#: Tools a run loaded once (e.g. from MCP servers); set in process by the runner, never by a request.
EXTRA_TOOLS_KEY = "open_research_extra_tools"

#: THE ALLOW-LIST: the only ``configurable``/``context`` keys a request (an HTTP tenant) may set --
#: research knobs. Every other key (endpoints, key names, model strings, paths, byte and time limits)
#: is the operator's, and a request naming it gets a 422. To let requests set a new knob, add its
#: name here; if it is a limit a request could raise, also give it a ceiling in ``RequestCeilings``.
REQUEST_KEYS = frozenset({
    "allow_clarification",
    "report_format",
    "sources",
    "search_api",
    "search_max_results",
    "mcp_servers_enabled",
    "max_concurrent_research_units",
    "max_researcher_iterations",
    "max_react_tool_calls",
    "max_structured_output_retries",
    "max_clarifications",
    "verify_with_model",  # the operator's verifier role judges uncertain claims
    "max_sub_questions",
    "max_refinement_rounds",
    "approve_plan",  # wait for a person to approve, edit or reject the plan
    # Run budgets: a request may only tighten the operator's (``TIGHTEN_ONLY``).
    "max_total_tokens",
    "max_run_seconds",
    "max_cost",
    "model_profile",  # a name from the operator's [model_profiles.NAME]; never a model string
})


class ConfigError(ValueError):
    """A configuration problem a user can fix; the message names the key.

    ``operator_detail`` holds what only the operator may see (e.g. an environment variable's name):
    the CLI prints it, the service logs it, a tenant never gets it.
    """

    def __init__(self, message: str, *, operator_detail: str = "") -> None:
        super().__init__(message)
        self.operator_detail = operator_detail


class ModelSpec(BaseModel):
    """One role's model: a ``provider:model`` string or, in-process, a chat model instance."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    model: str | BaseChatModel | None = None
    max_tokens: int | None = Field(default=None, gt=0)
    temperature: float | None = Field(default=None, ge=0, le=2)
    base_url: str | None = None
    api_key_env: str | None = None
    #: None means "guess from the provider": local models lack native tool calling.
    native_tool_calling: bool | None = None

    @field_validator("model")
    @classmethod
    def _provider_prefix(cls, value: Any) -> Any:
        if isinstance(value, str) and ":" not in value:
            raise ValueError(f"expected 'provider:model' (e.g. 'openai:gpt-4.1'), got {value!r}")
        return value


class ModelPrice(BaseModel):
    """What one model costs, in currency units per million tokens (the currency is the operator's)."""

    model_config = ConfigDict(extra="forbid")

    input: float = Field(ge=0)
    output: float = Field(ge=0)


class RoleModels(BaseModel):
    model_config = ConfigDict(extra="forbid")

    clarify: ModelSpec = Field(default_factory=ModelSpec)
    brief: ModelSpec = Field(default_factory=ModelSpec)
    planner: ModelSpec = Field(default_factory=ModelSpec)
    supervisor: ModelSpec = Field(default_factory=ModelSpec)
    researcher: ModelSpec = Field(default_factory=ModelSpec)
    summarization: ModelSpec = Field(default_factory=ModelSpec)
    compression: ModelSpec = Field(default_factory=ModelSpec)
    evaluator: ModelSpec = Field(default_factory=ModelSpec)
    final_report: ModelSpec = Field(default_factory=ModelSpec)
    #: Judges the claims lexical verification leaves uncertain (``verify_with_model``).
    verifier: ModelSpec = Field(default_factory=ModelSpec)


class RequestCeilings(BaseModel):
    """The most a request may ask for (``[request_ceilings]``); a request above one gets a 422.

    Only limits a request may set are here; the operator's own settings are not bounded by them.
    """

    model_config = ConfigDict(extra="forbid")

    max_concurrent_research_units: int = Field(default=10, ge=1)
    max_researcher_iterations: int = Field(default=12, ge=1)
    max_react_tool_calls: int = Field(default=20, ge=1)
    max_structured_output_retries: int = Field(default=5, ge=1)
    search_max_results: int = Field(default=10, ge=1)
    max_clarifications: int = Field(default=3, ge=0)
    max_sub_questions: int = Field(default=10, ge=1)
    max_refinement_rounds: int = Field(default=2, ge=0)
    #: LangGraph steps one run may take (the request's ``config.recursion_limit``).
    recursion_limit: int = Field(default=1000, ge=1)


class ModelProfile(BaseModel):
    """Models the operator offers under a name (``[model_profiles.NAME]``); requests pick the name."""

    model_config = ConfigDict(extra="forbid")

    model: str
    base_url: str | None = None
    models: RoleModels = Field(default_factory=RoleModels)

    @field_validator("model")
    @classmethod
    def _provider_prefix(cls, value: Any) -> Any:
        return ModelSpec._provider_prefix(value)

    def as_overrides(self) -> dict[str, Any]:
        """Replaces every role's model wholesale, so nothing of the default models' setup is mixed in."""
        return {"model": self.model, "base_url": self.base_url,
                "models": {role: getattr(self.models, role).model_dump() for role in ROLES}}


class ResearchConfig(BaseModel):
    """Everything a single run may override (in process; a request only what ``REQUEST_KEYS`` lists)."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, validate_assignment=True)

    #: Default for every role that does not name its own model.
    model: str | BaseChatModel = DEFAULT_MODEL
    #: Default OpenAI-compatible server for every role without its own ``base_url``.
    base_url: str | None = None
    models: RoleModels = Field(default_factory=RoleModels)

    #: The operator profile whose models this run uses: a request's choice, which the server expands
    #: into ``model``/``models`` (``request_overrides``); here it only records the name.
    model_profile: str | None = None

    allow_clarification: bool = True
    #: Questions asked back per request before research starts regardless (0: never ask).
    max_clarifications: int = Field(default=1, ge=0, le=5)
    max_concurrent_research_units: int = Field(default=5, ge=1, le=50)
    max_researcher_iterations: int = Field(default=6, ge=1, le=100)
    max_react_tool_calls: int = Field(default=10, ge=1, le=100)
    max_structured_output_retries: int = Field(default=3, ge=1, le=10)

    #: "structured": the model fills a JSON outline whose citations can only name sources the run
    #: read; "markdown": free Markdown; "auto": Markdown, or for models without native tool calling an
    #: extractive report of the sources' own sentences.
    report_format: Literal["auto", "markdown", "structured"] = "auto"
    #: Ask the ``verifier`` role to judge claims whose lexical check is uncertain (off: offline, fast).
    verify_with_model: bool = False

    search_api: Literal["tavily", "local", "none"] = "local"
    search_max_results: int = Field(default=5, ge=1, le=20)
    #: Index file ``local`` search reads. Operator-only: a request cannot point a run at another file.
    local_index: str | None = None
    #: Private hosts fetch_url may reach (intranets, tests). Operator-only: a request cannot widen it.
    fetch_allow_hosts: list[str] = Field(default_factory=list)
    #: Operator-only byte and time limits, each with a hard ceiling (fetch_url holds a body in memory).
    fetch_max_bytes: int = Field(default=2_000_000, ge=1000, le=50_000_000)
    summarization_timeout: float = Field(default=60.0, gt=0, le=900)
    max_content_length: int = Field(default=50_000, ge=500, le=5_000_000)

    # -- MCP and source kinds (servers themselves: ``Settings.mcp_servers``, operator only) --
    #: Where researchers may look: "internal" (local index, internal MCP servers) and/or "web".
    #: Without "web" no web search tool is bound at all, so nothing can leak to the web.
    sources: list[Literal["web", "internal"]] = Field(default_factory=lambda: ["web", "internal"], min_length=1)
    #: Configured MCP servers this run uses, by name; None = every enabled one.
    mcp_servers_enabled: list[Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,40}$")]] | None = None
    #: Seconds one MCP tool call may take before it returns an ERROR to the researcher.
    mcp_call_timeout: float = Field(default=60.0, gt=0, le=3600)

    # -- refinement and budgets (planner.py, evaluator.py, usage.py) --
    #: Wait after planning until a person approves, edits or rejects the plan (``plan_review``).
    approve_plan: bool = False
    #: Sub-questions the planner may set; each is checked by the evaluator before the report.
    max_sub_questions: int = Field(default=6, ge=1, le=20)
    #: Extra research rounds on sub-questions the evaluator finds unanswered; 0 turns refinement off.
    max_refinement_rounds: int = Field(default=1, ge=0, le=5)
    #: Limits over the whole run (every researcher together); None = no limit. When one is reached
    #: no new research model call starts; the report is still written, and its gaps say so.
    max_total_tokens: int | None = Field(default=None, ge=1)
    max_run_seconds: float | None = Field(default=None, gt=0)
    #: Needs ``prices``; models without a price count as free (the report says which were unpriced).
    max_cost: float | None = Field(default=None, gt=0)
    #: Price per million tokens by model as configured (``"openai:gpt-4.1"``). Operator-only.
    prices: dict[str, ModelPrice] = Field(default_factory=dict)

    @field_validator("model")
    @classmethod
    def _provider_prefix(cls, value: Any) -> Any:
        return ModelSpec._provider_prefix(value)

    @model_validator(mode="after")
    def _cost_needs_prices(self) -> "ResearchConfig":
        if self.max_cost is not None and not self.prices:
            raise ValueError("max_cost needs a price table (prices) to compute cost")
        return self

    def model_for(self, role: str) -> ModelSpec:
        """The role's spec with the run-wide default model filled in."""
        if role not in ROLES:
            raise ConfigError(f"unknown model role {role!r}; roles are {', '.join(ROLES)}")
        spec: ModelSpec = getattr(self.models, role)
        if spec.model is None:
            spec = spec.model_copy(update={"model": self.model})
        if spec.base_url is None and self.base_url:
            spec = spec.model_copy(update={"base_url": self.base_url})
        return spec

    def with_overrides(self, overrides: dict[str, Any]) -> "ResearchConfig":
        """A new config with ``overrides`` deep-merged on top; errors name the offending key."""
        if not overrides:
            return self
        merged = _deep_merge(self._as_dict(), overrides)
        return _validate(ResearchConfig, merged, origin="run configuration")

    def _as_dict(self) -> dict[str, Any]:
        # Keep model instances as they are (model_dump would try to serialise them).
        out: dict[str, Any] = {name: getattr(self, name) for name in ResearchConfig.model_fields}
        out["models"] = {
            role: {k: getattr(getattr(self.models, role), k) for k in ModelSpec.model_fields}
            for role in ROLES
        }
        return out


def _default_data_dir() -> Path:
    return Path(os.environ.get("OPEN_RESEARCH_DATA_DIR") or platformdirs.user_data_dir("open-research"))


class Settings(ResearchConfig, BaseSettings):
    """Process settings: the run defaults plus what only the operator may set."""

    model_config = SettingsConfigDict(
        env_prefix="OPEN_RESEARCH_",
        env_nested_delimiter="__",
        extra="forbid",
        arbitrary_types_allowed=True,
    )

    data_dir: Path = Field(default_factory=_default_data_dir)
    database_url: str | None = None

    # -- HTTP service (api/) only ---------------------------------------------------------
    #: sha256 hex digest of an API key -> tenant name (``python -m api.http.auth KEY`` prints a digest).
    api_keys: dict[str, str] = Field(default_factory=dict)
    #: Serve without API keys (local use only; the server says so loudly at start).
    auth_disabled: bool = False
    host: str = "127.0.0.1"
    port: int = Field(default=2024, ge=1, le=65535)
    max_request_bytes: int = Field(default=1_000_000, ge=1024)
    #: Serve Prometheus metrics at ``/metrics`` without an API key (no tenant names or questions in
    #: them; keep the path off the public internet, or turn this off).
    metrics_enabled: bool = True
    #: Seconds a client has to send a request's headers, and each part of its body (slow clients).
    header_timeout: float = Field(default=10.0, gt=0, le=300)
    body_timeout: float = Field(default=30.0, gt=0, le=600)
    #: Seconds an idle keep-alive connection stays open; bytes of one request's headers.
    keep_alive_timeout: int = Field(default=5, ge=1, le=300)
    max_header_bytes: int = Field(default=32_768, ge=4096, le=1_048_576)
    #: Open connections and tasks at once; beyond it uvicorn answers 503 (event streams count too).
    max_connections: int = Field(default=2000, ge=10)
    max_message_chars: int = Field(default=50_000, ge=1)
    #: Runs executing at once in one server process; more wait as ``pending``.
    max_concurrent_runs: int = Field(default=32, ge=1, le=10_000)
    # -- scale-out and storage (api/: workers, queue, retention) ---------------------------
    #: Runs of one tenant executing at once (across all workers); the tenant's others wait as ``pending``.
    max_concurrent_runs_per_tenant: int = Field(default=16, ge=1, le=10_000)
    #: Seconds a database call may wait for a connection before the request fails with 503.
    db_timeout: float = Field(default=5.0, gt=0, le=120)
    #: PostgreSQL: ``serve`` also executes runs in-process (a worker beside the API).
    with_worker: bool = True
    #: Seconds between a worker's heartbeats, and without one before its runs are taken over.
    worker_heartbeat_seconds: float = Field(default=2.0, gt=0, le=60)
    worker_stalled_seconds: float = Field(default=10.0, gt=0, le=3600)
    #: Hours a finished run's events are kept (0 = forever); checkpoints kept per thread beyond the last.
    event_retention_hours: float = Field(default=168.0, ge=0)
    checkpoints_kept_per_thread: int = Field(default=0, ge=0)

    #: MCP servers researchers may use, by name (``[mcp_servers.NAME]`` tables, or JSON text / a JSON
    #: file path in the common ``mcpServers`` shape). Never settable by a request.
    mcp_servers: Annotated[dict[str, MCPServerConfig], NoDecode, BeforeValidator(parse_mcp_servers)] = Field(
        default_factory=dict)
    #: Model setups a request may pick by name (``model_profile = "fast"``).
    model_profiles: dict[Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,40}$")], ModelProfile] = Field(
        default_factory=dict)
    request_ceilings: RequestCeilings = Field(default_factory=RequestCeilings)

    @model_validator(mode="after")
    def _no_default_profile(self) -> "Settings":
        if self.model_profile is not None:
            raise ValueError("model_profile is a request's choice; set the default models with model/models")
        return self

    @model_validator(mode="after")
    def _known_mcp_servers(self) -> "Settings":
        if self.mcp_servers_enabled is not None:
            select_servers(self.mcp_servers, self.mcp_servers_enabled, list(self.sources))
        return self

    @classmethod
    def load(cls, config_path: str | Path | None = None, **overrides: Any) -> "Settings":
        """Defaults < environment < config file (``--config`` or ``OPEN_RESEARCH_CONFIG``) < overrides."""
        path = config_path or os.environ.get("OPEN_RESEARCH_CONFIG")
        file_values: dict[str, Any] = {}
        if path:
            file_values = read_config_file(path)
        values = _deep_merge(file_values, overrides)
        return _validate(cls, values, origin=str(path) if path else "settings")

    def run_defaults(self) -> ResearchConfig:
        return ResearchConfig.model_validate(
            {name: getattr(self, name) for name in ResearchConfig.model_fields}
        )


def read_config_file(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"config file not found: {p}")
    try:
        with p.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {p} is not valid TOML: {exc}") from exc


def run_config(config: dict[str, Any] | None) -> ResearchConfig:
    """Resolve the effective configuration inside a graph node.

    The base (server or library settings) travels in ``configurable[BASE_KEY]``; every other
    non-runtime key is a per-run override.
    """
    configurable = dict((config or {}).get("configurable") or {})
    # A LangGraph server hands a client's ``context`` to the graph as the runtime's context.
    configurable = {**context_settings(configurable.get(RUNTIME_KEY)), **configurable}
    base = configurable.pop(BASE_KEY, None)
    if base is None:
        base = Settings.load().run_defaults()
    elif isinstance(base, Settings):
        base = base.run_defaults()
    return base.with_overrides(user_overrides(configurable))


#: Where LangGraph keeps the run's ``Runtime`` (its ``context``) inside ``configurable``.
RUNTIME_KEY = "__pregel_runtime"


def context_settings(runtime: Any) -> dict[str, Any]:
    """The settings a client set in the run's ``context`` (a pydantic instance or a dict)."""
    context = getattr(runtime, "context", None)
    if isinstance(context, BaseModel):
        return {k: getattr(context, k) for k in context.model_fields_set}
    return dict(context) if isinstance(context, dict) else {}


def user_overrides(configurable: dict[str, Any]) -> dict[str, Any]:
    """The keys of ``configurable`` that are ours, without LangGraph's runtime keys."""
    return {
        k: v
        for k, v in configurable.items()
        if k not in _RUNTIME_KEYS and k not in (BASE_KEY, EXTRA_TOOLS_KEY) and not k.startswith(("__", "langgraph_", "x-"))
    }


def request_overrides(request: dict[str, Any], settings: "Settings | None" = None) -> dict[str, Any]:
    """A tenant's ``configurable``/``context`` as run overrides: allow-listed keys only (else a
    ConfigError naming the key), ``model_profile`` replaced by the operator's model specs."""
    out: dict[str, Any] = {}
    for key, value in request.items():
        if not isinstance(key, str):
            raise ConfigError(f"{key!r}: configuration keys are strings")
        if key in _ECHOED_RUNTIME_KEYS or key.startswith(("__pregel_", "langgraph_")):
            continue  # LangGraph's own bookkeeping a client echoed; the server sets these itself
        if key in _RUNTIME_KEYS or key in (BASE_KEY, EXTRA_TOOLS_KEY):
            raise ConfigError(f"{key}: set by the server, not by a request")
        if key not in REQUEST_KEYS:
            why = "operator-only setting" if key in Settings.model_fields else "unknown key"
            raise ConfigError(f"{key[:80]}: {why}; a request may set only {', '.join(sorted(REQUEST_KEYS))}")
        out[key] = value
    if "model_profile" in out:
        profiles = settings.model_profiles if settings is not None else {}
        name = out.pop("model_profile")
        if not isinstance(name, str) or name not in profiles:
            offered = ", ".join(sorted(profiles)) or "none are configured"
            raise ConfigError(f"model_profile: unknown profile {str(name)[:60]!r}; this server offers: {offered}")
        out = {**profiles[name].as_overrides(), "model_profile": name, **out}
    return out


#: Budgets a request may lower but never raise or lift: the operator's value is their ceiling.
TIGHTEN_ONLY = ("max_total_tokens", "max_run_seconds", "max_cost")


def check_tightened(cfg: ResearchConfig, keys: Any, base: ResearchConfig) -> None:
    """Refuse a request that raises or removes one of the operator's run budgets."""
    for key in keys:
        if key not in TIGHTEN_ONLY:
            continue
        limit, value = getattr(base, key), getattr(cfg, key)
        if limit is not None and (value is None or value > limit):
            raise ConfigError(f"{key}: a request may only lower this server's limit of {limit}")


def check_ceilings(cfg: ResearchConfig, keys: Any, ceilings: RequestCeilings) -> None:
    """Refuse (ConfigError naming key and ceiling) a requested value above the operator's ceiling."""
    for key in keys:
        limit = getattr(ceilings, key, None)
        value = getattr(cfg, key, None)
        if limit is not None and isinstance(value, (int, float)) and value > limit:
            raise ConfigError(f"{key}: {value} is above this server's ceiling of {limit} "
                              f"(request_ceilings.{key})")


def validate_overrides(overrides: dict[str, Any], base: ResearchConfig | None = None, *,
                       trusted: bool = False, settings: "Settings | None" = None) -> ResearchConfig:
    """Check a caller's overrides up front (CLI, API) so bad input never starts a run.

    ``trusted`` callers (the operator: in-process library code, the CLI) may set every key; others
    (requests) only ``REQUEST_KEYS``, within ``settings.request_ceilings``.
    """
    if trusted:
        for key in (BASE_KEY, EXTRA_TOOLS_KEY):
            if key in overrides:
                raise ConfigError(f"{key}: set by the server, not by a caller")
        return (base or ResearchConfig()).with_overrides(user_overrides(overrides))
    checked = request_overrides(overrides, settings)
    base = base or ResearchConfig()
    cfg = base.with_overrides(checked)
    ceilings = settings.request_ceilings if settings is not None else RequestCeilings()
    check_ceilings(cfg, [k for k in overrides if k in REQUEST_KEYS], ceilings)
    check_tightened(cfg, [k for k in overrides if k in REQUEST_KEYS], base)
    check_sources(cfg, base)
    return cfg


def check_sources(cfg: ResearchConfig, base: ResearchConfig) -> None:
    """A request may narrow where researchers look, never widen it (e.g. to the web when the
    operator allows internal sources only)."""
    extra = [s for s in cfg.sources if s not in base.sources]
    if extra:
        raise ConfigError(f"sources: {', '.join(extra)} is not enabled on this server "
                          f"(allowed: {', '.join(base.sources)})")
    needs = {"tavily": "web", "local": "internal"}.get(cfg.search_api)
    if cfg.search_api != base.search_api and needs and needs not in base.sources:
        raise ConfigError(f"search_api: {cfg.search_api} needs the {needs!r} source, which this server does not enable")


def _deep_merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in top.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def _validate(cls: type[BaseModel], values: dict[str, Any], *, origin: str) -> Any:
    try:
        return cls.model_validate(values) if cls is not Settings else cls(**values)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            key = ".".join(str(p) for p in err["loc"]) or "(root)"
            msg = "unknown key" if err["type"] == "extra_forbidden" else err["msg"]
            problems.append(f"{key}: {msg}")
        raise ConfigError(f"invalid {origin}: " + "; ".join(problems)) from None
