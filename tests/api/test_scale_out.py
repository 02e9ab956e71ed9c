"""Scale-out with real processes on PostgreSQL: two API replicas and two workers, one database.

All four processes start at the same moment on a fresh database (concurrent schema creation).
Cancels, rejects and queued runs behave across replicas as on one process; 50 runs submitted
through both replicas all succeed after one worker is SIGKILLed mid-way, none executes twice
(the scripted models log every call per process and per run), and every run's events are
numbered without gaps or duplicates, the same through either replica.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.errors import ConflictError

from tests.support.net import free_port
from tests.support.postgres import PG_BASE, pg_available, require_postgres
from tests.support.world import QUESTION

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parents[2]
STALLED = 4.0


def ask(text: str) -> dict:
    return {"messages": [{"role": "user", "content": text}]}


class Cluster:
    def __init__(self, folder: Path, dsn: str) -> None:
        self.folder, self.dsn = folder, dsn
        self.procs: dict[str, subprocess.Popen] = {}
        self.urls: list[str] = []

    def _spawn(self, name: str, args: list[str]) -> None:
        env = {
            **os.environ,
            "OR_TEST_CALL_LOG": str(self.folder / f"{name}.log"),
            "OR_TEST_DELAY_SCALE": "1",
            "OPEN_RESEARCH_WORKER_HEARTBEAT_SECONDS": "1",
            "OPEN_RESEARCH_WORKER_STALLED_SECONDS": str(STALLED),
        }
        self.procs[name] = subprocess.Popen(
            [sys.executable, "-m", "tests.support.world", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=open(self.folder / f"{name}.err", "w"),
        )

    def start(self) -> None:
        ports = [free_port(), free_port()]
        data = self.folder / "data"
        for i, port in enumerate(ports):  # all four at once: the schema is created concurrently
            self._spawn(f"api{i}", [str(data / f"api{i}"), str(port), self.dsn, "--no-worker"])
        for i in range(2):
            self._spawn(f"worker{i}", ["worker", str(data / f"worker{i}"), self.dsn, "12"])
        self.urls = [f"http://127.0.0.1:{p}" for p in ports]
        deadline = time.time() + 90
        for name, url in zip(("api0", "api1"), self.urls, strict=True):
            while True:
                for n, proc in self.procs.items():
                    assert proc.poll() is None, f"{n} died: " + (self.folder / f"{n}.err").read_text()[-3000:]
                try:
                    if httpx.get(url + "/ok", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.time() < deadline, f"{name} did not start"
                time.sleep(0.2)

    def calls(self, name: str) -> list[tuple[str, str]]:
        path = self.folder / f"{name}.log"
        if not path.exists():
            return []
        return [tuple(line.split("\t", 1)) for line in path.read_text().splitlines()]  # type: ignore[misc]

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs.values():
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    require_postgres(pg_available())
    import psycopg

    name = "or_scale_" + uuid.uuid4().hex[:10]
    with psycopg.connect(PG_BASE, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    c = Cluster(tmp_path_factory.mktemp("scale"), PG_BASE.rsplit("/", 1)[0] + "/" + name)
    try:
        c.start()
        yield c
    finally:
        c.stop()
        with psycopg.connect(PG_BASE, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def tagged_calls(cluster: Cluster, workers: list[str]) -> dict[str, Counter]:
    """Per run tag: how many calls of each role the given workers made."""
    out: dict[str, Counter] = {}
    for w in workers:
        for role, topic in cluster.calls(w):
            m = re.search(r"\[tag=([\w-]+)\]", topic)
            if m:
                out.setdefault(m.group(1), Counter())[role] += 1
    return out


async def wait_status(c, thread, run_id, statuses, timeout=30.0):
    deadline = time.monotonic() + timeout
    while True:
        run = await c.runs.get(thread, run_id)
        if run["status"] in statuses:
            return run
        assert time.monotonic() < deadline, f"run stayed {run['status']}"
        await asyncio.sleep(0.05)


async def test_cancel_through_the_other_replica_stops_the_run(cluster):
    a, b = (get_client(url=u, api_key="key-acme") for u in cluster.urls)
    thread = (await a.threads.create())["thread_id"]
    run = await a.runs.create(thread, "open-research", input=ask(f"[slow=3] [tag=cancel] {QUESTION}"))
    await wait_status(b, thread, run["run_id"], ("running",))
    started = time.monotonic()
    await b.runs.cancel(thread, run["run_id"])
    done = await wait_status(a, thread, run["run_id"], ("interrupted",), timeout=10)
    assert time.monotonic() - started < 5, "the abort reached the worker executing the run"
    assert done["status"] == "interrupted"
    calls = tagged_calls(cluster, ["worker0", "worker1"]).get("cancel", Counter())
    await asyncio.sleep(3.5)
    assert tagged_calls(cluster, ["worker0", "worker1"]).get("cancel", Counter()) == calls, "nothing ran on after it"
    assert calls["final_report"] == 0


async def test_reject_and_enqueue_hold_across_replicas(cluster):
    a, b = (get_client(url=u, api_key="key-acme") for u in cluster.urls)
    thread = (await a.threads.create())["thread_id"]
    first = await a.runs.create(thread, "open-research", input=ask(f"[slow=0.5] [tag=first] {QUESTION}"))
    with pytest.raises(ConflictError):  # busy on the other replica's run
        await b.runs.create(thread, "open-research", input=ask("[tag=rejected] another question"))
    second = await b.runs.create(
        thread, "open-research", input=ask("[tag=queued] a follow-up question"), multitask_strategy="enqueue"
    )
    assert second["status"] == "pending"
    await b.runs.join(thread, first["run_id"])
    await a.runs.join(thread, second["run_id"])
    runs = {r["run_id"]: r for r in await b.runs.list(thread)}
    assert len(runs) == 2 and {r["status"] for r in runs.values()} == {"success"}
    humans = [m["content"] for m in (await a.threads.get_state(thread))["values"]["messages"] if m["type"] == "human"]
    assert humans[-1] == "[tag=queued] a follow-up question", "the queued run ran after the first"
    assert "rejected" not in tagged_calls(cluster, ["worker0", "worker1"])

    # interrupt across replicas: the running run is stopped, the new one runs
    slow = await a.runs.create(thread, "open-research", input=ask(f"[slow=3] [tag=slow] {QUESTION}"))
    await wait_status(a, thread, slow["run_id"], ("running",))
    fresh = await b.runs.create(thread, "open-research", input=ask("[tag=fresh] again"), multitask_strategy="interrupt")
    await b.runs.join(thread, fresh["run_id"])
    assert (await a.runs.get(thread, slow["run_id"]))["status"] == "interrupted"
    assert (await a.runs.get(thread, fresh["run_id"]))["status"] == "success"


async def test_fifty_runs_survive_a_killed_worker_each_executed_once(cluster):
    apis = [get_client(url=u, api_key=k, timeout=120) for u in cluster.urls for k in ("key-acme", "key-globex")]
    runs = []
    for i in range(50):
        c = apis[i % 4]
        thread = (await c.threads.create())["thread_id"]
        run = await c.runs.create(
            thread, "open-research", stream_mode=["custom"], input=ask(f"[slow=0.4] [tag=r{i}] {QUESTION}")
        )
        runs.append((i % 4, thread, run["run_id"]))
    # Kill one worker while it is executing runs.
    deadline = time.monotonic() + 60
    while not any(role == "researcher" for role, _ in cluster.calls("worker0")):
        assert time.monotonic() < deadline, "worker0 never executed a run"
        await asyncio.sleep(0.05)
    await asyncio.sleep(1.0)
    killed_at, killed_wall = time.monotonic(), time.time()
    cluster.procs["worker0"].send_signal(signal.SIGKILL)
    cluster.procs["worker0"].wait(timeout=10)
    touched = {t for t in tagged_calls(cluster, ["worker0"]) if re.fullmatch(r"r\d+", t)}
    assert touched, "the killed worker was executing runs"

    finals = await asyncio.gather(*(apis[k ^ 2].runs.join(t, r) for k, t, r in runs))
    took = time.monotonic() - killed_at
    statuses = [(await apis[k].runs.get(t, r))["status"] for k, t, r in runs]
    assert statuses == ["success"] * 50, Counter(statuses)
    assert all("Notes on alpha" in f["final_report"] and "Notes on beta" in f["final_report"] for f in finals)

    per_run = tagged_calls(cluster, ["worker0", "worker1"])
    untouched = [per_run[f"r{i}"] for i in range(50) if f"r{i}" not in touched]
    assert untouched and all(c == untouched[0] for c in untouched), "runs on one worker make the same calls"
    baseline = untouched[0]
    for tag in touched:
        c = per_run[tag]
        # At most the calls in flight at the kill repeat (two researchers run in parallel); a run
        # executed twice would repeat everything.
        assert all(c[role] >= n for role, n in baseline.items()), (tag, c, baseline)
        extra = c - baseline
        assert sum(extra.values()) <= 2, f"run {tag} repeated more than the calls in flight: {dict(extra)}"
    assert took < 60
    import psycopg

    with psycopg.connect(cluster.dsn) as conn:  # when each run of the dead worker started again
        restarts = conn.execute(
            "SELECT j.args->>'run_id', MIN(e.at) FROM procrastinate_events e JOIN procrastinate_jobs j "
            "ON j.id = e.job_id WHERE e.type = 'started' AND e.at > to_timestamp(%s) AND j.attempts > 0 "
            "GROUP BY 1",
            (killed_wall,),
        ).fetchall()
    touched_ids = {runs[int(t[1:])][2] for t in touched}
    taken_over = {r[0]: r[1].timestamp() - killed_wall for r in restarts if r[0] in touched_ids}
    print(f"takeover after SIGKILL: {len(taken_over)} run(s), slowest {max(taken_over.values(), default=0):.1f} s")
    assert taken_over, "runs of the killed worker were put back in the queue and started again"
    assert max(taken_over.values()) < STALLED + 8, f"takeover took {max(taken_over.values()):.1f} s"

    # Events: numbered 1..n without gaps or duplicates, the same through either replica.
    for k, thread, run_id in runs[:12]:
        seen = []
        for url in cluster.urls:
            async with httpx.AsyncClient(
                base_url=url, headers={"x-api-key": ("key-acme", "key-globex")[k % 2]}, timeout=30
            ) as h:  # replicas share 2 cores with workers and the suite
                r = await h.get(f"/threads/{thread}/runs/{run_id}/stream", params={"stream_mode": "custom"})
            seen.append([int(x) for x in re.findall(r"^id: (\d+)$", r.text, re.M)])
        assert seen[0] == seen[1], "both replicas replay the same events"
        assert seen[0] == sorted(set(seen[0])) and "event: end" in r.text
    with psycopg.connect(cluster.dsn) as conn:
        rows = conn.execute(
            "SELECT run_id, array_agg(seq ORDER BY seq), count(*) FILTER (WHERE event = 'end'),"
            " count(*) FILTER (WHERE event = 'metadata') FROM or_events GROUP BY run_id"
        ).fetchall()
    by_run = {r[0]: r for r in rows}
    for _, _, run_id in runs:
        _, seqs, ends, metas = by_run[run_id]
        assert seqs == list(range(1, len(seqs) + 1)), f"gap or duplicate in {run_id}: {seqs}"
        assert ends == 1 and metas == 1
