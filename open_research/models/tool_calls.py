"""Tool calls for models without native tool calling: one JSON-schema-constrained object naming the
tools to call and their arguments, turned into an ordinary ``AIMessage`` with ``tool_calls``, so the
graph never needs to know which path ran."""

from __future__ import annotations

import json
import re
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


# -- tool calls written as text ----------------------------------------------------------------
# Small models served by llama.cpp, Ollama or vLLM often answer a tool turn with the call as text:
# a fenced ```json block, a bare {"name": ..., "arguments": ...} object, <tool_call> tags, doubled
# braces from a prompt template, or a list of such objects. The repair below turns those into
# ordinary tool calls, but only for the tools offered in that turn: text can never add a tool.

_TRAILING_COMMA = re.compile(r",\s*([}\]])")
_ARG_KEYS = ("arguments", "args", "parameters", "input")
_NAME_KEYS = ("name", "tool", "function", "tool_name")


def json_values(text: str) -> list[Any]:
    """Every JSON object or array found in ``text``, outermost first, in order: a balanced-bracket
    scan (strings respected) and ``json.loads``, tolerant of trailing commas and doubled braces."""
    out: list[Any] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] not in "{[":
            i += 1
            continue
        end = _closing(text, i)
        if end is None:
            i += 1
            continue
        value = _loads(text[i : end + 1])
        if value is _BAD:
            i += 1
            continue
        out.append(value)
        i = end + 1
    return out


_BAD = object()


def _loads(chunk: str) -> Any:
    for candidate in (chunk, _TRAILING_COMMA.sub(r"\1", chunk), _undouble(chunk)):
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    return _BAD


def _undouble(chunk: str) -> str:
    """``{{"name": "x"}}`` as a template-minded model writes it: one brace of each pair."""
    return _TRAILING_COMMA.sub(r"\1", chunk.replace("{{", "{").replace("}}", "}"))


def _closing(text: str, start: int) -> int | None:
    """Index of the bracket closing the one at ``start`` (None when it never closes)."""
    depth, in_string, escaped = 0, False, False
    for j in range(start, len(text)):
        ch = text[j]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return j
    return None


def calls_from_text(text: str, tool_names: Sequence[str]) -> list[dict[str, Any]]:
    """The tool calls a model wrote as text, as LangChain tool calls; only ``tool_names`` count,
    each (name, arguments) once. Arguments given as a JSON string are parsed; missing ones are {}."""
    wanted = set(tool_names)
    found: list[dict[str, Any]] = []
    seen: set[str] = set()
    for value in json_values(text or ""):
        for item in _flatten(value):
            call = _as_call(item, wanted)
            if call is None:
                continue
            key = json.dumps(call, sort_keys=True, default=str)
            if key not in seen:
                seen.add(key)
                found.append({**call, "id": f"call_{uuid.uuid4().hex[:12]}", "type": "tool_call"})
    return found


def _flatten(value: Any) -> list[Any]:
    if isinstance(value, list):
        return [x for v in value for x in _flatten(v)]
    if isinstance(value, dict):
        for key in ("tool_calls", "calls"):
            if isinstance(value.get(key), list):
                return _flatten(value[key])
        if isinstance(value.get("function"), dict):  # the OpenAI wire shape {"type": "function", "function": {...}}
            return [value["function"]]
    return [value]


def _as_call(item: Any, wanted: set[str]) -> dict[str, Any] | None:
    if not isinstance(item, dict):
        return None
    name = next((item[k] for k in _NAME_KEYS if isinstance(item.get(k), str)), None)
    if name is None or name not in wanted:
        return None
    args: Any = next((item[k] for k in _ARG_KEYS if k in item), {})
    if isinstance(args, str):
        parsed = _loads(args) if args.strip() else {}
        args = parsed if isinstance(parsed, dict) else {}
    if not isinstance(args, dict):
        return None
    return {"name": name, "args": args}
