"""fetch_url for researchers: read one web page or PDF in full, safely, and record it as evidence.

The address checks live in ``open_research.fetch``: a URL found inside a page gets no more reach
than one the researcher typed; private, loopback and metadata addresses are refused unless the
operator allow-listed the host.
"""

from __future__ import annotations

from typing import Annotated

from langchain_core.tools import BaseTool, InjectedToolCallId, tool

from open_research.config import ResearchConfig
from open_research.evidence import format_sources_for_model, make_record
from open_research.observe import progress
from open_research.sources.fetch import fetch_url


def make_fetch_url(cfg: ResearchConfig) -> BaseTool:
    allow = set(cfg.fetch_allow_hosts)

    @tool("fetch_url", response_format="content_and_artifact")
    async def fetch_url_tool(url: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> tuple[str, list[dict]]:
        """Read one web page or PDF in full (http/https only), e.g. a search result worth reading closely."""
        progress.emit("search", tool="fetch_url", query=url)
        try:
            result = await fetch_url(url, allow_hosts=allow, max_bytes=cfg.fetch_max_bytes)
        except Exception as exc:  # fetch_url should not raise; a tool never does
            result = f"ERROR: fetch failed: {type(exc).__name__}: {exc}"
        if isinstance(result, str):
            return result, []
        text = result.text[: cfg.max_content_length]
        record = make_record(
            url=result.final_url,
            title=result.title or result.final_url,
            text=text,
            origin_tool="fetch_url",
            tool_call_id=tool_call_id,
            published_at=result.published_at,
            published_at_basis=result.published_at_basis,
            status=result.status,
            status_basis=result.status_basis,
            version=result.version,
            replaced_by=result.replaced_by,
        )
        return format_sources_for_model([record]), [record.model_dump(mode="json")]

    return fetch_url_tool
