"""The library entry points: build the graph, or run one question to a report."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.types import Command

from open_research.config import BASE_KEY, EXTRA_TOOLS_KEY, ResearchConfig, Settings, validate_overrides
from open_research.graph.build import build_graph
from open_research.runs.resources import run_resources

#: Generous: the real bounds are the iteration and tool-call limits in the configuration.
RECURSION_LIMIT = 500


class ClarificationNeeded(Exception):
    """The request is ambiguous: answer ``question`` (on the same ``thread_id`` and checkpointer to
    keep the conversation), or run again with ``allow_clarification=False``. ``options`` are the
    meanings found in the run's documents (empty when the question offers none)."""

    def __init__(self, question: str, thread_id: str, options: list[str] | None = None) -> None:
        super().__init__(f"clarification needed: {question}")
        self.question, self.thread_id, self.options = question, thread_id, list(options or [])


class PlanApprovalNeeded(Exception):
    """``approve_plan`` is on: approve, edit or reject ``plan`` by calling ``run_research`` again on the
    same ``thread_id`` and checkpointer with ``resume=`` (see ``open_research.plan_review``)."""

    def __init__(self, plan: dict[str, Any], thread_id: str) -> None:
        super().__init__("the research plan needs approval")
        self.plan, self.thread_id = plan, thread_id


async def aresearch(question: str, **kwargs: Any) -> str:
    """The final report (Markdown with verified citations, references and gaps) for ``question``."""
    kwargs.setdefault("thread_id", str(uuid.uuid4()))
    state = await run_research(question, **kwargs)
    waiting = [i.value for i in state.get("__interrupt__") or () if isinstance(i.value, dict)]
    if waiting and waiting[0].get("type") == "plan_approval":
        raise PlanApprovalNeeded(waiting[0]["plan"], kwargs["thread_id"])
    if not state.get("final_report"):
        raise ClarificationNeeded(
            str(state["messages"][-1].content), kwargs["thread_id"], state.get("clarification_options")
        )
    return state["final_report"]


async def run_research(
    question: str,
    *,
    settings: Settings | None = None,
    thread_id: str | None = None,
    checkpointer: Any = None,
    extra_tools: list[Any] | None = None,
    identity: dict[str, Any] | None = None,
    resume: Any = None,
    **overrides: Any,
) -> dict[str, Any]:
    """Run one question to the end; returns the final state (``final_report``, ``research_brief``,
    ``notes``, ``sources``). When clarification is needed the state holds the question as the last
    message and ``final_report`` is empty. ``resume`` answers the interrupt the thread waits in (a
    question asked back, a plan to approve); ``question`` is then unused."""
    if resume is None and (not question or not question.strip()):
        raise ValueError("the question is empty")
    settings = settings or Settings.load()
    base = settings.run_defaults()
    cfg = validate_overrides(overrides, base, trusted=True)  # fail before any model is called
    graph = build_graph(checkpointer=checkpointer)
    config = run_config_dict(settings, overrides, thread_id=thread_id or str(uuid.uuid4()))
    async with run_resources(cfg, identity or {}, settings) as resources:
        config["configurable"].update(with_extra_tools(resources, extra_tools))
        payload: Command | dict[str, Any] = (
            Command(resume=resume) if resume is not None else {"messages": [HumanMessage(content=question)]}
        )
        return await graph.ainvoke(payload, config)


def with_extra_tools(resources: dict[str, Any], extra_tools: list[Any] | None) -> dict[str, Any]:
    """Per-run resources plus tools a library caller passed in-process."""
    if not extra_tools:
        return resources
    opened = resources.get(EXTRA_TOOLS_KEY)
    if opened:  # keep the opened collection (it carries start-up warnings) and add to it
        opened.extend(extra_tools)
        return resources
    return {**resources, EXTRA_TOOLS_KEY: list(extra_tools)}


def run_config_dict(settings: Settings, overrides: dict[str, Any], *, thread_id: str) -> dict[str, Any]:
    """The RunnableConfig for one run: base settings, the caller's overrides, the thread."""
    return {
        "configurable": {BASE_KEY: settings.run_defaults(), **overrides, "thread_id": thread_id},
        "recursion_limit": RECURSION_LIMIT,
    }


def research(question: str, **kwargs: Any) -> str:
    """Synchronous ``aresearch``: the final report."""
    return asyncio.run(aresearch(question, **kwargs))


__all__ = [
    "ClarificationNeeded",
    "PlanApprovalNeeded",
    "ResearchConfig",
    "aresearch",
    "build_graph",
    "research",
    "run_research",
]
