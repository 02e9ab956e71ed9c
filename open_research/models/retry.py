"""When a failed model call is worth another try, and how long to wait first (tenacity).

Transient failures (rate limits, 5xx, timeouts, connection drops, a malformed structured answer
from the model) are retried with exponential backoff and full jitter, waiting at least what the
provider's ``Retry-After`` asks. Permanent ones fail at once: the same request would fail again
(authentication, bad request or validation, a prompt that overflows the context window) or must
not be made (a used-up budget, ``open_research.usage``). Cancellation (``CancelledError``, a
timeout's or a user's) and other ``BaseException``s end the call at once: tenacity would
otherwise catch and retry them.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Callable
from typing import Any

from langchain_core.runnables import Runnable, RunnableLambda
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from open_research.models.errors import BudgetExhausted, ContractBroken, is_context_overflow

#: HTTP statuses a repeat cannot fix: bad request, auth, permission, not found, too large, invalid.
PERMANENT_STATUS = frozenset({400, 401, 403, 404, 405, 413, 422})
PERMANENT_NAMES = (
    "AuthenticationError",
    "PermissionDeniedError",
    "BadRequestError",
    "NotFoundError",
    "UnprocessableEntityError",
    "InvalidAPIKey",
)
MAX_WAIT = 60.0


def status_of(exc: BaseException) -> int | None:
    for holder in (exc, getattr(exc, "response", None)):
        code = getattr(holder, "status_code", None) or getattr(holder, "status", None)
        if isinstance(code, int):
            return code
    return None


def is_permanent(exc: BaseException, overflow: Callable[[BaseException], bool] = lambda e: False) -> bool:
    if isinstance(exc, (BudgetExhausted, ContractBroken)) or overflow(exc):
        return True
    if type(exc).__name__ in PERMANENT_NAMES:
        return True
    return status_of(exc) in PERMANENT_STATUS


def retry_after(exc: BaseException, now: float | None = None) -> float | None:
    """Seconds the provider asked us to wait (``retry-after-ms``, ``Retry-After`` seconds or date)."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or getattr(exc, "headers", None)
    if not headers:
        return None
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(0.0, float(ms) / 1000)
        value = headers.get("retry-after")
    except (AttributeError, TypeError, ValueError):
        return None
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(str(value)) if str(value).strip() else None
        if parsed is None:
            return None
        return max(0.0, parsed.timestamp() - (time.time() if now is None else now))


class BackoffWait:
    """Exponential backoff with jitter, never shorter than the provider's ``Retry-After``."""

    def __init__(self, initial: float) -> None:
        self.jitter = wait_exponential_jitter(multiplier=initial, max=MAX_WAIT, jitter=initial)
        self.initial = initial

    def __call__(self, state: RetryCallState) -> float:
        base = self.jitter(state) if self.initial > 0 else 0.0
        exc = state.outcome.exception() if state.outcome else None
        asked = retry_after(exc) if exc is not None else None
        return min(MAX_WAIT, max(base, asked or 0.0))


def policy(attempts: int, backoff: float, overflow: Callable[[BaseException], bool]) -> dict[str, Any]:
    return {
        "stop": stop_after_attempt(max(1, attempts)),
        "wait": BackoffWait(backoff),
        "reraise": True,
        "retry": retry_if_exception(lambda e: isinstance(e, Exception) and not is_permanent(e, overflow)),
    }


def sync_retrying(attempts: int, backoff: float, overflow: Callable[[BaseException], bool]) -> Retrying:
    return Retrying(**policy(attempts, backoff, overflow))


def async_retrying(attempts: int, backoff: float, overflow: Callable[[BaseException], bool]) -> AsyncRetrying:
    return AsyncRetrying(**policy(attempts, backoff, overflow))


def retrying(runnable: Runnable, attempts: int, backoff: float = 0.5) -> Runnable:
    """``runnable`` with transient failures retried (parse errors, rate limits, provider hiccups),
    honouring ``Retry-After``, but never a permanent error: authentication, bad request, a context
    overflow (the same prompt would overflow again, and a local model would re-read it) nor a used-up
    budget."""

    async def _acall(value: Any, config: Any = None) -> Any:
        return await async_retrying(attempts, backoff, is_context_overflow)(runnable.ainvoke, value, config)

    def _call(value: Any, config: Any = None) -> Any:
        return sync_retrying(attempts, backoff, is_context_overflow)(runnable.invoke, value, config)

    return RunnableLambda(_call, afunc=_acall, name="retrying")
