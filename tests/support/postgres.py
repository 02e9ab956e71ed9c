"""PostgreSQL for the tests of the production path: the local server (127.0.0.1:5432, database test),
one schema per test or session. Its absence is a failure, not a skip."""

from __future__ import annotations

import socket
import uuid

import pytest

PG_BASE = "postgresql://root@127.0.0.1:5432/test"


def require_postgres(available: bool) -> None:
    """PostgreSQL runs on every machine of this project and in CI: its absence is a failure, not a skip."""
    if not available:
        pytest.fail(
            "PostgreSQL is not answering on 127.0.0.1:5432 (database test); start it, or deselect "
            "these tests with -m 'not postgres'"
        )


def pg_available() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


def pg_schema_dsn() -> tuple[str, str]:
    import psycopg

    schema = "or_test_" + uuid.uuid4().hex[:10]
    with psycopg.connect(PG_BASE, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    return schema, f"{PG_BASE}?options=-csearch_path%3D{schema}"


def pg_drop(schema: str) -> None:
    import psycopg

    with psycopg.connect(PG_BASE, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
