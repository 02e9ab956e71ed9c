"""Schedules (LangGraph crons): a run's request kept with a cron expression, started at each due time.

A cron is stored once (``or_crons``, on SQLite or PostgreSQL) with its next due time. A *tick* claims
the crons that are due by moving each one's ``next_run_date`` forward with a compare-and-set
(``UPDATE ... WHERE next_run_date = <the value read> RETURNING``): whoever wins the update starts the
run, anyone else (a second worker, a repeated tick) gets no row, so each due time starts one run.
On PostgreSQL the tick is a procrastinate periodic task, deferred once per period across all workers;
on SQLite the one serving process ticks in the background. A cron without a thread starts each run on
a new thread (LangGraph semantics); one made on a thread adds each run to it (``enqueue``).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from api.storage.store import now_iso

log = logging.getLogger("open_research.api")

TICK_TASK = "open_research.cron_tick"
SCHEMA = [
    """CREATE TABLE IF NOT EXISTS or_crons (
        cron_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, thread_id TEXT, assistant_id TEXT NOT NULL,
        user_id TEXT NOT NULL, schedule TEXT NOT NULL, timezone TEXT NOT NULL, end_time TEXT,
        enabled INTEGER NOT NULL, payload TEXT NOT NULL, metadata TEXT NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL, next_run_date TEXT NOT NULL,
        last_run_id TEXT)""",
    "CREATE INDEX IF NOT EXISTS or_crons_due ON or_crons (enabled, next_run_date)",
    "CREATE INDEX IF NOT EXISTS or_crons_tenant ON or_crons (tenant, created_at)",
]


class ScheduleError(ValueError):
    """A schedule the service cannot keep (the message says why): a 422."""


def zone(name: str | None) -> dt.tzinfo:
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        raise ScheduleError(f"timezone: unknown time zone {name!r} (an IANA name such as 'Europe/Berlin')") from None


def next_due(schedule: str, after: dt.datetime, tz: dt.tzinfo) -> dt.datetime:
    """The first time after ``after`` the five-field cron expression names, in UTC."""
    from croniter import croniter

    fields = schedule.split()
    if len(fields) != 5 or not croniter.is_valid(schedule):
        raise ScheduleError(
            f"schedule: {schedule!r} is not a five-field cron expression (minute hour day month weekday), "
            "e.g. '0 9 * * 1' for Mondays at 09:00"
        )
    local = after.astimezone(tz)
    return croniter(schedule, local).get_next(dt.datetime).astimezone(dt.UTC)


def cron_view(row: dict[str, Any]) -> dict[str, Any]:
    """A cron in the shape ``langgraph_sdk`` reads (the stored run request as ``payload``)."""
    return {
        "cron_id": row["cron_id"],
        "assistant_id": row["assistant_id"],
        "thread_id": row["thread_id"],
        "user_id": row["user_id"],
        "schedule": row["schedule"],
        "timezone": row["timezone"],
        "end_time": row["end_time"],
        "enabled": bool(row["enabled"]),
        "payload": json.loads(row["payload"]).get("request", {}),
        "metadata": json.loads(row["metadata"]),
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
        "next_run_date": row["next_run_date"],
        "last_run_id": row.get("last_run_id"),
    }


class Schedules:
    """The crons of every tenant on one database, and the tick that starts their runs."""

    def __init__(self, manager: Any) -> None:
        self.manager = manager
        self.db = manager.store.db

    async def setup(self) -> None:
        for stmt in SCHEMA:
            await self.db.execute(stmt)

    # -- the API's side ---------------------------------------------------------------------------
    async def create(
        self,
        *,
        tenant: str,
        user_id: str,
        thread_id: str | None,
        schedule: str,
        timezone: str | None,
        end_time: str | None,
        enabled: bool,
        kwargs: dict[str, Any],
        request: dict[str, Any],
        metadata: dict[str, Any],
        limit: int,
    ) -> dict[str, Any]:
        tz = zone(timezone)
        now = dt.datetime.now(dt.UTC)
        due = next_due(schedule, now, tz)
        cron_id = str(uuid.uuid4())
        stamp = now_iso()
        payload = json.dumps({"kwargs": kwargs, "request": request})
        async with self.db.thread_lock("crons:" + tenant):  # the per-tenant count holds across processes
            count = await self.db.fetchall("SELECT COUNT(*) AS n FROM or_crons WHERE tenant = ?", (tenant,))
            if int(count[0]["n"]) >= limit:
                raise ScheduleError(f"this tenant has {limit} schedules, the most allowed (max_crons_per_tenant)")
            await self.db.execute(
                "INSERT INTO or_crons (cron_id, tenant, thread_id, assistant_id, user_id, schedule, timezone,"
                " end_time, enabled, payload, metadata, created_at, updated_at, next_run_date)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    cron_id,
                    tenant,
                    thread_id,
                    "open-research",
                    user_id,
                    schedule,
                    getattr(tz, "key", "UTC"),
                    end_time,
                    1 if enabled else 0,
                    payload,
                    json.dumps(metadata),
                    stamp,
                    stamp,
                    due.isoformat(),
                ),
            )
        row = await self.get(cron_id, tenant)
        assert row is not None
        return row

    async def get(self, cron_id: str, tenant: str) -> dict[str, Any] | None:
        rows = await self.db.fetchall("SELECT * FROM or_crons WHERE cron_id = ? AND tenant = ?", (cron_id, tenant))
        return rows[0] if rows else None

    async def search(self, tenant: str, thread_id: str | None = None) -> list[dict[str, Any]]:
        if thread_id is None:
            return await self.db.fetchall("SELECT * FROM or_crons WHERE tenant = ? ORDER BY created_at", (tenant,))
        return await self.db.fetchall(
            "SELECT * FROM or_crons WHERE tenant = ? AND thread_id = ? ORDER BY created_at", (tenant, thread_id)
        )

    async def delete(self, cron_id: str, tenant: str) -> bool:
        async with self.db.transaction() as tx:
            gone = await tx.fetchall(
                "DELETE FROM or_crons WHERE cron_id = ? AND tenant = ? RETURNING cron_id", (cron_id, tenant)
            )
        return bool(gone)

    # -- the tick --------------------------------------------------------------------------------
    async def tick(self, now: dt.datetime | None = None) -> list[str]:
        """Start one run for each cron due by ``now``; the run ids started here."""
        now = now or dt.datetime.now(dt.UTC)
        due = await self.db.fetchall(
            "SELECT * FROM or_crons WHERE enabled = 1 AND next_run_date <= ?", (now.isoformat(),)
        )
        started = []
        for row in due:
            try:
                run_id = await self._fire(row, now)
            except Exception as exc:  # one broken cron must not stop the others
                log.warning("cron %s: run not started: %r", row["cron_id"], exc)
                continue
            if run_id:
                started.append(run_id)
        return started

    async def _fire(self, row: dict[str, Any], now: dt.datetime) -> str | None:
        following = next_due(row["schedule"], now, zone(row["timezone"]))
        ended = bool(row["end_time"]) and following.isoformat() > str(row["end_time"])
        async with self.db.transaction() as tx:
            won = await tx.fetchall(
                "UPDATE or_crons SET next_run_date = ?, updated_at = ?, enabled = ? "
                "WHERE cron_id = ? AND next_run_date = ? AND enabled = 1 RETURNING cron_id",
                (following.isoformat(), now_iso(), 0 if ended else 1, row["cron_id"], row["next_run_date"]),
            )
        if not won:  # another worker (or an earlier tick) started this due time
            return None
        if row["end_time"] and str(row["next_run_date"]) > str(row["end_time"]):
            return None
        payload = json.loads(row["payload"])
        store, tenant = self.manager.store, row["tenant"]
        thread_id = row["thread_id"]
        strategy = "enqueue"
        if thread_id is None:
            thread_id = str(uuid.uuid4())
            await store.create_thread(thread_id, tenant, {"cron_id": row["cron_id"]})
        elif await store.get_thread(thread_id, tenant) is None:
            await self.db.execute("UPDATE or_crons SET enabled = 0 WHERE cron_id = ?", (row["cron_id"],))
            log.warning("cron %s: its thread is gone; the schedule is disabled", row["cron_id"])
            return None
        run = await self.manager.create(
            thread_id=thread_id,
            tenant=tenant,
            assistant_id=row["assistant_id"],
            strategy=strategy,
            metadata={**json.loads(row["metadata"]), "cron_id": row["cron_id"], "due": row["next_run_date"]},
            kwargs=payload["kwargs"],
        )
        await self.db.execute("UPDATE or_crons SET last_run_id = ? WHERE cron_id = ?", (run["run_id"], row["cron_id"]))
        return str(run["run_id"])

    # -- who ticks ----------------------------------------------------------------------------
    def register_periodic(self, app: Any, seconds: int) -> None:
        """PostgreSQL: one procrastinate periodic task; its deferrer makes one job per period across workers."""
        cron = f"* * * * * */{seconds}" if seconds < 60 else "* * * * *"  # croniter: seconds come sixth

        async def cron_tick(timestamp: int) -> None:
            await self.tick()

        task = app.task(name=TICK_TASK, queueing_lock=TICK_TASK, pass_context=False)(cron_tick)
        app.periodic(cron=cron, periodic_id="crons")(task)

    @asynccontextmanager
    async def ticking(self, seconds: float) -> AsyncIterator[None]:
        """SQLite: this process is the only one; tick in the background while it serves."""

        async def loop() -> None:
            while True:
                try:
                    await self.tick()
                except Exception as exc:  # the database may be busy; try at the next tick
                    log.warning("cron tick failed: %r", exc)
                await asyncio.sleep(seconds)

        task = asyncio.create_task(loop(), name="cron-ticker")
        try:
            yield
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
