"""MCP tools for researchers: connect to the configured servers once per run, close them when it ends.

Each server keeps one session, owned by a background task (so a server that dies cannot take the run
down with it). Its tools are loaded with langchain-mcp-adapters and wrapped (``mcp.tools``): names
never shadow ours, calls time out into ``ERROR: ...`` strings and results become evidence records.

A server that cannot start is left out with a warning (logged now, and sent as a ``warning`` progress
event when the first researcher builds its tool list inside the graph).
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager, suppress
from typing import Any
from urllib.parse import quote

from langchain_core.tools import BaseTool

from open_research.config.mcp import MCPServerConfig, select_servers
from open_research.mcp.tools import RESERVED_TOOL_NAMES, describe, wrap_all
from open_research.observe import progress

log = logging.getLogger(__name__)

IDENTITY_HEADERS = {"tenant": "X-Open-Research-Tenant", "user": "X-Open-Research-User"}
_CLOSE_TIMEOUT = 10.0


class MCPToolset(list):
    """The run's MCP tools, plus the warnings about servers that are missing from it."""

    def __init__(self, tools: Iterable[BaseTool] = (), warnings: Iterable[tuple[str, str]] = ()):
        super().__init__(tools)
        self._warnings = list(warnings)  # (server, message)
        self._reported = False

    @property
    def warnings(self) -> list[str]:
        return [message for _, message in self._warnings]

    def report_warnings(self) -> None:
        """Send the warnings as progress events once per run (callers: inside the graph, where events flow)."""
        if self._reported:
            return
        self._reported = True
        for server, message in self._warnings:
            progress.emit("warning", where=f"mcp:{server}", message=message)


@asynccontextmanager
async def open_mcp_tools(
    servers: Mapping[str, MCPServerConfig],
    *,
    call_timeout: float = 60.0,
    identity: Mapping[str, Any] | None = None,
    max_content_length: int = 50_000,
    reserved: frozenset[str] = RESERVED_TOOL_NAMES,
) -> AsyncIterator[MCPToolset]:
    """Connect to ``servers`` concurrently; yield their (wrapped) tools; close every connection on exit."""
    connections = [_Connection(name, conf, identity) for name, conf in servers.items()]
    try:
        await asyncio.gather(*(c.start() for c in connections))
        warnings = [(c.name, c.error) for c in connections if c.error]
        live = [c for c in connections if not c.error]
        tools, naming_warnings = wrap_all(live, call_timeout, max_content_length, reserved)
        for _, message in [*warnings, *naming_warnings]:
            log.warning("%s", message)
        toolset = MCPToolset(tools, [*warnings, *naming_warnings])
        yield toolset
    finally:
        await asyncio.gather(*(c.close() for c in connections), return_exceptions=True)


@asynccontextmanager
async def open_run_mcp_tools(
    cfg: Any, identity: Mapping[str, Any] | None = None, settings: Any = None
) -> AsyncIterator[MCPToolset]:
    """MCP tools for one run: the operator's servers (``settings.mcp_servers``) the run's config selects.

    ``cfg`` is the run's effective config (``mcp_servers_enabled``, ``sources``, ``mcp_call_timeout``).
    The server list comes from ``settings``, else from ``cfg`` itself when it is a ``Settings``, else
    from ``Settings.load()``. An unknown server name raises ``ConfigError``.
    """
    from open_research.config import Settings

    if settings is None:
        settings = cfg if isinstance(cfg, Settings) else Settings.load()
    chosen = select_servers(settings.mcp_servers, cfg.mcp_servers_enabled, list(cfg.sources))
    if not chosen:
        yield MCPToolset()
        return
    async with open_mcp_tools(
        chosen, call_timeout=cfg.mcp_call_timeout, identity=identity, max_content_length=cfg.max_content_length
    ) as tools:
        yield tools


class _Connection:
    """One server's session, opened and closed by its own task so anyio scopes stay in one task."""

    def __init__(self, name: str, conf: MCPServerConfig, identity: Mapping[str, Any] | None):
        self.name, self.conf, self.identity = name, conf, identity
        self.tools: list[BaseTool] = []
        self.error: str | None = None
        self.dead: str | None = None  # why the session ended early, if it did
        self._stop = asyncio.Event()
        self._task: asyncio.Task | None = None

    async def start(self) -> None:
        try:
            connection = self._connection()
        except ValueError as exc:
            self.error = f"MCP server '{self.name}' is unavailable, its tools are absent: {exc}"
            return
        ready: asyncio.Future = asyncio.get_running_loop().create_future()
        self._task = asyncio.create_task(self._keep(connection, ready), name=f"mcp:{self.name}")
        try:
            self.tools = await asyncio.wait_for(asyncio.shield(ready), self.conf.startup_timeout)
        except TimeoutError:
            self.error = (
                f"MCP server '{self.name}' did not start within {self.conf.startup_timeout:g} s; its tools are absent"
            )
        except Exception as exc:  # noqa: BLE001 - any start failure just removes the server
            self.error = f"MCP server '{self.name}' failed to start, its tools are absent: {describe(exc)}"
        if self.error:
            await self.close()

    async def _keep(self, connection: dict[str, Any], ready: asyncio.Future) -> None:
        from langchain_mcp_adapters.sessions import create_session
        from langchain_mcp_adapters.tools import load_mcp_tools

        try:
            # the adapter's Connection is a union of TypedDicts; _connection builds one of them as a plain dict
            async with create_session(connection) as session:  # type: ignore[arg-type]
                await session.initialize()
                tools = await load_mcp_tools(session, server_name=self.name)
                if not ready.done():
                    ready.set_result(tools)
                await self._stop.wait()
        except asyncio.CancelledError:
            if not ready.done():
                ready.cancel()
            raise
        except BaseException as exc:  # noqa: BLE001 - contained: the run goes on without this server
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else RuntimeError(describe(exc)))
            else:
                self.dead = describe(exc)
                log.warning("MCP server %r stopped: %s", self.name, self.dead)

    def _connection(self) -> dict[str, Any]:
        conf = self.conf
        if conf.transport == "stdio":
            out: dict[str, Any] = {"transport": "stdio", "command": conf.command, "args": list(conf.args)}
            if conf.env is not None:
                out["env"] = dict(conf.env)
            if conf.cwd:
                out["cwd"] = conf.cwd
            return out
        headers = dict(conf.headers)
        if conf.bearer_token_env:
            token = os.environ.get(conf.bearer_token_env)
            if not token:  # the variable's name is for the operator's log; the message reaches tenants
                log.warning(
                    "MCP server %r: environment variable %s (its bearer token) is not set",
                    self.name,
                    conf.bearer_token_env,
                )
                raise ValueError("its bearer token is not set on this server (the server log names the variable)")
            headers["Authorization"] = f"Bearer {token}"
        if conf.identity_headers:
            headers.update(identity_headers(self.identity))
        return {"transport": "streamable_http", "url": conf.url, "headers": headers, "timeout": conf.startup_timeout}

    async def close(self) -> None:
        self._stop.set()
        task, self._task = self._task, None
        if task is None:
            return
        try:
            if self.error:  # never got going (e.g. stuck in the handshake): nothing to close politely
                raise TimeoutError
            await asyncio.wait_for(asyncio.shield(task), _CLOSE_TIMEOUT)
        except BaseException:  # noqa: BLE001 - closing must never fail the run
            task.cancel()
            with suppress(BaseException):
                await task


def identity_headers(identity: Mapping[str, Any] | None) -> dict[str, str]:
    """Tenant and user as headers; values percent-encoded so nothing can break the header line."""
    out = {}
    for key, header in IDENTITY_HEADERS.items():
        value = (identity or {}).get(key)
        if value is not None and str(value).strip():
            out[header] = quote(str(value).strip()[:200], safe=" @._-:+=/")
    return out


__all__ = ["MCPToolset", "identity_headers", "open_mcp_tools", "open_run_mcp_tools"]
