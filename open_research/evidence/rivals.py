"""Whether a claim's figure is backed by a passage, and how strong a rival of it the passage states.

A figure the passage does not state rejects the claim only on positive evidence (issue 21): a rival of
its kind after the same words, or a release in the section's heading. A rival that stands next to other
words, where another passage about the claim's words states the figure with its words, leaves the claim
open: the claim may merge the two passages.
"""

from __future__ import annotations

from open_research.evidence.code import code_in
from open_research.evidence.mismatch import rival_after, unit_named
from open_research.evidence.passages import Sentence, SourceIndex, candidate_passages, rest_of_paragraph
from open_research.evidence.sections import heading_figures, prototype_above, section_heading

__all__ = ["Rivalled", "figure_backed", "stated_near", "strong_rival"]

#: Words around a claim's figure its sentence must share when the figure stands alone of its kind there
#: but apart from those words (one or two shared words are as often a neighbouring topic's).
ALONE_WORDS = 3

#: A claim's figure that a passage rivals: its readings and the words around it in the claim.
Rivalled = tuple[frozenset[str], tuple[frozenset[str], frozenset[str]]]


def figure_backed(
    alts: frozenset[str],
    ctx: tuple[frozenset[str], frozenset[str]],
    idx: SourceIndex,
    passage: list[Sentence],
    others: frozenset[str] = frozenset(),
) -> bool:
    """The figure is stated in the passage next to the words it stands next to in the claim.

    Some of those words must recur around the same figure in the passage (on either side: a claim
    may reorder), or ``ALONE_WORDS`` of them anywhere in its sentence when it is the sentence's only
    figure of its kind. And the passage's figures compete for the claim's figure: it is backed only by
    a figure of its kind whose words on the same sides match the claim's as well as any other's do:
    "If 1 is returned, ..." is not backed by "0, 1 or an empty string is returned. If 0 is
    returned, ...", nor "normally three except for %j" by "normally 2 except for %j where it is 3".
    A passage figure the claim states elsewhere (``others``) does not compete: "defaults to 2000 and
    can go up to 32767" merges two of the passage's figures.
    """
    if alts & idx.extra_figures:
        return True
    if not any(alts & sent.figs for sent in passage):
        if alts & heading_figures(idx, passage[-1].start):
            # "Changes in 4.1" above the passage (the last heading, where a passage spans one)
            return not rival_after(alts, ctx[0], others, passage + rest_of_paragraph(idx, passage[-1].end))
        alts = unit_named(alts, idx, passage)
        if not alts or not any(alts & sent.figs for sent in passage):
            return False
    left, right = ctx
    words = left | right
    kinds = {t.split(":", 1)[0] for t in alts}  # a date competes with dates, a number with numbers

    def alone(sent: Sentence) -> bool:
        # the sentence's only figure of the kind: the claim's words anywhere in it are its words ("support
        # for sub-second timestamps ... in FINDUTILS_4_3_3-1 back in 2007")
        return sum(bool(kinds & {t.split(":", 1)[0] for t in have}) for have, _, _ in sent.fig_context) == 1

    scored = [
        (
            len(left & lp) + len(right & rp),
            bool(alts & have),
            not words or bool(words & (lp | rp)) or (len(words & sent.stems) >= ALONE_WORDS and alone(sent)),
        )
        for sent in passage
        for have, lp, rp in sent.fig_context
        if kinds & {t.split(":", 1)[0] for t in have} and (have & alts or not have & others)
    ]
    best = max(score for score, _, _ in scored)
    return any(same and near and score == best for score, same, near in scored)


def strong_rival(
    alts: frozenset[str],
    ctx: tuple[frozenset[str], frozenset[str]],
    passage: list[Sentence],
    heading: frozenset[str] = frozenset(),
) -> bool:
    """Another figure stands after (or before) two or more of the very words the claim's figure stands
    next to: "a block size of 200k" for "a block size of 100k" is the same thing given another value,
    whatever the rest of the source says. A release or date of the section's heading dates the entry."""
    kinds = {t.split(":", 1)[0] for t in alts} - {"num"}
    if any(t.split(":", 1)[0] in kinds for t in heading - alts):
        return True
    return any(
        not have & alts and (len(ctx[0] & lp) >= 2 or len(ctx[1] & rp) >= 2)
        for sent in passage
        for have, lp, rp in sent.fig_context
    )


def stated_near(
    rivalled: tuple[Rivalled, ...], at: int | None, idx: SourceIndex, claim: str, stems: set[str], names: list[str]
) -> bool:
    """Every figure the best passage rivals is stated, next to the words it stands next to in the claim,
    in another passage about the claim's words: the claim may merge that passage with this one ("level
    three by default, levels one to nineteen"), so the rival is no positive evidence that the claim's
    figure is wrong. Only a rejection on figures alone is reconsidered (no name, quotation or coverage)."""
    passages = [
        p for p in candidate_passages(idx, claim, stems, width=3) if p[0].start != at and _names_in(names, idx, p)
    ]
    every = frozenset().union(*(alts for alts, _ in rivalled))
    return all(
        any(any(alts & s.figs for s in p) and figure_backed(alts, ctx, idx, p, every - alts) for p in passages)
        for alts, ctx in rivalled
    )


def _names_in(names: list[str], idx: SourceIndex, passage: list[Sentence]) -> bool:
    """The claim's names and tokens of code are in the passage, or in the heading of its entry."""
    start = passage[0].start
    text = f"{idx.lower[start : passage[-1].end]} {section_heading(idx, start)} {prototype_above(idx, start)}".lower()
    return all(code_in(n, text) or n in text for n in names)
