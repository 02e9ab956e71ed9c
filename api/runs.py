"""Background runs: one queue per thread, a bounded number executing at once, durable events.

Each run's stream events go to the store with a per-run sequence number before anyone sees
them, so a client that drops and re-attaches loses nothing. A run in progress when the process
dies stays ``running`` in the store; ``recover()`` at the next start resumes it from the
thread's last checkpoint (input ``None``) when this run had checkpointed, else starts it again.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

from fastapi import HTTPException

from api.serialize import dumps
from api.store import ACTIVE, Store
from open_research.config import BASE_KEY, ResearchConfig, user_overrides
from open_research.runs_context import run_resources

log = logging.getLogger("open_research.api")

TERMINAL = ("success", "error", "timeout", "interrupted")
#: Recorded for every run whatever the client asked, so any later join can have them.
ALWAYS_RECORDED = ("values", "updates", "custom")
GRAPH_MODES = {"values": "values", "updates": "updates", "custom": "custom", "messages": "messages",
               "messages-tuple": "messages", "debug": "debug", "tasks": "tasks", "checkpoints": "checkpoints"}


def _message_meta(meta: Any) -> dict[str, Any]:
    if not isinstance(meta, dict):
        return {}
    return {k: v for k, v in meta.items()
            if isinstance(v, (str, int, float, bool, type(None)))
            or (isinstance(v, list) and all(isinstance(x, str) for x in v))}


def encode(mode: str, chunk: Any) -> str:
    if mode == "messages" and isinstance(chunk, tuple) and len(chunk) == 2:
        return dumps([chunk[0], _message_meta(chunk[1])])
    return dumps(chunk)


class RunManager:
    def __init__(self, store: Store, graph: Any, base: ResearchConfig, *, max_concurrent: int = 32,
                 settings: Any = None, evidence: Any = None) -> None:
        self.settings = settings
        self.evidence = evidence
        self.store = store
        self.graph = graph
        self.base = base
        self.slots = asyncio.Semaphore(max_concurrent)
        self.tasks: dict[str, asyncio.Task] = {}
        self.drainers: dict[str, asyncio.Task] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.seq: dict[str, int] = {}
        self.waiters: dict[str, asyncio.Event] = {}
        self.outcome: dict[str, str] = {}
        self.stopping = False
        self.draining = False
        self.background: set[asyncio.Task] = set()

    # -- notification ------------------------------------------------------------------------
    def lock(self, thread_id: str) -> asyncio.Lock:
        return self.locks.setdefault(thread_id, asyncio.Lock())

    def waiter(self, run_id: str) -> asyncio.Event:
        """An event set at the run's next published event (take it *before* reading the store)."""
        return self.waiters.setdefault(run_id, asyncio.Event())

    def _notify(self, run_id: str) -> None:
        ev = self.waiters.pop(run_id, None)
        if ev is not None:
            ev.set()

    async def publish(self, run_id: str, event: str, data: str) -> None:
        if run_id not in self.seq:
            self.seq[run_id] = await self.store.last_seq(run_id)
        self.seq[run_id] += 1
        await self.store.add_event(run_id, self.seq[run_id], event, data)
        self._notify(run_id)

    # -- creation ----------------------------------------------------------------------------
    async def create(self, *, thread_id: str, tenant: str, assistant_id: str, strategy: str,
                     metadata: dict[str, Any], kwargs: dict[str, Any]) -> dict[str, Any]:
        run_id = str(uuid.uuid4())
        async with self.lock(thread_id):
            active = await self.store.runs_with_status(ACTIVE, thread_id)
            if active and strategy == "reject":
                raise HTTPException(409, f"thread {thread_id} is busy with run {active[0]['run_id']} "
                                         f"({active[0]['status']}); retry when it ends, or send "
                                         "multitask_strategy='enqueue' to queue this run")
            if active and strategy == "interrupt":
                for r in active:
                    await self._cancel_locked(r)
            await self.store.create_run({"run_id": run_id, "thread_id": thread_id, "tenant": tenant,
                                         "assistant_id": assistant_id, "status": "pending", "metadata": metadata,
                                         "multitask_strategy": strategy, "kwargs": kwargs})
            self.seq[run_id] = 0
            await self.publish(run_id, "metadata", dumps({"run_id": run_id, "thread_id": thread_id, "attempt": 1}))
            await self.store.update_thread(thread_id, status="busy")
            self._kick(thread_id)
        run = await self.store.get_run(run_id)
        assert run is not None
        return run

    def _kick(self, thread_id: str) -> None:
        """Start the thread's drainer unless one runs (call with the thread lock held)."""
        if thread_id not in self.drainers and not self.stopping:
            self.drainers[thread_id] = asyncio.create_task(self._drain(thread_id), name=f"drain-{thread_id}")

    async def _drain(self, thread_id: str) -> None:
        while True:
            async with self.lock(thread_id):
                queued = await self.store.runs_with_status(ACTIVE, thread_id)
                if not queued or self.stopping:
                    self.drainers.pop(thread_id, None)
                    if not self.stopping:
                        await self.store.update_thread(thread_id, status=self.outcome.pop(thread_id, "idle"))
                    return
                run = queued[0]
                task = asyncio.create_task(self._execute(run), name=f"run-{run['run_id']}")
                self.tasks[run["run_id"]] = task
            try:
                await asyncio.wait([task])
            finally:
                self.tasks.pop(run["run_id"], None)
            if task.cancelled() and self.stopping:
                return
            if not task.cancelled() and task.exception() is not None:
                # Bookkeeping itself failed (e.g. the database went away): never spin on the same run.
                log.error("run %s could not be recorded: %r", run["run_id"], task.exception())
                try:
                    await self.store.update_run(run["run_id"], status="error", error=str(task.exception())[:2000])
                except Exception:
                    self.drainers.pop(thread_id, None)
                    return

    async def recover(self) -> int:
        """Pick up runs left ``pending``/``running`` by a previous process."""
        runs = await self.store.runs_with_status(ACTIVE)
        for thread_id in dict.fromkeys(r["thread_id"] for r in runs):
            async with self.lock(thread_id):
                self._kick(thread_id)
        if runs:
            log.warning("resuming %d run(s) left unfinished by the previous server process", len(runs))
        return len(runs)

    # -- execution ---------------------------------------------------------------------------
    def _config(self, run: dict[str, Any]) -> dict[str, Any]:
        kw = run["kwargs"]
        configurable = {**kw.get("configurable", {}), BASE_KEY: self.base, "thread_id": run["thread_id"],
                        "run_id": run["run_id"], "assistant_id": run["assistant_id"], "tenant": run["tenant"]}
        return {"configurable": configurable, "metadata": {"run_id": run["run_id"]},
                "recursion_limit": kw.get("recursion_limit") or 200}

    async def _graph_input(self, run: dict[str, Any]) -> tuple[Any, bool]:
        """The original input, or ``None`` to resume if this run already wrote a checkpoint."""
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": run["thread_id"]}})
        if snapshot and (snapshot.metadata or {}).get("run_id") == run["run_id"]:
            return None, True
        return run["kwargs"]["input"], False

    async def _execute(self, run: dict[str, Any]) -> None:
        run_id, thread_id = run["run_id"], run["thread_id"]
        kw = run["kwargs"]
        saw: set[str] = set()
        try:
            async with self.slots:
                await self.store.update_run(run_id, status="running")
                graph_input, resumed = await self._graph_input(run)
                if resumed:
                    await self.publish(run_id, "custom", dumps({"event": "run_resumed", "run_id": run_id}))
                config = self._config(run)
                cfg = self.base.with_overrides(user_overrides(kw.get("configurable", {})))
                modes = sorted({GRAPH_MODES[m] for m in kw.get("stream_mode", [])} | set(ALWAYS_RECORDED))
                extra_kw = {"durability": kw["durability"]} if kw.get("durability") else {}
                subgraphs = bool(kw.get("stream_subgraphs"))
                async with run_resources(cfg, kw.get("identity") or {}, settings=self.settings) as extra:
                    config["configurable"].update(extra or {})
                    async for ns, mode, chunk in self.graph.astream(graph_input, config, stream_mode=modes,
                                                                    subgraphs=True, **extra_kw):
                        if mode == "custom" and isinstance(chunk, dict):
                            saw.add(str(chunk.get("event")))
                        elif ns and not subgraphs:
                            continue  # nested state is recorded only for runs that stream subgraphs
                        name = mode + "".join("|" + n for n in ns)
                        await self.publish(run_id, name, encode(mode, chunk))
                        if mode == "updates" and not ns and isinstance(chunk, dict):
                            for node in chunk:  # the graph's top-level steps, for progress views
                                if not str(node).startswith("__"):
                                    await self.publish(run_id, "custom",
                                                       dumps({"event": "node_finished", "node": node}))
            await self._save_evidence(thread_id)
            waiting = "clarification_needed" in saw and "report_written" not in saw
            self.outcome[thread_id] = "interrupted" if waiting else "idle"
            await self.store.update_run(run_id, status="success")
        except asyncio.CancelledError:
            if self.stopping:  # shutdown: leave it ``running`` so the next start resumes it
                raise
            self.outcome[thread_id] = "idle"
            await self.store.update_run(run_id, status="interrupted", error="cancelled")
        except Exception as exc:  # the graph failed: record it, tell the stream, keep serving
            log.exception("run %s failed", run_id)
            message = f"{type(exc).__name__}: {exc}"[:2000]
            self.outcome[thread_id] = "error"
            await self.publish(run_id, "error", dumps({"error": type(exc).__name__, "message": message}))
            await self.store.update_run(run_id, status="error", error=message)
        await self._settle_thread(thread_id)
        await self.publish(run_id, "end", "null")
        self._forget(run_id)

    async def _save_evidence(self, thread_id: str) -> None:
        """Keep what the run read beside its state, so its report can be checked later."""
        if self.evidence is None:
            return
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": thread_id}})
        records = (snapshot.values or {}).get("sources") or [] if snapshot else []
        if records:
            await asyncio.to_thread(self.evidence.save, thread_id, records)

    def _forget(self, run_id: str) -> None:
        """Drop a finished run's in-memory bookkeeping (its events stay in the store)."""
        self.seq.pop(run_id, None)
        asyncio.get_running_loop().call_later(60, self.waiters.pop, run_id, None)

    async def _settle_thread(self, thread_id: str) -> None:
        """Give the thread its outcome status before ``end`` goes out, unless more runs are queued."""
        async with self.lock(thread_id):
            if not await self.store.runs_with_status(("pending",), thread_id):
                await self.store.update_thread(thread_id, status=self.outcome.get(thread_id, "idle"))

    # -- cancel / wait -----------------------------------------------------------------------
    async def cancel(self, run: dict[str, Any], *, wait: bool = False) -> None:
        async with self.lock(run["thread_id"]):
            task = await self._cancel_locked(run)
        if task is not None and wait:
            await asyncio.wait([task])

    def cancel_soon(self, run_id: str) -> None:
        """Cancel from a context that cannot await (a cancelled response); runs in its own task."""
        async def go() -> None:
            run = await self.store.get_run(run_id)
            if run and run["status"] in ACTIVE:
                await self.cancel(run)

        task = asyncio.create_task(go())
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    async def _cancel_locked(self, run: dict[str, Any]) -> asyncio.Task | None:
        task = self.tasks.get(run["run_id"])
        if task is not None and not task.done():
            task.cancel()
            return task
        current = await self.store.get_run(run["run_id"])
        if current and current["status"] == "pending":
            await self.store.update_run(run["run_id"], status="interrupted", error="cancelled before it started")
            await self.publish(run["run_id"], "end", "null")
            self._forget(run["run_id"])
        return None

    async def wait(self, run_id: str, timeout: float | None = None) -> dict[str, Any] | None:
        """Block until the run is in a terminal state; returns its record."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while True:
            waiter = self.waiter(run_id)
            run = await self.store.get_run(run_id)
            if run is None or run["status"] in TERMINAL:
                return run
            remaining = 5.0 if deadline is None else min(5.0, deadline - loop.time())
            if remaining <= 0:
                return run
            try:
                await asyncio.wait_for(waiter.wait(), remaining)
            except asyncio.TimeoutError:
                pass

    def drain_streams(self) -> None:
        """Shutdown is coming: wake every stream so it closes now (without ``end``)."""
        self.draining = True
        for ev in list(self.waiters.values()):
            ev.set()

    async def stop(self) -> None:
        """Shutdown: stop executing without marking runs finished, so the next start resumes them."""
        self.stopping = True
        tasks = [*self.tasks.values(), *self.drainers.values()]
        for t in tasks:
            t.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=10)

