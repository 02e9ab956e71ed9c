"""Which sources under a part only repeat what was replaced, and so are earlier whatever their date.

A newsletter that reprints the old allowance after the new policy, a page titled with the question
that repeats the superseded price list while the new list gives another price, a notice naming the
councillor another page says was succeeded: each is dated later or titled closer, and each states a
replaced value. So is an old page whose value a newer source in force decides otherwise, when the
newer says it is a change, is a later vintage, or states a date after the old one's had passed
(``rivalled_sources``). These rules read the units ``sections`` selected for a part (``Unit``) and the
sources' own replacement statements (``evidence.standing``, ``evidence.recency``). Pure functions.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from open_research.evidence.normalize import figures
from open_research.evidence.points import another_value, same_title_subject, title_words, value_kinds
from open_research.evidence.recency import supersedes
from open_research.evidence.standing import (
    is_proposed,
    names_any,
    newer,
    phones,
    proposes,
    replaced_names,
    replaced_values,
    reports_change,
    same_attribute,
    states_change,
)
from open_research.graph.ambiguity import topic_keys
from open_research.text import content_stems

__all__ = [
    "Unit",
    "changed",
    "echoed",
    "names_replacement",
    "older_value",
    "outdated_sources",
    "passed",
    "passing_mention",
    "retired",
    "rivalled_sources",
    "stale_sources",
    "valued_units",
]

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


def _values_not_when(units: Sequence[Unit]) -> list[frozenset[str]]:
    """The units' values, less the dates of those that report a change: "from 14 September the dock
    has moved to X" says when the change came, the same date its replacement gives for it."""
    found = valued_units([u for u in units if not reports_change(u.text)])
    dated = valued_units([u for u in units if reports_change(u.text)])
    return found + [alts for alts in dated if not all(a.startswith("date:") for a in alts)]


def stale_sources(
    records: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    replacers: Sequence[Mapping[str, Any]] = (),
) -> set[str]:
    """Sources whose figures about the part are all values another source says it replaces, or
    values of a source another one replaces that the replacement no longer states (a newsletter
    reprinting the old allowance after the new policy), or that name someone another source says
    was succeeded or replaced. A replacing source counts among ``replacers`` (every source about the
    part) even when its own wording scores below the kept ones: the notice "this replaces the X
    service" decides about the FAQ that still names X, however closer the FAQ's words are."""
    replacers = list(replacers) or list(records)
    valued = {str(r["source_id"]): valued_units(kept[str(r["source_id"])]) for r in records}
    pairs = [
        (n, o)
        for n in records
        for o in records
        if n is not o and valued[str(n["source_id"])] and valued[str(o["source_id"])] and supersedes(n, o)
    ]
    out = set()
    for r in records:
        # a unit that itself says the named thing moved or ended reports the change, it does not repeat it
        said = [u.text for u in kept[str(r["source_id"])] if not reports_change(u.text)]
        if any(names_any(t, replaced_names(o)) for o in replacers if o is not r for t in said):
            out.add(str(r["source_id"]))  # it names the person another source says was succeeded
            continue
        figs = _values_not_when(kept[str(r["source_id"])])
        if not figs:
            continue
        for o in replacers:
            gone = replaced_values(o) if o is not r else set()
            if not gone or not any(alts & gone for alts in figs):
                continue
            # a size the replacing source states too ("dogs up to 25 kg") says what the value is for:
            # the reprint "Dogs up to 25 kg: £14.95" still repeats only replaced values
            shared = set().union(*valued_units([Unit(0, str(o.get("text") or ""), 0.0)]))
            if all(alts & gone or _describes(alts, shared) for alts in figs):
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


def _describes(alts: frozenset[str], shared: set[str]) -> bool:
    """A size or count the replacing source states too ("up to 25 kg"): it says what a value is for,
    it is no value in dispute (money, a time, a date, a phone number is)."""
    return bool(alts & shared) and not any(_DISPUTED.match(a) for a in alts)


#: Figures that are values in dispute between a reprint and its replacement: money, times, dates, phones.
_DISPUTED = re.compile(r"^(?:time:|date:|num:[^:]+:(?:gbp|eur|usd)$)|^\+?\d{6,}$")


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


#: Days a newer source must be younger than an older one stating another value for the same thing for
#: the older to be a past vintage, when the newer does not say it states a change ("from 1 April").
VINTAGE_DAYS = 180


def _days_apart(a: Mapping[str, Any], b: Mapping[str, Any]) -> int:
    try:
        return (
            dt.date.fromisoformat(str(a["published_at"])[:10]) - dt.date.fromisoformat(str(b["published_at"])[:10])
        ).days
    except (KeyError, TypeError, ValueError):
        return 0


def rivalled_sources(
    records: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    scored: Sequence[tuple[Mapping[str, Any], list[Unit]]],
    head: frozenset[str],
    stale: Collection[str] = (),
) -> set[str]:
    """Sources in force each of whose values about the part a newer source in force gives otherwise, in
    a unit about the same thing (naming most words of the thing asked, ``head``, that the older one
    names) that decides it (no proposal, no value its own source says was replaced, none of the older
    one's values of that kind) and either says it is a change ("from 1 April 2026", "now") or is a
    later vintage (``VINTAGE_DAYS``): the 2024 page titled with the question ("a swim costs £4.80")
    against the trustees' 2026 decision ("agreed an adult swim price of £5.40"). Two sources of one
    season that disagree stay side by side."""
    out = set()
    for r in records:
        units = [u for u in kept[str(r["source_id"])] if not u.replaced and valued_units([u])]
        if retired(r) or not units:
            continue
        for n, theirs in scored:
            if n is r or retired(n) or str(n["source_id"]) in stale or not newer(n, r) or proposes(n):
                continue
            vintage = _days_apart(n, r) >= VINTAGE_DAYS
            rival = [v.text for v in theirs if not v.replaced and not is_proposed(v.text)]
            # a table row names what it is about partly in its document's title ("Vets: fees from May")
            title = str(n.get("title") or "")
            if rival and all(
                any(
                    (vintage or states_change(v) or passed(u.text, n))
                    and _names_most(head & topic_keys(u.text), f"{title} {v}")
                    and _rivals(v, u.text)
                    for v in rival
                )
                for u in units
            ):
                out.add(str(r["source_id"]))
                break
    return out


def changed(units: Sequence[Unit], shown: Sequence[Unit], subject: Collection[str] = ()) -> bool:
    """An older unit states a different value for what a shown unit states: a change over time. The
    same attribute in most words ("closes at 17:00 on weekdays" / "at 18:00"), or another value of its
    kind naming every word of the asked subject the shown unit names, where their other words differ
    too much to tell by wording alone: a sentence against a table row's field ("Wexley is open on
    Saturdays from 09:00 to 13:30" / "Library: Wexley; Saturday: 09:30 to 12:30")."""

    def figs(u: Unit) -> set[str]:
        return {min(f.alternatives) for f in figures(u.text)}

    def named(u: Unit, v: Unit) -> bool:
        words = set(subject) & topic_keys(v.text)
        return bool(words) and words <= topic_keys(u.text)

    return any(
        (same_attribute(u.text, v.text) and figs(u) != figs(v)) or (named(u, v) and _rivals(v.text, u.text))
        for u in units
        for v in shown
    )


#: Days a source must be older than the lead (by dates both state) for another value it gives for what
#: the lead states to be the earlier one, though nothing says it was replaced: a year, or an edition.
OLDER_DAYS = 365
#: Share of the shorter statement's content words two statements share when they state one attribute.
SAME_THING = 0.6
#: A count and the words it counts: "10 school days", "20 days before".
_COUNT_RE = re.compile(r"(?<![\d.,:£$€/-])(\d{1,3}(?:[.,]\d+)?)\s+([a-z]+)(?:\s+([a-z]+))?", re.I)


def _counts(text: str) -> dict[str, set[str]]:
    """The counts a statement gives by what they count, on one word and on two ("school", "school day")."""
    out: dict[str, set[str]] = {}
    for m in _COUNT_RE.finditer(text):
        first = sorted(content_stems(m.group(2)))
        if not first:
            continue
        out.setdefault(first[0], set()).add(m.group(1))
        if m.group(3):
            out.setdefault(f"{first[0]} {' '.join(sorted(content_stems(m.group(3))))}", set()).add(m.group(1))
    return out


def _recounts(unit: str, shown: str) -> bool:
    """Another count of the same thing: "at least 10 school days in advance" against "at least 20 school
    days before" (bare numbers: the figures carry no unit)."""
    mine, theirs = _counts(unit), _counts(shown)
    return any(mine[k] and theirs[k] and not mine[k] & theirs[k] for k in mine.keys() & theirs.keys())


def older_value(
    record: Mapping[str, Any], units: Sequence[Unit], lead: Mapping[str, Any], shown: Sequence[Unit]
) -> bool:
    """``record`` is a year or more older than ``lead`` (``OLDER_DAYS``, by dates both give) and one of its
    units gives another value for what a shown unit of the lead states (most of the shorter one's words in
    common): the 2024 prospectus's "at least 10 school days in advance" against the head's 2026 "at
    least 20 school days before". An old document stating another value is the earlier one, not a
    parallel current source, though the wording differs too much for ``changed``."""
    if not newer(lead, record) or _days_apart(lead, record) < OLDER_DAYS:
        return False
    for u in units:
        mine = content_stems(u.text)
        for v in shown:
            theirs = content_stems(v.text)
            if not mine or not theirs or len(mine & theirs) < SAME_THING * min(len(mine), len(theirs)):
                continue
            if _rivals(u.text, v.text) or _recounts(u.text, v.text):
                return True
    return False


#: Characters of a document's opening where it says from when its values hold ("Prices from 1 May 2026").
OPENING_CHARS = 300


def passing_mention(
    record: Mapping[str, Any],
    units: Sequence[Unit],
    lead: Mapping[str, Any],
    lead_units: Sequence[Unit],
    subject: Collection[str],
) -> bool:
    """``record`` mentions the thing in passing (its title names none of the asked subject's words) and
    gives another value than the lead, a document about it (its title names them) that opens by saying
    from when its values hold ("Menu and prices from 1 May 2026"), while the mention states no change
    of its own: a newsletter's "a cream tea is still just £6.25" beside the menu's "Cream tea: £6.75".
    The mention may repeat an old value: shown as possibly outdated, not as a disagreement in force."""
    title, lead_title = topic_keys(str(record.get("title") or "")), topic_keys(str(lead.get("title") or ""))
    if not subject or set(subject) & title or not set(subject) & lead_title:
        return False
    opening = f"{lead.get('title') or ''}. {str(lead.get('text') or '')[:OPENING_CHARS]}"
    if not states_change(opening) or any(states_change(u.text) or is_proposed(u.text) for u in units):
        return False
    return changed(units, lead_units, subject)


def _names_most(head: frozenset[str], unit: str) -> bool:
    """The unit names at least half the words of the thing asked that the older one names."""
    named = head & topic_keys(unit)
    return not head or (bool(named) and 2 * len(named) >= len(head))


def passed(unit: str, newer_record: Mapping[str, Any]) -> bool:
    """The unit states only dates, and every one had passed when the newer source was written ("pupils
    return on 5 January 2026" against a term-dates list of March 2026): the next one is the newer's.
    A price "from 1 April 2026" is not passed: it is in force since."""
    when = str(newer_record.get("published_at") or "")[:10]
    said = valued_units([Unit(0, unit, 0.0)])
    if not when or not said or any(not a.startswith("date:") for alts in said for a in alts):
        return False
    return all(len(a) == 15 and a[5:] < when for alts in said for a in alts)


#: The weekday of a date ("Monday 5 January"): part of the date, not a day the statement is about.
_DATED_WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z])", re.I
)


def _rivals(unit: str, older: str) -> bool:
    """``unit`` gives another value of the older unit's kind (its dates aside when it states more) for
    the same thing, and none of its values of that kind."""
    unit, older = _DATED_WEEKDAY.sub("", unit), _DATED_WEEKDAY.sub("", older)
    mine = valued_units([Unit(0, older, 0.0)])
    kinds = value_kinds(mine)
    kinds = kinds - {"date"} or kinds
    said = valued_units([Unit(0, unit, 0.0)])
    # kind by kind: a shared length ("15 minutes") does not hide another price of the same consultation
    differing = {
        k
        for k in kinds
        if (theirs := [alts for alts in said if k in value_kinds([alts])])
        and not any(alts & old for alts in theirs for old in mine if k in value_kinds([old]))
    }
    return bool(differing) and another_value(unit, older, differing)


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
