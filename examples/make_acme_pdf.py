"""Rebuild examples/acme/policies/warehouse-safety-manual-2026.pdf with pypdf only (no extra dependency).

The demo corpus needs one real PDF; this keeps it reproducible and tiny. Run:
    python examples/make_acme_pdf.py
"""

from __future__ import annotations

import datetime as dt
import textwrap
from pathlib import Path

from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

OUT = Path(__file__).parent / "acme" / "policies" / "warehouse-safety-manual-2026.pdf"
TITLE = "Warehouse safety manual 2026"
PAGES = [
    [
        "Acme Logistics - Warehouse safety manual 2026",
        "Date: 2026-01-12",
        "Owner: Linda de Groot, safety officer",
        "",
        "1. Pallets and racking",
        "The racking in the Rotterdam warehouse is certified for a maximum of 1,000 kg per pallet place.",
        "Pallets heavier than 1,000 kg must not be put into the racks; they are stored on the floor in",
        "zone F. The maximum height including the pallet is 1.80 m.",
        "",
        "2. Forklifts and reach trucks",
        "Only certified drivers may operate forklifts. Speed limit inside the warehouse: 6 km/h.",
        "Pedestrians use the green walkways. Never walk under a raised load.",
    ],
    [
        "3. Personal protective equipment",
        "Safety shoes and a high-visibility vest are compulsory in the warehouse at all times.",
        "Cut-resistant gloves are required when opening cartons with a knife.",
        "",
        "4. Emergencies",
        "Fire alarm: leave by the nearest exit and gather at assembly point A (car park north).",
        "First aid posts are at the inbound office, the outbound office and the canteen.",
        "Report every accident and near miss the same day to safety@acme-logistics.example.",
    ],
]


def _page_stream(lines: list[str]) -> bytes:
    ops = ["BT", "/F1 11 Tf", "14 TL", "56 790 Td"]
    for line in lines:
        for part in textwrap.wrap(line, 95) or [""]:
            safe = part.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            ops.append(f"({safe}) Tj T*")
    ops.append("ET")
    return "\n".join(ops).encode("latin-1")


def build(out: Path = OUT) -> Path:
    writer = PdfWriter()
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
            NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
        }
    )
    font_ref = writer._add_object(font)
    for lines in PAGES:
        page = writer.add_blank_page(width=595, height=842)
        stream = DecodedStreamObject()
        stream.set_data(_page_stream(lines))
        page[NameObject("/Contents")] = writer._add_object(stream)
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font_ref})}
        )
    stamp = dt.datetime(2026, 1, 12, 9, 0, tzinfo=dt.timezone.utc)
    writer.add_metadata({"/Title": TITLE, "/Author": "Acme Logistics", "/CreationDate": stamp.strftime("D:%Y%m%d%H%M%SZ")})
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("wb") as fh:
        writer.write(fh)
    return out


if __name__ == "__main__":
    print(build())
