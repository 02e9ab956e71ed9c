"""Executing one run: stream the graph, record every event, end in exactly one terminal status.

Shared by both run queues (``api.runs.local_queue`` in one process, ``api.runs.job_queue``
on workers). A run that already wrote a checkpoint (it was interrupted by a stop or its worker
died) resumes from it with input ``None``; otherwise it starts from its input.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from langgraph.types import Command

from api.runs.serialize import dumps, jsonable
from api.runs.webhooks import WebhookSender
from api.storage.dbfaults import STORAGE_MESSAGE, is_storage_error
from api.storage.keys import thread_key
from open_research.config import BASE_KEY, Settings, user_overrides
from open_research.models.usage import USAGE_KEY
from open_research.runs.resources import run_resources

if TYPE_CHECKING:
    from api.runs.manager import RunManager

log = logging.getLogger("open_research.api")

#: Recorded for every run whatever the client asked, so any later join can have them.
ALWAYS_RECORDED = ("updates", "custom")
GRAPH_MODES = {
    "values": "values",
    "updates": "updates",
    "custom": "custom",
    "messages": "messages",
    "messages-tuple": "messages",
    "debug": "debug",
    "tasks": "tasks",
    "checkpoints": "checkpoints",
}


def _message_meta(meta: Any) -> dict[str, Any]:
    if not isinstance(meta, dict):
        return {}
    return {
        k: v
        for k, v in meta.items()
        if isinstance(v, (str, int, float, bool, type(None)))
        or (isinstance(v, list) and all(isinstance(x, str) for x in v))
    }


def encode(mode: str, chunk: Any) -> str:
    if mode == "messages" and isinstance(chunk, tuple) and len(chunk) == 2:
        return dumps([chunk[0], _message_meta(chunk[1])])
    return dumps(chunk)


class EventBudget:
    """How many bytes of events one run attempt may still record (``max_event_bytes_per_run``).

    A quarter is kept for progress (``custom`` events, always recorded), the rest for the modes the
    client picked, so a client streaming ``messages`` still sees progress once its tokens are cut.
    Past a pool nothing more of that kind is stored, and one ``events_capped`` event says so; the run
    goes on, ends as usual (``end`` / ``error`` are not counted) and its state stays readable."""

    ROW_BYTES = 64

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.left = {"custom": limit // 4, "stream": limit - limit // 4}
        self._told: set[str] = set()

    @staticmethod
    def pool(mode: str) -> str:
        return "custom" if mode == "custom" else "stream"

    def spent_up(self, mode: str) -> bool:
        return self.left[self.pool(mode)] <= 0

    def take(self, mode: str, size: int) -> bool:
        pool = self.pool(mode)
        if self.left[pool] < size + self.ROW_BYTES:
            self.left[pool] = 0
            return False
        self.left[pool] -= size + self.ROW_BYTES
        return True

    def notice(self, mode: str) -> dict[str, Any] | None:
        """The notice for the pool ``mode`` just ran out of, once per pool."""
        pool = self.pool(mode)
        if pool in self._told:
            return None
        self._told.add(pool)
        what = "progress events" if pool == "custom" else "events of the stream modes asked for"
        return {
            "event": "events_capped",
            "limit_bytes": self.limit,
            "message": f"this run's {what} reached their share of {self.limit} bytes (max_event_bytes_per_run); "
            "later ones are not recorded. The run goes on: read its result from the thread's state when it ends.",
        }


class RunExecutor:
    def __init__(self, manager: RunManager, graph: Any, *, checkpointer: Any = None) -> None:
        self.manager = manager
        self.store = manager.store
        self.graph = graph
        self.checkpointer = checkpointer
        self.webhooks = WebhookSender(manager.settings, self.store)

    def _config(self, run: dict[str, Any]) -> dict[str, Any]:
        kw = run["kwargs"]
        configurable = {
            **kw.get("configurable", {}),
            BASE_KEY: self.manager.base,
            "thread_id": thread_key(run["tenant"], run["thread_id"]),
            "run_id": run["run_id"],
            "assistant_id": run["assistant_id"],
            "tenant": run["tenant"],
        }
        return {
            "configurable": configurable,
            "metadata": {"run_id": run["run_id"]},
            "recursion_limit": kw.get("recursion_limit") or 200,
        }

    async def _graph_input(self, run: dict[str, Any]) -> tuple[Any, bool]:
        """The original input, or ``None`` to resume if this run already wrote a checkpoint."""
        key = thread_key(run["tenant"], run["thread_id"])
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": key}})
        if snapshot and (snapshot.metadata or {}).get("run_id") == run["run_id"]:
            return None, True
        command = run["kwargs"].get("command")
        return (Command(resume=command["resume"]) if command else run["kwargs"]["input"]), False

    async def execute(self, run: dict[str, Any], *, shutting_down: Callable[[], bool]) -> None:
        """Run to a terminal status. Cancellation by a user ends ``interrupted``; cancellation
        because this process stops re-raises and leaves the run ``running`` for a resume."""
        run_id = run["run_id"]
        manager = self.manager
        saw: set[str] = set()
        fault: list[BaseException] = []
        task = asyncio.current_task()

        def on_fault(exc: BaseException) -> None:
            if not fault:
                fault.append(exc)
                if task is not None:
                    task.cancel()

        if self.checkpointer is not None and hasattr(self.checkpointer, "on_fault"):
            self.checkpointer.on_fault[run_id] = on_fault
        outcome = "idle"
        used: dict[str, Any] = {}
        try:
            await self.store.update_run(run_id, status="running", only_if=("pending", "running"))
            graph_input, resumed = await self._graph_input(run)
            if resumed:
                await manager.publish(run_id, "custom", dumps({"event": "run_resumed", "run_id": run_id}))
            await self._stream(run, graph_input, saw, used)
            await self._save_evidence(run)
            outcome = "interrupted" if await self._waiting(run) else "idle"
            await self._record_usage(run_id, used)  # before the status, so a client that sees it sees usage
            await self.store.update_run(run_id, status="success", only_if=("running",))
        except asyncio.CancelledError:
            if fault:
                outcome = "error"
                await self._fail(run_id, "StorageError", STORAGE_MESSAGE)
            elif shutting_down():  # leave it ``running``: it resumes from its checkpoint
                raise
            else:
                await self.store.update_run(run_id, status="interrupted", error="cancelled")
        except Exception as exc:  # the graph failed: record it, tell the stream, keep serving
            outcome = "error"
            if is_storage_error(exc) or fault:
                log.error("run %s stopped by a storage error: %r", run_id, exc)
                await self._fail(run_id, "StorageError", STORAGE_MESSAGE)
            else:
                log.exception("run %s failed", run_id)
                await self._fail(run_id, type(exc).__name__, f"{type(exc).__name__}: {exc}"[:2000])
        finally:
            if self.checkpointer is not None and hasattr(self.checkpointer, "on_fault"):
                self.checkpointer.on_fault.pop(run_id, None)
        await self._record_usage(run_id, used)
        await manager.settle_thread(run["tenant"], run["thread_id"], outcome)
        await manager.publish(run_id, "end", "null")
        manager.forget(run_id)
        if run["kwargs"].get("webhook"):
            await self._webhook(run)

    async def _webhook(self, run: dict[str, Any]) -> None:
        """The ended run and its thread's values to the run's webhook, in the background."""
        try:
            ended = await self.store.get_run(run["run_id"]) or run
            snapshot = await self.graph.aget_state(
                {"configurable": {"thread_id": thread_key(run["tenant"], run["thread_id"])}}
            )
            self.webhooks.send_soon(ended, jsonable(snapshot.values or {}) if snapshot else {})
        except Exception as exc:  # a delivery must never fail the run
            log.warning("run %s: webhook not sent: %r", run["run_id"], exc)

    async def _fail(self, run_id: str, kind: str, message: str) -> None:
        await self.manager.publish(run_id, "error", dumps({"error": kind, "message": message}))
        await self.store.update_run(run_id, status="error", error=message)

    async def _record_usage(self, run_id: str, used: dict[str, Any]) -> None:
        """Tokens, calls and cost the run used go into its metadata (``run.metadata.usage``)."""
        if not used.get("usage"):
            return
        usage = used.pop("usage")
        try:
            await self.store.merge_run_metadata(run_id, {"usage": usage})
        except Exception as exc:  # the run's outcome is recorded already; usage is a courtesy
            log.warning("run %s: usage not recorded: %r", run_id, exc)

    async def _stream(self, run: dict[str, Any], graph_input: Any, saw: set[str], used: dict[str, Any]) -> None:
        kw = run["kwargs"]
        run_id = run["run_id"]
        config = self._config(run)
        cfg = self.manager.base.with_overrides(user_overrides(kw.get("configurable", {})))
        asked = {GRAPH_MODES[m] for m in kw.get("stream_mode", []) if m in GRAPH_MODES}
        modes = sorted(asked | set(ALWAYS_RECORDED))
        # "sync" unless the client chose: a step's checkpoint is stored before the next step
        # starts, so a run taken over after its worker died repeats only the step in flight.
        extra_kw = {"durability": kw.get("durability") or "sync"}
        subgraphs = bool(kw.get("stream_subgraphs"))
        settings = self.manager.settings
        async with run_resources(cfg, kw.get("identity") or {}, settings=settings) as extra:
            config["configurable"].update(extra or {})
            try:
                await self._astream(run_id, graph_input, config, modes, asked, subgraphs, saw, extra_kw)
            finally:  # also when the run fails or is cancelled: what it used so far
                meter = (extra or {}).get(USAGE_KEY)
                if meter is not None:
                    used["usage"] = meter.snapshot(cfg)

    async def _astream(
        self,
        run_id: str,
        graph_input: Any,
        config: dict[str, Any],
        modes: list[str],
        asked: set[str],
        subgraphs: bool,
        saw: set[str],
        extra_kw: dict[str, Any],
    ) -> None:
        settings = self.manager.settings or Settings()
        budget = EventBudget(settings.max_event_bytes_per_run)

        async def record(mode: str, name: str, data: str) -> None:
            if budget.take(mode, len(data)):
                await self.manager.publish(run_id, name, data)
            elif (notice := budget.notice(mode)) is not None:
                await self.manager.publish(run_id, "custom", dumps(notice))

        async for ns, mode, chunk in self.graph.astream(
            graph_input, config, stream_mode=modes, subgraphs=True, **extra_kw
        ):
            if mode == "custom" and isinstance(chunk, dict):
                saw.add(str(chunk.get("event")))
            elif ns and not subgraphs:
                continue  # nested state is recorded only for runs that stream subgraphs
            if mode in asked or mode == "custom":
                name = mode + "".join("|" + n for n in ns)
                if budget.spent_up(mode):
                    continue  # nothing more is recorded: do not page texts for events that are dropped
                if mode != "custom" and self.manager.texts is not None:  # page texts by reference
                    chunk = await self.manager.texts.put(config["configurable"]["thread_id"], chunk)
                await record(mode, name, encode(mode, chunk))
            if mode == "updates" and not ns and isinstance(chunk, dict):
                for node in chunk:  # the graph's top-level steps, for progress views
                    if not str(node).startswith("__"):
                        await record("custom", "custom", dumps({"event": "node_finished", "node": node}))

    async def _waiting(self, run: dict[str, Any]) -> bool:
        """The thread waits in an ``interrupt()`` (a question asked back, a plan to approve)."""
        snapshot = await self.graph.aget_state(
            {"configurable": {"thread_id": thread_key(run["tenant"], run["thread_id"])}}
        )
        return bool(snapshot and snapshot.interrupts)

    async def _save_evidence(self, run: dict[str, Any]) -> None:
        """Keep what the run read beside its state, so its report can be checked later."""
        evidence = self.manager.evidence
        if evidence is None:
            return
        key = thread_key(run["tenant"], run["thread_id"])
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": key}})
        records = (snapshot.values or {}).get("sources") or [] if snapshot else []
        if records:
            await asyncio.to_thread(evidence.save, key, records)
