"""The app's state, typed: what every route reads, built once when the app starts serving.

Starlette's ``app.state`` is an untyped bag; the service keeps exactly one thing in it (under
``api.http.context.STATE_ATTR``), this ``AppState``, and routes reach it through ``app_state``.
It is built in ``create_app``'s lifespan because the stores and the run manager exist only while
the app is serving; requests arrive only then.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import HTTPConnection

from api.http.auth import Authenticator
from api.http.context import STATE_ATTR
from api.http.exporter import Exporter
from api.http.quota import Quotas
from api.runs.manager import RunManager
from api.storage.persistence import Persistence
from api.storage.store import Store
from open_research.config import ResearchConfig, Settings


@dataclass(frozen=True)
class AppState:
    #: The operator's process settings (limits, ceilings, profiles, MCP servers).
    settings: Settings
    auth: Authenticator
    #: The run settings every run starts from; a request's overrides are checked against them.
    base: ResearchConfig
    #: When this process started serving (the assistant's ``created_at``).
    started_at: str
    persistence: Persistence
    manager: RunManager
    #: The serving loop, for the signal handler that drains streams from another thread.
    loop: asyncio.AbstractEventLoop
    #: Renders HTML/PDF exports in worker processes (``export_workers``), with their cache.
    exporter: Exporter
    #: What each tenant holds now (exports, streams, long requests), for the per-tenant limits.
    quotas: Quotas = field(default_factory=Quotas)

    @property
    def store(self) -> Store:
        return self.persistence.store

    @property
    def checkpointer(self) -> Any:
        return self.persistence.checkpointer

    @property
    def graph(self) -> Any:
        """The compiled research graph the manager runs (and routes read thread state from)."""
        return self.manager.graph

    def install(self, app: Starlette) -> None:
        setattr(app.state, STATE_ATTR, self)


def serving_state(app: Starlette) -> AppState | None:
    """The app's state, or None before it started serving."""
    state = getattr(app.state, STATE_ATTR, None)
    return state if isinstance(state, AppState) else None


def app_state(where: HTTPConnection | Starlette) -> AppState:
    """The serving app's state, from a request (routes) or the app itself (tests, tools)."""
    app = where.app if isinstance(where, HTTPConnection) else where
    state = serving_state(app)
    if state is None:
        raise RuntimeError("the app is not serving: its state exists between startup and shutdown")
    return state
