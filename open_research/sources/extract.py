"""One reader for documents, whether a file on disk (``ingest``) or a page fetched from the web (``fetch``).

Bytes of a known kind (HTML via trafilatura, PDF via pypdf, Markdown, plain text) become a title,
plain text and the date the document states about itself (``sources.dates``), so a document reads
the same, and gets the same date, wherever it comes from. Every failure is an ``Unreadable`` whose
message is a reason a user can act on ("corrupt or unreadable PDF (PdfReadError)").
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass

from open_research.sources.dates import STATED, document_date, stated_date

__all__ = ["MEDIA_KINDS", "SUFFIX_KINDS", "Extracted", "Unreadable", "clean_title", "decode", "extract_document"]

#: File suffix -> kind of document.
SUFFIX_KINDS = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".txt": "text",
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
}
#: Media type (Content-Type without parameters) -> kind of document.
MEDIA_KINDS = {
    "text/html": "html",
    "application/xhtml+xml": "html",
    "application/pdf": "pdf",
    "application/x-pdf": "pdf",
    "text/plain": "text",
    "text/markdown": "markdown",
    "text/x-markdown": "markdown",
}
MAX_TITLE_CHARS = 200

logging.getLogger("trafilatura").setLevel(logging.ERROR)
logging.getLogger("htmldate").setLevel(logging.ERROR)
logging.getLogger("pypdf").setLevel(logging.ERROR)


class Unreadable(Exception):
    """Bytes that yield no document; the message is the reason shown to the user."""


@dataclass
class Extracted:
    title: str
    text: str
    published_at: str | None  # YYYY-MM-DD the document states about itself (metadata or a date line)

    @property
    def published_at_basis(self) -> str | None:
        return STATED if self.published_at else None


def extract_document(kind: str, data: bytes, *, charset: str | None = None, url: str | None = None) -> Extracted:
    """Title, plain text and stated date of one document of ``kind`` ("html", "pdf", "markdown",
    "text"). ``charset`` is a declared one (an HTTP header's); ``url`` helps HTML metadata."""
    if not data.strip():
        raise Unreadable("empty file")
    if kind == "pdf":
        doc = _pdf(data)
    elif kind == "html":
        doc = _html(decode(data, charset), url)
    elif kind == "markdown":
        doc = _markdown(decode(data, charset))
    elif kind == "text":
        doc = _text(decode(data, charset))
    else:
        raise Unreadable(f"unsupported kind of document {kind!r}")
    doc.text = _normalise(doc.text)
    if not doc.text:
        raise Unreadable("no extractable text")
    doc.title = clean_title(doc.title)
    return doc


def decode(data: bytes, charset: str | None = None) -> str:
    """Text from bytes: in the declared charset when there is one, else UTF-8 (with or without a BOM),
    else the best guess; binary content that happens to be labelled as text is refused."""
    if charset:
        try:
            return data.decode(charset, errors="replace")
        except LookupError:  # an unknown charset name: read it as if none was declared
            pass
    if b"\x00" in data[:8192]:
        raise Unreadable("binary content (NUL bytes) in a text file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        raise Unreadable("binary content (no text encoding fits)")
    return str(best)


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00b6", "")
    text = re.sub(r"[ \t\f\v]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()


def clean_title(title: str | None) -> str:
    """One line, no heading marks or pilcrows (Sphinx's header links), at most ``MAX_TITLE_CHARS``."""
    if not title:
        return ""
    title = re.sub(r"\s+", " ", str(title).replace("\u00b6", "")).strip().strip("#").strip()
    return title[:MAX_TITLE_CHARS]


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)


def _markdown(raw: str) -> Extracted:
    meta: dict = {}
    body = raw
    match = _FRONT_MATTER.match(raw.lstrip("\ufeff"))
    if match:
        body = raw[match.end() :]
        try:
            import yaml

            loaded = yaml.safe_load(match.group(1))
            meta = loaded if isinstance(loaded, dict) else {}
        except Exception:  # malformed front matter: keep the body, lose the metadata
            meta = {}
    heading = re.search(r"^#{1,6}\s+(.+?)\s*#*\s*$", body, re.MULTILINE)
    title = str(meta.get("title") or (heading.group(1) if heading else ""))
    return Extracted(title=title, text=body, published_at=document_date(meta.get("date"), body))


def _text(raw: str) -> Extracted:
    lines = [line.strip() for line in raw.strip().splitlines()]
    first = lines[0] if lines else ""
    title = first if 0 < len(first) <= 120 else ""
    return Extracted(title=title, text=raw, published_at=stated_date(raw))


def _html(raw: str, url: str | None) -> Extracted:
    import trafilatura

    # the page's metadata only (meta date, article:published_time), never a date guessed from the body;
    # htmldate refuses dates after today by itself
    dates = {"extensive_search": False, "original_date": True}

    def run(fast: bool):
        return trafilatura.bare_extraction(
            raw,
            url=url,
            fast=fast,
            with_metadata=True,
            include_tables=True,
            include_comments=False,
            favor_recall=True,
            date_extraction_params=dates,
        )

    try:
        # The fast path skips trafilatura's fallback extractors (~1.5x quicker on the Python docs, same
        # text); pages where it finds little get the full treatment.
        doc = run(fast=True)
        if doc is None or len((doc.text or "").strip()) < 200:
            doc = run(fast=False) or doc
        text = (getattr(doc, "text", None) or "").strip() or (trafilatura.html2txt(raw) or "").strip()
    except Exception as exc:  # trafilatura/lxml can fail on pathological markup
        raise Unreadable(f"HTML could not be parsed: {type(exc).__name__}") from None
    if not text:
        raise Unreadable("no extractable text in HTML")
    title = getattr(doc, "title", None) or ""
    if not title.strip():
        m = re.search(r"<title[^>]*>(.*?)</title>", raw, re.I | re.S)
        title = m.group(1) if m else ""
    # the page's own metadata first, then a "Published ..." line near the top of its text
    return Extracted(title=title, text=text, published_at=document_date(getattr(doc, "date", None), text))


def _pdf(data: bytes) -> Extracted:
    """PDF text and title. Its CreationDate says when the file was made, not when the document was
    published, so only a date the text states counts."""
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise Unreadable("encrypted PDF")
        pages = [page.extract_text() or "" for page in reader.pages]
        meta = reader.metadata
        title = (meta.title if meta else None) or ""
    except Unreadable:
        raise
    except Exception as exc:  # pypdf raises many types on damaged files
        raise Unreadable(f"corrupt or unreadable PDF ({type(exc).__name__})") from None
    text = "\n\n".join(p.strip() for p in pages if p.strip())
    if not title and text:
        title = text.strip().splitlines()[0][:120]
    return Extracted(title=str(title), text=text, published_at=stated_date(text))
