"""Which thread a chat conversation continues.

Chat clients resend the whole conversation each turn and know nothing of threads. After we answer,
we remember ``digest(tenant, conversation + our answer) -> thread``; a later request whose history
(everything before its newest user message) has that digest continues the thread, so the user's
answer to a clarifying question reaches the run that asked it. An unknown history starts a new
thread. Digests are salted with the tenant, so one tenant's conversation never finds another's
thread, and the table holds no message text.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from api.storage.store import now_iso
from open_research.text import content_text

TABLE = (
    "CREATE TABLE IF NOT EXISTS or_chat_conversations (tenant TEXT NOT NULL, digest TEXT NOT NULL, "
    "thread_id TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (tenant, digest))"
)

Turn = tuple[str, str]  # (role, text)


def normalise(text: str) -> str:
    """Whitespace-insensitive text: UIs trim and re-wrap what they show and send back."""
    return re.sub(r"\s+", " ", text).strip()


def turns(messages: list[dict[str, Any]]) -> list[Turn]:
    """The conversation as (user|assistant, text); system and tool messages do not key a thread."""
    out: list[Turn] = []
    for m in messages:
        role = m.get("role")
        if role in ("user", "assistant"):
            out.append((role, normalise(content_text(m.get("content")))))
    return out


def digest(tenant: str, conversation: list[Turn]) -> str:
    payload = json.dumps([tenant, conversation], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class Conversations:
    """The digest -> thread table in the service's own database (SQLite or PostgreSQL)."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self.ready = False

    async def _setup(self) -> None:
        if not self.ready:
            await self.db.execute(TABLE)
            self.ready = True

    async def lookup(self, tenant: str, conversation: list[Turn]) -> str | None:
        if not conversation:
            return None
        await self._setup()
        rows = await self.db.fetchall(
            "SELECT thread_id FROM or_chat_conversations WHERE tenant = ? AND digest = ?",
            (tenant, digest(tenant, conversation)),
        )
        return rows[0]["thread_id"] if rows else None

    async def remember(self, tenant: str, conversation: list[Turn], thread_id: str) -> None:
        await self._setup()
        await self.db.execute(
            "INSERT INTO or_chat_conversations (tenant, digest, thread_id, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tenant, digest) DO UPDATE SET thread_id = excluded.thread_id",
            (tenant, digest(tenant, conversation), thread_id, now_iso()),
        )
