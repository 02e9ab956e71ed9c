"""``GET /v1/models`` and ``POST /v1/chat/completions`` over the same run manager as the LangGraph API.

A chat request becomes a run on a thread (``api.openai.conversation`` picks the thread), so queueing,
tenancy, fairness and the PostgreSQL workers apply unchanged. The answer is the clarifying question
(with its options as a numbered list) or the cited report. The request may choose the assistant or
an operator's model profile by ``model``, and set allow-listed keys in ``configurable``/``context``
(extra body); everything else about a run is the operator's.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from api.http.auth import Identity
from api.http.caps import room_for_run, room_for_thread
from api.http.errors import parse_body
from api.http.policy import checked_overrides
from api.http.quota import HeldStream
from api.openai import chunks
from api.openai.conversation import Conversations, Turn, normalise, turns
from api.openai.identity import REJOIN_GRACE, RequestKeys, chat_user, is_retry, request_key
from api.routes.metrics import stream_client
from api.routes.views import ASSISTANT_ID, snapshot
from api.runs.events import tail
from api.runs.failures import failure_status
from api.runs.manager import RunManager, ThreadBusy
from api.runs.serialize import jsonable
from api.state import app_state
from open_research.evidence.inert import inert
from open_research.observe.describe import progress_text
from open_research.text import content_text

router = APIRouter(prefix="/v1", tags=["openai"])


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")  # tool_calls, name, reasoning_content...: not ours to refuse
    role: str
    content: str | list[dict[str, Any]] | None = None


class ChatRequest(BaseModel):
    """The OpenAI fields a client may send. Sampling knobs are accepted and left to the operator's
    models; any other field is refused by name (deny by default)."""

    model_config = ConfigDict(extra="forbid")
    model: str
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    stream_options: dict[str, Any] | None = None
    n: int | None = Field(default=None, ge=1, le=1)
    configurable: dict[str, Any] | None = None
    context: dict[str, Any] | None = None
    temperature: Any = None
    top_p: Any = None
    max_tokens: Any = None
    max_completion_tokens: Any = None
    stop: Any = None
    presence_penalty: Any = None
    frequency_penalty: Any = None
    logit_bias: Any = None
    logprobs: Any = None
    top_logprobs: Any = None
    seed: Any = None
    user: Any = None
    metadata: Any = None
    store: Any = None
    response_format: Any = None
    tools: Any = None
    tool_choice: Any = None
    parallel_tool_calls: Any = None
    reasoning_effort: Any = None
    service_tier: Any = None
    modalities: Any = None


def _error(status: int, message: str, kind: str = "invalid_request_error", code: str | None = None) -> JSONResponse:
    """The error shape the ``openai`` client reads its message from."""
    return JSONResponse({"error": {"message": message, "type": kind, "param": None, "code": code}}, status_code=status)


def _profiles(request: Request) -> list[str]:
    return sorted(getattr(app_state(request).settings, "model_profiles", {}) or {})


@router.get("/models")
async def list_models(request: Request) -> Any:
    try:
        app_state(request).auth.identify(request)
    except HTTPException as exc:
        return _error(exc.status_code, str(exc.detail), "authentication_error", "invalid_api_key")
    created = 0
    data = [{"id": ASSISTANT_ID, "object": "model", "created": created, "owned_by": "open-research"}]
    data += [
        {"id": name, "object": "model", "created": created, "owned_by": "open-research"} for name in _profiles(request)
    ]
    return {"object": "list", "data": data}


@router.post("/chat/completions")
async def chat_completions(request: Request) -> Any:
    try:
        who = app_state(request).auth.identify(request)
        request.state.tenant = who.tenant
        body = await parse_body(request, ChatRequest, allow_empty=False)
        return await _answer(request, who, body)
    except ThreadBusy as exc:
        return _error(409, str(exc), "conflict_error")
    except HTTPException as exc:
        kind = {401: "authentication_error", 404: "not_found_error", 409: "conflict_error"}.get(
            exc.status_code, "invalid_request_error"
        )
        return _error(exc.status_code, str(exc.detail), kind)


def _overrides(request: Request, body: ChatRequest) -> dict[str, Any]:
    """The request's run overrides through the service's one policy (``api.http.policy``)."""
    st = app_state(request)
    overrides = {**(body.configurable or {}), **(body.context or {})}
    if body.model != ASSISTANT_ID:
        if body.model not in _profiles(request):
            offered = ", ".join([ASSISTANT_ID, *_profiles(request)])
            raise HTTPException(404, f"model {body.model[:80]!r} not found; this server offers: {offered}")
        overrides["model_profile"] = body.model
    return checked_overrides(overrides, st.base, st.settings, status=400)


def _check_messages(request: Request, body: ChatRequest) -> list[Turn]:
    if body.messages[-1].role != "user":
        raise HTTPException(400, "messages: the last message must be the user's")
    limit = app_state(request).settings.max_message_chars
    for i, m in enumerate(body.messages):
        size = len(content_text(m.content))
        if size > limit:
            raise HTTPException(
                413, f"messages.{i}.content is {size} characters; the limit is {limit} (max_message_chars)"
            )
    conversation = turns([m.model_dump() for m in body.messages])
    if not conversation[-1][1]:
        raise HTTPException(400, "messages: the user's message is empty")
    return conversation


async def _answer(request: Request, who: Identity, body: ChatRequest) -> Any:
    st = app_state(request)
    run_overrides = _overrides(request, body)
    conversation = _check_messages(request, body)
    user = chat_user(request, who.tenant, body.user)
    talks = Conversations(st.store.db, user)
    keys = RequestKeys(st.store.db)
    key = request_key(request, user, body.model_dump(exclude_none=True))
    run = await _retried_run(request, keys, key, who) if is_retry(request) else None
    if run is None:
        run = await _start(request, who, body, conversation, talks, run_overrides)
        await keys.started(who.tenant, key, run["run_id"])
    cid = "chatcmpl-" + run["run_id"].replace("-", "")
    s = st.settings
    if body.stream:
        include_usage = bool((body.stream_options or {}).get("include_usage"))
        st.quotas.take("event streams", who.tenant, s.max_streams_per_tenant, "max_streams_per_tenant")
        return HeldStream(
            _stream(request, run, body.model, cid, conversation, talks, include_usage),
            lambda: st.quotas.give("event streams", who.tenant),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )
    async with st.quotas.slot("long requests", who.tenant, s.max_waits_per_tenant, "max_waits_per_tenant"):
        lines = await _follow(request, run["run_id"])
        answer, usage, error = await _outcome(request, run, conversation, talks)
    if error:
        raise HTTPException(failure_status(error), error)  # an overflow is the request's: 400, not retried
    return chunks.completion(cid, body.model, answer, "\n".join(lines), usage)


async def _retried_run(request: Request, keys: RequestKeys, key: str, who: Identity) -> dict[str, Any] | None:
    """The run the first attempt of this request started, if it is still this tenant's to join."""
    run_id = await keys.run_of(who.tenant, key)
    run = await app_state(request).store.get_run(run_id) if run_id else None
    return run if run is not None and run["tenant"] == who.tenant else None


async def _start(
    request: Request,
    who: Identity,
    body: ChatRequest,
    conversation: list[Turn],
    talks: Conversations,
    run_overrides: dict[str, Any],
) -> dict[str, Any]:
    st = app_state(request)
    await room_for_run(st.store, who.tenant, st.settings)
    thread_id = await talks.lookup(conversation[:-1])
    if thread_id is not None and await st.store.get_thread(thread_id, who.tenant) is None:
        thread_id = None  # the thread was deleted: start over with the whole conversation
    if thread_id is None:
        await room_for_thread(st.store, who.tenant, st.settings)
        thread_id = str(uuid.uuid4())
        await st.store.create_thread(thread_id, who.tenant, {"source": "openai"})
        sent = conversation
    else:
        sent = conversation[-1:]
    kwargs = {
        "input": {"messages": [{"role": r, "content": t} for r, t in sent]},
        "configurable": jsonable(run_overrides),
        "stream_mode": ["custom"],
        "stream_subgraphs": False,
        "durability": None,
        "recursion_limit": None,
        "identity": who.as_dict(),
    }
    return await st.manager.create(
        thread_id=thread_id,
        tenant=who.tenant,
        assistant_id=ASSISTANT_ID,
        strategy="reject",
        metadata={"source": "openai"},
        kwargs=kwargs,
    )


async def _follow(request: Request, run_id: str) -> list[str]:
    """The run's progress lines to its end. A client that goes away leaves the run ``REJOIN_GRACE``
    seconds for a retry of the same request to join; with nobody attached then, it is cancelled."""
    st = app_state(request)
    lines: list[str] = []

    async def collect() -> None:
        async for event in progress(st.manager, run_id):
            if event is not None:
                lines.append(event)

    async def gone() -> None:
        while not await request.is_disconnected():
            await asyncio.sleep(0.25)

    st.quotas.take("chat clients", run_id, 10**9, "")
    following, leaving = asyncio.create_task(collect()), asyncio.create_task(gone())
    try:
        done, _ = await asyncio.wait({following, leaving}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        st.quotas.give("chat clients", run_id)
        for task in (following, leaving):
            task.cancel()
    if following not in done:
        _GRACE.add(task := asyncio.create_task(_cancel_unless_rejoined(request, run_id)))
        task.add_done_callback(_GRACE.discard)
        raise HTTPException(499, "client disconnected")
    following.result()
    return lines


_GRACE: set[asyncio.Task] = set()


async def _cancel_unless_rejoined(request: Request, run_id: str) -> None:
    st = app_state(request)
    await asyncio.sleep(REJOIN_GRACE)
    if st.quotas.held("chat clients", run_id) == 0 and not st.manager.draining:
        st.manager.cancel_soon(run_id)


async def progress(manager: RunManager, run_id: str) -> AsyncIterator[str | None]:
    """The run's progress as plain status lines (``None`` for a quiet spell: a heartbeat), to its end
    (``api.runs.events.tail``: the same tail as the LangGraph stream)."""
    async for event in tail(manager, run_id):
        if event is None:
            yield None
        elif event.event.partition("|")[0] == "custom":
            line = progress_text(json.loads(event.data))
            if line is not None:
                yield line


def answer_text(values: dict[str, Any]) -> str:
    """The report when the run wrote one, else the question it asked back, with its options."""
    report = values.get("final_report") or ""
    messages = values.get("messages") or []
    last = messages[-1] if messages else None
    if (
        last is not None
        and getattr(last, "type", None) == "ai"
        and "clarification" in (getattr(last, "additional_kwargs", None) or {})
    ):
        options = values.get("clarification_options") or []
        listed = "".join(f"\n{n}. {o}" for n, o in enumerate(options, 1))
        return inert(str(last.content) + ("\n" + listed if listed else ""))
    return inert(str(report or (getattr(last, "content", "") if last is not None else "")))


async def _outcome(
    request: Request, run: dict[str, Any], conversation: list[Turn], talks: Conversations
) -> tuple[str, dict[str, int], str | None]:
    """(answer, usage, error): the run's answer, remembered as the conversation's next turn."""
    st = app_state(request)
    done = await st.manager.wait(run["run_id"], timeout=60) or run
    if done["status"] == "error":
        return "", {}, done.get("error") or "the run failed"
    if done["status"] == "interrupted" and done.get("error"):
        return "", {}, "cancelled"
    values = (await snapshot(request, run["thread_id"])).values or {}
    answer = answer_text(values)
    await talks.remember([*conversation, ("assistant", normalise(answer))], run["thread_id"])
    return answer, chunks.usage_of(values.get("report_json")), None


async def _stream(
    request: Request,
    run: dict[str, Any],
    model: str,
    cid: str,
    conversation: list[Turn],
    talks: Conversations,
    include_usage: bool,
) -> AsyncIterator[bytes]:
    with stream_client():
        async for part in _chunks(request, run, model, cid, conversation, talks, include_usage):
            yield part


async def _chunks(
    request: Request,
    run: dict[str, Any],
    model: str,
    cid: str,
    conversation: list[Turn],
    talks: Conversations,
    include_usage: bool,
) -> AsyncIterator[bytes]:
    manager = app_state(request).manager
    finished = False
    try:
        yield chunks.sse(chunks.chunk(cid, model, {"role": "assistant", "content": ""}))
        async for line in progress(manager, run["run_id"]):
            if line is None:
                yield b": keep-alive\n\n"
            else:
                yield chunks.sse(chunks.chunk(cid, model, {"reasoning_content": line + "\n"}))
        answer, usage, error = await _outcome(request, run, conversation, talks)
        if error:
            yield chunks.sse({"error": {"message": error, "type": "server_error", "param": None, "code": None}})
        else:
            for piece in chunks.pieces(answer):
                yield chunks.sse(chunks.chunk(cid, model, {"content": piece}))
            yield chunks.sse(chunks.chunk(cid, model, {}, finish="stop"))
            if include_usage:
                out = chunks.chunk(cid, model, {}, usage=usage)
                out["choices"] = []
                yield chunks.sse(out)
        yield chunks.DONE
        finished = True
    finally:
        if not finished and not manager.draining:  # the user pressed stop: the run stops too
            manager.cancel_soon(run["run_id"])
