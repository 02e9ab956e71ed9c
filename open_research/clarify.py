"""clarify_with_user: ask one question back only when research cannot start without it."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, get_buffer_string
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END
from langgraph.types import Command

from open_research import progress, usage
from open_research.config import run_config
from open_research.models import chat_model, structured
from open_research.prompts import CLARIFY, CLARIFY_ASKED_BEFORE, fill
from open_research.state import AgentState, ClarifyDecision

#: A thread is never asked more than this many questions; then research starts regardless.
MAX_QUESTIONS = 2


async def clarify_with_user(state: AgentState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    usage.start_run()  # every run on a thread starts with this node: budgets count from here
    progress.emit("node_started", node="clarify_with_user")
    asked = state.get("clarification_asked", 0)
    if not cfg.allow_clarification or asked >= MAX_QUESTIONS or usage.exhausted(cfg):
        return Command(goto="write_research_brief")
    model = structured(chat_model(cfg, "clarify"), ClarifyDecision, cfg.max_structured_output_retries)
    prompt = fill(CLARIFY, messages=get_buffer_string(state["messages"]),
                  asked_note=CLARIFY_ASKED_BEFORE if asked else "")
    try:
        decision: ClarifyDecision = await model.ainvoke([HumanMessage(content=prompt)])
    except usage.BudgetExhausted:  # no budget for a question: research the request as it stands
        return Command(goto="write_research_brief")
    if decision.need_clarification and decision.question.strip():
        progress.emit("clarification_needed", question=decision.question)
        return Command(goto=END, update={"messages": [AIMessage(content=decision.question)],
                                         "clarification_asked": asked + 1})
    update = {"messages": [AIMessage(content=decision.verification)]} if decision.verification.strip() else {}
    return Command(goto="write_research_brief", update=update)
