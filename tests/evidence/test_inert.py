"""Reports load nothing: every image form becomes its alt text, titles and questions stay text,
and the PDF writer refuses images even when fpdf2's own HTML parser would read a file or a URL."""

from __future__ import annotations

import io
import struct
import zlib

import pypdf
from markdown_it import MarkdownIt

from open_research.evidence.export import report_html, report_pdf
from open_research.evidence.inert import escape_inline, inert
from open_research.evidence.render import references


def _png(path) -> str:
    """A real 1x1 PNG file (what an attacker would point an image at on the server)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    raw += chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b"")
    path.write_bytes(raw)
    return str(path)


HOSTILE = [
    "![zero](/dev/zero)",
    '![titled](/etc/hosts "t")',
    "![angle](</dev/zero>)",
    "![ref][pic]\n\n[pic]: /dev/zero",
    "![pic]\n\n[pic]: http://127.0.0.1:9/x.png",
    "![outer ![inner](/dev/zero)](/dev/zero)",
    '<img src="/dev/zero">',
    "[![badge](/dev/zero)](https://example.org)",
]


def _images(markdown: str) -> list[str]:
    tokens = MarkdownIt("commonmark", {"html": True}).parse(markdown)
    found = [c.attrGet("src") for t in tokens for c in (t.children or []) if c.type == "image"]
    html_tags = [t.content for t in tokens if t.type in ("html_block", "html_inline")]
    html_tags += [c.content for t in tokens for c in (t.children or []) if c.type == "html_inline"]
    return [str(x) for x in found] + html_tags


def test_every_image_form_becomes_text_for_any_commonmark_renderer():
    for case in HOSTILE:
        assert _images(case), f"the case is not an image to begin with: {case!r}"
        assert _images(inert(case)) == [], case
    assert inert("![a chart](/dev/zero) shows it") == "a chart shows it"
    assert inert("plain text, a < b, [1] and [link](https://example.org)") == (
        "plain text, a < b, [1] and [link](https://example.org)"
    )


def test_a_title_or_question_stays_its_words():
    title = "![x](/dev/zero) *bold* [src_0123abcd] <b>"
    escaped = escape_inline(title)
    html = MarkdownIt("commonmark").render(f"# {escaped}")
    assert html == "<h1>![x](/dev/zero) *bold* [src_0123abcd] &lt;b&gt;</h1>\n"
    refs, _ = references(
        {
            "s": {
                "title": title,
                "url": "https://e.org/a_b",
                "fetched_at": "2026-12-01",
                "group_id": "g",
                "source_id": "s",
            }
        },
        {"g": 1},
        [type("C", (), {"n": 1, "source_id": "s"})()],
    )
    assert _images("\n".join(refs)) == [] and "\\[src\\_0123abcd\\]" in refs[0]


def test_exports_embed_no_file_and_no_url(tmp_path):
    image = _png(tmp_path / "server.png")
    markdown = "# Report\n\n" + "\n\n".join(HOSTILE + [f"![server]({image})", f'<img src="{image}">'])
    # the library's own default would embed the server file: the guard is what stops it
    from fpdf import FPDF

    plain = FPDF()
    plain.add_page()
    plain.write_html(f'<img src="{image}">')
    assert b"/Subtype /Image" in bytes(plain.output())

    pdf = report_pdf(markdown)
    assert b"/Subtype /Image" not in pdf and b"/XObject" not in pdf
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    assert "zero" in text and "server" in text  # the alt text is shown
    page = report_html(markdown)
    assert "<img" not in page and '/dev/zero"' not in page and f'href="{image}"' not in page
    assert '<meta http-equiv="Content-Security-Policy" content="default-src \'none\';' in page
    assert "img-src 'none'" in page


def test_inert_twice_is_inert_once():
    for case in HOSTILE + ["a \\\\<b>bold</b> and \\<i>"]:
        once = inert(case)
        assert inert(once) == once and _images(once) == [], case
