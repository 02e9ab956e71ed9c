"""A PDF table reads row by row with its column headers, like the same table in any other format."""

from __future__ import annotations

from open_research.sources.extract import read_document


def _pdf(draw) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    draw(pdf)
    return bytes(pdf.output())


def _line(pdf, text: str) -> None:
    pdf.multi_cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")


def _row(pdf, cells: list[str], widths: list[int]) -> None:
    for cell, width in zip(cells, widths, strict=True):
        pdf.cell(width, 7, cell)
    pdf.ln(7)


def test_a_pdf_table_row_keeps_its_column_headers():
    def draw(pdf):
        _line(pdf, "Harbour ferry fares from 1 June. The fares below apply on every crossing of the sound.")
        widths = [50, 45, 45]
        _row(pdf, ["Ticket", "Single", "Return"], widths)
        _row(pdf, ["Adult", "7.20 crowns", "12.50 crowns"], widths)
        _row(pdf, ["Child under 12", "3.60 crowns", "6.00 crowns"], widths)
        _line(pdf, "Bicycles travel free on every sailing.")

    text = read_document("pdf", _pdf(draw)).text
    assert "Ticket: Adult; Single: 7.20 crowns; Return: 12.50 crowns" in text.splitlines()
    assert "Ticket: Child under 12; Single: 3.60 crowns; Return: 6.00 crowns" in text.splitlines()
    assert "The fares below apply on every crossing of the sound." in text
    assert "Bicycles travel free on every sailing." in text
    assert "Ticket Single Return" not in text


def test_a_wrapped_cell_stays_in_its_row():
    def draw(pdf):
        widths = [60, 60]
        _row(pdf, ["Crossing", "First sailing"], widths)
        _row(pdf, ["North quay to", "06:10 on weekdays"], widths)
        _row(pdf, ["", "07:30 on Sundays"], widths)
        _row(pdf, ["Island pier", "06:45 every day"], widths)

    lines = read_document("pdf", _pdf(draw)).text.splitlines()
    assert "Crossing: North quay to; First sailing: 06:10 on weekdays 07:30 on Sundays" in lines
    assert "Crossing: Island pier; First sailing: 06:45 every day" in lines


def test_a_field_list_and_prose_are_not_read_as_a_table():
    def draw(pdf):
        widths = [40, 80]
        _row(pdf, ["Issued:", "2 May 2025"], widths)
        _row(pdf, ["Reference:", "HF/031"], widths)
        _row(pdf, ["Revision 2", "12.02.2025"], widths)
        _row(pdf, ["Revision 1", "20.01.2025"], widths)
        _line(pdf, "The timetable changes on 1 June. Sailings leave the north quay every forty minutes.")

    text = read_document("pdf", _pdf(draw)).text
    assert "Issued: 2 May 2025" in text and "Reference: HF/031" in text
    assert "Revision 2: Revision 1" not in text and "12.02.2025: 20.01.2025" not in text
    assert "Sailings leave the north quay every forty minutes." in text


def test_a_first_cell_wrapped_around_its_rows_values_stays_whole():
    """A table drawn with its cells' text centred on the row: the first column wraps onto lines above
    and below the row's values, and a header wraps above the header line."""

    def draw(pdf):
        from fpdf.enums import Align

        _line(pdf, "Pitch hire at Osterby parks from 1 May 2026. The prices below replace the 2025 prices.")
        with pdf.table(col_widths=(40, 40, 40, 20), text_align=Align.L, v_align="M", line_height=5) as table:
            for cells in (
                ("Pitch", "Junior clubs (per session)", "Adult clubs (per session)", "Size"),
                ("Meadow Pitch, Osterby Upper Park", "£21", "£38", "Full"),
                ("Small pitch, Holm Green", "£9", "£16", "Half"),
                ("Court, Ferry Lane", "£7", "£12", "Five"),
            ):
                row = table.row()
                for cell in cells:
                    row.cell(cell)
        _line(pdf, "Bookings are taken up to eight weeks ahead.")

    lines = read_document("pdf", _pdf(draw)).text.splitlines()
    assert any(line.startswith("Pitch: Meadow Pitch, Osterby Upper Park; ") and "£21" in line for line in lines), lines
    assert any(line.startswith("Pitch: Small pitch, Holm Green; ") and "£9" in line for line in lines), lines
    assert any(line.startswith("Pitch: Court, Ferry Lane; ") and "£7" in line for line in lines), lines


def test_a_first_cell_centred_on_its_rows_values_is_read_whole():
    """The layout text of a table whose cells are centred on the row: a cell's first line above the
    values, its last below; a header cell wrapped above the header line. The plain text prints each
    cell's lines together, which tells the centred reading from the top-aligned one."""
    from open_research.sources.pdf_tables import page_tables, split_tables

    layout = "\n".join(
        [
            "Pitch hire from 1 May 2026.",
            "                         Junior clubs (per",
            "Pitch                    session)                Adult clubs          Size",
            "Meadow Pitch,",
            "Osterby Upper            £21                     £38                  Full",
            "Park",
            "Small pitch, Holm",
            "Green                    £9                      £16                  Half",
            "Court, Ferry Lane        £7                      £12                  Five",
            "Bookings are taken up to eight weeks ahead.",
        ]
    )
    plain = "\n".join(
        [
            "Pitch hire from 1 May 2026.",
            "Pitch",
            "Junior clubs (per",
            "session)",
            "Adult clubs Size",
            "Meadow Pitch,",
            "Osterby Upper",
            "Park",
            "£21 £38 Full",
            "Small pitch, Holm",
            "Green",
            "£9 £16 Half",
            "Court, Ferry Lane £7 £12 Five",
            "Bookings are taken up to eight weeks ahead.",
        ]
    )
    parts = split_tables(plain, page_tables(layout))
    rows = next(p for p in parts if isinstance(p, list))
    assert rows == [
        "Pitch: Meadow Pitch, Osterby Upper Park; Junior clubs (per session): £21; Adult clubs: £38; Size: Full",
        "Pitch: Small pitch, Holm Green; Junior clubs (per session): £9; Adult clubs: £16; Size: Half",
        "Pitch: Court, Ferry Lane; Junior clubs (per session): £7; Adult clubs: £12; Size: Five",
    ]
    assert parts[-1] == "Bookings are taken up to eight weeks ahead."
