"""The run front: create, cancel, wait, publish and delete, the same on every API process.

Where runs execute is the queue's business (``api.runs.queue.RunQueue``: ``LocalQueue`` in this
process on SQLite, ``JobQueue`` on workers on PostgreSQL). Each run's stream events go to the store with a
per-run sequence number before anyone sees them, so a client that drops and re-attaches loses
nothing; a process learns of new events of runs executing elsewhere from ``api.storage.notify``.
Decisions about one thread (reject / interrupt / enqueue) are taken under the store's thread
lock, which holds across processes on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

from api.runs.queue import RunQueue, RunRecord
from api.runs.serialize import dumps
from api.storage.keys import thread_key
from api.storage.store import ACTIVE, TERMINAL, Store
from api.storage.texts import PREFIX, TextStore
from open_research.config import ResearchConfig, Settings

log = logging.getLogger("open_research.api")

__all__ = ["ACTIVE", "TERMINAL", "RunManager"]


class ThreadBusy(RuntimeError):
    """The thread has an active run and the request's multitask strategy is ``reject`` (a 409)."""


class RunManager:
    """One per process; every route and both queues reach runs through it, so each decision about
    a thread is taken in one place."""

    def __init__(
        self,
        store: Store,
        graph: Any,
        base: ResearchConfig,
        *,
        settings: Settings | None = None,
        evidence: Any = None,
        checkpointer: Any = None,
        texts: TextStore | None = None,
    ) -> None:
        self.texts = texts
        self.settings = settings
        self.evidence = evidence
        self.checkpointer = checkpointer
        self.store = store
        self.graph = graph
        self.base = base
        #: Set by ``api.runs.runtime`` once built (a queue needs its manager): LocalQueue or JobQueue.
        self.queue: RunQueue | None = None
        #: The crons (``api.runs.schedules.Schedules``), set by ``api.runs.runtime``.
        self.schedules: Any = None
        self.seq: dict[str, int] = {}
        self.waiters: dict[str, asyncio.Event] = {}
        self.draining = False
        self.background: set[asyncio.Task] = set()

    def _queue(self) -> RunQueue:
        if self.queue is None:
            raise RuntimeError("no run queue is attached to this manager")
        return self.queue

    # -- notification ------------------------------------------------------------------------
    def waiter(self, run_id: str) -> asyncio.Event:
        """An event set at the run's next published event (take it *before* reading the store)."""
        return self.waiters.setdefault(run_id, asyncio.Event())

    def notify(self, run_id: str) -> None:
        ev = self.waiters.pop(run_id, None)
        if ev is not None:
            ev.set()

    async def publish(self, run_id: str, event: str, data: str) -> None:
        if self.store.shared:  # the database numbers it and notifies every process
            await self.store.append_event(run_id, event, data)
        else:
            if run_id not in self.seq:
                self.seq[run_id] = await self.store.last_seq(run_id)
            self.seq[run_id] += 1
            await self.store.add_event(run_id, self.seq[run_id], event, data)
        self.notify(run_id)

    async def events_after(self, run_id: str, after: int) -> list[dict[str, Any]]:
        """Stored events after ``after``, with texts stored by reference (``api.storage.texts``) put back."""
        rows = await self.store.events_after(run_id, after)
        if self.texts is None or not any(PREFIX in r["data"] for r in rows):
            return rows
        run = await self.store.get_run(run_id)
        if run is None:
            return rows
        key = thread_key(run["tenant"], run["thread_id"])
        return [{**r, "data": await self.texts.get_json(key, r["data"])} for r in rows]

    def forget(self, run_id: str) -> None:
        """Drop a finished run's in-memory bookkeeping (its events stay in the store)."""
        self.seq.pop(run_id, None)
        asyncio.get_running_loop().call_later(60, self.waiters.pop, run_id, None)

    # -- creation ----------------------------------------------------------------------------
    async def create(
        self,
        *,
        thread_id: str,
        tenant: str,
        assistant_id: str,
        strategy: str,
        metadata: dict[str, Any],
        kwargs: dict[str, Any],
    ) -> RunRecord:
        run_id = str(uuid.uuid4())
        async with self.store.db.thread_lock(thread_key(tenant, thread_id)):
            active = await self.store.runs_with_status(ACTIVE, thread_id, tenant)
            if active and strategy == "reject":
                raise ThreadBusy(
                    f"thread {thread_id} is busy with run {active[0]['run_id']} "
                    f"({active[0]['status']}); retry when it ends, or send "
                    "multitask_strategy='enqueue' to queue this run"
                )
            if active and strategy == "interrupt":
                for r in active:
                    await self._queue().cancel(r)
            run = {
                "run_id": run_id,
                "thread_id": thread_id,
                "tenant": tenant,
                "assistant_id": assistant_id,
                "status": "pending",
                "metadata": metadata,
                "multitask_strategy": strategy,
                "kwargs": kwargs,
            }
            await self.store.create_run(run)
            self.seq[run_id] = 0
            await self.publish(run_id, "metadata", dumps({"run_id": run_id, "thread_id": thread_id, "attempt": 1}))
            await self.store.update_thread(thread_id, tenant, status="busy")
            try:
                await self._queue().submit(run)
            except Exception:  # never leave a run pending that nothing will execute
                await self.store.update_run(run_id, status="error", error="the run could not be queued")
                await self.publish(run_id, "end", "null")
                await self.store.update_thread(thread_id, tenant, status="idle")
                raise
        created = await self.store.get_run(run_id)
        assert created is not None
        return created

    async def settle_thread(self, tenant: str, thread_id: str, outcome: str) -> None:
        """Give the thread its outcome status before ``end`` goes out, unless more runs are queued."""
        async with self.store.db.thread_lock(thread_key(tenant, thread_id)):
            if not await self.store.runs_with_status(("pending",), thread_id, tenant):
                await self.store.update_thread(thread_id, tenant, status=outcome)

    # -- cancel / wait / delete --------------------------------------------------------------
    async def cancel(self, run: RunRecord, *, wait: bool = False) -> None:
        """Stop the run wherever it executes (or drop it from the queue)."""
        async with self.store.db.thread_lock(thread_key(run["tenant"], run["thread_id"])):
            await self._queue().cancel(run)
        if wait:
            await self.wait(run["run_id"], timeout=30)

    async def cancel_pending(self, run: RunRecord) -> bool:
        """Mark a run that has not started ``interrupted`` and end its stream; False if it had started."""
        if not await self.store.update_run(
            run["run_id"], status="interrupted", error="cancelled before it started", only_if=("pending",)
        ):
            return False
        await self.publish(run["run_id"], "end", "null")
        self.forget(run["run_id"])
        if not await self.store.runs_with_status(ACTIVE, run["thread_id"], run["tenant"]):
            await self.store.update_thread(run["thread_id"], run["tenant"], status="idle")
        return True

    def cancel_soon(self, run_id: str) -> None:
        """Cancel from a context that cannot await (a cancelled response); runs in its own task."""

        async def go() -> None:
            run = await self.store.get_run(run_id)
            if run and run["status"] in ACTIVE:
                await self.cancel(run)

        task = asyncio.create_task(go())
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    async def wait(self, run_id: str, timeout: float | None = None) -> RunRecord | None:
        """Block until the run is in a terminal state; returns its record."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while True:
            waiter = self.waiter(run_id)
            run = await self.store.get_run(run_id)
            if run is None or run["status"] in TERMINAL:
                return run
            remaining = 5.0 if deadline is None else min(5.0, deadline - loop.time())
            if remaining <= 0:
                return run
            try:
                await asyncio.wait_for(waiter.wait(), remaining)
            except TimeoutError:
                pass

    async def delete_thread(self, tenant: str, thread_id: str) -> None:
        """Everything of the thread goes: its checkpoints, stored texts and evidence (under the
        tenant-scoped key), then the thread, runs and events in one transaction. In that order, a
        failure half-way leaves a thread that can be deleted again, never state that a new
        thread of the same id would inherit."""
        for run in await self.store.runs_with_status(ACTIVE, thread_id, tenant):
            await self.cancel(run, wait=True)
        key = thread_key(tenant, thread_id)
        if self.checkpointer is not None:
            await self.checkpointer.adelete_thread(key)
        if self.evidence is not None:
            await asyncio.to_thread(self.evidence.delete, key)
        await self.store.delete_thread(thread_id, tenant)

    def drain_streams(self) -> None:
        """Shutdown is coming: wake every stream so it closes now (without ``end``)."""
        self.draining = True
        for ev in list(self.waiters.values()):
            ev.set()

    async def stop(self) -> None:
        """Shutdown: stop executing here without marking runs finished, so they resume."""
        if self.queue is not None:
            await self.queue.stop()
        if self.background:
            await asyncio.gather(*self.background, return_exceptions=True)
