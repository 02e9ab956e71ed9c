"""A date set off at the head of a line, the occasion of the document: a press dateline ("ASHBY (12 November
2024) – ...") or a stamp line whose fields are set off by bars ("News | 18.02.2025"). ``sources.dates``
reads them in the first lines, as the document's title date, with a newsletter's issue line ("Issue 41, 20
November 2026.", "Issue of 20 November 2026.") and a date standing as a sentence of its own after the
masthead's ("The newsletter of the users' association. 20 November 2026."); and a table row that stamps
the table's revision ("Note: Revised 2 November 2026: ..."), the date the table states for itself.
"""

from __future__ import annotations

import re

from open_research.sources.date_grammar import MONTH, date_spans, period_date
from open_research.sources.date_lines import line_date

__all__ = ["dateline_date", "head_line_date", "issue_line_date", "revision_row_date", "stamp_field_date"]

#: A stamp line as long as this at most (two header lines' worth).
_STAMP_CHARS = 200


#: A press release's dateline leading its first paragraph, however long the paragraph: a place (or none),
#: the date set off by brackets or a comma, then a dash or a colon ("ASHBY (12 November 2024) – Hallowmere
#: Water has ...", "LONDON, 4 March 2026 — ...", "Leeds, UK, March 3, 2025 -- ...", "12 May 2025: The trust
#: ..."). A sentence that starts with a date ("In March 2025 – a year on – ...") is no dateline.
_WEEKDAY_NAME = r"(?:mon|tue|wed|thu|fri|sat|sun)"
_DATELINE_RE = re.compile(
    r"^\W{0,3}(?:(?!(?:in|on|by|from|since|until|the|a|an|at|as|before|after|during|between|last|next|early|late|"
    rf"mid|up|through|over|for|from|of|to)\b)(?!{MONTH}\b)(?-i:[A-Z][\w.'\u2019-]*)"
    rf"(?:[ ,/]+(?!{MONTH}\b|{_WEEKDAY_NAME})(?-i:[A-Z][\w.'\u2019-]*)){{0,3}}"
    r"\s*(?:,\s*|\(\s*|\s+)|\(\s*)?(?P<date>[^()\u2013\u2014:]{6,40}?)\s*\)?\s*(?:/[^/]{2,30}/\s*)?(?:[\u2013\u2014]|--?|:)\s",
    re.I,
)


def dateline_date(line: str) -> str | None:
    """The full date of a dateline leading ``line`` (``_DATELINE_RE``): the date alone before the dash."""
    m = _DATELINE_RE.match(line)
    if not m:
        return None
    value = re.sub(rf"^{_WEEKDAY_NAME}\w*\.?,?\s+", "", m["date"], flags=re.I)  # "Tuesday 4 March 2025"
    spans = date_spans(value)
    whole = len(spans) == 1 and len(spans[0].valid) == 1 and (spans[0].start, spans[0].end) == (0, len(value))
    found = period_date(value, bare_year=False) if whole else None
    return found[0] if found and found[1] == 4 else None


_STAMP_SEP_RE = re.compile(r"\s[|\u00b7\u2022]\s")


def stamp_field_date(line: str) -> str | None:
    """The date of a stamp line whose fields are set off by bars or dots, one field a full date alone ("News |
    18.02.2025", "Speaker | Tuesday 4 March 2025 | Room 2"): the line names the occasion of the document. Not a
    table's row ("| 2025-01-02 | Payment |"), nor a labelled field ("Next review: 1 May 2026")."""
    fields = _STAMP_SEP_RE.split(line.strip())
    if not 2 <= len(fields) <= 4 or line.lstrip().startswith("|") or len(line) > _STAMP_CHARS:
        return None
    found = [dateline_date(f"{field.strip()} - x") for field in fields if ":" not in field]
    dates = [d for d in found if d]
    return dates[0] if len(dates) == 1 else None


def head_line_date(line: str) -> str | None:
    """The date one of a document's first lines sets off as the document's occasion: a dateline, a stamp
    line, an issue line."""
    return dateline_date(line) or stamp_field_date(line) or issue_line_date(line)


#: An issue line, a full stop after it or not: "Issue 41, 20 November 2026.", "Issue of 20 November 2026",
#: "Hobbleton Recycles, issue 14 - 20 November 2026", "No. 7, published Friday 20 November 2026."
_ISSUE_RE = re.compile(
    r"^\W*(?:[^\W\d_][\w'\u2019&-]*,?\s+){0,6}?(?:issue|edition|number|no\.)\s*(?:\d+|of)?\s*"
    r"[,:\-\u2013\u2014]?\s+(?:published\s+(?:on\s+)?)?(?P<date>[^,;:.]{6,40}?)\s*\.?$",
    re.I,
)
#: A short sentence, then a date that stands as a sentence of its own: "The newsletter of the association. 20
#: November 2026."
_DATE_SENTENCE_RE = re.compile(r"^(?P<lead>[^.!?]{3,160}[.!?])\s+(?P<date>[^.!?]{6,40}?)\.?$")
_LEAD_WORDS = 20
_OTHER_ISSUE_RE = re.compile(r"\b(?:next|previous|last|following|coming|future|special|deadline|copy)\b", re.I)


def issue_line_date(line: str) -> str | None:
    """The full date an issue line gives (``_ISSUE_RE``), or a date standing as a short line's last sentence
    (``_DATE_SENTENCE_RE``): the date alone, nothing after it."""
    line = line.strip()
    m = _ISSUE_RE.match(line)
    if m is not None and _OTHER_ISSUE_RE.search(line[: m.start("date")]):
        return None  # "Next issue: 20 November 2026": another issue's date
    if m is None:
        m = _DATE_SENTENCE_RE.match(line)
        if m is None or len(m["lead"].split()) > _LEAD_WORDS or date_spans(m["lead"]):
            return None
    return dateline_date(f"{m['date']} - x")


#: A table row's field whose value opens with a revision ("Note: Revised 2 November 2026: the INSET day moves").
_REVISION_FIELD_RE = re.compile(r"(?:^|;)\s*[^:;]{1,40}:\s*((?:last\s+)?(?:updated|amended|revised)\b[^;]*)", re.I)


def revision_row_date(lines: list[str]) -> str | None:
    """The latest date of the table rows among ``lines`` (a text's top and foot) that state the table's
    revision: a spreadsheet's "Revised 2 November 2026: ..." row dates the version it belongs to."""
    found = [line_date(m.group(1)) for ln in lines for m in _REVISION_FIELD_RE.finditer(ln)]
    return max(filter(None, found), default=None)
