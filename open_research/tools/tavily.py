"""Web search through Tavily, with each page summarised for the researcher.

The raw page is kept as the evidence snapshot; the researcher sees the summary and verbatim
excerpts. A summary that times out or fails falls back to the search snippet.
"""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Annotated, Any, Literal

from langchain_core.messages import HumanMessage
from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from pydantic import BaseModel, Field

from open_research.config import ResearchConfig
from open_research.evidence import format_sources_for_model, make_record, normalize_url
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import SUMMARIZE, fill

log = logging.getLogger("open_research.tools")


class Summary(BaseModel):
    """A web page reduced to what matters for the research."""

    summary: str = Field(description="What the page says, in a few sentences.")
    key_excerpts: str = Field(default="", description="Verbatim quotes worth citing, separated by newlines.")


def make_tavily_search(cfg: ResearchConfig, client: Any = None) -> BaseTool:
    """``client`` lets tests pass a stub; by default tavily-python's async client is used."""

    @tool("tavily_search", response_format="content_and_artifact")
    async def tavily_search(
        queries: list[str],
        tool_call_id: Annotated[str, InjectedToolCallId],
        topic: Literal["general", "news", "finance"] = "general",
    ) -> tuple[str, list[dict]]:
        """Search the web. Pass several focused queries at once; results are deduplicated and each source
        is labelled with an id to cite."""
        try:
            return await _search(cfg, client, queries, topic, tool_call_id)
        except Exception as exc:  # a tool never raises into the graph
            return f"ERROR: web search failed: {type(exc).__name__}: {exc}", []

    return tavily_search


async def _search(
    cfg: ResearchConfig, client: Any, queries: list[str], topic: str, tool_call_id: str
) -> tuple[str, list[dict]]:
    queries = [q.strip() for q in queries if q and q.strip()][:5]
    if not queries:
        return "ERROR: give at least one non-empty query.", []
    if client is None:
        key = os.environ.get("TAVILY_API_KEY")
        if not key:
            log.warning("tavily_search: TAVILY_API_KEY is not set")  # for the operator, not the run
            return "ERROR: web search is not configured on this server (no Tavily API key).", []
        from tavily import AsyncTavilyClient

        client = AsyncTavilyClient(api_key=key)
    for q in queries:
        progress.emit("search", tool="tavily_search", query=q)
    answers = await asyncio.gather(
        *(client.search(q, max_results=cfg.search_max_results, include_raw_content=True, topic=topic) for q in queries),
        return_exceptions=True,
    )
    failures, unique = [], {}
    for q, answer in zip(queries, answers, strict=True):
        if isinstance(answer, BaseException):
            failures.append(f"query {q!r}: {type(answer).__name__}: {answer}")
            continue
        for result in (answer or {}).get("results", []):
            url = result.get("url")
            if url and normalize_url(url) not in unique:
                unique[normalize_url(url)] = result
    if not unique:
        reason = "; ".join(failures) or "no results"
        return f"ERROR: web search returned nothing usable ({reason}).", []
    summaries = await asyncio.gather(*(_summarise(cfg, r) for r in unique.values()))
    shown, records = [], []
    for result, summary in zip(unique.values(), summaries, strict=True):
        raw = (result.get("raw_content") or "")[: cfg.max_content_length]
        record = make_record(
            url=result["url"],
            title=result.get("title") or result["url"],
            text=raw or result.get("content", ""),
            origin_tool="tavily_search",
            tool_call_id=tool_call_id,
            published_at=result.get("published_date") or None,
            snippet_only=not raw,
        )
        records.append(record.model_dump(mode="json"))
        shown.append(record.model_copy(update={"text": summary}))
    progress.emit("sources", tool="tavily_search", count=len(records))
    note = f"\n\nSome queries failed: {'; '.join(failures)}" if failures else ""
    return format_sources_for_model(shown) + note, records


async def _summarise(cfg: ResearchConfig, result: dict) -> str:
    snippet = result.get("content") or ""
    raw = result.get("raw_content")
    if not raw:
        return snippet
    prompt = fill(SUMMARIZE, content=raw[: cfg.max_content_length])
    try:
        summary = await asyncio.wait_for(
            role_model(cfg, "summarization").structured(Summary, [HumanMessage(content=prompt)], needs=None),
            cfg.summarization_timeout,
        )
    except TimeoutError:
        summary = None
    if summary is None:  # timeout, model failure or no budget: the snippet is still true to the page
        return snippet
    excerpts = f"\nKey excerpts:\n{summary.key_excerpts}" if summary.key_excerpts else ""
    return f"{summary.summary}{excerpts}"
