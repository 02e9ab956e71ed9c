"""Schema set-up that is safe when several processes start at once, and the one-off move of
threads created before ids were per tenant.

On PostgreSQL every process takes one advisory lock around all ``CREATE``/``ALTER`` work (the
service's tables, the checkpointer's, the evidence table, the queue's), so two processes started
on a fresh database never race. Threads from schema version 1 kept their checkpoints and
evidence under the bare thread id; they are re-keyed to ``<tenant>/<thread_id>`` once.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from api.storage.backends import lock_id
from api.storage.keys import thread_key

log = logging.getLogger("open_research.api")

SCHEMA_LOCK = lock_id("open-research:schema")
PG_CHECKPOINT_TABLES = ("checkpoints", "checkpoint_blobs", "checkpoint_writes")
SQLITE_CHECKPOINT_TABLES = ("checkpoints", "writes")


@asynccontextmanager
async def schema_lock(dsn: str) -> AsyncIterator[None]:
    """Hold the schema advisory lock on a connection of its own for the block."""
    import asyncio

    import psycopg

    async with await psycopg.AsyncConnection.connect(dsn, autocommit=True, connect_timeout=10) as conn:
        # Poll with try-lock: a session *waiting* in pg_advisory_lock keeps a transaction open, and
        # the checkpointer's CREATE INDEX CONCURRENTLY (run by the lock holder) waits for every open
        # transaction: a deadlock.
        try_lock = "SELECT pg_try_advisory_lock(%s)"  # one row, true once the lock is held
        while not ((row := await (await conn.execute(try_lock, (SCHEMA_LOCK,))).fetchone()) and row[0]):
            await asyncio.sleep(0.1)
        try:
            yield
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (SCHEMA_LOCK,))


async def rekey_postgres(pool: Any, pairs: list[tuple[str, str]], evidence_table: str = "evidence") -> None:
    if not pairs:
        return
    async with pool.connection() as conn:
        async with conn.transaction():
            for tenant, thread_id in pairs:
                for table in (*PG_CHECKPOINT_TABLES, evidence_table):
                    await conn.execute(
                        f"UPDATE {table} SET thread_id = %s WHERE thread_id = %s",
                        (thread_key(tenant, thread_id), thread_id),
                    )
    log.warning("re-keyed %d thread(s) from schema version 1 to tenant-scoped keys", len(pairs))


async def rekey_sqlite(saver_conn: Any, evidence_path: str, pairs: list[tuple[str, str]]) -> None:
    if not pairs:
        return
    import sqlite3
    from contextlib import closing

    for tenant, thread_id in pairs:
        for table in SQLITE_CHECKPOINT_TABLES:
            await saver_conn.execute(
                f"UPDATE {table} SET thread_id = ? WHERE thread_id = ?", (thread_key(tenant, thread_id), thread_id)
            )
    await saver_conn.commit()
    with closing(sqlite3.connect(evidence_path)) as con, con:
        for tenant, thread_id in pairs:
            con.execute(
                "UPDATE evidence SET thread_id = ? WHERE thread_id = ?", (thread_key(tenant, thread_id), thread_id)
            )
    log.warning("re-keyed %d thread(s) from schema version 1 to tenant-scoped keys", len(pairs))
