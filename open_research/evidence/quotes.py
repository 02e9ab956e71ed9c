"""Quotations compared as a reader compares them: case, quote marks, dashes and spacing folded."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["normalize_text", "quote_in", "quote_key", "quote_parts_in"]


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
