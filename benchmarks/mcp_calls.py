"""What loading MCP tools once per run buys: call latency with one shared session vs a session per call.

The anchor reloads MCP tools on every researcher turn; langchain-mcp-adapters' ``client.get_tools()``
tools also open a fresh session (for stdio: a fresh server process) on every call. We connect once per
run and reuse the session. This script serves the Acme demo corpus with ``open-research mcp`` and prints:
connection time (stdio, HTTP), and search-call latency through our wrapped tools vs per-call sessions.

    python benchmarks/mcp_calls.py [--calls 30]
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from open_research.config.mcp import MCPServerConfig  # noqa: E402
from open_research.mcp.client import open_mcp_tools  # noqa: E402
from open_research.sources.index import DocumentIndex  # noqa: E402

ACME = REPO / "examples" / "acme"
QUERIES = ["opening hours", "holiday policy", "pallet weight limit", "warehouse safety", "returns process"]


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return f"median {statistics.median(values) * 1000:7.1f} ms   p95 {p95 * 1000:7.1f} ms"


async def _shared(conf: MCPServerConfig, n: int) -> tuple[float, list[float]]:
    t0 = time.perf_counter()
    async with open_mcp_tools({"kb": conf}, call_timeout=60) as tools:
        connect = time.perf_counter() - t0
        search = next(t for t in tools if t.name == "search")
        lat = []
        for i in range(n):
            t = time.perf_counter()
            msg = await search.ainvoke(
                {"type": "tool_call", "id": f"c{i}", "name": "search", "args": {"query": QUERIES[i % len(QUERIES)]}}
            )
            assert not str(msg.content).startswith("ERROR"), msg.content
            lat.append(time.perf_counter() - t)
    return connect, lat


async def _per_call(connection: dict, n: int) -> list[float]:
    from langchain_mcp_adapters.client import MultiServerMCPClient

    tools = await MultiServerMCPClient({"kb": connection}).get_tools()
    search = next(t for t in tools if t.name == "search")
    lat = []
    for i in range(n):
        t = time.perf_counter()
        await search.ainvoke(
            {"type": "tool_call", "id": f"c{i}", "name": "search", "args": {"query": QUERIES[i % len(QUERIES)]}}
        )
        lat.append(time.perf_counter() - t)
    return lat


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        index = Path(tmp) / "acme.sqlite"
        summary = DocumentIndex(index).update(ACME)
        print(f"corpus: {summary.total_documents} Acme documents, {summary.total_chunks} chunks; {n} search calls each")
        args = ["-m", "open_research.cli", "mcp", "--index", str(index)]
        stdio = MCPServerConfig(command=sys.executable, args=args, cwd=str(REPO))
        connect, lat = await _shared(stdio, n)
        print(f"stdio, one session per run   connect {connect:5.2f} s   call {_ms(lat)}")
        per = await _per_call(
            {"transport": "stdio", "command": sys.executable, "args": args, "cwd": str(REPO)}, max(3, n // 5)
        )
        print(f"stdio, new session per call                    call {_ms(per)}")

        port = _free_port()
        proc = subprocess.Popen(
            [sys.executable, *args, "--transport", "http", "--port", str(port)],
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            for _ in range(300):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)
            url = f"http://127.0.0.1:{port}/mcp"
            connect, lat = await _shared(MCPServerConfig(url=url), n)
            print(f"HTTP, one session per run    connect {connect:5.2f} s   call {_ms(lat)}")
            per = await _per_call({"transport": "http", "url": url}, n)
            print(f"HTTP, new session per call                     call {_ms(per)}")
        finally:
            proc.terminate()
            proc.wait(timeout=10)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=30)
    asyncio.run(main(parser.parse_args().calls))
