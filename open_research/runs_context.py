"""Per-run resources opened around one graph execution (by the HTTP service's run executor).

``run_resources(cfg, identity)`` is an async context manager: it opens whatever a run needs for
its whole life (e.g. MCP client sessions and the tools they expose), yields a dict of extra
``configurable`` entries to put into the run's config (e.g.
``{open_research.config.EXTRA_TOOLS_KEY: [tools...]}``), and closes them when the run ends,
fails or is cancelled. ``cfg`` is the run's effective ``ResearchConfig``; ``identity`` is
``{"tenant": ..., "user": ...}`` from the request's API key, so resources can be scoped per tenant.

Today no per-run resource exists, so it yields ``{}``; MCP tool loading plugs in here.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

from open_research.config import ResearchConfig


@asynccontextmanager
async def run_resources(cfg: ResearchConfig, identity: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
    yield {}
