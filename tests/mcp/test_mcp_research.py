"""Whole research runs whose researchers reach company knowledge only through MCP servers."""

from __future__ import annotations

import json
import re
import uuid

from langchain_core.messages import HumanMessage, ToolMessage

from open_research.config import Settings, validate_overrides
from open_research.graph.build import build_graph
from open_research.runs.library import run_config_dict
from open_research.runs.resources import run_resources
from open_research.testing import ScriptStats, calls, tool_call
from tests.support.mcp_servers.helpers import build_index, flaky_stdio, kb_stdio
from tests.support.workloads import models

QUESTION = "What budget was approved for Project Falcon?"


def _tool_messages(messages):
    return [m for m in messages if isinstance(m, ToolMessage)]


def kb_researcher(messages):
    """search, then fetch the first hit by the id the search result gave, then stop."""
    done = _tool_messages(messages)
    if not done:
        return calls(tool_call("search", query="Project Falcon budget"))
    if len(done) == 1:
        doc_id = json.loads(re.search(r"Result id for fetching the full text: (\".*?\")", done[0].content).group(1))
        return calls(tool_call("fetch", id=doc_id))
    return "finished"


def citing_compression(messages):
    transcript = "\n".join(str(m.content) for m in messages)
    ids = sorted(set(re.findall(r'<source id="(src_[0-9a-f]{10})"', transcript)))  # only sources read
    facts = "approved budget of 4.2 million euros for 2027" if "4.2 million" in transcript else "nothing found"
    return f"Project Falcon has an {facts} " + "".join(f"[{i}]" for i in ids)


def citing_report(messages):
    text = "\n".join(str(m.content) for m in messages)
    ids = sorted(set(re.findall(r"\[(src_[0-9a-f]{10})\]", text.split("<notes>", 1)[-1].split("</notes>", 1)[0])))
    return (
        "# Falcon budget\n\nThe Falcon programme has an approved budget of 4.2 million euros for 2027 "
        + "".join(f"[{i}]" for i in ids)
        + ".\n"
    )


async def _run(settings: Settings, overrides: dict, identity=None):
    """Run like the service does: open the run's resources, stream the graph, collect custom events."""
    cfg = validate_overrides(overrides, settings.run_defaults(), trusted=True)  # in-process: model instances
    config = run_config_dict(settings, overrides, thread_id=str(uuid.uuid4()))
    events, state = [], {}
    async with run_resources(cfg, identity or {}, settings) as extra:
        config["configurable"].update(extra)
        async for ns, mode, chunk in build_graph().astream(
            {"messages": [HumanMessage(QUESTION)]}, config, stream_mode=["custom", "values"], subgraphs=True
        ):
            if mode == "custom":
                events.append(chunk)
            elif not ns:
                state = chunk
    return state, events


async def test_answer_found_only_through_mcp_is_cited(tmp_path):
    settings = Settings.load(mcp_servers={"kb": kb_stdio(build_index(tmp_path), description="Acme wiki").model_dump()})
    stats = ScriptStats()
    m = models(
        stats,
        topics=("Falcon budget",),
        researcher=kb_researcher,
        compression=citing_compression,
        final_report=citing_report,
    )
    state, events = await _run(
        settings, {"models": m, "search_api": "none", "sources": ["internal"], "allow_clarification": False}
    )
    ledger = {r["source_id"]: r for r in state["sources"]}
    falcon = [r for r in ledger.values() if r.get("path", "").endswith("falcon.md")]
    assert len(falcon) == 1 and not falcon[0]["snippet_only"]  # the fetch replaced the search snippet
    sid = falcon[0]["source_id"]
    assert "4.2 million euros" in falcon[0]["text"] and falcon[0]["origin_tool"] == "fetch"
    assert f"[{sid}]" in state["notes"][0] and "4.2 million euros" in state["notes"][0]
    assert "4.2 million euros for 2027 [1]" in state["final_report"]
    assert "[1] Project Falcon budget" in state["final_report"]  # the reference names the MCP document
    # The researcher was offered the MCP tools (and no web tool), labelled with the server description.
    researcher_prompt = next(msgs for role, msgs in stats.prompts if role == "researcher")[0].content
    assert "- search: [kb: Acme wiki]" in researcher_prompt and "tavily" not in researcher_prompt
    assert any(e.get("event") == "search" and e.get("tool") == "search" for e in events)
    assert not state.get("errors")
    assert "removed by verification" not in state["final_report"]


async def test_failing_servers_do_not_stop_the_run(tmp_path):
    settings = Settings.load(
        mcp_servers={
            "kb": kb_stdio(build_index(tmp_path)).model_dump(),
            "dead": flaky_stdio("fail").model_dump(),
            "flaky": flaky_stdio(tools=["slow", "broken"]).model_dump(),
        },
        mcp_call_timeout=1.0,
    )

    def researcher(messages):
        done = _tool_messages(messages)
        if not done:
            return calls(
                tool_call("slow", query="falcon"),
                tool_call("broken", query="falcon"),
                tool_call("search", query="Falcon budget"),
            )
        return "finished"

    m = models(
        topics=("Falcon budget",), researcher=researcher, compression=citing_compression, final_report=citing_report
    )
    state, events = await _run(settings, {"models": m, "search_api": "none", "allow_clarification": False})
    assert state["final_report"].startswith("# Falcon budget")
    warnings = [e for e in events if e.get("event") == "warning"]
    assert [e["where"] for e in warnings].count("mcp:dead") == 1  # once per run, not per researcher turn
    assert any("failed to start" in e["message"] for e in warnings if e["where"] == "mcp:dead")
    errors = " | ".join(state["errors"])
    assert "slow: MCP tool slow (server 'flaky') failed: no answer within 1 s" in errors
    assert "the archive database is offline" in errors
    assert "tool source unavailable" in errors and "dead" in errors  # the report's gaps name the server
    assert "dead" in state["final_report"].split("## Gaps and limitations")[1]
    assert any(r.get("path", "").endswith("falcon.md") for r in state["sources"])  # kb still answered


async def test_one_connection_serves_every_researcher_turn():
    """Tools are loaded once per run: two researchers, two turns each, one server process."""
    settings = Settings.load(mcp_servers={"proc": flaky_stdio(tools=["pid"]).model_dump()})

    def researcher(messages):
        done = len(_tool_messages(messages))
        # The first turn repeats itself: a repeated call is answered without running it again.
        return calls(tool_call("pid")) if done < 2 else "finished"

    m = models(topics=("alpha", "beta"), researcher=researcher)
    # Refinement off: exactly the two researchers of the first round.
    state, _ = await _run(
        settings, {"models": m, "search_api": "none", "allow_clarification": False, "max_refinement_rounds": 0}
    )
    seen = [r["text"] for r in state["sources"] if r["origin_tool"] == "pid"]
    assert len(state["sources"]) == 1 and seen[0].startswith("process ")  # 2 runs, one process (one source)
    raw = " ".join(state["raw_notes"])
    assert raw.count(seen[0]) == 2 and raw.count("this exact call was already made") == 2
