"""API keys -> tenants. Keys are kept only as sha256 digests, so a leaked config leaks no key.

A request names its key in ``x-api-key`` (what ``langgraph_sdk`` sends) or
``Authorization: Bearer``. Without a known key: 401. Every record carries its tenant, and a
thread or run of another tenant answers 404 so its existence is not revealed.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import sys
from dataclasses import dataclass

from fastapi import HTTPException, Request

from api.http.context import http_context

log = logging.getLogger("open_research.api")

LOCAL_TENANT = "local"


@dataclass(frozen=True)
class Identity:
    tenant: str
    user: str

    def as_dict(self) -> dict[str, str]:
        return {"tenant": self.tenant, "user": self.user}


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def normalise_digests(api_keys: dict[str, str]) -> dict[str, str]:
    """Accept ``sha256:<hex>`` or bare hex; reject anything that is not a sha256 digest."""
    out: dict[str, str] = {}
    for digest, tenant in api_keys.items():
        d = digest.strip().lower().removeprefix("sha256:")
        if len(d) != 64 or any(c not in "0123456789abcdef" for c in d):
            raise ValueError(
                f"api_keys: {digest[:12]!r}... is not a sha256 hex digest; store hash_key(key), never the key itself"
            )
        if not tenant or not str(tenant).strip():
            raise ValueError(f"api_keys: digest {d[:12]}... has an empty tenant")
        out[d] = str(tenant)
    return out


class Authenticator:
    def __init__(self, api_keys: dict[str, str], disabled: bool) -> None:
        self.digests = normalise_digests(api_keys)
        self.disabled = disabled
        if not disabled and not self.digests:
            raise ValueError(
                "no API keys configured: add [api_keys] (sha256 digest = tenant) to the config, "
                "or set auth_disabled = true for local use only"
            )

    def announce(self) -> None:
        if self.disabled:
            banner = (
                "WARNING: authentication is DISABLED (auth_disabled = true). Anyone who can reach this "
                "port can read every thread and start runs. Use this for local use only."
            )
            log.warning(banner)
            print("\n" + "!" * 78 + "\n" + banner + "\n" + "!" * 78 + "\n", file=sys.stderr, flush=True)

    def identify(self, request: Request) -> Identity:
        if self.disabled:
            return Identity(LOCAL_TENANT, LOCAL_TENANT)
        key = request.headers.get("x-api-key")
        if not key:
            auth = request.headers.get("authorization", "")
            scheme, _, token = auth.partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                key = token.strip()
        if not key:
            raise HTTPException(401, "missing API key: send it in the x-api-key header or as Authorization: Bearer")
        digest = hash_key(key)
        for known, tenant in self.digests.items():
            if hmac.compare_digest(known, digest):
                return Identity(tenant, "key:" + digest[:12])
        raise HTTPException(401, "unknown API key")


async def identity(request: Request) -> Identity:
    """FastAPI dependency: the caller's tenant, or 401. The tenant is also kept on the request,
    where ``api.routes.views.snapshot`` finds it to read the tenant's own checkpoints."""
    who = http_context(request).auth.identify(request)
    request.state.tenant = who.tenant
    return who


if __name__ == "__main__":  # python -m api.http.auth KEY  -> the digest to put in the config
    if len(sys.argv) != 2:
        print("usage: python -m api.http.auth API_KEY", file=sys.stderr)
        raise SystemExit(2)
    print(hash_key(sys.argv[1]))
