"""Typed graph state and the structured outputs the models return."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal

from langchain_core.messages import AnyMessage
from langgraph.graph import add_messages
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from open_research.evidence import merge_ledger


class Override(TypedDict):
    """Write ``{"type": "override", "value": [...]}`` to replace a list instead of appending."""

    type: str
    value: list[Any]


def override_reducer(current: list[Any] | None, new: Any) -> list[Any]:
    if isinstance(new, dict) and new.get("type") == "override":
        return list(new.get("value") or [])
    return operator.add(current or [], new if isinstance(new, list) else [new])


def messages_reducer(current: list[Any] | None, new: Any) -> list[Any]:
    """Messages merged by id (``add_messages``): a subgraph that hands back the whole list it was
    given adds only its new messages, never a second copy. An override replaces the list."""
    if isinstance(new, dict) and new.get("type") == "override":
        return list(new.get("value") or [])
    return list(add_messages(current or [], new if isinstance(new, list) else [new]))


def ledger_reducer(current: list[dict] | None, new: Any) -> list[dict]:
    if isinstance(new, dict) and new.get("type") == "override":
        return list(new.get("value") or [])
    return merge_ledger(current or [], new or [])


# --- structured outputs -------------------------------------------------------------------


class ClarifyDecision(BaseModel):
    """Does the request need a question back before research starts?"""

    need_clarification: bool = Field(description="True only if research cannot start without an answer.")
    question: str = Field(default="", description="The one question to ask the user, if needed.")
    verification: str = Field(
        default="", description="If no question is needed: a short message confirming what will be researched."
    )


class ResearchBrief(BaseModel):
    """The research question rewritten as a complete, self-contained brief."""

    research_brief: str = Field(description="The brief the research team will work from.")


class SubQuestion(BaseModel):
    """One question the report must answer, and what would count as an answer."""

    question: str = Field(min_length=5, description="A concrete question the report must answer.")
    answer_criteria: str = Field(default="", description="What a source must state for this to count as answered.")
    perspective: str = Field(default="", description="Whose question this is (one of the perspectives).")


class Perspective(BaseModel):
    """Someone with a stake in the answer, and what they would ask (STORM-style)."""

    name: str = Field(min_length=2, description="Who: a role or point of view.")
    concern: str = Field(default="", description="What this perspective cares about.")


class ResearchPlan(BaseModel):
    """Perspectives worth covering and the sub-questions the report must answer."""

    perspectives: list[Perspective] = Field(default_factory=list, max_length=6)
    sub_questions: list[SubQuestion] = Field(min_length=1, max_length=20)


Verdict = Literal["answered", "partial", "unanswered", "conflicting", "stale"]


class SubQuestionVerdict(BaseModel):
    """The evaluator's rubric for one sub-question."""

    id: str = Field(description="The sub-question's id, e.g. q1.")
    status: Verdict = Field(description="answered (with support), partial, unanswered, conflicting or stale.")
    reason: str = Field(default="", description="One sentence: what is supported, missing, in conflict or out of date.")
    source_ids: list[str] = Field(default_factory=list, description="Source ids that support the answer.")


class Evaluation(BaseModel):
    """Findings scored against the plan's sub-questions."""

    verdicts: list[SubQuestionVerdict]


# --- tool schemas (the supervisor and researchers decide with these) ----------------------


class ConductResearch(BaseModel):
    """Delegate one sub-topic to a researcher. Describe it fully: the researcher sees nothing else."""

    research_topic: str = Field(min_length=10, description="The sub-topic, in at least a paragraph of detail.")


class ResearchComplete(BaseModel):
    """Call when the research gathered so far is enough to write the report."""


# --- graph state ----------------------------------------------------------------------------

#: Lists a node appends to, or replaces with ``{"type": "override", "value": [...]}``; messages merge by id.
Messages = Annotated[list[AnyMessage], messages_reducer]
Texts = Annotated[list[str], override_reducer]
#: The evidence ledger: merged by source, duplicates grouped (``evidence.merge_ledger``).
Ledger = Annotated[list[dict], ledger_reducer]


class AgentInput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


class AgentState(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    research_brief: str | None
    supervisor_messages: Messages
    notes: Texts
    raw_notes: Texts
    sources: Ledger
    errors: Texts
    open_questions: Texts
    clarification_asked: int
    #: Options offered with the pending question, and every set offered on this thread (never re-asked).
    clarification_options: list[str]
    clarification_history: list[list[str]]
    #: The planner's output (``ResearchPlan`` as a dict, sub-questions with ids q1, q2, ...).
    plan: dict[str, Any]
    #: What the person said when rejecting earlier plans (``approve_plan``); the planner heeds it.
    plan_feedback: list[str]
    #: One entry per evaluation: ``{"round": n, "verdicts": [...], "by": "model" | "code"}``.
    evaluations: Annotated[list[dict[str, Any]], override_reducer]
    #: Refinement rounds started so far; the supervisor works on ``pending_questions`` in one.
    refinement_round: int
    pending_questions: Texts
    #: Why the run stopped researching early (a limit's sentence), or None.
    budget_stop: str | None
    final_report: str
    report_json: dict[str, Any]


class SupervisorState(TypedDict, total=False):
    supervisor_messages: Messages
    research_brief: str
    notes: Texts
    raw_notes: Texts
    sources: Ledger
    errors: Texts
    open_questions: Texts
    research_iterations: int
    plan: dict[str, Any]
    refinement_round: int
    pending_questions: Texts
    budget_stop: str | None


class SupervisorInput(TypedDict, total=False):
    """What the supervisor subgraph is given: the brief, the plan, its conversation, the round. Not
    the findings so far: it starts its lists empty, so what it hands back is only what it added."""

    supervisor_messages: Messages
    research_brief: str
    plan: dict[str, Any]
    refinement_round: int
    pending_questions: Texts


class SupervisorOutput(TypedDict, total=False):
    """What one visit of the supervisor subgraph adds to the run (its messages merge by id)."""

    supervisor_messages: Messages
    notes: Texts
    raw_notes: Texts
    sources: Ledger
    errors: Texts
    open_questions: Texts
    budget_stop: str | None


class ResearcherState(TypedDict, total=False):
    researcher_messages: Annotated[list[AnyMessage], operator.add]
    research_topic: str
    tool_call_iterations: int
    #: Tool turns taken (reflections and refused arguments included): a cap on a model that only does those.
    turns: int
    compressed_research: str
    raw_notes: Texts
    sources: Ledger
    errors: Texts
    budget_stop: str | None


class ResearcherOutput(TypedDict, total=False):
    compressed_research: str
    raw_notes: Texts
    sources: Ledger
    errors: Texts
    #: Set when the run's budget ended this researcher before it finished its topic.
    budget_stop: str | None
