"""Bounded storage: page texts are stored once per thread, not in every checkpoint and stream
event; readers get them back whole; deleting the thread deletes them; retention prunes finished
runs' events and old checkpoints without breaking the thread."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing

import httpx
import pytest
from langgraph_sdk import get_client

import tests.support.world as world
from api.app import create_app
from api.state import app_state
from api.storage.retention import Pruner
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults

rng = random.Random(3)
LONG = " ".join("".join(rng.choice("abcdefghij") for _ in range(7)) for _ in range(1500))
NEEDLE = LONG[3000:3060]


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def served(request, tmp_path, monkeypatch):
    monkeypatch.setitem(world.DOCS, "alpha.md", world.DOCS["alpha.md"] + "\n\n" + LONG)
    schema = dsn = None
    if request.param == "postgres":
        require_postgres(pg_available())
        schema, dsn = pg_schema_dsn()
    app = create_app(
        settings_for(tmp_path / "data", dsn, event_retention_hours=1e-9, checkpoints_kept_per_thread=2),
        run_defaults=world_defaults(tmp_path / "world"),
    )
    try:
        with ServerThread(app) as url:
            yield url, app, tmp_path / "data"
    finally:
        if schema:
            pg_drop(schema)


async def raw_bytes(app, data_dir) -> dict[str, bytes]:
    """Everything each table holds, as bytes, to search for copies of the text."""
    p = app_state(app).persistence
    out: dict[str, bytes] = {}
    if p.backend == "postgres":
        async with p.pool.connection() as conn:
            for table in ("checkpoints", "checkpoint_blobs", "checkpoint_writes", "or_events", "or_texts"):
                rows = await (await conn.execute(f"SELECT * FROM {table}")).fetchall()
                out[table] = b"".join(
                    bytes(v) if isinstance(v, (bytes, memoryview)) else str(v).encode()
                    for r in rows
                    for v in r.values()
                )
        return out
    with closing(sqlite3.connect(data_dir / "checkpoints.db")) as con:
        for table in ("checkpoints", "writes"):
            out[table] = b"".join(
                bytes(v) if isinstance(v, bytes) else str(v).encode()
                for r in con.execute(f"SELECT * FROM {table}")
                for v in r
            )
    for table in ("or_events", "or_texts"):
        rows = await p.store.db.fetchall(f"SELECT * FROM {table}")
        out[table] = "".join(str(v) for r in rows for v in r.values()).encode()
    return out


async def test_texts_are_stored_once_and_read_back_whole(served):
    url, app, data_dir = served
    c = get_client(url=url, api_key="key-acme")
    thread = (await c.threads.create())["thread_id"]
    values = [
        p.data
        async for p in c.runs.stream(
            thread,
            "open-research",
            stream_mode=["values", "custom"],
            input={"messages": [{"role": "user", "content": QUESTION}]},
        )
        if p.event == "values"
    ]
    assert any(NEEDLE in str(v.get("sources")) for v in values), "the stream carries the whole text"
    state = await c.threads.get_state(thread)
    assert any(NEEDLE in (s.get("text") or "") for s in state["values"]["sources"])
    history = await c.threads.get_history(thread, limit=3)
    assert any(NEEDLE in str(h["values"].get("sources")) for h in history)

    tables = await raw_bytes(app, data_dir)
    needle = NEEDLE.encode()
    assert tables["or_texts"].count(needle) == 1, "stored once for the thread"
    for table, data in tables.items():
        if table != "or_texts":
            assert needle not in data, f"{table} holds a copy of the page text"
    run = (await c.runs.list(thread))[0]
    async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}) as h:
        replay = await h.get(f"/threads/{thread}/runs/{run['run_id']}/stream", params={"stream_mode": "values"})
    assert NEEDLE in replay.text, "a late join gets the text back"

    await c.threads.delete(thread)
    assert needle not in (await raw_bytes(app, data_dir))["or_texts"]


async def test_retention_prunes_finished_events_and_old_checkpoints(served):
    url, app, _ = served
    c = get_client(url=url, api_key="key-acme")
    thread = (await c.threads.create())["thread_id"]
    for text in (QUESTION, "and on weekends?"):
        await c.runs.wait(thread, "open-research", input={"messages": [{"role": "user", "content": text}]})
    p = app_state(app).persistence
    before = len(
        [h async for h in p.checkpointer.alist({"configurable": {"thread_id": f"acme/{thread}", "checkpoint_ns": ""}})]
    )
    done = await Pruner(p, app_state(app).settings).prune_once()
    assert done["events"] >= 2 and done["checkpoints"] == before - 2
    assert await p.store.db.fetchall("SELECT * FROM or_events") == []
    state = await c.threads.get_state(thread)
    assert state["values"]["final_report"], "the thread's state is intact"
    out = await c.runs.wait(thread, "open-research", input={"messages": [{"role": "user", "content": "and holidays?"}]})
    assert "Notes on alpha" in out["final_report"]
    assert (await c.runs.list(thread))[0]["status"] == "success"
