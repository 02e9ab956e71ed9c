"""Connection and body limits enforced while bytes arrive, not after they were buffered.

* ``BodyLimit`` (ASGI middleware): counts the body bytes a route reads and stops at
  ``max_request_bytes`` with a 413 -- also for chunked bodies that declare no length -- and gives
  each body read ``body_timeout`` seconds (408), so a trickling client cannot hold a route.
* ``header_timeout_protocol``: uvicorn (0.54, h11) has no header-read timeout; its keep-alive timer
  only covers idle time between requests. This protocol closes a connection whose request headers
  are not complete ``header_timeout`` seconds after it opened (half-open connections) or after the
  first byte of a later request on a keep-alive connection (slowloris).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from fastapi import HTTPException
from uvicorn.protocols.http.h11_impl import H11Protocol


class BodyLimit:
    def __init__(self, app: Any, max_bytes: int, body_timeout: float) -> None:
        self.app, self.max_bytes, self.body_timeout = app, max_bytes, body_timeout

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            return await _reject(
                send, 413, f"request body is {int(declared)} bytes; the limit is {self.max_bytes} (max_request_bytes)"
            )
        seen, complete = 0, False

        async def limited_receive() -> dict:
            nonlocal seen, complete
            if complete:  # after the body, receive() only waits for a disconnect: never time that out
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), self.body_timeout)
            except TimeoutError:
                raise HTTPException(408, f"the request body did not arrive within {self.body_timeout:g} s") from None
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                complete = not message.get("more_body", False)
                if seen > self.max_bytes:
                    raise HTTPException(
                        413,
                        f"request body is over {self.max_bytes} bytes; the limit is "
                        f"{self.max_bytes} (max_request_bytes)",
                    )
            return message

        await self.app(scope, limited_receive, send)


async def _reject(send: Any, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})


def header_timeout_protocol(seconds: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol with a deadline for each request's headers."""

    class HeaderTimeoutProtocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None
        _waiting_for: Any = None

        def _arm(self) -> None:
            self._disarm()
            self._waiting_for = self.cycle  # a new cycle object means the headers arrived
            self._deadline = self.loop.call_later(seconds, self._expire)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expire(self) -> None:
            self._deadline = None
            if self.cycle is self._waiting_for and not self.transport.is_closing():
                self.transport.close()

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._arm()

        def handle_events(self) -> None:
            super().handle_events()
            if self._deadline is not None and self.cycle is not self._waiting_for:
                self._disarm()

        def data_received(self, data: bytes) -> None:
            between_requests = self.cycle is None or self.cycle.response_complete
            if self._deadline is None and between_requests:  # the next request's headers start now
                self._arm()
            super().data_received(data)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

    return HeaderTimeoutProtocol
