"""Database adapters for the record store: one SQLite connection, or a psycopg pool.

Both run the same SQL (``?`` placeholders). ``transaction()`` gives a unit of work that commits
or rolls back whole (a thread's deletion, a run's admission); ``thread_lock()`` serialises
decisions about one thread (reject / interrupt / enqueue) across every process sharing the
database: an asyncio lock on SQLite (one process), an advisory lock on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Protocol


def lock_id(name: str) -> int:
    """A stable signed 64-bit id for ``pg_advisory_lock`` from a name."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big", signed=True)


class Tx(Protocol):
    async def execute(self, sql: str, params: tuple = ()) -> None: ...
    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]: ...


class SqliteBackend:
    #: One connection, one writer: batching concurrent runs' events into one commit pays off.
    group_commit = True
    kind = "sqlite"

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.lock = asyncio.Lock()
        self.thread_locks: dict[str, asyncio.Lock] = {}

    @classmethod
    async def open(cls, path: Path) -> SqliteBackend:
        import aiosqlite

        path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path))
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA synchronous=NORMAL")
        return cls(conn)

    async def execute(self, sql: str, params: tuple = ()) -> None:
        async with self.lock:
            await self.conn.execute(sql, params)
            await self.conn.commit()

    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]:
        async with self.conn.execute(sql, params) as cur:
            return [dict(r) for r in await cur.fetchall()]

    async def executemany(self, sql: str, rows: list[tuple]) -> None:
        async with self.lock:
            await self.conn.executemany(sql, rows)
            await self.conn.commit()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self.lock:
            tx = _SqliteTx(self.conn)
            if not self.conn.in_transaction:
                await self.conn.execute("BEGIN")
            try:
                yield tx
            except BaseException:
                await self.conn.rollback()
                raise
            await self.conn.commit()

    @asynccontextmanager
    async def thread_lock(self, key: str) -> AsyncIterator[None]:
        async with self.thread_locks.setdefault(key, asyncio.Lock()):
            yield

    async def ping(self) -> None:
        await self.fetchall("SELECT 1 AS one")

    async def close(self) -> None:
        await self.conn.close()


class _SqliteTx:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: tuple = ()) -> None:
        await self.conn.execute(sql, params)

    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]:
        async with self.conn.execute(sql, params) as cur:
            return [dict(r) for r in await cur.fetchall()]


class PostgresBackend:
    #: A pool writes in parallel; measured, batching only added latency here.
    group_commit = False
    kind = "postgres"

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def execute(self, sql: str, params: tuple = ()) -> None:
        async with self.pool.connection() as conn:
            await conn.execute(sql.replace("?", "%s"), params)

    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]:
        async with self.pool.connection() as conn:
            cur = await conn.execute(sql.replace("?", "%s"), params)
            return [dict(r) for r in await cur.fetchall()] if cur.description else []

    async def executemany(self, sql: str, rows: list[tuple]) -> None:
        async with self.pool.connection() as conn:
            async with conn.transaction():
                async with conn.cursor() as cur:
                    await cur.executemany(sql.replace("?", "%s"), rows)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self.pool.connection() as conn:
            async with conn.transaction():
                yield _PostgresTx(conn)

    @asynccontextmanager
    async def thread_lock(self, key: str) -> AsyncIterator[None]:
        """A transaction-scoped advisory lock on one pooled connection, held for the block: it is
        released when that transaction ends, even if the block is cancelled or the link drops."""
        async with self.pool.connection() as conn:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock(%s)", (lock_id("thread:" + key),))
                yield

    async def ping(self) -> None:
        await self.fetchall("SELECT 1 AS one")

    async def close(self) -> None:  # the pool belongs to whoever opened it
        return None


class _PostgresTx:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: tuple = ()) -> None:
        await self.conn.execute(sql.replace("?", "%s"), params)

    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]:
        cur = await self.conn.execute(sql.replace("?", "%s"), params)
        return [dict(r) for r in await cur.fetchall()] if cur.description else []
