"""Process settings: the run defaults plus what only the operator sets (service, storage, servers,
model profiles, request ceilings). Read from defaults < environment (``OPEN_RESEARCH_*``) < config
file (``--config`` or ``OPEN_RESEARCH_CONFIG``) < in-process overrides; unknown keys name themselves."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, SecretStr, StringConstraints, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict, SettingsError

from open_research.config.errors import ConfigError
from open_research.config.files import deep_merge, read_config_file, validated
from open_research.config.mcp import MCPServerConfig, parse_mcp_servers, select_servers
from open_research.config.model_specs import ModelProfile
from open_research.config.policy import RequestCeilings
from open_research.config.run import ResearchConfig


class Settings(ResearchConfig, BaseSettings):
    """Process settings: the run defaults plus what only the operator may set."""

    model_config = SettingsConfigDict(
        env_prefix="OPEN_RESEARCH_",
        env_nested_delimiter="__",
        extra="forbid",
        arbitrary_types_allowed=True,
    )

    database_url: str | None = None

    # -- HTTP service (api/) only ---------------------------------------------------------
    #: sha256 hex digest of an API key -> tenant name (``python -m api.http.auth KEY`` prints a digest).
    api_keys: dict[str, str] = Field(default_factory=dict)
    #: Serve without API keys (local use only; the server says so loudly at start).
    auth_disabled: bool = False
    host: str = "127.0.0.1"
    port: int = Field(default=2024, ge=1, le=65535)
    max_request_bytes: int = Field(default=1_000_000, ge=1024)
    #: Serve Prometheus metrics at ``/metrics`` without an API key (no tenant names or questions in
    #: them; keep the path off the public internet, or turn this off).
    metrics_enabled: bool = True
    #: Seconds a client has to send a request's headers, and each part of its body (slow clients).
    header_timeout: float = Field(default=10.0, gt=0, le=300)
    body_timeout: float = Field(default=30.0, gt=0, le=600)
    #: Seconds an idle keep-alive connection stays open; bytes of one request's headers.
    keep_alive_timeout: int = Field(default=5, ge=1, le=300)
    max_header_bytes: int = Field(default=32_768, ge=4096, le=1_048_576)
    #: Open connections and tasks at once; beyond it uvicorn answers 503 (event streams count too).
    max_connections: int = Field(default=2000, ge=10)
    max_message_chars: int = Field(default=50_000, ge=1)
    #: Runs executing at once in one server process; more wait as ``pending``.
    max_concurrent_runs: int = Field(default=32, ge=1, le=10_000)
    # -- scale-out and storage (api/: workers, queue, retention) ---------------------------
    #: Runs of one tenant executing at once (across all workers); the tenant's others wait as ``pending``.
    max_concurrent_runs_per_tenant: int = Field(default=16, ge=1, le=10_000)
    #: Seconds a database call may wait for a connection before the request fails with 503.
    db_timeout: float = Field(default=5.0, gt=0, le=120)
    #: PostgreSQL: ``serve`` also executes runs in-process (a worker beside the API).
    with_worker: bool = True
    #: Seconds between a worker's heartbeats, and without one before its runs are taken over.
    worker_heartbeat_seconds: float = Field(default=2.0, gt=0, le=60)
    worker_stalled_seconds: float = Field(default=10.0, gt=0, le=3600)
    #: Hours a finished run's events are kept (0 = forever); checkpoints kept per thread beyond the last.
    event_retention_hours: float = Field(default=168.0, ge=0)
    checkpoints_kept_per_thread: int = Field(default=0, ge=0)
    # -- hostile load, browsers (api/; README "Security": every limit, its default, who sets it) --
    #: Processes that render HTML/PDF exports (never the shared thread pool); seconds one may take;
    #: bytes of rendered exports kept, keyed by the report's hash.
    export_workers: int = Field(default=1, ge=1, le=64)
    export_timeout: float = Field(default=30.0, gt=0, le=600)
    export_cache_bytes: int = Field(default=32_000_000, ge=0)
    #: What one tenant may hold at once; beyond it the tenant (only) gets 429 with Retry-After:
    #: exports rendering, open event streams, long requests (``runs/wait``, chat completions).
    max_exports_per_tenant: int = Field(default=2, ge=1, le=10_000)
    max_streams_per_tenant: int = Field(default=16, ge=1, le=100_000)
    max_waits_per_tenant: int = Field(default=16, ge=1, le=100_000)
    #: A tenant's threads in all, and its runs waiting as ``pending``; beyond them: 429.
    max_threads_per_tenant: int = Field(default=10_000, ge=1)
    max_pending_runs_per_tenant: int = Field(default=100, ge=1)
    #: Bytes of one list or search answer (the items beyond wait for the next page: ``offset``),
    #: and of one thread's or run's metadata (JSON).
    max_list_bytes: int = Field(default=2_000_000, ge=10_000)
    max_metadata_bytes: int = Field(default=16_384, ge=2)
    #: Bytes of events one run attempt records (each event counts its JSON and 64 bytes of row): the
    #: stream modes a tenant picks (``messages`` is one event per token) cannot fill the store.
    max_event_bytes_per_run: int = Field(default=16_000_000, ge=10_000)
    #: ``Host`` header values served (``name`` or ``name:port``); empty = any when keys are required,
    #: loopback names only when ``auth_disabled``.
    allowed_hosts: list[str] = Field(default_factory=list)
    #: Other origins (``https://ui.example.org``) whose pages may POST here; the service's own always may.
    allowed_origins: list[str] = Field(default_factory=list)
    #: When set, ``/metrics`` requires ``Authorization: Bearer <metrics_token>``.
    metrics_token: str | None = None

    #: MCP servers researchers may use, by name (``[mcp_servers.NAME]`` tables, or JSON text / a JSON
    #: file path in the common ``mcpServers`` shape). Never settable by a request.
    mcp_servers: Annotated[dict[str, MCPServerConfig], NoDecode, BeforeValidator(parse_mcp_servers)] = Field(
        default_factory=dict
    )
    #: Model setups a request may pick by name (``model_profile = "fast"``).
    model_profiles: dict[Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,40}$")], ModelProfile] = Field(
        default_factory=dict
    )
    request_ceilings: RequestCeilings = Field(default_factory=RequestCeilings)

    # -- webhooks (api/runs/webhooks.py) ---------------------------------------------------
    #: Hosts a run's ``webhook`` may name: exact names or IPs (private ones allowed because listed), or
    #: ``*.example.com`` (which must resolve to public addresses). Empty: webhooks are refused.
    webhook_allow_hosts: list[str] = Field(default_factory=list)
    #: Key of the ``webhook-signature`` HMAC (Standard Webhooks); without one deliveries are unsigned.
    webhook_secret: SecretStr | None = None
    #: Attempts per delivery (retried on connection errors, 408, 429 and 5xx), the first retry's wait
    #: (doubling after), and each attempt's time limit.
    webhook_max_attempts: int = Field(default=5, ge=1, le=20)
    webhook_backoff_seconds: float = Field(default=2.0, ge=0, le=300)
    webhook_timeout: float = Field(default=10.0, gt=0, le=120)

    # -- schedules (api/runs/schedules.py) -------------------------------------------------
    #: Crons one tenant may keep; seconds between checks for due crons (a schedule's unit is the minute).
    max_crons_per_tenant: int = Field(default=20, ge=0, le=10_000)
    cron_tick_seconds: int = Field(default=30, ge=1, le=60)

    @model_validator(mode="after")
    def _no_default_profile(self) -> Settings:
        if self.model_profile is not None:
            raise ValueError("model_profile is a request's choice; set the default models with model/models")
        return self

    @model_validator(mode="after")
    def _known_mcp_servers(self) -> Settings:
        if self.mcp_servers_enabled is not None:
            select_servers(self.mcp_servers, self.mcp_servers_enabled, list(self.sources))
        return self

    @classmethod
    def load(cls, config_path: str | Path | None = None, **overrides: Any) -> Settings:
        """Defaults < environment < config file (``--config`` or ``OPEN_RESEARCH_CONFIG``) < overrides."""
        path = config_path or os.environ.get("OPEN_RESEARCH_CONFIG")
        file_values: dict[str, Any] = {}
        if path:
            file_values = read_config_file(path)
        values = deep_merge(file_values, overrides)
        try:
            settings: Settings = validated(
                cls, values, origin=str(path) if path else "settings", init=True, env_name=_env_name(values)
            )
        except SettingsError as exc:  # a variable that is not even the right shape (JSON for a table)
            field = re.search(r'field "(\w+)"', str(exc))
            variable = ENV_PREFIX + field.group(1).upper() if field else "OPEN_RESEARCH_*"
            raise ConfigError(f"invalid environment variable {variable}: its value is not valid JSON") from None
        return settings

    def run_defaults(self) -> ResearchConfig:
        """The run settings part, remembering which of them the operator set."""
        cfg = ResearchConfig.model_validate({name: getattr(self, name) for name in ResearchConfig.model_fields})
        cfg._explicit = frozenset(self.model_fields_set & set(ResearchConfig.model_fields))
        return cfg


ENV_PREFIX = "OPEN_RESEARCH_"


def _env_name(explicit: dict[str, Any]) -> Any:
    """Which ``OPEN_RESEARCH_*`` variable set a bad key, when neither the file nor a keyword did."""

    def name(loc: tuple[Any, ...]) -> str | None:
        if str(loc[0]) in explicit:
            return None
        wanted = [ENV_PREFIX + "__".join(str(p) for p in loc[:n]).upper() for n in range(len(loc), 0, -1)]
        present = {k.upper(): k for k in os.environ}
        return next((present[w] for w in wanted if w in present), None)

    return name
