"""Differing values of one point, told as a reader needs them: a change, a disagreement, a proposal.

A change over time is a change when the sources themselves order it: one says it replaces the other
("This notice replaces the timetable of 3 March 2025", or the older one names it in "replaced by"),
the older one is marked superseded or archived, or the two are vintages of one document series
(titles "Quarterly operations report Q1 2025" / "... Q1 2026") whose dates decide. Then the newest
value is current and each earlier one holds until the next. Two different documents that state
different values with nothing linking them disagree: both are shown, side by side, with their dates,
whichever is newer (a customer FAQ of October does not overrule a policy of August). A value stated
as a proposal is a proposal unless a source states it as fact. A value is dated by the first source
that states it, so a later reprint of an old value never outranks the text that replaced it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from open_research.evidence.points import same_title_subject, title_words
from open_research.evidence.recency import is_stated, order_values, supersedes

__all__ = ["Ordered", "Value", "order_points"]


#: One source's value for a point: source_id, value, key (equal keys are one value), published_at,
#: published_at_basis, proposed; ordering adds until, replaced_by and also (sources that repeat it).
Value = dict[str, Any]


class Ordered(TypedDict):
    kind: str  # "change", "disagreement", "proposal" or "" (the values agree)
    current: Value | None
    superseded: list[Value]
    values: list[Value]
    proposed: list[Value]
    basis: str


_RETIRED = ("superseded", "archived")


def _date_key(v: Value) -> tuple[int, str]:
    """Earliest first: a stated date before a weak one, an undated source last."""
    when = str(v.get("published_at") or "")
    return (0 if is_stated(v) else 1 if when else 2), when


def _replaced(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """``newer`` replaces ``older``: it says so or is a later edition, or the older names it in its
    "replaced by"."""
    if supersedes(newer, older):
        return True
    named = older.get("replaced_by") or ""
    if not named:
        return False
    if newer.get("published_at") and str(newer["published_at"]) in named:
        return True
    return same_title_subject(title_words(named), title_words(newer.get("title") or ""))


def _origins(facts: Sequence[Value]) -> list[Value]:
    """One value per distinct key, dated by the first source that states it; the rest noted as also."""
    by_key: dict[str, list[Value]] = {}
    for v in facts:
        by_key.setdefault(v["key"], []).append(v)
    out = []
    for members in by_key.values():
        members = sorted(members, key=_date_key)
        first: Value = {**members[0], "also": [m["source_id"] for m in members[1:]]}
        out.append(first)
    return out


def _explicit(origins: Sequence[Value], records: Mapping[str, Mapping[str, Any]]) -> tuple[Value, str] | None:
    """The origin the others' own texts or markers name as replacing them."""

    def rec(v: Value) -> Mapping[str, Any]:
        return records.get(v["source_id"], {})

    for o in origins:
        others = [p for p in origins if p is not o]
        if all(_replaced(rec(o), rec(p)) for p in others):
            return o, "the newer source says it replaces the older one"
    live = [o for o in origins if rec(o).get("status") not in _RETIRED]
    later = len(live) == 1 and all(
        _one_series([live[0], p], records) or str(p.get("published_at") or "") < str(live[0].get("published_at") or "")
        for p in origins
        if p is not live[0]
    )
    if later and len(origins) > 1:
        return live[0], "the other source is marked " + "/".join(
            sorted({str(rec(p).get("status")) for p in origins if p is not live[0]})
        )
    return None


def _one_series(origins: Sequence[Value], records: Mapping[str, Mapping[str, Any]]) -> bool:
    words = [title_words(records.get(o["source_id"], {}).get("title") or "") for o in origins]
    return all(same_title_subject(words[0], w) for w in words[1:])


def _chain(current: Value, older: Sequence[Value]) -> list[Value]:
    """Earlier values newest first, each holding until the next newer one took over."""
    chain = sorted(older, key=_date_key, reverse=True)
    out, nxt = [], current
    for v in chain:
        out.append({**v, "until": nxt.get("published_at"), "replaced_by": nxt["source_id"]})
        nxt = v
    return out


def order_points(values: Sequence[Value], records: Mapping[str, Mapping[str, Any]]) -> Ordered:
    """How the differing values of one point stand: current and earlier, side by side, or proposed."""
    facts = [v for v in values if not v.get("proposed")]
    keys = {v["key"] for v in facts}
    proposals = _origins([v for v in values if v.get("proposed") and v["key"] not in keys])
    origins = _origins(facts)
    empty: Ordered = {
        "kind": "",
        "current": None,
        "superseded": [],
        "values": origins,
        "proposed": proposals,
        "basis": "",
    }
    if len(origins) < 2:
        return {**empty, "kind": "proposal" if proposals and origins else ""}
    found = _explicit(origins, records)
    if found is None and _one_series(origins, records):
        current, _, basis = order_values(origins, records)
        found = (current, basis) if current is not None else None
    if found is None:
        return {**empty, "kind": "disagreement"}
    current, basis = found
    older = [o for o in origins if o is not current]
    return {
        "kind": "change",
        "current": current,
        "superseded": _chain(current, older),
        "values": origins,
        "proposed": proposals,
        "basis": basis,
    }
