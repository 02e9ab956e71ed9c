"""Which years a part asks about, and whether a unit is stated for another one.

"When does the spring term 2027 start?" is not answered by "pupils return on Monday 5 January 2026",
nor "the rent increase for 2026/27" by the 2025/26 letter's "7.7% from 7 April 2025": a value stated for
another year is another year's value, however close its words. A unit names its years itself (a date,
"2025/26"); one that names none takes its document's title's ("Price list 2024/25"). A unit or title
naming no year at all is not excluded. Pure functions.
"""

from __future__ import annotations

import re

__all__ = ["asked_years", "for_another_year", "years"]

#: A year, or a span of two written as one ("2026/27", "2026-2027", "2026 to 2027").
_YEAR = re.compile(r"(?<![\d/.:-])((?:19|20)\d{2})(?:\s*(?:/|-|–|to)\s*((?:19|20)?\d{2}))?(?![\d:])")


def years(text: str) -> frozenset[int]:
    """The years a text names: "2026/27" names 2026 and 2027."""
    out: set[int] = set()
    for m in _YEAR.finditer(text or ""):
        first = int(m.group(1))
        out.add(first)
        if m.group(2):
            second = int(m.group(2)) if len(m.group(2)) == 4 else first // 100 * 100 + int(m.group(2))
            if 0 < second - first <= 1:
                out.add(second)
    return frozenset(out)


def asked_years(part: str) -> frozenset[int]:
    """The years the part names (its own words, not its context's)."""
    return years(part)


#: A date in a title ("minutes, 18 February 2026", "March 2026"): when the document was written, not the
#: year its values are for.
_TITLE_DATE = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b"
    r"|\b(?:19|20)\d{2}-\d{2}-\d{2}\b",
    re.I,
)


def for_another_year(unit: str, title: str, asked: frozenset[int]) -> bool:
    """The unit (or, naming none, its title outside the title's date) names years and none of those asked."""
    if not asked:
        return False
    said = years(unit) or years(_TITLE_DATE.sub(" ", title or ""))
    return bool(said) and not said & asked
