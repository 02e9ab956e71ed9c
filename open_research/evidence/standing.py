"""Which source's statement is the current one, and how every other source is presented.

A report that quotes the old policy first misleads however well it cites. So the sources that answer
a part are ordered by what a careful reader would trust as *in force*, from the records' own markers
(``sources.versions``: status, replaced_by; ``sources.dates``: published_at and its basis):

1. a current document before a repost, a repost before a draft or proposal, and a superseded or
   archived document last: it never leads;
2. a source another one takes the place of (it says so: "this notice replaces ...", "these replace
   the times published in March 2024"; or it is a later edition: ``recency.supersedes``, the one rule
   of it) after the source that replaces it, whatever the dates;
3. the newer first of the dates the sources state or their file names give (a stated one first on
   the same day), then those from a file's modification date, then no date.

A repost is a record of the same duplicate group (``group_id``: the ledger already counts it once)
or a text that says it reprints another ("reposted from", "originally published"): dated later, it
still only copies. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from open_research.evidence.normalize import figures
from open_research.evidence.passages import sentence_spans
from open_research.evidence.periods import earlier_period_values
from open_research.evidence.recency import is_stated, supersedes
from open_research.sources.dates import FILE_MTIME, PATH, TITLE
from open_research.text import content_stems

__all__ = [
    "Standing",
    "date_phrase",
    "is_proposed",
    "is_repost",
    "names_any",
    "newer",
    "order_sources",
    "phones",
    "proposes",
    "replaced_names",
    "replaced_values",
    "reports_change",
    "same_attribute",
    "standing",
    "states_change",
    "weak_date",
]

Standing = Literal["current", "earlier", "proposal", "draft", "repost", "also"]

_REPOST_RE = re.compile(
    r"\b(?:re-?posted|re-?printed|re-?published|cross-?posted|originally (?:published|posted)|"
    r"first (?:published|posted)|reprint(?:ed)? (?:of|from)|copied from|shared from|(?:repost|reprint) of)\b",
    re.I,
)
#: A statement that something is proposed, not decided: "X proposed moving the departure to 19:00".
_PROPOSED_RE = re.compile(
    r"\b(?:propos(?:e|ed|es|al|als|ing)|suggest(?:ed|s|ion)?|would like to|is considering|plans? to|draft)\b"
    # a request or a rejection is no decision: "members asked whether ... could", "it was requested that",
    # "the panel asked for 2 hours", "the 08:30 start was not adopted"
    r"|\b(?:asked (?:for|whether|if|that)|requested (?:that|whether)|(?:it|this) was requested|called for|"
    r"not (?:been )?(?:adopted|agreed|approved)|was rejected|were rejected|turned down|"
    # a motion put to a vote and lost: "the motion to cut the fee to £75 was defeated"
    r"(?:was|were) defeated|voted down)\b",
    re.I,
)
#: A statement that says it gives a change: a value in force from a date, a new or raised one.
_CHANGE_RE = re.compile(
    r"\b(?:from|since|starting|effective|as of|with effect from|applies from)\s+(?:(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"|\b(?:now|instead of|up from|down from|(?:increase|rise|raise|reduce|cut)[sd]? (?:to|by))\b",
    re.I,
)
#: Share of content words two statements must have in common to state the same attribute.
SAME_ATTRIBUTE = 0.4
_TIER = {"current": 0, "proposal": 2, "draft": 2, "superseded": 3, "archived": 3}


def is_repost(record: Mapping[str, Any]) -> bool:
    """A text that says it copies another (in its first lines or anywhere it names its original)."""
    return bool(_REPOST_RE.search(str(record.get("text") or "")[:3000]))


def is_proposed(statement: str) -> bool:
    """A statement of a proposal or plan (in minutes, a consultation): never the answer in force."""
    return bool(_PROPOSED_RE.search(statement))


#: Characters of a document's opening where it says it only proposes.
PROPOSES_CHARS = 300
#: A title, or an opening, of a document that only proposes: "Consultation: ...", "These are proposals only".
#: (not the vet's "How much is a consultation?": a consultation as a title's head, or one "on" something)
_PROPOSES_TITLE = re.compile(
    r"^\W*(?:public\s+|open\s+)?consultation\b|\b(?:public\s+)?consultation\s*(?::|on|about|paper|document)\b"
    r"|\b(?:proposals?|draft)\b",
    re.I,
)
_PROPOSES_OPENING = re.compile(
    r"\b(?:proposals? only|(?:these|this) (?:are|is) (?:only )?(?:a )?proposals?|"
    r"nothing (?:changes|will change) until)\b",
    re.I,
)


def proposes(record: Mapping[str, Any]) -> bool:
    """The document says it only proposes (its title, or its opening: "These are proposals only"): it
    decides nothing, while minutes that record a proposal beside a decision do."""
    opening = str(record.get("text") or "")[:PROPOSES_CHARS]
    return bool(_PROPOSES_TITLE.search(str(record.get("title") or "")) or _PROPOSES_OPENING.search(opening))


def states_change(statement: str) -> bool:
    """The statement says its value is a change: "from 1 April 2026 your membership costs £34.50",
    "now starts half an hour earlier", "instead of 30 days"."""
    return bool(_CHANGE_RE.search(statement))


#: A statement that the thing it names moved, ended or was replaced: "the dock on Station Road has moved
#: to Platform Square", "the Station Road dock was removed on 14 September".
_REPORTS_CHANGE_RE = re.compile(
    r"\b(?:(?:has|have|had|was|were|is|are|will be|has been|have been)\s+(?:now\s+)?"
    r"(?:moved|relocated|removed|closed|replaced|succeeded|withdrawn|discontinued)|no longer|replaced by|"
    r"moved to|relocated to)\b",
    re.I,
)


def reports_change(statement: str) -> bool:
    """The statement says what it names moved or ended, or gives a change from a date: it tells of the
    change, so naming the old thing or the date is no repeat of a replaced value."""
    return bool(_REPORTS_CHANGE_RE.search(statement)) or states_change(statement)


def same_attribute(a: str, b: str) -> bool:
    """Two statements about the same thing: most of their content words in common (figures aside):
    "the warehouse closes at 17:00 on weekdays" and "... at 18:00 on weekdays"."""
    x, y = content_stems(a), content_stems(b)
    return bool(x and y) and len(x & y) / len(x | y) >= SAME_ATTRIBUTE


_REPLACES_VALUE_RE = re.compile(
    r"\b(?:replaces|supersedes|overrides|cancels|instead of|no longer|"
    r"(?:they|these|which|will)\s+(?:replace|supersede))\b",  # not the imperative "replace the filter"
    re.I,
)


#: Words that put the figure right after them in the past: "£35, up from £30", "previously 14 days".
_WAS_RE = re.compile(
    r"(?:\b(?:up|down|increased|decreased|raised|reduced|cut|rises?|rose|fell|falls?|changed|moved) from"
    r"|\b(?:previously|formerly|instead of|in place of|replacing|was|were|used to be))\s*:?\s*(?:\w+\s+)?$",
    re.I,
)


#: A change with the thing changed named between the verb and the old amount: "we have cut the deposit
#: from £250", "raised the parking charge from £2" (an amount, not "cut prices from 1 May").
_CHANGED_FROM_RE = re.compile(
    r"\b(?:increased|decreased|raised|reduced|lowered|cut|changed)(?:\s+(?:the|our|its|their|your|this))?"
    r"\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s+from\s*$",
    re.I,
)


#: A field that names an earlier value: "Previous price (2025/26): £32.00", "(earlier value in this quote:
#: ...)", "Old number: ..." (the label and its colon in one field of a row).
_OLD_FIELD_RE = re.compile(
    r"\b(?:previous(?:ly)?|old|former(?:ly)?|earlier|prior|last year'?s?|until now)\b[^;|\n:]{0,40}:\s*$", re.I
)


def _old_field(before: str) -> bool:
    return bool(_OLD_FIELD_RE.search(before[-60:]) or _OLD_NAMED_RE.search(before[-60:]))


#: A value named old before it: "the old out-of-hours number 01632 963 400", "the old price of £5".
_OLD_NAMED_RE = re.compile(
    r"\b(?:old|former|previous)\s+(?:[\w'-]+\s+){0,2}(?:number|phone|line|price|fee|charge|rate|date|address)s?"
    r"(?:\s+(?:of|was|is))?\s*:?\s*$"
)
#: A value said to be ended or moved right after it: "01632 964 100 is no longer answered", "the switch-off,
#: announced for 30 November 2026, has been moved to ...", "01632 963 400 will stop working".
_ENDED_AFTER_RE = re.compile(
    r"^[\s,)]*(?:(?:has|have|had|is|are|was|were|will)\s+(?:now\s+)?(?:been\s+|be\s+)?)"
    r"(?:moved|postponed|put back|pushed back|delayed|brought forward|rescheduled|no longer\b|stop(?:s|ped)? working)",
    re.I,
)


def _ended_after(after: str) -> bool:
    return bool(_ENDED_AFTER_RE.match(after[:60]))


#: A phone number as written: a leading 0 or +, digit groups ("0117 496 0888", "+44 117 496 0321").
_PHONE_RE = re.compile(r"(?<![\w.,])(?:\+\d{1,3}[ -]?|0)\(?\d{2,5}\)?(?:[ -]?\d{2,4}){1,3}(?!\d|[.,]\d)")


def phones(text: str) -> list[tuple[int, str]]:
    """The phone numbers a text gives, with their offsets, as "tel:<digits>" (a national 0 and a
    country code read alike): ``figures`` reads "0117 496 0888" as three bare numbers."""
    out = []
    for m in _PHONE_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if 9 <= len(digits) <= 15:
            out.append((m.start(), f"tel:{digits[-9:]}"))
    return out


def replaced_values(record: Mapping[str, Any]) -> set[str]:
    """The figures a source says it replaces ("This notice replaces the end-of-support date of 31 March
    2026"; "the deposit is £35, up from £30"): a later page that still states one of them repeats a
    stale value, whatever its own date."""
    out: set[str] = set()
    text = str(record.get("text") or "")
    for start, end in sentence_spans(text):  # "previously 4.5%" is one sentence, not "previously 4."
        sentence = text[start:end]
        found = figures(sentence)
        out |= {t for f in found if _ended_after(sentence[f.end :]) for t in f.alternatives}
        out |= {t for at, t in phones(sentence) if _ended_after(_PHONE_RE.sub("", sentence[at:], count=1))}
        verb = _REPLACES_VALUE_RE.search(sentence)
        if verb:  # what comes after "replaces": not the date "From 5 January" the change takes effect
            out |= {t for f in found if f.start >= verb.end() for t in f.alternatives}
            out |= {t for at, t in phones(sentence) if at >= verb.end()}
            continue
        out |= earlier_period_values(sentence)  # "Weekly rent 2025/26: £12.40" beside "... from April 2026"
        out |= {t for at, t in phones(sentence) if _WAS_RE.search(sentence[:at][-30:]) or _old_field(sentence[:at])}
        for i, f in enumerate(found):
            before = sentence[found[i - 1].end if i else 0 : f.start]
            if _WAS_RE.search(before[-30:]) or _old_field(sentence[: f.start]):
                out |= set(f.alternatives)
            elif _CHANGED_FROM_RE.search(before[-50:]) and not is_proposed(sentence):
                # a motion "to cut the fee from £150" that was defeated changed nothing
                out |= {a for a in f.alternatives if not a.startswith("date:")}
    return out


#: A person or name another one took the place of: "succeeding Cllr Tom Ashdown", "who replaces Ann Lee",
#: "this replaces the Harbour Taxi Company service" (a provider, a venue: pages naming it are earlier).
_SUCCEEDS_RE = re.compile(
    r"\b(?:succeed(?:ing|s|ed)|replac(?:ing|es)|took over from|takes over from|in place of|instead of|"
    r"successor to)\s+(?:the\s+)?(?:(?:Cllr|Councillor|Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Sir|Dame)\.?\s+)?"
    r"((?:[A-Z][\w'-]+)(?:\s+[A-Z][\w'-]+)+)"
)


def replaced_names(record: Mapping[str, Any]) -> set[str]:
    """The names (of two words or more, casefolded) a source says it replaces: "Cllr Priya Nandakumar
    was elected Mayor, succeeding Cllr Tom Ashdown": a page that still names Tom Ashdown is earlier."""
    return {" ".join(m.group(1).split()).casefold() for m in _SUCCEEDS_RE.finditer(str(record.get("text") or ""))}


def names_any(statement: str, names: set[str]) -> bool:
    """The statement names one of ``names`` (as whole words)."""
    low = " ".join(statement.split()).casefold()
    return any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", low) for n in names)


def weak_date(record: Mapping[str, Any]) -> bool:
    """A date read from the file's modification time or its path, not stated by the document."""
    return bool(record.get("published_at")) and record.get("published_at_basis") in (FILE_MTIME, PATH)


def _tier(record: Mapping[str, Any]) -> int:
    tier = _TIER.get(str(record.get("status") or "current"), 0)
    return 1 if tier == 0 and is_repost(record) else tier


def _dated(record: Mapping[str, Any]) -> tuple[int, str]:
    """A date the document states or its file's name gives ("price-list-2026.csv") is compared by the
    date: an old page that states 2025 does not outrank the 2026 list. A file's modification time
    (a checkout's) comes after both."""
    basis = 3 if is_stated(record) or record.get("published_at_basis") == PATH else 1
    return (basis, str(record.get("published_at") or "")) if record.get("published_at") else (0, "")


def _when(record: Mapping[str, Any]) -> tuple[str, bool, str]:
    """A date to compare by: a file name's or folder's date ("news/newsletter-november-2026") is only as
    exact as its year against a date the text states: the 12 October notice is not older than a
    newsletter whose path says November 2026, while the 2026 price list is newer than a page of 2025."""
    when = _dated(record)[1]
    return when[:4], record.get("published_at_basis") != PATH, when


def newer(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """``a`` is dated after ``b``, both by a date their text or file name gives (a file's modification
    time says nothing of the content's age; a file name's date counts by its year against a stated one)."""
    return _dated(a)[0] == _dated(b)[0] == 3 and _when(a) > _when(b)


def order_sources(records: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The records best first: in force, not replaced by another of them, newest stated date."""
    replaced = {
        str(r.get("source_id"))
        for r in records
        for o in records
        if o is not r and _tier(o) <= _tier(r) and supersedes(o, r) and not supersedes(r, o)
    }

    def key(r: Mapping[str, Any]) -> tuple:
        year, stated, when = _when(r)  # in one year a stated date outranks one from the file's name
        return (_tier(r), str(r.get("source_id")) in replaced, -_dated(r)[0], _neg(year), not stated, _neg(when))

    return sorted(records, key=key)


def _neg(when: str) -> tuple[int, ...]:
    """A date sorted newest first inside an ascending key."""
    return tuple(-ord(c) for c in when)


def standing(record: Mapping[str, Any], lead: Mapping[str, Any]) -> Standing:
    """How ``record`` is presented next to the leading source ``lead``."""
    if record is lead or record.get("source_id") == lead.get("source_id"):
        status = str(record.get("status") or "current")
        return "proposal" if status == "proposal" else "draft" if status == "draft" else "current"
    status = str(record.get("status") or "current")
    if status in ("superseded", "archived") or supersedes(lead, record):
        return "earlier"
    if status in ("proposal", "draft"):
        return status  # type: ignore[return-value]
    if is_repost(record):
        return "repost"
    mine, theirs = _dated(record)[1], _dated(lead)[1]
    if mine and theirs and (newer(lead, record) if _dated(record)[0] == _dated(lead)[0] == 3 else mine < theirs):
        return "earlier"
    return "also"


def date_phrase(record: Mapping[str, Any]) -> str:
    """The record's date as the report shows it, saying when the document does not state it itself:
    "published 2026-02-16", "2026-02-16 (date from the file)", "date not stated"."""
    when = record.get("published_at")
    if not when:
        return "date not stated"
    basis = record.get("published_at_basis")
    if basis == FILE_MTIME:
        return f"{when} (date from the file)"
    if basis == PATH:
        return f"{when} (date from the file's name or folder)"
    if basis == TITLE:
        return f"dated {when} (from its title)"
    return f"published {when}"
