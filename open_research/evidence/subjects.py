"""Whether a statement is about what the question asks: its subject words, not any shared keyword.

A funding question and a fleet figure may share the company's name, which every source of the run
carries: such ambient words (in most of the sources read) say nothing about the subject. Of the
question's other content words a statement must share two (or all, when the question has fewer),
and when the question names something only a few sources speak of ("the cafe", "hidden damage"),
the statement must name it too: the museum's opening hours are not the cafe's. Pure functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from open_research.text import QUESTION_WORDS, REQUEST_WORDS, content_stems, stem

__all__ = ["Subject", "question_subject"]

#: A word in more than this share of the sources read (of at least MIN_SOURCES) is ambient.
AMBIENT_SHARE = 0.6
MIN_SOURCES = 3
#: A word in at most this share of the sources (at least one) is what singles the subject out.
DISTINCTIVE_SHARE = 1 / 3

_ASKING = {stem(w) for w in QUESTION_WORDS | REQUEST_WORDS} | {
    stem(w)
    for w in """what when where which who how long much many time now today latest current currently change changed
changes changing differ different compare history new old before after still used since until""".split()
}


@dataclass(frozen=True)
class Subject:
    """The question's subject words: ``words`` to share, ``distinctive`` of which one is needed."""

    words: frozenset[str]
    distinctive: frozenset[str]

    def covers(self, text: str) -> bool:
        """Whether a statement (its clause, heading and source title) speaks of the question's subject."""
        if not self.words:
            return True
        stems = content_stems(text)
        if len(stems & self.words) < min(2, len(self.words)):
            return False
        return not self.distinctive or bool(stems & self.distinctive)


def question_subject(question: str, sources: Iterable[Mapping[str, Any]]) -> Subject:
    """The subject words of ``question`` weighed by how many of the sources read use them."""
    docs = [content_stems(f"{r.get('title') or ''}\n{r.get('text') or ''}") for r in sources]
    asked = content_stems(question) - _ASKING
    used = {w: sum(w in d for d in docs) for w in asked}
    words = {w for w, n in used.items() if n}  # words no source uses cannot tell statements apart
    if len(docs) >= MIN_SOURCES:
        specific = {w for w in words if used[w] <= AMBIENT_SHARE * len(docs)}
        words = specific or words
    limit = max(1.0, DISTINCTIVE_SHARE * len(docs))
    distinctive = {w for w in words if used[w] <= limit} if len(docs) >= MIN_SOURCES else set()
    return Subject(frozenset(words), frozenset(distinctive))
