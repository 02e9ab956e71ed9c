"""Reports that load nothing, against a real server process with two tenants (SQLite and PostgreSQL).

A tenant's question names ``/dev/zero``, an image file on the server and a listener URL as images
(Markdown and raw HTML); the scripted report model repeats the question, as a model may. The
Markdown, JSON, HTML and PDF exports and the chat answer show text only: nothing is read, nothing
fetched, server memory (export workers included) grows under 50 MB.
"""

from __future__ import annotations

import struct
import zlib

import httpx
import pytest
from markdown_it import MarkdownIt

from tests.support.served import children_rss_mb, listening, world_process

A, B = "key-acme", "key-globex"


def _png(path) -> str:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    raw += chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b"")
    path.write_bytes(raw)
    return str(path)


def _images(markdown: str) -> list[str]:
    tokens = MarkdownIt("commonmark", {"html": True}).parse(markdown)
    out = [str(c.attrGet("src")) for t in tokens for c in (t.children or []) if c.type == "image"]
    out += [t.content for t in tokens if t.type == "html_block"]
    return out + [c.content for t in tokens for c in (t.children or []) if c.type == "html_inline"]


@pytest.fixture(scope="module")
def listener():
    with listening() as server:
        yield server


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"exports-{request.param}")
    with world_process(folder, request.param) as (url, pid):
        yield url, pid, folder


def test_an_export_of_a_hostile_question_reads_and_fetches_nothing(service, listener):
    url, pid, folder = service
    image = _png(folder / "server-image.png")
    question = (
        "[echo] How did the warehouse opening hours change? ![zero](/dev/zero) "
        f'![file]({image}) ![net]({listener.url}/a.png) <img src="{listener.url}/b.png"> '
        f"![ref][pic] [pic]: {listener.url}/c.png"
    )
    with httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=60) as h:
        thread = h.post("/threads", json={}).json()["thread_id"]
        done = h.post(
            f"/threads/{thread}/runs/wait",
            json={"assistant_id": "open-research", "input": {"messages": [{"role": "user", "content": question}]}},
        )
        assert done.status_code == 200, done.text
        markdown = h.get(f"/threads/{thread}/report").text
        print(markdown)
        assert "As asked:" in markdown and "zero" in markdown  # the words are there, images as their alt text
        assert _images(markdown) == []
        # a first export of a plain report starts the export worker and loads the PDF library
        plain = h.post("/threads", json={}).json()["thread_id"]
        warm = {
            "assistant_id": "open-research",
            "input": {"messages": [{"role": "user", "content": "Warehouse hours?"}]},
        }
        assert h.post(f"/threads/{plain}/runs/wait", json=warm).status_code == 200
        assert h.get(f"/threads/{plain}/report", params={"format": "pdf"}).status_code == 200
        before = children_rss_mb(pid)
        for _ in range(3):
            pdf = h.get(f"/threads/{thread}/report", params={"format": "pdf"})
            assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
            assert b"/Subtype /Image" not in pdf.content
            page = h.get(f"/threads/{thread}/report", params={"format": "html"})
            assert page.status_code == 200 and "<img" not in page.text
            assert '<meta http-equiv="Content-Security-Policy"' in page.text and "img-src 'none'" in page.text
        grown = children_rss_mb(pid) - before
        print(f"server RSS (with export workers) grew {grown:.1f} MB over 3 PDF + 3 HTML exports")
        assert grown < 50
        # the same answer through the chat face: its content is text for any chat UI
        chat = h.post(
            "/v1/chat/completions",
            json={"model": "open-research", "messages": [{"role": "user", "content": question}]},
        )
        assert chat.status_code == 200, chat.text
        content = chat.json()["choices"][0]["message"]["content"]
        assert "zero" in content and _images(content) == []
    with httpx.Client(base_url=url, headers={"x-api-key": B}, timeout=30) as other:
        assert other.get(f"/threads/{thread}/report", params={"format": "pdf"}).status_code == 404
    assert listener.hits == [], "the export fetched a URL"
