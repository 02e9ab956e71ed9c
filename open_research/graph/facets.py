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
from open_research.text import stem

#: Options offered from rows and lines: a catalogue's requests are more than a handful of titles.
MAX_FACETS = 6
#: A label longer than this is a sentence, not the name of a thing.
MAX_LABEL_WORDS = 7
#: A telephone number: a leading 0 or +country code, then groups of digits.
_PHONE = re.compile(r"(?<![\w:.])(?:\+\d{1,3}[\s-]?)?\(?0\d{2,4}\)?(?:[\s-]?\d{2,4}){2,3}(?![\w:])")
_CELL = re.compile(r"^\s*([^:;]{1,60}?):\s+(.+?)\s*$")
_LABEL_LINE = re.compile(r"^\s*([A-Z][^:]{1,80}?):\s+(\S.*)$")
_DIGIT = re.compile(r"\d")
#: A row named by a period or a step ("Saturday", "Winter hours", "Stage 1", "Revised 1 April"): a
#: column of one thing's values, not another thing.
_PERIOD = re.compile(
    r"\d|\b(?:summer|winter|spring|autumn|weekends?|weekdays?|bank holidays?|revised|january|february|march|"
    r"april|may|june|july|august|september|october|november|december)\b",
    re.I,
)


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
_KIND = {"hours": _CLOCK, "times": _CLOCK, "price": _MONEY, CONTACT: _PHONE, stem("notice"): _DURATION}


def _valued(text: str, aspects: set[str]) -> bool:
    """Does ``text`` hold a value of the asked kind (a clock time for hours, an amount for a price)?"""
    kinds = [_KIND[a] for a in aspects if a in _KIND]
    return any(k.search(text) for k in kinds) if kinds else bool(_DIGIT.search(text))


def states(text: str, aspects: set[str]) -> bool:
    """Does ``text`` state one of the aspects: its word or phrase with a value of its kind, or (a contact)
    a number?"""
    if CONTACT in aspects and _PHONE.search(text):
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
    cells = []
    for piece in line.split("; "):
        m = _CELL.match(piece)
        if not m:
            return []
        cells.append((m.group(1).strip(), m.group(2).strip()))
    return cells if len(cells) >= 2 else []


def _thing(label: str) -> bool:
    """A label naming a thing, not a period, a day or a step of one thing's values."""
    return not (_PERIOD.search(label) or WEEKDAY.search(label))


_OUTSIDE_COMMA = re.compile(r",(?![^(]*\))")


def _label(text: str) -> str:
    """A row's or line's name as written, its bracketed aside kept ("Customer services (bills, meters)":
    the words that find its line again in the report), without a trailing comma clause ("Leakline, 24
    hours a day")."""
    return option_label(_OUTSIDE_COMMA.split(text)[0].strip(" -–—:"))


def _table_facets(lines: list[str], aspects: set[str], title: str) -> tuple[list[Facet], bool]:
    """Rows of tables with a column of the aspect; and whether a row's own name is the aspect (then the
    document, not its rows, is the option: "Closing date for applications" is one fact of a leaflet)."""
    rows = [(line, _cells(line)) for line in lines]
    out: list[Facet] = []
    row_is_aspect = False
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
        out += [
            Facet(_label(cells[0][1]), line, title, "row")
            for line, cells in table
            if _valued(cells[column][1], aspects) and _thing(cells[0][1])
        ]
    return out, row_is_aspect


def document_facets(c: Candidate, aspects: set[str]) -> list[Facet]:
    """What one document offers: its table rows or labelled lines stating the aspect, else itself."""
    lines = [line.strip() for line in (c.text or c.passage).splitlines() if line.strip()]
    rows, row_is_aspect = _table_facets(lines, aspects, c.title)
    if rows:
        return rows
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


def facets(question: str, candidates: list[Candidate]) -> list[Facet]:
    """The distinct things the documents state the question's aspect of, rows and lines first, then
    documents; those that leave out another word of the question are not among them."""
    aspects = aspects_of(question)
    if not aspects:
        return []
    wanted = set(subject_words(question)) - aspects
    found = [f for c in candidates if not c.hub for f in document_facets(c, aspects) if _carries(f, wanted)]
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
    if len(found) < 2:
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
