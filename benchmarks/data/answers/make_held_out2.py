"""Build the DOCX, XLSX, PPTX and PDF files of the second held-out sets (ashgrove, harrowby, bracken).

Run: ``python benchmarks/data/answers/make_held_out2.py``. Same conventions as ``make_office.py`` (whose
helpers it reuses and whose files it does not touch): the generated files are checked in, this script
shows their whole content, and each states its date in its text, as a saved file's properties do not
date it.
"""

from __future__ import annotations

from make_office import HERE, SAVED, docx, xlsx


def pdf(path: str, title: str, blocks: list[str | list[list[str]]], table_font: int = 10) -> None:
    """A text PDF: each string a paragraph (wrapped to the page, "## " a heading), each list a table."""
    from fpdf import FPDF

    doc = FPDF(format="A4")
    doc.set_creation_date(SAVED)
    doc.set_title(title)
    doc.set_producer("make_held_out2.py")
    doc.set_margins(20, 20, 20)
    doc.add_page()
    doc.set_font("Helvetica", "B", 15)
    doc.multi_cell(0, 8, title, new_x="LMARGIN", new_y="NEXT")
    doc.ln(2)
    for block in blocks:
        if isinstance(block, list):
            doc.set_font("Helvetica", "", table_font)
            with doc.table(first_row_as_headings=True, line_height=6) as grid:
                for row in block:
                    cells = grid.row()
                    for cell in row:
                        cells.cell(cell)
            doc.ln(3)
        elif block.startswith("## "):
            doc.set_font("Helvetica", "B", 12)
            doc.multi_cell(0, 7, block[3:], new_x="LMARGIN", new_y="NEXT")
        else:
            doc.set_font("Helvetica", "", 11)
            doc.multi_cell(0, 6, block, new_x="LMARGIN", new_y="NEXT")
            doc.ln(2)
    out = HERE / path
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.output(str(out))


def pptx(path: str, title: str, slides: list[tuple[str, list[str]]]) -> None:
    """A slide deck: each slide a title and its bullet lines."""
    from pptx import Presentation

    deck = Presentation()
    deck.core_properties.title = title
    deck.core_properties.created = SAVED
    deck.core_properties.modified = SAVED
    for heading, lines in slides:
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = heading
        body = slide.placeholders[1].text_frame
        body.text = lines[0]
        for line in lines[1:]:
            body.add_paragraph().text = line
    out = HERE / path
    out.parent.mkdir(parents=True, exist_ok=True)
    deck.save(str(out))


def ashgrove() -> None:
    xlsx(
        "ashgrove/prices/price-list-2026-27.xlsx",
        "Ashgrove Leisure Centre price list 2026/27",
        "Prices",
        [
            ["Activity", "Price from 1 April 2026", "Previous price (2025/26)"],
            ["Adult swim (16+)", "£5.40", "£4.95"],
            ["Junior swim (under 16)", "£3.10", "£2.90"],
            ["Concession swim (60+, student)", "£3.60", "£3.40"],
            ["Gym membership (per month, direct debit)", "£34.50", "£32.00"],
            ["Gym casual visit", "£8.20", "£7.80"],
            ["Sauna and steam session", "£6.20", "£6.20"],
            ["Badminton court (per hour)", "£11.50", "£10.90"],
        ],
    )
    pdf(
        "ashgrove/lessons/swimming-lessons-autumn-2026.pdf",
        "Junior swimming lessons - autumn term 2026",
        [
            "Ashgrove Leisure Trust. Issued 1 August 2026 by the Swim School.",
            "Our Swim School teaches children from age 4 through Stages 1 to 7 of the national learn-to-swim "
            "framework. Lessons run in the learner pool from Monday to Thursday between 16:00 and 18:30, "
            "in 30-minute classes of up to 8 children per teacher.",
            "## Course fee",
            "A course of 10 weekly lessons costs £78 for the autumn term 2026 (the spring and summer 2026 "
            "courses were £72). The fee is paid in full at booking and cannot be transferred to another "
            "child.",
            [
                ["Stage", "Day", "Times"],
                ["Stages 1-2", "Monday and Wednesday", "16:00 to 17:00"],
                ["Stages 3-5", "Tuesday and Thursday", "16:30 to 17:30"],
                ["Stages 6-7", "Monday to Thursday", "17:30 to 18:30"],
            ],
            "Missed lessons are not refunded. A child who passes a stage mid-term moves up at the start of "
            "the next course.",
        ],
    )
    docx(
        "ashgrove/people/lifeguard-recruitment.docx",
        "Lifeguards wanted at Ashgrove Leisure Centre",
        [
            "Date: 2026-03-09. People team, Ashgrove Leisure Trust.",
            "We are recruiting part-time pool lifeguards for early, evening and weekend shifts.",
            "## Pay",
            "Lifeguards are paid £12.60 an hour. Staff get free use of the gym and the pool when off duty.",
            "## Training",
            "If you do not yet hold the National Pool Lifeguard Qualification, we will pay for the course "
            "(normally £295) if you commit to 12 months with us.",
        ],
    )


def harrowby() -> None:
    docx(
        "harrowby/parents/school-meals-2026-27.docx",
        "Harrowby Academy school meals 2026/27",
        [
            "Date: 2026-06-29. From the Business Manager, Harrowby Academy.",
            "From Thursday 3 September 2026 the prices below apply in the school restaurant. They replace "
            "the prices of the 2025/26 school year. Payment is by the ParentPay account only.",
            "Pupils who receive free school meals get a main meal and a drink each day at no charge.",
        ],
        table=[
            ["Item", "Price"],
            ["Main meal of the day (with dessert)", "£2.85"],
            ["Jacket potato or pasta pot", "£2.40"],
            ["Sandwich", "£2.10"],
            ["Bottle of water", "£0.60"],
        ],
    )
    xlsx(
        "harrowby/parents/after-school-clubs-autumn-2026.xlsx",
        "Harrowby Academy after-school clubs, autumn term 2026",
        "Clubs",
        [
            ["Club", "Day", "Time", "Cost per term", "Run by"],
            ["Robotics Club", "Tuesday", "15:15 to 16:30", "£45", "Mr Danjuma (Computing)"],
            ["Drama Club", "Wednesday", "15:15 to 16:45", "Free", "Ms Hartley (English)"],
            ["Homework Club", "Monday to Thursday", "15:15 to 16:15", "Free", "Library staff"],
            ["Chess Club", "Thursday", "15:15 to 16:15", "£15", "Harrowby Chess Society"],
            ["Football (Years 7-9)", "Friday", "15:15 to 16:30", "£20", "PE department"],
        ],
    )
    pdf(
        "harrowby/parents/term-dates-2026-27.pdf",
        "Harrowby Academy term dates 2026/27",
        [
            "Published 4 March 2026 by Harrowby Academy, approved by the governing body on 11 March 2026.",
            "The school is closed to pupils on the five training (INSET) days: 1 and 2 September 2026, "
            "5 January 2027, 12 April 2027 and 23 July 2027.",
            [
                ["Term", "Pupils start", "Half term", "Term ends"],
                ["Autumn 2026", "Thursday 3 September 2026", "26 to 30 October 2026", "Friday 18 December 2026"],
                ["Spring 2027", "Wednesday 6 January 2027", "15 to 19 February 2027", "Friday 26 March 2027"],
                ["Summer 2027", "Tuesday 13 April 2027", "31 May to 4 June 2027", "Thursday 22 July 2027"],
            ],
            "Holiday requests in term time are only granted in exceptional circumstances; please write to "
            "the headteacher at least four weeks ahead.",
        ],
        table_font=8,
    )
    pptx(
        "harrowby/archive/prospectus-2025.pptx",
        "Harrowby Academy prospectus 2025",
        [
            ("Welcome to Harrowby Academy", ["Prospectus for September 2025 entry", "Headteacher: Mr Colin Reeve"]),
            (
                "A day at Harrowby",
                ["Registration at 08:50", "Five one-hour lessons", "The school day ends at 15:20"],
            ),
            ("Getting here", ["School bus routes H1 and H2 from Eastwick and Fordley", "Bike shelters for 120 bikes"]),
        ],
    )


def bracken() -> None:
    pdf(
        "bracken/tenants/rent-letter-2026-27.pdf",
        "Your rent from 6 April 2026",
        [
            "Brackenfield Homes, Unit 4 Wharf Road, Calderbridge. Letter to all general needs tenants, "
            "dated 20 February 2026.",
            "Dear tenant, your weekly rent will rise by 2.7% from Monday 6 April 2026. This is the increase "
            "allowed by the government's rent standard (the Consumer Prices Index of September 2025 plus "
            "1%), and the board agreed it on 22 January 2026. The average general needs rent will be "
            "£118.40 a week.",
            "## What you will pay",
            [
                ["Item", "Weekly charge from 6 April 2026"],
                ["Rent", "see the enclosed statement"],
                ["Service charge", "see the enclosed statement"],
                ["Garage (if you rent one)", "see the garage rents list"],
            ],
            "If you receive Universal Credit, tell the Department for Work and Pensions about your new rent "
            "after 6 April. If you are worried about paying, call our money advice team on 0300 124 5580.",
        ],
    )
    docx(
        "bracken/board/2026-01-22-board-meeting-minutes.docx",
        "Brackenfield Homes board meeting, 22 January 2026",
        [
            "Date: 2026-01-22. Minutes of the board of Brackenfield Homes.",
            "## 1. Rent setting for 2026/27",
            "The finance director proposed the maximum increase permitted, 3.2%, to fund the damp and mould "
            "programme. Tenant board members argued for less. The board agreed an increase of 2.7% from "
            "6 April 2026; the proposal of 3.2% was not adopted.",
            "## 2. Repairs response times",
            "The tenants' panel asked for emergency repairs to be attended within 2 hours. The repairs "
            "director said this could not yet be staffed; the board noted the request and will review it "
            "in 2027.",
            "## 3. Garage sites",
            "The garage site at Ridgeway will be sold for new homes once its tenants have been offered "
            "garages at Hazel Court.",
        ],
    )
    xlsx(
        "bracken/tenants/garage-rents-2026-27.xlsx",
        "Brackenfield Homes garage rents 2026/27",
        "Garages",
        [
            ["Garage site", "Weekly rent from 6 April 2026", "Weekly rent 2025/26", "Garages"],
            ["Hazel Court", "£14.20", "£13.80", "24"],
            ["Mill Lane", "£12.75", "£12.40", "16"],
            ["Ridgeway", "£16.00", "£15.60", "9"],
            ["Calder Rise", "£13.35", "£13.00", "30"],
        ],
    )


def main() -> None:
    ashgrove()
    harrowby()
    bracken()


if __name__ == "__main__":
    main()
