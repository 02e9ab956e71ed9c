"""What a source states a value of: (subject and attribute words, kind of value, value) per figure.

Two sources conflict only when they give different values of one kind for the same attribute of the
same subject, so each figure a source states is read with what it is the value of: the words of its
clause (a sentence cut at ";", ", but", " and " where each part has its own figure), a label line's
label ("Closing time: 17:00") with the document's title, or a table row's header cell with the row's
first cell ("Service: Storage per pallet per week; Price: EUR 2.40"). The kind keeps values apart
that no reader would compare: a clock time is not a count, kilograms are not days, a price is not a
surcharge ("1.00 EUR more") and a price per week is not a price per pallet. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from open_research.evidence.normalize import Figure, figures, unit_canon
from open_research.evidence.passages import sentence_spans
from open_research.evidence.recency import is_date_line
from open_research.text import content_stems, stem

__all__ = ["Statement", "doc_stems", "restates_past", "statements", "text_statements"]

#: A unit's dimension and its factor to the dimension's base, so "2 weeks" and "14 days" are one value.
_DIMENSIONS: dict[str, tuple[str, float]] = {
    "g": ("mass", 0.001),
    "kg": ("mass", 1.0),
    "tonne": ("mass", 1000.0),
    "ms": ("duration", 0.001),
    "s": ("duration", 1.0),
    "min": ("duration", 60.0),
    "h": ("duration", 3600.0),
    "day": ("duration", 86400.0),
    "week": ("duration", 604800.0),
    "month": ("duration", 2592000.0),
    "year": ("duration", 31536000.0),
    "mm": ("length", 0.001),
    "cm": ("length", 0.01),  # fmt: skip
    "m": ("length", 1.0),
    "km": ("length", 1000.0),
    "mile": ("length", 1609.344),
}
_MONEY = ("usd", "eur", "gbp", "chf")
_CURRENCY_CODE_RE = re.compile(r"(\bEUR|\bUSD|\bGBP|\bCHF|€|\$|£)\s*$")  # "EUR 2.40", "Price: £4.50"
#: Words after a figure ("1.00 EUR more") or before it ("a surcharge of", "minus") that make it a
#: difference to another value, not a value of its own.
_DELTA_AFTER_RE = re.compile(r"^\W{0,2}(?:\w+\s+)?(?:more|extra|less|cheaper|dearer|higher|lower|off)\b", re.I)
_DELTA_BEFORE_RE = re.compile(
    r"\b(?:plus|minus|extra|additional|surcharge|supplement|discount|reduction|increase|decrease|"
    r"rise|raised|reduced|cut)\b(?:\s+\w+){0,2}\s*$",
    re.I,
)
_DELTA_CLAUSE_RE = re.compile(r"\b(?:surcharge|supplement|discount|rebate)\b", re.I)
_PER_RE = re.compile(r"^\s*(?:per|each|every|a|an|/)\s*([A-Za-z]{2,})", re.I)
_NEXT_WORDS_RE = re.compile(r"^\s*(?:([A-Za-z]+)\s+)?([A-Za-z]+)")
_NAME_BEFORE_RE = re.compile(
    r"\b[A-Z][a-z]+\s*$|(?:\+|\d[\s-]|\b(?:no\.|#|number|ext\.?|extension|tel\.?|phone|fax|room|gate|platform|"
    r"route|line|bus|zone|class|classes|step|section|chapter|item|article|clause|box|unit))\s*$",
    re.I,
)
#: An effective date ("from 2 March 2026", "as of ...") says when a value holds, it is not one.
_EFFECTIVE_BEFORE_RE = re.compile(r"\b(?:from|since|as of|effective|starting|until|till|by|on or after)\s*$", re.I)
_PROPOSAL_RE = re.compile(
    r"\b(?:propos\w*|suggest\w*|recommend\w*|under consideration|would|could|might|draft)\b", re.I
)
#: Before a figure in its clause: the figure is not what holds ("not at 17:30", "instead of 16:00",
#: "Until now the warehouse closed at 17:00").
_NOT_HELD_RE = re.compile(
    r"\b(?:not|no longer|never|instead of|rather than|formerly|previously|used to|until now|up from|down from|"
    r"compared (?:with|to)|versus|vs)\b",
    re.I,
)
_SPLIT_RE = re.compile(r";\s+|,\s+(?:but|while|whereas)\s+|\s+(?:but|while|whereas)\s+|,\s+|\s+and\s+")
_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s+|\d+(?:\.\d+)*\.?\s+)?([A-Z][^.!?:;]{1,60})$")
_LABEL_RE = re.compile(r"^\s*(?:[-*•]\s*)?\**([A-Za-z][A-Za-z0-9 ()/&'-]{1,60}?)\**\s*(?<!\d)[:=](?!\d)\s*(\S[^\n]*)$")
_CELL_RE = re.compile(r"^\s*([^:;]{1,60}?)\s*(?<!\d):(?!\d)\s*(\S[^;]*)$")
IGNORED_LABELS = frozenset(
    "date published updated posted modified effective phone tel telephone fax email page ref questions "
    "present minutes version status owner author".split()
    + ["last updated", "last modified", "last revised"]
)
#: Words the kind of value already says: "weight" of a mass, "cost" of a price, "within" of a time span.
_IMPLIED = {
    "mass": {"weight", "weigh", "weighs", "weighing", "heavy", "heavier"},
    "duration": {"within", "take", "takes", "period", "long", "lasts"},
    "money": {"cost", "costs", "price", "priced", "pay", "paid", "charged"},
}
#: Words that qualify how a value is said, not what it is of.
_VAGUE = {stem(w) for w in "instead still currently only sharp approximately around roughly exactly".split()}
_IMPLIED_STEMS = {k: {stem(w) for w in ws} for k, ws in _IMPLIED.items()}
MAX_PER_SOURCE, MAX_TEXT = 400, 200_000  # bounds: statements read per source, characters read


@dataclass(frozen=True)
class Statement:
    """One value a source states, with the words that say what it is the value of."""

    source_id: str
    words: frozenset[str]  # stems naming the subject and attribute (figure, unit and implied words out)
    kind: str  # "time", "date", "mass", "duration", "money:eur", "pct", "count:pallet", "count"; "delta:" ...
    key: str  # the comparable value: equal keys are the same value
    value: str  # the value as written
    quote: str  # the clause or row it stands in, as written
    label: str = ""  # a label line's label or a table row's header, casefolded
    row: frozenset[str] = frozenset()  # a table row's first cell (a label line's title), stemmed
    row_name: str = ""  # a table row's first cell as written
    ordinal: int = 0  # its place among the clause's figures ("from 07:00 to 18:00": 0 and 1)
    proposed: bool = False  # stated as a proposal or a possibility, not as what holds
    heading: str = ""
    context: frozenset[str] = frozenset()  # stems of its heading and its source's title


def _kind_and_key(fig: Figure, before: str, after: str, clause: str) -> tuple[str, str, int] | None:
    """(kind, comparable key, characters of ``after`` that belong to the value) or None when the
    figure is no value worth comparing (a date that only says when, a year, a name like "Pier 4")."""
    alts = fig.alternatives
    nxt_word = re.match(r"^\s*([A-Za-z]+)", after)
    if (
        "." in fig.text
        and any(t.startswith("num:") for t in alts)
        and (_CURRENCY_CODE_RE.search(before) or (nxt_word and unit_canon(nxt_word.group(1))))
    ):
        alts = frozenset(t for t in alts if not t.startswith(("time:", "ver:")))  # "3.20 EUR": a price, not 03:20
    if any(t.startswith("time:") for t in alts):
        return "time", min(t for t in alts if t.startswith("time:")), 0
    if any(t.startswith(("date:", "month:")) for t in alts):
        if _EFFECTIVE_BEFORE_RE.search(before):
            return None
        return "date", min(alts), 0
    if any(t.startswith("ver:") for t in alts):
        return "version", min(alts), 0
    nums = sorted(t for t in alts if t.startswith("num:"))
    if not nums:
        return None
    parts = max(nums, key=len).split(":")
    amount, unit, used = float(parts[1]), (parts[2] if len(parts) > 2 else ""), 0
    if not unit:
        if 1900 <= amount <= 2100 and amount == int(amount):
            return None  # a bare year is a date, usually the document's own
        code = _CURRENCY_CODE_RE.search(before)
        nxt = _NEXT_WORDS_RE.match(after)
        priced = code or (nxt_word and unit_canon(nxt_word.group(1)) in _MONEY)  # "EUR 3.20", "3.20 EUR"
        if (_NAME_BEFORE_RE.search(before) and not priced) or re.match(r"^[\s-]?\d", after):
            return None  # "Pier 4", "no. 12", "extension 4444", "+31 10 555": a name or a number to dial
        if code:
            unit = unit_canon(code.group(1)) or {"€": "eur", "$": "usd", "£": "gbp"}.get(code.group(1), "chf")
        elif nxt and (unit_canon(nxt.group(2)) or (nxt.group(1) and unit_canon(nxt.group(1)))):
            first = nxt.group(1) and unit_canon(nxt.group(1))
            unit = first or unit_canon(nxt.group(2)) or ""
            used = nxt.end(1) if first else nxt.end(2)
    if unit in _DIMENSIONS:
        dim, factor = _DIMENSIONS[unit]
        kind, key = dim, f"{amount * factor:.6g}"
    elif unit in _MONEY:
        kind, key = f"money:{unit}", f"{amount:.6g}"
    elif unit == "pct":
        kind, key = "pct", f"{amount:.6g}"
    else:
        kind, key = f"count:{unit}" if unit else "count", f"{amount:.6g}"
    rest = after[used:]
    if per := _PER_RE.match(rest):
        kind += "/" + stem(per.group(1).casefold())
    if kind.startswith(("money", "pct", "count")) and (
        _DELTA_AFTER_RE.match(rest) or _DELTA_BEFORE_RE.search(before) or _DELTA_CLAUSE_RE.search(clause)
    ):
        kind = "delta:" + kind
    return kind, key, used


def _words(text: str, kind: str) -> frozenset[str]:
    implied = _IMPLIED_STEMS.get(kind.removeprefix("delta:").split(":")[0].split("/")[0], set())
    return frozenset(content_stems(text) - implied - _VAGUE)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    out = list(text)
    for s, e in spans:
        out[s:e] = " " * (e - s)
    return "".join(out)


#: A cheap first look: a digit, or a number word that may count something ("seven days").
_MAY_STATE_RE = re.compile(
    r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"hundred|thousand|million|billion|noon|midday|midnight)\b",
    re.I,
)


def _value_figures(text: str) -> list[Figure]:
    return figures(text) if _MAY_STATE_RE.search(text) else []


def _clauses(sentence: str) -> list[tuple[str, list[Figure]]]:
    """The sentence cut where each part states its own figure (a part without one joins the next),
    each part with its figures (offsets into the part). The sentence's figures are read once."""
    if not _MAY_STATE_RE.search(sentence):
        return []
    figs = _value_figures(sentence)
    if len(figs) < 2:
        return [(sentence, figs)] if figs else []
    cuts = [0] + [x for m in _SPLIT_RE.finditer(sentence) for x in (m.start(), m.end())] + [len(sentence)]
    spans = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts) - 1, 2)]
    out: list[tuple[int, int]] = []
    pending: int | None = None
    for lo, hi in spans:
        lo = pending if pending is not None else lo
        if any(lo <= f.start < hi for f in figs):
            out.append((lo, hi))
            pending = None
        else:
            pending = lo
    if pending is not None:
        if out:
            out[-1] = (out[-1][0], len(sentence))
        else:
            out.append((pending, len(sentence)))
    return [
        (
            sentence[lo:hi],
            [Figure(f.alternatives, f.start - lo, f.end - lo, f.text) for f in figs if lo <= f.start and f.end <= hi],
        )
        for lo, hi in out
    ]


def clause_statements(
    clause: str,
    source_id: str,
    *,
    proposed: bool = False,
    heading: str = "",
    figs: list[Figure] | None = None,
) -> list[Statement]:
    """The values one clause states, each with the clause's words (its figures and their units out)."""
    if clause.rstrip().endswith("?"):
        return []
    figs = _value_figures(clause) if figs is None else figs
    if not figs:
        return []
    read = []
    for f in figs:
        got = _kind_and_key(f, clause[max(0, f.start - 60) : f.start], clause[f.end : f.end + 60], clause)
        if got is not None and not _NOT_HELD_RE.search(clause[: f.start]):
            read.append((f, got))
    if not read:
        return []
    blanked = _blank(clause, [(f.start, f.end + used) for f, (_, _, used) in read] + [(f.start, f.end) for f in figs])
    # a date beside another value says when that value holds: the value is the clause's point
    if any(k != "date" for _, (k, _, _) in read):
        read = [(f, g) for f, g in read if g[0] != "date"]
    prop = proposed or bool(_PROPOSAL_RE.search(clause))
    out = []
    for i, (f, (kind, key, used)) in enumerate(read):
        out.append(
            Statement(
                source_id=source_id,
                words=_words(blanked, kind),
                kind=kind,
                key=key,
                value=clause[f.start : f.end + used].strip(),
                quote=" ".join(clause.split()),
                ordinal=i,
                proposed=prop,
                heading=heading,
            )
        )
    return out


def _is_name(value: str) -> bool:
    """A cell that names its row ("Adult", "Child (4 to 11 years)"), not a value ("9.00 EUR")."""
    return not _value_figures(value) or any(unit_canon(w) is None for w in re.findall(r"[A-Za-z]{2,}", value))


def _row_statements(
    cells: list[tuple[str, str]], source_id: str, proposed: bool, heading: str, title: frozenset[str]
) -> list[Statement]:
    """A table row: each figure cell's value is the value of its header for the row's first cell. A
    line of labels ("Adults: 9.00 EUR; students and seniors: 6.50 EUR") is a label per cell."""
    named = _is_name(cells[0][1])
    key_cell = cells[0][1] if named else ""
    row = frozenset(content_stems(key_cell)) if named else title
    out = []
    for i, (head, value) in enumerate(cells):
        if (named and i == 0) or head.casefold() in IGNORED_LABELS:
            continue
        for s in clause_statements(value, source_id, proposed=proposed, heading=heading)[:1]:
            words = (
                s.words | row | frozenset(content_stems(head)) if named else s.words | frozenset(content_stems(head))
            )
            fields = {**s.__dict__, "words": words, "label": head.casefold(), "row": row, "row_name": key_cell}
            out.append(Statement(**fields))
    return out


def text_statements(
    text: str, source_id: str, title: str = "", *, proposed: bool = False, limit: int = MAX_PER_SOURCE
) -> list[Statement]:
    """Every value a text states: table rows, label lines, then the clauses of its sentences."""
    out: list[Statement] = []
    heading = ""
    title_words = frozenset(content_stems(title))
    for para in _paragraphs(text[:MAX_TEXT]):
        if not para or len(out) >= limit:
            continue
        first = para
        if _HEADING_RE.match(para) and not _value_figures(para):
            heading = _HEADING_RE.match(para).group(1).strip()  # type: ignore[union-attr]
            continue
        if _is_row(para):
            cells = [m.groups() for m in (_CELL_RE.match(c) for c in para.split(";")) if m]
            out += _row_statements(
                [(h.strip(), v.strip()) for h, v in cells], source_id, proposed, heading, title_words
            )
            continue
        label = _LABEL_RE.match(first)
        if label and _prose_after(label.group(2)):
            label = None  # "On Friday nights the ferry runs later: the last ferry leaves at 00:30"
        if label and label.group(1).strip().casefold() not in IGNORED_LABELS:
            name = re.sub(r"\s+", " ", label.group(1)).strip().casefold()
            value = label.group(2).strip().strip("*").strip()
            first_sentence = value[slice(*sentence_spans(value)[0])] if sentence_spans(value) else value
            parts = _clauses(first_sentence)
            value = parts[0][0] if parts else first_sentence
            for s in clause_statements(value, source_id, proposed=proposed, heading=heading):
                words = frozenset(content_stems(name)) | s.words
                out.append(Statement(**{**s.__dict__, "words": words, "label": name, "row": title_words}))
            continue
        flat = " ".join(para.split())
        for lo, hi in sentence_spans(flat):
            sentence = flat[lo:hi].strip()
            if is_date_line(sentence):
                continue
            for clause, figs in _clauses(sentence):
                out += clause_statements(clause, source_id, proposed=proposed, heading=heading, figs=figs)
    return [replace(s, context=frozenset(content_stems(s.heading)) | title_words) for s in out[:limit]]


def restates_past(text: str) -> bool:
    """Whether a clause also names a value that no longer holds ("now 17:00 instead of 16:00")."""
    return bool(_NOT_HELD_RE.search(text))


def _prose_after(value: str) -> bool:
    """A label's value that is a clause of its own (lower case, long): the line is a sentence."""
    return value[:1].islower() and len(value) > 40


def _paragraphs(text: str) -> list[str]:
    """Blocks, list items and label lines, one line each; a block that breaks off mid-sentence (a
    page's markup cut it at "open from 07:00 to 18:00," or "The maximum") joins the next."""
    out: list[str] = []
    joinable = False  # the last unit is prose that may continue
    for block in re.split(r"\n\s*\n", text):
        for line in block.splitlines():
            line = line.strip()
            if not line:
                continue
            starts = bool(re.match(r"[-*•]\s|\d+[.)]\s", line)) or bool(_LABEL_RE.match(line)) or _is_row(line)
            if out and not starts and (joinable or line[0].islower()):
                out[-1] = f"{out[-1]} {line}"
            else:
                out.append(line)
            last = out[-1]
            joinable = not (_LABEL_RE.match(last) or _is_row(last)) and (
                len(line) > 60 or last.endswith((",", ";", "(", "-"))
            )
        if not (out and (out[-1].endswith((",", ";", "(", "-")) or (len(out[-1]) > 60 and out[-1][-1].isalpha()))):
            joinable = False  # the block ends its sentence
    return out


def _is_row(line: str) -> bool:
    cells = line.split(";")
    return len(cells) >= 2 and all(_CELL_RE.match(c) for c in cells)


@lru_cache(maxsize=512)
def _cached(text: str, source_id: str, title: str, proposed: bool) -> tuple[Statement, ...]:
    return tuple(text_statements(text, source_id, title, proposed=proposed))


def statements(record: Mapping[str, Any]) -> tuple[Statement, ...]:
    """The values a ledger record states; a draft or a proposal states each only as proposed."""
    proposed = record.get("status") in ("draft", "proposal")
    return _cached(record.get("text") or "", record["source_id"], record.get("title") or "", proposed)


@lru_cache(maxsize=512)
def _stems_of(text: str) -> frozenset[str]:
    return frozenset(content_stems(text[:MAX_TEXT]))


def doc_stems(record: Mapping[str, Any]) -> frozenset[str]:
    """Every content stem a source uses, its title included."""
    return _stems_of(f"{record.get('title') or ''}\n{record.get('text') or ''}")
