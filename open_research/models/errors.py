"""Model failures the run must tell apart: a prompt that does not fit, and a budget that is gone."""

from __future__ import annotations

_OVERFLOW_MARKERS = (
    "context_length_exceeded",
    "context length",
    "maximum context",
    "context window",
    "context size",
    "too many tokens",
    "prompt is too long",
    "input is too long",
    "reduce the length",
    "exceeds the context",
    "n_ctx",
)


class ContextOverflowError(RuntimeError):
    """Raised (or recognised) when a prompt does not fit the model's context window."""


class BudgetExhausted(RuntimeError):
    """A run-wide limit is reached: no new model call starts (the message names the limit)."""


def is_context_overflow(exc: BaseException) -> bool:
    if isinstance(exc, ContextOverflowError):
        return True
    text = f"{type(exc).__name__} {exc}".lower()
    code = str(getattr(exc, "code", "") or "").lower()
    return code == "context_length_exceeded" or any(m in text for m in _OVERFLOW_MARKERS)


class ContractBroken(RuntimeError):
    """The model answered, but not in the shape asked for (prose where JSON or a tool call was due).
    Asking the same prompt again rarely helps a small model: the retry layer treats it as permanent."""
