"""Schedules, as LangGraph's crons API: create (stateless or on a thread), search, count, delete.

A cron's run request is checked when the cron is created, exactly as a run's (the request allow-list
within the operator's ceilings, the webhook's host, the message limits), and stored checked; each due
time starts one run of it (``api.runs.schedules``). Crons belong to the tenant that made them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from fastapi import APIRouter, Depends, HTTPException, Request, Response
from pydantic import Field

from api.http.auth import Identity, identity
from api.http.errors import parse_body
from api.http.input_guard import valid_id
from api.http.policy import checked_overrides
from api.routes.schemas import RunConfig, RunInput, _Body, body_doc
from api.routes.views import ASSISTANT_ID
from api.runs.schedules import ScheduleError, cron_view
from api.runs.serialize import jsonable
from api.runs.webhooks import webhook_problem
from api.state import app_state

router = APIRouter()


class CronCreate(_Body):
    assistant_id: str = ASSISTANT_ID
    schedule: str = Field(min_length=1, max_length=200)
    input: RunInput
    config: RunConfig | None = None
    context: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None
    webhook: str | None = Field(default=None, max_length=2000)
    timezone: str | None = Field(default=None, max_length=64)
    end_time: dt.datetime | None = None
    enabled: bool = True
    multitask_strategy: Literal["enqueue", "reject"] | None = None
    on_run_completed: Literal["delete", "keep"] | None = None
    stream_mode: Any = None
    stream_subgraphs: bool | None = None
    stream_resumable: bool | None = None
    durability: Literal["sync", "async", "exit"] | None = None
    checkpoint_during: bool | None = None


class CronSearch(_Body):
    assistant_id: str | None = None
    thread_id: str | None = None
    enabled: bool | None = None
    metadata: dict[str, Any] | None = None
    limit: int = Field(default=10, ge=1, le=1000)
    offset: int = Field(default=0, ge=0, le=10**9)
    sort_by: Literal["cron_id", "assistant_id", "thread_id", "created_at", "updated_at", "next_run_date"] | None = None
    sort_order: Literal["asc", "desc"] | None = None
    select: list[str] | None = None


def _schedules(request: Request) -> Any:
    return app_state(request).manager.schedules


async def _create(request: Request, who: Identity, thread_id: str | None) -> dict[str, Any]:
    st = app_state(request)
    body = await parse_body(request, CronCreate, allow_empty=False)
    if body.assistant_id not in (ASSISTANT_ID, "agent"):
        raise HTTPException(404, f"assistant {body.assistant_id!r} not found; this server has {ASSISTANT_ID!r}")
    if thread_id is not None and (not valid_id(thread_id) or await st.store.get_thread(thread_id, who.tenant) is None):
        raise HTTPException(404, f"thread {thread_id[:128]!r} not found")
    if body.webhook is not None and (problem := webhook_problem(body.webhook, st.settings.webhook_allow_hosts)):
        raise HTTPException(422, problem)
    limit = st.settings.max_message_chars
    for i, m in enumerate(body.input.messages):
        if len(m.text()) > limit:
            raise HTTPException(
                413, f"input.messages.{i}.content is longer than {limit} characters (max_message_chars)"
            )
        if not m.text().strip():
            raise HTTPException(422, f"input.messages.{i}.content is empty")
    config = body.config.model_dump(exclude_none=True) if body.config else {}
    overrides = {**(config.get("configurable") or {}), **(body.context or {})}
    run_overrides = checked_overrides(
        overrides, st.base, st.settings, status=422, recursion_limit=config.get("recursion_limit")
    )
    kwargs = {
        "input": {"messages": [m.as_langchain() for m in body.input.messages]},
        "configurable": jsonable(run_overrides),
        "stream_mode": ["values"],
        "stream_subgraphs": False,
        "durability": body.durability,
        "recursion_limit": config.get("recursion_limit"),
        "identity": who.as_dict(),
        **({"webhook": body.webhook} if body.webhook else {}),
    }
    request_view = {
        "input": jsonable(body.input.model_dump()),
        "config": {"configurable": jsonable(overrides)},
        **({"webhook": body.webhook} if body.webhook else {}),
    }
    end = body.end_time.astimezone(dt.UTC).isoformat() if body.end_time else None
    try:
        row = await _schedules(request).create(
            tenant=who.tenant,
            user_id=who.user,
            thread_id=thread_id,
            schedule=body.schedule.strip(),
            timezone=body.timezone,
            end_time=end,
            enabled=body.enabled,
            kwargs=kwargs,
            request=request_view,
            metadata=body.metadata or {},
            limit=st.settings.max_crons_per_tenant,
        )
    except ScheduleError as exc:
        status = 409 if "max_crons_per_tenant" in str(exc) else 422
        raise HTTPException(status, str(exc)) from None
    return cron_view(row)


@router.post("/runs/crons", openapi_extra=body_doc(CronCreate, required=True))
async def create_cron(request: Request, who: Identity = Depends(identity)) -> dict:
    """A schedule whose every run starts on a new thread."""
    return await _create(request, who, None)


@router.post("/threads/{thread_id}/runs/crons", openapi_extra=body_doc(CronCreate, required=True))
async def create_thread_cron(thread_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    """A schedule whose runs are added to this thread, one after another."""
    return await _create(request, who, thread_id)


async def _found(request: Request, who: Identity, body: CronSearch) -> list[dict[str, Any]]:
    rows = [cron_view(r) for r in await _schedules(request).search(who.tenant, body.thread_id)]
    if body.assistant_id and body.assistant_id not in (ASSISTANT_ID, "agent"):
        return []
    if body.enabled is not None:
        rows = [r for r in rows if r["enabled"] == body.enabled]
    if body.metadata:
        rows = [r for r in rows if all(r["metadata"].get(k) == v for k, v in body.metadata.items())]
    return rows


@router.post("/runs/crons/search", openapi_extra=body_doc(CronSearch))
async def search_crons(request: Request, who: Identity = Depends(identity)) -> list[dict]:
    body = await parse_body(request, CronSearch)
    rows = await _found(request, who, body)
    key = body.sort_by or "created_at"
    rows.sort(key=lambda r: str(r.get(key) or ""), reverse=(body.sort_order or "desc") == "desc")
    page = rows[body.offset : body.offset + body.limit]
    if body.select:
        page = [{k: v for k, v in r.items() if k in body.select} for r in page]
    return page


@router.post("/runs/crons/count", openapi_extra=body_doc(CronSearch))
async def count_crons(request: Request, who: Identity = Depends(identity)) -> int:
    return len(await _found(request, who, await parse_body(request, CronSearch)))


@router.delete("/runs/crons/{cron_id}", status_code=204)
async def delete_cron(cron_id: str, request: Request, who: Identity = Depends(identity)) -> Response:
    if not valid_id(cron_id) or not await _schedules(request).delete(cron_id, who.tenant):
        raise HTTPException(404, f"cron {cron_id[:128]!r} not found")
    return Response(status_code=204)
