"""Build the DOCX, XLSX, PPTX and PDF files of the sixth held-out sets (brantwick, sedgecombe, marlcote).

Run: ``python benchmarks/data/answers/make_held_out6.py``. Same conventions as ``make_held_out4.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def brantwick() -> None:
    xlsx(
        "brantwick/prices/pool-prices-from-september-2026.xlsx",
        "Brantwick Community Pool prices from 1 September 2026",
        "Pool prices",
        [
            ["Brantwick Leisure Trust, Brantwick Community Pool. Price list issued 4 August 2026", "", ""],
            ["Ticket", "Price from 1 September 2026", "Previous price (until 31 August 2026)"],
            ["Adult swim (16 and over)", "£5.20", "£4.80"],
            ["Child swim (under 16)", "£3.10", "£2.90"],
            ["Concession swim (65 and over, or disabled)", "£3.60", "£3.40"],
            ["Family swim (2 adults and 2 children)", "£14.00", "£13.00"],
            ["Under 3s", "Free with a paying adult", "Free with a paying adult"],
            ["Active Pass (unlimited swims, gym and classes), monthly direct debit", "£36.50", "£33.50"],
            ["Spectator", "50p", "50p"],
        ],
    )
    docx(
        "brantwick/swim-school/swim-school-programme-autumn-2026.docx",
        "Brantwick Swim School: lesson programme and fees, autumn 2026",
        [
            "Date: 2026-08-24. Brantwick Leisure Trust.",
            "Lessons restart on Monday 7 September 2026. Each child has one 30-minute lesson a week in term "
            "time and in the summer holidays. The fee is £32.50 a month per child, paid by direct debit "
            "on the 1st of the month; this replaces the 2025/26 fee of £29.00 a month.",
            "Brothers and sisters: the second and further children get 10% off.",
            "## Stages and lesson times",
        ],
        table=[
            ["Stage", "Days", "Times"],
            ["Duckling (3 to 4 years, with a parent in the water)", "Saturday", "09:00 and 09:30"],
            ["Stages 1 to 3", "Monday to Thursday", "16:00 to 17:30, on the half hour"],
            ["Stages 4 to 7", "Monday to Thursday", "17:30 to 19:00, on the half hour"],
            ["Adult beginners", "Wednesday", "19:30"],
        ],
    )
    pdf(
        "brantwick/parties/pool-parties-from-october-2026.pdf",
        "Pool parties at Brantwick: prices from 1 October 2026",
        [
            "Brantwick Community Pool, Mill Lane, Brantwick. Issued 15 September 2026. These prices apply "
            "to parties held from 1 October 2026 and replace our 2025 party leaflet.",
            [
                ["Party", "What you get", "Price"],
                ["Inflatable pool party", "1 hour in the pool with the big inflatable, up to 25 guests", "£95"],
                ["Splash party", "1 hour in the learner pool with toys, up to 15 guests", "£70"],
                ["Sports hall party", "1 hour of games with a coach, up to 30 guests", "£80"],
                ["Party room (add to any party)", "45 minutes after the party, tables and chairs", "£25"],
            ],
            "Book at reception at least two weeks ahead. A £20 deposit secures the date. Food from the "
            "Poolside Cafe can be ordered when you book.",
        ],
    )
    pptx(
        "brantwick/reception/reception-screen-november-2026.pptx",
        "Reception screen, November 2026",
        [
            ("Welcome to Brantwick Community Pool", ["Reception screen slides, November 2026"]),
            (
                "Winter timetable from 2 November",
                ["Early lanes now from 6:30 am on weekdays", "Family fun on Sundays: see the timetable board"],
            ),
            (
                "Join the Active Pass",
                ["Only £34.99 a month", "Unlimited swims, gym and classes", "Ask at reception today"],
            ),
            ("Poolside Cafe", ["Hot chocolate and a cookie: £3.60", "Open until 30 minutes before closing"]),
        ],
    )


def sedgecombe() -> None:
    xlsx(
        "sedgecombe/rents/allotment-rents-2026-27.xlsx",
        "Sedgecombe Parish Council allotment rents 2026/27",
        "Rents 2026-27",
        [
            ["Sedgecombe Parish Council allotment rents for the year from 1 October 2026", "", ""],
            ["Agreed by full council on 14 July 2026", "", ""],
            ["Item", "2026/27 (from 1 October 2026)", "2025/26 (previous year)"],
            ["Full plot (about 250 square metres)", "£68", "£62"],
            ["Half plot", "£36", "£33"],
            ["Raised bed, Orchard Lane accessible site", "£18", "£16"],
            ["Water charge per plot", "£9.50", "£8"],
            ["Concession for tenants aged 65 or over or receiving benefits (off the rent)", "50%", "25%"],
        ],
    )
    docx(
        "sedgecombe/tenancy/allotment-tenancy-agreement-2026.docx",
        "Sedgecombe allotments: tenancy agreement (2026 edition)",
        [
            "Date: 2026-08-01. Sedgecombe Parish Council.",
            "This agreement is used for all new tenancies from 1 August 2026 and replaces the 2019 tenancy "
            "agreement. Existing tenants move onto it at their renewal on 1 October 2026.",
            "## Main terms",
        ],
        table=[
            ["Term", "What it says"],
            ["Rent", "Set by the council each year; payable by 31 October for the year from 1 October"],
            ["Deposit", "New tenants pay a deposit of £50, refunded when the plot is left clean and tidy"],
            ["Cultivation", "At least three quarters of the plot must be cultivated"],
            ["Notice", "Either side may end the tenancy with 3 months' notice"],
        ],
    )
    pdf(
        "sedgecombe/rules/allotment-rules-2026.pdf",
        "Sedgecombe allotment rules (adopted 14 July 2026)",
        [
            "Sedgecombe Parish Council. Adopted by full council on 14 July 2026, in force from 1 August 2026. "
            "These rules apply at the Church Field and Orchard Lane sites.",
            [
                ["Rule", "Detail"],
                ["Bonfires", "Saturdays only, before 10:00, November to February; dry material only"],
                ["Site gate key", "Issued to each tenant against a deposit of £10"],
                ["Dogs", "Allowed on a lead; keep them on your own plot"],
                ["Hosepipes", "Not allowed; fill cans from the troughs"],
                ["Sheds", "One shed per plot, no larger than 1.8 m by 1.2 m"],
            ],
            "Breaking the rules may lead to a warning letter and, if not put right in 28 days, notice to quit.",
        ],
    )
    pptx(
        "sedgecombe/meetings/plotholders-meeting-october-2026.pptx",
        "Annual plotholders' meeting, 6 October 2026",
        [
            ("Sedgecombe allotments", ["Annual plotholders' meeting", "Village hall, 6 October 2026"]),
            ("Rents 2026/27", ["Full plot £68, half plot £36", "Water £9.50 per plot", "Please pay by 31 October"]),
            ("Site keys", ["New gate padlocks fitted in September", "Key deposit £15, refunded when you hand it back"]),
            ("Who to contact", ["Gemma Roper, allotments officer", "01632 962 118 (waiting list and plots)"]),
        ],
    )


def marlcote() -> None:
    xlsx(
        "marlcote/fares/fares-and-charges-from-october-2026.xlsx",
        "Marlcote Community Transport fares and charges from 1 October 2026",
        "Fares",
        [
            ["Marlcote Community Transport, fares and charges list issued 1 September 2026", "", ""],
            ["Service", "From 1 October 2026", "Previous (until 30 September 2026)"],
            ["Dial-a-Ride, single journey", "£3.50", "£3.00"],
            ["Dial-a-Ride, companion travelling with a member", "Free", "Free"],
            ["Car scheme, charge per mile", "55p", "50p"],
            ["Car scheme, minimum charge per journey", "£4.00", "£3.75"],
            ["Group minibus hire with driver, per day", "£90", "£80"],
            ["Annual membership", "£15", "£12"],
        ],
    )
    pdf(
        "marlcote/timetables/market-and-shopper-buses-winter-2026-27.pdf",
        "Market and shopper buses: winter timetable from 2 November 2026",
        [
            "Marlcote Community Transport. Issued 12 October 2026. This timetable runs from 2 November 2026 "
            "to 28 March 2027 and replaces the summer 2026 timetable. Members only; show your pass.",
            [
                ["Service", "Day", "Leaves Marlcote Green", "Returns from"],
                ["Market bus to Hexford", "Thursday", "09:45", "Hexford Market Place 12:30"],
                ["Shopper bus to Kelbridge", "Saturday", "10:15", "Kelbridge bus station 13:15"],
                ["Hospital shuttle to Kelbridge General", "Tuesday", "08:50", "Main entrance 12:00"],
            ],
            "Buses also call at the Post Office and Cherry Tree Close 5 minutes after leaving the Green.",
        ],
    )
    docx(
        "marlcote/passengers/passenger-guide-september-2026.docx",
        "Passenger guide (September 2026)",
        [
            "Date: 2026-09-07. Marlcote Community Transport.",
            "This guide replaces the passenger guide of 2024. It explains who can travel with us and how to "
            "book. Ring the booking line given on your membership card, or the office, to book.",
            "Dial-a-Ride and the car scheme must be booked by 12:00 noon on the working day before you "
            "travel. Trips for Monday must be booked by noon on the Friday before.",
            "## Our services",
        ],
        table=[
            ["Service", "Who it is for", "How to book"],
            ["Dial-a-Ride", "Members who find it hard to use buses", "Booking line, by noon the day before"],
            ["Car scheme", "Medical appointments further away", "Booking line, by noon the day before"],
            ["Market and shopper buses", "All members", "No booking needed"],
            ["Group minibus hire", "Clubs and community groups", "Ring the office"],
        ],
    )
    pptx(
        "marlcote/volunteers/volunteer-drivers-evening-november-2026.pptx",
        "Volunteer drivers' evening, 17 November 2026",
        [
            ("Volunteer drivers' evening", ["Marlcote Community Transport", "17 November 2026"]),
            ("Meet the team", ["Ruth Okafor, operations coordinator since September", "Ask Ruth about rotas"]),
            ("Group hire is growing", ["Minibus with a driver: £85 a day", "Twelve groups booked this autumn"]),
            ("Expenses", ["Your mileage is repaid at 45p a mile", "Claim by the 5th of the month"]),
        ],
    )


def main() -> None:
    brantwick()
    sedgecombe()
    marlcote()


if __name__ == "__main__":
    main()
