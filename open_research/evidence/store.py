"""Persist a run's evidence ledger beside its state, so a report can be re-checked later against
exactly what was read. SQLite by default, PostgreSQL (psycopg 3) in production; same schema:

    evidence(thread_id, source_id, fetched_at, record JSON, updated_at, PK(thread_id, source_id))

Sync API on purpose: callers in async code use ``asyncio.to_thread``. Saving is an upsert that
never replaces a full read with a snippet of the same source (the ledger reducer's rule).
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Mapping
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from open_research.evidence.ledger import EvidenceRecord, merge_ledger, prefer_record

__all__ = ["EvidenceStore", "PostgresEvidenceStore", "SqliteEvidenceStore"]

_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")


@runtime_checkable
class EvidenceStore(Protocol):
    def save(self, thread_id: str, records: Iterable[Mapping[str, Any] | EvidenceRecord]) -> None: ...

    def load(self, thread_id: str) -> list[dict]: ...

    def delete(self, thread_id: str) -> None: ...


def _normalised(records: Iterable[Mapping[str, Any] | EvidenceRecord]) -> list[dict]:
    return merge_ledger(list(records), [])


def _now() -> str:
    return datetime.now(UTC).isoformat()


class SqliteEvidenceStore:
    """One SQLite file (may be the checkpointer's file); a fresh connection per call is thread-safe."""

    def __init__(self, path: str | Path, *, table: str = "evidence") -> None:
        if not _NAME_RE.match(table):
            raise ValueError(f"invalid table name {table!r}")
        self.path, self.table = str(path), table
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as con, con:
            con.execute(
                f"CREATE TABLE IF NOT EXISTS {table} (thread_id TEXT NOT NULL, source_id TEXT NOT NULL,"
                " fetched_at TEXT NOT NULL, record TEXT NOT NULL, updated_at TEXT NOT NULL,"
                " PRIMARY KEY (thread_id, source_id))"
            )

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=30)
        con.execute("PRAGMA journal_mode=WAL")
        return con

    def save(self, thread_id: str, records: Iterable[Mapping[str, Any] | EvidenceRecord]) -> None:
        recs = _normalised(records)
        if not recs:
            return
        with closing(self._connect()) as con, con:
            con.execute("BEGIN IMMEDIATE")
            for rec in recs:
                row = con.execute(
                    f"SELECT record FROM {self.table} WHERE thread_id=? AND source_id=?", (thread_id, rec["source_id"])
                ).fetchone()
                keep = prefer_record(json.loads(row[0]), rec) if row else rec
                con.execute(
                    f"INSERT INTO {self.table} (thread_id, source_id, fetched_at, record, updated_at)"
                    " VALUES (?, ?, ?, ?, ?) ON CONFLICT(thread_id, source_id) DO UPDATE SET"
                    " fetched_at=excluded.fetched_at, record=excluded.record, updated_at=excluded.updated_at",
                    (thread_id, keep["source_id"], str(keep["fetched_at"]), json.dumps(keep), _now()),
                )

    def load(self, thread_id: str) -> list[dict]:
        with closing(self._connect()) as con:
            rows = con.execute(f"SELECT record FROM {self.table} WHERE thread_id=?", (thread_id,)).fetchall()
        return merge_ledger([json.loads(r[0]) for r in rows], [])

    def delete(self, thread_id: str) -> None:
        with closing(self._connect()) as con, con:
            con.execute(f"DELETE FROM {self.table} WHERE thread_id=?", (thread_id,))


class PostgresEvidenceStore:
    """PostgreSQL via psycopg 3; ``table`` may be schema-qualified (``schema.table``)."""

    def __init__(self, dsn: str, *, table: str = "evidence") -> None:
        import psycopg
        from psycopg import sql

        parts = table.split(".")
        if len(parts) > 2 or not all(_NAME_RE.match(p) for p in parts):
            raise ValueError(f"invalid table name {table!r}")
        self.dsn, self._psycopg, self._sql = dsn, psycopg, sql
        self._table = sql.Identifier(*parts)
        with psycopg.connect(dsn) as con:
            if len(parts) == 2:
                con.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(parts[0])))
            con.execute(
                sql.SQL(
                    "CREATE TABLE IF NOT EXISTS {} (thread_id TEXT NOT NULL, source_id TEXT NOT NULL,"
                    " fetched_at TIMESTAMPTZ NOT NULL, record JSONB NOT NULL,"
                    " updated_at TIMESTAMPTZ NOT NULL DEFAULT now(), PRIMARY KEY (thread_id, source_id))"
                ).format(self._table)
            )

    def _q(self, text: str):
        return self._sql.SQL(text).format(t=self._table)

    def save(self, thread_id: str, records: Iterable[Mapping[str, Any] | EvidenceRecord]) -> None:
        recs = _normalised(records)
        if not recs:
            return
        from psycopg.types.json import Jsonb

        with self._psycopg.connect(self.dsn) as con, con.transaction():
            for rec in recs:
                row = con.execute(
                    self._q("SELECT record FROM {t} WHERE thread_id=%s AND source_id=%s FOR UPDATE"),
                    (thread_id, rec["source_id"]),
                ).fetchone()
                keep = prefer_record(row[0], rec) if row else rec
                con.execute(
                    self._q(
                        "INSERT INTO {t} (thread_id, source_id, fetched_at, record, updated_at)"
                        " VALUES (%s, %s, %s, %s, now()) ON CONFLICT (thread_id, source_id) DO UPDATE SET"
                        " fetched_at=EXCLUDED.fetched_at, record=EXCLUDED.record, updated_at=now()"
                    ),
                    (thread_id, keep["source_id"], keep["fetched_at"], Jsonb(keep)),
                )

    def load(self, thread_id: str) -> list[dict]:
        with self._psycopg.connect(self.dsn) as con:
            rows = con.execute(self._q("SELECT record FROM {t} WHERE thread_id=%s"), (thread_id,)).fetchall()
        return merge_ledger([r[0] for r in rows], [])

    def delete(self, thread_id: str) -> None:
        with self._psycopg.connect(self.dsn) as con:
            con.execute(self._q("DELETE FROM {t} WHERE thread_id=%s"), (thread_id,))
