"""Build the DOCX, XLSX, PPTX and PDF files of the fifth held-out sets (pennock, wyndholt, ravensmoor).

Run: ``python benchmarks/data/answers/make_held_out5.py``. Same conventions as ``make_held_out4.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it.
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def pennock() -> None:
    xlsx(
        "pennock/prices/private-fees-from-october-2026.xlsx",
        "Pennock Street Dental Practice private fees from 1 October 2026",
        "Private fees",
        [
            ["Private fee list, issued 1 September 2026 by Pennock Street Dental Practice, Westerleigh", "", ""],
            ["Treatment", "Fee from 1 October 2026", "Previous fee (until 30 September 2026)"],
            ["New patient examination (including X-rays)", "£68", "£62"],
            ["Routine check-up (examination)", "£48", "£44"],
            ["Hygienist appointment (30 minutes)", "£72", "£65"],
            ["Hygienist appointment (45 minutes)", "£98", "£89"],
            ["Emergency appointment (assessment and temporary treatment)", "£95", "£85"],
            ["White filling (from)", "£140", "£130"],
            ["Porcelain crown", "£620", "£590"],
            ["Home whitening (custom trays and gel)", "£395", "£350"],
            ["Care plan members", "Examinations and hygienist visits as in your plan; 15% off other treatment", ""],
        ],
    )
    pdf(
        "pennock/care-plans/pennock-care-plans-from-november-2026.pdf",
        "Pennock Care Plans: monthly prices from 1 November 2026",
        [
            "Pennock Street Dental Practice, 14 Pennock Street, Westerleigh. Issued 5 October 2026. These "
            "prices apply from 1 November 2026 and replace the care plan prices of November 2025. Members' "
            "direct debits change automatically; you do not need to do anything.",
            [
                ["Plan", "What it includes", "Monthly price from 1 November 2026"],
                ["Essential", "2 check-ups and 2 hygienist visits (30 minutes) a year", "£18.95"],
                [
                    "Complete",
                    "2 check-ups, 2 hygienist visits, emergency appointments, 15% off treatment",
                    "£29.50",
                ],
                ["Children's (under 18, with a parent on a plan)", "2 check-ups a year and fissure sealants", "£6.50"],
            ],
            "Complete also includes worldwide dental injury and emergency cover. You can leave a plan with "
            "one month's notice. Ask Sian Mallory, our practice manager, if you would like to change plan.",
        ],
    )
    docx(
        "pennock/patients/urgent-dental-care-when-we-are-closed.docx",
        "Urgent dental care when we are closed (from 1 October 2026)",
        [
            "Date: 2026-09-21. Pennock Street Dental Practice, notice to patients.",
            "From 1 October 2026 our dentists share an evening, weekend and bank holiday rota with two other "
            "Westerleigh practices. If you have severe toothache, swelling or a knocked-out tooth when we are "
            "closed, ring the Westerleigh Dental Emergency Line on 01632 960 415.",
            "This replaces our arrangement with the Westerleigh Urgent Dental Service (01632 960 233), which "
            "ends on 30 September 2026.",
            "## When to ring whom",
            "Emergency appointments are charged at the private fee for an emergency appointment; Complete "
            "care plan members pay nothing extra.",
        ],
        table=[
            ["When", "What to do"],
            [
                "Monday to Friday while we are open",
                "Ring the practice on 01632 960 400 before 10:00 for a same-day appointment",
            ],
            ["Evenings, weekends and bank holidays", "Ring the Westerleigh Dental Emergency Line on 01632 960 415"],
            ["Swelling that affects breathing or swallowing, or heavy bleeding", "Go to A&E or ring 999"],
        ],
    )
    pptx(
        "pennock/waiting-room/waiting-room-slides-october-2026.pptx",
        "Pennock Street waiting room screen (October 2026)",
        [
            ("Welcome to Pennock Street", ["Waiting room slides, October 2026", "14 Pennock Street, Westerleigh"]),
            (
                "Brighter smiles",
                ["Home whitening kits now £375", "Custom-made trays and gel to use at home", "Ask at reception"],
            ),
            (
                "Meet our new practice manager",
                ["Sian Mallory joined us in October 2026", "Talk to Sian about care plans and paying for treatment"],
            ),
            ("Care plans", ["Essential, Complete and Children's plans", "Leaflets at reception"]),
        ],
    )


def wyndholt() -> None:
    xlsx(
        "wyndholt/box-office/panto-2026-ticket-prices.xlsx",
        "Jack and the Beanstalk: pantomime ticket prices 2026",
        "Panto 2026",
        [
            [
                "Jack and the Beanstalk, our December 2026 pantomime. Ticket prices issued by the box office on "
                "1 September 2026",
                "",
                "",
            ],
            ["Ticket", "Price", "Notes"],
            ["Adult", "£19.50", ""],
            ["Child (under 16)", "£14", ""],
            ["Concession (60+, students)", "£17", ""],
            ["Family ticket", "£62", "2 adults and 2 children, or 1 adult and 3 children"],
            ["Groups of 10 or more, per ticket", "£16", "One free ticket for the group leader"],
            ["Relaxed performance, all seats", "£12", "Wednesday 16 December, 13:30"],
        ],
    )
    pdf(
        "wyndholt/season/autumn-winter-season-2026.pdf",
        "The Wyndholt Playhouse: autumn and winter season 2026",
        [
            "Season brochure, printed 10 August 2026. The Wyndholt Playhouse, Market Hill, Wyndholt. Box "
            "office 01632 961 050, open Tuesday to Saturday 10:00 to 17:00.",
            "## October",
            "The Lighthouse Keeper, a new play by the Wyndholt Players: 14 to 17 October at 19:45. Tickets £13.",
            "## December: Jack and the Beanstalk",
            "Our family pantomime runs from Saturday 5 December 2026 to Saturday 2 January 2027. Evening "
            "performances start at 19:00 and matinees at 14:00. The relaxed performance, with the house "
            "lights up and the sound turned down, is on Wednesday 16 December at 13:30.",
            [
                ["Date", "Performances"],
                ["Saturday 5 December", "14:00 and 19:00"],
                ["Friday 11 and Saturday 12 December", "19:00; Saturday also 14:00"],
                ["Wednesday 16 December", "13:30 relaxed performance"],
                ["Saturday 19 December to Wednesday 23 December", "14:00 and 19:00 daily"],
                ["Sunday 27 December to Saturday 2 January", "14:00 daily; 19:00 on Tuesday 29 and Wednesday 30"],
            ],
            "Wyndholt Choral Society sings Messiah on Sunday 13 December at 15:00. Tickets £14.",
        ],
    )
    docx(
        "wyndholt/box-office/ticketing-terms-october-2026.docx",
        "Ticketing terms and conditions (version 4, from 1 October 2026)",
        [
            "Date: 2026-09-15. The Wyndholt Playhouse box office.",
            "These terms apply to bookings made from 1 October 2026. They replace version 3 of May 2025.",
            "## Charges",
            "The charges below are per ticket unless stated. Friends of the Playhouse pay the same charges.",
            "## Refunds",
            "Tickets cannot be refunded unless we cancel a performance. You may exchange tickets up to 48 "
            "hours before the performance.",
        ],
        table=[
            ["Charge", "Amount"],
            ["Booking online (per ticket)", "£1.50"],
            ["Booking by phone (per ticket)", "£1.50"],
            ["Booking in person at the box office", "No charge"],
            ["Exchange to another performance of the same show (per ticket)", "£1"],
            ["Posting tickets (per order)", "£1.20"],
        ],
    )
    pptx(
        "wyndholt/youth/young-company-spring-2027.pptx",
        "Wyndholt Young Company: spring term 2027 (parents' evening, 18 November 2026)",
        [
            ("Wyndholt Young Company", ["Spring term 2027", "Parents' evening, 18 November 2026"]),
            ("Spring term 2027", ["Term runs 9 January to 27 March 2027", "Fee £85 per term, payable by 5 January"]),
            ("Groups", ["Juniors (8 to 12): Saturdays 10:00 to 12:00", "Seniors (13 to 18): Saturdays 13:00 to 15:30"]),
            ("Summer showcase", ["Performances on 3 and 4 July 2027", "Tickets £8"]),
        ],
    )
    xlsx(
        "wyndholt/hires/studio-and-room-hire-2026-27.xlsx",
        "Wyndholt Playhouse room hire 2026/27",
        "Hire rates",
        [
            ["Room hire rates from 1 April 2026, agreed by the trustees on 12 March 2026", ""],
            ["Space", "Rate"],
            ["Studio theatre, per hour", "£22"],
            ["Studio theatre, full day", "£140"],
            ["Main auditorium, community groups, per hour", "£62"],
            ["Rehearsal room, per hour", "£16"],
        ],
    )


def ravensmoor() -> None:
    xlsx(
        "ravensmoor/charges/charges-2026-27.xlsx",
        "Ravensmoor Record Office charges 2026/27",
        "Charges",
        [
            [
                "Charges for services, approved by the Cabinet Member for Culture on 3 March 2026, "
                "in force 1 April 2026 to 31 March 2027",
                "",
                "",
            ],
            ["Service", "Charge 2026/27", "Previous charge 2025/26"],
            ["Photography permit (own camera or phone), one day", "£8", "£6.50"],
            ["Photography permit, 12 months", "£60", "£50"],
            ["Research service (staff search), per hour, minimum one hour", "£38", "£35"],
            ["Digital image supplied by staff, per image", "£4.50", "£4"],
            ["Certified copy of a register entry", "£16", "£14"],
            ["Self-service print from microfilm or computer, A4", "50p", "50p"],
            ["Large map or plan scan (up to A0)", "£22", "£20"],
            ["Reader's ticket", "Free", "Free"],
        ],
    )
    pdf(
        "ravensmoor/consultation/proposed-charges-2027-28.pdf",
        "Proposed archive charges 2027/28: have your say",
        [
            "Ravensmoor County Council, Archives Service. Published 10 November 2026. These are proposals "
            "only: no decision has been made. The Cabinet Member for Culture will decide in February 2027. "
            "Please send comments by 8 January 2027.",
            [
                ["Service", "Charge 2026/27", "Proposed 2027/28"],
                ["Photography permit, one day", "£8", "£9"],
                ["Photography permit, 12 months", "£60", "£70"],
                ["Research service, per hour", "£38", "£42"],
                ["Digital image supplied by staff", "£4.50", "£5"],
                ["Certified copy of a register entry", "£16", "£18"],
            ],
            "The increases would help pay for the move of the Record Office to Mill Wharf.",
        ],
    )
    pdf(
        "ravensmoor/news/press-release-record-office-move.pdf",
        "Press release: the Record Office is moving to the Ravensmoor History Centre",
        [
            "Ravensmoor County Council press office, 23 November 2026. For immediate release.",
            "The search room of the Ravensmoor Record Office at County Hall, Moot Street, will close to "
            "visitors after Friday 26 February 2027, so that nine kilometres of records can be moved to the "
            "new Ravensmoor History Centre at Mill Wharf, Aldbury.",
            [
                ["Date", "What happens"],
                ["Friday 26 February 2027", "Last day the search room at County Hall is open"],
                ["March to August 2027", "Records moved; research service continues by email"],
                ["September 2027", "Ravensmoor History Centre opens at Mill Wharf"],
            ],
            "Tomasz Wierzbicki, County Archivist, said: \"For the first time all of the county's records "
            'will be kept in one building built for them, with a search room twice the size."',
        ],
    )
    docx(
        "ravensmoor/visit/planning-your-visit.docx",
        "Planning your visit to the search room",
        [
            "Date: 2026-10-06. Ravensmoor Record Office, County Hall, Moot Street, Aldbury.",
            "## Your reader's ticket",
            "You need a free Ravensmoor reader's ticket. Bring proof of your name and address. From 6 October "
            "2026 new reader's tickets are valid for 5 years; a ticket issued earlier keeps the expiry date "
            "printed on it.",
            "## In the search room",
            "Lockers for bags and coats take a £1 coin, which is returned. Pencils only in the search room.",
            "## Ordering documents",
        ],
        table=[
            ["What", "When"],
            ["Documents brought up from the strongrooms", "Every half hour from 09:45"],
            ["Last order of the day (Tuesday to Friday)", "15:30"],
            ["Last order on open Saturdays", "12:00"],
            ["Ordering in advance", "By email, up to 3 days before your visit"],
        ],
    )
    pptx(
        "ravensmoor/schools/school-workshops-2026-27.pptx",
        "Ravensmoor Record Office school workshops 2026/27 (September 2026)",
        [
            (
                "Learning at the Record Office",
                ["Workshops for primary and secondary schools", "County heads' conference, 23 September 2026"],
            ),
            ("Workshops", ["Victorian Aldbury: Key Stage 2, 2 hours", "The Home Front 1939-45: Key Stage 3, 2 hours"]),
            (
                "Prices",
                ["£95 per class of up to 32 pupils", "Outreach visit to your school: £4.50 per pupil, minimum £90"],
            ),
        ],
    )


def main() -> None:
    pennock()
    wyndholt()
    ravensmoor()


if __name__ == "__main__":
    main()
