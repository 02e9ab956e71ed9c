"""The eleventh held-out batch of the document-dating share (``half`` = ``held11`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-03 by a helper who never ran the reader or read its code.
A city council's share this time (planning and its committee, appeals and enforcement, waste and
recycling, licensing, Full Council, Cabinet and scrutiny, housing, parks and allotments, elections,
finance, communications, IT), in the formats of the earlier batches, with the date forms such a
share uses: "Minutes of the meeting held on Monday 14 July 2025", "Adopted by Full Council on",
"Decision made:", "Decision date:" after a site visit, "Notice given on", "Dated: Friday 20 March
2026" under a returning officer's notice, "Authorised for issue by ... on", "Briefing given to the
Tenants' Panel, 3rd December 2025", "Reposted ... from our 2024 announcement", a press dateline,
a document-control table, a changelog in ascending order, ``dcterms.modified``, front matter with
``created`` and ``updated``, an e-mail with a forwarded header, a bare "November 2024" line, periods
("2025/26", "2023/24", "summer 2026", "autumn-2025" in a file name, "2023–2028"), dates only in a
year folder or a file name; status markers: ``archive/``, ``old/``, ``_OLD``, ``drafts/``,
``proposals/``, "(ARCHIVED)", "Status: SUPERSEDED", "This version has been superseded", "This plan
has been replaced by", "unconfirmed draft", "Consultation draft", "(unaudited draft)", "Pitch:",
"Proposed ..."; and traps: application, appeal and decision references, phone numbers, a leaflet
code, acts and orders with years, "BS 5837:2012", "Issue 42", hearing days, call-in deadlines,
nomination deadlines, polling day, next meetings and next review dates, days with no year, an
ambiguous "01/12/2025" and "06/11/2024", dates only in rows, a copyright year and blank template dates.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

K = "kelmscott"
FOOT = "FOOT|Kelmscott City Council \u00b7 The Guildhall, Kelmscott KE1 1GH \u00b7 Customer contact 01632 960414"

HELD11: list[tuple[str, str | None, list[str]]] = [
    (
        f"{K}/planning/committee/minutes/2025/planning-committee-july.docx",
        "Planning Committee \u2013 minutes",
        [
            "Minutes of the meeting held on Monday 14 July 2025 at 6.30pm in the Council Chamber, The Guildhall",
            "Present: Councillor Amara Osei (Chair) and eight members of the committee.",
            "25/00412/FUL \u2013 18 Abbey Lane: two-storey rear extension. RESOLVED: that permission be "
            "granted subject to the conditions in the officer report.",
            "Next meeting: Monday 11 August 2025.",
        ],
    ),
    (
        f"{K}/planning/committee/minutes/drafts/planning-committee-august.docx",
        "Planning Committee \u2013 minutes (unconfirmed draft)",
        [
            "Meeting held: 11 August 2025, Council Chamber",
            "25/00587/OUT \u2013 Land west of Mill Road: up to 140 dwellings. Deferred for a site visit.",
            "These minutes are subject to confirmation at the meeting on 8 September 2025.",
        ],
    ),
    (
        f"{K}/planning/policy/local-plan/local-plan-2024-2041.pdf",
        "Kelmscott Local Plan 2024\u20132041",
        [
            "Adopted by Full Council on 26 February 2025",
            "The plan allocates land for 9,800 new homes and 42 hectares of employment land by 2041, and "
            "protects the green wedges between the city and the surrounding villages.",
        ],
    ),
    (
        f"{K}/planning/policy/local-plan/archive/local-plan-2011-2031.pdf",
        "Kelmscott Local Plan 2011\u20132031",
        [
            "This plan has been replaced by the Kelmscott Local Plan 2024\u20132041.",
            "Adopted 17 March 2014",
            "The plan allocates land for 6,200 new homes in the plan period.",
        ],
    ),
    (
        f"{K}/planning/guidance/householder-extensions.html",
        "Extending your home: householder guidance",
        [
            "Last reviewed: 9 April 2025 | Next review: April 2026",
            "Many single-storey rear extensions are permitted development under the Town and Country Planning "
            "(General Permitted Development) (England) Order 2015, so you may not need to apply. Check the "
            "limits below before you start, or ask for pre-application advice.",
            FOOT,
        ],
    ),
    (
        f"{K}/planning/guidance/old/householder-extensions.html",
        "Extending your home (2019 edition)",
        [
            "A single-storey rear extension of up to 3 metres on a semi-detached house usually needs no "
            "planning application. Larger extensions go through the prior approval process.",
            FOOT,
        ],
    ),
    (
        f"{K}/planning/validation/local-validation-checklist.docx",
        "Local validation checklist",
        [
            "Version 2.0",
            "Applications received before 1 June 2025 are validated against version 1.1 of this list.",
            "TABLE|Version|Date|Change|1.0|12/06/2023|First issue|1.1|03/10/2024|Biodiversity net gain "
            "added|2.0|21/05/2025|Revised after the spring consultation",
        ],
    ),
    (
        f"{K}/planning/appeals/appeal-summary-abbey-lane.txt",
        None,
        [
            "Appeal decision summary",
            "Appeal ref: APP/K1234/W/25/3361047",
            "Site visit made on 3 June 2025",
            "Decision date: 24 June 2025",
            "",
            "The inspector dismissed the appeal against the refusal of 24/01988/FUL. She",
            "found that the dormer would harm the character of the conservation area and",
            "that the benefit of one extra bedroom did not outweigh that harm.",
        ],
    ),
    (
        f"{K}/planning/enforcement/templates/enforcement-notice.docx",
        "Enforcement notice (template)",
        [
            "Issued: [date]",
            "This notice takes effect on __/__/____ unless an appeal is made before that date.",
            "Issued under section 172 of the Town and Country Planning Act 1990 (as amended).",
        ],
    ),
    (
        f"{K}/planning/proposals/city-centre-conservation-area.md",
        "Extending the City Centre Conservation Area",
        [
            "Prepared by the Conservation Officer, 5 March 2025",
            "",
            "We suggest adding Wharf Street and the Victorian terraces of Canal Row to the conservation area.",
            "Owners would need consent to demolish boundary walls built before 1914.",
        ],
    ),
    (
        f"{K}/waste/collections/bin-calendar-round-c.pdf",
        "Your bin collection calendar 2025/26",
        [
            "Round C \u2013 Tuesdays",
            "Garden waste collections pause from 1 December 2025 to 28 February 2026.",
            "Christmas week: collections move to Saturday 27 December.",
        ],
    ),
    (
        f"{K}/waste/collections/archive/bin-calendar-round-c.pdf",
        "Your bin collection calendar 2023/24",
        ["Round C \u2013 Wednesdays", "Blue bins are emptied every other week, alternating with green bins."],
    ),
    (
        f"{K}/waste/garden-waste/garden-waste-faq.md",
        "Garden waste subscription \u2013 FAQs",
        [
            "FRONT|created: 2022-01-10\nupdated: 2025-02-03",
            "**How much does it cost?** \u00a352 per brown bin for the 2025/26 season (1 April 2025 to 31 March 2026).",
            "",
            "**Can I share a bin with my neighbour?** Yes, if you both live at addresses on the same round.",
        ],
    ),
    (
        f"{K}/waste/policies/assisted-collections-policy.docx",
        "Assisted bin collections policy",
        [
            "Status: SUPERSEDED \u2013 see the Waste collection policy v4",
            "Approved by the Environment Portfolio Holder on 5 October 2021",
            "Residents who cannot move their bins to the kerb may ask for the crew to collect from the door.",
        ],
    ),
    (
        f"{K}/waste/policies/waste-collection-policy.docx",
        "Waste collection policy v4",
        [
            "This policy replaces the Assisted bin collections policy.",
            "Review date: September 2027",
            "TABLE|Version|Approved|Notes|3.0|5 October 2021|Assisted collections kept in a separate "
            "policy|4.0|18 September 2024|Assisted collections brought into this policy",
        ],
    ),
    (
        f"{K}/waste/fly-tipping/report-mill-lane.eml",
        "Fly-tipping report \u2013 Mill Lane (ref FT/25/0932)",
        [
            "EMAIL|Mon, 8 Sep 2025 07:42:10 +0100",
            "Crew 4 cleared two mattresses and a sofa from the lay-by this morning. Photos are on the case.",
            "",
            "-----Original Message-----",
            "From: website@kelmscott.example",
            "Sent: 07 September 2025 21:14",
            "Reported via the website by a resident walking past on Sunday evening.",
        ],
    ),
    (
        f"{K}/waste/recycling/recycling-rates-by-ward.xlsx",
        "Recycling rates by ward",
        ["ROWS|Ward|2023-24|2024-25|Abbey|44%|46%|Castle|39%|41%|Riverside|48%|49%"],
    ),
    (
        f"{K}/waste/recycling/tonnage-2025.csv",
        None,
        ["ROWS|Month|Tonnes|Contamination|Apr-25|1,204|7.1%|May-25|1,188|6.8%|Jun-25|1,232|6.5%"],
    ),
    (
        f"{K}/waste/trade-waste/trade-waste-prices.xlsx",
        "Trade waste prices from 1 April 2026",
        ["ROWS|Container|Per lift|Annual|240 litre|\u00a36.10|\u00a3317.20|1100 litre|\u00a319.40|\u00a31,008.80"],
    ),
    (
        f"{K}/waste/notices/christmas-collections.html",
        "Christmas and New Year bin collections",
        [
            "Issued 01/12/2025",
            "Collections due on Thursday 25 December move to Saturday 27 December, and those due on Thursday "
            "1 January move to Saturday 3 January. Put your bins out by 6.30am.",
            FOOT,
        ],
    ),
    (
        f"{K}/licensing/taxi/taxi-licensing-policy.pdf",
        "Hackney carriage and private hire licensing policy",
        [
            "Version 3.2",
            "Approved by the Licensing Committee on 19 February 2025",
            "Effective from 1 April 2025",
            "Vehicles must be under 12 years old at first licensing and meet the Euro 6 emission standard.",
        ],
    ),
    (
        f"{K}/licensing/premises/applying-for-a-premises-licence.html",
        "Applying for a premises licence",
        [
            "META|dcterms.modified=2025-05-12",
            "Published 3 March 2023",
            "Under the Licensing Act 2003 you need a premises licence to sell alcohol or provide late night "
            "refreshment. The 28-day consultation starts on the day we receive a complete application.",
            FOOT,
        ],
    ),
    (
        f"{K}/licensing/premises/hearings/crown-and-anchor-hearing.txt",
        None,
        [
            "LICENSING SUB-COMMITTEE - NOTICE OF HEARING",
            "The Crown & Anchor, 4 Quay Street (application ref LIC/PR/25/0218)",
            "",
            "Hearing: Thursday 23 October 2025 at 10.00am, Committee Room 2",
            "The sub-committee will hear the application to vary the licence to allow",
            "live music until 1am on Fridays and Saturdays. Parties must tell us by",
            "16 October 2025 if they intend to attend.",
            "",
            "Notice given on 2 October 2025 by the Licensing Manager",
        ],
    ),
    (
        f"{K}/licensing/street-trading/street-trading-fees.md",
        "Street trading consent fees 2026/27",
        [
            "| Consent | Fee |",
            "|---|---|",
            "| Annual, city centre | \u00a31,460 |",
            "| Daily | \u00a345 |",
            "",
            "Agreed by the Licensing Committee, 12 November 2025",
        ],
    ),
    (
        f"{K}/licensing/street-trading/drafts/street-trading-policy-review.md",
        "Street trading policy review",
        [
            "Consultation draft \u2013 v0.4",
            "Prepared by the Licensing Team, August 2025",
            "",
            "We propose a new consent street on Market Hill and an end to trading on Bridge Street.",
        ],
    ),
    (
        f"{K}/meetings/full-council/agendas/full-council-agenda-2025-12-10.pdf",
        "Full Council \u2013 agenda",
        [
            "Members of the Council are summoned to attend the meeting in the Council Chamber at 7.00pm.",
            "Item 5 \u2013 Questions from the public",
            "Item 6 \u2013 Proposal: that the Council adopts the Council Tax Support Scheme 2026/27",
        ],
    ),
    (
        f"{K}/meetings/full-council/minutes/full-council-minutes-sept.md",
        "Full Council \u2013 minutes of 24 September 2025",
        [
            "Present: The Lord Mayor (in the Chair) and 38 councillors.",
            "",
            "Minute 41: The Council received a petition of 4,112 signatures asking for a crossing on London Road.",
        ],
    ),
    (
        f"{K}/meetings/full-council/minutes/2024/minutes-budget-meeting.docx",
        "Full Council \u2013 minutes",
        [
            "The Council set the revenue budget and the council tax for 2024/25.",
            "The amendment from the opposition group was lost by 21 votes to 17.",
        ],
    ),
    (
        f"{K}/meetings/cabinet/decisions/cab-2025-117.docx",
        "Record of Cabinet decision",
        [
            "Decision reference: CAB/2025/117",
            "Decision made: 2 October 2025",
            "Call-in deadline: 5pm, 9 October 2025",
            "Cabinet agreed to let the contract for the resurfacing of the inner ring road.",
        ],
    ),
    (
        f"{K}/meetings/scrutiny/work-programme.xlsx",
        "Overview and Scrutiny work programme 2025/26",
        [
            "ROWS|Meeting|Item|Lead|17/07/2025|Housing repairs backlog|Cllr Patel|"
            "16/10/2025|Fly-tipping enforcement|Cllr Morgan|22/01/2026|Budget scrutiny|Cllr Patel"
        ],
    ),
    (
        f"{K}/meetings/committee-reports/parks-byelaws-report.docx",
        "Proposed parks and open spaces byelaws",
        [
            "Report of the Head of Parks and Open Spaces",
            "Report date: 21 October 2025",
            "For the Environment Committee meeting on 4 November 2025",
            "The byelaws would be made under the Local Government Act 1972 and replace those of 1936.",
        ],
    ),
    (
        f"{K}/meetings/clerks/agenda-despatch.eml",
        "Agenda despatch \u2013 Full Council 10 December 2025",
        [
            "EMAIL|Wed, 26 Nov 2025 17:03:00 +0000",
            "Dear councillors, the agenda and papers for the December meeting are now on the website.",
            "",
            "---------- Forwarded message ----------",
            "Date: Thu, 20 Nov 2025 09:12",
            "Subject: Draft agenda for sign-off",
        ],
    ),
    (
        f"{K}/housing/allocations/housing-allocations-policy.pdf",
        "Housing allocations policy",
        [
            "This version has been superseded. Please use the 2025 allocations policy.",
            "Adopted by Cabinet on 14 January 2020",
            "Applicants are placed in one of four bands according to their housing need.",
        ],
    ),
    (
        f"{K}/housing/allocations/housing-allocations-policy-2025.pdf",
        "Housing allocations policy 2025",
        [
            "Adopted by Cabinet on 8 July 2025",
            "Effective from 1 October 2025",
            "Replaces the allocations policy adopted in January 2020. Applicants are placed in one of three bands.",
        ],
    ),
    (
        f"{K}/housing/repairs/repairs-faq.html",
        "Council home repairs \u2013 frequently asked questions",
        [
            "How quickly will you come? We attend emergency repairs within 24 hours and routine repairs within "
            "20 working days. Report an emergency at any time on 0800 028 4411.",
            "FOOT|\u00a9 2025 Kelmscott City Council \u00b7 Housing Services",
        ],
    ),
    (
        f"{K}/housing/repairs/old/damp-and-mould-leaflet_OLD.docx",
        "Damp and mould \u2013 advice for tenants",
        [
            "Leaflet code HSG/19/04",
            "Open a window when you cook or dry clothes indoors. Ring 01632 960500 to report damp.",
        ],
    ),
    (
        f"{K}/housing/homelessness/homelessness-strategy.docx",
        "Homelessness and rough sleeping strategy 2023\u20132028",
        [
            "Approved by Cabinet, 11 May 2023",
            "Review due: May 2026",
            "We aim to end the use of bed and breakfast for families by 2026.",
        ],
    ),
    (
        f"{K}/housing/tenants/home-matters-autumn-2025.pdf",
        "Home Matters \u2013 the tenants' newsletter",
        [
            "Issue 42",
            "Meet your new estate officers, and find out how the new repairs line works.",
        ],
    ),
    (
        f"{K}/housing/tenants/rent-setting-briefing.pptx",
        "Rent setting 2026/27",
        [
            "Briefing given to the Tenants' Panel, 3rd December 2025",
            "Rents rise by CPI + 1% (4.8%) from 6 April 2026",
            "Service charges are frozen in sheltered schemes",
        ],
    ),
    (
        f"{K}/parks/events/summer-programme.md",
        "Events in our parks \u2013 summer 2026",
        [
            "Posted 14 January 2026 by the Parks Team",
            "",
            "The open-air cinema returns to Castle Park on Saturday 18 July 2026, and the food festival fills",
            "Riverside Park over the August bank holiday weekend.",
        ],
    ),
    (
        f"{K}/parks/events/bonfire-night.html",
        "Bonfire night display \u2013 reminder",
        [
            "Reposted 28 October 2025 from our 2024 announcement",
            "Originally published 30 October 2024: The display in Riverside Park starts at 7pm on 5 November. "
            "Gates open at 6pm; no sparklers or dogs, please.",
            FOOT,
        ],
    ),
    (
        f"{K}/parks/allotments/allotment-tenancy-agreement.docx",
        "Allotment tenancy agreement",
        [
            "This agreement is dated the ____ day of ______________ 20__",
            "Plot number: ______",
            "The rent for 2026 is \u00a364 for a full plot and \u00a332 for a half plot.",
        ],
    ),
    (
        f"{K}/parks/trees/tree-survey-victoria-park.pdf",
        "Tree condition survey \u2013 Victoria Park",
        [
            "Survey carried out on 2 and 3 April 2025 by the council's arboricultural officer",
            "Report issued 16 April 2025",
            "Trees were graded using the BS 5837:2012 categories. Eleven need work this winter.",
        ],
    ),
    (
        f"{K}/parks/funding/playground-renewal.pptx",
        "Pitch: playground renewal fund",
        [
            "Bid to the Levelling Up Parks Fund 2026",
            "Eight playgrounds renewed by 2028",
            "Match funding from section 106 contributions",
        ],
    ),
    (
        f"{K}/elections/notices/notice-of-election.pdf",
        "Notice of election \u2013 Kelmscott City Council",
        [
            "Elections are to be held for 16 city councillors on Thursday 7 May 2026.",
            "Nomination papers must be delivered to the Guildhall by 4pm on Wednesday 8 April 2026.",
            "Dated: Friday 20 March 2026",
            "Jane Hollis, Returning Officer",
        ],
    ),
    (
        f"{K}/elections/register/annual-canvass-faq.md",
        "Annual canvass: your questions answered",
        [
            "_Last updated 1st August 2025_",
            "",
            "**Why have I had an email from you?** The Representation of the People Act 1983 asks us to check",
            "the register every year. If nothing has changed, you do not need to reply.",
        ],
    ),
    (
        f"{K}/elections/results/archive/results-2022.csv",
        None,
        ["ROWS|Ward|Candidate|Votes|Abbey|R. Khan (Lab)|1,842|Abbey|T. Byrne (Con)|1,210|Castle|L. Ng (LD)|2,004"],
    ),
    (
        f"{K}/elections/polling/polling-places-review.txt",
        None,
        [
            "REVIEW OF POLLING DISTRICTS AND POLLING PLACES",
            "November 2024",
            "Final recommendations of the Acting Returning Officer",
            "",
            "Two polling places move: Abbey ward votes at the new community hub instead",
            "of the scout hut, and Castle ward moves from the library to St Mary's hall,",
            "which has level access from the car park.",
        ],
    ),
    (
        f"{K}/elections/guidance/postal-vote-guide.docx",
        "Postal voting guide (ARCHIVED)",
        [
            "Issued 3 January 2023",
            "This guide describes the rules before the Elections Act 2022 changes to postal vote handling.",
        ],
    ),
    (
        f"{K}/corporate/it/casework-release-notes.md",
        "Planning casework system \u2013 release notes",
        [
            "## 6.4.0 \u2013 2 June 2024",
            "- Neighbour letters generated from the case",
            "",
            "## 7.2.1 \u2013 30 September 2025",
            "- Fixed the map layer for tree preservation orders",
            "",
            "## 7.3.0 \u2013 19 November 2025",
            "- Biodiversity net gain fields on every full application",
        ],
    ),
    (
        f"{K}/corporate/comms/leisure-centre-opens.html",
        "New leisure centre opens its doors",
        [
            "KELMSCOTT (2 September 2025) \u2013 The new Abbey Fields leisure centre opened to the public today, "
            "with a 25-metre pool, a sports hall and a caf\u00e9. The centre cost \u00a318.5m.",
            "FOOT|Press office 01632 960777 \u00b7 Kelmscott City Council",
        ],
    ),
    (
        f"{K}/corporate/finance/council-tax-leaflet.pdf",
        "Council tax 2025/26 \u2013 where your money goes",
        ["Band D: \u00a32,214.63 a year", "Instalments are due on the 1st of each month from April to January."],
    ),
    (
        f"{K}/corporate/finance/statement-of-accounts-2024-25.pdf",
        "Statement of accounts 2024/25 (unaudited draft)",
        [
            "For the year ended 31 March 2025",
            "Authorised for issue by the Chief Finance Officer on 30 June 2025",
            "The audit opinion will be added when the external audit is complete.",
        ],
    ),
    (
        f"{K}/corporate/policies/complaints-policy.txt",
        None,
        [
            "Corporate complaints policy",
            "Owner: Customer Services | Version 2.3 | Last revised 06/11/2024 | Next review 06/11/2026",
            "",
            "We acknowledge a complaint within 5 working days and reply in full within",
            "20 working days. If you are still unhappy you can ask for a stage 2 review",
            "and then go to the Local Government and Social Care Ombudsman.",
        ],
    ),
]
