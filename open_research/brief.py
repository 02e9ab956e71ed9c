"""write_research_brief: the conversation becomes one self-contained brief.

The supervisor starts from the brief alone (a context reset): chat history stays behind, and the
previous run's findings on this thread are cleared.
"""

from __future__ import annotations

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
    brief = result.research_brief.strip()
    if not brief:
        raise ValueError("the brief model returned an empty research brief")
    progress.emit("brief_written", brief=brief[:1000])
    reset = {"type": "override", "value": []}
    return {
        "research_brief": brief,
        "supervisor_messages": {"type": "override", "value": [HumanMessage(content=brief)]},
        "notes": reset, "raw_notes": reset, "sources": reset, "errors": reset, "open_questions": reset,
        "final_report": "", "report_json": {},
    }
