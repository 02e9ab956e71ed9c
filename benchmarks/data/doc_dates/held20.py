"""The twentieth held-out batch of the document-dating share (``half`` = ``held20`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A regional theatre and arts centre's share this time (productions and show reports, seasons and
brochures, box office and pricing, front of house, technical and stage management, the learning
programme, touring, grants and funding bids, the board, volunteers, the bar and cafe, marketing and
press, the web site, IT), in the formats of the earlier batches, with the date forms such a venue
uses: "Report date: Thursday 16 October 2025" on a show report, a bare performance stamp "Wednesday
8th October 2025" under a show report's heading, season titles ("Autumn/Winter Season 2025", "Winter
2025/26", "Price bands 2025/26", "Autumn term 2025"), a version table in Markdown, "Approved by the
Operations Group on", "Date of assessment: 17.11.2025", "Issue 2 – 22 September 2025", "Issued ... by
the Casting Director", "Adopted by the Board of Trustees on", "Submitted by the Development Director,
26 August 2025", "Prepared by the Development team, 9 May 2025", "Minutes of the meeting held on",
"Meeting held:", "Dated this 3rd day of November 2025", "Edition: Summer 2025", a press dateline
"KESTLEFORD (4 November 2025) –" with an embargo line, ``<time datetime>``, ``article:published_time``,
``dcterms.modified``, front matter with ``updated`` over ``created``, a changelog, "Presented to the
Marketing Committee on", "Version 0.3, circulated to ... 2 October 2025", "Effective from:", e-mail
headers (one west of UTC late at night), a letter's bare "06/11/2025" settled by a later "19/11/2025",
dates only in paths ("w-c-2025-10-13", "dm-report-2025-11-22"); status markers: ``archive/``, ``old/``,
``superseded/``, ``drafts/``, ``proposals/``, "ARCHIVED", "SUPERSEDED", "WITHDRAWN", "Status:
Withdrawn", "unconfirmed draft", "DRAFT – subject to contract", "-DRAFT" in a file name, "Bid to",
"Pitch:", "For discussion"; and traps: performance runs, press nights, previews, get-ins, booking
openings, rehearsal starts, self-tape and application deadlines, next meetings, review dates, a
reporting period, data-row dates (sales, tour dates, PAT months, production history), a licence
number "KBC/PL/2009/0147", a quote reference "QS/2025/118", "Explosives Regulations 2014", "Children
Act 1989", "Charities Act 2011", a wine vintage, "opened in 1968", copyright ranges, "replaces" and
"withdrawn" said of other documents, template blanks ("__/__/____", "[Date]", "dated [ ] 2026").

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

K = "kestleford"
FOOT = "FOOT|\u00a9 2019\u20132025 Kestleford Playhouse Trust \u00b7 Registered charity no. 1102934"

HELD20: list[tuple[str, str | None, list[str]]] = [
    (
        f"{K}/productions/show-reports/2025/show-report-the-lantern-keeper-perf-12.docx",
        "Show report \u2013 The Lantern Keeper, performance 12",
        [
            "Stage manager on the book: R. Okafor",
            "Report date: Thursday 16 October 2025",
            "Up 19:32, interval 20:41\u201321:02, down 22:05. House 388 of 430.",
            "TABLE|Dept|Note|Action|Sound|Radio mic 4 dropped in Act 2|Replace battery pack|LX|Cue 47 late"
            "|Check the GO light",
            "The press night on 8 October 2025 is reported separately.",
        ],
    ),
    (
        f"{K}/productions/show-reports/2025/show-report-the-lantern-keeper-press-night.txt",
        None,
        [
            "SHOW REPORT",
            "The Lantern Keeper \u2013 press night",
            "Wednesday 8th October 2025",
            "",
            "Running time 2h 33m including interval. House 412 of 430, standing ovation at the curtain.",
            "Fly bar 14 snagged on the gauze during the Act 1 change and was cleared in twenty seconds.",
        ],
    ),
    (
        f"{K}/productions/show-reports/2024/show-report-aladdin-final.txt",
        None,
        [
            "Show report",
            "Aladdin \u2013 final performance",
            "Sunday 5 January 2025",
            "",
            "Two shows today, both sold out. The get-out started at 20:10 and the set was on the lorry",
            "by 03:40. Thanks to the crew and the chaperones for a clean last night.",
        ],
    ),
    (
        f"{K}/productions/casting/casting-breakdown-the-salt-road.docx",
        "Casting breakdown: The Salt Road",
        [
            "Issued 7 October 2025 by the Casting Director",
            "Rehearsals begin on 5 January 2026; the run is 5 February \u2013 7 March 2026, then a tour.",
            "Self-tapes by 31 October 2025. Roles: MARY (50s, a drover's widow), TOM (20s, her son).",
        ],
    ),
    (
        f"{K}/productions/archive/production-history.md",
        "Production history",
        [
            "| Year | Production | Director |",
            "|---|---|---|",
            "| 1968 | The Tempest | Harold Vane |",
            "| 1994 | Hobson's Choice | Ruth Aske |",
            "| 2011 | Our Town (reopening) | Sam Iredale |",
            "",
            "Compiled from the programme archive and kept by the volunteer archivist.",
        ],
    ),
    (
        f"{K}/productions/programmes/the-salt-road-programme-notes.docx",
        "The Salt Road \u2013 programme notes",
        [
            "Writer's note",
            "I first walked the old salt road from Brackwater to the coast in the summer of 2019, and the "
            "drovers' songs I heard in the pubs along the way became the spine of this play.",
            "First performed at the Kestleford Playhouse, 5 February 2026.",
        ],
    ),
    (
        f"{K}/seasons/brochures/autumn-winter-2025-season-brochure.pdf",
        "Autumn/Winter Season 2025",
        [
            "September 2025 \u2013 January 2026 at the Kestleford Playhouse",
            "Booking opens to Friends on 2 June 2025 and to everyone on 16 June 2025.",
            "The Lantern Keeper | 1\u201325 October 2025 | Main House",
            "Cinderella, our family pantomime | 28 November 2025 \u2013 4 January 2026 | Main House",
        ],
    ),
    (
        f"{K}/seasons/brochures/superseded/autumn-winter-2025-season-brochure-v1.pdf",
        "Autumn/Winter Season 2025",
        [
            "SUPERSEDED \u2013 this print run was pulped and reprinted with corrected pantomime dates",
            "September 2025 \u2013 January 2026 at the Kestleford Playhouse",
            "Cinderella, our family pantomime | 29 November 2025 \u2013 5 January 2026 | Main House",
        ],
    ),
    (
        f"{K}/seasons/brochures/archive/spring-2024-season-brochure.pdf",
        "Spring Season 2024",
        [
            "Archive copy: prices and performance times in this brochure are no longer valid.",
            "Hedda Gabler | 8 February \u2013 2 March | Main House",
            "The Studio Sessions: new writing every Thursday in the Studio.",
        ],
    ),
    (
        f"{K}/seasons/announcements/2026-spring-season-announcement.html",
        "Our spring 2026 season",
        [
            "META|article:published_time=2025-11-18T09:00:00+00:00",
            "The spring 2026 season opens on 5 February 2026 with the premiere of The Salt Road, a new play "
            "about the drovers who once walked salt from Brackwater to the coast.",
            "Tickets go on general sale on 1 December 2025; Friends can book a week earlier.",
            FOOT,
        ],
    ),
    (
        f"{K}/box-office/pricing/ticket-pricing-policy.md",
        "Ticket pricing policy",
        [
            "| Version | Date | Author | Change |",
            "|---|---|---|---|",
            "| 1.0 | 14/03/2023 | Box Office Manager | First issue |",
            "| 1.1 | 22/01/2024 | Box Office Manager | Concession age raised to 26 |",
            "| 2.0 | 19/06/2025 | Head of Sales | Dynamic pricing bands added |",
            "",
            "Each production is priced in bands A to D; the band is set when the run goes on sale.",
            "Next review: June 2026",
        ],
    ),
    (
        f"{K}/box-office/pricing/superseded/ticket-pricing-policy-v1-1.md",
        "Ticket pricing policy (v1.1)",
        [
            "This version has been superseded by version 2.0.",
            "",
            "| Version | Date | Author | Change |",
            "|---|---|---|---|",
            "| 1.0 | 14/03/2023 | Box Office Manager | First issue |",
            "| 1.1 | 22/01/2024 | Box Office Manager | Concession age raised to 26 |",
        ],
    ),
    (
        f"{K}/box-office/pricing/price-bands-2025-26.xlsx",
        "Price bands 2025/26",
        ["ROWS|Band|Stalls|Circle|A|\u00a338|\u00a332|B|\u00a332|\u00a327|C|\u00a324|\u00a320"],
    ),
    (
        f"{K}/box-office/reports/weekly-sales/w-c-2025-10-13.csv",
        None,
        ["ROWS|Performance|Sold|Capacity|Mon 13 Oct 19:30|288|430|Tue 14 Oct 19:30|301|430|Wed 15 Oct 14:30|355|430"],
    ),
    (
        f"{K}/box-office/reports/sales-by-production.csv",
        None,
        ["ROWS|Production|Opening|Tickets|The Lantern Keeper|01/10/2025|9,870|Cinderella|28/11/2025|21,400"],
    ),
    (
        f"{K}/box-office/faq/booking-faq.html",
        "Booking FAQ",
        [
            "Last reviewed 3rd September 2025",
            "Can I exchange my tickets? Yes, up to 48 hours before the performance, for a \u00a32 fee per ticket.",
            "Do you offer relaxed performances? Yes: look for the RP symbol on each production page.",
            FOOT,
        ],
    ),
    (
        f"{K}/front-of-house/procedures/evacuation-procedure.docx",
        "Front of house evacuation procedure",
        [
            "Approved by the Operations Group on 4 February 2025",
            "Review due: February 2027",
            "The duty manager gives the code phrase 'Mr Sands is in the building' over the show relay.",
            "TABLE|Role|Position|Muster point|Usher 1|Stalls door L|Car park B|Usher 2|Circle|Car park B",
        ],
    ),
    (
        f"{K}/front-of-house/duty-manager-reports/dm-report-2025-11-22.txt",
        None,
        [
            "Duty manager report \u2013 Cinderella, first preview",
            "",
            "Doors 18:55, house clear 21:50. One first-aid incident (a child with a nosebleed) is",
            "recorded in the accident book. Bar takings were up on last year's first preview.",
        ],
    ),
    (
        f"{K}/front-of-house/volunteers/usher-rota-template.docx",
        "Volunteer usher rota",
        [
            "Week commencing: __/__/____",
            "Performance | Usher | Call time",
            "Please return the rota to the volunteer coordinator by the Friday before.",
        ],
    ),
    (
        f"{K}/volunteers/handbook/volunteer-handbook.pdf",
        "Volunteer handbook",
        [
            "Edition: Summer 2025",
            "Welcome to the Kestleford Playhouse. Volunteers have stewarded our shows since the theatre "
            "opened in 1968.",
            "\u00a9 2025 Kestleford Playhouse Trust",
        ],
    ),
    (
        f"{K}/volunteers/handbook/old/volunteer-handbook-2021.pdf",
        "Volunteer handbook",
        [
            "Edition: Autumn 2021",
            "Welcome back. Masks are worn in the auditorium by all front of house volunteers.",
        ],
    ),
    (
        f"{K}/technical/stage-management/prompt-book-conventions.md",
        "Prompt book conventions",
        [
            "FRONT|title: Prompt book conventions\ncreated: 2023-02-10\nupdated: 2025-08-29",
            "Cue lights: standby is on, go is off. Write every cue in pencil.",
            "",
            "The book is photographed after each performance and the images kept with the show reports.",
        ],
    ),
    (
        f"{K}/technical/risk-assessments/pyrotechnics-risk-assessment-cinderella.docx",
        "Risk assessment: pyrotechnic effects \u2013 Cinderella",
        [
            "Assessed by: Technical Manager",
            "Date of assessment: 17.11.2025",
            "Maroon and flash-pot effects fire in Act 2 only; nobody stands within 3 m when they fire.",
            "Stored and used under the Explosives Regulations 2014.",
            "Valid for the run 28 November 2025 \u2013 4 January 2026.",
        ],
    ),
    (
        f"{K}/technical/equipment/lx-rig-inventory.xlsx",
        "Lighting rig inventory",
        ["ROWS|Fixture|Qty|PAT due|ETC Source Four|48|03/2026|Moving wash|12|03/2026|Follow spot|2|09/2026"],
    ),
    (
        f"{K}/technical/get-in/get-in-schedule-lantern-keeper.pdf",
        "Get-in and tech schedule \u2013 The Lantern Keeper",
        [
            "Issue 2 \u2013 22 September 2025",
            "Get-in: Sunday 28 September, 08:00, crew of eight plus two casuals.",
            "Technical rehearsal: Monday 29 September. Dress rehearsal: Tuesday 30 September.",
            "First preview: Wednesday 1 October 2025.",
        ],
    ),
    (
        f"{K}/technical/get-in/drafts/get-in-schedule-cinderella.pdf",
        "Get-in and tech schedule \u2013 Cinderella",
        [
            "Issue 1 \u2013 3 November 2025",
            "Get-in: Sunday 16 November, flying crew from 07:00.",
            "Band call and sitzprobe on the Wednesday; the first preview is on the Saturday.",
        ],
    ),
    (
        f"{K}/learning/programme/learning-programme-autumn-term-2025.docx",
        "Learning programme \u2013 Autumn term 2025",
        [
            "Youth Theatre (ages 11 to 18) meets on Tuesdays from 9 September.",
            "The schools matinee of The Lantern Keeper is on 14 October 2025.",
            "TABLE|Group|Day|Time|Juniors|Monday|16:30|Seniors|Tuesday|18:00",
        ],
    ),
    (
        f"{K}/learning/programme/youth-theatre-term-dates.txt",
        None,
        [
            "Youth Theatre term dates 2025-26",
            "",
            "Autumn: 9 September to 9 December",
            "Spring: 13 January to 31 March",
            "Summer: 21 April to 14 July, with the sharing on the last night",
        ],
    ),
    (
        f"{K}/learning/safeguarding/safeguarding-policy.pdf",
        "Safeguarding children and adults at risk policy",
        [
            "Adopted by the Board of Trustees on 11 March 2025",
            "This policy replaces the 2022 policy.",
            "It follows Working Together to Safeguard Children 2023 and the Children Act 1989.",
            "Next review: March 2026",
        ],
    ),
    (
        f"{K}/learning/safeguarding/superseded/safeguarding-policy-2022.pdf",
        "Safeguarding policy",
        [
            "SUPERSEDED \u2013 replaced by the policy adopted on 11 March 2025",
            "Adopted by the Board of Trustees on 20 June 2022",
            "The designated safeguarding lead is the Learning Director.",
        ],
    ),
    (
        f"{K}/learning/workshops/workshop-booking-form.docx",
        "Schools workshop booking form",
        [
            "School name: ____________",
            "Preferred date: [Date]",
            "Return the form by e-mail to the learning team; we confirm within five working days.",
        ],
    ),
    (
        f"{K}/touring/schedules/the-lantern-keeper-tour-2026.xlsx",
        "The Lantern Keeper \u2013 UK tour 2026",
        ["ROWS|Venue|Dates|Get-in|Brackwater Civic|10\u201314 Feb 2026|Mon|Hollin Arts Centre|17\u201321 Feb 2026|Mon"],
    ),
    (
        f"{K}/touring/contracts/drafts/hollin-arts-centre-tour-contract.docx",
        "Touring contract \u2013 Hollin Arts Centre",
        [
            "DRAFT \u2013 subject to contract",
            "This agreement is dated [ ] 2026",
            "Performances 17\u201321 February 2026; the venue pays a guarantee of \u00a36,000 against a 70/30 split.",
        ],
    ),
    (
        f"{K}/touring/contracts/brackwater-civic-tour-contract.pdf",
        "Touring contract \u2013 Brackwater Civic Theatre",
        [
            "Dated this 3rd day of November 2025",
            "Between Kestleford Playhouse Trust (the Company) and Brackwater Civic Theatre (the Venue).",
            "Performances 10\u201314 February 2026, five evenings and one matinee.",
        ],
    ),
    (
        f"{K}/funding/bids/northern-arts-fund-bid-salt-road.docx",
        "Bid to the Northern Arts Fund: The Salt Road",
        [
            "Submitted by the Development Director, 26 August 2025",
            "Application deadline: 29 August 2025",
            "We ask for \u00a348,500 towards a new commission touring eight venues in 2026.",
        ],
    ),
    (
        f"{K}/funding/bids/proposals/foyer-refurbishment-capital-bid.md",
        "Foyer refurbishment capital bid",
        [
            "For discussion at the Finance Committee",
            "",
            "The foyer and bar would close for ten weeks from June 2026 while the floor and counters are "
            "replaced. The quantity surveyor's estimate is \u00a3310,000 (quote ref. QS/2025/118).",
        ],
    ),
    (
        f"{K}/funding/reports/grant-monitoring-report-2024-25.pdf",
        "Grant monitoring report 2024/25",
        [
            "Prepared by the Development team, 9 May 2025",
            "Reporting period: 1 April 2024 \u2013 31 March 2025",
            "Audiences reached: 61,200. Schools engaged: 44. Free tickets for young carers: 1,150.",
        ],
    ),
    (
        f"{K}/funding/reports/archive/grant-monitoring-report-2022-23.pdf",
        "Grant monitoring report 2022/23",
        ["Audiences reached: 48,900. Schools engaged: 31.", "Figures were audited by the finance team."],
    ),
    (
        f"{K}/board/minutes/2025/board-minutes-september.docx",
        "Board of Trustees \u2013 minutes",
        [
            "Minutes of the meeting held on Thursday 25 September 2025 in the Studio",
            "Present: the Chair, seven trustees, the Artistic Director and the Executive Director.",
            "The board approved the 2026/27 budget outline and the new financial regulations.",
            "Date of next meeting: 27 November 2025",
        ],
    ),
    (
        f"{K}/board/minutes/drafts/board-minutes-november.docx",
        "Board of Trustees \u2013 minutes (unconfirmed draft)",
        [
            "Meeting held: 27 November 2025",
            "The board noted record pantomime sales and agreed to seek a capital grant for the foyer.",
            "Next meeting: 29 January 2026",
        ],
    ),
    (
        f"{K}/board/papers/chairs-report-november.eml",
        "Chair's report for the November board",
        [
            "EMAIL|Fri, 21 Nov 2025 16:48:00 +0000",
            "Dear trustees, my report is attached ahead of Thursday's meeting.",
            "",
            "-----Original Message-----",
            "Sent: 14 November 2025 10:02",
            "Subject: November board papers",
        ],
    ),
    (
        f"{K}/board/governance/scheme-of-delegation.md",
        "Scheme of delegation",
        [
            "Status: Withdrawn \u2013 see the financial regulations",
            "Ratified by the board on 14 July 2021",
            "",
            "The Executive Director may sign contracts up to \u00a325,000.",
        ],
    ),
    (
        f"{K}/board/governance/financial-regulations.pdf",
        "Financial regulations",
        [
            "Version 3.0, agreed by the Board of Trustees on 25 September 2025",
            "These regulations replace the scheme of delegation, which is withdrawn.",
            "They follow the Charities Act 2011 and the Charities SORP (FRS 102).",
        ],
    ),
    (
        f"{K}/bar-cafe/menus/cafe-menu-winter.pdf",
        "Caf\u00e9 menu \u2013 Winter 2025/26",
        ["Soup of the day with sourdough \u00a35.50", "Interval drinks can be pre-ordered at the bar."],
    ),
    (
        f"{K}/bar-cafe/licensing/premises-licence-summary.txt",
        None,
        [
            "Premises licence summary",
            "Licence number KBC/PL/2009/0147",
            "",
            "Licensable activities: plays, films, live music and the sale of alcohol.",
            "Hours: 10:00 to 23:30 Monday to Saturday, 12:00 to 22:30 on Sunday.",
        ],
    ),
    (
        f"{K}/bar-cafe/suppliers/old/wine-list-2023.docx",
        "Wine list 2023",
        ["House red (Chile), 175 ml \u00a36.20", "Rioja Crianza 2019, bottle \u00a332"],
    ),
    (
        f"{K}/marketing/press-releases/salt-road-casting-announced.md",
        "Casting announced for The Salt Road",
        [
            "Embargoed until 00:01, 4 November 2025",
            "",
            "KESTLEFORD (4 November 2025) \u2013 The Kestleford Playhouse today announced the cast of The Salt "
            "Road, its first new commission since the theatre reopened.",
            "",
            "The Salt Road runs from 5 February to 7 March 2026; press night is 11 February 2026.",
        ],
    ),
    (
        f"{K}/marketing/press-releases/pantomime-record-sales.html",
        "Pantomime breaks box office record",
        [
            'Posted <time datetime="2025-12-02">2 December 2025</time>',
            "Cinderella has sold more than 21,000 tickets, the most for any pantomime in our history.",
            "This story first appeared in our e-newsletter of 28 November 2025.",
            FOOT,
        ],
    ),
    (
        f"{K}/marketing/press-releases/associate-director-appointed.md",
        "New Associate Director appointed",
        [
            "FRONT|date: 2025-06-12",
            "WITHDRAWN \u2013 this release named the wrong start date; a corrected release follows.",
            "",
            "The Playhouse welcomes Dana Whitlow as Associate Director.",
        ],
    ),
    (
        f"{K}/marketing/campaigns/christmas-campaign-plan.pptx",
        "Christmas campaign plan 2025",
        [
            "Audience: families within 30 minutes' drive",
            "E-mail sends: w/c 6 October, w/c 3 November",
            "Budget \u00a312,400",
        ],
    ),
    (
        f"{K}/marketing/campaigns/proposals/loyalty-scheme-pitch.pptx",
        "Pitch: Playhouse Plus loyalty scheme",
        ["Points on every ticket and interval drink", "Launch with the Spring 2026 season", "For discussion"],
    ),
    (
        f"{K}/marketing/research/audience-survey-summary.pptx",
        "Audience survey summary \u2013 Autumn 2025",
        [
            "1,204 responses collected 1\u201331 October 2025",
            "84% would recommend us to a friend",
            "Presented to the Marketing Committee on 12 November 2025",
        ],
    ),
    (
        f"{K}/marketing/brand/brand-guidelines-DRAFT.pdf",
        "Brand guidelines",
        [
            "Version 0.3, circulated to the marketing team 2 October 2025",
            "The lantern mark sits top left on every poster; the strapline is 'Stories at the Rise'.",
        ],
    ),
    (
        f"{K}/website/content/accessibility-statement.html",
        "Accessibility statement",
        [
            "META|dcterms.modified=2025-07-30",
            "This statement was prepared on 2 March 2023. It was last reviewed on 30 July 2025.",
            "Captioned and audio-described performances are marked on each production page.",
            FOOT,
        ],
    ),
    (
        f"{K}/website/content/visit-us.md",
        "Visit us",
        [
            "_Page updated 14 August 2025_",
            "",
            "The box office opens 10:00 to 18:00 Monday to Saturday, and until curtain-up on show days.",
            "The theatre was built in 1968 and reopened after its refurbishment in 2011.",
        ],
    ),
    (
        f"{K}/website/content/archive/reopening-plans.md",
        "Our reopening plans",
        [
            "FRONT|date: 2021-05-04",
            "ARCHIVED",
            "",
            "We reopen on 17 May 2021 with socially distanced seating in the stalls.",
        ],
    ),
    (
        f"{K}/it/ticketing-integration/CHANGELOG.md",
        "Changelog \u2013 ticketing integration",
        [
            "## 2.4.0 \u2013 2025-10-30",
            "- Seat maps load twice as fast.",
            "## 2.3.2 \u2013 2025-09-04",
            "- Fixed the concession discount for under-26s.",
        ],
    ),
    (
        f"{K}/it/notices/staff-wifi-change.eml",
        "Staff Wi-Fi changes on 1 Dec",
        [
            "EMAIL|Sun, 30 Nov 2025 23:50:00 -0500",
            "From Monday the staff network is KPH-STAFF. Your laptop will ask for the new password once.",
        ],
    ),
    (
        f"{K}/it/policies/acceptable-use-policy.docx",
        "IT acceptable use policy",
        [
            "Effective from: 1 September 2025",
            "Applies to staff, volunteers and freelance crew using Playhouse equipment.",
            "Passwords follow the NCSC guidance published in 2018.",
        ],
    ),
    (
        f"{K}/it/correspondence/ticketing-supplier-data-centre-letter.pdf",
        "Data centre move",
        [
            "Ref: TS/KPH/2025/044",
            "06/11/2025",
            "Dear Box Office Manager,",
            "We will move your ticketing database to our new data centre on the night of 19/11/2025. Sales "
            "will pause from 01:00 to 04:00.",
        ],
    ),
]
