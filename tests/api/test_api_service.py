"""The HTTP service against a real uvicorn server on 127.0.0.1, driven by ``langgraph_sdk``.

The same tests run on SQLite and on the local PostgreSQL (one schema per session, dropped after).
"""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.errors import AuthenticationError, ConflictError, NotFoundError

from tests.support.world import QUESTION, served_world

A, B = "key-acme", "key-globex"


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    with served_world(tmp_path_factory.mktemp(f"api-{request.param}"), request.param) as url:
        yield url


def client(url, key=A):
    return get_client(url=url, api_key=key)


def ask(text=QUESTION):
    return {"messages": [{"role": "user", "content": text}]}


async def wait_status(c, thread_id, run_id, statuses, timeout=20.0):
    deadline = time.monotonic() + timeout
    while True:
        run = await c.runs.get(thread_id, run_id)
        if run["status"] in statuses:
            return run
        assert time.monotonic() < deadline, f"run stayed {run['status']}"
        await asyncio.sleep(0.05)


async def test_stream_shows_progress_and_ends_with_the_report(server):
    c = client(server)
    thread = await c.threads.create(metadata={"project": "hours"})
    parts = [
        p
        async for p in c.runs.stream(
            thread["thread_id"], "open-research", input=ask(), stream_mode=["values", "custom", "messages-tuple"]
        )
    ]
    events = [p.event for p in parts]
    assert events[0] == "metadata" and events[-1] == "end"
    assert "messages" in events and "error" not in events
    progress = [p.data["event"] for p in parts if p.event == "custom"]
    finished = [p.data["node"] for p in parts if p.event == "custom" and p.data["event"] == "node_finished"]
    # The scripted findings cite no source, so the evaluator sends the plan back once (one refinement round).
    assert finished == [
        "clarify_with_user",
        "write_research_brief",
        "plan_research",
        "research_supervisor",
        "evaluate_research",
        "research_supervisor",
        "evaluate_research",
        "final_report_generation",
    ]
    for expected in (
        "node_started",
        "brief_written",
        "plan_written",
        "researcher_started",
        "search",
        "sources",
        "researcher_finished",
        "evaluation",
        "refinement_started",
        "usage",
        "report_written",
    ):
        assert expected in progress, f"no {expected} progress event in {progress}"
    searches = [p.data["query"] for p in parts if p.event == "custom" and p.data["event"] == "search"]
    # Round 1 researches alpha and beta; the refinement round researches the open sub-question (the
    # plan's one, the brief) even though the scripted supervisor says ResearchComplete there.
    assert sorted(searches) == ["Brief: warehouse", "alpha warehouse", "beta warehouse"]
    ids = [int(p.id) for p in parts if p.id]
    assert ids == sorted(set(ids)), "event ids must increase"
    final = [p.data for p in parts if p.event == "values"][-1]
    assert "Notes on alpha" in final["final_report"] and "Notes on beta" in final["final_report"]

    t = await c.threads.get(thread["thread_id"])
    assert t["status"] == "idle" and t["metadata"] == {"project": "hours"}
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        md = await h.get(f"/threads/{thread['thread_id']}/report")
        assert md.status_code == 200 and md.headers["content-type"].startswith("text/markdown")
        assert md.text == final["final_report"]
        js = (await h.get(f"/threads/{thread['thread_id']}/report", params={"format": "json"})).json()
    assert js["report"] == final["final_report"] and js["brief"].startswith("Brief: How did")
    assert js["usage"]["calls"] > 0 and js["usage"]["by_role"]["final_report"]["calls"] == 1  # via the graph
    assert js["plan"]["sub_questions"] and [e["round"] for e in js["evaluations"]] == [0, 1]
    # What the run used is in its metadata too, the same totals as the report's.
    run = (await c.runs.list(thread["thread_id"]))[0]
    assert run["metadata"]["usage"]["total_tokens"] == js["usage"]["total_tokens"] > 0
    assert run["metadata"]["usage"]["by_role"]["final_report"]["calls"] == 1
    assert {s["title"] for s in js["sources"]} == {"Alpha warehouse", "Beta warehouse"}
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        ledger = (await h.get(f"/threads/{thread['thread_id']}/evidence")).json()["sources"]
    assert {r["title"] for r in ledger} >= {"Alpha warehouse", "Beta warehouse"}
    assert all(r["text"] and r["content_hash"] and r["fetched_at"] for r in ledger)  # what was read, kept
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": B}) as other:
        assert (await other.get(f"/threads/{thread['thread_id']}/evidence")).status_code == 404
    runs = await c.runs.list(thread["thread_id"])
    assert [r["status"] for r in runs] == ["success"]
    state = await c.threads.get_state(thread["thread_id"])
    assert state["values"]["final_report"] == final["final_report"] and state["next"] == []
    history = await c.threads.get_history(thread["thread_id"], limit=3)
    assert len(history) == 3 and history[0]["checkpoint"]["checkpoint_id"] == state["checkpoint"]["checkpoint_id"]
    assert any(a["assistant_id"] == "open-research" for a in await c.assistants.search())


async def test_clarification_loop_over_two_runs(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    first = await c.runs.wait(thread, "open-research", input=ask(f"[clarify] {QUESTION}"))
    assert first["messages"][-1]["content"] == "Which region do you mean?"
    assert not first.get("final_report")
    t = await c.threads.get(thread)
    assert t["status"] == "interrupted", "a thread waiting for the user's answer says so"
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        r = await h.get(f"/threads/{thread}/report")
    assert r.status_code == 409 and "Which region do you mean?" in r.json()["detail"]

    second = await c.runs.wait(thread, "open-research", input=ask("Europe, please."))
    assert "Notes on alpha" in second["final_report"]
    assert "[clarify]" in second["research_brief"] and "Europe, please." in second["research_brief"]
    assert (await c.threads.get(thread))["status"] == "idle"
    assert len(await c.runs.list(thread)) == 2

    # Per run, clarification can be switched off: the same question goes straight to research.
    other = (await c.threads.create())["thread_id"]
    direct = await c.runs.wait(
        other,
        "open-research",
        input=ask(f"[clarify] {QUESTION}"),
        config={"configurable": {"allow_clarification": False}},
    )
    assert "Notes on alpha" in direct["final_report"]
    assert not any(m["content"] == "Which region do you mean?" for m in direct["messages"])


async def test_reattach_with_last_event_id_loses_and_repeats_nothing(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    seen, run_id = [], None
    stream = c.runs.stream(
        thread, "open-research", input=ask(f"[slow=0.15] {QUESTION}"), stream_mode=["custom", "updates"]
    )
    async for part in stream:
        if part.event == "metadata":
            run_id = part.data["run_id"]
        seen.append((part.id, part.event, part.data))
        if len(seen) == 4:
            break  # the client drops the connection mid-run
    await stream.aclose()
    resumed = [
        (p.id, p.event, p.data)
        async for p in c.runs.join_stream(thread, run_id, last_event_id=seen[-1][0], stream_mode=["custom", "updates"])
    ]
    full = [
        (p.id, p.event, p.data) async for p in c.runs.join_stream(thread, run_id, stream_mode=["custom", "updates"])
    ]
    assert resumed and resumed[-1][1] == "end"
    assert seen + resumed == full, "dropped + re-attached must equal the whole stream, each event once"
    assert (await c.runs.get(thread, run_id))["status"] == "success"


async def test_cancel_stops_a_run_promptly(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    run = await c.runs.create(thread, "open-research", input=ask(f"[slow=5] {QUESTION}"), stream_mode="custom")
    events = []
    async for part in c.runs.join_stream(thread, run["run_id"], stream_mode="custom"):
        events.append(part)
        if part.event == "custom" and part.data["event"] == "researcher_started":
            break
    started = time.monotonic()
    await c.runs.cancel(thread, run["run_id"], wait=True)
    assert time.monotonic() - started < 3, "cancel must not wait for the slow model call"
    got = await c.runs.get(thread, run["run_id"])
    assert got["status"] == "interrupted"
    assert (await c.threads.get(thread))["status"] == "idle"
    tail = [p.event async for p in c.runs.join_stream(thread, run["run_id"], last_event_id=events[-1].id)]
    assert tail[-1] == "end" and "report_written" not in str(tail)


async def test_second_run_rejected_or_enqueued(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    first = await c.runs.create(thread, "open-research", input=ask(f"[slow=0.3] {QUESTION}"))
    with pytest.raises(ConflictError) as err:
        await c.runs.create(thread, "open-research", input=ask("another question"))
    assert "busy" in str(err.value)
    second = await c.runs.create(
        thread, "open-research", input=ask("a follow-up question"), multitask_strategy="enqueue"
    )
    assert second["status"] == "pending"
    await c.runs.join(thread, first["run_id"])
    assert (await c.runs.get(thread, first["run_id"]))["status"] == "success"
    await c.runs.join(thread, second["run_id"])
    runs = {r["run_id"]: r for r in await c.runs.list(thread)}
    assert len(runs) == 2, "the rejected run was never recorded"
    assert runs[second["run_id"]]["status"] == "success"
    assert runs[second["run_id"]]["updated_at"] > runs[first["run_id"]]["updated_at"]
    state = await c.threads.get_state(thread)
    humans = [m["content"] for m in state["values"]["messages"] if m["type"] == "human"]
    assert humans[-1] == "a follow-up question", "the queued run ran after the first, on the same thread"


async def test_auth_and_tenant_isolation(server):
    a, b = client(server, A), client(server, B)
    thread = (await a.threads.create(metadata={"owner": "acme"}))["thread_id"]
    run = await a.runs.create(thread, "open-research", input=ask())
    with pytest.raises(NotFoundError):
        await b.threads.get(thread)
    with pytest.raises(NotFoundError):
        await b.runs.get(thread, run["run_id"])
    with pytest.raises(NotFoundError):
        await b.runs.create(thread, "open-research", input=ask())
    with pytest.raises(NotFoundError):
        await b.threads.delete(thread)
    assert thread not in [t["thread_id"] for t in await b.threads.search(limit=100)]
    assert thread in [t["thread_id"] for t in await a.threads.search(metadata={"owner": "acme"}, limit=100)]
    async with httpx.AsyncClient(base_url=server) as h:
        assert (await h.post("/threads/search", json={})).status_code == 401
        assert (await h.get(f"/threads/{thread}", headers={"x-api-key": "wrong"})).status_code == 401
        ok = await h.get(f"/threads/{thread}", headers={"Authorization": f"Bearer {A}"})
        assert ok.status_code == 200 and ok.json()["thread_id"] == thread
        assert (await h.get("/ok")).status_code == 200
    with pytest.raises(AuthenticationError):
        await client(server, "nope").threads.create()
    await a.runs.join(thread, run["run_id"])


async def test_bad_input_is_a_4xx_naming_the_problem_and_starts_nothing(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    url = f"/threads/{thread}/runs"
    good = {"assistant_id": "open-research", "input": ask()}
    cases = [
        (b"{not json", 400, "malformed JSON"),
        ({**good, "colour": "blue"}, 422, "colour: unknown field"),
        ({**good, "stream_mode": 5}, 422, "stream_mode"),
        ({**good, "input": {"messages": "hello"}}, 422, "input.messages"),
        ({**good, "input": {"messages": [{"role": "user", "content": "x" * 60_000}]}}, 413, "max_message_chars"),
        ({**good, "config": {"configurable": {"max_reserchers": 3}}}, 422, "max_reserchers"),
        (
            {**good, "config": {"configurable": {"max_concurrent_research_units": "many"}}},
            422,
            "max_concurrent_research_units",
        ),
        ({**good, "config": {"configurable": {"open_research_base": {}}}}, 422, "open_research_base"),
        ({"assistant_id": "open-research"}, 422, "input.messages is required"),
        ({**good, "assistant_id": "other"}, 404, "assistant"),
        ({**good, "interrupt_before": ["supervisor"]}, 422, "interrupt_before"),
        (b"[1, 2]", 422, "JSON object"),
        (b"[" * 100_000, 400, "malformed JSON"),
        (b'{"input": {"messages": [{"role": "user", "content": "\\ud800"}]}}', 422, "not valid Unicode"),
        ({**good, "input": {"messages": [{"role": "robot", "content": "hi"}]}}, 422, "input.messages.0.role"),
        (b"x" * 1_100_000, 413, "max_request_bytes"),
    ]
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        for body, status, words in cases:
            kw = (
                {"content": body, "headers": {"content-type": "application/json"}}
                if isinstance(body, bytes)
                else {"json": body}
            )
            r = await h.post(url, **kw)
            assert r.status_code == status, (body if isinstance(body, dict) else body[:40], r.text)
            assert words in r.json()["detail"], r.json()
        r = await h.post("/threads", json={"thread_id": "bad id with spaces"})
        assert r.status_code == 422 and "thread_id" in r.json()["detail"]
        r = await h.get(f"/threads/{thread}/runs", params={"limit": "lots"})
        assert r.status_code == 422 and "limit" in r.json()["detail"]
        r = await h.get("/threads/no-such-thread/report")
        assert r.status_code == 404
    assert await c.runs.list(thread) == [], "no run may start from rejected input"
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        r = await h.post("/threads/bad%20id/runs", json={**good, "if_not_exists": "create"})
        assert r.status_code == 422 and "thread_id" in r.json()["detail"]
    new = f"made-on-demand-{time.time_ns()}"
    run = await c.runs.create(new, "open-research", input=ask(), if_not_exists="create")
    await c.runs.join(new, run["run_id"])
    assert (await c.threads.get(new))["status"] == "idle"


async def test_a_failed_run_is_reported_as_an_error(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    parts = [
        p async for p in c.runs.stream(thread, "open-research", input=ask(f"[fail] {QUESTION}"), stream_mode="custom")
    ]
    errors = [p.data for p in parts if p.event == "error"]
    assert errors and "report could not be written" in errors[0]["message"]
    assert parts[-1].event == "end"
    runs = await c.runs.list(thread)
    assert runs[0]["status"] == "error"
    assert (await c.threads.get(thread))["status"] == "error"
    async with httpx.AsyncClient(base_url=server, headers={"x-api-key": A}) as h:
        r = await h.get(f"/threads/{thread}/report")
    assert r.status_code == 404 and "failed" in r.json()["detail"]


async def test_closing_a_stream_with_on_disconnect_cancel_cancels_the_run(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    stream = c.runs.stream(
        thread, "open-research", input=ask(f"[slow=5] {QUESTION}"), stream_mode="custom", on_disconnect="cancel"
    )
    run_id = None
    async for part in stream:
        if part.event == "metadata":
            run_id = part.data["run_id"]
        if part.event == "custom" and part.data["event"] == "researcher_started":
            break
    await stream.aclose()
    run = await wait_status(c, thread, run_id, ("interrupted",), timeout=5)
    assert run["status"] == "interrupted"


async def test_subgraph_event_names_and_messages_mode(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    parts = [
        p
        async for p in c.runs.stream(
            thread, "open-research", input=ask(), stream_mode=["updates", "messages"], stream_subgraphs=True
        )
    ]
    names = {p.event for p in parts}
    assert "updates" in names and "messages/complete" in names
    nested = [n for n in names if n.startswith("updates|research_supervisor:")]
    assert nested, names
    report = [p.data[0]["content"] for p in parts if p.event == "messages/complete" and p.data[0]["type"] == "ai"]
    assert any("Notes on alpha" in r for r in report)
    # Without subgraphs only root events are sent, except progress (custom) from any depth.
    plain = [
        p
        async for p in c.runs.join_stream(
            thread, parts[0].data["run_id"], stream_mode=["updates", "custom"], params={"stream_subgraphs": "false"}
        )
    ]
    assert not any("|" in p.event for p in plain)
    assert any(p.event == "custom" and p.data["event"] == "researcher_started" for p in plain)


async def test_interrupt_strategy_and_deleting_a_busy_thread(server):
    c = client(server)
    thread = (await c.threads.create())["thread_id"]
    slow = await c.runs.create(thread, "open-research", input=ask(f"[slow=5] {QUESTION}"))
    await wait_status(c, thread, slow["run_id"], ("running",))
    fresh = await c.runs.create(thread, "open-research", input=ask(), multitask_strategy="interrupt")
    await c.runs.join(thread, fresh["run_id"])
    assert (await c.runs.get(thread, slow["run_id"]))["status"] == "interrupted"
    assert (await c.runs.get(thread, fresh["run_id"]))["status"] == "success"

    busy = await c.runs.create(thread, "open-research", input=ask(f"[slow=5] {QUESTION}"))
    await wait_status(c, thread, busy["run_id"], ("running",))
    started = time.monotonic()
    await c.threads.delete(thread)
    assert time.monotonic() - started < 3
    with pytest.raises(NotFoundError):
        await c.threads.get(thread)
    with pytest.raises(NotFoundError):
        await c.runs.get(thread, busy["run_id"])
