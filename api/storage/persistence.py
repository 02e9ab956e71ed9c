"""Open the service's durable state: the record store and the LangGraph checkpointer.

SQLite files under ``data_dir`` by default; a ``postgres://`` / ``postgresql://``
``database_url`` puts both in PostgreSQL behind one psycopg pool (``options=-c search_path=...``
in the DSN selects a schema). Connections time out after ``db_timeout`` seconds, so requests
fail fast (503) while the database is away. The checkpointer is wrapped twice: long texts are
stored once per thread (``api.storage.saver_texts``), and a failed checkpoint write stops its run
(``api.storage.guarded_saver``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.storage.backends import PostgresBackend, SqliteBackend
from api.storage.guarded_saver import GuardedSaver
from api.storage.migrate import rekey_postgres, rekey_sqlite, schema_lock
from api.storage.saver_texts import TextDedupSaver
from api.storage.store import Store
from api.storage.texts import TextStore

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg.rows import DictRow


@dataclass
class Persistence:
    store: Store
    checkpointer: Any
    backend: str
    #: The evidence ledger of each thread's last run (what was read), beside the run state.
    evidence: Any = None
    dsn: str | None = None
    pool: Any = None
    #: Long texts stored once per thread (checkpoints and stream events refer to them).
    texts: Any = None


def is_postgres(url: str | None) -> bool:
    return bool(url and url.split(":", 1)[0] in ("postgres", "postgresql"))


def check_database_url(url: str | None) -> None:
    """Refuse an unusable ``database_url`` before the server starts (ValueError with a sentence)."""
    if is_postgres(url):
        try:
            import psycopg_pool  # noqa: F401
            from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver  # noqa: F401
        except ImportError:
            raise ValueError(
                "database_url is PostgreSQL but the 'postgres' extra is not installed: "
                "pip install 'open-research[postgres]'"
            ) from None
        return
    _sqlite_path(url, Path("."))


def _sqlite_path(url: str | None, data_dir: Path) -> Path | None:
    if not url:
        return None
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    raise ValueError(f"database_url must start with postgresql:// or sqlite:///, got {url.split(':', 1)[0]!r}")


@asynccontextmanager
async def open_persistence(
    data_dir: Path, database_url: str | None = None, *, pool_size: int = 10, timeout: float = 5.0
) -> AsyncIterator[Persistence]:
    if is_postgres(database_url):
        async with _postgres(database_url, pool_size, timeout) as p:  # type: ignore[arg-type]
            yield p
        return
    explicit = _sqlite_path(database_url, data_dir)
    base = explicit.parent if explicit else Path(data_dir)
    base.mkdir(parents=True, exist_ok=True)
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    from open_research.evidence.store import SqliteEvidenceStore

    backend = await SqliteBackend.open(explicit or base / "service.db")
    try:
        store = Store(backend)
        legacy = await store.setup()
        cp_path = explicit.with_name(explicit.stem + "-checkpoints.db") if explicit else base / "checkpoints.db"
        async with AsyncSqliteSaver.from_conn_string(str(cp_path)) as saver:
            await saver.conn.execute("PRAGMA journal_mode=WAL")
            await saver.setup()
            try:
                ev_path = explicit.with_name(explicit.stem + "-evidence.db") if explicit else base / "evidence.db"
                evidence = SqliteEvidenceStore(ev_path)
                await rekey_sqlite(saver.conn, str(ev_path), legacy)
                texts = TextStore(backend)
                await texts.setup()
                yield Persistence(
                    store=store,
                    checkpointer=GuardedSaver(TextDedupSaver(saver, texts)),
                    backend="sqlite",
                    evidence=evidence,
                    texts=texts,
                )
            finally:
                await store.close()
    finally:
        await backend.close()


@asynccontextmanager
async def _postgres(dsn: str, pool_size: int, timeout: float) -> AsyncIterator[Persistence]:
    try:
        from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
        from psycopg.rows import dict_row
        from psycopg_pool import AsyncConnectionPool
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(
            "database_url is PostgreSQL but the 'postgres' extra is not installed: "
            "pip install 'open-research[postgres]'"
        ) from exc
    import asyncio

    from open_research.evidence.store import PostgresEvidenceStore

    pool: AsyncConnectionPool[AsyncConnection[DictRow]] = AsyncConnectionPool(  # rows as dicts: row_factory
        dsn,
        min_size=1,
        max_size=pool_size,
        open=False,
        timeout=timeout,
        check=AsyncConnectionPool.check_connection,
        kwargs={
            "autocommit": True,
            "prepare_threshold": 0,
            "row_factory": dict_row,
            "connect_timeout": max(1, int(timeout)),
        },
    )
    await pool.open(wait=True, timeout=15)
    try:
        store = Store(PostgresBackend(pool))
        saver = AsyncPostgresSaver(pool)
        async with schema_lock(dsn):
            legacy = await store.setup()
            await saver.setup()
            evidence = await asyncio.to_thread(PostgresEvidenceStore, dsn)
            await rekey_postgres(pool, legacy)
            texts = TextStore(store.db)
            await texts.setup()
        try:
            yield Persistence(
                store=store,
                checkpointer=GuardedSaver(TextDedupSaver(saver, texts)),
                backend="postgres",
                evidence=evidence,
                dsn=dsn,
                pool=pool,
                texts=texts,
            )
        finally:
            await store.close()
    finally:
        await pool.close()


def persistence_for(settings: Any, concurrency: int) -> AbstractAsyncContextManager[Persistence]:
    """The durable state of a process that runs up to ``concurrency`` runs at once (an API with its
    in-process worker, or a worker): its connection pool is sized for them."""
    return open_persistence(
        settings.data_dir,
        settings.database_url,
        timeout=settings.db_timeout,
        pool_size=max(4, min(40, concurrency + 4)),
    )
