"""The supervisor decides what to research; ``supervisor_tools`` carries the decisions out.

Researchers run concurrently, bounded by ``max_concurrent_research_units``. Unlike the anchor,
one researcher that fails does not cost the others their findings: its tool message says what
went wrong and the round goes on.
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command

from open_research.config import run_config
from open_research.graph.evaluator import BUDGET_PREFIX
from open_research.graph.grounding import grounded_topic, topic_text
from open_research.graph.limits import at_iteration_cap, first_turn_tools, split_by_budget, supervisor_done
from open_research.graph.planner import plan_text
from open_research.graph.researcher import build_researcher_graph
from open_research.graph.state import (
    ConductResearch,
    ResearchComplete,
    SupervisorInput,
    SupervisorOutput,
    SupervisorState,
)
from open_research.models import usage
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import SUPERVISOR, SUPERVISOR_PLAN, fill
from open_research.tools import think_tool

SUPERVISOR_TOOLS = [ConductResearch, ResearchComplete, think_tool]


async def supervisor(state: SupervisorState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    iterations = state.get("research_iterations", 0) + 1
    model = role_model(cfg, "supervisor")
    stopped = model.exhausted()
    if stopped:
        return _budget_end(stopped, iterations)
    native = model.can.native_tools
    refining = bool(state.get("refinement_round")) and bool(state.get("pending_questions"))
    if refining and not native:
        # A small model rewrites sub-questions badly; the evaluator's open ones are the topics.
        return _code_turn(state["pending_questions"][: cfg.max_concurrent_research_units], iterations)
    # Models on the JSON fallback (small ones) reflect instead of acting: their first turn must delegate,
    # and so must every turn of a refinement round (it exists to research the open sub-questions).
    started = any(
        isinstance(m, ToolMessage) and m.name == ConductResearch.__name__ for m in state.get("supervisor_messages", [])
    )
    tools = first_turn_tools(
        SUPERVISOR_TOOLS, [ConductResearch, think_tool] if native else [ConductResearch], started=started
    )
    if refining:
        tools = [ConductResearch]
    plan = plan_text(state.get("plan"))
    system = fill(
        SUPERVISOR,
        max_units=cfg.max_concurrent_research_units,
        max_iterations=cfg.max_researcher_iterations,
        plan=SUPERVISOR_PLAN.format(plan=plan) if plan else "",
    )
    # A failed call fails the run's research (no code fallback decides for a supervisor that can).
    # Before it has delegated (and in a refinement round) a call is due: prose gets one reminder,
    # then code delegates for it.
    response = await model.tool_turn(
        tools,
        [SystemMessage(content=system), *state.get("supervisor_messages", [])],
        must_call=refining or not started,
        raise_errors=True,
    )
    if response is None and model.no_call:
        topics = state.get("pending_questions") if refining else None
        return _code_turn(
            list(topics or [state.get("research_brief") or ""])[: cfg.max_concurrent_research_units], iterations
        )
    if response is None:
        return _budget_end(model.budget_stop or "budget exhausted", iterations)
    return Command(
        goto="supervisor_tools",
        update={"supervisor_messages": [response], "research_iterations": iterations},
    )


def _code_turn(topics: list[str], iterations: int) -> Command:
    """Code delegates for the supervisor: one researcher per topic, as the topics stand."""
    delegate = AIMessage(
        content="",
        tool_calls=[
            {
                "name": ConductResearch.__name__,
                "args": {"research_topic": topic},
                "id": f"code_{uuid.uuid4().hex[:12]}",
                "type": "tool_call",
            }
            for topic in topics
            if topic.strip()
        ],
    )
    return Command(
        goto="supervisor_tools", update={"supervisor_messages": [delegate], "research_iterations": iterations}
    )


def _budget_end(reason: str, iterations: int) -> Command:
    """No new supervisor call: the findings so far go to the evaluator and the report."""
    reason = reason.removeprefix("budget exhausted: ")
    progress.emit("budget_exhausted", where="supervisor", reason=reason)
    progress.emit("supervisor_stopped", reason="budget", iterations=iterations)
    return Command(
        goto=END,
        update={
            "budget_stop": reason,
            "open_questions": [
                f"{BUDGET_PREFIX} ({reason}) before the supervisor's turn {iterations}; "
                "no further topics were delegated."
            ],
        },
    )


async def supervisor_tools(state: SupervisorState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    last = state["supervisor_messages"][-1]
    calls = list(getattr(last, "tool_calls", None) or [])
    iterations = state.get("research_iterations", 0)
    names = [c["name"] for c in calls]
    reason = supervisor_done(names)
    if reason:
        progress.emit("supervisor_stopped", reason=reason, iterations=iterations)
        return Command(goto=END)

    messages: list[ToolMessage] = []
    conduct = []
    for c in calls:
        if c["name"] == "think_tool":
            reflection = str(c["args"].get("reflection", ""))
            progress.emit("reflection", text=reflection[:500])
            messages.append(ToolMessage(content="Reflection recorded.", tool_call_id=c["id"], name="think_tool"))
        elif c["name"] == ConductResearch.__name__:
            conduct.append(c)
        else:
            messages.append(
                ToolMessage(
                    content=f"ERROR: unknown tool {c['name']!r}; use ConductResearch, ResearchComplete or think_tool.",
                    tool_call_id=c["id"],
                    name=c["name"],
                    status="error",
                )
            )

    allowed, overflow = split_by_budget(conduct, cfg.max_concurrent_research_units)
    for c in overflow:
        messages.append(
            ToolMessage(
                content=(
                    f"ERROR: not run: at most {cfg.max_concurrent_research_units} researchers run at once. "
                    "Delegate this topic again in a later round if it is still needed."
                ),
                tool_call_id=c["id"],
                name=c["name"],
                status="error",
            )
        )

    if not role_model(cfg, "supervisor").can.judges:  # a small model's topics stay about the brief
        allowed = [_grounded(c, state.get("research_brief", "")) for c in allowed]
    results = await asyncio.gather(*(_run_researcher(c, config) for c in allowed), return_exceptions=True)
    notes, raw_notes, sources, errors, open_questions = [], [], [], [], []
    budget_stop = None
    for c, result in zip(allowed, results, strict=True):
        if isinstance(result, BaseException):
            reason = f"{type(result).__name__}: {result}"[:500]
            errors.append(f"researcher on {_topic(c)[:80]!r} failed: {reason}")
            open_questions.append(_topic(c))
            progress.emit("error", where="researcher", topic=topic_text(_topic(c))[:200], message=reason)
            messages.append(
                ToolMessage(
                    content=f"ERROR: the researcher failed ({reason}); its topic is not covered.",
                    tool_call_id=c["id"],
                    name=c["name"],
                    status="error",
                )
            )
            continue
        if result.get("budget_stop"):
            budget_stop = result["budget_stop"]
            open_questions.append(f"{BUDGET_PREFIX} ({budget_stop}) while researching: {_topic(c)}")
        compressed = result.get("compressed_research", "") or "(the researcher found nothing)"
        notes.append(compressed)
        raw_notes.extend(result.get("raw_notes", []))
        sources.extend(result.get("sources", []))
        errors.extend(result.get("errors", []))
        if not result.get("sources"):
            open_questions.append(_topic(c))
        messages.append(ToolMessage(content=compressed, tool_call_id=c["id"], name=c["name"]))

    update: dict[str, Any] = {
        "supervisor_messages": messages,
        "notes": notes,
        "raw_notes": raw_notes,
        "sources": sources,
        "errors": errors,
        "open_questions": open_questions,
    }
    usage.emit(cfg)
    budget_stop = budget_stop or role_model(cfg, "supervisor").exhausted()
    if budget_stop:
        progress.emit("supervisor_stopped", reason="budget", iterations=iterations)
        return Command(goto=END, update={**update, "budget_stop": budget_stop.removeprefix("budget exhausted: ")})
    if state.get("refinement_round") and allowed:
        # A refinement round is one round of research; the evaluator then looks again.
        progress.emit("supervisor_stopped", reason="refinement_round_done", iterations=iterations)
        return Command(goto=END, update=update)
    if at_iteration_cap(iterations, cfg.max_researcher_iterations):
        progress.emit("supervisor_stopped", reason="iteration_cap", iterations=iterations)
        return Command(goto=END, update=update)
    return Command(goto="supervisor", update=update)


def _grounded(call: dict[str, Any], brief: str) -> dict[str, Any]:
    topic = grounded_topic(_topic(call), brief)
    return call if topic == _topic(call) else {**call, "args": {**call["args"], "research_topic": topic}}


def _topic(call: dict[str, Any]) -> str:
    return str(call.get("args", {}).get("research_topic", ""))


async def _run_researcher(call: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
    topic = _topic(call)
    if not topic.strip():
        raise ValueError("ConductResearch was called without a research_topic")
    progress.emit("researcher_started", topic=topic_text(topic)[:200])
    graph = build_researcher_graph()
    return await graph.ainvoke({"researcher_messages": [HumanMessage(content=topic)], "research_topic": topic}, config)


def build_supervisor_graph():
    g = StateGraph(SupervisorState, input_schema=SupervisorInput, output_schema=SupervisorOutput)
    g.add_node("supervisor", supervisor)
    g.add_node("supervisor_tools", supervisor_tools)
    g.add_edge(START, "supervisor")
    return g.compile()
