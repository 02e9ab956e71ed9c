"""Every branch of the research graph, driven by scripted models."""

from __future__ import annotations

import time

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.checkpoint.memory import InMemorySaver

from open_research import build_graph, run_research
from open_research.config import BASE_KEY, ResearchConfig
from open_research.graph.report import ReportGenerationError
from open_research.graph.researcher import TRIMMED
from open_research.graph.state import ClarifyDecision
from open_research.models import ContextOverflowError
from open_research.testing import ScriptStats, calls, tool_call
from tests.support.workloads import canned_search, models, searching_researcher, topic_of

#: Scripted supervisors here answer a fixed number of turns; the evaluator's refinement round (which
#: asks the supervisor again) is exercised in tests/test_refinement.py.
NO_SEARCH = {"search_api": "none", "max_refinement_rounds": 0}
#: One canned document: a researcher with nothing read is not compressed, so these tests read it.
DOC = {"/kb/alpha.md": "Alpha facts: the alpha warehouse opens at 07:00."}


def searching(n: int = 1):
    return searching_researcher(n, tool="canned_search")


async def test_full_run_produces_report_brief_and_notes():
    stats = ScriptStats()
    out = await run_research(
        "Tell me about alpha and beta",
        models=models(stats, researcher=searching()),
        extra_tools=[canned_search(DOC)],
        **NO_SEARCH,
    )
    assert out["final_report"].startswith("# Report")
    assert out["research_brief"] == "I want to know about alpha and beta"
    assert sorted(out["notes"]) == ["Notes on alpha", "Notes on beta"]
    assert stats.calls["final_report"] == 1
    assert isinstance(out["messages"][-1], AIMessage) and out["messages"][-1].content == out["final_report"]


async def test_clarification_asked_ends_run_with_question():
    stats = ScriptStats()
    ask = [ClarifyDecision(need_clarification=True, question="Which region do you mean?")]
    out = await run_research("Tell me about the hours", models=models(stats, clarify=ask), **NO_SEARCH)
    assert out["messages"][-1].content == "Which region do you mean?"
    assert not out.get("final_report")
    assert stats.calls["brief"] == 0 and stats.calls["supervisor"] == 0


async def test_clarification_not_needed_continues():
    stats = ScriptStats()
    out = await run_research("Alpha?", models=models(stats), **NO_SEARCH)
    assert stats.calls["clarify"] == 1 and out["final_report"]
    assert any(m.content == "Researching." for m in out["messages"] if isinstance(m, AIMessage))


async def test_clarification_disabled_never_calls_the_model():
    stats = ScriptStats()
    out = await run_research("Alpha?", models=models(stats), allow_clarification=False, **NO_SEARCH)
    assert stats.calls["clarify"] == 0 and out["final_report"]


async def test_clarification_answered_on_same_thread_continues_with_whole_exchange():
    stats = ScriptStats()
    clarify = [
        ClarifyDecision(need_clarification=True, question="Which warehouse?"),
        ClarifyDecision(need_clarification=False, verification="Researching Berlin."),
    ]
    m = models(stats, clarify=clarify)
    graph = build_graph(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1", "models": m, **NO_SEARCH}}
    first = await graph.ainvoke({"messages": [HumanMessage("What are the hours?")]}, config)
    assert first["messages"][-1].content == "Which warehouse?"
    second = await graph.ainvoke({"messages": [HumanMessage("The Berlin one")]}, config)
    assert second["final_report"]
    brief_prompt = next(msgs for role, msgs in stats.prompts if role == "brief")
    text = brief_prompt[0].content
    assert "What are the hours?" in text and "Which warehouse?" in text and "The Berlin one" in text
    # One question per request by default (max_clarifications=1): the answer goes straight to research.
    assert stats.calls["clarify"] == 1


async def test_a_second_question_is_allowed_by_max_clarifications_and_told_it_asked_before():
    stats = ScriptStats()
    clarify = [
        ClarifyDecision(need_clarification=True, question="Which warehouse?"),
        ClarifyDecision(need_clarification=True, question="Which warehouse?"),
        ClarifyDecision(need_clarification=False, verification="Researching."),
    ]
    graph = build_graph(checkpointer=InMemorySaver())
    config = {
        "configurable": {
            "thread_id": "t2",
            "models": models(stats, clarify=clarify),
            "max_clarifications": 2,
            **NO_SEARCH,
        }
    }
    await graph.ainvoke({"messages": [HumanMessage("What are the hours?")]}, config)
    second = await graph.ainvoke({"messages": [HumanMessage("The big one")]}, config)
    # The model wanted to ask the same question again: never asked twice, research starts.
    assert second["final_report"] and stats.calls["clarify"] == 2
    second_clarify = [msgs for role, msgs in stats.prompts if role == "clarify"][1]
    assert "already asked" in second_clarify[0].content


async def test_supervisor_sees_brief_only_not_chat_history():
    stats = ScriptStats()
    await run_research("alpha and beta, ticket #4711", models=models(stats), **NO_SEARCH)
    first_supervisor = next(msgs for role, msgs in stats.prompts if role == "supervisor")
    assert all("#4711" not in str(m.content) for m in first_supervisor)
    assert first_supervisor[-1].content == "I want to know about alpha and beta"


async def test_researchers_run_in_parallel():
    stats = ScriptStats()
    topics = ("a", "b", "c", "d")
    start = time.perf_counter()
    await run_research("q", models=models(stats, topics=topics, latency=0.2), allow_clarification=False, **NO_SEARCH)
    wall = time.perf_counter() - start
    # brief, 2 supervisor, 2 researcher turns + compression per researcher, report = 7 sequential calls.
    assert stats.calls["researcher"] == 8
    assert stats.max_in_flight >= 4
    assert wall < 0.2 * (4 + 4 * 3) * 0.75  # far below running the four researchers one after another


async def test_overflow_calls_get_an_error_tool_message():
    stats = ScriptStats()
    out = await run_research(
        "q", models=models(stats, topics=("a", "b", "c", "d")), max_concurrent_research_units=2, **NO_SEARCH
    )
    assert len(out["notes"]) == 2
    sup = [msgs for role, msgs in stats.prompts if role == "supervisor"][1]
    errors = [m for m in sup if isinstance(m, ToolMessage) and m.content.startswith("ERROR: not run")]
    assert len(errors) == 2


async def test_iteration_cap_stops_the_supervisor():
    stats = ScriptStats()
    forever = lambda msgs: calls(tool_call("ConductResearch", research_topic="again"))  # noqa: E731
    out = await run_research("q", models=models(stats, supervisor=forever), max_researcher_iterations=3, **NO_SEARCH)
    assert stats.calls["supervisor"] == 3
    assert len(out["notes"]) == 3 and out["final_report"]


async def test_unknown_tool_in_researcher_becomes_error_message_and_run_goes_on():
    stats = ScriptStats()

    def researcher(msgs):
        tool_msgs = [m for m in msgs if isinstance(m, ToolMessage)]
        if not tool_msgs:
            return calls(tool_call("no_such_tool", x=1))
        assert tool_msgs[0].content.startswith("ERROR: there is no tool named 'no_such_tool'")
        return "done"

    out = await run_research("q", models=models(stats, researcher=researcher), **NO_SEARCH)
    assert len(out["notes"]) == 2 and out["final_report"]


async def test_one_failing_researcher_does_not_discard_the_others():
    stats = ScriptStats()

    def researcher(msgs):
        if topic_of(msgs) == "beta":
            raise RuntimeError("model exploded")
        return searching()(msgs)

    out = await run_research(
        "q",
        models=models(stats, topics=("alpha", "beta", "gamma"), researcher=researcher),
        extra_tools=[canned_search(DOC)],
        max_structured_output_retries=1,
        **NO_SEARCH,
    )
    assert sorted(out["notes"]) == ["Notes on alpha", "Notes on gamma"]
    assert len(out["errors"]) == 1 and "model exploded" in out["errors"][0]
    sup = [msgs for role, msgs in stats.prompts if role == "supervisor"][1]
    failed = [m for m in sup if isinstance(m, ToolMessage) and "researcher failed" in m.content]
    assert len(failed) == 1 and "model exploded" in failed[0].content


async def test_researcher_tool_calls_of_one_turn_run_concurrently_and_budget_caps_them():
    stats = ScriptStats()

    def researcher(msgs):
        if not any(isinstance(m, ToolMessage) for m in msgs):
            return calls(*(tool_call("canned_search", queries=[f"q{i}"]) for i in range(5)))
        return "done"

    out = await run_research(
        "q",
        models=models(stats, topics=("a",), researcher=researcher),
        extra_tools=[canned_search(DOC)],
        max_react_tool_calls=3,
        **NO_SEARCH,
    )
    comp = next(msgs for role, msgs in stats.prompts if role == "compression")
    transcript = comp[1].content
    assert transcript.count("Alpha facts") == 3
    assert transcript.count("tool call budget for this topic is used up") == 2
    assert out["final_report"]


async def test_compression_overflow_trims_oldest_tool_output_and_retries():
    stats = ScriptStats()
    compression = [ContextOverflowError("context_length_exceeded"), "Compressed after trim"]
    out = await run_research(
        "q",
        models=models(stats, topics=("a",), researcher=searching(2), compression=compression),
        extra_tools=[canned_search(DOC)],
        **NO_SEARCH,
    )
    assert out["notes"] == ["Compressed after trim"]
    prompts = [msgs for role, msgs in stats.prompts if role == "compression"]
    assert TRIMMED not in prompts[0][1].content and TRIMMED in prompts[1][1].content
    assert prompts[0][1].content.count("Alpha facts") == 2  # only the oldest output went
    assert prompts[1][1].content.count("Alpha facts") == 1 and prompts[1][1].content.count(TRIMMED) == 1


async def test_compression_failure_keeps_raw_findings():
    stats = ScriptStats()
    compression = lambda m: RuntimeError("compressor down")  # noqa: E731
    out = await run_research(
        "q",
        models=models(stats, topics=("a",), researcher=searching(), compression=compression),
        extra_tools=[canned_search(DOC)],
        max_structured_output_retries=2,
        **NO_SEARCH,
    )
    assert out["notes"][0].startswith("Compression failed; the raw findings follow.")
    assert "a 0" in out["notes"][0] and "Alpha facts" in out["notes"][0]


async def test_final_report_overflow_retries_with_trimmed_findings():
    stats = ScriptStats()
    long_notes = lambda m: "fact. " * 2000  # noqa: E731
    final = [ContextOverflowError("maximum context length"), "# Trimmed report"]
    out = await run_research("q", models=models(stats, compression=long_notes, final_report=final), **NO_SEARCH)
    assert out["final_report"].startswith("# Trimmed report")
    sizes = [len(msgs[0].content) for role, msgs in stats.prompts if role == "final_report"]
    assert sizes[1] < sizes[0]


async def test_final_report_failure_surfaces_as_error_not_as_report():
    stats = ScriptStats()
    final = [RuntimeError("provider 503")] * 3
    with pytest.raises(ReportGenerationError, match="provider 503"):
        await run_research("q", models=models(stats, final_report=final), **NO_SEARCH)
    assert stats.calls["final_report"] == 3


async def test_json_fallback_drives_models_without_native_tool_calling():
    stats = ScriptStats()
    m = models(stats, topics=("alpha",))
    for role in ("supervisor", "researcher"):
        m[role]["model"].native_tool_calling = False
    m["supervisor"]["model"].script = [
        {"calls": [{"tool": "ConductResearch", "args": {"research_topic": "alpha"}}]},
        {"calls": [{"tool": "ResearchComplete", "args": {}}]},
    ]
    m["researcher"]["model"].script = [
        {"calls": [{"tool": "canned_search", "args": {"queries": ["alpha"]}}]},
        {"calls": [{"tool": "ResearchComplete", "args": {}}]},
    ]
    out = await run_research("q", models=m, extra_tools=[canned_search(DOC)], **NO_SEARCH)
    assert out["notes"] == ["Notes on alpha"]
    first, second = m["researcher"]["model"].structured_schemas[:2]
    names = [
        [o["properties"]["tool"]["enum"][0] for o in s["properties"]["calls"]["items"]["anyOf"]]
        for s in (first, second)
    ]
    assert names[0] == ["canned_search"]  # until it has searched, only the search is offered
    assert set(names[1]) == {"canned_search", "think_tool", "ResearchComplete"}


async def test_every_prompt_states_todays_date():
    from open_research.prompts import today

    stats = ScriptStats()
    await run_research("q", models=models(stats), **NO_SEARCH)
    for role, msgs in stats.prompts:
        assert today() in msgs[0].content, role


async def test_graph_settings_are_defaults_that_configurable_overrides():
    stats = ScriptStats()
    base = ResearchConfig(search_api="none", max_concurrent_research_units=1, max_refinement_rounds=0)
    graph = build_graph(settings=base)
    m = models(stats, topics=("a", "b", "c"))
    out = await graph.ainvoke({"messages": [HumanMessage("q")]}, {"configurable": {"models": m}})
    assert len(out["notes"]) == 1  # base setting applied
    stats2 = ScriptStats()
    out = await graph.ainvoke(
        {"messages": [HumanMessage("q")]},
        {"configurable": {"models": models(stats2, topics=("a", "b", "c")), "max_concurrent_research_units": 3}},
    )
    assert len(out["notes"]) == 3  # the run's value wins
    assert BASE_KEY  # the key is part of the public contract


async def test_unknown_override_key_fails_before_any_model_call():
    stats = ScriptStats()
    from open_research.config import ConfigError

    with pytest.raises(ConfigError, match="max_concurent_research_units: unknown key"):
        await run_research("q", models=models(stats), max_concurent_research_units=2)
    assert stats.total_calls == 0


async def test_empty_question_is_refused():
    with pytest.raises(ValueError, match="empty"):
        await run_research("   ")


async def test_supervisor_cannot_finish_before_delegating_and_researcher_must_search_first():
    from langchain_core.tools import tool

    @tool
    def fake_search(queries: list[str]) -> str:
        """Search."""
        return "result"

    stats = ScriptStats()
    m = models(stats, topics=("a",), researcher=searching_researcher(1, tool="fake_search"))
    await run_research("q", models=m, extra_tools=[fake_search], **NO_SEARCH)
    sup, res = m["supervisor"]["model"].bound_tools, m["researcher"]["model"].bound_tools
    assert sup[0] == ["ConductResearch", "think_tool"]
    assert sup[1] == ["ConductResearch", "ResearchComplete", "think_tool"]
    assert res[0] == ["fake_search"]
    assert res[1] == ["fake_search", "think_tool", "ResearchComplete"]


def test_a_brief_that_lost_the_request_falls_back_to_the_users_words():
    from open_research.graph.grounding import grounded_brief

    request = ["What are the current opening hours of the Acme warehouse?"]
    good = "I want to know the current opening hours of the Acme warehouse and any recent changes."
    assert grounded_brief(good, request) == good
    drifted = grounded_brief("We celebrate the team's achievements at a party.", request)
    assert "What are the current opening hours of the Acme warehouse?" in drifted
    assert "opening hours" in grounded_brief("", request)


def test_repeated_calls_are_not_run_again_but_spend_budget():
    from open_research.graph.limits import plan_tool_calls

    a = tool_call("local_search", queries=["x"])
    b = tool_call("local_search", queries=["y"])
    run, repeats, refused = plan_tool_calls([a, dict(a, id="2"), b], [], remaining=5)
    assert run == [a, b] and len(repeats) == 1 and refused == []
    run, repeats, refused = plan_tool_calls([dict(b, id="3"), a], [a, b], remaining=1)
    assert run == [] and len(repeats) == 1 and len(refused) == 1


async def test_researcher_on_json_fallback_starts_with_a_search_for_its_topic(tmp_path):
    from open_research.sources.index import DocumentIndex

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "hours.md").write_text("# Warehouse hours\n\nThe Acme warehouse closes at 18:00 since March 2026.\n")
    (docs / "canteen.md").write_text("# Canteen\n\nLunch is served from noon.\n")
    index = tmp_path / "idx.sqlite"
    DocumentIndex(index).update(docs)
    stats = ScriptStats()
    m = models(
        stats,
        topics=("Acme warehouse closing hours",),
        researcher=[{"calls": [{"tool": "ResearchComplete", "args": {}}]}],
    )
    m["researcher"]["model"].native_tool_calling = False
    out = await run_research("q", models=m, search_api="local", local_index=str(index), max_refinement_rounds=0)
    assert stats.calls["researcher"] == 1  # the first turn was the code's search, not a model call
    assert [r["title"] for r in out["sources"]][0] == "Warehouse hours"


def test_small_model_guards_keep_topics_on_the_brief_and_notes_extractive():
    from open_research.graph.grounding import extractive_notes, grounded_topic

    brief = "Research request: the current opening hours of the Acme warehouse"
    topic = "Research request: the current opening hours of the Acme warehouse, as of today"
    assert grounded_topic(topic, brief) == topic
    assert grounded_topic("Acme warehouse", brief) == f"Acme warehouse\n\nPart of: {brief}"
    assert grounded_topic("What was the name of the new building?", brief) == brief
    rec = {"source_id": "src_a", "group_id": "src_a", "title": "Hours", "text": "closes at 18:00"}
    dup = {"source_id": "src_b", "group_id": "src_a", "title": "Hours copy", "text": "closes at 18:00"}
    shown = '<source id="src_a" title="Hours">closes at 18:00</source>\n<source id="src_b">closes at 18:00</source>'
    notes = extractive_notes([ToolMessage(content=shown, tool_call_id="1", artifact=[rec, dup])], 10_000)
    assert notes == '<source id="src_a" title="Hours">closes at 18:00</source>'


async def test_researcher_whose_context_fills_up_compresses_what_it_found():
    stats = ScriptStats()

    def researcher(msgs):
        if any(isinstance(m, ToolMessage) for m in msgs):
            raise ContextOverflowError("Context size has been exceeded")
        return calls(tool_call("canned_search", queries=["first"]))

    out = await run_research(
        "q",
        models=models(stats, topics=("a",), researcher=researcher),
        extra_tools=[canned_search(DOC)],
        max_structured_output_retries=1,
        **NO_SEARCH,
    )
    assert out["notes"] == ["Notes on a"] and not out["errors"]


async def test_library_research_returns_the_report_or_asks():
    from open_research import ClarificationNeeded, aresearch

    report = await aresearch("q", models=models(), **NO_SEARCH)
    assert isinstance(report, str) and report.startswith("# Report")
    ask = [ClarifyDecision(need_clarification=True, question="Which site?")]
    with pytest.raises(ClarificationNeeded) as exc:
        await aresearch("hours?", models=models(clarify=ask), **NO_SEARCH)
    assert exc.value.question == "Which site?" and exc.value.thread_id


def test_sync_research_returns_the_report():
    from open_research import research

    assert research("q", models=models(), **NO_SEARCH).startswith("# Report")


async def test_model_calls_retry_transient_errors_but_not_context_overflow():
    from open_research.models import retrying
    from open_research.testing import ScriptedChatModel

    flaky = ScriptedChatModel(script=[RuntimeError("503"), "ok"])
    assert (await retrying(flaky, 3, backoff=0).ainvoke("hi")).content == "ok"
    full = ScriptedChatModel(script=[ContextOverflowError("context_length_exceeded"), "never"])
    with pytest.raises(ContextOverflowError):
        await retrying(full, 3, backoff=0).ainvoke("hi")
    assert full.stats.total_calls == 1
