"""Near-verbatim claims and a claim's count of its own list: what the lexical layer may call `supported`."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from open_research.evidence.normalize import figures
from open_research.evidence.passages import sentence_spans
from open_research.evidence.qualifiers import _STOPS, _WORD_RE
from open_research.text import stem

__all__ = ["counts_own_list", "near_verbatim"]

_COUNTED_RE = re.compile(r"\s+(?:[\w-]+\s+){0,2}[\w-]+\s*[:,]\s+")
_W = r"(?:[^\s,;:.]|[.:]+(?=\w))+"  # a word, or a name with "::" or "." inside ("APT::Get", "apt.conf")
_ITEM_RE = re.compile(
    rf"(,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+)?({_W}(?:\s+{_W}){{0,3}}?)(?=,|\s+(?:and|or)\s|[.;:]?\s*$|[.;])"
)


def counts_own_list(claim: str, fig) -> bool:
    """The figure counts the items the claim itself lists right after it ("three options: A, B and
    C"): the count is the claim's own arithmetic, backed by the items, which are compared as words
    and names; a passage that sets the items out one per line never states the number."""
    whole = [t for t in fig.alternatives if t.count(":") == 1 and t.startswith("num:")]
    if not whole or not whole[0][4:].isdigit() or not 2 <= int(whole[0][4:]) <= 12:
        return False
    m = _COUNTED_RE.match(claim, fig.end)
    if m is None:
        return False
    items, pos = 0, m.end()
    while (it := _ITEM_RE.match(claim, pos)) is not None and it.group(2):
        items, pos = items + 1, it.end()
        if it.group(1) and re.search(r"\b(?:and|or)\b", it.group(1)):
            return items == int(whole[0][4:])
    return False


#: Marks a sentence end among a passage's verbatim tokens.
_BOUNDARY = "\x01"


def _verbatim_tokens(text: str, *, sentences: bool = False) -> list[str]:
    """Stemmed words, each figure one token of its value ("ten" and "10" alike; units are compared
    elsewhere); with ``sentences``, a boundary token between the text's sentences."""
    out: list[str] = []
    spans = sentence_spans(text) if sentences else [(0, len(text))]
    for s, e in spans:
        if out and sentences:
            out.append(_BOUNDARY)
        part, last = text[s:e], 0
        for f in figures(part):
            value = ":".join(min(f.alternatives).split(":")[:2])
            out += [stem(w.lower()) for w in _WORD_RE.findall(part[last : f.start])] + [f"\x00{value}"]
            last = f.end
        out += [stem(w.lower()) for w in _WORD_RE.findall(part[last:])]
    return out


#: Prepositions that put a statement on a platform, a product or a place ("on PowerPC", "for Windows").
_PLACE_WORDS = frozenset({"on", "in", "for", "under", "with", "within", "at"})
_NAME_WORD_RE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Za-z]*[A-Z][\w-]*")


def _names(text: str) -> set[str]:
    """Stems of the names a text states mid-sentence (capitalised: "PowerPC", "Windows")."""
    return {stem(w.lower()) for w in _NAME_WORD_RE.findall(text)}


def near_verbatim(claim: str, passage: str) -> bool:
    """The claim is the passage's own wording: every word of it (stemmed; a figure in any of its forms)
    stands in the passage in the same order and close together, except function words it adds ("The
    warehouse now closes at 18:00"); a function word the passage has elsewhere was moved, and moved
    words change meaning ("DISTINCT ON but not DISTINCT"). Where the match runs on into the next
    sentence, it must skip no content word on either side of the sentence end: "released by Tatu
    Ylonen. Aaron Campbell, ... Markus Friedl" is not the wording of "released by Markus Friedl"."""
    cw = _verbatim_tokens(claim)
    said = {stem(w.lower()) for w in _WORD_RE.findall(passage)}
    if any(t not in said and t not in _STOPS for t in cw if t[:1] != "\x00"):
        return False  # a word of the claim the passage never uses: not its wording (and no need to align)
    pw = _verbatim_tokens(passage, sentences=True)
    if not cw or not pw:
        return False
    blocks = [b for b in SequenceMatcher(None, cw, pw, autojunk=False).get_matching_blocks() if b.size]
    if not blocks:
        return False
    lo, hi = blocks[0].b, blocks[-1].b + blocks[-1].size
    if hi - lo - pw[lo:hi].count(_BOUNDARY) > 1.5 * len(cw) + 2:  # the claim's words stand together
        return False
    for a, b in zip(blocks, blocks[1:], strict=False):
        gap = pw[a.b + a.size : b.b]
        if _BOUNDARY in gap and any(t not in _STOPS and t != _BOUNDARY for t in gap):
            return False
        if any(gap[i] in _PLACE_WORDS and gap[i + 1] in _names(passage) for i in range(len(gap) - 1)):
            return False  # a scope dropped from inside the wording: "x86 and amd64, on PowerPC there are"
    matched = {i for b in blocks for i in range(b.a, b.a + b.size)}
    window = set(pw[max(0, lo - 3) : hi + 3])  # a function word from just beside the match was moved
    return all(t in _STOPS and t not in window for i, t in enumerate(cw) if i not in matched)
