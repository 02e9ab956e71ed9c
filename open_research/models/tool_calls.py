"""Tool calls for models without native tool calling: one JSON-schema-constrained object naming the
tools to call and their arguments, turned into an ordinary ``AIMessage`` with ``tool_calls``, so the
graph never needs to know which path ran."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from langchain_core.messages import AIMessage
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import BaseModel


def tool_choice_schema(tools: Sequence[Any]) -> dict[str, Any]:
    """One JSON schema for "which tools, with which arguments": a list of calls, each a tool name
    (an enum of exactly the bound tools) and that tool's own argument schema."""
    options = []
    for tool in tools:
        fn = convert_to_openai_tool(tool)["function"]
        params = fn.get("parameters") or {"type": "object", "properties": {}}
        options.append(
            {
                "type": "object",
                "description": fn.get("description", "")[:300],
                "properties": {"tool": {"type": "string", "enum": [fn["name"]]}, "args": params},
                "required": ["tool", "args"],
            }
        )
    return {
        "title": "tool_calls",
        "description": "The tools to call now and their arguments.",
        "type": "object",
        "properties": {"calls": {"type": "array", "minItems": 1, "items": {"anyOf": options}}},
        "required": ["calls"],
    }


def choice_to_message(choice: Any) -> AIMessage:
    if isinstance(choice, BaseModel):
        choice = choice.model_dump()
    calls = (choice or {}).get("calls") or []
    tool_calls = [
        {"name": str(c.get("tool", "")), "args": dict(c.get("args") or {}), "id": f"call_{uuid.uuid4().hex[:12]}"}
        for c in calls
        if isinstance(c, dict)
    ]
    return AIMessage(content="", tool_calls=tool_calls)
