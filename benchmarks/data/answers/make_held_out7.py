"""Build the DOCX, XLSX, PPTX and PDF files of the seventh held-out sets (ambleton, hollowmere, saltby).

Run: ``python benchmarks/data/answers/make_held_out7.py``. Same conventions as ``make_held_out6.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it. The sets' plain files (MD, TXT, HTML, EML, CSV)
are written by hand next to them.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def ambleton() -> None:
    pdf(
        "ambleton/admissions/starting-school-september-2027.pdf",
        "Starting school in September 2027: Reception admissions in Westmarch",
        [
            "Westmarch County Council, School Admissions Team. Issued 1 September 2026. This booklet "
            "replaces the booklet for September 2026 entry.",
            "Children born between 1 September 2022 and 31 August 2023 can start in Reception in September "
            "2027. Apply online on the county council's website between 1 November 2026 and Friday 15 January "
            "2027. Applications that arrive after 15 January 2027 are late and are considered only after "
            "every on-time application.",
            "National offer day: Friday 16 April 2027. You must accept or refuse your offer within 14 days.",
            "## Places at village schools in the Ambleton area",
            [
                ["School", "Published admission number 2027/28", "First-choice applications for 2026 entry"],
                ["Ambleton Primary School", "45", "52"],
                ["Harlow Green Primary School", "90", "88"],
                ["St Wilfrid's CE Primary School", "25", "31"],
                ["Kelsey Bridge Primary School", "15", "9"],
            ],
            "Apply to the county council, not to the school. Nursery places are applied for at each school.",
        ],
    )
    docx(
        "ambleton/admissions/admission-arrangements-2027-28.docx",
        "Ambleton Primary School: admission arrangements for 2027/28",
        [
            "Date: 2026-02-24. Determined by the governing board of Ambleton Primary School on 24 February "
            "2026. These arrangements replace the arrangements for 2026/27.",
            "The published admission number for Reception in September 2027 is 45. If more children apply "
            "than there are places, places are given in the order below.",
            "## Oversubscription criteria",
        ],
        table=[
            ["Order", "Criterion"],
            ["1", "Looked-after and previously looked-after children"],
            ["2", "Children with a brother or sister who will still be on roll at the school in September 2027"],
            ["3", "Children of staff employed at the school for at least two years"],
            ["4", "Children living in the catchment area"],
            ["5", "Other children, by straight-line distance from home to the main gate"],
        ],
    )
    docx(
        "ambleton/nursery/nursery-places-2027-28.docx",
        "Ambleton Primary Nursery: places for 2027/28",
        [
            "Date: 2026-10-05. Ambleton Primary School.",
            "Our Nursery class takes children in the school year after their third birthday. Apply to the "
            "school office, not to the county, on our nursery form.",
            "Every child gets 15 hours a week free. Working families who hold a valid 30 hours code can use "
            "up to 30 hours a week.",
            "## Key facts",
        ],
        table=[
            ["Item", "Detail"],
            ["Places", "26 (morning, afternoon or full-day sessions)"],
            ["Who can apply", "Children born between 1 September 2023 and 31 August 2024"],
            ["Closing date for applications", "Friday 26 February 2027"],
            ["Offers sent", "By Friday 19 March 2027"],
            ["Sessions", "08:45 to 11:45 and 12:20 to 15:20"],
        ],
    )
    docx(
        "ambleton/handbook/parents-handbook-2026-27.docx",
        "Ambleton Primary School: parents' handbook 2026/27",
        [
            "Date: 2026-09-01. This handbook replaces the 2024 prospectus.",
            "Headteacher: Mrs Priya Lennox. School office: 01632 960 541, open 08:15 to 16:00 on school days.",
            "## The school day",
        ],
        table=[
            ["Time", "What happens"],
            ["Gates open", "08:35"],
            ["Registration", "08:45"],
            ["End of the school day", "15:20 for all year groups"],
            ["Breakfast club (Ambleton Owls)", "From 07:45 in the school hall"],
            ["After-school club (Ambleton Owls)", "15:20 to 18:00, Monday to Friday"],
        ],
    )
    xlsx(
        "ambleton/term-dates/term-dates-2026-27-revised.xlsx",
        "Ambleton Primary School term dates 2026/27 (revised)",
        "Term dates",
        [
            ["Ambleton Primary School term dates 2026/27", "", ""],
            ["Term or holiday", "From", "To"],
            ["Autumn term", "Thursday 3 September 2026", "Friday 18 December 2026"],
            ["Autumn half term", "Monday 26 October 2026", "Friday 30 October 2026"],
            ["Christmas holidays", "Monday 21 December 2026", "Friday 1 January 2027"],
            ["Spring term", "Monday 4 January 2027", "Friday 26 March 2027"],
            ["Spring half term", "Monday 15 February 2027", "Friday 19 February 2027"],
            ["Summer term", "Monday 12 April 2027", "Wednesday 21 July 2027"],
            ["Summer half term", "Monday 31 May 2027", "Friday 4 June 2027"],
            ["INSET days (closed to pupils)", "Wednesday 2 September 2026", "Thursday 22 and Friday 23 July 2027"],
            [
                "Revised 2 November 2026",
                "The INSET day of Monday 4 January 2027 moves to Friday 23 July 2027, so pupils return on "
                "Monday 4 January 2027 (not Tuesday 5 January 2027).",
                "This version replaces the term dates published on 9 March 2026.",
            ],
        ],
    )
    pptx(
        "ambleton/visits/open-mornings-2027.pptx",
        "Come and see us: open mornings for September 2027 starters",
        [
            (
                "Ambleton Primary School",
                ["Open mornings for children starting Reception in September 2027", "Shown on 16 November 2026"],
            ),
            (
                "Open mornings",
                ["Tuesday 12 January 2027 at 09:30", "Thursday 14 January 2027 at 09:30", "Tours last 45 minutes"],
            ),
            ("Applying", ["Apply to Westmarch County Council by 15 January 2027", "Offers on 16 April 2027"]),
            ("Meet us", ["Mrs Priya Lennox, Headteacher", "School office: 01632 960 541"]),
        ],
    )


def hollowmere() -> None:
    pdf(
        "hollowmere/visiting/visiting-policy-from-october-2026.pdf",
        "Visiting policy: Hollowmere Community Hospital (from 1 October 2026)",
        [
            "Hollowmere Community Health Trust. Issued 14 September 2026; in force from 1 October 2026. This "
            "policy replaces the visiting policy of March 2023.",
            [
                ["Ward", "Visiting hours"],
                ["Beech Ward (general medical and rehabilitation)", "11:00 to 20:00 every day"],
                ["Rowan Ward (stroke rehabilitation)", "13:30 to 19:00 every day (therapy in the mornings)"],
                ["Willow Suite (end of life care)", "Any time, day or night, by arrangement with the nurse"],
            ],
            "Up to two visitors may be at a bedside at a time. Children under 12 are welcome with an adult; "
            "young people aged 12 and over may visit on their own.",
            "Protected mealtimes on Beech Ward and Rowan Ward are 12:00 to 13:00 and 17:00 to 18:00: please "
            "do not visit then unless you are helping your relative to eat.",
            "Visitors to patients in the Willow Suite can get a free parking permit from the ward.",
        ],
    )
    docx(
        "hollowmere/guide/patient-and-visitor-guide-2026.docx",
        "Patient and visitor guide (October 2026)",
        [
            "Date: 2026-10-01. Hollowmere Community Hospital, Moor Road, Hollowmere.",
            "Getting here: for satnav use the postcode HW7 3RD, which takes you to the Moor Road entrance. "
            "The old Station Road entrance closed in June 2026.",
            "Switchboard: 01632 961 000, 24 hours a day. Matron: Ruth Alder.",
            "## Ward telephone numbers",
        ],
        table=[
            ["Ward or unit", "What it is for", "Direct line"],
            ["Beech Ward", "General medical and rehabilitation", "01632 961 230"],
            ["Rowan Ward", "Stroke rehabilitation", "01632 961 240"],
            ["Willow Suite", "End of life care", "01632 961 250"],
            ["Minor Injuries Unit", "Cuts, sprains, minor burns", "01632 961 260"],
            ["Revised 1 October 2026", "This guide replaces the patient guide of 2024", ""],
        ],
    )
    xlsx(
        "hollowmere/parking/car-park-charges-2026-27.xlsx",
        "Hollowmere Community Hospital car park charges from 1 April 2026",
        "Car park",
        [
            ["Hollowmere Community Hospital car park charges, agreed by the Trust board on 26 February 2026", "", ""],
            ["Stay or permit", "Charge from 1 April 2026", "Previous charge"],
            ["Up to 1 hour", "£1.50", "£1.30"],
            ["Up to 3 hours", "£3.00", "£2.60"],
            ["Up to 24 hours", "£6.00", "£5.00"],
            ["Weekly visitor permit (buy at main reception)", "£10.00", "£8.00"],
            ["Drop-off bays at the main entrance", "First 20 minutes free", "First 15 minutes free"],
            ["Blue Badge holders", "Free", "Free"],
            ["Visitors to patients in the Willow Suite", "Free (permit from the ward)", "Free"],
        ],
    )
    pptx(
        "hollowmere/staff/winter-briefing-november-2026.pptx",
        "Winter at Hollowmere: staff briefing, 4 November 2026",
        [
            ("Winter at Hollowmere", ["Staff and volunteers briefing", "4 November 2026"]),
            ("Minor Injuries Unit", ["Open 08:00 to 20:00 every day from 2 November", "X-ray weekdays only"]),
            ("Visitors", ["2 visitors per bed at a time", "Protected mealtimes: 12:00 to 13:00 and 17:00 to 18:00"]),
            ("Welcome to our new Matron", ["Kwame Mensah joined us on 12 October", "Ask Kwame about the rota"]),
            ("Finding us", ["Satnav postcode HW7 3RD (Moor Road)", "Switchboard 01632 961 000"]),
        ],
    )


def saltby() -> None:
    pdf(
        "saltby/notices/local-notice-to-mariners-14-2026.pdf",
        "Saltby Harbour: Local Notice to Mariners No. 14 of 2026 - VHF working channel",
        [
            "Saltby Harbour Authority. Issued 12 October 2026 by the Harbour Master.",
            "From 00:01 on Sunday 1 November 2026 Saltby Harbour Radio will work on VHF channel 12. This "
            "replaces channel 14, which will no longer be monitored by the harbour.",
            [
                ["Station", "VHF", "Hours"],
                ["Saltby Harbour Radio", "Channel 12", "Harbour office hours and when the harbour master is on duty"],
                ["Saltby Marina", "Channel 80", "24 hours"],
                ["Distress and calling", "Channel 16", "Coastguard, 24 hours"],
            ],
            "Skippers should update their notes and pilot books. Notice No. 9 of 2021 is cancelled.",
        ],
    )
    xlsx(
        "saltby/tariff/harbour-dues-2026-27.xlsx",
        "Saltby Harbour Authority harbour dues from 1 April 2026",
        "Dues 2026-27",
        [
            ["Saltby Harbour Authority harbour dues from 1 April 2026", "", ""],
            ["Revised 10 March 2026: this tariff replaces the 2025/26 tariff", "", ""],
            ["Item", "2026/27", "2025/26"],
            ["Visiting yacht, per metre per night", "£3.20", "£2.95"],
            ["Annual swinging mooring, per metre", "£48", "£45"],
            ["Annual pontoon berth, per metre", "£215", "£205"],
            ["Slipway launch, day ticket", "£12", "£11"],
            ["Slipway annual permit", "£95", "£90"],
        ],
    )
    docx(
        "saltby/moorings/annual-mooring-conditions-2027.docx",
        "Saltby Harbour: conditions for annual moorings 2027/28",
        [
            "Date: 2026-11-01. Saltby Harbour Authority.",
            "These conditions apply to every annual mooring and pontoon berth for the year 1 April 2027 to "
            "31 March 2028. They replace the 2024 conditions.",
            "Harbour office: 01632 962 770, harbour@saltby-harbour.example.",
            "## Conditions",
        ],
        table=[
            ["Condition", "Detail"],
            ["Renewal", "Renewal forms and the year's dues must reach the harbour office by 26 February 2027"],
            ["Giving up a mooring", "One month's written notice to the harbour master"],
            ["Insurance", "Third-party cover of at least £3 million for every moored vessel"],
            ["Mooring tackle", "Inspected by the harbour authority every two years"],
            ["Sub-letting", "Not allowed"],
        ],
    )
    pptx(
        "saltby/visitors/visitor-information-screen-november-2026.pptx",
        "Saltby Harbour visitor information, November 2026",
        [
            ("Welcome to Saltby", ["Harbour Master: Captain Maya Lindqvist", "Harbour office 01632 962 770"]),
            ("Calling us", ["Saltby Harbour Radio: VHF Ch 12 (changed on 1 November)", "Marina: Ch 80"]),
            ("In the harbour", ["Speed limit 5 knots", "No anchoring in the fairway"]),
            ("Visitors' pontoon", ["Boats up to 15 m LOA", "Pay at the harbour office or in the app"]),
        ],
    )


def main() -> None:
    ambleton()
    hollowmere()
    saltby()


if __name__ == "__main__":
    main()
