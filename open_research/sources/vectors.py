"""Optional embedding vectors for the local index, fused with BM25 by reciprocal rank.

Measured on benchmarks/local_search.py (Python docs, held-out questions): BM25 + wordllama vectors finds
more answers than BM25 alone, so the index uses them when wordllama is installed; without it nothing changes.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

RRF_K = 60  # the usual reciprocal-rank-fusion constant; not tuned on our questions
FUSION_DEPTH = 50  # documents taken from each ranking before fusing


class Embedder:
    """Static word embeddings from wordllama: the weights ship inside the wheel, no torch, no network."""

    name = "wordllama-l2_supercat-256"
    _lock = threading.Lock()
    _model: Any = None  # a wordllama.WordLlama once loaded (optional dependency, no type information)
    _failed = False

    @classmethod
    def load(cls) -> Embedder | None:
        """The shared model, or None when wordllama is missing or broken (BM25 still works)."""
        with cls._lock:
            if cls._model is None and not cls._failed:
                try:
                    import wordllama
                    from wordllama import WordLlama

                    # The wheel carries its files under the package; pointing the cache there avoids any download.
                    package_dir = Path(wordllama.__file__).parent
                    cls._model = WordLlama.load(cache_dir=package_dir, disable_download=True)
                except Exception as exc:  # ImportError, or a wheel without its weights
                    logging.getLogger(__name__).info("embeddings off (%s); using BM25 only", exc)
                    cls._failed = True
            return cls() if cls._model is not None else None

    def embed(self, texts: list[str]):
        """Unit-length float32 vectors, one row per text."""
        return self._model.embed(texts, norm=True).astype("float32")


class ChunkVectors:
    """Vectors of the index's chunks (stored in `chunk_owner.vec`) and the fusion of both rankings."""

    def __init__(self, embedder: Embedder):
        self._embedder = embedder
        self.name = embedder.name
        self._cache: tuple[str, Any] | None = None  # (index generation, (rowids, source_ids, matrix))
        self._lock = threading.Lock()

    @classmethod
    def create(cls) -> ChunkVectors | None:
        embedder = Embedder.load()
        return cls(embedder) if embedder else None

    def embed_missing(self, con: sqlite3.Connection, batch: int = 512) -> None:
        """Give every chunk without a vector one (new chunks, or an index built before wordllama was installed)."""
        while True:
            rows = con.execute(
                "SELECT o.chunk_rowid, c.title, c.body FROM chunk_owner o JOIN chunks c ON c.rowid = o.chunk_rowid "
                "WHERE o.vec IS NULL LIMIT ?",
                (batch,),
            ).fetchall()
            if not rows:
                return
            vecs = self._embedder.embed([f"{r['title']}\n{r['body']}" for r in rows])
            with con:
                con.executemany(
                    "UPDATE chunk_owner SET vec=? WHERE chunk_rowid=?",
                    [(v.tobytes(), r["chunk_rowid"]) for v, r in zip(vecs, rows, strict=True)],
                )
            with con:
                con.execute("INSERT OR REPLACE INTO meta VALUES ('generation', ?)", (str(time.time_ns()),))

    def fuse(
        self, con: sqlite3.Connection, query: str, bm25: list[tuple[str, int, float]]
    ) -> list[tuple[str, int, float]]:
        """Reciprocal rank fusion of the BM25 document ranking and the embedding ranking."""
        loaded = self._load(con)
        if loaded is None:
            return bm25
        rowids, sids, matrix = loaded
        import numpy as np

        try:
            sims = matrix @ self._embedder.embed([query])[0]
        except Exception:  # vectors from another model version (shape mismatch): BM25 alone is still right
            return bm25
        vector_rank: list[tuple[str, int]] = []
        seen: set[str] = set()
        for i in np.argsort(-sims):
            if sids[i] not in seen:
                seen.add(sids[i])
                vector_rank.append((sids[i], int(rowids[i])))
                if len(vector_rank) >= FUSION_DEPTH:
                    break
        fused: dict[str, list] = {}
        for rank, (sid, rowid, _) in enumerate(bm25):
            fused[sid] = [1.0 / (RRF_K + rank + 1), rowid]
        for rank, (sid, rowid) in enumerate(vector_rank):
            entry = fused.setdefault(sid, [0.0, rowid])  # keep the BM25 passage when both found the document
            entry[0] += 1.0 / (RRF_K + rank + 1)
        order = sorted(fused.items(), key=lambda item: -item[1][0])
        return [(sid, rowid, score * 100) for sid, (score, rowid) in order]

    def _load(self, con: sqlite3.Connection):
        """All chunk vectors as one matrix, cached until the index changes (checked on every search)."""
        import numpy as np

        row = con.execute("SELECT value FROM meta WHERE key='generation'").fetchone()
        generation = row[0] if row else ""
        with self._lock:
            if self._cache is None or self._cache[0] != generation:
                rows = con.execute(
                    "SELECT chunk_rowid, source_id, vec FROM chunk_owner WHERE vec IS NOT NULL"
                ).fetchall()
                if not rows:
                    self._cache = (generation, None)
                else:
                    matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                    self._cache = (generation, ([r[0] for r in rows], [r[1] for r in rows], matrix))
            return self._cache[1]
