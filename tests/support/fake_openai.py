"""A tiny OpenAI-compatible chat server for tests that run a real LangGraph server process.

The request's ``model`` names the role (``openai:clarify`` -> ``clarify``) and the answer comes
from the same scripts the in-process tests use (``tests.support.world``). Structured outputs are
answered as JSON content (``response_format``) or as a call of the offered function.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import BaseModel


def _messages(raw: list[dict[str, Any]]) -> list[Any]:
    out: list[Any] = []
    for m in raw:
        content = m.get("content") or ""
        if isinstance(content, list):
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        role = m.get("role")
        if role == "system" or role == "developer":
            out.append(SystemMessage(content))
        elif role == "assistant":
            calls = [
                {
                    "name": c["function"]["name"],
                    "args": json.loads(c["function"]["arguments"] or "{}"),
                    "id": c["id"],
                    "type": "tool_call",
                }
                for c in m.get("tool_calls") or []
            ]
            out.append(AIMessage(content, tool_calls=calls))
        elif role == "tool":
            out.append(ToolMessage(content, tool_call_id=m.get("tool_call_id", "")))
        else:
            out.append(HumanMessage(content))
    return out


def _answer(body: dict[str, Any], result: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": ""}
    if isinstance(result, AIMessage):  # first: an AIMessage is a pydantic model too
        message["content"] = str(result.content)
        if result.tool_calls:
            message["tool_calls"] = [
                {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": json.dumps(c["args"])}}
                for c in result.tool_calls
            ]
    elif isinstance(result, BaseModel):
        data = result.model_dump()
        tools = body.get("tools") or []
        if body.get("response_format") or not tools:
            message["content"] = json.dumps(data)
        else:
            message["tool_calls"] = [
                {
                    "id": f"call_{uuid.uuid4().hex[:10]}",
                    "type": "function",
                    "function": {"name": tools[0]["function"]["name"], "arguments": json.dumps(data)},
                }
            ]
    else:
        message["content"] = str(result)
    finish = "tool_calls" if message.get("tool_calls") else "stop"
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:8]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", ""),
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


class FakeOpenAI:
    """``with FakeOpenAI(scripts) as base_url:`` serves ``scripts[role](messages)`` on 127.0.0.1."""

    def __init__(self, scripts: dict[str, Callable[[list[Any]], Any]]) -> None:
        self.scripts, self.calls = scripts, []
        #: What this server counted, as a provider bills: every request, and the tokens it reported.
        self.counted = {"requests": 0, "prompt_tokens": 0, "completion_tokens": 0}
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)) or b"{}")
                role = str(body.get("model", "")).split(":")[-1]
                fake.calls.append(role)
                try:
                    payload, status = _answer(body, fake.scripts[role](_messages(body.get("messages") or []))), 200
                except Exception as exc:  # the client sees a provider error, as with a real server
                    payload, status = (
                        {"error": {"message": f"{type(exc).__name__}: {exc}", "type": "server_error"}},
                        500,
                    )
                with fake._lock:
                    fake.counted["requests"] += 1
                    for key in ("prompt_tokens", "completion_tokens"):
                        fake.counted[key] += int((payload.get("usage") or {}).get(key, 0))
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()
