"""Threads: create, read, search, delete, state, history, and the report."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request, Response
from fastapi.responses import PlainTextResponse

from api.http.auth import Identity, identity
from api.http.caps import check_metadata, room_for_thread
from api.http.errors import parse_body
from api.http.input_guard import valid_id
from api.routes.exports import cached_export, export_alias, exported
from api.routes.schemas import HistoryQuery, ThreadCount, ThreadCreate, ThreadPatch, ThreadSearch, body_doc
from api.routes.views import report_payload, snapshot, state_view, thread_or_404, thread_view
from api.runs.serialize import jsonable
from api.state import app_state
from api.storage.keys import thread_key
from open_research.evidence.inert import inert

router = APIRouter()


def _unsupported(name: str, value: Any) -> None:
    if value not in (None, [], {}):
        raise HTTPException(422, f"{name}: not supported by this server")


@router.post("/threads", openapi_extra=body_doc(ThreadCreate))
async def create_thread(request: Request, who: Identity = Depends(identity)) -> dict:
    body = await parse_body(request, ThreadCreate)
    _unsupported("ttl", body.ttl)
    _unsupported("supersteps", body.supersteps)
    st = app_state(request)
    store = st.store
    check_metadata(body.metadata, st.settings)
    thread_id = body.thread_id or str(uuid.uuid4())
    existing = await store.get_thread(thread_id, who.tenant)  # ids are per tenant: others' never show
    if existing is not None:
        if body.if_exists == "raise":
            raise HTTPException(409, f"thread {thread_id} already exists")
        return await thread_view(request, existing)
    await room_for_thread(store, who.tenant, st.settings)
    row = await store.create_thread(thread_id, who.tenant, body.metadata)
    return await thread_view(request, row, values=False)


@router.get("/threads/{thread_id}")
async def get_thread(thread_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    return await thread_view(request, await thread_or_404(request, thread_id, who))


@router.patch("/threads/{thread_id}", openapi_extra=body_doc(ThreadPatch))
async def patch_thread(thread_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    row = await thread_or_404(request, thread_id, who)
    body = await parse_body(request, ThreadPatch)
    _unsupported("ttl", body.ttl)
    merged = {**row["metadata"], **body.metadata}
    check_metadata(merged, app_state(request).settings)
    await app_state(request).store.update_thread(thread_id, who.tenant, metadata=merged)
    return await thread_view(request, await thread_or_404(request, thread_id, who))


@router.delete("/threads/{thread_id}", status_code=204)
async def delete_thread(thread_id: str, request: Request, who: Identity = Depends(identity)) -> Response:
    await thread_or_404(request, thread_id, who)
    await app_state(request).manager.delete_thread(who.tenant, thread_id)
    return Response(status_code=204)


def _matches(row: dict[str, Any], body: ThreadSearch | ThreadCount) -> bool:
    if body.status and row["status"] != body.status:
        return False
    if body.metadata and any(row["metadata"].get(k) != v for k, v in body.metadata.items()):
        return False
    return not (isinstance(body, ThreadSearch) and body.ids and row["thread_id"] not in body.ids)


async def _filtered(request: Request, who: Identity, body: ThreadSearch | ThreadCount) -> list[dict[str, Any]]:
    rows = [r for r in await app_state(request).store.list_threads(who.tenant) if _matches(r, body)]
    if body.values:
        kept = []
        for r in rows:
            values = (await snapshot(request, r["thread_id"])).values or {}
            if all(values.get(k) == v for k, v in body.values.items()):
                kept.append(r)
        rows = kept
    return rows


@router.post("/threads/search", openapi_extra=body_doc(ThreadSearch))
async def search_threads(request: Request, who: Identity = Depends(identity)) -> Response:
    """Threads in pages of at most ``limit`` items and ``max_list_bytes`` bytes: when the bytes
    end a page early, ``X-Next-Offset`` says where the next page starts."""
    body = await parse_body(request, ThreadSearch)
    _unsupported("extract", body.extract)
    rows = await _filtered(request, who, body)
    key = body.sort_by or "created_at"
    rows.sort(key=lambda r: r[key], reverse=(body.sort_order or "desc") == "desc")
    page = rows[body.offset : body.offset + body.limit]
    budget = app_state(request).settings.max_list_bytes
    parts: list[bytes] = []
    used = 2
    for r in page:
        view = await thread_view(request, r)
        if body.select:
            view = {k: v for k, v in view.items() if k in body.select}
        part = json.dumps(jsonable(view), ensure_ascii=False).encode()
        if parts and used + len(part) + 1 > budget:
            break
        parts.append(part)
        used += len(part) + 1
    headers = {}
    if len(parts) < len(page) or body.offset + len(page) < len(rows):
        headers["X-Next-Offset"] = str(body.offset + len(parts))
    return Response(b"[" + b",".join(parts) + b"]", media_type="application/json", headers=headers)


@router.post("/threads/count", openapi_extra=body_doc(ThreadCount))
async def count_threads(request: Request, who: Identity = Depends(identity)) -> int:
    return len(await _filtered(request, who, await parse_body(request, ThreadCount)))


@router.get("/threads/{thread_id}/state")
async def get_state(
    thread_id: str, request: Request, who: Identity = Depends(identity), subgraphs: bool = False
) -> dict:
    await thread_or_404(request, thread_id, who)
    return state_view(await snapshot(request, thread_id), thread_id)


@router.get("/threads/{thread_id}/state/{checkpoint_id}")
async def get_state_at(
    thread_id: str, checkpoint_id: str, request: Request, who: Identity = Depends(identity), subgraphs: bool = False
) -> dict:
    await thread_or_404(request, thread_id, who)
    snap = await snapshot(request, thread_id, checkpoint_id) if valid_id(checkpoint_id) else None
    if snap is None or not snap.config:
        raise HTTPException(404, f"checkpoint {checkpoint_id} not found on thread {thread_id}")
    return state_view(snap, thread_id)


@router.post("/threads/{thread_id}/history", openapi_extra=body_doc(HistoryQuery))
async def history(thread_id: str, request: Request, who: Identity = Depends(identity)) -> list[dict]:
    await thread_or_404(request, thread_id, who)
    body = await parse_body(request, HistoryQuery)
    key = thread_key(who.tenant, thread_id)
    cfg = {"configurable": {"thread_id": key, "checkpoint_ns": ""}}
    before = {"configurable": {"thread_id": key, "checkpoint_id": body.before}} if body.before else None
    out = []
    async for snap in app_state(request).graph.aget_state_history(
        cfg, filter=body.metadata or None, before=before, limit=body.limit
    ):
        out.append(state_view(snap, thread_id))
    return out


@router.get("/threads/{thread_id}/report", response_model=None)
async def report(
    thread_id: str,
    request: Request,
    who: Identity = Depends(identity),
    format: str = Query("markdown", pattern="^(markdown|md|json|html|pdf)$"),
) -> Any:
    """The thread's final report: Markdown, ``?format=json`` (brief, report, sources, citations with
    their passages), or ``html``/``pdf`` (``open_research.export``)."""
    if format not in ("html", "pdf"):
        return await _report(request, who, thread_id, await thread_or_404(request, thread_id, who), format)
    st = app_state(request)
    # the tenant's export slot first: a refusal reads nothing, and a tenant's exports (cached or
    # not) hold at most max_exports_per_tenant database reads and renders at once
    async with st.quotas.slot("exports", who.tenant, st.settings.max_exports_per_tenant, "max_exports_per_tenant"):
        row = await thread_or_404(request, thread_id, who)
        alias = export_alias(who.tenant, row, format)
        if (done := cached_export(request, alias, format, thread_id)) is not None:
            return done  # the same thread version exported before: its state is not read
        return await _report(request, who, thread_id, row, format, alias)


async def _report(
    request: Request, who: Identity, thread_id: str, row: dict[str, Any], format: str, alias: str | None = None
) -> Any:
    snap = await snapshot(request, thread_id)
    values = snap.values or {}
    report_text = values.get("final_report") or ""
    if row["status"] == "busy":
        raise HTTPException(409, f"thread {thread_id} has a run in progress; the report is not ready yet")
    if row["status"] == "interrupted" and any(
        getattr(i, "value", {}).get("type") == "plan_approval"
        for i in snap.interrupts or ()
        if isinstance(i.value, dict)
    ):
        raise HTTPException(409, f"thread {thread_id} is waiting for its research plan to be approved")
    if row["status"] == "interrupted":
        question = _last_ai_text(values)
        raise HTTPException(409, f"thread {thread_id} is waiting for the user's answer to: {question}")
    if not report_text:
        raise HTTPException(
            404, f"thread {thread_id} has no report" + (" (its last run failed)" if row["status"] == "error" else "")
        )
    if format == "json":
        return report_payload(values)
    if format in ("html", "pdf"):
        return await exported(request, format, report_text, report_payload(values), thread_id, alias)
    return PlainTextResponse(inert(report_text), media_type="text/markdown; charset=utf-8")


def _last_ai_text(values: dict[str, Any]) -> str:
    for m in reversed(values.get("messages") or []):
        if getattr(m, "type", None) == "ai":
            return str(m.content)[:1000]
    return ""


@router.get("/threads/{thread_id}/evidence")
async def evidence(thread_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    """Every source the thread's runs read (the evidence ledger), with the text snapshots."""
    await thread_or_404(request, thread_id, who)
    store = app_state(request).persistence.evidence
    records = await asyncio.to_thread(store.load, thread_key(who.tenant, thread_id)) if store is not None else []
    return {"thread_id": thread_id, "sources": records}
