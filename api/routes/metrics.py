"""``GET /metrics``: Prometheus text for operators, readable without an API key.

Runs by status and the queue depth are read from the store at scrape time, so on PostgreSQL they
cover every process; run durations, model calls and tokens by role, and tool calls and errors
(``open_research.observe.telemetry``) are counted in the process that executes the runs, as Prometheus
counters are. No label names a tenant, a question or any source text. ``metrics_enabled = false``
turns the endpoint off (404); otherwise keep it on a private network.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterator
from contextlib import contextmanager

from fastapi import APIRouter, HTTPException, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, Gauge, generate_latest

from api.state import app_state
from api.storage.store import ACTIVE, TERMINAL

RUNS = Gauge("open_research_runs", "Runs in the store, by status", ["status"])
QUEUE_DEPTH = Gauge("open_research_queue_depth", "Runs waiting to start (status pending)")
STREAM_CLIENTS = Gauge("open_research_stream_clients", "Open event streams (run streams and chat completions)")

router = APIRouter()


@contextmanager
def stream_client() -> Iterator[None]:
    """Count an event-stream client for as long as its response is being sent."""
    STREAM_CLIENTS.inc()
    try:
        yield
    finally:
        STREAM_CLIENTS.dec()


@router.get("/metrics", include_in_schema=False)
async def metrics(request: Request) -> Response:
    st = app_state(request)
    if not st.settings.metrics_enabled:
        raise HTTPException(404, "metrics are turned off on this server (metrics_enabled = false)")
    token = st.settings.metrics_token
    if token and not hmac.compare_digest(request.headers.get("authorization", ""), f"Bearer {token}"):
        raise HTTPException(
            401, "metrics need Authorization: Bearer <metrics_token>", headers={"WWW-Authenticate": "Bearer"}
        )
    rows = await st.store.db.fetchall("SELECT status, COUNT(*) AS n FROM or_runs GROUP BY status")
    counts = {r["status"]: int(r["n"]) for r in rows}
    for status in (*ACTIVE, *TERMINAL):
        RUNS.labels(status).set(counts.get(status, 0))
    QUEUE_DEPTH.set(counts.get("pending", 0))
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
