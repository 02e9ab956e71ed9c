"""Progress events in words: one line per ``custom`` event a run emits (``observe.progress``).

Shared by the terminal view (``open_research.cli.view``) and the service's OpenAI progress, so
neither reads the other. ``describe_event`` gives rich markup (event fields escaped, so source text
and tool names such as ``[local_search]`` show as written); ``progress_text`` the same as plain text.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text

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
    "ambiguity_checked": "checked the question against the documents: ambiguous={ambiguous} {reason}",
    "plan_written": "plan ({by}): {sub_questions}",
    "plan_reviewed": "plan review: {action}",
    "evaluation": "evaluation round {round} ({by}): {answered} of {total} sub-questions answered; open: {open}",
    "refinement_started": "[cyan]refinement[/] round {round}: {questions}",
    "budget_exhausted": "[yellow]budget[/] used up in {where}: {reason}",
    "usage": "[dim]usage: {total_tokens} tokens so far[/]",
    "path_switched": "[yellow]{role}[/] now takes the code-driven path: {reason}",
}


class _Fields(dict):
    """A field an event lacks shows as ``?`` rather than failing the line."""

    def __missing__(self, key: str) -> str:
        return "?"


def describe_event(event: dict[str, Any]) -> str | None:
    """The event's line as rich markup, or None for an event nobody watching needs to see."""
    template = EVENT_LINES.get(str(event.get("event")))
    if template is None:
        return None
    fields = {k: " ".join(str(v).split()) for k, v in event.items()}
    return template.format_map(_Fields({k: escape(v) for k, v in fields.items()}))


def progress_text(event: Any) -> str | None:
    """The event's line as plain text (markup dropped), or None; anything but an event dict is None."""
    line = describe_event(event) if isinstance(event, dict) else None
    return Text.from_markup(line).plain.strip() if line else None
