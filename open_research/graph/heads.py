"""Which units and sources name the thing a part asks about (its head words), among those about its
subject: "the coffee" of "a coffee at the museum cafe", not the museum's postage; the words two parts
of one prompt share tell neither apart. Pure functions used by ``sections``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from open_research.graph.ambiguity import topic_keys
from open_research.graph.parts import Part
from open_research.graph.relevance import Focus, focus, names_head
from open_research.graph.stale import Unit

__all__ = ["about_head", "naming_all", "shared_heads"]


def about_head(
    scored: Sequence[tuple[Mapping[str, Any], list[Unit]]], want: Focus, strict: bool = False
) -> list[tuple[Mapping[str, Any], list[Unit]]]:
    """Only the units that name the thing asked about (``relevance.names_head``), when any does: the
    coffee's price, not the postage and the bus ticket that share the museum and "costs". When none
    does (the sources call it otherwise), the units about the subject stand, unless ``strict``: the
    head is what sets the part apart from the prompt's other parts ("lunch" of "a school lunch" beside
    "a school bus pass"), and the words they share name the other parts' things, not this one's."""
    headed = [(r, [u for u in us if names_head(u.text, str(r.get("title") or ""), want)]) for r, us in scored]
    headed = [(r, us) for r, us in headed if us]
    return headed or ([] if strict else list(scored))


def shared_heads(parts: Sequence[Part]) -> frozenset[str]:
    """The head words two or more parts of one prompt share ("school" of "a school lunch" and "a termly
    school bus pass"): they do not tell one part's thing from another's."""
    seen: dict[str, int] = {}
    for part in parts:
        for w in focus(part.ask, part.context).head:
            seen[w] = seen.get(w, 0) + 1
    return frozenset(w for w, n in seen.items() if n > 1)


def naming_all(
    records: Sequence[Mapping[str, Any]], kept: Mapping[str, list[Unit]], want: Focus
) -> list[Mapping[str, Any]]:
    """The sources with a unit that names every word of the thing asked about (in it or its title):
    when any has one, "Dog annual booster: £68" leads, not "Entry costs £10 per dog" of the dog walk.
    Empty when none has (or the thing is named by one word)."""
    if len(want.head) < 2:
        return []

    def full(r: Mapping[str, Any]) -> bool:
        title = topic_keys(str(r.get("title") or ""))
        return any(want.head <= topic_keys(u.text) | title for u in kept[str(r["source_id"])])

    return [r for r in records if full(r)]
