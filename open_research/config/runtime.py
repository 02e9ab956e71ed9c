"""How settings reach a graph node: the base in ``configurable``, per-run overrides beside it.

A node calls ``run_config(config)`` and gets the run's effective ``ResearchConfig``: the base the
caller put under ``BASE_KEY`` (the server's or library's settings), the run's own keys on top, a
LangGraph server client's ``context`` too, and the local profile for limits nobody set when every
role runs on the embedded model.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

#: Keys LangGraph (and its server) put into ``configurable`` themselves; never user overrides.
RUNTIME_KEYS = frozenset(
    {
        "thread_id",
        "checkpoint_id",
        "checkpoint_ns",
        "checkpoint_map",
        "run_id",
        "assistant_id",
        "graph_id",
        "user_id",
        "task_id",
        "run_attempt",
        "cross_thread_store",
        "tenant",
        "identity",
    }
)
#: LangGraph's own keys a client may echo back (``RemoteGraph`` does): dropped, the server sets them.
ECHOED_RUNTIME_KEYS = RUNTIME_KEYS - {"tenant", "identity", "user_id", "cross_thread_store"}
BASE_KEY = "open_research_base"
#: Tools a run loaded once (e.g. from MCP servers); set in process by the runner, never by a request.
EXTRA_TOOLS_KEY = "open_research_extra_tools"
#: Where LangGraph keeps the run's ``Runtime`` (its ``context``) inside ``configurable``.
RUNTIME_KEY = "__pregel_runtime"


def run_config(config: Any) -> Any:
    """The effective ``ResearchConfig`` of the run a node executes in."""
    from open_research.config.local import with_local_profile
    from open_research.config.process import Settings

    configurable = dict((config or {}).get("configurable") or {})
    configurable = {**context_settings(configurable.get(RUNTIME_KEY)), **configurable}
    base = configurable.pop(BASE_KEY, None)
    if base is None:
        base = Settings.load().run_defaults()
    elif isinstance(base, Settings):
        base = base.run_defaults()
    return with_local_profile(base.with_overrides(user_overrides(configurable)))


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
        if k not in RUNTIME_KEYS
        and k not in (BASE_KEY, EXTRA_TOOLS_KEY)
        and not k.startswith(("__", "langgraph_", "x-"))
    }
