"""A checkpointer wrapper that turns a lost checkpoint write into the run's failure.

LangGraph nodes (a researcher, say) may catch exceptions and carry on, so a checkpoint write
that failed because the database was away could end as a ``success`` run with lost findings and
the driver's message in the report. Every write goes through here: on a storage error the run's
registered callback is told (it stops the run as ``error``) before the error propagates.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver

from api.storage.dbfaults import is_storage_error

log = logging.getLogger("open_research.api")


class GuardedSaver(BaseCheckpointSaver):
    def __init__(self, inner: BaseCheckpointSaver) -> None:
        super().__init__(serde=inner.serde)
        self.inner = inner
        #: run_id -> called with the exception when that run's checkpoint write fails.
        self.on_fault: dict[str, Callable[[BaseException], None]] = {}

    @property
    def config_specs(self) -> list:
        return self.inner.config_specs

    def _fault(self, config: Any, exc: BaseException) -> None:
        if not is_storage_error(exc):
            return
        run_id = ((config or {}).get("configurable") or {}).get("run_id") or ((config or {}).get("metadata") or {}).get(
            "run_id"
        )
        log.error("checkpoint write failed for run %s: %r", run_id, exc)
        callback = self.on_fault.get(str(run_id))
        if callback is not None:
            callback(exc)

    async def aput(self, config, checkpoint, metadata, new_versions):
        try:
            return await self.inner.aput(config, checkpoint, metadata, new_versions)
        except BaseException as exc:
            self._fault(config, exc)
            raise

    async def aput_writes(self, config, writes, task_id, task_path=""):
        try:
            return await self.inner.aput_writes(config, writes, task_id, task_path)
        except BaseException as exc:
            self._fault(config, exc)
            raise

    async def aget_tuple(self, config):
        return await self.inner.aget_tuple(config)

    def alist(self, config, *, filter=None, before=None, limit=None):
        return self.inner.alist(config, filter=filter, before=before, limit=limit)

    async def adelete_thread(self, thread_id: str) -> None:
        await self.inner.adelete_thread(thread_id)

    def get_next_version(self, current, channel):
        return self.inner.get_next_version(current, channel)

    def __getattr__(self, name: str) -> Any:  # setup(), conn, pool ... of the wrapped saver
        return getattr(self.inner, name)
