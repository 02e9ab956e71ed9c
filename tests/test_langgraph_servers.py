"""One client body, two servers: ``langgraph dev`` on ``langgraph.json`` and ``open-research serve``.

A vague question leaves the thread ``interrupted`` with a real interrupt; ``command={"resume": ...}``
continues it to a report; the assistant's schemas list every request-settable research setting."""

from __future__ import annotations

import httpx
import pytest
from langgraph_sdk import get_client

from open_research.config import REQUEST_KEYS
from tests.fake_openai import FakeOpenAI
from tests.lg_servers import SCRIPTS, config_file, langgraph_cli, running

SERVERS = ["langgraph-dev", "open-research-serve"]


@pytest.fixture(scope="session")
def lg_cli(request):
    return langgraph_cli(request.config.cache.mkdir("langgraph-cli-inmem"))


@pytest.fixture(params=SERVERS)
def server(request, tmp_path, lg_cli):
    with FakeOpenAI(SCRIPTS) as base_url:
        config = config_file(tmp_path, base_url)
        with running(request.param, config, tmp_path, lg_cli) as url:
            yield url


async def _assistant(c) -> str:
    found = await c.assistants.search(graph_id="open-research")
    assert found, "no assistant for the graph open-research"
    return found[0]["assistant_id"]


async def test_clarification_interrupts_and_resumes(server):
    c = get_client(url=server)
    assistant = await _assistant(c)
    schemas = await c.assistants.get_schemas(assistant)
    settings = schemas["config_schema"]["properties"]
    assert REQUEST_KEYS <= set(settings)
    assert all(settings[k].get("description") for k in REQUEST_KEYS)
    assert settings["max_react_tool_calls"]["maximum"] == 20  # the operator's request ceiling
    assert set(schemas["context_schema"]["properties"]) == set(settings)

    thread = (await c.threads.create())["thread_id"]
    await c.runs.wait(thread, assistant, input={"messages": [{"role": "user", "content": "[clarify] opening hours?"}]})
    waiting = await c.threads.get(thread)
    assert waiting["status"] == "interrupted"
    state = await c.threads.get_state(thread)
    asked = [i["value"] for t in state["tasks"] for i in t["interrupts"]]
    assert len(asked) == 1 and asked[0]["question"] == "Which region do you mean?"
    assert [i["value"] for i in state["interrupts"]] == asked
    assert [i["value"] for found in waiting["interrupts"].values() for i in found] == asked

    done = await c.runs.wait(thread, assistant, command={"resume": "the north region"})
    assert done["final_report"].startswith("# Warehouse hours")
    assert [m["content"] for m in done["messages"][:3]] == ["[clarify] opening hours?", "Which region do you mean?",
                                                             "the north region"]
    after = await c.threads.get(thread)
    assert after["status"] == "idle" and not after["interrupts"]


async def test_a_request_cannot_set_operator_settings(server):
    """Deny by default on both servers: an operator-only key (a file path) never reaches a run."""
    c = get_client(url=server)
    assistant = await _assistant(c)
    thread = (await c.threads.create())["thread_id"]
    with pytest.raises(Exception) as refused:
        await c.runs.wait(thread, assistant, input={"messages": [{"role": "user", "content": "hours?"}]},
                          config={"configurable": {"local_index": "/etc/passwd"}})
    exc = refused.value
    # ours refuses the request itself (422); langgraph dev runs the factory, which refuses the run
    said = exc.response.text if isinstance(exc, httpx.HTTPStatusError) else str(exc)
    assert "local_index: operator-only setting" in said
    if isinstance(exc, httpx.HTTPStatusError):
        assert exc.response.status_code == 422
    else:
        assert [r["status"] for r in await c.runs.list(thread)] == ["error"]
