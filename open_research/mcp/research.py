"""``research`` as an MCP tool: a question in, the cited report and its sources out.

The tool only talks MCP; who runs the research is the caller's ``Researcher`` (the HTTP service's run
manager, with its keys, tenants and limits, or the library in ``open-research mcp``). While the run
goes, each progress line is an MCP progress notification (when the client sent a progress token). A
question asked back becomes an elicitation when the client declared that capability (the answer
resumes the same thread); otherwise the tool's result is the question, its options and the
``thread_id`` to answer on: call ``research`` again with the answer as ``question`` and that
``thread_id``. Bad settings or an unknown thread are tool errors (``isError``) with a sentence.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from mcp.server.fastmcp import Context  # evaluated by FastMCP from the tool's annotations
from pydantic import BaseModel, Field

#: Elicitation rounds per call before the question is returned as the result instead.
MAX_ELICITATIONS = 2
MAX_QUESTION_CHARS = 20_000

Progress = Callable[[str], Awaitable[None]]

DESCRIPTION = (
    "Research a question over the organisation's documents (and the web if the server allows it) and "
    "return a report whose statements cite their sources, with the list of sources. Takes minutes. "
    "Optional settings (only those the server lets a request set, e.g. max_researcher_iterations). "
    "If the result has status 'needs_answer', call research again with the answer as question and "
    "the thread_id it gave."
)


class ResearchRefused(Exception):
    """What the caller must change (bad settings, unknown thread, busy thread): a tool error."""


@dataclass
class Outcome:
    thread_id: str
    report: str = ""
    sources: list[dict[str, Any]] = field(default_factory=list)
    #: The thread waits for this answer (a clarifying question), with the meanings found.
    question: str | None = None
    options: list[str] = field(default_factory=list)
    error: str | None = None


class Researcher(Protocol):
    async def __call__(
        self, question: str, settings: dict[str, Any], thread_id: str | None, progress: Progress, request: Any
    ) -> Outcome:
        """Run (or, on a waiting thread, answer) ``question``; ``request`` is the HTTP request the
        call came in, or None over stdio."""
        ...


class Answer(BaseModel):
    answer: str = Field(description="Your answer: one of the options, or your own words")


def source_view(record: dict[str, Any]) -> dict[str, Any]:
    """A source as an MCP client shows it: its number in the report, title, where, date."""
    return {
        "n": record.get("n"),
        "id": record.get("source_id") or record.get("id"),
        "title": record.get("title"),
        "url": record.get("url") or record.get("path"),
        "published_at": record.get("published_at"),
    }


def result_of(outcome: Outcome) -> dict[str, Any]:
    if outcome.error:
        return {"status": "error", "thread_id": outcome.thread_id, "error": outcome.error}
    if outcome.question is not None:
        return {
            "status": "needs_answer",
            "thread_id": outcome.thread_id,
            "question": outcome.question,
            "options": outcome.options,
        }
    return {
        "status": "done",
        "thread_id": outcome.thread_id,
        "report": outcome.report,
        "sources": [source_view(s) for s in outcome.sources],
    }


def outcome_of(thread_id: str, values: dict[str, Any], interrupts: Any) -> Outcome:
    """A thread's state as the tool's outcome: the report and its sources, or the question it waits on."""
    waiting = [i.value for i in (interrupts or ()) if isinstance(getattr(i, "value", None), dict)]
    if waiting and not values.get("final_report"):
        value = waiting[0]
        if value.get("type") == "plan_approval":
            plan = value.get("plan") or {}
            steps = "; ".join(str(q.get("question", "")) for q in plan.get("sub_questions", []))
            return Outcome(
                thread_id, question=f"Approve this research plan (answer 'approve', or say what to change): {steps}"
            )
        return Outcome(thread_id, question=str(value.get("question") or ""), options=list(value.get("options") or []))
    report_json = values.get("report_json") or {}
    sources = report_json.get("sources") if isinstance(report_json, dict) else None
    return Outcome(thread_id, report=str(values.get("final_report") or ""), sources=list(sources or []))


def _can_elicit(ctx: Any) -> bool:
    try:
        params = ctx.request_context.session.client_params
        return bool(params and params.capabilities and params.capabilities.elicitation)
    except Exception:
        return False


def add_research_tool(server: Any, researcher: Researcher) -> None:
    """Register ``research`` on a FastMCP ``server``."""
    from mcp.server.fastmcp.exceptions import ToolError

    @server.tool(name="research", description=DESCRIPTION)
    async def research(
        question: str,
        ctx: Context,
        settings: dict[str, Any] | None = None,
        thread_id: str | None = None,
    ) -> dict[str, Any]:
        if not isinstance(question, str) or not question.strip():
            raise ToolError("question must be a non-empty string")
        if len(question) > MAX_QUESTION_CHARS:
            raise ToolError(f"question is {len(question)} characters; keep it under {MAX_QUESTION_CHARS}")
        done = 0.0

        async def progress(line: str) -> None:
            nonlocal done
            done += 1
            try:
                await ctx.report_progress(done, None, line)
            except Exception:  # a client that went away does not stop the run
                pass

        request = getattr(ctx.request_context, "request", None)
        try:
            outcome = await researcher(question.strip(), dict(settings or {}), thread_id, progress, request)
            for _ in range(MAX_ELICITATIONS):
                if outcome.question is None or not _can_elicit(ctx):
                    break
                listed = "".join(f"\n{n}. {o}" for n, o in enumerate(outcome.options, 1))
                reply = await ctx.elicit(outcome.question + listed, Answer)
                if reply.action != "accept" or not reply.data.answer.strip():
                    break  # declined: the question stays the result, the thread keeps waiting
                outcome = await researcher(
                    reply.data.answer.strip(), dict(settings or {}), outcome.thread_id, progress, request
                )
        except ResearchRefused as exc:
            raise ToolError(str(exc)) from None
        if outcome.error:
            raise ToolError(f"the research run failed: {outcome.error}")
        return result_of(outcome)
