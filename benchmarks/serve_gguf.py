"""Serve a GGUF model with llama.cpp's own OpenAI-compatible HTTP server (``xllamacpp.Server``), for
benchmarks of the native (tool-calling) path with a real open model, offline.

    python benchmarks/serve_gguf.py /path/to/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf --port 8941

then point every role at it: ``model = "openai:qwen2.5-coder-1.5b-instruct"``,
``base_url = "http://127.0.0.1:8941/v1"`` and a ``max_tokens`` per role (an OpenAI-compatible provider
has no output cap by default, and an uncapped small model can generate for minutes). The shared
model README says how to assemble Qwen2.5-Coder-1.5B-Instruct Q4_K_M offline. In code::

    with serving(path, port=8941) as base_url:
        ...

Loopback only; one generation thread (two collapse under load on a 2-core machine).
"""

from __future__ import annotations

import argparse
import contextlib
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def params(path: Path, port: int, n_ctx: int = 16384, parallel: int = 2, threads: int = 1) -> Any:
    import xllamacpp

    p = xllamacpp.CommonParams()
    p.model.path = str(path)
    p.hostnames = ["127.0.0.1"]
    p.port = port
    p.n_ctx = n_ctx
    p.n_parallel = parallel
    p.use_jinja = True  # the GGUF's own chat template (it has a tools section)
    p.cpuparams.n_threads = threads
    p.cpuparams_batch.n_threads = max(threads, 2)
    return p


def wait_ready(base_url: str, timeout: float = 300.0) -> None:
    """Until ``/v1/models`` answers (the model loads first)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"{base_url}/models", timeout=5) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"the model server at {base_url} did not come up in {timeout:.0f} s")
        time.sleep(1.0)


@contextlib.contextmanager
def serving(path: str | Path, port: int = 8941, **kw: Any) -> Iterator[str]:
    """The model served on loopback while the block runs; yields the OpenAI base URL."""
    import xllamacpp

    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no GGUF file at {path}")
    server = xllamacpp.Server(params(path, port, **kw))
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        wait_ready(base_url)
        yield base_url
    finally:
        del server  # the server stops with its object


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("gguf", type=Path)
    ap.add_argument("--port", type=int, default=8941)
    ap.add_argument("--ctx", type=int, default=16384)
    ap.add_argument("--parallel", type=int, default=2)
    args = ap.parse_args(argv)
    with serving(args.gguf, args.port, n_ctx=args.ctx, parallel=args.parallel) as url:
        print(f"serving {args.gguf.name} at {url} (Ctrl-C stops it)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                time.sleep(3600)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
