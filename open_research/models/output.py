"""What is wrong with a generated text that code can see: it was cut off, or it loops.

Small models on a token cap end mid-sentence (``finish_reason == "length"``) and, when they lose
the thread, repeat one block until the cap: a report with one paragraph 26 times, notes listing one
id 60 times. ``truncated`` tells the seam to ask again for a shorter answer; ``trim_repetition``
keeps one copy of a repeated block.
"""

from __future__ import annotations

import re
from typing import Any

#: A block (line, paragraph or list item) repeated this many times or more is a loop.
REPEATS = 3
_LENGTH_REASONS = frozenset({"length", "max_tokens", "max_output_tokens", "MAX_TOKENS"})


def truncated(message: Any) -> bool:
    """The provider says generation stopped at the token cap."""
    meta = getattr(message, "response_metadata", None) or {}
    reason = meta.get("finish_reason") or meta.get("stop_reason") or meta.get("done_reason")
    return str(reason) in _LENGTH_REASONS


def trim_repetition(text: str, repeats: int = REPEATS) -> str:
    """``text`` with every block (paragraph, then line) that occurs ``repeats`` times or more kept
    once, at its first place; a line repeated within one paragraph too. Other text is untouched."""
    if not text:
        return text
    paragraphs = re.split(r"\n\s*\n", text)
    paragraphs = _dedupe(paragraphs, repeats)
    out = []
    for para in paragraphs:
        lines = para.split("\n")
        out.append("\n".join(_dedupe(lines, repeats)))
    trimmed = "\n\n".join(out)
    return _inline(trimmed, repeats)


def _dedupe(blocks: list[str], repeats: int) -> list[str]:
    counts: dict[str, int] = {}
    for b in blocks:
        key = _key(b)
        if key:
            counts[key] = counts.get(key, 0) + 1
    looping = {k for k, c in counts.items() if c >= repeats}
    if not looping:
        return blocks
    kept, seen = [], set()
    for b in blocks:
        key = _key(b)
        if key and key in looping:
            if key in seen:
                continue
            seen.add(key)
        kept.append(b)
    return kept


def _inline(text: str, repeats: int) -> str:
    """A phrase of 8 to 200 characters with a letter or digit in it, repeated back to back
    ``repeats`` times or more, kept once (a table rule like ``| --- | --- |`` is left alone)."""
    pattern = re.compile(r"(.{8,200}?)(?:\s*\1){" + str(repeats - 1) + ",}", re.DOTALL)
    return pattern.sub(lambda m: m.group(1) if any(c.isalnum() for c in m.group(1)) else m.group(0), text)


#: Shorter blocks repeat legitimately (closing tags, table rules, "---", a bullet "- Yes").
MIN_BLOCK_CHARS = 24


def _key(block: str) -> str:
    """The block's identity for repetition, or "" for a block too short or without words to count."""
    key = " ".join(block.split()).casefold()
    if len(key) < MIN_BLOCK_CHARS or sum(ch.isalpha() for ch in key) < MIN_BLOCK_CHARS // 2:
        return ""
    return key
