"""write_research_brief: the conversation becomes one self-contained brief.

The supervisor starts from the brief alone (a context reset): chat history stays behind, and the
previous run's findings on this thread are cleared.
"""

from __future__ import annotations

import re

from langchain_core.messages import HumanMessage, get_buffer_string
from langchain_core.runnables import RunnableConfig

from open_research import progress
from open_research.config import run_config
from open_research.models import chat_model, structured
from open_research.prompts import BRIEF, fill
from open_research.state import AgentState, ResearchBrief


async def write_research_brief(state: AgentState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    progress.emit("node_started", node="write_research_brief")
    model = structured(chat_model(cfg, "brief"), ResearchBrief, cfg.max_structured_output_retries)
    result: ResearchBrief = await model.ainvoke(
        [HumanMessage(content=fill(BRIEF, messages=get_buffer_string(state["messages"])))]
    )
    requests = [str(m.content) for m in state["messages"] if isinstance(m, HumanMessage)]
    brief = grounded_brief(result.research_brief.strip(), requests)
    progress.emit("brief_written", brief=brief[:1000])
    reset = {"type": "override", "value": []}
    return {
        "research_brief": brief,
        "supervisor_messages": {"type": "override", "value": [HumanMessage(content=brief)]},
        "notes": reset, "raw_notes": reset, "sources": reset, "errors": reset, "open_questions": reset,
        "final_report": "", "report_json": {},
    }


_WORD = re.compile(r"[^\W\d_]{4,}", re.UNICODE)
_COMMON = frozenset("""about after also been before being could does from have into just like made make more most
much must only other over same should some such than that their them then there these they this those through
very what when where which while will with would your please tell want know""".split())


def content_words(text: str) -> set[str]:
    return {w for w in (m.group(0).casefold() for m in _WORD.finditer(text)) if w not in _COMMON}


def grounded_brief(brief: str, requests: list[str], min_coverage: float = 0.5) -> str:
    """The model's brief, unless it lost the request: when fewer than ``min_coverage`` of the user's
    content words survive in it (small models drift off topic), the user's own words become the brief."""
    wanted = content_words(" ".join(requests))
    if brief and (not wanted or len(wanted & content_words(brief)) / len(wanted) >= min_coverage):
        return brief
    return "Research request, in the user's words:\n" + "\n".join(f"- {r.strip()}" for r in requests if r.strip())
