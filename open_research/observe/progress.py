"""Progress events for people watching a long run (CLI, HTTP ``custom`` stream mode)."""

from __future__ import annotations

from typing import Any


def emit(event: str, **data: Any) -> None:
    """Send ``{"event": event, ...}`` on the ``custom`` stream; silent outside a streamed run."""
    try:
        from langgraph.config import get_stream_writer

        writer = get_stream_writer()
    except Exception:  # not inside a graph run: nobody is listening
        return
    try:
        writer({"event": event, **data})
    except Exception:
        return
