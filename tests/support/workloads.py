"""Scripted workloads shared by the graph tests."""

from __future__ import annotations

from typing import Annotated, Any

from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool

from open_research.evidence import format_source_for_model, make_record, source_id_for
from open_research.graph.state import ClarifyDecision, ResearchBrief
from open_research.testing import ScriptStats, calls, role_models, tool_call


def topic_of(messages) -> str:
    for m in messages:
        if isinstance(m, HumanMessage):
            return str(m.content)
    return ""


def searching_researcher(searches: int = 1, tool: str = "think_tool"):
    """Calls ``tool`` ``searches`` times, then answers in plain text."""

    def script(messages):
        done = sum(isinstance(m, ToolMessage) for m in messages)
        if done < searches:
            if tool == "think_tool":
                return calls(tool_call("think_tool", reflection=f"step {done} on {topic_of(messages)}"))
            return calls(tool_call(tool, queries=[f"{topic_of(messages)} {done}"]))
        return "finished"

    return script


def delegate_then_complete(topics):
    """Delegates ``topics`` once, then finishes (also when a refinement round asks for more)."""

    def script(messages):
        if any(isinstance(m, ToolMessage) and m.name == "ConductResearch" for m in messages):
            return calls(tool_call("ResearchComplete"))
        return calls(*(tool_call("ConductResearch", research_topic=t) for t in topics))

    return script


def models(
    stats: ScriptStats | None = None,
    *,
    topics=("alpha", "beta"),
    latency: float = 0.0,
    researcher=None,
    compression=None,
    final_report=None,
    clarify=None,
    supervisor=None,
    brief=None,
    **extra: Any,
) -> dict:
    supervisor = supervisor or delegate_then_complete(topics)
    return role_models(
        stats or ScriptStats(),
        latency=latency,
        clarify=clarify or [ClarifyDecision(need_clarification=False, verification="Researching.")],
        brief=brief or [ResearchBrief(research_brief="I want to know about " + " and ".join(topics))],
        supervisor=supervisor,
        researcher=researcher or searching_researcher(1),
        compression=compression
        or (lambda m: f"Notes on {m[0].content.split('<topic>')[1].split('</topic>')[0].strip()}"),
        final_report=final_report or ["# Report\n\nAll findings."],
        **extra,
    )


def canned_search(docs: dict[str, str]):
    """A search tool over ``{path: text}`` that records evidence like the real ones do."""

    @tool("canned_search", response_format="content_and_artifact")
    def canned(queries: list[str], tool_call_id: Annotated[str, InjectedToolCallId]) -> tuple[str, list[dict]]:
        """Search the canned documents."""
        hits = list(docs.items())  # every query finds every document: the tests are about what follows
        records = [
            make_record(
                path=p, title=p.rsplit("/", 1)[-1], text=t, origin_tool="canned_search", tool_call_id=tool_call_id
            )
            for p, t in hits
        ]
        return "\n\n".join(format_source_for_model(r) for r in records), [r.model_dump(mode="json") for r in records]

    return canned


#: Two dated notices of one fact (the newer changes it): the report and judge tests cite them.
HOURS_DOCS = {
    "/kb/hours-2026.md": "Notice 2026: the Berlin warehouse closes at 18:00 on weekdays.",
    "/kb/hours-2025.md": "Notice 2025: the Berlin warehouse closes at 17:00 on weekdays.",
}
HOURS_NEW, HOURS_OLD = (source_id_for(path=p) for p in HOURS_DOCS)
