"""The quick look into the run's internal sources that the ambiguity check judges by (impure).

Kept apart from ``ambiguity`` (pure signals): it opens the local index and calls MCP search tools.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path
from typing import Any

from open_research.graph.ambiguity import (
    MAX_OPTIONS,
    SEARCH_DEPTH,
    TITLE_DEPTH,
    Candidate,
    headings,
    is_hub,
    search_text,
)
from open_research.sources.index import default_index_path

#: Seconds one MCP search may take here; research itself allows ``mcp_call_timeout``.
MCP_LOOK_UP_TIMEOUT = 2.0


async def look_up(cfg: Any, question: str, tools: Any = ()) -> tuple[list[Candidate], list[Candidate]] | None:
    """(hits for the question, newest documents) from the run's internal sources: the local index and the
    bound internal MCP search tools (those taking a ``query``). None when there is nothing to look into.
    Scores are scaled per source (its best hit is 1.0), since they are not comparable across sources.
    Never raises."""
    local = None
    if getattr(cfg, "search_api", None) == "local" and "internal" in getattr(cfg, "sources", ()):
        try:
            local = await asyncio.to_thread(_look_up, cfg.local_index or default_index_path(cfg.data_dir), question)
        except Exception:  # grounding is an aid; a broken index must not stop the conversation
            local = None
    searches = [t for t in tools or () if _internal_search(t, cfg)]
    remote = await asyncio.gather(*(_mcp_hits(t, question) for t in searches))
    groups = [hits for hits in ([local[0]] if local else []) + list(remote) if hits]
    if local is None and not groups:
        return None
    hits = sorted((h for g in groups for h in _scaled(g)), key=lambda c: -c.score)
    return hits, (local[1] if local else [])


def _scaled(hits: list[Candidate]) -> list[Candidate]:
    top = max((h.score for h in hits), default=0.0)
    if top <= 0:
        return [replace(h, score=1.0) for h in hits]
    return [replace(h, score=h.score / top) for h in hits]


def _internal_search(tool: Any, cfg: Any) -> bool:
    """An MCP tool of an internal server this run may use, that searches by ``query``."""
    from open_research.mcp.tools import META_SERVER, META_SOURCE, tool_allowed

    meta = getattr(tool, "metadata", None) or {}
    if meta.get(META_SERVER) is None or meta.get(META_SOURCE, "internal") != "internal":
        return False
    try:
        return "query" in (tool.args or {}) and tool_allowed(tool, cfg)
    except Exception:
        return False


async def _mcp_hits(tool: Any, question: str) -> list[Candidate]:
    """The tool's results as candidates, ranked as returned; nothing on any failure or timeout."""
    call = {"type": "tool_call", "id": "clarify_look_up", "name": tool.name, "args": {"query": question[:200]}}
    try:
        message = await asyncio.wait_for(tool.ainvoke(call), MCP_LOOK_UP_TIMEOUT)
    except Exception:
        return []
    records = getattr(message, "artifact", None)
    if not isinstance(records, list):
        return []
    return [
        Candidate(
            str(r.get("title") or ""),
            str(r.get("text") or ""),
            1.0 - 0.05 * rank,
            str(r.get("path") or r.get("url") or ""),
        )
        for rank, r in enumerate(records[:SEARCH_DEPTH])
        if isinstance(r, dict) and r.get("title")
    ]


def _look_up(index_file: str | Path, question: str) -> tuple[list[Candidate], list[Candidate]] | None:
    from open_research.sources.index import DocumentIndex

    path = Path(index_file).expanduser()
    if not path.is_file():  # opening would create an empty index; there is nothing to ground on
        return None
    index = DocumentIndex(path, hybrid=False)
    newest = [Candidate(d["title"], "", 0.0, d["path"]) for d in index.newest(MAX_OPTIONS)]
    if not newest:
        return None
    found = index.search(search_text(question), SEARCH_DEPTH)
    seen = {h.source_id for h in found}
    # documents named after the words, which the body's many mentions elsewhere may push out of the top
    # hits: options only (score 0 never makes them a rival)
    named = [h for h in index.search(search_text(question), TITLE_DEPTH, title_only=True) if h.source_id not in seen]
    hits = []
    for h in found + named:
        doc = index.get(h.source_id)
        text = doc.text if doc else ""
        score = h.score if h.source_id in seen else 0.0
        hits.append(Candidate(h.title, h.passage, score, h.path, headings(text), is_hub(text), text))
    return hits, newest
