"""Dates a document gives in the shape of a version history: its table's current row, its changelog's top.

A policy or procedure often dates itself only in its version-history table ("Version: 2.1; Date: 18
November 2024; Changes: ..."), a tool or product in its changelog's headings ("## [2.3.0] - 2025-02-14");
the highest version is the one in hand. A footer's or header's fields ("(c) 2025 Firm | Last updated
...") are split here into the label lines they are. Kept apart from the date lines of ``sources.dates``
(which imports from here) so each reader stays one concept.
"""

from __future__ import annotations

import re

from open_research.sources.date_grammar import date_spans, period_date, today
from open_research.sources.date_order import DayOrder, figure_order

__all__ = [
    "key_value_row",
    "FIELD_SEP_RE",
    "OTHER_DATE_RE",
    "TABLE_ROW_RE",
    "field_lines",
    "version_heading_date",
    "version_table_date",
]

_HAPPENED = r"(?:loss|accident|injury|theft|occurrence|collision|breakdown|damage|onset)"
#: Labels of dates that are not the document's: a review due, a deadline, a start, an end, an expiry.
OTHER_DATE_RE = re.compile(
    r"\b(?:next|review|due|expir\w*|deadline|closing|closes|opens|start\w*|ends?|until|renewal|target|"
    r"action|term|birth|death|arrival|departure|hearing|trial|commencement|"
    # an event's date, unless a document of it is named: "Payment notice date:", "Completion certificate date:"
    r"(?:delivery|completion|payment)(?!\s+(?:notice|certificate|advice|report|note)s?\b)|"
    r"limitation|exchange|submission|event|maturity|appointment|incident|admission|discharge|return|"
    # what happened, that the document reports: "Date of loss:", "Accident date:", "Date of the injury:"
    rf"(?:\bof\s+(?:the\s+)?{_HAPPENED}|{_HAPPENED}(?=\s+date|\s*$))|"
    # an event to come: "Launch date:", "Launch with the spring season", "Go-live: ..." (not "Launched 3 May")
    r"launch(?!ed)\w*|go-?live|"
    # a window the document announces: "Applications opened on 3 March", "Bookings open", "Voting opened"
    r"(?:applications?|bookings?|registrations?|nominations?|entries|voting|polls?|enrol?ments?)\s+open\w*|"
    # a date planned, not yet come: "Proposed run date:", "Scheduled date:", "Expected delivery date"
    r"(?:proposed|planned|scheduled|provisional|intended|estimated|expected|forecast)\s+(?:[^\W\d_][\w-]*\s+){0,2}dates?)\b",
    re.I,
)

#: A table row as the readers write it ("Header: value; Header: value").
TABLE_ROW_RE = re.compile(r"^[^;:]{1,60}: [^;]*; [^;:]{1,60}: ")
#: A row of a two-column field/value table as the readers write it ("Field: Opened; Value: 2025-09-02",
#: "Property: Issued; Value: ...", "Item: Approved; Detail: ..."): the headers only name the columns, so the
#: row is the field it holds ("Opened: 2025-09-02").
_KEY_VALUE_ROW_RE = re.compile(
    r"^(?:field|item|property|key|attribute|name|label|parameter|metadata|heading|element)s?: ([^;:]{1,60}); "
    r"(?:values?|details?|entry|entries|description|information|info|data|setting|content|particulars)s?: ([^;]+)$",
    re.I,
)


def key_value_row(line: str) -> str:
    """A field/value table's row as the labelled line it is (``_KEY_VALUE_ROW_RE``); any other line as it is."""
    m = _KEY_VALUE_ROW_RE.match(line.strip())
    return f"{m[1].strip()}: {m[2].strip()}" if m else line


#: Between a footer's or a header's fields: "(c) 2025 Fenwick Rowe | Last updated 5 February 2025".
FIELD_SEP_RE = re.compile(r"\s[|\u00b7\u2022]\s")


def field_lines(text: str) -> str:
    """Each ``|``, ``·`` or ``•``-separated field of a footer or header line on a line of its own, so a
    field is read as the label line it is ("(c) 2025 Firm | Last updated 5 February 2025")."""
    return "\n".join(f.strip() for ln in (text or "").splitlines() for f in FIELD_SEP_RE.split(ln))


#: A version-history table's columns: the version ("Version", "Issue", "Rev.") or the change it made,
#: and its date ("Date", "Date issued", "Approved"), not another date's ("Review date").
_VERSION_COL_RE = re.compile(r"^\W*(?:version|ver|v|issue|rev(?:ision)?|release|edition)\W*(?:no\.?|number)?\W*$", re.I)
#: A column of what each version changed ("Changes", "Summary of changes", "Reason for change"); a bare
#: "Description" or "Summary" describes any row (an incident, a drawing), so it needs a version column.
_CHANGE_COL_RE = re.compile(r"\b(?:changes?|changed|amendments?|amended|revisions?)\b", re.I)
_DATE_COL_RE = re.compile(r"\b(?:date|dated|issued|approved|effective|published|released|ratified|updated)\b", re.I)
_VERSION_NUMBER_RE = re.compile(r"\d+(?:\.\d+)*")


def version_table_date(text: str) -> str | None:
    """The date of the current version in a version-history table ("Version: 2.1; Date: 18 November
    2024; Changes: ..."): the row with the highest version (the last row when versions don't say). Its
    "09/10/2025" is read in the order the document's other dates show ("23/03/2023": day first)."""
    order = figure_order(text)
    found: str | None = None
    block: list[dict[str, str]] = []
    for line in [*(text or "").splitlines(), ""]:
        row = _table_fields(line.strip())
        if row and (not block or row.keys() == block[-1].keys()):
            block.append(row)
            continue
        found = _current_row_date(block, order) or found
        block = [row] if row else []
    return found


def _table_fields(line: str) -> dict[str, str] | None:
    if "; " not in line or not TABLE_ROW_RE.search(line):
        return None
    cells = [c.partition(": ") for c in line.split("; ")]
    return {k.strip().lower(): v.strip() for k, sep, v in cells if sep} or None


def _current_row_date(rows: list[dict[str, str]], order: DayOrder | None = None) -> str | None:
    if len(rows) < 2:
        return None
    keys = list(rows[0])
    version = next((k for k in keys if _VERSION_COL_RE.match(k)), None)
    dated = [k for k in keys if _DATE_COL_RE.search(k) and not OTHER_DATE_RE.search(k)]
    if not dated or not (version or any(_CHANGE_COL_RE.search(k) for k in keys)):
        return None
    if keys[0] not in (version, dated[0]) and not _CHANGE_COL_RE.search(keys[0]):
        return None  # "Drawing | Rev | Rev date": a register of other documents' revisions, not this one's

    def rank(i: int) -> tuple[tuple[int, ...], int]:
        number = _VERSION_NUMBER_RE.search(rows[i].get(version, "")) if version else None
        return (tuple(int(p) for p in number.group().split(".")) if number else (), i)

    current = rows[max(range(len(rows)), key=rank)]
    found = period_date(current[dated[0]], bare_year=False, order=order)
    return found[0] if found and found[1] >= 3 else None


#: A changelog's heading: a version, then its date ("[2.3.0] - 2025-02-14", "v1.4 (3 March 2025)",
#: "Release 4.2 - 12 May 2025"); a bare number needs a word before it ("Version 3 - ...").
#: A revision may be a letter or a drawing's code ("Rev B", "Revision C02", "Issue P3"), with its word only.
_VERSION = (
    r"(?:(?P<word>version|release|rev(?:ision)?|issue|v)\.?\s*)?\[?v?"
    r"(?:(?P<number>\d+(?:\.\d+){0,3})|(?<=[\s.])(?P<letter>(?-i:[A-Z]{1,2}\d{0,3})))\]?"
)
_HEADING_DATE = r"(?P<date>[^()\[\]]{6,40}?)"
_CHANGE = r"\s*[-\u2013\u2014:|]\s+\S.{0,160}$"  # what an amendment-history line says changed
_HEADING_CHARS = 72  # a version and a date, with the heading's marks
_VERSION_HEADING_RES = (
    re.compile(
        rf"^\W*{_VERSION}\s*(?:[-\u2013\u2014:/|(]\s*|\s+)(?:released\s+(?:on\s+)?)?{_HEADING_DATE}\)?\s*$", re.I
    ),
    # the date first: "2025-02-14 - v2.3.0", "14 Feb 2025 | Release 2.3"
    re.compile(rf"^\W*{_HEADING_DATE}\s*[-\u2013\u2014:|(]\s*{_VERSION}\)?\s*$", re.I),
    # an amendment-history line, the version's date in brackets or set off, then its change: "4.1 (15 Jul
    # 2024): contacts updated", "v2 (3 March 2025) - scope widened", "4.1 - 15/07/2024 - contacts updated"
    re.compile(rf"^\W*{_VERSION}\s*\(\s*{_HEADING_DATE}\s*\){_CHANGE}", re.I),
    re.compile(rf"^\W*{_VERSION}\s*[,\-\u2013\u2014|]\s*{_HEADING_DATE}{_CHANGE}", re.I),
    # columns set apart by two or more spaces: "Rev C  01.08.2025  Contingency plan added"
    re.compile(rf"^\W*{_VERSION}\s{{2,}}{_HEADING_DATE}\s{{2,}}\S.{{0,160}}$", re.I),
    # the change in brackets after the date: "Revision 3 - 19/09/2025 (final numbers confirmed)"
    re.compile(rf"^\W*{_VERSION}\s*[,\-\u2013\u2014|:]\s*{_HEADING_DATE}\s*\([^()]{{2,120}}\)\s*$", re.I),
)


def version_heading_date(text: str) -> str | None:
    """The date of the highest version in a changelog: two or more lines that each give a version and
    its date. One such line alone is a revision stamp, which the title rule reads."""
    order = figure_order(text)  # "15/07/2024" on one line settles "04/11/2025" on another
    lines = [part for line in (text or "").splitlines() for part in _COLUMN_ENTRY_RE.split(line)]
    found = (_heading_entry(line, order) for line in lines)
    entries = [e for e in found if e and e[1] <= today().isoformat()]
    if any(not version for version, _ in entries):  # letter revisions ("Rev B", "P02", "C01"): the latest
        return max(day for _, day in entries) if len(entries) >= 2 else None
    return max(entries)[1] if len(entries) >= 2 else None  # a date to come is a plan, left out above


#: Where the next entry of a column-aligned revision list starts, when a reader joined its lines into one
#: ("Rev C  01.08.2025  Power plan added Rev B  14.03.2025  Ratios updated"): a version word, then two spaces.
_COLUMN_ENTRY_RE = re.compile(r"\s+(?=(?:rev(?:ision)?|version|issue)\.?\s*[A-Z0-9][\w.]{0,5}\s{2,}\d)", re.I)


def _heading_entry(line: str, order: DayOrder | None = None) -> tuple[tuple[int, ...], str] | None:
    """(version, date) when a line is a version and a full date and nothing else ("2.1 Staff: 4 May 2025" is not)."""
    for rx in _VERSION_HEADING_RES:
        if len(line) > _HEADING_CHARS and not rx.pattern.endswith(_CHANGE):
            continue
        m = rx.match(line.strip())
        if not m or (not m["word"] and (m["letter"] or "." not in m["number"])):
            continue
        spans = date_spans(m["date"], order=order)
        if len(spans) == 1 and spans[0].start == 0 and spans[0].end == len(m["date"]) and len(spans[0].valid) == 1:
            y, mo, d = spans[0].valid[0]
            version = tuple(int(p) for p in m["number"].split(".")) if m["number"] else ()
            return version, f"{y:04d}-{mo:02d}-{d:02d}"
    return None
