"""Compression bombs against fetch_url, served by a local listener: refused, memory stays small.

Run alone for the figures: ``pytest -q -s tests/test_fetch_bombs.py`` prints each bomb's peak.
"""

from __future__ import annotations

import gzip
import threading
import tracemalloc
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from open_research.sources.decode import CappedDecoder, DecodeRefused
from open_research.sources.fetch import FetchResult, check_address, fetch_url

DECODED = 512 * 1024 * 1024  # each bomb expands to 512 MiB (the stacked one to 512 MiB twice over)
PAGE = (
    b"<html><head><title>Depot</title></head><body><article><p>The depot opens at 07:30 on weekdays "
    b"and at 09:00 on Saturdays, since the timetable change of April.</p></article></body></html>"
)


def _zeros_compressed(make) -> bytes:
    comp, block, out = make(), bytes(1 << 20), []
    for _ in range(DECODED >> 20):
        out.append(comp.compress(block))
    out.append(comp.flush())
    return b"".join(out)


@pytest.fixture(scope="module")
def site():
    gz = _zeros_compressed(lambda: zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS))
    bodies = {
        "/gzip-bomb": ("gzip", gz),
        "/deflate-bomb": ("deflate", _zeros_compressed(lambda: zlib.compressobj(9))),
        "/raw-deflate-bomb": ("deflate", _zeros_compressed(lambda: zlib.compressobj(9, zlib.DEFLATED, -15))),
        "/stacked-bomb": ("gzip, gzip", gzip.compress(gz, 9)),
        "/gzip-page": ("gzip", gzip.compress(PAGE)),
        "/deflate-page": ("deflate", zlib.compress(PAGE)),
        "/raw-deflate-page": ("deflate", zlib.compress(PAGE)[2:-4]),
        "/br-page": ("br", PAGE),
        "/corrupt": ("gzip", b"\x1f\x8b\x08\x00garbage-not-gzip"),
        "/truncated": ("gzip", gzip.compress(PAGE)[:40]),
    }

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            encoding, body = bodies[self.path]
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    class Quiet(ThreadingHTTPServer):
        daemon_threads = True

        def handle_error(self, request, client_address):
            pass

    httpd = Quiet(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", {k: len(v) for k, (_, v) in bodies.items()}
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize("path", ["/gzip-bomb", "/deflate-bomb", "/raw-deflate-bomb", "/stacked-bomb"])
async def test_bombs_are_refused_with_memory_growth_under_50_mb(site, path):
    base, sizes = site
    tracemalloc.start()
    try:
        out = await fetch_url(base + path, allow_hosts={"127.0.0.1"}, max_bytes=2_000_000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    print(f"{path}: {sizes[path]} bytes on the wire, peak traced memory {peak / 1e6:.1f} MB -> {out[:90]!r}")
    assert isinstance(out, str) and out.startswith("ERROR: ")
    assert ("stacked" in out) if path == "/stacked-bomb" else ("2000000-byte cap once decoded" in out)
    assert peak < 50e6, f"{path} grew traced memory to {peak / 1e6:.0f} MB"


@pytest.mark.parametrize("path", ["/gzip-page", "/deflate-page", "/raw-deflate-page"])
async def test_honest_compressed_pages_are_read(site, path):
    out = await fetch_url(site[0] + path, allow_hosts={"127.0.0.1"})
    assert isinstance(out, FetchResult) and "07:30" in out.text


@pytest.mark.parametrize(
    "path, words",
    [("/br-page", "unsupported content encoding 'br'"), ("/corrupt", "corrupt"), ("/truncated", "truncated")],
)
async def test_unknown_corrupt_or_truncated_encodings_are_refused(site, path, words):
    out = await fetch_url(site[0] + path, allow_hosts={"127.0.0.1"})
    assert isinstance(out, str) and out.startswith("ERROR: ") and words in out, out


def test_decoder_never_holds_more_than_the_cap():
    comp = zlib.compressobj(9)
    bomb = comp.compress(bytes(50_000_000)) + comp.flush()
    decoder = CappedDecoder("deflate", 100_000)
    with pytest.raises(DecodeRefused, match="100000-byte cap once decoded"):
        decoder.feed(bomb)
    assert decoder.total == 100_001
    with pytest.raises(DecodeRefused, match="stacked"):
        CappedDecoder("deflate, gzip", 100)
    assert CappedDecoder("identity", 10).feed(b"abc") == b"abc"


@pytest.mark.parametrize(
    "addr",
    [
        "fec0::1",
        "64:ff9b:1::a00:1",
        "3fff::1",
        "::127.0.0.1",
        "2002:7f00:1::",
        "::ffff:169.254.169.254",
        "64:ff9b::7f00:1",
        "2001::1",
        "5f00::1",
        "192.88.99.1",
        "198.18.0.1",
    ],
)
def test_non_global_ipv6_forms_are_refused(addr):
    import ipaddress

    assert check_address(ipaddress.ip_address(addr)) is not None


def test_public_addresses_still_pass():
    import ipaddress

    for addr in ("93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946", "64:ff9b::808:808"):
        assert check_address(ipaddress.ip_address(addr)) is None, addr
