"""The local document index as an MCP server, so other agents (and our own researchers) can search it.

With a researcher (``open-research mcp`` gives one) also ``research(question, settings?, thread_id?)``:
``open_research.mcp.research``. Two tools in the shape deep-research clients expect: ``search(query)`` returns
``{"results": [{id, title, url, snippet}, ...]}`` and ``fetch(id)`` returns ``{id, title, text, url, metadata}``.
Bad arguments come back as MCP tool errors (``isError``) whose message says what to send instead.
Served over stdio (for a client that starts us) or streamable HTTP at ``/mcp``.
"""

from __future__ import annotations

import hmac
import os
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

SEARCH_RESULTS = 8
SNIPPET_CHARS = 600
MAX_QUERY_CHARS = 1000
#: When set, the HTTP transport requires ``Authorization: Bearer <token>``.
TOKEN_ENV = "OPEN_RESEARCH_MCP_TOKEN"
_LOOPBACK = {"127.0.0.1", "::1", "localhost"}

INSTRUCTIONS = (
    "Search an organisation's own documents. Call search with a few keywords; each result has an id. "
    "Call fetch with that id to read the whole document before relying on it."
)


def build_server(index_path: str | Path, *, host: str = "127.0.0.1", port: int = 8765, researcher: Any = None):
    """A FastMCP server over the index at ``index_path`` (which must exist); with ``researcher`` (an
    ``open_research.mcp.research.Researcher``) it also offers ``research``."""
    from mcp.server.fastmcp import FastMCP
    from mcp.server.fastmcp.exceptions import ToolError

    from open_research.sources.index import DocumentIndex

    index = DocumentIndex(index_path)
    server = FastMCP("open-research", instructions=INSTRUCTIONS, host=host, port=port, log_level="WARNING")

    @server.tool(
        description="Search the document index. Give a few keywords (e.g. 'travel expense limit'). "
        "Returns {results: [{id, title, url, snippet}]}; pass an id to fetch for the full text."
    )
    async def search(query: str) -> dict[str, Any]:
        if not isinstance(query, str) or not query.strip():
            raise ToolError("query must be a non-empty string of keywords, e.g. 'vacation policy'")
        if len(query) > MAX_QUERY_CHARS:
            raise ToolError(f"query is {len(query)} characters; keep it under {MAX_QUERY_CHARS}")
        hits = await index.asearch(query.strip(), SEARCH_RESULTS)
        return {
            "results": [
                {"id": h.source_id, "title": h.title, "url": _url(h.relpath or h.path), "snippet": _snippet(h.passage)}
                for h in hits
            ]
        }

    @server.tool(
        description="Read one document in full by the id a search result gave. "
        "Returns {id, title, text, url, metadata}."
    )
    async def fetch(id: str) -> dict[str, Any]:
        if not isinstance(id, str) or not id.strip():
            raise ToolError("id must be a non-empty string: the id of a search result, e.g. 'doc_0123456789'")
        doc = await index.aget(id.strip())
        if doc is None:
            raise ToolError(f"no document has id {id.strip()[:100]!r}; use an id returned by search")
        return {
            "id": doc.source_id,
            "title": doc.title,
            "text": doc.text,
            "url": _url(doc.relpath or doc.path),
            "metadata": {
                "path": doc.relpath,
                "kind": doc.kind,
                "published_at": doc.published_at,
                "indexed_at": doc.indexed_at,
                "size": doc.size,
            },
        }

    if researcher is not None:
        from open_research.mcp.research import add_research_tool

        add_research_tool(server, researcher)
    return server


def _url(relpath: str) -> str:
    """A ``file:`` URI relative to the indexed folder: a client can cite it, and the server's own
    folder layout (an absolute path) is not shown to it. Our MCP client reads it back as that path,
    so a document reached through MCP and through local_search gets one id."""
    return "file:" + quote(relpath.lstrip("/"))


def _snippet(passage: str) -> str:
    text = " ".join(passage.split())
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1].rsplit(" ", 1)[0] + "…"


def run_mcp_command(
    index_file: str | None,
    transport: str,
    host: str,
    port: int,
    data_dir: Path | None = None,
    researcher: Any = None,
) -> int:
    """``open-research mcp [--index FILE] [--transport stdio|http] [--host H] [--port N]``: serve until stopped.

    Without ``--index`` the index is ``<data_dir>/index.sqlite``. Returns an exit code: 2 with one
    sentence on stderr for a problem the user can fix.
    """
    from open_research.sources.index import default_index_path

    path = Path(index_file).expanduser() if index_file else default_index_path(data_dir)
    if not path.is_file():
        _say(
            f"error: no document index at {path}; build one with 'open-research index FOLDER"
            f"{' --index ' + str(index_file) if index_file else ''}' first."
        )
        return 2
    if transport not in ("stdio", "http"):
        _say(f"error: unknown transport {transport!r}; use 'stdio' or 'http'.")
        return 2
    token = os.environ.get(TOKEN_ENV) or None
    if transport == "http" and host not in _LOOPBACK and not token:
        _say(
            f"error: refusing to serve documents on {host} without a token; set {TOKEN_ENV} "
            "(clients then send 'Authorization: Bearer <token>') or use --host 127.0.0.1."
        )
        return 2
    try:
        server = build_server(path, host=host, port=port, researcher=researcher)
    except Exception as exc:  # noqa: BLE001 - an unreadable index file: one sentence, no traceback
        _say(f"error: cannot open the index {path}: {exc}")
        return 2
    try:
        if transport == "stdio":
            server.run("stdio")
        else:
            _serve_http(server, host, port, token)
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # e.g. the port is taken
        _say(f"error: cannot serve on {host}:{port}: {exc}")
        return 1
    return 0


def _serve_http(server: Any, host: str, port: int, token: str | None) -> None:
    import uvicorn

    app = server.streamable_http_app()
    if token:
        app = _BearerGate(app, token)
    _say(f"serving the document index over MCP at http://{host}:{port}/mcp" + (" (token required)" if token else ""))
    uvicorn.run(app, host=host, port=port, log_level="warning")


class _BearerGate:
    """ASGI wrapper: every HTTP request needs the bearer token (compared in constant time)."""

    def __init__(self, app: Any, token: str):
        self.app, self._token = app, token.encode()

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            auth = dict(scope.get("headers") or []).get(b"authorization", b"")
            scheme, _, given = auth.partition(b" ")
            if scheme.lower() != b"bearer" or not hmac.compare_digest(given.strip(), self._token):
                body = b'{"error": "missing or wrong bearer token"}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


if __name__ == "__main__":  # pragma: no cover - `python -m open_research.mcp_server INDEX [stdio|http] [PORT]`
    args = sys.argv[1:]
    sys.exit(
        run_mcp_command(
            args[0] if args else None,
            args[1] if len(args) > 1 else "stdio",
            "127.0.0.1",
            int(args[2]) if len(args) > 2 else 8765,
        )
    )
