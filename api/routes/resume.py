"""``command={"resume": ...}``: continue a thread that waits in an ``interrupt()`` (a question asked
back, a plan to approve). Only ``resume`` is offered; the value must be small JSON."""

from __future__ import annotations

import json
from typing import Any

from fastapi import HTTPException


def resume_value(command: dict[str, Any] | None, max_chars: int) -> tuple[bool, Any]:
    """(True, value) for a resume command, (False, None) without a command; 422 for anything else."""
    if command is None:
        return False, None
    other = sorted(set(command) - {"resume"})
    if other:
        raise HTTPException(422, f"command: only 'resume' is supported by this server, not {', '.join(other)}")
    if "resume" not in command:
        raise HTTPException(422, "command.resume is required: the answer to the thread's waiting question")
    size = len(json.dumps(command["resume"], default=str))
    if size > max_chars:
        raise HTTPException(413, f"command.resume is {size} characters; the limit is {max_chars} (max_message_chars)")
    return True, command["resume"]


def interrupt_view(interrupt: Any) -> dict[str, Any]:
    """One interrupt as the LangGraph API shows it."""
    return {"value": getattr(interrupt, "value", None), "id": getattr(interrupt, "id", None)}
