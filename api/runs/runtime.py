"""What executes runs in a process, by role and backend.

SQLite: this process executes its runs (``LocalQueue``), as the embedded service always did.
PostgreSQL: runs are jobs in the database queue (``JobQueue``); an API process executes them
only if it also runs a worker (``serve --with-worker``, the default), and a worker process
(``open-research worker``) executes without serving HTTP. Every PostgreSQL process listens for
event notifications so streams through any replica follow runs executing anywhere.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

from api.runs.executor import RunExecutor
from api.runs.local_queue import LocalQueue
from api.runs.manager import RunManager
from api.runs.schedules import Schedules
from api.storage.persistence import Persistence
from api.storage.retention import Pruner
from open_research.config import ResearchConfig, Settings
from open_research.graph.build import build_graph

log = logging.getLogger("open_research.api")


@asynccontextmanager
async def runtime(
    settings: Settings, p: Persistence, base: ResearchConfig, *, worker: bool, concurrency: int | None = None
) -> AsyncIterator[RunManager]:
    graph = build_graph(checkpointer=p.checkpointer)
    manager = RunManager(
        p.store, graph, base, settings=settings, evidence=p.evidence, checkpointer=p.checkpointer, texts=p.texts
    )
    executor = RunExecutor(manager, graph, checkpointer=p.checkpointer)
    schedules = Schedules(manager)
    manager.schedules = schedules  # the crons routes reach them through the manager
    concurrency = concurrency or settings.max_concurrent_runs
    if p.backend != "postgres":
        queue = LocalQueue(
            manager, executor, max_concurrent=concurrency, per_tenant=settings.max_concurrent_runs_per_tenant
        )
        manager.queue = queue
        await queue.recover()
        await schedules.setup()
        try:
            async with Pruner(p, settings).running(), schedules.ticking(settings.cron_tick_seconds):
                yield manager
        finally:
            await manager.stop()
            await executor.webhooks.drain()  # deliveries in flight finish (bounded) before the process ends
        return
    from api.runs.job_queue import JobQueue
    from api.storage.notify import EventListener

    async with AsyncExitStack() as stack:
        jobs = JobQueue(p.dsn or "", manager, executor, settings)
        await stack.enter_async_context(jobs.opened())
        manager.queue = jobs
        from api.storage.migrate import schema_lock

        async with schema_lock(p.dsn or ""):  # replicas start together: CREATE ... IF NOT EXISTS races
            await schedules.setup()
        await stack.enter_async_context(EventListener(p.dsn or "", manager.notify).running())
        if worker:
            schedules.register_periodic(jobs.app, settings.cron_tick_seconds)  # once per tick, across workers
            await stack.enter_async_context(jobs.working(concurrency))
            await stack.enter_async_context(Pruner(p, settings, jobs=jobs).running())
        else:
            log.info("this process serves the API only: runs wait in the queue for 'open-research worker' processes")
        try:
            yield manager
        finally:
            await manager.stop()
            await executor.webhooks.drain()  # deliveries in flight finish (bounded) before the process ends
