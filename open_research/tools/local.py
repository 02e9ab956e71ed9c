"""Search over the local document index (the embedded default for company documents)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from pydantic import Field

from open_research.config import ResearchConfig
from open_research.evidence import format_sources_for_model, make_record
from open_research.observe import progress


def make_local_search(cfg: ResearchConfig) -> BaseTool:
    @tool("local_search", response_format="content_and_artifact")
    async def local_search(
        queries: Annotated[
            list[Annotated[str, Field(min_length=3, max_length=120)]], Field(min_length=1, max_length=3)
        ],
        tool_call_id: Annotated[str, InjectedToolCallId],
    ) -> tuple[str, list[dict]]:
        """Search the company's own documents. Pass one or more short keyword queries; each matching
        document is labelled with an id to cite."""
        try:
            return await _search(cfg, queries, tool_call_id)
        except Exception as exc:  # a tool never raises into the graph
            return f"ERROR: document search failed: {type(exc).__name__}: {exc}", []

    return local_search


async def _search(cfg: ResearchConfig, queries: list[str], tool_call_id: str) -> tuple[str, list[dict]]:
    from open_research.sources.index import DocumentIndex, default_index_path

    if isinstance(queries, str):
        queries = [queries]
    queries = [q.strip() for q in queries if q and q.strip()][:5]
    if not queries:
        return "ERROR: give at least one non-empty query.", []
    path = cfg.local_index or default_index_path(cfg.data_dir)
    index = DocumentIndex(path)
    seen: dict[str, tuple] = {}
    for q in queries:
        progress.emit("search", tool="local_search", query=q)
        for hit in await asyncio.to_thread(index.search, q, cfg.search_max_results):
            if hit.source_id not in seen:
                seen[hit.source_id] = (hit, await asyncio.to_thread(index.get, hit.source_id))
    if not seen:
        return f"No documents matched {', '.join(map(repr, queries))}. Try other keywords.", []
    shown, records = [], []
    for hit, doc in seen.values():
        text = getattr(doc, "text", None) or hit.passage
        record = make_record(
            path=str(hit.path),
            title=hit.title,
            text=text,
            origin_tool="local_search",
            tool_call_id=tool_call_id,
            published_at=hit.published_at,
            published_at_basis=hit.published_at_basis,
            status=hit.status,
            status_basis=hit.status_basis,
            version=hit.version,
            replaced_by=hit.replaced_by,
        )
        records.append(record.model_dump(mode="json"))
        shown.append(record.model_copy(update={"text": hit.passage}))
    progress.emit("sources", tool="local_search", count=len(records))
    return format_sources_for_model(shown), records
