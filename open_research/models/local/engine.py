"""The embedded llama.cpp engine (xllamacpp): a GGUF file loaded once per process and shared.

Concurrency: `xllamacpp.Server.handle_chat_completions` releases the GIL and goes
through the same route handlers llama.cpp's HTTP server runs from its thread
pool; requests are queued into the server's slots (continuous batching), so one
shared server is called from many threads without a Python lock.
"""

from __future__ import annotations

import os
import secrets
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from open_research.models.local.files import (
    LocalModelError,
    check_gguf_file,
)

DEFAULT_MAX_TOKENS = 2048
# A fixed seed makes the embedded default reproducible run to run (a caller may pass its own).
ANTI_LOOP_SAMPLING = {
    "dry_multiplier": 0.8,
    "dry_base": 1.75,
    "dry_allowed_length": 3,
    "repeat_penalty": 1.1,
    "repeat_last_n": 128,
    "seed": 7,
}
PARALLEL_SLOTS = 2
THREADS_ENV = "OPEN_RESEARCH_LOCAL_THREADS"
WORKER_THREADS = 16  # calls beyond the server's slots wait inside llama.cpp's queue
_PASSTHROUGH = (
    "grammar",
    "json_schema",
    "seed",
    "top_k",
    "top_p",
    "min_p",
    "repeat_penalty",
    "presence_penalty",
    "frequency_penalty",
)


@dataclass
class _Engine:
    server: Any
    path: Path
    n_ctx: int
    load_seconds: float
    pid: int
    threads: int


_engines: dict[Path, _Engine] = {}
_engines_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None


def _worker_pool() -> ThreadPoolExecutor:
    """Own threads for blocking model calls, so long generations never starve asyncio's default pool."""
    global _executor
    with _engines_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=WORKER_THREADS, thread_name_prefix="local-llm")
        return _executor


def default_threads() -> int:
    """Half the CPUs (at least one), or $OPEN_RESEARCH_LOCAL_THREADS.

    llama.cpp's threads wait for each other every token; when another process
    holds a core, using every core collapsed generation here from ~100 to ~6
    tokens/s on 2 cores, while one thread kept ~70 (benchmarks/local_model.py).
    """
    configured = os.environ.get(THREADS_ENV, "").strip()
    if configured.isdigit() and int(configured) > 0:
        return int(configured)
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 2
    return max(1, cpus // 2)


def load_engine(path: Path, n_ctx: int) -> _Engine:
    """Load `path` once per process; later callers share the same llama.cpp server."""
    with _engines_lock:
        engine = _engines.get(path)
        if engine is not None and engine.pid == os.getpid():
            return engine
        check_gguf_file(path)
        try:
            import xllamacpp  # heavy native import, only when a local model is really used
        except ImportError as exc:
            raise LocalModelError(
                f"The local model needs the xllamacpp package, which failed to import: {exc}."
            ) from exc

        params = xllamacpp.CommonParams()
        params.model.path = str(path)
        params.n_ctx = n_ctx
        params.n_parallel = PARALLEL_SLOTS
        params.kv_unified = True  # every slot may use the whole context
        params.verbosity = 0
        threads = default_threads()
        params.cpuparams.n_threads = params.cpuparams_batch.n_threads = threads
        params.ui = False
        # The embedded server also listens on a random loopback port; a random key
        # keeps other local processes from using it. In-process calls skip the check.
        params.api_keys = [secrets.token_urlsafe(24)]
        started = time.perf_counter()
        try:
            server = xllamacpp.Server(params)
        except RuntimeError as exc:
            raise LocalModelError(
                f"llama.cpp could not load {path} (n_ctx={n_ctx}): the file may be damaged, "
                f"of an unsupported architecture, or too large for this machine's memory."
            ) from exc
        engine = _Engine(server, path, n_ctx, time.perf_counter() - started, os.getpid(), threads)
        _engines[path] = engine
        return engine
