"""The FastAPI app: LangGraph-server-compatible routes over durable threads and runs.

``create_app(settings)`` is what ``open-research serve`` runs. Tests and benchmarks pass
``run_defaults`` (a ``ResearchConfig``, e.g. holding scripted model instances) because model
objects cannot travel over HTTP; the real service takes its defaults from settings only.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from typing import AsyncIterator

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request

from api.storage import dbfaults
from api.routes import docs_ui
from api.http import errors
from api.http.auth import Authenticator, Identity, identity
from api.http.limits import BodyLimit
from api.routes.metrics import router as metrics_router
from api.openai import router as openai_router
from api.web import assets as web_assets, router as web_router
from api.storage.persistence import check_database_url, open_persistence
from api.routes.runs import router as runs_router
from api.routes.threads import router as threads_router
from api.runs.runtime import runtime
from api.routes.schemas import AssistantSearch, body_doc
from api.runs.serialize import now_iso
from api.routes.views import ASSISTANT_ID, assistant_view, graph_schemas
from open_research.config import ResearchConfig, Settings
from open_research.observe.telemetry import configure_tracing

log = logging.getLogger("open_research.api")
VERSION = "0.1.0"

meta = APIRouter()


@meta.get("/ok")
async def ok(request: Request) -> dict:
    """200 while the database answers within ``db_timeout``; 503 (``api.dbfaults``) while it is away."""
    try:
        await asyncio.wait_for(request.app.state.store.db.ping(), request.app.state.settings.db_timeout)
    except asyncio.TimeoutError:
        raise HTTPException(503, dbfaults.UNAVAILABLE) from None
    return {"ok": True}


@meta.get("/info")
async def info(request: Request) -> dict:
    return {"version": VERSION, "name": "open-research", "backend": request.app.state.persistence.backend,
            "flags": {"assistants": True, "crons": False, "langsmith": False, "thread_ttl": False}}


@meta.post("/assistants/search", openapi_extra=body_doc(AssistantSearch))
async def search_assistants(request: Request, who: Identity = Depends(identity)) -> list[dict]:
    body = await errors.parse_body(request, AssistantSearch)
    a = assistant_view(request)
    if body.graph_id and body.graph_id != a["graph_id"] or body.name and body.name != a["name"] \
            or body.metadata or body.offset > 0:
        return []
    return [a]


@meta.post("/assistants/count", openapi_extra=body_doc(AssistantSearch))
async def count_assistants(request: Request, who: Identity = Depends(identity)) -> int:
    return len(await search_assistants(request, who))


@meta.get("/assistants/{assistant_id}")
async def get_assistant(assistant_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    if assistant_id not in (ASSISTANT_ID, "agent"):
        raise HTTPException(404, f"assistant {assistant_id!r} not found; this server has {ASSISTANT_ID!r}")
    return assistant_view(request)


@meta.get("/assistants/{assistant_id}/schemas")
async def assistant_schemas(assistant_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    """The graph's schemas as the LangGraph API gives them; config/context: the request-settable settings."""
    await get_assistant(assistant_id, request, who)
    return graph_schemas(request.app.state.graph, request.app.state.settings)


def create_app(settings: Settings, *, run_defaults: ResearchConfig | None = None) -> FastAPI:
    auth = Authenticator(settings.api_keys, settings.auth_disabled)  # fails fast on a bad key table
    check_database_url(settings.database_url)
    configure_tracing()  # OpenTelemetry export when OTEL_EXPORTER_OTLP_ENDPOINT is set
    base = run_defaults or settings.run_defaults()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        auth.announce()
        async with open_persistence(settings.data_dir, settings.database_url, timeout=settings.db_timeout,
                                    pool_size=max(4, min(40, settings.max_concurrent_runs + 4))) as p, \
                runtime(settings, p, base, worker=settings.with_worker) as manager:
            app.state.persistence, app.state.store, app.state.checkpointer = p, p.store, p.checkpointer
            app.state.graph, app.state.manager = manager.graph, manager
            app.state.loop = asyncio.get_running_loop()
            yield

    app = FastAPI(title="open-research", version=VERSION, lifespan=lifespan, docs_url=None, redoc_url=None)
    docs_ui.install(app)  # /docs and /redoc render offline
    app.state.settings, app.state.auth, app.state.base = settings, auth, base
    app.state.started_at = now_iso()
    errors.install(app)
    dbfaults.install(app)
    app.add_middleware(BodyLimit, max_bytes=settings.max_request_bytes, body_timeout=settings.body_timeout)
    app.include_router(meta)
    app.include_router(threads_router)
    app.include_router(runs_router)
    app.include_router(openai_router)
    app.include_router(metrics_router)
    app.include_router(web_router)
    app.mount("/web", web_assets(), name="web")
    return app
