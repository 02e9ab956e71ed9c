"""Retention: finished runs' events and old checkpoints do not pile up forever.

A worker prunes, every few minutes, the events of runs that ended more than
``event_retention_hours`` ago (their status, error and the thread's state stay) and the queue's
finished jobs of that age, and, when
``checkpoints_kept_per_thread`` is set, all but the newest checkpoints of idle threads. A thread
with a run in progress is never touched: resuming needs its checkpoints.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

log = logging.getLogger("open_research.api")

EVERY_SECONDS = 300.0


class FinishedJobs(Protocol):
    """A run queue that keeps records of finished jobs (``api.runs.job_queue.JobQueue``); storage
    names only this call, so it never imports the run layer."""

    async def prune(self, hours: float) -> None: ...


class Pruner:
    def __init__(
        self, persistence: Any, settings: Any, every: float = EVERY_SECONDS, jobs: FinishedJobs | None = None
    ) -> None:
        self.jobs = jobs  # its finished jobs go with the runs' events
        self.p = persistence
        self.settings = settings
        self.every = every

    async def prune_once(self) -> dict[str, int]:
        store = self.p.store
        out = {"events": 0, "checkpoints": 0}
        hours = self.settings.event_retention_hours
        if hours > 0:
            cutoff = (datetime.now(UTC) - timedelta(hours=hours)).isoformat()
            rows = await store.db.fetchall(
                "SELECT run_id FROM or_runs WHERE status IN ('success', 'error', 'timeout', 'interrupted') "
                "AND updated_at < ?",
                (cutoff,),
            )
            for r in rows:
                await store.db.execute("DELETE FROM or_events WHERE run_id = ?", (r["run_id"],))
            out["events"] = len(rows)
            if self.jobs is not None:
                await self.jobs.prune(hours)
        keep = self.settings.checkpoints_kept_per_thread
        if keep > 0:
            out["checkpoints"] = await self._prune_checkpoints(keep)
        return out

    async def _prune_checkpoints(self, keep: int) -> int:
        from api.storage.keys import thread_key

        store = self.p.store
        threads = await store.db.fetchall("SELECT tenant, thread_id FROM or_threads WHERE status <> 'busy'")
        saver = getattr(self.p.checkpointer, "inner", self.p.checkpointer)
        pruned = 0
        for t in threads:
            key = thread_key(t["tenant"], t["thread_id"])
            old = [
                c.config["configurable"]["checkpoint_id"]
                async for c in saver.alist({"configurable": {"thread_id": key, "checkpoint_ns": ""}})
            ][keep:]
            if not old:
                continue
            pruned += len(old)
            await _delete_checkpoints(self.p, key, old)
        return pruned

    @asynccontextmanager
    async def running(self) -> AsyncIterator[Pruner]:
        async def loop() -> None:
            while True:
                await asyncio.sleep(self.every)
                try:
                    done = await self.prune_once()
                    if any(done.values()):
                        log.info("retention: pruned events of %(events)d run(s), %(checkpoints)d checkpoint(s)", done)
                except Exception as exc:  # the database may be away; next round
                    log.warning("retention round failed: %r", exc)

        task = asyncio.create_task(loop(), name="retention")
        try:
            yield self
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)


async def _delete_checkpoints(p: Any, key: str, ids: list[str]) -> None:
    """Delete the root-namespace checkpoints ``ids`` of one thread (and their writes)."""
    if p.backend == "postgres":
        async with p.pool.connection() as conn:
            await conn.execute(
                "DELETE FROM checkpoint_writes WHERE thread_id = %s AND checkpoint_ns = '' AND checkpoint_id = ANY(%s)",
                (key, ids),
            )
            await conn.execute(
                "DELETE FROM checkpoints WHERE thread_id = %s AND checkpoint_ns = '' AND checkpoint_id = ANY(%s)",
                (key, ids),
            )
        return
    conn = getattr(p.checkpointer, "inner", p.checkpointer).conn
    marks = ", ".join("?" for _ in ids)
    await conn.execute(
        f"DELETE FROM writes WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id IN ({marks})", (key, *ids)
    )
    await conn.execute(
        f"DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id IN ({marks})",
        (key, *ids),
    )
    await conn.commit()
