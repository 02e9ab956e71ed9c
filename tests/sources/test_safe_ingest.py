"""Ingest reads only what lies in the folder, and a hostile file costs its own time, never the service's."""

from __future__ import annotations

import asyncio
import os
import socket
import time
import zlib
from pathlib import Path

import pytest

from open_research.sources import ingest, worker
from open_research.sources.extract import Unreadable, aextract_document, extract_document
from open_research.sources.index import DocumentIndex


def _rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def pdf_bomb(pages: int = 40, stream_mb: float = 5, shared: bool = True) -> bytes:
    """A small PDF whose pages draw one huge content stream (``shared``: the same object on every page;
    else a copy per page), as in the issue: ~23 KB on disk, 5 MB of drawing operators per page."""
    ops = b"BT /F1 9 Tf 20 700 Td (a) Tj ET\n"
    raw = ops * int(stream_mb * 2**20 // len(ops))
    packed = zlib.compress(raw, 9)
    objects: list[bytes] = []
    font = 3
    first_page = 4
    streams = [first_page + pages] if shared else list(range(first_page + pages, first_page + 2 * pages))
    kids = " ".join(f"{first_page + i} 0 R" for i in range(pages))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i in range(pages):
        content = streams[0] if shared else streams[i]
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 {font} 0 R >> >> "
            f"/Contents {content} 0 R >>".encode()
        )
    for _ in streams:
        objects.append(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


@pytest.fixture
def folder(tmp_path):
    root = tmp_path / "share"
    root.mkdir()
    (root / "good.md").write_text("# Loading dock\n\nThe loading dock is on the north side.")
    return root.resolve()


def _index(tmp_path, root):
    return DocumentIndex(tmp_path / "i.sqlite", hybrid=False).update(root)


def test_links_out_of_the_folder_are_refused_and_said_so(tmp_path, folder):
    outside = tmp_path / "elsewhere.md"
    outside.write_text("# Secret\n\nThe payroll password is hunter2.")
    (folder / "passwd.txt").symlink_to("/etc/passwd")
    (folder / "secret.md").symlink_to(outside)
    (folder / "zero.txt").symlink_to("/dev/zero")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "more.md").write_text("# More\n\nOutside text.")
    (folder / "linked-folder").symlink_to(tmp_path / "other", target_is_directory=True)
    (folder / "inside.md").symlink_to(folder / "good.md")  # a link inside the folder is fine
    summary = _index(tmp_path, folder)
    reasons = {s.path: s.reason for s in summary.skipped}
    assert sorted(summary.indexed) == ["good.md", "inside.md"]
    assert "outside the folder" in reasons["passwd.txt"]
    assert "outside the folder" in reasons["secret.md"]
    assert "outside the folder" in reasons["zero.txt"]
    assert "folder" in reasons["linked-folder"] and "more.md" not in str(summary)
    index = DocumentIndex(tmp_path / "i.sqlite", hybrid=False)
    assert index.search("payroll password") == [] and index.search("root") == []


def test_devices_fifos_and_sockets_are_skipped_without_hanging(tmp_path, folder):
    os.mkfifo(folder / "pipe.txt")
    sock = socket.socket(socket.AF_UNIX)
    short = Path("/tmp") / f"or-sock-{os.getpid()}"
    sock.bind(str(short))
    try:
        (folder / "sock.md").symlink_to(short)  # a socket reached by a link (binding inside tmp_path is too long)
        started = time.monotonic()
        summary = _index(tmp_path, folder)
    finally:
        sock.close()
        short.unlink()
    assert time.monotonic() - started < 10
    reasons = {s.path: s.reason for s in summary.skipped}
    assert "FIFO" in reasons["pipe.txt"]
    assert "outside the folder" in reasons["sock.md"]
    assert summary.indexed == ["good.md"]


def test_a_fifo_swapped_in_after_listing_cannot_block_the_reader(folder):
    os.mkfifo(folder / "late.txt")
    started = time.monotonic()
    with pytest.raises(ingest.SkipFile, match="FIFO"):
        ingest.read_bytes(folder / "late.txt", folder)
    assert time.monotonic() - started < 2
    with pytest.raises(ingest.SkipFile, match="device"):
        ingest.read_bytes(Path("/dev/zero"))


def test_a_shared_content_stream_pdf_bomb_is_refused_quickly():
    bomb = pdf_bomb()
    assert len(bomb) < 60_000  # small on disk, 40 x 5 MB of drawing once decoded
    before = _rss_mb()
    started = time.monotonic()
    with pytest.raises(Unreadable, match="no extractable text"):  # the huge page is not read at all
        extract_document("pdf", bomb, seconds=20)
    assert time.monotonic() - started < 10
    assert _rss_mb() - before < 100  # the child did the work


def test_a_bomb_that_needs_minutes_is_killed_at_its_deadline():
    bomb = pdf_bomb(pages=40, stream_mb=1.5, shared=False)  # 40 pages of 1.5 MB: about 10 minutes of pypdf
    started = time.monotonic()
    with pytest.raises(Unreadable, match="longer than 1.5 s"):
        extract_document("pdf", bomb, seconds=1.5)
    assert time.monotonic() - started < 5
    time.sleep(0.2)
    assert worker.children_alive() == 0


async def test_other_tasks_run_on_time_while_a_bomb_is_read():
    bomb = pdf_bomb(pages=40, stream_mb=1.5, shared=False)
    lags: list[float] = []

    async def heartbeat():
        loop = asyncio.get_running_loop()
        while True:
            t = loop.time()
            await asyncio.sleep(0.05)
            lags.append(loop.time() - t - 0.05)

    beat = asyncio.create_task(heartbeat())
    before = _rss_mb()
    try:
        results = await asyncio.gather(
            *(aextract_document("pdf", bomb, seconds=3) for _ in range(3)), return_exceptions=True
        )
    finally:
        beat.cancel()
    assert all(isinstance(r, Unreadable) and "longer than" in str(r) for r in results), results
    assert lags and max(lags) < 2.0, max(lags)
    assert _rss_mb() - before < 100


async def test_fetch_url_stops_a_slow_pdf_at_its_timeout_without_holding_a_thread():
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from open_research.sources.fetch import fetch_url

    body = pdf_bomb(pages=40, stream_mb=1.5, shared=False)

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/pdf")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/bomb.pdf"
    lags: list[float] = []

    async def heartbeat():
        loop = asyncio.get_running_loop()
        while True:
            t = loop.time()
            await asyncio.sleep(0.05)
            lags.append(loop.time() - t - 0.05)

    beat = asyncio.create_task(heartbeat())
    started = time.monotonic()
    try:
        results = await asyncio.gather(
            *(fetch_url(url, allow_hosts={"127.0.0.1"}, timeout=3, max_bytes=5_000_000) for _ in range(7))
        )
    finally:
        beat.cancel()
        server.shutdown()
    assert all(isinstance(r, str) and r.startswith("ERROR") for r in results), results
    assert time.monotonic() - started < 8
    assert max(lags) < 2.0
    await asyncio.sleep(0.3)
    assert worker.children_alive() == 0
