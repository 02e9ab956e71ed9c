"""Which MCP servers researchers may use: the operator's list, never the caller's.

Servers come from the settings (TOML ``[mcp_servers.NAME]`` tables, or a JSON file / JSON text in the
common ``{"mcpServers": {...}}`` shape other MCP clients use). A run may only pick servers from this
list by name; it can never add a command, a URL or a header.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, model_validator

from open_research.config.errors import ConfigError

Source = Literal["web", "internal"]

#: Server names become tool-name prefixes, so they must be valid in a tool name.
_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
_TRANSPORTS = {
    "stdio": "stdio",
    "http": "http",
    "streamable-http": "http",
    "streamable_http": "http",
    "streamablehttp": "http",
}


class MCPServerConfig(BaseModel):
    """One MCP server: a local process (stdio) or a streamable HTTP endpoint."""

    model_config = ConfigDict(extra="forbid")

    transport: Literal["stdio", "http"] | None = Field(
        default=None, description="inferred: 'stdio' when a command is given, 'http' when a url is"
    )
    # stdio
    command: str | None = None
    args: list[str] = Field(default_factory=list)
    #: None passes only a minimal safe environment (PATH, HOME, ...), never our API keys.
    env: dict[str, str] | None = None
    cwd: str | None = None
    # streamable HTTP
    url: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)
    #: Name of an environment variable holding a token sent as ``Authorization: Bearer ...``.
    bearer_token_env: str | None = None
    #: Send the caller's tenant and user (when known) as X-Open-Research-Tenant / -User headers.
    identity_headers: bool = True
    # both
    tools: list[str] | None = Field(default=None, description="allow-list of tool names; None = all")
    description: str = Field(default="", max_length=500, description="shown to researchers")
    source: Source = Field(default="internal", description="'internal' company data or a 'web' search")
    enabled: bool = Field(default=True, description="used by runs that do not name their servers")
    startup_timeout: float = Field(default=20.0, gt=0, le=600)

    @model_validator(mode="before")
    @classmethod
    def _common_shape(cls, data: Any) -> Any:
        """Accept the keys other MCP clients write: ``type`` for the transport, ``disabled``."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        kind = data.pop("type", None)
        if kind is not None and "transport" not in data:
            data["transport"] = kind
        if isinstance(data.get("transport"), str):
            t = data["transport"].strip().lower()
            if t == "sse":
                raise ValueError("the SSE transport is not supported; use streamable HTTP (transport = 'http')")
            if t not in _TRANSPORTS:
                raise ValueError(f"unknown transport {data['transport']!r}; use 'stdio' or 'http'")
            data["transport"] = _TRANSPORTS[t]
        if "disabled" in data:
            data["enabled"] = not bool(data.pop("disabled"))
        return data

    @model_validator(mode="after")
    def _one_transport(self) -> MCPServerConfig:
        if bool(self.command) == bool(self.url):
            raise ValueError("give either 'command' (a local stdio server) or 'url' (a streamable HTTP server)")
        inferred: Literal["stdio", "http"] = "stdio" if self.command else "http"
        if self.transport not in (None, inferred):
            raise ValueError(
                f"transport {self.transport!r} does not match the {'command' if self.command else 'url'} given"
            )
        self.transport = inferred
        if self.url:
            parts = urlsplit(self.url)
            if parts.scheme not in ("http", "https") or not parts.netloc:
                raise ValueError(f"url must be an http(s) URL, got {self.url!r}")
            if any(ch in v for v in self.headers.values() for ch in "\r\n"):
                raise ValueError("header values must be on one line")
        return self


def parse_mcp_servers(value: Any) -> Any:
    """Settings input to ``{name: config}``: a dict, the ``mcpServers`` shape, JSON text, or a JSON file path."""
    if value is None or value == "":
        return {}
    if isinstance(value, (str, Path)):
        text = str(value).strip()
        if not text.startswith("{"):
            path = Path(text).expanduser()
            if not path.is_file():
                raise ValueError(f"MCP server file not found: {path}")
            text = path.read_text(encoding="utf-8")
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"MCP server list is not valid JSON: {exc}") from None
    if not isinstance(value, dict):
        raise ValueError("expected a table of servers by name")  # noqa: TRY004 - pydantic reports ValueError
    if "mcpServers" in value:
        value = value["mcpServers"]
        if not isinstance(value, dict):
            raise ValueError("'mcpServers' must be an object of servers by name")
    for name in value:
        if not _NAME_RE.match(str(name)):
            raise ValueError(f"server name {name!r} may only use letters, digits, '_' and '-' (1-40)")
    return value


def select_servers(
    servers: dict[str, MCPServerConfig], enabled: list[str] | None, sources: list[str]
) -> dict[str, MCPServerConfig]:
    """The servers one run uses: the named ones (or every enabled one), kept to the allowed sources.

    Raises ``ConfigError`` (a ValueError: a 4xx for a request) naming any server that is not configured.
    """
    if enabled is None:
        chosen = {n: s for n, s in servers.items() if s.enabled}
    else:
        unknown = [n for n in enabled if n not in servers]
        if unknown:
            known = ", ".join(sorted(servers)) or "none are configured"
            raise ConfigError(
                f"mcp_servers_enabled names unknown MCP server(s) {', '.join(map(repr, unknown))}; configured: {known}"
            )
        chosen = {n: servers[n] for n in dict.fromkeys(enabled)}
    return {n: s for n, s in chosen.items() if s.source in sources}


__all__ = ["MCPServerConfig", "Source", "parse_mcp_servers", "select_servers"]
