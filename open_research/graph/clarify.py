"""clarify_with_user: ask one question back only when research cannot start without it.

Code looks at the run's own documents first (local index, internal MCP search tools; ``ambiguity``):
small models follow its decision (they cannot judge ambiguity), capable models get the candidate
meanings as context and decide. With no index to look into, the model's judgement is all there is.
A request is never asked more than ``max_clarifications`` questions, and never the same question twice.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, get_buffer_string
from langchain_core.runnables import RunnableConfig
from langgraph.types import Command

from open_research.config import EXTRA_TOOLS_KEY, run_config
from open_research.graph.ambiguity import Assessment, assess, option_label, same_question
from open_research.graph.ask_user import CLARIFICATION_KEY
from open_research.graph.facets import refine
from open_research.graph.look_up import look_up
from open_research.graph.state import AgentState, ClarifyDecision
from open_research.models import usage
from open_research.models.role import RoleModel, role_model
from open_research.observe import progress
from open_research.prompts import CLARIFY, CLARIFY_ASKED_BEFORE, CLARIFY_GROUNDING, fill
from open_research.text import content_text


def current_request(messages: list[AnyMessage]) -> tuple[list[str], int]:
    """The user's turns of the request being clarified (since the last answer that was not a question
    back), and how many user turns came before it on the thread."""
    start = 0
    for i, m in enumerate(messages):
        if isinstance(m, AIMessage) and CLARIFICATION_KEY not in (m.additional_kwargs or {}):
            start = i + 1
    earlier = sum(isinstance(m, HumanMessage) for m in messages[:start])
    turns = [content_text(m.content, sep="") for m in messages[start:] if isinstance(m, HumanMessage)]
    return [t for t in turns if t.strip()], earlier


async def clarify_with_user(state: AgentState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    usage.start_run()  # every run on a thread starts with this node: budgets count from here
    progress.emit("node_started", node="clarify_with_user")
    asked = state.get("clarification_asked", 0)
    model = role_model(cfg, "clarify")
    if not cfg.allow_clarification or asked >= cfg.max_clarifications or model.exhausted():
        return Command(goto="write_research_brief")
    turns, earlier = current_request(state["messages"])
    history = list(state.get("clarification_history") or [])
    tools = (config.get("configurable") or {}).get(EXTRA_TOOLS_KEY) or []
    found = await look_up(cfg, " ".join(turns), tools) if turns else None
    verdict = None
    if found is not None:
        hits, newest = found
        verdict = assess(" ".join(turns), hits, earlier_turns=earlier + asked, fallback=newest)
        verdict = refine(" ".join(turns), verdict, earlier_turns=earlier + asked)  # options from what they state
        progress.emit("ambiguity_checked", ambiguous=verdict.ambiguous, reason=verdict.reason, options=verdict.options)
        if verdict.ambiguous and same_question(verdict.options or [verdict.question], history):
            verdict = Assessment(False, candidates=verdict.candidates)
    if verdict is not None and not model.can.judges:
        if verdict.ambiguous:  # a small model follows the code's decision, both ways
            return _ask(verdict.question, verdict.options, verdict.reason, asked, history)
        return Command(goto="write_research_brief")
    return await _model_decides(model, state, asked, history, verdict)


async def _model_decides(
    model: RoleModel, state: AgentState, asked: int, history: list[list[str]], verdict: Assessment | None
) -> Command:
    """The model decides (any model when code found nothing to judge by: no index, no search)."""
    prompt = fill(
        CLARIFY,
        messages=get_buffer_string(state["messages"]),
        asked_note=CLARIFY_ASKED_BEFORE if asked else "",
        grounding=_grounding(verdict),
    )
    decision = await model.structured(ClarifyDecision, [HumanMessage(content=prompt)], needs=None)
    if decision is None:  # no budget for a question, or the call failed: research the request as it stands
        return Command(goto="write_research_brief")
    question = decision.question.strip()
    if decision.need_clarification and question and not same_question([question], history):
        found = [option_label(c.title) for c in verdict.candidates] if verdict else []
        named = {o: question.casefold().find(o.casefold()) for o in dict.fromkeys(found)}
        # as the question orders them
        options = sorted((o for o, at in named.items() if at >= 0), key=named.__getitem__)
        return _ask(question, options, verdict.reason if verdict else "model", asked, history)
    update = {"messages": [AIMessage(content=decision.verification)]} if decision.verification.strip() else {}
    return Command(goto="write_research_brief", update=update)


def _grounding(verdict: Assessment | None) -> str:
    """The candidate meanings the code found, for a capable model to weigh."""
    if verdict is None or not verdict.candidates:
        return ""
    titles = list(dict.fromkeys(option_label(c.title) for c in verdict.candidates))[:6]
    listing = "\n".join(f"- {t}" for t in titles if t)
    said = (
        f"ambiguous ({verdict.reason.replace('_', ' ')}); we would ask: {verdict.question}"
        if verdict.ambiguous
        else "clear enough to research as it stands"
    )
    return fill(CLARIFY_GROUNDING, candidates=listing, verdict=said)


def _ask(question: str, options: list[str], reason: str, asked: int, history: list[list[str]]) -> Command:
    """Ask one question (``ask_user`` waits for the answer); the options travel with the message, the
    interrupt and the progress event."""
    progress.emit("clarification_needed", question=question, options=options, reason=reason)
    message = AIMessage(content=question, additional_kwargs={CLARIFICATION_KEY: {"options": options, "reason": reason}})
    return Command(
        goto="ask_user",
        update={
            "messages": [message],
            "clarification_asked": asked + 1,
            "clarification_options": options,
            "clarification_history": [*history, options or [question]],
        },
    )
