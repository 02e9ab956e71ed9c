"""think_tool: a place to reflect between actions; it does nothing but record the thought."""

from __future__ import annotations

from langchain_core.tools import tool


@tool
def think_tool(reflection: str) -> str:
    """Reflect on what you have found, what is missing and what to do next. Use it between searches and
    before deciding to stop; it changes nothing in the world."""
    return "Reflection recorded."  # the call itself carries the reflection
