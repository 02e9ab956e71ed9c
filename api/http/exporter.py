"""Exports rendered off the serving process: a bounded set of worker processes with a deadline,
and a cache keyed by the report's hash.

Rendering a long report as PDF is seconds of CPU (fpdf2: about 14 s for 45,000 characters on a
busy machine). Run on the shared default thread pool, eight tenants' exports starved every run of
that pool; here at most ``export_workers`` renders run at once, each in a process of its own
(``open_research.evidence.export_worker``: it loads only the renderer and runs at a lower CPU
priority), given ``export_timeout`` seconds, after which that process is killed (the only way to
stop a render) and the next export starts a fresh one. The same report exported again is served
from a cache of at most ``export_cache_bytes``, so a client looping on one export costs one render.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import pickle
import sys
from collections import OrderedDict
from typing import Any

from open_research.evidence.export import ExportUnavailable
from open_research.evidence.export_worker import HEADER, frame

__all__ = ["ExportFailed", "ExportTimeout", "Exporter"]

WORKER = [sys.executable, "-m", "open_research.evidence.export_worker"]


class ExportTimeout(RuntimeError):
    """The render did not finish within ``export_timeout`` seconds."""


class ExportFailed(RuntimeError):
    """The renderer failed on this report (its message says how)."""


def report_hash(fmt: str, markdown: str, report_json: dict[str, Any] | None) -> str:
    data = json.dumps([fmt, markdown, (report_json or {}).get("citations") or []], sort_keys=True, default=str)
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()


class Exporter:
    def __init__(self, workers: int, timeout: float, cache_bytes: int) -> None:
        self.workers, self.timeout, self.cache_bytes = workers, timeout, cache_bytes
        self._slots: asyncio.Semaphore | None = None
        self._idle: list[asyncio.subprocess.Process] = []
        self._all: set[asyncio.subprocess.Process] = set()
        self._cache: OrderedDict[str, str | bytes] = OrderedDict()
        self._cached = 0
        self._aliases: OrderedDict[str, str] = OrderedDict()  # (tenant, thread, version, format) -> hash
        self.renders = 0  # how many renders reached a worker

    def known(self, alias: str) -> str | bytes | None:
        """A cached export by the caller's name for it (a thread's version), without reading the report."""
        key = self._aliases.get(alias)
        return self._cache.get(key) if key is not None else None

    async def render(
        self, fmt: str, markdown: str, report_json: dict[str, Any] | None, alias: str | None = None
    ) -> str | bytes:
        key = report_hash(fmt, markdown, report_json)
        if alias is not None:
            self._aliases[alias] = key
            while len(self._aliases) > 10_000:
                self._aliases.popitem(last=False)
        if (hit := self._cache.get(key)) is not None:
            self._cache.move_to_end(key)
            return hit
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.workers)
        async with self._slots:
            if (hit := self._cache.get(key)) is not None:  # rendered while this one waited
                return hit
            body = await self._run((fmt, markdown, report_json))
        self._keep(key, body)
        return body

    async def _run(self, job: tuple) -> str | bytes:
        proc = self._idle.pop() if self._idle else await self._start()
        self.renders += 1
        try:
            answer = await asyncio.wait_for(self._ask(proc, job), self.timeout)
        except TimeoutError:
            self._kill(proc)
            raise ExportTimeout(f"the export did not finish within {self.timeout:g} s (export_timeout)") from None
        except BaseException:
            self._kill(proc)  # a cancelled request or a broken pipe: that process's state is unknown
            raise
        self._idle.append(proc)
        if answer[0] == "ok":
            return answer[1]
        if answer[1] == ExportUnavailable.__name__:
            raise ExportUnavailable(answer[2])
        raise ExportFailed(f"the export failed: {answer[2]}")

    async def _start(self) -> asyncio.subprocess.Process:
        proc = await asyncio.create_subprocess_exec(
            *WORKER, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=None
        )
        self._all.add(proc)
        return proc

    @staticmethod
    async def _ask(proc: asyncio.subprocess.Process, job: tuple) -> Any:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(frame(job))
        await proc.stdin.drain()
        (size,) = HEADER.unpack(await proc.stdout.readexactly(HEADER.size))
        return pickle.loads(await proc.stdout.readexactly(size))

    def _kill(self, proc: asyncio.subprocess.Process) -> None:
        self._all.discard(proc)
        with contextlib.suppress(ProcessLookupError):
            proc.kill()

    def _keep(self, key: str, body: str | bytes) -> None:
        size = len(body)
        if size > self.cache_bytes // 4:  # one huge export does not evict everything else
            return
        self._cache[key] = body
        self._cached += size
        while self._cached > self.cache_bytes and self._cache:
            _, old = self._cache.popitem(last=False)
            self._cached -= len(old)

    async def close(self) -> None:
        procs, self._all, self._idle = list(self._all), set(), []
        for proc in procs:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        for proc in procs:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(proc.wait(), 5)
