"""Mistakes the CLI refuses before any work starts (exit 2 with one sentence).

Pure checks that return the sentence to print, or None when all is well, so each is unit tested.
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Mapping
from pathlib import Path

from open_research.config import ResearchConfig

#: The environment variable each search API needs.
SEARCH_KEYS = {"tavily": "TAVILY_API_KEY"}


def docs_problem(path: str) -> str | None:
    """``--docs`` must name a folder with at least one file in it."""
    folder = Path(path).expanduser()
    if not folder.exists():
        return f"the --docs folder {path} does not exist."
    if not folder.is_dir():
        return f"--docs {path} is a file, not a folder of documents."
    if not any(p.is_file() for p in folder.rglob("*")):
        return f"the --docs folder {path} is empty: put the documents to search in it."
    return None


def index_problem(path: str) -> str | None:
    """``--index`` (without ``--docs``) must name an index that exists: a typo would search nothing."""
    if not Path(path).expanduser().is_file():
        return f"the index file {path} does not exist: build it with 'open-research index FOLDER --index {path}'."
    return None


def search_key_problem(cfg: ResearchConfig, env: Mapping[str, str]) -> str | None:
    """The chosen search API's key must be set, or the model would research without sources."""
    name = SEARCH_KEYS.get(cfg.search_api)
    if name and "web" in cfg.sources and not env.get(name):
        return f"--search-api {cfg.search_api} needs {name} in the environment (or choose --search-api local)."
    return None


def port_problem(host: str, port: int) -> str | None:
    """A port another process holds (or none at all): say so instead of failing inside uvicorn."""
    if not 1 <= port <= 65535:
        return f"--port {port} is not a TCP port: choose one from 1 to 65535."
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return f"port {port} on {host} is in use: stop the other server or choose --port."
            return f"cannot listen on {host}:{port}: {exc.strerror or exc}."
    return None
