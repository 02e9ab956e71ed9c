"""What the lexical layer may reject on: a decisive mismatch it can see, not words it merely did not find.

Issue 21: a figure, date, unit, quotation, identifier, negation, modal, quantifier or temporal scope that
differs makes a citation fail; where these agree and only the wording differs, the lexical layer says
``unverified``. A claim's figure that the passage does not state is a mismatch only when the passage
(or its section's heading) states a competing figure of the same kind: "3.6" against a banner's
"release 3.4" differs; "3.6" over a bullet that names no release was merely not found. A claim whose
words are mostly not in the passage may say it in other words, unless it shares almost nothing with
the whole source (an unrelated source still fails).
"""

from __future__ import annotations

import re
from functools import lru_cache

from open_research.evidence.normalize import UNIT_NAMES, unit_words
from open_research.evidence.passages import Sentence, SourceIndex
from open_research.evidence.sections import heading_figures
from open_research.evidence.synonyms import covered
from open_research.text import content_stems

#: Below this share of the claim's content words anywhere in the source, the source is about something else.
MIN_SOURCE_SHARE = 0.5
UNIT_NAME_RE = re.compile(r"\b(?:" + "|".join(sorted(UNIT_NAMES, key=len, reverse=True)) + r")\b")


def _kinds(alts: frozenset[str]) -> set[str]:
    """A figure's most specific kinds: a version competes with versions, a date with dates, not with
    every plain number ("3.5" is also num:3.5)."""
    kinds = {t.split(":", 1)[0] for t in alts}
    return kinds - {"num"} or kinds


def _sort(token: str) -> str:
    """What a plain number in a heading is: a year, a release ("5.2") or a count."""
    value = token.split(":")[1]
    if "." in value:
        return "release"
    return "year" if value.isdigit() and 1900 <= int(value) <= 2100 else "count"


def _same_sort(token: str, alts: frozenset[str]) -> bool:
    """A heading's number dates its section: it competes with a claim's year or release, not with a
    count ("two commits" under "Tiler 5.2 notes")."""
    if not token.startswith("num:"):
        return True
    return any(_sort(t) == _sort(token) for t in alts if t.startswith("num:"))


def _plain_same_sort(have: frozenset[str], alts: frozenset[str]) -> bool:
    """Two figures that are plain numbers only (no version, date or unit reading) rival each other only
    when they are of one sort: a year, a release or a count."""
    if _kinds(have) != {"num"} or _kinds(alts) != {"num"} or _with_unit(have) or _with_unit(alts):
        return True
    return any(_same_sort(t, alts) for t in have)


def _with_unit(alts: frozenset[str]) -> bool:
    return any(t.startswith("num:") and t.count(":") == 2 for t in alts)


def figure_differs(
    alts: frozenset[str],
    claimed: frozenset[str],
    idx: SourceIndex,
    passage: list[Sentence],
    words: frozenset[str] | None = None,
    defaults: list[Sentence] | None = None,
) -> bool:
    """A figure of the kind of ``alts`` that the claim (``claimed``: all its figures' readings) does not
    state competes with it: in the passage next to some of the claim figure's ``words`` (its context; a
    number about something else is no rival: "two commits" is not contradicted by "CVE-2023-22490"), in
    the entry's "The default is N" (``defaults``) or in the heading of its section (which dates it):
    "18:00 from 3 March" against "from 2 March"."""
    kinds, bare = _kinds(alts), not _with_unit(alts)

    def other(have: frozenset[str]) -> bool:
        # a bare number ("xz -9") is not contradicted by a quantity ("4 MiB"): they count different things
        return bool(_kinds(have) & kinds) and not have & claimed and not (bare and _with_unit(have))

    if any(other(frozenset({t})) and _same_sort(t, alts) for t in heading_figures(idx, passage[-1].start)):
        return True
    if any(other(have) for sent in defaults or () for have, _, _ in sent.fig_context):
        return True
    # a plain number competes with one of its sort: a year with years, a count with counts ("added in
    # 2007" is no rival of "FINDUTILS_4_3_3-1")
    return any(
        other(have) and _plain_same_sort(have, alts) and (words is None or bool(words & (lp | rp)))
        for sent in passage
        for have, lp, rp in sent.fig_context
    )


def rival_after(alts: frozenset[str], left: frozenset[str], others: frozenset[str], passage: list[Sentence]) -> bool:
    """The passage states another figure of the kind after the same words: a heading's "release 3.7"
    does not back "introduced in 3.7" where the entry says "[bug introduced in 2.8]"."""
    kinds = _kinds(alts)
    return bool(left) and any(
        _kinds(have) & kinds and not have & (alts | others) and left & lp
        for sent in passage
        for have, lp, _ in sent.fig_context
    )


@lru_cache(maxsize=32)
def _source_stems(text: str) -> frozenset[str]:
    return frozenset(content_stems(text))


def source_share(stems: set[str], idx: SourceIndex) -> float:
    """The share of the claim's content words that occur anywhere in the source (title included), as
    the same stem, a synonym or the same root ("stepped" for the source's "step"): a claim in other
    words is not taken for one about something else."""
    if not stems:
        return 1.0
    have = _source_stems(idx.text) | idx.title_stems
    return len(covered(stems, have) if not stems <= have else stems) / len(stems)


def without_unit(alts: frozenset[str]) -> frozenset[str]:
    """The plain numbers of a figure's readings with a unit ("num:65536:byte" -> "num:65536")."""
    return frozenset(":".join(t.split(":")[:2]) for t in alts if t.startswith("num:") and t.count(":") == 2)


def names_no_unit(idx: SourceIndex, passage: list[Sentence]) -> bool:
    """The passage states no figure with a unit and names no unit in words: a unit the claim adds
    cannot be wrong by the passage's words, only unconfirmed."""
    if any(t.count(":") == 2 for sent in passage for t in sent.figs if t.startswith("num:")):
        return False
    words = set(re.findall(r"[a-z]{3,}", idx.lower[passage[0].start : passage[-1].end]))
    return not words & UNIT_NAMES


def unit_named(alts: frozenset[str], idx: SourceIndex, passage: list[Sentence]) -> frozenset[str]:
    """A claim's "one billion bytes" read as "1 billion" where the passage speaks of bytes in words
    ("the maximum number of bytes ... is 1 billion"); empty when the unit the passage names last
    before the figure is another one ("... limited to N bytes. The default is 50000" is not 50000
    characters, though "characters" appears earlier)."""
    out = set()
    for t in alts:
        parts = t.split(":")
        if len(parts) != 3 or parts[0] != "num":
            continue
        bare = f"num:{parts[1]}"
        at = next((sent for sent in passage if bare in sent.figs), None)
        if at is None:
            continue
        named = UNIT_NAME_RE.findall(idx.lower[passage[0].start : at.end])
        if named and named[-1] in unit_words(parts[2]):
            out.add(bare)
    return frozenset(out)
