"""A statement of a period not in force on the day the sources were read: one that has ended ("Summer
(1 April to 30 September 2026)" read in December 2026 gives last summer's hours), and a season's row
that has not started ("Summer (from 1 April 2027)", "Summer hours (1 April to 30 September)" read in
December). The period that covers the day read answers "at this time of year"; an announced change
that is no season's row ("From 1 April 2027 the fee is £5") is left as it is. Pure functions.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Mapping
from typing import Any

from open_research.evidence.normalize import figures
from open_research.sources.date_grammar import MONTH, month_number, today

__all__ = ["ended_period", "not_started", "read_on"]

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
    every span it gives had ended by ``today``, or it is a season's row that had not started by then
    (``not_started``): the values it states held then, or will hold, not now."""
    return _ended(statement, today) or not_started(statement, today)


#: A statement led by a season it gives values for: "Season: Summer (from 1 April 2027); ...", "Summer
#: hours (1 April to 30 September): ...", "Item: Winter opening; ...", "High season: ...".
_SEASON_LEAD = re.compile(
    r"^\W*(?:[^\W\d_]+(?:\s+[^\W\d_]+)?:\s*)?(?:the\s+)?(?:(?:high|low|peak|off[\s-]peak)\s+season\b|"
    r"(?:summer|winter|spring|autumn)\b(?!\s+(?:(?:half[\s-]?)?term|semester|holidays?|break|school)\b))",
    re.I,
)
#: A row whose first field names a thing and then its season: "What: Viewings, summer (1 March to 31
#: October); Hours: ...", "Dock: Riverside Park, winter (...); ...": the season still decides the row.
_SEASON_IN_LABEL = re.compile(
    r"^[^;]*?,\s*(?:the\s+)?(?:(?:high|low|peak|off[\s-]peak)\s+season\b|"
    r"(?:summer|winter|spring|autumn)\b(?!\s+(?:(?:half[\s-]?)?term|semester|holidays?|break|school)\b))",
    re.I,
)
#: A span of days or months with no year, as a season's row gives it: "1 April to 30 September", "April–September".
#: A value a season's row gives for its season: a time, an amount, a share, a length; not a date or a count.
_VALUE = re.compile(r"(?:time|num:[\d.]+:\w+|range):")
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?\s+"
_YEARLESS_SPAN = re.compile(
    rf"\b(?:{_DAY})?{MONTH}\s*(?:\b(?:to|until|till|through)\b|[-\u2013\u2014])\s*(?:{_DAY})?{MONTH}\b(?!\s*,?\s*(?:19|20)\d\d)",
    re.I,
)


def not_started(statement: str, today: dt.date) -> bool:
    """A season's row (``_SEASON_LEAD``) whose season had not started by ``today``: every date it gives
    is later ("Summer (from 1 April 2027)"), or the yearly span it gives leaves ``today`` out ("Summer
    hours (1 April to 30 September)" read in December)."""
    if not (_SEASON_LEAD.match(statement) or _SEASON_IN_LABEL.match(statement)) or not any(
        _VALUE.match(a) for f in figures(statement) for a in f.alternatives
    ):
        return False  # a term's dates ("Term: Summer 2027; Pupils start: ...") say when it comes, asked or not
    spans = list(_YEARLESS_SPAN.finditer(statement))
    if spans:
        return not any(_covers(m, today) for m in spans)
    starts = []
    for f in figures(statement):
        found = [d for d in map(_start, f.alternatives) if d is not None]
        span = _SPAN_START.search(statement[max(0, f.start - 40) : f.start])
        if found and span:  # "1 April to 30 September 2027": the span starts on 1 April 2027
            found = [_span_start(span.group(), max(found))]
        starts += found
    return bool(starts) and min(starts) > today


_START_PARTS = re.compile(rf"(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+)?{MONTH}(?:,?\s+((?:19|20)\d\d))?", re.I)


def _span_start(said: str, end: dt.date) -> dt.date:
    """The first day of a span from its start's words ("1 April to ", "April–") and its end."""
    m = _START_PARTS.search(said)
    if m is None:
        return end
    month = month_number(m.group(2))
    year = int(m.group(3)) if m.group(3) else end.year - (month > end.month)
    return dt.date(year, month, min(int(m.group(1) or 1), calendar.monthrange(year, month)[1]))


def _covers(span: re.Match[str], today: dt.date) -> bool:
    """Whether a yearly span ("1 October to 31 March", "April-September") holds ``today``, year after year."""
    first = (month_number(span.group(2)), int(span.group(1) or 1))
    last = (
        month_number(span.group(4)),
        int(span.group(3) or calendar.monthrange(2001, month_number(span.group(4)))[1]),
    )
    now = (today.month, today.day)
    return first <= now <= last if first <= last else now >= first or now <= last


def _start(alternative: str) -> dt.date | None:
    """The first day of a date ("date:2027-04-01") or a month ("month:2027-04")."""
    kind, _, value = alternative.partition(":")
    try:
        if kind == "date":
            return dt.date.fromisoformat(value[:10])
        if kind == "month":
            return dt.date(int(value[:4]), int(value[5:7]), 1)
    except ValueError:
        return None
    return None


def _ended(statement: str, today: dt.date) -> bool:
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
