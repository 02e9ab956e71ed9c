"""Runs on a thread: create (background), stream, wait, join, cancel, list, get, delete."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request, Response
from fastapi.responses import JSONResponse, StreamingResponse

from api.http.auth import Identity, identity
from api.http.caps import check_metadata, room_for_run, room_for_thread
from api.http.errors import parse_body
from api.http.input_guard import valid_id
from api.http.policy import checked_overrides
from api.http.quota import HeldStream
from api.routes.resume import resume_value
from api.routes.schemas import CancelMany, RunCreate, body_doc
from api.routes.streaming import parse_last_event_id, requested_modes, run_events
from api.routes.views import ASSISTANT_ID, run_or_404, run_view, snapshot, thread_or_404
from api.runs.serialize import jsonable
from api.runs.webhooks import webhook_problem
from api.state import app_state
from api.storage.store import ACTIVE

router = APIRouter()
RUN_BODY = body_doc(RunCreate, required=True)


async def _prepare(request: Request, who: Identity, thread_id: str | None) -> tuple[dict[str, Any], RunCreate]:
    """Validate everything about a new run before anything is written; then create it."""
    body = await parse_body(request, RunCreate, allow_empty=False)
    st = app_state(request)
    if body.assistant_id not in (ASSISTANT_ID, "agent"):
        raise HTTPException(404, f"assistant {body.assistant_id!r} not found; this server has {ASSISTANT_ID!r}")
    bad = body.unsupported()
    if bad:
        raise HTTPException(422, "not supported by this server: " + ", ".join(bad))
    if body.webhook is not None and (problem := webhook_problem(body.webhook, st.settings.webhook_allow_hosts)):
        raise HTTPException(422, problem)  # deny by default: only the operator's hosts
    limit = st.settings.max_message_chars
    resuming, resume = resume_value(body.command, limit)
    if body.input is None and not resuming:
        raise HTTPException(
            422,
            "input.messages is required: send the user's message as {'messages': [{'role': 'user', 'content': '...'}]}",
        )
    if body.input is not None and resuming:
        raise HTTPException(422, "send either input (a new message) or command (resume the waiting thread), not both")
    for i, m in enumerate(body.input.messages if body.input else []):
        size = len(m.text())
        if size > limit:
            raise HTTPException(
                413, f"input.messages.{i}.content is {size} characters; the limit is {limit} (max_message_chars)"
            )
        if not m.text().strip():
            raise HTTPException(422, f"input.messages.{i}.content is empty")
    config = body.config.model_dump(exclude_none=True) if body.config else {}
    overrides = {**(config.get("configurable") or {}), **(body.context or {})}
    # the allow-list and the operator's ceilings: nothing else of a request reaches a run
    run_overrides = checked_overrides(
        overrides, st.base, st.settings, status=422, recursion_limit=config.get("recursion_limit")
    )

    check_metadata(body.metadata, st.settings)
    await room_for_run(st.store, who.tenant, st.settings)
    row = None
    if thread_id is None:
        thread_id = str(uuid.uuid4())
        await room_for_thread(st.store, who.tenant, st.settings)
        await st.store.create_thread(thread_id, who.tenant, {})
    else:
        if not valid_id(thread_id):  # such a thread cannot exist; the store never sees it
            if body.if_not_exists == "create":
                raise HTTPException(422, "thread_id: letters, digits and _.:- only (at most 128 characters)")
            raise HTTPException(404, f"thread {thread_id[:128]!r} not found")
        row = await st.store.get_thread(thread_id, who.tenant)
        if row is None and body.if_not_exists == "create":
            await room_for_thread(st.store, who.tenant, st.settings)
            await st.store.create_thread(thread_id, who.tenant, {})
        elif row is None:
            raise HTTPException(404, f"thread {thread_id} not found")
    if resuming and (thread_id is None or row is None or row["status"] != "interrupted"):
        raise HTTPException(409, "command.resume: this thread is not waiting for an answer")
    kwargs = {
        "input": {"messages": [m.as_langchain() for m in body.input.messages]} if body.input else None,
        **({"command": {"resume": jsonable(resume)}} if resuming else {}),
        "configurable": jsonable(run_overrides),
        "stream_mode": body.modes(),
        "stream_subgraphs": body.stream_subgraphs,
        "durability": body.durability,
        "recursion_limit": config.get("recursion_limit"),
        "identity": who.as_dict(),
        **({"webhook": body.webhook} if body.webhook else {}),
    }
    run = await st.manager.create(
        thread_id=thread_id,
        tenant=who.tenant,
        assistant_id=ASSISTANT_ID,
        strategy=body.multitask_strategy,
        metadata=body.metadata or {},
        kwargs=kwargs,
    )
    return run, body


def _locations(run: dict[str, Any]) -> dict[str, str]:
    base = f"/threads/{run['thread_id']}/runs/{run['run_id']}"
    return {"Content-Location": base, "Location": base + "/stream"}


def _stream_slot(request: Request, who: Identity) -> Callable[[], None]:
    """Take one of the tenant's ``max_streams_per_tenant`` slots (429 when none is left); returns its release."""
    st = app_state(request)
    st.quotas.take("event streams", who.tenant, st.settings.max_streams_per_tenant, "max_streams_per_tenant")
    return lambda: st.quotas.give("event streams", who.tenant)


def _waiting(request: Request, who: Identity) -> Any:
    st = app_state(request)
    return st.quotas.slot("long requests", who.tenant, st.settings.max_waits_per_tenant, "max_waits_per_tenant")


def _sse(
    request: Request,
    run: dict[str, Any],
    modes: list[str],
    subgraphs: bool,
    after: int,
    cancel_on_disconnect: bool,
    release: Callable[[], None],
) -> StreamingResponse:
    manager = app_state(request).manager

    async def body():
        finished = False
        try:
            async for chunk in run_events(manager, run["run_id"], modes, subgraphs, after):
                yield chunk
            finished = True
        finally:
            if not finished and cancel_on_disconnect and not manager.draining:
                # The response's cancel scope is cancelled: awaiting here would be cancelled too.
                manager.cancel_soon(run["run_id"])

    headers = {**_locations(run), "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    return HeldStream(body(), release, media_type="text/event-stream", headers=headers)


async def _final_values(request: Request, run: dict[str, Any], cancel_on_disconnect: bool = False) -> Any:
    st = app_state(request)
    while True:
        current = await st.manager.wait(run["run_id"], timeout=1.0) or run
        if current["status"] not in ACTIVE:
            run = current
            break
        if await request.is_disconnected():
            if cancel_on_disconnect:
                st.manager.cancel_soon(run["run_id"])
            raise HTTPException(499, "client disconnected")
    if run["status"] == "error":
        return {"__error__": {"error": "RunError", "message": run.get("error") or "the run failed"}}
    snap = await snapshot(request, run["thread_id"])
    return jsonable(snap.values or {})


# -- create -----------------------------------------------------------------------------------
@router.post("/threads/{thread_id}/runs", openapi_extra=RUN_BODY)
async def create_run(thread_id: str, request: Request, who: Identity = Depends(identity)) -> JSONResponse:
    run, _ = await _prepare(request, who, thread_id)
    return JSONResponse(run_view(run), headers={"Content-Location": _locations(run)["Content-Location"]})


@router.post("/runs", openapi_extra=RUN_BODY)
async def create_stateless_run(request: Request, who: Identity = Depends(identity)) -> JSONResponse:
    run, _ = await _prepare(request, who, None)
    return JSONResponse(run_view(run), headers={"Content-Location": _locations(run)["Content-Location"]})


@router.post("/threads/{thread_id}/runs/stream", openapi_extra=RUN_BODY)
async def stream_run(thread_id: str, request: Request, who: Identity = Depends(identity)) -> StreamingResponse:
    release = _stream_slot(request, who)
    try:
        run, body = await _prepare(request, who, thread_id)
    except BaseException:
        release()
        raise
    return _sse(request, run, body.modes(), body.stream_subgraphs, 0, body.on_disconnect == "cancel", release)


@router.post("/runs/stream", openapi_extra=RUN_BODY)
async def stream_stateless_run(request: Request, who: Identity = Depends(identity)) -> StreamingResponse:
    release = _stream_slot(request, who)
    try:
        run, body = await _prepare(request, who, None)
    except BaseException:
        release()
        raise
    return _sse(request, run, body.modes(), body.stream_subgraphs, 0, body.on_disconnect == "cancel", release)


@router.post("/threads/{thread_id}/runs/wait", openapi_extra=RUN_BODY)
async def wait_run(thread_id: str, request: Request, who: Identity = Depends(identity)) -> JSONResponse:
    async with _waiting(request, who):
        run, body = await _prepare(request, who, thread_id)
        return await _wait_response(request, run, body)


@router.post("/runs/wait", openapi_extra=RUN_BODY)
async def wait_stateless_run(request: Request, who: Identity = Depends(identity)) -> JSONResponse:
    async with _waiting(request, who):
        run, body = await _prepare(request, who, None)
        return await _wait_response(request, run, body)


async def _wait_response(request: Request, run: dict[str, Any], body: RunCreate) -> JSONResponse:
    values = await _final_values(request, run, body.on_disconnect == "cancel")
    base = _locations(run)["Content-Location"]
    return JSONResponse(values, headers={"Content-Location": base, "Location": base + "/join"})


# -- existing runs ----------------------------------------------------------------------------
@router.get("/threads/{thread_id}/runs")
async def list_runs(
    thread_id: str,
    request: Request,
    who: Identity = Depends(identity),
    limit: int = Query(10, ge=1, le=1000),
    offset: int = Query(0, ge=0, le=10**9),
    status: str | None = Query(None, pattern="^(pending|running|error|success|timeout|interrupted)$"),
) -> list[dict]:
    await thread_or_404(request, thread_id, who)
    runs = await app_state(request).store.list_runs(thread_id, who.tenant, status=status, limit=limit, offset=offset)
    return [run_view(r) for r in runs]


@router.get("/threads/{thread_id}/runs/{run_id}")
async def get_run(thread_id: str, run_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    return run_view(await run_or_404(request, thread_id, run_id, who))


@router.delete("/threads/{thread_id}/runs/{run_id}", status_code=204)
async def delete_run(thread_id: str, run_id: str, request: Request, who: Identity = Depends(identity)) -> Response:
    run = await run_or_404(request, thread_id, run_id, who)
    if run["status"] in ACTIVE:
        raise HTTPException(409, f"run {run_id} is {run['status']}; cancel it before deleting it")
    st = app_state(request).store
    await st.db.execute("DELETE FROM or_events WHERE run_id = ?", (run_id,))
    await st.db.execute("DELETE FROM or_runs WHERE run_id = ?", (run_id,))
    return Response(status_code=204)


@router.get("/threads/{thread_id}/runs/{run_id}/join")
async def join_run(thread_id: str, run_id: str, request: Request, who: Identity = Depends(identity)) -> Any:
    async with _waiting(request, who):
        return await _final_values(request, await run_or_404(request, thread_id, run_id, who))


@router.get("/threads/{thread_id}/runs/{run_id}/stream")
async def join_stream(
    thread_id: str,
    run_id: str,
    request: Request,
    who: Identity = Depends(identity),
    stream_mode: list[str] | None = Query(None),
    cancel_on_disconnect: bool = False,
    stream_subgraphs: bool | None = None,
) -> StreamingResponse:
    run = await run_or_404(request, thread_id, run_id, who)
    modes = requested_modes(stream_mode, run["kwargs"].get("stream_mode") or ["values"])
    known = {"values", "updates", "custom", "messages", "messages-tuple", "debug", "tasks", "checkpoints"}
    unknown = [m for m in modes if m not in known]
    if unknown:
        raise HTTPException(422, f"stream_mode: unknown mode(s) {', '.join(unknown)}")
    subgraphs = run["kwargs"].get("stream_subgraphs", False) if stream_subgraphs is None else stream_subgraphs
    after = parse_last_event_id(request.headers.get("last-event-id"))
    return _sse(request, run, modes, subgraphs, after, cancel_on_disconnect, _stream_slot(request, who))


@router.post("/threads/{thread_id}/runs/{run_id}/cancel", response_model=None)
async def cancel_run(
    thread_id: str,
    run_id: str,
    request: Request,
    who: Identity = Depends(identity),
    wait: bool = False,
    action: str = Query("interrupt", pattern="^(interrupt|rollback)$"),
) -> Any:
    run = await run_or_404(request, thread_id, run_id, who)
    if action == "rollback":
        raise HTTPException(422, "action=rollback is not supported by this server; use interrupt")
    if run["status"] in ACTIVE:
        await app_state(request).manager.cancel(run, wait=wait)
    if wait:
        return run_view(await app_state(request).manager.wait(run_id) or run)
    return Response(status_code=202)


@router.post("/runs/cancel", status_code=204, openapi_extra=body_doc(CancelMany))
async def cancel_many(
    request: Request,
    who: Identity = Depends(identity),
    action: str = Query("interrupt", pattern="^(interrupt|rollback)$"),
) -> Response:
    body = await parse_body(request, CancelMany)
    st = app_state(request)
    statuses = ACTIVE if body.status in (None, "all") else (body.status,)
    runs = await st.store.runs_with_status(statuses, body.thread_id, who.tenant)
    runs = [r for r in runs if r["tenant"] == who.tenant and (not body.run_ids or r["run_id"] in body.run_ids)]
    for r in runs:
        await st.manager.cancel(r)
    return Response(status_code=204)
