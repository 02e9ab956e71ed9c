"""One researcher: a tool loop on a single topic that ends in compressed, cited notes.

``researcher`` decides (one model turn), ``researcher_tools`` executes the turn's tool calls
concurrently, ``compress_research`` rewrites the whole session into notes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command
from pydantic import ValidationError

from open_research.config import run_config
from open_research.evidence.ids import known_ids_only
from open_research.graph.grounding import extractive_notes, seed_search, topic_text
from open_research.graph.limits import first_turn_tools, plan_tool_calls
from open_research.graph.state import ResearchComplete, ResearcherOutput, ResearcherState
from open_research.models.errors import is_context_overflow
from open_research.models.role import RoleModel, role_model
from open_research.observe import progress
from open_research.prompts import COMPRESS, COMPRESS_REMINDER, RESEARCHER, fill
from open_research.text import content_text
from open_research.tools import research_tools

TRIMMED = "[earlier tool output removed to fit the model's context window]"
#: Marks a tool result that refused the call's arguments: the model's to fix, not a source, not budget.
ARGUMENTS_REFUSED = "ERROR: ARGUMENTS_REFUSED"
#: Turns a researcher may take beyond its research calls (reflections, refused arguments).
EXTRA_TURNS = 4


async def researcher(state: ResearcherState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    model = role_model(cfg, "researcher")
    stopped = model.exhausted()
    if stopped:
        return _budget_stop(stopped)
    tools = research_tools(cfg, config)
    names = ", ".join(t.name for t in tools) + ", ResearchComplete"
    system = fill(RESEARCHER, tools=names, tool_notes=_tool_notes(tools), max_calls=cfg.max_react_tool_calls)
    searchers = [t for t in tools if t.name != "think_tool"]
    started = has_researched(state.get("researcher_messages", []))
    native = model.can.native_tools
    seed = None if native or started else seed_search([t.name for t in searchers], state["research_topic"])
    if seed is not None:
        # Models on the JSON fallback invent poor first queries; the topic itself is a good one.
        return Command(goto="researcher_tools", update={"researcher_messages": [seed]})
    offered = first_turn_tools([*tools, ResearchComplete], searchers, started=started)
    try:
        # Until it has searched, a call is due: prose gets one reminder, then code's step.
        response = await model.tool_turn(
            offered,
            [SystemMessage(content=system), *state.get("researcher_messages", [])],
            must_call=not started and bool(searchers),
            raise_errors=True,
        )
    except Exception as exc:  # a failed call fails this researcher (the others keep their findings)
        if not (started and is_context_overflow(exc)):
            raise
        # The findings no longer fit the model: stop searching and compress what was found.
        progress.emit("retry", where="researcher", reason="context full; compressing the findings so far")
        return Command(goto="compress_research")
    if response is None and model.no_call:
        # The model wrote prose where a search was due: code's step, the topic itself as the search.
        takes_queries = [t.name for t in searchers if "queries" in (t.args or {})]
        seed = seed_search([t.name for t in searchers], state["research_topic"], also=takes_queries)
        if seed is None:
            return Command(goto="compress_research")
        return Command(goto="researcher_tools", update={"researcher_messages": [seed]})
    if response is None:
        return _budget_stop(model.budget_stop or "budget exhausted")
    return Command(goto="researcher_tools", update={"researcher_messages": [response]})


def has_researched(messages: Sequence[BaseMessage]) -> bool:
    """A research tool has run (reflections and refused arguments are not research)."""
    return any(
        isinstance(m, ToolMessage)
        and m.name not in ("think_tool", ResearchComplete.__name__)
        and ARGUMENTS_REFUSED not in str(m.content)
        for m in messages
    )


def _budget_stop(reason: str) -> Command:
    """The run's budget is gone: no new model call; compress what this researcher has."""
    progress.emit("budget_exhausted", where="researcher", reason=reason)
    return Command(goto="compress_research", update={"budget_stop": reason})


def _tool_notes(tools: list[BaseTool]) -> str:
    lines = [f"- {t.name}: {(t.description or '').splitlines()[0][:200]}" for t in tools]
    return "\n".join(lines)


async def researcher_tools(state: ResearcherState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    last = state["researcher_messages"][-1]
    calls = list(getattr(last, "tool_calls", None) or [])
    used = state.get("tool_call_iterations", 0)
    if not calls:
        return Command(goto="compress_research")
    tools = {t.name: t for t in research_tools(cfg, config)}
    done = any(c["name"] == ResearchComplete.__name__ for c in calls)
    thoughts = [c for c in calls if c["name"] == "think_tool"]
    work = [c for c in calls if c["name"] not in (ResearchComplete.__name__, "think_tool")]
    earlier = [c for m in state["researcher_messages"][:-1] if isinstance(m, AIMessage) for c in m.tool_calls]
    allowed, repeats, refused = plan_tool_calls(work, earlier, cfg.max_react_tool_calls - used)
    results = await asyncio.gather(*(_run_tool(tools, c) for c in [*thoughts, *allowed]))
    messages: list[BaseMessage] = []
    sources: list[dict] = []
    for content, artifact in results:
        messages.append(content)
        sources.extend(artifact)
    for c in repeats:
        messages.append(
            ToolMessage(
                content="ERROR: this exact call was already made; its result is above. "
                "Try different arguments or finish.",
                tool_call_id=c["id"],
                name=c["name"],
                status="error",
            )
        )
    for c in refused:
        messages.append(
            ToolMessage(
                content="ERROR: tool call budget for this topic is used up; finish now.",
                tool_call_id=c["id"],
                name=c["name"],
                status="error",
            )
        )
    for c in calls:
        if c["name"] == ResearchComplete.__name__:
            messages.append(ToolMessage(content="Research marked complete.", tool_call_id=c["id"], name=c["name"]))
    # Reflections are not research, and a call whose arguments were refused did nothing: neither
    # spends the research budget (a separate cap on turns keeps a model that only does those finite).
    refused_args = sum(ARGUMENTS_REFUSED in str(m.content) for m, _ in results)
    used += len(allowed) + len(repeats) - refused_args
    turns = state.get("turns", 0) + 1
    failed = [
        f"{m.name}: {str(m.content).removeprefix('ERROR: ')[:300]}"
        for m, _ in results
        if m.name in tools
        and m.name != "think_tool"
        and ARGUMENTS_REFUSED not in str(m.content)
        and (m.status == "error" or str(m.content).startswith("ERROR:"))
    ]
    update = {
        "researcher_messages": messages,
        "tool_call_iterations": used,
        "turns": turns,
        "sources": sources,
        "errors": failed,
    }
    if done or used >= cfg.max_react_tool_calls or turns >= cfg.max_react_tool_calls + EXTRA_TURNS:
        return Command(goto="compress_research", update=update)
    return Command(goto="researcher", update=update)


async def _run_tool(tools: dict[str, BaseTool], call: dict[str, Any]) -> tuple[ToolMessage, list[dict]]:
    tool = tools.get(call["name"])
    if tool is None:
        known = ", ".join(sorted(tools)) + ", ResearchComplete"
        progress.emit("error", where="researcher_tools", message=f"unknown tool {call['name']!r}")
        return ToolMessage(
            content=f"ERROR: there is no tool named {call['name']!r}. Available tools: {known}.",
            tool_call_id=call["id"],
            name=call["name"],
            status="error",
        ), []
    try:
        result = await tool.ainvoke({**call, "type": "tool_call"})
    except ValidationError as exc:  # the model's arguments: its to fix, told as the tool's answer
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}" for e in exc.errors()[:3])
        return ToolMessage(
            content=f"{ARGUMENTS_REFUSED}: {call['name']} did not accept these arguments ({problems}). "
            "Call it again with arguments that fit its schema.",
            tool_call_id=call["id"],
            name=call["name"],
            status="error",
        ), []
    except Exception as exc:  # a broken tool costs one call, not the researcher
        progress.emit("error", where=call["name"], message=str(exc)[:300])
        return ToolMessage(
            content=f"ERROR: {call['name']} failed: {type(exc).__name__}: {exc}",
            tool_call_id=call["id"],
            name=call["name"],
            status="error",
        ), []
    if not isinstance(result, ToolMessage):
        result = ToolMessage(content=str(result), tool_call_id=call["id"], name=call["name"])
    artifact = result.artifact if isinstance(result.artifact, list) else []
    return result, [a for a in artifact if isinstance(a, dict)]


#: The notes of a researcher that read nothing: no model is asked to summarise nothing.
NOTHING_FOUND = "No source was found on: {topic}"


async def compress_research(state: ResearcherState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    topic = state["research_topic"]
    messages = state.get("researcher_messages", [])
    entries = transcript(messages)
    raw = "\n\n".join(entries)
    out = {"raw_notes": [raw], "budget_stop": state.get("budget_stop")}
    read = [r["source_id"] for r in state.get("sources", [])]
    model = role_model(cfg, "compression")
    if not read:  # a model asked to compress nothing invents findings (and the prompt's example id)
        text = NOTHING_FOUND.format(topic=topic_text(topic)[:200])
    elif not model.can.writes_prose or state.get("budget_stop") or model.exhausted():
        # A small model garbles notes; the passages it would compress are the faithful notes.
        text = extractive_notes(messages, cfg.max_content_length)
    else:
        text = await _compressed(model, topic, entries, messages, raw, out)
    progress.emit("researcher_finished", topic=topic_text(topic)[:200], sources=len(read))
    # Only ids of sources this researcher read survive (a copied example id, an invented one do not).
    return {**out, "compressed_research": known_ids_only(text, read)}


async def _compressed(
    model: RoleModel, topic: str, entries: list[str], messages: Sequence[BaseMessage], raw: str, out: dict
) -> str:
    cfg = model.cfg
    empty = 0
    while True:
        prompt = [
            SystemMessage(content=fill(COMPRESS, topic=topic)),
            HumanMessage(content="\n\n".join(entries) or "(no tool was called)"),
            HumanMessage(content=COMPRESS_REMINDER),
        ]
        answer = await model.text(prompt)  # retried inside; None: budget gone or the call failed
        if answer is None and model.overflowed and trim_oldest_tool_output(entries):
            progress.emit("retry", where="compress_research", reason="context overflow; trimmed oldest output")
            continue
        if answer is None and model.budget_stop:  # the budget ran out meanwhile: keep the passages read
            out["budget_stop"] = model.budget_stop
            return extractive_notes(messages, cfg.max_content_length)
        if answer is not None and answer.strip():
            return answer
        empty += answer is not None
        if answer is None or empty >= cfg.max_structured_output_retries:
            # Keep what was found: the raw findings stand in for the notes.
            return ("Compression failed; the raw findings follow.\n\n" + raw)[: cfg.max_content_length]


def transcript(messages: Sequence[BaseMessage]) -> list[str]:
    """The session's tool calls and results as plain text entries, oldest first (providers differ on
    raw tool messages). The researcher's own prose is left out: it is not evidence, and a small
    model's prose is often the answer it guessed before searching."""
    out = []
    for m in messages:
        said = content_text(m.content, sep="")
        if isinstance(m, ToolMessage):
            out.append(f"<tool_result name={m.name!r}>\n{said}\n</tool_result>")
        elif isinstance(m, AIMessage):
            for c in m.tool_calls or []:
                out.append(f"<tool_call name={c['name']!r}>{c['args']}</tool_call>")
    return out


def trim_oldest_tool_output(entries: list[str]) -> bool:
    """Replace the oldest remaining tool result with a marker; False when nothing is left to trim."""
    for i, entry in enumerate(entries):
        if entry.startswith("<tool_result") and TRIMMED not in entry:
            entries[i] = entry.split("\n", 1)[0] + f"\n{TRIMMED}\n</tool_result>"
            return True
    return False


@lru_cache(maxsize=1)
def build_researcher_graph():
    """Compiled once: the graph is static; all per-run data travels in state and config."""
    g = StateGraph(ResearcherState, output_schema=ResearcherOutput)
    g.add_node("researcher", researcher)
    g.add_node("researcher_tools", researcher_tools)
    g.add_node("compress_research", compress_research)
    g.add_edge(START, "researcher")
    g.add_edge("compress_research", END)
    return g.compile()
