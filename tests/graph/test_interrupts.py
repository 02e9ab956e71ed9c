"""Interrupts in the graph: clarification waits in ask_user, plan approval in review_plan; the
resume values clients send; the settings schema Studio shows; the library's exceptions."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from open_research import PlanApprovalNeeded, aresearch
from open_research.config import REQUEST_KEYS, RequestCeilings, Settings, context_settings
from open_research.config.schema import request_settings_model
from open_research.graph.ask_user import resume_text
from open_research.graph.build import build_graph
from open_research.graph.plan_review import plan_decision
from open_research.graph.state import ClarifyDecision
from tests.support.workloads import models

PLAN = {
    "perspectives": [{"name": "ops", "concern": ""}],
    "sub_questions": [{"id": "q1", "question": "When does alpha open?", "answer_criteria": "", "perspective": ""}],
}


def test_resume_text_reads_the_shapes_clients_send():
    assert resume_text("Rotterdam ") == "Rotterdam"
    assert resume_text({"answer": "north"}) == "north"
    assert resume_text([{"type": "response", "args": "the ferry"}]) == "the ferry"  # Agent Chat UI
    assert resume_text(None) == "" and resume_text({"other": 1}) == ""


def test_plan_decision():
    assert plan_decision("approve", PLAN, 6) == ("approve", None)
    assert plan_decision("", PLAN, 6) == ("approve", None)
    assert plan_decision({"action": "approve"}, PLAN, 6) == ("approve", None)
    action, plan = plan_decision({"sub_questions": ["Who runs alpha?", "Who runs alpha?", "When is it shut?"]}, PLAN, 6)
    assert action == "edit" and [q["id"] for q in plan["sub_questions"]] == ["q1", "q2"]
    assert plan["perspectives"] == PLAN["perspectives"] and plan["by"] == "person"
    assert plan_decision({"plan": {"sub_questions": [{"question": "Why is alpha late?"}]}}, PLAN, 6)[0] == "edit"
    assert plan_decision({"reject": "cover beta"}, PLAN, 6) == ("reject", "cover beta")
    assert plan_decision({"action": "reject", "feedback": "more"}, PLAN, 6) == ("reject", "more")
    assert plan_decision("cover beta too", PLAN, 6) == ("reject", "cover beta too")
    with pytest.raises(ValueError, match="resume with"):
        plan_decision(42, PLAN, 6)


def test_settings_schema_lists_every_request_key_within_the_ceilings():
    schema = request_settings_model(RequestCeilings(max_react_tool_calls=7)).model_json_schema()["properties"]
    assert set(schema) == set(REQUEST_KEYS)
    assert all(schema[k]["description"] for k in REQUEST_KEYS)
    assert schema["max_react_tool_calls"]["maximum"] == 7 and schema["max_react_tool_calls"]["minimum"] == 1
    assert schema["max_clarifications"]["maximum"] == 3  # the ceiling (3) is below the field's own bound (5)
    assert schema["approve_plan"]["default"] is False
    graph = build_graph(settings=Settings.load())
    assert set(graph.get_context_jsonschema()["properties"]) == set(REQUEST_KEYS)


def test_context_settings_are_the_ones_the_client_set():
    model = request_settings_model()
    assert context_settings(type("R", (), {"context": model(approve_plan=True)})()) == {"approve_plan": True}
    assert context_settings(type("R", (), {"context": {"search_api": "none"}})()) == {"search_api": "none"}
    assert context_settings(None) == {}


async def test_clarification_is_a_real_interrupt_and_a_new_message_still_answers():
    for answer in (Command(resume="Rotterdam"), {"messages": [HumanMessage("Rotterdam")]}):
        graph = build_graph(checkpointer=InMemorySaver())
        config = {
            "configurable": {
                "thread_id": "t",
                "search_api": "none",
                "max_refinement_rounds": 0,
                "models": models(clarify=[ClarifyDecision(need_clarification=True, question="Which site?")]),
            }
        }
        first = await graph.ainvoke({"messages": [HumanMessage("hours?")]}, config)
        assert [i.value["question"] for i in first["__interrupt__"]] == ["Which site?"]
        snapshot = await graph.aget_state(config)
        assert snapshot.next == ("ask_user",) and snapshot.tasks[0].interrupts
        done = await graph.ainvoke(answer, config)
        assert [m.content for m in done["messages"][:3]] == ["hours?", "Which site?", "Rotterdam"]
        assert done["final_report"] and not (await graph.aget_state(config)).interrupts


async def test_library_raises_plan_approval_needed_and_resumes(tmp_path):
    saver = InMemorySaver()
    opts = {
        "checkpointer": saver,
        "thread_id": "p",
        "approve_plan": True,
        "allow_clarification": False,
        "search_api": "none",
        "max_refinement_rounds": 0,
        "models": models(),
    }
    settings = Settings.load(data_dir=str(tmp_path))
    with pytest.raises(PlanApprovalNeeded) as waiting:
        await aresearch("What about alpha?", settings=settings, **opts)
    assert waiting.value.plan["sub_questions"] and waiting.value.thread_id == "p"
    report = await aresearch("", settings=settings, resume="approve", **opts)
    assert report.startswith("# Report")
