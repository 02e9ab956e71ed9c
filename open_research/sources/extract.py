"""One reader for documents, whether a file on disk (``ingest``) or a page fetched from the web (``fetch``).

Bytes of a known kind become a title, reading text, the document's own date with its basis
(``sources.dates``) and its version markers (``sources.versions``), so a document reads the same,
and gets the same date, wherever it comes from:

- HTML via trafilatura (its Markdown output, without what the page hides: ``sources.hidden``), PDF
  via pypdf (``sources.pdf``), Markdown, plain text;
- DOCX, PPTX, XLSX, CSV, ODT and EML via ``sources.office``.

Every kind ends as reading text (``sources.markup``): headings, paragraphs, list items and table
rows (with their headers) as units, wrapped lines joined, markup removed. Heavy kinds (``HEAVY_KINDS``)
are read in a child process killed at a deadline (``sources.worker``), so a hostile file costs its
own time and memory, never the service's. Every failure is an ``Unreadable`` whose message is a
reason a user can act on ("corrupt or unreadable PDF (PdfReadError)").
"""

from __future__ import annotations

import html
import logging
import re
from dataclasses import dataclass, field

from open_research.sources.dates import Basis, content_date, field_lines, iso_date, period_date, stated_date
from open_research.sources.hidden import visible_html, visible_markdown
from open_research.sources.markup import inline_text, join_wrapped, markdown_text, meta_date_values, unwrap_html
from open_research.sources.versions import VersionInfo, read_version

__all__ = [
    "HEAVY_KINDS",
    "MAX_TEXT_CHARS",
    "MEDIA_KINDS",
    "SUFFIX_KINDS",
    "Extracted",
    "Unreadable",
    "aextract_document",
    "clean_title",
    "decode",
    "extract_document",
    "read_document",
]

#: File suffix -> kind of document.
SUFFIX_KINDS = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".txt": "text",
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
    ".docx": "docx",
    ".pptx": "pptx",
    ".xlsx": "xlsx",
    ".xlsm": "xlsx",
    ".csv": "csv",
    ".tsv": "csv",
    ".odt": "odt",
    ".eml": "eml",
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
    "text/csv": "csv",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    "application/vnd.oasis.opendocument.text": "odt",
    "message/rfc822": "eml",
}
#: Kinds read in a bounded child process: parsers of binary or deeply nested formats.
HEAVY_KINDS = frozenset({"pdf", "docx", "pptx", "xlsx", "odt", "html"})
#: Decoded text kept per document; beyond it the document is cut (a data dump, not a document).
MAX_TEXT_CHARS = 5_000_000
MAX_TITLE_CHARS = 200

logging.getLogger("trafilatura").setLevel(logging.ERROR)
logging.getLogger("htmldate").setLevel(logging.ERROR)


class Unreadable(Exception):
    """Bytes that yield no document; the message is the reason shown to the user."""


@dataclass
class Extracted:
    title: str
    text: str
    #: YYYY-MM-DD the document gives itself (metadata, a date line, its title or first lines)
    published_at: str | None
    #: "stated" or "title" (``sources.dates``); a path or file date is added by the index, which knows them
    published_at_basis: Basis | None = None
    version: VersionInfo = field(default_factory=VersionInfo)
    meta_date: object = None  # the reader's metadata date, before ``content_date`` weighs it


def extract_document(
    kind: str,
    data: bytes,
    *,
    charset: str | None = None,
    url: str | None = None,
    path: str | None = None,
    seconds: float | None = None,
) -> Extracted:
    """Title, reading text, date and version of one document of ``kind`` ("html", "pdf", "markdown",
    "text", "docx", ...). ``charset`` is a declared one (an HTTP header's); ``url`` helps HTML
    metadata; ``path`` (relative to its folder, or a URL's path) is read for version markers
    ("archive/"). Heavy kinds run in a child process stopped after ``seconds`` (default
    ``worker.EXTRACT_SECONDS``)."""
    if kind not in HEAVY_KINDS:
        return read_document(kind, data, charset=charset, url=url, path=path)
    from open_research.sources import worker

    try:
        return worker.run_bounded(
            kind, data, seconds=seconds or worker.EXTRACT_SECONDS, charset=charset, url=url, path=path
        )
    except worker.WorkerFailed as exc:
        raise Unreadable(str(exc)) from None


async def aextract_document(
    kind: str,
    data: bytes,
    *,
    charset: str | None = None,
    url: str | None = None,
    path: str | None = None,
    seconds: float | None = None,
) -> Extracted:
    """``extract_document`` for the event loop: heavy kinds hold no thread while they are read."""
    if kind not in HEAVY_KINDS:
        return read_document(kind, data, charset=charset, url=url, path=path)
    from open_research.sources import worker

    try:
        return await worker.arun_bounded(
            kind, data, seconds=seconds or worker.EXTRACT_SECONDS, charset=charset, url=url, path=path
        )
    except worker.WorkerFailed as exc:
        raise Unreadable(str(exc)) from None


def read_document(
    kind: str, data: bytes, *, charset: str | None = None, url: str | None = None, path: str | None = None
) -> Extracted:
    """``extract_document`` in this process, with no deadline (what the child process runs)."""
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
    elif kind in ("docx", "pptx", "xlsx", "odt", "csv", "eml"):
        doc = _office(kind, data, charset)
    else:
        raise Unreadable(f"unsupported kind of document {kind!r}")
    doc.text = _normalise(doc.text)[:MAX_TEXT_CHARS]
    if not doc.text:
        raise Unreadable("no extractable text")
    doc.title = clean_title(doc.title)
    doc.published_at, doc.published_at_basis = content_date(doc.meta_date, doc.title, doc.text)
    doc.version = read_version(doc.title, doc.text, path or "")
    return doc


def _office(kind: str, data: bytes, charset: str | None) -> Extracted:
    from open_research.sources.office import OfficeUnreadable, read_office

    try:
        title, text, meta = read_office(kind, data, decode(data, charset) if kind == "csv" else None)
    except OfficeUnreadable as exc:
        raise Unreadable(str(exc)) from None
    return Extracted(title=title, text=text, published_at=None, meta_date=meta)


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
        body = raw.lstrip("\ufeff")[match.end() :]
        try:
            import yaml

            loaded = yaml.safe_load(match.group(1))
            meta = loaded if isinstance(loaded, dict) else {}
        except Exception:  # malformed front matter: keep the body, lose the metadata
            meta = {}
    heading = re.search(r"^#{1,6}\s+(.+?)\s*#*\s*$", body, re.MULTILINE)
    title = str(meta.get("title") or (inline_text(heading.group(1)) if heading else ""))
    text = markdown_text(visible_markdown(body))  # an HTML comment or hidden span is not shown either
    return Extracted(title=title, text=text, published_at=None, meta_date=_front_matter_date(meta))


#: Front-matter keys that date the document itself (Jekyll, Hugo, Docusaurus, Obsidian, plain notes).
FRONT_MATTER_DATE_KEYS = (
    "date updated last_updated lastupdated last_modified lastmod modified date_modified dateModified "
    "published date_published datePublished publishdate pubdate created reviewed last_reviewed "
    "revised last_revised date_revised amended last_amended edited last_edited updated_at modified_at"
).split()


def _front_matter_date(meta: dict) -> str | None:
    """The latest date the front matter gives the document: an update is the version in force."""
    dates = [iso_date(meta[k]) for k in FRONT_MATTER_DATE_KEYS if meta.get(k) is not None]
    return max((d for d in dates if d), default=None)


def _text(raw: str) -> Extracted:
    lines = [line.strip() for line in raw.strip().splitlines()]
    first = lines[0] if lines else ""
    title = first if 0 < len(first) <= 120 else ""
    return Extracted(title=title, text=join_wrapped(raw), published_at=None)


def _html(raw: str, url: str | None) -> Extracted:
    import trafilatura

    raw = unwrap_html(raw)
    shown = visible_html(raw)  # what a browser shows: text the page hides is no part of what it says

    # the page's metadata only (meta date, article:published_time), never a date guessed from the body;
    # htmldate refuses dates after today by itself
    dates = {"extensive_search": False, "original_date": True}

    def run(fast: bool):
        return trafilatura.bare_extraction(
            shown,
            url=url,
            fast=fast,
            with_metadata=True,
            include_tables=True,
            include_comments=False,
            include_formatting=True,  # Markdown: headings, lists and tables stay recognisable
            favor_recall=True,
            date_extraction_params=dates,
        )

    try:
        # The fast path skips trafilatura's fallback extractors (~1.5x quicker on the Python docs, same
        # text); pages where it finds little get the full treatment.
        doc = run(fast=True)
        if doc is None or len((doc.text or "").strip()) < 200:
            doc = run(fast=False) or doc
        text = markdown_text((getattr(doc, "text", None) or "").strip(), join_lines=False)
        text = text or (trafilatura.html2txt(shown) or "").strip()
    except Exception as exc:  # trafilatura/lxml can fail on pathological markup
        raise Unreadable(f"HTML could not be parsed: {type(exc).__name__}") from None
    if not text:
        raise Unreadable("no extractable text in HTML")
    title = getattr(doc, "title", None) or ""
    if not title.strip():
        m = re.search(r"<title[^>]*>(.*?)</title>", raw, re.I | re.S)
        title = m.group(1) if m else ""
    meta_date = getattr(doc, "date", None)
    if meta_date and not _MARKUP_DATE_RE.search(raw) and iso_date(meta_date) == _heading_date(title, raw):
        meta_date = None  # htmldate read it from the title or heading: the title rule dates the page
    if not meta_date:  # trafilatura skips a page dated only by "dcterms.modified": the latest meta date
        meta_date = max(filter(None, map(iso_date, meta_date_values(raw))), default=None)
    footer = re.search(r"<footer\b[^>]*>(.*?)</footer>", raw, re.I | re.S)
    if not meta_date and footer:  # the text drops the footer: "(c) 2025 Firm | Last updated 5 February 2025"
        meta_date = stated_date(field_lines(html.unescape(re.sub(r"<br\s*/?>|</p>|<[^>]+>", _tag_gap, footer[1]))))
    return Extracted(title=title, text=text, published_at=None, meta_date=meta_date)


#: A date the page's markup declares (a meta tag, a ``<time datetime>``, JSON-LD), not one in its words.
_MARKUP_DATE_RE = re.compile(
    r"<meta\b[^>]*(?:date|time|modified|issued|created)[^>]*>|\bdatetime\s*=|\"date(?:Published|Modified|Created)\"",
    re.I,
)


def _tag_gap(tag: re.Match[str]) -> str:
    return "\n" if re.match(r"<(?:br|/p)", tag.group(), re.I) else " "


def _heading_date(title: str, raw: str) -> str | None:
    """The full date a page's title or first heading names, if any."""
    h1 = re.search(r"<h1[^>]*>(.*?)</h1>", raw, re.I | re.S)
    for words in (title, re.sub(r"<[^>]+>", " ", h1.group(1)) if h1 else ""):
        found = period_date(words, bare_year=False)
        if found and found[1] == 4:
            return found[0]
    return None


def _pdf(data: bytes) -> Extracted:
    from open_research.sources.pdf import PdfUnreadable, read_pdf

    try:
        title, text = read_pdf(data, MAX_TEXT_CHARS)
    except PdfUnreadable as exc:
        raise Unreadable(str(exc)) from None
    return Extracted(title=title, text=text, published_at=None)
