"""Office documents as reading text: Word (DOCX), PowerPoint (PPTX), Excel (XLSX), CSV, OpenDocument
text (ODT) and e-mail (EML).

Each reader returns (title, text, metadata date) in the shape ``sources.extract`` finishes: headings,
paragraphs and list items as their own lines, every table row read with its column headers
(``markup.table_rows``). Office files are zip archives, so their declared unpacked size is checked
against the decoded-bytes budget before anything is inflated; a spreadsheet is read up to
``MAX_ROWS`` rows. File properties (created, modified) say when a file was saved, not when the
document was written, so they never date it; an e-mail's Date header does.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import zipfile
from collections.abc import Iterable, Iterator
from typing import Any

from open_research.sources.markup import inline_text, table_rows

__all__ = ["MAX_ROWS", "MAX_UNPACKED_BYTES", "OfficeUnreadable", "read_office"]

#: Largest total declared unpacked size of an office file's parts.
MAX_UNPACKED_BYTES = 200 * 1024 * 1024
#: Rows read per sheet (a data dump beyond this is not a document).
MAX_ROWS = 20_000

Read = tuple[str, str, object]  # (title, text, metadata date or None)


class OfficeUnreadable(Exception):
    """The file cannot be read; the message says why."""


def read_office(kind: str, data: bytes, text: str | None = None) -> Read:
    """Title, reading text and metadata date of one office document of ``kind``; ``text`` is the
    decoded text of a CSV."""
    if kind in ("docx", "pptx", "xlsx", "odt"):
        _check_zip(data)
    try:
        if kind == "docx":
            return _docx(data)
        if kind == "pptx":
            return _pptx(data)
        if kind == "xlsx":
            return _xlsx(data)
        if kind == "odt":
            return _odt(data)
        if kind == "csv":
            return _csv(text or "")
        if kind == "eml":
            return _eml(data)
    except OfficeUnreadable:
        raise
    except MemoryError:
        raise OfficeUnreadable(f"{kind.upper()} file too large to read") from None
    except Exception as exc:  # the libraries raise many types on damaged files
        raise OfficeUnreadable(f"corrupt or unreadable {kind.upper()} file ({type(exc).__name__})") from None
    raise OfficeUnreadable(f"unsupported kind of document {kind!r}")


def _check_zip(data: bytes) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            unpacked = sum(i.file_size for i in z.infolist())
    except zipfile.BadZipFile:
        raise OfficeUnreadable("not a valid office file (not a zip archive)") from None
    if unpacked > MAX_UNPACKED_BYTES:
        raise OfficeUnreadable(
            f"unpacks to {unpacked // (1024 * 1024)} MB, over the {MAX_UNPACKED_BYTES >> 20} MB budget"
        )


def _title(props: Any) -> str:
    return str(getattr(props, "title", "") or "").strip()


# ---------------------------------------------------------------- Word
def _docx(data: bytes) -> Read:
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    document = docx.Document(io.BytesIO(data))
    blocks: list[str] = []
    first_heading = ""
    for item in document.iter_inner_content():
        if isinstance(item, Paragraph):
            text = _shown_text(item).strip()
            if not text:
                continue
            style = (item.style.name if item.style is not None else "") or ""
            if not first_heading and style.startswith(("Title", "Heading")):
                first_heading = text
            blocks.append(text)
        elif isinstance(item, Table):
            rows = [[_dedupe_merged(c.text for c in row.cells)] for row in item.rows]
            blocks.extend(table_rows(r[0] for r in rows))
    title = _title(document.core_properties) or first_heading
    return title, "\n".join(blocks), None


def _shown_text(paragraph: Any) -> str:
    """A paragraph's text without its hidden runs (Word's "Hidden" font: never shown or printed)."""
    from docx.text.run import Run

    parts = list(paragraph.iter_inner_content())
    if not any(isinstance(p, Run) and p.font.hidden for p in parts):
        return str(paragraph.text)
    return "".join(p.text for p in parts if not (isinstance(p, Run) and p.font.hidden))


def _dedupe_merged(cells: Iterable[str]) -> list[str]:
    """A merged cell is returned once per grid column it spans; keep it once."""
    out: list[str] = []
    for c in cells:
        if out and c == out[-1] and c:
            out.append("")
        else:
            out.append(c)
    return out


# ---------------------------------------------------------------- PowerPoint
def _pptx(data: bytes) -> Read:
    from pptx import Presentation

    deck = Presentation(io.BytesIO(data))
    blocks: list[str] = []
    first_title = ""
    for n, slide in enumerate(deck.slides, 1):
        title_shape = slide.shapes.title
        heading = title_shape.text_frame.text.strip() if title_shape is not None and title_shape.has_text_frame else ""
        first_title = first_title or heading
        blocks.append(heading or f"Slide {n}")
        for shape in _shapes(slide.shapes):
            if title_shape is not None and shape.shape_id == title_shape.shape_id:
                continue
            if getattr(shape, "has_table", False) and shape.has_table:
                blocks.extend(table_rows([c.text for c in row.cells] for row in shape.table.rows))
            elif getattr(shape, "has_text_frame", False) and shape.has_text_frame:
                blocks.extend(p for p in (_pptx_para(par) for par in shape.text_frame.paragraphs) if p)
        blocks.append("")
    return _title(deck.core_properties) or first_title, "\n".join(blocks).replace("\n\n\n", "\n\n"), None


def _shapes(shapes: Any) -> Iterator[Any]:
    for shape in shapes:
        if getattr(shape, "shape_type", None) == 6:  # MSO_SHAPE_TYPE.GROUP
            yield from _shapes(shape.shapes)
        else:
            yield shape


def _pptx_para(par: Any) -> str:
    return "".join(run.text for run in par.runs).strip() or par.text.strip()


# ---------------------------------------------------------------- spreadsheets
def _xlsx(data: bytes) -> Read:
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    try:
        blocks: list[str] = []
        for sheet in book.worksheets:
            rows = []
            for n, row in enumerate(sheet.iter_rows(values_only=True)):
                if n >= MAX_ROWS:
                    break
                rows.append([_value(v) for v in row])
            lines = table_rows(rows)
            if lines:
                blocks.append(f"{sheet.title}\n" + "\n".join(lines) if len(book.worksheets) > 1 else "\n".join(lines))
        title = _title(book.properties)
    finally:
        book.close()
    return title, "\n\n".join(blocks), None


def _value(v: object) -> str:
    if isinstance(v, dt.datetime):
        return v.date().isoformat() if v.time() == dt.time() else v.isoformat(sep=" ", timespec="minutes")
    if isinstance(v, dt.date):
        return v.isoformat()
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return "" if v is None else str(v)


def _csv(text: str) -> Read:
    sample = text[:8192]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    rows = []
    for n, row in enumerate(csv.reader(io.StringIO(text), dialect)):
        if n >= MAX_ROWS:
            break
        rows.append(row)
    return "", "\n".join(table_rows(rows)), None


# ---------------------------------------------------------------- OpenDocument text
_ODF = {
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "dc": "http://purl.org/dc/elements/1.1/",
}


def _odt(data: bytes) -> Read:
    from lxml import etree

    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = etree.fromstring(z.read("content.xml"), parser)
        meta = etree.fromstring(z.read("meta.xml"), parser) if "meta.xml" in z.namelist() else None
    t, tb = "{" + _ODF["text"] + "}", "{" + _ODF["table"] + "}"
    blocks: list[str] = []

    def text_of(el: Any) -> str:
        return " ".join("".join(el.itertext()).split())

    body = root.find(f"{{{_ODF['office']}}}body")
    for el in (body if body is not None else root).iter(f"{t}h", f"{t}p", f"{tb}table"):
        if el.tag == f"{tb}table":
            rows = [[text_of(c) for c in r.iter(f"{tb}table-cell")] for r in el.iter(f"{tb}table-row")]
            blocks.extend(table_rows(rows))
        elif not any(a.tag in (f"{tb}table-cell",) for a in el.iterancestors()):
            text = text_of(el)
            if text:
                blocks.append(text)
    title = ""
    if meta is not None:
        found = meta.find(f".//{{{_ODF['dc']}}}title")
        title = (found.text or "").strip() if found is not None else ""
    first = next((b for b in blocks if b), "")
    return title or first[:120], "\n".join(blocks), None


# ---------------------------------------------------------------- e-mail
def _eml(data: bytes) -> Read:
    import email
    import email.policy
    from email.utils import parsedate_to_datetime

    msg = email.message_from_bytes(data, policy=email.policy.default)
    subject = str(msg.get("Subject", "") or "").strip()
    sent = None
    if msg.get("Date"):
        try:
            sent = parsedate_to_datetime(str(msg["Date"])).date()
        except (TypeError, ValueError, IndexError):
            sent = None
    part = msg.get_body(preferencelist=("plain", "html"))
    body = ""
    if part is not None:
        content = part.get_content()
        body = str(content)
        if part.get_content_type() == "text/html":
            import trafilatura

            body = trafilatura.html2txt(body) or inline_text(body)
    head = [f"{k}: {msg[k]}" for k in ("From", "To", "Date") if msg.get(k)]
    return subject, "\n".join(head) + "\n\n" + body, sent
