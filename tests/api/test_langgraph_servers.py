"""One client body, two servers: ``langgraph dev`` on ``langgraph.json`` and ``open-research serve``.

A vague question leaves the thread ``interrupted`` with a real interrupt; ``command={"resume": ...}``
continues it to a report; the assistant's schemas list every request-settable research setting."""

from __future__ import annotations

import httpx
import pytest
from langgraph_sdk import get_client

from open_research.config import REQUEST_KEYS
from tests.support.fake_openai import FakeOpenAI
from tests.support.lg_servers import SCRIPTS, config_file, langgraph_cli, running

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
    assert [m["content"] for m in done["messages"][:3]] == [
        "[clarify] opening hours?",
        "Which region do you mean?",
        "the north region",
    ]
    after = await c.threads.get(thread)
    assert after["status"] == "idle" and not after["interrupts"]


async def test_a_request_cannot_set_operator_settings(server):
    """Deny by default on both servers: an operator-only key (a file path) never reaches a run."""
    c = get_client(url=server)
    assistant = await _assistant(c)
    thread = (await c.threads.create())["thread_id"]
    with pytest.raises(Exception) as refused:
        await c.runs.wait(
            thread,
            assistant,
            input={"messages": [{"role": "user", "content": "hours?"}]},
            config={"configurable": {"local_index": "/etc/passwd"}},
        )
    exc = refused.value
    # ours refuses the request itself (422); langgraph dev runs the factory, which refuses the run
    said = exc.response.text if isinstance(exc, httpx.HTTPStatusError) else str(exc)
    assert "local_index: operator-only setting" in said
    if isinstance(exc, httpx.HTTPStatusError):
        assert exc.response.status_code == 422
    else:
        assert [r["status"] for r in await c.runs.list(thread)] == ["error"]


async def test_plan_approval_approve_edit_reject(server):
    """approve_plan: the run waits with the plan; approve, an edited plan, or feedback (plan again)."""
    c = get_client(url=server)
    assistant = await _assistant(c)
    ask = {"messages": [{"role": "user", "content": "When does the alpha warehouse open?"}]}
    config = {"configurable": {"approve_plan": True}}

    async def waiting_plan(thread: str) -> dict:
        state = await c.threads.get_state(thread)
        values = [i["value"] for t in state["tasks"] for i in t["interrupts"]]
        assert (await c.threads.get(thread))["status"] == "interrupted" and len(values) == 1, state
        assert values[0]["type"] == "plan_approval"
        return values[0]["plan"]

    approved = (await c.threads.create())["thread_id"]
    await c.runs.wait(approved, assistant, input=ask, config=config)
    plan = await waiting_plan(approved)
    assert [q["question"] for q in plan["sub_questions"]] == ["Brief: When does the alpha warehouse open?"]
    done = await c.runs.wait(approved, assistant, command={"resume": "approve"}, config=config)
    assert done["final_report"].startswith("# Warehouse hours") and done["plan"] == plan

    edited = (await c.threads.create())["thread_id"]
    await c.runs.wait(edited, assistant, input=ask, config=config)
    await waiting_plan(edited)
    mine = ["When does alpha open on Sundays?", "Who runs the alpha warehouse?"]
    done = await c.runs.wait(edited, assistant, command={"resume": {"sub_questions": mine}}, config=config)
    assert [q["question"] for q in done["plan"]["sub_questions"]] == mine and done["plan"]["by"] == "person"
    assert done["final_report"]

    rejected = (await c.threads.create())["thread_id"]
    await c.runs.wait(rejected, assistant, input=ask, config=config)
    await waiting_plan(rejected)
    await c.runs.wait(rejected, assistant, command={"resume": {"reject": "Also say when beta closes."}}, config=config)
    again = await waiting_plan(rejected)  # planned again with the feedback, and asked again
    assert [q["question"] for q in again["sub_questions"]] == [
        "Brief: When does the alpha warehouse open?",
        "Also say when beta closes.",
    ]
    done = await c.runs.wait(rejected, assistant, command={"resume": "approve"}, config=config)
    assert done["final_report"] and done["plan"]["sub_questions"] == again["sub_questions"]
