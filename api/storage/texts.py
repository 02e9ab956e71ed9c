"""Long texts stored once per thread, referenced by hash from checkpoints and stream events.

The research state carries every page text a run read (the evidence ledger, tool messages'
artifacts); LangGraph stores each new channel version and each task's writes in full, and a
``values`` stream event repeats the whole state at every step. ``TextStore`` replaces each
string of at least ``MIN_CHARS`` characters by a short marker naming its sha256 and keeps the
text once in ``or_texts`` keyed by (thread key, hash); readers put the texts back. Texts go with
their thread. Walks plain containers and LangChain messages; other objects pass as they are.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections import OrderedDict
from typing import Any

from langchain_core.messages import BaseMessage

MIN_CHARS = 2048
PREFIX = "\u2063or-text:sha256:"
MARKER = re.compile(re.escape(PREFIX) + r"([0-9a-f]{64})\u2063\Z")
CACHE_CHARS = 64_000_000
MESSAGE_FIELDS = ("content", "artifact", "additional_kwargs")

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS or_texts (thread_key TEXT NOT NULL, hash TEXT NOT NULL, "
    "text TEXT NOT NULL, PRIMARY KEY (thread_key, hash))"
)


def swap(obj: Any, fn: Any) -> Any:
    """``obj`` with every string passed through ``fn`` (containers and messages rebuilt)."""
    if isinstance(obj, str):
        return fn(obj)
    if type(obj) in (list, tuple):
        return type(obj)(swap(v, fn) for v in obj)
    if isinstance(obj, dict):
        items = {k: swap(v, fn) for k, v in obj.items()}
        if type(obj) is dict:
            return items
        try:
            return type(obj)(items)
        except Exception:
            return items
    if isinstance(obj, BaseMessage):  # tool messages carry the evidence records as their artifact
        fields = {f: getattr(obj, f) for f in MESSAGE_FIELDS if getattr(obj, f, None) is not None}
        return obj.model_copy(update={f: swap(v, fn) for f, v in fields.items()})
    return obj


class TextStore:
    def __init__(self, db: Any) -> None:
        self.db = db  # api.backends: SqliteBackend or PostgresBackend
        self.cache: OrderedDict[tuple[str, str], str] = OrderedDict()
        self.cached_chars = 0
        self.lock = asyncio.Lock()

    async def setup(self) -> None:
        await self.db.execute(SCHEMA)

    def _remember(self, key: tuple[str, str], text: str) -> None:
        if key in self.cache:
            self.cache.move_to_end(key)
            return
        self.cache[key] = text
        self.cached_chars += len(text)
        while self.cached_chars > CACHE_CHARS and self.cache:
            _, old = self.cache.popitem(last=False)
            self.cached_chars -= len(old)

    async def put(self, thread: str, value: Any) -> Any:
        """``value`` with its long strings replaced by markers (the texts stored first)."""
        found: dict[str, str] = {}

        def out(s: str) -> str:
            if len(s) < MIN_CHARS:
                return s
            digest = hashlib.sha256(s.encode("utf-8", "surrogatepass")).hexdigest()
            found[digest] = s
            return f"{PREFIX}{digest}\u2063"

        value = swap(value, out)
        new = {d: s for d, s in found.items() if (thread, d) not in self.cache}
        if new:
            async with self.lock:  # one writer per process: parallel researchers carry the same texts
                marks = ", ".join("?" for _ in new)
                rows = await self.db.fetchall(
                    f"SELECT hash FROM or_texts WHERE thread_key = ? AND hash IN ({marks})", (thread, *new)
                )
                have = {r["hash"] for r in rows}
                # Sorted: writers in other processes lock the same keys in the same order (no deadlock).
                rows_new = sorted((thread, d, s) for d, s in new.items() if d not in have)
                if rows_new:
                    await self.db.executemany(
                        "INSERT INTO or_texts (thread_key, hash, text) VALUES (?, ?, ?) "
                        "ON CONFLICT (thread_key, hash) DO NOTHING",
                        rows_new,
                    )
                for d, s in new.items():
                    self._remember((thread, d), s)
        return value

    async def get(self, thread: str, value: Any) -> Any:
        """``value`` with markers replaced by their texts."""
        wanted: set[str] = set()

        def find(s: str) -> str:
            if s.startswith(PREFIX) and (m := MARKER.match(s)):
                wanted.add(m.group(1))
            return s

        swap(value, find)
        if not wanted:
            return value
        missing = [d for d in wanted if (thread, d) not in self.cache]
        if missing:
            marks = ", ".join("?" for _ in missing)
            rows = await self.db.fetchall(
                f"SELECT hash, text FROM or_texts WHERE thread_key = ? AND hash IN ({marks})", (thread, *missing)
            )
            for r in rows:
                self._remember((thread, r["hash"]), r["text"])

        def back(s: str) -> str:
            if s.startswith(PREFIX) and (m := MARKER.match(s)):
                return self.cache.get((thread, m.group(1)), s)
            return s

        return swap(value, back)

    async def get_json(self, thread: str, data: str) -> str:
        """A stored event's JSON with its texts back (unchanged, and unparsed, if it has none)."""
        if PREFIX not in data:
            return data
        return json.dumps(await self.get(thread, json.loads(data)), ensure_ascii=False)

    async def delete(self, thread: str) -> None:
        await self.db.execute("DELETE FROM or_texts WHERE thread_key = ?", (thread,))
        for key in [k for k in self.cache if k[0] == thread]:
            self.cached_chars -= len(self.cache.pop(key))
