"""Schedules through ``langgraph-sdk``'s crons client. SQLite: the API (create, search, count,
delete), its 4xx (a bad schedule, an operator-only setting, a webhook host not allowed, the tenant's
limit, another tenant's cron) and the in-process tick starting a run. PostgreSQL with two worker
processes: a cron runs exactly once per tick (procrastinate's periodic task plus the cron's
compare-and-set)."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest
from langgraph_sdk import get_client

from api.app import create_app
from tests.support.net import free_port
from tests.support.postgres import PG_BASE, pg_available, require_postgres
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults

ROOT = Path(__file__).resolve().parents[2]
ASK = {"messages": [{"role": "user", "content": QUESTION}]}


@pytest.fixture(scope="module")
def sqlite_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("crons")
    settings = settings_for(folder / "data", max_crons_per_tenant=3, cron_tick_seconds=1)
    with ServerThread(create_app(settings, run_defaults=world_defaults(folder / "world"))) as url:
        yield url


def _due(cron: dict) -> dt.datetime:
    return dt.datetime.fromisoformat(cron["next_run_date"])


async def _wait_past(when: dt.datetime, extra: float) -> None:
    await asyncio.sleep(max(0.0, (when - dt.datetime.now(dt.UTC)).total_seconds()) + extra)


async def test_crons_api_and_its_refusals(sqlite_server):
    c, other = get_client(url=sqlite_server, api_key="key-acme"), get_client(url=sqlite_server, api_key="key-globex")
    info = httpx.get(sqlite_server + "/info").json()
    assert info["flags"]["crons"] is True
    cron = await c.crons.create("open-research", schedule="0 9 * * 1", input=ASK, metadata={"team": "ops"})
    assert cron["schedule"] == "0 9 * * 1" and cron["thread_id"] is None
    due = _due(cron)
    assert due.weekday() == 0 and due.hour == 9 and due.minute == 0 and due > dt.datetime.now(dt.UTC)
    assert [x["cron_id"] for x in await c.crons.search()] == [cron["cron_id"]]
    assert await c.crons.count() == 1
    assert await other.crons.search() == [] and await other.crons.count() == 0  # tenants apart
    with pytest.raises(httpx.HTTPStatusError) as foreign:
        await other.crons.delete(cron["cron_id"])
    assert foreign.value.response.status_code == 404

    async def refused(**kw) -> httpx.Response:
        with pytest.raises(httpx.HTTPStatusError) as exc:
            await c.crons.create("open-research", input=ASK, **{"schedule": "*/5 * * * *", **kw})
        return exc.value.response

    bad = await refused(schedule="every monday")
    assert bad.status_code == 422 and "five-field cron expression" in bad.text
    assert (await refused(schedule="* * * * * *")).status_code == 422  # no seconds: a minute is the unit
    op = await refused(config={"configurable": {"local_index": "/etc/passwd"}})
    assert op.status_code == 422 and "local_index: operator-only setting" in op.text
    hook = await refused(webhook="http://10.0.0.9/hook")
    assert hook.status_code == 422 and "webhook" in hook.text
    tz = await refused(timezone="Mars/Olympus")
    assert tz.status_code == 422 and "time zone" in tz.text
    with pytest.raises(httpx.HTTPStatusError) as missing:
        await c.crons.create_for_thread(str(uuid.uuid4()), "open-research", schedule="0 9 * * *", input=ASK)
    assert missing.value.response.status_code == 404

    thread = (await c.threads.create())["thread_id"]
    on_thread = await c.crons.create_for_thread(thread, "open-research", schedule="30 8 * * *", input=ASK)
    assert on_thread["thread_id"] == thread
    assert [x["cron_id"] for x in await c.crons.search(thread_id=thread)] == [on_thread["cron_id"]]
    await c.crons.create("open-research", schedule="0 7 * * *", input=ASK)
    limit = await refused()
    assert limit.status_code == 409 and "max_crons_per_tenant" in limit.text
    for x in await c.crons.search():
        await c.crons.delete(x["cron_id"])
    assert await c.crons.count() == 0


async def test_the_in_process_tick_starts_one_run_per_due_time(sqlite_server):
    c = get_client(url=sqlite_server, api_key="key-acme")
    cron = await c.crons.create("open-research", schedule="* * * * *", input=ASK)
    try:
        await _wait_past(_due(cron), 4.0)
        threads = await c.threads.search(metadata={"cron_id": cron["cron_id"]})
        assert len(threads) == 1
        runs = await c.runs.list(threads[0]["thread_id"])
        assert len(runs) == 1 and runs[0]["metadata"]["cron_id"] == cron["cron_id"]
        later = next(x for x in await c.crons.search() if x["cron_id"] == cron["cron_id"])
        assert _due(later) == _due(cron) + dt.timedelta(minutes=1)
    finally:
        await c.crons.delete(cron["cron_id"])


@pytest.mark.postgres
async def test_a_cron_runs_exactly_once_per_tick_with_two_workers(tmp_path):
    require_postgres(pg_available())
    import psycopg

    name = "or_crons_" + uuid.uuid4().hex[:10]
    with psycopg.connect(PG_BASE, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    dsn = PG_BASE.rsplit("/", 1)[0] + "/" + name
    env = {**os.environ, "OPEN_RESEARCH_CRON_TICK_SECONDS": "2", "OR_TEST_DELAY_SCALE": "0"}
    port, data = free_port(), tmp_path / "data"
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.support.world", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=open(tmp_path / f"{i}.err", "w"),
        )
        for i, args in enumerate(
            [
                [str(data / "api"), str(port), dsn, "--no-worker"],
                ["worker", str(data / "w1"), dsn, "4"],
                ["worker", str(data / "w2"), dsn, "4"],
            ]
        )
    ]
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            assert all(p.poll() is None for p in procs), (tmp_path / "0.err").read_text()[-2000:]
            try:
                if httpx.get(url + "/ok", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.time() < deadline, "the API did not start"
            time.sleep(0.3)
        c = get_client(url=url, api_key="key-acme")
        cron = await c.crons.create("open-research", schedule="* * * * *", input=ASK)
        await _wait_past(_due(cron), 12.0)  # several 2-second ticks on each of two workers
        threads = await c.threads.search(metadata={"cron_id": cron["cron_id"]})
        runs = [r for t in threads for r in await c.runs.list(t["thread_id"])]
        assert len(threads) == 1 and len(runs) == 1, (threads, runs)
        assert runs[0]["metadata"]["due"] == cron["next_run_date"]
        done = await c.runs.join(threads[0]["thread_id"], runs[0]["run_id"])
        assert done["final_report"].startswith("# Warehouse hours")
        later = (await c.crons.search())[0]
        assert _due(later) == _due(cron) + dt.timedelta(minutes=1)
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        with psycopg.connect(PG_BASE, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
