"""Terminal view of a run: live progress lines from the ``custom`` stream, and the clarification
loop on the terminal (the thread persists between the question and the answer)."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.types import Command
from rich.console import Console
from rich.markup import escape

from open_research.config import Settings, validate_overrides
from open_research.graph.build import build_graph
from open_research.observe.describe import describe_event
from open_research.runs.library import run_config_dict
from open_research.runs.resources import run_resources

#: The CLI's conversations, under the data directory: a question asked back can be answered by a later
#: ``open-research research --thread ID "answer"``.
THREADS_FILE = "cli-threads.sqlite"


class UnknownThread(LookupError):
    """``--thread ID`` names no conversation this data directory keeps (a typo, another machine)."""


async def run_with_progress(
    question: str,
    settings: Settings,
    overrides: dict[str, Any],
    console: Console,
    *,
    interactive: bool,
    thread_id: str | None = None,
) -> dict[str, Any]:
    """Run (or continue, with ``thread_id``) one conversation; the final state, with its ``thread_id``."""
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    continuing = thread_id is not None
    thread_id = thread_id or str(uuid.uuid4())
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    async with AsyncSqliteSaver.from_conn_string(str(settings.data_dir / THREADS_FILE)) as saver:
        # an unknown id must not start a new research with the answer as its question
        if continuing and await saver.aget_tuple({"configurable": {"thread_id": thread_id}}) is None:
            raise UnknownThread(thread_id)
        return await _run(question, settings, overrides, console, saver, interactive=interactive, thread_id=thread_id)


async def _run(
    question: str,
    settings: Settings,
    overrides: dict[str, Any],
    console: Console,
    saver: Any,
    *,
    interactive: bool,
    thread_id: str,
) -> dict[str, Any]:
    async with run_resources(
        validate_overrides(overrides, settings.run_defaults(), trusted=True), {}, settings
    ) as resources:
        config = run_config_dict(settings, overrides, thread_id=thread_id)
        config["configurable"].update(resources)
        state = await _converse(build_graph(checkpointer=saver), config, question, console, interactive=interactive)
        return {**state, "thread_id": thread_id}


async def _converse(
    graph: Any, config: dict[str, Any], question: str, console: Console, *, interactive: bool
) -> dict[str, Any]:
    # A thread waiting in an interrupt (a question asked back, a plan to approve) takes the text as
    # the answer; otherwise it is a new message on the conversation.
    payload: Any = await _resume_or_message(graph, config, question)
    start = time.perf_counter()
    while True:
        state: dict[str, Any] = {}
        with console.status("starting", spinner="dots") as status:
            async for ns, mode, chunk in graph.astream(
                payload, config, stream_mode=["custom", "values"], subgraphs=True
            ):
                if mode == "values" and not ns:
                    state = chunk
                elif isinstance(chunk, dict):
                    line = describe_event(chunk)
                    if line:
                        console.print(f"[dim]{time.perf_counter() - start:6.1f}s[/] {line}")
                        status.update(line)
        waiting = await waiting_for(graph, config)
        if waiting is None or not interactive:
            return {**state, "waiting": waiting} if waiting else state
        answer = ask_on_terminal(console, waiting)
        if answer is None:
            return {**state, "waiting": waiting}
        payload = Command(resume=answer)


async def waiting_for(graph: Any, config: dict[str, Any]) -> dict[str, Any] | None:
    """The value of the interrupt the thread waits in, if any."""
    snapshot = await graph.aget_state(config)
    found = [i.value for i in (snapshot.interrupts if snapshot else ()) if isinstance(i.value, dict)]
    return found[0] if found else None


async def _resume_or_message(graph: Any, config: dict[str, Any], text: str) -> Any:
    if await waiting_for(graph, config) is None:
        return {"messages": [HumanMessage(content=text)]}
    return Command(resume=resume_from_text(text))


def resume_from_text(text: str) -> Any:
    """What a person typed, as a resume value: JSON objects (an edited plan) as such, else the text."""
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            pass
    return text


def describe_waiting(waiting: dict[str, Any]) -> list[str]:
    """What the thread waits for, as plain lines (the question and its options, or the plan)."""
    if waiting.get("type") == "plan_approval":
        plan = waiting.get("plan") or {}
        return [
            "The research plan needs approval:",
            *(f"  {q['id']}. {q['question']}" for q in plan.get("sub_questions", [])),
        ]
    return [str(waiting.get("question", "")), *(f"  {n}. {o}" for n, o in enumerate(waiting.get("options") or [], 1))]


def ask_on_terminal(console: Console, waiting: dict[str, Any]) -> Any:
    """The person's answer typed on the terminal; None when they give none (the thread keeps waiting)."""
    lines = describe_waiting(waiting)
    if waiting.get("type") != "plan_approval":  # the question and its numbered options, then the answer
        shown = "".join(f"{escape(line)}\n" for line in lines[1:])
        answer = console.input(f"[bold yellow]?[/] {escape(lines[0])}\n{shown}[bold]> [/]").strip()
        return answer or None
    console.print(f"[bold yellow]?[/] {escape(lines[0])}")
    for line in lines[1:]:
        console.print(escape(line))
    answer = console.input(
        "[bold]Enter[/] approves; [bold]e[/] edits; other text re-plans with it as feedback\n[bold]> [/]"
    ).strip()
    if answer.casefold() in ("e", "edit"):
        console.print("Type the sub-questions, one per line; an empty line ends.")
        questions = iter(lambda: console.input("[bold]- [/]").strip(), "")
        return {"sub_questions": list(questions)}
    return answer or "approve"


def usage_line(report_json: dict[str, Any] | None) -> str | None:
    """One summary line about what the run used, for the end of a CLI run."""
    u = (report_json or {}).get("usage")
    if not u:
        return None
    line = (
        f"usage: {u['total_tokens']:,} tokens ({u['input_tokens']:,} in, {u['output_tokens']:,} out"
        f"{', estimated' if u.get('estimated') else ''}) in {u['calls']} model calls"
    )
    if u.get("cost") is not None:
        line += f", cost {u['cost']:.4f}"
    rounds = (report_json or {}).get("refinement_rounds")
    if rounds:
        line += f", {rounds} refinement round(s)"
    if u.get("budget_exhausted"):
        line += f"; stopped early: {u['budget_exhausted']}"
    return line


def explain_waiting(err: Console, state: dict[str, Any]) -> None:
    """Without a terminal: what the thread waits for, and how to answer it later with ``--thread``."""
    waiting = state.get("waiting") or {
        "type": "clarification",
        "question": _last_text(state),
        "options": state.get("clarification_options") or [],
    }
    lines = describe_waiting(waiting)
    plan = waiting.get("type") == "plan_approval"
    err.print(escape(lines[0]) if plan else f"[yellow]The question needs clarification:[/] {escape(lines[0])}")
    for line in lines[1:]:
        err.print(escape(line), soft_wrap=True)
    thread = state["thread_id"]
    if plan:
        err.print(
            f"Answer it with: open-research research --thread {thread} approve (or your feedback to plan "
            "again, or '{\"sub_questions\": [...]}' to edit it; plus this run's other options).",
            soft_wrap=True,
        )
    else:
        err.print(
            f'Answer it with: open-research research --thread {thread} "your answer" '
            "(plus this run's other options), or run again with --no-clarify.",
            soft_wrap=True,
        )


def _last_text(state: dict[str, Any]) -> str:
    messages = state.get("messages") or []
    return str(messages[-1].content) if messages else "(no question)"
