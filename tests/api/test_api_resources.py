"""The run executor opens per-run resources (``open_research.runs.resources.run_resources``)
around each run, with the caller's identity and the run's effective config, and closes them."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from langgraph_sdk import get_client

import api.runs.executor
from api.app import create_app
from open_research.config import EXTRA_TOOLS_KEY
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults


def test_run_resources_wrap_each_run_with_identity_and_config(tmp_path, monkeypatch):
    seen = []

    @asynccontextmanager
    async def fake_resources(cfg, identity, settings=None):
        assert settings is not None and settings.api_keys, "the process settings reach run_resources"
        seen.append(("open", identity["tenant"], cfg.max_react_tool_calls))
        try:
            yield {EXTRA_TOOLS_KEY: []}
        finally:
            seen.append(("close", identity["tenant"], cfg.max_react_tool_calls))

    monkeypatch.setattr(api.runs.executor, "run_resources", fake_resources)
    app = create_app(settings_for(tmp_path / "data"), run_defaults=world_defaults(tmp_path / "world"))
    with ServerThread(app) as url:

        async def go():
            c = get_client(url=url, api_key="key-globex")
            thread = (await c.threads.create())["thread_id"]
            out = await c.runs.wait(
                thread,
                "open-research",
                config={"configurable": {"max_react_tool_calls": 2}},
                input={"messages": [{"role": "user", "content": QUESTION}]},
            )
            assert "Notes on alpha" in out["final_report"]

        asyncio.run(go())
    assert seen == [("open", "globex", 2), ("close", "globex", 2)]
