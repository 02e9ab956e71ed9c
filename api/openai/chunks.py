"""OpenAI wire shapes: ``chat.completion``, ``chat.completion.chunk`` and their SSE framing.

Progress goes out as ``reasoning_content`` deltas (the convention of DeepSeek-style reasoning
models that Open WebUI, LibreChat and others show as a collapsible "thinking" block and that
plain clients ignore); the answer itself is ``content``.
"""

from __future__ import annotations

import json
import time
from typing import Any


def completion(cid: str, model: str, answer: str, reasoning: str, usage: dict[str, int]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": answer}
    if reasoning:
        message["reasoning_content"] = reasoning
    return {
        "id": cid,
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": "stop", "logprobs": None}],
        "usage": usage,
    }


def chunk(
    cid: str, model: str, delta: dict[str, Any], finish: str | None = None, usage: dict[str, int] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
    }
    if usage is not None:
        out["usage"] = usage
    return out


def sse(data: dict[str, Any] | str) -> bytes:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return f"data: {text}\n\n".encode()


DONE = sse("[DONE]")


def pieces(text: str, size: int = 400) -> list[str]:
    """The answer in line-aligned pieces, so a UI renders it progressively without split words."""
    out: list[str] = []
    current = ""
    for line in text.splitlines(keepends=True):
        if current and len(current) + len(line) > size:
            out.append(current)
            current = ""
        current += line
    if current:
        out.append(current)
    return out or [""]


def usage_of(report_json: Any) -> dict[str, int]:
    u = (report_json or {}).get("usage") if isinstance(report_json, dict) else None
    u = u or {}
    prompt, out = int(u.get("input_tokens") or 0), int(u.get("output_tokens") or 0)
    return {"prompt_tokens": prompt, "completion_tokens": out, "total_tokens": prompt + out}
