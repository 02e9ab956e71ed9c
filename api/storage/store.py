"""Durable records of threads, runs and stream events, on SQLite or PostgreSQL.

One set of SQL (``?`` placeholders, TEXT for JSON and timestamps) runs on both backends
(``api.storage.backends``). Threads are keyed by (tenant, thread id): ids are per tenant. Events carry a
per-run sequence number that is the SSE ``id``, so a client re-attaching with ``Last-Event-ID``
gets each missed event once. On PostgreSQL the number comes from the run's row (any process may
write a run's events) and each insert notifies listeners (``api.storage.notify``) in the same statement.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from typing import Any

from api.storage.backends import PostgresBackend, SqliteBackend, lock_id  # noqa: F401  (re-exported)

SCHEMA_VERSION = 2
SCHEMA = [
    "CREATE TABLE IF NOT EXISTS or_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS or_threads (
        tenant TEXT NOT NULL, thread_id TEXT NOT NULL, created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, metadata TEXT NOT NULL, status TEXT NOT NULL,
        PRIMARY KEY (tenant, thread_id))""",
    "CREATE INDEX IF NOT EXISTS or_threads_tenant ON or_threads (tenant, created_at)",
    """CREATE TABLE IF NOT EXISTS or_runs (
        run_id TEXT PRIMARY KEY, thread_id TEXT NOT NULL, tenant TEXT NOT NULL,
        assistant_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        status TEXT NOT NULL, metadata TEXT NOT NULL, multitask_strategy TEXT NOT NULL,
        kwargs TEXT NOT NULL, error TEXT, last_seq INTEGER NOT NULL DEFAULT 0, job_id BIGINT)""",
    "CREATE INDEX IF NOT EXISTS or_runs_thread ON or_runs (thread_id, created_at)",
    "CREATE INDEX IF NOT EXISTS or_runs_status ON or_runs (status, tenant)",
    """CREATE TABLE IF NOT EXISTS or_events (
        run_id TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (run_id, seq))""",
]
#: Version 1 keyed threads by id alone and counted events in memory.
MIGRATE_FROM_1 = [
    "ALTER TABLE or_runs ADD COLUMN last_seq INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE or_runs ADD COLUMN job_id BIGINT",
    "UPDATE or_runs SET last_seq = (SELECT COALESCE(MAX(seq), 0) FROM or_events e WHERE e.run_id = or_runs.run_id)",
    "ALTER TABLE or_threads RENAME TO or_threads_v1",
    "DROP INDEX IF EXISTS or_threads_tenant",
]

ACTIVE = ("pending", "running")
TERMINAL = ("success", "error", "timeout", "interrupted")


def now_iso() -> str:
    """The timestamps records carry: UTC, ISO 8601 (they sort as text on both backends)."""
    return dt.datetime.now(dt.UTC).isoformat()


def _thread(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "metadata": json.loads(row["metadata"])}


def _run(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "metadata": json.loads(row["metadata"]), "kwargs": json.loads(row["kwargs"])}


class Store:
    def __init__(self, db: SqliteBackend | PostgresBackend) -> None:
        self.db = db
        self._pending: list[tuple[tuple, asyncio.Future]] = []
        self._wakeup = asyncio.Event()
        self._writer: asyncio.Task | None = None

    @property
    def shared(self) -> bool:
        """True when other processes may write the same database (PostgreSQL)."""
        return self.db.kind == "postgres"

    async def setup(self) -> list[tuple[str, str]]:
        """Create or migrate the tables (callers serialise this across processes). Returns the
        (tenant, thread id) pairs of threads migrated from version 1, whose checkpoints and
        evidence are still keyed by the bare id."""
        tables = await self._tables()
        legacy: list[tuple[str, str]] = []
        if "or_threads" in tables and "or_meta" not in tables:
            async with self.db.transaction() as tx:
                for stmt in MIGRATE_FROM_1:
                    await tx.execute(stmt)
                for stmt in SCHEMA:
                    await tx.execute(stmt)
                await tx.execute(
                    "INSERT INTO or_threads SELECT tenant, thread_id, created_at, updated_at, metadata,"
                    " status FROM or_threads_v1"
                )
                await tx.execute("DROP TABLE or_threads_v1")
                rows = await tx.fetchall("SELECT tenant, thread_id FROM or_threads")
                legacy = [(r["tenant"], r["thread_id"]) for r in rows]
                await tx.execute(
                    "INSERT INTO or_meta (key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),)
                )
            return legacy
        for stmt in SCHEMA:
            await self.db.execute(stmt)
        await self.db.execute(
            "INSERT INTO or_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO NOTHING",
            (str(SCHEMA_VERSION),),
        )
        return legacy

    async def _tables(self) -> set[str]:
        if self.db.kind == "postgres":
            rows = await self.db.fetchall(
                "SELECT c.relname AS name FROM pg_class c WHERE c.relkind = 'r' "
                "AND c.relnamespace = current_schema()::regnamespace"
            )
        else:
            rows = await self.db.fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {r["name"] for r in rows}

    # -- threads ----------------------------------------------------------------------------
    async def create_thread(self, thread_id: str, tenant: str, metadata: dict[str, Any]) -> dict[str, Any]:
        now = now_iso()
        await self.db.execute(
            "INSERT INTO or_threads (thread_id, tenant, created_at, updated_at, metadata, status) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (thread_id, tenant, now, now, json.dumps(metadata), "idle"),
        )
        return await self.get_thread(thread_id, tenant)  # type: ignore[return-value]

    async def get_thread(self, thread_id: str, tenant: str) -> dict[str, Any] | None:
        rows = await self.db.fetchall(
            "SELECT * FROM or_threads WHERE tenant = ? AND thread_id = ?", (tenant, thread_id)
        )
        return _thread(rows[0]) if rows else None

    async def list_threads(self, tenant: str) -> list[dict[str, Any]]:
        rows = await self.db.fetchall("SELECT * FROM or_threads WHERE tenant = ? ORDER BY created_at DESC", (tenant,))
        return [_thread(r) for r in rows]

    async def count_threads(self, tenant: str) -> int:
        rows = await self.db.fetchall("SELECT COUNT(*) AS n FROM or_threads WHERE tenant = ?", (tenant,))
        return int(rows[0]["n"])

    async def count_runs(self, tenant: str, statuses: tuple[str, ...]) -> int:
        marks = ", ".join("?" for _ in statuses)
        rows = await self.db.fetchall(
            f"SELECT COUNT(*) AS n FROM or_runs WHERE tenant = ? AND status IN ({marks})", (tenant, *statuses)
        )
        return int(rows[0]["n"])

    async def update_thread(
        self, thread_id: str, tenant: str, *, status: str | None = None, metadata: dict[str, Any] | None = None
    ) -> None:
        sets, params = ["updated_at = ?"], [now_iso()]
        if status is not None:
            sets.append("status = ?")
            params.append(status)
        if metadata is not None:
            sets.append("metadata = ?")
            params.append(json.dumps(metadata))
        await self.db.execute(
            f"UPDATE or_threads SET {', '.join(sets)} WHERE tenant = ? AND thread_id = ?", (*params, tenant, thread_id)
        )

    async def delete_thread(self, thread_id: str, tenant: str) -> list[str]:
        """Delete the thread, its runs and their events in one transaction; returns the run ids."""
        async with self.db.transaction() as tx:
            runs = await tx.fetchall(
                "SELECT run_id FROM or_runs WHERE tenant = ? AND thread_id = ?", (tenant, thread_id)
            )
            await tx.execute(
                "DELETE FROM or_events WHERE run_id IN (SELECT run_id FROM or_runs WHERE tenant = ? AND thread_id = ?)",
                (tenant, thread_id),
            )
            await tx.execute("DELETE FROM or_runs WHERE tenant = ? AND thread_id = ?", (tenant, thread_id))
            await tx.execute("DELETE FROM or_threads WHERE tenant = ? AND thread_id = ?", (tenant, thread_id))
        return [r["run_id"] for r in runs]

    # -- runs -------------------------------------------------------------------------------
    async def create_run(self, run: dict[str, Any]) -> None:
        now = now_iso()
        await self.db.execute(
            "INSERT INTO or_runs (run_id, thread_id, tenant, assistant_id, created_at, updated_at, status, "
            "metadata, multitask_strategy, kwargs, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)",
            (
                run["run_id"],
                run["thread_id"],
                run["tenant"],
                run["assistant_id"],
                now,
                now,
                run["status"],
                json.dumps(run["metadata"]),
                run["multitask_strategy"],
                json.dumps(run["kwargs"]),
            ),
        )

    async def get_run(
        self, run_id: str, thread_id: str | None = None, tenant: str | None = None
    ) -> dict[str, Any] | None:
        rows = await self.db.fetchall("SELECT * FROM or_runs WHERE run_id = ?", (run_id,))
        if not rows:
            return None
        row = rows[0]
        if (thread_id is not None and row["thread_id"] != thread_id) or (
            tenant is not None and row["tenant"] != tenant
        ):
            return None
        return _run(row)

    async def list_runs(
        self, thread_id: str, tenant: str, *, status: str | None = None, limit: int = 10, offset: int = 0
    ) -> list[dict[str, Any]]:
        sql, params = "SELECT * FROM or_runs WHERE thread_id = ? AND tenant = ?", [thread_id, tenant]
        if status:
            sql += " AND status = ?"
            params.append(status)
        sql += " ORDER BY created_at DESC, run_id LIMIT ? OFFSET ?"
        rows = await self.db.fetchall(sql, (*params, limit, offset))
        return [_run(r) for r in rows]

    async def runs_with_status(
        self, statuses: tuple[str, ...], thread_id: str | None = None, tenant: str | None = None
    ) -> list[dict[str, Any]]:
        marks = ", ".join("?" for _ in statuses)
        sql, params = f"SELECT * FROM or_runs WHERE status IN ({marks})", list(statuses)
        if thread_id is not None:
            sql += " AND thread_id = ?"
            params.append(thread_id)
        if tenant is not None:
            sql += " AND tenant = ?"
            params.append(tenant)
        rows = await self.db.fetchall(sql + " ORDER BY created_at, run_id", tuple(params))
        return [_run(r) for r in rows]

    async def update_run(
        self, run_id: str, *, status: str, error: str | None = None, only_if: tuple[str, ...] | None = None
    ) -> bool:
        """Set the run's status (only from one of ``only_if`` when given); True if it changed."""
        sql = "UPDATE or_runs SET status = ?, error = ?, updated_at = ? WHERE run_id = ?"
        params: tuple = (status, error, now_iso(), run_id)
        if only_if:
            sql += f" AND status IN ({', '.join('?' for _ in only_if)})"
            params += tuple(only_if)
        async with self.db.transaction() as tx:
            await tx.execute(sql, params)
            rows = await tx.fetchall("SELECT status FROM or_runs WHERE run_id = ?", (run_id,))
        return bool(rows) and rows[0]["status"] == status

    async def merge_run_metadata(self, run_id: str, values: dict[str, Any]) -> None:
        """Add ``values`` to the run's metadata (e.g. what the run used), keeping what the client set."""
        async with self.db.transaction() as tx:
            rows = await tx.fetchall("SELECT metadata FROM or_runs WHERE run_id = ?", (run_id,))
            if rows:
                merged = {**json.loads(rows[0]["metadata"]), **values}
                await tx.execute("UPDATE or_runs SET metadata = ? WHERE run_id = ?", (json.dumps(merged), run_id))

    async def set_job(self, run_id: str, job_id: int) -> None:
        await self.db.execute("UPDATE or_runs SET job_id = ? WHERE run_id = ?", (job_id, run_id))

    async def admit(self, run_id: str, tenant: str, cap: int) -> str:
        """Mark a pending run ``running`` unless its tenant already runs ``cap`` runs: "run", "busy"
        (try later), or "skip" (it ended meanwhile). A run already ``running`` (taken over from a
        dead worker) is admitted as it is."""
        async with self.db.transaction() as tx:
            if self.db.kind == "postgres":
                await tx.execute("SELECT pg_advisory_xact_lock(?)", (lock_id("tenant:" + tenant),))
            rows = await tx.fetchall("SELECT status FROM or_runs WHERE run_id = ?", (run_id,))
            if not rows or rows[0]["status"] not in ("pending", "running"):
                return "skip"
            if rows[0]["status"] == "running":
                return "run"
            busy = await tx.fetchall(
                "SELECT COUNT(*) AS n FROM or_runs WHERE tenant = ? AND status = 'running'", (tenant,)
            )
            if int(busy[0]["n"]) >= cap:
                return "busy"
            await tx.execute(
                "UPDATE or_runs SET status = 'running', updated_at = ? WHERE run_id = ?", (now_iso(), run_id)
            )
        return "run"

    # -- events -----------------------------------------------------------------------------
    async def append_event(self, run_id: str, event: str, data: str) -> int:
        """Store one event with the next sequence number of its run, taken from the run's row, and
        notify listeners; one statement, so concurrent writers never share a number."""
        rows = await self.db.fetchall(
            "WITH s AS (UPDATE or_runs SET last_seq = last_seq + 1 WHERE run_id = ? RETURNING last_seq), "
            "i AS (INSERT INTO or_events (run_id, seq, event, data) SELECT ?, last_seq, ?, ? FROM s RETURNING seq) "
            "SELECT seq, pg_notify('or_events', ?) AS sent FROM i",
            (run_id, run_id, event, data, run_id),
        )
        if not rows:
            raise LookupError(f"run {run_id} no longer exists")
        return int(rows[0]["seq"])

    async def add_event(self, run_id: str, seq: int, event: str, data: str) -> None:
        """Returns once the event is committed. Concurrent runs' events share one transaction
        (group commit, where the backend benefits), so runs do not queue behind one commit each."""
        if not getattr(self.db, "group_commit", False):
            await self.db.execute(
                "INSERT INTO or_events (run_id, seq, event, data) VALUES (?, ?, ?, ?)", (run_id, seq, event, data)
            )
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
                await self.db.executemany(
                    "INSERT INTO or_events (run_id, seq, event, data) VALUES (?, ?, ?, ?)", [row for row, _ in batch]
                )
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
            (run_id, after, limit),
        )

    async def last_seq(self, run_id: str) -> int:
        rows = await self.db.fetchall("SELECT MAX(seq) AS m FROM or_events WHERE run_id = ?", (run_id,))
        return int(rows[0]["m"] or 0) if rows else 0
