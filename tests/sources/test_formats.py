"""Office files, tables and wrapped lines are read the way a person reads them, so a quote carries the row."""

from __future__ import annotations

import asyncio
import io
import zipfile

import pytest

from open_research.config import ResearchConfig
from open_research.evidence.citations import verify_report
from open_research.sources.extract import extract_document
from open_research.sources.index import DocumentIndex
from open_research.tools.local import make_local_search

ROWS = [("Round", "Date", "Amount"), ("Seed", "June 2022", "$2M"), ("Series A", "May 2023", "$9M")]
ROWS += [("Series B", "March 2024", "$30M")]
SERIES_B = "Round: Series B; Date: March 2024; Amount: $30M"


def docx_bytes() -> bytes:
    import docx

    d = docx.Document()
    d.add_heading("Funding history", level=1)
    d.add_paragraph("Acme raised three rounds from venture investors.")
    d.add_paragraph("Board seats are listed in the appendix.", style="List Bullet")
    table = d.add_table(rows=len(ROWS), cols=3)
    for r, row in enumerate(ROWS):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def pptx_bytes() -> bytes:
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[5])
    slide.shapes.title.text = "Funding rounds"
    shape = slide.shapes.add_table(len(ROWS), 3, Inches(1), Inches(2), Inches(6), Inches(2))
    for r, row in enumerate(ROWS):
        for c, value in enumerate(row):
            shape.table.cell(r, c).text = value
    notes = deck.slides.add_slide(deck.slide_layouts[1])
    notes.shapes.title.text = "Next steps"
    notes.placeholders[1].text_frame.text = "Hire a finance lead"
    buf = io.BytesIO()
    deck.save(buf)
    return buf.getvalue()


def xlsx_bytes() -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Rounds"
    for row in ROWS:
        sheet.append(list(row))
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


@pytest.mark.parametrize("kind, make", [("docx", docx_bytes), ("pptx", pptx_bytes), ("xlsx", xlsx_bytes)])
def test_office_tables_are_read_row_by_row_with_their_headers(kind, make):
    doc = extract_document(kind, make())
    lines = doc.text.splitlines()
    assert SERIES_B in lines  # the row is one line, read with its column headers
    assert "Round: Seed; Date: June 2022; Amount: $2M" in lines
    assert not any(line.startswith("Round; Date") or "|" in line for line in lines)


def test_docx_title_paragraphs_and_list_items_are_units():
    doc = extract_document("docx", docx_bytes())
    assert doc.title == "Funding history"
    assert "Acme raised three rounds from venture investors." in doc.text.splitlines()
    assert "Board seats are listed in the appendix." in doc.text.splitlines()


def test_csv_markdown_and_html_tables_read_the_same_row():
    csv_text = "\n".join(",".join(r) for r in ROWS).encode()
    md = "# Rounds\n\n| Round | Date | Amount |\n|---|---|---|\n"
    md += "".join(f"| {a} | {b} | **{c}** |\n" for a, b, c in ROWS[1:])
    html = (
        "<html><head><title>Rounds</title></head><body><article><h1>Rounds</h1><p>Our funding so far, "
        "as reported to the board in the annual review of the company.</p><table>"
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in ROWS)
        + "</table></article></body></html>"
    )
    for kind, data in (("csv", csv_text), ("markdown", md.encode()), ("html", html.encode())):
        assert SERIES_B in extract_document(kind, data).text.splitlines(), kind


def test_wrapped_lines_become_sentences_and_markup_leaves_the_quote():
    md = (
        "# Plans\n\nThe full-service subscription at\n**$40 per month** ends on\n31 March 2026, "
        "see [the notice](https://example.com/n).\n\n- first `item`\n- second\n  item\n"
    )
    text = extract_document("markdown", md.encode()).text
    assert "The full-service subscription at $40 per month ends on 31 March 2026, see the notice." in text
    assert "**" not in text and "](" not in text and "`" not in text
    assert "first item\nsecond item" in text
    txt = (
        "Opening hours\n\nThe warehouse opens at 07:00 and closes at 18:00 on weekdays from the\n"
        "first of March, and at 14:00 on Saturdays. Deliveries are accepted until\n17:30.\n"
    )
    body = extract_document("text", txt.encode()).text
    assert "closes at 18:00 on weekdays from the first of March, and at 14:00 on Saturdays." in body
    assert "Deliveries are accepted until 17:30." in body


def test_a_hard_wrapped_html_paragraph_is_one_paragraph_and_pre_keeps_its_lines():
    """Before: each source line of a <p> became its own unit, so a sentence was cut mid-way."""
    html = (
        "<html><head><title>Tool manual</title></head><body><h1>Tool manual</h1>\n"
        "<p><code>packer</code> splits large files\ninto blocks of\n<em>900 kilobytes</em> before it\n"
        "compresses them, so memory use stays bounded.</p>\n"
        "<p>Address:<br>12 Quay Street<br>Harbourtown</p>\n"
        "<pre>usage: packer [-k]\n       packer -d FILE</pre>\n"
        + "<p>Filler paragraph about the manual and its chapters, long enough to be read as text.</p>\n" * 4
        + "</body></html>"
    )
    text = extract_document("html", html.encode()).text
    assert "packer splits large files into blocks of 900 kilobytes before it compresses them, so memory" in text
    assert "Address:\n\n12 Quay Street\n\nHarbourtown" in text  # a <br> still ends a line
    assert "usage: packer [-k]\n" in text  # a <pre> block keeps its lines


def test_code_keeps_its_underscores_and_stars():
    """Before: emphasis rules ran inside code, so ``-D__inline__=`` was quoted as ``-Dinline=``."""
    md = "# Build\n\nOn old compilers pass `-D__inline__=` and call `__init__`; **only** `a*b*c` is special.\n"
    text = extract_document("markdown", md.encode()).text
    assert "pass -D__inline__= and call __init__; only a*b*c is special." in text
    html = (
        "<html><body><p>On old compilers pass <code>-D__inline__=</code> to the build.</p>"
        + ("<p>Filler paragraph about the manual and its chapters, long enough to be read as text.</p>" * 4)
        + "</body></html>"
    )
    assert "pass -D__inline__= to the build." in extract_document("html", html.encode()).text


def test_eml_and_odt_are_read_with_their_dates():
    eml = (
        b"From: a@example.com\nTo: b@example.com\nSubject: Board minutes\nDate: Tue, 14 Oct 2025 09:30:00 +0000\n"
        b"Content-Type: text/plain; charset=utf-8\n\nThe board approved the hub budget.\n"
    )
    doc = extract_document("eml", eml)
    assert (doc.title, doc.published_at, doc.published_at_basis) == ("Board minutes", "2025-10-14", "stated")
    assert "The board approved the hub budget." in doc.text
    content = (
        '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>'
        "<text:h>Fee schedule 2024</text:h><text:p>Standard delivery costs $4.50.</text:p>"
        "</office:text></office:body></office:document-content>"
    )
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        z.writestr("content.xml", content)
    doc = extract_document("odt", buf.getvalue())
    assert doc.title == "Fee schedule 2024" and (doc.published_at, doc.published_at_basis) == ("2024-01-01", "title")
    assert "Standard delivery costs $4.50." in doc.text


def test_a_zip_bomb_dressed_as_a_docx_is_refused_before_inflating():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("word/document.xml", b"\0" * (300 * 1024 * 1024))
    from open_research.sources.extract import Unreadable

    with pytest.raises(Unreadable, match="budget"):
        extract_document("docx", buf.getvalue())


def test_the_series_b_row_is_found_quoted_and_verified_from_each_office_format(tmp_path):
    root = tmp_path / "share"
    root.mkdir()
    (root / "brief.docx").write_bytes(docx_bytes())
    (root / "deck.pptx").write_bytes(pptx_bytes())
    (root / "rounds.xlsx").write_bytes(xlsx_bytes())
    index_file = tmp_path / "i.sqlite"
    summary = DocumentIndex(index_file, hybrid=False).update(root)
    assert sorted(summary.indexed) == ["brief.docx", "deck.pptx", "rounds.xlsx"] and not summary.unsupported
    tool = make_local_search(ResearchConfig(local_index=str(index_file)))
    call = {"type": "tool_call", "name": "local_search", "id": "c1", "args": {"queries": ["Series B amount"]}}
    msg = asyncio.run(tool.ainvoke(call))
    records = msg.artifact
    assert {r["path"].rsplit("/", 1)[-1] for r in records} == {"brief.docx", "deck.pptx", "rounds.xlsx"}
    for rec in records:
        assert SERIES_B in rec["text"]
        out = verify_report(f"The Series B round of March 2024 amounted to $30M [{rec['source_id']}].\n", [rec])
        check = out.citations[0]
        # Every figure agrees but the wording is the writer's: kept (the lexical layer confirms only
        # near-verbatim claims; the verifier model judges the rest), aligned to the row itself.
        assert check.status in ("supported", "unverified"), (rec["path"], check)
        assert "Series B" in check.passage and "$30M" in check.passage
        wrong = verify_report(f"The Series B round of March 2024 amounted to $20M [{rec['source_id']}].\n", [rec])
        assert wrong.citations[0].status in ("unsupported", "contradicted"), (rec["path"], wrong.citations[0])
