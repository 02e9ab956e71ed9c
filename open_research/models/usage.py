"""Token and cost accounting per role, and the run-wide budget every model call checks first.

One ``UsageMeter`` per run, shared by every node and every parallel researcher, travels in the
run's ``configurable`` under ``USAGE_KEY`` (``runs_context.run_resources`` puts it there; graphs
invoked directly get one per thread). ``models.chat_model`` calls ``attach``: the callback handler
it installs sees every model call the node then makes, including structured-output and JSON
tool-call calls whose parsed answer no longer carries the message:

- before a call it refuses to start one once a limit is reached (``BudgetExhausted``), except for
  the final report, which is always written;
- after a call it records the provider's ``usage_metadata``, or, when a provider gives none, an
  estimate from ``estimate_tokens`` (and the usage is marked ``estimated``).
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, LLMResult
from langchain_core.tracers.context import register_configure_hook

from open_research.config.model_specs import ModelPrice
from open_research.config.run import ResearchConfig
from open_research.models.behaviour import RunBehaviour
from open_research.models.errors import BudgetExhausted
from open_research.observe import telemetry
from open_research.text import content_text

#: The ``__`` prefix keeps it out of user overrides (``config.user_overrides``): in-process only.
USAGE_KEY = "__open_research_usage"
#: Roles whose calls run even when the budget is gone: the report is the point of the run.
EXEMPT_ROLES = frozenset({"final_report"})

_SAMPLE = 2000
_LONG_WORD = re.compile(r"[^\W\d_]{8,}", re.UNICODE)
_PIECE = re.compile(r"\s?[^\W\d_]+|\s?\d{1,3}|\s?[^\s\w]+|\s+", re.UNICODE)


def estimate_tokens(text: str) -> int:
    """Tokens a BPE tokenizer would make of ``text``, approximately and offline: GPT-style
    pre-tokenisation (words with their leading space, up to three digits, punctuation runs), and a
    word longer than seven letters counted as one token per six, as BPE vocabularies split rare words."""
    if not text:
        return 0
    if len(text) > _SAMPLE * 3:  # long prompts: three samples, scaled (a run sends megabytes)
        step = len(text) // 3
        sample = "".join(text[i * step : i * step + _SAMPLE] for i in range(3))
        return round(_count(sample) * len(text) / len(sample))
    return _count(text)


def _count(text: str) -> int:
    return len(_PIECE.findall(text)) + sum((len(w) - 2) // 6 for w in _LONG_WORD.findall(text))


def budget_exhausted(
    *,
    total_tokens: int,
    elapsed_s: float,
    cost: float | None,
    max_total_tokens: int | None,
    max_run_seconds: float | None,
    max_cost: float | None,
) -> str | None:
    """Which run-wide limit is used up, as a sentence naming the setting; None while all hold.

    A limit is reached at equality: a run allowed 5,000 tokens that has used 5,000 starts no new call.
    """
    if max_total_tokens is not None and total_tokens >= max_total_tokens:
        return f"max_total_tokens reached ({total_tokens:,} of {max_total_tokens:,} tokens used)"
    if max_run_seconds is not None and elapsed_s >= max_run_seconds:
        return f"max_run_seconds reached ({elapsed_s:.1f} of {max_run_seconds:g} seconds used)"
    if max_cost is not None and cost is not None and cost >= max_cost:
        return f"max_cost reached ({cost:.4f} of {max_cost:g} spent)"
    return None


def cost_of(input_tokens: int, output_tokens: int, price: ModelPrice | None) -> float | None:
    if price is None:
        return None
    return (input_tokens * price.input + output_tokens * price.output) / 1_000_000


class UsageMeter:
    """Counts for one run; thread-safe (local models report from worker threads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.restart()

    def restart(self) -> None:
        with self._lock:
            self.started = time.monotonic()
            self.by_role: dict[str, dict[str, Any]] = {}
            self.unpriced: set[str] = set()
            self.priced = False
            self.stop_reason: str | None = None
            #: How the run's models kept their contracts (``models.behaviour``).
            self.behaviour = RunBehaviour()

    def record(
        self,
        role: str,
        model: str,
        input_tokens: int,
        output_tokens: int,
        *,
        estimated: bool,
        price: ModelPrice | None,
        prices_configured: bool,
        failed: bool = False,
    ) -> None:
        cost = cost_of(input_tokens, output_tokens, price)
        with self._lock:
            row = self.by_role.setdefault(
                role,
                {
                    "input_tokens": 0,
                    "output_tokens": 0,
                    "total_tokens": 0,
                    "calls": 0,
                    "failed_calls": 0,
                    "estimated": False,
                    "cost": None,
                },
            )
            row["input_tokens"] += input_tokens
            row["output_tokens"] += output_tokens
            row["total_tokens"] += input_tokens + output_tokens
            row["calls"] += 1
            row["failed_calls"] += int(failed)
            row["estimated"] = row["estimated"] or estimated
            if cost is not None:
                row["cost"] = (row["cost"] or 0.0) + cost
                self.priced = True
            elif prices_configured:
                self.unpriced.add(model)
        try:
            telemetry.model_usage(role, input_tokens, output_tokens, estimated)  # /metrics
        except Exception:  # telemetry must never break accounting
            pass

    @property
    def total_tokens(self) -> int:
        with self._lock:
            return sum(r["total_tokens"] for r in self.by_role.values())

    @property
    def cost(self) -> float | None:
        with self._lock:
            costs = [r["cost"] for r in self.by_role.values() if r["cost"] is not None]
        return sum(costs) if costs else None

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def exhausted(self, cfg: ResearchConfig) -> str | None:
        """Which limit of ``cfg`` is used up; the first reason seen is kept for the report."""
        reason = budget_exhausted(
            total_tokens=self.total_tokens,
            elapsed_s=self.elapsed(),
            cost=self.cost,
            max_total_tokens=cfg.max_total_tokens,
            max_run_seconds=cfg.max_run_seconds,
            max_cost=cfg.max_cost,
        )
        if reason and self.stop_reason is None:
            self.stop_reason = reason
        return reason

    def snapshot(self, cfg: ResearchConfig | None = None) -> dict[str, Any]:
        """``report_json["usage"]``: totals, per role, whether any figure is estimated, cost."""
        with self._lock:
            roles = {k: dict(v) for k, v in self.by_role.items()}
            unpriced = sorted(self.unpriced)
        out: dict[str, Any] = {
            "total_tokens": sum(r["total_tokens"] for r in roles.values()),
            "input_tokens": sum(r["input_tokens"] for r in roles.values()),
            "output_tokens": sum(r["output_tokens"] for r in roles.values()),
            "calls": sum(r["calls"] for r in roles.values()),
            "by_role": roles,
            "estimated": any(r["estimated"] for r in roles.values()),
            "cost": self.cost,
            "elapsed_s": round(self.elapsed(), 3),
        }
        if unpriced:
            out["unpriced_models"] = unpriced
        if cfg is not None:
            out["limits"] = {
                "max_total_tokens": cfg.max_total_tokens,
                "max_run_seconds": cfg.max_run_seconds,
                "max_cost": cfg.max_cost,
            }
        out["budget_exhausted"] = self.stop_reason
        out["behaviour"] = self.behaviour.snapshot()
        return out


class _Metering(BaseCallbackHandler):
    """Installed for one role's calls; runs inline so a refusal stops the call before it starts."""

    run_inline = True
    raise_error = True

    def __init__(self, meter: UsageMeter, cfg: ResearchConfig, role: str, model: str) -> None:
        self.meter, self.cfg, self.role, self.model = meter, cfg, role, model
        self.prompts: dict[UUID, list[BaseMessage]] = {}

    def on_chat_model_start(
        self, serialized: dict[str, Any], messages: list[list[BaseMessage]], *, run_id: UUID, **kwargs: Any
    ) -> None:
        if self.role not in EXEMPT_ROLES:
            reason = self.meter.exhausted(self.cfg)
            if reason:
                raise BudgetExhausted(f"budget exhausted: {reason}")
        self.prompts[run_id] = messages[0] if messages else []

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        prompt = self.prompts.pop(run_id, [])
        message = _message(response)
        usage = getattr(message, "usage_metadata", None) if message is not None else None
        if usage:
            inp, out, estimated = int(usage.get("input_tokens", 0)), int(usage.get("output_tokens", 0)), False
        else:
            inp = sum(estimate_tokens(_text(m)) for m in prompt)
            out = estimate_tokens(_output_text(response, message))
            estimated = True
        self.meter.record(
            self.role,
            self.model,
            inp,
            out,
            estimated=estimated,
            price=self.cfg.prices.get(self.model),
            prices_configured=bool(self.cfg.prices),
        )

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        """A call the provider answered with an error still reached it: it counts as a failed call
        with no tokens (providers do not bill a refused request). A call that never got an answer
        (connection refused, cancelled) does not count."""
        self.prompts.pop(run_id, None)
        if _answered(error):
            self.meter.record(
                self.role, self.model, 0, 0, estimated=False, price=None, prices_configured=False, failed=True
            )


_ACTIVE: ContextVar[_Metering | None] = ContextVar("open_research_metering", default=None)
register_configure_hook(_ACTIVE, inheritable=True)

#: Meters of graphs invoked without ``run_resources`` (benchmarks, tests), by thread; bounded.
_BY_THREAD: OrderedDict[str, UsageMeter] = OrderedDict()
_BY_THREAD_MAX = 256
_REGISTRY_LOCK = threading.Lock()


def meter_for(config: Mapping[str, Any] | None) -> UsageMeter | None:
    """This run's meter: the one in ``configurable``, else one per thread; None without either."""
    configurable = (config or {}).get("configurable") or {}
    meter = configurable.get(USAGE_KEY)
    if isinstance(meter, UsageMeter):
        return meter
    thread = configurable.get("thread_id")
    if not thread:
        return None
    with _REGISTRY_LOCK:
        meter = _BY_THREAD.get(str(thread))
        if meter is None:
            meter = _BY_THREAD[str(thread)] = UsageMeter()
            while len(_BY_THREAD) > _BY_THREAD_MAX:
                _BY_THREAD.popitem(last=False)
        else:
            _BY_THREAD.move_to_end(str(thread))
        return meter


def current_meter() -> UsageMeter | None:
    """The meter of the graph run this code executes in (None outside one)."""
    try:
        from langgraph.config import get_config

        return meter_for(get_config())
    except RuntimeError:
        return None


def start_run() -> None:
    """Zero the meter at the start of a run (a thread's meter outlives its runs)."""
    meter = current_meter()
    if meter is not None:
        meter.restart()


@contextmanager
def metered(cfg: ResearchConfig, role: str, model: str) -> Iterator[None]:
    """Meter (and budget) every model call made inside the block as ``role``'s."""
    meter = current_meter()
    token = _ACTIVE.set(_Metering(meter, cfg, role, model) if meter is not None else None)
    named = telemetry.CURRENT_ROLE.set(role)
    try:
        yield
    finally:
        telemetry.CURRENT_ROLE.reset(named)
        _ACTIVE.reset(token)


def current_role() -> str | None:
    """The role whose call is being made (for telemetry labels), None outside one."""
    active = _ACTIVE.get()
    return active.role if active is not None else None


def behaviour() -> RunBehaviour | None:
    """How this run's models kept their contracts so far (None outside a run)."""
    meter = current_meter()
    return meter.behaviour if meter is not None else None


def exhausted(cfg: ResearchConfig) -> str | None:
    """Why no new research model call may start in this run, or None."""
    meter = current_meter()
    return meter.exhausted(cfg) if meter is not None else None


def snapshot(cfg: ResearchConfig | None = None) -> dict[str, Any] | None:
    meter = current_meter()
    return meter.snapshot(cfg) if meter is not None else None


def emit(cfg: ResearchConfig | None = None) -> dict[str, Any] | None:
    """Send a ``usage`` progress event with this run's totals so far; returns the full snapshot."""
    from open_research.observe import progress

    snap = snapshot(cfg)
    if snap is not None:
        progress.emit(
            "usage",
            **{
                k: snap[k]
                for k in (
                    "total_tokens",
                    "input_tokens",
                    "output_tokens",
                    "calls",
                    "estimated",
                    "cost",
                    "budget_exhausted",
                )
            },
        )
    return snap


def _answered(error: BaseException) -> bool:
    """The provider answered (an HTTP status came back), so the request reached it."""
    for holder in (error, getattr(error, "response", None)):
        code = getattr(holder, "status_code", None) or getattr(holder, "status", None)
        if isinstance(code, int):
            return True
    return False


def _message(response: LLMResult) -> AIMessage | None:
    try:
        generation = response.generations[0][0]
    except IndexError:
        return None
    if isinstance(generation, ChatGeneration) and isinstance(generation.message, AIMessage):
        return generation.message
    return None


def _text(message: BaseMessage) -> str:
    """What a message costs in tokens: its text and its tool calls."""
    text = content_text(message.content, sep=" ")
    calls = getattr(message, "tool_calls", None) or []
    return text + "".join(f" {c.get('name')} {c.get('args')}" for c in calls)


def _output_text(response: LLMResult, message: AIMessage | None) -> str:
    if message is not None:
        return _text(message)
    return " ".join(g.text for gens in response.generations for g in gens)
