"""Shared pieces for the MCP tests: a small index, free ports, servers spawned as real processes."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from open_research.config.mcp import MCPServerConfig
from open_research.sources.index import DocumentIndex

REPO = Path(__file__).resolve().parents[3]
PY = sys.executable

#: The answer to the test question exists only in these documents.
DOCS = {
    "falcon.md": "# Project Falcon budget\n\nThe Falcon programme has an approved budget of 4.2 million euros "
    "for 2027, signed off by the CFO on 3 March.\n",
    "holidays.md": "# Holiday policy\n\nStaff get 27 days of paid leave per year; unused days expire in March.\n",
    "canteen.md": "# Canteen\n\nThe canteen on floor 2 serves lunch from 11:30 to 14:00.\n",
}


def build_index(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    path = tmp_path / "index.sqlite"
    DocumentIndex(path).update(docs)
    return path


def kb_stdio(index: Path, **extra) -> MCPServerConfig:
    """Our own index server, started by the client over stdio."""
    return MCPServerConfig(command=PY, args=["-m", "open_research.mcp.server", str(index)], cwd=str(REPO), **extra)


def flaky_stdio(mode: str = "stdio", **extra) -> MCPServerConfig:
    return MCPServerConfig(command=PY, args=["-m", "tests.support.mcp_servers.flaky", mode], cwd=str(REPO), **extra)


@contextlib.contextmanager
def spawn_http(args: list[str], port: int, env: dict | None = None, timeout: float = 30.0) -> Iterator[str]:
    """Start ``python ARGS`` and yield its MCP URL once the port accepts connections."""
    proc = subprocess.Popen(
        [PY, *args], cwd=REPO, env={**os.environ, **(env or {})}, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"server exited with {proc.returncode}: {proc.stderr.read().decode()[-2000:]}")
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
            if time.monotonic() > deadline:
                raise TimeoutError(f"server on port {port} did not start")
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
