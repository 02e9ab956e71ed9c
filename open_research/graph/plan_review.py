"""review_plan: with ``approve_plan`` on, a person approves, edits or rejects the plan before any
researcher spends money. The run waits in a LangGraph ``interrupt()`` whose value is the brief and
the plan; the client resumes with:

- ``"approve"`` (or ``"yes"``, ``""``, ``{"action": "approve"}``): research this plan;
- ``{"sub_questions": ["...", ...]}`` or ``{"plan": {...}}`` (``{"action": "edit", ...}``): research
  the edited plan instead;
- ``{"reject": "feedback"}`` (``{"action": "reject", "feedback": "..."}``, or any other text): plan
  again with the feedback, then ask again.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.types import Command, interrupt

from open_research.config import run_config
from open_research.graph.planner import normalise_plan
from open_research.graph.state import AgentState
from open_research.observe import progress

APPROVALS = frozenset({"", "approve", "approved", "yes", "y", "ok", "accept"})
HOW_TO_ANSWER = (
    'resume with "approve", {"sub_questions": [...]} (an edited plan) or {"reject": "feedback"} (plan again)'
)


def plan_decision(value: Any, current: dict[str, Any], max_questions: int) -> tuple[str, Any]:
    """("approve", None), ("edit", the edited plan) or ("reject", feedback) from a resume value."""
    if value is True or value is None:
        return "approve", None
    if isinstance(value, str):
        text = value.strip()
        if text.casefold() in APPROVALS:
            return "approve", None
        return "reject", text.removeprefix("reject").lstrip(": ").strip() or text
    if isinstance(value, dict):
        action = str(value.get("action") or "").casefold()
        if action in ("approve", "accept") or value.get("approve") is True:
            return "approve", None
        edit = plan if isinstance(plan := value.get("plan"), dict) else value
        if "sub_questions" in edit and action in ("", "edit"):
            return "edit", edited_plan(current, edit, max_questions)
        feedback = value.get("reject", value.get("feedback", ""))
        if action == "reject" or "reject" in value:
            return "reject", str(feedback if isinstance(feedback, str) else "").strip()
    raise ValueError(f"unrecognised plan review answer; {HOW_TO_ANSWER}")


def edited_plan(current: dict[str, Any], edit: dict[str, Any], max_questions: int) -> dict[str, Any]:
    """The person's sub-questions (texts or ``{"question": ...}``), kept in their order, as a plan."""
    questions = [q if isinstance(q, dict) else {"question": str(q)} for q in edit.get("sub_questions") or []]
    perspectives = edit.get("perspectives", current.get("perspectives") or [])
    plan = normalise_plan({"perspectives": perspectives, "sub_questions": questions}, max_questions)
    return {**plan, "by": "person"}


def after_planning(state: AgentState, config: RunnableConfig) -> str:
    """To the person when ``approve_plan`` is on (decided once, so a resume always reaches the wait)."""
    return "review_plan" if run_config(config).approve_plan else "research_supervisor"


async def review_plan(state: AgentState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    plan = state.get("plan") or {}
    progress.emit("plan_review_needed", sub_questions=[q["question"] for q in plan.get("sub_questions", [])])
    answer = interrupt(
        {
            "type": "plan_approval",
            "brief": state.get("research_brief") or "",
            "plan": plan,
            "how_to_answer": HOW_TO_ANSWER,
        }
    )
    try:
        action, detail = plan_decision(answer, plan, cfg.max_sub_questions)
    except ValueError as exc:  # an answer we cannot read: plan again, saying why
        action, detail = "reject", str(exc)
    progress.emit("plan_reviewed", action=action)
    if action == "approve":
        return Command(goto="research_supervisor")
    if action == "edit":
        return Command(goto="research_supervisor", update={"plan": detail})
    return Command(goto="plan_research", update={"plan_feedback": [*(state.get("plan_feedback") or []), detail]})
