"""``/mcp``: the service's research as an MCP tool (streamable HTTP), on the service's own terms.

The same API keys (``x-api-key`` or ``Authorization: Bearer``) and tenants as every route: a request
without a known key is a 401 before any MCP message is read, and each tool call is identified again
from its own request, so a session id never carries one tenant's access to another. A call is a run
like any other (``RunManager.create``): the request allow-list and the operator's ceilings
(``checked_overrides``), the per-tenant concurrency limit, the tenant's own threads and checkpoints.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from api.http.auth import Identity
from api.http.input_guard import valid_id
from api.http.policy import checked_overrides
from api.routes.views import ASSISTANT_ID
from api.runs.events import tail
from api.runs.manager import ThreadBusy
from api.runs.serialize import jsonable
from api.state import app_state
from api.storage.keys import thread_key
from open_research.mcp.research import Outcome, Progress, ResearchRefused, add_research_tool, outcome_of
from open_research.observe.describe import progress_text

INSTRUCTIONS = (
    "Deep research over an organisation's documents. Call research with a question; it returns a report "
    "whose statements cite numbered sources, and the sources. A run takes minutes; progress is reported."
)


class ServiceResearcher:
    """``Researcher`` on the run manager of the app it serves."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app

    def _identify(self, request: Any) -> Identity:
        if request is None:
            raise ResearchRefused("no HTTP request: the service's research tool is served over HTTP only")
        try:
            return app_state(self.app).auth.identify(request)
        except HTTPException as exc:
            raise ResearchRefused(str(exc.detail)) from None

    async def __call__(
        self, question: str, settings: dict[str, Any], thread_id: str | None, progress: Progress, request: Any
    ) -> Outcome:
        st = app_state(self.app)
        who = self._identify(request)
        limit = st.settings.max_message_chars
        if len(question) > limit:
            raise ResearchRefused(f"question is {len(question)} characters; the limit is {limit} (max_message_chars)")
        try:
            overrides = checked_overrides(settings, st.base, st.settings, status=422)
        except HTTPException as exc:
            raise ResearchRefused(f"settings: {exc.detail}") from None
        resuming = False
        if thread_id is None:
            thread_id = str(uuid.uuid4())
            await st.store.create_thread(thread_id, who.tenant, {"source": "mcp"})
        else:
            row = await st.store.get_thread(thread_id, who.tenant) if valid_id(thread_id) else None
            if row is None:
                raise ResearchRefused(f"no thread {thread_id[:128]!r}: leave thread_id out to start a new research")
            resuming = row["status"] == "interrupted"
        kwargs = {
            "input": None if resuming else {"messages": [{"role": "user", "content": question}]},
            **({"command": {"resume": question}} if resuming else {}),
            "configurable": jsonable(overrides),
            "stream_mode": ["custom"],
            "stream_subgraphs": False,
            "durability": None,
            "recursion_limit": None,
            "identity": who.as_dict(),
        }
        try:
            run = await st.manager.create(
                thread_id=thread_id,
                tenant=who.tenant,
                assistant_id=ASSISTANT_ID,
                strategy="reject",
                metadata={"source": "mcp"},
                kwargs=kwargs,
            )
        except ThreadBusy as exc:
            raise ResearchRefused(str(exc)) from None
        async for event in tail(st.manager, run["run_id"]):
            if event is not None and event.event.partition("|")[0] == "custom":
                line = progress_text(json.loads(event.data))
                if line:
                    await progress(line)
        done = await st.manager.wait(run["run_id"], timeout=60) or run
        if done["status"] == "error":
            return Outcome(thread_id, error=done.get("error") or "the run failed")
        snap = await st.graph.aget_state(
            {"configurable": {"thread_id": thread_key(who.tenant, thread_id), "checkpoint_ns": ""}}
        )
        return outcome_of(thread_id, (snap.values if snap else None) or {}, getattr(snap, "interrupts", ()))


class _Gate:
    """ASGI: a known API key first (401 otherwise), then the MCP transport."""

    def __init__(self, app: FastAPI, handler: Any) -> None:
        self.app, self.handler = app, handler

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        try:
            app_state(self.app).auth.identify(Request(scope))
        except HTTPException as exc:
            await JSONResponse({"detail": exc.detail}, status_code=exc.status_code)(scope, receive, send)
            return
        await self.handler(scope, receive, send)


def install(app: FastAPI) -> Any:
    """Add ``/mcp`` to ``app``; returns the context manager the app's lifespan must enter."""
    from mcp.server.fastmcp import FastMCP
    from mcp.server.fastmcp.server import StreamableHTTPASGIApp
    from mcp.server.transport_security import TransportSecuritySettings

    server = FastMCP(
        "open-research",
        instructions=INSTRUCTIONS,
        log_level="WARNING",
        # the API key is the guard; DNS-rebinding protection would refuse every Host but localhost
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
    add_research_tool(server, ServiceResearcher(app))
    server.streamable_http_app()  # creates the session manager
    app.router.routes.append(
        Route("/mcp", endpoint=_Gate(app, StreamableHTTPASGIApp(server.session_manager)), include_in_schema=False)
    )

    @asynccontextmanager
    async def running() -> AsyncIterator[None]:
        async with server.session_manager.run():
            yield

    return running
