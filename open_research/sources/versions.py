"""Which version of a document this is, and whether it is still the one in force.

An old vintage kept in an ``archive/`` folder, a concept note titled "(v0.2 - SUPERSEDED)" or a draft
must never be quoted as the current answer, so the index reads the markers a person would notice and
keeps them on the source, next to its date:

- ``status`` (``Status``): ``"superseded"`` (its title or top says SUPERSEDED, obsolete, withdrawn,
  "superseded by ..." or "replaced by ...", or it sits in a ``superseded/`` or ``replaced/``
  folder), ``"archived"`` (an archive/old/legacy folder, or "ARCHIVED" at its top), ``"draft"``,
  ``"proposal"``, else ``"current"``; in that order of precedence.
- ``status_basis``: where the marker was read: ``"title"``, ``"text"`` (its first lines) or ``"path"``.
- ``version``: a version number it gives itself ("v0.2", "Version 2.1", "Rev. 3" -> "0.2", "2.1", "3").
- ``replaces`` / ``replaced_by``: the text after "replaces" / "replaced by" near its top (a title or
  a date), kept for the report to name.

Only the title, the first lines and the path are read: a document that mentions "the superseded
policy" further down is not itself superseded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["STATUSES", "Status", "StatusBasis", "VersionInfo", "read_version"]

Status = Literal["current", "superseded", "archived", "draft", "proposal"]
StatusBasis = Literal["title", "text", "path"]
#: Every status, the one that wins when several markers are present first.
STATUSES: tuple[Status, ...] = ("superseded", "archived", "draft", "proposal", "current")
#: Lines from the top where a document marks its own status.
HEAD_LINES = 8


@dataclass(frozen=True)
class VersionInfo:
    status: Status = "current"
    status_basis: StatusBasis | None = None
    version: str | None = None
    replaces: str | None = None
    replaced_by: str | None = None


#: A status word set off from the title's name: in brackets, after a dash, or in capitals.
_SET_OFF = r"(?:[(\[{]\s*|\s[-\u2013\u2014]\s*|(?-i:(?=[A-Z ]{6})))"
_ENDS = r"\s*(?:[)\]}]|$|[-\u2013\u2014,;:])"  # and closing it: "Fees - cancelled orders" is a subject
_TITLE_MARKERS: dict[Status, re.Pattern[str]] = {
    "superseded": re.compile(
        r"\b(?:superseded|obsolete|withdrawn|deprecated|no longer (?:current|valid|in force))\b|"
        # words that also name other things ("Retired staff"), only set off: "(retired)", "- DO NOT USE"
        rf"{_SET_OFF}(?:retired|rescinded|revoked|expired|lapsed|cancell?ed|do not use|not for use){_ENDS}",
        re.I,
    ),
    "archived": re.compile(rf"\barchived?\b|{_SET_OFF}(?:historic(?:al)?|inactive){_ENDS}", re.I),
    "draft": re.compile(
        r"(?:^\W*draft\b|[(\[{]\s*(?:draft|for (?:comment|approval))\b|"
        r"\bdraft\s*(?:v\d|\d|[)\]}])|(?-i:\bDRAFT\b)|\bdraft\s*$|"
        # set off by a dash: "Group budget 2026/27 – draft for the board", "Fees policy - draft v2" (not "-
        # draft listing for Spring": a draft of something else)
        r"\s[-\u2013\u2014]\s*(?:working\s+|first\s+|consultation\s+)?draft\b(?=\s*(?:$|for\b|v?\d|[(\[,;:\-\u2013\u2014])))",
        re.I,
    ),
    "proposal": re.compile(
        # "Proposed ...", "(proposal)", "... proposal", and a title led by what it is: "Fee proposal: Northgate";
        # a part of the title set off by a dash or colon counts as its start ("Pathway - proposed changes")
        r"(?:(?:^|\s[-\u2013\u2014]\s|:\s)\W*(?:proposals?|proposed)\b|[(\[{]\s*(?:proposal|proposed)\b|(?-i:\bPROPOSAL\b)|\bproposal\s*$|"
        # put forward, set off: "Modular housing division – for discussion", "(for consideration)"
        r"^(?!.*\b(?:agenda|minutes)\b).*?(?:[(\[{]|\s[-\u2013\u2014]\s)\s*for\s+(?:discussion|consideration)\b|"
        # what a bid offers: "... - bid presentation", "... - tender submission", "Fee quotation"; a bare
        # "tender" is the documents a project issues to bidders, not an offer of ours
        r"\b(?:bid|pitch)(?:\s+(?:presentation|submission|document|response|pack))?\s*$|"
        r"\b(?:tender|quotation)\s+(?:submission|response)\s*$|\bfee\s+(?:quotation|quote)\s*$|"
        # a title led by the offer it is: "Pitch: Charity of the Year ...", "Bid to the Lottery Fund: ...",
        # "Bid for the Northfield contract", "Pitch to Northway Foods", "Funding bid - ..."
        r"^\W*(?:(?:funding|grant|tender|partnership|sponsorship|sales|investor)\s+)?(?:bid|pitch)"
        r"(?:\s*:|\s[-\u2013\u2014]\s|\s+(?:to|for)\b)|"
        r"^\W*(?:(?!(?:to|on|about|of|for|the|a|an|re|response|comments?|feedback|review)\b)[^\W\d_]+\s+){1,3}"
        r"proposal\s*(?::|\s[-\u2013\u2014]\s))",
        re.I,
    ),
}
_STATUS_LINE_RE = re.compile(
    r"^\W*(?:document\s+)?status\W{0,3}\s*[:\-]\s*\W*(superseded|obsolete|withdrawn|deprecated|retired|rescinded|"
    r"revoked|cancelled|canceled|expired|lapsed|discontinued|out of date|archived|inactive|historic(?:al)?|"
    # not yet approved: "Status: Final draft", "In draft", "Pending approval", "Work in progress", "For review"
    r"(?:in|final|working|consultation|first|second|initial|unconfirmed|provisional|rough|early|revised|interim)\s+"
    r"draft|draft|for (?:approval|comment|review)|unconfirmed|not yet (?:confirmed|approved|agreed)|"
    # put forward, not decided: "Status: Under discussion", "For discussion", "Open for comment"
    r"(?:under|for)\s+discussion|under\s+consideration|open\s+for\s+comment|"
    r"(?:pending|awaiting)\s+(?:approval|sign-?off|ratification)|work in progress|wip|unapproved|not approved|"
    r"proposal|proposed|for consultation|final|approved|current|in force|active)\b",
    re.I | re.M,
)
_STATUS_WORDS: dict[str, Status] = {
    "superseded": "superseded",
    "obsolete": "superseded",
    "withdrawn": "superseded",
    "deprecated": "superseded",
    # no longer in force: "Status: Retired", "Status: Rescinded", "Status: Lapsed"
    **dict.fromkeys("retired rescinded revoked cancelled canceled expired lapsed".split(), "superseded"),
    "archived": "archived",
    "inactive": "archived",
    "historic": "archived",
    "historical": "archived",
    "discontinued": "superseded",
    "out of date": "superseded",
    "draft": "draft",
    **dict.fromkeys(
        (
            f"{w} draft"
            for w in "in final working consultation first second initial unconfirmed provisional rough early "
            "revised interim".split()
        ),
        "draft",
    ),
    # minutes not yet confirmed at the next meeting are a draft: "Status: Unconfirmed", "Not yet approved"
    **dict.fromkeys(("unconfirmed", "not yet confirmed", "not yet approved", "not yet agreed"), "draft"),
    **dict.fromkeys(("under discussion", "for discussion", "under consideration", "open for comment"), "proposal"),
    "for approval": "draft",  # not yet approved
    "for comment": "draft",
    "for review": "draft",
    **dict.fromkeys("work in progress|wip|unapproved|not approved".split("|"), "draft"),
    "proposal": "proposal",
    "proposed": "proposal",
    "for consultation": "proposal",
}
#: A marker in capitals applies to the document, unless a sentence names it as a stamp it gives other
#: documents ("Superseded documents are stamped SUPERSEDED", "drafts are marked 'DRAFT'").
_APPLIED = (
    r"(?<!stamped )(?<!marked )(?<!labelled )(?<!labeled )(?<!watermarked )(?<!headed )(?<!word )"
    r"(?<!stamp )(?<![\"'\u2018\u201c])\b"
)
#: A sentence that says the document itself is no longer in force ("This policy has been withdrawn.",
#: "The present guidance is now obsolete"): "this" and a word naming a document, any case.
_SELF = (
    r"(?i:\b(?:this|the present)\s+(?:[\w-]+\s+){0,2}(?:document|policy|procedure|guidance|guide|guideline|"
    r"version|edition|issue|revision|page|note|notice|form|plan|standard|report|manual|handbook|leaflet|"
    r"strategy|statement|specification|template|schedule|agreement|contract|protocol|instruction|sop|"
    r"memo|circular|bulletin|framework|code|process)\s+(?:is|has\s+been|was)\s+(?:now\s+)?"
)
_TEXT_MARKERS: dict[Status, re.Pattern[str]] = {
    "superseded": re.compile(
        rf"{_APPLIED}(?:SUPERSEDED|OBSOLETE|WITHDRAWN|RETIRED|RESCINDED|REVOKED|DO NOT USE|NOT FOR USE)\b|"
        rf"{_SELF}(?:superseded|replaced|withdrawn|obsolete|revoked|rescinded|no longer (?:current|valid|in force))\b)|"
        r"(?i:^\W*(?:superseded|replaced) by\b|\bno longer in force\b)",
        re.M,
    ),
    "archived": re.compile(rf"{_APPLIED}ARCHIVED\b|(?i:^\W*archived\b)|{_SELF}archived\b)", re.M),
    "draft": re.compile(
        # a line led by "Draft" in any case ("Draft for consultation"), not a draft law's name ("Draft Bill")
        rf"{_APPLIED}DRAFT\b|(?i:^\W*draft\b(?!\s+(?:of|regulations?|law|bill|act|directive)\b))|"
        # a kind of draft leading a line: "Consultation draft v0.4 - for comment", "Working draft for the board"
        r"(?i:^\W*(?:consultation|working|discussion|exposure|first|second|initial|rough|early|interim|provisional|"
        r"revised|final)\s+draft\b(?!\s+(?:of|regulations?|law|bill|act|directive)\b))|"
        r"(?i:^\W*(?:version|v|rev(?:ision)?|issue)\.?\s*[\d.]+\s*[(\[,\-\u2013]\s*draft\b)",
        re.M,
    ),
    "proposal": re.compile(
        rf"{_APPLIED}PROPOSAL\b(?!\s*:)|"  # "PROPOSAL: ..." leads a line: ``_proposes``
        # put forward, not yet agreed: "Proposed by the leadership team for discussion", "Put forward by the
        # working group", "Submitted for discussion", "For discussion at the January offsite"
        r"(?i:^\W*(?:proposed|put\s+forward|tabled|submitted)\s+(?:by|for)\b.{0,80}?\bfor\s+(?:discussion|"
        r"consideration|comment|decision|approval)\b|^\W*(?:proposed|put\s+forward)\s+by\b|"
        r"^\W*for\s+(?:discussion|consideration)\b)",
        re.M,
    ),
}
_REPLACED_BY_RE = re.compile(
    r"\b(?:superseded|replaced)\s+by\s*[:\-]?\s*(.{3,120}?)\s*(?:[.;)\]]\s|[.;)\]]?$)", re.I | re.M
)
_REPLACES_RE = re.compile(r"\b(?:replaces|supersedes)\s*[:\-]?\s*(.{3,120}?)\s*(?:[.;)\]]\s|[.;)\]]?$)", re.I | re.M)
_VERSION_RE = re.compile(
    r"(?:\bv(?:er(?:sion)?)?\.?\s?|\brev(?:ision)?\.?\s?|\bversion\s+|\bissue\s+)(\d+(?:\.\d+){0,3})\b", re.I
)
#: A copy kept in a ``superseded/`` or ``replaced/`` folder has been replaced by a newer one; one kept
#: in ``archive/`` or ``old/`` has been put away.
_SUPERSEDED_DIRS = frozenset("superseded replaced withdrawn".split())
_ARCHIVE_DIRS = frozenset(
    "archive archives archived old older obsolete deprecated legacy previous past outdated retired historic "
    "historical inactive expired".split()
)
_DRAFT_DIRS = frozenset("draft drafts wip".split())
#: A bid or pitch offers work not yet agreed: a proposal. A "tender" folder is not: in a project it holds
#: what is issued to bidders and what they return.
_PROPOSAL_DIRS = frozenset("proposal proposals rfc rfcs bid bids pitch pitches".split())
#: Words that say what a folder holds, not its status ("Archive 2019", "_archive", "superseded drawings").
_HOLDS_WORDS = frozenset(
    "versions copies files documents docs drawings issues revisions reports items working zz z".split()
)  # "Working drafts", "zz_archive" (sorted last)


def _folder_words(folder: str) -> tuple[str, ...]:
    """The status word a folder's name is ("_archive", "Archive 2019", "old-versions" -> "archive", "old"):
    its words past years and words naming what it holds; none if other words say what it is about
    ("old-age-pensions", "draft-regulations-review")."""
    words = [w for w in re.split(r"[\W_\d]+", folder.lower()) if w]
    status = [w for w in words if w not in _HOLDS_WORDS]
    return tuple(status) if len(status) == 1 else ()


def read_version(title: str, text: str = "", relpath: str = "") -> VersionInfo:
    """Status, version and replacement markers from a document's title, first lines and path."""
    head = "\n".join((text or "").strip().splitlines()[:HEAD_LINES])
    found: dict[Status, StatusBasis] = {}
    for marked, rx in _TITLE_MARKERS.items():
        if rx.search(title or ""):
            found.setdefault(marked, "title")
    for m in _STATUS_LINE_RE.finditer(head):
        word = " ".join(m.group(1).lower().split())
        if word.startswith(("pending", "awaiting")):
            word = "for approval"
        if word in _STATUS_WORDS:
            found.setdefault(_STATUS_WORDS[word], "text")
    for marked, rx in _TEXT_MARKERS.items():
        if rx.search(head):
            found.setdefault(marked, "text")
    if _proposes(title, head):
        found.setdefault("proposal", "text")
    replaced_by = _replaced_by(head)
    if replaced_by:
        found.setdefault("superseded", "text")
    parts = relpath.replace("\\", "/").split("/")
    folders = {w for p in parts[:-1] for w in _folder_words(p)}
    marked_name = _name_marker(parts[-1])
    if marked_name:
        found.setdefault(marked_name, "path")
    by_folder: tuple[tuple[frozenset[str], Status], ...] = (
        (_SUPERSEDED_DIRS, "superseded"),
        (_ARCHIVE_DIRS, "archived"),
        (_DRAFT_DIRS, "draft"),
        (_PROPOSAL_DIRS, "proposal"),
    )
    for dirs, marked in by_folder:
        if folders & dirs:
            found.setdefault(marked, "path")
    status: Status = next((s for s in STATUSES if s in found), "current")
    return VersionInfo(
        status=status,
        status_basis=found.get(status),
        version=_version(title, head, relpath),
        replaces=_first(_REPLACES_RE, head),
        replaced_by=replaced_by,
    )


#: "Proposal: a winter appeal ..." near the top names what the document is; in a record of a meeting
#: ("Minutes ... Present: ... Proposal: move the investment - agreed") it is an item the meeting dealt with.
_LEAD_PROPOSAL_RE = re.compile(r"^\W*proposal\s*[:\-]", re.I)
_MEETING_RECORD_RE = re.compile(
    r"^\W*(?:minutes|agenda|notes\s+of\s+(?:the\s+)?meeting|action\s+notes|(?:present|attendees|attending|apologies)"
    r"\s*:|item\s+\d)|\b(?:minutes|agenda)\b",
    re.I,
)


def _proposes(title: str, head: str) -> bool:
    """Whether a "Proposal:" line near the top says what the document is, before anything shows that the
    document records a meeting (its title or a line: "Minutes", "Agenda", "Present:")."""
    if _MEETING_RECORD_RE.search(title or ""):
        return False
    for line in head.splitlines():
        if _LEAD_PROPOSAL_RE.match(line):
            return True
        if _MEETING_RECORD_RE.match(line):
            return False
    return False


#: Status words in a file's own name ("form-v0.3-draft.docx", "policy_OLD.docx", "notes (superseded).md").
_NAME_MARKERS: dict[Status, frozenset[str]] = {
    "superseded": frozenset("superseded obsolete withdrawn deprecated".split()),
    "archived": frozenset("archive archived outdated".split()),
    "draft": frozenset({"draft"}),
}
#: Words that mark a status only after the name they qualify ("fees_OLD.md", "report-v2-WIP.docx"):
#: leading, they are its subject ("old-age-pension.md", "wip-report.xlsx": a report on work in progress).
_TRAILING_MARKERS: dict[str, Status] = {"old": "archived", "wip": "draft"}


def _name_marker(name: str) -> Status | None:
    """The status a file's name gives it: a status word as a whole token of the name; "old" and "wip"
    only as its last token or in capitals ("fees_OLD.md", "OLD_fees.md", not "old-age-pension.md"; a
    leading "WIP" is the subject: "WIP_report.xlsx")."""
    stem = name.rsplit(".", 1)[0]
    tokens = [t for t in re.split(r"[\W_]+", stem) if t]
    lowered = [t.lower() for t in tokens]
    for status, words in _NAME_MARKERS.items():
        if words & set(lowered):
            return status
    for i, token in enumerate(tokens):
        marked = _TRAILING_MARKERS.get(token.lower())
        if marked and (i == len(tokens) - 1 or (token.isupper() and (i > 0 or token == "OLD"))):
            return marked
    return None


#: What stands before "replaced by" when it is said of something else ("AnyConnect was replaced by Always On
#: VPN", "the tape backup has been superseded by ...") or of a time to come ("This policy will be replaced by
#: ... in April"): a passive verb whose subject is not the document ("this", "it", "the present ...").
_PASSIVE_END_RE = re.compile(
    r"\b(?:was|were|is|are|(?:has|have|had)\s+been|will\s+be|would\s+be|to\s+be|being)\s+"
    r"(?:now\s+|since\s+|largely\s+|partly\s+|entirely\s+|fully\s+)?$",
    re.I,
)
_SELF_SUBJECT_RE = re.compile(
    r"(?:^|\b)(?:it|this|the\s+present)\b(?:\s+[\w-]+){0,6}?\s+(?:is|was|has\s+been)\s+(?:now\s+)?$", re.I
)


def _replaced_by(head: str) -> str | None:
    """The successor a "superseded by" / "replaced by" near the top names for this document: not one said of
    another thing or of a time to come (``_PASSIVE_END_RE``)."""
    for m in _REPLACED_BY_RE.finditer(head):
        before = head[head.rfind("\n", 0, m.start()) + 1 : m.start()]
        if _PASSIVE_END_RE.search(before) and not _SELF_SUBJECT_RE.search(before):
            continue
        return m.group(1).strip(" *_`\"'")
    return None


def _first(rx: re.Pattern[str], text: str) -> str | None:
    m = rx.search(text)
    return m.group(1).strip(" *_`\"'") if m else None


def _version(title: str, head: str, relpath: str) -> str | None:
    name = relpath.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0].replace("_", " ")
    for place in (title or "", head, name):
        m = _VERSION_RE.search(place)
        if m:
            return m.group(1)
    return None
