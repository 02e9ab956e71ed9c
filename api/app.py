"""The FastAPI app: LangGraph-server-compatible routes over durable threads and runs.

``create_app(settings)`` is what ``open-research serve`` runs. Tests and benchmarks pass
``run_defaults`` (a ``ResearchConfig``, e.g. holding scripted model instances) because model
objects cannot travel over HTTP; the real service takes its defaults from settings only.
Everything a route reads is one ``api.state.AppState``, built when the app starts serving.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from api.http import errors
from api.http.auth import Authenticator
from api.http.browser import BrowserGuard
from api.http.exporter import Exporter
from api.http.limits import BodyLimit
from api.openai import router as openai_router
from api.routes import docs_ui
from api.routes import mcp as mcp_route
from api.routes.crons import router as crons_router
from api.routes.meta import VERSION
from api.routes.meta import router as meta_router
from api.routes.metrics import router as metrics_router
from api.routes.runs import router as runs_router
from api.routes.threads import router as threads_router
from api.runs.manager import ThreadBusy
from api.runs.runtime import runtime
from api.state import AppState
from api.storage import dbfaults
from api.storage.persistence import check_database_url, persistence_for
from api.storage.store import now_iso
from api.web import CSP as WEB_CSP
from api.web import assets as web_assets
from api.web import router as web_router
from open_research.config import ResearchConfig, Settings
from open_research.observe.telemetry import configure_tracing

log = logging.getLogger("open_research.api")

__all__ = ["VERSION", "create_app"]


async def _busy(request: Request, exc: Exception) -> JSONResponse:
    """A run that would join a busy thread under ``multitask_strategy="reject"``."""
    return JSONResponse({"detail": str(exc)}, status_code=409)


def create_app(settings: Settings, *, run_defaults: ResearchConfig | None = None) -> FastAPI:
    auth = Authenticator(settings.api_keys, settings.auth_disabled)  # fails fast on a bad key table
    check_database_url(settings.database_url)
    configure_tracing()  # OpenTelemetry export when OTEL_EXPORTER_OTLP_ENDPOINT is set
    base = run_defaults or settings.run_defaults()
    started_at = now_iso()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        auth.announce()
        exporter = Exporter(settings.export_workers, settings.export_timeout, settings.export_cache_bytes)
        async with (
            persistence_for(settings, settings.max_concurrent_runs) as p,
            runtime(settings, p, base, worker=settings.with_worker) as manager,
        ):
            AppState(
                settings=settings,
                auth=auth,
                base=base,
                started_at=started_at,
                persistence=p,
                manager=manager,
                loop=asyncio.get_running_loop(),
                exporter=exporter,
            ).install(app)
            try:
                async with mcp_running():
                    yield
            finally:
                await exporter.close()

    app = FastAPI(title="open-research", version=VERSION, lifespan=lifespan, docs_url=None, redoc_url=None)
    docs_ui.install(app)  # /docs and /redoc render offline
    errors.install(app)
    dbfaults.install(app)
    app.add_exception_handler(ThreadBusy, _busy)
    app.add_middleware(BodyLimit, max_bytes=settings.max_request_bytes, body_timeout=settings.body_timeout)
    app.add_middleware(
        BrowserGuard,
        allowed_hosts=settings.allowed_hosts,
        allowed_origins=settings.allowed_origins,
        auth_disabled=settings.auth_disabled,
        page_csp=WEB_CSP,
    )
    app.include_router(meta_router)
    app.include_router(threads_router)
    app.include_router(runs_router)
    app.include_router(crons_router)
    app.include_router(openai_router)
    app.include_router(metrics_router)
    app.include_router(web_router)
    app.mount("/web", web_assets(), name="web")
    mcp_running = mcp_route.install(app)  # /mcp: research as an MCP tool
    return app
