"""Whether one line of a document states the document's own date, and which: the label reader.

"Published 16 February 2026", "Last reviewed: March 2023", "Prepared by Ops, April 2024", "Raised for
the committee by J. Patel, 4 June 2025", "This agreement is made on 1 April 2024": a date word (or a
record word right before its date) labels the document's own date, unless the words around it name
another one (a review due, a deadline, the previous meeting). ``sources.dates`` decides which lines
are read (the top, the foot) and which line wins; this module reads one line.
"""

from __future__ import annotations

import re

from open_research.sources.date_forms import OTHER_DATE_RE, TABLE_ROW_RE
from open_research.sources.date_grammar import MONTH_END, period_date
from open_research.sources.date_order import DayOrder

__all__ = [
    "HEADER_LINE_CHARS",
    "HEADER_LINE_WORDS",
    "cut",
    "embargo_line",
    "header_line",
    "joined_date",
    "line_date",
    "may_state_date",
    "other_date_tail",
    "sentences",
    "split_fields",
    "weak_label",
]

#: The day a record was made or put on record: "Tax point: 31.03.2025" (an invoice's), "Raised: 3 March
#: 2025", "Created 2 May 2025", "Filed on ...", "Executed on ..." (a deed's), "Inspected 4 June 2025". Words
#: of prose too ("Raised beds ...", "Created in partnership ..."), so only with the date right after them.
#: A decision's or a mailing's day ("Determined by the Trust Board on 25 February 2025", "Sent to parents on
#: 3 March 2025", an Outlook header's "Sent: Tuesday, March 4, 2025") is one too, and a ticket's or a
#: talk's ("Reported: 22/05/2025 by ...", "Opened: 2025-01-14", "Received 3 March 2025", "Briefing given
#: to the council, 3 March 2025"), and a decision's ("Decision made: 2 October 2025", "Decision taken on ...").
_RECORD_WORDS = (
    r"tax\s+point|created|generated|recorded|raised|logged|filed|lodged|executed|inspected|surveyed|visited|"
    r"determined|confirmed|finali[sz]ed|decided|made|taken|sent|distributed|printed|requested|commissioned|launched|"
    r"reported|opened|received|registered|notified|given|shared|"
    # a check of an object or a site: "Examined by the conservator on 18.03.2025", "Assessed: 3/10/25"
    r"examined|checked|assessed|audited|tested|carried\s+out|conducted|undertaken"
)
_RECORD_WORD_RE = re.compile(_RECORD_WORDS, re.I)
_DATE_WORDS = (
    r"published|posted|issued|dated?|(?:last\s+)?(?:updated|modified|reviewed|revised|amended|edited|changed)|"
    r"last\s+(?:update|revision|review|amendment|change|edit|checked|verified)|approval|publication|uploaded|datum|fecha|"
    r"effective(?: date| from)?|release date|"
    # the days of the work a report records: "Audit dates: 7 and 8 March 2023", "Inspection date: ..."
    r"(?:site\s+)?(?:inspection|visit|survey|audit|assessment|fieldwork|sampling|examination)\s+dates?|"
    # the work's own field: "Inspection visit: 8 July 2025", "Site survey: 3 March 2025"
    r"(?:site\s+)?(?:(?:inspection|survey|audit|assessment)\s+)?(?:inspection|visit|survey|audit|fieldwork)(?=\s*:)|"
    r"released|prepared|approved|adopted|meeting date|as of|as at|valid from|"
    r"ratified|endorsed|signed|agreed|authori[sz]ed|(?:strictly\s+)?(?:under\s+)?embargo(?:ed)?(?:\s+until)?|not\s+for\s+(?:publication|release|broadcast)\s+before|"
    # the occasion the document records or was given at: "Held: 04 MAR 2025", "Presented 8 October 2024"
    r"held|presented|submitted|circulated|tabled|delivered|compiled|produced|written|pitched|"
    # a field naming the edition or issue in hand: "Edition: Spring 2024", "Issue: May 2021", "Release: 03/2025"
    r"(?:edition|issue|release|version\s+date)(?=\s*:)|"
    # issued again: "Reissued with corrections, 4 March 2025", "Re-published on ..."; true when it went to print:
    # "Information correct at time of going to print: March 2025"
    r"re-?(?:issued|published|posted|printed)|correct\s+at(?:\s+(?:the\s+)?time\s+of\s+(?:going\s+to\s+)?"
    r"(?:print(?:ing)?|press|publication|writing))?|"
    # other languages' labels: "Stand: 12.03.2024", "Aktualisiert am", "Bijgewerkt op", "Mis à jour le"
    r"stand(?=\s*:)|aktualisiert(?:\s+am)?|bijgewerkt(?:\s+op)?|mis\s+\u00e0\s+jour(?:\s+le)?|"
    rf"{_RECORD_WORDS}"
)
_DATE_WORD_RE = re.compile(rf"(?<![^\W_])(?:{_DATE_WORDS})\b", re.IGNORECASE)
_STATED_RE = re.compile(rf"(?:{_DATE_WORDS})\b(?:\s+on)?\s*[:\-]?\s*(.{{4,}})$", re.IGNORECASE)
_VALUE_CHARS = 160  # the longest value a date label gives: more is prose that starts with a date word
#: How far past its first figure or month name a date runs ("19 February 2025", "Wednesday 3rd of March, 2025").
_DATE_CHARS = 30
#: A line longer than this is prose: a date in it is mentioned, not the document's own.
HEADER_LINE_CHARS = 100
HEADER_LINE_WORDS = 12
#: The next field's label on a line that joined several ("Held on 12 March 2025 at the office Attendees: ...").
_NEXT_LABEL_RE = re.compile(r"\s(?=[A-Z][^\W\d_]*(?:\s[^\W\d_]+){0,2}:\s)")
#: Before a capitalised date word that starts a joined line: a short label that ends no sentence ("Status:
#: proposed Prepared by HR, November 2025"), or a header line that ended with a date ("... of 1st May 2024 Effective").
_JOINED_LEAD_RE = re.compile(r"^.{0,58}[^.!?\s]\s$")
#: A title or header line as long as one may be, with no sentence ending in it, before a date label that
#: its date follows ("Hackney carriage and private hire licensing policy Version 3.2 Approved by the
#: Licensing Committee on 19 February 2025 ...": a PDF's lines read as one paragraph).
_JOINED_HEADER_RE = re.compile(
    rf"^(?:(?:(?<=No)|(?<=Vol)|(?<=Ref)|(?<=Rev)|(?<=Nr))\.\s|(?![.!?]\s).){{0,{HEADER_LINE_CHARS - 2}}}[^.!?\s]\s$"
)  # "... Interim Valuation No. 7 Valuation as at ...": an abbreviation's stop ends no sentence
#: What a document calls itself; with a capital it starts a label whose date word follows it in lower case
#: ("... by the arboricultural officer Report issued 16 April 2025", "Policy approved by Cabinet on ...").
DOC_NOUNS = (
    r"report|policy|plan|strategy|minutes|notice|guidance|guide|document|manual|handbook|statements?|accounts|"
    r"procedure|letter|page|article|agreement|brief|briefing|leaflet|schedule|register|terms|charter|framework|"
    r"bulletin|newsletter|note|memo|paper|summary|assessment|decision|specification|standard|review|circular|"
    r"certificate|valuation|programme|program|timetable|protocol|quotation"
)
_LABEL_NOUN_RE = re.compile(rf"(?<=\s)(?=(?-i:[A-Z]))(?:{DOC_NOUNS})\s+$", re.I)
#: Words that lead into a noun in the same sentence, so it names a document, not a label starting a new line:
#: "the Report issued on ...", "the council's Report", "our Annual Report", "see Policy approved ...".
_NOUN_LEAD_RE = re.compile(
    r"(?:\b(?:the|a|an|its|our|their|his|her|this|that|these|those|of|in|to|from|by|with|for|and|or|see|per)|"
    r"['\u2019]s?|(?-i:[A-Z])[\w'\u2019-]*)\s$",
    re.I,
)
_JOINED_AFTER_DATE_RE = re.compile(rf"^.{{0,100}}(?:\d{{4}}|{MONTH_END})\s$", re.I)
#: A few words naming whose date a label before a colon gives ("Page last reviewed:"): the document's own date.
_LABEL_LEAD_RE = re.compile(r"^\W*(?:[^\W\d_]+\s+){1,3}$")
#: A short header line whose few words lead to a date word that the date itself follows ("Rates correct
#: as at 1 April 2025", "Minutes of the meeting held on Tuesday 11th February 2025"): the document's date,
#: unless the words name another one or a time to come ("The next meeting will be held on ...").
_SHORT_LEAD_WORDS = 6
_FUTURE_RE = re.compile(r"\b(?:will|shall|must|would|should|to\s+be|can|could)\b", re.I)
_WEEKDAY = r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?"
#: After the date word, who did it, for or to whom, or where may stand before the date ("issued to the unions
#: on 11 February 2025", "Raised for the committee by J. Patel, 4 June 2025", "given at the AGM, 3 March
#: 2025"): a few phrases of a few words each, led by by/to/for/at/with.
_AGENT = r"(?:(?:\s+(?:by|to|for|at|with|on\s+behalf\s+of)(?:\s+[\w.'\u2019&-]+){1,7}?){1,3}?,?)?"
#: A deed's own day: "Made this 19th day of February 2025", "Signed this 3rd day of ...".
_DATE_FOLLOWS_RE = re.compile(
    rf"^{_AGENT}(?:\s*on)?\s*[:\-]?\s*(?:th(?:e|is)\s+)?{_WEEKDAY}(?:\d|{MONTH_END}(?![a-z]))", re.I
)
#: A sentence stating the document's date ("This agreement is made on 1 April 2024") or its occasion's ("The
#: meeting was held on 3 March 2025"), not another occasion's ("The previous meeting was held on ...").
_SELF_VALUE = r"(?:\s+on)?\s*[:\-]?\s*(?![.!?;])(.{4,160}?)(?:[.;]\s+(?-i:[A-Z]).*)?$"  # not the next sentence's
_SELF_VERBS = (
    r"(?:made|dated|entered\s+into|signed|issued|published|amended|updated|revised|changed|corrected|reviewed|"
    # approved or written: "These financial statements were approved by the board on 24 July 2025"
    r"approved|adopted|agreed|ratified|endorsed|authori[sz]ed|prepared|written|compiled|produced|submitted)\b"
    rf"{_SELF_VALUE}"
)
#: Where in the report the statements stand: "The accounts on pages 20 to 46 were approved by the board on ...".
_PAGES = r"(?:(?:(?:set\s+out\s+)?on|in)\s+pages?\s+\d+(?:\s*(?:to|-|\u2013|and)\s*\d+)?\s+)?"
#: A line led by what the document is, then how it was made ("Certificate issued 15 September 2025 by the
#: agent.", "Valuation prepared by the surveyor, 30 September 2025"), or by whom it is ("Paper by the finance
#: director for the board, 3rd March 2025", "Report by the Clerk, 4 June 2025"): the document's own date.
_LEAD_NOUN = (
    r"^\W*(?!(?:the|a|an|this|that)\s)(?:(?![^\W\d_]*(?:previous|prior|earlier|next|old|former|original)\b)"
    rf"[^\W\d_]+\s+){{0,2}}(?:{DOC_NOUNS})\s+"
)
_SELF_STATED_RE = re.compile(
    rf"^\W*th(?:is|ese)\s+(?:[^\W\d_]+\s+){{1,3}}(?:is|was|are|were)\s+(?:last\s+)?{_SELF_VERBS}|"
    # "The financial statements were approved by the Board on 29 April 2025": "the" and what a document calls
    # itself, not another one ("The previous policy was adopted on ...", "The extension was approved on ...")
    r"^\W*the\s+(?!(?:[^\W\d_]+\s+){0,3}(?:previous|prior|earlier|next|first|original|old|former|draft)\b)"
    rf"(?:[^\W\d_]+\s+){{0,3}}(?:{DOC_NOUNS})\s+{_PAGES}(?:is|was|are|were)\s+(?:last\s+)?{_SELF_VERBS}|"
    r"^\W*(?:the|this|our)\s+(?!(?:[^\W\d_]+\s+){0,2}(?:previous|last|prior|earlier|next|first)\b)"
    r"(?:[^\W\d_]+\s+){1,3}(?:was|were)\s+(?:held|conducted|carried\s+out|undertaken|delivered|presented|recorded)\b"
    r"(?:\s+on)?\s*[:\-]?\s*(.{4,160})$|"
    # a body approving the document in hand: "The trustees approved these financial statements on 18 September
    # 2025", "The Board adopted this policy on ...", "The trustees approved the annual report on ...": what a
    # document calls itself, not another one ("approved the previous policy", "approved the extension")
    r"^\W*(?:the\s+)?(?:[^\W\d_]+\s+){1,4}?(?:approved|adopted|agreed|ratified|endorsed|signed|authori[sz]ed|"
    r"issued|published)\s+(?:th(?:is|ese)|the(?!\s+(?:[^\W\d_]+\s+){0,3}(?:previous|prior|earlier|next|first|"
    rf"original|old|former|draft)\b))\s+(?:[^\W\d_]+\s+){{0,3}}(?:{DOC_NOUNS})\b{_SELF_VALUE}|"
    rf"{_LEAD_NOUN}(?:{_SELF_VERBS})|"
    # what the document is, then the day it stands at: "Valuation as at 30 September 2025, prepared by ..."
    rf"{_LEAD_NOUN}as\s+(?:at|of)\s*[:\-]?\s*(?=\d|{MONTH_END}(?![a-z]))(.{{4,{_DATE_CHARS}}})|"
    rf"{_LEAD_NOUN}by\s+[^,.;:]{{3,80}},\s*(?=\d|(?:mon|tue|wed|thu|fri|sat|sun)|{MONTH_END}\b)(.{{4,40}})$|"
    # a minutes' opening line: "Minutes of the meeting of the Board held at 14 Market Street on 23 January 2025"
    r"^\W*minutes\s+of\s+(?:an?\s+|the\s+)?(?:[^\W\d_]+\s+){0,3}meeting\b[^.]{0,80}?\bheld\b[^.]{0,60}?\bon\s+(.{4,160})$",
    re.I,
)


#: The words a sentence that states the document's date needs (``_SELF_STATED_RE``) besides a date word.
_SELF_WORD_RE = re.compile(
    r"\b(?:made|dated|entered\s+into|signed|issued|published|amended|updated|revised|changed|corrected|reviewed|"
    r"approved|adopted|agreed|ratified|endorsed|authori[sz]ed|prepared|written|compiled|produced|submitted|held|"
    rf"conducted|carried\s+out|undertaken|delivered|presented|recorded|minutes|(?:{DOC_NOUNS})\s+by\b)",
    re.I,
)


def may_state_date(text: str) -> bool:
    """False when no line of ``text`` can be a date line, read cheaply: it holds no date word and no word of
    a sentence stating the date (every part ``line_date`` reads is a piece of a line, so this is exact)."""
    return bool(_DATE_WORD_RE.search(text) or _SELF_WORD_RE.search(text))


def line_date(line: str, *, order: DayOrder | None = None) -> str | None:
    """The date a line states about its document, if it is a date line; ``order`` is the one the
    document writes its figure dates in (``date_order.figure_order``)."""
    self_stated = _SELF_STATED_RE.match(line)
    if self_stated:
        found = period_date(cut(next(g for g in self_stated.groups() if g)), bare_year=False, order=order)
        if found:
            return found[0]
    for word in _DATE_WORD_RE.finditer(line):
        lead = line[: word.start()]
        if re.search(r"[^\W_]", lead) and not (_stated_lead(line, word, lead) or _short_lead(line, word, lead)):
            continue
        if other_date_tail(line[word.end() :]):  # "Date of birth:", "Date of next review:"
            continue
        if _RECORD_WORD_RE.fullmatch(word.group()) and not _DATE_FOLLOWS_RE.match(line[word.end() :]):
            continue
        m = _STATED_RE.match(line, word.start())
        value = _value_date(m.group(1), order) if m else None
        follows = None if value else _DATE_FOLLOWS_RE.match(line[word.end() :])
        if follows:  # the date right after its label, on a line that runs on (lines read as one paragraph)
            window = line[word.end() : word.end() + follows.end() + _DATE_CHARS]
            found = period_date(window, bare_year=False, order=order)
            value = found[0] if found else None
        if value:
            return value
    return None


#: A label's value written YYYYMMDD, as systems export it ("Date: 20250304").
_COMPACT_VALUE_RE = re.compile(r"^\s*((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)")


_FIELD_LABEL_RE = re.compile(r"(?<=\s)[A-Z][^\W\d_]*(?:\s[^\W\d_]+){0,2}:\s")


def split_fields(line: str) -> list[str]:
    """A line that joined several labelled fields, one field a part ("Effective date: 1 April 2025 Approved:
    3 March 2025" -> both fields)."""
    cuts = [m.start() for m in _FIELD_LABEL_RE.finditer(line)]  # leftmost: "Next Review Date:" whole
    return [line[a:b].strip() for a, b in zip([0, *cuts], [*cuts, len(line)], strict=True) if line[a:b].strip()]


def _value_date(raw: str, order: DayOrder | None = None) -> str | None:
    """The date a label's value gives: the value up to the next field, or up to the next field's label
    when lines were joined; no date in a value too long to be one (prose)."""
    value = _COMPACT_VALUE_RE.sub(r"\1-\2-\3", cut(raw))  # "Date: 20250304"
    for part in dict.fromkeys((_NEXT_LABEL_RE.split(value, maxsplit=1)[0], value)):
        found = period_date(part, bare_year=False, order=order) if len(part) <= _VALUE_CHARS else None
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
    if _joined_label(line, word, lead):
        return True
    labelled = re.match(r"\s*:", line[word.end() :])
    if labelled and line[word.start()].isupper():
        return True  # a field of its own on a line that joined several ("Status: Withdrawn ... Last reviewed:")
    return bool(labelled and _LABEL_LEAD_RE.match(lead) and not OTHER_DATE_RE.search(lead))


def _joined_label(line: str, word: re.Match[str], lead: str) -> bool:
    """Whether a date label and its date start a line that a reader joined onto a title or header line
    ("Winter gritting routes Approved by the Highways Committee on 17 October 2024", "... by the officer
    Report issued 16 April 2025"): a capitalised date word, or a capitalised document noun before one."""
    if not _DATE_FOLLOWS_RE.match(line[word.end() :]):
        return False
    if line[word.start()].isupper() and len(lead.split()) <= HEADER_LINE_WORDS and _JOINED_HEADER_RE.match(lead):
        return True
    noun = _LABEL_NOUN_RE.search(lead)
    before = lead[: noun.start()] if noun else ""
    return bool(noun and _JOINED_HEADER_RE.match(before) and not _NOUN_LEAD_RE.search(before))


def joined_date(line: str, *, order: DayOrder | None = None) -> tuple[str | None, bool]:
    """(date, weak) of a date label a reader joined onto the title line itself, straight after its words
    ("Winter gritting routes and priorities Approved by the Highways Committee on 17 October 2024"): the
    document's statement, though its line is the title. A stamp set off from the title ("Minutes - Held 14
    March 2025") is the title's; ``weak`` as ``weak_label`` says of the label."""
    for word in _DATE_WORD_RE.finditer(line):
        lead = line[: word.start()]
        if re.search(r"[^\W_]\s$", lead) and _joined_label(line, word, lead):
            found = line_date(line[word.start() :], order=order)
            if found:
                return found, weak_label(line[word.start() :])
    return None, False


def _short_lead(line: str, word: re.Match[str], lead: str) -> bool:
    """A short header line whose few leading words lead to a date word that the date follows."""
    # a short sentence that ends with the date is a header line too ("Plan agreed by the editor on 10 April 2025.")
    header = _SENTENCE_DATE_END_RE.sub("", line.strip())
    header = _DASH_WORD_RE.sub(" ", header)  # "Working draft – version 0.2, circulated ...": a dash is no word
    # a stamp line that ends with its date may run a few words longer: who it went to stands before the date
    # ("Version 0.3, circulated to the partners and the pharmacy staff 8 December 2025"), not a sentence ("The
    # project was notified to the HSE on form F10 on 3 March 2025.")
    stamp = (
        len(header) <= HEADER_LINE_CHARS
        and _YEAR_END_RE.search(line.strip())
        and not TABLE_ROW_RE.search(header)
        and not _FINITE_RE.search(lead)
    )
    if len(lead.split()) > _SHORT_LEAD_WORDS or not (header_line(header) or stamp):
        return False
    if OTHER_DATE_RE.search(lead + word.group()) or _FUTURE_RE.search(lead) or _ANOTHER_RE.search(lead):
        return False
    return bool(_DATE_FOLLOWS_RE.match(line[word.end() :]))


#: "The previous meeting was held on ...", "These terms replace the group terms dated 1 March 2022": another one's date
_ANOTHER_RE = re.compile(r"\b(?:previous|prior|earlier|next|replac(?:es?|ed|ing)|supersed(?:es?|ed|ing))\b", re.I)
_YEAR_END_RE = re.compile(r"(?<!\d)(?:19|20)\d\d$")
_FINITE_RE = re.compile(r"\b(?:is|was|are|were|has|have|had|be|been)\b", re.I)
_DASH_WORD_RE = re.compile(r"\s[-\u2013\u2014]\s")
#: "... on 10 April 2025.", or with a few words that qualify the figures after it: "Outstanding claims as at 30
#: June 2025, by line of business.", "Prices as at 1 May 2025, excluding VAT."
_SENTENCE_DATE_END_RE = re.compile(r"(?<=\d)(?:,\s+(?:[^\W\d_]+\s+){0,5}[^\W\d_]+)?\.$")


def other_date_tail(after: str) -> bool:
    """Whether the few words before a colon (after a date word, or leading a line) name another date:
    "Date of birth: ...", "Review date: 1 August 2026", a deadline, a start or an end."""
    label, colon, _ = after.partition(":")
    return bool(colon) and len(label.split()) <= 4 and bool(OTHER_DATE_RE.search(label))


def cut(value: str) -> str:
    """A date line's value up to the next field ("08 July 2025 | Next review due: 08 July 2028")."""
    return re.split(r"\s[|\u00b7\u2022]\s|;\s", value, maxsplit=1)[0]


def header_line(line: str) -> bool:
    """A subtitle or label ("Minutes, 14 October 2025", "Quarter ending Q1 2026"), not a sentence
    that mentions a date: short, and not ending like a sentence (a full stop after a date set off by a
    comma closes a byline's fields, not a sentence)."""
    words = line.split()
    if TABLE_ROW_RE.search(line):  # "Month: January 2025; kWh: 41200": a table's data, not its date
        return False
    ended = line.endswith((".", "!", "?")) and not _SET_OFF_DATE_END.search(line)
    return len(line) <= HEADER_LINE_CHARS and len(words) <= HEADER_LINE_WORDS and not ended


#: A byline's fields closed by a full stop, the last a date ("The parish council, help page, March 2023."):
#: three fields or more, a list of labels, not a sentence ("First performed at the Playhouse, 5 February
#: 2026." is an event's date).
_SET_OFF_DATE_END = re.compile(
    r"^[^,.;!?]+,[^,.;!?]+,\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?" + MONTH_END + r"\s+(?:19|20)\d\d\.$", re.I
)


#: A label of the days the work was done ("Date of inspection: 24 and 25 June 2024", "Site visit made on ...",
#: "Surveyed 3 March 2025") or of the day the document takes effect ("Effective from 1 April 2025", "Valid
#: from ...", "Applies from ..."): the document's date only when it gives no date it was written, issued,
#: approved or signed ("Report signed: 30 July 2024", "Published 3 March 2025").
_EMBARGO = r"(?:strictly\s+)?(?:under\s+)?embargo(?:ed)?\b|not\s+for\s+(?:publication|release|broadcast)\s+before\b"
_WEAK_LABEL_RE = re.compile(
    r"^\W*(?:(?:date\s+of\s+(?:the\s+)?|dates?\s+of\s+)?(?:site\s+)?"
    # "Site visit made on 3 June 2025" (an appeal's), "Assessment undertaken on ...", "Audit conducted: ..."
    # one or two nouns of the work: "Date of inspection visit: 8 and 9 July 2025", "Survey visit on ..."
    r"(?:(?:inspection|visit|survey|audit|assessment|fieldwork|sampling|walk-?round|examination|test|check|"
    r"servicing|calibration)s?\s+)?"
    r"(?:inspection|visit|survey|audit|assessment|fieldwork|sampling|walk-?round|examination|test|check|"
    r"servicing|calibration)s?(?:\s+dates?)?\s*"
    r"(?::|on\b|(?:carried|made|conducted|undertaken|held)\b)|"
    r"(?:inspected|surveyed|visited|audited|assessed|sampled|examined)\b|"
    # the things a review looked at, then when: "Files reviewed: 10 to 14 November 2025", "Cases sampled on ...";
    # not the document reviewed ("Policy reviewed:", "Last reviewed:")
    rf"(?:[^\W\d_]+\s+)?(?!(?:{DOC_NOUNS})\b)[^\W\d_]{{2,}}(?<![siu])s\s+"
    r"(?:reviewed|checked|sampled|tested|inspected|examined|audited|visited|surveyed|assessed)\b|"
    r"(?:samples?|readings?|measurements?|photo(?:graph)?s?)\s+taken\b|"
    r"(?:effective|valid|applies|applicable|in\s+force|in\s+effect)(?:\s+date)?\s*(?:from\b|as\s+of\b|on\b|:)|"
    r"effective\s+date\b|"
    # the hour a press release may be used ("EMBARGOED until 00:01, 9 June 2025", "Under embargo until ...",
    # "Not for publication before ..."): the release's date only when it gives no other, a dateline included
    rf"{_EMBARGO})",
    re.I,
)
_EMBARGO_RE = re.compile(rf"^\W*(?:{_EMBARGO})", re.I)


#: Where one sentence ends and the next begins on a line that holds a paragraph ("This story first appeared
#: on 5 June 2025. Republished here on 10 June 2025."), or where a reader joined a sentence onto a title
#: with no stop between them ("... for the year ended 31 March 2025 These statements were approved ...").
_SENTENCE_END_RE = re.compile(
    r"(?<=[a-z\d)][.!?])\s+(?=[\"'\u201c]?[A-Z])|(?<=[a-z\d])\s+(?=(?-i:This|These)\s)|"
    # "... for the year ended 31 March 2025 The trustees approved ...": a capital "The" after a year starts one
    r"(?<=(?<!\d)(?:19|20)\d\d)\s+(?=(?-i:The)\s)"
)


def sentences(line: str) -> list[str]:
    """The sentences of a line, so a date sentence inside a paragraph is read as the line it would be."""
    return [part for part in _SENTENCE_END_RE.split(line.strip()) if part]


def embargo_line(line: str) -> bool:
    """Whether a line is a press release's embargo ("EMBARGOED UNTIL 00:01 TUESDAY 3 JUNE 2025"): a label even
    when it stands first, where a title would be, since it says when the release may be used, not what it is."""
    return bool(_EMBARGO_RE.match(line))


#: A line giving the day the document was written, before it was approved or issued ("Prepared by: the pharmacy
#: manager, 2 June 2025", "Drafted by HR on ..."): an approval, issue or publication line below it is later.
_PREPARED_RE = re.compile(r"^\W*(?:prepared|drafted|compiled|written|authored)\b", re.I)


def prepared_label(line: str) -> bool:
    """Whether a date line gives the day the document was prepared (``_PREPARED_RE``)."""
    return bool(_PREPARED_RE.match(line))


def weak_label(line: str) -> bool:
    """Whether a date line gives the days of the work or the day the document takes effect (``_WEAK_LABEL_RE``)."""
    return bool(_WEAK_LABEL_RE.match(line))
