"""Database faults are faults: tell them apart, fail requests fast with 503, keep details in the log.

Tenants see a short generic sentence; the operator's log gets the exception. A run that hits a
storage error stops (``api.storage.guarded_saver``) instead of carrying on with lost work.
"""

from __future__ import annotations

import logging
import sqlite3

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

log = logging.getLogger("open_research.api")

#: What a tenant is told when the service's storage failed (never the driver's message).
STORAGE_MESSAGE = "the service's storage was unavailable; the run was stopped. Retry it later."
UNAVAILABLE = "the service's database is unavailable; retry in a few seconds"


def _storage_types() -> tuple[type[Exception], ...]:
    kinds: list[type[Exception]] = [sqlite3.OperationalError, sqlite3.DatabaseError, sqlite3.InterfaceError]
    try:
        import psycopg
        import psycopg_pool

        kinds += [
            psycopg.OperationalError,
            psycopg.InterfaceError,
            psycopg.errors.AdminShutdown,
            psycopg_pool.PoolTimeout,
            psycopg_pool.PoolClosed,
        ]
    except ImportError:  # the postgres extra is optional
        pass
    return tuple(kinds)


STORAGE_ERRORS = _storage_types()


def is_storage_error(exc: BaseException | None) -> bool:
    """True if ``exc`` (or what caused it) is the database being away or broken."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, STORAGE_ERRORS) or type(exc).__name__ == "ConnectorException":
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def install(app: FastAPI) -> None:
    """Storage errors on any route answer 503 with a sentence (before the generic 500 handler)."""
    for kind in STORAGE_ERRORS:
        app.add_exception_handler(kind, _unavailable)


async def _unavailable(request: Request, exc: Exception) -> JSONResponse:
    log.error("database error on %s %s: %r", request.method, request.url.path, exc)
    return JSONResponse({"detail": UNAVAILABLE}, status_code=503, headers={"Retry-After": "5"})
