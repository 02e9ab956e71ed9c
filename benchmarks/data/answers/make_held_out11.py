"""Build the DOCX, XLSX, PPTX and PDF files of the eleventh held-out sets (fenwhistle, brookhallow, tollmarsh).

Run: ``python benchmarks/data/answers/make_held_out11.py``. Same conventions as ``make_held_out10.py``,
``make_held_out2.py`` and ``make_office.py`` (whose helpers it reuses and whose files it does not touch):
the generated files are checked in, this script shows their whole content, and each states its date in
its text, as a saved file's properties do not date it. The sets' plain files (MD, TXT, HTML, EML, CSV)
are written by hand next to them. fenwhistle is a driving school (lesson prices, cancellations, the Fast
Track course, instructors), brookhallow a swimming club (squads, fees, coaches, the timetable), tollmarsh
a community food bank (referrals, distribution sessions, donations, Christmas).
"""

from __future__ import annotations

from make_held_out2 import pdf, pptx
from make_office import docx, xlsx


def fenwhistle() -> None:
    xlsx(
        "fenwhistle/prices/lesson-prices-from-october-2026.xlsx",
        "Fenwhistle School of Motoring: lesson prices from 1 October 2026",
        "Prices",
        [
            ["Fenwhistle School of Motoring: lesson prices from 1 October 2026", ""],
            ["Revised 20 September 2026: replaces the price list of March 2024", ""],
            ["Lesson or course", "Price"],
            ["Manual lesson, 1 hour", "£42"],
            ["Automatic lesson, 1 hour", "£46"],
            ["Motorway lesson, 2 hours", "£90"],
            ["Block of 10 manual lessons, paid in advance", "£400"],
            ["Mock test with a different instructor", "£55"],
            ["Car for the practical test, with a 1-hour warm-up lesson", "£95"],
            ["Pass Plus course (6 hours)", "£180"],
            ["Fast Track course deposit", "£150"],
        ],
    )
    pdf(
        "fenwhistle/archive/price-list-and-guide-march-2024.pdf",
        "Fenwhistle School of Motoring: price list and pupil guide, March 2024",
        [
            "Fenwhistle School of Motoring, 22 Mill Lane, Fenwhistle. Phone 01632 960 577. "
            "Price list and pupil guide from 1 March 2024. Chief Instructor: Graham Tulley.",
            "## Prices",
            [
                ["Lesson or course", "Price"],
                ["Manual lesson, 1 hour", "£38"],
                ["Automatic lesson, 1 hour", "£41"],
                ["Block of 10 manual lessons", "£360"],
                ["Fast Track: 25 hours over 2 weeks", "£1,050"],
            ],
            "## Good to know",
            "Cancel with at least 24 hours' notice or the lesson is charged in full. Lessons are in a Ford "
            "Fiesta. Practical tests are taken at the Cross Street test centre in Fenwhistle. The wait for "
            "a first lesson is currently about 10 weeks.",
        ],
    )
    pdf(
        "fenwhistle/terms/lesson-terms-2026.pdf",
        "Fenwhistle School of Motoring: lesson terms",
        [
            "Fenwhistle School of Motoring, Unit 4 Station Yard, Fenwhistle FW3 8QT. These terms apply to "
            "every lesson and course booked from 1 October 2026.",
            "## Terms",
            [
                ["Topic", "Term"],
                ["Cancelling a lesson", "At least 48 hours' notice; later cancellations are charged in full"],
                ["Illness", "No charge for a late cancellation with a note from a GP"],
                ["Late pupils", "Your instructor waits 15 minutes, then the lesson is charged"],
                ["Payment", "In advance, by card or bank transfer; blocks of 10 are non-refundable after 3 months"],
                ["Test day", "The test car is only provided after a warm-up lesson with your instructor"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                ["1 March 2024", "Terms first published (24 hours' notice to cancel)."],
                [
                    "1 October 2026",
                    "Cancellation notice changed from 24 hours to 48 hours. These terms replace the lesson "
                    "terms of March 2024.",
                ],
            ],
        ],
    )
    docx(
        "fenwhistle/office/office-and-lesson-hours-2026-27.docx",
        "Fenwhistle School of Motoring: office and lesson hours 2026/27",
        [
            "Date: 1 October 2026. Office at Unit 4 Station Yard, Fenwhistle FW3 8QT; phone 01632 960 214.",
            "Our hours change with the season, as lessons follow the daylight.",
        ],
        table=[
            ["What", "Winter (1 November to 28 February)", "Summer (1 March to 31 October)"],
            ["Office", "Monday to Friday 09:00 to 17:00", "Monday to Friday 08:30 to 18:30; Saturday 09:00 to 12:00"],
            ["Lessons", "Monday to Saturday 07:30 to 18:00", "Monday to Saturday 07:00 to 21:00"],
            ["Motorway lessons", "Weekdays only, 10:00 to 14:00", "Weekdays 09:00 to 17:00"],
        ],
    )
    pptx(
        "fenwhistle/team/instructor-meeting-october-2026.pptx",
        "Fenwhistle School of Motoring instructor meeting, 19 October 2026",
        [
            ("Instructor meeting", ["19 October 2026", "Unit 4 Station Yard"]),
            ("The team", ["Chief Instructor: Priya Okafor (from 1 October)", "Graham Tulley retired 30 September"]),
            (
                "What changed on 1 October",
                [
                    "Cancellation notice is now 48 hours",
                    "Fast Track is 30 hours over 3 weeks",
                    "All tests at Kelbourne test centre",
                    "Whole fleet is Ford Puma",
                ],
            ),
            ("Waiting list", ["About 6 weeks for a first lesson, down from 9 in the summer"]),
            ("Next", ["Price review for April 2027 goes to the partners in January"]),
        ],
    )


def brookhallow() -> None:
    xlsx(
        "brookhallow/fees/fees-2026-27.xlsx",
        "Brookhallow Otters Swimming Club: fees 2026/27",
        "Fees",
        [
            ["Brookhallow Otters Swimming Club: fees from 1 September 2026", "", ""],
            ["Revised 1 September 2026: replaces the 2025/26 fees", "", ""],
            ["Fee", "2026/27", "2025/26"],
            ["Annual club membership (includes Swim England registration)", "£40", "£35"],
            ["Development squad, per month", "£32", "£29"],
            ["Performance squad, per month", "£48", "£44"],
            ["Masters, per month", "£25", "£25"],
            ["Learn to swim, per 30-minute lesson", "£8.50", "£8.00"],
            ["Second and later child in a family", "10% off squad fees", "10% off squad fees"],
        ],
    )
    pdf(
        "brookhallow/archive/members-handbook-2024.pdf",
        "Brookhallow Otters Swimming Club: members' handbook 2024/25",
        [
            "Brookhallow Otters Swimming Club. Members' handbook for the 2024/25 season, September 2024. "
            "Head Coach: Martin Cole. Welfare officer: Derek Shaw.",
            "## Joining",
            "New swimmers are welcome to one free trial session. The annual club membership is £35. Squad "
            "fees are paid monthly by standing order.",
            "## Training",
            "Weekday sessions are at Brookhallow Pool and Sunday sessions at Riverside Baths. The "
            "performance squad trains 4 sessions a week and is open to swimmers aged 10 or over.",
        ],
    )
    pdf(
        "brookhallow/handbook/members-handbook-2026-27.pdf",
        "Brookhallow Otters Swimming Club: members' handbook 2026/27",
        [
            "Brookhallow Otters Swimming Club. Members' handbook for the 2026/27 season, in force from "
            "1 September 2026.",
            "## Club officers and rules",
            [
                ["Topic", "2026/27"],
                ["Head Coach", "Ruth Adeyemi"],
                ["Welfare officer", "Joanne Pike"],
                ["Free trial", "Two free trial sessions for every new swimmer"],
                ["Paying squad fees", "Direct Debit only, on the 1st of each month"],
                ["Performance squad", "Swimmers aged 11 or over, by invitation; 5 sessions a week"],
                ["Sunday sessions", "Kingsmead School pool (from 4 October 2026)"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                [
                    "1 September 2026",
                    "Replaces the 2024 handbook. Welfare officer Joanne Pike replaces Derek Shaw. Two free "
                    "trial sessions (was one). Direct Debit replaces standing orders. The performance squad "
                    "now trains 5 sessions a week (was 4) and starts at 11 (was 10).",
                ],
                ["4 October 2026", "Sunday sessions moved from Riverside Baths to Kingsmead School pool."],
            ],
        ],
    )
    docx(
        "brookhallow/timetable/training-timetable-2026-27.docx",
        "Brookhallow Otters Swimming Club: training timetable 2026/27",
        [
            "Date: 1 October 2026. Weekday sessions at Brookhallow Pool; Sunday sessions at Kingsmead School "
            "pool. The timetable changes with the season: in summer some sessions move outdoors to Heron Lake.",
        ],
        table=[
            ["Squad", "Winter timetable (1 October to 31 March)", "Summer timetable (1 April to 30 September)"],
            [
                "Development",
                "Monday and Wednesday 17:30 to 18:30; Sunday 08:00 to 09:00",
                "Monday and Wednesday 17:30 to 18:30",
            ],
            [
                "Performance",
                "Tuesday and Thursday 18:15 to 19:45; Friday 06:00 to 07:30; Saturday 07:00 to 08:30; "
                "Sunday 09:00 to 10:30",
                "Tuesday and Thursday 19:00 to 20:30; Friday 06:00 to 07:30; Saturday 07:00 to 08:30 "
                "(Heron Lake); Sunday 09:00 to 10:30",
            ],
            ["Masters", "Thursday 20:30 to 21:30", "Thursday 19:30 to 20:30 (Heron Lake open water)"],
            ["Learn to swim", "Saturday 09:00 to 11:00, 30-minute lessons", "Saturday 09:00 to 11:00"],
        ],
    )
    pptx(
        "brookhallow/committee/agm-october-2026.pptx",
        "Brookhallow Otters Swimming Club annual general meeting, 10 October 2026",
        [
            ("Brookhallow Otters AGM", ["10 October 2026", "Brookhallow Pool function room"]),
            ("Our club", ["214 members", "Head Coach: Ruth Adeyemi", "Welfare officer: Joanne Pike"]),
            (
                "This season",
                [
                    "Annual membership £40 (agreed at the 2025 AGM)",
                    "Performance squad: 5 sessions a week",
                    "Sunday sessions at Kingsmead School pool",
                ],
            ),
            ("Dates", ["Christmas gala: 20 December 2026", "Club championships: Saturday 16 January 2027"]),
            ("Next year", ["Committee to consult members on 2027/28 fees"]),
        ],
    )


def tollmarsh() -> None:
    pdf(
        "tollmarsh/archive/volunteer-handbook-2023.pdf",
        "Tollmarsh Community Food Bank: volunteer handbook 2023",
        [
            "Tollmarsh Community Food Bank. Volunteer handbook, January 2023. Volunteer Coordinator: "
            "Colin Pettigrew. Helpline 01632 961 300.",
            "## Where we are",
            "Distribution sessions are held at St Anne's Church Hall. Donations can also be left in our "
            "trolley at the Co-op on Market Street.",
            "## Volunteering",
            "Volunteers must be 18 or over. Each parcel holds 3 days of food, and a household can have up "
            "to 3 referrals in 6 months. Pasta and tinned tomatoes are always needed.",
        ],
    )
    pdf(
        "tollmarsh/policies/referral-policy-2026.pdf",
        "Tollmarsh Community Food Bank: referral policy",
        [
            "Tollmarsh Community Food Bank, The Granary, 7 Wharf Road, Tollmarsh TM4 2HD. This policy is in "
            "force from 1 July 2026.",
            "## Referrals and parcels",
            [
                ["Topic", "Policy"],
                ["Who can refer", "Citizens Advice, GPs, health visitors, schools, support workers, the council"],
                ["How often", "Up to 4 referrals in 6 months for each household"],
                ["Parcel size", "5 days of food for everyone in the household"],
                ["Kettle parcels", "For people without a cooker"],
                ["More help", "After the 4th referral the referring agency agrees a support plan"],
            ],
            "## Revision history",
            [
                ["Date", "Change"],
                ["January 2023", "Policy first published: 3 referrals in 6 months; parcels of 3 days of food."],
                [
                    "1 July 2026",
                    "Up from 3 to 4 referrals in 6 months; each parcel now holds 5 days of food. This policy "
                    "replaces the referral policy of January 2023.",
                ],
            ],
        ],
    )
    docx(
        "tollmarsh/sessions/opening-times-2026-27.docx",
        "Tollmarsh Community Food Bank: opening times 2026/27",
        [
            "Date: 1 October 2026. All sessions at The Granary, 7 Wharf Road, Tollmarsh TM4 2HD, from 6 October 2026.",
            "Distribution sessions change with the season: we add a Saturday session in winter, when more "
            "people need us.",
        ],
        table=[
            ["What", "Times"],
            [
                "Distribution, winter (1 November to 28 February)",
                "Tuesday 10:00 to 13:00; Thursday 16:00 to 19:00; Saturday 10:00 to 12:00",
            ],
            ["Distribution, summer (1 March to 31 October)", "Tuesday 10:00 to 13:00; Thursday 17:00 to 19:30"],
            ["Donation drop-off at The Granary", "Monday to Friday 09:00 to 15:00"],
            ["Helpline 01632 961 450", "Monday to Friday 09:30 to 16:30"],
            [
                "Revised 1 October 2026",
                "Replaces the St Anne's Church Hall timetable: the Thursday session now starts at 16:00 in winter",
            ],
        ],
    )
    pptx(
        "tollmarsh/trustees/trustees-report-november-2026.pptx",
        "Tollmarsh Community Food Bank: report to the trustees, 17 November 2026",
        [
            ("Report to the trustees", ["17 November 2026", "Marcus Hale, Manager"]),
            ("The Granary", ["Open since 6 October 2026", "Step-free, with a private room"]),
            ("People", ["Volunteer Coordinator: Nadia Farouk (from 2 November)", "146 active volunteers"]),
            ("Parcels", ["1,212 parcels in April to October 2026", "Up to 4 referrals in 6 months since July"]),
            ("For decision later", ["Eastfield Friday session: consultation until 31 January 2027"]),
        ],
    )
    xlsx(
        "tollmarsh/trustees/parcels-2026.xlsx",
        "Tollmarsh Community Food Bank: parcels given out, 2026",
        "Parcels",
        [
            ["Tollmarsh Community Food Bank: parcels given out (figures to 30 November 2026)", "", ""],
            ["Month", "Parcels", "People fed"],
            ["July 2026", "162", "398"],
            ["August 2026", "171", "430"],
            ["September 2026", "180", "452"],
            ["October 2026", "194", "481"],
            ["November 2026", "210", "522"],
        ],
    )


def main() -> None:
    fenwhistle()
    brookhallow()
    tollmarsh()


if __name__ == "__main__":
    main()
