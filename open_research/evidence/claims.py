"""One claim against one cited source: find the passage that best supports it, then judge.

One regex pass over the cited source finds where the claim's words and numbers cluster; only the
sentences there are analysed (stems, figures with the words around them, negation), and cached, so
a claim costs one linear scan of its source and no per-source index is built. The best passage is
one sentence or two adjacent ones.

The lexical layer decides only what words can decide. In order: every figure (by value), identifier
and quotation of the claim must be in *that* passage (a figure elsewhere on the page, or one the
passage states next to other words, does not count), and the passage must share at least
``MIN_COVERAGE`` of the claim's content words, else ``unsupported``; a passage that negates what the
claim affirms (or the reverse), or whose modality ("must" / "may"), quantifiers ("almost never") or
temporal scope ("prior to 3.32.0") differ, fails it (``contradicted`` where it says the opposite).
When all of that agrees, the claim is ``supported`` only if it is the passage's own wording (near
verbatim); a paraphrase is ``unverified``: words cannot confirm its meaning, the verifier model may
(``graph/judge.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from open_research.evidence.clauses import UNLESS_RE, ceased, past_of_ceased, restricted_on, restrictions
from open_research.evidence.code import code_in, code_tokens
from open_research.evidence.mismatch import (
    MIN_SOURCE_SHARE,
    figure_differs,
    names_no_unit,
    source_share,
    without_unit,
)
from open_research.evidence.negation import negation_clash, negation_clash_wide, negation_stands, other_case
from open_research.evidence.normalize import figures, quote_key, unit_canon
from open_research.evidence.passages import (
    Sentence,
    SourceIndex,
    candidate_passages,
    entry_defaults,
    figure_contexts,
    negations,
)
from open_research.evidence.polarity import polarity_clash
from open_research.evidence.qualifiers import modal_clash, quantifier_clash, scope_clash
from open_research.evidence.quotes import quote_parts_in, quotes_of, states_quote
from open_research.evidence.rivals import Rivalled, figure_backed, stated_near, strong_rival
from open_research.evidence.sections import heading_figures, prototype_above, section_heading
from open_research.evidence.synonyms import covered, joined_compounds
from open_research.evidence.verbatim import counts_own_list, near_verbatim
from open_research.evidence.verdict import ClaimStatus, Layer
from open_research.text import content_stems

__all__ = ["Alignment", "MIN_COVERAGE", "align", "claim_is_factual", "negation_clash"]

#: Below this share of the claim's content words in the passage, the passage is about something else.
#: Chosen on the tuning halves of benchmarks/data/citation_pairs.jsonl and meaning_pairs.jsonl.
MIN_COVERAGE = 0.5
#: A negation mismatch decides (``contradicted``) only where the passage covers this much of the claim:
#: below, the claim's other half is often stated beyond the passage (tuning half of meaning_pairs.jsonl).
NEGATION_DECIDES = 0.85
#: Below ``MIN_COVERAGE``, a passage that states every figure and name of the claim is still about it (the
#: claim says it in other words) down to this share of the floor; below it, the words are about something else.
ANCHORED_SHARE = 0.5
#: Verdicts of such a passage that leave its claim open with every figure and name found.
_ANCHORED_OK = ("figures, names, negation", "a negation of the claim or the passage")
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
#: An exception clause: around one, a rule's polarity is stated in many ways ("may not ... except as").
_EXCEPTION_RE = re.compile(r"\b(?:except|unless|other\s+than|save\s+as)\b", re.IGNORECASE)
#: Reasons that leave a verdict open whatever the wording: not even a near-verbatim claim is confirmed.
_OPEN = ("a negation", "the passage states", "in other words", "not found")
#: The reason of a rejection on coverage alone: the claim may say it in other words.
_FEW_WORDS = "the passage covers"
#: The reason of a rejection on a figure or name the passage lacks: the claim may merge three sentences.
_NOT_IN = "not in the cited passage"


@dataclass
class Alignment:
    status: ClaimStatus
    reason: str
    coverage: float = 0.0
    start: int | None = None
    end: int | None = None
    passage: str = ""
    layer: Layer = "lexical"
    span: str = ""
    #: The claim's figures (readings, words around them) this passage contradicts with a rival.
    rivalled: tuple[Rivalled, ...] = ()


def claim_is_factual(claim: str) -> bool:
    """A sentence a reader would want a source for: a figure, a quotation or a name mid-sentence.
    A question states nothing (a model often repeats the user's question as a heading or lead)."""
    if claim.rstrip().rstrip("*_\"”’')").endswith("?"):
        return False
    return bool(figures(claim) or quotes_of(claim) or _NAME_RE.search(claim))


def align(claim: str, idx: SourceIndex, *, words: str | None = None, min_coverage: float | None = None) -> Alignment:
    """The best passage of ``idx`` for ``claim`` and the verdict on it.

    ``words``: where the claim's content words come from when the claim itself is a fragment
    (", up from 17:00 [b]"): its figures and quotations still come from the fragment alone.
    """
    floor = MIN_COVERAGE if min_coverage is None else min_coverage
    stated = _FRAME_RE.sub("", claim, count=1)
    stems = content_stems(_FRAME_RE.sub("", words if words is not None else claim, count=1))
    found = [f for f in figures(claim, approx=True) if not counts_own_list(claim, f)]  # "three options: A, B and C"
    figs = list(zip(found, figure_contexts(claim, found), strict=True))
    quotes = [
        parts
        for parts in ([quote_key(p) for p in re.split(r"\.\.\.|…", q) if quote_key(p)] for q in quotes_of(claim))
        if parts
    ]
    claim_neg = negations(claim)
    exception = bool(_EXCEPTION_RE.search(claim))
    names = sorted({n.lower() for n in _IDENT_RE.findall(claim) if unit_canon(n) is None})  # "KiB" is a unit
    if not idx.text.strip():
        return Alignment("unsupported", "the source has no text")
    codes = sorted(set(code_tokens(stated)))
    # the words that spell a figure ("the twenty-second of February", "two billion") are compared as its
    # value; its unit's words still say which passage is about it
    spelt = content_stems(" ".join(w for f in found for w in f.text.split() if unit_canon(w) is None))
    said = _Said(
        stems - spelt,
        figs,
        names,
        quotes,
        claim_neg,
        floor,
        exception,
        restrictions(claim) + ceased(claim),
        codes,
        claim if not claim_neg else "",
        claim,
        tuple(restricted_on(claim)),
    )
    best = _best(said, idx, candidate_passages(idx, claim, stems))
    if best is None:
        return Alignment("unsupported", "no passage of the source shares a word with the claim")
    if best.reason.startswith((_FEW_WORDS, _NOT_IN)):  # in other words, or merged from three sentences
        joined = replace(
            said,
            stems=content_stems(joined_compounds(_FRAME_RE.sub("", words if words is not None else claim, count=1)))
            - spelt,
        )
        wide = _best(joined, idx, candidate_passages(idx, claim, stems, width=3), loose=True)
        if wide is not None and wide.status != "unsupported":
            best = wide
    if best.reason.startswith(_FEW_WORDS) and (share := source_share(stems, idx)) >= MIN_SOURCE_SHARE:
        # words not found are not a mismatch, unless a passage with the claim's words states one
        got = [r[1] for p in candidate_passages(idx, claim, stems) if (r := _judge(said, idx, p)) is not None]
        bad = [a for a in got if a.status != "unverified" and a.coverage >= floor and a is not best]
        best = max(bad, key=lambda a: a.coverage) if bad else best
        if not bad:
            best.status, best.reason = (
                "unverified",
                f"in other words or beyond it: {best.reason}, the source {share:.0%}",
            )
    if best.status == "unsupported" and best.reason.startswith(_FEW_WORDS) and (figs or names or codes or quotes):
        best = _anchored(said, idx, claim, stems, best)
    if (
        best.status == "unsupported"
        and best.rivalled
        and stated_near(best.rivalled, best.start, idx, claim, stems, names + codes)
    ):
        best.status, best.reason = "unverified", f"{best.reason}, but the source states it elsewhere; not confirmed"
    dated = best.end is not None and bool(heading_figures(idx, best.end - 1))
    return _qualified(stated, best, bool(quotes), dated)


def _anchored(said: _Said, idx: SourceIndex, claim: str, stems: set[str], best: Alignment) -> Alignment:
    """A passage that states every figure, name and quotation of the claim, and half the words it needs,
    is about the claim in other words: ``unverified``, not ``unsupported`` (its qualifiers still compared)."""
    if best.coverage < said.floor * ANCHORED_SHARE:
        return best
    for p in candidate_passages(idx, claim, stems):
        if p[0].start == best.start and p[-1].end == best.end:
            got = _judge(replace(said, floor=0.0), idx, p)
            if got is not None and got[1].reason.startswith(_ANCHORED_OK):
                best.status, best.reason = (
                    "unverified",
                    f"in other words: the passage states the claim's figures and names but covers only "
                    f"{best.coverage:.0%} of its words; not confirmed",
                )
            break
    return best


@dataclass(frozen=True)
class _Said:
    """What a claim states, read once: its content stems, figures (with their words), identifiers,
    quotations and negations, the coverage it needs, whether it states an exception, its tokens of code."""

    stems: set[str]
    figs: list
    names: list[str]
    quotes: list[list[str]]
    negs: list
    floor: float
    exception: bool
    only: list
    codes: list[str]
    #: the claim itself, where it speaks of the past ("used to", "had been"), else ""
    past: str = ""
    #: the claim itself
    claim: str = ""
    #: what its "X only when Y" restricts (X), which answers a passage's "not X unless Y"
    only_on: tuple = ()


def _best(said: _Said, idx: SourceIndex, passages: list[list[Sentence]], loose: bool = False) -> Alignment | None:
    """The verdict on the passage that best supports the claim (the first of equals): a passage whose
    best possible rank (every figure and name found, at its coverage) cannot beat the best so far is
    not read further."""
    best_key, best = None, None
    for passage in passages:
        got = _judge(said, idx, passage, loose, best_key)
        if got is not None and (best_key is None or got[0] > best_key):
            best_key, best = got
    return best


def _qualified(claim: str, a: Alignment, quoted: bool = False, dated: bool = False) -> Alignment:
    """The best passage's verdict once the small words are compared (only there: they are costly to
    read, and the passage is chosen on figures, names, quotations and words)."""
    if a.status != "unverified":
        return a
    clash = (
        modal_clash(claim, a.passage)
        or quantifier_clash(claim, a.passage)
        or scope_clash(claim, a.passage, dated)
        or polarity_clash(claim, a.passage)
    )
    if clash is not None and not clash.decides:
        a.reason = f"not confirmed: {clash.reason}"  # the report still marks it; never confirmed by wording
    elif clash is not None:
        a.status, a.reason = ("contradicted" if clash.contradicts else "unsupported"), clash.reason
    elif a.reason.startswith(_OPEN):
        return a  # an unsettled negation, a unit or words only a synonym matched: never confirmed by wording
    elif near_verbatim(claim, a.passage):
        a.status, a.reason = "supported", "the passage states it in the same words"
    elif quoted and states_quote(claim):
        a.status, a.reason = "supported", "quoted verbatim from the passage"
    return a


def _judge(
    said: _Said, idx: SourceIndex, passage: list[Sentence], loose: bool = False, beat: tuple | None = None
) -> tuple[tuple, Alignment] | None:
    """The rank of ``passage`` for the claim and the verdict on it; None when it cannot rank above ``beat``.

    ``loose``: the claim's words may be in the passage as synonyms or the same root (``synonyms.py``)."""
    stems, figs, names, quotes, claim_neg = said.stems, said.figs, said.names, said.quotes, said.negs
    start, end = passage[0].start, passage[-1].end
    have_stems = frozenset().union(*(p.stems for p in passage)) | idx.title_stems
    if loose:  # and the words of its section's heading, compounds read joined ("run-time", "runtime")
        text = idx.text[start:end]
        have_stems |= content_stems(joined_compounds(f"{text}\n{section_heading(idx, start)}"))
    cov = len(covered(stems, have_stems) if loose else stems & have_stems) / len(stems) if stems else 1.0
    single = len(passage) == 1
    evidence = len(figs) + len(names) + len(said.codes) + len(quotes)
    if beat is not None and (True, evidence, round(cov, 3), single, True, -start) <= beat:
        return None  # even with every figure, name and quotation found it would not rank higher
    every = frozenset().union(*(f.alternatives for f, _ in figs)) if figs else frozenset()
    missing: list[str] = []
    absent: list[str] = []
    unitless, defaults = [], []
    rivalled: tuple = ()
    for f, ctx in figs:
        if not figure_backed(f.alternatives, ctx, idx, passage, every - f.alternatives):
            got = [d for d in entry_defaults(idx, start, end) if f.alternatives & d.figs]
            if got and (not ctx[0] | ctx[1] or (ctx[0] | ctx[1]) & have_stems):
                defaults += [d for d in got if d not in defaults]  # "... The default is 3." ends the entry
                continue
            bare = without_unit(f.alternatives)
            if bare and figure_backed(bare, ctx, idx, passage, every - f.alternatives) and names_no_unit(idx, passage):
                unitless.append(f.text)  # "65536 bytes" for a passage's bare "65536": the unit is not decided
            else:  # a figure the passage contradicts with another of its kind, or one it does not state:
                # a rival stands next to some of the figure's words, or is the entry's default
                near = entry_defaults(idx, start, end)
                rival = figure_differs(f.alternatives, every, idx, passage, ctx[0] | ctx[1], near)
                (missing if rival else absent).append(f.text)
                rivalled += (
                    (
                        (
                            f.alternatives,
                            ctx,
                            strong_rival(f.alternatives, ctx, passage, heading_figures(idx, passage[-1].start)),
                        ),
                    )
                    if rival
                    else ()
                )
    text = " ".join([idx.text[start:end], *(idx.text[d.start : d.end].strip() for d in defaults)])
    lower = idx.lower[start:end]
    # a term heading (an option's name alone on the line above its description) names the entry
    raw_head = f"{section_heading(idx, start)} {prototype_above(idx, start)}" if names or said.codes else ""
    head = raw_head.lower()
    lacked = [n for n in names if n not in lower and n not in idx.title_lower and n not in head]
    # and a token of code is compared whole: "refs/stashes" is not "refs/stash"
    lacked += [c for c in said.codes if not any(code_in(c, t) for t in (lower, idx.title_lower, head))]
    # a name the source states elsewhere may come from a neighbouring sentence the claim merged: only
    # a name the source never states rejects (a missing word alone does not), or one whose place is
    # taken by the passage's own entry name ("RetryDelay" for the text under "FlushInterval")
    other_entry = bool(lacked) and bool(
        (set(code_tokens(raw_head)) | {n.lower() for n in _IDENT_RE.findall(raw_head)}) - set(said.codes) - set(names)
    )
    for n in lacked:
        (absent if not other_entry and n in idx.lower and code_in(n, idx.lower) else missing).append(n)
    key_text = f" {quote_key(text)} | {idx.title_key} " if quotes else ""
    misquoted = [q for q in quotes if not quote_parts_in(q, key_text)]
    passage_negs = [n for p in passage for n in p.negs]
    only = said.only + list(said.only_on) if said.only_on and UNLESS_RE.search(text) else said.only
    neg_clash = negation_clash_wide(claim_neg, stems, passage_negs, text, only)
    # a claim negation of words the passage never uses ("Without AUTOINCREMENT, ...") rests on text
    # beyond the passage: it leaves the claim open, it does not make it contradicted
    said_here = frozenset().union(*(p.stems for p in passage))
    known = [n for n in claim_neg if not n or n & said_here]
    neg_decides = (
        neg_clash
        and (len(known) == len(claim_neg) or negation_clash_wide(known, stems, passage_negs, text, only))
        and negation_stands(claim_neg, stems, text, only)
        and not (said.past and past_of_ceased(said.past, len(passage_negs), text))
        and not (said.claim and other_case(said.claim, text))
    )
    status: ClaimStatus
    if missing:
        status, reason = "unsupported", f"{_NOT_IN}: " + ", ".join(missing)
    elif misquoted:
        status, reason = "unsupported", "quotation not in the cited passage"
    elif cov < said.floor:
        status, reason = "unsupported", f"the passage covers {cov:.0%} of the claim's words"
    elif neg_decides and cov >= NEGATION_DECIDES and not loose and not said.exception and not absent:
        # words a synonym matched decide no negation, nor does a claim that states an exception: "X other
        # than as allowed is void" is "you may not X except as provided" in other words
        status, reason = "contradicted", "the passage says the opposite (negation)"
    elif absent:
        status, reason = "unverified", f"not found in the cited passage, which states no other: {', '.join(absent)}"
    elif unitless:
        status, reason = (
            "unverified",
            f"the passage states {', '.join(unitless)} without the unit: the claim's unit is not confirmed",
        )
    elif loose:
        status, reason = (
            "unverified",
            f"in other words: the passage covers {cov:.0%} of the claim's words only counting synonyms and shared "
            f"roots (or across three sentences); not confirmed",
        )
    elif neg_clash:
        status, reason = (
            "unverified",
            (
                f"a negation of the claim or the passage has no counterpart in the other, but the passage covers "
                f"only {cov:.0%} of the claim's words: the claim may rest on text beyond it; not confirmed"
            ),
        )
    else:
        status, reason = (
            "unverified",
            (
                f"figures, names, negation, modality, quantifiers and time scope agree and the passage covers "
                f"{cov:.0%} of its words, but the wording differs: its meaning is not confirmed"
            ),
        )
    found = evidence - len(missing) - len(misquoted) - len(absent)
    # the passage is chosen on the evidence, then judged: a contradiction is not hidden by a
    # neighbouring sentence that happens to agree
    key = (not missing and not misquoted and not absent, found, round(cov, 3), single, not neg_clash, -start)
    return key, Alignment(
        status,
        reason,
        round(cov, 3),
        start,
        end,
        text,
        rivalled=tuple(r[:2] for r in rivalled)
        if len(rivalled) == len(missing) and not any(r[2] for r in rivalled)
        else (),
    )
