"""ask_user: the thread waits for the person, as a LangGraph ``interrupt()``.

Clarification (``clarify_with_user`` chose a question) and plan approval (``approve_plan``) both
wait here, so every LangGraph client (Studio, Agent Chat UI, ``langgraph-sdk``) sees the thread
``interrupted`` with the interrupt's value and continues it with ``Command(resume=...)``. A new
user message on the thread instead starts over at ``clarify_with_user``, as before.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import Command, interrupt

from open_research.graph.state import AgentState

#: ``additional_kwargs`` key of a clarifying AI message (its options, for UIs to render choices).
CLARIFICATION_KEY = "clarification"


def resume_text(value: Any) -> str:
    """The person's answer from a resume value: a string, ``{"answer"|"response"|"args": ...}``, or a
    list of those (Agent Chat UI sends ``[{"type": "response", "args": "..."}]``)."""
    if isinstance(value, (list, tuple)):
        return " ".join(t for t in (resume_text(v) for v in value) if t)
    if isinstance(value, dict):
        for key in ("answer", "response", "args", "content", "text"):
            if key in value:
                return resume_text(value[key])
        return ""
    return "" if value is None else str(value).strip()


def clarification_request(state: AgentState) -> dict[str, Any]:
    """The interrupt's value: the question asked, its options and why it was asked."""
    question = next((m for m in reversed(state.get("messages") or []) if isinstance(m, AIMessage)), None)
    extra = (question.additional_kwargs or {}).get(CLARIFICATION_KEY, {}) if question else {}
    return {
        "type": "clarification",
        "question": str(question.content) if question else "",
        "options": list(state.get("clarification_options") or []),
        "reason": extra.get("reason", ""),
    }


async def ask_user(state: AgentState) -> Command:
    """Wait for the answer; it joins the conversation and ``clarify_with_user`` looks again."""
    answer = resume_text(interrupt(clarification_request(state)))
    update = {"messages": [HumanMessage(content=answer)]} if answer else {}
    return Command(goto="clarify_with_user", update=update)
