"""What one tenant may keep: threads, runs waiting, metadata size (checked before anything is stored).

A tenant at a cap gets 429 with ``Retry-After`` (threads: delete some; runs: wait for them), and
metadata over ``max_metadata_bytes`` is a 413, so no tenant fills the store or makes every later
list and search of its own heavy.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import HTTPException

from api.http.quota import too_many
from api.storage.store import Store
from open_research.config import Settings

__all__ = ["check_metadata", "room_for_run", "room_for_thread"]


def check_metadata(metadata: Any, settings: Settings, where: str = "metadata") -> None:
    if not metadata:
        return
    size = len(json.dumps(metadata, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    if size > settings.max_metadata_bytes:
        raise HTTPException(
            413, f"{where} is {size} bytes of JSON; the limit is {settings.max_metadata_bytes} (max_metadata_bytes)"
        )


async def room_for_thread(store: Store, tenant: str, settings: Settings) -> None:
    cap = settings.max_threads_per_tenant
    if await store.count_threads(tenant) >= cap:
        raise HTTPException(
            429,
            f"this tenant has {cap} threads, the most this server keeps (max_threads_per_tenant); delete some",
            headers={"Retry-After": "60"},
        )


async def room_for_run(store: Store, tenant: str, settings: Settings) -> None:
    cap = settings.max_pending_runs_per_tenant
    if await store.count_runs(tenant, ("pending",)) >= cap:
        raise too_many("runs waiting", cap, "max_pending_runs_per_tenant", retry_after=5)
