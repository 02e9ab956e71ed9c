"""Heavy extraction in a child process that is killed at its deadline.

A 23 KB PDF whose one content stream is shared by 40 pages, a zip bomb dressed as a DOCX or
pathological HTML can keep a parser busy for minutes or fill memory; in a thread of the service that
starves every other run, and a thread cannot be stopped. Here each heavy document is read in a
process forked from a small, clean fork server (``multiprocessing`` "forkserver": quick to start,
no inherited threads or locks), with its address space capped (``MEMORY_LIMIT_BYTES``) and killed
when ``seconds`` run out. ``run_bounded`` blocks its caller up to the deadline (the indexer's
thread); ``arun_bounded`` waits on the result pipe in the event loop, holding no thread at all.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from typing import Any

__all__ = ["EXTRACT_SECONDS", "MEMORY_LIMIT_BYTES", "WorkerFailed", "arun_bounded", "run_bounded"]

#: Default time for one document.
EXTRACT_SECONDS = 20.0
#: Address space a child may use (the interpreter and its libraries take about 300 MB of it).
MEMORY_LIMIT_BYTES = 1536 * 1024 * 1024
#: Children reading documents at once from the blocking entry (the indexer); more wait.
MAX_CHILDREN = 2

#: Imported once in the fork server, so a child starts reading at once (each costs ~0.5 s to import).
PRELOAD: tuple[str, ...] = (
    "open_research.sources.extract",
    "open_research.sources.office",
    "open_research.sources.pdf",
    "pypdf",
    "docx",
    "pptx",
    "openpyxl",
    "trafilatura",
    "open_research.sources.warm",
)

_ctx: Any = None
_ctx_lock = threading.Lock()
_slots = threading.BoundedSemaphore(MAX_CHILDREN)


class WorkerFailed(Exception):
    """The child ran out of time or memory, or died; the message says which."""


def _context() -> Any:
    global _ctx
    with _ctx_lock:
        if _ctx is None:
            method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
            ctx = multiprocessing.get_context(method)
            if method == "forkserver":
                ctx.set_forkserver_preload(list(PRELOAD))
            _ctx = ctx
        return _ctx


def _child(conn: Connection, memory: int, seconds: float, kind: str, data: bytes, kwargs: dict[str, Any]) -> None:
    """In the child: cap memory and time, read the document, send back ("ok", Extracted) or
    ("error", reason). The alarm ends the child by itself should its parent be gone."""
    with contextlib.suppress(ValueError, OSError, ImportError):
        import resource
        import signal

        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        signal.alarm(int(seconds) + 2)
    try:
        from open_research.sources.extract import Unreadable, read_document

        try:
            conn.send(("ok", read_document(kind, data, **kwargs)))
        except Unreadable as exc:
            conn.send(("unreadable", str(exc)))
        except MemoryError:
            conn.send(("error", f"needs more than {memory >> 20} MB of memory to read"))
        except Exception as exc:  # a parser bug costs this one document
            conn.send(("error", f"extraction failed ({type(exc).__name__})"))
    finally:
        conn.close()


def _start(kind: str, data: bytes, kwargs: dict[str, Any], memory: int, seconds: float) -> tuple[Any, Connection]:
    ctx = _context()
    recv, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(send, memory, seconds, kind, data, kwargs), daemon=True)
    proc.start()
    send.close()
    return proc, recv


def _finish(proc: Any, message: Any) -> Any:
    proc.join(timeout=5)
    if proc.is_alive():
        proc.kill()
        proc.join(timeout=5)
    status, value = message
    if status == "ok":
        return value
    from open_research.sources.extract import Unreadable

    raise Unreadable(value)


def _timed_out(proc: Any, seconds: float) -> WorkerFailed:
    proc.kill()
    proc.join(timeout=5)
    return WorkerFailed(f"took longer than {seconds:g} s to read; stopped")


def run_bounded(
    kind: str, data: bytes, *, seconds: float = EXTRACT_SECONDS, memory: int = MEMORY_LIMIT_BYTES, **kwargs: Any
) -> Any:
    """``read_document(kind, data, **kwargs)`` in a child process, stopped after ``seconds``.

    Raises ``Unreadable`` as the reader would, or ``WorkerFailed`` past the deadline or on a crash.
    """
    with _slots:
        proc, conn = _start(kind, data, kwargs, memory, seconds)
        try:
            if not conn.poll(seconds):
                raise _timed_out(proc, seconds)
            try:
                message = conn.recv()
            except (EOFError, OSError):
                proc.join(timeout=5)
                raise WorkerFailed(_died(proc, memory)) from None
        finally:
            conn.close()
        return _finish(proc, message)


async def arun_bounded(
    kind: str, data: bytes, *, seconds: float = EXTRACT_SECONDS, memory: int = MEMORY_LIMIT_BYTES, **kwargs: Any
) -> Any:
    """``run_bounded`` for the event loop: the result pipe is watched by the loop, no thread waits."""
    loop = asyncio.get_running_loop()
    # starting a child is quick once the fork server runs; starting that server takes seconds: not in the loop
    starting = asyncio.ensure_future(asyncio.to_thread(_start, kind, data, kwargs, memory, seconds))
    try:
        proc, conn = await asyncio.shield(starting)
    except asyncio.CancelledError:  # cancelled while the child starts: stop it once it has
        starting.add_done_callback(_stop_started)
        raise
    ready = loop.create_future()
    fd = conn.fileno()

    def on_ready() -> None:
        if not ready.done():
            ready.set_result(None)

    loop.add_reader(fd, on_ready)
    try:
        try:
            await asyncio.wait_for(ready, seconds)
        except TimeoutError:
            raise await asyncio.to_thread(_timed_out, proc, seconds) from None
        except asyncio.CancelledError:
            _stop(proc)
            raise
        finally:
            loop.remove_reader(fd)
        try:
            message = conn.recv()  # the child sends once and exits: ready means all of it is coming
        except (EOFError, OSError):
            proc.join(timeout=5)
            raise WorkerFailed(_died(proc, memory)) from None
    finally:
        conn.close()
    return await asyncio.to_thread(_finish, proc, message)


def _stop(proc: Any) -> None:
    """Kill a child and reap it off the loop."""
    with contextlib.suppress(Exception):
        proc.kill()
    threading.Thread(target=proc.join, args=(5,), daemon=True).start()


def _stop_started(started: asyncio.Future) -> None:
    if started.cancelled() or started.exception() is not None:
        return
    proc, conn = started.result()
    conn.close()
    _stop(proc)


def _died(proc: Any, memory: int) -> str:
    code = proc.exitcode
    if code is not None and code < 0:
        return f"the reader was stopped by signal {-code} (over {memory >> 20} MB of memory?)"
    return f"the reader exited without an answer (exit code {code})"


def children_alive() -> int:
    """Live reader processes (for tests: none is left behind)."""
    return sum(1 for p in multiprocessing.active_children() if p.pid != os.getpid())
