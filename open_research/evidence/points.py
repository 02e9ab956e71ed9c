"""When two statements are about the same point: the same attribute of the same subject.

Sharing a unit is not enough ("the museum opens at 10:00" and "the cafe opens at 10:30" are two
subjects), nor sharing a keyword ("tickets bought on board cost 1.00 EUR more" is a surcharge, the
"day ticket costs 8.00 EUR" a fare). Two statements are one point when their values are of one kind
and their words say the same thing of the same subject: most of the shorter one's words recur in the
other, no pair of opposite words splits them ("first" / "last", "Saturday" / "weekday"), and what
only one of them names is something the other source speaks of at all. Table rows compare by header
and row, label lines by label and title. Between two sources each statement pairs with its best
match only, so "first departure 06:30" is never compared with "last departure 18:30" when both
sources state both. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from open_research.evidence.normalize import figures
from open_research.evidence.statements import Statement
from open_research.text import STOP_WORDS, content_stems, stem, tokens

__all__ = [
    "another_value",
    "pair_statements",
    "rivals",
    "same_point",
    "same_title_subject",
    "title_words",
    "value_kinds",
    "valued",
    "widened_kinds",
]

#: Words of which a statement names at most one: two statements naming different ones are about
#: different things even when every other word is shared.
_EXCLUSIVE = [
    {stem(w) for w in group.split()}
    for group in (
        "first last",
        "minimum maximum",
        "earliest latest",
        "opens closes",
        "opening closing",
        "inbound outbound",
        "adult adults child children junior juniors student senior",
        "single return",
        "monday tuesday wednesday thursday friday saturday sunday weekday weekdays weekend weekends",
        "summer winter spring autumn",
        "arrival departure",
        "gross net",
        "morning afternoon evening",
        "domestic international",
        "standard express",
    )
]
#: Share of the shorter statement's words the other must state too.
SHARED = 0.6
#: Best-match pairing is quadratic in one source pair's statements of one kind: bounded.
MAX_PAIRING = 60


def _exclusive(a: frozenset[str], b: frozenset[str]) -> bool:
    for group in _EXCLUSIVE:
        ga, gb = a & group, b & group
        if ga - gb and gb - ga:
            return True
    return False


def title_words(title: str) -> frozenset[str]:
    """A title's subject words: no function words, numbers or words any notice's title carries."""
    skip = STOP_WORDS | {"new", "notice", "update", "updated", "policy"}
    return frozenset(w for w in tokens(title.casefold()) if len(w) > 2 and w not in skip and not w.isdigit())


def same_title_subject(a: frozenset[str], b: frozenset[str]) -> bool:
    """Two titles of one document series ("Depot opening hours notice" / "... note")."""
    if not a or not b:
        return False
    return a <= b or b <= a or len(a & b) / len(a | b) >= 0.5


def same_point(
    a: Statement,
    b: Statement,
    doc_a: frozenset[str] = frozenset(),
    doc_b: frozenset[str] = frozenset(),
) -> float:
    """How surely ``a`` and ``b`` give a value for the same attribute of the same subject; 0 if not.

    ``doc_a`` / ``doc_b``: every stem of each statement's source (what it speaks of at all)."""
    if a.kind != b.kind:
        return 0.0
    if (
        a.label
        and a.label == b.label
        and a.row
        and b.row
        and (a.row <= b.row or b.row <= a.row or same_title_subject(a.row, b.row))
    ):
        return 2.0  # the same header of the same row, or the same label in one document series
    if a.label and b.label and a.label != b.label:
        return 0.0  # two labels name two attributes ("closing time", "holiday closing time")
    shared = a.words & b.words
    small = min(len(a.words), len(b.words))
    need = 3 if a.kind == "count" else 2  # a bare number says least about what it counts
    if len(shared) < need or len(shared) < SHARED * small:
        return 0.0
    if _exclusive(a.words | a.context, b.words | b.context):
        return 0.0
    own_a, own_b = a.words - b.words, b.words - a.words
    if own_a and own_b and doc_a and doc_b and not (own_a & doc_b) and not (own_b & doc_a):
        return 0.0  # each names something the other source never speaks of: two subjects
    return len(shared) / max(small, 1)


def pair_statements(
    mine: Sequence[Statement],
    theirs: Sequence[Statement],
    doc_a: frozenset[str] = frozenset(),
    doc_b: frozenset[str] = frozenset(),
) -> list[tuple[Statement, Statement]]:
    """Best-match pairs between two sources' statements, one partner each: (mine, theirs) pairs about
    the same point, agreeing or not (an agreement is what keeps a statement from a false partner)."""
    scored: list[tuple[tuple[float, int, int], int, int]] = []
    by_kind: dict[str, list[int]] = {}
    for j, t in enumerate(theirs):
        by_kind.setdefault(t.kind, []).append(j)
    for i, m in enumerate(mine):
        for j in by_kind.get(m.kind, [])[:MAX_PAIRING]:
            t = theirs[j]
            score = same_point(m, t, doc_a, doc_b)
            if score > 0:
                scored.append(((score, int(m.ordinal == t.ordinal), int(m.key == t.key)), i, j))
    scored.sort(key=lambda s: s[0], reverse=True)
    used_i: set[int] = set()
    used_j: set[int] = set()
    out = []
    for _, i, j in scored:
        if i in used_i or j in used_j:
            continue
        used_i.add(i)
        used_j.add(j)
        out.append((mine[i], theirs[j]))
    return out


def by_kind(items: Iterable[Statement]) -> dict[str, list[Statement]]:
    out: dict[str, list[Statement]] = {}
    for s in items:
        out.setdefault(s.kind, []).append(s)
    return out


_BARE_NUM = re.compile(r"^num:[^:]+$")


def value_kinds(values: Sequence[frozenset[str]]) -> set[str]:
    """The kinds of the values, by their unit: "num:h", "num:gbp", "date", "time"."""
    out = set()
    for alts in values:
        for a in alts:
            kind, _, rest = a.partition(":")
            out.add(f"{kind}:{rest.split(':', 1)[1]}" if kind == "num" and ":" in rest else kind)
    return out - {"num"}


def rivals(unit: str, answer: str) -> bool:
    """The unit gives another value of the answer's kind (1 hour against 2 hours, £30 against £35) and
    none of the answer's own values: the other side of a conflict or change, shown beside the answer."""
    mine, theirs = valued(unit), valued(answer)
    if not mine or not theirs or any(x & y for x in mine for y in theirs):
        return False
    # of the same thing: words in common besides the figures ("first response", not only "costs")
    kinds = widened_kinds(value_kinds(mine)) & widened_kinds(value_kinds(theirs))
    return bool(kinds) and len(_words(unit) & _words(answer)) >= 2


def rivals_row_field(unit: str, answer: str, title: str = "") -> bool:
    """A short line gives other values for one field of the answer's table row, about the row's
    subject as its own document's title names it: the slide "Saturday 09:00 to 13:00" of "Holt Barton
    Surgery: waiting room screen" against the row "Surgery: Holt Barton Surgery; Saturday: 09:00 to
    12:00" (a shared opening time does not make the two the same hours)."""
    fields = _value_fields(answer)
    if len(fields) < 2:
        return False
    mine = valued(unit)
    said = {a for alts in mine for a in alts}
    subject = _words(answer[: answer.find(";")])
    if not mine or len(subject & _words(f"{title} {unit}")) < min(2, len(subject)):
        return False
    for field in fields:
        theirs = valued(field)
        label = _words(field) - subject
        kinds = widened_kinds(value_kinds(mine)) & widened_kinds(value_kinds(theirs))
        if not kinds or not label or not label <= _words(unit):
            continue
        if {a for alts in theirs for a in alts} != said and not all(any(x & y for y in theirs) for x in mine):
            return True
    return False


def another_value(unit: str, answer: str, kinds: set[str]) -> bool:
    """The unit states a value of one of ``kinds`` that ``answer`` does not, about the same thing
    (two content words in common, none of two exclusive ones such as Saturday and Monday):
    "Standard consultation; Price: £46; 15 minutes" against "A standard consultation costs £42 and
    lasts about 15 minutes" (a shared duration does not hide it)."""
    given = {a for alts in valued(answer) for a in alts}
    kinds = widened_kinds(kinds)
    theirs = frozenset(_words(answer))
    for said in _value_fields(unit):  # a table row: each field with its own words (its "closed Monday" aside)
        new = [alts for alts in valued(said) if widened_kinds(value_kinds([alts])) & kinds and not alts & given]
        mine = frozenset(_words(said))
        if not new or len(mine & theirs) < 2 or _exclusive(mine, theirs):
            continue
        fields, asked = _row_labels(unit, kinds), _row_labels(answer, kinds)
        if not (fields and asked and not fields & asked):  # "Shift start: 15:30" is no opening time
            return True
    return False


def _value_fields(unit: str) -> list[str]:
    """What a unit says, value by value: a table row's each field after the row's first one (what the
    row is about: "Library: Wexley Library; Saturday: 09:30 to 12:30"), any other unit whole. A row's
    other fields do not speak for the field that holds the value: "Sunday: Closed" beside
    "Saturday: 09:30 to 12:30" does not make the Saturday hours a closing time."""
    found = [m for m in _FIELD_RE.finditer(unit)]
    if unit.count(";") < 1 or len(found) < 2 or found[0].start() != 0:
        return [unit]
    bounds = [m.start() for m in found[1:]] + [len(unit)]
    head = unit[: found[1].start()]
    return [f"{head}{unit[s:e]}" for s, e in zip(bounds, bounds[1:], strict=False)] or [unit]


#: Units of a length of time: "one month" and "4 weeks" are two values of one kind (a notice period).
_DURATION_KINDS = frozenset(f"num:{u}" for u in ("s", "min", "h", "day", "week", "month", "year"))


def widened_kinds(kinds: set[str]) -> set[str]:
    """The kinds with every length of time when one is a length of time."""
    return kinds | _DURATION_KINDS if kinds & _DURATION_KINDS else kinds


_FIELD_RE = re.compile(r"(?:^|;\s*)([^:;]{1,40}):\s*([^;]*)")


def _row_labels(text: str, kinds: set[str]) -> set[str]:
    """The labels of a table row's fields ("Open: 12:00 to 18:00") that hold a value of ``kinds``."""
    if text.count(";") < 1:
        return set()
    return {
        " ".join(m.group(1).casefold().split())
        for m in _FIELD_RE.finditer(text)
        if value_kinds(valued(m.group(2))) & kinds
    }


def _words(text: str) -> set[str]:
    """A text's content words without its figures ("35 EUR", "2 hours" say no more than their kind)."""
    for f in sorted(figures(text), key=lambda f: -f.start):
        text = text[: f.start] + " " + text[f.end :]
    return content_stems(text) - {"eur", "usd", "gbp", "euro", "pound", "dollar"}


def valued(text: str) -> list[frozenset[str]]:
    """The values a text states ("31 March 2026", "25 euros"), not the numbers in names ("Sync 4")."""
    return [f.alternatives for f in figures(text) if not all(_BARE_NUM.match(a) for a in f.alternatives)]
