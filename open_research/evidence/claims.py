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
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Literal

from open_research.evidence.normalize import figures, quote_key
from open_research.text import content_stems, content_word_spans, content_words

__all__ = [
    "Alignment",
    "ClaimStatus",
    "SourceIndex",
    "align",
    "candidate_passages",
    "claim_is_factual",
    "index_source",
    "pair_key",
    "sentence_spans",
    "SUPPORTED_COVERAGE",
    "PARTIAL_COVERAGE",
]

ClaimStatus = Literal["supported", "partial", "unsupported", "contradicted"]

#: Calibrated on the tuning half of ``benchmarks/data/citation_pairs.jsonl`` (see benchmarks/citations.py).
SUPPORTED_COVERAGE = 0.8
PARTIAL_COVERAGE = 0.6
#: Regions of a source scored per claim (the rest share fewer of its words), the characters two
#: hits of the claim's words may lie apart within one region, and the context read around a region.
CANDIDATES = 8
REGION_GAP = 250
REGION_MAX = 600
#: Occurrences of one term beyond which it is ignored for locating the claim.
MAX_HITS = 300
#: Passages analysed in full per claim, chosen by how many of the claim's terms they contain.
PASSAGES = 16
WINDOW = 700
MAX_SENTENCE = 700
#: Content words either side of a figure that must partly recur around the same figure in the
#: passage: "range 2-127" is not backed by a "2" the passage states about something else.
FIGURE_CONTEXT = 4
_PAREN_RE = re.compile(r"\([^()]*\)")

#: Sentence ends, and line breaks except where a hard-wrapped sentence continues in lower case.
_SPLIT_RE = re.compile(r"\n\s*+(?![a-z(])|(?<=[.!?])[\"”’')\]]*\s+(?=[\"“(\[]?[A-Z0-9])")
#: Content words after a negation that it applies to (up to the end of its clause).
NEG_SCOPE = 3
_CLAUSE_END_RE = re.compile(r"[.;:!?,()\[\]]|\s(?:or|and|but|when|if|unless|because|while|which|where)\s")
#: Negations; "None" (capitalised) is left out: in technical text it is a value, not a negation.
_NEG_RE = re.compile(
    r"\b(?:[Nn]ot|[Nn]o|[Nn]ever|none|[Nn]obody|[Nn]othing|[Nn]either|[Nn]or|[Cc]annot|"
    r"[Ww]ithout|NOT|NO|NEVER)\b|n't\b"
)
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
class Sentence:
    """What one sentence of a source states, computed the first time a claim looks at it."""

    start: int
    end: int
    stems: frozenset[str]
    figs: frozenset[str]
    fig_context: list[tuple[frozenset[str], frozenset[str], frozenset[str]]]  # figure, words left, right
    negs: list[frozenset[str]]


@dataclass
class SourceIndex:
    """A source prepared for alignment: lower-cased text for searching, sentences analysed lazily."""

    text: str
    lower: str
    title_key: str
    title_lower: str
    title_stems: frozenset[str]
    extra_figures: frozenset[str]
    sentences: dict[tuple[int, int], Sentence] = field(default_factory=dict)


@dataclass
class Alignment:
    status: ClaimStatus
    reason: str
    coverage: float = 0.0
    start: int | None = None
    end: int | None = None
    passage: str = ""


def sentence_spans(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """Sentence spans of ``text[lo:hi]`` (offsets into ``text``)."""
    hi = len(text) if hi is None else hi
    spans, start = [], lo
    for m in _SPLIT_RE.finditer(text, lo, hi):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < hi:
        spans.append((start, hi))
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
_CACHE_SIZE = 256
_LOCK = threading.Lock()
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def index_source(text: str, title: str = "", published_at: str | None = None) -> SourceIndex:
    """Prepare a source (cached by content, so a source cited many times is prepared once)."""
    key = hashlib.sha1(f"{title}\x00{published_at}\x00{text}".encode()).hexdigest()
    with _LOCK:  # verification runs in worker threads, several runs at once on a server
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
    lower = text.lower()
    if len(lower) != len(text):  # a few characters lower-case to two: keep offsets aligned
        lower = text.translate(_ASCII_LOWER)
    extra = {t for f in figures(f"{title}\n{published_at or ''}", source=True) for t in f.alternatives}
    idx = SourceIndex(
        text=text,
        lower=lower,
        title_key=quote_key(title),
        title_lower=title.lower(),
        title_stems=frozenset(content_stems(title)),
        extra_figures=frozenset(extra),
    )
    with _LOCK:
        _CACHE[key] = idx
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return idx


def _sentence(idx: SourceIndex, s: int, e: int) -> Sentence:
    got = idx.sentences.get((s, e))
    if got is None:
        sent = idx.text[s:e]
        figs: set[str] = set()
        ctx: list[tuple[frozenset[str], frozenset[str], frozenset[str]]] = []
        found = figures(sent, source=True)
        for f, (left, right) in zip(found, figure_contexts(sent, found), strict=True):
            figs |= f.alternatives
            ctx.append((f.alternatives, left, right))
        got = Sentence(s, e, frozenset(content_stems(sent)), frozenset(figs), ctx, negations(sent))
        idx.sentences[(s, e)] = got
    return got


def candidate_passages(idx: SourceIndex, claim: str, stems: set[str]) -> list[list[Sentence]]:
    """Passages (one sentence or two adjacent) around the places where the claim's words cluster.

    A substring search per term finds the occurrences of the claim's stems and numbers; hits
    close together form regions, the regions with the most distinct stems are split into
    sentences. Cost: linear in the source, with no per-source index to build.
    """
    numbers = {m.group(0) for m in re.finditer(r"\d{2,}", claim)}
    terms = sorted(stems | numbers, key=len, reverse=True)
    if not terms:
        return []
    hits: list[tuple[int, str]] = []
    common: list[tuple[int, str]] = []
    lower = idx.lower
    for term in terms:  # str.find per term: much faster than one regex alternation over the text
        found: list[tuple[int, str]] = []
        i = lower.find(term)
        while i >= 0 and len(found) <= MAX_HITS:
            if i == 0 or not lower[i - 1].isalnum():
                found.append((i, term))
            i = lower.find(term, i + len(term))
        # a word on every line of the page says little about where the claim is: used only if nothing else
        (hits if len(found) <= MAX_HITS else common).extend(found)
    hits = sorted(hits or common)
    regions: list[tuple[int, int, set[str]]] = []
    for pos, term in hits:
        if regions and pos - regions[-1][1] <= REGION_GAP and pos - regions[-1][0] <= REGION_MAX:
            regions[-1] = (regions[-1][0], pos, regions[-1][2] | {term})
        else:
            regions.append((pos, pos, {term}))
    regions.sort(key=lambda r: -len(r[2]))
    windows: dict[tuple[tuple[int, int], ...], int] = {}
    n = len(idx.text)
    for lo, hi, _ in regions[:CANDIDATES]:
        wlo, whi = max(0, lo - WINDOW), min(n, hi + WINDOW)
        spans = sentence_spans(idx.text, wlo, whi)
        inner = [
            k
            for k, (s, e) in enumerate(spans)
            if e > lo - 1 and s <= hi + 1 and (s > wlo or wlo == 0) and (e < whi or whi == n)
        ]
        quick = {}
        for k in {j for i in inner for j in (i - 1, i, i + 1) if 0 <= j < len(spans)}:
            low = idx.lower[spans[k][0] : spans[k][1]]
            quick[k] = {t for t in terms if t in low}
        for k in inner:
            for a, b in ((k, k), (k, k + 1), (k - 1, k)):
                if a in quick and b in quick:
                    windows[tuple(spans[a : b + 1])] = len(quick[a] | quick[b])
    best = sorted(windows, key=lambda w: (-windows[w], len(w)))[:PASSAGES]
    return [[_sentence(idx, *span) for span in w] for w in best]


def figure_contexts(text: str, figs: list) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The content words each figure stands between: FIGURE_CONTEXT words on its left and its right.

    A parenthetical remark is skipped unless the figure is inside it: "in 16 bits and the second
    (the delta index) in 8" and "... and the second in 8" put 8 next to the same words.
    """
    if not figs:
        return []
    parens = [m.span() for m in _PAREN_RE.finditer(text)]
    spans = content_word_spans(text)
    out = []
    for fig in figs:
        own = next(((s, e) for s, e in parens if s <= fig.start < e), None)
        words = [(pos, w) for pos, w in spans if not any(s <= pos < e and (s, e) != own for s, e in parens)]
        left = [w for pos, w in words if pos < fig.start][-FIGURE_CONTEXT:]
        right = [w for pos, w in words if pos > fig.start][:FIGURE_CONTEXT]  # a unit ("1,200 visitors") included
        out.append((frozenset(left), frozenset(right)))
    return out


def pair_key(claim: str, passage: str) -> str:
    """Identity of a claim/passage pair, for the verifier model's verdicts and their cache."""
    return hashlib.sha256(f"{claim}\x00{passage}".encode()).hexdigest()


def negations(text: str) -> list[frozenset[str]]:
    """What each negation of a text negates: the first content words after it in its clause.

    "if the information is not provided by the parser" -> {provid, parser}. A negation is compared
    by what it applies to, so a passage's "not given" does not back a claim's "not the tangent".
    """
    out = []
    for m in _NEG_RE.finditer(text):
        end = _CLAUSE_END_RE.search(text, m.end())
        out.append(frozenset(content_words(text[m.end() : end.start() if end else len(text)])[:NEG_SCOPE]))
    return out


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
