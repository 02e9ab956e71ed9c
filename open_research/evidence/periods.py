"""A table row that gives one attribute for two periods: the earlier period's value is the earlier one.

"Garage site: Mill Lane; Weekly rent from 6 April 2026: £12.75; Weekly rent 2025/26: £12.40" states the
rent twice, under labels that differ only by their period: the 2025/26 figure is the earlier value, the
one from April 2026 the current. So does a column named only by its period or an edition of the document
("2025/26: £3.50", "2025 catalogue: 3 working days") beside a later one ("Lead time from 1 October 2026"),
and a column the row calls earlier in words ("Previous price", "Last year"). Fields are the
"label: value" pairs the reader writes for table rows, separated by ";". Pure functions.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from open_research.evidence.normalize import figures

__all__ = ["Field", "earlier_fields", "earlier_period_values"]

_FIELD = re.compile(r"(?:^|;)\s*([^:;]{1,60}):\s*([^;]*)")
#: A period in a label: a year or a span ("2025/26"), a date ("from 6 April 2026"), "this year".
_PERIOD = re.compile(
    r"\b(?:from|since|until|to|for|in)?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2})(?:\s*[/-]\s*\d{2,4})?",
    re.I,
)
#: Words that, with a period, name an edition of the figures rather than an attribute ("2025 catalogue",
#: "2025/26 prices", "figures for 2025"): such a label says only which vintage the column holds.
_EDITION = re.compile(
    r"^(?:the\s+)?(?:(?:price|fee|charge|rate|tariff|catalogue|catalog|list|schedule|scheme|edition|version|"
    r"leaflet|figure|value|column|year|season|policy|standard|terms|guide)s?\s*)*(?:\(\s*\))?$",
    re.I,
)
#: A label the row itself calls earlier: "Previous price", "Old fee", "Last year", "Was", "2025 (old)".
_EARLIER_WORD = re.compile(
    r"\b(?:previous(?:ly)?|prior|old(?!\s+(?-i:[A-Z]))|former(?:ly)?|earlier|last\s+year'?s?|was|were)\b", re.I
)
#: A column of a value not yet in force or aimed at: "2027/28 (proposed)", "Draft 2027 fee", "Target 2026/27".
_PROPOSED = re.compile(
    r"\b(?:propos(?:ed|al)|draft|planned|consultation|provisional|indicative|targets?|forecasts?|budget(?:ed)?|"
    r"projected|projections?|estimated?|goals?|aims?|expected|plan)\b",
    re.I,
)


class Field(NamedTuple):
    """A "label: value" pair of a row, with the offsets of the whole field."""

    start: int
    end: int
    label: str
    value: str


def _base(label: str) -> str:
    return " ".join(_PERIOD.sub(" ", label).casefold().split())


def _fields(sentence: str) -> list[Field]:
    return [Field(m.start(1), m.end(2), m.group(1).strip(), m.group(2).strip()) for m in _FIELD.finditer(sentence)]


def _year(label: str) -> int | None:
    named = [int(y.group(1)) for y in _PERIOD.finditer(label) if y.group(1)]
    return min(named) if named else None


def earlier_fields(sentence: str, year: int | None = None) -> list[Field]:
    """The fields of a row that hold an earlier period's value of what another field holds: a label of an
    earlier period than another field's with the same words, or named only by its period or edition
    beside any later one, or called earlier in words. With ``year`` (the document's), a period after it
    is still to come, not the current one, and a later field of the same words that names no period is
    of that year."""
    fields = [f for f in _fields(sentence) if f.value]
    if len(fields) < 2:
        return []
    dated = [(f, _year(f.label)) for f in fields]
    out = []
    for f, y in dated:
        vintage = bool(_EDITION.match(_base(f.label)))
        if _EARLIER_WORD.search(f.label) and len(fields) > 2:
            out.append(f)  # "Previous (2025): £3.50" beside the row's key and its current column
            continue
        if y is None or (year is not None and y > year):
            continue
        for g, gy in dated[1:]:  # the first field is the row's key ("Item: ...")
            same = _base(g.label) == _base(f.label)
            if g is f or not (same or vintage) or _PROPOSED.search(g.label):
                continue
            if gy is None and same and year is not None and year > y:
                break  # "Price: £4.00" beside "Price 2025: £3.50" in a 2026 document
            if gy is not None and y < gy and (year is None or gy <= year):
                break  # "Lead time from 1 October 2026" beside "2025 catalogue"
        else:
            continue
        out.append(f)
    return out


def earlier_period_values(sentence: str) -> set[str]:
    """The figures of a row's fields that ``earlier_fields`` names, but for those a current field states too
    (an unchanged value is not a replaced one)."""
    earlier = earlier_fields(sentence)
    if not earlier:
        return set()
    found = figures(sentence)
    old = {t for f in found if any(e.start <= f.start < e.end for e in earlier) for t in f.alternatives}
    kept = {
        t
        for f in found
        if not any(e.start <= f.start < e.end for e in earlier) and not _in_label(sentence, f.start)
        for t in f.alternatives
    }
    label_figs = {
        t for e in earlier for f in found if e.start <= f.start < e.start + len(e.label) for t in f.alternatives
    }
    return old - kept - label_figs


def _in_label(sentence: str, at: int) -> bool:
    return any(f.start <= at < f.start + len(f.label) for f in _fields(sentence))
