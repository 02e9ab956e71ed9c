"""Per-run resources opened around one graph execution (by the HTTP service's run executor).

``run_resources(cfg, identity)`` is an async context manager: it opens whatever a run needs for
its whole life (e.g. MCP client sessions and the tools they expose), yields a dict of extra
``configurable`` entries to put into the run's config (e.g.
``{open_research.config.EXTRA_TOOLS_KEY: [tools...]}``), and closes them when the run ends,
fails or is cancelled. ``cfg`` is the run's effective ``ResearchConfig``; ``identity`` is
``{"tenant": ..., "user": ...}`` from the request's API key, so resources can be scoped per tenant.

The per-run resources: MCP (the configured servers the run selects, connected once and shared by
every researcher turn, ``open_research.mcp_client``) and the usage meter (``open_research.usage``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from open_research.config import ResearchConfig


@asynccontextmanager
async def run_resources(
    cfg: ResearchConfig, identity: dict[str, Any], settings: Any = None
) -> AsyncIterator[dict[str, Any]]:
    # MCP: one session per selected server for the whole run, closed on exit. The server list is
    # operator-only: from ``settings`` (pass the process Settings), else ``cfg`` if it is a Settings,
    # else Settings.load(). An unknown server name in ``mcp_servers_enabled`` raises ConfigError.
    from open_research.config import EXTRA_TOOLS_KEY
    from open_research.mcp.client import open_run_mcp_tools
    from open_research.models.usage import USAGE_KEY, UsageMeter

    async with open_run_mcp_tools(cfg, identity, settings) as tools:
        # The run's token/cost meter, shared by every node and researcher; after the run,
        # ``meter.snapshot(cfg)`` is what it used (also in ``report_json["usage"]``).
        meter = {USAGE_KEY: UsageMeter()}
        yield {EXTRA_TOOLS_KEY: tools, **meter} if (tools or tools.warnings) else meter
