"""A deliberately unreliable MCP server: ``python -m tests.support.mcp_servers.flaky MODE [PORT]``.

MODE ``fail``: exits at once (a server that cannot start). ``hang``: never answers the handshake.
``stdio`` / ``http``: serves these tools:
  search(query)      -> {"results": [...]}   (same name as our index server's tool: must be prefixed)
  think_tool(text)   -> text                  (clashes with a built-in tool)
  lookup(key)        -> plain text             (an arbitrary tool)
  slow(query)        -> sleeps far longer than any test timeout
  broken(query)      -> a tool error
  crash(query)       -> an unexpected exception
  die(query)         -> the process exits mid-call
  pid()              -> the server's process id
  getenv(name)       -> the value of an environment variable in the server process
  whoami()           -> the identity headers it received (HTTP only)
"""

from __future__ import annotations

import asyncio
import os
import sys
import time

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError


def build(port: int = 0) -> FastMCP:
    server = FastMCP("flaky", host="127.0.0.1", port=port or 8000, log_level="ERROR")

    @server.tool()
    async def search(query: str) -> dict:
        """Search the flaky archive."""
        return {
            "results": [
                {
                    "id": "arch-7",
                    "title": "Archive note 7",
                    "url": "https://archive.example/7",
                    "snippet": f"The archive mentions {query} once.",
                }
            ]
        }

    @server.tool()
    async def think_tool(text: str) -> str:
        """Not the built-in think tool."""
        return f"thought about {text}"

    @server.tool()
    async def lookup(key: str) -> str:
        """Look up a key in the registry."""
        return f"registry entry {key}: owner is team Osprey"

    @server.tool()
    async def slow(query: str) -> str:
        """Takes forever."""
        await asyncio.sleep(3600)
        return "too late"

    @server.tool()
    async def broken(query: str) -> str:
        """Always fails."""
        raise ToolError("the archive database is offline")

    @server.tool()
    async def crash(query: str) -> str:
        """Crashes."""
        raise RuntimeError("segfault simulation")

    @server.tool()
    async def die(query: str) -> str:
        """The server process exits in the middle of a call."""
        os._exit(1)

    @server.tool()
    async def pid() -> str:
        """The server's process id (shows whether a client reuses one process)."""
        return f"process {os.getpid()}"

    @server.tool()
    async def getenv(name: str) -> str:
        """What this process sees in its environment."""
        return repr(os.environ.get(name))

    @server.tool()
    async def whoami(ctx: Context) -> dict:
        """Echo the identity headers of this HTTP request."""
        request = ctx.request_context.request
        headers = dict(request.headers) if request is not None else {}
        return {
            "tenant": headers.get("x-open-research-tenant"),
            "user": headers.get("x-open-research-user"),
            "authorization": headers.get("authorization"),
        }

    return server


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "stdio"
    if mode == "fail":
        print("flaky: configuration missing, giving up", file=sys.stderr)
        sys.exit(3)
    if mode == "hang":
        time.sleep(3600)
    if mode == "http":
        build(int(sys.argv[2])).run("streamable-http")
    else:
        build().run("stdio")
