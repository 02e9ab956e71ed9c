"""The ``research`` MCP tool's runner for ``open-research mcp``: the library, in this process.

The operator's settings (the process's config), and from the call only what a request may set (the
request allow-list within the ceilings, as over HTTP). Conversations (a question asked back, answered
on its ``thread_id``) are kept in ``<data_dir>/mcp-threads.sqlite``.
"""

from __future__ import annotations

import uuid
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.types import Command

from open_research.config import ConfigError, Settings, validate_overrides
from open_research.graph.build import build_graph
from open_research.mcp.research import Outcome, Progress, ResearchRefused, outcome_of
from open_research.observe.describe import progress_text
from open_research.runs.library import run_config_dict
from open_research.runs.resources import run_resources

THREADS_FILE = "mcp-threads.sqlite"


class LibraryResearcher:
    """``Researcher`` running the graph in process with the operator's ``settings``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    async def __call__(
        self, question: str, settings: dict[str, Any], thread_id: str | None, progress: Progress, request: Any
    ) -> Outcome:
        from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

        s = self.settings
        try:  # deny by default: only request keys, within the operator's ceilings
            cfg = validate_overrides(settings, s.run_defaults(), settings=s)
        except ConfigError as exc:
            raise ResearchRefused(f"settings: {exc}") from None
        s.data_dir.mkdir(parents=True, exist_ok=True)
        async with AsyncSqliteSaver.from_conn_string(str(s.data_dir / THREADS_FILE)) as saver:
            graph = build_graph(checkpointer=saver)
            config = run_config_dict(s, settings, thread_id=thread_id or str(uuid.uuid4()))
            tid = config["configurable"]["thread_id"]
            payload: Any = {"messages": [HumanMessage(content=question)]}
            if thread_id is not None:
                snap = await graph.aget_state(config)
                if not snap or not snap.values:
                    raise ResearchRefused(f"no thread {thread_id[:128]!r}: leave thread_id out to start a new research")
                if snap.interrupts:
                    payload = Command(resume=question)
            async with run_resources(cfg, {"tenant": "local", "user": "mcp"}, s) as resources:
                config["configurable"].update(resources)
                try:
                    async for _ns, mode, chunk in graph.astream(
                        payload, config, stream_mode=["custom", "values"], subgraphs=True
                    ):
                        line = progress_text(chunk) if mode == "custom" else None
                        if line:
                            await progress(line)
                except ConfigError as exc:
                    raise ResearchRefused(str(exc)) from None
                except Exception as exc:  # a failed run: the tool's error, not the server's crash
                    return Outcome(tid, error=f"{type(exc).__name__}: {exc}"[:500])
            snap = await graph.aget_state(config)
            return outcome_of(tid, dict(snap.values or {}), snap.interrupts)
