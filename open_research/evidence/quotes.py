"""Quotations compared as a reader compares them: case, quote marks, dashes and spacing folded."""

from __future__ import annotations

import re
import unicodedata

from open_research.text import content_stems

__all__ = ["normalize_text", "quote_in", "quote_key", "quote_parts_in", "quotes_of", "states_quote"]


def normalize_text(text: str) -> str:
    """Case, quote-style, dash and whitespace folded, for verbatim-quote checks."""
    text = unicodedata.normalize("NFKC", text).casefold()
    folds: dict[str, str | int | None] = {
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "„": '"',
        "–": "-",
        "—": "-",
        "\u00ad": None,
    }
    text = text.translate(str.maketrans(folds))
    return re.sub(r"\s+", " ", text).strip()


def quote_key(text: str) -> str:
    """Words only: a quotation that drops a comma or changes quote marks still matches its source."""
    return " ".join(re.findall(r"\w+", normalize_text(text)))


def quote_in(quote: str, text_norm: str) -> bool:
    """Verbatim (after normalisation) occurrence; an ellipsis may skip text between parts."""
    parts = [p.strip(" .,;:!?'\"") for p in re.split(r"\[?(?:\.\.\.|…)\]?", normalize_text(quote))]
    pos = 0
    for part in filter(None, parts):
        i = text_norm.find(part, pos)
        if i < 0:
            return False
        pos = i + len(part)
    return True


def quote_parts_in(parts: list[str], text_key: str) -> bool:
    """Word-for-word occurrence; an ellipsis in the quote ("..."/"…") may skip text."""
    pos = 0
    for part in parts:
        i = text_key.find(f" {part} ", pos)
        if i < 0:
            return False
        pos = i + len(part) + 1
    return True


#: Content words besides a verbatim quotation ("The update says the library is "...""): at most these,
#: and the claim is the quotation, confirmed word for word.
QUOTE_FRAME_WORDS = 3
_QUOTE_RE = re.compile(r"\"([^\"\n]{3,600})\"|“([^”\n]{3,600})”|(?<!\w)['‘]([^'’\n]{3,300})['’](?!\w)")


def quotes_of(claim: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTE_RE.finditer(claim)]


def states_quote(claim: str) -> bool:
    """The claim is a quotation of words (not of one name) in a short frame: a quoted name ("With
    '--recurse-submodules=on-demand', only some ...") leaves the statement outside the quotation."""
    frame = len(content_stems(_QUOTE_RE.sub(" ", claim)))
    return frame <= QUOTE_FRAME_WORDS and any(len(q.split()) > 1 for q in quotes_of(claim))
