"""One claim against one cited source: find the passage that best supports it, then judge.

A source is split once into sentences, each with its content-word stems, its figures and whether
it negates; an inverted index over stems and figures gives the few sentences worth scoring, so a
claim costs time in the size of the claim, not of the source. The best passage is one sentence or
two adjacent ones. Judgement, in order: every figure and every quotation of the claim must be in
*that* passage (a figure elsewhere on the page does not count); a passage that negates what the
claim affirms (or the reverse) contradicts it; otherwise the share of the claim's content words the
passage (with the source's title) covers decides supported / partial / unsupported.
"""

from __future__ import annotations

import bisect
import hashlib
import re
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from typing import Literal

from open_research.evidence.normalize import content_stems, figures, quote_key

__all__ = ["Alignment", "ClaimStatus", "SourceIndex", "align", "claim_is_factual", "index_source",
           "SUPPORTED_COVERAGE", "PARTIAL_COVERAGE"]

ClaimStatus = Literal["supported", "partial", "unsupported", "contradicted"]

#: Calibrated on the tuning half of ``benchmarks/data/citation_pairs.jsonl`` (see benchmarks/citations.py).
SUPPORTED_COVERAGE = 0.75
PARTIAL_COVERAGE = 0.5
#: Sentences scored per claim (the rest share too few words with it to matter).
CANDIDATES = 12
MAX_SENTENCE = 700

_SPLIT_RE = re.compile(r"\n\s*|(?<=[.!?])[\"”’')\]]*\s+(?=[\"“(\[]?[A-Z0-9])")
_NEG_RE = re.compile(r"\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|without)\b|n't\b", re.I)
_QUOTE_RE = re.compile(r"\"([^\"\n]{3,600})\"|“([^”\n]{3,600})”|(?<!\w)['‘]([^'’\n]{3,300})['’](?!\w)")
_NAME_RE = re.compile(r"(?<=[a-z0-9,;:] )[A-Z][\w-]+")


@dataclass
class SourceIndex:
    """A source read once for alignment: sentence spans, stems, figures, negation, inverted index."""

    text: str
    title_key: str
    title_stems: frozenset[str]
    extra_figures: frozenset[str]
    spans: list[tuple[int, int]] = field(default_factory=list)
    stems: list[frozenset[str]] = field(default_factory=list)
    figs: list[frozenset[str]] = field(default_factory=list)
    neg: list[bool] = field(default_factory=list)
    inv: dict[str, list[int]] = field(default_factory=dict)


@dataclass
class Alignment:
    status: ClaimStatus
    reason: str
    coverage: float = 0.0
    start: int | None = None
    end: int | None = None
    passage: str = ""


def _sentences(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in _SPLIT_RE.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while e - s > MAX_SENTENCE:  # very long lines (tables, code) in bounded pieces
            cut = text.rfind(" ", s, s + MAX_SENTENCE)
            cut = cut if cut > s else s + MAX_SENTENCE
            out.append((s, cut))
            s = cut
        if text[s:e].strip():
            out.append((s, e))
    return out


_CACHE: OrderedDict[str, SourceIndex] = OrderedDict()
_CACHE_SIZE = 512


def index_source(text: str, title: str = "", published_at: str | None = None) -> SourceIndex:
    """Index a source (cached by content, so a source cited many times is read once)."""
    key = hashlib.sha1(f"{title}\x00{published_at}\x00{text}".encode()).hexdigest()
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    extra = {t for f in figures(f"{title}\n{published_at or ''}", source=True) for t in f.alternatives}
    idx = SourceIndex(text=text, title_key=quote_key(title), title_stems=frozenset(content_stems(title)), extra_figures=frozenset(extra))
    idx.spans = _sentences(text)
    starts = [s for s, _ in idx.spans]
    fig_sets: list[set[str]] = [set() for _ in idx.spans]
    for f in figures(text, source=True):
        i = bisect.bisect_right(starts, f.start) - 1
        if i >= 0:
            fig_sets[i] |= f.alternatives
    for i, (s, e) in enumerate(idx.spans):
        sent = text[s:e]
        st = frozenset(content_stems(sent))
        idx.stems.append(st)
        idx.figs.append(frozenset(fig_sets[i]))
        idx.neg.append(bool(_NEG_RE.search(sent)))
        for tok in st | fig_sets[i]:
            idx.inv.setdefault(tok, []).append(i)
    _CACHE[key] = idx
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return idx


def quotes_of(claim: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTE_RE.finditer(claim)]


def claim_is_factual(claim: str) -> bool:
    """A sentence a reader would want a source for: a figure, a quotation or a name mid-sentence."""
    return bool(figures(claim) or quotes_of(claim) or _NAME_RE.search(claim))


def align(claim: str, idx: SourceIndex, *, words: str | None = None, supported: float = SUPPORTED_COVERAGE,
          partial: float = PARTIAL_COVERAGE) -> Alignment:
    """The best passage of ``idx`` for ``claim`` and the verdict on it.

    ``words``: where the claim's content words come from when the claim itself is a fragment
    (", up from 17:00 [b]"): its figures and quotations still come from the fragment alone.
    """
    stems = content_stems(words if words is not None else claim)
    figs = figures(claim)
    quotes = [parts for parts in ([quote_key(p) for p in re.split(r"\.\.\.|…", q) if quote_key(p)]
                                  for q in quotes_of(claim)) if parts]
    claim_neg = bool(_NEG_RE.search(re.sub(r"\"[^\"]*\"|“[^”]*”", " ", claim)))
    if not idx.spans:
        return Alignment("unsupported", "the source has no text")
    votes: Counter[int] = Counter()
    for tok in stems | {t for f in figs for t in f.alternatives}:
        hits = idx.inv.get(tok, ())
        if len(hits) > 200:  # a word on every line of the page says nothing about where the claim is
            hits = ()
        for i in hits:
            votes[i] += 1
    best_key, best = None, None
    seen: set[tuple[int, int]] = set()
    for i, _ in votes.most_common(CANDIDATES) or [(0, 0)]:
        for lo, hi in ((i, i), (i, i + 1), (i - 1, i)):
            if lo < 0 or hi >= len(idx.spans) or (lo, hi) in seen:
                continue
            seen.add((lo, hi))
            key, verdict = _judge(claim, stems, figs, quotes, claim_neg, idx, lo, hi, supported, partial)
            if best_key is None or key > best_key:
                best_key, best = key, verdict
    assert best is not None
    return best


_RANK = {"supported": 3, "partial": 2, "contradicted": 1, "unsupported": 0}


def _judge(claim: str, stems: set[str], figs: list, quotes: list[list[str]], claim_neg: bool, idx: SourceIndex,
           lo: int, hi: int, supported: float, partial: float) -> tuple[tuple, Alignment]:
    start, end = idx.spans[lo][0], idx.spans[hi][1]
    passage = idx.text[start:end]
    have_stems = frozenset().union(*idx.stems[lo:hi + 1])
    have_figs = frozenset().union(*idx.figs[lo:hi + 1]) | idx.extra_figures
    cov = len(stems & (have_stems | idx.title_stems)) / len(stems) if stems else 1.0
    missing = [f.text for f in figs if not f.alternatives & have_figs]
    key_text = f" {quote_key(passage)} | {idx.title_key} " if quotes else ""
    misquoted = [q for q in quotes if not _quote_in(q, key_text)]
    neg_clash = claim_neg != any(idx.neg[lo:hi + 1])
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
    found = len(figs) - len(missing) + len(quotes) - len(misquoted)
    key = (_RANK[status], found, round(cov, 3), lo == hi, -lo)
    return key, Alignment(status, reason, round(cov, 3), start, end, passage)


def _quote_in(parts: list[str], text_key: str) -> bool:
    """Word-for-word occurrence; an ellipsis in the quote ("..."/"…") may skip text."""
    pos = 0
    for part in parts:
        i = text_key.find(f" {part} ", pos)
        if i < 0:
            return False
        pos = i + len(part) + 1
    return True
