"""A run's ``webhook``: when the run ends, POST its final state there (LangGraph Platform semantics).

Deny by default: the URL's host must be on the operator's ``webhook_allow_hosts`` (checked when the
run is created, 422 otherwise, and again at delivery). An exact entry may be a private host (the
operator listed it); a ``*.domain`` entry must resolve to public addresses: the same SSRF guard as
``fetch_url``, and the request goes to the address that was checked (no second lookup, no redirects).
The body is the run (ids, status, times, the client's metadata, error) and the thread's values: never
the run's kwargs (identity, settings), never a secret, only the run's own tenant's thread. With
``webhook_secret`` set each delivery is signed as Standard Webhooks says (``webhook-id``,
``webhook-timestamp``, ``webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">``).
Connection errors, 408, 429 and 5xx are retried with doubling waits; what happened is recorded on the
run as ``metadata.webhook_delivery`` (visible through ``GET .../runs/{run_id}``).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import logging
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import httpx

from open_research.sources.fetch import Refused, checked_ip

log = logging.getLogger("open_research.api")

#: Where the delivery record goes in the run's metadata.
RECORD_KEY = "webhook_delivery"
RETRIED = {408, 429}


def _host(url: httpx.URL) -> str:
    return url.host.lower().strip("[]").rstrip(".")


def _listed(host: str, allow: list[str]) -> tuple[bool, bool]:
    """(allowed, exactly listed): ``*.example.com`` allows sub-hosts, not private addresses."""
    entries = [a.lower().strip().strip("[]").rstrip(".") for a in allow]
    if host in entries:
        return True, True
    return any(e.startswith("*.") and host.endswith(e[1:]) for e in entries), False


def webhook_problem(url: str, allow: list[str]) -> str | None:
    """Why a request's ``webhook`` is refused (the 422 sentence), or None."""
    try:
        parsed = httpx.URL(url)
    except Exception:
        return "webhook: not a valid URL"
    if parsed.scheme not in ("http", "https") or not parsed.host:
        return "webhook: an http or https URL with a host is required"
    if parsed.userinfo:
        return "webhook: credentials in the URL are not accepted"
    if not allow:
        return "webhook: this server delivers no webhooks (the operator has not listed any webhook_allow_hosts)"
    if not _listed(_host(parsed), allow)[0]:
        return f"webhook: host {_host(parsed)!r} is not on the operator's webhook_allow_hosts"
    return None


def payload(run: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """What the receiver gets: the run without its kwargs, and its thread's final values."""
    metadata = {k: v for k, v in (run.get("metadata") or {}).items() if k != RECORD_KEY}
    return {
        "run_id": run["run_id"],
        "thread_id": run["thread_id"],
        "assistant_id": run["assistant_id"],
        "status": run["status"],
        "created_at": run["created_at"],
        "updated_at": run["updated_at"],
        "metadata": metadata,
        "error": run.get("error"),
        "values": values,
        "webhook_sent_at": datetime.now(UTC).isoformat(),
    }


def signature_headers(secret: str | None, body: bytes, msg_id: str, timestamp: int) -> dict[str, str]:
    """Standard Webhooks headers; the signature only with a secret."""
    headers = {"webhook-id": msg_id, "webhook-timestamp": str(timestamp)}
    if secret:
        signed = f"{msg_id}.{timestamp}.".encode() + body
        digest = hmac.new(secret.encode(), signed, hashlib.sha256).digest()
        headers["webhook-signature"] = "v1," + base64.b64encode(digest).decode()
    return headers


def verify(secret: str, body: bytes, headers: Any, tolerance: float = 300.0) -> bool:
    """A receiver's check (documented in the README; used by the tests)."""
    msg_id, stamp = headers.get("webhook-id", ""), headers.get("webhook-timestamp", "")
    if not stamp.isdigit() or abs(time.time() - int(stamp)) > tolerance:
        return False
    expected = signature_headers(secret, body, msg_id, int(stamp))["webhook-signature"]
    given = headers.get("webhook-signature", "").split()
    return any(hmac.compare_digest(expected, g) for g in given)


class WebhookSender:
    """Deliveries in the background of the process that executed the run."""

    def __init__(self, settings: Any, store: Any) -> None:
        self.settings = settings
        self.store = store
        self._tasks: set[asyncio.Task[Any]] = set()

    def send_soon(self, run: dict[str, Any], values: dict[str, Any]) -> None:
        url = (run.get("kwargs") or {}).get("webhook")
        if not url:
            return
        task = asyncio.create_task(self.deliver(url, payload(run, values), run["run_id"]))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self, timeout: float = 10.0) -> None:
        """Let deliveries in flight finish (a stopping process), up to ``timeout`` seconds."""
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=timeout)

    async def deliver(self, url: str, body: dict[str, Any], run_id: str) -> dict[str, Any]:
        s = self.settings
        record: dict[str, Any] = {"url": url, "attempts": 0, "status": "failed"}
        problem = webhook_problem(url, s.webhook_allow_hosts)
        if problem:  # the operator's list changed since the run was created
            record.update(status="refused", detail=problem)
            return await self._record(run_id, record)
        data = json.dumps(body, ensure_ascii=False, default=str).encode()
        msg_id = "msg_" + uuid.uuid4().hex
        secret = s.webhook_secret.get_secret_value() if s.webhook_secret else None
        wait = s.webhook_backoff_seconds
        async with httpx.AsyncClient(follow_redirects=False, trust_env=False, timeout=s.webhook_timeout) as http:
            for attempt in range(1, s.webhook_max_attempts + 1):
                record["attempts"] = attempt
                outcome = await self._attempt(http, url, data, msg_id, secret)
                record.update(outcome)
                if outcome.get("status") in ("delivered", "refused", "rejected"):
                    break
                if attempt < s.webhook_max_attempts:
                    await asyncio.sleep(wait)
                    wait *= 2
        return await self._record(run_id, record)

    async def _attempt(
        self, http: httpx.AsyncClient, url: str, data: bytes, msg_id: str, secret: str | None
    ) -> dict[str, Any]:
        target = httpx.URL(url)
        host = _host(target)
        exact = _listed(host, self.settings.webhook_allow_hosts)[1]
        try:
            ip = await checked_ip(target, {host} if exact else set())  # a wildcard entry: public only
        except Refused as exc:
            return {"status": "refused", "detail": str(exc)}
        headers = {
            "content-type": "application/json",
            "user-agent": "open-research-webhooks",
            "host": target.netloc.decode("ascii"),
            **signature_headers(secret, data, msg_id, int(time.time())),
        }
        ext = {"sni_hostname": target.host} if target.scheme == "https" else {}
        try:
            resp = await http.post(target.copy_with(host=ip), content=data, headers=headers, extensions=ext)
        except httpx.HTTPError as exc:
            return {"status": "failed", "detail": f"{type(exc).__name__}: {exc}"[:300]}
        if 200 <= resp.status_code < 300:
            return {"status": "delivered", "response_status": resp.status_code, "detail": None}
        retry = resp.status_code in RETRIED or resp.status_code >= 500
        return {"status": "failed" if retry else "rejected", "response_status": resp.status_code}

    async def _record(self, run_id: str, record: dict[str, Any]) -> dict[str, Any]:
        record["finished_at"] = datetime.now(UTC).isoformat()
        if record["status"] != "delivered":
            log.warning("run %s: webhook %s: %s", run_id, record["status"], record.get("detail"))
        try:
            await self.store.merge_run_metadata(run_id, {RECORD_KEY: record})
        except Exception as exc:  # the delivery happened (or not) either way
            log.warning("run %s: webhook record not saved: %r", run_id, exc)
        return record
