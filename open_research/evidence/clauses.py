"""What a clause keeps from happening or says has ended: words that answer a negation without
negating anything themselves ("to avoid leaks" for "not leaked", "fixed a crash" for "no longer
crashes", "failed to build" for "did not build"). Pure functions."""

from __future__ import annotations

import re

from open_research.evidence.passages import _CLAUSE_END_RE, NEG_SCOPE
from open_research.text import content_words

__all__ = ["avoided", "ceased", "past_of_ceased", "restricted_on", "restrictions"]

_AVOID_RE = re.compile(r"\b(?:avoid|avoids|avoiding|prevent|prevents|preventing)\b", re.IGNORECASE)


def avoided(text: str, scope: int = NEG_SCOPE) -> list[frozenset[str]]:
    """What a purpose clause keeps from happening ("to avoid them being leaked" -> {leak, plaintext}):
    it backs a claim's "so they are not leaked", as a prefix does "not tested"."""
    out = []
    for m in _AVOID_RE.finditer(text):
        end = _CLAUSE_END_RE.search(text, m.end())
        out.append(frozenset(content_words(text[m.end() : end.start() if end else len(text)])[:scope]))
    return out


#: What ends or fails: "fixed a stack overflow" says what "no longer causes stack overflow" says, and
#: "failed to build" what "did not build" says.
_CEASED_RE = re.compile(
    r"\b(?:fail(?:s|ed|ing)?\s+to|stop(?:s|ped|ping)?|ceas(?:e|es|ed|ing)|fix(?:es|ed|ing)?|no\s+more)\b", re.I
)


def ceased(text: str, scope: int = NEG_SCOPE) -> list[frozenset[str]]:
    """What a text says ended, was fixed or failed (the content words after it in its clause): it
    answers a negation of the same words, as a prefix does, but negates nothing itself."""
    out = []
    for m in _CEASED_RE.finditer(text):
        end = _CLAUSE_END_RE.search(text, m.end())
        out.append(frozenset(content_words(text[m.end() : end.start() if end else len(text)])[:scope]))
    return out


#: A claim about how things were: "used to drop", "had been corrupting", "the bug where it printed".
_PAST_RE = re.compile(r"\b(?:used\s+to|had\s+been|previously|formerly|originally|bug|until)\b", re.I)
_NO_LONGER_RE = re.compile(r"\bno\s+longer\b|\bnot\s+any\s*more\b", re.I)


def past_of_ceased(claim: str, passage_negs: int, passage: str) -> bool:
    """The passage's every negation is a "no longer" (it states what held before) and the claim says
    what held before: "fmt had been corrupting characters" for "fmt no longer corrupts characters"."""
    return bool(_PAST_RE.search(claim)) and 0 < passage_negs == len(_NO_LONGER_RE.findall(passage))


_ONLY_RE = re.compile(r"\b(?:only|solely|exclusively)\b", re.IGNORECASE)


def restrictions(text: str, scope: int = NEG_SCOPE) -> list[frozenset[str]]:
    """What each "only" of a text restricts, read like a negation's scope: "should only be enabled
    after review" says of {enabl, review} what "should not be enabled before review" says."""
    out = []
    for m in _ONLY_RE.finditer(text):
        end = _CLAUSE_END_RE.search(text, m.end())
        out.append(frozenset(content_words(text[m.end() : end.start() if end else len(text)])[:scope]))
    return out


#: "only" before a condition ("deletes it only when forced"), and a passage's exception to a negation
#: ("will not delete it unless forced"): one rule, stated from either side.
_ONLY_ON_RE = re.compile(r"\b(?:only|solely)\s+(?:if|when|whenever|where|once|after|with|while)\b", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"[.;:!?](?:\s|$)")
UNLESS_RE = re.compile(r"\b(?:unless|except|other\s+than)\b", re.IGNORECASE)


def restricted_on(text: str) -> list[frozenset[str]]:
    """What "X only when Y" restricts: the clause before it, X ("tidy deletes old files only when forced"
    -> {tidy, delet, old, fil}). It answers a passage's "will not X unless Y", never a bare "never X"."""
    out = []
    for m in _ONLY_ON_RE.finditer(text):
        start = max((b.end() for b in _SENTENCE_END_RE.finditer(text, 0, m.start())), default=0)
        out.append(frozenset(content_words(text[start : m.start()])))
    return out
