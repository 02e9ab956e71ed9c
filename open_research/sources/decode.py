"""Content-Encoding decoding with a cap on *decoded* bytes, for fetch_url.

httpx decodes each received chunk in full, so a 2 kB ``gzip, gzip`` body becomes a gigabyte in one
call before any size check can run. Here the body is read raw and inflated with ``max_length``, so
at most ``cap + 1`` decoded bytes ever exist. Only one of ``gzip`` or ``deflate`` is accepted:
stacked encodings have no honest use and are the classic bomb; anything else is refused.
"""

from __future__ import annotations

import zlib
from typing import Any

#: What fetch_url asks for; the only encodings it will decode.
ACCEPT_ENCODING = "gzip, deflate"


class DecodeRefused(Exception):
    """The body cannot be read safely; the message says why."""


def parse_encodings(header: str) -> list[str]:
    """Content codings in the order applied, without ``identity``."""
    return [c for c in (p.strip().lower() for p in header.split(",")) if c and c != "identity"]


class CappedDecoder:
    """Feed raw chunks, get decoded bytes; raises DecodeRefused past ``cap`` decoded bytes."""

    def __init__(self, content_encoding: str, cap: int) -> None:
        codings = parse_encodings(content_encoding)
        if len(codings) > 1:
            raise DecodeRefused(f"stacked content encodings ({', '.join(codings)}) are refused")
        self.coding = codings[0] if codings else None
        if self.coding not in (None, "gzip", "x-gzip", "deflate"):
            raise DecodeRefused(f"unsupported content encoding {self.coding[:40]!r}")
        self.cap, self.total, self.raw = cap, 0, 0
        self._z: Any = None
        self._head = b""
        if self.coding in ("gzip", "x-gzip"):
            self._z = zlib.decompressobj(16 + zlib.MAX_WBITS)

    def _count(self, out: bytes) -> bytes:
        self.total += len(out)
        if self.total > self.cap:
            raise DecodeRefused(f"larger than the {self.cap}-byte cap once decoded; not read")
        return out

    def feed(self, chunk: bytes) -> bytes:
        self.raw += len(chunk)
        if self.raw > self.cap:
            raise DecodeRefused(f"larger than the {self.cap}-byte cap; not read")
        if self.coding is None:
            return self._count(chunk)
        if self._z is None:  # deflate: zlib-wrapped (RFC 9110) or, from some servers, raw
            self._head += chunk
            if len(self._head) < 2:
                return b""
            chunk, self._head = self._head, b""
            cmf, flg = chunk[0], chunk[1]
            wrapped = cmf & 0x0F == 8 and (cmf << 8 | flg) % 31 == 0
            self._z = zlib.decompressobj(zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)
        return self._inflate(chunk)

    def _inflate(self, data: bytes) -> bytes:
        parts = []
        try:
            while data and not self._z.eof:
                out = self._z.decompress(data, self.cap - self.total + 1)
                parts.append(self._count(out))
                data = self._z.unconsumed_tail
        except zlib.error as exc:
            raise DecodeRefused(f"the {self.coding} body is corrupt: {exc}") from None
        return b"".join(parts)

    def finish(self) -> bytes:
        """Whatever the decoder still holds; a truncated compressed body is refused."""
        if self._head:  # a deflate body shorter than two bytes
            raise DecodeRefused(f"the {self.coding} body is truncated")
        if self._z is None:
            return b""
        try:
            out = self._count(self._z.flush(self.cap - self.total + 1))
        except zlib.error as exc:
            raise DecodeRefused(f"the {self.coding} body is corrupt: {exc}") from None
        if not self._z.eof:
            raise DecodeRefused(f"the {self.coding} body is truncated")
        return out
