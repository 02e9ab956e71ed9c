"""Build the DOCX, XLSX, PPTX and PDF files of the fourth held-out sets (kilnworth, ellerby, quayhaven).

Run: ``python benchmarks/data/answers/make_held_out4.py``. Same conventions as ``make_held_out3.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def kilnworth() -> None:
    xlsx(
        "kilnworth/prices/pet-health-club-prices-2026.xlsx",
        "Kilnworth Vets Pet Health Club prices from 1 May 2026",
        "Pet Health Club",
        [
            ["Pet Health Club monthly prices, issued 2 April 2026 by Kilnworth Veterinary Group", "", ""],
            ["Plan", "Monthly price from 1 May 2026", "Previous monthly price (until 30 April 2026)"],
            ["Dog up to 25 kg", "£16.50", "£14.95"],
            ["Dog over 25 kg", "£19.50", "£17.50"],
            ["Cat", "£12.75", "£11.50"],
            ["Rabbit", "£8.25", "£7.50"],
            ["Every plan includes", "Annual vaccination, flea and worm treatment, two health checks a year", ""],
            ["Member discount", "10% off other treatment and food", ""],
        ],
    )
    pdf(
        "kilnworth/prices/consultation-and-treatment-fees-2026.pdf",
        "Kilnworth Vets: consultation and treatment fees from 1 May 2026",
        [
            "Kilnworth Veterinary Group. Issued 2 April 2026; these fees apply from 1 May 2026 at all three "
            "surgeries and replace the fee list of April 2025.",
            [
                ["Fee", "Price from 1 May 2026"],
                ["Standard consultation (15 minutes)", "£49.50"],
                ["Repeat consultation within 7 days", "£25"],
                ["Nurse consultation", "£22"],
                ["Out-of-hours consultation, weekdays 19:00 to 08:00", "£165"],
                ["Out-of-hours consultation, Sundays and bank holidays", "£195"],
                ["Dog annual booster vaccination", "£62"],
                ["Cat annual booster vaccination", "£58"],
                ["Microchipping", "£24"],
            ],
            "Pet Health Club members get 10% off these fees except out-of-hours consultations.",
        ],
    )
    docx(
        "kilnworth/out-of-hours/out-of-hours-care-from-september-2026.docx",
        "Out-of-hours care from 1 September 2026",
        [
            "Date: 2026-08-17. Kilnworth Veterinary Group, notice to clients.",
            "From 1 September 2026 our own vets and nurses will look after your pets at night, at weekends "
            "and on bank holidays at our new 24-hour hospital at Kilnworth Central, 14 Foundry Lane, Kilnworth.",
            "## The number to ring",
            "Ring 01632 960 777 whenever our surgeries are closed. This replaces the NightVet Partners number "
            "and service at Dunmere Trading Estate, which end on 31 August 2026.",
            "## Fees",
            "Out-of-hours consultations are charged as on our fee list from 1 May 2026.",
        ],
    )
    pptx(
        "kilnworth/surgeries/holt-barton-waiting-room-slides.pptx",
        "Holt Barton Surgery waiting room screen (September 2026)",
        [
            ("Welcome to Holt Barton Surgery", ["Waiting room slides, September 2026", "The Square, Holt Barton"]),
            (
                "Our opening hours",
                ["Monday to Friday 09:00 to 17:30", "Saturday 09:00 to 13:00", "Sunday closed"],
            ),
            ("Weight clinic", ["Mondays 14:00 to 16:00 with nurse Becca Lowther", "Free for all registered pets"]),
        ],
    )


def ellerby() -> None:
    xlsx(
        "ellerby/rents/rents-2026-27.xlsx",
        "University of Ellerby hall rents 2026/27",
        "Rents 2026-27",
        [
            ["Hall rents 2026/27, published by the Accommodation Office on 15 January 2026", "", "", ""],
            ["Hall and room", "Weekly rent 2026/27", "Contract length", "Previous weekly rent (2025/26)"],
            ["Castle Court, standard room (shared bathroom)", "£142", "40 weeks", "£136"],
            ["Castle Court, en-suite room", "£168", "40 weeks", "£159"],
            ["Riverside Quarter, studio", "£224", "51 weeks", "£212"],
            ["Linden Hall, catered en-suite (breakfast and evening meal)", "£205", "40 weeks", "£196"],
        ],
    )
    pdf(
        "ellerby/consultation/proposed-rents-2027-28.pdf",
        "Proposed hall rents 2027/28: consultation with students",
        [
            "University of Ellerby Accommodation Office and Students' Union, 9 November 2026. These are "
            "proposals only: the University Council will decide the 2027/28 rents in February 2027. "
            "Comments by 15 December 2026.",
            [
                ["Hall and room", "Rent 2026/27", "Proposed rent 2027/28"],
                ["Castle Court, standard room", "£142", "£149"],
                ["Castle Court, en-suite room", "£168", "£176"],
                ["Riverside Quarter, studio", "£224", "£236"],
                ["Linden Hall, catered en-suite", "£205", "£214"],
            ],
            "The increases would pay for new secure locks and heating controls in Castle Court.",
        ],
    )
    docx(
        "ellerby/apply/accepting-your-room-offer.docx",
        "Accepting your room offer 2026/27",
        [
            "Date: 2026-02-02. University of Ellerby Accommodation Office.",
            "## Your deposit",
            "To accept a room for 2026/27 you pay a deposit of £200 within 7 days of your offer. We have cut "
            "the deposit from £250 to help with the cost of moving in. It is returned within 28 days of the "
            "end of your licence, less any charges.",
            "## Paying your rent",
            "Rent is paid in three instalments, in October, January and April.",
        ],
    )
    pdf(
        "ellerby/halls/residents-handbook-2026-27.pdf",
        "Residents' handbook 2026/27",
        [
            "University of Ellerby halls of residence. Issued 1 September 2026 for the 2026/27 licence year.",
            "## Your licence",
            "40-week licences in Castle Court and Linden Hall run from Saturday 19 September 2026 to "
            "Saturday 3 July 2027. 51-week licences in Riverside Quarter run to Saturday 4 September 2027.",
            "## Charges",
            [
                ["Charge", "2026/27"],
                ["Replacement key card", "£25"],
                ["Early arrival before your licence starts (per night)", "£32"],
                ["Lock change after a lost key", "At cost"],
            ],
            "## Guests",
            "An overnight guest may stay for up to 3 nights in a row, and no more than 6 nights in a month. "
            "Sign guests in at reception.",
            "## Insurance",
            "Contents insurance with Hartwell Insurance is included in your rent and covers your belongings up "
            "to £5,000.",
        ],
    )
    pptx(
        "ellerby/halls/halls-at-a-glance-open-day.pptx",
        "Ellerby halls at a glance (applicant open day, October 2026)",
        [
            ("Living in Ellerby halls", ["Applicant open day, 17 October 2026", "Three halls, 1,900 rooms"]),
            (
                "Our halls",
                [
                    "Castle Court: self-catered flats, 40-week licence",
                    "Riverside Quarter: studios, 51-week licence",
                    "Linden Hall: catered, 40-week licence",
                ],
            ),
            ("What's included", ["Bills, wifi and contents insurance", "24-hour reception and security"]),
        ],
    )


def quayhaven() -> None:
    xlsx(
        "quayhaven/membership/fees-2026-27.xlsx",
        "Quayhaven Sailing & Watersports Club fees 2026/27",
        "Fees",
        [
            ["Subscriptions and charges, set by the general committee on 10 February 2026", "", ""],
            ["Charge", "2026/27 (1 April 2026 to 31 March 2027)", "Previous year 2025/26"],
            ["Full adult membership", "£385", "£360"],
            ["Family membership", "£560", "£525"],
            ["Junior membership (under 18)", "£95", "£90"],
            ["Crew / social membership", "£120", "£110"],
            ["Joining fee (adult and family)", "£150", "£150"],
            ["Dinghy park space (per year)", "£140", "£130"],
            ["Pontoon berth (per metre, per season)", "£118", "£110"],
            ["Swinging mooring (per metre, per season)", "£62", "£58"],
            ["Visitor slipway launch (per day)", "£15", "£12"],
        ],
    )
    docx(
        "quayhaven/club/agm-minutes-2026-11-14.docx",
        "Annual general meeting, 14 November 2026",
        [
            "Date: 2026-11-14. Minutes of the AGM of Quayhaven Sailing & Watersports Club, held in the clubhouse.",
            "## 1. Election of officers",
            "Ruth Penhale was elected Commodore for 2026/27, succeeding Alan Trewin. Mark Dunstan was elected "
            "Vice Commodore.",
            "## 2. Motion: joining fee",
            "A member proposed cutting the joining fee to £75. The motion was defeated; the joining fee remains £150.",
            "## 3. Car park",
            "The committee will consult members on a car park charge before any decision.",
        ],
    )
    pptx(
        "quayhaven/training/learn-to-sail-2027.pptx",
        "Learn to sail at Quayhaven in 2027 (October 2026)",
        [
            ("Learn to sail in 2027", ["Quayhaven Sailing School", "Presentation for the October 2026 open evening"]),
            (
                "Adult courses",
                ["RYA Dinghy Level 1 (Start Sailing): 2 days, £260", "RYA Dinghy Level 2: 3 days, £330"],
            ),
            ("Juniors", ["RYA Stage 1 for ages 8 to 15: £170", "Junior members sail on Saturday mornings"]),
        ],
    )
    pdf(
        "quayhaven/consultation/car-park-charges-consultation.pdf",
        "Have your say: car park charges at Quayhaven",
        [
            "Quayhaven Sailing & Watersports Club general committee, 23 November 2026. Consultation closes "
            "31 January 2027; no decision has been made.",
            "The club car park is full most summer weekends, much of it with non-members' cars. The committee "
            "is asking members about these options:",
            [
                ["Option", "Members", "Visitors"],
                ["A: no change", "Free", "Free"],
                ["B: charge visitors only", "Free", "£3 a day"],
                ["C: charge everyone, members by annual permit", "£20 a year", "£4 a day"],
            ],
            "Reply on the club website or in the box in the clubhouse.",
        ],
    )


def main() -> None:
    kilnworth()
    ellerby()
    quayhaven()


if __name__ == "__main__":
    main()
