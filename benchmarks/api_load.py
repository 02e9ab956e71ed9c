"""N concurrent research runs through the HTTP API of one server process.

The server runs in this process on 127.0.0.1 with the scripted "world" models of the API tests
(each researcher model call sleeps ``--latency`` seconds); N clients each create a thread and
stream one run with ``langgraph_sdk``. Progress events are stamped when a graph node emits them
(``progress.emit`` is wrapped here, in the benchmark only), so the client measures the time from
emission to receipt: store write + SSE + HTTP + parsing.

Prints runs per minute, p50/p95 emit-to-receive latency, the peak RSS of the process (server and
clients together) and the errors.

``--workers N`` (PostgreSQL): the server in this process only serves the API, and N separate
``worker`` processes execute the runs (progress events are stamped there; same clock). With
``--postgres`` it also prints the bytes the service stored (all its tables, after minus before)
per byte of text the runs read (the evidence ledger's texts); ``--doc-kb`` sizes the documents.

Run: python benchmarks/api_load.py --runs 10 [--latency 0.2] [--postgres [--workers 2]] [--doc-kb 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langgraph_sdk import get_client  # noqa: E402

import open_research.observe.progress as progress  # noqa: E402
import tests.support.world as world  # noqa: E402
from api.app import create_app  # noqa: E402
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults

_emit = progress.emit


def stamped_emit(event: str, **data) -> None:
    _emit(event, emitted_at=time.time(), **data)


async def one_run(url: str, latency: float, lat: list[float]) -> tuple[float, str | None, str | None]:
    c = get_client(url=url, api_key="key-acme", timeout=600)
    started = time.perf_counter()
    thread = None
    try:
        thread = (await c.threads.create())["thread_id"]
        report = None
        async for part in c.runs.stream(
            thread,
            "open-research",
            stream_mode=["custom", "values"],
            input={"messages": [{"role": "user", "content": f"[slow={latency}] {QUESTION}"}]},
        ):
            now = time.time()
            if part.event == "custom" and "emitted_at" in part.data:
                lat.append(now - part.data["emitted_at"])
            elif part.event == "values":
                report = part.data.get("final_report") or report
            elif part.event == "error":
                return time.perf_counter() - started, f"run error: {part.data}", thread
        if not report:
            return time.perf_counter() - started, "no report", thread
        return time.perf_counter() - started, None, thread
    except Exception as exc:  # a failed client counts as an error, the benchmark goes on
        return time.perf_counter() - started, f"{type(exc).__name__}: {exc}", thread


async def load(url: str, runs: int, latency: float) -> dict:
    lat: list[float] = []
    t0 = time.perf_counter()
    results = await asyncio.gather(*(one_run(url, latency, lat) for _ in range(runs)))
    wall = time.perf_counter() - t0
    errors = [e for _, e, _ in results if e]
    read = 0
    c = get_client(url=url, api_key="key-acme", timeout=60)
    for _, _, thread in results:
        if thread:
            ev = await c.http.get(f"/threads/{thread}/evidence")
            read += sum(len((s.get("text") or "").encode()) for s in ev["sources"])
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [0.0] * 99
    return {
        "wall": wall,
        "runs_per_min": (runs - len(errors)) / wall * 60,
        "events": len(lat),
        "p50_ms": q[49] * 1000,
        "p95_ms": q[94] * 1000,
        "errors": errors,
        "read": read,
        "run_p50_s": statistics.median(d for d, _, _ in results),
    }


def table_bytes(dsn: str) -> dict[str, int]:
    """Bytes per table of the schema the DSN selects (indexes and TOAST included)."""
    import psycopg

    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c "
            "WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace"
        ).fetchall()
    return {name: int(size) for name, size in rows}


def wait_for_workers(dsn: str, n: int, timeout: float = 180) -> None:
    import psycopg

    deadline = time.time() + timeout
    while time.time() < deadline:
        with psycopg.connect(dsn) as conn:
            if (
                conn.execute("SELECT to_regclass('procrastinate_workers')").fetchone()[0]
                and conn.execute("SELECT count(*) FROM procrastinate_workers").fetchone()[0] >= n
            ):
                return
        time.sleep(0.2)
    raise RuntimeError(f"{n} worker(s) did not start within {timeout:.0f} s")


def big_docs(kb: int) -> None:
    """Documents of about ``kb`` KB of varied words each (text that does not compress away), so the
    text read dominates fixed per-run overhead as it does with real web pages."""
    import random

    if kb <= 0:
        return
    rng = random.Random(7)
    vocab = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(3, 10))) for _ in range(5000)]
    for name, text in list(world.DOCS.items()):
        words: list[str] = []
        while sum(len(w) + 1 for w in words) < kb * 1024:
            words.append(rng.choice(vocab))
        world.DOCS[name] = text + "\n\n" + " ".join(words) + "."


def as_worker(dsn: str, folder: str, concurrency: int, kb: int) -> int:
    """A worker process for --workers: stamps progress events like the in-process server does."""
    from api.runs.worker import worker

    progress.emit = stamped_emit
    big_docs(kb)
    return worker(
        settings_for(Path(folder) / "data", dsn), concurrency, run_defaults=world_defaults(Path(folder) / "world")
    )


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--as-worker":
        return as_worker(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--latency", type=float, default=0.2, help="seconds per researcher model call")
    ap.add_argument("--max-concurrent", type=int, default=None, help="server max_concurrent_runs (default: runs)")
    ap.add_argument("--postgres", action="store_true", help="state in the local PostgreSQL instead of SQLite")
    ap.add_argument("--workers", type=int, default=0, help="PostgreSQL: N worker processes execute the runs")
    ap.add_argument("--doc-kb", type=int, default=0, help="pad each searched document to about this many KB")
    args = ap.parse_args()
    progress.emit = stamped_emit
    big_docs(args.doc_kb)
    workers: list[subprocess.Popen] = []
    folder = Path(tempfile.mkdtemp(prefix="api-load-"))
    schema = dsn = None
    if args.postgres:
        if not pg_available():
            print("PostgreSQL is not running on 127.0.0.1:5432")
            return 1
        schema, dsn = pg_schema_dsn()
    concurrency = args.max_concurrent or args.runs
    stored = 0
    growth: dict[str, int] = {}
    try:
        extra = {"with_worker": False} if args.workers and dsn else {}
        settings = settings_for(
            folder / "data", dsn, max_concurrent_runs=concurrency, max_concurrent_runs_per_tenant=concurrency, **extra
        )
        app = create_app(settings, run_defaults=world_defaults(folder / "world"))
        with ServerThread(app) as url:
            before = table_bytes(dsn) if dsn else {}
            if extra:
                env = {**os.environ, "OPEN_RESEARCH_MAX_CONCURRENT_RUNS_PER_TENANT": str(concurrency)}
                workers = [
                    subprocess.Popen(
                        [
                            sys.executable,
                            __file__,
                            "--as-worker",
                            dsn,
                            str(folder / f"w{i}"),
                            str(max(1, concurrency // args.workers)),
                            str(args.doc_kb),
                        ],
                        env=env,
                    )
                    for i in range(args.workers)
                ]
                wait_for_workers(dsn, args.workers)  # start-up is not part of the measured window
            r = asyncio.run(load(url, args.runs, args.latency))
            after = table_bytes(dsn) if dsn else {}
            growth = {t: after[t] - before.get(t, 0) for t in after}
            stored = sum(growth.values())
    finally:
        for w in workers:
            w.terminate()
            w.wait(timeout=30)
        if schema:
            pg_drop(schema)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    backend = "postgres" if args.postgres else "sqlite"
    print(
        f"api_load backend={backend} runs={args.runs} latency={args.latency}s "
        f"max_concurrent={concurrency} workers={args.workers or 'in-process'} doc_kb={args.doc_kb}"
    )
    print(f"  wall {r['wall']:.1f}s  runs/min {r['runs_per_min']:.1f}  run p50 {r['run_p50_s']:.2f}s")
    print(
        f"  emit->client latency over {r['events']} progress events: p50 {r['p50_ms']:.1f} ms  p95 {r['p95_ms']:.1f} ms"
    )
    print(f"  peak RSS (server + clients, one process) {peak_mb:.0f} MB")
    if dsn:
        print(
            f"  stored {stored / 1e6:.2f} MB for {r['read'] / 1e6:.3f} MB of text read: "
            f"{stored / max(1, r['read']):.1f} bytes stored per byte read"
        )
        top = sorted(growth.items(), key=lambda kv: -kv[1])[:5]
        print("  largest: " + ", ".join(f"{t} {b / 1e6:.2f} MB" for t, b in top))
    print(f"  errors {len(r['errors'])}" + (f": {r['errors'][:3]}" if r["errors"] else ""))
    return 0 if not r["errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
