"""Search over the local document index (the embedded default for company documents)."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from pydantic import BeforeValidator, Field

from open_research.config import ResearchConfig
from open_research.evidence import format_sources_for_model, make_record
from open_research.observe import progress

#: Queries one call runs; more are dropped, not refused (a refusal costs the model a whole call).
MAX_QUERIES = 5
MAX_QUERY_CHARS = 120


def forgiving_queries(value: Any) -> Any:
    """What a model sends as ``queries``, as the search can run it: one string becomes a list, each
    query is trimmed and cut to ``MAX_QUERY_CHARS``, blanks and repeats drop, at most ``MAX_QUERIES``."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return value
    queries = [" ".join(str(q).split())[:MAX_QUERY_CHARS].strip() for q in value if isinstance(q, (str, int, float))]
    return list(dict.fromkeys(q for q in queries if q))[:MAX_QUERIES]


Queries = Annotated[
    list[Annotated[str, Field(min_length=2, max_length=MAX_QUERY_CHARS)]],
    BeforeValidator(forgiving_queries),
    Field(min_length=1, max_length=MAX_QUERIES),
]


def make_local_search(cfg: ResearchConfig) -> BaseTool:
    @tool("local_search", response_format="content_and_artifact")
    async def local_search(
        queries: Queries,
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
    queries = [q.strip() for q in queries if q and q.strip()][:MAX_QUERIES]
    if not queries:
        return "ERROR: give at least one non-empty query.", []
    path = cfg.local_index or default_index_path(cfg.data_dir)
    index = await asyncio.to_thread(DocumentIndex, path)  # opening creates folders, connects: off the loop
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
            path=hit.relpath or str(hit.path),  # the server's own folder layout is not the tenant's business
            id_path=str(hit.path),
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
