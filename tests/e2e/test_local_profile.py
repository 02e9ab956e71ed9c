"""The embedded model gets the local limits wherever it runs, not only inside the CLI: the README's
library snippet with default settings, and ``open-research worker`` (what compose.yaml runs) on a
config that sets no limits, both finish within the local profile with no context overflow."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from langgraph_sdk import get_client

import open_research
from open_research.config import LOCAL_PROFILE
from open_research.sources.index import DocumentIndex
from tests.support.net import free_port
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres

DEMO = Path(__file__).resolve().parents[2] / "examples" / "acme"
QUESTION = "What are the current opening hours of the Acme warehouse, and how did they change?"


def within_local_limits(report_json: dict) -> None:
    roles = report_json["usage"]["by_role"]
    # one research round with one researcher: one supervisor decision, at most its tool-call budget of turns
    assert roles["supervisor"]["calls"] <= LOCAL_PROFILE["max_researcher_iterations"], roles
    assert roles.get("researcher", {}).get("calls", 0) <= LOCAL_PROFILE["max_react_tool_calls"], roles
    assert not [g for g in report_json.get("gaps", []) if "context" in str(g).lower()], report_json.get("gaps")


@pytest.mark.slow
async def test_the_readme_library_snippet_runs_within_the_local_limits(tmp_path, model_cache):
    index = tmp_path / "acme.sqlite"
    DocumentIndex(index).update(DEMO)
    settings = open_research.Settings.load(local_index=str(index))  # as the README: no limits set
    started = time.monotonic()
    state = await open_research.run_research(QUESTION, settings=settings, allow_clarification=False)
    assert time.monotonic() - started < 180
    assert [c for c in state["report_json"]["citations"] if c["status"] == "supported"], state["final_report"]
    assert not state["errors"], state["errors"]
    within_local_limits(state["report_json"])


@pytest.mark.slow
@pytest.mark.postgres
def test_a_worker_on_the_embedded_default_runs_within_the_local_limits(tmp_path, model_cache):
    require_postgres(pg_available())
    schema, dsn = pg_schema_dsn()
    index = tmp_path / "acme.sqlite"
    DocumentIndex(index).update(DEMO)
    config = tmp_path / "service.toml"
    config.write_text(
        "\n".join(
            [  # the operator sets no limits and no model: the embedded default
                f"database_url = {json.dumps(dsn)}",
                "auth_disabled = true",
                'search_api = "local"',
                f"local_index = {json.dumps(str(index))}",
                f"data_dir = {json.dumps(str(model_cache))}",
                "max_refinement_rounds = 0",
                "worker_stalled_seconds = 120",
            ]
        )
        + "\n"
    )  # a loaded CI machine must not look like a dead worker
    port = free_port()
    exe = str(Path(sys.executable).with_name("open-research"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_")}
    logs = [open(tmp_path / f"{n}.log", "w") for n in ("api", "worker")]
    procs = [
        subprocess.Popen(
            [exe, "serve", "--config", str(config), "--port", str(port), "--no-with-worker"],
            env=env,
            stdout=logs[0],
            stderr=subprocess.STDOUT,
        ),
        subprocess.Popen(
            [exe, "worker", "--config", str(config), "--concurrency", "1"],
            env=env,
            stdout=logs[1],
            stderr=subprocess.STDOUT,
        ),
    ]
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert procs[0].poll() is None, (tmp_path / "api.log").read_text()[-3000:]
            try:
                if httpx.get(url + "/ok", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the API did not start"
            time.sleep(0.3)

        async def go() -> dict:
            client = get_client(url=url)
            thread = await client.threads.create()
            run = await client.runs.create(
                thread["thread_id"],
                "open-research",
                input={"messages": [{"role": "user", "content": QUESTION}]},
                config={"configurable": {"allow_clarification": False}},
            )
            done = await client.runs.join(thread["thread_id"], run["run_id"])
            status = (await client.runs.get(thread["thread_id"], run["run_id"]))["status"]
            assert status == "success", (status, str(done)[:2000], (tmp_path / "worker.log").read_text()[-3000:])
            return done

        import asyncio

        values = asyncio.run(asyncio.wait_for(go(), 300))
        within_local_limits(values["report_json"])
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        for f in logs:
            f.close()
        pg_drop(schema)
