"""HTTP responses for the report's HTML and PDF exports: rendered by the export workers
(``api.http.exporter``); the report route holds the tenant's export slot while it reads and renders.
An export of a thread version rendered before is answered from the cache without reading the state."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request
from fastapi.responses import HTMLResponse, Response

from api.http.exporter import ExportFailed, ExportTimeout
from api.state import app_state
from open_research.evidence.export import CSP as HTML_CSP
from open_research.evidence.export import ExportUnavailable


def export_alias(tenant: str, row: dict[str, Any], fmt: str) -> str:
    """A thread's export at its current version (every run changes the row's ``updated_at``)."""
    return "\x1f".join((tenant, row["thread_id"], str(row["updated_at"]), row["status"], fmt))


def cached_export(request: Request, alias: str, fmt: str, thread_id: str) -> Response | None:
    body = app_state(request).exporter.known(alias)
    return None if body is None else _response(fmt, body, thread_id)


async def exported(
    request: Request, fmt: str, markdown: str, report_json: dict[str, Any], thread_id: str, alias: str | None = None
) -> Response:
    """The export as a response; the caller holds the tenant's export slot (``max_exports_per_tenant``)."""
    st = app_state(request)
    try:
        body = await st.exporter.render(fmt, markdown, report_json, alias)
    except ExportUnavailable as exc:
        raise HTTPException(406, str(exc)) from None
    except ExportTimeout as exc:
        raise HTTPException(503, str(exc), headers={"Retry-After": "5"}) from None
    except ExportFailed as exc:
        raise HTTPException(422, str(exc)) from None
    return _response(fmt, body, thread_id)


def _response(fmt: str, body: str | bytes, thread_id: str) -> Response:
    name = f"report-{thread_id[:64]}.{fmt}"
    if fmt == "html":
        return HTMLResponse(
            body, headers={"Content-Security-Policy": HTML_CSP, "Content-Disposition": f'inline; filename="{name}"'}
        )
    return Response(
        body, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )
