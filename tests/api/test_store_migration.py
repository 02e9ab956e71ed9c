"""A version-1 database (threads keyed by id alone, checkpoints and evidence under the bare id)
opens under version 2 with nothing lost: the thread is its tenant's, its checkpoints and
evidence follow it to the tenant-scoped key, and event numbering continues where it stopped."""

from __future__ import annotations

import sqlite3
from contextlib import closing

from api.storage.persistence import open_persistence

V1 = [
    """CREATE TABLE or_threads (thread_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, metadata TEXT NOT NULL, status TEXT NOT NULL)""",
    "CREATE INDEX or_threads_tenant ON or_threads (tenant, created_at)",
    """CREATE TABLE or_runs (run_id TEXT PRIMARY KEY, thread_id TEXT NOT NULL, tenant TEXT NOT NULL,
        assistant_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, status TEXT NOT NULL,
        metadata TEXT NOT NULL, multitask_strategy TEXT NOT NULL, kwargs TEXT NOT NULL, error TEXT)""",
    """CREATE TABLE or_events (run_id TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (run_id, seq))""",
]


async def test_version_1_database_is_migrated_in_place(tmp_path):
    with closing(sqlite3.connect(tmp_path / "service.db")) as con, con:
        for stmt in V1:
            con.execute(stmt)
        con.execute("INSERT INTO or_threads VALUES ('t1', 'acme', '2026-01-01', '2026-01-01', '{\"k\": 1}', 'idle')")
        con.execute(
            "INSERT INTO or_runs VALUES ('r1', 't1', 'acme', 'open-research', '2026-01-01', '2026-01-01',"
            " 'success', '{}', 'reject', '{}', NULL)"
        )
        for seq in (1, 2, 3):
            con.execute("INSERT INTO or_events VALUES ('r1', ?, 'custom', '{}')", (seq,))
    async with open_persistence(tmp_path, None) as p:  # creates the checkpoint and evidence files
        await p.checkpointer.inner.conn.execute(
            "INSERT INTO checkpoints (thread_id, checkpoint_ns, checkpoint_id, type, checkpoint, metadata) "
            "VALUES ('t1', '', 'c1', 'msgpack', x'80', x'80')"
        )
        await p.checkpointer.inner.conn.commit()
    with closing(sqlite3.connect(tmp_path / "evidence.db")) as con, con:
        con.execute("INSERT INTO evidence VALUES ('t1', 'src_1', '2026-01-01', '{}', '2026-01-01')")
    # Put the service tables back to version 1 to replay the upgrade with the old keys in place.
    with closing(sqlite3.connect(tmp_path / "service.db")) as con, con:
        con.execute("DROP TABLE or_meta")
        con.execute("DROP TABLE or_threads")
        con.execute("DROP TABLE or_runs")
        for stmt in V1[:3]:
            con.execute(stmt)
        con.execute("INSERT INTO or_threads VALUES ('t1', 'acme', '2026-01-01', '2026-01-01', '{\"k\": 1}', 'idle')")
        con.execute(
            "INSERT INTO or_runs VALUES ('r1', 't1', 'acme', 'open-research', '2026-01-01', '2026-01-01',"
            " 'success', '{}', 'reject', '{}', NULL)"
        )

    async with open_persistence(tmp_path, None) as p:
        thread = await p.store.get_thread("t1", "acme")
        assert thread is not None and thread["metadata"] == {"k": 1}
        assert await p.store.get_thread("t1", "globex") is None
        run = await p.store.get_run("r1")
        assert run is not None and run["last_seq"] == 3
        rows = await p.checkpointer.inner.conn.execute_fetchall("SELECT thread_id FROM checkpoints")
        assert [r[0] for r in rows] == ["acme/t1"]
    with closing(sqlite3.connect(tmp_path / "evidence.db")) as con:
        assert con.execute("SELECT thread_id, source_id FROM evidence").fetchall() == [("acme/t1", "src_1")]
    async with open_persistence(tmp_path, None) as p:
        await p.store.create_thread("t1", "globex", {})  # the id is free for another tenant
    async with open_persistence(tmp_path, None) as p:  # a second start migrates nothing again
        assert {
            t["tenant"] for t in [await p.store.get_thread("t1", "acme"), await p.store.get_thread("t1", "globex")]
        } == {"acme", "globex"}
