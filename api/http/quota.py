"""Per-tenant slots for work that holds a server resource: exports, event streams, long requests.

A tenant over its limit of one kind is answered 429 with ``Retry-After`` while other tenants keep
their own slots; the process-wide connection cap (``max_connections``) stays the last resort.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from fastapi import HTTPException
from fastapi.responses import StreamingResponse

__all__ = ["HeldStream", "Quotas", "too_many"]


def too_many(what: str, limit: int, setting: str, retry_after: int = 2) -> HTTPException:
    """A 429 that says which limit and when to try again."""
    return HTTPException(
        429,
        f"too many {what} at once for this tenant (limit {limit}, {setting}); retry later",
        headers={"Retry-After": str(retry_after)},
    )


class Quotas:
    """Counts of what each tenant holds now, by kind; one per serving process (on the event loop)."""

    def __init__(self) -> None:
        self._held: Counter[tuple[str, str]] = Counter()

    def held(self, kind: str, tenant: str) -> int:
        return self._held[(kind, tenant)]

    @asynccontextmanager
    async def slot(self, kind: str, tenant: str, limit: int, setting: str, retry_after: int = 2) -> AsyncIterator[None]:
        key = (kind, tenant)
        if self._held[key] >= limit:
            raise too_many(kind, limit, setting, retry_after)
        self._held[key] += 1
        try:
            yield
        finally:
            self._held[key] -= 1
            if self._held[key] <= 0:
                del self._held[key]

    def take(self, kind: str, tenant: str, limit: int, setting: str, retry_after: int = 2) -> None:
        """Take a slot now (for a response that outlives the route: a stream); ``give`` returns it."""
        if self._held[(kind, tenant)] >= limit:
            raise too_many(kind, limit, setting, retry_after)
        self._held[(kind, tenant)] += 1

    def give(self, kind: str, tenant: str) -> None:
        key = (kind, tenant)
        self._held[key] -= 1
        if self._held[key] <= 0:
            del self._held[key]


class HeldStream(StreamingResponse):
    """A streaming response that returns its tenant's stream slot when it ends, however it ends
    (finished, cut by the client, drained at shutdown): the slot is given back by ``__call__``."""

    def __init__(self, content: Any, release: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self._release: Callable[[], None] | None = release

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            release, self._release = self._release, None
            if release is not None:
                release()
