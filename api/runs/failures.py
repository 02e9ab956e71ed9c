"""What a failed run means to an HTTP client: the status its error maps to.

A client library retries a 5xx (the ``openai`` client does, twice by default), and a retry starts a
second full run. A run that failed because the request cannot fit the model (a context overflow) fails
the same way every time, so it is the request's problem: 400 with OpenAI's code, never retried. A
cancelled run answers 409. Anything else stays a 500: the service or a provider failed and a retry may
succeed.
"""

from __future__ import annotations

from dataclasses import dataclass

from open_research.models.errors import ContextOverflowError, is_context_overflow


@dataclass(frozen=True)
class RunFailure:
    status: int
    #: OpenAI's error ``type`` and ``code`` for the same failure.
    kind: str
    code: str | None


def run_failure(error: str) -> RunFailure:
    """The failure a run's recorded ``error`` text stands for."""
    if error == "cancelled":
        return RunFailure(409, "conflict_error", None)
    # the recorded text names the exception (ours, or the provider's with its code and message)
    if ContextOverflowError.__name__ in error or is_context_overflow(RuntimeError(error)):
        return RunFailure(400, "invalid_request_error", "context_length_exceeded")
    return RunFailure(500, "server_error", None)


def failure_status(error: str) -> int:
    return run_failure(error).status
