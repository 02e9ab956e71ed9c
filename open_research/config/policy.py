"""The request policy: what an HTTP tenant (or a LangGraph server client) may set on a run.

Deny by default. The allow-list is the run settings marked ``settable`` in ``config.run``; from it
come ``REQUEST_KEYS``, the ceilings an operator may tune (``[request_ceilings]``), the budgets a
request may only lower, the graph's context schema (``config.schema``) and the assistant view.
Everything else (endpoints, key names, model strings, paths, byte and time limits) is the
operator's, and a request naming it gets a ConfigError (a 4xx).
"""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field, create_model

from open_research.config.errors import ConfigError
from open_research.config.mcp import select_servers
from open_research.config.run import REQUEST, ResearchConfig
from open_research.config.runtime import BASE_KEY, ECHOED_RUNTIME_KEYS, EXTRA_TOOLS_KEY, RUNTIME_KEYS, user_overrides


def _marked() -> dict[str, dict[str, Any]]:
    out = {}
    for name, field in ResearchConfig.model_fields.items():
        extra = field.json_schema_extra
        if isinstance(extra, dict) and isinstance(extra.get(REQUEST), dict):
            out[name] = dict(extra[REQUEST])  # type: ignore[arg-type]
    return out


_POLICY = _marked()
#: THE ALLOW-LIST: the only ``configurable``/``context`` keys a request may set.
REQUEST_KEYS = frozenset(_POLICY)
#: Budgets a request may lower but never raise or lift: the operator's value is their ceiling.
TIGHTEN_ONLY = tuple(k for k, p in sorted(_POLICY.items()) if p["tighten_only"])
#: LangGraph steps one run may take by default (a request's ``config.recursion_limit`` up to it).
RECURSION_CEILING = 1000


def _lower_bound(name: str) -> float:
    for m in ResearchConfig.model_fields[name].metadata:
        if hasattr(m, "ge"):
            return float(m.ge)
    return 1


#: The most a request may ask for (``[request_ceilings]``); a request above one gets a 422. Only
#: limits a request may set are here; the operator's own settings are not bounded by them.
# pydantic's overloads do not accept field definitions built at run time (annotation typed `type | None`)
RequestCeilings = create_model(  # type: ignore[call-overload]
    "RequestCeilings",
    __config__=ConfigDict(extra="forbid"),
    __doc__="The most a request may ask for, per request-settable limit (``[request_ceilings]``).",
    recursion_limit=(
        int,
        Field(
            default=RECURSION_CEILING, ge=1, description="LangGraph steps one run may take (config.recursion_limit)."
        ),
    ),
    **{
        name: (ResearchConfig.model_fields[name].annotation, Field(default=p["ceiling"], ge=_lower_bound(name)))
        for name, p in sorted(_POLICY.items())
        if p["ceiling"] is not None
    },
)


def request_overrides(request: dict[str, Any], settings: Any = None) -> dict[str, Any]:
    """A tenant's ``configurable``/``context`` as run overrides: allow-listed keys only (else a
    ConfigError naming the key), ``model_profile`` replaced by the operator's model specs."""
    out: dict[str, Any] = {}
    for key, value in request.items():
        if not isinstance(key, str):
            raise ConfigError(f"{key!r}: configuration keys are strings")
        if key in ECHOED_RUNTIME_KEYS or key.startswith(("__pregel_", "langgraph_")):
            continue  # LangGraph's own bookkeeping a client echoed; the server sets these itself
        if key in RUNTIME_KEYS or key in (BASE_KEY, EXTRA_TOOLS_KEY):
            raise ConfigError(f"{key}: set by the server, not by a request")
        if key not in REQUEST_KEYS:
            from open_research.config.process import Settings

            why = "operator-only setting" if key in Settings.model_fields else "unknown key"
            raise ConfigError(f"{key[:80]}: {why}; a request may set only {', '.join(sorted(REQUEST_KEYS))}")
        out[key] = value
    if "model_profile" in out:
        profiles = getattr(settings, "model_profiles", None) or {}
        name = out.pop("model_profile")
        if not isinstance(name, str) or name not in profiles:
            offered = ", ".join(sorted(profiles)) or "none are configured"
            raise ConfigError(f"model_profile: unknown profile {str(name)[:60]!r}; this server offers: {offered}")
        out = {**profiles[name].as_overrides(), "model_profile": name, **out}
    return out


def validate_overrides(
    overrides: dict[str, Any], base: ResearchConfig | None = None, *, trusted: bool = False, settings: Any = None
) -> ResearchConfig:
    """Check a caller's overrides up front (CLI, API, LangGraph server) so bad input never starts a run.

    ``trusted`` callers (the operator: in-process library code, the CLI) may set every key; others
    (requests) only ``REQUEST_KEYS``, within ``settings.request_ceilings``, budgets only lowered,
    sources only narrowed, MCP servers only among the configured ones.
    """
    if trusted:
        for key in (BASE_KEY, EXTRA_TOOLS_KEY):
            if key in overrides:
                raise ConfigError(f"{key}: set by the server, not by a caller")
        return (base or ResearchConfig()).with_overrides(user_overrides(overrides))
    checked = request_overrides(overrides, settings)
    base = base or ResearchConfig()
    cfg = base.with_overrides(checked)
    asked = [k for k in overrides if k in REQUEST_KEYS]
    check_ceilings(cfg, asked, getattr(settings, "request_ceilings", None) or RequestCeilings())
    check_tightened(cfg, asked, base)
    check_sources(cfg, base)
    check_mcp_servers(cfg, settings)
    return cfg


def checked_request(overrides: dict[str, Any], base: ResearchConfig, settings: Any) -> dict[str, Any]:
    """The run overrides a request's settings become, after every check of ``validate_overrides``."""
    validate_overrides(overrides, base, settings=settings)
    return request_overrides(overrides, settings)


def check_recursion_limit(value: Any, settings: Any) -> None:
    """A request's ``config.recursion_limit`` within the operator's ceiling."""
    ceiling = getattr(getattr(settings, "request_ceilings", None), "recursion_limit", RECURSION_CEILING)
    if value is not None and value > ceiling:
        raise ConfigError(
            f"config.recursion_limit: {value} is above this server's ceiling of {ceiling} "
            "(request_ceilings.recursion_limit)"
        )


def check_tightened(cfg: ResearchConfig, keys: Any, base: ResearchConfig) -> None:
    """Refuse a request that raises or removes one of the operator's run budgets."""
    for key in keys:
        if key not in TIGHTEN_ONLY:
            continue
        limit, value = getattr(base, key), getattr(cfg, key)
        if limit is not None and (value is None or value > limit):
            raise ConfigError(f"{key}: a request may only lower this server's limit of {limit}")


def check_ceilings(cfg: ResearchConfig, keys: Any, ceilings: Any) -> None:
    """Refuse (ConfigError naming key and ceiling) a requested value above the operator's ceiling."""
    for key in keys:
        limit = getattr(ceilings, key, None)
        value = getattr(cfg, key, None)
        if limit is not None and isinstance(value, (int, float)) and value > limit:
            raise ConfigError(f"{key}: {value} is above this server's ceiling of {limit} (request_ceilings.{key})")


def check_sources(cfg: ResearchConfig, base: ResearchConfig) -> None:
    """A request may narrow where researchers look, never widen it (e.g. to the web when the
    operator allows internal sources only)."""
    extra = [s for s in cfg.sources if s not in base.sources]
    if extra:
        raise ConfigError(
            f"sources: {', '.join(extra)} is not enabled on this server (allowed: {', '.join(base.sources)})"
        )
    needs = {"tavily": "web", "local": "internal"}.get(cfg.search_api)
    if cfg.search_api != base.search_api and needs and needs not in base.sources:
        raise ConfigError(f"search_api: {cfg.search_api} needs the {needs!r} source, which this server does not enable")


def check_mcp_servers(cfg: ResearchConfig, settings: Any) -> None:
    """MCP servers a run names must be configured (named now, not when the run opens them)."""
    servers = getattr(settings, "mcp_servers", None)
    if cfg.mcp_servers_enabled is not None and servers is not None:
        select_servers(servers, cfg.mcp_servers_enabled, list(cfg.sources))
