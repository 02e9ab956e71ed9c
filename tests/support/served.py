"""A real server process over the scripted world (``python -m tests.support.world``: the same
``run_app`` as ``open-research serve``), two tenants' keys, and a loopback listener that records
every connection, for the hostile-content and hostile-load tests."""

from __future__ import annotations

import os
import socketserver
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.support.net import free_port
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres

ROOT = Path(__file__).resolve().parents[2]


class Listener(socketserver.ThreadingTCPServer):
    """Records every connection (even one that never sends a byte) and answers 200 with a tiny body."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        self.hits: list[bytes] = []
        super().__init__(("127.0.0.1", 0), _Record)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Record(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        self.server.hits.append(b"connect")  # type: ignore[attr-defined]
        self.request.settimeout(2)
        try:
            self.server.hits.append(self.request.recv(4096))  # type: ignore[attr-defined]
            self.request.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
        except OSError:
            pass


@contextmanager
def listening() -> Iterator[Listener]:
    server = Listener()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def world_process(folder: Path, backend: str, **settings: object) -> Iterator[tuple[str, int]]:
    """The scripted world served by its own process; ``settings`` become ``OPEN_RESEARCH_*`` variables.
    Yields (base URL, pid)."""
    schema = dsn = None
    if backend == "postgres":
        require_postgres(pg_available())
        schema, dsn = pg_schema_dsn()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_")}
    env.update({f"OPEN_RESEARCH_{k.upper()}": str(v) for k, v in settings.items()})
    err = open(folder / "server.err", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.support.world", str(folder / "data"), str(port), dsn or ""],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=err,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            assert proc.poll() is None, (folder / "server.err").read_text()
            try:
                if httpx.get(url + "/ok", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.time() < deadline, "the server did not start"
            time.sleep(0.2)
        yield url, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        err.close()
        if schema:
            pg_drop(schema)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def children_rss_mb(pid: int) -> float:
    """RSS of the process and every descendant (export workers included)."""
    total = 0.0
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            total += rss_mb(p)
            kids = [k for t in Path(f"/proc/{p}/task").iterdir() for k in (t / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue
        todo += [int(k) for k in kids]
    return total
