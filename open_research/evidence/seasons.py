"""A statement of a period that has already ended: "Summer (1 April to 30 September 2026)" read in
December 2026 gives last summer's hours, not the ones in force; the period that covers the day the
sources were read answers "at this time of year". Pure functions.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Mapping
from typing import Any

from open_research.evidence.normalize import figures
from open_research.sources.date_grammar import MONTH, today

__all__ = ["ended_period", "read_on"]

#: The start of a span and its connector, right before the span's end: "1 April to ", "April–",
#: "1 October 2026 until ", "from 3 May - ".
_SPAN_START = re.compile(
    rf"(?:\b\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH}|\b{MONTH})(?:,?\s+(?:19|20)\d\d)?\s*"
    r"(?:\b(?:to|until|till|through|thru)\b|[-\u2013\u2014])\s*$",
    re.I,
)


def _end(alternative: str) -> dt.date | None:
    """The last day of a date ("date:2026-09-30") or a month ("month:2026-09")."""
    kind, _, value = alternative.partition(":")
    try:
        if kind == "date":
            return dt.date.fromisoformat(value[:10])
        if kind == "month":
            year, month = int(value[:4]), int(value[5:7])
            return dt.date(year, month, calendar.monthrange(year, month)[1])
    except ValueError:
        return None
    return None


def ended_period(statement: str, today: dt.date) -> bool:
    """The statement gives a span of dates ("1 April to 30 September 2026", "April–September 2026") and
    every span it gives had ended by ``today``: the values it states held then, not now."""
    ends = []
    for f in figures(statement):
        if not _SPAN_START.search(statement[max(0, f.start - 40) : f.start]):
            continue
        found = [d for d in map(_end, f.alternatives) if d is not None]
        if found:
            ends.append(max(found))
    return bool(ends) and max(ends) < today


def read_on(record: Mapping[str, Any]) -> dt.date:
    """The day a source was read (its ``fetched_at``): what was in force then is the current value."""
    try:
        return dt.date.fromisoformat(str(record.get("fetched_at") or "")[:10])
    except ValueError:
        return today()
