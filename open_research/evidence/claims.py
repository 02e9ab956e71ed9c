"""One claim against one cited source: find the passage that best supports it, then judge.

One regex pass over the cited source finds where the claim's words and numbers cluster; only the
sentences there are analysed (stems, figures with the words around them, negation), and cached, so
a claim costs one linear scan of its source and no per-source index is built. The best passage is
one sentence or two adjacent ones. Judgement, in order: every figure, identifier and quotation of the
claim must be in *that* passage (a figure elsewhere on the page, or one the passage states next to
other words, does not count); a passage that negates what the claim affirms (or the reverse, compared
by the words negated) contradicts it; otherwise the share of the claim's content words the passage
(with the source's title) covers decides supported / partial / unsupported.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Literal

from open_research.evidence.normalize import figures, quote_key
from open_research.evidence.passages import Sentence, SourceIndex, candidate_passages, figure_contexts, negations
from open_research.text import content_stems

__all__ = [
    "Alignment",
    "ClaimStatus",
    "align",
    "claim_is_factual",
    "pair_key",
    "SUPPORTED_COVERAGE",
    "PARTIAL_COVERAGE",
]

ClaimStatus = Literal["supported", "partial", "unsupported", "contradicted"]

#: Calibrated on the tuning half of ``benchmarks/data/citation_pairs.jsonl`` (see benchmarks/citations.py).
SUPPORTED_COVERAGE = 0.8
PARTIAL_COVERAGE = 0.6
_QUOTE_RE = re.compile(r"\"([^\"\n]{3,600})\"|“([^”\n]{3,600})”|(?<!\w)['‘]([^'’\n]{3,300})['’](?!\w)")
#: Identifiers (CamelCase, snake_case, dotted.names): a claim's are never paraphrased, and a page
#: that lacks one is about something else, however many common words it shares with the claim.
_IDENT_RE = re.compile(r"(?<![\w.])(?:[A-Za-z]+[a-z][A-Z]\w*|\w+_\w+|[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+)")
#: A leading attribution ("According to the notice, ...", "The council explains that ...", "As
#: documented, ..."): who says it, not what is said; its words are not looked for in the passage.
_FRAME_RE = re.compile(
    r"^\s*(?:according to [^,]{1,60},|as (?:documented|stated|noted|described|reported|explained)"
    r"(?: (?:in|by) [^,]{1,60})?,|(?:[\w'’-]+ ){1,5}(?:explains?|says?|states?|notes?|reports?|describes?|"
    r"mentions?|writes?|confirms?|points? out) that\b)\s*",
    re.IGNORECASE,
)
_NAME_RE = re.compile(r"(?<=[a-z0-9,;:] )[A-Z][\w-]+")


@dataclass
class Alignment:
    status: ClaimStatus
    reason: str
    coverage: float = 0.0
    start: int | None = None
    end: int | None = None
    passage: str = ""


def pair_key(claim: str, passage: str) -> str:
    """Identity of a claim/passage pair, for the verifier model's verdicts and their cache."""
    return hashlib.sha256(f"{claim}\x00{passage}".encode()).hexdigest()


def negation_clash(claim_negs: list[frozenset[str]], stems: set[str], passage_negs: list[frozenset[str]]) -> bool:
    """The claim negates what the passage affirms, or affirms what the passage negates.

    A claim's negation needs a passage negation of the same words; a passage negation of words
    the claim states (two of them, or its only one) needs a claim negation of them.
    """
    for scope in claim_negs:
        if not any(scope & p if scope else True for p in passage_negs):
            return True
    for scope in passage_negs:
        if scope and len(scope & stems) >= min(2, len(scope)) and not any(scope & c for c in claim_negs):
            return True
    return False


def quotes_of(claim: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTE_RE.finditer(claim)]


def claim_is_factual(claim: str) -> bool:
    """A sentence a reader would want a source for: a figure, a quotation or a name mid-sentence."""
    return bool(figures(claim) or quotes_of(claim) or _NAME_RE.search(claim))


def align(
    claim: str,
    idx: SourceIndex,
    *,
    words: str | None = None,
    supported: float | None = None,
    partial: float | None = None,
) -> Alignment:
    """The best passage of ``idx`` for ``claim`` and the verdict on it.

    ``words``: where the claim's content words come from when the claim itself is a fragment
    (", up from 17:00 [b]"): its figures and quotations still come from the fragment alone.
    """
    supported = SUPPORTED_COVERAGE if supported is None else supported
    partial = PARTIAL_COVERAGE if partial is None else partial
    stems = content_stems(_FRAME_RE.sub("", words if words is not None else claim, count=1))
    found = figures(claim)
    figs = list(zip(found, figure_contexts(claim, found), strict=True))
    quotes = [
        parts
        for parts in ([quote_key(p) for p in re.split(r"\.\.\.|…", q) if quote_key(p)] for q in quotes_of(claim))
        if parts
    ]
    claim_neg = negations(claim)
    names = sorted({n.lower() for n in _IDENT_RE.findall(claim)})
    if not idx.text.strip():
        return Alignment("unsupported", "the source has no text")
    best_key, best = None, None
    for passage in candidate_passages(idx, claim, stems):
        key, verdict = _judge(stems, figs, names, quotes, claim_neg, idx, passage, supported, partial)
        if best_key is None or key > best_key:
            best_key, best = key, verdict
    if best is None:
        return Alignment("unsupported", "no passage of the source shares a word with the claim")
    return best


def _figure_backed(
    alts: frozenset[str], ctx: tuple[frozenset[str], frozenset[str]], idx: SourceIndex, passage: list[Sentence]
) -> bool:
    """The figure is stated in the passage next to the words it stands next to in the claim.

    Some of those words must recur around the same figure in the passage (on either side: a claim
    may reorder). And the passage's figures compete for the claim's figure: it is backed only by a
    figure of its kind whose words on the same sides match the claim's as well as any other's do:
    "If 1 is returned, ..." is not backed by "0, 1 or an empty string is returned. If 0 is
    returned, ...", nor "normally three except for %j" by "normally 2 except for %j where it is 3".
    """
    if alts & idx.extra_figures:
        return True
    if not any(alts & sent.figs for sent in passage):
        return False
    left, right = ctx
    words = left | right
    kinds = {t.split(":", 1)[0] for t in alts}  # a date competes with dates, a number with numbers
    scored = [
        (len(left & lp) + len(right & rp), bool(alts & have), not words or bool(words & (lp | rp)))
        for sent in passage
        for have, lp, rp in sent.fig_context
        if kinds & {t.split(":", 1)[0] for t in have}
    ]
    best = max(score for score, _, _ in scored)
    return any(same and near and score == best for score, same, near in scored)


def _judge(
    stems: set[str],
    figs: list,
    names: list[str],
    quotes: list[list[str]],
    claim_neg: list,
    idx: SourceIndex,
    passage: list[Sentence],
    supported: float,
    partial: float,
) -> tuple[tuple, Alignment]:
    start, end = passage[0].start, passage[-1].end
    text = idx.text[start:end]
    have_stems = frozenset().union(*(p.stems for p in passage))
    cov = len(stems & (have_stems | idx.title_stems)) / len(stems) if stems else 1.0
    missing = [f.text for f, ctx in figs if not _figure_backed(f.alternatives, ctx, idx, passage)]
    lower = idx.lower[start:end]
    missing += [n for n in names if n not in lower and n not in idx.title_lower]
    key_text = f" {quote_key(text)} | {idx.title_key} " if quotes else ""
    misquoted = [q for q in quotes if not _quote_in(q, key_text)]
    neg_clash = negation_clash(claim_neg, stems, [n for p in passage for n in p.negs])
    status: ClaimStatus
    if missing:
        status, reason = "unsupported", "not in the cited passage: " + ", ".join(missing)
    elif misquoted:
        status, reason = "unsupported", "quotation not in the cited passage"
    elif cov < partial:
        status, reason = "unsupported", f"the passage covers {cov:.0%} of the claim's words"
    elif neg_clash:
        status, reason = "contradicted", "the passage says the opposite (negation)"
    elif cov < supported:
        status, reason = "partial", f"the passage covers {cov:.0%} of the claim's words"
    else:
        status, reason = "supported", ""
    found = len(figs) + len(names) - len(missing) + len(quotes) - len(misquoted)
    # the passage is chosen on the evidence, then judged: a contradiction is not hidden by a
    # neighbouring sentence that happens to agree
    key = (not missing and not misquoted, found, round(cov, 3), len(passage) == 1, not neg_clash, -start)
    return key, Alignment(status, reason, round(cov, 3), start, end, text)


def _quote_in(parts: list[str], text_key: str) -> bool:
    """Word-for-word occurrence; an ellipsis in the quote ("..."/"…") may skip text."""
    pos = 0
    for part in parts:
        i = text_key.find(f" {part} ", pos)
        if i < 0:
            return False
        pos = i + len(part) + 1
    return True
