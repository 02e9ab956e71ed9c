"""Write the document-dating benchmark's share: 1342 documents shaped like an organisation's files.

Department folders, several formats (Markdown, text, HTML, PDF, DOCX, PPTX, XLSX, CSV, EML), dates
only in titles, periods, paths or first lines, archived and superseded vintages, tables and wrapped
lines. Labels (``labels.csv``: date, basis, status, half) were written by hand from these texts, as
a careful reader would date them, before the reader was run on them. Every file gets one
modification time, as in a copied or freshly cloned folder, so no file date can help.

``DOCS`` are the first 66 (a logistics company's share); ``held2.HELD2`` are 58 more (a university's
share), written and labelled on 2026-12-02 as a second held-out batch before any code change;
``held3.HELD3`` (a hospital trust's share) are the third, ``held4.HELD4`` (a law practice's
share) the fourth and ``held5.HELD5`` (an engineering consultancy's share) the fifth, written and
labelled the same way; ``held6.HELD6`` (a secondary school's), ``held7.HELD7`` (a local
newspaper's) and ``held8.HELD8`` (a regional water utility's share, 76 documents) follow, then
``held9.HELD9`` (a software-as-a-service company's share, 61 documents), ``held10.HELD10`` (a
national charity's share, 59 documents), ``held11.HELD11`` (a city council's share, 54 documents) and
``held12.HELD12`` (a regional airport operator's share, 55 documents); ``held13.HELD13`` (a regional
museums and galleries trust's share, 60 documents) and ``held14.HELD14`` (a food manufacturer's share,
60 documents) were written and labelled the same way on 2026-12-04, and so were ``held15.HELD15`` (a
hotel group's share, 60 documents) and ``held16.HELD16`` (a building contractor's share, 60 documents);
``held17.HELD17`` (a GP surgery partnership and community pharmacy's share, 60 documents) and
``held18.HELD18`` (a professional football club's share, 60 documents) followed the same day, and
so did ``held19.HELD19`` (an insurance brokerage's share, 60 documents) and ``held20.HELD20`` (a
regional theatre and arts centre's share, 60 documents); ``held21.HELD21`` (a housing association's
share, 60 documents) and ``held22.HELD22`` (an agricultural co-operative's share, with its feed mill and
farm shop, 60 documents) were written and labelled the same way on 2026-12-06.

    python benchmarks/data/doc_dates/make.py OUT_DIR
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from held2 import HELD2  # noqa: E402
from held3 import HELD3  # noqa: E402
from held4 import HELD4  # noqa: E402
from held5 import HELD5  # noqa: E402
from held6 import HELD6  # noqa: E402
from held7 import HELD7  # noqa: E402
from held8 import HELD8  # noqa: E402
from held9 import HELD9  # noqa: E402
from held10 import HELD10  # noqa: E402
from held11 import HELD11  # noqa: E402
from held12 import HELD12  # noqa: E402
from held13 import HELD13  # noqa: E402
from held14 import HELD14  # noqa: E402
from held15 import HELD15  # noqa: E402
from held16 import HELD16  # noqa: E402
from held17 import HELD17  # noqa: E402
from held18 import HELD18  # noqa: E402
from held19 import HELD19  # noqa: E402
from held20 import HELD20  # noqa: E402
from held21 import HELD21  # noqa: E402
from held22 import HELD22  # noqa: E402

#: The one modification time every file gets (2026-11-30 12:00 UTC): a copied folder.
COPIED_MTIME = 1796040000.0

FILLER = (
    "The team reviewed the figures with the department heads and agreed the actions listed below. "
    "Questions about this document go to the owner named in the contacts section."
)


def para(*sentences: str) -> str:
    return " ".join(sentences)


# (relative path, title or None, lines of body text). Formats are chosen by suffix.
DOCS: list[tuple[str, str | None, list[str]]] = [
    (
        "ops/reports/2024/ops-report-q1.docx",
        "Quarterly operations report Q1 2024",
        [
            "Prepared by the Operations team, April 2024",
            "Parcels handled rose to 1.2 million in the first quarter.",
            "TABLE|Site|Parcels|On time|North|640,000|96%|South|560,000|94%",
            FILLER,
        ],
    ),
    (
        "ops/reports/2025/ops-report-q1.docx",
        "Quarterly operations report Q1 2025",
        [
            "Prepared by the Operations team, April 2025",
            "Parcels handled rose to 1.4 million in the first quarter.",
            "TABLE|Site|Parcels|On time|North|720,000|97%|South|680,000|95%",
            FILLER,
        ],
    ),
    (
        "ops/reports/2026/ops-report-q1.docx",
        "Quarterly operations report Q1 2026",
        [
            "Prepared by the Operations team, April 2026",
            "Parcels handled reached 1.6 million in the first quarter.",
            "TABLE|Site|Parcels|On time|North|810,000|97%|South|790,000|96%",
            FILLER,
        ],
    ),
    (
        "ops/reports/ops-summary.pptx",
        "Operations summary Q3 2025",
        ["Sorting line two ran at full capacity", "Overtime fell by a fifth", "Two new loading bays opened"],
    ),
    (
        "finance/fees/fee-schedule-2024.md",
        "Fee schedule 2024",
        [
            "This schedule is superseded by the Fee schedule 2025.",
            "",
            "| Service | Fee |",
            "|---|---|",
            "| Standard delivery | $4.50 |",
            "| Express delivery | $9.00 |",
        ],
    ),
    (
        "finance/fees/fee-schedule-2025.md",
        "Fee schedule 2025",
        [
            "This schedule replaces the Fee schedule 2024.",
            "",
            "| Service | Fee |",
            "|---|---|",
            "| Standard delivery | $4.90 |",
            "| Express delivery | $9.50 |",
        ],
    ),
    (
        "council/minutes/october.txt",
        None,
        [
            "Council minutes, 14 October 2025",
            "",
            "Present: the mayor, six councillors and the town clerk. The council",
            "agreed to extend the harbour car park and to review the ferry timetable",
            "before the winter season.",
        ],
    ),
    (
        "council/minutes/2025/minutes-november.md",
        "Council meeting minutes",
        [
            "Meeting date: 11 November 2025",
            "",
            "The council approved the winter road gritting plan. The budget for the",
            "library refurbishment was deferred to the next meeting.",
        ],
    ),
    (
        "web/pages/parking.html",
        "Staff parking",
        [
            "Last reviewed: 3 May 2023",
            "Staff may park in the east car park from 07:00. Permits are issued by the facilities desk and "
            "must be shown on the dashboard at all times. Visitors use the west car park.",
        ],
    ),
    (
        "strategy/archive/concept-note.md",
        "Regional hub concept note (v0.2 - SUPERSEDED)",
        [
            "This note describes a regional hub in the north with 40 loading bays.",
            "The hub would serve three counties and open in the second year of the plan.",
        ],
    ),
    (
        "strategy/concept-note.md",
        "Regional hub concept note (v1.0)",
        [
            "Approved: 2 February 2026",
            "",
            "The regional hub will have 55 loading bays and open in the third year of the plan.",
        ],
    ),
    (
        "hr/policies/travel-policy.md",
        "Travel policy (draft)",
        [
            "Status: Draft",
            "",
            "Staff book rail travel for journeys under four hours. Flights need the approval of a director.",
        ],
    ),
    (
        "hr/policies/remote-work.md",
        "Remote work policy",
        [
            "FRONT|date: 2025-09-01",
            "Staff may work from home up to three days a week, agreed with their manager.",
            "Equipment is provided for a home desk on request.",
        ],
    ),
    (
        "hr/handbook/leave.docx",
        "Annual leave guide",
        [
            "Last updated: 12 January 2026",
            "Full-time staff have 27 days of annual leave plus public holidays.",
            "TABLE|Years of service|Leave days|0-4|27|5-9|29|10+|31",
        ],
    ),
    (
        "it/faq/vpn-faq.html",
        "VPN questions",
        [
            "META|2024-06-18",
            "How do I connect? Install the client from the software centre and sign in with your staff account. "
            "The VPN is required for the finance systems when you work away from the office.",
        ],
    ),
    (
        "it/faq/password-faq.html",
        "Password reset FAQ",
        [
            "Passwords expire every 180 days. Reset yours at the self-service portal, or call the service desk "
            "if your account is locked after five failed attempts.",
        ],
    ),
    (
        "finance/budgets/budget-fy.xlsx",
        "Budget FY2025",
        ["ROWS|Department|Budget|Owner|Operations|$4.2M|J. Okafor|Sales|$1.8M|M. Ruiz|IT|$0.9M|L. Chen"],
    ),
    (
        "finance/budgets/budget-2026.xlsx",
        None,
        ["ROWS|Department|Budget|Owner|Operations|$4.6M|J. Okafor|Sales|$2.0M|M. Ruiz|IT|$1.1M|L. Chen"],
    ),
    ("sales/pricing/price-list.csv", None, ["ROWS|Product|Price|Unit|Pallet wrap|12.50|roll|Tape|2.10|roll"]),
    ("sales/pricing/2023/price-list.csv", None, ["ROWS|Product|Price|Unit|Pallet wrap|11.00|roll|Tape|1.90|roll"]),
    (
        "sales/pricing/archive/2022/price-list.csv",
        None,
        ["ROWS|Product|Price|Unit|Pallet wrap|10.00|roll|Tape|1.70|roll"],
    ),
    (
        "legal/contracts/supplier-terms.pdf",
        "Supplier terms and conditions",
        [
            "Effective from 1 July 2025",
            "Invoices are paid within 30 days of receipt. Deliveries must be booked at least 24 hours in "
            "advance through the supplier portal.",
        ],
    ),
    (
        "legal/contracts/old/supplier-terms-2021.pdf",
        "Supplier terms and conditions",
        ["Invoices are paid within 45 days of receipt. Deliveries may be booked by telephone."],
    ),
    (
        "comms/newsletters/newsletter-june-2025.md",
        "Staff newsletter",
        ["Welcome to the summer issue.", "", "The canteen reopens after its refurbishment with a new salad bar."],
    ),
    (
        "comms/newsletters/newsletter.md",
        "Staff newsletter, March 2026",
        ["The spring issue covers the new uniform and the charity run.", "", FILLER],
    ),
    (
        "comms/press/warehouse-hours.html",
        "Warehouse hours extended",
        [
            "Posted 16 February 2026",
            "The warehouse now opens from 07:00 to 18:00 on weekdays to handle the growth in online orders.",
        ],
    ),
    (
        "facilities/safety/fire-safety.pdf",
        "Fire safety procedures (2024)",
        ["Fire drills take place every six months. Assembly point A is the north car park.", FILLER],
    ),
    (
        "facilities/safety/fire-safety-2022.pdf",
        "Fire safety procedures",
        [
            "SUPERSEDED - see the current edition on the intranet",
            "Fire drills take place every year. Assembly point A is the front lawn.",
        ],
    ),
    (
        "board/minutes-board.eml",
        "Board minutes",
        [
            "EMAIL|Tue, 14 Oct 2025 09:30:00 +0000",
            "The board approved the regional hub budget and asked for a revised timeline.",
        ],
    ),
    (
        "board/agenda.eml",
        "Agenda for the board meeting",
        [
            "EMAIL|Tue, 3 Mar 2026 16:05:00 +0000",
            "1. Minutes of the last meeting\n2. Hub progress\n3. Any other business",
        ],
    ),
    (
        "product/briefs/product-brief.docx",
        "Product brief: Harbour app",
        ["Version 2.1", "The Harbour app lets customers track parcels and book delivery slots.", FILLER],
    ),
    (
        "product/briefs/product-brief-v1.docx",
        "Product brief: Harbour app",
        [
            "Version 1.0",
            "Replaced by: Product brief: Harbour app, version 2.1",
            "The Harbour app lets customers track parcels.",
        ],
    ),
    (
        "product/roadmap/roadmap.pptx",
        "Product roadmap 2026",
        ["Delivery slot booking", "Driver app refresh", "Returns in two taps"],
    ),
    (
        "strategy/vision.md",
        "Vision 2030",
        [
            "Adopted by the board on 5 March 2025.",
            "",
            "By 2030 every parcel is delivered within a day, with an electric fleet.",
        ],
    ),
    (
        "quality/iso-audit.md",
        "ISO 9001:2015 audit report",
        ["The audit was carried out on site over two days.", "", "Two minor findings were raised and closed."],
    ),
    (
        "ops/incidents/incident-report.txt",
        None,
        [
            "Incident report: conveyor failure",
            "Date: 2025-08-21",
            "",
            "The main conveyor stopped for 40 minutes after a motor overheated. No one was",
            "hurt. The motor was replaced the same day and the line restarted at 14:10.",
        ],
    ),
    (
        "ops/incidents/2024-11-03-incident.txt",
        None,
        [
            "Incident report: forklift",
            "",
            "A forklift clipped a racking upright in aisle 7. The aisle was closed until",
            "the upright was inspected and found safe.",
        ],
    ),
    (
        "finance/reports/annual-report-2024.pdf",
        "Annual report 2024",
        ["Published 28 March 2025", "Revenue grew by 12% to $48 million.", FILLER],
    ),
    (
        "finance/reports/interim.docx",
        "Interim results H1 2025",
        ["Revenue for the half year was $25 million.", FILLER],
    ),
    (
        "finance/reports/results-q3.md",
        "Results for the third quarter of 2025",
        ["Revenue for the quarter was $13 million, up 9% on the year before.", "", FILLER],
    ),
    (
        "hr/recruiting/graduate-scheme-proposal.md",
        "Proposal: graduate scheme",
        ["Submitted for discussion by the HR team.", "", "We propose hiring ten graduates a year."],
    ),
    (
        "hr/recruiting/graduate-scheme.md",
        "Graduate scheme",
        [
            "Status: proposed",
            "Prepared by HR, November 2025",
            "",
            "Ten graduates a year would join a two-year rotation.",
        ],
    ),
    (
        "it/rfcs/logging.md",
        "Central logging",
        ["All services send their logs to one store, kept for 90 days.", "", FILLER],
    ),
    (
        "web/pages/about.html",
        "About us",
        [
            "Last updated: March 3, 2026",
            "We run three warehouses and a fleet of 120 vans across the region, delivering for 900 shops.",
        ],
    ),
    (
        "web/pages/archive/about-old.html",
        "About us (2019)",
        [
            "ARCHIVED - this page is kept for reference only",
            "We run one warehouse and a fleet of 40 vans, delivering for 300 shops.",
        ],
    ),
    (
        "legal/policies/privacy-notice.md",
        "Privacy notice",
        ["Effective date: 25 May 2018", "Version 3", "", "We keep delivery addresses for 24 months."],
    ),
    (
        "legal/policies/privacy-notice-previous.md",
        "Privacy notice (version 2) - OBSOLETE",
        ["We keep delivery addresses for 36 months.", "", FILLER],
    ),
    ("sales/decks/pitch.pptx", "Sales pitch FY2026", ["Next-day delivery everywhere", "Live parcel tracking"]),
    ("sales/decks/old/pitch.pptx", "Sales pitch FY2024", ["Two-day delivery", "Parcel tracking by e-mail"]),
    (
        "customer/support/returns-faq.md",
        "Returns FAQ",
        [
            "_Last reviewed: 14 January 2024_",
            "",
            "**How long do I have?** You can return an item within **30 days** of delivery.",
        ],
    ),
    (
        "customer/support/shipping.txt",
        None,
        [
            "Shipping times",
            "Updated 2 June 2025",
            "",
            "Standard parcels arrive within three working days of dispatch. Express",
            "parcels ordered before 14:00 arrive the next working day.",
        ],
    ),
    (
        "ops/reports/monthly/2025-09.md",
        "Monthly operations note",
        ["Absence was low and all routes ran on time.", "", FILLER],
    ),
    (
        "council/notices/road-closure.html",
        "Road closure notice",
        [
            "Issued: 02/03/2026",
            "Harbour Road is closed to traffic between the ferry terminal and the market for resurfacing works.",
        ],
    ),
    (
        "council/notices/bin-collection-2026.md",
        "Bin collection calendar",
        ["| Month | Collection day |", "|---|---|", "| January | 6 January |", "| February | 3 February |"],
    ),
    (
        "finance/fees/parking-fees.md",
        "Parking fees",
        [
            "Effective 1 April 2026",
            "",
            "| Zone | Hourly fee | Daily cap |",
            "|---|---|---|",
            "| Harbour | $2.00 | $12.00 |",
            "| Market | $1.50 | $9.00 |",
        ],
    ),
    (
        "it/faq/email-setup.docx",
        "Email setup guide",
        ["Reviewed: June 2024", "Add your account in the mail app with your staff address.", FILLER],
    ),
    (
        "hr/minutes/hr-committee.docx",
        "HR committee minutes, 9 September 2025",
        ["The committee agreed the new sickness absence procedure.", FILLER],
    ),
    (
        "strategy/drafts/growth-plan.md",
        "Growth plan 2026",
        ["We plan to open two depots and hire 80 drivers.", "", FILLER],
    ),
    (
        "ops/reports/ops-report-2023.pdf",
        "Quarterly operations report Q1 2023",
        ["Parcels handled were 1.0 million in the first quarter.", FILLER],
    ),
    (
        "product/release-notes.md",
        "Release notes",
        [
            "## Version 4.2 (released 12 May 2025)",
            "",
            "- Delivery slots can be changed up to 2 hours before arrival.",
            "- Faster parcel search.",
        ],
    ),
    (
        "facilities/energy/energy-use.csv",
        None,
        ["ROWS|Month|kWh|Cost|January 2025|41200|$6,180|February 2025|39800|$5,970|March 2025|37100|$5,565"],
    ),
    (
        "legal/archive/nda-template.docx",
        "Mutual non-disclosure agreement",
        ["The parties agree to keep confidential information secret for three years.", FILLER],
    ),
    (
        "comms/press/press-release.md",
        "Harbour app launches",
        [
            "FRONT|date: 2025-11-20",
            "Superseded by the corrected release of 21 November 2025.",
            "",
            "The Harbour app is available to all customers from today.",
        ],
    ),
    (
        "finance/reports/annual-report-2023-draft.docx",
        "Annual report 2023 DRAFT",
        ["Revenue grew by 8% to $43 million.", FILLER],
    ),
    (
        "facilities/fleet/vehicle-policy.txt",
        None,
        [
            "Vehicle policy",
            "Fleet and facilities",
            "Issued 30 September 2024",
            "",
            "Drivers check tyres, lights and fluid levels at the start of every shift and",
            "record the check in the app. A van with a fault is taken off the road until",
            "the workshop signs it off.",
        ],
    ),
    (
        "customer/support/warranty.html",
        "Warranty",
        [
            "Every scanner we sell carries a two-year warranty. Models bought before 1 January 2020 are covered by "
            "the old one-year terms. Claims are made through the support portal with the serial number.",
        ],
    ),
]


def _body(lines: list[str]) -> tuple[list[str], dict[str, str]]:
    """Plain lines, and the special markers (front matter, meta date, e-mail date, table rows)."""
    special: dict[str, str] = {}
    plain = []
    for line in lines:
        head, _, rest = line.partition("|")
        if head in ("FRONT", "META", "EMAIL", "TABLE", "ROWS", "FOOT") and rest:
            special[head] = rest
        else:
            plain.append(line)
    return plain, special


def _cells(spec: str, width: int) -> list[list[str]]:
    cells = spec.split("|")
    return [cells[i : i + width] for i in range(0, len(cells), width)]


def _width(spec: str) -> int:
    return 3 if spec.count("|") % 3 == 2 else 2


def write(out: Path) -> list[Path]:
    written = []
    for rel, title, lines in [
        *DOCS,
        *HELD2,
        *HELD3,
        *HELD4,
        *HELD5,
        *HELD6,
        *HELD7,
        *HELD8,
        *HELD9,
        *HELD10,
        *HELD11,
        *HELD12,
        *HELD13,
        *HELD14,
        *HELD15,
        *HELD16,
        *HELD17,
        *HELD18,
        *HELD19,
        *HELD20,
        *HELD21,
        *HELD22,
    ]:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        plain, special = _body(lines)
        suffix = path.suffix
        if suffix == ".md":
            front = f"---\n{special['FRONT']}\n---\n" if "FRONT" in special else ""
            path.write_text(front + f"# {title}\n\n" + "\n".join(plain) + "\n", encoding="utf-8")
        elif suffix == ".txt":
            path.write_text("\n".join(plain) + "\n", encoding="utf-8")
        elif suffix == ".html":
            meta = _meta(special["META"]) if "META" in special else ""
            paras = "".join(f"<p>{p}</p>" for p in plain)
            foot = special.get("FOOT", "(c) Harbour Logistics")
            path.write_text(
                f"<html><head><title>{title}</title>{meta}</head><body><nav>Home | About | Contact</nav>"
                f"<article><h1>{title}</h1>{paras}</article><footer>{foot}</footer></body></html>",
                encoding="utf-8",
            )
        elif suffix == ".csv":
            spec = special["ROWS"]
            rows = _cells(spec, 3)
            path.write_text("\n".join(",".join(f'"{c}"' if "," in c else c for c in r) for r in rows) + "\n")
        elif suffix == ".eml":
            body = "\n".join(plain)
            path.write_text(
                f"From: office@harbour.example\nTo: board@harbour.example\nSubject: {title}\n"
                f"Date: {special['EMAIL']}\nContent-Type: text/plain; charset=utf-8\n\n{body}\n"
            )
        elif suffix == ".docx":
            _docx(path, title, plain, special)
        elif suffix == ".pptx":
            _pptx(path, title, plain)
        elif suffix == ".xlsx":
            _xlsx(path, title, special["ROWS"])
        elif suffix == ".pdf":
            _pdf(path, title, plain)
        written.append(path)
    for p in written:
        os.utime(p, (COPIED_MTIME, COPIED_MTIME))
    return written


def _meta(spec: str) -> str:
    """A meta tag: "name=value" (``property=`` when the name has a colon), else article:published_time."""
    name, _, value = spec.partition("=") if "=" in spec else ("article:published_time", "", spec)
    attr = "property" if ":" in name else "name"
    return f'<meta {attr}="{name}" content="{value}">'


def _docx(path: Path, title: str | None, plain: list[str], special: dict[str, str]) -> None:
    import docx

    d = docx.Document()
    d.core_properties.title = ""
    if title:
        d.add_heading(title, level=1)
    for line in plain:
        d.add_paragraph(line)
    if "TABLE" in special:
        rows = _cells(special["TABLE"], _width(special["TABLE"]))
        table = d.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                table.cell(r, c).text = value
    d.save(path)


def _pptx(path: Path, title: str | None, plain: list[str]) -> None:
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = title or ""
    body = slide.placeholders[1].text_frame
    body.text = plain[0]
    for line in plain[1:]:
        body.add_paragraph().text = line
    second = deck.slides.add_slide(deck.slide_layouts[5])
    second.shapes.title.text = "Contacts"
    box = second.shapes.add_textbox(Inches(1), Inches(2), Inches(6), Inches(1))
    box.text_frame.text = "Questions go to the team owner."
    deck.save(path)


def _xlsx(path: Path, title: str | None, spec: str) -> None:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Budget"
    for row in _cells(spec, 3):
        sheet.append(row)
    book.properties.title = title
    book.save(path)


def _pdf(path: Path, title: str | None, plain: list[str]) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    for line in [title or "", *plain]:
        pdf.multi_cell(0, 8, line.replace("\u2014", "-").replace("\u2013", "-"), new_x="LMARGIN", new_y="NEXT")
    pdf.set_title("")
    pdf.output(str(path))


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "doc_dates_share")
    print(f"{len(write(target))} documents written to {target}")
