"""Metrics (Prometheus) and traces (OpenTelemetry) of graph runs, from LangChain callbacks.

One callback handler is attached to every run in the process (a LangChain configure hook whose
context variable defaults to it): it times runs and counts tool calls and errors for Prometheus,
and, when tracing is on, opens a span per run, graph node, model call and tool call with the run
and thread ids as attributes. Model calls and tokens by role come from the usage meter
(``models.usage`` calls ``model_usage`` for each call it records, and names the role whose call is
being made in ``CURRENT_ROLE``), so the figures match ``report_json["usage"]``. Labels are roles, tool
names and outcomes: never tenants, questions or source text.

Tracing is on when ``OTEL_EXPORTER_OTLP_ENDPOINT`` is set (``configure_tracing``), or when a
test installs a provider with ``use_tracer_provider``; off otherwise (no spans are made).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from contextvars import ContextVar
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tracers.context import register_configure_hook
from prometheus_client import Counter, Histogram

log = logging.getLogger("open_research.telemetry")

MODEL_CALLS = Counter("open_research_model_calls", "Model calls, by role", ["role"])
MODEL_TOKENS = Counter(
    "open_research_model_tokens", "Model tokens, by role and direction (input/output)", ["role", "direction"]
)
MODEL_ERRORS = Counter("open_research_model_errors", "Model calls that failed, by role", ["role"])
TOOL_CALLS = Counter("open_research_tool_calls", "Tool calls, by tool", ["tool"])
TOOL_ERRORS = Counter("open_research_tool_errors", "Tool calls that failed or answered ERROR, by tool", ["tool"])
RUN_SECONDS = Histogram(
    "open_research_run_duration_seconds",
    "Graph run duration, by outcome",
    ["outcome"],
    buckets=(1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, float("inf")),
)
#: Tool names are the operator's (configured tools and MCP servers); past this many, "other".
MAX_TOOL_LABELS = 100


#: The role whose model call is being made (set by the usage meter around each call).
CURRENT_ROLE: ContextVar[str | None] = ContextVar("open_research_current_role", default=None)


def model_usage(role: str, input_tokens: int, output_tokens: int, estimated: bool) -> None:
    """One model call the usage meter recorded."""
    MODEL_CALLS.labels(role).inc()
    MODEL_TOKENS.labels(role, "input").inc(input_tokens)
    MODEL_TOKENS.labels(role, "output").inc(output_tokens)


_provider: Any = None


def use_tracer_provider(provider: Any) -> None:
    """Trace with this provider (tests pass one with an in-memory exporter); None turns tracing off."""
    global _provider
    _provider = provider


def configure_tracing(environ: dict[str, str] | None = None) -> bool:
    """Export spans over OTLP/HTTP when ``OTEL_EXPORTER_OTLP_ENDPOINT`` is set (the exporter reads
    the standard ``OTEL_*`` variables); False, and nothing traced, otherwise."""
    env = os.environ if environ is None else environ
    if not env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or _provider is not None:
        return _provider is not None
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError:
        log.warning(
            "OTEL_EXPORTER_OTLP_ENDPOINT is set but OpenTelemetry is not installed "
            "(pip install 'open-research[otel]'): not tracing"
        )
        return False
    provider = TracerProvider(resource=Resource.create({"service.name": env.get("OTEL_SERVICE_NAME", "open-research")}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    use_tracer_provider(provider)
    return True


def _ids(metadata: dict[str, Any] | None) -> dict[str, str]:
    """The run and (public) thread id of a graph run; the tenant part of the thread key is left out."""
    md = metadata or {}
    out = {}
    if md.get("run_id"):
        out["open_research.run_id"] = str(md["run_id"])
    if md.get("thread_id"):
        out["open_research.thread_id"] = str(md["thread_id"]).rsplit("/", 1)[-1]
    return out


def _tool_label(name: str) -> str:
    known = TOOL_CALLS._metrics  # noqa: SLF001  (the label sets seen so far)
    if (name,) in known or len(known) < MAX_TOOL_LABELS:
        return name
    return "other"


class Telemetry(BaseCallbackHandler):
    """Times runs, counts tools, and makes spans; cheap, inline, and never raises into a run."""

    run_inline = True
    raise_error = False

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.started: dict[UUID, float] = {}
        self.spans: dict[UUID, Any] = {}
        self.parents: dict[UUID, UUID | None] = {}
        self.tools: dict[UUID, str] = {}

    # -- spans ----------------------------------------------------------------------------
    def _parent_span(self, parent: UUID | None) -> Any:
        seen = 0
        while parent is not None and seen < 1000:
            if parent in self.spans:
                return self.spans[parent]
            parent = self.parents.get(parent)
            seen += 1
        return None

    def _open(self, run_id: UUID, parent: UUID | None, name: str, attrs: dict[str, Any]) -> None:
        with self.lock:
            self.parents[run_id] = parent
        if _provider is None:
            return
        from opentelemetry import trace

        up = self._parent_span(parent)
        ctx = trace.set_span_in_context(up) if up is not None else None
        span = _provider.get_tracer("open_research").start_span(name, context=ctx, attributes=attrs)
        with self.lock:
            self.spans[run_id] = span

    def _close(self, run_id: UUID, error: BaseException | None = None, **attrs: Any) -> None:
        with self.lock:
            self.parents.pop(run_id, None)
            span = self.spans.pop(run_id, None)
        if span is None:
            return
        for k, v in attrs.items():
            span.set_attribute(k, v)
        if error is not None:
            from opentelemetry.trace import Status, StatusCode

            span.record_exception(error)
            span.set_status(Status(StatusCode.ERROR, type(error).__name__))
        span.end()

    # -- graph runs and nodes -------------------------------------------------------------
    def on_chain_start(
        self,
        serialized: Any,
        inputs: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or ""
        md = metadata or {}
        if parent_run_id is None:
            self.started[run_id] = time.perf_counter()
            self._open(run_id, None, "run", _ids(md))
        elif md.get("langgraph_node") and name == md.get("langgraph_node"):
            self._open(run_id, parent_run_id, f"node {name}", {**_ids(md), "open_research.node": name})
        else:
            with self.lock:
                self.parents[run_id] = parent_run_id

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self._end_chain(run_id, None)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._end_chain(run_id, error)

    def _end_chain(self, run_id: UUID, error: BaseException | None) -> None:
        start = self.started.pop(run_id, None)
        if start is not None:
            outcome = "success" if error is None else ("cancelled" if _cancelled(error) else "error")
            RUN_SECONDS.labels(outcome).observe(time.perf_counter() - start)
        self._close(run_id, error if error is not None and not _interrupt(error) else None)

    # -- model calls ----------------------------------------------------------------------
    def on_chat_model_start(
        self,
        serialized: Any,
        messages: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        role = _role()
        self._open(
            run_id,
            parent_run_id,
            f"model {role}",
            {
                **_ids(metadata),
                "open_research.role": role,
                "gen_ai.request.model": str((metadata or {}).get("ls_model_name") or ""),
            },
        )

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self._close(run_id)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        MODEL_ERRORS.labels(_role()).inc()
        self._close(run_id, error)

    # -- tool calls -----------------------------------------------------------------------
    def on_tool_start(
        self,
        serialized: Any,
        input_str: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        tool = _tool_label(str(kwargs.get("name") or (serialized or {}).get("name") or "tool"))
        self.tools[run_id] = tool
        TOOL_CALLS.labels(tool).inc()
        self._open(run_id, parent_run_id, f"tool {tool}", {**_ids(metadata), "open_research.tool": tool})

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        tool = self.tools.pop(run_id, "tool")
        text = str(getattr(output, "content", output))
        failed = text.lstrip().startswith("ERROR")
        if failed:
            TOOL_ERRORS.labels(tool).inc()
        attrs: dict[str, Any] = {"open_research.tool_error": True} if failed else {}  # span attributes
        self._close(run_id, **attrs)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        TOOL_ERRORS.labels(self.tools.pop(run_id, "tool")).inc()
        self._close(run_id, error)


def _role() -> str:
    return CURRENT_ROLE.get() or "unknown"


def _cancelled(error: BaseException) -> bool:
    import asyncio

    return isinstance(error, (asyncio.CancelledError, KeyboardInterrupt))


def _interrupt(error: BaseException) -> bool:
    return type(error).__name__ in ("GraphInterrupt", "ParentCommand", "GraphBubbleUp")


HANDLER = Telemetry()
_HOOK: ContextVar[Telemetry | None] = ContextVar("open_research_telemetry", default=HANDLER)
register_configure_hook(_HOOK, inheritable=True)
