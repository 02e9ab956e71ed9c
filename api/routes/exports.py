"""HTTP responses for the report's HTML and PDF exports."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import HTTPException
from fastapi.responses import HTMLResponse, Response

from open_research.evidence.export import ExportUnavailable, render

#: The exported page runs nothing and fetches nothing, whatever a source managed to put into it.
HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"


async def exported(fmt: str, markdown: str, report_json: dict[str, Any], thread_id: str) -> Response:
    try:
        body = await asyncio.to_thread(render, fmt, markdown, report_json)
    except ExportUnavailable as exc:
        raise HTTPException(406, str(exc)) from None
    name = f"report-{thread_id[:64]}.{fmt}"
    if fmt == "html":
        return HTMLResponse(
            body, headers={"Content-Security-Policy": HTML_CSP, "Content-Disposition": f'inline; filename="{name}"'}
        )
    return Response(
        body, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )
