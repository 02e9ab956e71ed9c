"""The twelfth held-out batch of the document-dating share (``half`` = ``held12`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-03 by a helper who never ran the reader or read its code.
A regional airport operator's share this time (airside and terminal operations, winter planning,
aerodrome works notices, the safety management system, wildlife and fire cover, audits, retail and
car-park concessions, noise monitoring and insulation, planning and the masterplan, airline
relations and charges, HR and rosters, finance, communications, IT), in the formats of the earlier
batches, with the date forms such a share uses: "Compiled by the Duty Operations Manager, 14 July
2025", "Approved by the Airport Operations Committee on 2 October 2025", "Issued 19/08/2025 by
Airside Operations", a document-control table, "Published ... / Effective from 1 January 2026",
a revision history "Revision C – 3rd February 2025" over B and A, "Presented to the Airport
Consultative Committee on", "Minutes of the meeting held on Tuesday 7 October 2025", a press
dateline "HARROWMERE (4 March 2025) –", ``<time datetime>``, ``DC.date.issued``,
``article:modified_time``, front matter with ``lastmod`` over ``date``, a changelog, a US-order
letter date, periods ("April to June 2025", "Summer 2025", "FY2024/25", "2029–2033", "Autumn
2025", "w/e 19/10/2025"), dates only in paths ("2025-06-22-bird-strike", "w-c-2025-11-17",
"ops-note-2025-09", "archive/2023"); status markers: ``archive/``, ``old/``, ``superseded/``,
``drafts/``, ``proposals/``, "ARCHIVED", "SUPERSEDED", "Status: Withdrawn", "DRAFT – subject to
contract", "working draft", "v0.3 DRAFT", "Proposal:", "Proposed"; and traps: runway designators
"09/27", works-notice and letter references "AWN 25/014", "NIS/2025/0388", "Reg (EU) 139/2014",
"Aviation Security Act 1982", "Masterplan 2045", "Travel Retail Awards 2019", "AODB Pro 2023",
works windows, bid deadlines, the IATA season start, next meetings, next reviews, days with no
year, an ambiguous "02/06/2025", dates only in rows, a copyright year, a blank template date.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

A = "harrowmere"
FOOT = "FOOT|\u00a9 2025 Harrowmere Airport Ltd \u00b7 Registered in England No. 04417720 \u00b7 01632 960 000"

HELD12: list[tuple[str, str | None, list[str]]] = [
    (
        f"{A}/operations/reports/2025/operations-performance-report-q2.docx",
        "Operations performance report \u2013 April to June 2025",
        [
            "Compiled by the Duty Operations Manager, 14 July 2025",
            "Air transport movements rose by 9% on the same quarter last year; punctuality slipped in June "
            "when the ground handler was short of ramp staff.",
            "TABLE|Month|Movements|On time|April|3,412|88%|May|3,980|86%|June|4,211|84%",
            "The runway resurfacing window of 3 to 7 November 2025 is on track.",
        ],
    ),
    (
        f"{A}/operations/reports/2024/operations-performance-report-q2.docx",
        "Operations performance report \u2013 April to June 2024",
        [
            "Movements and punctuality are shown by month below. Figures stay provisional until the annual "
            "return to the regulator is filed.",
            "TABLE|Month|Movements|On time|April|3,150|90%|May|3,602|89%|June|3,877|87%",
        ],
    ),
    (
        f"{A}/operations/reports/archive/operations-performance-report-q2-2023.docx",
        "Operations performance report \u2013 April to June 2023",
        [
            "ARCHIVED \u2013 kept for the aerodrome certificate audit trail",
            "Compiled by the Duty Operations Manager, 11 July 2023",
            "TABLE|Month|Movements|On time|April|2,980|91%|May|3,310|90%|June|3,560|88%",
        ],
    ),
    (
        f"{A}/operations/winter/snow-and-ice-plan-2025-26.pdf",
        "Winter operations: snow and ice plan 2025/26",
        [
            "Issue 4 | Approved by the Airport Operations Committee on 2 October 2025 | Next review: September 2026",
            "Clearance order: Runway 09/27 first, then taxiway A and the stands on the east apron.",
            "The snow desk is staffed from 1 November to 31 March; call 01632 960 411 when it is open.",
        ],
    ),
    (
        f"{A}/operations/winter/superseded/snow-and-ice-plan-2023-24.pdf",
        "Winter operations: snow and ice plan 2023/24",
        [
            "SUPERSEDED \u2013 this plan was replaced by the 2025/26 plan and must not be used.",
            "Approved by the Airport Operations Committee on 28 September 2023",
            "Clearance order: Runway 09/27 first, then taxiway A.",
        ],
    ),
    (
        f"{A}/operations/notams/runway-works-notice.txt",
        None,
        [
            "AERODROME WORKS NOTICE AWN 25/014",
            "Issued 19/08/2025 by Airside Operations",
            "",
            "Taxiway B is closed between holding point B2 and the fire station from",
            "01/09/2025 to 12/09/2025, 2300-0530 local each night. Aircraft for the",
            "west apron will be marshalled via taxiway C. Works vehicles carry a",
            "beacon and hold a valid airside driving permit.",
        ],
    ),
    (
        f"{A}/operations/monthly/ops-note-2025-09.md",
        "Monthly operations note",
        [
            "A quiet month on the airfield. The Sunday 14 September air show traffic was handled without delay,",
            "and the new baggage reclaim belt passed its acceptance tests.",
        ],
    ),
    (
        f"{A}/operations/terminal/terminal-opening-hours.txt",
        None,
        [
            "Terminal opening hours",
            "",
            "The terminal opens at 04:00 and closes after the last arrival has cleared",
            "baggage reclaim. The information desk is on 01632 960 000 and the lost",
            "property office on 01632 960 417 (10:00-16:00).",
        ],
    ),
    (
        f"{A}/operations/punctuality/punctuality-dashboard.xlsx",
        "Punctuality dashboard w/e 19/10/2025",
        ["ROWS|Airline|Departures|On time|Loganair|42|90%|easyJet|61|83%|TUI|18|78%"],
    ),
    (
        f"{A}/safety/sms/safety-management-system-manual.docx",
        "Safety Management System Manual",
        [
            "Accountable Manager: the Chief Executive. This manual meets the aerodrome requirements of "
            "Reg (EU) 139/2014 as retained in UK law.",
            "TABLE|Version|Date|Change|3.0|23/03/2023|Full rewrite|3.1|05/02/2024|New hazard log process"
            "|3.2|09/10/2025|Drone incursion procedure",
            "Next review: October 2026.",
        ],
    ),
    (
        f"{A}/safety/sms/old/safety-management-system-manual-v2.docx",
        "Safety Management System Manual",
        [
            "Version 2.4, issued January 2021",
            "Hazards are logged on paper forms and reviewed at the monthly safety action group.",
        ],
    ),
    (
        f"{A}/safety/incidents/2025-06-22-bird-strike-report.txt",
        None,
        [
            "Bird strike report",
            "",
            "Aircraft: ATR 72-600 on stand 4 after landing on runway 27. Species: herring",
            "gull, two birds. Damage: none found by the engineer. Wildlife control had",
            "dispersed a flock from the grass by taxiway A twenty minutes earlier.",
        ],
    ),
    (
        f"{A}/safety/incidents/foreign-object-debris-log.csv",
        None,
        [
            "ROWS|Date|Location|Item|03/07/2025|Stand 6|Luggage strap|14/07/2025|Taxiway A|Bolt"
            "|29/07/2025|Runway 09 threshold|Plastic sheet"
        ],
    ),
    (
        f"{A}/safety/wildlife/wildlife-hazard-management-plan.md",
        "Wildlife hazard management plan",
        [
            "FRONT|title: Wildlife hazard management plan\ndate: 2022-04-12\nlastmod: 2025-03-31",
            "Grass on the airfield is kept long to discourage gulls and starlings. Patrols log every",
            "dispersal in the wildlife app; the annual bird count is done in late spring.",
        ],
    ),
    (
        f"{A}/safety/fire/rffs-training-matrix.xlsx",
        "RFFS training matrix \u2013 October 2025",
        [
            "ROWS|Firefighter|Course|Expires|Watch A lead|Breathing apparatus|12/02/2026"
            "|Watch B lead|Live fire|30/06/2026"
        ],
    ),
    (
        f"{A}/safety/audits/ground-handling-audit-report.docx",
        "Ground handling compliance audit \u2013 Northwind Handling",
        [
            "Date of audit: 24 and 25 June 2025",
            "Report date: 11 July 2025",
            "Three findings were raised: chocks left on stand 3, an expired pushback tug inspection and "
            "missing fuel spill kit checks. Responses are due by 29 August 2025.",
        ],
    ),
    (
        f"{A}/safety/audits/stand-inspection-visit.md",
        "Apron stand inspection",
        [
            "Date of inspection: 3 September 2025",
            "",
            "Stands 1 to 8 were walked with the apron controller. Markings on stand 5 need repainting and",
            "the stop bar on stand 7 flickers.",
        ],
    ),
    (
        f"{A}/retail/concessions/concession-tender-brief.pdf",
        "Landside food and beverage concession - invitation to tender",
        [
            "Issued to shortlisted operators on 4 August 2025",
            "Clarification questions by 22 August 2025; bids are due by noon on 19 September 2025.",
            "The new unit is expected to open in spring 2026 next to the check-in hall.",
        ],
    ),
    (
        f"{A}/retail/concessions/proposals/walk-through-duty-free.pptx",
        "Proposal: walk-through duty free store",
        [
            "Prepared by the Commercial team, 2 June 2025",
            "Layout modelled on a Travel Retail Awards 2019 winner",
            "Dwell time up, queue at security unchanged",
        ],
    ),
    (
        f"{A}/retail/concessions/old/concession-fee-note.txt",
        None,
        [
            "Concession fee note",
            "SUPERSEDED by the fee note of 2 May 2024",
            "Date: 14.01.2022",
            "",
            "Concessionaires pay 12% of turnover or the minimum annual guarantee,",
            "whichever is higher, quarterly in arrears.",
        ],
    ),
    (
        f"{A}/retail/leases/unit-12-heads-of-terms.docx",
        "Heads of terms: Unit 12, departures lounge",
        [
            "DRAFT \u2013 subject to contract",
            "Prepared by the Property Manager, 8 September 2025",
            "Term: ten years from 1 January 2026. Rent: the higher of 14% of turnover and \u00a385,000 a year.",
        ],
    ),
    (
        f"{A}/retail/parking/car-park-tariffs.html",
        "Car park tariffs",
        [
            "META|DC.date.issued=2025-03-17",
            "New tariffs apply from 1 April 2025. Short stay: \u00a34 for 30 minutes. Long stay: \u00a369 a week "
            "when booked online. Blue Badge holders call 01632 960 430 before travelling.",
            FOOT,
        ],
    ),
    (
        f"{A}/retail/parking/archive/2023/car-park-tariffs.html",
        "Car park tariffs",
        [
            "ARCHIVED PAGE \u2013 these tariffs no longer apply.",
            "Short stay: \u00a33 for 30 minutes. Long stay: \u00a355 a week when booked online.",
            FOOT,
        ],
    ),
    (
        f"{A}/retail/reports/retail-spend-per-passenger.xlsx",
        "Retail spend per passenger FY2024/25",
        ["ROWS|Category|Spend|Change|Food and beverage|\u00a34.10|+6%|Duty free|\u00a33.25|+2%"],
    ),
    (
        f"{A}/noise/reports/2025/noise-monitoring-report-summer-2025.pdf",
        "Noise monitoring report - Summer 2025",
        [
            "Presented to the Airport Consultative Committee on 16 October 2025",
            "Monitoring period: 1 June to 30 September 2025 at the four fixed monitors.",
            "No departure exceeded the 90 dB(A) daytime limit; two night departures exceeded 85 dB(A).",
        ],
    ),
    (
        f"{A}/noise/reports/archive/noise-monitoring-report-summer-2022.pdf",
        "Noise monitoring report - Summer 2022",
        [
            "Monitoring period: 1 June to 30 September 2022 at three fixed monitors.",
            "One departure exceeded the daytime limit and the airline was fined.",
        ],
    ),
    (
        f"{A}/noise/complaints/noise-complaints-faq.md",
        "Noise complaints: your questions",
        [
            "**How do I complain?** Use the online form or call the noise line on 0800 085 2271.",
            "",
            "**Why do aircraft fly over my house at night?** Runway 27 departures turn early when the wind",
            "is from the west.",
            "",
            "_Page last reviewed 27 May 2025 \u00b7 next review May 2026_",
        ],
    ),
    (
        f"{A}/noise/action-plan/noise-action-plan-2024-2028.docx",
        "Noise Action Plan 2024\u20132028",
        [
            "Adopted by the Board, 21 March 2024",
            "Prepared under the Environmental Noise (England) Regulations 2006.",
            "We will extend the insulation scheme to the 60 dB LAeq,16h contour by 2027.",
        ],
    ),
    (
        f"{A}/noise/action-plan/drafts/noise-action-plan-2029-2033.docx",
        "Noise Action Plan 2029\u20132033 (working draft)",
        [
            "Status: Working draft v0.2",
            "Sections 4 and 5 are still to be written after the contour modelling is complete.",
        ],
    ),
    (
        f"{A}/noise/insulation/sound-insulation-offer-letter.docx",
        "Sound insulation scheme",
        [
            "Ref: NIS/2025/0388",
            "11 November 2025",
            "Dear Resident,",
            "Your home lies inside the 63 dB contour and qualifies for a grant towards secondary glazing. "
            "Please return the enclosed form by 12 December 2025.",
        ],
    ),
    (
        f"{A}/planning/masterplan/masterplan-consultation.html",
        "Masterplan 2045: have your say",
        [
            "META|article:modified_time=2025-07-02T10:00:00+01:00",
            "Our draft Masterplan 2045 sets out how the airport could grow to 3 million passengers. The "
            "consultation runs from 7 July to 29 August 2025, with drop-in events in four villages.",
            FOOT,
        ],
    ),
    (
        f"{A}/planning/masterplan/proposals/terminal-extension-options.md",
        "Proposed terminal extension: options appraisal",
        [
            "Submitted to the Executive Team by the Planning Manager, 9 April 2025",
            "",
            "Option B, a two-storey pier to the east, scores best on cost and on walking distance.",
            "Construction could start in 2027 if planning consent is granted.",
        ],
    ),
    (
        f"{A}/planning/applications/planning-statement-rev-c.pdf",
        "Planning statement: hangar 3 extension",
        [
            "Revision C - 3rd February 2025",
            "Revision B - 17th December 2024",
            "Revision A - 28th October 2024",
            "This statement supports an application under the Town and Country Planning Act 1990.",
        ],
    ),
    (
        f"{A}/planning/applications/superseded/planning-statement-rev-a.pdf",
        "Planning statement: hangar 3 extension",
        [
            "Revision A - 28th October 2024",
            "This statement supports an application under the Town and Country Planning Act 1990.",
        ],
    ),
    (
        f"{A}/planning/surface-access/surface-access-strategy.docx",
        "Airport Surface Access Strategy",
        [
            "Version 1.3, circulated to the Airport Transport Forum on 5 March 2025",
            "The target is a 12% bus and rail share of passenger journeys by 2030, up from 7% today.",
        ],
    ),
    (
        f"{A}/airline-relations/schedules/summer-2026-schedule-briefing.pptx",
        "Summer 2026 schedule briefing",
        [
            "Delivered to airline station managers by Aviation Development, 12 November 2025",
            "IATA summer season starts 29 March 2026",
            "Two new routes: Alicante and Bergen",
        ],
    ),
    (
        f"{A}/airline-relations/charges/conditions-of-use-2026.pdf",
        "Conditions of Use and Schedule of Airport Charges 2026",
        [
            "Published 30 September 2025",
            "Effective from 1 January 2026 until further notice.",
            "Passenger charge: GBP 14.20 per departing passenger. Aircraft parking is free for the first two hours.",
        ],
    ),
    (
        f"{A}/airline-relations/charges/archive/conditions-of-use-2024.pdf",
        "Conditions of Use and Schedule of Airport Charges",
        [
            "Effective from 1 January 2024",
            "Passenger charge: GBP 12.90 per departing passenger.",
        ],
    ),
    (
        f"{A}/airline-relations/meetings/airline-operators-committee.txt",
        None,
        [
            "AIRLINE OPERATORS COMMITTEE (AOC)",
            "Minutes of the meeting held on Tuesday 7 October 2025 in the Briefing Room",
            "",
            "Present: station managers for four airlines, the ground handler and the",
            "Head of Aviation Development. The airlines asked for a second de-icing rig",
            "before the winter; the airport agreed to report back on cost.",
            "Next meeting: 13 January 2026.",
        ],
    ),
    (
        f"{A}/airline-relations/correspondence/w25-slot-request.eml",
        "RE: W25 slot request for 28 Nov",
        [
            "EMAIL|Mon, 3 Nov 2025 17:42:10 +0000",
            "We can offer 06:40 departure and 22:15 arrival on Fridays from the date you asked for.",
            "",
            "On Fri, 31 Oct 2025 at 09:12, Scheduling <sched@carrier.example> wrote:",
            "> Please confirm a Friday rotation from 28 November.",
        ],
    ),
    (
        f"{A}/airline-relations/correspondence/carrier-fuel-letter.pdf",
        "Into-plane fuel supply",
        [
            "Date: 10/23/2025",
            "Our US headquarters confirms the fuel supply contract with your airport operator for the winter "
            "schedule. Reference FUEL-2025-77.",
        ],
    ),
    (
        f"{A}/airline-relations/route-development/route-incentive-scheme-2023.md",
        "Route development incentive scheme",
        [
            "Status: Withdrawn",
            "Issued: 6 February 2023",
            "",
            "New routes flown at least twice a week receive a 50% discount on the passenger charge in year one.",
        ],
    ),
    (
        f"{A}/hr/policies/shift-swap-policy.md",
        "Shift swap policy",
        [
            "Last reviewed: 02/06/2025 | Next review: 02/06/2027",
            "",
            "Staff may swap up to four shifts a month with a colleague of the same grade, approved by the",
            "duty manager at least 48 hours before.",
        ],
    ),
    (
        f"{A}/hr/policies/airside-pass-policy.docx",
        "Airside identification pass policy",
        [
            "Issued: 14 April 2025",
            "This policy replaces the ID pass procedure dated 1 May 2019.",
            "Passes are issued under the Aviation Security Act 1982 after a five-year background check.",
        ],
    ),
    (
        f"{A}/hr/recruitment/security-officer-vacancy.html",
        "Security officer (full time, shifts)",
        [
            'Posted <time datetime="2025-09-22">22 September 2025</time>',
            "Closing date: 6 October 2025. Assessment days are held in the week of 13 October. Every offer "
            "depends on a five-year reference check and a counter-terrorist check.",
            FOOT,
        ],
    ),
    (
        f"{A}/hr/rosters/security-roster-w-c-2025-11-17.csv",
        None,
        ["ROWS|Officer|Shift|Lane|A. Patel|Early|1|J. Byrne|Late|2|S. Kowalski|Night|1"],
    ),
    (
        f"{A}/hr/handbook/staff-handbook.pdf",
        "Staff handbook",
        [
            "Welcome to Harrowmere Airport. This handbook covers pay, leave, uniform and the staff car park.",
            "The Employee Assistance Programme is free and confidential: 0800 048 1177.",
            "(c) Harrowmere Airport Ltd 2024",
        ],
    ),
    (
        f"{A}/hr/training/security-training-record-template.docx",
        "Security training record",
        [
            "Name: ______________________   Staff number: ________",
            "Course: ____________________   Date completed: __/__/____",
            "Trainer signature: ____________",
        ],
    ),
    (
        f"{A}/finance/annual-report/annual-report-2024.pdf",
        "Annual Report and Accounts 2024",
        [
            "The financial statements were approved by the Board on 29 April 2025 and signed on its behalf "
            "by the Finance Director.",
            "Passenger numbers reached 1.42 million, the best year since 2019.",
        ],
    ),
    (
        f"{A}/finance/budgets/capex-programme-2026-v0.3.xlsx",
        "Capital programme 2026 \u2013 v0.3 DRAFT",
        ["ROWS|Project|Cost|Quarter|Taxiway B rehab|\u00a31.2M|Q2|Hold baggage screening|\u00a32.8M|Q4"],
    ),
    (
        f"{A}/comms/press/new-route-bergen.md",
        "New route to Bergen",
        [
            "HARROWMERE (4 March 2025) \u2013 A twice-weekly service to Bergen starts on 26 May 2025, the first "
            "direct link between the region and Norway.",
            "",
            "Media enquiries: 01632 960 450.",
        ],
    ),
    (
        f"{A}/comms/news/bergen-route-repost.html",
        "Bergen flights now on sale",
        [
            "Posted 9 April 2025",
            "This story first appeared in our press release of 4 March 2025. Flights start on 26 May 2025.",
            FOOT,
        ],
    ),
    (
        f"{A}/comms/newsletter/community-news-issue-18.docx",
        "Harrowmere Airport Community News \u2013 Issue 18",
        [
            "Autumn 2025",
            "Our community fund gave \u00a318,000 to eleven local groups this year.",
            "The noise insulation scheme now covers two more villages.",
        ],
    ),
    (
        f"{A}/it/systems/aodb-release-notes.md",
        "AODB release notes",
        [
            "## 5.3.0 \u2014 2025-10-21",
            "",
            "- Stand allocation shows tow movements.",
            "",
            "## 5.2.1 \u2014 2025-08-04",
            "",
            "- Fixed the import from AODB Pro 2023 exports.",
        ],
    ),
    (
        f"{A}/it/notices/wifi-change.eml",
        "Staff Wi-Fi network change",
        [
            "EMAIL|Thu, 1 May 2025 00:20:00 +0100",
            "The staff Wi-Fi network moves to the new name HMA-STAFF on Monday 12 May. Your device will ask",
            "for your password once.",
        ],
    ),
]
