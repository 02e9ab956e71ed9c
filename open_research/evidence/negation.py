"""A claim's negation against its passage's: "is not cached" where the passage says it is cached.

Negations are read as the words they negate (``passages.negations``); a claim contradicts its
passage only where the two negate different things about the same words, and the passage's
conditions stated both ways, or the other case of a condition, leave the claim open. Pure functions.
"""

from __future__ import annotations

from collections.abc import Sequence

from open_research.evidence.clauses import avoided, ceased, restrictions
from open_research.evidence.passages import negations, prefix_negations
from open_research.evidence.qualifiers import CONDITION_RE, PARENS_RE
from open_research.text import content_stems

__all__ = ["WIDE_NEG_SCOPE", "negation_clash", "negation_clash_wide", "negation_stands", "other_case"]

#: Content words of a passage's negated clause a claim's negation may name ("not for the set as a whole"
#: for "not atomic across all databases as a set").
WIDE_NEG_SCOPE = 8


def negation_clash(
    claim_negs: list[frozenset[str]],
    stems: set[str],
    passage_negs: list[frozenset[str]],
    wide: list[frozenset[str]] | None = None,
    restrictions: Sequence[frozenset[str]] = (),
) -> bool:
    """The claim negates what the passage affirms, or affirms what the passage negates.

    A claim's negation needs a passage negation of the same words (``wide``: read further into the
    passage's negated clauses); a passage negation of words the claim states (two of them, or its
    only one) needs a claim negation of them, or a restriction of them (``restrictions``: "should only
    be enabled after" restates "should not enable before").
    """
    for scope in claim_negs:
        if not any(scope & p if scope else True for p in (wide if wide is not None else passage_negs)):
            return True
    for scope in passage_negs:  # a claim's bare "nothing" / "none" answers any negation of the passage
        if (
            scope
            and len(scope & stems) >= min(2, len(scope))
            and not any(scope & c or not c for c in claim_negs)
            and not any(scope & r for r in restrictions)
        ):
            return True
    return False


def negation_clash_wide(claim_negs: list, stems: set[str], passage_negs: list, text: str, only: list) -> bool:
    """``negation_clash``, reading a claim's negation further into the passage's negated clauses, its
    prefixed words ("not tested" for "untested") and what it avoids ("not leaked" for "to avoid leaks")."""
    clash = negation_clash(claim_negs, stems, passage_negs, restrictions=only)
    if clash and claim_negs:
        wide = negations(text, WIDE_NEG_SCOPE) + prefix_negations(text) + avoided(text, WIDE_NEG_SCOPE)
        wide += ceased(text, WIDE_NEG_SCOPE) + restrictions(text, WIDE_NEG_SCOPE)  # "only X" denies the rest
        clash = negation_clash(claim_negs, stems, passage_negs, wide, only)
    return clash


def other_case(claim: str, passage: str) -> bool:
    """The claim's negation is in a condition that the passage states affirmed ("if X is not set, A"
    beside "if X is set, B"), and the claim's consequence says what the passage does not: the claim
    speaks of the other case, which the passage leaves unsaid; not the opposite of what it says. (A
    flipped condition with the passage's own consequence is still a contradiction.)"""
    conds = [m for m in CONDITION_RE.finditer(claim) if negations(m.group())]
    if not conds:
        return False
    bare = PARENS_RE.sub(" ", passage)  # an aside ("(and not empty)") narrows the case, it does not deny it
    affirmed = [content_stems(m.group()) for m in CONDITION_RE.finditer(bare) if not negations(m.group())]
    rest = claim
    for m in conds:
        rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    beyond = content_stems(rest) - content_stems(passage)
    return bool(beyond) and all(
        any(len(n & a) >= len(n) > 0 for a in affirmed) for m in conds for n in negations(m.group())
    )


def negation_stands(claim_negs: list, stems: set[str], text: str, only: list) -> bool:
    """The negation clash survives the passage's conditions that it states both ways: "if the file does
    not exist" beside "can be opened if the files exist" names two cases, and a claim of the second
    case is not the opposite of the first."""
    conds = [m.span() for m in CONDITION_RE.finditer(text)]
    negated = [(s, e, negations(text[s:e])) for s, e in conds]
    affirmed = set().union(*(content_stems(text[s:e]) for s, e, negs in negated if not negs))
    drop = [(s, e) for s, e, negs in negated if negs and all(n <= affirmed for n in negs)]
    if not drop:
        return True
    for s, e in drop:
        text = text[:s] + " " * (e - s) + text[e:]
    return negation_clash_wide(claim_negs, stems, negations(text), text, only)
