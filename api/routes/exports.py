"""HTTP responses for the report's HTML and PDF exports: rendered by the export workers
(``api.http.exporter``), at most ``max_exports_per_tenant`` of one tenant at once."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request
from fastapi.responses import HTMLResponse, Response

from api.http.auth import Identity
from api.http.exporter import ExportTimeout
from api.state import app_state
from open_research.evidence.export import CSP as HTML_CSP
from open_research.evidence.export import ExportUnavailable


async def exported(
    request: Request, who: Identity, fmt: str, markdown: str, report_json: dict[str, Any], thread_id: str
) -> Response:
    st = app_state(request)
    s = st.settings
    try:
        async with st.quotas.slot("exports", who.tenant, s.max_exports_per_tenant, "max_exports_per_tenant"):
            body = await st.exporter.render(fmt, markdown, report_json)
    except ExportUnavailable as exc:
        raise HTTPException(406, str(exc)) from None
    except ExportTimeout as exc:
        raise HTTPException(503, str(exc), headers={"Retry-After": "5"}) from None
    name = f"report-{thread_id[:64]}.{fmt}"
    if fmt == "html":
        return HTMLResponse(
            body, headers={"Content-Security-Policy": HTML_CSP, "Content-Disposition": f'inline; filename="{name}"'}
        )
    return Response(
        body, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )
