"""Build the DOCX, XLSX, PPTX and PDF files of the tenth held-out sets (wrenfield, copperdale, mossbury).

Run: ``python benchmarks/data/answers/make_held_out10.py``. Same conventions as ``make_held_out9.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it. The sets' plain files (MD, TXT, HTML, EML, CSV)
are written by hand next to them. wrenfield is a theatre's box office (booking fees, exchanges, the
pantomime, Friends), copperdale a city's cycle hire scheme (prices, docking stations, membership),
mossbury a residential letting agency (repairs, inspections, deposits, landlord fees).
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def wrenfield() -> None:
    pdf(
        "wrenfield/terms/terms-of-sale-2026.pdf",
        "Wrenfield Playhouse: terms of sale for tickets",
        [
            "Wrenfield Playhouse Trust. These terms apply to every ticket sold from 1 August 2026, when the "
            "Playhouse moved to its new ticketing system. Box office 01632 965 400.",
            "## Fees, exchanges and refunds",
            [
                ["Topic", "Term"],
                ["Booking fee", "£2.50 per order when you book online or by phone, however many tickets"],
                ["Buying in person", "No booking fee at the box office in Market Square"],
                [
                    "Exchanges",
                    "Up to 48 hours before the performance, for another performance of the same show; "
                    "£1.00 per ticket exchange fee (free for Friends)",
                ],
                ["Refunds", "Only if a performance is cancelled; refunds are paid within 14 days"],
                ["Phone reservations", "Must be paid for within 48 hours or the seats are released"],
                ["Late arrival", "Latecomers are seated at a suitable break in the performance"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                [
                    "1 August 2026",
                    "Booking fee changed from £1.75 per ticket to £2.50 per order. Exchanges must now be made "
                    "48 hours before the performance (was 24 hours) and carry a fee. These terms replace the "
                    "terms of sale of April 2024.",
                ],
            ],
            "Wrenfield Playhouse Trust, Market Square, Wrenfield WR1 2PL. Registered charity.",
        ],
    )
    docx(
        "wrenfield/box-office/box-office-opening-hours-2026-27.docx",
        "Wrenfield Playhouse box office: opening hours 2026/27",
        [
            "Date: 2026-09-01. Wrenfield Playhouse box office, Market Square.",
            "The box office sells tickets for every show at the Playhouse, in person and by phone on "
            "01632 965 400. Its hours change with the season: it is open longer during the autumn season "
            "and the pantomime.",
            "## Opening hours",
        ],
        table=[
            ["Season", "Box office hours"],
            [
                "Autumn and pantomime season (1 September to 31 January)",
                "Monday to Saturday 10:00 to 20:00; Sundays with a pantomime matinee 12:00 to 16:00",
            ],
            [
                "Spring and summer season (1 February to 31 August)",
                "Tuesday to Saturday 11:00 to 18:00, and until the performance starts on show days",
            ],
            ["Cafe bar", "Monday to Saturday 09:30 to 17:00, and from 90 minutes before evening performances"],
            ["Stage door", "Performers and deliveries only"],
            [
                "Revised 1 September 2026",
                "Replaces the 2024 box office guide: the box office is now open until 20:00 in the autumn "
                "and pantomime season",
            ],
        ],
    )
    xlsx(
        "wrenfield/prices/jack-and-the-beanstalk-prices.xlsx",
        "Jack and the Beanstalk 2026/27: ticket prices",
        "Prices",
        [
            ["Jack and the Beanstalk, 28 November 2026 to 17 January 2027: ticket prices", "", ""],
            ["Revised 16 November 2026 for the extra week of performances", "", ""],
            ["Ticket", "Stalls", "Circle"],
            ["Adult", "£28.00", "£24.00"],
            ["Child (under 16)", "£20.00", "£17.00"],
            ["Family ticket (2 adults and 2 children)", "£84.00", "£72.00"],
            ["Young Wrenfield (16 to 25)", "£12.00", "£12.00"],
            ["Relaxed performance, any seat", "£15.00", "£15.00"],
            ["Pantomime programme", "£2.50", ""],
            ["Children under 2 on an adult's lap", "Free", "Free"],
        ],
    )
    pptx(
        "wrenfield/friends/friends-agm-october-2026.pptx",
        "Friends of Wrenfield Playhouse annual general meeting, 12 October 2026",
        [
            ("Friends of Wrenfield Playhouse", ["Annual general meeting", "12 October 2026"]),
            (
                "Membership",
                [
                    "Subscription £45 a year from 1 September 2026 (agreed at the 2025 AGM; it was £40)",
                    "412 Friends at 30 September 2026",
                ],
            ),
            (
                "Benefits",
                [
                    "Priority booking opens 7 days before public sale",
                    "Up to 8 tickets per performance during priority booking",
                    "No exchange fee for Friends",
                ],
            ),
            (
                "The Playhouse team",
                ["General Manager: Mei Tanaka", "Box Office Manager: Amara Lindqvist (from 5 October 2026)"],
            ),
            ("Coming up", ["Jack and the Beanstalk from 28 November", "Committee to consult on 2027 subscription"]),
        ],
    )


def copperdale() -> None:
    xlsx(
        "copperdale/prices/bike-share-prices-from-july-2026.xlsx",
        "Copperdale Bike Share: prices from 1 July 2026",
        "Prices",
        [
            ["Copperdale Bike Share prices from 1 July 2026", "", ""],
            ["Revised 1 June 2026: replaces the price list of 1 April 2024", "", ""],
            ["Item", "From 1 July 2026", "Until 30 June 2026"],
            ["Unlock fee, any bike", "£1.50", "£1.00"],
            ["Standard bike, per minute", "8p", "6p"],
            ["E-bike, per minute", "15p", "12p"],
            ["Day pass (24 hours)", "£6.00", "£5.00"],
            ["Annual membership", "£90.00", "£72.00"],
            ["Student annual membership", "£60.00", "Not offered"],
            ["Bike not returned to a dock, retrieval charge", "£25.00", "£25.00"],
        ],
    )
    pdf(
        "copperdale/membership/membership-terms-2026.pdf",
        "Copperdale Bike Share: membership terms",
        [
            "Copperdale City Council and its operator, Pedalway Ltd. Approved by the council's transport "
            "committee on 1 June 2026; in force from 1 July 2026 for every annual member.",
            "## What membership includes",
            [
                ["Term", "Detail"],
                ["Included ride time", "Unlimited rides of up to 45 minutes each on standard bikes"],
                ["After the included time", "Charged at the pay-as-you-go rate per minute"],
                ["E-bikes", "Members pay the e-bike rate per minute but no unlock fee"],
                ["Bikes per account", "Up to 4 bikes at a time"],
                ["Age", "Members must be 16 or over"],
                ["E-bike motor", "Assists pedalling up to 15.5 mph, as the law allows"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                [
                    "1 June 2026",
                    "Included ride time raised from 30 to 45 minutes; bikes per account raised from 2 to 4; "
                    "minimum age lowered from 18 to 16. These terms replace the membership terms of April 2024.",
                ],
            ],
            "Copperdale Bike Share, Civic Centre, Copperdale CP1 1CC.",
        ],
    )
    docx(
        "copperdale/stations/docking-stations-guide-2026.docx",
        "Copperdale Bike Share: docking stations guide",
        [
            "Date: 2026-10-01. Copperdale City Council transport team.",
            "Copperdale Bike Share now has 48 docking stations and 420 bikes, 120 of them e-bikes. Almost "
            "every dock is open around the clock; the dock inside Riverside Park follows the park's hours.",
            "## Opening hours",
        ],
        table=[
            ["Dock", "Hours"],
            ["All docks except Riverside Park", "24 hours a day, every day"],
            ["Riverside Park, summer (1 April to 30 September)", "06:00 to 22:00"],
            ["Riverside Park, winter (1 October to 31 March)", "07:00 to 19:00"],
            ["Platform Square (Copperdale station)", "24 hours; 24 docks"],
            [
                "Revised 1 October 2026",
                "Replaces the docking stations guide of 1 April 2026; the Station Road forecourt dock was "
                "removed on 14 September 2026",
            ],
        ],
    )
    pptx(
        "copperdale/board/bike-share-annual-review-2026.pptx",
        "Copperdale Bike Share annual review: transport committee, 22 October 2026",
        [
            ("Bike Share annual review", ["Transport committee", "22 October 2026"]),
            ("The network", ["48 docking stations", "420 bikes, 120 of them e-bikes", "312,000 rides in 2025/26"]),
            (
                "Changes from 1 July",
                [
                    "Members' rides of up to 45 minutes included",
                    "Up to 4 bikes per account",
                    "Riders aged 16 or over",
                ],
            ),
            ("Winter", ["Riverside Park dock open 07:00 to 19:00 from 1 October", "Lights on all bikes"]),
            ("People", ["Bike Share Manager: Bethany Marsh (since 3 August 2026)", "Operator: Pedalway Ltd"]),
        ],
    )


def mossbury() -> None:
    pdf(
        "mossbury/repairs/repairs-and-maintenance-policy-2026.pdf",
        "Mossbury Lettings: repairs and maintenance policy",
        [
            "Mossbury Lettings Ltd. Approved by the directors on 1 May 2026; in force from 1 June 2026 for "
            "every home we manage.",
            "## How quickly we respond",
            [
                ["Priority", "Examples", "We attend within"],
                ["Emergency", "Burst pipe, gas leak, no heating or hot water, break-in", "4 hours"],
                ["Urgent", "Broken boiler part, leaking roof, faulty lock", "3 working days"],
                ["Routine", "Dripping tap, sticking door, broken fence panel", "20 working days"],
            ],
            "Out of hours, ring the emergency line on 01632 967 999. In office hours, report repairs through "
            "MossFix or the repairs desk.",
            "## Revision history",
            [
                ["Date", "Change"],
                [
                    "1 May 2026",
                    "Emergency attendance cut from 24 hours to 4 hours; routine repairs from 28 to 20 working "
                    "days; new out-of-hours contractor. Replaces the repairs policy of March 2023.",
                ],
            ],
        ],
    )
    xlsx(
        "mossbury/landlords/landlord-fees-2026-27.xlsx",
        "Mossbury Lettings: landlord fees from 1 April 2026",
        "Fees",
        [
            ["Mossbury Lettings: landlord fees from 1 April 2026", "", ""],
            ["Revised 1 March 2026: replaces the 2025 fee schedule", "", ""],
            ["Service", "From 1 April 2026", "2025 fee schedule"],
            ["Fully managed service, of the monthly rent", "12% plus VAT", "10% plus VAT"],
            ["Rent collection service, of the monthly rent", "9% plus VAT", "8% plus VAT"],
            ["Tenant find only", "75% of the first month's rent plus VAT", "75% of the first month's rent plus VAT"],
            ["Inventory", "£120", "£110"],
            ["Property inspections (fully managed)", "Every 6 months, included", "Every 4 months, included"],
            ["VAT is charged at 20% on every fee", "", ""],
        ],
    )
    docx(
        "mossbury/office/office-and-viewing-hours-2026.docx",
        "Mossbury Lettings: office, repairs desk and viewing hours",
        [
            "Date: 2026-10-05. Mossbury Lettings, 3 Abbey Walk, Mossbury MB2 4RS.",
            "This guide gives the hours of our new office on Abbey Walk, our repairs desk and viewings. "
            "Viewings finish earlier in winter, while it gets dark early.",
            "## Hours",
        ],
        table=[
            ["What", "Hours"],
            ["Office, 3 Abbey Walk", "Monday to Friday 09:00 to 17:30; Saturday 10:00 to 13:00"],
            ["Repairs desk (phone and MossFix replies)", "Monday to Friday 08:30 to 17:00"],
            ["Viewings, winter (1 November to 28 February)", "Monday to Saturday 10:00 to 16:00"],
            [
                "Viewings, summer (1 March to 31 October)",
                "Monday to Friday 10:00 to 19:00; Saturday 10:00 to 15:00",
            ],
            [
                "Revised 5 October 2026",
                "Replaces the 2023 tenant guide: the office moved from High Street to Abbey Walk and now closes "
                "at 17:30 on weekdays",
            ],
        ],
    )
    pptx(
        "mossbury/team/team-meeting-october-2026.pptx",
        "Mossbury Lettings team meeting, 12 October 2026",
        [
            ("Team meeting", ["Mossbury Lettings", "12 October 2026"]),
            ("Welcome to Abbey Walk", ["Office open since 5 October", "Old High Street keys returned"]),
            (
                "People",
                ["Lettings Manager: Sunita Rao (since 1 September 2026)", "Senior property manager: post open"],
            ),
            (
                "Repairs",
                [
                    "Emergencies attended within 4 hours",
                    "Out-of-hours line 01632 967 999 (Brightwell Property Care)",
                    "Routine repairs within 20 working days",
                ],
            ),
            ("Portfolio", ["640 homes managed", "Inspections every 6 months", "48 hours' notice before visits"]),
        ],
    )


def main() -> None:
    wrenfield()
    copperdale()
    mossbury()


if __name__ == "__main__":
    main()
