"""Live events across processes: PostgreSQL LISTEN/NOTIFY.

Every stored event is announced on the ``or_events`` channel (payload: the run id) by the same
statement that stores it (``Store.append_event``). Each process keeps one listening connection
and wakes the streams and waits of that run at once; they read the events from the store, so a
lost notification costs latency (the stream's periodic check), never an event.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

log = logging.getLogger("open_research.api")

CHANNEL = "or_events"


class EventListener:
    def __init__(self, dsn: str, on_event: Callable[[str], None]) -> None:
        self.dsn = dsn
        self.on_event = on_event
        self.ready = asyncio.Event()
        self.backend_pid: int | None = None

    async def _listen(self) -> None:
        import psycopg

        delay = 0.5
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.dsn, autocommit=True, connect_timeout=5) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.backend_pid = conn.info.backend_pid
                    self.ready.set()
                    delay = 0.5
                    async for note in conn.notifies():
                        self.on_event(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database went away: reconnect, streams poll meanwhile
                self.ready.clear()
                log.warning("event listener lost its connection (%r); reconnecting", exc)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)

    @asynccontextmanager
    async def running(self) -> AsyncIterator[EventListener]:
        task = asyncio.create_task(self._listen(), name="event-listener")
        try:
            await asyncio.wait_for(self.ready.wait(), 15)
        except TimeoutError:
            log.warning("event listener not connected yet; streams fall back to polling")
        try:
            yield self
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
