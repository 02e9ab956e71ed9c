"""What a browser may do to the service: the Host it names, the origin it posts from, the type it sends.

A page on another site can make the user's browser send requests here: a "simple" cross-origin
POST (``text/plain``, no preflight) starts a run when keys are off, and a DNS-rebinding page reads
answers through a ``Host`` the service never meant to serve. ``BrowserGuard`` (ASGI middleware):

* ``Host`` must be one of ``allowed_hosts`` (``name`` or ``name:port``); with none configured and
  ``auth_disabled``, only loopback names (``localhost``, ``127.0.0.1``, ``[::1]``). 421 otherwise.
* A state-changing request (POST, PUT, PATCH, DELETE) whose ``Origin`` is not the service's own
  (the ``Host`` it was sent to) nor in ``allowed_origins`` is refused with 403, keys or not.
* With ``auth_disabled``, a state-changing request with a body must say ``application/json``
  (415), so no form or ``text/plain`` post from a page counts as JSON.
* Pages under ``/web/`` get the page's Content-Security-Policy when they lack one.
"""

from __future__ import annotations

import ipaddress
import json
from typing import Any
from urllib.parse import urlsplit

__all__ = ["LOOPBACK_NAMES", "BrowserGuard", "is_loopback"]

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def is_loopback(host: str) -> bool:
    """A loopback name or address (127.0.0.0/8, ::1); ``127.0.0.1.evil.example`` is not one."""
    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _split(hostport: str) -> tuple[str, str]:
    """(host, port) of a ``Host`` value; port '' when none is given."""
    hostport = hostport.strip().lower()
    if hostport.startswith("["):  # [::1]:2024
        host, _, rest = hostport[1:].partition("]")
        return host, rest.removeprefix(":")
    host, _, port = hostport.partition(":")
    return host, port


class BrowserGuard:
    def __init__(
        self,
        app: Any,
        *,
        allowed_hosts: list[str],
        allowed_origins: list[str],
        auth_disabled: bool,
        page_prefix: str = "/web/",
        page_csp: str = "",
    ) -> None:
        self.app, self.auth_disabled = app, auth_disabled
        self.hosts = [_split(h) for h in allowed_hosts]
        self.origins = {o.rstrip("/").lower() for o in allowed_origins}
        self.page_prefix, self.page_csp = page_prefix, page_csp

    def host_ok(self, value: str) -> bool:
        host, port = _split(value)
        if self.hosts:
            return any(host == h and (not p or port == p) for h, p in self.hosts)
        return not self.auth_disabled or is_loopback(host)

    def origin_ok(self, origin: str, host_header: str) -> bool:
        if origin.rstrip("/").lower() in self.origins:
            return True
        parts = urlsplit(origin.lower())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return False  # "null" (a sandboxed frame, a file) and anything odd
        host, port = _split(host_header)
        default = "443" if parts.scheme == "https" else "80"
        their = str(parts.port or default)
        return parts.hostname.strip("[]") == host and (port or default) == their

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers") or []}
        host = headers.get("host", "")
        if not self.host_ok(host):
            return await _refuse(send, 421, f"this server does not answer for Host {host[:100]!r} (allowed_hosts)")
        method = scope.get("method", "GET").upper()
        if method in UNSAFE:
            origin = headers.get("origin")
            if origin is not None and not self.origin_ok(origin, host):
                return await _refuse(
                    send, 403, f"cross-origin {method} from {origin[:100]!r} refused (allowed_origins)"
                )
            has_body = headers.get("content-length", "0") not in ("", "0") or "transfer-encoding" in headers
            kind = headers.get("content-type", "").split(";")[0].strip().lower()
            if self.auth_disabled and has_body and not (kind == "application/json" or kind.endswith("+json")):
                return await _refuse(send, 415, "the body must be sent as Content-Type: application/json")
        if self.page_csp and scope.get("path", "").startswith(self.page_prefix):
            return await self.app(scope, receive, self._with_csp(send))
        await self.app(scope, receive, send)

    def _with_csp(self, send: Any) -> Any:
        async def sending(message: dict) -> None:
            if message["type"] == "http.response.start":
                names = {k.lower() for k, _ in message.get("headers") or []}
                if b"content-security-policy" not in names:
                    message = {
                        **message,
                        "headers": [*message["headers"], (b"content-security-policy", self.page_csp.encode())],
                    }
            await send(message)

        return sending


async def _refuse(send: Any, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
