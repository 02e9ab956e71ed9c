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
changes. The date grammar (``sources.date_grammar``, re-exported here) is also the one
``evidence.normalize`` reads figures with.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import Literal

from open_research.sources.date_forms import (
    FIELD_SEP_RE,
    OTHER_DATE_RE,
    TABLE_ROW_RE,
    field_lines,
    version_heading_date,
    version_table_date,
)
from open_research.sources.date_grammar import (
    MONTH_END,
    MONTH_YEAR_RE,
    DateSpan,
    date_spans,
    month_number,
    period_date,
    today,
    valid_date,
)
from open_research.sources.path_date import path_date

__all__ = [
    "BASES",
    "MONTH_YEAR_RE",
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
    "field_lines",
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
    "version_table_date",
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

# ---------------------------------------------------------------- a document's own date
#: The day a record was made or put on record: "Tax point: 31.03.2025" (an invoice's), "Raised: 3 March
#: 2025", "Created 2 May 2025", "Filed on ...", "Executed on ..." (a deed's), "Inspected 4 June 2025". Words
#: of prose too ("Raised beds ...", "Created in partnership ..."), so only with the date right after them.
#: A decision's or a mailing's day ("Determined by the Trust Board on 25 February 2025", "Sent to parents on
#: 3 March 2025", an Outlook header's "Sent: Tuesday, March 4, 2025") is one too.
_RECORD_WORDS = (
    r"tax\s+point|created|generated|recorded|raised|logged|filed|lodged|executed|inspected|surveyed|visited|"
    r"determined|confirmed|finali[sz]ed|decided|sent|distributed|printed|requested|commissioned|launched"
)
_RECORD_WORD_RE = re.compile(_RECORD_WORDS, re.I)
_DATE_WORDS = (
    r"published|posted|issued|dated?|(?:last\s+)?(?:updated|modified|reviewed|revised|amended|edited|changed)|"
    r"last\s+(?:update|revision|review|amendment|change|edit|checked|verified)|approval|publication|uploaded|datum|fecha|"
    r"effective(?: date| from)?|release date|released|prepared|approved|adopted|meeting date|as of|as at|valid from|"
    r"ratified|endorsed|signed|agreed|authori[sz]ed|embargo(?:ed)?(?:\s+until)?|"
    # the occasion the document records or was given at: "Held: 04 MAR 2025", "Presented 8 October 2024"
    r"held|presented|submitted|circulated|tabled|delivered|compiled|produced|written|pitched|"
    rf"{_RECORD_WORDS}"
)
_DATE_WORD_RE = re.compile(rf"(?<![^\W_])(?:{_DATE_WORDS})\b", re.IGNORECASE)
_STATED_RE = re.compile(rf"(?:{_DATE_WORDS})\b(?:\s+on)?\s*[:\-]?\s*(.{{4,}})$", re.IGNORECASE)
_VALUE_CHARS = 160  # the longest value a date label gives: more is prose that starts with a date word
#: The next field's label on a line that joined several ("Held on 12 March 2025 at the office Attendees: ...").
_NEXT_LABEL_RE = re.compile(r"\s(?=[A-Z][^\W\d_]*(?:\s[^\W\d_]+){0,2}:\s)")
#: What stands before a capitalised date word that starts a line wrapping joined on: a short label
#: that does not end a sentence ("Status: proposed Prepared by HR, November 2025"), or a header line
#: that ended with a date ("SUPERSEDED by the policy of 1st September 2024 Effective from 1 August 2019").
_JOINED_LEAD_RE = re.compile(r"^.{0,58}[^.!?\s]\s$")
_JOINED_AFTER_DATE_RE = re.compile(rf"^.{{0,100}}(?:\d{{4}}|{MONTH_END})\s$", re.I)
#: A few words naming whose date a label gives ("Page last reviewed:", "Approval date:"), when a colon
#: follows the date word: still the document's own date, unless they name another one (``OTHER_DATE_RE``).
_LABEL_LEAD_RE = re.compile(r"^\W*(?:[^\W\d_]+\s+){1,3}$")
#: A short header line whose few words lead to a date word that the date itself follows ("Rates correct
#: as at 1 April 2025", "Minutes of the meeting held on Tuesday 11th February 2025"): the document's date,
#: unless the words name another one or a time to come ("The next meeting will be held on ...").
_SHORT_LEAD_WORDS = 6
_FUTURE_RE = re.compile(r"\b(?:will|shall|must|would|should|to\s+be|can|could)\b", re.I)
_WEEKDAY = r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?"
#: After the date word, who did it or to whom may stand before the date ("issued to the unions on 11 February
#: 2025", "Raised by J. Patel on 3 March 2025"): a few words after "by" or "to", then "on".
_AGENT = r"(?:\s+(?:by|to)(?:\s+[\w.'\u2019-]+){1,5}?\s+(?=on\b))?"
_DATE_FOLLOWS_RE = re.compile(rf"^{_AGENT}(?:\s*on)?\s*[:\-]?\s*(?:the\s+)?{_WEEKDAY}(?:\d|{MONTH_END}(?![a-z]))", re.I)
#: A sentence stating the document's date ("This agreement is made on 1 April 2024") or its occasion's ("The
#: meeting was held on 3 March 2025"), not another occasion's ("The previous meeting was held on ...").
_SELF_STATED_RE = re.compile(
    r"^\W*th(?:is|ese)\s+(?:[^\W\d_]+\s+){1,3}(?:is|was|are|were)\s+(?:last\s+)?"
    r"(?:made|dated|entered\s+into|signed|issued|published|amended|updated|revised|changed|corrected|reviewed)\b"
    r"(?:\s+on)?\s*[:\-]?\s*(.{4,160}?)(?:[.;]\s+(?-i:[A-Z]).*)?$|"
    r"^\W*(?:the|this|our)\s+(?!(?:[^\W\d_]+\s+){0,2}(?:previous|last|prior|earlier|next|first)\b)"
    r"(?:[^\W\d_]+\s+){1,3}(?:was|were)\s+(?:held|conducted|carried\s+out|undertaken|delivered|presented|recorded)\b"
    r"(?:\s+on)?\s*[:\-]?\s*(.{4,160})$|"
    # a minutes' opening line: "Minutes of the meeting of the Board held at 14 Market Street on 23 January 2025"
    r"^\W*minutes\s+of\s+(?:an?\s+|the\s+)?(?:[^\W\d_]+\s+){0,3}meeting\b[^.]{0,80}?\bheld\b[^.]{0,60}?\bon\s+(.{4,160})$",
    re.I,
)
#: Lines from the foot where a web page states when it was last reviewed ("Page last reviewed: ...").
FOOT_LINES = 3
#: Lines from the top where a document states its own date.
HEAD_LINES = 12
#: Lines from the top (after the title) where an unlabelled date or period names the document's own
#: time ("Minutes, 14 October 2025", "Q1 2026 operations report").
FIRST_LINES = 4
#: A line longer than this is prose: a date in it is mentioned, not the document's own.
HEADER_LINE_CHARS = 100
HEADER_LINE_WORDS = 12


def stated_date(text: str, *, head_lines: int = HEAD_LINES, title: str = "") -> str | None:
    """The first date the document states about itself near its top, as YYYY-MM-DD: a labelled line
    ("Published 16 February 2026", "Last reviewed: March 2023", "Prepared by Ops, April 2024"). A month
    or quarter stands for its first day; a date that can be read two ways, "02/03/2026", is no statement.
    The line that repeats the ``title`` is the title's ("Minutes of the meeting held on ..."), not a
    statement in the body: ``title_date`` reads it."""
    lines = (text or "").strip().splitlines()
    own_title = " ".join(title.split()).casefold()
    head = [ln for ln in lines[:head_lines] if not own_title or " ".join(ln.split()).casefold() != own_title]
    foot = [
        field
        for ln in lines[max(head_lines, len(lines) - FOOT_LINES) :]
        if ":" in ln or FIELD_SEP_RE.search(ln)
        for field in field_lines(ln).splitlines()
    ]
    for line in [*head, *foot]:
        if TABLE_ROW_RE.search(line.strip()):  # "Date: 2 March 2026; Area: Library": a row of data
            continue
        # "First published 14 August 2025 · Updated 18 August 2025": of a line's own dates, the last revision's
        found = max(filter(None, map(_line_date, field_lines(line).splitlines())), default=None)
        if found:
            return found
    return None


def _line_date(line: str) -> str | None:
    """The date a line states about its document, if it is a date line."""
    self_stated = _SELF_STATED_RE.match(line)
    if self_stated:
        found = period_date(_cut(next(g for g in self_stated.groups() if g)), bare_year=False)
        if found:
            return found[0]
    for word in _DATE_WORD_RE.finditer(line):
        lead = line[: word.start()]
        if re.search(r"[^\W_]", lead) and not (_stated_lead(line, word, lead) or _short_lead(line, word, lead)):
            continue
        if _other_date_tail(line[word.end() :]):  # "Date of birth:", "Date of next review:"
            continue
        if _RECORD_WORD_RE.fullmatch(word.group()) and not _DATE_FOLLOWS_RE.match(line[word.end() :]):
            continue
        m = _STATED_RE.match(line, word.start())
        value = _value_date(m.group(1)) if m else None
        if value:
            return value
    return None


def _value_date(raw: str) -> str | None:
    """The date a label's value gives: the value up to the next field, or up to the next field's label
    when lines were joined; no date in a value too long to be one (prose)."""
    value = _cut(raw)
    for part in dict.fromkeys((_NEXT_LABEL_RE.split(value, maxsplit=1)[0], value)):
        found = period_date(part, bare_year=False) if len(part) <= _VALUE_CHARS else None
        if found:
            return found[0]
    return None


def _stated_lead(line: str, word: re.Match[str], lead: str) -> bool:
    """Whether words before a date word still leave the line a statement of the document's date."""
    if OTHER_DATE_RE.search(" ".join([*lead.split()[-3:], word.group()])):
        return False  # "Next Review Date:", "Trial start date:", "Proposed run date:": the label names another date
    after_date = _JOINED_AFTER_DATE_RE.match(lead) and len(lead.split()) <= HEADER_LINE_WORDS
    if line[word.start()].isupper() and (_JOINED_LEAD_RE.match(lead) or after_date):
        return True  # two header lines that wrapping joined into one
    labelled = re.match(r"\s*:", line[word.end() :])
    if labelled and line[word.start()].isupper():
        return True  # a field of its own on a line that joined several ("Status: Withdrawn ... Last reviewed:")
    return bool(labelled and _LABEL_LEAD_RE.match(lead) and not OTHER_DATE_RE.search(lead))


def _short_lead(line: str, word: re.Match[str], lead: str) -> bool:
    """A short header line whose few leading words lead to a date word that the date follows."""
    # a short sentence that ends with the date is a header line too ("Plan agreed by the editor on 10 April 2025.")
    header = _SENTENCE_DATE_END_RE.sub("", line.strip())
    if len(lead.split()) > _SHORT_LEAD_WORDS or not _header_line(header):
        return False
    if OTHER_DATE_RE.search(lead + word.group()) or _FUTURE_RE.search(lead) or _ANOTHER_RE.search(lead):
        return False
    return bool(_DATE_FOLLOWS_RE.match(line[word.end() :]))


_ANOTHER_RE = re.compile(r"\b(?:previous|prior|earlier|next)\b", re.I)  # "The previous meeting was held on ..."
_SENTENCE_DATE_END_RE = re.compile(r"(?<=\d)\.$")  # "... on 10 April 2025."


def _other_date_tail(after: str) -> bool:
    """Whether the few words before a colon (after a date word, or leading a line) name another date:
    "Date of birth: ...", "Review date: 1 August 2026", a deadline, a start or an end."""
    label, colon, _ = after.partition(":")
    return bool(colon) and len(label.split()) <= 4 and bool(OTHER_DATE_RE.search(label))


def _cut(value: str) -> str:
    """A date line's value up to the next field ("08 July 2025 | Next review due: 08 July 2028")."""
    return re.split(r"\s[|\u00b7\u2022]\s|;\s", value, maxsplit=1)[0]


def title_date(title: str, text: str = "", *, first_lines: int = FIRST_LINES) -> str | None:
    """A date or period in the title, else in one of the first short lines of the text: the document
    names its own time ("Operations report Q1 2026", "Minutes, 14 October 2025", "(2024)")."""
    found = period_date(title or "")
    if found:
        return found[0]
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()][:first_lines]
    for line in lines:
        if _header_line(line) and not _other_date_tail(line):  # "Next review: January 2026"
            found = period_date(line, bare_year=False)
            if found:
                return found[0]
            trailing = _TRAILING_YEAR_RE.search(line)  # "Options for the board, 2026"
            year = trailing and (trailing.group(1) or trailing.group(2))
            if year and int(year) <= today().year:
                return f"{year}-01-01"
    return None


#: A year set off at the end of a header line: "Options for the board, 2026", "Annual report - 2024".
_TRAILING_YEAR_RE = re.compile(r"[,\u2013\u2014]\s*((?:19|20)\d\d)\s*$|\s-\s*((?:19|20)\d\d)\s*$")


def _header_line(line: str) -> bool:
    """A subtitle or label ("Minutes, 14 October 2025", "Quarter ending Q1 2026"), not a sentence
    that mentions a date: short, and not ending like a sentence."""
    words = line.split()
    if TABLE_ROW_RE.search(line):  # "Month: January 2025; kWh: 41200": a table's data, not its date
        return False
    return len(line) <= HEADER_LINE_CHARS and len(words) <= HEADER_LINE_WORDS and not line.endswith((".", "!", "?"))


def iso_date(value: object) -> str | None:
    """A metadata value (a date, or text holding an ISO date) as YYYY-MM-DD; None if it is not a real date."""
    if isinstance(value, (dt.date, dt.datetime)):
        return value.strftime("%Y-%m-%d")
    match = _ISO_RE.search(str(value)) if value is not None else None
    if not match:  # "3 March 2025", "14/02/2025": a full date in another order, read one way only
        found = period_date(str(value)[:80], bare_year=False) if value is not None else None
        return found[0] if found and found[1] == 4 else None
    try:
        return dt.date(int(match[1]), int(match[2]), int(match[3])).isoformat()
    except ValueError:
        return None


_ISO_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def document_date(metadata: object, text: str, title: str = "") -> str | None:
    """The date a document gives itself: its metadata's, else the one a line near its top (not its
    title's) states, else the date of the current version in its version-history table or changelog."""
    return (
        iso_date(metadata) or stated_date(text, title=title) or version_table_date(text) or version_heading_date(text)
    )


def content_date(metadata: object, title: str, text: str) -> tuple[str | None, Basis | None]:
    """(date, basis) from what the document says: its metadata or a labelled date line ("stated"), else a
    date or period in its title or first lines ("title")."""
    stated = document_date(metadata, text, title)
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
