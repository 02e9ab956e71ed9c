"""Which thread a chat conversation continues.

Chat clients resend the whole conversation each turn and know nothing of threads. After we answer,
we remember ``digest(user, conversation + our answer) -> thread``; a later request whose history
(everything before its newest user message) has that digest continues the thread, so the user's
answer to a clarifying question reaches the run that asked it. An unknown history starts a new
thread. Digests are salted with the chat user (tenant, the request's ``user``, the conversation id:
``api.openai.identity``), so one user's conversation never finds another's thread, and the table
holds no message text. A digest is never re-pointed: when two threads end in the same words (two
users behind one key with no ``user`` field, asked the same and answered the same), the digest is
marked ambiguous and continues neither; the next turn starts a thread with the whole conversation.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from api.openai.identity import ChatUser
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


#: The thread of a digest two threads have claimed: it continues neither.
AMBIGUOUS = ""


def digest(who: ChatUser, conversation: list[Turn]) -> str:
    payload = json.dumps([who.salt(), conversation], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class Conversations:
    """One chat user's digest -> thread table, in the service's own database (SQLite or PostgreSQL)."""

    def __init__(self, db: Any, who: ChatUser) -> None:
        self.db, self.who = db, who
        self.ready = False

    async def _setup(self) -> None:
        if not self.ready:
            await self.db.execute(TABLE)
            self.ready = True

    async def _thread_of(self, key: str) -> str | None:
        rows = await self.db.fetchall(
            "SELECT thread_id FROM or_chat_conversations WHERE tenant = ? AND digest = ?", (self.who.tenant, key)
        )
        return rows[0]["thread_id"] if rows else None

    async def lookup(self, conversation: list[Turn]) -> str | None:
        if not conversation:
            return None
        await self._setup()
        found = await self._thread_of(digest(self.who, conversation))
        return found or None  # AMBIGUOUS continues nothing

    async def remember(self, conversation: list[Turn], thread_id: str) -> None:
        await self._setup()
        who, key = self.who, digest(self.who, conversation)
        await self.db.execute(
            "INSERT INTO or_chat_conversations (tenant, digest, thread_id, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tenant, digest) DO NOTHING",
            (who.tenant, key, thread_id, now_iso()),
        )
        if await self._thread_of(key) not in (thread_id, AMBIGUOUS):  # claimed by another thread
            await self.db.execute(
                "UPDATE or_chat_conversations SET thread_id = ? WHERE tenant = ? AND digest = ?",
                (AMBIGUOUS, who.tenant, key),
            )
