"""Checkpoints without copies of page texts: long strings go to ``api.storage.texts`` once per thread.

A run that read 1.5 MB used to write tens of MB of checkpoints: each new version of the state's
channels and each task's pending writes repeated the texts. This wrapper stores checkpoints with
markers in place of long strings and puts the texts back on every read, so neither the graph
nor the checkpointer sees a difference. Deleting a thread deletes its texts.
"""

from __future__ import annotations

from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver, CheckpointTuple

from api.storage.texts import TextStore


class TextDedupSaver(BaseCheckpointSaver):
    def __init__(self, inner: BaseCheckpointSaver, texts: TextStore) -> None:
        super().__init__(serde=inner.serde)
        self.inner = inner
        self.texts = texts

    @property
    def config_specs(self) -> list:
        return self.inner.config_specs

    async def _restore(self, tup: CheckpointTuple | None) -> CheckpointTuple | None:
        if tup is None:
            return None
        thread = tup.config["configurable"]["thread_id"]
        values = await self.texts.get(thread, tup.checkpoint.get("channel_values") or {})
        writes = await self.texts.get(thread, list(tup.pending_writes)) if tup.pending_writes else tup.pending_writes
        return tup._replace(checkpoint={**tup.checkpoint, "channel_values": values}, pending_writes=writes)

    async def aput(self, config, checkpoint, metadata, new_versions):
        thread = config["configurable"]["thread_id"]
        values = await self.texts.put(thread, checkpoint.get("channel_values") or {})
        return await self.inner.aput(config, {**checkpoint, "channel_values": values}, metadata, new_versions)

    async def aput_writes(self, config, writes, task_id, task_path=""):
        thread = config["configurable"]["thread_id"]
        writes = [(channel, await self.texts.put(thread, value)) for channel, value in writes]
        return await self.inner.aput_writes(config, writes, task_id, task_path)

    async def aget_tuple(self, config):
        return await self._restore(await self.inner.aget_tuple(config))

    async def alist(self, config, *, filter=None, before=None, limit=None):
        async for tup in self.inner.alist(config, filter=filter, before=before, limit=limit):
            yield await self._restore(tup)

    async def adelete_thread(self, thread_id: str) -> None:
        await self.inner.adelete_thread(thread_id)
        await self.texts.delete(thread_id)

    def get_next_version(self, current, channel):
        return self.inner.get_next_version(current, channel)

    def __getattr__(self, name: str) -> Any:  # setup(), conn, pool ... of the wrapped saver
        return getattr(self.inner, name)
