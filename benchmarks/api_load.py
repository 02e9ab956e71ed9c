"""N concurrent research runs through the HTTP API of one server process.

The server runs in this process on 127.0.0.1 with the scripted "world" models of the API tests
(each researcher model call sleeps ``--latency`` seconds); N clients each create a thread and
stream one run with ``langgraph_sdk``. Progress events are stamped when a graph node emits them
(``progress.emit`` is wrapped here, in the benchmark only), so the client measures the time from
emission to receipt: store write + SSE + HTTP + parsing.

Prints runs per minute, p50/p95 emit-to-receive latency, the peak RSS of the process (server and
clients together) and the errors.

Run: python benchmarks/api_load.py --runs 10 [--latency 0.2] [--postgres] [--max-concurrent N]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langgraph_sdk import get_client  # noqa: E402

import open_research.progress as progress  # noqa: E402
from api.app import create_app  # noqa: E402
from tests.api_fixtures import (QUESTION, ServerThread, pg_available, pg_drop, pg_schema_dsn,  # noqa: E402
                                settings_for, world_defaults)

_emit = progress.emit


def stamped_emit(event: str, **data) -> None:
    _emit(event, emitted_at=time.time(), **data)


async def one_run(url: str, latency: float, lat: list[float]) -> tuple[float, str | None]:
    c = get_client(url=url, api_key="key-acme", timeout=600)
    started = time.perf_counter()
    try:
        thread = (await c.threads.create())["thread_id"]
        report = None
        async for part in c.runs.stream(thread, "open-research", stream_mode=["custom", "values"], input={
                "messages": [{"role": "user", "content": f"[slow={latency}] {QUESTION}"}]}):
            now = time.time()
            if part.event == "custom" and "emitted_at" in part.data:
                lat.append(now - part.data["emitted_at"])
            elif part.event == "values":
                report = part.data.get("final_report") or report
            elif part.event == "error":
                return time.perf_counter() - started, f"run error: {part.data}"
        if not report:
            return time.perf_counter() - started, "no report"
        return time.perf_counter() - started, None
    except Exception as exc:  # a failed client counts as an error, the benchmark goes on
        return time.perf_counter() - started, f"{type(exc).__name__}: {exc}"


async def load(url: str, runs: int, latency: float) -> dict:
    lat: list[float] = []
    t0 = time.perf_counter()
    results = await asyncio.gather(*(one_run(url, latency, lat) for _ in range(runs)))
    wall = time.perf_counter() - t0
    errors = [e for _, e in results if e]
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [0.0] * 99
    return {"wall": wall, "runs_per_min": (runs - len(errors)) / wall * 60, "events": len(lat),
            "p50_ms": q[49] * 1000, "p95_ms": q[94] * 1000, "errors": errors,
            "run_p50_s": statistics.median(d for d, _ in results)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--latency", type=float, default=0.2, help="seconds per researcher model call")
    ap.add_argument("--max-concurrent", type=int, default=None, help="server max_concurrent_runs (default: runs)")
    ap.add_argument("--postgres", action="store_true", help="state in the local PostgreSQL instead of SQLite")
    args = ap.parse_args()
    progress.emit = stamped_emit
    folder = Path(tempfile.mkdtemp(prefix="api-load-"))
    schema = dsn = None
    if args.postgres:
        if not pg_available():
            print("PostgreSQL is not running on 127.0.0.1:5432")
            return 1
        schema, dsn = pg_schema_dsn()
    try:
        settings = settings_for(folder / "data", dsn, max_concurrent_runs=args.max_concurrent or args.runs)
        app = create_app(settings, run_defaults=world_defaults(folder / "world"))
        with ServerThread(app) as url:
            r = asyncio.run(load(url, args.runs, args.latency))
    finally:
        if schema:
            pg_drop(schema)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    backend = "postgres" if args.postgres else "sqlite"
    print(f"api_load backend={backend} runs={args.runs} latency={args.latency}s "
          f"max_concurrent={args.max_concurrent or args.runs}")
    print(f"  wall {r['wall']:.1f}s  runs/min {r['runs_per_min']:.1f}  run p50 {r['run_p50_s']:.2f}s")
    print(f"  emit->client latency over {r['events']} progress events: p50 {r['p50_ms']:.1f} ms  "
          f"p95 {r['p95_ms']:.1f} ms")
    print(f"  peak RSS (server + clients, one process) {peak_mb:.0f} MB")
    print(f"  errors {len(r['errors'])}" + (f": {r['errors'][:3]}" if r["errors"] else ""))
    return 0 if not r["errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
