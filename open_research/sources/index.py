"""A local document index in one SQLite file: FTS5 with BM25 over paragraph chunks.

This is what makes the service useful with no internet: researchers search a folder of the user's own
documents. Everything lives in one file so it can be copied, inspected with `sqlite3`, or deleted.
Each call opens its own connection, so the index is safe to use from `asyncio.to_thread` workers.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import hashlib
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from open_research.sources import ingest
from open_research.sources.dates import mtimes_trusted
from open_research.sources.indexes import default_index_path, folder_index_path, source_id_for
from open_research.sources.records import Document, IndexSummary, SearchHit, SkippedFile, row_fields
from open_research.sources.vectors import FUSION_DEPTH, ChunkVectors
from open_research.text import STOP_WORDS, tokens

__all__ = [
    "Document",
    "DocumentIndex",
    "IndexSummary",
    "SearchHit",
    "SkippedFile",
    "default_index_path",
    "folder_index_path",
    "fts_query",
    "source_id_for",
]

SCHEMA_VERSION = 2
#: Bumped when reading changes what a file yields (text, date, version): every file is read again.
READER_VERSION = "3"
#: Columns added after schema 1, with their SQL types; an older index gets them on open.
_ADDED_COLUMNS = {
    "published_at_basis": "TEXT",
    "status": "TEXT NOT NULL DEFAULT 'current'",
    "status_basis": "TEXT",
    "version": "TEXT",
    "replaces": "TEXT",
    "replaced_by": "TEXT",
    "mtime_trusted": "INTEGER NOT NULL DEFAULT 1",
}
TITLE_WEIGHT = 3.0  # bm25 column weight of the title relative to the chunk body
ProgressCallback = Callable[[int, int, str], None]  # (files done, files total, relative path)


def fts_query(text: str) -> str:
    """Turn free text into a safe FTS5 OR-query of quoted terms (no operators from the user survive)."""
    words = tokens(text.lower())  # lower(), not casefold(): FTS5 folds "ß" to itself, not to "ss"
    terms = [
        t for t in words if t not in STOP_WORDS
    ] or words  # a question made only of stop words still deserves an answer
    seen: dict[str, None] = dict.fromkeys(t.replace('"', '""') for t in terms[:64])
    return " OR ".join(f'"{t}"' for t in seen)


class DocumentIndex:
    """Documents and their chunks in one SQLite file; `update` a folder, then `search` and `get`."""

    def __init__(
        self, path: str | Path, *, tokenizer: str = "porter unicode61 remove_diacritics 2", hybrid: bool | None = None
    ):
        """`hybrid`: fuse BM25 with embeddings; None means "if the optional wordllama package is installed"."""
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._write_lock = threading.Lock()
        self._tokenizer = tokenizer
        self._vectors = ChunkVectors.create() if hybrid in (None, True) else None
        with self._connect() as con:
            self._create_schema(con)

    # -- connections -------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        con = sqlite3.connect(self.path, timeout=30)
        try:
            con.row_factory = sqlite3.Row
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=NORMAL")
            yield con
        finally:
            con.close()

    def _create_schema(self, con: sqlite3.Connection) -> None:
        with con:
            con.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")
            row = con.execute("SELECT value FROM meta WHERE key='tokenizer'").fetchone()
            if row is None:
                con.execute(
                    "INSERT INTO meta VALUES ('tokenizer', ?), ('schema', ?)", (self._tokenizer, SCHEMA_VERSION)
                )
            else:
                self._tokenizer = row[0]  # an existing index keeps the tokenizer it was built with
            con.execute(
                """CREATE TABLE IF NOT EXISTS documents (
                    source_id TEXT PRIMARY KEY, root TEXT NOT NULL, relpath TEXT NOT NULL, path TEXT NOT NULL,
                    title TEXT NOT NULL, kind TEXT NOT NULL, sha256 TEXT NOT NULL, size INTEGER NOT NULL,
                    mtime REAL NOT NULL, published_at TEXT, indexed_at TEXT NOT NULL, chunks INTEGER NOT NULL,
                    text TEXT NOT NULL)"""
            )
            have = {r[1] for r in con.execute("PRAGMA table_info(documents)")}
            for column, sql_type in _ADDED_COLUMNS.items():
                if column not in have:
                    con.execute(f"ALTER TABLE documents ADD COLUMN {column} {sql_type}")
            con.execute("CREATE INDEX IF NOT EXISTS documents_root ON documents(root)")
            tokenize = self._tokenizer.replace("'", "")
            con.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS chunks USING fts5("
                f"title, body, source_id UNINDEXED, ord UNINDEXED, tokenize='{tokenize}')"
            )
            # FTS5 cannot index an UNINDEXED column; this map makes deleting one document's chunks cheap.
            con.execute(
                "CREATE TABLE IF NOT EXISTS chunk_owner "
                "(chunk_rowid INTEGER PRIMARY KEY, source_id TEXT NOT NULL, vec BLOB)"
            )
            con.execute("CREATE INDEX IF NOT EXISTS chunk_owner_source ON chunk_owner(source_id)")

    # -- writing -----------------------------------------------------------------------------------------
    def update(
        self,
        folder: str | Path,
        progress: ProgressCallback | None = None,
        exclude: Iterable[str] = (),
        *,
        seconds_per_file: float | None = None,
    ) -> IndexSummary:
        """Bring the index in line with `folder`: add new and changed files, drop files that are gone.

        Files whose content hash is unchanged are not re-read into the index. `exclude` holds glob
        patterns matched against the path relative to `folder` (e.g. "drafts/*"). A heavy file that
        takes longer than `seconds_per_file` (default ``worker.EXTRACT_SECONDS``) is skipped.
        """
        started = time.perf_counter()
        root = Path(folder).expanduser().resolve()
        if not root.is_dir():
            raise NotADirectoryError(f"{folder} is not a directory")
        summary = IndexSummary(root=str(root))
        candidates, unsupported, refused = ingest.find_files(root, list(exclude))
        summary.unsupported = dict(unsupported)
        summary.skipped.extend(SkippedFile(path=rel, reason=why) for rel, why in refused)
        summary.mtimes_trusted = mtimes_trusted([_mtime(f) for f in candidates])
        seen: set[str] = set()
        with self._write_lock, self._connect() as con:
            fresh = self._reader_changed(con)
            known = {
                r["source_id"]: "" if fresh else r["sha256"]
                for r in con.execute("SELECT source_id, sha256 FROM documents WHERE root=?", (str(root),))
            }
            for done, file in enumerate(candidates, 1):
                relpath = file.relative_to(root).as_posix()
                sid = source_id_for(relpath, root)
                if progress:
                    progress(done - 1, len(candidates), relpath)
                try:
                    data = ingest.read_bytes(file, root)
                    summary.bytes_read += len(data)
                    digest = hashlib.sha256(data).hexdigest()
                    if known.get(sid) == digest:
                        seen.add(sid)
                        summary.unchanged.append(relpath)
                        with con:
                            con.execute(
                                "UPDATE documents SET path=?, mtime=? WHERE source_id=?",
                                (str(file), _mtime(file), sid),
                            )
                        continue
                    doc = ingest.extract(file, data, relpath=relpath, seconds=seconds_per_file)
                except ingest.SkipFile as exc:
                    summary.skipped.append(SkippedFile(path=relpath, reason=str(exc)))
                    continue
                except Exception as exc:  # an extractor bug must cost one file, not the whole run
                    summary.skipped.append(
                        SkippedFile(path=relpath, reason=f"extraction failed ({type(exc).__name__})")
                    )
                    continue
                chunks = ingest.chunk_text(doc.text)
                with con:
                    self._delete(con, sid)
                    row = {
                        "source_id": sid,
                        "root": str(root),
                        "relpath": relpath,
                        "path": str(file),
                        "title": doc.title,
                        "kind": file.suffix.lower().lstrip("."),
                        "sha256": digest,
                        "size": len(data),
                        "mtime": _mtime(file),
                        "published_at": doc.published_at,
                        "indexed_at": _now(),
                        "chunks": len(chunks),
                        "text": doc.text,
                        "published_at_basis": doc.published_at_basis,
                        "status": doc.version.status,
                        "status_basis": doc.version.status_basis,
                        "version": doc.version.version,
                        "replaces": doc.version.replaces,
                        "replaced_by": doc.version.replaced_by,
                    }
                    con.execute(
                        f"INSERT INTO documents ({','.join(row)}) VALUES ({','.join('?' * len(row))})",
                        tuple(row.values()),
                    )
                    rowids = [
                        con.execute(
                            "INSERT INTO chunks (title, body, source_id, ord) VALUES (?,?,?,?)",
                            (doc.title, chunk, sid, i),
                        ).lastrowid
                        for i, chunk in enumerate(chunks)
                    ]
                    con.executemany("INSERT INTO chunk_owner VALUES (?, ?, NULL)", [(r, sid) for r in rowids])
                seen.add(sid)
                summary.indexed.append(relpath)
                summary.chunks += len(chunks)
            gone = [sid for sid in known if sid not in seen]
            if gone:
                with con:
                    for sid in gone:
                        row = con.execute("SELECT relpath FROM documents WHERE source_id=?", (sid,)).fetchone()
                        summary.removed.append(row["relpath"] if row else sid)
                        self._delete(con, sid)
            with con:
                con.execute(
                    "UPDATE documents SET mtime_trusted=? WHERE root=?", (int(summary.mtimes_trusted), str(root))
                )
                con.execute("INSERT OR REPLACE INTO meta VALUES ('reader', ?)", (READER_VERSION,))
            if self._vectors is not None:
                self._vectors.embed_missing(con)
            if summary.indexed or summary.removed:
                with con:
                    con.execute("INSERT OR REPLACE INTO meta VALUES ('generation', ?)", (_now() + str(time.time_ns()),))
            if progress:
                progress(len(candidates), len(candidates), "")
            summary.total_documents, summary.total_chunks = self._counts(con)
        summary.seconds = round(time.perf_counter() - started, 3)
        return summary

    @staticmethod
    def _reader_changed(con: sqlite3.Connection) -> bool:
        """Whether the files in this index were read by an older reader (so must be read again)."""
        row = con.execute("SELECT value FROM meta WHERE key='reader'").fetchone()
        return (row[0] if row else None) != READER_VERSION

    @staticmethod
    def _delete(con: sqlite3.Connection, sid: str) -> None:
        con.execute("DELETE FROM chunks WHERE rowid IN (SELECT chunk_rowid FROM chunk_owner WHERE source_id=?)", (sid,))
        con.execute("DELETE FROM chunk_owner WHERE source_id=?", (sid,))
        con.execute("DELETE FROM documents WHERE source_id=?", (sid,))

    @staticmethod
    def _counts(con: sqlite3.Connection) -> tuple[int, int]:
        docs = con.execute("SELECT count(*) FROM documents").fetchone()[0]
        chunks = con.execute("SELECT coalesce(sum(chunks), 0) FROM documents").fetchone()[0]
        return docs, chunks

    # -- reading -----------------------------------------------------------------------------------------
    def search(self, query: str, k: int = 5, *, title_only: bool = False) -> list[SearchHit]:
        """Best documents for `query` (at most one hit per document: its best chunk). Never raises on odd text.

        BM25 over chunks, fused with embedding similarity when the index has vectors. A query with no
        BM25 match returns nothing, so nonsense never gets "semantically close" filler. `title_only`
        matches the words in titles alone (documents named after them, not ones that mention them).
        """
        if not isinstance(query, str) or not isinstance(k, int) or k <= 0:
            return []
        match = fts_query(query)
        if not match:
            return []
        if title_only:
            match = f"title : ({match})"
        # bm25() only works in the FTS query itself, so score first, then keep each document's best chunk
        # (SQLite returns the bare columns of the row holding max()).
        sql = f"""
            WITH m AS MATERIALIZED (
                SELECT rowid AS chunk_rowid, source_id, -bm25(chunks, {TITLE_WEIGHT}, 1.0) AS score
                FROM chunks WHERE chunks MATCH ?
            )
            SELECT source_id, chunk_rowid, max(score) AS score FROM m GROUP BY source_id ORDER BY score DESC LIMIT ?"""
        with self._connect() as con:
            depth = max(k, FUSION_DEPTH) if self._vectors else k
            ranked = [(r["source_id"], r["chunk_rowid"], r["score"]) for r in con.execute(sql, (match, depth))]
            if not ranked:
                return []
            if self._vectors is not None:
                ranked = self._vectors.fuse(con, query, ranked)
            ranked = ranked[:k]
            bodies = dict(
                con.execute(
                    f"SELECT rowid, body FROM chunks WHERE rowid IN ({','.join('?' * len(ranked))})",
                    [r[1] for r in ranked],
                ).fetchall()
            )
            docs = {
                r["source_id"]: r
                for r in con.execute(
                    f"SELECT source_id, title, path, relpath, published_at, published_at_basis, mtime, mtime_trusted, "
                    f"status, status_basis, version, replaced_by FROM documents WHERE source_id IN "
                    f"({','.join('?' * len(ranked))})",
                    [r[0] for r in ranked],
                )
            }
        return [
            SearchHit(
                source_id=sid,
                title=docs[sid]["title"],
                path=docs[sid]["path"],
                relpath=docs[sid]["relpath"],
                passage=bodies.get(rowid, ""),
                score=round(float(score), 4),
                **row_fields(docs[sid]),
            )
            for sid, rowid, score in ranked
            if sid in docs
        ]

    async def asearch(self, query: str, k: int = 5) -> list[SearchHit]:
        """`search` in a worker thread so the event loop is not blocked by SQLite."""
        return await asyncio.to_thread(self.search, query, k)

    def get(self, source_id: str) -> Document | None:
        """The whole document behind a search hit."""
        if not isinstance(source_id, str):
            return None
        with self._connect() as con:
            row = con.execute("SELECT * FROM documents WHERE source_id=?", (source_id.strip(),)).fetchone()
        if row is None:
            return None
        fields = dict(row)
        fields.pop("root", None)
        fields.update(row_fields(row))
        fields.pop("mtime_trusted", None)
        return Document(**fields)

    async def aget(self, source_id: str) -> Document | None:
        return await asyncio.to_thread(self.get, source_id)

    def newest(self, k: int = 5) -> list[dict[str, Any]]:
        """The ``k`` most recently dated documents (title, path, date): what "the latest" points to."""
        with self._connect() as con:
            rows = con.execute(
                "SELECT title, path, published_at FROM documents "
                "ORDER BY coalesce(published_at, indexed_at) DESC LIMIT ?",
                (k,),
            ).fetchall()
        return [dict(r) for r in rows]

    def stats(self) -> dict[str, Any]:
        with self._connect() as con:
            docs, chunks = self._counts(con)
            kinds = dict(con.execute("SELECT kind, count(*) FROM documents GROUP BY kind").fetchall())
            roots = [r[0] for r in con.execute("SELECT DISTINCT root FROM documents ORDER BY root")]
            last = con.execute("SELECT max(indexed_at) FROM documents").fetchone()[0]
            text_bytes = con.execute("SELECT coalesce(sum(length(text)), 0) FROM documents").fetchone()[0]
        size = sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.is_file())
        return {
            "path": str(self.path),
            "documents": docs,
            "chunks": chunks,
            "by_kind": kinds,
            "roots": roots,
            "last_indexed_at": last,
            "text_chars": text_bytes,
            "file_bytes": size,
            "tokenizer": self._tokenizer,
            "embeddings": self._vectors.name if self._vectors else None,
        }


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
