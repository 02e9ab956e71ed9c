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
    key_value_row,
    version_heading_date,
    version_table_date,
)
from open_research.sources.date_grammar import (
    MONTH_YEAR_RE,
    DateSpan,
    date_spans,
    month_number,
    period_date,
    today,
    valid_date,
)
from open_research.sources.date_lines import (
    HEADER_LINE_CHARS,
    embargo_line,
    header_line,
    joined_date,
    line_date,
    other_date_tail,
    prepared_label,
    sentences,
    split_fields,
    weak_label,
)
from open_research.sources.date_order import figure_order
from open_research.sources.date_stamps import dateline_date, head_line_date, revision_row_date
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
#: Lines from the foot where a web page states when it was last reviewed ("Page last reviewed: ...").
FOOT_LINES = 3
#: Lines from the top where a document states its own date.
HEAD_LINES = 12
#: Lines from the top (after the title) where an unlabelled date or period names the document's own
#: time ("Minutes, 14 October 2025", "Q1 2026 operations report").
FIRST_LINES = 4


def stated_date(text: str, *, head_lines: int = HEAD_LINES, title: str = "") -> str | None:
    """The first date the document states about itself near its top, as YYYY-MM-DD: a labelled line
    ("Published 16 February 2026", "Last reviewed: March 2023", "Prepared by Ops, April 2024"). A month
    or quarter stands for its first day; a date that can be read two ways, "02/03/2026", is no statement.
    The line that repeats the ``title`` is the title's ("Minutes of the meeting held on ..."), not a
    statement in the body: ``title_date`` reads it. A fieldwork or start date ("Date of inspection: ...",
    "Effective from ...") yields to a date the document was written, issued or signed ("Report signed:
    ...", "Published ...") on another line (``weak_label``)."""
    return _stated(text, head_lines=head_lines, title=title)[0]


def _stated(text: str, *, head_lines: int = HEAD_LINES, title: str = "") -> tuple[str | None, bool]:
    """``stated_date`` and whether it came only from a weak label (``weak_label``)."""
    lines = (text or "").strip().splitlines()
    order = figure_order(text)  # "23/03/2023" elsewhere in it settles "Date: 09/10/2025"

    seen: dict[str, str | None] = {}

    def read(line: str) -> str | None:  # a line is read once: its fields, sentences and fallback overlap
        if line not in seen:
            seen[line] = line_date(line, order=order)
        return seen[line]

    own_title = " ".join(title.split()).casefold()
    # the line that repeats the title is the title's; a sentence that a reader joined onto it is the body's
    head = [(ln, own_title and " ".join(ln.split()).casefold() == own_title) for ln in lines[:head_lines]]
    # a line joined onto the title ("INJURIES UNIT Notice posted 19 October 2026 by ..."): the rest is the body's
    head = [
        (_after_title(ln, own_title), False) if not t and _after_title(ln, own_title) else (ln, t) for ln, t in head
    ]
    foot = [
        (field, False)
        for ln in lines[max(head_lines, len(lines) - FOOT_LINES) :]
        if ":" in ln or FIELD_SEP_RE.search(ln)
        for field in field_lines(ln).splitlines()
    ]
    fallback: str | None = None
    prepared: str | None = None
    for raw, is_title in [*head, *foot]:
        line = key_value_row(raw)  # "Field: Opened; Value: 2025-09-02": the field the row holds
        if TABLE_ROW_RE.search(line.strip()):  # "Date: 2 March 2026; Area: Library": a row of data
            continue
        said = [line, *filter(_own_sentence, sentences(line)[1:])]
        if not is_title:
            fields = field_lines(line).splitlines()
            parts = [p for f in fields for p in split_fields(f)]  # fields a joined line holds, each read alone first
            # a paragraph's later sentences too: "This story first appeared on 5 June. Republished here on 10 June."
            for group in (parts, fields, said[1:]):
                # "First published 14 August 2025 · Updated 18 August 2025": of a line's own dates, the last revision's
                found = max(filter(None, (read(f) for f in group if not weak_label(f))), default=None)
                if found and not prepared and prepared_label(line):
                    prepared = found  # "Prepared by: the manager, 2 June 2025" yields to a later approval line
                    break
                if found:
                    return max(found, prepared or found), False
            # "This version has been superseded. Effective from 1 May 2024.": a later sentence's weak date too
            fallback = fallback or max(filter(None, map(read, [*parts, *fields, *said[1:]])), default=None)
        else:
            found = max(filter(None, (read(f) for f in said[1:] if not weak_label(f))), default=None)
            joined, weak = (None, False) if found else joined_date(line, order=order)  # a PDF's title run on
            if not (found or joined) and embargo_line(line):  # an embargo line read as the title
                joined, weak = read(line), True
            if found or (joined and not weak):
                return max(found or joined or "", prepared or ""), False
            fallback = fallback or joined
    if prepared:
        return prepared, False
    return fallback, fallback is not None


def _after_title(line: str, own_title: str) -> str:
    """What a line holds after the title's words, when it starts with them and goes on ("" otherwise)."""
    flat = " ".join(line.split())
    if not own_title or not flat.casefold().startswith(own_title + " "):
        return ""
    return flat[len(own_title) :].strip()


def title_date(title: str, text: str = "", *, first_lines: int = FIRST_LINES) -> str | None:
    """A date or period in the title, else in one of the first short lines of the text: the document
    names its own time ("Operations report Q1 2026", "Minutes, 14 October 2025", "(2024)"), or a plan the
    period it is written for, if still to come ("Noise action plan 2029-2033": its first year)."""
    found = period_date(_own_title(title or "", text), plan_span=True)
    if found:
        return found[0]
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()][:first_lines]
    order = figure_order(text) if lines else None
    for line in lines:
        if _DEADLINE_BY_RE.search(line) or _EVENT_LEAD_RE.match(line):  # a deadline, an event the plan is for
            continue
        if header_line(line) and not other_date_tail(line):  # "Next review: January 2026"
            found = period_date(line, bare_year=False, order=order)
            if found:
                return found[0]
            trailing = _TRAILING_YEAR_RE.search(line)  # "Options for the board, 2026"
            year = trailing and (trailing.group(1) or trailing.group(2))
            if year and int(year) <= today().year:
                return f"{year}-01-01"
        elif dated := head_line_date(line):  # "ASHBY (12 May 2024) – ...", "News | 18.02.2025", "Issue 4, 2 May 2025."
            return dated
    return None


def _own_title(title: str, text: str) -> str:
    """A title as long as a paragraph, cut from one that a reader joined its lines into (a PDF's), up to
    the words naming another date ("Event notice guidance for village halls Next review 3 March 2026 ...",
    "... calendar Collections start on 7 January 2025"): what follows them is the body's, not the title's."""
    first = next((ln.strip() for ln in (text or "").splitlines() if ln.strip()), "")
    if len(title) <= HEADER_LINE_CHARS or not first.startswith(title):
        return title
    for other in OTHER_DATE_RE.finditer(title):
        after = title[other.end() : other.end() + 40]
        masthead = _MASTHEAD_RE.match(after)
        if masthead and masthead.group(1).isupper() and not other.group().isupper():
            continue  # "... without a GP appointment OCTOBER 2025 Sinusitis ...": a masthead in capitals, not its date
        if period_date(after, bare_year=False):
            return title[: other.start()]
    return title


#: A month and year in capitals standing apart from a title in mixed case: the issue's masthead ("OCTOBER 2025").
_MASTHEAD_RE = re.compile(r"\s+([^\W\d_]{3,9}\.?)\s+(?:19|20)\d\d\b")


#: A line stating the document's last revision: "Updated 5 October 2025, 09:10", "Last amended: 3 March 2025".
_REVISION_LINE_RE = re.compile(r"^\W*(?:page\s+)?(?:last\s+)?(?:updated|amended|revised|corrected|modified)\b", re.I)


def _head_and_foot(text: str, *, head_lines: int = HEAD_LINES) -> list[str]:
    """The text's non-blank lines near its top and at its foot, where a document dates itself."""
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()]
    return [*lines[:head_lines], *lines[max(head_lines, len(lines) - FOOT_LINES) :]]


def _revision_line_date(text: str, *, head_lines: int = HEAD_LINES) -> str | None:
    """The date of a revision line near the top or at the foot of the text (``_REVISION_LINE_RE``)."""
    wanted = _head_and_foot(text, head_lines=head_lines)
    order = figure_order(text) if wanted else None
    found = [line_date(ln, order=order) for ln in wanted if _REVISION_LINE_RE.match(ln)]
    return max(filter(None, found), default=None)


def _own_sentence(sentence: str) -> bool:
    """Whether a later sentence of a paragraph may state the document's date: not when the words before its
    date name another one ("Approved changes start on 1 May 2025", "Bookings open on ...")."""
    spans = date_spans(sentence)
    return bool(spans) and not OTHER_DATE_RE.search(sentence[: spans[0].start])


def _first_dateline(text: str, *, first_lines: int = FIRST_LINES) -> str | None:
    """The date of a press dateline leading one of the first lines (``dateline_date``)."""
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()][:first_lines]
    return next(filter(None, map(dateline_date, lines)), None)


#: What is asked for by a day: a deadline, not the document's time ("comments to the manager by 14 March 2025",
#: "Please reply by Friday 6 June 2025", "responses by 30 May").
#: A line led by an event it plans, in its verb or noun ("Launch with the spring 2026 season", "Opens in
#: autumn 2025", "Go-live: April 2026", "Roll-out from May 2026"): when that happens, not when it was written.
_EVENT_LEAD_RE = re.compile(
    r"^\W*(?:launch(?:es)?|opens?|starts?|begins?|go(?:es)?[\s-]live|rolls?[\s-]?out|kicks?[\s-]?off)\b",
    re.I,
)
_DEADLINE_BY_RE = re.compile(
    r"\b(?:comments?|responses?|replies|feedback|views|objections|representations|submissions?|"
    r"(?:please\s+)?(?:send|submit|return|respond|reply|comment))\b[^.]{0,60}?\bby\s+(?:[a-z]+day\s+)?\d",
    re.I,
)


#: A year set off at the end of a header line: "Options for the board, 2026", "Annual report - 2024".
_TRAILING_YEAR_RE = re.compile(r"[,\u2013\u2014]\s*((?:19|20)\d\d)\s*$|\s-\s*((?:19|20)\d\d)\s*$")


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
    revised = _revision_line_date(text)
    if revised and iso_date(metadata) and revised > (iso_date(metadata) or ""):
        return revised, STATED  # "Updated 5 October 2025" in the body, after the published_time: the last revision
    if not iso_date(metadata):
        found, weak = _stated(text, title=title)
        dateline = _first_dateline(text) if weak else None
        if dateline:  # "EMBARGOED until 9 June 2025" / "LONDON, 5 June 2025 – ...": the release's own date
            return dateline, TITLE
    stated = document_date(metadata, text, title) or revision_row_date(_head_and_foot(text))
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
