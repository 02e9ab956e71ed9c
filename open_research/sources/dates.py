"""When a document says it was published: one set of rules for files on disk and fetched pages.

The date decides which of two disagreeing sources is current, so it has to be the document's own
statement: its metadata (Markdown front matter, an HTML page's meta tags) or a line near its top
("Published 16 February 2026", "Date: 2026-01-12", "Last updated: March 3, 2026"); never a date it
merely mentions, nor a PDF's CreationDate or a file's modification time, which copying and
re-exporting change. The modification date is only a weak fallback, marked as such (``dated``).
The date grammar here is also the one ``evidence.normalize`` reads figures with.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

__all__ = [
    "FILE_MTIME",
    "STATED",
    "DateSpan",
    "dated",
    "date_spans",
    "document_date",
    "file_date",
    "iso_date",
    "month_number",
    "stated_date",
    "valid_date",
]

#: Where a record's ``published_at`` comes from: the source's own words, or its file's modification time.
STATED = "stated"
FILE_MTIME = "file_mtime"

# ---------------------------------------------------------------- the date grammar
MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
#: Full dates, most specific first: ISO, "2 March 2026", "March 2, 2026", "02/03/2026".
_DATE_RES = (
    (re.compile(r"(?<![\d.])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])"), ("y", "m", "d")),
    (
        re.compile(rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH},?\s+(\d{{4}})(?!\d)", re.I),
        ("d", "mon", "y"),
    ),
    (re.compile(rf"\b{MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)", re.I), ("mon", "d", "y")),
    (re.compile(r"(?<![\d./])(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?![\d/]|\.\d)"), ("a", "b", "y")),
)
#: "March 2026": a month, not a date.
MONTH_YEAR_RE = re.compile(rf"\b{MONTH}\s+(\d{{4}})(?!\d)", re.I)


@dataclass(frozen=True)
class DateSpan:
    """A date written in a text: where it stands and the (year, month, day) readings it allows."""

    start: int
    end: int
    year: int
    readings: frozenset[tuple[int, int, int]]  # every reading, valid or not ("13/05/2026" read both ways)

    @property
    def valid(self) -> list[tuple[int, int, int]]:
        return sorted(r for r in self.readings if valid_date(*r))


def month_number(token: str) -> int:
    return _MONTHS[token[:3].lower()]


def valid_date(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= 31 and 1000 <= y <= 2999


def date_spans(text: str, *, both_orders: bool = False) -> list[DateSpan]:
    """The full dates in a text, the more specific forms first, none overlapping another.

    "02/03/2026" is read day-first and month-first; unless ``both_orders``, only one reading is kept
    when the other is impossible or the same day. A match with no valid reading claims no text.
    """
    taken = bytearray(len(text))
    out: list[DateSpan] = []
    for rx, order in _DATE_RES:
        for m in rx.finditer(text):
            if any(taken[m.start() : m.end()]):
                continue
            g = dict(zip(order, m.groups(), strict=True))
            y = int(g["y"])
            if "a" in g:  # dd/mm/yyyy or mm/dd/yyyy: both readings only when they are the same day
                a, b = int(g["a"]), int(g["b"])
                readings = (
                    {(y, b, a), (y, a, b)}
                    if both_orders
                    else ({(y, b, a)} if a > 12 or a == b else {(y, a, b)} if b > 12 else {(y, b, a), (y, a, b)})
                )
            else:
                month = int(g["m"]) if "m" in g else month_number(g["mon"])
                readings = {(y, month, int(g["d"]))}
            if not any(valid_date(*r) for r in readings):
                continue
            out.append(DateSpan(m.start(), m.end(), y, frozenset(readings)))
            taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    return out


# ---------------------------------------------------------------- a document's own date
_STATED_RE = re.compile(
    r"^\W*(?:published|posted|issued|dated?|updated|last updated|last modified|effective(?: date| from)?|"
    r"release date|released)\b(?:\s+on)?\s*[:\-]?\s*(.{6,120})$",
    re.IGNORECASE | re.MULTILINE,
)
#: Lines from the top where a document states its own date.
HEAD_LINES = 12


def stated_date(text: str, *, head_lines: int = HEAD_LINES) -> str | None:
    """The first date the document states about itself near its top, as YYYY-MM-DD (a date that can
    be read two ways, "02/03/2026", is no statement)."""
    head = "\n".join((text or "").strip().splitlines()[:head_lines])
    for m in _STATED_RE.finditer(head):
        for span in sorted(date_spans(m.group(1)), key=lambda s: s.start):
            if len(span.valid) == 1:
                y, mo, d = span.valid[0]
                return f"{y:04d}-{mo:02d}-{d:02d}"
    return None


_ISO_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def iso_date(value: object) -> str | None:
    """A metadata value (a date, or text holding an ISO date) as YYYY-MM-DD; None if it is not a real date."""
    if isinstance(value, (dt.date, dt.datetime)):
        return value.strftime("%Y-%m-%d")
    match = _ISO_RE.search(str(value)) if value is not None else None
    if not match:
        return None
    try:
        return dt.date(int(match[1]), int(match[2]), int(match[3])).isoformat()
    except ValueError:
        return None


def document_date(metadata: object, text: str) -> str | None:
    """The date a document gives itself: its metadata's, else the one a line near its top states."""
    return iso_date(metadata) or stated_date(text)


# ---------------------------------------------------------------- the weak fallback
def file_date(mtime: float | None) -> str | None:
    """A file's modification time as a UTC date (YYYY-MM-DD); None when unknown (0 or missing)."""
    if not mtime or mtime <= 0:
        return None
    try:
        return dt.datetime.fromtimestamp(mtime, dt.UTC).date().isoformat()
    except (OverflowError, OSError, ValueError):
        return None


def dated(stated: str | None, mtime: float | None) -> tuple[str | None, str | None]:
    """(published_at, basis): the date the document states, else its file date as a weak fallback."""
    if stated:
        return stated, STATED
    fallback = file_date(mtime)
    return (fallback, FILE_MTIME) if fallback else (None, None)
