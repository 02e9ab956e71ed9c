"""Tenant-scoped thread keys.

Thread ids are chosen by clients, so two tenants may both have thread ``X``. Everything stored
beside a thread outside our own tables (checkpoints, evidence, queue locks) is keyed by
``<tenant>/<thread_id>``: tenant B creating ``X`` starts fresh even while tenant A has ``X``.
Thread ids never contain ``/`` (``ID_PATTERN``), so the key splits back unambiguously.
"""

from __future__ import annotations

#: Thread and run ids a client may choose: uuids fit, ``/`` never does (see above). Kept here,
#: below the HTTP layer that enforces it, because the keys depend on it.
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"


def thread_key(tenant: str, thread_id: str) -> str:
    return f"{tenant}/{thread_id}"


def public_thread_id(key: str | None) -> str | None:
    """The client's thread id inside a key (unchanged if it is not a key)."""
    if key is None:
        return None
    return key.rsplit("/", 1)[-1]
