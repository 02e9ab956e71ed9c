"""``open-research worker``: a process that executes runs from the PostgreSQL queue, no HTTP.

Start any number of them beside any number of ``open-research serve --no-worker`` replicas. A
stop signal puts the runs it was executing back in the queue (another worker resumes them from
their last checkpoint); a killed worker's runs are taken over once its heartbeat is older than
``worker_stalled_seconds``.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from typing import Any

from api.runs.runtime import runtime
from api.storage.persistence import check_database_url, is_postgres, persistence_for
from open_research.config import Settings

log = logging.getLogger("open_research.api")


async def run_worker(settings: Settings, *, concurrency: int, run_defaults: Any = None) -> None:
    base = run_defaults or settings.run_defaults()
    async with (
        persistence_for(settings, concurrency) as p,
        runtime(settings, p, base, worker=True, concurrency=concurrency),
    ):
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        log.info("worker ready: executing up to %d run(s) at once", concurrency)
        await stop.wait()
        log.info("worker stopping: its runs go back to the queue")


def worker(settings: Settings, concurrency: int | None = None, *, run_defaults: Any = None) -> int:
    """Run until a stop signal; returns a process exit code (1 with a sentence on a config problem)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("procrastinate").setLevel(logging.WARNING)
    from open_research.observe.telemetry import configure_tracing

    configure_tracing()  # OpenTelemetry export when OTEL_EXPORTER_OTLP_ENDPOINT is set
    try:
        check_database_url(settings.database_url)
        if not is_postgres(settings.database_url):
            raise ValueError(
                "workers share runs through PostgreSQL: set database_url to a postgresql:// URL "
                "(with SQLite, 'open-research serve' executes runs itself)"
            )
    except ValueError as exc:
        print(f"open-research worker: {exc}", file=sys.stderr)
        return 1
    asyncio.run(
        run_worker(settings, concurrency=concurrency or settings.max_concurrent_runs, run_defaults=run_defaults)
    )
    return 0
