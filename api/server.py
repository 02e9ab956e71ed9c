"""``open-research serve``: the HTTP service under uvicorn."""

from __future__ import annotations

import logging
import sys
from typing import Any

from fastapi import FastAPI

from open_research.config import Settings


def run_app(
    app: FastAPI, settings: Settings, host: str, port: int, *, log_level: str = "info", graceful_seconds: int = 10
) -> None:
    """uvicorn, but a stop signal first ends open event streams (clients re-attach after a restart
    with ``Last-Event-ID``), so shutdown does not wait on them; unfinished runs resume at next start.
    ``settings`` are the app's (``create_app``'s): its connection limits are uvicorn's."""
    import uvicorn

    from api.state import serving_state

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            state = serving_state(app)  # None if the signal comes before the app started serving
            if state is not None:
                state.loop.call_soon_threadsafe(state.manager.drain_streams)
            super().handle_exit(sig, frame)

    from api.http.limits import header_timeout_protocol

    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        timeout_graceful_shutdown=graceful_seconds,
        http=header_timeout_protocol(settings.header_timeout),
        timeout_keep_alive=settings.keep_alive_timeout,
        h11_max_incomplete_event_size=settings.max_header_bytes,
        limit_concurrency=settings.max_connections,
    )
    server = Server(config)
    logging.getLogger("uvicorn.error").addFilter(_quiet_drained_streams)
    server.run()


def _quiet_drained_streams(record: logging.LogRecord) -> bool:
    """Streams cut on purpose at shutdown are not errors worth a traceback."""
    from api.http.errors import StreamDrained

    exc = record.exc_info[1] if record.exc_info else None
    seen = set()
    while exc is not None and id(exc) not in seen:  # Starlette may wrap it in an exception group
        seen.add(id(exc))
        if isinstance(exc, StreamDrained):
            return False
        inner = getattr(exc, "exceptions", None)
        exc = inner[0] if inner else exc.__cause__ or exc.__context__
    return True


def serve(settings: Settings, host: str | None = None, port: int | None = None) -> int:
    """Run until interrupted; returns a process exit code (1 with a sentence on a config problem)."""
    from api.app import create_app
    from api.http.browser import is_loopback

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bind = host or settings.host
    if settings.auth_disabled and not is_loopback(bind):
        print(
            f"open-research serve: auth_disabled serves anyone who can connect; it binds to loopback only "
            f"(127.0.0.1, ::1, localhost), not {bind!r}. Set api_keys to serve other hosts.",
            file=sys.stderr,
        )
        return 1
    try:
        app = create_app(settings)
    except ValueError as exc:
        print(f"open-research serve: {exc}", file=sys.stderr)
        return 1
    run_app(app, settings, bind, port or settings.port)
    return 0
