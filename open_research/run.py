"""The library entry points: build the graph, or run one question to a report."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from langchain_core.messages import HumanMessage

from open_research.config import BASE_KEY, ResearchConfig, Settings, validate_overrides
from open_research.graph import build_graph


async def aresearch(question: str, *, settings: Settings | None = None, thread_id: str | None = None,
                    checkpointer: Any = None, **overrides: Any) -> dict[str, Any]:
    """Run one question to the end; returns the final state (``final_report``, ``research_brief``,
    ``notes``, ``sources``). When clarification is needed the state holds the question as the last
    message and ``final_report`` is empty."""
    if not question or not question.strip():
        raise ValueError("the question is empty")
    settings = settings or Settings.load()
    base = settings.run_defaults()
    validate_overrides(overrides, base)  # fail before any model is called
    graph = build_graph(checkpointer=checkpointer)
    config = {"configurable": {BASE_KEY: base, **overrides, "thread_id": thread_id or str(uuid.uuid4())},
              "recursion_limit": 200}
    return await graph.ainvoke({"messages": [HumanMessage(content=question)]}, config)


def research(question: str, **kwargs: Any) -> dict[str, Any]:
    """Synchronous ``aresearch``."""
    return asyncio.run(aresearch(question, **kwargs))


__all__ = ["aresearch", "build_graph", "research", "ResearchConfig"]
