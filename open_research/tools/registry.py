"""Which tools a run's researchers get: our search tools for the sources the run allows, the tools a
run loaded (MCP servers, in-process extras) that its settings select, and think_tool."""

from __future__ import annotations

from typing import Any

from langchain_core.tools import BaseTool

from open_research.config import EXTRA_TOOLS_KEY, ResearchConfig
from open_research.mcp.tools import tool_allowed
from open_research.tools.think import think_tool


def search_tools(cfg: ResearchConfig) -> list[BaseTool]:
    # ``sources`` is enforced here: without "web" no web tool is bound at all (nothing can leak out).
    if cfg.search_api == "tavily" and "web" in cfg.sources:
        from open_research.tools.fetch import make_fetch_url
        from open_research.tools.tavily import make_tavily_search

        return [make_tavily_search(cfg), make_fetch_url(cfg)]
    if cfg.search_api == "local" and "internal" in cfg.sources:
        from open_research.tools.local import make_local_search

        return [make_local_search(cfg)]
    return []


def research_tools(cfg: ResearchConfig, config: dict[str, Any] | None = None) -> list[BaseTool]:
    loaded = ((config or {}).get("configurable") or {}).get(EXTRA_TOOLS_KEY)
    if loaded is None:
        loaded = []
    report_warnings = getattr(loaded, "report_warnings", None)
    if callable(report_warnings):
        report_warnings()  # MCP servers that failed to start: one warning event per run
    extra = [t for t in loaded if tool_allowed(t, cfg)]  # the run's sources and server choice
    return [*search_tools(cfg), *extra, think_tool]
