"""Which sources under a part only repeat what was replaced, and so are earlier whatever their date.

A newsletter that reprints the old allowance after the new policy, a page titled with the question
that repeats the superseded price list while the new list gives another price, a notice naming the
councillor another page says was succeeded: each is dated later or titled closer, and each states a
replaced value. These rules read the units ``sections`` selected for a part (``Unit``) and the
sources' own replacement statements (``evidence.standing``, ``evidence.recency``). Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from open_research.evidence.normalize import figures
from open_research.evidence.points import another_value, same_title_subject, title_words, value_kinds
from open_research.evidence.recency import replaces
from open_research.evidence.standing import names_any, newer, phones, replaced_names, replaced_values

__all__ = ["Unit", "echoed", "names_replacement", "outdated_sources", "retired", "stale_sources", "valued_units"]

_BARE = re.compile(r"^num:[^:]+$")


@dataclass(frozen=True)
class Unit:
    start: int
    text: str
    score: float
    #: every value it states is one its own source says was replaced ("whose number 0117 496 0888 no
    #: longer reaches us"): context for the change, never the answer
    replaced: bool = False


def retired(record: Mapping[str, Any]) -> bool:
    return str(record.get("status") or "current") in ("superseded", "archived")


def names_replacement(record: Mapping[str, Any], lead: Mapping[str, Any]) -> bool:
    """The record's own "replaced by" names the lead (its date or its title's subject)."""
    named = str(record.get("replaced_by") or "")
    if not named:
        return False
    when = str(lead.get("published_at") or "")
    return bool(when and when in named) or same_title_subject(
        title_words(named), title_words(str(lead.get("title") or ""))
    )


def valued_units(units: Sequence[Unit]) -> list[frozenset[str]]:
    """The values the units state ("31 March 2026", "25 euros", a phone number), not the numbers in
    names ("Sync 4")."""
    found = [f.alternatives for u in units for f in figures(u.text) if not all(_BARE.match(a) for a in f.alternatives)]
    return found + [frozenset({t}) for u in units for _, t in phones(u.text)]


def stale_sources(records: Sequence[Mapping[str, Any]], kept: Mapping[str, list[Unit]]) -> set[str]:
    """Sources whose figures about the part are all values another source says it replaces, or
    values of a source another one replaces that the replacement no longer states (a newsletter
    reprinting the old allowance after the new policy), or that name someone another source says
    was succeeded or replaced."""
    valued = {str(r["source_id"]): valued_units(kept[str(r["source_id"])]) for r in records}
    pairs = [
        (n, o)
        for n in records
        for o in records
        if n is not o and valued[str(n["source_id"])] and valued[str(o["source_id"])] and replaces(n, o)
    ]
    out = set()
    for r in records:
        said = [u.text for u in kept[str(r["source_id"])]]
        if any(names_any(t, replaced_names(o)) for o in records if o is not r for t in said):
            out.add(str(r["source_id"]))  # it names the person another source says was succeeded
            continue
        figs = valued[str(r["source_id"])]
        if not figs:
            continue
        for o in records:
            gone = replaced_values(o) if o is not r else set()
            if gone and all(alts & gone for alts in figs):
                out.add(str(r["source_id"]))
                break
        for n, o in pairs:
            if r is n or r is o:
                continue
            now = set().union(*valued[str(n["source_id"])])
            gone = set().union(*valued[str(o["source_id"])]) - now
            if gone and all(alts & gone for alts in figs):
                out.add(str(r["source_id"]))  # it repeats what the replaced source said
                break
    return out


def outdated_sources(
    records: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    scored: Sequence[tuple[Mapping[str, Any], list[Unit]]],
    bar: float,
) -> set[str]:
    """Sources in force whose values about the part a superseded or archived source of their time also
    states (``echoed``) while a newer source in force gives another value of that kind for the same
    thing (a unit scoring ``bar`` or more): the 2025 page titled with the question that repeats the
    replaced 2025 price list, against the 2026 list. They are earlier and the newer source answers;
    with no newer value the lead is only shown as possibly outdated."""
    out = set()
    for r in records:
        units = kept[str(r["source_id"])]
        old = None if retired(r) or not units else echoed(r, units, scored)
        if old is None:
            continue
        kinds = value_kinds(valued_units(dict((str(o["source_id"]), us) for o, us in scored)[str(old["source_id"])]))
        kinds &= value_kinds(valued_units(units))
        answer = " ".join(u.text for u in units)
        if any(
            n is not r
            and not retired(n)
            and newer(n, r)
            and any(u.score >= bar and another_value(u.text, answer, kinds) for u in us)
            for n, us in scored
        ):
            out.add(str(r["source_id"]))
    return out


def echoed(
    lead: Mapping[str, Any], units: Sequence[Unit], others: Sequence[tuple[Mapping[str, Any], list[Unit]]]
) -> Mapping[str, Any] | None:
    """A superseded or archived source, of the lead's year or later, that states every value the lead
    gives of the kinds it lists: an old FAQ repeating the 2025 price list that was replaced. No source
    read says what replaced it, so the lead is shown as possibly outdated rather than plainly current."""
    if retired(lead):
        return None
    mine = valued_units(units)
    year = str(lead.get("published_at") or "")[:4]
    if not mine or not year:
        return None
    for r, us in others:
        listed = valued_units(us)
        if r is lead or not listed or not retired(r) or str(r.get("published_at") or "")[:4] < year:
            continue
        theirs, kinds = set().union(*listed), value_kinds(listed)
        asked = [alts for alts in mine if value_kinds([alts]) & kinds]  # "£42", not "about 15 minutes"
        if asked and all(alts & theirs for alts in asked):
            return r
    return None
