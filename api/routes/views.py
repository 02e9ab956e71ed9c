"""Records and graph snapshots shaped as the LangGraph server returns them."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request

from api.http.auth import Identity
from api.http.input_guard import valid_id
from api.routes.resume import interrupt_view
from api.runs.serialize import jsonable
from api.state import AppState, app_state
from api.storage.keys import public_thread_id, thread_key
from open_research.config import REQUEST_KEYS, Settings

ASSISTANT_ID = "open-research"


async def snapshot(request: Request, thread_id: str, checkpoint_id: str | None = None) -> Any:
    """The thread's state in the caller's tenant (checkpoints are keyed per tenant, ``api.storage.keys``)."""
    cfg: dict[str, Any] = {
        "configurable": {"thread_id": thread_key(request.state.tenant, thread_id), "checkpoint_ns": ""}
    }
    if checkpoint_id:
        cfg["configurable"]["checkpoint_id"] = checkpoint_id
    return await app_state(request).graph.aget_state(cfg)


async def thread_or_404(request: Request, thread_id: str, who: Identity) -> dict[str, Any]:
    if not valid_id(thread_id):  # no such thread can exist; and the store never sees NUL bytes
        raise HTTPException(404, f"thread {thread_id[:128]!r} not found")
    row = await app_state(request).store.get_thread(thread_id, who.tenant)
    if row is None:
        raise HTTPException(404, f"thread {thread_id} not found")
    return row


async def run_or_404(request: Request, thread_id: str, run_id: str, who: Identity) -> dict[str, Any]:
    await thread_or_404(request, thread_id, who)
    run = await app_state(request).store.get_run(run_id, thread_id, who.tenant) if valid_id(run_id) else None
    if run is None:
        raise HTTPException(404, f"run {run_id} not found on thread {thread_id}")
    return run


def _requested(kw: dict[str, Any]) -> dict[str, Any]:
    """What the request set; the models a profile expanded to are the operator's and stay hidden."""
    return {k: v for k, v in (kw.get("configurable") or {}).items() if k in REQUEST_KEYS}


def run_view(run: dict[str, Any]) -> dict[str, Any]:
    kw = run.get("kwargs", {})
    return {
        "run_id": run["run_id"],
        "thread_id": run["thread_id"],
        "assistant_id": run["assistant_id"],
        "created_at": run["created_at"],
        "updated_at": run["updated_at"],
        "status": run["status"],
        "metadata": run["metadata"],
        "multitask_strategy": run["multitask_strategy"],
        "kwargs": {
            "input": kw.get("input"),
            "config": {"configurable": _requested(kw)},
            "stream_mode": kw.get("stream_mode"),
            "webhook": kw.get("webhook"),
        },
        "error": run.get("error"),
    }


async def thread_view(request: Request, row: dict[str, Any], *, values: bool = True) -> dict[str, Any]:
    out = {
        "thread_id": row["thread_id"],
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
        "metadata": row["metadata"],
        "status": row["status"],
        "values": {},
        "interrupts": {},
    }
    if values:
        snap = await snapshot(request, row["thread_id"])
        out["values"] = jsonable(snap.values or {}) if snap else {}
        out["interrupts"] = jsonable(
            {t.id: [interrupt_view(i) for i in t.interrupts] for t in (snap.tasks if snap else ()) if t.interrupts}
        )
    return out


def _checkpoint(cfg: dict[str, Any] | None) -> dict[str, Any] | None:
    if not cfg:
        return None
    c = cfg.get("configurable", {})
    return {
        "thread_id": public_thread_id(c.get("thread_id")),
        "checkpoint_ns": c.get("checkpoint_ns", ""),
        "checkpoint_id": c.get("checkpoint_id"),
        "checkpoint_map": None,
    }


def state_view(snap: Any, thread_id: str) -> dict[str, Any]:
    if snap is None or not getattr(snap, "config", None):
        return {
            "values": {},
            "next": [],
            "checkpoint": {"thread_id": thread_id, "checkpoint_ns": "", "checkpoint_id": None, "checkpoint_map": None},
            "metadata": {},
            "created_at": None,
            "parent_checkpoint": None,
            "tasks": [],
            "interrupts": [],
        }
    tasks = [
        {
            "id": t.id,
            "name": t.name,
            "error": str(t.error) if t.error else None,
            "interrupts": jsonable([interrupt_view(i) for i in t.interrupts or ()]),
            "checkpoint": None,
            "state": None,
            "result": jsonable(getattr(t, "result", None)),
        }
        for t in (snap.tasks or ())
    ]
    return {
        "values": jsonable(snap.values or {}),
        "next": list(snap.next or ()),
        "checkpoint": _checkpoint(snap.config),
        "metadata": jsonable(snap.metadata or {}),
        "created_at": snap.created_at,
        "parent_checkpoint": _checkpoint(snap.parent_config),
        "tasks": tasks,
        "interrupts": jsonable([interrupt_view(i) for i in getattr(snap, "interrupts", ()) or ()]),
    }


def assistant_view(request: Request) -> dict[str, Any]:
    st = app_state(request)
    return {
        "assistant_id": ASSISTANT_ID,
        "graph_id": ASSISTANT_ID,
        "name": ASSISTANT_ID,
        "description": "Deep research: clarify, brief, parallel researchers, one cited report.",
        "config": {"configurable": _public(st)},
        "context": {},
        "metadata": {},
        "version": 1,
        "created_at": st.started_at,
        "updated_at": st.started_at,
    }


def graph_schemas(graph: Any, settings: Settings) -> dict[str, Any]:
    """Input, output and state schemas, and the settings a request may set (with bounds)."""
    from open_research.config.schema import request_settings_model

    settable = request_settings_model(settings.request_ceilings).model_json_schema()
    return {
        "graph_id": ASSISTANT_ID,
        "input_schema": graph.get_input_jsonschema(),
        "output_schema": graph.get_output_jsonschema(),
        "state_schema": graph.get_output_jsonschema(),
        "config_schema": settable,
        "context_schema": settable,
    }


def _public(st: AppState) -> dict[str, Any]:
    """What a tenant may see of the defaults: the keys it may set, and the profile names on offer."""
    base = st.base
    out = {k: jsonable(getattr(base, k)) for k in sorted(REQUEST_KEYS) if k in type(base).model_fields}
    out["model_profiles"] = sorted(getattr(st.settings, "model_profiles", {}) or {})
    return out


def report_payload(values: dict[str, Any]) -> dict[str, Any]:
    """``report_json`` when the graph wrote one, else brief, report and sources from the state."""
    rj = values.get("report_json")
    if isinstance(rj, dict) and rj:
        return jsonable(rj)
    return {
        "brief": values.get("research_brief") or "",
        "report": values.get("final_report") or "",
        "sources": jsonable(values.get("sources") or []),
    }
