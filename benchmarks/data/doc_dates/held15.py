"""The fifteenth held-out batch of the document-dating share (``half`` = ``held15`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A hotel group's share this time (Brackwater Hotels: the Quayside at Port Alverne, Larkhill House at
Fennick, Ardry Castle and the Wendlow Spa Hotel; front office and reservations, revenue management
and rate sheets, housekeeping, food and beverage and banqueting event orders, weddings and conference
packages, the spa, maintenance and fire safety, guest relations, licensing, HR and rotas, finance, the
web site and booking engine, IT, the board, press), in the formats of the earlier batches, with the
date forms such a group uses: rate-sheet validity periods ("1 April to 30 September 2025",
"Apr-26 to Sep-26"), "Issued by Revenue Management, 20 October 2025", a banqueting event order's
"Date issued:" and a BEO revision history "Revision 3 – 19/09/2025" over Revision 2, a shift
handover log "Shift: Late ... Date: Saturday 8 November 2025", a procedure stamp "Version 4 – 17
March 2025", a kitchen rota "w/c 10/11/2025" whose order the rows settle, an allergen policy's
version table, a handbook issue table with months, "Minutes of the meeting held on Tuesday 14
October 2025", "Meeting held:", "Date of notice:", "Report date: 14/03/2025" over the examination
day, a fire risk assessment signed after its two assessment days, "Balance sheet as at",
"Invoice date", "The accounts ... were approved by the board on", a US-order "Date: 09/23/2025",
a letter's bare date under its reference, a press dateline
"WENDLOW BAY, 3 March 2026 –" over an embargo, an embargo alone, ``article:published_time``,
``dcterms.modified``, ``DC.date.issued``, ``<time datetime>``, front matter with ``lastmod`` over
``date``, a booking-engine changelog, a repost, e-mails with quoted and forwarded dates; periods
("Q3 2025", "Autumn/Winter 2025", "Spring 2026", "FY2026/27", "2026–2030", "Period 6 (September
2025)"); dates only in paths ("2025-11-02-night-handover", "pickup-report-w-e-2025-11-16",
"2025-10-room-audit", "summer-2024", "complaints-log-2025", "scan_20250311_101455",
"2025-08-03-booking-engine-outage"); status markers: ``archive/``, ``old/``, ``superseded/``,
``drafts/``, ``proposals/``, ``_OLD``, "(ARCHIVED)", "ARCHIVED –", "SUPERSEDED –", "WITHDRAWN",
"Working draft", "unconfirmed draft", "draft for the board", "Status: For discussion",
"Proposal:"; and traps: BEO and invoice numbers "25/0412", "BRK-INV-25-1187", booking references,
"GR/2025/0231", "PL/2019/0044", "INC-2025-0917", "Licensing Act 2003", "Regulatory Reform (Fire
Safety) Order 2005", "BS 5839-1:2017", "AA Rosette Awards 2025", "Opera PMS 5.6", an extension
number "2025", event days, final-numbers and closing-date deadlines, blackout dates, stay dates,
next meetings, next reviews and examinations, days with no year, an ambiguous "04/11/2025",
dates only in rows, wine vintages, copyright years, blank template dates, "founded in 1987", and
"replaced"/"supersedes"/"withdrawn" said of other documents and things.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

B = "brackwater"
FOOT = "FOOT|\u00a9 2025 Brackwater Hotels Ltd \u00b7 Registered office: 4 Harbour Parade, Port Alverne"

HELD15: list[tuple[str, str | None, list[str]]] = [
    # Front office and reservations
    (
        f"{B}/front-office/handover/2025-11-02-night-handover.txt",
        None,
        [
            "Night shift handover \u2013 Quayside front desk",
            "Night manager: R. Okonjo",
            "",
            "Room 214: late checkout agreed to 14:00, guest flies out on the 03/11 evening flight.",
            "Rooms 118 and 305 asked for wake-up calls at 05:30. Two walk-ins sold at the BAR rate.",
            "Key-card encoder 2 failed again at 01:20; ticket INC-2025-0917 raised with IT.",
        ],
    ),
    (
        f"{B}/front-office/handover/handover-log-larkhill.docx",
        "Shift handover log \u2013 Larkhill House reception",
        [
            "Shift: Late (15:00 to 23:00) \u2013 Date: Saturday 8 November 2025 \u2013 Duty manager: E. Farrow",
            "Wedding party in the Orangery until midnight; noise complaints go to the duty manager.",
            "TABLE|Time|Room|Note|16:10|12|Early arrival, room not ready until 16:40|19:45|7|Noise from "
            "the function room, offered room 21|22:30|3|Taxi booked for 06:00",
        ],
    ),
    (
        f"{B}/front-office/procedures/check-in-procedure.md",
        "Check-in procedure",
        [
            "Version 4 \u2013 17 March 2025",
            "",
            "Check-in opens at 15:00; early check-in from 12:00 is charged at \u00a325 when a room is ready.",
            "Ask every guest for photo ID and a card for incidentals. Groups of ten rooms or more are checked "
            "in by the reservations team from the rooming list.",
            "",
            "Review date: March 2026",
        ],
    ),
    (
        f"{B}/front-office/procedures/old/check-in-procedure-2022.md",
        "Check-in procedure",
        [
            "ARCHIVED \u2013 paper registration cards were replaced by online check-in in 2024.",
            "",
            "Issued 5 September 2022 by the Front Office Manager",
            "",
            "Each guest fills in a paper registration card at the desk. Cards are filed by room number and "
            "shredded after twelve months.",
        ],
    ),
    (
        f"{B}/reservations/faq/reservations-faq.html",
        "Reservations \u2013 frequently asked questions",
        [
            "<strong>Can I change my booking?</strong> Flexible-rate bookings can be changed or cancelled free "
            "of charge until 14:00 on the day before arrival.",
            "<strong>Do you hold rooms without a card?</strong> No. Every booking is guaranteed with a card "
            "when it is made; advance-purchase rates are charged at once.",
            "FOOT|\u00a9 2018\u20132025 Brackwater Hotels Ltd",
        ],
    ),
    (
        f"{B}/reservations/groups/group-booking-terms.pdf",
        "Group booking terms and conditions",
        [
            "Effective from 1 February 2025",
            "These terms replace the group terms dated 1 March 2022.",
            "A group is ten or more rooms on the same nights. A deposit of 25% is due within 14 days of the "
            "contract and the rooming list 21 days before arrival; unsold rooms are released at that point.",
        ],
    ),
    (
        f"{B}/reservations/contracts/allotment-agreement-lakeshore-tours.pdf",
        "Allotment agreement \u2013 Lakeshore Tours Inc., Chicago",
        [
            "Date: 09/23/2025",
            "Allotment: 12 rooms a night at the Quayside from May to September 2026, release 21 days before "
            "arrival, net rate \u00a3118 room only.",
            "Signed for Lakeshore Tours by D. Kowalski and countersigned for Brackwater Hotels Ltd.",
        ],
    ),
    # Revenue management and rate sheets
    (
        f"{B}/revenue/rate-sheets/2025/quayside-rate-sheet-summer.xlsx",
        "Quayside rate sheet \u2013 1 April to 30 September 2025",
        [
            "ROWS|Room type|BAR from|Corporate|Classic double|\u00a3139|\u00a3119|Harbour view double|\u00a3169|"
            "\u00a3149|Junior suite|\u00a3245|\u00a3210"
        ],
    ),
    (
        f"{B}/revenue/rate-sheets/2026/quayside-rate-sheet-summer.xlsx",
        "Quayside rate sheet \u2013 Apr-26 to Sep-26",
        [
            "ROWS|Room type|BAR from|Corporate|Classic double|\u00a3145|\u00a3124|Harbour view double|\u00a3179|"
            "\u00a3155|Junior suite|\u00a3259|\u00a3219"
        ],
    ),
    (
        f"{B}/revenue/rate-sheets/archive/quayside-rate-sheet-summer-2024.xlsx",
        None,
        [
            "ROWS|Room type|BAR from|Corporate|Classic double|\u00a3129|\u00a3112|Harbour view double|\u00a3159|"
            "\u00a3139|Junior suite|\u00a3229|\u00a3199"
        ],
    ),
    (
        f"{B}/revenue/rate-sheets/corporate-rates-2026.pdf",
        "Corporate negotiated rates 2026",
        [
            "Issued by Revenue Management, 20 October 2025",
            "Rates are valid for stays from 5 January 2026 to 20 December 2026 and are loaded under rate code "
            "CORP26 in every channel.",
            "Blackout dates: 14 to 16 May 2026 (Fennick Regatta) and 31 December 2026.",
        ],
    ),
    (
        f"{B}/revenue/reports/2025/revpar-report-q3.docx",
        "Revenue and RevPAR report \u2013 Q3 2025",
        [
            "Report date: 14 October 2025",
            "TABLE|Hotel|Occupancy|RevPAR|Quayside|86%|\u00a3121|Larkhill House|79%|\u00a398|Ardry Castle|82%|"
            "\u00a3143|Wendlow Spa|88%|\u00a3156",
            "Comp-set figures for September arrived late and are provisional.",
        ],
    ),
    (
        f"{B}/revenue/reports/archive/revpar-report-q3-2023.docx",
        "Revenue and RevPAR report \u2013 Q3 2023 (ARCHIVED)",
        [
            "Report date: 16 October 2023",
            "TABLE|Hotel|Occupancy|RevPAR|Quayside|81%|\u00a3104|Larkhill House|74%|\u00a387|Ardry Castle|78%|"
            "\u00a3126",
            "The Wendlow Spa Hotel was closed for the spa works and is not shown.",
        ],
    ),
    (
        f"{B}/revenue/pickup/pickup-report-w-e-2025-11-16.csv",
        None,
        ["ROWS|Stay date|Rooms on books|Pickup 7 days|2025-11-21|142|+18|2025-11-22|168|+25|2025-11-23|97|+6"],
    ),
    # Housekeeping
    (
        f"{B}/housekeeping/audits/2025-10-room-audit-wendlow.md",
        "Room standards audit \u2013 Wendlow Spa Hotel",
        [
            "Twenty rooms were inspected on the second and third floors. Eighteen passed; rooms 212 and 318 "
            "failed on bathroom sealant and were re-cleaned the same day.",
            "",
            "| Floor | Rooms checked | Passed |",
            "|---|---|---|",
            "| 2 | 10 | 9 |",
            "| 3 | 10 | 9 |",
        ],
    ),
    (
        f"{B}/housekeeping/checklists/departure-clean-checklist.docx",
        "Departure clean checklist",
        [
            "Room: ______   Attendant: ______________   Date: __/__/____",
            "Strip the bed and check the mattress protector for stains before remaking.",
            "Restock the tea tray, bathroom amenities and minibar; report missing items to reception.",
            "Supervisor check (initials): ______",
        ],
    ),
    (
        f"{B}/housekeeping/linen/linen-stock-count-ardry.txt",
        None,
        [
            "Linen stock count \u2013 Ardry Castle",
            "Date: 04/11/2025",
            "Counted by: J. Baird, head housekeeper",
            "",
            "King sheets 212, double sheets 388, bath towels 640, bath mats 190.",
            "Par is three sets per bed; the laundry contract is looked at again in the spring.",
        ],
    ),
    # Food and beverage, banqueting
    (
        f"{B}/food-and-beverage/menus/banqueting-menus-autumn-winter-2025.pdf",
        "Banqueting menus \u2013 Autumn/Winter 2025",
        [
            "Menu A, \u00a342 a guest: roast squash soup, braised beef shin, sticky toffee pudding.",
            "Menu B, \u00a355 a guest: smoked Alverne trout, lamb rump, dark chocolate tart.",
            "Prices include VAT. Allergen information for every dish is available from the events team.",
        ],
    ),
    (
        f"{B}/food-and-beverage/allergens/allergen-policy.docx",
        "Allergen management policy",
        [
            "The Food Information Regulations 2014 apply to all food we prepare, including pre-packed "
            "sandwiches in the Quayside lobby bar.",
            "Every dish is entered on the allergen matrix before it goes on a menu.",
            "TABLE|Version|Date|Change|1.0|03/02/2023|First issue|1.1|15/01/2024|Pre-packed sandwiches added|"
            "2.0|07/10/2025|Labelling section rewritten",
        ],
    ),
    (
        f"{B}/food-and-beverage/minutes/fb-heads-meeting-october.txt",
        None,
        [
            "Food and beverage heads meeting",
            "Minutes of the meeting held on Tuesday 14 October 2025 at Ardry Castle",
            "",
            "Present: the group executive chef, four head chefs and the F&B director.",
            "The Christmas party menus were signed off. Wine list prices rise by 4% from 1 November.",
            "Next meeting: Tuesday 2 December 2025, Larkhill House.",
        ],
    ),
    (
        f"{B}/food-and-beverage/wine/quayside-wine-list.md",
        "Quayside wine list",
        [
            "FRONT|title: Quayside wine list\ndate: 2025-03-01\nlastmod: 2025-10-28",
            "| Wine | Vintage | Bottle |",
            "|---|---|---|",
            "| Picpoul de Pinet | 2023 | \u00a332 |",
            "| Rioja Reserva | 2019 | \u00a344 |",
            "",
            "Vintages change as stock runs out; please ask your server.",
        ],
    ),
    # Events, weddings, conferences
    (
        f"{B}/events/beo/beo-25-0412-larkhill.docx",
        "Banqueting event order BEO 25/0412",
        [
            "Date issued: 2 May 2025",
            "Event: Harcourt-Mensah wedding breakfast, Saturday 14 June 2025, the Orangery, Larkhill House.",
            "Guests: 96 adults and 8 children. Final numbers are due by 31 May 2025.",
            "TABLE|Time|Item|Notes|13:00|Drinks reception|Pimm's and elderflower|14:30|Wedding breakfast|"
            "Menu B, two vegan|19:30|Evening buffet|Hog roast for 140",
        ],
    ),
    (
        f"{B}/events/beo/beo-25-0388-quayside.pdf",
        "Banqueting event order 25/0388 \u2013 The Quayside",
        [
            "Revision 3 \u2013 19/09/2025 (final numbers confirmed)",
            "Revision 2 \u2013 02/09/2025 (dessert changed)",
            "Event: Alverne Marine Forum conference dinner, Thursday 9 October 2025, Harbour Ballroom, 180 covers.",
            "Final numbers were due by 25 September 2025. Table plan to follow from the client.",
        ],
    ),
    (
        f"{B}/events/weddings/wedding-brochure-2026.pdf",
        "Weddings at Ardry Castle 2026",
        [
            "Published 1 September 2025",
            "This brochure supersedes the 2025 wedding brochure.",
            "Exclusive use of the castle from \u00a314,500 on Saturdays in 2026; Fridays and Sundays from "
            "\u00a311,000.",
            "A \u00a32,000 deposit secures your date; the balance is due 12 weeks before the wedding.",
        ],
    ),
    (
        f"{B}/events/weddings/superseded/wedding-brochure-2025.pdf",
        "Weddings at Ardry Castle 2025",
        [
            "SUPERSEDED \u2013 see the 2026 brochure for current prices",
            "Published 2 September 2024",
            "Exclusive use of the castle from \u00a313,800 on Saturdays in 2025.",
        ],
    ),
    (
        f"{B}/events/packages/proposals/larkhill-micro-wedding-package.md",
        "Micro-wedding package for Larkhill House",
        [
            "Status: For discussion at the events meeting",
            "",
            "Prepared by the events sales manager, 3 November 2025",
            "",
            "Up to 20 guests, a Wednesday or Thursday ceremony in the library and a three-course dinner, "
            "from \u00a33,950.",
        ],
    ),
    (
        f"{B}/events/conference/day-delegate-rates-2026.html",
        "Day delegate rates 2026",
        [
            "META|dcterms.modified=2025-11-12",
            "Our day delegate rate from \u00a349 includes room hire, two coffee breaks, a working lunch and "
            "Wi-Fi for up to 120 delegates.",
            "Rates apply to events held from 1 January to 31 December 2026.",
            FOOT,
        ],
    ),
    (
        f"{B}/events/enquiries/re-conference-enquiry.eml",
        "RE: Conference enquiry \u2013 14 to 16 April 2026",
        [
            "EMAIL|Wed, 5 Nov 2025 10:02:44 +0000",
            "Hello Priya,",
            "We can hold the Harbour Ballroom and 40 bedrooms at the Quayside for 14 to 16 April 2026 "
            "until 19 November. A contract follows once you confirm.",
            "",
            "-----Original Message-----",
            "From: Priya Nair",
            "Sent: 03 November 2025 16:20",
            "Subject: Conference enquiry",
        ],
    ),
    # Spa
    (
        f"{B}/spa/menus/spa-treatment-menu-spring-2026.pptx",
        "Wendlow Spa treatment menu \u2013 Spring 2026",
        [
            "Wendlow Bay seaweed wrap, 60 minutes, \u00a385",
            "Hot stone massage, 75 minutes, \u00a395",
            "Spa day with lunch from \u00a3129 midweek",
        ],
    ),
    (
        f"{B}/spa/policies/drafts/spa-cancellation-policy.docx",
        "Spa cancellation policy",
        [
            "Working draft \u2013 version 0.2, circulated to the spa managers 14 October 2025",
            "Cancellations with less than 24 hours' notice are charged in full.",
            "No-shows on spa days are charged in full and cannot be rebooked.",
        ],
    ),
    # Maintenance and fire safety
    (
        f"{B}/maintenance/fire/fire-risk-assessment-quayside.pdf",
        "Fire risk assessment \u2013 The Quayside",
        [
            "Date of assessment: 14 and 15 August 2025",
            "Report signed: 2 September 2025 by the assessor, M. Adeyemi",
            "Regulatory Reform (Fire Safety) Order 2005. Fire alarm system to BS 5839-1:2017, category L1.",
            "Next review: August 2026. Action: replace the fire door to the kitchen stairs by 30 November 2025.",
        ],
    ),
    (
        f"{B}/maintenance/fire/fire-alarm-test-log-larkhill.csv",
        None,
        [
            "ROWS|Date|Call point|Result|06/01/2025|CP3 reception|Pass|13/01/2025|CP7 kitchen|Pass|20/01/2025|"
            "CP11 ballroom|Sounder faulty"
        ],
    ),
    (
        f"{B}/maintenance/lifts/lift-examination-ardry.pdf",
        "Report of thorough examination \u2013 passenger lift 1, Ardry Castle",
        [
            "Date of examination: 12/03/2025",
            "Report date: 14/03/2025",
            "Lifting Operations and Lifting Equipment Regulations 1998. Safe working load 630 kg, 8 persons.",
            "Date by which the next thorough examination must be carried out: 11/09/2025",
        ],
    ),
    (
        f"{B}/maintenance/certificates/scan_20250311_101455.pdf",
        None,
        [
            "Gas safety record \u2013 kitchen appliances, The Quayside",
            "Appliances checked: six-burner range, combination oven, two fryers. All safe to use.",
            "Engineer: Gas Safe register no. 512233   Signature: ____________   Date: ___________",
        ],
    ),
    # Guest relations
    (
        f"{B}/guest-relations/complaints/response-letter-gr-2025-0231.docx",
        None,
        [
            "Brackwater Hotels \u2013 Guest Relations, Larkhill House, Fennick",
            "Our ref: GR/2025/0231",
            "21 October 2025",
            "Dear Ms Achterberg,",
            "Thank you for your letter of 3 October 2025 about your stay at Larkhill House from 26 to 28 "
            "September. We have refunded the spa supplement of \u00a360, and the General Manager would "
            "welcome you back as our guest.",
        ],
    ),
    (
        f"{B}/guest-relations/complaints/complaints-log-2025.csv",
        None,
        [
            "ROWS|Received|Hotel|Category|02/09/2025|Quayside|Noise|17/09/2025|Ardry Castle|Billing|29/09/2025|"
            "Wendlow Spa|Cleanliness"
        ],
    ),
    (
        f"{B}/guest-relations/policies/complaints-handling-policy.md",
        "Guest complaints handling policy",
        [
            "Approved by the Operations Board on 9 January 2025",
            "",
            "Every complaint is acknowledged within 24 hours and answered in full within ten working days. "
            "Compensation above \u00a3250 needs the General Manager's sign-off.",
            "",
            "Next review: January 2026",
        ],
    ),
    # Licensing
    (
        f"{B}/licensing/temporary-event-notice-ardry-summer-ball.pdf",
        "Temporary event notice \u2013 Ardry Castle summer ball",
        [
            "Licensing Act 2003, section 100",
            "Date of notice: 29 April 2025",
            "Event: Saturday 21 June 2025, 19:00 to 01:30, marquee on the east lawn, up to 480 people.",
            "Premises licence PL/2019/0044 does not cover the lawn, so this notice goes to the council and the police.",
        ],
    ),
    # HR and rotas
    (
        f"{B}/hr/rotas/kitchen-rota-larkhill.xlsx",
        "Kitchen rota \u2013 Larkhill House \u2013 w/c 10/11/2025",
        ["ROWS|Day|Early|Late|Mon 10/11|T. Vance|S. Omar|Sat 15/11|S. Omar|B. Kaur|Sun 16/11|B. Kaur|T. Vance"],
    ),
    (
        f"{B}/hr/recruitment/night-porter-advert.txt",
        None,
        [
            "Night porter \u2013 The Quayside (part-time)",
            "",
            "Four nights a week, 23:00 to 07:00, \u00a312.60 an hour plus a share of the tronc.",
            "Closing date: 12 December 2025",
            "Send your CV to jobs@brackwater.example.",
        ],
    ),
    (
        f"{B}/hr/handbook/staff-handbook.docx",
        "Staff handbook",
        [
            "Uniform is issued on your first day and laundered by the hotel.",
            "Tronc is shared monthly under the scheme run by the troncmaster.",
            "TABLE|Issue|Date|Change|5|April 2023|Tronc scheme added|6|January 2025|New holiday rules|7|"
            "September 2025|Rota app replaces paper rotas",
        ],
    ),
    (
        f"{B}/hr/policies/holiday-policy_OLD.docx",
        "Holiday policy",
        [
            "Effective from 1 April 2021",
            "Staff accrue 28 days a year including bank holidays; up to five days may be carried over to "
            "the next holiday year.",
        ],
    ),
    # Finance
    (
        f"{B}/finance/management-accounts/management-accounts-p6.pdf",
        "Management accounts \u2013 Period 6 (September 2025)",
        [
            "Balance sheet as at 30 September 2025",
            "Group revenue for the period was \u00a33.42m against a budget of \u00a33.31m; payroll was 34.1% "
            "of revenue.",
            "The spa refurbishment spend of \u00a3412k is shown under assets in the course of construction.",
        ],
    ),
    (
        f"{B}/finance/invoices/invoice-harcourt-mensah-wedding.pdf",
        "Invoice BRK-INV-25-1187",
        [
            "Invoice date: 14/07/2025",
            "To: Mr and Mrs Harcourt-Mensah. Wedding breakfast and evening buffet, 14 June 2025, Larkhill House.",
            "Total \u00a39,842.50 including VAT. Payment due: 28/07/2025.",
        ],
    ),
    (
        f"{B}/finance/budgets/group-budget-2026-27.xlsx",
        "Group budget FY2026/27 \u2013 draft for the board",
        [
            "ROWS|Hotel|Revenue|EBITDA|Quayside|\u00a38.9m|\u00a32.1m|Larkhill House|\u00a35.2m|\u00a31.0m|"
            "Ardry Castle|\u00a37.4m|\u00a31.9m"
        ],
    ),
    (
        f"{B}/finance/annual-report/annual-report-2024.pdf",
        "Brackwater Hotels \u2013 Annual report and accounts 2024",
        [
            "Brackwater Hotels was founded in 1987, when the Quayside was bought from the harbour board.",
            "The accounts on pages 20 to 46 were approved by the board on 24 April 2025.",
            "Revenue rose by 7% to \u00a326.1m; the Wendlow Spa Hotel joined the group in 2019.",
        ],
    ),
    # Web site and booking engine
    (
        f"{B}/web/offers/spring-break-offer.html",
        "Spring break: third night free",
        [
            "META|2026-01-15T08:00:00+00:00",
            "Stay three nights between 1 March and 30 April 2026 and pay for two.",
            "Book by 28 February 2026. Not available over the Easter weekend.",
            FOOT,
        ],
    ),
    (
        f"{B}/web/offers/midweek-spa-escape.html",
        "Midweek spa escape \u2013 WITHDRAWN",
        [
            "META|DC.date.issued=2025-02-10",
            "This offer can no longer be booked; stays already booked are honoured.",
            "Two nights midweek with a 50-minute treatment each, from \u00a3299 for two.",
        ],
    ),
    (
        f"{B}/web/pages/booking-terms.html",
        "Booking terms",
        [
            'Last updated <time datetime="2025-07-04">4 July 2025</time>',
            "These terms apply to bookings made on or after 30 June 2025. A booking is confirmed when you "
            "receive an e-mail with a booking reference such as BW-2025-884121.",
            FOOT,
        ],
    ),
    (
        f"{B}/web/booking-engine/CHANGELOG.md",
        "Booking engine changelog",
        [
            "## 3.4.0 \u2013 2025-10-02",
            "- Guests can add a spa treatment to a room booking.",
            "",
            "## 3.3.1 \u2013 2025-08-19",
            "- Fixed a double charge of deposits with Apple Pay.",
            "",
            "## 3.3.0 \u2013 2025-07-01",
            "- Promo codes for corporate clients.",
        ],
    ),
    (
        f"{B}/web/news/regatta-partner-repost.html",
        "Fennick Regatta: Larkhill House is the official hotel partner",
        [
            "Posted 9 May 2025 by the Larkhill House team",
            "This article first appeared in the Fennick Chronicle on 2 May 2025.",
            "Larkhill House hosts the regatta crews' dinner on 15 May 2026 and offers race-weekend packages "
            "from \u00a3189.",
        ],
    ),
    # IT
    (
        f"{B}/it/incidents/2025-08-03-booking-engine-outage.md",
        "Booking engine outage \u2013 post-incident review",
        [
            "The booking engine was unavailable for 47 minutes after a certificate expired on the payment gateway.",
            "",
            "About 30 bookings were lost; reservations called back every guest who rang in.",
            "",
            "Action: certificate expiry alerts go to the IT on-call phone by the end of the month.",
        ],
    ),
    (
        f"{B}/it/guides/guest-wifi-front-desk-guide.pptx",
        "Guest Wi-Fi: front desk guide",
        [
            "Network Brackwater-Guest: no password, guests accept the terms page",
            "Premium Wi-Fi vouchers print from the Opera PMS 5.6 cashiering screen",
            "Reset an access point only after calling the IT desk on ext. 2025",
        ],
    ),
    (
        f"{B}/it/projects/mobile-keys-proposal.docx",
        "Proposal: mobile keys for all four hotels",
        [
            "Raised for the IT steering group by the head of IT, 6 October 2025",
            "Guests would open their room with the app; plastic key cards and encoders would be withdrawn during 2026.",
            "Estimated cost \u00a364,000 across 318 doors.",
        ],
    ),
    # Board
    (
        f"{B}/board/minutes/board-minutes-september-2025.docx",
        "Board of directors \u2013 minutes",
        [
            "Minutes of the meeting held on Thursday 25 September 2025 at Larkhill House",
            "The board approved the spa refurbishment budget of \u00a31.1m and the 2026 wedding prices.",
            "Next meeting: Thursday 11 December 2025.",
        ],
    ),
    (
        f"{B}/board/minutes/drafts/board-minutes-december-2025.docx",
        "Board of directors \u2013 minutes (unconfirmed draft)",
        [
            "Meeting held: 11 December 2025, Ardry Castle",
            "The board noted the Q3 revenue report and asked for a costed plan for the Ardry Castle roof.",
        ],
    ),
    (
        f"{B}/board/strategy/group-strategy.pptx",
        "Group strategy 2026\u20132030",
        [
            "Four hotels, one booking engine, one guest profile",
            "Grow spa revenue to a fifth of the group total by 2030",
            "Open a fifth hotel by 2029",
        ],
    ),
    (
        f"{B}/board/papers/ardry-roof-works.eml",
        "Ardry Castle roof works \u2013 decision needed before 12 December",
        [
            "EMAIL|Mon, 1 Dec 2025 17:42:10 +0000",
            "Dear all,",
            "The scaffold quote expires on 12 December; I recommend we accept the Bannock & Reid tender of \u00a3286k.",
            "",
            "> On 20 Nov 2025, at 09:14, F. Lindqvist wrote:",
            "> Can we have the tender comparison before the board?",
        ],
    ),
    # Press
    (
        f"{B}/marketing/press/wendlow-spa-reopens.docx",
        "Wendlow Spa reopens after \u00a31.1m refurbishment",
        [
            "WENDLOW BAY, 3 March 2026 \u2013 The Wendlow Spa Hotel reopens its spa on Friday with eight "
            "treatment rooms, a rooftop hydrotherapy pool and a new relaxation lounge.",
            "Embargoed until 00:01, 3 March 2026",
            "Notes to editors: Brackwater Hotels owns four hotels. The Wendlow Spa Hotel, built in 1908, "
            "joined the group in 2019.",
        ],
    ),
    (
        f"{B}/marketing/press/ardry-castle-third-rosette.txt",
        None,
        [
            "PRESS RELEASE",
            "Embargoed until 00:01 on 18 January 2025",
            "",
            "The Keep, the restaurant at Ardry Castle, has been awarded a third rosette in the AA Rosette Awards 2025.",
            "Head chef Marta Kowalczyk joined from Edinburgh in 2021.",
        ],
    ),
]
