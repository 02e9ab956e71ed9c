"""When a document was written: one set of date rules for files on disk and fetched pages.

The date decides which of two disagreeing sources is current, so it comes from the document first
and from where it is kept last. The basis is kept with the date (``published_at_basis``), strongest
first (``BASES``; ``basis_rank`` orders them):

- ``"stated"``: its metadata (front matter, an HTML page's meta tags, an e-mail's Date header) or a
  labelled line near its top ("Published 16 February 2026", "Date: 2026-01-12", "Last reviewed: March
  2023", "Prepared by Operations, April 2024");
- ``"title"``: a date or period in its title or first short lines ("Fees (2024)", "Q1 2026",
  "FY2025", "June 2025", "Minutes, 14 October 2025"); a period stands for its first day;
- ``"path"``: a date or year in its file or folder name ("archive/2023/fees.md");
- ``"file_mtime"``: the file's modification time, only when nothing else speaks and never when the
  folder's files all share one time (a copied or cloned folder: ``mtimes_trusted``).

Never a date the text merely mentions further down, nor a PDF's CreationDate, which re-exporting
changes. The date grammar here is also the one ``evidence.normalize`` reads figures with.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "BASES",
    "FILE_MTIME",
    "PATH",
    "STATED",
    "TITLE",
    "Basis",
    "DateSpan",
    "basis_rank",
    "content_date",
    "date_note",
    "date_spans",
    "dated",
    "document_date",
    "file_date",
    "from_content",
    "iso_date",
    "month_number",
    "mtimes_trusted",
    "path_date",
    "period_date",
    "stated_date",
    "title_date",
    "valid_date",
]

#: Where a record's ``published_at`` comes from (``published_at_basis``), strongest first: a date the
#: document states (metadata, a labelled date line), a date or period in its title or first lines, a
#: date in its folder or file name, its file's modification time.
Basis = Literal["stated", "title", "path", "file_mtime"]
STATED: Basis = "stated"
TITLE: Basis = "title"
PATH: Basis = "path"
FILE_MTIME: Basis = "file_mtime"
BASES: tuple[Basis, ...] = (STATED, TITLE, PATH, FILE_MTIME)

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
_DATE_WORDS = (
    r"published|posted|issued|dated?|updated|last updated|last modified|last reviewed|reviewed|revised|"
    r"effective(?: date| from)?|release date|released|prepared|approved|adopted|meeting date|as of|valid from"
)
_DATE_WORD_RE = re.compile(rf"(?<![^\W_])(?:{_DATE_WORDS})\b", re.IGNORECASE)
_STATED_RE = re.compile(rf"(?:{_DATE_WORDS})\b(?:\s+on)?\s*[:\-]?\s*(.{{4,160}})$", re.IGNORECASE)
#: What stands before a capitalised date word that starts a line wrapping joined on: a short label
#: that does not end a sentence ("Status: proposed Prepared by HR, November 2025").
_JOINED_LEAD_RE = re.compile(r"^.{0,58}[^.!?\s]\s$")
#: Lines from the top where a document states its own date.
HEAD_LINES = 12
#: Lines from the top (after the title) where an unlabelled date or period names the document's own
#: time ("Minutes, 14 October 2025", "Q1 2026 operations report").
FIRST_LINES = 4
#: A line longer than this is prose: a date in it is mentioned, not the document's own.
HEADER_LINE_CHARS = 100
HEADER_LINE_WORDS = 12


def stated_date(text: str, *, head_lines: int = HEAD_LINES) -> str | None:
    """The first date the document states about itself near its top, as YYYY-MM-DD: a labelled line
    ("Published 16 February 2026", "Last reviewed: March 2023", "Prepared by Ops, April 2024"). A month
    or quarter stands for its first day; a date that can be read two ways, "02/03/2026", is no statement."""
    for line in (text or "").strip().splitlines()[:head_lines]:
        for word in _DATE_WORD_RE.finditer(line):
            lead = line[: word.start()]
            if re.search(r"[^\W_]", lead) and not (line[word.start()].isupper() and _JOINED_LEAD_RE.match(lead)):
                continue
            m = _STATED_RE.match(line, word.start())
            found = period_date(m.group(1), bare_year=False) if m else None
            if found:
                return found[0]
    return None


_QUARTER_RE = re.compile(
    r"\b(?:Q([1-4])|([1-4])Q)[\s\-/]*(?:FY\s*)?'?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)[\s\-/]*Q([1-4])\b", re.I
)
_QUARTER_WORDS_RE = re.compile(
    r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?\s+(?:FY\s*)?((?:19|20)\d\d)\b", re.I
)
_HALF_RE = re.compile(
    r"\b(?:H([12])|([12])H)[\s\-/]*(?:FY\s*)?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)[\s\-/]*H([12])\b", re.I
)
_FY_RE = re.compile(
    r"\b(?:FY|fiscal(?:\s+year)?|financial\s+year)[\s\-]*'?((?:19|20)\d\d|\d\d)(?:\s*[/\-]\s*\d{2,4})?\b", re.I
)
#: "2025-09": a month written in figures, as in "reports/2025-09.md" (not "2010-11", a split year).
_YEAR_MONTH_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)-(0[1-9]|1[0-2])(?![\w/]|[-.]\d)")
_SPLIT_YEAR_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)\s*/\s*(\d\d)(?![\w./-])")
_YEAR_RE = re.compile(r"(?<![\w.:/$€£#-])((?:19[5-9]|20\d)\d)(?![\w%$€£]|[.,:/-]\d)")
_PAREN_YEAR_RE = re.compile(r"\(\s*((?:19[5-9]|20\d)\d)\s*\)")
_ORDINAL_QUARTER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


def _today() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def period_date(text: str, *, bare_year: bool = True) -> tuple[str, int] | None:
    """The most specific date or period a short text names, as (YYYY-MM-DD, specificity): a full date
    (4), a month (3), a quarter or half (2), a fiscal or calendar year (1). A period stands for its
    first day; a time after today is a plan, not the document's date, and is left out. ``bare_year``
    lets a year alone count ("Fee schedule 2024"); a year in parentheses always does."""
    today = _today()
    found: list[tuple[int, int, str]] = []  # (specificity, -position, iso)

    def add(spec: int, pos: int, y: int, m: int = 1, d: int = 1) -> None:
        try:
            when = dt.date(y, m, d)
        except ValueError:
            return
        if when <= today:
            found.append((spec, -pos, when.isoformat()))

    taken = bytearray(len(text))
    for span in date_spans(text):
        taken[span.start : span.end] = b"\x01" * (span.end - span.start)
        if len(span.valid) == 1:
            add(4, span.start, *span.valid[0])
    for m in MONTH_YEAR_RE.finditer(text):
        if not any(taken[m.start() : m.end()]):
            add(3, m.start(), int(m.group(2)), month_number(m.group(1)))
    for m in _YEAR_MONTH_RE.finditer(text):
        year, month = int(m.group(1)), int(m.group(2))
        if not any(taken[m.start() : m.end()]) and month != (year + 1) % 100:
            add(3, m.start(), year, month)
    for m in _QUARTER_RE.finditer(text):
        q, y = (m.group(1) or m.group(2), m.group(3)) if m.group(3) else (m.group(5), m.group(4))
        add(2, m.start(), int(y), 3 * int(q) - 2)
    for m in _QUARTER_WORDS_RE.finditer(text):
        add(2, m.start(), int(m.group(2)), 3 * _ORDINAL_QUARTER[m.group(1).lower()] - 2)
    for m in _HALF_RE.finditer(text):
        h, y = (m.group(1) or m.group(2), m.group(3)) if m.group(3) else (m.group(5), m.group(4))
        add(2, m.start(), int(y), 1 if h == "1" else 7)
    for m in _FY_RE.finditer(text):
        y = int(m.group(1))
        add(1, m.start(), y + 2000 if y < 100 else y)
    for m in _SPLIT_YEAR_RE.finditer(text):
        if int(m.group(2)) == (int(m.group(1)) + 1) % 100:
            add(1, m.start(), int(m.group(1)))
    years = _YEAR_RE if bare_year else _PAREN_YEAR_RE
    if not found:
        for m in years.finditer(text):
            if not any(taken[m.start() : m.end()]):
                add(1, m.start(), int(m.group(1)))
    if not found:
        return None
    spec, _, iso = max(found)
    return iso, spec


def title_date(title: str, text: str = "", *, first_lines: int = FIRST_LINES) -> str | None:
    """A date or period in the title, else in one of the first short lines of the text: the document
    names its own time ("Operations report Q1 2026", "Minutes, 14 October 2025", "(2024)")."""
    found = period_date(title or "")
    if found:
        return found[0]
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()][:first_lines]
    for line in lines:
        if _header_line(line):
            found = period_date(line, bare_year=False)
            if found:
                return found[0]
    return None


def _header_line(line: str) -> bool:
    """A subtitle or label ("Minutes, 14 October 2025", "Quarter ending Q1 2026"), not a sentence
    that mentions a date: short, and not ending like a sentence."""
    words = line.split()
    if _TABLE_ROW_RE.search(line):  # "Month: January 2025; kWh: 41200": a table's data, not its date
        return False
    return len(line) <= HEADER_LINE_CHARS and len(words) <= HEADER_LINE_WORDS and not line.endswith((".", "!", "?"))


#: A table row as the readers write it ("Header: value; Header: value").
_TABLE_ROW_RE = re.compile(r"^[^;:]{1,60}: [^;]*; [^;:]{1,60}: ")


_PATH_SEP_RE = re.compile(r"[_\s]+")


def path_date(relpath: str) -> str | None:
    """A date or year in the file's name, else in its nearest folder's ("archive/2023/fees.md",
    "minutes-2025-10-14.md"): what the person who filed it said about it."""
    parts = [p for p in relpath.replace("\\", "/").split("/") if p]
    if not parts:
        return None
    name = parts[-1].rsplit(".", 1)[0]
    for part in [name, *reversed(parts[:-1])]:
        cleaned = _PATH_SEP_RE.sub(" ", part)
        found = period_date(cleaned) or period_date(cleaned.replace("-", " "))
        if found:
            return found[0]
    return None


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


_ISO_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def document_date(metadata: object, text: str) -> str | None:
    """The date a document gives itself: its metadata's, else the one a line near its top states."""
    return iso_date(metadata) or stated_date(text)


def content_date(metadata: object, title: str, text: str) -> tuple[str | None, Basis | None]:
    """(date, basis) from what the document says: its metadata or a labelled date line ("stated"), else a
    date or period in its title or first lines ("title")."""
    stated = document_date(metadata, text)
    if stated:
        return stated, STATED
    titled = title_date(title, text)
    return (titled, TITLE) if titled else (None, None)


# ---------------------------------------------------------------- the weak fallbacks
def file_date(mtime: float | None) -> str | None:
    """A file's modification time as a UTC date (YYYY-MM-DD); None when unknown (0 or missing)."""
    if not mtime or mtime <= 0:
        return None
    try:
        return dt.datetime.fromtimestamp(mtime, dt.UTC).date().isoformat()
    except (OverflowError, OSError, ValueError):
        return None


#: Files whose modification times all fall within this many seconds were copied or cloned together:
#: their times say when, not what.
SHARED_MTIME_SECONDS = 300.0


def mtimes_trusted(mtimes: Sequence[float]) -> bool:
    """Whether a folder's file times can date its files: not when two or more share one time (a copy)."""
    known = [m for m in mtimes if m and m > 0]
    return len(known) < 2 or max(known) - min(known) > SHARED_MTIME_SECONDS


def dated(
    stated: str | None,
    mtime: float | None,
    *,
    basis: str | None = None,
    path: str | None = None,
    mtime_trusted: bool = True,
) -> tuple[str | None, Basis | None]:
    """(published_at, basis), strongest first: what the document says (``stated`` with its ``basis``,
    "stated" when not given), else a date in its ``path``, else its file time when ``mtime_trusted``."""
    if stated:
        return stated, _basis(basis)
    from_path = path_date(path) if path else None
    if from_path:
        return from_path, PATH
    fallback = file_date(mtime) if mtime_trusted else None
    return (fallback, FILE_MTIME) if fallback else (None, None)


def _basis(value: str | None) -> Basis:
    for b in BASES:
        if value == b:
            return b
    return STATED


def basis_rank(basis: str | None) -> int:
    """How much a basis says, for ordering two dates: stated 4 > title 3 > path 2 > file_mtime 1 > none 0."""
    for i, b in enumerate(BASES):
        if basis == b:
            return len(BASES) - i
    return 0


def from_content(basis: str | None) -> bool:
    """A date the document itself gives (a date line, its metadata, its title or first lines)."""
    return basis in (STATED, TITLE)


def date_note(published_at: str | None, basis: str | None) -> str:
    """How a reader is told a source's date: "Published 2026-03-01", "Dated 2024-01-01 (from its title)"."""
    if not published_at:
        return "No date stated"
    notes: dict[str, str] = {
        TITLE: f"Dated {published_at} (from its title or first lines)",
        PATH: f"No date stated; dated {published_at} from its folder or file name",
        FILE_MTIME: f"No date stated; file modified {published_at}",
    }
    return notes.get(basis or STATED, f"Published {published_at}")
