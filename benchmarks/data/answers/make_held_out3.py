"""Build the DOCX, XLSX, PPTX and PDF files of the third held-out sets (fernshire, vennway, larchmere).

Run: ``python benchmarks/data/answers/make_held_out3.py``. Same conventions as ``make_held_out2.py`` and
``make_office.py`` (whose helpers it reuses and whose files it does not touch): the generated files are
checked in, this script shows their whole content, and each states its date in its text, as a saved
file's properties do not date it.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def fernshire() -> None:
    xlsx(
        "fernshire/services/fees-and-charges-2026-27.xlsx",
        "Fernshire Libraries fees and charges 2026/27",
        "Charges",
        [
            ["Charge", "From 1 April 2026", "Previous charge (2025/26)"],
            ["Adult overdue charge (per item per day)", "30p", "25p"],
            ["Maximum overdue charge per item", "£6.00", "£5.00"],
            ["Children's and teenagers' overdue charge", "None", "None"],
            ["Replacement library card (adult)", "£2.50", "£2.00"],
            ["Reservation of an item in Fernshire stock", "Free", "Free"],
            ["Inter-library loan request", "£4.50", "£4.00"],
            ["Printing, A4 black and white (per page)", "15p", "15p"],
        ],
    )
    pdf(
        "fernshire/rooms/room-hire-2026-27.pdf",
        "Room hire at Fernshire libraries 2026/27",
        [
            "Fernshire County Council Libraries. Issued 16 February 2026; the rates below apply to "
            "bookings from 1 April 2026 and replace the 2024 room hire rates.",
            "Three of our libraries have rooms for meetings, classes and clubs. Community groups are "
            "voluntary groups, charities and residents' associations based in Fernshire; everyone else "
            "pays the commercial rate.",
            [
                ["Room", "Community groups (per hour)", "Commercial (per hour)", "Seats"],
                ["Garnett Room, Caddonbridge Central Library", "£18", "£32", "40"],
                ["Community room, Wexley Library", "£12", "£20", "20"],
                ["Studio, Harnford Library", "£14", "£24", "12"],
            ],
            "## Cancellations",
            "Cancel at least 10 working days before your booking for a full refund. If you cancel later "
            "than that, the full charge is payable.",
            "Rooms can only be booked during library opening hours. Tea and coffee can be provided for "
            "groups in the Garnett Room at 90p a cup.",
        ],
        table_font=9,
    )
    docx(
        "fernshire/board/2026-05-19-library-board-minutes.docx",
        "Fernshire Library Board, 19 May 2026",
        [
            "Date: 2026-05-19. Minutes of the annual meeting of the Fernshire Library Board.",
            "## 1. Election of the chair",
            "Cllr Miriam Osei was elected chair of the Library Board for 2026/27, succeeding Cllr David "
            "Pryce, who was thanked for four years as chair and remains a member of the board.",
            "## 2. The e-library app",
            "The board approved the launch of the Fernshire Libraries Go app on 1 July 2026.",
            "## 3. Room hire",
            "Bookings of the Garnett Room were up by a fifth since the new rates started in April.",
        ],
    )
    pptx(
        "fernshire/archive/annual-report-2024-25.pptx",
        "Fernshire Libraries annual report 2024/25",
        [
            (
                "Fernshire Libraries 2024/25",
                ["Annual report, published June 2025", "Chair of the Library Board: Cllr David Pryce"],
            ),
            ("Our year", ["412,000 visits to our libraries", "The mobile library made 1,150 stops"]),
            (
                "Charges and hours",
                [
                    "Adult overdue charge 25p a day, at most £5.00 per item",
                    "Wexley Library now opens on Saturdays 09:00 to 13:30",
                ],
            ),
        ],
    )


def vennway() -> None:
    xlsx(
        "vennway/fares/fares-from-5-april-2026.xlsx",
        "Vennway Buses fares from 5 April 2026",
        "Fares",
        [
            ["Ticket", "Price from 5 April 2026", "Previous price (until 4 April 2026)"],
            ["Adult single, Orrinford zone", "£2.40", "£2.20"],
            ["Orrinford Dayrider", "£4.80", "£4.50"],
            ["Network Dayrider", "£7.20", "£6.90"],
            ["Orrinford Weekrider", "£17.50", "£16.50"],
            ["Network Weekrider", "£27.50", "£26.00"],
            ["Young person's Dayrider (under 19)", "£3.20", "£3.00"],
            ["Group Dayrider (up to 5 people)", "£12.00", "£11.00"],
        ],
    )
    pdf(
        "vennway/consultation/fares-consultation-january-2026.pdf",
        "Have your say: bus fares from April 2026",
        [
            "Vennway Buses consultation leaflet, issued 12 January 2026. The consultation closes on 13 February 2026.",
            "Our fuel, insurance and wage costs have risen by 9% in a year. We are consulting on the fares "
            "below, which we propose to introduce in April 2026. No decision has been made yet.",
            [
                ["Ticket", "Now", "Proposed from April 2026"],
                ["Orrinford Dayrider", "£4.50", "£5.00"],
                ["Network Dayrider", "£6.90", "£7.40"],
                ["Orrinford Weekrider", "£16.50", "£17.50"],
                ["Network Weekrider", "£26.00", "£28.50"],
            ],
            "Tell us what you think online or at the Orrinford travel shop.",
        ],
    )
    docx(
        "vennway/accessibility/assisted-travel.docx",
        "Assisted travel with Vennway Buses",
        [
            "Date: 2026-04-20. Accessibility team, Vennway Buses.",
            "All our buses are low-floor with a ramp and a wheelchair space. If you would like help from "
            "the driver or a guaranteed wheelchair space on a particular journey, book assisted travel.",
            "## Booking",
            "From 20 April 2026 please book assisted travel at least 24 hours before you travel (until "
            "now we asked for 48 hours), online or on 01632 960 555, Monday to Saturday 08:00 to 18:00.",
            "## Companions",
            "A companion travels free with a holder of a disabled person's bus pass that shows the companion symbol.",
        ],
    )
    pptx(
        "vennway/jobs/become-a-bus-driver-2026.pptx",
        "Become a bus driver with Vennway (March 2026)",
        [
            ("Become a bus driver with Vennway", ["Recruitment presentation, March 2026", "No experience needed"]),
            (
                "Pay",
                [
                    "Trainee drivers: £14.10 an hour while training",
                    "Qualified drivers: £15.85 an hour",
                    "Overtime at time and a half",
                ],
            ),
            ("Training", ["About 8 weeks, paid, at Orrinford depot", "We pay for your licence and tests"]),
        ],
    )


def larchmere() -> None:
    docx(
        "larchmere/customers/plant-guarantee-and-returns.docx",
        "The Larchmere Promise: plant guarantee and returns",
        [
            "Date: 2026-03-01. Larchmere Garden Centre & Nursery.",
            "## Plant guarantee",
            "From 1 March 2026 every hardy plant you buy from us (trees, shrubs, perennials, climbers and "
            "fruit) is guaranteed for 2 years from the date of purchase. This replaces our previous "
            "12-month guarantee. Bring the plant, or a photo of it, with your receipt or Green Rewards card, "
            "and we will replace it or refund you.",
            "Houseplants, bedding plants and bulbs are guaranteed for 30 days.",
            "## Returns",
            "Unused garden goods can be returned within 30 days with a receipt for a full refund.",
        ],
    )
    pdf(
        "larchmere/workshops/workshops-autumn-winter-2026.pdf",
        "Larchmere workshops - autumn and winter 2026",
        [
            "Programme issued 3 August 2026 by Larchmere Garden Centre & Nursery. Prices include all "
            "materials and a hot drink from the Potting Bench Cafe.",
            [
                ["Workshop", "Date", "Time", "Price"],
                ["Bulb planting for spring colour", "Saturday 10 October 2026", "14:00 to 15:30", "£18"],
                ["Pumpkin carving for children", "Saturday 24 October 2026", "14:00 to 15:15", "£8"],
                ["Pruning roses", "Saturday 7 November 2026", "10:15 to 12:15", "£22"],
                ["Christmas wreath making", "Saturday 5 December 2026", "10:15 to 13:00", "£38"],
            ],
            "Book at the tills or online. Places are refunded if you cancel at least 7 days before.",
        ],
    )
    xlsx(
        "larchmere/suppliers/supplier-notes-2026.xlsx",
        "Larchmere supplier notes (updated 6 April 2026)",
        "Suppliers",
        [
            ["Supplier", "Supplies", "Order cut-off", "Delivery day", "Minimum order", "Updated"],
            [
                "Hollybank Nurseries",
                "Shrubs, perennials, climbers",
                "Wednesday 12:00",
                "Friday",
                "£250",
                "6 April 2026",
            ],
            ["Meadowcroft Compost", "Compost, bark, grit", "Monday 17:00", "Wednesday", "£400", "6 April 2026"],
            ["Tillotson Pottery", "Glazed and terracotta pots", "Tuesday 11:00", "Thursday", "£300", "6 April 2026"],
            ["Fern & Frond Aquatics", "Pond plants, pumps", "Friday 09:00", "Tuesday", "£150", "6 April 2026"],
        ],
    )
    pptx(
        "larchmere/archive/green-rewards-launch-2025.pptx",
        "Green Rewards launch (March 2025)",
        [
            ("Green Rewards is here", ["Our new loyalty scheme starts on 1 March 2025", "Free to join at any till"]),
            (
                "How it works",
                [
                    "1 point for every £1 you spend",
                    "300 points = a £5 voucher",
                    "Double points on the first Tuesday of the month",
                ],
            ),
        ],
    )


def main() -> None:
    fernshire()
    vennway()
    larchmere()


if __name__ == "__main__":
    main()
