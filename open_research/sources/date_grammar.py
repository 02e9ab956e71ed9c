"""The date grammar: the dates, months and periods a short text names, read the same everywhere.

``sources.dates`` reads a document's own date with it and ``evidence.normalize`` reads figures with
it, so "2 March 2026", "Q1 2026", "FY2025" or "2023-24" mean one thing wherever they are met. A period
stands for its first day, and a time after today is a plan, never a document's date.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import re
from dataclasses import dataclass

from open_research.sources.date_order import DayOrder
from open_research.sources.named_years import named_year, numbered_day

__all__ = [
    "MONTH",
    "MONTH_END",
    "MONTH_YEAR_RE",
    "DateSpan",
    "date_spans",
    "month_number",
    "period_date",
    "today",
    "valid_date",
]

MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
#: A line that ends with a month's name or a date's day ("... 1st September 2024").
MONTH_END = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
#: Between a day and a month's name ("14 March", "14-Mar", "14th of March", "14th day of March"), and between a month's
#: name and a year ("March 2025", "Mar-2025", "March, 2025").
_DAY_SEP = r"(?:\s+day)?(?:\s+of\s+|\s*[-/.]\s*|\s+)"  # "14th day of March 2025": a deed's date
_SEP = r"(?:\s*[-/.]\s*|,?\s+)"
#: Full dates, most specific first, in every common order and separator: year first ("2026-03-02",
#: "2026/3/2", "2026.03.02"), day first ("2 March 2026", "14-Mar-2025", "14th of March, 2025"), month
#: first ("March 2, 2026", "Mar 18 2025"), figures ("02/03/2026", "14-03-2025", "26.02.25"; dotted figures
#: are day first, as no one writes the month first with dots: "07.02.2025" is 7 February). A two-digit year
#: is read only where it cannot be a day: after a month's name and a hyphen or slash ("14-Mar-25"),
#: or as the third of three two-digit fields with one separator ("26.02.25").
_DATE_RES = (
    (re.compile(r"(?<![\d.])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])"), ("y", "m", "d")),
    (re.compile(r"(?<![\d./])(\d{4})/(\d{1,2})/(\d{1,2})(?![\d/])"), ("y", "m", "d")),
    (re.compile(r"(?<![\d./])(\d{4})\.(\d{2})\.(\d{2})(?![\d]|\.\d)"), ("y", "m", "d")),  # not "2025.1.3"
    # year first with the month's name: "2025-Mar-03", "2025/March/3"
    (re.compile(rf"(?<![\d.])((?:19|20)\d\d)([-/.]){MONTH}\2(\d{{1,2}})(?![\d:])", re.I), ("y", "sep", "mon", "d")),
    (
        re.compile(rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?{_DAY_SEP}{MONTH}{_SEP}(\d{{4}})(?!\d)", re.I),
        ("d", "mon", "y"),
    ),
    (re.compile(rf"\b{MONTH}\s*[-\s]\s*(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)", re.I), ("mon", "d", "y")),
    (
        re.compile(
            rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?(?:\s*[-/]\s*){MONTH}\s*[-/']\s*(\d{{2}})(?![\d/.:-])", re.I
        ),
        ("d", "mon", "yy"),
    ),
    # "3 Mar 25", "Mon 3rd Mar 25": after a day and a month's name, two figures can only be the year
    (
        re.compile(
            rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?\s+{MONTH}\s+'?(\d{{2}})(?![\d%]|[/.:,-]\d|\s*(?:%|[ap]\.?m\b))",
            re.I,
        ),
        ("d", "mon", "yy"),
    ),
    (re.compile(r"(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/]|\.\d)"), ("a", "sep", "b", "y")),
    (re.compile(r"(?<![\d./-])(\d{2})([/.-])(\d{2})\2(\d{2})(?![\d/.:-])"), ("a", "sep", "b", "yy")),
    # "3/10/25", "24/1/26": a slash date with a one-digit day or month and a two-digit year, as forms are filled
    (re.compile(r"(?<![\d./-])(\d{1,2})(/)(\d{1,2})/(\d{2})(?![\d/.:-])"), ("a", "sep", "b", "yy")),
)
#: A format the text says its dates are in ("Date (dd/mm/yyyy): 03/06/2025", "MM-DD-YY"): it settles the order.
_FORMAT_HINT_RE = re.compile(r"\b(dd|mm)\s*([/.-])\s*(mm|dd)\s*\2\s*(?:yyyy|yy|ccyy)\b", re.I)
#: A week named by its first day ("w/b 3.3.25", "w/c 10/03/2025", "Week commencing 3-3-25"): day first, as
#: the label is British, and a two-digit year is read even with one-digit days and months.
_WEEK_OF_RE = re.compile(
    r"\b(?:w/[bcs]|w\.[bc]\.|week\s+(?:beginning|commencing|starting))\s*:?\s*"
    r"(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.:-])",
    re.I,
)
#: Month names of the other languages a share holds letters in (French, German, Spanish, Italian, Dutch,
#: Portuguese): "Lyon, le 14 mars 2025", "Berlin, 3. März 2025", "14 de marzo de 2025". English names and
#: their abbreviations are read by ``MONTH``.
_FOREIGN_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            "janvier januar enero gennaio januari janeiro",
            "février fevrier februar febrero febbraio februari fevereiro",
            "mars märz maerz marzo maart março",
            "avril abril aprile",
            "mai mayo maggio mei maio",
            "juin juni junio giugno junho",
            "juillet juli julio luglio julho",
            "août aout august agosto augustus",
            "septembre septiembre settembre setembro",
            "octobre oktober octubre ottobre outubro",
            "novembre noviembre novembro",
            "décembre decembre dezember diciembre dicembre dezembro",
        ),
        start=1,
    )
    for name in names.split()
}
_FOREIGN_DATE_RE = re.compile(  # the month's word is looked up in ``_FOREIGN_MONTHS``: one alternation is slow
    r"(?<![\d.])(\d{1,2})(?:er|\.|º|°)?\s+(?:de\s+)?([^\W\d_]{3,9})\s+(?:de\s+)?(\d{4})(?!\d)"
)
_FOREIGN_MONTH_YEAR_RE = re.compile(r"(?<![\w.])([^\W\d_]{3,9})\s+(?:de\s+)?((?:19|20)\d\d)(?![\d/-])")
#: A day written as an ordinal word, as deeds and formal minutes write it ("the twenty-third day of January
#: 2025", "the first of March, 2025").
_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_DAY_WORDS = {
    word: number
    for number, word in enumerate(
        [
            *_UNITS,
            *"tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth".split(),
            *"seventeenth eighteenth nineteenth".split(),
            "twentieth",
            *(f"twenty-{u}" for u in _UNITS),
            "thirtieth",
            "thirty-first",
        ],
        start=1,
    )
}
_DAY_WORD_DATE_RE = re.compile(
    rf"\b((?:twenty|thirty)[-\s]?[a-z]+|[a-z]+)(?:\s+day)?\s+of\s+{MONTH},?\s+(\d{{4}})(?!\d)", re.I
)
#: "10–16 March 2025", "28 Feb – 6 Mar 2025", "Mon 10 - Fri 14 March 2025", "March 10-16, 2025", and days
#: listed ("24 and 25 June 2024", "3, 4 & 5 March 2025", "March 10 and 11, 2025"): they stand for the first.
_DAY_SEP = r"(?:,\s*\d{1,2}(?:st|nd|rd|th)?)*\s*(?:[-\u2013\u2014]|\s(?:to|until|and|&)\s|&)\s*"
_DAY_RANGE_RE = re.compile(
    rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+{MONTH})?{_DAY_SEP}"
    rf"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH},?\s+(\d{{4}})(?!\d)|"
    rf"\b{MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?{_DAY_SEP}\d{{1,2}}(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)",
    re.I,
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


def _century(yy: int) -> int:
    """A two-digit year: this century unless that is more than a year ahead ("99" is 1999)."""
    return 2000 + yy if 2000 + yy <= today().year + 1 else 1900 + yy


def month_number(token: str) -> int:
    return _MONTHS[token[:3].lower()]


def valid_date(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= 31 and 1000 <= y <= 2999


def date_spans(text: str, *, both_orders: bool = False, order: DayOrder | None = None) -> list[DateSpan]:
    """The full dates in a text, the more specific forms first, none overlapping another.

    "02/03/2026" is read day-first and month-first; unless ``both_orders``, only one reading is kept
    when the other is impossible or the same day, or when the text says its format ("dd/mm/yyyy") or the
    document's ``order`` (``date_order.figure_order``) settles it. A match with no valid reading claims no text.
    """
    taken = bytearray(len(text))
    out: list[DateSpan] = []
    hint = _FORMAT_HINT_RE.search(text)
    said = hint.group(1).lower() if hint else {"dmy": "dd", "mdy": "mm"}.get(order or "")
    day_first = _WEEK_OF_RE.search(text) is not None or said == "dd"
    month_first = said == "mm"
    for m in _WEEK_OF_RE.finditer(text):
        y = int(m.group(4)) if len(m.group(4)) == 4 else _century(int(m.group(4)))
        if valid_date(y, int(m.group(3)), int(m.group(1))):
            out.append(DateSpan(m.start(1), m.end(4), y, frozenset({(y, int(m.group(3)), int(m.group(1)))})))
            taken[m.start(1) : m.end(4)] = b"\x01" * (m.end(4) - m.start(1))
    for rx, fields in _DATE_RES:
        for m in rx.finditer(text):
            if any(taken[m.start() : m.end()]) or (fields[0] == "d" and numbered_day(text, m.start())):
                continue
            g = dict(zip(fields, m.groups(), strict=True))
            y = int(g["y"]) if "y" in g else _century(int(g["yy"]))
            if "a" in g:  # dd/mm/yyyy or mm/dd/yyyy: both readings only when they are the same day
                a, b = int(g["a"]), int(g["b"])
                readings = (
                    {(y, b, a), (y, a, b)}
                    if both_orders
                    else {(y, b, a)}
                    if day_first
                    else {(y, a, b)}
                    if month_first
                    else {(y, b, a)}
                    if a > 12 or a == b or g["sep"] == "."  # "07.02.2025": dots are written day first
                    else {(y, a, b)}
                    if b > 12
                    else {(y, b, a), (y, a, b)}
                )
            else:
                month = int(g["m"]) if "m" in g else month_number(g["mon"])
                readings = {(y, month, int(g["d"]))}
            if not any(valid_date(*r) for r in readings):
                continue
            out.append(DateSpan(m.start(), m.end(), y, frozenset(readings)))
            taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    for m in _DAY_WORD_DATE_RE.finditer(text):
        day = _DAY_WORDS.get(re.sub(r"\s", "-", m.group(1).lower()), 0)
        y, mo = int(m.group(3)), month_number(m.group(2))
        if day and not any(taken[m.start() : m.end()]) and valid_date(y, mo, day):
            out.append(DateSpan(m.start(), m.end(), y, frozenset({(y, mo, day)})))
            taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    for m in _FOREIGN_DATE_RE.finditer(text):
        y, mo, d = int(m.group(3)), _FOREIGN_MONTHS.get(m.group(2).lower(), 0), int(m.group(1))
        if not any(taken[m.start() : m.end()]) and valid_date(y, mo, d):
            out.append(DateSpan(m.start(), m.end(), y, frozenset({(y, mo, d)})))
    return out


_QUARTER_RE = re.compile(
    r"\b(?:Q([1-4])|([1-4])Q)[\s\-/]*(?:FY\s*)?'?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)[\s\-/]*Q([1-4])\b", re.I
)
_QUARTER_WORDS_RE = re.compile(
    r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?\s+(?:FY\s*)?((?:19|20)\d\d)\b", re.I
)
_HALF_RE = re.compile(
    r"\b(?:H([12])|([12])H)[\s\-/]*(?:FY\s*)?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)[\s\-/]*H([12])\b", re.I
)
#: A quarter or half with a two-digit year, as finance writes them: "Q3 FY25", "Q1'25", "Q2-24", "1Q25", "H1 FY26".
#: A space alone ("Q1 25") is not enough: it may be a count.
_PART_YY = r"(?:\s*FY\s*['\u2019]?|\s*['\u2019]|-)(\d\d)(?![\d%]|[.,:/-]\d)"
_PART_YY_RES = (
    (re.compile(rf"\bQ([1-4]){_PART_YY}|\b([1-4])Q(\d\d)\b", re.I), 3),
    (re.compile(rf"\bH([12]){_PART_YY}|\b([12])H(\d\d)\b", re.I), 6),
)
_FY_RE = re.compile(
    r"\b(?:FY|fiscal(?:\s+year)?|financial\s+year)[\s\-]*'?((?:19|20)\d\d|\d\d)(?:\s*[/\-]\s*\d{2,4})?\b", re.I
)
#: "2025-09": a month written in figures, as in "reports/2025-09.md" (not "2010-11", a split year).
_YEAR_MONTH_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)-(0[1-9]|1[0-2])(?![\w/]|[-.]\d)")
_SPLIT_YEAR_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)\s*/\s*((?:19|20)?\d\d)(?![\w./-])")  # "2024/25", "2024/2025"
_YEAR_RANGE_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)\s?[-\u2013]\s?((?:19|20)\d\d|\d\d)(?![\w./]|[-\u2013]\d)")
_YEAR_RE = re.compile(r"(?<![\w.:/$€£#-])((?:19[5-9]|20\d)\d)(?![\w%$€£]|[.,:/-]\d)")
_PAREN_YEAR_RE = re.compile(r"\(\s*((?:19[5-9]|20\d)\d)\s*\)")
#: "Jan-25", "Sept '24": a month and a two-digit year (with a space it would be a day: "Jan 25").
_MONTH_YY_RE = re.compile(rf"\b{MONTH}\s?[-/'\u2019]\s?(\d{{2}})(?![\d/.:-])", re.I)
#: "12/2023", "03.2024": a month by number and a year, standing alone (not "KW 2/2025", a week, nor "1/2025/03").
_NUMBERED_RE = re.compile(r"(?:issue|no\.?|nr\.?|number|ref\.?|#)\s*$", re.I)
_NUMBER_MONTH_YEAR_RE = re.compile(r"(?<![\w/.:-])(0?[1-9]|1[0-2])[/.]((?:19|20)\d\d)(?![\w/%]|[.:-]\d)")
#: "March-2025", "Mar/2025", "March, 2025": a month and a year with another separator than a space.
_MONTH_SEP_YEAR_RE = re.compile(rf"\b{MONTH}\s*(?:[-/]|,)\s*(\d{{4}})(?!\d)", re.I)
#: "Jan-Mar 2025", "November to February 2025": a range of months counts from its first (of the year
#: before when it runs over the new year).
_MONTH_RANGE_RE = re.compile(rf"\b{MONTH}\s*(?:[-\u2013\u2014/]|\s(?:to|until)\s)\s*{MONTH}[\s,]+(\d{{4}})(?!\d)", re.I)
#: "Spring 2025", "Autumn term 2024", "Winter 2024/25": a season stands for its first month.
#: A span of seasons counts from its first ("Autumn/Winter 2025", "autumn-winter-2025", "Spring & Summer 2025").
#: A word or two may name what it holds ("Spring campaign 2023"); not after "fall" ("Fall arrest kit 2025").
_SEASON_RE = re.compile(
    r"\b(?P<season>spring|summer|autumn|fall|winter)"
    r"(?:\s*(?:[-/&\u2013]|[\s-](?:and|to)[\s-])\s*(?:spring|summer|autumn|fall|winter))?"
    r"(?:\s+(?:term|edition|issue|semester)|(?<!fall)(?P<gap>(?:\s+(?!(?:and|or|to|of|the|for|in|on|at|from|until|"
    rf"since|by|with|{MONTH_END})\b)[^\W\d_]{{3,}}){{1,2}}))?[\s,\-]+(?P<year>(?:19|20)\d\d)"
    r"(?P<split>\s*[/\-\u2013]\s*\d{2}(?:\d{2})?(?!\d))?",
    re.I,
)
_SEASON_MONTH = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
#: "2025-W14", "week 14, 2025", "wk 14 2025", "W14 2025", "KW 14/2025": an ISO week stands for its Monday.
_WEEK_RE = re.compile(
    r"\b((?:19|20)\d\d)-?W(\d{1,2})\b|"
    r"\b(?:week|wk|k?w)\.?\s*(?:no\.?\s*)?(\d{1,2}),?\s*(?:\s|/|-|of\s+)\s*((?:19|20)\d\d)\b",
    re.I,
)
_ORDINAL_QUARTER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


def today() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def period_date(
    text: str, *, bare_year: bool = True, order: DayOrder | None = None, plan_span: bool = False
) -> tuple[str, int] | None:
    """The most specific date or period a short text names, as (YYYY-MM-DD, specificity): a full date
    (4), a month (3), a quarter or half (2), a fiscal or calendar year (1). A period stands for its
    first day; a time after today is a plan, not the document's date, and is left out. ``bare_year``
    lets a year alone count ("Fee schedule 2024"); a year in parentheses always does. ``order`` is the
    document's order of figure dates (``date_order.figure_order``). ``plan_span`` keeps a span of years to come
    ("Noise action plan 2029-2033", "Budget 2027/28"): a title names the period a plan is written for."""
    now = today()
    found: list[tuple[int, int, str]] = []  # (specificity, -position, iso)

    def add(spec: int, pos: int, y: int, m: int = 1, d: int = 1, *, span: bool = False) -> None:
        try:
            when = dt.date(y, m, d)
        except ValueError:
            return
        if when <= now or (span and plan_span):
            found.append((spec, -pos, when.isoformat()))

    taken = bytearray(len(text))
    for m in _DAY_RANGE_RE.finditer(text):
        if numbered_day(text, m.start()):
            continue
        taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
        if m.group(5):  # "March 10-16, 2025"
            add(4, m.start(), int(m.group(7)), month_number(m.group(5)), int(m.group(6)))
        else:  # "28 Feb - 6 Mar 2025": the first month, of the year before when the span runs over the new year
            closes = month_number(m.group(3))
            opens = month_number(m.group(2)) if m.group(2) else closes
            add(4, m.start(), int(m.group(4)) - (opens > closes), opens, int(m.group(1)))
    for span in date_spans(text, order=order):
        if any(taken[span.start : span.end]):
            continue
        taken[span.start : span.end] = b"\x01" * (span.end - span.start)
        if len(span.valid) == 1:
            add(4, span.start, *span.valid[0])
    for m in MONTH_YEAR_RE.finditer(text):
        if not any(taken[m.start() : m.end()]):
            add(3, m.start(), int(m.group(2)), month_number(m.group(1)))
    for m in _FOREIGN_MONTH_YEAR_RE.finditer(text):  # "mars 2025", "OKTOBER 2025", "marzo de 2025"
        month = _FOREIGN_MONTHS.get(m.group(1).lower(), 0)
        if month and not any(taken[m.start() : m.end()]):
            add(3, m.start(), int(m.group(2)), month)
    for m in _MONTH_RANGE_RE.finditer(text):
        opens, closes = month_number(m.group(1)), month_number(m.group(2))
        add(3, m.start(), int(m.group(3)) - (opens > closes), opens)
    for rx in (_MONTH_YY_RE, _MONTH_SEP_YEAR_RE):
        for m in rx.finditer(text):
            if not any(taken[m.start() : m.end()]):
                year = int(m.group(2))
                add(3, m.start(), year if year > 99 else _century(year), month_number(m.group(1)))
    weeks = [range(w.start(), w.end()) for w in _WEEK_RE.finditer(text)]
    for m in _NUMBER_MONTH_YEAR_RE.finditer(text):
        numbered = _NUMBERED_RE.search(text[max(0, m.start() - 12) : m.start()])  # "Issue 3/2024": a number
        if not any(taken[m.start() : m.end()]) and not any(m.start() in w for w in weeks) and not numbered:
            add(3, m.start(), int(m.group(2)), int(m.group(1)))
    for m in _WEEK_RE.finditer(text):
        year, week = (int(m.group(1)), int(m.group(2))) if m.group(1) else (int(m.group(4)), int(m.group(3)))
        if not any(taken[m.start() : m.end()]) and 1 <= week <= 53:
            with contextlib.suppress(ValueError):
                monday = dt.date.fromisocalendar(year, week, 1)
                add(3, m.start(), monday.year, monday.month, monday.day)
    for m in _SEASON_RE.finditer(text):
        if m["gap"] and m["split"]:
            continue  # "Winter plan 2025/26": a plan for two years, not a season's
        season, year = m["season"].lower(), int(m["year"])
        # "Winter 2025" is its January to February; "Winter 2024/25" starts in December 2024
        month = 1 if season == "winter" and not m["split"] else _SEASON_MONTH[season]
        add(2, m.start(), year, month)
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
    for rx, months in _PART_YY_RES:
        for m in rx.finditer(text):
            part, yy = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            add(2, m.start(), _century(int(yy)), months * (int(part) - 1) + 1)
    for m in _FY_RE.finditer(text):
        y = int(m.group(1))
        add(1, m.start(), y + 2000 if y < 100 else y)
    for m in _SPLIT_YEAR_RE.finditer(text):
        if int(m.group(2)) in ((int(m.group(1)) + 1) % 100, int(m.group(1)) + 1):
            add(1, m.start(), int(m.group(1)), span=True)
    for m in _YEAR_RANGE_RE.finditer(text):  # "2023-24", "2026-2030": a range counts from its start
        first, last = int(m.group(1)), m.group(2)
        if (len(last) == 2 and int(last) == (first + 1) % 100) or (len(last) == 4 and 0 < int(last) - first <= 50):
            add(1, m.start(), first, span=True)
    years = _YEAR_RE if bare_year else _PAREN_YEAR_RE
    if not found:
        for m in years.finditer(text):
            before = text[max(0, m.start() - 40) : m.start()]
            if not any(taken[m.start() : m.end()]) and not named_year(before):
                add(1, m.start(), int(m.group(1)))
    if not found:
        return None
    spec, _, iso = max(found)
    return iso, spec
