"""Text primitives every subsystem shares (stdlib only)."""

from __future__ import annotations

from typing import Any


def content_text(content: Any) -> str:
    """A message's content as plain text: a string, or a list of content blocks (strings, or dicts
    whose ``text`` is taken; other block types such as images carry no text)."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content or []:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type", "text") == "text":
            parts.append(str(block.get("text", "")))
    return "".join(parts)
