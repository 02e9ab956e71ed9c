"""Kill (SIGKILL) or stop (SIGTERM) the server while a run is in its researcher phase; a new
process on the same port resumes it, and a client following the run's stream re-attaches by itself.

The run must finish from its checkpoint: the clarify and brief models are not called again, the
researcher that had finished before the kill is not re-run, and its findings are in the report.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from langgraph_sdk import get_client

from tests.support.net import free_port
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres
from tests.support.world import QUESTION

ROOT = Path(__file__).resolve().parents[2]


def start(
    data_dir: Path, log: Path, dsn: str | None, delay_scale: str, port: int | None = None
) -> tuple[subprocess.Popen, str]:
    port = port or free_port()
    env = {**os.environ, "OR_TEST_CALL_LOG": str(log), "OR_TEST_DELAY_SCALE": delay_scale}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.support.world", str(data_dir), str(port), dsn or ""],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(log.with_suffix(".err"), "w"),
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        assert proc.poll() is None, log.with_suffix(".err").read_text()
        try:
            if httpx.get(url + "/ok", timeout=1).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("server did not start")


def calls(log: Path) -> list[tuple[str, str]]:
    """(role, first word of the topic) per model call the server process made."""
    if not log.exists():
        return []
    out = []
    for line in log.read_text().splitlines():
        role, topic = line.split("\t", 1)
        out.append((role, topic.strip("'\"").split(" ")[0]))
    return out


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def dsn(request):
    if request.param == "sqlite":
        yield None
        return
    require_postgres(pg_available())
    schema, url = pg_schema_dsn()
    yield url
    pg_drop(schema)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill", "term"])
async def test_stopped_server_resumes_the_run_from_its_checkpoint(tmp_path, dsn, sig):
    data = tmp_path / "data"
    log1, log2 = tmp_path / "first.log", tmp_path / "second.log"
    proc, url = start(data, log1, dsn, "1")
    try:
        c = get_client(url=url, api_key="key-acme")
        done = (await c.threads.create())["thread_id"]
        finished = await c.runs.wait(done, "open-research", input={"messages": [{"role": "user", "content": QUESTION}]})
        thread = (await c.threads.create())["thread_id"]
        run = await c.runs.create(
            thread,
            "open-research",
            stream_mode="custom",
            input={"messages": [{"role": "user", "content": f"[rounds] [slowbeta=30] {QUESTION}"}]},
        )
        # A client follows the run across the restart: the SDK re-attaches with Last-Event-ID.
        watched, beta_started = [], asyncio.Event()

        async def watch():
            async for part in c.runs.join_stream(thread, run["run_id"], stream_mode="custom"):
                watched.append(part)
                if (
                    part.event == "custom"
                    and part.data["event"] == "researcher_started"
                    and part.data["topic"].startswith("beta")
                ):
                    beta_started.set()

        watcher = asyncio.create_task(watch())
        await asyncio.wait_for(beta_started.wait(), 30)
        before = list(watched)
        await asyncio.sleep(0.3)  # let the checkpoint of the finished alpha round land
    finally:
        stop_at = time.monotonic()
        proc.send_signal(sig)
        proc.wait(timeout=20)
    if sig == signal.SIGTERM:  # open streams end at once instead of holding the shutdown for 10 s
        assert time.monotonic() - stop_at < 5
    first = calls(log1)
    assert ("researcher", "beta") in first, "killed while beta was being researched"
    assert ("compression", "alpha") in first[-6:] and "final_report" not in [r for r, _ in first[-6:]]

    proc, url = start(data, log2, dsn, "0", port=int(url.rsplit(":", 1)[1]))
    try:
        c = get_client(url=url, api_key="key-acme")
        await c.runs.join(thread, run["run_id"])
        got = await c.runs.get(thread, run["run_id"])
        assert got["status"] == "success"
        state = await c.threads.get_state(thread)
        report = state["values"]["final_report"]
        assert "Notes on alpha" in report and "Notes on beta" in report
        second = calls(log2)
        roles = [r for r, _ in second]
        assert "clarify" not in roles and "brief" not in roles, "resumed, not restarted"
        assert ("researcher", "alpha") not in second and ("compression", "alpha") not in second, (
            "the researcher that finished before the kill kept its findings and was not re-run"
        )
        assert ("researcher", "beta") in second
        assert roles.count("final_report") == 1

        events = [p async for p in c.runs.join_stream(thread, run["run_id"], stream_mode="custom")]
        await asyncio.wait_for(watcher, 60)
        assert [(p.id, p.event, p.data) for p in watched] == [(p.id, p.event, p.data) for p in events], (
            "the client that followed the run across the restart got every event exactly once"
        )
        ids = [int(p.id) for p in events if p.id]
        assert ids == sorted(set(ids))
        assert [p.event for p in events].count("metadata") == 1 and events[-1].event == "end"
        progress = [p.data.get("event") for p in events if p.event == "custom"]
        assert "run_resumed" in progress and progress.count("researcher_started") >= 2
        assert [(p.id, p.data) for p in events[: len(before)]] == [(p.id, p.data) for p in before], (
            "events sent before the kill are still in the log"
        )
        # What finished before the kill is still there.
        async with httpx.AsyncClient(base_url=url, headers={"x-api-key": "key-acme"}) as h:
            r = await h.get(f"/threads/{done}/report")
        assert r.status_code == 200 and r.text == finished["final_report"]
    finally:
        proc.terminate()
        proc.wait(timeout=20)
