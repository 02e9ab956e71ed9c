"""Runs as jobs in PostgreSQL (procrastinate): any number of workers, each run executed once.

One job per run. The job's lock is the tenant-scoped thread key, so runs of one thread execute
one at a time and in order across all workers; workers claim jobs with ``FOR UPDATE SKIP
LOCKED``. Workers send heartbeats; every worker also looks for jobs whose worker stopped beating
for ``worker_stalled_seconds`` (SIGKILL, lost host) and puts them back in the queue, where the
next worker resumes the run from its last checkpoint. A cancel marks a queued run
``interrupted`` or asks procrastinate to abort the job, which cancels the run's task on
whichever worker runs it. A run whose tenant is at ``max_concurrent_runs_per_tenant`` goes back
to the queue for a second, without holding a worker slot.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from api.runs.queue import RunRecord
from api.storage.dbfaults import is_storage_error
from api.storage.keys import thread_key
from api.storage.store import TERMINAL

if TYPE_CHECKING:
    from api.runs.executor import RunExecutor
    from api.runs.manager import RunManager
    from open_research.config import Settings

log = logging.getLogger("open_research.api")

TASK_NAME = "open_research.execute_run"


class TenantBusy(Exception):
    """The run's tenant is at its concurrency cap: try the job again shortly."""


class StorageRetry(Exception):
    """The run's own bookkeeping failed because the database was away: resume it once it is back."""


class JobQueue:
    """The ``RunQueue`` shared by every process on one PostgreSQL database."""

    def __init__(self, dsn: str, manager: RunManager, executor: RunExecutor, settings: Settings) -> None:
        import procrastinate

        self.manager = manager
        self.store = manager.store
        self.executor = executor
        self.settings = settings
        self.app = procrastinate.App(
            connector=procrastinate.PsycopgConnector(conninfo=dsn, min_size=1, max_size=8, timeout=settings.db_timeout)
        )
        retry = procrastinate.RetryStrategy(wait=1, retry_exceptions=[TenantBusy, StorageRetry, asyncio.CancelledError])  # type: ignore[list-item]
        self.task = self.app.task(name=TASK_NAME, pass_context=True, retry=retry)(self._job)
        self.worker_task: asyncio.Task | None = None

    @asynccontextmanager
    async def opened(self) -> AsyncIterator[JobQueue]:
        from api.storage.migrate import schema_lock

        async with self.app.open_async():
            async with schema_lock(self.settings.database_url):
                if not await self.app.job_manager.check_connection_async():
                    await self.app.schema_manager.apply_schema_async()
            yield self

    # -- API side ----------------------------------------------------------------------------
    async def submit(self, run: RunRecord) -> None:
        job_id = await self.task.configure(lock=thread_key(run["tenant"], run["thread_id"])).defer_async(
            run_id=run["run_id"]
        )
        await self.store.set_job(run["run_id"], job_id)

    async def cancel(self, run: RunRecord) -> None:
        """Called under the thread lock: drop a queued run, or abort it where it executes."""
        if await self.manager.cancel_pending(run):
            current = await self.store.get_run(run["run_id"])
            if current and current.get("job_id"):
                await self.app.job_manager.cancel_job_by_id_async(int(current["job_id"]))
            return
        current = await self.store.get_run(run["run_id"])
        if current and current["status"] == "running" and current.get("job_id"):
            await self.app.job_manager.cancel_job_by_id_async(int(current["job_id"]), abort=True)

    # -- worker side -------------------------------------------------------------------------
    async def _job(self, context: Any, run_id: str) -> None:
        from procrastinate.job_context import AbortReason

        run = await self.store.get_run(run_id)
        if run is None or run["status"] in TERMINAL:
            return  # cancelled while queued, or its thread was deleted
        verdict = await self.store.admit(run_id, run["tenant"], self.settings.max_concurrent_runs_per_tenant)
        if verdict == "busy":
            raise TenantBusy(run["tenant"])
        if verdict != "run":
            return
        try:
            await self.executor.execute(run, shutting_down=lambda: context.abort_reason() == AbortReason.SHUTDOWN)
        except Exception as exc:
            if is_storage_error(exc):
                log.error("run %s: storage failed while recording it (%r); it goes back to the queue", run_id, exc)
                raise StorageRetry(run_id) from exc
            raise

    @asynccontextmanager
    async def working(self, concurrency: int) -> AsyncIterator[None]:
        """Run a worker (and the stalled-job watch) in this process for the block's duration."""
        s = self.settings
        self.worker_task = asyncio.create_task(
            self.app.run_worker_async(
                concurrency=concurrency,
                install_signal_handlers=False,
                wait=True,
                update_heartbeat_interval=s.worker_heartbeat_seconds,
                stalled_worker_timeout=s.worker_stalled_seconds,
                fetch_job_polling_interval=2.0,
                abort_job_polling_interval=1.0,
                shutdown_graceful_timeout=0.5,
                listen_notify=True,
            ),
            name="procrastinate-worker",
        )
        watch = asyncio.create_task(self._recover_stalled(), name="stalled-jobs")
        try:
            yield
        finally:
            watch.cancel()
            self.worker_task.cancel()
            await asyncio.gather(watch, self.worker_task, return_exceptions=True)

    async def _recover_stalled(self) -> None:
        """Put the jobs of workers that stopped beating back in the queue (they resume elsewhere)."""
        every = max(1.0, self.settings.worker_heartbeat_seconds)
        while True:
            await asyncio.sleep(every)
            try:
                stalled = await self.app.job_manager.get_stalled_jobs(
                    task_name=TASK_NAME, seconds_since_heartbeat=self.settings.worker_stalled_seconds
                )
                for job in stalled:
                    try:
                        await self.app.job_manager.retry_job(job)
                        log.warning("run job %s of a stalled worker is back in the queue", job.id)
                    except Exception as exc:  # another worker took it back first
                        log.debug("job %s not retried: %r", job.id, exc)
            except Exception as exc:  # the database may be away; try again at the next beat
                log.warning("stalled-job check failed: %r", exc)

    async def prune(self, hours: float) -> None:
        """Forget finished jobs older than ``hours`` (``api.storage.retention`` calls this with the
        events' retention, so a run's job goes with its events)."""
        await self.app.job_manager.delete_old_jobs(
            nb_hours=max(1, int(hours)), include_failed=True, include_cancelled=True, include_aborted=True
        )

    async def stop(self) -> None:
        if self.worker_task is not None and not self.worker_task.done():
            self.worker_task.cancel()
            await asyncio.gather(self.worker_task, return_exceptions=True)
