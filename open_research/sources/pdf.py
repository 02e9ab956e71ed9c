"""A PDF as reading text: its pages' words with wrapped lines joined and tables read row by row.

Its CreationDate says when the file was made, not when the document was published, so only what
the text says dates it (the reader's ``content_date``); this module gives title and text. Pages
that share one content stream (the same object: a "PDF bomb" repeats one huge stream on every
page) are read once, and a page with megabytes of drawing operators not at all. A table on a page
reads as Markdown, DOCX and XLSX tables do, each row with its column headers (``sources.pdf_tables``).
"""

from __future__ import annotations

import io
import logging
import re

from open_research.sources.markup import join_wrapped
from open_research.sources.pdf_lines import PageLayout, page_layout, text_starts
from open_research.sources.pdf_tables import page_tables, split_tables

__all__ = ["MAX_PAGE_CONTENT_BYTES", "PdfUnreadable", "read_pdf"]

#: A PDF page whose drawing operators decode to more than this is not read (pypdf needs about ten
#: seconds per megabyte of operators; a page of prose holds a few kilobytes).
MAX_PAGE_CONTENT_BYTES = 2 * 1024 * 1024

logging.getLogger("pypdf").setLevel(logging.ERROR)


class PdfUnreadable(Exception):
    """The file cannot be read; the message says why."""


def read_pdf(data: bytes, max_chars: int = 5_000_000) -> tuple[str, str]:
    """Title and reading text of a PDF; reading stops once ``max_chars`` of text are read."""
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise PdfUnreadable("encrypted PDF")
        pages, seen, size = [], set(), 0
        for page in reader.pages:
            key = _contents_key(page)
            if key is not None and key in seen:
                continue
            if key is not None:
                seen.add(key)
            if _content_bytes(page) > MAX_PAGE_CONTENT_BYTES:
                continue  # megabytes of drawing operators: a plot or a bomb, no prose worth its minutes
            starts, visit = text_starts()
            text = page.extract_text(visitor_text=visit) or ""
            pages.append(_page_text(page, text, min(starts, default=None)))
            size += len(text)
            if size > max_chars:
                break
        meta = reader.metadata
        title = _sensible_title((meta.title if meta else None) or "")
    except PdfUnreadable:
        raise
    except MemoryError:
        raise PdfUnreadable("PDF too large to read") from None
    except Exception as exc:  # pypdf raises many types on damaged files
        raise PdfUnreadable(f"corrupt or unreadable PDF ({type(exc).__name__})") from None
    text = "\n\n".join(p.strip() for p in pages if p.strip())
    if not title and text:
        title = text.strip().splitlines()[0][:MAX_TITLE_CHARS]
    return str(title), text


#: A first line longer than this is a paragraph, not a title: the title is cut there.
MAX_TITLE_CHARS = 120
#: What a writing program puts in /Title when the writer gave none: a file name, "Untitled", "Document1",
#: "Microsoft Word - notes.docx", "Slide 1".
_NO_TITLE_RE = re.compile(
    r"^(?:untitled\b.*|document\s*\d*|slide\s*\d+|(?:microsoft\s+\w+|word|powerpoint)\s+-\s+.*|"
    r".*\.(?:docx?|pdf|pptx?|xlsx?|odt|rtf|txt|indd|pages|tex|html?|qxp|pub|dot[xm]?))$",
    re.I,
)


def _sensible_title(title: str) -> str:
    """The PDF's /Title when a writer gave it one, else "" (the first line is the title)."""
    title = " ".join(str(title).split())
    if not re.search(r"[^\W\d_]{2}", title) or _NO_TITLE_RE.match(title):
        return ""
    return title


def _page_text(page: object, plain: str, left: float | None = None) -> str:
    """One page as reading text: prose with the lines that wrapped joined (where the page's layout shows
    them running to the margin: ``sources.pdf_lines``), each table a block of rows."""
    tables = []
    layout: PageLayout | None = None
    if plain.count("\n") >= 1:
        try:
            layout = page_layout(page, left)
            grid = layout.text if layout else _layout_text(page)
            tables = page_tables(grid or "")
        except Exception:  # noqa: BLE001 - the layout is a refinement: without it the plain text stands
            tables = []
    wrapped = layout.wrapped if layout else None
    if not tables:
        return join_wrapped(plain, wrapped)
    parts = split_tables(plain, tables)
    read = (join_wrapped(x, wrapped) if isinstance(x, str) else "\n".join(x) for x in parts)
    return "\n\n".join(p for p in read if p)


def _layout_text(page: object) -> str:
    """pypdf's public layout text, when its steps could not be run one by one (``sources.pdf_lines``)."""
    return page.extract_text(extraction_mode="layout", layout_mode_space_vertically=False)  # type: ignore[attr-defined]


def _content_bytes(page: object) -> int:
    """Decoded size of a page's content streams (0 when it has none)."""
    contents = page.get_contents()  # type: ignore[attr-defined]
    return len(contents.get_data()) if contents is not None else 0


def _contents_key(page: object) -> tuple[int, ...] | None:
    """The object numbers of a page's content streams, or None when they are inline."""
    try:
        raw = page.raw_get("/Contents")  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no /Contents: an empty page
        return None
    refs = raw if isinstance(raw, list) else [raw]
    nums = tuple(getattr(r, "idnum", -1) for r in refs)
    return None if -1 in nums or not nums else nums
