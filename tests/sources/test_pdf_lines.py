"""A PDF reads in the lines its page lays out: a line the writer ended stays a line, a line that ran to
the margin joins the next; the title is the first line, or the /Title a writer gave."""

from __future__ import annotations

from open_research.sources.extract import read_document


def _pdf(lines: list[str], *, title: str | None = None, wrap: str = "", columns: int = 1) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    if title is not None:
        pdf.set_title(title)
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for line in lines:
        pdf.cell(0, 7, line, new_x="LMARGIN", new_y="NEXT")
    if wrap:
        pdf.multi_cell(0, 7, wrap, new_x="LMARGIN", new_y="NEXT")  # fpdf wraps it at the right margin
    return bytes(pdf.output())


PARAGRAPH = (
    "The ferry timetable changes twice a year and the crew rota follows it, so every skipper should check "
    "the sheet pinned in the mess before signing on for a crossing in the first week of a new timetable."
)


def test_lines_the_writer_ended_stay_lines_and_a_wrapped_paragraph_joins() -> None:
    head = [
        "Harbour crossing notice",
        "Linked to licence HX/2024/00093, first granted on 3 March 2024",
        "Notice effective 14 July 2025",
    ]
    doc = read_document("pdf", _pdf(head, wrap=PARAGRAPH))
    lines = doc.text.splitlines()
    assert lines[:3] == head  # the long second line ends short of the margin: no run-on into the date line
    assert PARAGRAPH in lines  # the paragraph fpdf wrapped reads as one line again
    assert doc.title == "Harbour crossing notice"
    assert (doc.published_at, doc.published_at_basis) == ("2025-07-14", "stated")


def test_a_short_page_of_similar_lines_keeps_them_apart() -> None:
    head = ["Receipt", "Receipt no. 0193/B", "Paid on: 04-05-2025", "Balance due: 12-06-2025", "Mooring, June."]
    assert read_document("pdf", _pdf(head)).text.splitlines() == head


def test_a_writers_title_is_the_title_a_programs_default_is_not() -> None:
    head = ["Mooring fees", "The fees below apply from the spring tide."]
    assert read_document("pdf", _pdf(head, title="Mooring fees and dues")).title == "Mooring fees and dues"
    for default in ("Microsoft Word - fees_v3.docx", "Untitled", "Document1", "fees-final.pdf", "123"):
        assert read_document("pdf", _pdf(head, title=default)).title == "Mooring fees", default


def test_the_layout_steps_give_pypdfs_own_layout_text() -> None:
    import io

    from pypdf import PdfReader

    from open_research.sources.pdf_lines import page_layout

    page = PdfReader(io.BytesIO(_pdf(["Tide table", "High water 06:12   Low water 12:40"], wrap=PARAGRAPH))).pages[0]
    layout = page_layout(page, 0.0)
    assert layout is not None  # pypdf's internal steps are still there (pinned pypdf<8)
    assert layout.text == page.extract_text(extraction_mode="layout", layout_mode_space_vertically=False)
