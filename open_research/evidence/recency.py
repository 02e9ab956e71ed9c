"""Which source is current: dates the source states, and statements that it replaces another.

A record's date is the one its document gives itself (``sources.dates``: "Published 16 February
2026", "Date:", "Last updated"); a file's modification time is only a weak fallback, marked as
such (``published_at_basis``: "stated" or "file_mtime"): copying a file changes its time, not its
content. When sources disagree, ``order_values`` puts the newest stated value first: an explicit
"this notice replaces ..." wins over dates, a stated date wins over any file date, and an undated
source is never assumed to be newer.
"""

from __future__ import annotations

import calendar
import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from open_research.evidence.normalize import figures
from open_research.evidence.passages import sentence_spans
from open_research.sources.date_lines import may_state_date
from open_research.sources.dates import FILE_MTIME, PATH, STATED, TITLE, from_content, stated_date
from open_research.text import content_stems

__all__ = ["date_label", "is_date_line", "is_stated", "new_edition", "order_values", "replaces", "supersedes"]

_REPLACES_RE = re.compile(
    r"\b(?:replaces|supersedes|overrides|takes precedence over|cancels|"
    r"is replaced by|was replaced by)\b",
    re.IGNORECASE,
)


def is_stated(value: Mapping[str, Any]) -> bool:
    """A record (or conflict value) whose date the source states (records from before the basis was
    kept state theirs)."""
    return bool(value.get("published_at")) and from_content(value.get("published_at_basis") or STATED)


def date_label(value: Mapping[str, Any]) -> str:
    """The date as a reader should see it: "2026-03-01", or "2026-03-01 (file date)" for a fallback."""
    when = str(value.get("published_at") or "")
    basis = value.get("published_at_basis")
    notes: dict[str, str] = {TITLE: " (from its title)", PATH: " (from its path)", FILE_MTIME: " (file date)"}
    return f"{when}{notes.get(basis, '')}" if when and isinstance(basis, str) else when


def _strength(value: Mapping[str, Any]) -> tuple[int, str]:
    """How strongly a value is dated: a date the document gives (a date line, its title) outranks one
    from its path, which outranks a file date; then the newer date."""
    basis = value.get("published_at_basis") or STATED
    tier = 2 if is_stated(value) else 1 if basis == PATH else 0
    return tier, str(value.get("published_at") or "")


_DIGIT_RE = re.compile(r"\d")


@functools.lru_cache(maxsize=32768)
def is_date_line(sentence: str) -> bool:
    """A line that only states when its document was published ("Published 16 February 2026 by ...").
    Every date the reader knows has a year in digits, and every date line a date word or a word of a
    sentence stating its date (``may_state_date``): a sentence without them is read no further. The
    answer is kept: the statements and the sections of a ledger ask it of the same sentences."""
    return (
        _DIGIT_RE.search(sentence) is not None
        and may_state_date(sentence)
        and stated_date(sentence, head_lines=1) is not None
    )


def _date_tokens(iso: str | None) -> set[str]:
    return {f"date:{iso}"} if iso else set()


#: The plural and bare forms ("these replace the opening times published in March 2024"): common
#: verbs, so only the sentence they stand in counts, not the text around it.
_REPLACE_PLAIN_RE = re.compile(r"\b(?:replace|supersede)\b", re.IGNORECASE)


def _month_year(record: Mapping[str, Any]) -> str:
    """ "march 2024" for a record whose stated date is in March 2024, else ""."""
    when = str(record.get("published_at") or "")
    if not is_stated(record) or not re.match(r"\d{4}-(0[1-9]|1[0-2])", when):
        return ""
    return f"{calendar.month_name[int(when[5:7])].casefold()} {when[:4]}"


def _names(window: str, dates: set[str], month: str, title: set[str]) -> bool:
    """The window names the older source: its stated date, its month and year, or most of its title words."""
    if dates and dates & {t for f in figures(window, source=True) for t in f.alternatives}:
        return True
    if month and month in " ".join(window.split()).casefold():
        return True
    return bool(title) and len(title & content_stems(window)) >= max(2, 0.6 * len(title))


def replaces(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """``newer`` says it replaces ``older``: a replace-verb ("replaces", "supersedes", "overrides",
    "cancels", "takes precedence over"; or "replace"/"supersede" in the same sentence) near a mention
    of the older source's stated date (or its month and year) or most of its title words. The one rule
    of "this source takes the other's place" used by the report, the timeline and the conflicts."""
    text = str(newer.get("text") or "")
    dates = _date_tokens(older.get("published_at")) if is_stated(older) else set()
    month, title = _month_year(older), content_stems(older.get("title") or "")
    if not (dates or month or title):
        return False
    for m in _REPLACES_RE.finditer(text):
        if m.group(0).lower().startswith(("is replaced", "was replaced")):
            continue
        if _names(text[max(0, m.start() - 250) : m.end() + 250], dates, month, title):
            return True
    sentences = (text[s:e] for s, e in sentence_spans(text))
    return any(_REPLACE_PLAIN_RE.search(x) and _names(x, dates, month, title) for x in sentences)


#: Words a title gives an edition, not its subject: "adopted", "2026 edition", "revised", "version 3".
_EDITION_WORDS = content_stems(
    "adopted approved agreed edition version revised revision updated amended new current latest"
)
_MONTHS = content_stems(" ".join(calendar.month_name[1:]))


def _title_words(record: Mapping[str, Any]) -> set[str]:
    """The title's content words that name the document, not its edition or date."""
    words = content_stems(re.sub(r"\d+", " ", str(record.get("title") or "")))
    return words - _EDITION_WORDS - _MONTHS


def new_edition(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """``newer`` is a later edition of ``older``: both in force with stated dates, the newer one later,
    and their titles name the same document ("Allotment rules" and "Parish allotment rules (adopted
    14 July 2026)"): the shorter title's words, years, months and edition words aside, are all in the
    longer one, and the longer one's other words are names the older document's own text uses (the
    parish the rules are for). A new edition takes the old one's place though it does not say so."""
    if not (is_stated(newer) and is_stated(older)) or str(newer.get("status") or "current") != "current":
        return False
    if str(newer.get("published_at") or "")[:10] <= str(older.get("published_at") or "")[:10]:
        return False
    a, b = _title_words(newer), _title_words(older)
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 2 or not short <= long_:
        return False
    return (long_ - short) <= content_stems(str(older.get("text") or "")) & content_stems(str(newer.get("text") or ""))


def supersedes(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """``newer`` takes ``older``'s place: it says it replaces it, or it is a later edition of it."""
    return replaces(newer, older) or new_edition(newer, older)


def order_values(
    values: Sequence[dict], records: Mapping[str, Mapping[str, Any]]
) -> tuple[dict | None, list[dict], str]:
    """(current, superseded, basis) for differing values; no current when dates do not decide."""

    def rec(v: dict) -> Mapping[str, Any]:
        return records.get(v["source_id"], {})

    for v in values:
        others = [o for o in values if o["source_id"] != v["source_id"] and o["value"] != v["value"]]
        if others and all(supersedes(rec(v), rec(o)) for o in others):
            return v, others, "the newer source replaces the older one (it says so, or is a later edition)"
    with_date = [v for v in values if v.get("published_at")]
    if len(with_date) < 2 or len(with_date) < len(values):
        return None, [], ""
    with_date.sort(key=_strength, reverse=True)
    newest = with_date[0]
    if any(_strength(v) == _strength(newest) and v["value"] != newest["value"] for v in with_date[1:]):
        return None, [], ""
    older = [v for v in with_date[1:] if v["value"] != newest["value"]]
    if all(is_stated(v) for v in with_date):
        basis = "by the dates the sources state"
    elif is_stated(newest):
        basis = "a date the source states outweighs a file's modification date"
    else:
        basis = "by file modification dates only: no source states its date"
    return newest, older, basis
