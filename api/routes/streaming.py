"""Server-sent events in the framing ``langgraph_sdk`` parses.

Events come from the store, so a stream started late, or re-attached with ``Last-Event-ID``,
replays exactly what it missed and then follows the run live (a server shutting down cuts the
stream; the SDK re-attaches to the ``Location`` header with ``Last-Event-ID``). Event names: ``metadata`` first,
then one per stream mode (``values``, ``updates``, ``custom``, ``messages`` for
``messages-tuple``), ``error`` if the run failed, and ``end``. With ``stream_subgraphs`` the
subgraph namespace is appended (``custom|research_supervisor:<id>``); without it, progress
(``custom``) events from inside subgraphs are still sent, under the plain ``custom`` name.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from api.http.errors import StreamDrained
from api.routes.metrics import stream_client
from api.runs.events import tail
from api.runs.manager import RunManager

PASS_THROUGH = ("metadata", "error", "end")


def frame(name: str, data: str, seq: int | None) -> bytes:
    lines = [f"event: {name}"]
    lines += [f"data: {part}" for part in data.split("\n")]
    if seq is not None:
        lines.append(f"id: {seq}")
    return ("\n".join(lines) + "\n\n").encode("utf-8")


def translate(event: str, data: str, modes: list[str], subgraphs: bool) -> list[tuple[str, str]]:
    mode, _, ns = event.partition("|")
    if mode in PASS_THROUGH:
        return [(mode, data)]
    if ns and not subgraphs and mode != "custom":
        return []
    suffix = "|" + ns if ns and subgraphs else ""
    out: list[tuple[str, str]] = []
    if mode == "messages":
        if "messages-tuple" in modes:
            out.append(("messages" + suffix, data))
        if "messages" in modes:
            message = json.loads(data)[0]
            kind = "messages/partial" if str(message.get("type", "")).endswith("Chunk") else "messages/complete"
            out.append((kind + suffix, json.dumps([message])))
        return out
    if mode in modes:
        out.append((mode + suffix, data))
    return out


def parse_last_event_id(value: str | None) -> int:
    if not value:
        return 0
    try:
        return min(max(0, int(value.strip())), 2**62)  # a store's integer holds it
    except ValueError:
        return 0


async def run_events(
    manager: RunManager, run_id: str, modes: list[str], subgraphs: bool, after: int = 0
) -> AsyncIterator[bytes]:
    """The run's SSE frames after event ``after``, through ``end``; cut (``StreamDrained``) at shutdown."""
    with stream_client():
        ended = False
        async for event in tail(manager, run_id, after):
            if event is None:
                yield b": heartbeat\n\n"
                continue
            ended = event.event == "end"
            for name, data in translate(event.event, event.data, modes, subgraphs):
                yield frame(name, data, event.seq)
        if not ended and manager.draining:
            raise StreamDrained("the server is shutting down; re-attach with Last-Event-ID")


def requested_modes(param: Any, default: list[str]) -> list[str]:
    """``stream_mode`` query values (repeated or comma separated; empty means the run's own)."""
    values: list[str] = []
    for v in param or []:
        values += [p.strip() for p in str(v).split(",") if p.strip()]
    return list(dict.fromkeys(values)) or list(default)
