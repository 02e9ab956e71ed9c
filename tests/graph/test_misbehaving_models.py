"""Scripted models that misbehave the way small real ones do (behind llama.cpp, Ollama, vLLM): tool
calls written as text, prose instead of a call, invented and copied ids, cut-off and looping output,
a brief that answers the question. Each run must still end with the research done and nothing
invented in what the reader sees."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from open_research import run_research
from open_research.graph.state import Evaluation, ResearchBrief, ResearchPlan, SubQuestion, SubQuestionVerdict
from open_research.testing import ScriptStats
from tests.support.workloads import HOURS_DOCS as DOCS
from tests.support.workloads import HOURS_NEW as NEW
from tests.support.workloads import canned_search, models, topic_of

QUESTION = "When does the Berlin warehouse close on weekdays?"
RUN = {"search_api": "none", "max_refinement_rounds": 0}
EXAMPLE_ID = "src_1a2b3c4d5e"  # the example id earlier prompts carried


def _started(messages) -> bool:
    return any(isinstance(m, ToolMessage) for m in messages)


def text_supervisor(first_turn: str, later: str = "The research is complete."):
    """A supervisor that writes its calls as text (never as tool calls)."""

    def script(messages):
        return later if _started(messages) else first_turn

    return script


def text_researcher(first_turn: str):
    def script(messages):
        return "I have found what I need." if _started(messages) else first_turn

    return script


async def research(m, question=QUESTION, **kw):
    return await run_research(question, models=m, extra_tools=[canned_search(DOCS)], **{**RUN, **kw})


def behaviour(out) -> dict:
    return out["report_json"]["usage"]["behaviour"]


def researched(stats: ScriptStats) -> list[str]:
    return [topic_of(msgs) for role, msgs in stats.prompts if role == "researcher" and not _started(msgs)]


# -- tool calls written as text ----------------------------------------------------------------------


async def test_calls_written_as_fenced_json_bare_objects_and_tags_are_repaired():
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=text_supervisor(
            'I will delegate.\n```json\n{"name": "ConductResearch", "arguments": '
            '{"research_topic": "Berlin warehouse weekday closing time"}}\n```'
        ),
        researcher=text_researcher(
            '<tool_call>\n{"name": "canned_search", "arguments": {"queries": ["Berlin closing"]}}\n</tool_call>'
        ),
    )
    out = await research(m)
    assert researched(stats) == ["Berlin warehouse weekday closing time"]
    assert {r["source_id"] for r in out["sources"]} >= {NEW}
    repairs = behaviour(out)["tool_call_repairs"]
    assert repairs["supervisor"] == 1 and repairs["researcher"] == 1
    assert not behaviour(out)["switched_to_code"]


async def test_doubled_braces_and_a_missing_arguments_key_are_repaired():
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=text_supervisor(
            '{{"name": "ConductResearch", "parameters": {{"research_topic": "Berlin warehouse closing hours"}}}}}'
        ),
        researcher=lambda msgs: (
            '{"name": "ResearchComplete"}'
            if _started(msgs)
            else '[{"name": "canned_search", "args": {"queries": ["Berlin warehouse"]},}]'
        ),
    )
    out = await research(m)
    assert researched(stats) == ["Berlin warehouse closing hours"]
    assert out["sources"] and behaviour(out)["tool_call_repairs"]["researcher"] == 2


async def test_text_cannot_call_a_tool_that_was_not_offered():
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=text_supervisor(
            '{"name": "fetch_url", "arguments": {"url": "http://10.0.0.1/admin"}} '
            '{"name": "ConductResearch", "arguments": {"research_topic": "Berlin warehouse closing time"}}'
        ),
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
    )
    out = await research(m)
    calls = [c["name"] for msg in out["supervisor_messages"] if isinstance(msg, AIMessage) for c in msg.tool_calls]
    assert calls == ["ConductResearch"]


# -- prose instead of a call ---------------------------------------------------------------------------


async def test_prose_instead_of_a_call_gets_one_reminder_then_the_code_step():
    stats = ScriptStats()
    prose = "The Berlin warehouse probably closes at 17:00, as most warehouses do."
    m = models(stats, supervisor=lambda msgs: prose, researcher=lambda msgs: prose)
    out = await research(m)
    sup = [msgs for role, msgs in stats.prompts if role == "supervisor"]
    assert "Call one of these tools now" in str(sup[1][-1].content)  # one reminder, then code delegated
    assert len(sup) == 3 and isinstance(sup[2][-1], ToolMessage)  # its next turn (prose again) ends the research
    # Code delegated the brief, and the researcher (also prose, reminded once) got code's search.
    assert len(out["notes"]) == 1 and QUESTION in researched(stats)[0]
    assert {r["source_id"] for r in out["sources"]} >= {NEW}
    assert stats.calls["researcher"] == 3  # prose, the reminder, and (after code's search) its last turn
    assert behaviour(out)["contract_failures"] == {"supervisor": 1, "researcher": 1}
    assert "17:00" not in out["notes"][0]  # the researcher's prose is not evidence


async def test_two_broken_contracts_switch_the_role_to_the_code_path_for_the_rest_of_the_run():
    stats = ScriptStats()
    topics = ["Berlin warehouse closing time on weekdays", "Berlin warehouse opening time on weekdays"]
    m = models(
        stats,
        supervisor=lambda msgs: (
            AIMessage(
                content="",
                tool_calls=[
                    {"name": "ConductResearch", "args": {"research_topic": t}, "id": f"c{i}", "type": "tool_call"}
                    for i, t in enumerate(topics)
                ],
            )
            if not _started(msgs)
            else "Done."
        ),
        researcher=lambda msgs: "I think the answer is 17:00.",
    )
    out = await research(m)
    b = behaviour(out)
    assert b["contract_failures"]["researcher"] == 2 and "researcher" in b["switched_to_code"]
    assert len(out["notes"]) == 2 and all(r["source_id"] for r in out["sources"])


async def test_an_operator_who_pinned_native_tool_calling_keeps_the_path():
    stats = ScriptStats()
    m = models(stats, supervisor=lambda msgs: "Let me think.", researcher=lambda msgs: "No.")
    for role in m.values():
        role["native_tool_calling"] = True
    out = await research(m, max_researcher_iterations=2)
    b = behaviour(out)
    assert b["contract_failures"]["supervisor"] >= 1 and not b["switched_to_code"]


# -- invented ids, the prompt's example id, the evaluator's own ids -------------------------------


async def test_invented_and_example_ids_never_reach_notes_evaluator_report_or_gaps():
    stats = ScriptStats()
    plan = ResearchPlan(
        sub_questions=[
            SubQuestion(question="When does the Berlin warehouse close on weekdays?"),
            SubQuestion(question="Did the Berlin warehouse closing time change?"),
        ]
    )
    m = models(
        stats,
        topics=("Berlin warehouse closing time",),
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
        compression=lambda msgs: (
            f"The warehouse closes at 18:00 [{NEW}]. It opens at 05:00 [{EXAMPLE_ID}]. "
            "It has a canteen [src_ffff000011]."
        ),
        planner=[plan],
        # Ids of its own (1, 2): read by position; an invented source id in its verdict is dropped.
        evaluator=[
            Evaluation(
                verdicts=[
                    SubQuestionVerdict(id="1", status="answered", reason=f"see {EXAMPLE_ID}", source_ids=[EXAMPLE_ID]),
                    SubQuestionVerdict(id="2", status="unanswered", reason="nothing on a change"),
                ]
            )
        ],
        final_report=[f"# Hours\n\nThe Berlin warehouse closes at 18:00 [{NEW}]."],
    )
    out = await research(m)
    assert EXAMPLE_ID not in out["notes"][0] and "src_ffff000011" not in out["notes"][0]
    evaluator_prompt = next(msgs for role, msgs in stats.prompts if role == "evaluator")
    assert EXAMPLE_ID not in str(evaluator_prompt[0].content)
    verdicts = out["evaluations"][0]["verdicts"]
    assert [v["status"] for v in verdicts] == ["answered", "unanswered"]  # by position
    assert verdicts[0]["source_ids"] == [] and EXAMPLE_ID not in verdicts[0]["reason"]
    assert EXAMPLE_ID not in out["final_report"] and "src_ffff000011" not in out["final_report"]
    schema = m["evaluator"]["model"].structured_schemas[0]
    assert schema["$defs"]["SubQuestionVerdict"]["properties"]["id"]["enum"] == ["q1", "q2"]


async def test_no_prompt_carries_a_copyable_example_id():
    stats = ScriptStats()
    m = models(stats, researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["x y"]}}'))
    await research(m)
    assert stats.prompts and all(EXAMPLE_ID not in str(msg.content) for _, msgs in stats.prompts for msg in msgs)


async def test_a_researcher_that_read_nothing_is_not_compressed():
    stats = ScriptStats()
    m = models(stats, researcher=lambda msgs: "Nothing to search." if _started(msgs) else "I know this already.")
    out = await run_research(QUESTION, models=m, **RUN)  # no search tool at all
    assert stats.calls["compression"] == 0
    assert all(n.startswith("No source was found on") for n in out["notes"])


# -- arguments the tool can handle, think_tool, refused arguments --------------------------------------


async def test_local_search_takes_a_string_or_more_queries_than_it_runs():
    from open_research.config import ResearchConfig
    from open_research.tools.local import MAX_QUERIES, make_local_search

    schema = make_local_search(ResearchConfig()).args_schema
    assert schema.model_validate({"queries": "ferry times", "tool_call_id": "c"}).queries == ["ferry times"]
    many = [f"query number {i}" for i in range(8)]
    assert schema.model_validate({"queries": many, "tool_call_id": "c"}).queries == many[:MAX_QUERIES]
    long = schema.model_validate({"queries": ["x" * 500], "tool_call_id": "c"}).queries
    assert len(long[0]) == 120


async def test_refused_arguments_go_back_to_the_model_and_are_neither_sources_nor_errors():
    stats = ScriptStats()
    turns = iter(
        [
            '{"name": "canned_search", "arguments": {"query": "Berlin"}}',  # wrong argument name
            '{"name": "think_tool", "arguments": {"reflection": "use queries"}}',
            '{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}',
            "Done.",
        ]
    )
    m = models(stats, researcher=lambda msgs: next(turns), topics=("Berlin warehouse closing time",))
    out = await research(m, max_react_tool_calls=1)
    second = [msgs for role, msgs in stats.prompts if role == "researcher"][1]
    assert "ARGUMENTS_REFUSED" in str(second[-1].content)
    assert out["sources"] and not out["errors"]  # the refusal and the reflection did not use the one call


# -- truncated and repeated output -------------------------------------------------------------------------


async def test_a_report_cut_off_at_the_token_limit_is_asked_again_shorter():
    stats = ScriptStats()
    cut = AIMessage(
        content=f"# Hours\n\nThe Berlin warehouse closes at 18:00 [{NEW}]. It was 17",
        response_metadata={"finish_reason": "length"},
    )
    whole = f"# Hours\n\nThe Berlin warehouse closes at 18:00 [{NEW}]."
    m = models(
        stats,
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
        final_report=[cut, whole],
    )
    out = await research(m)
    asks = [msgs for role, msgs in stats.prompts if role == "final_report"]
    assert len(asks) == 2 and "cut off at the length limit" in str(asks[1][-1].content)
    assert "It was 17" not in out["final_report"]


async def test_a_repeated_block_is_kept_once():
    stats = ScriptStats()
    block = f"The Berlin warehouse closes at 18:00 [{NEW}]."
    m = models(
        stats,
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
        final_report=["# Hours\n\n" + "\n\n".join([block] * 26)],
    )
    out = await research(m)
    body = out["final_report"].split("## References")[0]
    assert body.count("closes at 18:00") == 1
    assert behaviour(out)["trimmed_repetitions"]["final_report"] == 1


# -- a brief that answers, a plan about something else, a report that leads with a guess -------------------


async def test_a_brief_that_answers_the_question_falls_back_to_the_users_words():
    stats = ScriptStats()
    answering = ResearchBrief(research_brief="I want to know when the Berlin warehouse closes: it closes at 16:00.")
    m = models(
        stats,
        brief=[answering],
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
    )
    out = await research(m)
    assert "16:00" not in out["research_brief"] and QUESTION in out["research_brief"]
    assert "16:00" not in out["final_report"]


async def test_a_placeholder_in_the_brief_sends_it_back_to_the_users_words():
    stats = ScriptStats()
    m = models(
        stats,
        brief=[ResearchBrief(research_brief="I want the Berlin warehouse closing time from [Date of Change] on.")],
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
    )
    out = await research(m)
    assert "[Date of Change]" not in out["research_brief"]


async def test_sub_questions_about_another_subject_give_way_to_the_code_plan():
    stats = ScriptStats()
    copied = ResearchPlan(sub_questions=[SubQuestion(question="What are best practices for project management?")])
    m = models(
        stats,
        planner=[copied],
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
    )
    out = await research(m)
    assert out["plan"]["by"] == "code" and "Berlin" in out["plan"]["sub_questions"][0]["question"]


async def test_a_report_with_no_supported_claim_is_set_aside_for_the_sources_own_sentences():
    stats = ScriptStats()
    guess = "# Berlin warehouse\n\nThe Berlin warehouse closes at 16:00 every day.\n\n## Sources:\n- hours-2026.md\n"
    m = models(
        stats,
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
        final_report=[guess],
    )
    out = await research(m)
    body = out["final_report"].split("## References")[0]
    assert "16:00" not in body and "18:00" in body
    assert "set aside" in out["final_report"].split("## Gaps and limitations")[1]
    assert out["report_json"]["set_aside"]["sentences"] == ["The Berlin warehouse closes at 16:00 every day."]


async def test_uncited_sentences_are_marked_and_a_source_list_is_not_a_claim():
    stats = ScriptStats()
    report = (
        f"# Berlin warehouse\n\nThe Berlin warehouse closes at 18:00 on weekdays [{NEW}]. "
        "It is the largest warehouse in Germany.\n\nSources - hours-2026.md, hours-2025.md\n"
    )
    m = models(
        stats,
        researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'),
        final_report=[report],
    )
    out = await research(m)
    body = out["final_report"].split("## References")[0]
    assert "largest warehouse in Germany [unsupported]" in body
    assert "hours-2025.md" not in body
    assert "set_aside" not in out["report_json"]


async def test_the_supervisor_sees_the_brief_not_a_prompt_example():
    """Sanity for the scripts above: the first supervisor prompt holds the user's question."""
    stats = ScriptStats()
    m = models(stats, researcher=text_researcher('{"name": "canned_search", "arguments": {"queries": ["Berlin"]}}'))
    await research(m)
    first = next(msgs for role, msgs in stats.prompts if role == "supervisor")
    assert any(isinstance(x, HumanMessage) for x in first)


def test_a_question_the_model_repeats_is_not_marked_as_an_unsupported_claim():
    """Seen with Qwen2.5-Coder-1.5B on the native path: the report opened with the user's question
    ("What does a monthly pass for the harbour ferry cost?"), which was then marked [unsupported]."""
    from open_research.evidence.citations import verify_report

    ledger = [
        {
            "source_id": "src_fare",
            "title": "Ferry fares 2026",
            "text": "A monthly pass for the harbour ferry costs 48 euros from 1 January 2026.",
            "origin_tool": "local_search",
            "content_hash": "h1",
        }
    ]
    report = (
        "# Fares\n\nWhat does a monthly pass for the Harbour ferry cost in 2026?\n\n"
        "A monthly pass for the harbour ferry costs 48 euros from 1 January 2026 [src_fare]. "
        "The Harbour ferry carries 900 passengers a day."
    )
    out = verify_report(report, ledger)
    assert out.uncited == ["The Harbour ferry carries 900 passengers a day."]
    assert [c.status for c in out.citations] == ["supported"]
