"""A spreadsheet's caption line above its column headers is read as a caption: each row keeps its own
columns' headers, so this year's price and last year's are told apart in a quote."""

from __future__ import annotations

import io

from open_research.sources.extract import extract_document
from open_research.sources.markup import table_rows


def sheet_with_caption() -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Room hire rates agreed by the trustees on 3 March 2026", None, None])
    sheet.append(["Room", "From April 2026", "Until March 2026"])
    sheet.append(["Main hall (per hour)", "£32", "£28"])
    sheet.append(["Small meeting room (per hour)", "£14", "£12"])
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def test_a_caption_row_does_not_become_the_first_columns_header():
    text = extract_document("xlsx", sheet_with_caption()).text
    lines = text.splitlines()
    assert lines[0] == "Room hire rates agreed by the trustees on 3 March 2026"
    assert "Room: Main hall (per hour); From April 2026: £32; Until March 2026: £28" in lines
    assert not any(line.startswith("Room hire rates agreed by the trustees on 3 March 2026:") for line in lines)


def test_a_one_cell_header_over_amounts_is_still_the_header():
    # "Item" heads the first column and the price column has no header: the rows are data, not captions
    assert table_rows([["Item", ""], ["Tea", "£1.20"], ["Coffee", "£1.80"]]) == [
        "Item: Tea; £1.20",
        "Item: Coffee; £1.80",
    ]


def test_a_table_without_caption_reads_as_before():
    rows = [["Round", "Date"], ["Seed", "June 2022"], ["Series A", "May 2023"]]
    assert table_rows(rows) == ["Round: Seed; Date: June 2022", "Round: Series A; Date: May 2023"]


def test_several_caption_rows_above_the_headers_are_all_captions():
    rows = [
        ["Boat storage charges for the season from 1 April 2026", "", ""],
        ["Approved by the club committee on 9 January 2026", "", ""],
        ["Space", "2026 season", "2025 season (last year)"],
        ["Dinghy rack", "£40", "£35"],
        ["Trailer park", "£55", "£50"],
    ]
    assert table_rows(rows) == [
        "Boat storage charges for the season from 1 April 2026",
        "Approved by the club committee on 9 January 2026",
        "Space: Dinghy rack; 2026 season: £40; 2025 season (last year): £35",
        "Space: Trailer park; 2026 season: £55; 2025 season (last year): £50",
    ]
