"""Following a run's stored events: the one tail loop under every stream the service sends.

The LangGraph SSE stream (``api.routes.streaming``) and the OpenAI progress (``api.openai.routes``)
both read a run's events from the store after a cursor and then wait for more, so a late or
re-attached reader sees exactly what it missed and then the live run. Written once so that a fix
(a finished run whose ``end`` was never stored ends at once) holds for both.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

from api.runs.manager import RunManager
from api.storage.store import TERMINAL

#: A quiet spell this long yields a heartbeat (``None``), so proxies keep the connection open.
HEARTBEAT_SECONDS = 15.0


@dataclass(frozen=True)
class StoredEvent:
    #: The event's per-run sequence number (the SSE ``id``); ``None`` for an ``end`` the run never stored.
    seq: int | None
    #: ``metadata``, ``end``, ``error`` or a stream mode, with ``|<namespace>`` inside a subgraph.
    event: str
    #: JSON text, as stored.
    data: str


#: What a finished run whose worker died before storing ``end`` ends with.
UNSTORED_END = StoredEvent(None, "end", "null")


async def tail(
    manager: RunManager, run_id: str, after: int = 0, *, heartbeat: float | None = None
) -> AsyncIterator[StoredEvent | None]:
    """The run's stored events after ``after``, then its new ones as they come, through ``end``.

    Yields ``None`` after ``heartbeat`` quiet seconds (default ``HEARTBEAT_SECONDS``). Ends after ``end``; at once with
    ``UNSTORED_END`` for a run found finished without one; without ``end`` when the run is gone or
    the manager drains for shutdown (``manager.draining`` tells the two apart).
    """
    quiet = HEARTBEAT_SECONDS if heartbeat is None else heartbeat
    cursor = after
    store = manager.store
    first_wait = True
    while not manager.draining:
        waiter = manager.waiter(run_id)  # taken before reading, so no event slips in between
        rows = await manager.events_after(run_id, cursor)
        for row in rows:
            cursor = row["seq"]
            yield StoredEvent(row["seq"], row["event"], row["data"])
            if row["event"] == "end":
                return
        if rows:
            continue
        if first_wait:  # a finished run whose "end" was never stored (its worker died): end now, not at a heartbeat
            first_wait = False
            run = await store.get_run(run_id)
            if run is not None and run["status"] in TERMINAL and not await store.events_after(run_id, cursor, 1):
                yield UNSTORED_END
                return
        try:
            await asyncio.wait_for(waiter.wait(), quiet)
        except TimeoutError:
            run = await store.get_run(run_id)
            if run is None:
                return
            if run["status"] in TERMINAL and not await store.events_after(run_id, cursor, 1):
                yield UNSTORED_END
                return
            yield None
