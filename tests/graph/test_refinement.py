"""The plan, the evaluator and its refinement round, driven by scripted models."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, ToolMessage

from open_research import run_research
from open_research.graph.evaluator import rubric_in_code
from open_research.graph.planner import plan_from_brief
from open_research.graph.state import (
    Evaluation,
    Perspective,
    ResearchBrief,
    ResearchPlan,
    SubQuestion,
    SubQuestionVerdict,
)
from open_research.testing import ScriptedChatModel, ScriptStats, calls, tool_call
from tests.support.workloads import canned_search, models, searching_researcher, topic_of

HOURS = "What are the opening hours of the Acme warehouse?"
CANTEEN = "Who runs the Acme canteen?"
PLAN = ResearchPlan(
    perspectives=[Perspective(name="a driver delivering goods", concern="when to arrive")],
    sub_questions=[
        SubQuestion(question=HOURS, answer_criteria="a source stating the hours"),
        SubQuestion(question=CANTEEN, answer_criteria="a source naming the operator"),
    ],
)


def _verdicts(*statuses: str) -> Evaluation:
    return Evaluation(
        verdicts=[
            SubQuestionVerdict(id=f"q{i + 1}", status=s, reason=f"{s} in the findings") for i, s in enumerate(statuses)
        ]
    )


def _refining_supervisor(first_topics=("warehouse hours",)):
    """Delegates ``first_topics``, then finishes; in a refinement round delegates what it is asked."""

    def script(messages):
        last = messages[-1]
        if isinstance(last, HumanMessage) and "not yet answered" in str(last.content):
            asked = [line[2:].split(" (")[0] for line in str(last.content).splitlines() if line.startswith("- ")]
            return calls(*(tool_call("ConductResearch", research_topic=q) for q in asked))
        if any(isinstance(m, ToolMessage) for m in messages):
            return calls(tool_call("ResearchComplete"))
        return calls(*(tool_call("ConductResearch", research_topic=t) for t in first_topics))

    return script


def _researched_topics(stats: ScriptStats) -> list[str]:
    """Each researcher's topic, once (its first turn), in the order they started."""
    return [
        topic_of(msgs)
        for role, msgs in stats.prompts
        if role == "researcher" and not any(isinstance(m, ToolMessage) for m in msgs)
    ]


async def test_an_unanswered_sub_question_gets_exactly_one_re_research_round_on_it():
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=_refining_supervisor(),
        planner=[PLAN],
        evaluator=[_verdicts("answered", "unanswered"), _verdicts("answered", "unanswered")],
    )
    out = await run_research("Acme warehouse hours and canteen", models=m, search_api="none")

    assert _researched_topics(stats) == ["warehouse hours", CANTEEN]
    refine = [
        msgs[-1].content
        for role, msgs in stats.prompts
        if role == "supervisor" and "not yet answered" in str(msgs[-1].content)
    ]
    assert len(refine) == 1 and CANTEEN in refine[0] and HOURS not in refine[0]
    assert stats.calls["evaluator"] == 2 and stats.calls["supervisor"] == 3
    # Every tool call the supervisor made (its ResearchComplete too) has its result before the new request.
    third = [msgs for role, msgs in stats.prompts if role == "supervisor"][2]
    results = {m.tool_call_id for m in third if isinstance(m, ToolMessage)}
    assert all(c["id"] in results for m in third for c in getattr(m, "tool_calls", None) or [])
    gaps = out["final_report"].split("## Gaps and limitations")[1]
    assert CANTEEN in gaps and "still open after 1 refinement round" in gaps and HOURS not in gaps
    rj = out["report_json"]
    assert [q["id"] for q in rj["plan"]["sub_questions"]] == ["q1", "q2"] and rj["plan"]["by"] == "model"
    assert rj["plan"]["perspectives"][0]["name"] == "a driver delivering goods"
    assert [e["round"] for e in rj["evaluations"]] == [0, 1] and rj["refinement_rounds"] == 1
    assert len(out["notes"]) == 2 and len(out["raw_notes"]) == 2  # one per researcher, not doubled by the round


async def test_refinement_off_writes_the_report_after_one_evaluation():
    stats = ScriptStats()
    m = models(stats, supervisor=_refining_supervisor(), planner=[PLAN], evaluator=[_verdicts("answered", "partial")])
    out = await run_research("Acme warehouse hours and canteen", models=m, search_api="none", max_refinement_rounds=0)
    assert _researched_topics(stats) == ["warehouse hours"]
    assert stats.calls["evaluator"] == 1 and stats.calls["supervisor"] == 2
    gaps = out["final_report"].split("## Gaps and limitations")[1]
    assert CANTEEN in gaps and "only partly answered" in gaps and "refinement was off" in gaps


async def test_answered_plan_needs_no_refinement_round():
    stats = ScriptStats()
    m = models(stats, supervisor=_refining_supervisor(), planner=[PLAN], evaluator=[_verdicts("answered", "answered")])
    out = await run_research("Acme warehouse hours and canteen", models=m, search_api="none")
    assert stats.calls["evaluator"] == 1 and _researched_topics(stats) == ["warehouse hours"]
    assert CANTEEN not in out["final_report"].split("## Gaps and limitations")[1]


async def test_supervisor_delegates_against_the_plan_it_is_shown():
    stats = ScriptStats()
    m = models(stats, supervisor=_refining_supervisor(), planner=[PLAN], evaluator=[_verdicts("answered", "answered")])
    await run_research("Acme warehouse hours and canteen", models=m, search_api="none")
    system = next(msgs for role, msgs in stats.prompts if role == "supervisor")[0].content
    assert HOURS in system and CANTEEN in system and "a source naming the operator" in system
    assert "a driver delivering goods" in system


async def test_code_rubric_on_the_small_model_path_sends_the_uncovered_question_back():
    """Planner and evaluator without native tool calling: code plans from the brief and grades by which
    cited source states a sub-question's key terms."""
    docs = {"docs/hours.md": "The Acme warehouse opening hours are 08:00 to 18:00 on weekdays."}
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=_refining_supervisor(),
        researcher=searching_researcher(1, tool="canned_search"),
        brief=[ResearchBrief(research_brief=f"{HOURS} {CANTEEN}")],
    )
    for role in ("compression", "planner", "evaluator"):  # extractive notes cite the sources they quote
        m[role] = {"model": ScriptedChatModel(script=[], role=role, stats=stats, native_tool_calling=False)}
    out = await run_research("q", models=m, search_api="none", extra_tools=[canned_search(docs)])
    assert [q["question"] for q in out["plan"]["sub_questions"]] == [HOURS, CANTEEN]
    assert stats.calls["planner"] == 0 and stats.calls["evaluator"] == 0
    first, second = out["evaluations"]
    assert [v["status"] for v in first["verdicts"]] == ["answered", "unanswered"] and first["by"] == "code"
    assert _researched_topics(stats) == ["warehouse hours", CANTEEN]
    assert CANTEEN in out["final_report"].split("## Gaps and limitations")[1]


def test_code_plan_splits_the_request_into_its_questions():
    brief = "Research request, in the user's words:\n- What does functools.cache do? How do I clear it?\n- ok"
    plan = plan_from_brief(brief, max_questions=5)
    assert [q["question"] for q in plan["sub_questions"]] == ["What does functools.cache do?", "How do I clear it?"]
    assert plan["sub_questions"][0]["id"] == "q1" and "functools" in plan["sub_questions"][0]["answer_criteria"]
    assert len(plan_from_brief(brief, max_questions=1)["sub_questions"]) == 1


def test_code_rubric_grades_the_passages_the_notes_cite_not_whole_documents():
    from open_research.evidence import make_record

    def record(text: str) -> dict:
        return make_record(path="hours.md", title="Hours", text=text, origin_tool="t", tool_call_id="c").model_dump(
            mode="json"
        )

    subs = [{"id": "q1", "question": "When does the Acme warehouse close on holidays?"}]
    page = record("Opening times. " * 50 + "On holidays the Acme warehouse will close at 18:00.")
    sid = page["source_id"]
    verdict = rubric_in_code(subs, [f"On holidays the Acme warehouse will close at 18:00 [{sid}]."], [page])[0]
    assert verdict["status"] == "answered" and verdict["source_ids"] == [sid]
    block = f'<source id="{sid}" title="Hours">On holidays the Acme warehouse will close at 18:00.</source>'
    assert rubric_in_code(subs, [block], [page])[0]["status"] == "answered"
    # The page states it, but the passage the notes kept does not: not answered by these findings.
    assert rubric_in_code(subs, [f"Opening times [{sid}]."], [page])[0]["status"] == "unanswered"
    assert rubric_in_code(subs, [f"The Acme warehouse is big [{sid}]."], [page])[0]["status"] == "partial"
    assert rubric_in_code(subs, ["nothing cited"], [page])[0]["status"] == "unanswered"
    assert (
        rubric_in_code(subs, ["On holidays the Acme warehouse will close [src_unread]."], [page])[0]["status"]
        == "unanswered"
    )  # an id never read supports nothing


def test_code_rubric_needs_the_dotted_name_a_question_asks_about():
    from open_research.evidence import make_record

    rec = make_record(path="f.html", title="functools", text="x", origin_tool="t", tool_call_id="c").model_dump(
        mode="json"
    )
    subs = [{"id": "q1", "question": "What does functools.partial return?"}]
    loose = f"The functools module: partial results return early [{rec['source_id']}]."
    exact = f"functools.partial returns a new partial object [{rec['source_id']}]."
    assert rubric_in_code(subs, [loose], [rec])[0]["status"] == "partial"
    assert rubric_in_code(subs, [exact], [rec])[0]["status"] == "answered"


def test_code_rubric_reports_a_conflict_on_the_sub_questions_own_point():
    from open_research.evidence import make_record

    def record(path: str, text: str) -> dict:
        return make_record(
            path=path, title="Acme warehouse hours", text=text, origin_tool="t", tool_call_id="c"
        ).model_dump(mode="json")

    old, new = record("a.md", "Closing time: 17:00"), record("b.md", "Closing time: 18:00")
    notes = [
        f'<source id="{r["source_id"]}">Acme warehouse closing time: {t}</source>'
        for r, t in ((old, "17:00"), (new, "18:00"))
    ]
    about = [{"id": "q1", "question": "What is the Acme warehouse closing time?"}]
    other = [{"id": "q1", "question": "Which warehouse is Acme's?"}]
    assert rubric_in_code(about, notes, [old, new])[0]["status"] == "conflicting"
    assert rubric_in_code(other, notes, [old, new])[0]["status"] != "conflicting"


async def test_a_failing_planner_or_evaluator_costs_the_run_nothing():
    stats = ScriptStats()
    m = models(
        stats, planner=lambda msgs: RuntimeError("planner down"), evaluator=lambda msgs: RuntimeError("evaluator down")
    )
    out = await run_research("q", models=m, search_api="none", max_structured_output_retries=1)
    assert out["plan"]["by"] == "code" and out["plan"]["sub_questions"][0]["question"].startswith("I want to know")
    assert [e["by"] for e in out["evaluations"]] == ["code", "code"] and out["final_report"].startswith("# Report")


async def test_a_refinement_round_adds_only_what_it_found():
    """The first round's notes, raw notes and errors are not handed back a second time."""
    stats = ScriptStats()
    m = models(
        stats,
        supervisor=_refining_supervisor(),
        planner=[PLAN],
        evaluator=[_verdicts("answered", "unanswered"), _verdicts("answered", "unanswered")],
        researcher=searching_researcher(1, tool="canned_search"),
    )
    docs = {"a.md": "The Acme warehouse opens at 07:00.", "b.md": "The canteen is run by Bistro Acme."}
    written = {"n": 0}

    def note(messages):
        written["n"] += 1
        return f"Note {written['n']}"

    m["compression"]["model"].script = note
    out = await run_research(
        "Acme warehouse hours and canteen", models=m, search_api="none", extra_tools=[canned_search(docs)]
    )
    assert out["notes"] == ["Note 1", "Note 2"]  # one per researcher, once each
    assert len(out["raw_notes"]) == 2
    assert len(out["errors"]) == len(set(out["errors"]))
    ids = [msg.id for msg in out["supervisor_messages"]]
    assert len(ids) == len(set(ids))
