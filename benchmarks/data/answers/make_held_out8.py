"""Build the DOCX, XLSX, PPTX and PDF files of the eighth held-out sets (dunmere, calderby, wexcombe).

Run: ``python benchmarks/data/answers/make_held_out8.py``. Same conventions as ``make_held_out7.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it. The sets' plain files (MD, TXT, HTML, EML, CSV)
are written by hand next to them. dunmere is a housing association's repairs service, calderby a
university graduate school's thesis submission rules, wexcombe a water company's hosepipe ban and
metering.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def dunmere() -> None:
    pdf(
        "dunmere/repairs/repairs-policy-2026.pdf",
        "Dunmere Homes repairs policy (in force from 1 April 2026)",
        [
            "Dunmere Homes, Dunmere's community housing association. Approved by the Board on 3 March 2026; "
            "in force from 1 April 2026. This policy replaces the repairs policy of May 2022.",
            "## How quickly we respond",
            [
                ["Priority", "Examples", "Our promise"],
                [
                    "Emergency",
                    "No heating in winter, major leak, unsafe electrics, home not secure",
                    "Attend and make safe within 4 hours, day or night",
                ],
                ["Urgent", "Blocked toilet (if it is the only one), broken entry door lock", "Within 5 working days"],
                ["Routine", "Dripping tap, sticking window, loose floorboard", "Within 28 calendar days"],
                ["Planned", "Kitchen and bathroom replacements, rewires", "Within 90 days of survey"],
            ],
            "## Damp and mould",
            "When a tenant reports damp or mould, a surveyor will inspect the home within 10 working days of "
            "the report and we will write to the tenant with the work we will do within 3 working days of the "
            "inspection.",
            "## Who is responsible",
            "Policy owner: Owen Pryce, Head of Repairs. Tenants are responsible for light bulbs, plugs and "
            "fuses, internal doors they have damaged, and keeping gullies outside their home clear.",
            "Dunmere Homes, 4 Tanners Yard, Dunmere DM2 6LP.",
        ],
    )
    docx(
        "dunmere/tenants/tenant-handbook-2026.docx",
        "Dunmere Homes tenant handbook 2026",
        [
            "Date: 2026-09-15. Dunmere Homes.",
            "This handbook tells you how to report a repair, what we will fix and what you are responsible "
            "for. Keep it with your tenancy agreement.",
            "Repairs can be reported online at any time through My Dunmere. The key details are below.",
            "## Key details",
        ],
        table=[
            ["Item", "Detail"],
            [
                "Customer contact centre (phone)",
                "01632 960 600, Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00",
            ],
            ["Out-of-hours emergency repairs", "01632 960 733 (from 1 October 2026, run by Brightline Response)"],
            [
                "Handyperson service",
                "Free small jobs (shelves, curtain rails, flat-pack furniture) for tenants aged 70 or over, or "
                "any tenant with a disability; up to 2 hours a visit and 6 visits a year",
            ],
            ["Gas safety check", "Every year: you must let our engineer in"],
            ["Head of Repairs", "Farah Qureshi"],
            [
                "Revised 15 September 2026",
                "This handbook replaces the 2024 handbook; the out-of-hours number and the handyperson rules "
                "have changed",
            ],
        ],
    )
    xlsx(
        "dunmere/performance/repairs-performance-2025-26.xlsx",
        "Dunmere Homes repairs performance 2025/26",
        "Performance",
        [
            ["Dunmere Homes repairs performance, year to 31 March 2026 (published 12 June 2026)", "", "", ""],
            ["Measure", "2025/26", "2024/25", "Target 2026/27"],
            ["Emergency repairs completed on time", "97.2%", "95.8%", "99%"],
            ["Urgent repairs completed on time", "91.4%", "88.0%", "95%"],
            ["Routine repairs completed on time", "86.9%", "84.1%", "92%"],
            ["Repairs reported", "14,206", "13,875", ""],
            ["Tenants satisfied with their last repair", "84%", "81%", "88%"],
            ["Appointments kept", "93.5%", "92.2%", "97%"],
        ],
    )
    pptx(
        "dunmere/training/contact-centre-briefing-october-2026.pptx",
        "Contact centre briefing: October 2026 changes to repairs",
        [
            ("Repairs: what changes on 1 October 2026", ["Contact centre team briefing", "Given on 28 September 2026"]),
            (
                "Out of hours",
                [
                    "Brightline Response takes over out-of-hours emergencies",
                    "New number: 01632 960 733",
                    "The old line closes",
                ],
            ),
            ("Emergency repairs", ["Attend and make safe within 4 hours", "Log every call on the repairs system"]),
            ("Who's who", ["Head of Repairs: Farah Qureshi", "Repairs planners: Jo Adeyemi and Liam Burke"]),
        ],
    )


def calderby() -> None:
    pdf(
        "calderby/regulations/research-degree-regulations-2026-27.pdf",
        "Calderby University: regulations for research degrees 2026/27",
        [
            "Approved by Senate on 10 June 2026; in force from 1 August 2026 for all research students, "
            "whenever they registered. These regulations replace the research degree regulations of 2022.",
            "## Length of the thesis",
            [
                ["Degree", "Maximum length (excluding bibliography and appendices)"],
                ["PhD", "80,000 words"],
                ["MPhil", "60,000 words"],
                ["MRes", "30,000 words"],
                ["PhD by publication", "Published papers plus a critical commentary of up to 15,000 words"],
            ],
            "## Submitting for examination",
            "A student must send the Intention to Submit form to the Graduate School at least 8 weeks before "
            "submitting the thesis, so that examiners can be appointed. The thesis is submitted electronically "
            "through the Calderby Research Repository; printed copies are no longer required.",
            "The oral examination (viva) should normally take place within 3 months of submission.",
            "## After the viva",
            "The periods allowed for corrections and resubmission are set out in 'Examination outcomes and "
            "corrections' (Graduate School, August 2026).",
        ],
    )
    docx(
        "calderby/regulations/examination-outcomes-and-corrections.docx",
        "Examination outcomes and corrections (research degrees)",
        [
            "Date: 2026-08-01. Calderby University Graduate School.",
            "After the viva the examiners recommend one of the outcomes below. The period runs from the date the "
            "Graduate School sends the examiners' report to the student.",
            "## Outcomes",
        ],
        table=[
            ["Outcome", "Time allowed"],
            ["Award with no corrections", "Not applicable"],
            ["Minor corrections", "3 months"],
            ["Major corrections", "9 months"],
            ["Revise and resubmit", "18 months, with a further viva"],
            ["Award of a lower degree (MPhil)", "Corrections within 3 months, if any"],
            [
                "Revised 1 August 2026",
                "Major corrections period extended from 6 months to 9 months. Replaces the version of September 2022.",
            ],
        ],
    )
    xlsx(
        "calderby/fees/research-student-fees-2026-27.xlsx",
        "Calderby University research student fees 2026/27",
        "Fees",
        [
            ["Calderby University research student fees 2026/27 (published 1 July 2026)", "", ""],
            ["Fee", "2026/27", "2025/26"],
            ["Continuation (writing-up) fee, per year", "£350", "£320"],
            ["Resubmission examination fee", "£275", "£260"],
            ["Late submission of Intention to Submit form", "No fee", "No fee"],
            ["Replacement student card", "£15", "£15"],
        ],
    )
    pptx(
        "calderby/induction/pgr-induction-october-2026.pptx",
        "Graduate School induction for research students, October 2026",
        [
            ("Welcome to the Graduate School", ["Research student induction", "5 October 2026"]),
            (
                "Who we are",
                [
                    "Graduate School Manager: Dr Imogen Hale",
                    "Room G.14, Calder Building",
                    "Monday to Thursday 10:00-16:00",
                ],
            ),
            ("Your thesis", ["PhD: up to 80,000 words", "Submit electronically: no printed copies"]),
            ("Graduating in July 2027?", ["Deposit your final thesis by 14 May 2027", "Check the deadlines list"]),
            ("Money", ["Conference travel grants up to £350", "Apply by the end of each term"]),
        ],
    )


def wexcombe() -> None:
    pdf(
        "wexcombe/restrictions/temporary-use-ban-notice-2026.pdf",
        "Wexcombe Water: Temporary Use Ban (hosepipe ban) notice",
        [
            "Wexcombe Water Ltd. Notice published on 31 July 2026.",
            "A Temporary Use Ban applies to every household customer of Wexcombe Water from 00:01 on Friday 14 "
            "August 2026 until further notice. This notice replaces the notice of intention published on 10 "
            "July 2026, which proposed a start date of 1 August 2026; we moved the start to give customers "
            "more time after the representations we received.",
            "## What you must not do with a hosepipe",
            [
                ["Banned use", "Exemption"],
                ["Watering a garden", "Blue Badge holders; customers on the Priority Services Register"],
                ["Cleaning a car, van or boat", "Vehicles cleaned for health and safety reasons"],
                ["Filling a paddling pool or hot tub", "Pools used for medical treatment"],
                ["Filling an ornamental pond", "Ponds with fish or other animals"],
                ["Cleaning paths, patios and walls", "None"],
            ],
            "Anyone who breaks the ban may be prosecuted and fined up to £1,000.",
            "## When the ban will end",
            "We will lift the ban when group reservoir storage has stayed above 60% of capacity for four "
            "consecutive weeks. We publish storage every week.",
        ],
    )
    docx(
        "wexcombe/metering/meter-application-form-2026.docx",
        "Wexcombe Water: apply for a free water meter",
        [
            "Date: 2026-09-01. Form WW-M2.",
            "Fill in this form and send it to Freepost WEXCOMBE WATER, or apply online. A meter is free to "
            "fit. Most customers who live alone or in a small household pay less with a meter.",
            "## What happens next",
        ],
        table=[
            ["Step", "What to expect"],
            ["Survey", "We will contact you within 10 working days to arrange a survey"],
            ["Fitting", "Meter fitted within 60 days of your application"],
            ["First metered bill", "From the date the meter is fitted"],
            [
                "Changing your mind",
                "You can switch back to unmeasured charges within 24 months of the meter being fitted",
            ],
            ["Revised September 2026", "Form WW-M2 replaces form WW-M1 (2023)"],
        ],
    )
    xlsx(
        "wexcombe/charges/charges-2026-27.xlsx",
        "Wexcombe Water household charges 2026/27",
        "Charges",
        [
            ["Wexcombe Water household charges from 1 April 2026", "", ""],
            ["Revised 9 February 2026: this scheme replaces the 2025/26 charges scheme", "", ""],
            ["Charge", "2026/27", "2025/26"],
            ["Metered water, per cubic metre", "£1.84", "£1.71"],
            ["Metered sewerage, per cubic metre", "£2.12", "£2.03"],
            ["Standing charge for a metered supply, per year", "£38", "£35"],
            ["Average unmeasured bill, per year", "£512", "£489"],
            ["Assessed charge, single occupier, per year", "£286", "£271"],
        ],
    )
    pptx(
        "wexcombe/board/drought-update-november-2026.pptx",
        "Board drought update, 24 November 2026",
        [
            ("Drought update", ["Wexcombe Water Board", "24 November 2026"]),
            (
                "Where we are",
                [
                    "Group storage 38% (week ending 22 November)",
                    "Temporary Use Ban remains in force",
                    "Rainfall 71% of average",
                ],
            ),
            (
                "Lifting the ban",
                ["Storage above 60% for four consecutive weeks", "Not expected before spring 2027"],
            ),
            ("Metering", ["62% of households now metered (March 2026: 58%)", "Free meter fitting continues"]),
            ("Leadership", ["Director of Water Resources: Dr Sunita Rao", "Drought lead for the Board"]),
        ],
    )


def main() -> None:
    dunmere()
    calderby()
    wexcombe()


if __name__ == "__main__":
    main()
