"""Word tables for the ambiguity check: common service words that mean the same thing, and words that
name an aspect of something rather than the thing.

Why a table: the check is lexical (BM25, title words) and runs without embeddings, so "What are the
prices?" would otherwise match only the document that says "prices", although the ferry *fares*, the
bicycle *charge* and the parking *rates* are prices too. The groups are few, everyday and generic (no
corpus's names), folded to one key word both in the question and in the documents' titles and headings.
Words are looked up by their stem (``open_research.text.stem``), so every form of a listed word folds.
"""

from __future__ import annotations

import re

from open_research.text import stem

#: Key word -> words used for the same service attribute (as written: they also widen a search).
RELATED: dict[str, tuple[str, ...]] = {
    "price": (
        "price",
        "prices",
        "cost",
        "costs",
        "fare",
        "fares",
        "fee",
        "fees",
        "charge",
        "charges",
        "rate",
        "rates",
        "tariff",
        "tariffs",
        "pay",
        "admission",
    ),
    "hours": ("hour", "hours", "open", "opens", "opening", "close", "closes", "closed", "closing", "closure"),
    "times": ("time", "times", "timetable", "timetables", "schedule", "schedules", "departure", "departures"),
    "discount": ("discount", "discounts", "reduced", "reduction", "reductions", "concession", "concessions", "cheaper"),
    "contact": ("contact", "contacts", "phone", "telephone", "email", "e-mail"),
    "change": ("change", "changes", "changed", "new", "update", "updated", "updates"),
    "limit": ("limit", "limits", "maximum", "max", "minimum", "min"),
    "responsible": ("responsible", "responsibility", "owner", "owns"),
}

#: Key words naming an aspect (a price, opening hours, a limit...) of some site, service or period. A
#: question made only of these has its qualifier missing: whose price, which service's hours.
ASPECTS = frozenset(RELATED) | frozenset(
    stem(w)
    for w in ("deadline", "size", "address", "location", "rule", "status", "default", "version", "policy", "date")
)

#: The contact group's key: a question asking for a phone number is answered by a line holding one.
CONTACT = "contact"
#: Aspect words that mean an aspect only when options are read from the documents: "notice" (how much
#: notice) and "number" (a phone number); as a question's only words they still name a thing ("the notice").
FACET_ONLY_ASPECTS = frozenset(stem(w) for w in ("notice", "number"))
#: How documents write an aspect the question names with another word ("the deadline" is a "closing
#: date"; "how much notice" is a "lead time"): lower-case phrases, found as they stand in a line.
ASPECT_PHRASES: dict[str, tuple[str, ...]] = {
    stem("deadline"): ("deadline", "closing date", "apply by", "applications close", "last date"),
    stem("notice"): ("notice", "lead time"),
}

_FOLD = {stem(w): key for key, group in RELATED.items() for w in group}

#: People past an age of retirement, named by a word ("pensioners", "seniors", "OAPs", "the elderly") or by
#: the age band a price list or rule writes ("aged 65 or over", "over-60s", "65+"): one key for both, so
#: the question's word finds the row of its age band. A qualifier of the subject, not an aspect.
OLDER = stem("senior")
_OLDER_WORDS = frozenset(stem(w) for w in "senior seniors pensioner pensioners oap oaps elderly".split())
_AGE = r"(?:5[5-9]|[6-9]\d)"
OLDER_AGE = re.compile(
    rf"(?<![\d.,:/£$€-]){_AGE}(?:\s*\+|\s+(?:years?\s+)?(?:or|and)\s+(?:over|older|above))"
    rf"|\bover[- ]?{_AGE}s\b|\baged\s+(?:over\s+)?{_AGE}\b",
    re.I,
)


def fold(word_stem: str) -> str:
    """The key word of the group a stem belongs to ("fare" -> "price"), or the stem itself."""
    return _FOLD.get(word_stem, OLDER if word_stem in _OLDER_WORDS else word_stem)


def related(word: str) -> tuple[str, ...]:
    """The words of ``word``'s group (for widening a search), or just the word."""
    key = _FOLD.get(stem(word))
    return RELATED[key] if key else (word,)
