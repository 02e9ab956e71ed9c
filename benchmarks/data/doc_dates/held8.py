"""The eighth held-out batch of the document-dating share (``half`` = ``held8`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-03 by a helper who never ran the reader or read its code.
A regional water utility's share this time (treatment works, networks and leakage, water quality,
reservoirs and drought, the environment, capital projects, regulation and price review, billing and
tariffs, the customer web site and leaflets, complaints, procurement, HR, health and safety, IT, the
board, communications, finance), in the formats of the earlier batches, with the date forms such a
share uses: "Compiled by ..., 14 October 2025", "Edition: Spring 2024", "HR-POL-017 Version 5
Issued: October 2024", "Rev B 12.02.2025" over "Rev A 20.01.2025", "Authorised: J. Whitlock
2025-06-30", "Report signed:" under two inspection days, "Reported: 22/05/2025 by ...", "w/e
13/09/2025" as a second short line, "Prepared by the Control Room, Tue 4th Feb 2025", "Opened:
2025-01-14", a footer "Page owner: IT Service Desk · Updated 2 Oct 2025", "Last reviewed ... | Next
review ..." in a footer, "– minutes, 6 May 2025" in a title, a press release led by "ASHBY (12
November 2024) –", a repost of it, front matter ``created`` and ``updated``,
``article:modified_time`` with a time zone, an ISO week in a file name (``2025-W35``), YYYYMMDD in a
file name, a season in a file name, a year-month folder, periods ("Q3 2024", "FY2024/25", "2026/27",
"January to March 2025", "AMP8 (2025-2030)", "Spring 2025 update", "for the year ended 31 March
2025"), a version-history table; status markers: ``archive/``, ``old/``, ``superseded/``,
``replaced/``, ``drafts/``, ``proposals/``, "ARCHIVED COPY", "(SUPERSEDED)", "Replaced by",
"replaces", "DRAFT – to be confirmed", "– DRAFT" in a title, "Status: Proposed", "Proposal –"; and
traps: a customer phone number "01632 20 03 25", reference numbers that look like dates
("2024-03-0117", "ODQ-2025-0219", "2025/0911/03", "28/39/05/0112"), the Reservoirs Act 1975 and the
Water Industry Act 1991, "InfoWorks WS Pro 2024.1", a hosepipe ban's start, a tender's return date,
a licence's expiry, a next meeting, a next inspection, "week 34" with no year, days with no year in
a social media calendar, years only in rows, a copyright year, a blank template date, a file note
that only mentions another document's dates.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

W = "hallowmere"
FOOT = "FOOT|Hallowmere Water Ltd \u00b7 Registered in England No. 02366744 \u00b7 Leaks: 0800 052 2415"

HELD8: list[tuple[str, str | None, list[str]]] = [
    (
        f"{W}/operations/treatment/reports/2024/treatment-performance-q3.docx",
        "Treatment works performance \u2013 Q3 2024",
        [
            "Compiled by the Production Planning team",
            "All four works met the turbidity standard in every week of the quarter.",
            "TABLE|Works|Output (Ml/d)|Compliance|Ashby Mill|92|100%|Ferncote|41|99.8%",
        ],
    ),
    (
        f"{W}/operations/treatment/reports/2025/treatment-performance-q3.docx",
        "Treatment works performance \u2013 Q3 2025",
        [
            "Compiled by the Production Planning team, 14 October 2025",
            "Ferncote missed the turbidity standard on two days in September during the storm.",
            "TABLE|Works|Output (Ml/d)|Compliance|Ashby Mill|95|100%|Ferncote|38|99.1%",
        ],
    ),
    (
        f"{W}/operations/treatment/reports/archive/treatment-performance-q3-2023.pdf",
        "Treatment works performance \u2013 Q3 2023",
        [
            "ARCHIVED COPY \u2013 the figures were restated in the 2024 annual return",
            "Ferncote works was offline for nine days in August while a filter was rebuilt.",
        ],
    ),
    (
        f"{W}/operations/treatment/sops/ferncote-filter-backwash.pdf",
        "Ferncote rapid gravity filters \u2013 backwash procedure",
        [
            "Document no. FER-SOP-014   Rev 3",
            "Authorised: J. Whitlock  2025-06-30",
            "Backwash each filter after 48 hours in service or when head loss reaches 2.0 m, whichever is first.",
        ],
    ),
    (
        f"{W}/operations/control-room/handover-log-template.docx",
        "Control room shift handover",
        [
            "Date: ___ / ___ / ______     Shift: Early / Late / Night",
            "Outgoing controller:",
            "Alarms still open at handover:",
        ],
    ),
    (
        f"{W}/operations/control-room/incident-timeline-wend-bridge.txt",
        None,
        [
            "WEND BRIDGE TRUNK MAIN BURST \u2013 TIMELINE",
            "Prepared by the Control Room, Tue 4th Feb 2025",
            "",
            "02:14  low-pressure alarm at Wend Bridge booster",
            "02:40  first customer contact; crews sent from Ashby Mill depot",
            "09:30  supply restored to all 3,200 properties",
        ],
    ),
    (
        f"{W}/operations/daily-calls/20250919_ops_call_notes.md",
        "Operations call notes",
        [
            "Attendees: Production, Networks, Control Room, Communications.",
            "",
            "Demand in the Vale zone is 12% above forecast; tankering continues at Little Wend.",
        ],
    ),
    (
        f"{W}/regulation/price-review/plan-2025-2030-summary.pdf",
        "Our plan for 2025\u20132030",
        [
            "Published 12 December 2024, after Ofwat's final determination",
            "Bills will rise by an average of 21% over the five years, before inflation.",
            "The plan covers the eighth asset management period (AMP8) and our PR24 commitments.",
        ],
    ),
    (
        f"{W}/regulation/price-review/drafts/plan-summary-v0.3.docx",
        "Our plan for 2025\u20132030 \u2013 draft for board review",
        [
            "Version 0.3, circulated to directors 11 August 2023",
            "Bills would rise by an average of 24% over the five years, before inflation.",
        ],
    ),
    (
        f"{W}/regulation/returns/annual-performance-report-2023-24.pdf",
        "Annual performance report 2023-24",
        [
            "Published 15 July 2024",
            "Leakage: 118.4 Ml/d against a target of 121.0 Ml/d.",
            "Supply interruptions: 7 minutes 12 seconds per property.",
        ],
    ),
    (
        f"{W}/regulation/returns/archive/2022/annual-performance-report.pdf",
        "Annual performance report",
        [
            "Leakage: 126.9 Ml/d against a target of 124.0 Ml/d.",
            "This report covers the year to 31 March 2022.",
        ],
    ),
    (
        f"{W}/regulation/ofwat/query-response-leakage.eml",
        "Response to query ODQ-2025-0219 (leakage methodology)",
        [
            "EMAIL|Wed, 12 Mar 2025 17:05:44 +0000",
            "Please find our response attached. It restates the 2023-24 leakage figure on the revised "
            "methodology and explains the change of 2.3 Ml/d.",
        ],
    ),
    (
        f"{W}/customer/web/hosepipe-ban.html",
        "Temporary use ban: your questions answered",
        [
            "META|article:modified_time=2025-08-19T16:02:00+01:00",
            "A temporary use ban (a hosepipe ban) starts at 00:01 on Friday 22 August 2025 for customers in "
            "the Vale supply zone.",
            "It stays in place until Wendle Reservoir recovers; we expect to review it in October.",
            FOOT,
        ],
    ),
    (
        f"{W}/customer/web/contact.html",
        "Contact us",
        [
            "Customer line: 01632 20 03 25 (8am to 8pm, Monday to Saturday).",
            "Leaks and emergencies: 0800 052 2415, 24 hours a day, every day of the year.",
            "FOOT|\u00a9 Hallowmere Water 2025",
        ],
    ),
    (
        f"{W}/customer/web/metering-faq.html",
        "Water meters \u2013 frequently asked questions",
        [
            "Is a meter free? Yes. We fit it free of charge and you can switch back to unmeasured charges "
            "within 24 months.",
            "How long will it take? Most meters are fitted within 90 days of your application.",
            "FOOT|Last reviewed 17 March 2025 | Next review March 2026 | \u00a9 Hallowmere Water",
        ],
    ),
    (
        f"{W}/customer/web/archive/2021/metering-faq.html",
        "Water meters \u2013 frequently asked questions",
        [
            "Is a meter free? Yes, and you can switch back within 12 months.",
            "How long will it take? Most meters are fitted within six months of your application.",
            FOOT,
        ],
    ),
    (
        f"{W}/customer/web/news/bill-changes-april.html",
        "What's changing on your bill from April",
        [
            "Published: 24 February 2025 | 3 min read",
            "From 1 April 2025 the average household bill rises by \u00a33.20 a month to \u00a339.40.",
            FOOT,
        ],
    ),
    (
        f"{W}/customer/web/news/archive/2022/winter-ready.html",
        "Get winter ready",
        [
            "Published: 28 November 2022",
            "Lag the pipes in your loft and find your stop tap before the first frost.",
            FOOT,
        ],
    ),
    (
        f"{W}/customer/leaflets/priority-services-leaflet.pdf",
        "Priority Services Register",
        [
            "Leaflet PSR/04   Edition: Spring 2024",
            "If you rely on water for medical reasons, we bring bottled water to you during an interruption.",
            "Call 0800 052 2415 to join the register.",
        ],
    ),
    (
        f"{W}/customer/leaflets/old/priority-services-leaflet-2019.pdf",
        "Priority Services Register",
        [
            "Edition: Autumn 2019",
            "If you rely on water for medical reasons, tell us and we will contact you before planned work.",
        ],
    ),
    (
        f"{W}/customer/complaints/complaints-procedure.docx",
        "How we handle complaints",
        [
            "Stage 1: we reply within 10 working days. Stage 2: a manager reviews your complaint within a "
            "further 10 working days.",
            "If you are still unhappy you can go to the Consumer Council for Water, and then to WATRS.",
            "Guaranteed payments follow the Water Industry Act 1991 and the regulations made under it.",
        ],
    ),
    (
        f"{W}/customer/complaints/2024-25/complaints-review.pptx",
        "Complaints review \u2013 January to March 2025",
        ["Written complaints: 412 (down 9%)", "Top cause: estimated bills", "Referrals to CCW: 14"],
    ),
    (
        f"{W}/billing/tariffs/charges-scheme-2025-26.pdf",
        "Charges scheme 2025-26",
        [
            "Effective from 1 April 2025",
            "This scheme replaces the Charges scheme 2024-25.",
            "Standing charge: \u00a338.20 a year. Volumetric charge: \u00a31.8412 per cubic metre.",
        ],
    ),
    (
        f"{W}/billing/tariffs/superseded/charges-scheme-2024-25.pdf",
        "Charges scheme 2024-25",
        [
            "Effective from 1 April 2024",
            "Standing charge: \u00a335.60 a year. Volumetric charge: \u00a31.6950 per cubic metre.",
        ],
    ),
    (
        f"{W}/billing/tariffs/tariff-comparison.xlsx",
        "Household tariffs compared",
        [
            "ROWS|Year|Standing charge|Per m3|2023/24|\u00a333.10|\u00a31.5520|2024/25|\u00a335.60|\u00a31.6950"
            "|2025/26|\u00a338.20|\u00a31.8412"
        ],
    ),
    (
        f"{W}/billing/affordability/social-tariff-policy.docx",
        "Helping Hand social tariff \u2013 policy",
        [
            "Policy owner: Head of Customer Affordability",
            "Last reviewed: 9th January 2025 | Next review: January 2026",
            "Households with an income below \u00a321,000 a year get money off their bill.",
            "TABLE|Household income|Discount|Below \u00a316,000|70%|\u00a316,000 to \u00a321,000|50%"
            "|\u00a321,000 and above|none",
        ],
    ),
    (
        f"{W}/billing/affordability/proposals/social-tariff-extension.md",
        "Proposal \u2013 extending Helping Hand to pensioner households",
        [
            "Raised for the Customer Committee by M. Adeyemi, 4 June 2025",
            "",
            "About 6,500 pensioner households could join if the income cap rose to \u00a324,000 from April 2026.",
        ],
    ),
    (
        f"{W}/water-quality/sampling/2025-06/sample-results-export.csv",
        None,
        ["ROWS|Sample point|Parameter|Result|Ashby Mill final|Nitrate mg/l|21.4|Ferncote final|Turbidity NTU|0.08"],
    ),
    (
        f"{W}/water-quality/notices/boil-water-notice-ferncote.html",
        "Boil water notice lifted \u2013 Ferncote and Little Wend",
        [
            "Posted at 11:40 on Sunday 14 September 2025",
            "The precautionary notice we issued on Thursday 11 September is now lifted. Tap water is safe to "
            "drink without boiling. Run your cold tap for two minutes first.",
            FOOT,
        ],
    ),
    (
        f"{W}/water-quality/dwi/event-report-ferncote.docx",
        "Drinking Water Inspectorate event report \u2013 Ferncote (DWI ref. 2025/0911/03)",
        [
            "Report date: 21/10/2025",
            "Event start: 11 September 2025, 06:15. Notice lifted: 14 September 2025, 11:40.",
            "Cause: a turbidity breakthrough after a filter was returned to service too quickly.",
        ],
    ),
    (
        f"{W}/water-quality/policies/lead-pipes.md",
        "Lead pipe replacement policy",
        [
            "FRONT|owner: Water Quality\ncreated: 2022-05-10\nupdated: 2025-02-27",
            "We replace a customer's lead supply pipe free of charge when a tap sample exceeds 10 \u00b5g/l.",
            "",
            "Since 2022 we have replaced 3,140 lead pipes.",
        ],
    ),
    (
        f"{W}/networks/leakage/leakage-action-plan.docx",
        "Leakage action plan 2025/26",
        [
            "Approved by the Executive on 28 April 2025",
            "We aim to bring leakage below 110 Ml/d by March 2026.",
            "TABLE|Measure|Saving (Ml/d)|Pressure management|3.5|Find and fix|4.2|Mains renewal|1.1",
        ],
    ),
    (
        f"{W}/networks/leakage/weekly/leakage-week-34.xlsx",
        "Leakage summary \u2013 week 34",
        ["ROWS|Zone|Leakage (Ml/d)|Change|Vale|31.2|-0.4|Ridge|22.8|+0.1"],
    ),
    (
        f"{W}/networks/leakage/weekly/2025/leakage-summary-2025-W35.xlsx",
        "Leakage summary",
        ["ROWS|Zone|Leakage (Ml/d)|Change|Vale|30.9|-0.3|Ridge|22.6|-0.2"],
    ),
    (
        f"{W}/networks/mains/ashby-road/stakeholder-briefing.pptx",
        "Ashby Road mains renewal \u2013 stakeholder briefing",
        [
            "Briefing given to the parish council, 3rd March 2025",
            "2.4 km of 1960s cast iron main replaced with polyethylene",
            "Works from 7 April 2025 for 14 weeks",
        ],
    ),
    (
        f"{W}/networks/mains/ashby-road/traffic-management-plan.pdf",
        "Ashby Road \u2013 traffic management plan",
        [
            "Rev B  12.02.2025",
            "Rev A  20.01.2025",
            "Single-lane closure with temporary signals between Mill Lane and the B4410 junction.",
        ],
    ),
    (
        f"{W}/networks/modelling/model-build-standard.md",
        "Hydraulic model build standard",
        [
            "_Version 2.0 \u00b7 last reviewed 12 September 2024_",
            "",
            "Models are built in InfoWorks WS Pro 2024.1 and calibrated to at least seven days of logger data.",
            "Models built before 2021 are re-verified before they are used for design.",
        ],
    ),
    (
        f"{W}/reservoirs/safety/wendle-reservoir-inspection.pdf",
        "Wendle Reservoir \u2013 section 10 inspection report",
        [
            "Inspecting engineer: R. Thornley",
            "Date of inspection: 24 and 25 June 2024",
            "Report signed: 30 July 2024",
            "The next inspection under the Reservoirs Act 1975 is due by June 2034.",
        ],
    ),
    (
        f"{W}/reservoirs/drought/drought-plan-2022.pdf",
        "Drought plan 2022",
        [
            "SUPERSEDED \u2013 replaced by the Drought plan 2024 (published 5 June 2024)",
            "Hosepipe bans are considered when Wendle Reservoir falls below the amber curve.",
        ],
    ),
    (
        f"{W}/reservoirs/drought/drought-plan.pdf",
        "Drought plan 2024",
        [
            "Published 5 June 2024 following public consultation",
            "Trigger levels for Wendle Reservoir are set out in Appendix C. It replaces the Drought plan 2022.",
        ],
    ),
    (
        f"{W}/reservoirs/drought/resource-position.txt",
        None,
        [
            "RESOURCE POSITION \u2013 WEEKLY NOTE",
            "w/e 13/09/2025",
            "",
            "Wendle Reservoir is at 61% of capacity, against 78% for the time of year.",
            "Rainfall since 1 April is 72% of the long-term average. The hosepipe ban",
            "remains in force in the Vale zone and tankering continues at Little Wend.",
        ],
    ),
    (
        f"{W}/environment/storm-overflows/storm-overflow-return.xlsx",
        "Storm overflow annual return 2024",
        ["ROWS|Overflow|Spills|Hours|Wend Bridge CSO|41|212|Mill Lane CSO|18|64"],
    ),
    (
        f"{W}/environment/permits/abstraction-licence-renewal.eml",
        "Re: Abstraction licence 28/39/05/0112 \u2013 renewal",
        [
            "EMAIL|Tue, 4 Nov 2025 08:52:17 +0000",
            "Thanks \u2013 the Environment Agency confirmed on 30 October that the licence now runs to 31 March 2037.",
            "> On Mon, 27 Oct 2025 at 15:10, J. Rowe wrote:\n> Can you chase the EA on the licence renewal?",
        ],
    ),
    (
        f"{W}/environment/permits/discharge-permit-note.txt",
        None,
        [
            "Discharge permit variation \u2013 Wend Bridge sewage works",
            "Note for the file. The Environment Agency has varied permit EPR/AB1234CD; the",
            "variation notice was issued on 3 March 2025 and takes effect on 1 April 2025.",
            "The phosphorus limit tightens from 1.0 to 0.5 mg/l.",
        ],
    ),
    (
        f"{W}/environment/biodiversity/river-wend-restoration.md",
        "River Wend restoration \u2013 Spring 2025 update",
        [
            "Volunteers planted 1,800 trees along the upper Wend between November and February.",
            "",
            "Otters were recorded at three new sites. The next survey is planned for May 2025.",
        ],
    ),
    (
        f"{W}/capital/projects/ferncote-uv/project-brief.docx",
        "Ferncote UV disinfection upgrade \u2013 project brief",
        [
            "Version 1.2 \u2013 18/03/2024",
            "Replaces version 1.1 of 22 January 2024.",
            "Two UV reactors will be added downstream of the filters, in service by Q2 2025.",
        ],
    ),
    (
        f"{W}/capital/projects/ferncote-uv/old/project-brief-v1.0.docx",
        "Ferncote UV disinfection upgrade \u2013 project brief",
        ["Version 1.0 \u2013 30/11/2023", "One UV reactor would be added, in service by Q4 2024."],
    ),
    (
        f"{W}/capital/projects/ferncote-uv/concept/uv-concept-note.md",
        "UV at Ferncote \u2013 concept note (SUPERSEDED)",
        [
            "Written by the Process Engineering team, summer 2023.",
            "",
            "Ozone was considered and rejected on cost; a single UV reactor was proposed.",
        ],
    ),
    (
        f"{W}/capital/programme/capital-programme.xlsx",
        "Capital programme AMP8 (2025-2030)",
        ["ROWS|Scheme|Budget|Finish|Ferncote UV|\u00a36.2m|Q2 2025|Wendle spillway|\u00a311.8m|2028"],
    ),
    (
        f"{W}/asset-management/registers/pumping-stations.xlsx",
        "Pumping station asset register",
        ["ROWS|Site|Installed|Last overhaul|Wend Bridge|1987|2019|Cold Harbour|2004|2023"],
    ),
    (
        f"{W}/asset-management/condition/2023/reservoir-condition-survey.pdf",
        "Service reservoir condition survey",
        [
            "Twelve of our 48 service reservoirs were graded 4 or 5 and need roof repairs.",
            "The surveys followed the 2019 inspection guidance.",
        ],
    ),
    (
        f"{W}/asset-management/condition/asset-health-summary.docx",
        "Asset health summary \u2013 FY2024/25",
        [
            "Prepared for the Asset Management Board",
            "Mains bursts were below target for the second year running.",
            "TABLE|Measure|Result|Target|Mains bursts|2,140|2,300|Unplanned outages|1.9%|2.3%",
        ],
    ),
    (
        f"{W}/procurement/tenders/smart-meter-itt.pdf",
        "Invitation to tender: smart meter supply (contract HW/2025/031)",
        [
            "Issue date: 2 May 2025",
            "Tenders must be returned by 12:00 on 13 June 2025.",
            "The contract runs for four years from 1 October 2025.",
        ],
    ),
    (
        f"{W}/procurement/contracts/chemicals-framework-summary.docx",
        "Water treatment chemicals framework \u2013 contract summary",
        [
            "Contract reference: 2024-03-0117",
            "Framework start: 1 July 2024; term four years with an option to extend by two.",
            "Signed for Hallowmere Water on 14 June 2024 by the Procurement Director.",
        ],
    ),
    (
        f"{W}/hr/policies/standby-policy.pdf",
        "Standby and call-out policy",
        [
            "HR-POL-017   Version 5   Issued: October 2024",
            "Standby is paid at \u00a332 a night and \u00a348 on a bank holiday.",
            "Every call-out is paid for at least two hours.",
        ],
    ),
    (
        f"{W}/hr/policies/replaced/standby-policy-v4.pdf",
        "Standby and call-out policy",
        [
            "HR-POL-017   Version 4   Issued: March 2021",
            "Replaced by Version 5 (October 2024).",
            "Standby is paid at \u00a327 a night.",
        ],
    ),
    (
        f"{W}/hr/handbook/new-starter-guide.md",
        "New starter guide",
        [
            "Your first week: a site induction, a health and safety briefing and a day out with a network crew.",
            "",
            "Bring your driving licence and two forms of ID. Parking is at the Ashby Mill depot.",
        ],
    ),
    (
        f"{W}/hr/recruitment/apprenticeships-2026.html",
        "Apprenticeships 2026 \u2013 water network operative",
        [
            "Posted 9 October 2025",
            "Applications close on 30 November 2025. Assessment days run in January and the scheme starts in "
            "September 2026.",
            FOOT,
        ],
    ),
    (
        f"{W}/health-safety/incidents/2025/near-miss-ashby-depot.txt",
        None,
        [
            "NEAR MISS REPORT",
            "Location: Ashby Mill depot, yard 2",
            "Reported: 22/05/2025 by T. Okonjo",
            "",
            "A reversing tipper passed within a metre of a pedestrian crossing the yard.",
            "A banksman is now required for all reversing in yard 2 between 7am and",
            "9am on weekdays.",
        ],
    ),
    (
        f"{W}/health-safety/procedures/confined-spaces.docx",
        "Safe entry into confined spaces",
        [
            "Procedure HS-07",
            "Never enter a chamber without a gas test, a top man and a written rescue plan.",
            "TABLE|Version|Date|Change|5|14 March 2023|Gas monitor update|6|2 September 2024|Rescue plan added",
        ],
    ),
    (
        f"{W}/board/minutes/2025/board-minutes-july.docx",
        "Board of Directors \u2013 minutes",
        [
            "Minutes of the meeting held at Ashby Mill on Thursday 17 July 2025",
            "The Board approved the drought trigger changes and noted the leakage position.",
            "The next meeting will be held on 25 September 2025.",
        ],
    ),
    (
        f"{W}/board/minutes/drafts/board-minutes-september.docx",
        "Board of Directors \u2013 minutes (unconfirmed)",
        [
            "DRAFT \u2013 to be confirmed at the next meeting",
            "Meeting held 25 September 2025, Ashby Mill",
            "The Board agreed to apply for a drought permit for the River Wend.",
        ],
    ),
    (
        f"{W}/board/papers/board-paper-drought-permit.pdf",
        "Board paper 2025/41: River Wend drought permit",
        [
            "Author: Director of Water Resources     Date: 18 September 2025",
            "The Board is asked to approve an application to the Environment Agency.",
            "Flows at Wend Bridge fell to 0.9 m3/s on 2 September, the lowest since 1976.",
        ],
    ),
    (
        f"{W}/board/strategy/long-term-delivery-strategy.pptx",
        "Long-term delivery strategy 2025\u20132050",
        ["Agreed by the Board in September 2023", "Net zero operational emissions by 2030", "Leakage halved by 2050"],
    ),
    (
        f"{W}/comms/press/2024/reservoir-site.md",
        "Hallowmere Water names preferred site for new reservoir",
        [
            "ASHBY (12 November 2024) \u2013 Hallowmere Water has chosen Cold Harbour Farm as the preferred site",
            "for a new reservoir holding 30 million cubic metres, which could be filling by 2039.",
            "",
            "Notes to editors: the company supplies 1.1 million people across the Wend valley.",
        ],
    ),
    (
        f"{W}/intranet/news/reservoir-site-chosen.html",
        "Reservoir site chosen (repost)",
        [
            "Posted 13 November 2024 by Internal Communications",
            "This is a copy of the press release issued on 12 November 2024. Hallowmere Water has chosen Cold "
            "Harbour Farm as the preferred site for a new reservoir.",
            FOOT,
        ],
    ),
    (
        f"{W}/comms/press/reservoir-consultation.html",
        "Have your say on the Cold Harbour reservoir",
        [
            "META|2025-02-03T09:00:00Z",
            "Our consultation opens today and runs for twelve weeks, closing on 28 April 2025.",
            "Drop-in events will be held in Ashby on 15 February and in Ferncote on 22 February.",
            FOOT,
        ],
    ),
    (
        f"{W}/comms/newsletters/customer-newsletter-autumn-2024.pdf",
        "Tap Talk",
        [
            "Issue 27",
            "Your bill explained, a new bottle-refill station in Ferncote and our winter pipe tips.",
            "Tap Talk is printed on recycled paper.",
        ],
    ),
    (
        f"{W}/comms/internal/staff-bulletin.eml",
        "Staff bulletin: winter readiness",
        [
            "EMAIL|Thu, 27 Nov 2025 07:30:00 +0000",
            "Frost is forecast from Sunday. Burst-main crews move to 12-hour shifts until 5 January.",
            "Thank you to everyone who covered the Ferncote boil notice in September.",
        ],
    ),
    (
        f"{W}/comms/social/social-media-calendar.csv",
        None,
        ["ROWS|Date|Channel|Post|01/12|Facebook|Frozen pipe tips|08/12|Instagram|Bottle refill map"],
    ),
    (
        f"{W}/it/change/scada-telemetry-rfc.md",
        "RFC-112: move telemetry to the new SCADA platform",
        [
            "Status: Proposed",
            "Author: IT Operational Technology",
            "Opened: 2025-01-14",
            "",
            "We propose moving 412 outstations from the telemetry system installed in 2009 over 18 months.",
        ],
    ),
    (
        f"{W}/it/service-desk/passwords.html",
        "Passwords and multi-factor sign-in",
        [
            "Use at least 14 characters. Sign-in codes come from the Authenticator app on your work phone.",
            "Outlook 2016 is no longer supported; the service desk will upgrade you.",
            "FOOT|Page owner: IT Service Desk \u00b7 Updated 2 Oct 2025",
        ],
    ),
    (
        f"{W}/it/service-desk/archive/vpn-setup.html",
        "Setting up the VPN (Cisco AnyConnect)",
        [
            "ARCHIVED \u2013 AnyConnect was replaced by Always On VPN in 2023.",
            "Open AnyConnect and enter vpn.hallowmere.example as the server.",
            "FOOT|Updated 14 May 2020",
        ],
    ),
    (
        f"{W}/finance/reports/annual-report-2024-25.pdf",
        "Annual report and financial statements for the year ended 31 March 2025",
        [
            "Approved by the Board and signed on its behalf on 8 July 2025",
            "Revenue \u00a3412.6m (2023/24: \u00a3388.1m).",
            "Hallowmere Water Ltd, registered number 02366744.",
        ],
    ),
    (
        f"{W}/finance/budgets/opex-budget.xlsx",
        "Operating budget 2026/27 \u2013 DRAFT",
        ["ROWS|Cost line|Budget|Owner|Power|\u00a338.4m|Production|Chemicals|\u00a39.1m|Production"],
    ),
    (
        f"{W}/customer/challenge-group/ccg-minutes-may.docx",
        "Customer Challenge Group \u2013 minutes, 6 May 2025",
        [
            "Present: the independent chair, seven members, the Director of Customer Services.",
            "Members asked for the Helping Hand proposal to come back in June with costs.",
        ],
    ),
]
