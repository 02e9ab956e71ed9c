"""What the report says under each part of the question: the selected evidence, current first.

For every part (``parts.report_parts``) the units of the sources read (sentences, table rows as the
reader renders them, list items) that are about it (``relevance``) are gathered per source; the
sources are ordered by what is in force (``evidence.standing``) and the first that answers leads.
Every other source is labelled for what it is: earlier (until the lead's date, replaced by it), a
proposal or draft, a repost, or another source of the same time. A unit is shown once in the whole
report; nothing is added to fill a quota; a part nothing answers says so.

When the user chose an option of a clarifying question (the brief's first line, ``brief.choice_note``),
the chosen option's documents answer and the others do not fill in; "all of them" gives each option
its own section. The extractive report (``grounding.extractive_report``) renders these sections and
a capable model writes its prose from them (``writer_evidence``), so both say the same thing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from open_research.evidence.normalize import figures, quote_key
from open_research.evidence.passages import sentence_spans
from open_research.evidence.points import rivals, rivals_row_field
from open_research.evidence.recency import is_date_line, supersedes
from open_research.evidence.seasons import ended_period, read_on
from open_research.evidence.standing import (
    Standing,
    is_proposed,
    order_sources,
    proposes,
    replaced_values,
    standing,
)
from open_research.evidence.vintages import current_first, document_year
from open_research.graph.ambiguity import option_label, topic_keys
from open_research.graph.heads import about_head, shared_heads
from open_research.graph.lead import choose_lead, overtaking
from open_research.graph.parts import Part, report_parts
from open_research.graph.relevance import Focus, focus, relevance
from open_research.graph.reprints import dead_numbers, secondary_reprints
from open_research.graph.stale import (
    Unit,
    changed,
    echoed,
    names_replacement,
    older_value,
    outdated_sources,
    passing_mention,
    retired,
    rivalled_sources,
    stale_sources,
    valued_units,
)
from open_research.graph.years import asked_years, for_another_year, years

__all__ = ["Entry", "Section", "chosen_options", "is_heading", "rivals", "select_sections", "source_units"]

#: Units the leading source gives a part, units each other source gives, and sources per part.
LEAD_UNITS = 3
OTHER_UNITS = 1
MAX_ENTRIES = 4
#: A unit scoring below this share of the part's best unit is beside the point.
KEEP_SHARE = 0.6
#: Another source's unit giving another value of the answer's kind is shown from this share of the best.
RIVAL_SHARE = 0.25
#: What a unit keeps that states only values its own source says were replaced.
SELF_REPLACED = 0.5
#: What a unit keeps that gives a period ended before the sources were read ("Summer (1 April to 30
#: September 2026)" in December), when the part asks for none of its years: the period in force answers.
ENDED = 0.5
#: Units of a chosen option's document when the part names no aspect ("visitor information").
CHOSEN_UNITS = 6
MIN_UNIT, MAX_UNIT = 12, 400
_CHOICE = re.compile(r"^About(?: each of)?: (.+)$", re.M)


@dataclass
class Entry:
    """One source under a part: how it stands next to the lead, and its units about the part."""

    record: Mapping[str, Any]
    standing: Standing
    units: list[Unit]
    #: the lead took this source's place (its status, "replaced by", or the lead says it replaces it)
    replaced: bool = False
    #: the lead is what took its place (it says it replaces it, or states the values this one repeats
    #: after they were replaced); a source only marked superseded may have been replaced by another
    by_lead: bool = False
    #: (the lead) a superseded or archived source of its time states the same values: maybe outdated
    echoes: Mapping[str, Any] | None = None
    #: a passing mention giving another value than the lead, the dated document about it (``passing_mention``)
    mention: bool = False


@dataclass
class Section:
    part: Part
    entries: list[Entry] = field(default_factory=list)

    @property
    def lead(self) -> Entry | None:
        return self.entries[0] if self.entries else None


def chosen_options(brief: str) -> list[str]:
    """The options the user picked, as ``brief.choice_note`` put them on the brief's first line."""
    first = (brief or "").lstrip().split("\n", 1)[0]
    m = _CHOICE.match(first)
    if not m:
        return []
    return [o.strip() for o in (m.group(1).split("; ") if first.startswith("About each of:") else [m.group(1)])]


def _of_option(record: Mapping[str, Any], option: str) -> bool:
    title = str(record.get("title") or "")
    if option_label(title) == option:
        return True
    want = topic_keys(option)
    return bool(want) and want <= topic_keys(f"{title} {record.get('path') or ''}")


#: A line that ends mid-sentence: the sentence goes on on the next line, even one that starts upper-case
#: (hard-wrapped HTML: "... open from 07:00 to 18:00," / "Monday to Friday.").
_GOES_ON = re.compile(r"(?:[,(]|\b(?:and|or|to|the|of|a|an|in|for|with|from|by|at|no|on|until|than))\s*$", re.I)
_ENDED = re.compile(r"[.!?:;)\]”\"']\s*$")


def _spans(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sentence_spans(text):
        if out and _GOES_ON.search(text[out[-1][0] : out[-1][1]]) and "\n" in text[out[-1][1] : s]:
            out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def is_heading(unit: str) -> bool:
    """A line that names a topic and states nothing: short, no figure, no closing punctuation."""
    return not _ENDED.search(unit) and len(unit.split()) <= 10 and not figures(unit)


def _states_more_than_dates(unit: str) -> bool:
    """A heading or dated line that states a value besides a date: "Kestrel Sync 5.2 - released
    6 October 2026" carries the release its section's "The latest release." is about; "2. Fees",
    "Update of 3 March 2026" and "Published 16 February 2026 by the council" state none."""
    return any(not alt.startswith("date:") for alts in valued_units([Unit(0, unit, 0.0)]) for alt in alts)


def source_units(record: Mapping[str, Any]) -> list[tuple[int, str]]:
    """A source's units with their offsets: sentences (a wrapped one whole), table rows, list items,
    headings that state a value; not other headings, its title or its date line. A row that gives a
    value for two vintages shows the current one as its value (``vintages.current_first``)."""
    text = str(record.get("text") or "")
    year = document_year(record)
    title = str(record.get("title") or "").strip()
    out = []
    for s, e in _spans(text):
        raw = text[s:e]
        marked = raw.lstrip().startswith("#")
        unit = " ".join(raw.split()).strip("#-*•+ ")
        if (
            not MIN_UNIT <= len(unit) <= MAX_UNIT
            or not re.search(r"[a-z]", unit)
            or unit == title
            or (marked and not _states_more_than_dates(unit))
            or (not marked and is_heading(unit))
            or (is_date_line(unit) and not _states_more_than_dates(unit))
        ):
            continue
        out.append((s + raw.index(unit[:4]) if marked else s, current_first(unit, year)))
    return out


def _units(
    record: Mapping[str, Any], want: Focus, whole: bool, shown: set[str], asked: frozenset[int] = frozenset()
) -> list[Unit]:
    title = str(record.get("title") or "")
    gone = replaced_values(record)
    today = read_on(record)
    found = []
    for s, unit in source_units(record):
        if quote_key(unit) in shown or for_another_year(unit, title, asked):
            continue
        score = relevance(unit, title, want)
        if not score and whole and (figures(unit) or not want.aspects):
            score = 0.05 + (0.5 if figures(unit) else 0.0)
        if score and ended_period(unit, today) and not years(unit) & asked:
            if whole:  # a chosen document is quoted whole, so a row not in force would read as current
                continue
            score *= ENDED
        if score:
            said = valued_units([Unit(s, unit, score)])
            # the date a change takes effect is no value it replaces: "Prices from 1 January 2026
            # (they replace the 2025 prices of £15.00 ...)" states only replaced prices
            said = [alts for alts in said if not all(a.startswith("date:") for a in alts)] or said
            old = bool(said) and bool(gone) and all(alts & gone for alts in said)
            found.append(Unit(s, unit, score * SELF_REPLACED if old else score, replaced=old))
    return found


def _figs(units: Sequence[Unit]) -> set[str]:
    return {min(f.alternatives) for u in units for f in figures(u.text)}


def _replaced(record: Mapping[str, Any], lead: Mapping[str, Any]) -> bool:
    """Evidence that ``lead`` took ``record``'s place: its status, its "replaced by", or the lead
    saying it replaces it. Dates alone do not say so: an older FAQ is not replaced by a newer policy."""
    return (
        str(record.get("status")) in ("superseded", "archived")
        or bool(record.get("replaced_by"))
        or supersedes(lead, record)
    )


def _shown(entries: Sequence[Entry]) -> list[Unit]:
    return [u for e in entries for u in e.units]


def _section(
    part: Part, pool: Sequence[Mapping[str, Any]], whole: bool, shown: set[str], common: frozenset[str] = frozenset()
) -> Section:
    want = focus(part.ask, part.context)
    strict = bool(want.head & common) and bool(want.head - common)
    if strict:  # the part's own thing, not the words it shares with the prompt's other parts
        want = replace(want, head=want.head - common)
    asked = asked_years(part.ask)  # "the spring term 2027": another year's dates do not answer it
    scored = [(r, _units(r, want, whole, shown, asked)) for r in pool]
    scored = [(r, us) for r, us in scored if us]
    if not whole:  # a chosen option's documents are about it whole
        scored = about_head(scored, want, strict)
    if not scored:
        return Section(part)
    # the best answer in force sets the bar: a superseded or replaced page's closer wording does not
    # push its replacement out
    gone = {str(o["source_id"]) for o, _ in scored for n, _ in scored if n is not o and supersedes(n, o)}
    # nor does a unit that states only what its source says was replaced ("whose number ... no longer"),
    # nor a page found to repeat a replaced value (then the bar is set again without it)
    stale: set[str] = set()
    for _ in range(2):
        in_force = [
            u.score
            for r, us in scored
            if not retired(r) and str(r["source_id"]) not in gone | stale
            for u in us
            if not u.replaced
        ]
        # nor a request or proposal ("the panel asked for 1 hour"): the decided value sets it
        settled = [
            u.score
            for r, us in scored
            if not retired(r) and str(r["source_id"]) not in gone | stale
            for u in us
            if not u.replaced and not is_proposed(u.text)
        ]
        best = max(settled or in_force or [u.score for _, us in scored for u in us])
        floor = KEEP_SHARE * best if not whole or want.aspects else 0.0
        kept = {str(r["source_id"]): [u for u in us if u.score >= floor] for r, us in scored}
        ordered = [r for r in order_sources([r for r, _ in scored]) if kept[str(r["source_id"])]]
        found = stale_sources(ordered, kept, [r for r, _ in scored])
        found |= outdated_sources(ordered, kept, scored, RIVAL_SHARE * best)
        found |= rivalled_sources(ordered, kept, scored, want.head, stale | found)
        found |= secondary_reprints(ordered, kept, scored, want.head, stale | found, want.subject)
        found |= dead_numbers(ordered, kept, pool)
        if found <= stale:
            break
        stale |= found
    ordered = [r for r in ordered if str(r["source_id"]) not in stale] + [
        r for r in ordered if str(r["source_id"]) in stale
    ]
    lead = choose_lead(ordered, kept, stale, want)
    if lead is None:
        return Section(part)
    over = None if whole else overtaking(lead, scored, kept, stale, want)
    if over:  # a newer official source gives another value for the lead's answer: it leads, the old one is earlier
        stale.add(str(lead["source_id"]))
        new, unit = over
        top = max(u.score for u in kept[str(lead["source_id"])])
        kept[str(new["source_id"])] = [replace(unit, score=top)] + [
            u for u in kept[str(new["source_id"])] if u.start != unit.start
        ]
        ordered = [new, *(r for r in ordered if r is not new)]
        lead = new
    if not whole:  # another source giving another value of the same kind: both sides of a conflict
        answer = max(kept[str(lead["source_id"])], key=lambda u: u.score).text
        for r, us in scored:
            sid = str(r["source_id"])
            title = str(r.get("title") or "")
            extra = [
                u
                for u in us
                if u.score < floor
                and u.score >= RIVAL_SHARE * best
                and (rivals(u.text, answer) or rivals_row_field(u.text, answer, title))
            ]
            if r is not lead and extra:
                kept[sid] = kept[sid] + extra
                if r not in ordered:
                    ordered.append(r)
    section = Section(part)
    seen_figs: set[str] = set()

    def weight(r: Mapping[str, Any]) -> tuple[bool, bool, float]:
        # what is in force before a consultation, what changed first, then the closest to the part
        return (proposes(r), not replaced(r), -max(u.score for u in kept[str(r["source_id"])]))

    def replaced(r: Mapping[str, Any]) -> bool:
        return _replaced(r, lead) or str(r["source_id"]) in stale

    for r in [lead, *sorted((r for r in ordered if r is not lead), key=weight)]:
        if len(section.entries) >= MAX_ENTRIES:
            break
        is_lead = r is lead
        cap = (CHOSEN_UNITS if whole and not want.aspects else LEAD_UNITS) if is_lead else OTHER_UNITS
        units = sorted(kept[str(r["source_id"])], key=lambda u: (-u.score, u.start))[:cap]
        units = [u for u in units if quote_key(u.text) not in shown]
        if not units:
            continue
        label = standing(r, lead)
        same = bool(_figs(units)) and _figs(units) <= seen_figs
        as_lead = same and _figs(units) <= _figs(section.entries[0].units if section.entries else [])
        if label in ("repost", "also") and same:
            continue  # a repost of what is shown already collapses into its original
        if str(r["source_id"]) in stale:
            label = "earlier"  # it repeats a value another source says it replaces
        elif (
            label == "earlier"
            and not replaced(r)
            and (
                as_lead
                or not (
                    changed(units, _shown(section.entries), want.subject)
                    or older_value(r, units, lead, _shown(section.entries[:1]))
                )
            )
        ):
            label = "also"  # an older source about something else, or stating the lead's value: not a change
        # a consultation or proposal document decides nothing, so it replaces and repeats nothing either
        proposed = not is_lead and (proposes(r) or all(is_proposed(u.text) for u in units))
        if proposed:
            label = "proposal"  # "X proposed moving the departure to 19:00": a proposal, whatever the document
        units.sort(key=lambda u: u.start)
        shown.update(quote_key(u.text) for u in units)
        seen_figs |= _figs(units)
        was_replaced = not (is_lead or proposed) and replaced(r)
        by_lead = was_replaced and (
            supersedes(lead, r)
            or names_replacement(r, lead)
            or str(r["source_id"]) in stale
            or changed(units, _shown(section.entries[:1]), want.subject)
        )
        entry = Entry(r, label, units, replaced=was_replaced, by_lead=by_lead)
        entry.mention = label == "also" and passing_mention(r, units, lead, _shown(section.entries[:1]), want.subject)
        section.entries.append(entry)
    if section.entries and not whole:
        lead_entry = section.entries[0]
        lead_entry.echoes = echoed(lead_entry.record, lead_entry.units, scored)
    return section


def select_sections(
    question: str, ledger: Sequence[Mapping[str, Any]], *, plan: dict[str, Any] | None = None, brief: str = ""
) -> list[Section]:
    """The report's sections for ``question`` over the usable records ``ledger`` (one per source
    group, none that addresses the assistant), in the order of the parts."""
    parts = report_parts(question, plan, brief)
    options = chosen_options(brief)
    common = shared_heads(parts)
    shown: set[str] = set()
    sections = []
    for option in options or [""]:
        pool = [r for r in ledger if _of_option(r, option)] if option else []
        whole = bool(pool)
        for part in parts:
            if option:
                ask = part.ask if len(options) == 1 else f"{part.ask} ({option})"
                part = Part(ask, f"{part.context} {option}".strip())
            sections.append(_section(part, pool or list(ledger), whole, shown, common))
    return sections
