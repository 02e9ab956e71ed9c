"""plan_research: after the brief, the perspectives worth covering and the sub-questions the report
must answer, each with what would count as an answer.

The supervisor delegates against the plan and the evaluator checks the findings against it. A
model without native tool calling (the embedded one) plans poorly, so code plans for it: each
sentence of the request becomes a sub-question, answered when a source states its key terms.
A planner that fails costs the run nothing: the code plan stands in.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig

from open_research.config import run_config
from open_research.graph.grounding import on_subject
from open_research.graph.state import AgentState, ResearchPlan
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import PLAN_FEEDBACK, PLANNER, fill
from open_research.text import key_terms

_SENTENCE_END = re.compile(r"(?<=[.?!])\s+|\n+")
_REQUEST_HEADER = "Research request, in the user's words:"


async def plan_research(state: AgentState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    progress.emit("node_started", node="plan_research")
    brief = state.get("research_brief") or ""
    feedback = [f for f in state.get("plan_feedback") or [] if f.strip()]
    if feedback:  # a person rejected earlier plans: their words are part of what to plan for
        brief += "\n\n" + PLAN_FEEDBACK + "\n".join(f"- {f}" for f in feedback)
    plan, by = None, "code"
    result = await role_model(cfg, "planner").structured(
        ResearchPlan, [HumanMessage(content=fill(PLANNER, brief=brief, max_questions=cfg.max_sub_questions))]
    )
    if result is not None:  # else the code plan (a small model, no budget, a failed call)
        plan, by = normalise_plan(result, cfg.max_sub_questions, about=brief), "model"
    if not plan or not plan["sub_questions"]:
        plan, by = plan_from_brief(brief, cfg.max_sub_questions), "code"
    plan["by"] = by
    progress.emit(
        "plan_written",
        by=by,
        perspectives=[p["name"] for p in plan["perspectives"]],
        sub_questions=[f"{q['id']}: {q['question']}"[:200] for q in plan["sub_questions"]],
    )
    return {
        "plan": plan,
        "evaluations": {"type": "override", "value": []},
        "refinement_round": 0,
        "pending_questions": {"type": "override", "value": []},
        "budget_stop": None,
    }


def normalise_plan(plan: ResearchPlan | dict[str, Any], max_questions: int, about: str = "") -> dict[str, Any]:
    """Ids q1, q2, ... in order; blank and repeated questions dropped, and (given the brief ``about``)
    those that share no content word with it: a small model plans about its prompt's examples."""
    data = plan.model_dump() if isinstance(plan, ResearchPlan) else ResearchPlan.model_validate(plan).model_dump()
    seen: set[str] = set()
    questions: list[dict[str, Any]] = []
    for q in data["sub_questions"]:
        text = " ".join(str(q.get("question", "")).split())
        if not text or text.casefold() in seen or (about and not on_subject(text, about)):
            continue
        seen.add(text.casefold())
        questions.append(
            {
                "id": f"q{len(questions) + 1}",
                "question": text,
                "answer_criteria": str(q.get("answer_criteria") or "").strip(),
                "perspective": str(q.get("perspective") or "").strip(),
            }
        )
        if len(questions) >= max_questions:
            break
    perspectives = [
        {"name": str(p.get("name", "")).strip(), "concern": str(p.get("concern") or "").strip()}
        for p in data["perspectives"]
        if str(p.get("name", "")).strip()
    ]
    return {"perspectives": perspectives, "sub_questions": questions}


def plan_from_brief(brief: str, max_questions: int) -> dict[str, Any]:
    """The request's own sentences as sub-questions (those with at least one content word)."""
    text = brief.replace(_REQUEST_HEADER, " ").replace(PLAN_FEEDBACK.strip(), " ")
    sentences = [" ".join(s.strip().lstrip("-•* ").split()) for s in _SENTENCE_END.split(text)]
    sentences = [s for s in sentences if key_terms(s)] or [" ".join(brief.split()) or "(empty request)"]
    questions: list[dict[str, Any]] = []
    for s in dict.fromkeys(sentences):
        terms = sorted(key_terms(s), key=s.casefold().find)
        questions.append(
            {
                "id": f"q{len(questions) + 1}",
                "question": s,
                "answer_criteria": "a source read in this run that states " + ", ".join(terms[:8]),
                "perspective": "the person asking",
            }
        )
        if len(questions) >= max_questions:
            break
    return {
        "perspectives": [{"name": "the person asking", "concern": "the request as written"}],
        "sub_questions": questions,
    }


def plan_text(plan: dict[str, Any] | None) -> str:
    """The plan as the supervisor reads it."""
    if not plan or not plan.get("sub_questions"):
        return ""
    lines = []
    if plan.get("perspectives"):
        lines.append(
            "Perspectives: "
            + "; ".join(p["name"] + (f" ({p['concern']})" if p.get("concern") else "") for p in plan["perspectives"])
        )
    for q in plan["sub_questions"]:
        crit = f" Answered when: {q['answer_criteria']}" if q.get("answer_criteria") else ""
        lines.append(f"{q['id']}. {q['question']}{crit}")
    return "\n".join(lines)
