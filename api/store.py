"""Durable records of threads, runs and stream events, on SQLite or PostgreSQL.

One set of SQL (``?`` placeholders, TEXT for JSON and timestamps) runs on both backends; the
backend adapters only differ in how they connect. Events carry a per-run sequence number that
is the SSE ``id``, so a client re-attaching with ``Last-Event-ID`` gets each missed event once.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any, Protocol

from api.serialize import now_iso

SCHEMA = [
    """CREATE TABLE IF NOT EXISTS or_threads (
        thread_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, metadata TEXT NOT NULL, status TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS or_threads_tenant ON or_threads (tenant, created_at)",
    """CREATE TABLE IF NOT EXISTS or_runs (
        run_id TEXT PRIMARY KEY, thread_id TEXT NOT NULL, tenant TEXT NOT NULL,
        assistant_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        status TEXT NOT NULL, metadata TEXT NOT NULL, multitask_strategy TEXT NOT NULL,
        kwargs TEXT NOT NULL, error TEXT)""",
    "CREATE INDEX IF NOT EXISTS or_runs_thread ON or_runs (thread_id, created_at)",
    "CREATE INDEX IF NOT EXISTS or_runs_status ON or_runs (status)",
    """CREATE TABLE IF NOT EXISTS or_events (
        run_id TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (run_id, seq))""",
]

ACTIVE = ("pending", "running")


class Backend(Protocol):
    async def execute(self, sql: str, params: tuple = ()) -> None: ...
    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]: ...
    async def executemany(self, sql: str, rows: list[tuple]) -> None: ...
    async def close(self) -> None: ...


class SqliteBackend:
    #: One connection, one writer: batching concurrent runs' events into one commit pays off.
    group_commit = True

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path) -> "SqliteBackend":
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

    async def close(self) -> None:
        await self.conn.close()


class PostgresBackend:
    #: A pool writes in parallel; measured, batching only added latency here.
    group_commit = False

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def execute(self, sql: str, params: tuple = ()) -> None:
        async with self.pool.connection() as conn:
            await conn.execute(sql.replace("?", "%s"), params)

    async def fetchall(self, sql: str, params: tuple = ()) -> list[dict[str, Any]]:
        async with self.pool.connection() as conn:
            cur = await conn.execute(sql.replace("?", "%s"), params)
            return [dict(r) for r in await cur.fetchall()]

    async def executemany(self, sql: str, rows: list[tuple]) -> None:
        async with self.pool.connection() as conn:
            async with conn.transaction():
                async with conn.cursor() as cur:
                    await cur.executemany(sql.replace("?", "%s"), rows)

    async def close(self) -> None:  # the pool belongs to whoever opened it
        return None


def _thread(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "metadata": json.loads(row["metadata"])}


def _run(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "metadata": json.loads(row["metadata"]), "kwargs": json.loads(row["kwargs"])}


class Store:
    def __init__(self, db: Backend) -> None:
        self.db = db
        self._pending: list[tuple[tuple, asyncio.Future]] = []
        self._wakeup = asyncio.Event()
        self._writer: asyncio.Task | None = None

    async def setup(self) -> None:
        for stmt in SCHEMA:
            await self.db.execute(stmt)

    # -- threads ----------------------------------------------------------------------------
    async def create_thread(self, thread_id: str, tenant: str, metadata: dict[str, Any]) -> dict[str, Any]:
        now = now_iso()
        await self.db.execute(
            "INSERT INTO or_threads (thread_id, tenant, created_at, updated_at, metadata, status) "
            "VALUES (?, ?, ?, ?, ?, ?)", (thread_id, tenant, now, now, json.dumps(metadata), "idle"))
        return await self.get_thread(thread_id, tenant)  # type: ignore[return-value]

    async def get_thread(self, thread_id: str, tenant: str | None) -> dict[str, Any] | None:
        rows = await self.db.fetchall("SELECT * FROM or_threads WHERE thread_id = ?", (thread_id,))
        if not rows or (tenant is not None and rows[0]["tenant"] != tenant):
            return None
        return _thread(rows[0])

    async def list_threads(self, tenant: str) -> list[dict[str, Any]]:
        rows = await self.db.fetchall("SELECT * FROM or_threads WHERE tenant = ? ORDER BY created_at DESC", (tenant,))
        return [_thread(r) for r in rows]

    async def update_thread(self, thread_id: str, *, status: str | None = None,
                            metadata: dict[str, Any] | None = None) -> None:
        sets, params = ["updated_at = ?"], [now_iso()]
        if status is not None:
            sets.append("status = ?")
            params.append(status)
        if metadata is not None:
            sets.append("metadata = ?")
            params.append(json.dumps(metadata))
        await self.db.execute(f"UPDATE or_threads SET {', '.join(sets)} WHERE thread_id = ?", (*params, thread_id))

    async def delete_thread(self, thread_id: str) -> None:
        runs = await self.db.fetchall("SELECT run_id FROM or_runs WHERE thread_id = ?", (thread_id,))
        for r in runs:
            await self.db.execute("DELETE FROM or_events WHERE run_id = ?", (r["run_id"],))
        await self.db.execute("DELETE FROM or_runs WHERE thread_id = ?", (thread_id,))
        await self.db.execute("DELETE FROM or_threads WHERE thread_id = ?", (thread_id,))

    # -- runs -------------------------------------------------------------------------------
    async def create_run(self, run: dict[str, Any]) -> None:
        now = now_iso()
        await self.db.execute(
            "INSERT INTO or_runs (run_id, thread_id, tenant, assistant_id, created_at, updated_at, status, "
            "metadata, multitask_strategy, kwargs, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)",
            (run["run_id"], run["thread_id"], run["tenant"], run["assistant_id"], now, now, run["status"],
             json.dumps(run["metadata"]), run["multitask_strategy"], json.dumps(run["kwargs"])))

    async def get_run(self, run_id: str, thread_id: str | None = None, tenant: str | None = None) -> dict[str, Any] | None:
        rows = await self.db.fetchall("SELECT * FROM or_runs WHERE run_id = ?", (run_id,))
        if not rows:
            return None
        row = rows[0]
        if (thread_id is not None and row["thread_id"] != thread_id) or (tenant is not None and row["tenant"] != tenant):
            return None
        return _run(row)

    async def list_runs(self, thread_id: str, *, status: str | None = None, limit: int = 10,
                        offset: int = 0) -> list[dict[str, Any]]:
        sql, params = "SELECT * FROM or_runs WHERE thread_id = ?", [thread_id]
        if status:
            sql += " AND status = ?"
            params.append(status)
        sql += " ORDER BY created_at DESC, run_id LIMIT ? OFFSET ?"
        rows = await self.db.fetchall(sql, (*params, limit, offset))
        return [_run(r) for r in rows]

    async def runs_with_status(self, statuses: tuple[str, ...], thread_id: str | None = None) -> list[dict[str, Any]]:
        marks = ", ".join("?" for _ in statuses)
        sql, params = f"SELECT * FROM or_runs WHERE status IN ({marks})", list(statuses)
        if thread_id is not None:
            sql += " AND thread_id = ?"
            params.append(thread_id)
        rows = await self.db.fetchall(sql + " ORDER BY created_at, run_id", tuple(params))
        return [_run(r) for r in rows]

    async def update_run(self, run_id: str, *, status: str, error: str | None = None) -> None:
        await self.db.execute("UPDATE or_runs SET status = ?, error = ?, updated_at = ? WHERE run_id = ?",
                              (status, error, now_iso(), run_id))

    # -- events -----------------------------------------------------------------------------
    async def add_event(self, run_id: str, seq: int, event: str, data: str) -> None:
        """Returns once the event is committed. Concurrent runs' events share one transaction
        (group commit, where the backend benefits), so runs do not queue behind one commit each."""
        if not getattr(self.db, "group_commit", False):
            await self.db.execute("INSERT INTO or_events (run_id, seq, event, data) VALUES (?, ?, ?, ?)",
                                  (run_id, seq, event, data))
            return
        future = asyncio.get_running_loop().create_future()
        self._pending.append(((run_id, seq, event, data), future))
        self._wakeup.set()
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_events(), name="event-writer")
        await future

    async def _write_events(self) -> None:
        while True:
            await self._wakeup.wait()
            self._wakeup.clear()
            batch, self._pending = self._pending, []
            if not batch:
                continue
            try:
                await self.db.executemany("INSERT INTO or_events (run_id, seq, event, data) VALUES (?, ?, ?, ?)",
                                          [row for row, _ in batch])
            except Exception as exc:  # every waiter hears about it; the writer keeps going
                for _, fut in batch:
                    if not fut.done():
                        fut.set_exception(exc)
                continue
            for _, fut in batch:
                if not fut.done():
                    fut.set_result(None)

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.cancel()
            await asyncio.gather(self._writer, return_exceptions=True)

    async def events_after(self, run_id: str, after: int, limit: int = 500) -> list[dict[str, Any]]:
        return await self.db.fetchall(
            "SELECT seq, event, data FROM or_events WHERE run_id = ? AND seq > ? ORDER BY seq LIMIT ?",
            (run_id, after, limit))

    async def last_seq(self, run_id: str) -> int:
        rows = await self.db.fetchall("SELECT MAX(seq) AS m FROM or_events WHERE run_id = ?", (run_id,))
        return int(rows[0]["m"] or 0) if rows else 0
