"""Issue 9's storage items on a real server: thread ids per tenant, deleting a thread deletes
everything of it, a per-tenant cap on concurrent runs, and database faults answered as faults."""

from __future__ import annotations

import asyncio
import logging
import time

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.errors import NotFoundError

from api.app import create_app
from api.state import app_state
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults


def ask(text: str = QUESTION) -> dict:
    return {"messages": [{"role": "user", "content": text}]}


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def served(request, tmp_path):
    schema = dsn = None
    if request.param == "postgres":
        require_postgres(pg_available())
        schema, dsn = pg_schema_dsn()
    app = create_app(
        settings_for(tmp_path / "data", dsn, max_concurrent_runs_per_tenant=2),
        run_defaults=world_defaults(tmp_path / "world"),
    )
    try:
        with ServerThread(app) as url:
            yield url, app
    finally:
        if schema:
            pg_drop(schema)


async def test_thread_ids_are_per_tenant_and_delete_removes_everything(served):
    url, app = served
    a, b = get_client(url=url, api_key="key-acme"), get_client(url=url, api_key="key-globex")
    await a.threads.create(thread_id="shared-id")
    await a.runs.wait("shared-id", "open-research", input=ask())
    assert (await a.threads.get_state("shared-id"))["values"]["final_report"]
    async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-globex"}) as h:
        assert (await h.get("/threads/shared-id")).status_code == 404
        # Creating "another tenant's" id is not a 409: B gets its own, fresh thread.
        created = await h.post("/threads", json={"thread_id": "shared-id"})
        assert created.status_code == 200 and created.json()["values"] == {}
        assert (await h.get("/threads/shared-id/evidence")).json()["sources"] == []
        assert (await h.get("/threads/shared-id/state")).json()["values"] == {}
    assert len((await a.threads.get_state("shared-id"))["values"]["messages"]) > 0, "A's thread is untouched"
    assert (await a.threads.get_state("shared-id"))["checkpoint"]["thread_id"] == "shared-id"
    async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}) as h:
        assert (await h.get("/threads/shared-id/evidence")).json()["sources"], "A read sources"
    await b.threads.delete("shared-id")
    assert (await a.threads.get("shared-id"))["thread_id"] == "shared-id", "B's delete touched only B's thread"

    await a.threads.delete("shared-id")
    with pytest.raises(NotFoundError):
        await a.threads.get("shared-id")
    p = app_state(app).persistence
    assert await p.store.db.fetchall("SELECT * FROM or_runs WHERE thread_id = 'shared-id'") == []
    assert await p.store.db.fetchall("SELECT * FROM or_events") == []
    assert await p.checkpointer.aget_tuple({"configurable": {"thread_id": "acme/shared-id"}}) is None
    assert await asyncio.to_thread(p.evidence.load, "acme/shared-id") == []
    # Re-using the id afterwards starts from nothing.
    await a.threads.create(thread_id="shared-id")
    async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}) as h:
        assert (await h.get("/threads/shared-id/evidence")).json()["sources"] == []


async def test_one_tenants_slow_runs_do_not_starve_another_tenant(served):
    url, _ = served
    a, b = get_client(url=url, api_key="key-acme"), get_client(url=url, api_key="key-globex")
    slow = []
    for _ in range(6):
        t = (await a.threads.create())["thread_id"]
        slow.append((t, (await a.runs.create(t, "open-research", input=ask(f"[slow=2] {QUESTION}")))["run_id"]))
    await asyncio.sleep(0.5)
    statuses = [(await a.runs.get(t, r))["status"] for t, r in slow]
    assert statuses.count("running") == 2 and statuses.count("pending") == 4, statuses
    started = time.monotonic()
    out = await b.runs.wait(None, "open-research", input=ask())
    assert "Notes on alpha" in out["final_report"]
    assert time.monotonic() - started < 6, "the other tenant's run did not wait for the slow tenant's queue"
    for t, r in slow:
        await a.runs.cancel(t, r)


async def test_database_away_means_503_fast_and_a_failed_run(served, caplog):
    """The database failing mid-run (its driver's error injected where checkpoints are written,
    then where records are read): the run ends ``error`` with a generic message, requests answer
    503 fast, ``/ok`` says 503, the operator's log has the detail. On PostgreSQL the run executes
    on the queue worker inside the server process."""
    url, app = served
    c = get_client(url=url, api_key="key-acme")
    thread = (await c.threads.create())["thread_id"]
    run = await c.runs.create(thread, "open-research", input=ask(f"[slow=1.5] {QUESTION}"))
    await asyncio.sleep(0.6)
    saver = app_state(app).checkpointer.inner
    real_put = saver.aput

    async def broken(*args, **kwargs):
        import psycopg

        raise psycopg.OperationalError("disk I/O error at /secret/path/checkpoints.db")

    saver.aput = broken
    caplog.set_level(logging.ERROR, logger="open_research.api")
    final = await c.runs.join(thread, run["run_id"])
    saver.aput = real_put
    got = await c.runs.get(thread, run["run_id"])
    assert got["status"] == "error"
    assert "storage" in got["error"] and "/secret" not in got["error"] and "disk I/O" not in got["error"]
    assert "/secret" not in str(final)
    assert "disk I/O error" in caplog.text, "the operator's log has the detail"

    db = app_state(app).store.db
    real_fetch = db.fetchall

    async def down(*args, **kwargs):
        import sqlite3

        raise sqlite3.OperationalError("unable to open database file")

    db.fetchall = down
    try:
        async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}) as h:
            started = time.monotonic()
            r = await h.get(f"/threads/{thread}")
            assert r.status_code == 503 and "database is unavailable" in r.json()["detail"]
            assert "unable to open" not in r.text
            assert (await h.get("/ok")).status_code == 503
            assert time.monotonic() - started < 3
    finally:
        db.fetchall = real_fetch
    assert httpx.get(url + "/ok").status_code == 200


@pytest.mark.postgres
async def test_postgres_outage_fails_requests_fast(tmp_path):
    """A pool whose server is unreachable answers 503 within ``db_timeout``, and ``/ok`` too."""
    require_postgres(pg_available())
    schema, dsn = pg_schema_dsn()
    try:
        app = create_app(
            settings_for(tmp_path / "data", dsn, db_timeout=1.5, with_worker=False),
            run_defaults=world_defaults(tmp_path / "world"),
        )
        with ServerThread(app) as url:
            pool = app_state(app).persistence.pool
            pool.kwargs["host"] = "127.0.0.1"
            pool.kwargs["port"] = 1  # new connections go nowhere: the database is "away"
            await pool.resize(min_size=0, max_size=pool.max_size)
            async with pool.connection() as conn:  # drop the idle connections we hold
                pass
            async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}, timeout=30) as h:
                for conn in list(getattr(pool, "_pool", [])):
                    await conn.close()
                started = time.monotonic()
                r = await h.post("/threads", json={})
                assert r.status_code == 503, r.text
                assert (await h.get("/ok")).status_code == 503
                assert time.monotonic() - started < 6
    finally:
        pg_drop(schema)
