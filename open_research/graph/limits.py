"""Deterministic limits: what may run now and when a loop must stop."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def split_by_budget(items: Sequence[T], budget: int) -> tuple[list[T], list[T]]:
    """The first ``budget`` items may run; the rest are refused (never silently dropped)."""
    budget = max(0, budget)
    return list(items[:budget]), list(items[budget:])


def supervisor_done(tool_names: Sequence[str]) -> str | None:
    """Why the supervisor stops before executing anything this turn, or None to go on."""
    if not tool_names:
        return "no_tool_calls"
    if "ResearchComplete" in tool_names:
        return "research_complete"
    return None


def at_iteration_cap(iterations: int, max_iterations: int) -> bool:
    """After this round's research has run, is the supervisor out of rounds?"""
    return iterations >= max_iterations


def trim_to_fraction(text: str, fraction: float) -> str:
    """Keep the first ``fraction`` of ``text``, cut at a paragraph boundary when one is near."""
    keep = max(0, int(len(text) * fraction))
    cut = text.rfind("\n\n", 0, keep)
    return text[: cut if cut > keep * 0.8 else keep]


def first_turn_tools(tools: Sequence[T], must_use: Sequence[T], *, started: bool) -> list[T]:
    """Until the loop has done real work, offer only the tools that do it.

    A supervisor that finishes before delegating, or a researcher that stops before searching,
    yields a report about nothing; small models do both. ``must_use`` empty means no restriction.
    """
    if started or not must_use:
        return list(tools)
    return list(must_use)


def call_signature(call: Mapping[str, Any]) -> str:
    return call["name"] + json.dumps(call.get("args") or {}, sort_keys=True, default=str)


def plan_tool_calls(
    calls: Sequence[dict[str, Any]], earlier: Sequence[Mapping[str, Any]], remaining: int
) -> tuple[list[dict], list[dict], list[dict]]:
    """Split one turn's calls into (run, repeats, refused).

    A repeat of a call already made (same tool, same arguments) is not run again, but it spends
    budget like a real call, so a model stuck repeating itself still reaches the cap.
    """
    seen = {call_signature(c) for c in earlier}
    run: list[dict] = []
    repeats: list[dict] = []
    refused: list[dict] = []
    for call in calls:
        if remaining <= 0:
            refused.append(call)
            continue
        remaining -= 1
        signature = call_signature(call)
        (repeats if signature in seen else run).append(call)
        seen.add(signature)
    return run, repeats, refused


def refinement_targets(
    verdicts: Sequence[dict[str, Any]], rounds_done: int, max_rounds: int, budget_reason: str | None
) -> list[dict[str, Any]]:
    """The sub-questions to research again, or none: after ``max_rounds`` rounds, or once the budget
    is gone. Conflicts are reported, not re-researched: more sources rarely settle them."""
    if budget_reason or rounds_done >= max_rounds:
        return []
    return [v for v in verdicts if v.get("status") in RE_RESEARCH]


#: Evaluator verdicts another round of research can improve.
RE_RESEARCH = ("unanswered", "partial", "stale")
