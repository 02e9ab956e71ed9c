"""What a piece of text states, in canonical form: figures and quotations.

A claim and a source passage are compared through these forms, so that "18:00", "18.00" and
"6 pm" are one time, "2 March 2026" and "2026-03-02" one date, "1,500", "1500" and "1.5 thousand"
one number, "12%" and "12 percent" one share, "two weeks" and "14 days" one duration, "3.32" and
"3.32.0" one release, and "seven" the number 7; "-12%" is not "12%" (a sign is part of the value).
A figure carries its unit when one follows it ("5 seconds" is not "5 minutes"). Content words and
their stems are ``open_research.text``'s. Pure functions; no state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from open_research.evidence.quotes import normalize_text, quote_in, quote_key  # noqa: F401  (their home before)
from open_research.evidence.units import BYTES, CURRENCY, SECONDS, UNIT_NAMES, UNITS, unit_canon, unit_words  # noqa: F401
from open_research.sources.dates import MONTH_YEAR_RE, date_spans, month_number, valid_date

__all__ = [
    "UNIT_NAMES",
    "Figure",
    "figure_tokens",
    "unit_canon",
    "unit_words",
    "figures",
    "normalize_text",
    "number_spans",
    "number_tokens",
    "quote_in",
    "quote_key",
]

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = {
    w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"
}
_WORD_NUM = {w: i for i, w in enumerate(_ONES)} | _TENS
_NUMWORD = "|".join(sorted(_WORD_NUM, key=len, reverse=True))
_SCALES = {
    "hundred": 100,
    "thousand": 1_000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
    "k": 1_000,
    "m": 1_000_000,
    "bn": 1_000_000_000,
}
_UNIT_RE = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORDS_NUM = (
    rf"(?:{_NUMWORD})(?:[- ](?:{_NUMWORD}))?(?:\s+hundred(?:\s+(?:and\s+)?(?:{_NUMWORD})(?:[- ](?:{_NUMWORD}))?)?)?"
)

_TIME_RE = re.compile(  # "7 am", "7 in the morning" (group 5), "18:30", "1830h"; "£4.50" is a price
    r"(?<![\d.:,$€£])(?<![$€£]\s)(\d{1,2})(?:([:.])(\d{2}))?\s*(?:([ap])\.?\s?m\b\.?|in\s+the\s+(morning|afternoon|evening)\b|"
    r"(?<=\d{2})\s*(?:h|hrs)\b)?(?![\d:])",
    re.I,
)
#: Words after which a claim's "one" is a count, not an article or a pronoun.
_COUNTED_ONE_RE = re.compile(r"\b(?:only|just|exactly|least|most|than)\s+$", re.I)
#: A package's release named with a hyphen ("diffutils-3.4", "gcc-4.9"): a version, not a negative number.
_NAMED_RELEASE_RE = re.compile(r"(?<=[A-Za-z]-)(\d+\.\d+)(?![\w.]*\d)")
_NOON_RE = re.compile(r"\b(noon|midday|midnight)\b", re.I)
_VERSION_RE = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+){2,})(?![\w.]*\d)")
_NUMBER_RE = re.compile(
    rf"(?P<cur>[$€£])?\s?(?:(?P<sign>(?:(?<=[\s(\[\"'“‘`])|^)[-−])|(?<![\w.,-])(?<![\w]-)|(?<=\d-))"
    rf"(?P<n>{_NUM}|(?:{_WORDS_NUM})(?![\w-])|an?\s+(?=hundred|thousand|million|billion))"
    rf"(?:\s*(?P<scale>hundred|thousand|million|billion|bn|k|m)\b)?"
    rf"(?:\s*-?\s*(?P<unit>{_UNIT_RE})(?![\w]))?",
    re.I,
)


#: Scientific notation ("1.8e+19", "2E13") and powers ("2**31", "2^31"): one figure of its value.
_SCI_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[eE]([+-]?\d{1,3})(?![\w.])")
_POW_RE = re.compile(
    r"(?<![\w.])(\d{1,4}|two|ten)(?:\s*(?:\*\*|\\?\^)\s*|\s+to\s+the\s+(?:power\s+(?:of\s+)?)?)(\d{1,3})"
    r"(?:st|nd|rd|th)?(?:\s+power)?(?![\w.])",
    re.I,
)
_PRODUCT_RE = re.compile(r"(?<![\w.*])(\d{1,6})\s*[*×]\s*(\d{1,6})(?![\w.*])")
#: Digits inside an identifier ("FINDUTILS_4_3_3-1", "SQLITE_MAX_2"): part of a name, no figure.
_IDENT_DIGITS_RE = re.compile(r"\b[A-Za-z]\w*_\w*\d[\w-]*|\b\w*\d\w*_[\w-]*")
#: A claim's figure said to be approximate ("roughly two billion", "about 2,100"): backed by a
#: passage's value that rounds to it within ``APPROX`` ("2**31").
_APPROX_RE = re.compile(
    r"(?:\b(?:roughly|about|around|approximately|approx\.|nearly|almost|circa|some|close\s+to)|~)\s*$", re.I
)
APPROX = 0.1
#: "one" as a count where a range starts with it ("from one to nineteen", "between one and four").
_RANGE_ONE_RE = re.compile(rf"\s*(?:to|and|through|-|–)\s*(?:\d|(?:{_NUMWORD})\b)", re.I)
_MAYBE_FIGURE = re.compile(rf"\d|\b(?:{_NUMWORD}|noon|midday|midnight|hundred|thousand|million|billion)\b", re.I)
#: A period stated without a number ("once every minute", "each hour", "twice a day"): one of its unit, on
#: the source side, so that a claim's "every sixty seconds" is the passage's "every minute".
_PERIOD_RE = re.compile(
    r"\b(?:every|each|per|(?:once|twice|times)\s+(?:an?|every|each|per))\s+"
    r"(second(?!\s+(?:day|week|month|year|hour|minute|line|time|one|of)\b)|minute|hour|day|week)\b",
    re.I,
)


@dataclass(frozen=True)
class Figure:
    """One figure stated in a text: the tokens any of which backs it, and where it stands."""

    alternatives: frozenset[str]
    start: int
    end: int
    text: str


def _canon(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


def _approx(value: float, unit: str | None) -> set[str]:
    """A source value's roundings to one and two significant figures that lie within ``APPROX`` of it:
    what a claim's "roughly N" may say of it ("2147483648" reads "~2000000000")."""
    if abs(value) < 10 or abs(value) >= 1e300:
        return set()
    out = set()
    for digits in (1, 2):
        r = float(f"{value:.{digits - 1}e}")
        if abs(r - value) <= APPROX * abs(value):
            out.add(f"num:~{_canon(r)}" + (f":{unit}" if unit else ""))
    return out


def _words_value(words: str) -> int | None:
    total, current = 0, 0
    for w in re.findall(r"[a-z]+", words.lower()):
        if w in _WORD_NUM:
            current += _WORD_NUM[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w in ("a", "an", "and"):
            continue
        else:
            return None
    return total + current


#: An amount in pence: "25p", "90p a cup", "99 pence" (more than 99p is written in pounds).
_PENCE_RE = re.compile(r"(?<![\w.,£$€-])(\d{1,2})(?:p|\s?[Pp]ence)(?![\w.]|\.\d)")


def figures(text: str, *, source: bool = False, approx: bool = False) -> list[Figure]:
    """Dates, clock times, versions and numbers (with unit) in reading order.

    On the source side every figure also yields its looser readings (a date's year and day, a
    "18.00" as both a time and a number), so a claim that says less is still backed; on the claim
    side "one" and "a" are not figures, since prose uses them as articles. ``approx``: also the
    readings "num:~N" (a source's roundings; a claim's "roughly N"), for the citation check alone.
    """
    out: list[Figure] = []
    periods = list(_PERIOD_RE.finditer(text)) if source else []
    if not periods and not _MAYBE_FIGURE.search(text):
        return out
    taken = bytearray(len(text))

    def free(s: int, e: int) -> bool:
        return not any(taken[s:e])

    def add(alts: set[str], s: int, e: int) -> None:
        while e > s and text[e - 1].isspace():
            e -= 1
        out.append(Figure(frozenset(alts), s, e, text[s:e]))
        taken[s:e] = b"\x01" * (e - s)

    for m in _IDENT_DIGITS_RE.finditer(text):
        taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    for m in _SCI_RE.finditer(text):
        if free(m.start(), m.end()) and abs(value := float(m.group())) < 1e300:  # "1e999": no figure to compare
            add({f"num:{_canon(value)}"} | (_approx(value, None) if source and approx else set()), m.start(), m.end())
    for m in _POW_RE.finditer(text):
        base_n = int(m.group(1)) if m.group(1).isdigit() else _WORD_NUM[m.group(1).lower()]
        if free(m.start(), m.end()) and (value := float(base_n ** int(m.group(2)))) < 1e300:
            add({f"num:{_canon(value)}"} | (_approx(value, None) if source and approx else set()), m.start(), m.end())
    if source:  # "(1024*5) buffer boundaries" also states 5120; its factors stay figures of their own
        for m in _PRODUCT_RE.finditer(text):
            value = float(m.group(1)) * float(m.group(2))
            out.append(Figure(frozenset({f"num:{_canon(value)}"}), m.start(), m.end(), m.group()))
    for span in date_spans(text, both_orders=source):
        if not free(span.start, span.end):
            continue
        alts = {f"date:{y:04d}-{mo:02d}-{d:02d}" for y, mo, d in span.valid}
        if source:
            for y, mo, d in span.readings:
                alts |= {f"num:{y}", f"num:{d}"} | ({f"month:{y:04d}-{mo:02d}"} if valid_date(y, mo, d) else set())
        add(alts, span.start, span.end)
    for m in MONTH_YEAR_RE.finditer(text):
        if free(m.start(), m.end()):
            y = int(m.group(2))
            add(
                {f"month:{y:04d}-{month_number(m.group(1)):02d}"} | ({f"num:{y}"} if source else set()),
                m.start(),
                m.end(),
            )
    for m in _VERSION_RE.finditer(text):
        if free(m.start(), m.end()):
            add({f"ver:{m.group(1)}"}, m.start(), m.end())
    for m in _NAMED_RELEASE_RE.finditer(text):
        if free(m.start(), m.end()):
            add({f"ver:{m.group(1)}.0"}, m.start(), m.end())
    for m in _NOON_RE.finditer(text):
        if free(m.start(), m.end()):
            add({"time:0:00" if m.group(1).lower() == "midnight" else "time:12:00"}, m.start(), m.end())
    for m in _TIME_RE.finditer(text):
        hour, sep, minute, ampm, word = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        ampm = ampm or (word and ("a" if word.lower() == "morning" else "p"))
        if not free(m.start(), m.end()) or (sep is None and ampm is None):
            continue
        h, mnt = int(hour), int(minute or 0)
        if ampm:
            if not 1 <= h <= 12:
                continue
            h = h % 12 + (12 if ampm.lower() == "p" else 0)
        if h > 24 or mnt > 59:
            continue
        alts = {f"time:{h}:{mnt:02d}"}
        if sep == ".":  # "18.00" is a clock time in much of Europe, but also a decimal number
            alts.add(f"num:{_canon(float(hour + '.' + minute))}")
            if minute[0] != "0" and not ampm:
                alts.add(f"ver:{hour}.{int(minute)}.0")  # and "3.32" is release 3.32.0
        if source and sep == ":" and not ampm and h == 24:
            alts.add("time:0:00")
        add(alts, m.start(), m.end())
    for m in periods:
        period = UNITS[m.group(1).lower()]
        if free(m.start(1), m.end(1)):
            add({f"num:1:{period}", f"num:{_canon(SECONDS[period])}:s"}, m.start(1), m.end(1))
    for m in _PENCE_RE.finditer(text):  # "25p a day" is £0.25, not the number 25
        if free(m.start(), m.end()):
            pence = int(m.group(1))
            add({f"num:{_canon(pence / 100)}:gbp"} | ({f"num:{pence}"} if source else set()), m.start(), m.end())
    for m in _NUMBER_RE.finditer(text):
        s = m.start("n")
        e = m.end()
        if not free(s, e) or not m.group("n").strip():
            continue
        raw = m.group("n").strip()
        if raw[0].isdigit():
            value = float(raw.replace(",", ""))
        else:
            words = _words_value(raw)
            if words is None:
                continue
            value = float(words) if words else (1.0 if m.group("scale") else 0.0)
            if not source and raw.lower() in ("one", "a", "an", "zero") and not m.group("scale"):
                counted = (
                    _COUNTED_ONE_RE.search(text, max(0, s - 12), s)
                    or m.group("unit")
                    or _RANGE_ONE_RE.match(text, m.end("n"))
                )
                if raw.lower() != "one" or not counted:
                    continue  # an article; but "only one", "one month", "from one to nine" is a count
        if m.group("sign"):  # "-12%" is not "12%"
            value = -value
        scale = (m.group("scale") or "").lower()
        if scale in ("m",) and not m.group("cur"):
            scale = ""  # "5 m" is five metres, not five million
        if scale:
            value *= _SCALES[scale]
        unit = CURRENCY.get(m.group("cur") or "") or UNITS.get((m.group("unit") or "").lower())
        if scale == "" and (m.group("unit") or "").lower() == "m" and m.group("cur"):
            unit, value = CURRENCY[m.group("cur")], value * 1_000_000
        base = f"num:{_canon(value)}"
        if unit is None or not m.group("unit"):
            e = m.end("scale") if m.group("scale") else m.end("n")
        alts = {base + (f":{unit}" if unit else "")}
        if source and unit:
            alts.add(base)
        if source and m.group("sign") and not (unit or scale or m.group("cur")):
            alts.add(f"num:{_canon(-value)}")  # a bare "-6" is as often an option ("gzip -6") as a sign
        if re.fullmatch(r"\d+\.(?:[1-9]\d*|0)", raw) and not (unit or scale or m.group("sign")):
            alts.add(f"ver:{raw}.0")  # a release "3.32" is release 3.32.0, "3.0" is 3.0.0
        if unit in SECONDS and unit != "s":  # "two weeks" is "14 days"
            alts.add(f"num:{_canon(value * SECONDS[unit])}:s")
        alts |= {f"num:{_canon(value * k)}:byte" for k in BYTES.get(unit or "", ())}  # "4 KiB" is "4096 bytes"
        if source and approx:
            alts |= _approx(value, None) | (_approx(value, unit) if unit else set())
        elif approx and _APPROX_RE.search(text, max(0, m.start() - 16), m.start()):
            alts |= {"num:~" + t[4:] for t in alts if t.startswith("num:") and _two_digits(t)}
        add(alts, m.start() if m.group("cur") else s, e)
    out.sort(key=lambda f: f.start)
    return _share_list_units(text, out) if source else out


def _two_digits(token: str) -> bool:
    """A claim's round figure ("2000000000", "560"): at most two significant digits, so "roughly" it."""
    digits = token.split(":")[1].lstrip("-").replace(".", "").strip("0")
    return 0 < len(digits) <= 2


_LIST_SEP_RE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|to\s+|-|–)\s*")


def _share_list_units(text: str, figs: list[Figure]) -> list[Figure]:
    """In "16, 24 and 32 bit" the unit of the last figure is the unit of each: 24 also reads "24 bit"."""
    for i in range(len(figs) - 2, -1, -1):
        f, nxt = figs[i], figs[i + 1]
        units = {t.rsplit(":", 1)[1] for t in nxt.alternatives if t.count(":") == 2 and t.startswith("num:")}
        plain = [t for t in f.alternatives if t.startswith("num:") and t.count(":") == 1]
        if units and plain and _LIST_SEP_RE.fullmatch(text[f.end : nxt.start]):
            figs[i] = Figure(f.alternatives | {f"{t}:{u}" for t in plain for u in units}, f.start, f.end, f.text)
    return figs


def figure_tokens(text: str, *, source: bool = True) -> set[str]:
    """Every token a text backs (source side: all readings)."""
    return {t for f in figures(text, source=source) for t in f.alternatives}


# ---------------------------------------------------------------- legacy literal helpers
def number_spans(text: str, *, source: bool = False) -> list[tuple[str, int]]:
    """Canonical figure tokens with positions (one token per figure: the most specific reading)."""
    return [(min(f.alternatives, key=lambda t: (-len(t), t)), f.start) for f in figures(text, source=source)]


def number_tokens(text: str, *, source: bool = False) -> set[str]:
    return {t for f in figures(text, source=source) for t in f.alternatives}
