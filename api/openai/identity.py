"""Who a chat request speaks for, and which earlier request it repeats.

One service key often sits behind a chat UI with many users. A conversation is keyed by the
tenant, the request's ``user`` field and a conversation id header where the UI sends one
(``X-Conversation-Id``, or Open WebUI's ``X-OpenWebUI-Chat-Id`` / ``X-OpenWebUI-User-Id``), so two
users who type the same words never share a thread.

A retry of a request joins the run the first attempt started instead of starting another: the
request is a retry when it carries an ``Idempotency-Key`` (the same key joins the same run) or,
from the official ``openai`` client, ``X-Stainless-Retry-Count`` > 0 (the client 3.x sends no
idempotency key; a retry resends the same body, so the same user and conversation name it).
A non-streaming request whose client goes away gives its run ``REJOIN_GRACE`` seconds for a
retry to join, then cancels it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from fastapi import HTTPException, Request

from api.storage.store import now_iso

__all__ = ["REJOIN_GRACE", "ChatUser", "RequestKeys", "chat_user", "is_retry"]

#: Seconds a run whose (non-streaming) client left waits for a retry to join it before it is cancelled.
REJOIN_GRACE = 10.0
#: Seconds after which a request key no longer joins its run (a new request, not a retry).
JOIN_WINDOW = 600.0
CONVERSATION_HEADERS = ("x-conversation-id", "x-openwebui-chat-id")
USER_HEADERS = ("x-openwebui-user-id",)
MAX_ID = 256

TABLE = (
    "CREATE TABLE IF NOT EXISTS or_chat_requests (tenant TEXT NOT NULL, request_key TEXT NOT NULL, "
    "run_id TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (tenant, request_key))"
)


@dataclass(frozen=True)
class ChatUser:
    tenant: str
    user: str = ""
    conversation: str = ""

    def salt(self) -> list[str]:
        return [self.tenant, self.user, self.conversation]


def _bounded(value: Any, where: str) -> str:
    text = "" if value is None else str(value)
    if len(text) > MAX_ID or "\x00" in text:
        raise HTTPException(400, f"{where}: at most {MAX_ID} characters, no NUL")
    return text


def chat_user(request: Request, tenant: str, user: Any) -> ChatUser:
    """The tenant, the request's ``user`` (or the UI's user header) and its conversation id."""
    who = _bounded(user, "user") or next(
        (_bounded(request.headers[h], h) for h in USER_HEADERS if request.headers.get(h)), ""
    )
    conv = next((_bounded(request.headers[h], h) for h in CONVERSATION_HEADERS if request.headers.get(h)), "")
    return ChatUser(tenant, who, conv)


def is_retry(request: Request) -> bool:
    if request.headers.get("idempotency-key"):
        return True
    count = request.headers.get("x-stainless-retry-count", "0")
    return count.isdigit() and int(count) > 0


def request_key(request: Request, who: ChatUser, body: dict[str, Any]) -> str:
    """What names one request across its retries: its idempotency key, else its whole body."""
    idem = request.headers.get("idempotency-key")
    named: Any = ["key", _bounded(idem, "Idempotency-Key")] if idem else ["body", body]
    payload = json.dumps([who.salt(), named], ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(payload.encode("utf-8", "surrogatepass")).hexdigest()


class RequestKeys:
    """request key -> the run it started, in the service's database (retries across replicas join too)."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self.ready = False

    async def _setup(self) -> None:
        if not self.ready:
            await self.db.execute(TABLE)
            self.ready = True

    async def run_of(self, tenant: str, key: str) -> str | None:
        await self._setup()
        rows = await self.db.fetchall(
            "SELECT run_id, created_at FROM or_chat_requests WHERE tenant = ? AND request_key = ?", (tenant, key)
        )
        if not rows:
            return None
        age = (dt.datetime.fromisoformat(now_iso()) - dt.datetime.fromisoformat(rows[0]["created_at"])).total_seconds()
        return rows[0]["run_id"] if age <= JOIN_WINDOW else None

    async def started(self, tenant: str, key: str, run_id: str) -> None:
        await self._setup()
        await self.db.execute(
            "INSERT INTO or_chat_requests (tenant, request_key, run_id, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tenant, request_key) DO UPDATE SET run_id = excluded.run_id, "
            "created_at = excluded.created_at",
            (tenant, key, run_id, now_iso()),
        )
