"""MCP tools as researcher tools: names that never shadow ours, a timeout per call, failures as
``ERROR: ...`` strings, and results as evidence records (``search``-shaped results one record per hit,
``fetch``-shaped results one full-text record, anything else one record keyed by server, tool and
arguments). Which tools a run may use (``tool_allowed``) is decided by the run's settings."""

from __future__ import annotations

import asyncio
import contextvars
import json
import re
from collections import Counter
from collections.abc import Mapping
from typing import Any, Protocol
from urllib.parse import quote, unquote, urlsplit

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool

from open_research.config.mcp import MCPServerConfig
from open_research.evidence import format_sources_for_model, make_record
from open_research.observe import progress
from open_research.text import content_text

#: Names of our own tools; an MCP tool with one of these names is prefixed, never shadowing ours.
RESERVED_TOOL_NAMES = frozenset(
    {"local_search", "tavily_search", "fetch_url", "think_tool", "ResearchComplete", "ConductResearch"}
)
#: Tool metadata keys: which server a tool came from and which kind of source it reaches.
META_SERVER, META_SOURCE = "mcp_server", "mcp_source"
MAX_RECORD_CHARS = 200_000
_TOOL_NAME_RE = re.compile(r"[^A-Za-z0-9_-]")
_CALL_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("mcp_tool_call_id", default=None)


class Session(Protocol):
    """What a tool needs of its server's session (``client._Connection``)."""

    name: str
    conf: MCPServerConfig
    tools: list[BaseTool]
    dead: str | None


def tool_allowed(tool: BaseTool, cfg: Any) -> bool:
    """Whether a run's config lets researchers use ``tool`` (non-MCP tools always pass)."""
    meta = tool.metadata or {}
    server = meta.get(META_SERVER)
    if server is None:
        return True
    if meta.get(META_SOURCE, "internal") not in cfg.sources:
        return False
    return cfg.mcp_servers_enabled is None or server in cfg.mcp_servers_enabled


# -- connections ----------------------------------------------------------------------------------------


def describe(exc: BaseException) -> str:
    """One line for an exception, looking inside exception groups for the real cause."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}"[:400] if text else type(exc).__name__


def wrap_all(
    live: list[Any], timeout: float, max_chars: int, reserved: frozenset[str]
) -> tuple[list[BaseTool], list[tuple[str, str]]]:
    warnings: list[tuple[str, str]] = []
    chosen: list[tuple[Session, BaseTool]] = []
    for conn in live:
        offered = {t.name: t for t in conn.tools}
        allow = conn.conf.tools
        if allow is not None:
            missing = [n for n in allow if n not in offered]
            if missing:
                names = ", ".join(map(repr, missing))
                warnings.append((conn.name, f"MCP server '{conn.name}' does not offer {names} (in its allow-list)"))
        chosen.extend((conn, t) for name, t in offered.items() if allow is None or name in allow)
    counts = Counter(_clean_name(t.name) for _, t in chosen)
    used: set[str] = set(reserved)
    tools = []
    for conn, tool in chosen:
        name = _clean_name(tool.name)
        if name in reserved or counts[name] > 1:
            name = _clean_name(f"{conn.name}_{tool.name}")
        base, n = name, 2
        while name in used:
            name, n = f"{base[:60]}_{n}", n + 1
        used.add(name)
        tools.append(_wrap(conn, tool, name, timeout, max_chars))
    return tools, warnings


def _clean_name(name: str) -> str:
    return _TOOL_NAME_RE.sub("_", name)[:64] or "tool"


class _MCPTool(StructuredTool):
    """Remembers the calling tool_call id so the evidence records can point back at the call."""

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        call_id = input.get("id") if isinstance(input, dict) and input.get("type") == "tool_call" else None
        token = _CALL_ID.set(call_id)
        try:
            return await super().ainvoke(input, config, **kwargs)
        finally:
            _CALL_ID.reset(token)


def _wrap(conn: Session, tool: BaseTool, name: str, timeout: float, max_chars: int) -> BaseTool:
    server, conf = conn.name, conn.conf
    desc = " ".join((tool.description or tool.name).split())
    if conf.description:
        desc = f"[{server}: {' '.join(conf.description.split())}] {desc}"

    async def call(**args: Any) -> tuple[str, list[dict]]:
        call_id = _CALL_ID.get()
        progress.emit("search", tool=name, query=_short(args))
        try:
            message = await asyncio.wait_for(
                tool.ainvoke({"type": "tool_call", "id": call_id or "mcp", "name": tool.name, "args": args}), timeout
            )
        except TimeoutError:
            return _fail(name, server, f"no answer within {timeout:g} s (mcp_call_timeout)")
        except Exception as exc:  # noqa: BLE001 - transport failures, dead servers
            reason = describe(exc)
            if conn.dead or _closed(exc):
                reason = f"the connection to the server is closed, it may have stopped ({conn.dead or reason})"
            return _fail(name, server, reason)
        text = _text(message)
        if isinstance(message, ToolMessage) and message.status == "error":
            return _fail(name, server, text or "the tool reported an error")
        artifact = message.artifact if isinstance(message, ToolMessage) else None
        data = _data(artifact, text)
        content, records = _as_sources(server, tool.name, name, args, data, text, call_id, max_chars)
        progress.emit("sources", tool=name, count=len(records))
        return content, records

    return _MCPTool(
        name=name,
        description=desc[:1024],
        args_schema=tool.args_schema,
        coroutine=call,
        response_format="content_and_artifact",
        metadata={**(tool.metadata or {}), META_SERVER: server, META_SOURCE: conf.source, "mcp_tool": tool.name},
    )


def _closed(exc: BaseException) -> bool:
    return (
        type(exc).__name__ in {"ClosedResourceError", "BrokenResourceError", "EndOfStream"}
        or "connection closed" in str(exc).lower()
    )


def _fail(name: str, server: str, reason: str) -> tuple[str, list[dict]]:
    reason = " ".join(reason.split())[:600]
    progress.emit("warning", where=f"mcp:{server}", message=f"{name}: {reason}")
    return f"ERROR: MCP tool {name} (server '{server}') failed: {reason}", []


def _short(args: Mapping[str, Any]) -> str:
    if len(args) == 1:
        return str(next(iter(args.values())))[:200]
    return json.dumps(args, ensure_ascii=False, default=str)[:200]


def _text(message: Any) -> str:
    """The tool result as text; a non-text block (an image) shows as "[image content omitted]"."""
    return content_text(message.content if isinstance(message, ToolMessage) else message, mark_omitted=True)


def _data(artifact: Any, text: str) -> Any:
    """The result as JSON data when it is JSON: structured content first, else the text."""
    if isinstance(artifact, dict) and artifact.get("structured_content") is not None:
        data = artifact["structured_content"]
        if isinstance(data, dict) and set(data) == {"result"}:  # FastMCP wraps non-object results
            data = data["result"]
        return data
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None


def _search_hits(data: Any) -> list[dict] | None:
    items = data.get("results") if isinstance(data, dict) else data
    if not isinstance(items, list):
        return None
    if all(isinstance(i, dict) and i.get("id") not in (None, "") for i in items) and (items or isinstance(data, dict)):
        return items
    return None


def _locator(server: str, doc_id: str, url: Any) -> dict[str, str]:
    """Where a document lives: a file path (same id as local_search), its web URL, or mcp://server/id."""
    url = str(url or "").strip()
    parts = urlsplit(url)
    if parts.scheme == "file" and parts.path:
        return {"path": unquote(parts.path)}
    if parts.scheme in ("http", "https") and parts.netloc:
        return {"url": url}
    return {"url": f"mcp://{server}/{quote(str(doc_id), safe='')}"}


def _as_sources(
    server: str, mcp_name: str, name: str, args: dict, data: Any, text: str, call_id: str | None, max_chars: int
) -> tuple[str, list[dict]]:
    hits = _search_hits(data)
    if hits is not None:
        if not hits:
            return f"No results for {_short(args)!r}. Try other keywords.", []
        leads, shown, records = [], [], []
        for hit in hits:
            title = str(hit.get("title") or hit["id"])
            snippet = str(hit.get("snippet") or hit.get("text") or "")[:max_chars]
            rec = make_record(
                **_locator(server, hit["id"], hit.get("url")),
                title=title,
                text=snippet,
                origin_tool=name,
                tool_call_id=call_id,
                snippet_only=True,
            )
            records.append(rec.model_dump(mode="json"))
            shown.append(rec)
            leads.append(f"Result id for fetching the full text: {json.dumps(str(hit['id'])[:200])}")
        return format_sources_for_model(shown, lead=leads), records
    if isinstance(data, dict) and data.get("id") not in (None, "") and isinstance(data.get("text"), str):
        meta = raw_meta if isinstance(raw_meta := data.get("metadata"), dict) else {}
        published = meta.get("published_at") or meta.get("date")
        rec = make_record(
            **_locator(server, data["id"], data.get("url")),
            title=str(data.get("title") or data["id"]),
            text=data["text"][:MAX_RECORD_CHARS],
            origin_tool=name,
            tool_call_id=call_id,
            published_at=str(published) if published else None,
        )
        shown = rec.model_copy(update={"text": rec.text[:max_chars]})
        return format_sources_for_model([shown]), [rec.model_dump(mode="json")]
    if not text.strip():
        return f"The tool {name} returned nothing.", []
    locator = f"mcp://{server}/{quote(mcp_name, safe='')}?args={quote(json.dumps(args, sort_keys=True, default=str))}"
    rec = make_record(
        url=locator,
        title=f"{name}({_short(args)})",
        text=text[:MAX_RECORD_CHARS],
        origin_tool=name,
        tool_call_id=call_id,
    )
    shown = rec.model_copy(update={"text": rec.text[:max_chars]})
    return format_sources_for_model([shown]), [rec.model_dump(mode="json")]
