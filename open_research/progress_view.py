"""Terminal view of a run: live progress lines from the ``custom`` stream, and the clarification
loop on the terminal (the thread persists between the question and the answer)."""

from __future__ import annotations

import time
import uuid
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from rich.console import Console

from open_research.config import Settings, validate_overrides
from open_research.runs_context import run_resources
from open_research.run import run_config_dict
from open_research.graph import build_graph


async def run_with_progress(question: str, settings: Settings, overrides: dict[str, Any], console: Console,
                            *, interactive: bool) -> dict[str, Any]:
    async with run_resources(validate_overrides(overrides, settings.run_defaults()), {}, settings) as resources:
        config = run_config_dict(settings, overrides, thread_id=str(uuid.uuid4()))
        config["configurable"].update(resources)
        return await _converse(build_graph(checkpointer=InMemorySaver()), config, question, console,
                               interactive=interactive)


async def _converse(graph: Any, config: dict[str, Any], question: str, console: Console,
                    *, interactive: bool) -> dict[str, Any]:
    payload: dict[str, Any] | None = {"messages": [HumanMessage(content=question)]}
    start = time.perf_counter()
    while True:
        state: dict[str, Any] = {}
        with console.status("starting", spinner="dots") as status:
            async for ns, mode, chunk in graph.astream(payload, config, stream_mode=["custom", "values"],
                                                       subgraphs=True):
                if mode == "values" and not ns:
                    state = chunk
                elif isinstance(chunk, dict):
                    line = describe_event(chunk)
                    if line:
                        console.print(f"[dim]{time.perf_counter() - start:6.1f}s[/] {line}")
                        status.update(line)
        last = (state.get("messages") or [None])[-1]
        if state.get("final_report") or not interactive or not isinstance(last, AIMessage):
            return state
        answer = console.input(f"[bold yellow]?[/] {last.content}\n[bold]> [/]").strip()
        if not answer:
            return state
        payload = {"messages": [HumanMessage(content=answer)]}


def describe_event(event: dict[str, Any]) -> str | None:
    kind = event.get("event")
    if kind == "node_started":
        return f"[bold]{event.get('node')}[/]"
    if kind == "brief_written":
        return f"brief: {str(event.get('brief', ''))[:160]}"
    if kind == "researcher_started":
        return f"[cyan]researcher[/] started: {event.get('topic', '')[:120]}"
    if kind == "researcher_finished":
        return f"[green]researcher[/] finished ({event.get('sources', 0)} sources): {event.get('topic', '')[:80]}"
    if kind == "search":
        return f"  search [{event.get('tool')}] {event.get('query', '')[:120]}"
    if kind == "sources":
        return f"  {event.get('count')} sources from {event.get('tool')}"
    if kind in {"error", "warning"}:
        return f"[red]{kind}[/] in {event.get('where', '?')}: {str(event.get('message', ''))[:200]}"
    if kind == "retry":
        return f"[yellow]retry[/] {event.get('where')}: {event.get('reason')}"
    if kind == "supervisor_stopped":
        return f"supervisor done ({event.get('reason')})"
    if kind == "report_written":
        return f"report written ({event.get('chars')} characters)"
    return None
