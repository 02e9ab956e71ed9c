"""What a clause keeps from happening or says has ended: words that answer a negation without
negating anything themselves ("to avoid leaks" for "not leaked", "fixed a crash" for "no longer
crashes", "failed to build" for "did not build"). Pure functions."""

from __future__ import annotations

import re

from open_research.evidence.passages import _CLAUSE_END_RE, NEG_SCOPE
from open_research.text import content_words

__all__ = ["avoided", "ceased"]

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
