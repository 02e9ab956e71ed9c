"""Terminal view of a run: live progress lines from the ``custom`` stream, and the clarification
loop on the terminal (the thread persists between the question and the answer)."""

from __future__ import annotations

import time
import uuid
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from rich.console import Console
from rich.markup import escape

from open_research.config import Settings, validate_overrides
from open_research.runs_context import run_resources
from open_research.run import run_config_dict
from open_research.graph import build_graph


async def run_with_progress(question: str, settings: Settings, overrides: dict[str, Any], console: Console,
                            *, interactive: bool) -> dict[str, Any]:
    async with run_resources(validate_overrides(overrides, settings.run_defaults(), trusted=True), {}, settings) as resources:
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


#: One line per progress event; ``{field}`` is filled from the event, escaped so that source text and
#: tool names (``[local_search]``) are shown as written, not read as rich markup.
EVENT_LINES = {
    "node_started": "[bold]{node}[/]",
    "brief_written": "brief: {brief:.160}",
    "researcher_started": "[cyan]researcher[/] started: {topic:.120}",
    "researcher_finished": "[green]researcher[/] finished ({sources} sources): {topic:.80}",
    "search": "  search \\[{tool}] {query:.120}",
    "sources": "  {count} sources from {tool}",
    "error": "[red]error[/] in {where}: {message:.200}",
    "warning": "[red]warning[/] in {where}: {message:.200}",
    "retry": "[yellow]retry[/] {where}: {reason}",
    "supervisor_stopped": "supervisor done ({reason})",
    "report_written": "report written ({chars} characters)",
}


class _Fields(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def describe_event(event: dict[str, Any]) -> str | None:
    template = EVENT_LINES.get(str(event.get("event")))
    if template is None:
        return None
    return template.format_map(_Fields({k: escape(str(v)) for k, v in event.items()}))
