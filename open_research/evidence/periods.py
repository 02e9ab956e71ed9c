"""A table row that gives one attribute for two periods: the earlier period's value is the earlier one.

"Garage site: Mill Lane; Weekly rent from 6 April 2026: £12.75; Weekly rent 2025/26: £12.40" states the
rent twice, under labels that differ only by their period: the 2025/26 figure is the earlier value, the
one from April 2026 the current. Fields are the "label: value" pairs the reader writes for table rows,
separated by ";". Pure functions.
"""

from __future__ import annotations

import re

from open_research.evidence.normalize import figures

__all__ = ["earlier_period_values"]

_FIELD = re.compile(r"(?:^|;)\s*([^:;]{1,60}):\s*([^;]*)")
#: A period in a label: a year or a span ("2025/26"), a date ("from 6 April 2026"), "this year".
_PERIOD = re.compile(
    r"\b(?:from|since|until|to|for|in)?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2})(?:\s*[/-]\s*\d{2,4})?",
    re.I,
)


def _base(label: str) -> str:
    return " ".join(_PERIOD.sub(" ", label).casefold().split())


def earlier_period_values(sentence: str) -> set[str]:
    """The figures of a row's fields whose label names an earlier period than another field of the same
    label (the label's words apart from its period)."""
    if sentence.count(";") < 1:
        return set()
    found = figures(sentence)
    fields = []
    for m in _FIELD.finditer(sentence):
        named = [int(y.group(1)) for y in _PERIOD.finditer(m.group(1)) if y.group(1)]
        said = [f for f in found if m.start(2) <= f.start < m.end(2)]
        if named and said:
            fields.append((_base(m.group(1)), min(named), said))
    out: set[str] = set()
    for base, year, said in fields:
        if any(b == base and y > year for b, y, _ in fields):
            out |= {t for f in said for t in f.alternatives}
    return out
