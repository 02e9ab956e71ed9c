"""The graph factory ``langgraph.json`` names, for ``langgraph dev`` and LangGraph Platform.

The server calls ``make_graph(config)`` for every run (and for reads such as schemas). For a run it
checks the request's settings like ``open-research serve`` does (only ``REQUEST_KEYS``, within
the operator's ceilings and budgets: a 4xx-worthy ConfigError otherwise), then opens the run's
resources (MCP sessions, the usage meter; ``runs_context.run_resources``) for exactly the run's
lifetime, inside the server's own graph lifecycle. The operator's settings come from the
environment and ``OPEN_RESEARCH_CONFIG``, as for ``open-research serve``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any

from langchain_core.runnables import RunnableConfig

from open_research.config import RUNTIME_KEY, Settings, context_settings, user_overrides, validate_overrides
from open_research.graph.build import build_graph
from open_research.runs.resources import run_resources

#: langgraph-api marks the factory calls that execute a run (others only read the graph).
FOR_EXECUTION = "__is_for_execution__"


@lru_cache(maxsize=1)
def _settings() -> Settings:
    return Settings.load()


@asynccontextmanager
async def make_graph(config: RunnableConfig) -> AsyncIterator[Any]:
    """The research graph, with a run's resources open while the server runs it."""
    settings = _settings()
    graph = build_graph(settings=settings)
    configurable = dict(config.get("configurable") or {})
    if not configurable.get(FOR_EXECUTION):
        yield graph
        return
    requested = {**context_settings(configurable.get(RUNTIME_KEY)), **user_overrides(configurable)}
    cfg = validate_overrides(requested, settings.run_defaults(), settings=settings)  # deny by default
    identity = {"tenant": "default", "user": str(configurable.get("langgraph_auth_user_id") or "")}
    async with run_resources(cfg, identity, settings) as resources:
        yield graph.with_config(configurable=resources)
