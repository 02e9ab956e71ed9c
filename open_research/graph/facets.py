"""What a vague question could be about, read from what the documents say: the options of a question back.

A document's title is a poor option: "How much notice do you need?" offered a VPN notice page, whose
"notice" is an announcement. The things a reader would choose between are the ones the documents state
the asked aspect of:

- the rows of a table with a column of that aspect (a service catalogue's "New starter account",
  "New laptop", "Mobile phone", each with its lead time);
- labelled lines giving it ("Customer services: 01632 ...", "Leakline, 24 hours a day: 01632 ...");
- else the document itself (its title), when some line of it states the aspect with a value.

A document that states nothing of the aspect offers nothing, so an unrelated newsletter is never an
option. Pure functions: the look-up supplies the documents' text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import PurePath

from open_research.evidence.standing import phones
from open_research.graph.ambiguity import (
    MAX_SPLIT_WORDS,
    Assessment,
    Candidate,
    ask_text,
    aspect_only,
    option_label,
    subject_words,
    topic_keys,
)
from open_research.graph.ambiguity_words import ASPECT_PHRASES, ASPECTS, CONTACT, FACET_ONLY_ASPECTS
from open_research.graph.calendar_words import WEEKDAY
from open_research.sources.versions import read_version
from open_research.text import stem

#: Options offered from rows and lines: a catalogue's requests are more than a handful of titles.
MAX_FACETS = 6
#: A label longer than this is a sentence, not the name of a thing.
MAX_LABEL_WORDS = 7
_CELL = re.compile(r"^\s*([^:;]{1,60}?):\s+(.+?)\s*$")
_LABEL_LINE = re.compile(r"^\s*([A-Z][^:]{1,80}?):\s+(\S.*)$")
_DIGIT = re.compile(r"\d")
#: A row named by a period or a step ("Saturday", "Winter hours", "Stage 1", "Revised 1 April"): a
#: column of one thing's values, not another thing.
_PERIOD_WORD = re.compile(
    r"\b(?:summer|winter|spring|autumn|weekends?|weekdays?|bank holidays?|revised|january|february|march|"
    r"april|may|june|july|august|september|october|november|december)\b",
    re.I,
)
_PERIOD = re.compile(rf"\d|{_PERIOD_WORD.pattern}", re.I)
#: A row of a document's record of its own changes ("Revision history Date", "Change log"): not a thing.
_CHANGES = re.compile(r"\b(?:revision|history|change\s?log|changes|amendments?|version)\b", re.I)
#: A document not in force: its options give way to those of documents in force.
_NOT_IN_FORCE = ("archived", "superseded")


@dataclass(frozen=True)
class Facet:
    """One thing a question could be about: its label, the line stating the aspect, and its document."""

    label: str
    line: str
    title: str
    kind: str  # "row" | "line" | "document"


def aspects_of(question: str) -> set[str]:
    """The question's words naming an aspect (a price, a deadline, a phone number, notice)."""
    return {w for w in subject_words(question) if w in ASPECTS or w in FACET_ONLY_ASPECTS}


#: The value an aspect is stated by, where it has a kind of its own: "Hourly rate: £25" gives no hours,
#: "Hours: 24 hours" no opening time, "Call 0117 ..." a phone number.
_CLOCK = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}(?:[:.]\d{2})?\s?[ap]\.?m\b", re.I)
_MONEY = re.compile(r"[£$€]\s?\d|\b\d+(?:\.\d\d)?\s?(?:p|pence|EUR|GBP|USD)\b|\bfree\b", re.I)
#: How long ahead: "5 working days", "two weeks" ("notice" given on 14 January is a date, not notice).
_DURATION = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:working\s+|calendar\s+|clear\s+)?"
    r"(?:days?|weeks?|months?|hours?)\b",
    re.I,
)
#: Opening hours are a span of clock times ("10:00 to 20:00", "until 17:30"): a performance at 14:00 or
#: a fee of £2.50 is no opening time.
_SPAN = re.compile(
    rf"(?<![£$€\d.])(?:{_CLOCK.pattern})\s*(?:to|until|till|-|–|—)\s*(?:{_CLOCK.pattern})"
    rf"|\b(?:until|till)\s+(?:{_CLOCK.pattern})",
    re.I,
)
_KIND = {"hours": _SPAN, "times": _CLOCK, "price": _MONEY, stem("notice"): _DURATION}


def _valued(text: str, aspects: set[str]) -> bool:
    """Does ``text`` hold a value of the asked kind (a clock time for hours, an amount for a price)?"""
    if CONTACT in aspects and phones(text):
        return True
    kinds = [_KIND[a] for a in aspects if a in _KIND]
    if kinds:
        return any(k.search(text) for k in kinds)
    return CONTACT not in aspects and bool(_DIGIT.search(text))


def states(text: str, aspects: set[str]) -> bool:
    """Does ``text`` state one of the aspects: its word or phrase with a value of its kind, or (a contact)
    a number?"""
    if CONTACT in aspects and phones(text):
        return True
    if not _valued(text, aspects):
        return False
    low = text.casefold()
    named = topic_keys(text) & (aspects - FACET_ONLY_ASPECTS - {CONTACT})
    return bool(named) or any(p in low for a in aspects for p in ASPECT_PHRASES.get(a, ()))


def _names(text: str, aspects: set[str]) -> bool:
    """Does ``text`` (a header or a label) name an aspect, without needing a value?"""
    low = text.casefold()
    return bool(topic_keys(text) & aspects) or any(p in low for a in aspects for p in ASPECT_PHRASES.get(a, ()))


def _cells(line: str) -> list[tuple[str, str]]:
    """A table row as the text extractors write it ("Request: Mobile phone; Lead time: 5 working days")."""
    if "; " not in line:
        return []
    cells: list[tuple[str, str]] = []
    for piece in line.split("; "):
        m = _CELL.match(piece)
        if m:
            cells.append((m.group(1).strip(), m.group(2).strip()))
        elif cells:  # a cell's value holding "; " ("Monday to Friday 09:00 to 17:30; Saturday 10:00 to 13:00")
            cells[-1] = (cells[-1][0], f"{cells[-1][1]}; {piece.strip()}")
        else:
            return []
    return cells if len(cells) >= 2 else []


_OUTSIDE_COMMA = re.compile(r",(?![^(]*\))")


def _thing(label: str) -> bool:
    """A label naming a thing, not a period, a day, a step of one thing's values or a change record. Its
    name (before a comma clause) has no number; the clause may ("Office, 3 Abbey Walk": an address),
    unless it names a period ("Viewings, winter (1 November to 28 February)")."""
    name, *rest = _OUTSIDE_COMMA.split(label, maxsplit=1)
    clause = rest[0] if rest else ""
    return not (_PERIOD.search(name) or _PERIOD_WORD.search(clause) or WEEKDAY.search(label) or _CHANGES.search(label))


def _label(text: str) -> str:
    """A row's or line's name as written, its bracketed aside kept ("Customer services (bills, meters)":
    the words that find its line again in the report), without a trailing comma clause ("Leakline, 24
    hours a day")."""
    return option_label(_OUTSIDE_COMMA.split(text)[0].strip(" -–—:"))


def _table_facets(lines: list[str], aspects: set[str], title: str) -> tuple[list[Facet], bool, bool]:
    """Rows of tables with a column of the aspect; whether a row's own name is the aspect (then the
    document, not its rows, is the option: "Closing date for applications" is one fact of a leaflet); and
    whether rows stating it were skipped as periods of one thing (then the document stands for them)."""
    rows = [(line, _cells(line)) for line in lines]
    out: list[Facet] = []
    row_is_aspect = skipped = False
    tables: dict[tuple[str, ...], list[tuple[str, list[tuple[str, str]]]]] = {}
    for line, cells in rows:
        if cells:
            tables.setdefault(tuple(h.casefold() for h, _ in cells), []).append((line, cells))
    for table in tables.values():
        if len(table) < 2:
            continue
        width = len(table[0][1])
        column = next(
            (
                j
                for j in range(1, width)
                if any(
                    states(cells[j][1], aspects) or (_names(cells[j][0], aspects) and _valued(cells[j][1], aspects))
                    for _, cells in table
                )
            ),
            None,
        )
        if column is None:
            row_is_aspect |= any(_names(cells[0][1], aspects) and states(line, aspects) for line, cells in table)
            continue
        valued = [(line, cells) for line, cells in table if _valued(cells[column][1], aspects)]
        things = [(line, cells) for line, cells in valued if _thing(cells[0][1])]
        skipped |= any(not _CHANGES.search(row[1][0][1]) for row in valued if row not in things)
        out += [Facet(_label(cells[0][1]), line, title, "row") for line, cells in things]
    return out, row_is_aspect, skipped


def document_facets(c: Candidate, aspects: set[str]) -> list[Facet]:
    """What one document offers: its table rows or labelled lines stating the aspect, else itself."""
    lines = [line.strip() for line in (c.text or c.passage).splitlines() if line.strip()]
    rows, row_is_aspect, skipped = _table_facets(lines, aspects, c.title)
    if rows:
        whole = [Facet(option_label(c.title), rows[0].line, c.title, "document")] if skipped else []
        return rows + [f for f in whole if f.label]
    labelled = []
    for line in lines:
        m = _LABEL_LINE.match(line)
        if m and not _cells(line) and states(m.group(2), aspects) and not _names(m.group(1), aspects):
            label = _label(m.group(1))
            if label and len(label.split()) <= MAX_LABEL_WORDS and _thing(label):
                labelled.append(Facet(label, line, c.title, "line"))
    if len(labelled) >= 2 and not row_is_aspect:
        return labelled
    # a line of its own subject (it names what the title names) or a labelled one: not a passing mention
    # ("call our out-of-hours number" in a newsletter about dogs in hot cars)
    own = topic_keys(c.title)
    stated = next(
        (line for line in lines if states(line, aspects) and (own & topic_keys(line) or _LABEL_LINE.match(line))),
        None,
    )
    return [Facet(option_label(c.title), stated, c.title, "document")] if stated and option_label(c.title) else []


def _carries(facet: Facet, wanted: set[str]) -> bool:
    """Does the facet (its label, line or document) carry every other word of the question? Stems
    compare loosely ("apply" and "applications")."""
    have = topic_keys(f"{facet.label}\n{facet.line}\n{facet.title}")
    return all(any(h.startswith(w) or w.startswith(h) for h in have if min(len(h), len(w)) >= 3) for w in wanted)


def _not_in_force(c: Candidate) -> bool:
    """An archived or superseded document (its folder, title or first lines say so)."""
    relpath = "/".join(PurePath(c.path).parts[-2:]) if c.path else ""
    return read_version(c.title, c.text or c.passage, relpath).status in _NOT_IN_FORCE


def facets(question: str, candidates: list[Candidate]) -> list[Facet]:
    """The distinct things the documents state the question's aspect of, rows and lines first, then
    documents; those that leave out another word of the question are not among them."""
    aspects = aspects_of(question)
    if not aspects:
        return []
    wanted = set(subject_words(question)) - aspects
    offered = [(c, [f for f in document_facets(c, aspects) if _carries(f, wanted)]) for c in candidates if not c.hub]
    in_force = [fs for c, fs in offered if not _not_in_force(c)]
    found = [f for fs in (in_force if any(in_force) else [fs for _, fs in offered]) for f in fs]
    found.sort(key=lambda f: f.kind == "document")  # stable: rows and lines first, each in search order
    seen: set[str] = set()
    out = []
    for f in found:
        k = " ".join(sorted(topic_keys(f.label))) or f.label.casefold()
        if k not in seen:
            seen.add(k)
            out.append(f)
    return out


def refine(question: str, verdict: Assessment, *, earlier_turns: int = 0) -> Assessment:
    """The verdict with options from what the documents state: a short question about an aspect that
    several things have is asked back with those things; with one thing (or none) it stands as judged."""
    if verdict.reason == "no_subject" or earlier_turns or len(subject_words(question)) > MAX_SPLIT_WORDS:
        return verdict
    found = facets(question, verdict.candidates)
    of_rows = {f.title for f in found if f.kind != "document"}
    # a document standing for its period rows beside one row of its own is one thing with a side note
    if len([f for f in found if f.kind != "document" or f.title not in of_rows]) < 2:
        return verdict
    if all(f.kind == "document" for f in found) and (verdict.ambiguous or aspect_only(question)):
        return verdict  # titles only: the check judged these by their titles and headings already
    options = list(dict.fromkeys(f.label for f in found))[:MAX_FACETS]
    return replace(
        verdict,
        ambiguous=True,
        reason=verdict.reason or "missing_qualifier",
        options=options,
        question=ask_text(options),
    )
