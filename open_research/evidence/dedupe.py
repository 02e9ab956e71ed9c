"""Near-duplicate sources: reposts and syndicated copies count as one source.

A bottom-k MinHash sketch over word 5-shingles estimates the Jaccard similarity of two texts; a
repost with a new intro line or a changed footer keeps most of its shingles. Sketches are computed
once per record (stored with it) and grouped through buckets of their smallest hashes, so grouping
stays near-linear in the number of records. Pure functions, stable across processes (crc32).
"""

from __future__ import annotations

import heapq
import zlib
from collections.abc import Sequence

from open_research.text import tokens

__all__ = ["NEAR_DUPLICATE", "SKETCH_SIZE", "near_duplicate_pairs", "similarity", "sketch"]

SKETCH_SIZE = 64
SHINGLE = 5
#: Estimated Jaccard similarity of shingles from which two texts are copies of one another: a short
#: notice reposted with an intro and a comment line keeps about 0.6.
NEAR_DUPLICATE = 0.5
#: Texts with fewer shingles are too short to call copies (search snippets, one-liners).
MIN_SHINGLES = 30
MAX_WORDS = 20_000
_BUCKETS = 8


def sketch(text: str) -> list[int]:
    """The SKETCH_SIZE smallest shingle hashes of the text (empty when it is too short)."""
    words = tokens(text.casefold())[:MAX_WORDS]
    if len(words) - SHINGLE + 1 < MIN_SHINGLES:
        return []
    hashes = {zlib.crc32(" ".join(words[i : i + SHINGLE]).encode()) for i in range(len(words) - SHINGLE + 1)}
    return sorted(heapq.nsmallest(SKETCH_SIZE, hashes))


def similarity(a: Sequence[int], b: Sequence[int]) -> float:
    """Bottom-k estimate of the Jaccard similarity of the two shingle sets."""
    if not a or not b:
        return 0.0
    k = min(SKETCH_SIZE, len(a), len(b))
    union_k = heapq.nsmallest(k, set(a) | set(b))
    both = set(a) & set(b)
    return sum(1 for h in union_k if h in both) / k


def near_duplicate_pairs(sketches: dict[str, Sequence[int]]) -> list[tuple[str, str]]:
    """Pairs of ids whose sketches are near duplicates; candidates come from shared small hashes."""
    buckets: dict[int, list[str]] = {}
    for key, sk in sketches.items():
        for h in sk[:_BUCKETS]:
            buckets.setdefault(h, []).append(key)
    seen: set[tuple[str, str]] = set()
    out = []
    for members in buckets.values():
        for i, a in enumerate(members[:50]):
            for b in members[i + 1 : 50]:
                pair = (a, b) if a < b else (b, a)
                if pair not in seen:
                    seen.add(pair)
                    if similarity(sketches[a], sketches[b]) >= NEAR_DUPLICATE:
                        out.append(pair)
    return out
