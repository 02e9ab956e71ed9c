"""Model-call retries (tenacity): transient errors retried with backoff, Retry-After honoured,
permanent errors (auth, bad request, context overflow, a used-up budget) never retried."""

from __future__ import annotations

import time

import httpx
import openai
import pytest

from open_research.models import ContextOverflowError, retrying, usage
from open_research.models.retry import BackoffWait, is_permanent, retry_after
from open_research.testing import ScriptedChatModel


def _api_error(cls, status: int, headers: dict[str, str] | None = None):
    request = httpx.Request("POST", "https://api.example/v1/chat/completions")
    response = httpx.Response(status, headers=headers or {}, request=request, json={"error": {"message": "x"}})
    return cls("x", response=response, body=None)


@pytest.mark.parametrize(
    "exc",
    [
        _api_error(openai.AuthenticationError, 401),
        _api_error(openai.BadRequestError, 400),
        _api_error(openai.UnprocessableEntityError, 422),
        ContextOverflowError("n_ctx"),
        usage.BudgetExhausted("budget exhausted: max_total_tokens"),
    ],
)
async def test_permanent_errors_are_not_retried(exc):
    model = ScriptedChatModel(script=[exc, "never"])
    with pytest.raises(type(exc)):
        await retrying(model, 4, backoff=0).ainvoke("hi")
    assert model.stats.total_calls == 1


async def test_rate_limits_and_server_errors_are_retried():
    model = ScriptedChatModel(
        script=[_api_error(openai.RateLimitError, 429), _api_error(openai.InternalServerError, 503), "ok"]
    )
    assert (await retrying(model, 3, backoff=0).ainvoke("hi")).content == "ok"
    assert model.stats.total_calls == 3
    sync_model = ScriptedChatModel(script=[RuntimeError("connection reset"), "ok"])
    assert retrying(sync_model, 2, backoff=0).invoke("hi").content == "ok"


async def test_gives_up_after_the_attempts():
    model = ScriptedChatModel(script=[RuntimeError("a"), RuntimeError("b"), RuntimeError("c"), "late"])
    with pytest.raises(RuntimeError, match="b"):
        await retrying(model, 2, backoff=0).ainvoke("hi")


def test_retry_after_in_seconds_milliseconds_and_dates():
    assert retry_after(_api_error(openai.RateLimitError, 429, {"retry-after": "7"})) == 7
    assert retry_after(_api_error(openai.RateLimitError, 429, {"retry-after-ms": "1500"})) == 1.5
    date = "Mon, 30 Nov 2026 18:00:30 GMT"
    now = 1796061600.0  # 2026-11-30 18:00:00 UTC
    assert retry_after(_api_error(openai.RateLimitError, 429, {"retry-after": date}), now=now) == 30
    assert retry_after(RuntimeError("no response")) is None
    assert not is_permanent(_api_error(openai.RateLimitError, 429))


async def test_the_wait_honours_retry_after_and_grows_with_jitter():
    class State:
        def __init__(self, n, exc):
            self.attempt_number = n
            self.outcome = type("O", (), {"exception": lambda s: exc})()

    wait = BackoffWait(0.5)
    asked = _api_error(openai.RateLimitError, 429, {"retry-after": "9"})
    assert 9 <= wait(State(1, asked)) <= 9.5
    plain = RuntimeError("503")
    first, third = wait(State(1, plain)), wait(State(3, plain))
    assert 0.5 <= first <= 1.0 and 2.0 <= third <= 2.5
    waits = {round(wait(State(2, plain)), 6) for _ in range(20)}
    assert len(waits) > 1  # jitter: clients do not retry in lockstep
    model = ScriptedChatModel(script=[_api_error(openai.RateLimitError, 429, {"retry-after-ms": "300"}), "ok"])
    started = time.perf_counter()
    assert (await retrying(model, 2, backoff=0).ainvoke("hi")).content == "ok"
    assert time.perf_counter() - started >= 0.3


async def test_cancellation_is_never_retried():
    import asyncio

    from langchain_core.runnables import RunnableLambda

    calls = []

    async def cancelled(value):
        calls.append(value)
        raise asyncio.CancelledError()

    with pytest.raises(asyncio.CancelledError):
        await retrying(RunnableLambda(lambda v: v, afunc=cancelled), 4, backoff=0).ainvoke("hi")
    assert calls == ["hi"]  # a cancelled call (a user's stop, a timeout) is not made again
