"""write_research_brief: the conversation becomes one self-contained brief.

The supervisor starts from the brief alone (a context reset): chat history stays behind, and the
previous run's findings on this thread are cleared.
"""

from __future__ import annotations

import re

from langchain_core.messages import HumanMessage, get_buffer_string
from langchain_core.runnables import RunnableConfig

from open_research.config import EXTRA_TOOLS_KEY, run_config
from open_research.graph.ambiguity import chosen
from open_research.graph.grounding import grounded_brief, invented, users_words
from open_research.graph.state import AgentState, ResearchBrief
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import BRIEF, fill


async def write_research_brief(state: AgentState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    progress.emit("node_started", node="write_research_brief")
    requests = [str(m.content) for m in state["messages"] if isinstance(m, HumanMessage)]
    # A small model's brief adds invented detail: the user's words (leading with a chosen option) are better.
    brief = choice_note(state.get("clarification_options") or [], requests) + users_words(requests)
    written = await role_model(cfg, "brief").structured(
        ResearchBrief,
        [HumanMessage(content=fill(BRIEF, messages=get_buffer_string(state["messages"])))],
        needs="writes_prose",
    )
    if written is not None:  # else (a small model, no budget, a failed call) the user's words stand in
        made_up = invented(written.research_brief, requests)
        if made_up:  # a brief that answers the question (or left a placeholder) is not a brief
            progress.emit(
                "warning",
                where="write_research_brief",
                message="the brief stated what the user never said ("
                + ", ".join(made_up[:5])
                + "); the user's own words are the brief",
            )
        else:
            brief = grounded_brief(written.research_brief.strip(), requests)
    progress.emit("brief_written", brief=brief[:1000])
    reset = {"type": "override", "value": []}
    # Tool sources that could not be opened for this run (e.g. an MCP server that failed to start)
    # are gaps from the outset; the report says so.
    loaded = (config.get("configurable") or {}).get(EXTRA_TOOLS_KEY)
    unavailable = [f"tool source unavailable: {w}" for w in getattr(loaded, "warnings", None) or []]
    return {
        "research_brief": brief,
        "supervisor_messages": {"type": "override", "value": [HumanMessage(content=brief)]},
        "notes": reset,
        "raw_notes": reset,
        "sources": reset,
        "open_questions": reset,
        "errors": {"type": "override", "value": unavailable},
        "final_report": "",
        "report_json": {},
        # Research starts: the next request on this thread may be clarified afresh (but never re-asked
        # what ``clarification_history`` holds).
        "clarification_asked": 0,
        "clarification_options": [],
    }


def choice_note(options: list[str], requests: list[str]) -> str:
    """What the user's answer to a question with options chose, as the brief's first line: a small
    model's first search is that line, so the chosen subject is what is searched for."""
    picks = chosen(requests[-1], options) if options and requests else []
    if not picks and options and len(requests) > 1:
        # an answer naming none of the options ("the complaints procedure") still says what is meant
        reply = " ".join(requests[-1].split())[:120]
        return f"About: {reply}\n" if re.search(r"[A-Za-z]{3,}", reply) else ""
    if not picks:
        return ""
    if len(picks) == 1:
        return f"About: {picks[0]}\n"
    return "About each of: " + "; ".join(picks) + "\n"
