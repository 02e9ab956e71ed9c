"""The one event tail (``api.runs.events.tail``) under both the LangGraph stream and the OpenAI progress.

A run whose worker died after it finished but before it stored ``end`` must not hold a reader
until the next 15 s heartbeat: the SSE stream had that fix, the OpenAI progress did not.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from api.http.errors import StreamDrained
from api.openai.routes import progress
from api.routes.streaming import run_events
from api.runs.events import StoredEvent, tail
from api.runs.manager import RunManager
from api.storage.persistence import open_persistence
from open_research.config import ResearchConfig

PROMPTLY = 3.0  # well under the 15 s heartbeat the old OpenAI loop waited for


async def _run(manager: RunManager, status: str, events: list[tuple[str, dict | None]]) -> str:
    run_id = f"run-{status}-{len(events)}"
    await manager.store.create_run(
        {
            "run_id": run_id,
            "thread_id": "t",
            "tenant": "acme",
            "assistant_id": "a",
            "status": status,
            "metadata": {},
            "multitask_strategy": "reject",
            "kwargs": {},
        }
    )
    for name, data in events:
        await manager.publish(run_id, name, json.dumps(data))
    return run_id


@pytest.fixture
async def manager(tmp_path):
    async with open_persistence(tmp_path) as p:
        yield RunManager(p.store, None, ResearchConfig())


async def _collect(aiter) -> list:
    return [x async for x in aiter]


SEARCH = {"event": "search", "tool": "local_search", "query": "alpha"}


async def test_openai_progress_ends_at_once_for_a_finished_run_without_a_stored_end(manager):
    run_id = await _run(manager, "success", [("metadata", {"run_id": "x"}), ("custom", SEARCH)])
    lines = await asyncio.wait_for(_collect(progress(manager, run_id)), PROMPTLY)
    assert lines == ["search [local_search] alpha"]


async def test_sse_stream_ends_at_once_for_a_finished_run_without_a_stored_end(manager):
    run_id = await _run(manager, "error", [("metadata", {"run_id": "x"})])
    frames = await asyncio.wait_for(_collect(run_events(manager, run_id, ["values"], False)), PROMPTLY)
    assert frames[0].startswith(b"event: metadata\n") and b"id: 1" in frames[0]
    assert frames[-1] == b"event: end\ndata: null\n\n", "the unstored end has no id to re-attach after"


async def test_tail_replays_after_the_cursor_and_stops_at_a_stored_end(manager):
    run_id = await _run(manager, "success", [("metadata", {}), ("custom", SEARCH), ("end", None), ("custom", {})])
    got = await asyncio.wait_for(_collect(tail(manager, run_id, after=1)), PROMPTLY)
    assert got == [StoredEvent(2, "custom", json.dumps(SEARCH)), StoredEvent(3, "end", "null")]


async def test_a_quiet_run_gets_heartbeats_and_follows_new_events(manager):
    run_id = await _run(manager, "running", [("metadata", {})])
    events = tail(manager, run_id, after=1, heartbeat=0.05)
    assert await asyncio.wait_for(anext(events), PROMPTLY) is None
    await manager.publish(run_id, "custom", json.dumps(SEARCH))
    assert (await asyncio.wait_for(anext(events), PROMPTLY)).seq == 2
    await manager.publish(run_id, "end", "null")
    assert (await asyncio.wait_for(anext(events), PROMPTLY)).event == "end"
    with pytest.raises(StopAsyncIteration):
        await anext(events)


async def test_draining_cuts_the_sse_stream_and_ends_the_openai_progress(manager):
    run_id = await _run(manager, "running", [("metadata", {})])
    sse = run_events(manager, run_id, ["values"], False)
    assert (await asyncio.wait_for(anext(sse), PROMPTLY)).startswith(b"event: metadata")
    lines = asyncio.ensure_future(_collect(progress(manager, run_id)))
    pending = asyncio.ensure_future(anext(sse))
    await asyncio.sleep(0.1)
    manager.drain_streams()
    with pytest.raises(StreamDrained):  # cut, so the SDK re-attaches with Last-Event-ID
        await asyncio.wait_for(pending, PROMPTLY)
    assert await asyncio.wait_for(lines, PROMPTLY) == []
