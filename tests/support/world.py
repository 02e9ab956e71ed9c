"""A scripted "world" for the HTTP service tests, and a real uvicorn server on 127.0.0.1.

Model instances cannot travel over HTTP, so the server gets one set of scripted models whose
behaviour the *question* steers with directives:
  ``[clarify]``      ask "Which region do you mean?" once before researching
  ``[rounds]``       research alpha in round 1 and beta in round 2 (else both at once)
  ``[slow=X]``       every researcher model call takes X seconds
  ``[slowbeta=X]``   only the beta researcher's calls take X seconds
  ``[fail]``         the final report model fails (the run ends in error)
  ``[tag=N]``        carried into every research topic, so the call log tells runs apart
  ``[echo]``         the final report repeats the brief (the user's words) verbatim, as a model might
Every model call is appended to ``OR_TEST_CALL_LOG`` (if set) as ``role<TAB>topic``, so a test
can see what a server process did, even a process it killed; ``OR_TEST_DELAY_SCALE`` scales the
delays (0 makes a restarted process fast).

``python -m tests.support.world DATA_DIR PORT [DSN]`` serves the same world (restart tests).
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage, ToolMessage

from open_research.config import ResearchConfig, Settings
from open_research.graph.state import ClarifyDecision, ResearchBrief
from open_research.sources.index import DocumentIndex
from open_research.testing import ScriptedChatModel, ScriptStats, calls, tool_call

QUESTION = "How did the warehouse opening hours change?"
KEYS = {"key-acme": "acme", "key-globex": "globex"}
DOCS = {
    "alpha.md": "# Alpha warehouse\n\nThe alpha warehouse opens at 07:00 since March 2024.",
    "beta.md": "# Beta warehouse\n\nThe beta warehouse closes at 22:00 since June 2024.",
}


def _text(messages: list[BaseMessage]) -> str:
    return "\n".join(str(m.content) for m in messages)


def _topic(messages: list[BaseMessage]) -> str:
    for m in messages:
        if isinstance(m, HumanMessage):
            return str(m.content)
    return ""


class WorldModel(ScriptedChatModel):
    """A scripted model that sleeps per directive and logs every call."""

    async def _anext(self, messages: list[BaseMessage]) -> Any:
        text = _text(messages)
        delay = 0.0
        if self.role == "researcher":
            if m := re.search(r"\[slow=([\d.]+)\]", text):
                delay = float(m.group(1))
            if _topic(messages).startswith("beta") and (m := re.search(r"\[slowbeta=([\d.]+)\]", text)):
                delay = float(m.group(1))
        log = os.environ.get("OR_TEST_CALL_LOG")
        if log:
            with open(log, "a", encoding="utf-8") as fh:
                topic = _topic(messages)
                if self.role == "compression" and (m := re.search(r"<topic>\s*([^\n<]+)", text)):
                    topic = m.group(1)
                tag = re.search(r"\[tag=[\w-]+\]", text)
                label = topic[:60] + (" " + tag.group(0) if tag and tag.group(0) not in topic[:60] else "")
                fh.write(f"{self.role}\t{label!r}\n")
        delay *= float(os.environ.get("OR_TEST_DELAY_SCALE", "1"))
        if delay:
            await asyncio.sleep(delay)
        return await super()._anext(messages)


def _clarify(messages):
    text = _text(messages)
    if "[clarify]" in text and "Which region do you mean?" not in text:
        return ClarifyDecision(need_clarification=True, question="Which region do you mean?")
    return ClarifyDecision(need_clarification=False, verification="Researching now.")


def _brief(messages):
    humans = [line[len("Human: ") :] for line in _text(messages).splitlines() if line.startswith("Human: ")]
    # Run-shaping directives count only in the newest message, so a follow-up run is not slowed
    # (or failed) by what an earlier run on the thread asked for.
    humans = [re.sub(r"\[(?:slow|slowbeta|rounds|fail)[^\]]*\]\s*", "", h) for h in humans[:-1]] + humans[-1:]
    return ResearchBrief(research_brief="Brief: " + " | ".join(humans))


def _directives(text: str) -> str:
    return " ".join(re.findall(r"\[(?:slow|slowbeta|rounds|fail|tag)[^\]]*\]", text))


def _supervisor(messages):
    brief = _topic([m for m in messages if not isinstance(m, SystemMessage)])
    flags = _directives(brief)
    done = sum(isinstance(m, ToolMessage) for m in messages)
    topics = [f"alpha {flags}".strip(), f"beta {flags}".strip()]
    if "[rounds]" in flags:
        if done < 2:
            return calls(tool_call("ConductResearch", research_topic=topics[done]))
    elif done == 0:
        return calls(*(tool_call("ConductResearch", research_topic=t) for t in topics))
    return calls(tool_call("ResearchComplete"))


def _researcher(messages):
    if not any(isinstance(m, ToolMessage) for m in messages):
        word = _topic(messages).split()[0]
        return calls(tool_call("local_search", queries=[f"{word} warehouse"]))
    return "finished"


def _compression(messages):
    text = _text(messages)
    m = re.search(r"<topic>\s*(\w+)", text)
    cites = " ".join(f"[{sid}]" for sid in dict.fromkeys(re.findall(r"\bsrc_[0-9a-f]+", text)))
    return f"Notes on {m.group(1) if m else 'unknown'} {cites}".strip()


def _final_report(messages):
    text = _text(messages)
    if "[fail]" in text:
        raise RuntimeError("scripted report failure")
    found = sorted(set(re.findall(r"Notes on (\w+)((?: \[src_[0-9a-f]+\])*)", text)))
    # each line names what its source is about, so claim-level verification keeps the citation
    echo = "".join(f"\n\nAs asked: {b}" for b in re.findall(r"Brief: ([^\n]+)", text)) if "[echo]" in text else ""
    body = "\n".join(f"- Notes on {w}: {w} warehouse{c}" for w, c in found)
    return "# Warehouse hours\n\nFindings:\n\n" + body + echo


def world_models(stats: ScriptStats | None = None) -> dict[str, dict[str, Any]]:
    stats = stats or ScriptStats()
    scripts = {
        "clarify": _clarify,
        "brief": _brief,
        "supervisor": _supervisor,
        "researcher": _researcher,
        "compression": _compression,
        "summarization": lambda m: "summary",
        "final_report": _final_report,
    }
    return {role: {"model": WorldModel(script=fn, role=role, stats=stats)} for role, fn in scripts.items()}


def make_index(folder: Path) -> Path:
    from open_research.sources.index import DocumentIndex

    docs = folder / "docs"
    docs.mkdir(parents=True, exist_ok=True)
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    path = folder / "index.db"
    DocumentIndex(path, hybrid=False).update(docs)
    return path


def world_defaults(folder: Path, stats: ScriptStats | None = None) -> ResearchConfig:
    index = make_index(folder)
    return (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {
                "models": world_models(stats),
                "search_api": "local",
                "local_index": str(index),
                "max_researcher_iterations": 4,
                "max_react_tool_calls": 3,
            }
        )
    )


def hashed(keys: dict[str, str]) -> dict[str, str]:
    from api.http.auth import hash_key

    return {hash_key(k): tenant for k, tenant in keys.items()}


# -- an in-process uvicorn server ----------------------------------------------------------------
class ServerThread:
    def __init__(self, app: Any) -> None:
        import uvicorn

        self.server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", timeout_graceful_shutdown=5)
        )
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        deadline = time.time() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.time() > deadline:
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        port = self.server.servers[0].sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"

    def __exit__(self, *exc: Any) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)


@contextmanager
def served_world(folder: Path, backend: str) -> Iterator[str]:
    """A server thread over the scripted world, on SQLite or a fresh PostgreSQL schema; yields its URL."""
    from api.app import create_app
    from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres

    schema = dsn = None
    if backend == "postgres":
        require_postgres(pg_available())
        schema, dsn = pg_schema_dsn()
    app = create_app(settings_for(folder / "data", dsn), run_defaults=world_defaults(folder / "world"))
    try:
        with ServerThread(app) as url:
            yield url
    finally:
        if schema:
            pg_drop(schema)


def settings_for(data_dir: Path, dsn: str | None = None, **extra: Any) -> Settings:
    return Settings.load(data_dir=str(data_dir), database_url=dsn, api_keys=hashed(KEYS), **extra)


def main(argv: list[str]) -> int:
    """Serve the scripted world on 127.0.0.1:PORT (used by the restart test as a killable process).

    ``DATA PORT DSN --no-worker`` serves an API-only replica; ``worker DATA DSN CONCURRENCY`` runs a
    queue worker with the same world (the scale-out tests)."""
    from api.app import create_app
    from api.server import run_app

    if argv[0] == "worker":
        from api.runs.worker import worker

        data_dir = Path(argv[1])
        return worker(settings_for(data_dir, argv[2]), int(argv[3]), run_defaults=world_defaults(data_dir / "world"))
    data_dir, port = Path(argv[0]), int(argv[1])
    dsn = argv[2] if len(argv) > 2 and argv[2] else None
    extra = {"with_worker": False} if "--no-worker" in argv else {}
    settings = settings_for(data_dir, dsn, **extra)
    app = create_app(settings, run_defaults=world_defaults(data_dir / "world"))
    run_app(app, settings, "127.0.0.1", port, log_level="warning")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))


#: A question the warehouse notes make vague (which warehouse?).
VAGUE = "What does it cost?"


def world_index(folder: Path) -> Path:
    """The warehouse notes: a vague question asks back which warehouse (the code's ambiguity check),
    and the scripted researchers find and cite them."""
    docs = folder / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    index = folder / "world.sqlite"
    DocumentIndex(index, hybrid=False).update(docs)
    return index
