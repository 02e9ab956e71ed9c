"""Runs executed inside this process (the embedded SQLite layout): one drainer per thread, a
bounded number of runs at once, and at most ``max_concurrent_runs_per_tenant`` per tenant.

A run waits for its tenant's slot *before* it takes one of the process's slots, so one tenant's
pile of slow runs holds at most its own cap and never the slots another tenant's run needs.
A run in progress when the process stops stays ``running``; ``recover()`` at the next start
resumes it from its last checkpoint.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from typing import TYPE_CHECKING

from api.runs.executor import RunExecutor
from api.runs.queue import RunRecord
from api.storage.keys import thread_key
from api.storage.store import ACTIVE

if TYPE_CHECKING:
    from api.runs.manager import RunManager

log = logging.getLogger("open_research.api")


class LocalQueue:
    """The ``RunQueue`` of a single process: asyncio tasks, no database queue."""

    def __init__(self, manager: RunManager, executor: RunExecutor, *, max_concurrent: int, per_tenant: int) -> None:
        self.manager = manager
        self.store = manager.store
        self.executor = executor
        self.slots = asyncio.Semaphore(max_concurrent)
        self.tenant_slots: dict[str, asyncio.Semaphore] = defaultdict(lambda: asyncio.Semaphore(per_tenant))
        self.tasks: dict[str, asyncio.Task] = {}
        self.drainers: dict[str, asyncio.Task] = {}
        self.stopping = False

    async def submit(self, run: RunRecord) -> None:
        self._kick(run["tenant"], run["thread_id"])

    def _kick(self, tenant: str, thread_id: str) -> None:
        """Start the thread's drainer unless one runs."""
        key = thread_key(tenant, thread_id)
        if key not in self.drainers and not self.stopping:
            self.drainers[key] = asyncio.create_task(self._drain(tenant, thread_id), name=f"drain-{key}")

    async def _drain(self, tenant: str, thread_id: str) -> None:
        key = thread_key(tenant, thread_id)
        while True:
            async with self.store.db.thread_lock(key):
                queued = await self.store.runs_with_status(ACTIVE, thread_id, tenant)
                if not queued or self.stopping:
                    self.drainers.pop(key, None)
                    return
                run = queued[0]
                task = asyncio.create_task(self._run(run), name=f"run-{run['run_id']}")
                self.tasks[run["run_id"]] = task
            try:
                await asyncio.wait([task])
            finally:
                self.tasks.pop(run["run_id"], None)
            if task.cancelled() and self.stopping:
                return
            if not task.cancelled() and task.exception() is not None:
                # Bookkeeping itself failed (e.g. the database went away): never spin on the same run.
                log.error("run %s could not be recorded: %r", run["run_id"], task.exception())
                try:
                    await self.store.update_run(run["run_id"], status="error", error="the service's storage failed")
                except Exception:
                    self.drainers.pop(key, None)
                    return

    async def _run(self, run: RunRecord) -> None:
        started = False
        try:
            async with self.tenant_slots[run["tenant"]]:
                async with self.slots:
                    started = True
                    await self.executor.execute(run, shutting_down=lambda: self.stopping)
        except asyncio.CancelledError:
            if started or self.stopping:
                raise
            await self.manager.cancel_pending(run)  # cancelled while it waited for a slot

    async def cancel(self, run: RunRecord) -> None:
        task = self.tasks.get(run["run_id"])
        if task is not None and not task.done():
            task.cancel()
            return
        await self.manager.cancel_pending(run)

    async def recover(self) -> int:
        """Pick up runs left ``pending``/``running`` by a previous process."""
        runs = await self.store.runs_with_status(ACTIVE)
        for tenant, thread_id in dict.fromkeys((r["tenant"], r["thread_id"]) for r in runs):
            self._kick(tenant, thread_id)
        if runs:
            log.warning("resuming %d run(s) left unfinished by the previous server process", len(runs))
        return len(runs)

    async def stop(self) -> None:
        self.stopping = True
        tasks = [*self.tasks.values(), *self.drainers.values()]
        for t in tasks:
            t.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=10)
