"""Build the answers benchmark's DOCX and XLSX files (run: ``python benchmarks/data/answers/make_office.py``).

The generated files are checked in; this script is how they were made, so a reader can see their
whole content here. Each states its date in its text, as a saved file's properties do not date it.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from docx import Document
from openpyxl import Workbook

HERE = Path(__file__).resolve().parent
SAVED = dt.datetime(2026, 1, 1)


def docx(path: str, title: str, paragraphs: list[str], table: list[list[str]] | None = None) -> None:
    doc = Document()
    doc.core_properties.title = title
    doc.core_properties.created = SAVED
    doc.core_properties.modified = SAVED
    doc.add_heading(title, level=1)
    for text in paragraphs:
        if text.startswith("## "):
            doc.add_heading(text[3:], level=2)
        elif text.startswith("- "):
            doc.add_paragraph(text[2:], style="List Bullet")
        else:
            doc.add_paragraph(text)
    if table:
        grid = doc.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, cell in enumerate(row):
                grid.cell(r, c).text = cell
    out = HERE / path
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(out))


def xlsx(path: str, title: str, sheet: str, rows: list[list[str]]) -> None:
    book = Workbook()
    ws = book.active
    assert ws is not None
    ws.title = sheet
    book.properties.title = title
    book.properties.created = SAVED
    book.properties.modified = SAVED
    for row in rows:
        ws.append(row)
    out = HERE / path
    out.parent.mkdir(parents=True, exist_ok=True)
    book.save(str(out))


def main() -> None:
    docx(
        "kestrel/sales/discounts-policy.docx",
        "Kestrel discounts policy 2026",
        [
            "Date: 2026-01-20. Owner: Sales Operations.",
            "## Discounts",
            "- Registered non-profit organisations receive 40% off the list price of every plan.",
            "- Schools, colleges and universities receive 30% off.",
            "- Multi-year prepayment (3 years) receives 10% off.",
            "Discounts do not combine; the largest one applies.",
        ],
    )
    xlsx(
        "millbrook/waste/fees-and-charges-2026-27.xlsx",
        "Millbrook fees and charges 2026/27",
        "Waste",
        [
            ["Service", "Charge 2026/27 (approved 10 February 2026)", "Previous charge (2025/26)"],
            ["Garden waste subscription (per bin per year)", "£52", "£48"],
            ["Bulky waste collection (up to 3 items)", "£35", "£32"],
            ["Bulky waste extra item", "£8", "£8"],
            ["Replacement wheelie bin", "£25", "£25"],
        ],
    )
    docx(
        "millbrook/committees/2026-05-12-annual-council-minutes.docx",
        "Annual meeting of Millbrook Town Council, 12 May 2026",
        [
            "Date: 2026-05-12. Minutes of the annual meeting of the council.",
            "## 1. Election of the Mayor",
            "Cllr Priya Nandakumar (Eastfield ward) was elected Mayor of Millbrook for 2026/27, "
            "succeeding Cllr Tom Ashdown, who was thanked for his year in office.",
            "## 2. Election of the Deputy Mayor",
            "Cllr Sam Ferris was elected Deputy Mayor.",
            "## 3. Committee places",
            "Committee places for 2026/27 were agreed as circulated.",
        ],
    )
    docx(
        "orchard/clients/orchard-care-plan.docx",
        "Orchard Care Plan prices 2026",
        [
            "Date: 2026-01-05. Orchard Veterinary Group.",
            "The Orchard Care Plan spreads the cost of routine care over monthly payments: annual "
            "booster, flea and worm treatment, and two health checks a year.",
            "Prices from 1 January 2026 (they replace the 2025 prices of £15.00 for dogs and £12.00 for cats):",
        ],
        table=[
            ["Pet", "Monthly price"],
            ["Dog", "£16.50"],
            ["Cat", "£13.00"],
            ["Rabbit", "£9.50"],
        ],
    )
    docx(
        "tidewater/people/expenses-policy-2026.docx",
        "Tidewater expenses policy 2026",
        [
            "Date: 2026-02-02. This policy replaces the expenses policy of June 2023.",
            "## Mileage",
            "Business mileage in a private car is repaid at 45p per mile for the first 10,000 miles in a tax year.",
            "## Meals",
            "The overnight meal allowance is £28 per night. Alcohol is not reimbursed, except at "
            "trade events approved by the sales director.",
            "## Receipts",
            "Receipts are required for every claim over £10.",
        ],
    )
    xlsx(
        "tidewater/sales/trade-price-list-2026.xlsx",
        "Tidewater trade price list 2026",
        "Trade prices",
        [
            ["Product", "Pack", "Trade price", "Valid from"],
            ["Saltmarsh Pale", "30-litre keg", "£98", "1 May 2026"],
            ["Lantern Stout", "30-litre keg", "£112", "1 May 2026"],
            ["Low Tide Lager", "30-litre keg", "£95", "1 May 2026"],
            ["Saltmarsh Pale", "Case of 12 x 500 ml", "£26", "1 May 2026"],
            ["Keg deposit", "Per keg", "£35", "1 May 2026"],
        ],
    )


if __name__ == "__main__":
    main()
