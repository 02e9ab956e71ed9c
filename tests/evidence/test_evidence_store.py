"""The ledger persists with the run: same behaviour on SQLite and PostgreSQL, across restarts."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from open_research.evidence import make_record
from open_research.evidence.store import EvidenceStore, PostgresEvidenceStore, SqliteEvidenceStore
from tests.support.postgres import require_postgres

T0 = datetime(2026, 11, 30, 8, 0, tzinfo=UTC)
NOTICE = "From 1 March 2026 the Central Library closes at 18:00 on weekdays."


def rec(url, text=NOTICE, *, snippet=False, minutes=0):
    return make_record(
        url=url,
        title="Notice",
        text=text,
        origin_tool="fetch_url",
        snippet_only=snippet,
        fetched_at=T0 + timedelta(minutes=minutes),
    )


def _postgres_dsn() -> str | None:
    try:
        import psycopg
    except ImportError:
        return None
    for user in ("postgres", "root"):
        dsn = f"host=127.0.0.1 port=5432 dbname=test user={user} connect_timeout=3"
        try:
            with psycopg.connect(dsn):
                return dsn
        except psycopg.Error:
            continue
    return None


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def make_store(request, tmp_path):
    """A factory, so a test can open a second store on the same file/DSN (a restart)."""
    if request.param == "sqlite":
        path = tmp_path / "run.sqlite"
        yield lambda: SqliteEvidenceStore(path)
        return
    dsn = _postgres_dsn()
    require_postgres(dsn is not None)
    import psycopg

    schema = f"evtest_{uuid.uuid4().hex[:12]}"
    yield lambda: PostgresEvidenceStore(dsn, table=f"{schema}.evidence")
    with psycopg.connect(dsn, autocommit=True) as con:
        con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def test_ledger_survives_restart(make_store):
    store = make_store()
    assert isinstance(store, EvidenceStore)
    records = [
        rec("https://lib.example.org/hours", minutes=1),
        rec("https://mirror.example/hours", minutes=2),
        rec("https://lib.example.org/events", "Story time on Saturday at 10:00.", minutes=3),
    ]
    store.save("thread-1", records)
    del store
    loaded = make_store().load("thread-1")  # a new process would do exactly this
    assert [r["source_id"] for r in loaded] == [r.source_id for r in records]
    assert loaded[0]["text"] == NOTICE and loaded[0]["fetched_at"].startswith("2026-11-30T08:01")
    assert loaded[0]["group_id"] == loaded[1]["group_id"] != loaded[2]["group_id"]
    assert loaded == [dict(r) for r in loaded]  # plain JSON-able dicts, ready for the verifier


def test_upsert_keeps_full_read_and_threads_are_separate(make_store):
    store = make_store()
    full = rec("https://lib.example.org/hours", minutes=1)
    store.save("t", [full])
    store.save("t", [rec("https://lib.example.org/hours", "closes at 18:00 ...", snippet=True, minutes=9)])
    store.save("t", [rec("https://lib.example.org/news", "News.", minutes=5)])
    loaded = store.load("t")
    assert len(loaded) == 2
    kept = next(r for r in loaded if r["source_id"] == full.source_id)
    assert kept["text"] == NOTICE and kept["snippet_only"] is False
    store.save("other", [rec("https://elsewhere.example/")])
    assert len(store.load("other")) == 1 and len(store.load("t")) == 2
    assert store.load("missing") == []
    store.save("t", [])
    store.delete("t")
    assert store.load("t") == [] and len(store.load("other")) == 1


def test_rejects_unsafe_table_names(tmp_path):
    with pytest.raises(ValueError):
        SqliteEvidenceStore(tmp_path / "x.sqlite", table="evidence; DROP TABLE x")
    with pytest.raises(ValueError):
        PostgresEvidenceStore("host=127.0.0.1 dbname=test", table="a.b.c")
