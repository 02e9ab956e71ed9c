"""Opposites said in one word: "enabled" where the passage says "disabled", with no "not".

The negation rules read "not", "never", "un-" and the like; a claim that turns "disabled by
default" into "enabled by default" has none of them, shares every other word, and was left
``unverified``. Here a few pairs of words of opposite polarity are compared, each said of its
subject (a participle after a form of "be"; a verb form as is), neither negated, and neither text
using the other word. Pure functions.
"""

from __future__ import annotations

import re

from open_research.evidence.passages import negations
from open_research.evidence.qualifiers import Clash
from open_research.text import stem

__all__ = ["polarity_clash"]

#: Words of opposite polarity by their roots: "enabled" says what "disabled" denies, with no "not".
_ANTONYMS = (
    ("enabl", "disabl"),
    ("allow", "disallow"),
    ("includ", "exclud"),
    ("connect", "disconnect"),
    ("continu", "discontinu"),
    ("activat", "deactivat"),
)
_WORDS_RE = re.compile(r"[a-z]+")


#: What may be done is no state: "can be disabled", "to disable it" do not deny "is enabled by default".
_MAY = {"can", "may", "could", "might", "to"}
_BE = {"is", "are", "was", "were", "be", "been", "being", "remains", "stays", "gets", "now", "always", "default"}


def _polar_words(text: str) -> tuple[list[str], set[str]]:
    """The text's words said of their subject, and the stems its negations negate ("not enabled" is
    "disabled"). A participle counts after a form of "be" only ("is now disabled"): an attributive one
    names a thing ("traps disallowed calls" is "the allowed calls", and "trap all others"); none counts
    after "can", "may" or "to" (``_MAY``)."""
    negated = set().union(*negations(text)) if text else set()
    words = _WORDS_RE.findall(text.lower())
    said = [
        w
        for i, w in enumerate(words)
        if (not w.endswith("ed") or _BE & set(words[max(0, i - 2) : i])) and not _MAY & set(words[max(0, i - 3) : i])
    ]
    return said, negated


def polarity_clash(claim: str, passage: str) -> Clash | None:
    """The claim says "enabled" where the passage says "disabled" (or the reverse), neither negated and
    neither text using the other word: the passage states the opposite in one word."""
    cw, cneg = _polar_words(claim)
    pw, pneg = _polar_words(passage)
    for a, b in _ANTONYMS:
        for x, y in ((a, b), (b, a)):
            said = [w for w in cw if w.startswith(x)]
            told = [w for w in pw if w.startswith(y)]
            if (
                said
                and told
                and not any(w.startswith(y) for w in cw)
                and not any(w.startswith(x) for w in pw)
                and not {stem(w) for w in said + told} & (cneg | pneg)
            ):
                return Clash.of(f'the claim says "{said[0]}", the passage "{told[0]}"', contradicts=True)
    return None
