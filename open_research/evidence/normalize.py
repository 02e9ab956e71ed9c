"""What a piece of text states, in canonical form: figures, quotations and content words.

A claim and a source passage are compared through these forms, so that "18:00", "18.00" and
"6 pm" are one time, "2 March 2026" and "2026-03-02" one date, "1,500", "1500" and "1.5 thousand"
one number, "12%" and "12 percent" one share, and "seven" the number 7. A figure carries its unit
when one follows it ("5 seconds" is not "5 minutes"). Pure functions; no state.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Figure", "content_stems", "content_word_spans", "content_words", "figure_tokens", "figures", "normalize_text", "number_spans",
           "number_tokens", "quote_in", "quote_key", "stem"]

_MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
         r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split())
         if w != "_"}
_WORD_NUM = {w: i for i, w in enumerate(_ONES)} | _TENS
_NUMWORD = "|".join(sorted(_WORD_NUM, key=len, reverse=True))
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000,
           "k": 1_000, "m": 1_000_000, "bn": 1_000_000_000}
_UNITS = {
    "%": "pct", "percent": "pct", "per cent": "pct", "percentage points": "pct",
    "ms": "ms", "millisecond": "ms", "milliseconds": "ms", "s": "s", "sec": "s", "secs": "s",
    "second": "s", "seconds": "s", "min": "min", "mins": "min", "minute": "min", "minutes": "min",
    "h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h", "day": "day", "days": "day",
    "week": "week", "weeks": "week", "month": "month", "months": "month", "year": "year", "years": "year",
    "b": "byte", "byte": "byte", "bytes": "byte", "bit": "bit", "bits": "bit", "kb": "kb",
    "kib": "kb", "kilobyte": "kb", "kilobytes": "kb", "mb": "mb", "mib": "mb", "megabyte": "mb",
    "megabytes": "mb", "gb": "gb", "gib": "gb", "gigabyte": "gb", "gigabytes": "gb", "tb": "tb",
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "kilo": "kg", "kilos": "kg", "g": "g", "gram": "g",
    "grams": "g", "t": "tonne", "tonne": "tonne", "tonnes": "tonne", "ton": "tonne", "tons": "tonne",
    "km": "km", "kilometre": "km", "kilometres": "km", "kilometer": "km", "kilometers": "km",
    "m": "m", "metre": "m", "metres": "m", "meter": "m", "meters": "m", "cm": "cm", "mm": "mm",
    "mile": "mile", "miles": "mile", "dollar": "usd", "dollars": "usd", "usd": "usd", "euro": "eur",
    "euros": "eur", "eur": "eur", "pound": "gbp", "pounds": "gbp", "gbp": "gbp",
    "character": "char", "characters": "char", "chars": "char", "line": "line", "lines": "line",
    "item": "item", "items": "item", "thread": "thread", "threads": "thread", "pallet": "pallet",
    "pallets": "pallet", "people": "person", "persons": "person", "visitors": "person",
    "employees": "employee", "staff": "employee", "digit": "digit", "digits": "digit",
}
_CURRENCY = {"$": "usd", "€": "eur", "£": "gbp"}
_UNIT_RE = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORDS_NUM = rf"(?:{_NUMWORD})(?:[- ](?:{_NUMWORD}))?(?:\s+hundred(?:\s+(?:and\s+)?(?:{_NUMWORD})(?:[- ](?:{_NUMWORD}))?)?)?"

_DATE_RES = (
    (re.compile(r"(?<![\d.])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])"), ("y", "m", "d")),
    (re.compile(rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+(\d{{4}})(?!\d)", re.I),
     ("d", "mon", "y")),
    (re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)", re.I), ("mon", "d", "y")),
    (re.compile(r"(?<![\d./])(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?![\d/]|\.\d)"), ("a", "b", "y")),
)
_MONTH_YEAR_RE = re.compile(rf"\b{_MONTH}\s+(\d{{4}})(?!\d)", re.I)
_TIME_RE = re.compile(
    r"(?<![\d.:,])(\d{1,2})(?:([:.])(\d{2}))?\s*(?:([ap])\.?\s?m\b\.?|(?<=\d{2})\s*(?:h|hrs)\b)?(?![\d:])", re.I)
_NOON_RE = re.compile(r"\b(noon|midday|midnight)\b", re.I)
_VERSION_RE = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+){2,})(?![\w.]*\d)")
_NUMBER_RE = re.compile(
    rf"(?P<cur>[$€£])?\s?(?<![\w.,-])(?<![\w]-)(?P<n>{_NUM}|(?:{_WORDS_NUM})(?![\w-])|an?\s+(?=hundred|thousand|million))"
    rf"(?:\s*(?P<scale>hundred|thousand|million|billion|bn|k|m)\b)?"
    rf"(?:\s*-?\s*(?P<unit>{_UNIT_RE})(?![\w]))?", re.I)


_MAYBE_FIGURE = re.compile(rf"\d|\b(?:{_NUMWORD}|noon|midday|midnight|hundred|thousand|million)\b", re.I)


@dataclass(frozen=True)
class Figure:
    """One figure stated in a text: the tokens any of which backs it, and where it stands."""

    alternatives: frozenset[str]
    start: int
    end: int
    text: str


def normalize_text(text: str) -> str:
    """Case, quote-style, dash and whitespace folded, for verbatim-quote checks."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "„": '"',
                                         "–": "-", "—": "-", "\u00ad": None}))
    return re.sub(r"\s+", " ", text).strip()


def quote_key(text: str) -> str:
    """Words only: a quotation that drops a comma or changes quote marks still matches its source."""
    return " ".join(re.findall(r"\w+", normalize_text(text)))


def quote_in(quote: str, text_norm: str) -> bool:
    """Verbatim (after normalisation) occurrence; an ellipsis may skip text between parts."""
    parts = [p.strip(" .,;:!?'\"") for p in re.split(r"\[?(?:\.\.\.|…)\]?", normalize_text(quote))]
    pos = 0
    for part in filter(None, parts):
        i = text_norm.find(part, pos)
        if i < 0:
            return False
        pos = i + len(part)
    return True


def _canon(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


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


def _month(token: str) -> int:
    return _MONTHS[token[:3].lower()]


def _valid(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= 31 and 1000 <= y <= 2999


def figures(text: str, *, source: bool = False) -> list[Figure]:
    """Dates, clock times, versions and numbers (with unit) in reading order.

    On the source side every figure also yields its looser readings (a date's year and day, a
    "18.00" as both a time and a number), so a claim that says less is still backed; on the claim
    side "one" and "a" are not figures, since prose uses them as articles.
    """
    out: list[Figure] = []
    if not _MAYBE_FIGURE.search(text):
        return out
    taken = bytearray(len(text))

    def free(s: int, e: int) -> bool:
        return not any(taken[s:e])

    def add(alts: set[str], s: int, e: int) -> None:
        while e > s and text[e - 1].isspace():
            e -= 1
        out.append(Figure(frozenset(alts), s, e, text[s:e]))
        taken[s:e] = b"\x01" * (e - s)

    for rx, order in _DATE_RES:
        for m in rx.finditer(text):
            if not free(m.start(), m.end()):
                continue
            g = dict(zip(order, m.groups(), strict=True))
            y = int(g["y"])
            if "a" in g:  # dd/mm/yyyy or mm/dd/yyyy: both readings only when they are the same day
                a, b = int(g["a"]), int(g["b"])
                readings = {(y, b, a), (y, a, b)} if source else ({(y, b, a)} if a > 12 or a == b else
                                                                  {(y, a, b)} if b > 12 else {(y, b, a), (y, a, b)})
            else:
                month = int(g["m"]) if "m" in g else _month(g["mon"])
                readings = {(y, month, int(g["d"]))}
            alts = {f"date:{y:04d}-{mo:02d}-{d:02d}" for y, mo, d in readings if _valid(y, mo, d)}
            if not alts:
                continue
            if source:
                for _, mo, d in readings:
                    alts |= {f"num:{y}", f"num:{d}"} | ({f"month:{y:04d}-{mo:02d}"} if _valid(y, mo, d) else set())
            add(alts, m.start(), m.end())
    for m in _MONTH_YEAR_RE.finditer(text):
        if free(m.start(), m.end()):
            y = int(m.group(2))
            add({f"month:{y:04d}-{_month(m.group(1)):02d}"} | ({f"num:{y}"} if source else set()),
                m.start(), m.end())
    for m in _VERSION_RE.finditer(text):
        if free(m.start(), m.end()):
            add({f"ver:{m.group(1)}"}, m.start(), m.end())
    for m in _NOON_RE.finditer(text):
        if free(m.start(), m.end()):
            add({"time:0:00" if m.group(1).lower() == "midnight" else "time:12:00"}, m.start(), m.end())
    for m in _TIME_RE.finditer(text):
        hour, sep, minute, ampm = m.group(1), m.group(2), m.group(3), m.group(4)
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
        if source and sep == ":" and not ampm and h == 24:
            alts.add("time:0:00")
        add(alts, m.start(), m.end())
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
                continue
        scale = (m.group("scale") or "").lower()
        if scale in ("m",) and not m.group("cur"):
            scale = ""  # "5 m" is five metres, not five million
        if scale:
            value *= _SCALES[scale]
        unit = _CURRENCY.get(m.group("cur") or "") or _UNITS.get((m.group("unit") or "").lower())
        if scale == "" and (m.group("unit") or "").lower() == "m" and m.group("cur"):
            unit, value = _CURRENCY[m.group("cur")], value * 1_000_000
        base = f"num:{_canon(value)}"
        if unit is None or not m.group("unit"):
            e = m.end("scale") if m.group("scale") else m.end("n")
        alts = {base + (f":{unit}" if unit else "")}
        if source and unit:
            alts.add(base)
        add(alts, m.start() if m.group("cur") else s, e)
    out.sort(key=lambda f: f.start)
    return _share_list_units(text, out) if source else out


_LIST_SEP_RE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|to\s+|-|–)\s*")


def _share_list_units(text: str, figs: list[Figure]) -> list[Figure]:
    """In "16, 24 and 32 bit" the unit of the last figure is the unit of each: 24 also reads "24 bit"."""
    for i in range(len(figs) - 2, -1, -1):
        f, nxt = figs[i], figs[i + 1]
        units = {t.rsplit(":", 1)[1] for t in nxt.alternatives if t.count(":") == 2 and t.startswith("num:")}
        plain = [t for t in f.alternatives if t.startswith("num:") and t.count(":") == 1]
        if units and plain and _LIST_SEP_RE.fullmatch(text[f.end:nxt.start]):
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


# ---------------------------------------------------------------- content words
_STOP = frozenset("""a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on
once only or other our ours out over own same she should so some such than that the their theirs them then there
these they this those through to too under until up very was we were what when where which while who whom why
will with would you your yours according says said say states stated notes noted reports reported shows show
use used using may might must shall one ones two three whether well via per i.e e.g etc""".split())
_SUFFIXES = ("ations", "ation", "ings", "ing", "edly", "ied", "ies", "ed", "es", "ly", "s")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude, fast stem: common suffixes off, then the first five letters."""
    for suf in _SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            word = word[: -len(suf)]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word[:5]


_WORD_RE = re.compile(r"[^\W\d_][\w'-]*[^\W_]|[^\W\d_]{2}", re.UNICODE)


def content_stems(text: str) -> set[str]:
    """Stems of the content words of a text (stop words and figures left out)."""
    return {stem(w) for w in _WORD_RE.findall(text.casefold()) if w not in _STOP and len(w) > 2}


def content_word_spans(text: str) -> list[tuple[int, str]]:
    """(offset, stem) of each content word of a text, in reading order."""
    out = []
    for m in _WORD_RE.finditer(text):
        w = m.group().casefold()
        if w not in _STOP and len(w) > 2:
            out.append((m.start(), stem(w)))
    return out


def content_words(text: str) -> list[str]:
    """Stems of the content words of a text in reading order (what stands next to what)."""
    return [stem(w) for w in _WORD_RE.findall(text.casefold()) if w not in _STOP and len(w) > 2]
