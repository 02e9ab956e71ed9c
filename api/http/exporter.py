"""Exports rendered off the serving process: a bounded pool of worker processes with a deadline,
and a cache keyed by the report's hash.

Rendering a long report as PDF is seconds of CPU under the GIL. Run on the shared default thread
pool, eight tenants' exports starved every run of that pool; here they run in ``export_workers``
processes of their own (``spawn``: no inherited locks or threads), each export given
``export_timeout`` seconds, after which the pool is killed and started again (the only way to stop
a render that will not end). The same report exported again is served from a cache of at most
``export_cache_bytes``, so a client looping on one export costs one render.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import multiprocessing
import threading
from collections import OrderedDict
from multiprocessing.pool import Pool
from typing import Any

from open_research.evidence.export import render

__all__ = ["ExportTimeout", "Exporter"]


def _settle(fut: asyncio.Future, value: Any, exc: BaseException | None) -> None:
    if fut.done():
        return
    if exc is not None:
        fut.set_exception(exc)
    else:
        fut.set_result(value)


class ExportTimeout(RuntimeError):
    """The render did not finish within ``export_timeout`` seconds."""


def report_hash(fmt: str, markdown: str, report_json: dict[str, Any] | None) -> str:
    data = json.dumps([fmt, markdown, (report_json or {}).get("citations") or []], sort_keys=True, default=str)
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()


class Exporter:
    def __init__(self, workers: int, timeout: float, cache_bytes: int) -> None:
        self.workers, self.timeout, self.cache_bytes = workers, timeout, cache_bytes
        self._pool: Pool | None = None
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, str | bytes] = OrderedDict()
        self._cached = 0
        self._inflight: dict[asyncio.Future, tuple[Pool, asyncio.AbstractEventLoop]] = {}
        self.renders = 0  # how many renders reached a worker (tests and metrics read it)

    def _workers(self) -> Pool:
        with self._lock:
            if self._pool is None:
                self._pool = multiprocessing.get_context("spawn").Pool(self.workers)
            return self._pool

    def _restart(self, pool: Pool) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.terminate()
        for fut, (owner, loop) in list(self._inflight.items()):  # renders killed with it end now, not at their deadline
            if owner is pool:
                exc = ExportTimeout("the export was stopped with another that ran out of time; retry")
                loop.call_soon_threadsafe(_settle, fut, None, exc)

    async def render(self, fmt: str, markdown: str, report_json: dict[str, Any] | None) -> str | bytes:
        key = report_hash(fmt, markdown, report_json)
        if (hit := self._cache.get(key)) is not None:
            self._cache.move_to_end(key)
            return hit
        pool = await asyncio.to_thread(self._workers)  # starting workers takes a moment: not on the loop
        loop = asyncio.get_running_loop()
        done: asyncio.Future[str | bytes] = loop.create_future()

        def ok(value: Any) -> None:
            loop.call_soon_threadsafe(_settle, done, value, None)

        def failed(exc: BaseException) -> None:
            loop.call_soon_threadsafe(_settle, done, None, exc)

        self.renders += 1
        self._inflight[done] = (pool, loop)
        try:
            pool.apply_async(render, (fmt, markdown, report_json), callback=ok, error_callback=failed)
            body = await asyncio.wait_for(asyncio.shield(done), self.timeout)
        except TimeoutError:
            await asyncio.to_thread(self._restart, pool)
            raise ExportTimeout(f"the export did not finish within {self.timeout:g} s (export_timeout)") from None
        finally:
            self._inflight.pop(done, None)
        self._keep(key, body)
        return body

    def _keep(self, key: str, body: str | bytes) -> None:
        size = len(body)
        if size > self.cache_bytes // 4:  # one huge export does not evict everything else
            return
        self._cache[key] = body
        self._cached += size
        while self._cached > self.cache_bytes and self._cache:
            _, old = self._cache.popitem(last=False)
            self._cached -= len(old)

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.terminate()
