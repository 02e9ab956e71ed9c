"""Documents built byte by byte for reader tests: a PDF with text, a title and optionally a CreationDate."""

from __future__ import annotations


def make_pdf(text: str, title: str, creation_date: str | None = None) -> bytes:
    """A one-page PDF showing ``text`` (ASCII, no parentheses), with ``title`` (and ``creation_date``,
    PDF form "D:20200101000000Z") in its info dictionary."""
    content = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    info = f"/Title ({title})" + (f" /CreationDate ({creation_date})" if creation_date else "")
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< {info} >>".encode(),
    ]
    out, offsets = b"%PDF-1.4\n", []
    for i, obj in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return out
