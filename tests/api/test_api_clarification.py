"""The service's clarification loop when the code asks: the thread waits with the question, and the
options reach the client on the AI message and on the ``clarification_needed`` progress event."""

from __future__ import annotations

from pathlib import Path

import pytest
from langgraph_sdk import get_client

from api.app import create_app
from open_research.config import Settings
from open_research.sources.index import DocumentIndex
from tests.support.world import ServerThread, settings_for, world_models

HARBOUR = Path(__file__).resolve().parents[2] / "examples" / "harbour"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("api-clarify")
    index = folder / "harbour.sqlite"
    DocumentIndex(index, hybrid=False).update(HARBOUR)
    models = world_models()
    models["clarify"]["model"].native_tool_calling = False  # a small clarify model: the code decides
    defaults = (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {"models": models, "search_api": "local", "local_index": str(index), "max_researcher_iterations": 2}
        )
    )
    with ServerThread(create_app(settings_for(folder / "data"), run_defaults=defaults)) as url:
        yield url


async def test_thread_waits_with_the_question_and_its_options(server):
    c = get_client(url=server, api_key="key-acme")
    thread = (await c.threads.create())["thread_id"]
    events = []
    async for part in c.runs.stream(
        thread,
        "open-research",
        stream_mode=["custom"],
        input={"messages": [{"role": "user", "content": "What does it cost?"}]},
    ):
        if part.event == "custom" and isinstance(part.data, dict):
            events.append(part.data)
    asked = next(e for e in events if e.get("event") == "clarification_needed")
    assert len(asked["options"]) >= 2 and "Harbour ferry fares 2026" in asked["options"]
    assert (await c.threads.get(thread))["status"] == "interrupted"
    state = (await c.threads.get_state(thread))["values"]
    last = state["messages"][-1]
    assert last["type"] == "ai" and last["content"].startswith("Which do you mean:")
    assert last["additional_kwargs"]["clarification"]["options"] == asked["options"]

    done = await c.runs.wait(
        thread, "open-research", input={"messages": [{"role": "user", "content": "the ferry fare"}]}
    )
    assert done["final_report"] and "the ferry fare" in done["research_brief"]
    assert (await c.threads.get(thread))["status"] == "idle"
