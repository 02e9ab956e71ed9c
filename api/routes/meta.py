"""The service's own routes: liveness (``/ok``), ``/info``, and the one assistant.

This server has one graph, so the assistants API (which on a LangGraph server manages many)
answers with the research assistant or nothing, in the shapes ``langgraph_sdk`` reads.
"""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Depends, HTTPException, Request

from api.http import errors
from api.http.auth import Identity, identity
from api.routes.schemas import AssistantSearch, body_doc
from api.routes.views import ASSISTANT_ID, assistant_view, graph_schemas
from api.state import app_state
from api.storage import dbfaults

VERSION = "0.1.0"

router = APIRouter()


@router.get("/ok")
async def ok(request: Request) -> dict:
    """200 while the database answers within ``db_timeout``; 503 (``api.storage.dbfaults``) while it is away."""
    st = app_state(request)
    try:
        await asyncio.wait_for(st.store.db.ping(), st.settings.db_timeout)
    except TimeoutError:
        raise HTTPException(503, dbfaults.UNAVAILABLE) from None
    return {"ok": True}


@router.get("/info")
async def info(request: Request) -> dict:
    return {
        "version": VERSION,
        "name": "open-research",
        "backend": app_state(request).persistence.backend,
        # the page asks for a key only when one is needed
        "auth_required": not app_state(request).auth.disabled,
        "flags": {"assistants": True, "crons": True, "langsmith": False, "thread_ttl": False},
    }


@router.post("/assistants/search", openapi_extra=body_doc(AssistantSearch))
async def search_assistants(request: Request, who: Identity = Depends(identity)) -> list[dict]:
    body = await errors.parse_body(request, AssistantSearch)
    a = assistant_view(request)
    if (
        body.graph_id
        and body.graph_id != a["graph_id"]
        or body.name
        and body.name != a["name"]
        or body.metadata
        or body.offset > 0
    ):
        return []
    return [a]


@router.post("/assistants/count", openapi_extra=body_doc(AssistantSearch))
async def count_assistants(request: Request, who: Identity = Depends(identity)) -> int:
    return len(await search_assistants(request, who))


@router.get("/assistants/{assistant_id}")
async def get_assistant(assistant_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    if assistant_id not in (ASSISTANT_ID, "agent"):
        raise HTTPException(404, f"assistant {assistant_id!r} not found; this server has {ASSISTANT_ID!r}")
    return assistant_view(request)


@router.get("/assistants/{assistant_id}/schemas")
async def assistant_schemas(assistant_id: str, request: Request, who: Identity = Depends(identity)) -> dict:
    """The graph's schemas as the LangGraph API gives them; config/context: the request-settable settings."""
    await get_assistant(assistant_id, request, who)
    st = app_state(request)
    return graph_schemas(st.graph, st.settings)
