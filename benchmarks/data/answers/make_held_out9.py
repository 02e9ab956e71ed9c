"""Build the DOCX, XLSX, PPTX and PDF files of the ninth held-out sets (hobbleton, pellbridge, thistlewick).

Run: ``python benchmarks/data/answers/make_held_out9.py``. Same conventions as ``make_held_out8.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it. The sets' plain files (MD, TXT, HTML, EML, CSV)
are written by hand next to them. hobbleton is a county's household waste recycling centres (van
permits, seasonal hours), pellbridge a veterinary practice, thistlewick the IT service desk of a food
manufacturer (passwords, laptops, VPN).
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def hobbleton() -> None:
    pdf(
        "hobbleton/permits/van-and-trailer-permit-scheme-2026-27.pdf",
        "Hobbleton recycling centres: van and trailer permit scheme 2026/27",
        [
            "Hobbleton Waste Partnership. Agreed by the Partnership Board on 9 February 2026; in force from "
            "1 April 2026 at Mill Lane Recycling Centre and Farrow Road Recycling Centre.",
            "## Who needs a permit",
            "Residents must hold a permit to bring a van, a pick-up or a trailer longer than 2 metres to either "
            "recycling centre. Cars, and cars towing a trailer up to 2 metres long, do not need a permit. "
            "Permits are only for household waste from your own home: trade waste is not accepted.",
            "## The scheme",
            [
                ["Rule", "2026/27 scheme"],
                ["Visits allowed", "12 visits per permit year, at either site"],
                ["Permit year", "1 April to 31 March: every permit issued this year expires on 31 March 2027"],
                ["How long it takes", "Permits are emailed within 10 working days of a complete application"],
                ["Cost of the permit", "Free"],
                ["Hired vans", "A one-visit permit, applied for at least 2 working days before the visit"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                [
                    "9 February 2026",
                    "Visits per year cut from 18 to 12. This scheme replaces the van permit scheme of March 2023.",
                ],
            ],
            "Hobbleton Waste Partnership, County Hall, Hobbleton HB1 1AA. Helpline 01632 961 250.",
        ],
    )
    docx(
        "hobbleton/sites/recycling-centres-site-guide-2026.docx",
        "Hobbleton recycling centres: site guide 2026/27",
        [
            "Date: 2026-04-01. Hobbleton Waste Partnership.",
            "Both recycling centres are free for Hobbleton residents bringing household waste, recycling and "
            "garden waste. Staff may ask for proof of address. Opening hours change with the season.",
            "## Opening hours and closed days",
        ],
        table=[
            ["Item", "Detail"],
            ["Summer hours (1 April to 30 September)", "08:00 to 18:00, last entry 15 minutes before closing"],
            ["Winter hours (1 October to 31 March)", "09:00 to 16:00, last entry 15 minutes before closing"],
            ["Mill Lane Recycling Centre", "Mill Lane, Hobbleton HB3 7QT. Closed every Wednesday"],
            ["Farrow Road Recycling Centre", "Farrow Road, Ashby Cross HB9 2LE. Closed every Thursday"],
            ["Bank holidays", "Both sites open on bank holidays, except 25 and 26 December and 1 January"],
            ["Reuse shop", "At Mill Lane; see the reuse shop page for its own opening hours"],
            [
                "Revised 1 April 2026",
                "Replaces the 2023 site leaflet: the winter closing time moved from 15:30 to 16:00 and Farrow "
                "Road's closed day moved from Tuesday to Thursday",
            ],
        ],
    )
    xlsx(
        "hobbleton/prices/diy-waste-charges-2026-27.xlsx",
        "Hobbleton recycling centres: charges for DIY and non-household waste 2026/27",
        "Charges",
        [
            ["Hobbleton recycling centres: charges for DIY and non-household waste from 1 April 2026", "", ""],
            ["Revised 9 February 2026: replaces the 2025/26 charges", "", ""],
            ["Item", "2026/27", "2025/26"],
            ["Rubble, soil and hardcore, per bag (bag no bigger than 80 x 50 cm)", "£4.00", "£3.50"],
            ["Rubble, soil and hardcore, per trailer load (permit holders only)", "£30.00", "£27.00"],
            ["Plasterboard, per sheet", "£6.00", "£5.50"],
            ["Car or motorcycle tyre, each", "£4.00", "£3.75"],
            ["Van or 4x4 tyre, each", "£7.50", "£7.00"],
            ["Household waste, recycling and garden waste", "Free", "Free"],
            ["Pay by card at the site office; cash is not accepted", "", ""],
        ],
    )
    pptx(
        "hobbleton/board/partnership-board-update-october-2026.pptx",
        "Hobbleton Waste Partnership Board: recycling centres update, 19 October 2026",
        [
            ("Recycling centres update", ["Hobbleton Waste Partnership Board", "19 October 2026"]),
            (
                "Performance 2025/26",
                [
                    "Recycling rate 71.4% (2024/25: 68.9%)",
                    "Target for 2027/28: 75%",
                    "612,000 visits across both sites",
                ],
            ),
            (
                "People",
                [
                    "Recycling Centres Manager: Priya Natt (since 14 September 2026)",
                    "Site supervisors: Dean Carver (Mill Lane), Ruth Obi (Farrow Road)",
                ],
            ),
            (
                "Winter",
                [
                    "Winter hours 09:00 to 16:00 from 1 October",
                    "Christmas: both sites closed 25 and 26 December and 1 January",
                ],
            ),
            (
                "Next steps",
                [
                    "Consultation on the van permit scheme for 2027/28 opens in November",
                    "Asbestos appointments at Farrow Road continue",
                ],
            ),
        ],
    )


def pellbridge() -> None:
    pdf(
        "pellbridge/prices/price-list-2026.pdf",
        "Pellbridge Veterinary Centre: price list from 1 March 2026",
        [
            "Pellbridge Veterinary Centre, 14 Mercer Street, Pellbridge PB4 2HN. Telephone 01632 963 210. "
            "These prices apply from 1 March 2026. All prices include VAT at 20%.",
            "## Consultations and vaccinations",
            [
                ["Treatment", "Price"],
                ["Consultation with a vet (15 minutes)", "£52.00"],
                ["Nurse clinic (weight checks, nail clips, post-operative checks)", "Free"],
                ["Repeat prescription charge, per prescription", "£18.50"],
                ["Canine annual booster vaccination", "£64.00"],
                ["Canine primary vaccination course (two injections)", "£96.00"],
                ["Feline annual booster vaccination", "£58.00"],
                ["Feline primary vaccination course (two injections)", "£78.00"],
                ["Rabbit annual vaccination (myxomatosis and RHD)", "£49.00"],
                ["Microchipping", "£25.00"],
            ],
            "## Neutering",
            [
                ["Procedure", "Price"],
                ["Cat castration", "£95.00"],
                ["Cat spay", "£140.00"],
                ["Dog castration (up to 25 kg)", "£285.00"],
            ],
            "Price list revised 1 March 2026; it replaces the price list of 1 March 2025. Pet Health Club "
            "members receive the discounts set out in the club leaflet.",
        ],
    )
    docx(
        "pellbridge/health-club/pet-health-club-2026.docx",
        "Pellbridge Pet Health Club",
        [
            "Date: 2026-03-01. Pellbridge Veterinary Centre.",
            "Spread the cost of your pet's routine care with a monthly Direct Debit. There is no minimum "
            "term: you can leave the club with one month's notice.",
            "## Plans and member discounts",
        ],
        table=[
            ["Plan", "Monthly Direct Debit", "What is included"],
            ["Dog plan", "£17.50", "Annual booster, two health checks a year, flea and worm treatment"],
            ["Cat plan", "£14.00", "Annual booster, two health checks a year, flea and worm treatment"],
            ["Rabbit plan", "£9.50", "Annual vaccination, two health checks a year"],
            ["Member discounts", "All plans", "20% off neutering; 10% off food and other medicines"],
            [
                "Revised 1 March 2026",
                "Replaces the 2024 club leaflet",
                "Cat plan up from £12.50; neutering discount up from 15%",
            ],
        ],
    )
    xlsx(
        "pellbridge/reception/opening-hours-2026.xlsx",
        "Pellbridge Veterinary Centre opening hours from 1 September 2026",
        "Hours",
        [
            ["Pellbridge Veterinary Centre opening hours from 1 September 2026", "", ""],
            ["Day", "Mercer Street (main surgery)", "Stanmoor branch surgery"],
            ["Monday to Friday", "08:00 to 19:00", "09:00 to 12:30 and 14:00 to 17:30"],
            ["Saturday", "08:30 to 16:00", "Closed"],
            ["Sunday and bank holidays", "Closed: ring Vetline for emergencies", "Closed"],
            ["Changed 1 September 2026", "Saturday hours were 09:00 to 12:00 until 31 August 2026", ""],
        ],
    )
    pptx(
        "pellbridge/team/practice-meeting-september-2026.pptx",
        "Pellbridge Veterinary Centre practice meeting, 2 September 2026",
        [
            ("Practice meeting", ["Pellbridge Veterinary Centre", "2 September 2026"]),
            ("Welcome", ["Clinical Director: Dr Hannah Okafor (from 1 August 2026)", "Head Nurse: Carys Bell"]),
            (
                "Out of hours from 1 September",
                [
                    "Vetline Emergency Vets, 22 Quarry Road, Hensford HF1 4TP",
                    "Clients ring 01632 963 999",
                    "Update the answerphone message and the website",
                ],
            ),
            (
                "Repeat prescriptions",
                [
                    "48 hours' notice from 1 September",
                    "Pets on long-term medication seen by a vet every 6 months",
                ],
            ),
            ("Saturdays", ["Open 08:30 to 16:00", "Two vets and two nurses on every Saturday"]),
        ],
    )


def thistlewick() -> None:
    pdf(
        "thistlewick/policies/password-and-sign-in-policy-v4.pdf",
        "Thistlewick Foods: password and sign-in policy (version 4.0)",
        [
            "Thistlewick Foods Ltd, Information Security. Approved by the IT Steering Group on 10 August 2026; "
            "in force from 1 September 2026 for every member of staff, contractor and agency worker.",
            "## Rules",
            [
                ["Topic", "Rule"],
                ["Minimum length", "14 characters; three random words are a good way to make one"],
                [
                    "Changing your password",
                    "No scheduled expiry: change it at once if you think anyone else knows it",
                ],
                ["Failed sign-ins", "The account locks after 10 failed attempts and unlocks itself after 30 minutes"],
                ["Multi-factor authentication", "Thistle Authenticator app for email, Thistle Connect VPN and Workday"],
                ["Sharing", "Never share a password, not even with the IT Service Desk"],
            ],
            "## Revision history",
            [
                ["Version", "Date", "Change"],
                [
                    "4.0",
                    "10 August 2026",
                    "Minimum length raised from 12 to 14 characters; the 90-day expiry removed; lockout changed. "
                    "Replaces version 3.2.",
                ],
                ["3.2", "2 May 2023", "Lockout after 5 failed attempts for 15 minutes"],
            ],
        ],
    )
    docx(
        "thistlewick/hardware/laptop-lifecycle-standard-2026.docx",
        "Thistlewick Foods hardware lifecycle standard: laptops",
        [
            "Date: 2026-06-01. Thistlewick Foods IT.",
            "This standard says when laptops are replaced and how they are returned. It applies to every "
            "company laptop, whoever it was issued to.",
            "## The standard",
        ],
        table=[
            ["Item", "Standard"],
            ["Standard laptop", "Corvell Book 14 G3"],
            ["Replacement cycle", "Every 4 years from the date of issue (four years)"],
            ["Desktop PCs and monitors", "Every 6 years"],
            ["Mobile phones", "Every 30 months"],
            [
                "Broken laptop",
                "A loan laptop the same working day if reported before 14:00; return the loan laptop within 14 days",
            ],
            [
                "Leavers",
                "Hand the laptop, charger and badge to the IT Hub, Room 1.12, Thistlewick House, on your last "
                "working day",
            ],
            ["Revised 1 June 2026", "Replaces the 2022 standard, under which laptops were replaced every 3 years"],
        ],
    )
    xlsx(
        "thistlewick/service-desk/service-catalogue-lead-times-2026.xlsx",
        "Thistlewick Foods IT service catalogue: request lead times",
        "Lead times",
        [
            ["Thistlewick Foods IT service catalogue: lead times (revised 1 October 2026)", "", ""],
            ["This catalogue replaces the 2025 catalogue", "", ""],
            ["Request", "Lead time from 1 October 2026", "2025 catalogue"],
            ["New starter account and laptop", "5 working days' notice", "3 working days' notice"],
            ["Standard software install", "2 working days", "2 working days"],
            ["New laptop (not a refresh)", "10 working days", "10 working days"],
            ["Mobile phone", "5 working days", "8 working days"],
            ["Leaver: account disabled", "17:00 on the last working day", "17:00 on the last working day"],
            ["Leaver: mailbox kept after leaving", "90 days", "30 days"],
        ],
    )
    pptx(
        "thistlewick/briefings/it-update-town-hall-november-2026.pptx",
        "IT update for the staff town hall, 12 November 2026",
        [
            ("IT update", ["Staff town hall", "12 November 2026"]),
            (
                "VPN",
                [
                    "SecureReach switch-off moved to 14 January 2027",
                    "Move to Thistle Connect before then",
                    "Factory teams move after the Christmas peak",
                ],
            ),
            ("Service desk", ["Service Desk Manager: Tomasz Wierzbicki", "First-time fix 78% in October"]),
            ("Passwords", ["At least 14 characters", "No scheduled expiry"]),
            ("Laptops", ["Replaced every 4 years", "Standard model: Corvell Book 14 G3"]),
        ],
    )


def main() -> None:
    hobbleton()
    pellbridge()
    thistlewick()


if __name__ == "__main__":
    main()
