"""Events stored by one process wake streams in another within 100 ms (LISTEN/NOTIFY), and a
listener whose connection drops reconnects by itself."""

from __future__ import annotations

import asyncio
import statistics
import time

import pytest

from api.storage.notify import EventListener
from api.storage.persistence import open_persistence
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres

pytestmark = pytest.mark.postgres


@pytest.fixture
def dsn():
    require_postgres(pg_available())
    schema, url = pg_schema_dsn()
    yield url
    pg_drop(schema)


async def test_stored_events_are_announced_within_100_ms(tmp_path, dsn):
    async with open_persistence(tmp_path, dsn) as writer, open_persistence(tmp_path, dsn) as reader:
        await writer.store.create_run(
            {
                "run_id": "r1",
                "thread_id": "t",
                "tenant": "acme",
                "assistant_id": "a",
                "status": "running",
                "metadata": {},
                "multitask_strategy": "reject",
                "kwargs": {},
            }
        )
        heard: asyncio.Queue = asyncio.Queue()
        async with EventListener(dsn, lambda run_id: heard.put_nowait((run_id, time.perf_counter()))).running() as lis:
            assert lis.ready.is_set()
            delays, seqs = [], []
            for i in range(30):
                sent = time.perf_counter()
                seqs.append(await writer.store.append_event("r1", "custom", f'{{"i": {i}}}'))
                run_id, at = await asyncio.wait_for(heard.get(), 2)
                assert run_id == "r1"
                delays.append(at - sent)
            assert seqs == list(range(1, 31)), "numbers come from the run's row, in order"
            rows = await reader.store.events_after("r1", 0)
            assert [r["seq"] for r in rows] == seqs, "another process reads exactly what was stored"
            assert statistics.quantiles(delays, n=20)[18] < 0.1, delays

            # The listener's connection is killed: it reconnects and hears the next event.
            async with reader.pool.connection() as conn:
                killed = await (
                    await conn.execute("SELECT pg_terminate_backend(%s) AS ok", (lis.backend_pid,))
                ).fetchall()
            assert killed[0]["ok"]
            deadline = time.monotonic() + 10
            while True:
                await writer.store.append_event("r1", "custom", "{}")
                try:
                    await asyncio.wait_for(heard.get(), 0.5)
                    break
                except TimeoutError:
                    assert time.monotonic() < deadline, "the listener did not come back"


async def test_concurrent_writers_never_share_a_sequence_number(tmp_path, dsn):
    async with open_persistence(tmp_path, dsn) as a, open_persistence(tmp_path, dsn) as b:
        await a.store.create_run(
            {
                "run_id": "r2",
                "thread_id": "t",
                "tenant": "acme",
                "assistant_id": "a",
                "status": "running",
                "metadata": {},
                "multitask_strategy": "reject",
                "kwargs": {},
            }
        )
        got = await asyncio.gather(*(s.store.append_event("r2", "custom", "{}") for s in (a, b) for _ in range(40)))
        assert sorted(got) == list(range(1, 81))
