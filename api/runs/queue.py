"""The seam between the run front (``RunManager``) and whatever executes runs.

Two schedulers fit it: ``api.runs.local_queue.LocalQueue`` executes runs in this process (SQLite),
``api.runs.job_queue.JobQueue`` hands them to workers through PostgreSQL. The manager decides
*whether* a run may start (thread lock, multitask strategy); the queue decides *where and when*.
A Protocol rather than a base class: the two share no code, only these calls.
"""

from __future__ import annotations

from typing import Any, Protocol

#: A run's record as the store returns it (``run_id``, ``thread_id``, ``tenant``, ``status``, ``kwargs``...).
RunRecord = dict[str, Any]


class RunQueue(Protocol):
    async def submit(self, run: RunRecord) -> None:
        """Schedule a run just created ``pending`` (called under its thread's lock)."""

    async def cancel(self, run: RunRecord) -> None:
        """Drop the run if it has not started, else stop it wherever it executes (under the thread lock)."""

    async def stop(self) -> None:
        """Shutdown: stop executing here and leave unfinished runs to resume at the next start."""
