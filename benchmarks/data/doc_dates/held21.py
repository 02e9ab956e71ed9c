"""The twenty-first held-out batch of the document-dating share (``half`` = ``held21`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-06 by a helper who never ran the reader or read its code.
A housing association's share this time (lettings and voids, rents and service charges, income,
repairs and contractors, building and fire safety, tenancy management and anti-social behaviour,
resident involvement and scrutiny, complaints, the board and governance, development and bids,
finance and treasury, HR, IT, press and the web site), in the formats of the earlier batches, with
the date forms a social landlord's staff write: financial-year periods ("Service charge schedule
2025/26", "Budget 2026/27", "Quarter 2 2025/26 (July to September 2025)", "Period 7 (October
2025)", "Winter 2025/26"), "Position as at 30 September 2025", "Edition: Spring 2026", "Issue 4,
March 2024" under a title, a revision history in dotted dates ("Rev D 03.09.2025" settled by "Rev C
16.01.2024"), a tenant letter's "Date: 03/02/2026" settled by a later "13/04/2026" and its
year-earlier twin left ambiguous, a policy's "Date approved: 11/03/2020" settled by its own "Next
review: 31/03/2023", a US vendor's "Release date: 10/14/2025", a Polish translation ("Data wydania:
3 marca 2025"), "Ratified by the Board, 25 June 2025", "Agreed by the Residents' Panel and the
Board, March 2025", "Signed by the Director of Finance on", "Report issued" over "Date of
assessment", "Date of visit: 14 and 15 May 2025", "Date of quotation", "Date of paper", "Minutes of
the meeting held on", "Meeting held:", "Posted on the staff intranet", a press dateline "BRAYFORD
(22 January 2026) –", front matter (``lastmod`` over ``date``, ``revised`` over ``created``,
``last_modified`` over ``published``), ``DC.date.issued``, ``article:modified_time``, meta ``date``,
``<time datetime>``, a planning officer's bare date line under the references, e-mail headers (one
just after midnight in BST), dates only in paths ("2025-26/", "voids-w-e-2025-11-14",
"scan_20251103_141207", "proposals/2025/"); status markers: ``archive/``, ``old/``,
``superseded/``, ``drafts/``, ``proposals/``, "_OLD", "(ARCHIVED)", "WITHDRAWN", "Status:
Withdrawn", "UNCONFIRMED DRAFT", "DRAFT v0.4", "Working draft", "Proposed acquisition", "For
discussion", "Bid to"; and traps: rent changes, bidding and closing dates, next meetings and
reviews, Awaab's Law coming into force, start on site and completion, fieldwork, data rows (rent
transactions, risk review dates, pipeline starts), "Housing Act 1988",
"Building Safety Act 2022", "JCT Design and Build Contract 2016", references ("LH/RS/2026/GN",
"25/01877/FUL", "HFC/2025/0331", "SAHP/2025/LH/004"), copyright years, "withdrawn" and "replaced"
said of other documents and practices, a draft said of another paper, template blanks.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

L = "larkhollow"
FOOT = "FOOT|\u00a9 2025 Larkhollow Homes \u00b7 Registered Provider L4417 \u00b7 Registered society 31204R"

HELD21: list[tuple[str, str | None, list[str]]] = [
    # Lettings and voids
    (
        f"{L}/lettings/policies/allocations-and-lettings-policy.docx",
        "Allocations and Lettings Policy",
        [
            "Policy owner: Head of Lettings",
            "We let homes to people in housing need, working with Brayford District Council under Part 6 of "
            "the Housing Act 1996 and our nominations agreement.",
            "Next review: September 2028",
            "TABLE|Version|Date|Change|1.0|12/04/2022|New policy following the nominations review|1.1"
            "|30/01/2024|Local lettings plans added|2.0|18/09/2025"
            "|Choice-based lettings replaced direct offers",
        ],
    ),
    (
        f"{L}/lettings/policies/superseded/allocations-policy-2019.pdf",
        "Allocations Policy",
        [
            "Approved by the Board on 17 July 2019",
            "This policy has been superseded by the Allocations and Lettings Policy (April 2022).",
            "Homes are offered directly to applicants in band order; one reasonable offer is made.",
        ],
    ),
    (
        f"{L}/lettings/adverts/2025-11/property-advert-14-alder-court.html",
        "2 bedroom flat, 14 Alder Court, Brayford",
        [
            "META|DC.date.issued=2025-11-06",
            "Second-floor flat with lift access, gas central heating and a shared garden. Rent \u00a3118.42 "
            "per week plus a service charge of \u00a314.10. Available from 1 December 2025.",
            "Bidding closes at midnight on Monday 10 November 2025. Priority goes to Band A applicants with "
            "a local connection.",
            FOOT,
        ],
    ),
    (
        f"{L}/lettings/reports/lettings-performance-q1-2025-26.pptx",
        "Lettings performance \u2013 Quarter 1 2025/26 (April to June 2025)",
        [
            "Average re-let time 31 days against a target of 28",
            "Homes empty at the end of the quarter: 46",
            "Offers refused: 19%, mostly on the Mill Road estate",
            "Presented to the Operations Committee on 22 July 2025",
        ],
    ),
    (
        f"{L}/lettings/reports/lettings-performance-q2-2025-26.pptx",
        "Lettings performance \u2013 Quarter 2 2025/26 (July to September 2025)",
        [
            "Average re-let time 27 days against a target of 28",
            "Homes empty at the end of the quarter: 39",
            "Data to 30 September 2025; major works voids are excluded",
        ],
    ),
    (
        f"{L}/lettings/voids/lettable-standard.pdf",
        "Lettable Standard",
        [
            "Issue 4, March 2024",
            "Every home we let is clean, safe and in good repair. Before a new tenant moves in we carry out "
            "a gas safety check, an electrical inspection and a full clean, and we change the locks.",
            "Decoration vouchers of up to \u00a3250 are offered where rooms need redecorating.",
        ],
    ),
    (
        f"{L}/lettings/voids/weekly/voids-w-e-2025-11-14.csv",
        None,
        [
            "ROWS|Property|Void reason|Days empty|14 Alder Court|Transfer|12|3 Mill Road|Tenant died|41"
            "|9 Hawthorn Walk|Abandonment|23"
        ],
    ),
    # Rents, service charges and income
    (
        f"{L}/rents/rent-setting/2026-27/rent-increase-letter-general-needs.docx",
        "Your new weekly rent",
        [
            "Our ref: LH/RS/2026/GN",
            "Date: 03/02/2026",
            "Dear tenant,",
            "Your weekly rent will change from 06/04/2026. We have increased rents by 4.8%, which is CPI "
            "plus 1% as the government's Rent Standard allows.",
            "If you pay by Direct Debit, the new amount will be collected from 13/04/2026.",
        ],
    ),
    (
        f"{L}/rents/rent-setting/2025-26/rent-increase-letter-general-needs.docx",
        "Your new weekly rent",
        [
            "Our ref: LH/RS/2025/GN",
            "Date: 04/02/2025",
            "Dear tenant,",
            "Your weekly rent will change from 07/04/2025. We have increased rents by 2.7%, which is CPI "
            "plus 1% as the government's Rent Standard allows.",
            "Please contact the income team if you want to talk about your payments.",
        ],
    ),
    (
        f"{L}/rents/service-charges/service-charge-schedule-2025-26.xlsx",
        "Service charge schedule 2025/26",
        [
            "ROWS|Scheme|Weekly charge|Items|Alder Court|\u00a314.10|Cleaning, lighting, lift|Bramley House"
            "|\u00a322.65|Cleaning, lift, door entry, CCTV|Hawthorn Walk|\u00a36.30|Grounds maintenance"
        ],
    ),
    (
        f"{L}/rents/service-charges/old/service-charge-schedule-2023-24.xlsx",
        "Service charge schedule 2023/24",
        [
            "ROWS|Scheme|Weekly charge|Items|Alder Court|\u00a312.85|Cleaning, lighting, lift|Bramley House"
            "|\u00a319.90|Cleaning, lift, door entry|Hawthorn Walk|\u00a35.75|Grounds maintenance"
        ],
    ),
    (
        f"{L}/rents/income/arrears-report-sept-2025.docx",
        "Rent arrears and income collection report",
        [
            "Position as at 30 September 2025",
            "Universal Credit claimants: 2,114, up from 1,986 at 31 March 2025.",
            "Three evictions for rent arrears took place in the half year, all after the pre-action stage.",
            "TABLE|Measure|Target|Actual|Current tenant arrears|2.9%|3.1%|Former tenant arrears|1.2%|1.4%"
            "|Rent collected|99.5%|99.2%",
        ],
    ),
    (
        f"{L}/rents/income/rent-statement-export.csv",
        None,
        [
            "ROWS|Date|Transaction|Amount|06/10/2025|Rent charge|118.42|08/10/2025|Housing Benefit|-96.00"
            "|13/10/2025|Rent charge|118.42"
        ],
    ),
    # Repairs and maintenance
    (
        f"{L}/repairs/handbook/repairs-handbook.md",
        "Repairs handbook for residents",
        [
            "FRONT|title: Repairs handbook for residents\ndate: 2024-05-20\nlastmod: 2025-10-20",
            "**Emergency repairs** (no heating in winter, no water, unsafe electrics) are made safe within "
            "4 hours. **Routine repairs** are booked within 20 working days.",
            "",
            "From 27 October 2025 we investigate reports of damp and mould that could harm your health "
            "within 10 working days, as Awaab's Law requires.",
        ],
    ),
    (
        f"{L}/repairs/leaflets/reporting-a-repair.txt",
        None,
        [
            "Reporting a repair",
            "",
            "Call us on 0300 123 4400 (24 hours), use the MyLarkhollow app, or tell your",
            "neighbourhood officer. Have your address and a description of the problem ready.",
            "Larkhollow Homes has looked after homes in Brayford and the villages since 1998.",
        ],
    ),
    (
        f"{L}/repairs/policies/damp-and-mould-policy.pdf",
        "Damp and Mould Policy",
        [
            "Approved by the Executive Team on 9 October 2025",
            "This policy replaces the Condensation Policy (2020), which is withdrawn.",
            "It meets the Hazards in Social Housing (Prescribed Requirements) (England) Regulations 2025 "
            "(Awaab's Law), in force from 27 October 2025.",
            "Review date: October 2026",
        ],
    ),
    (
        f"{L}/repairs/policies/superseded/condensation-policy-2020.docx",
        "Condensation Policy",
        [
            "WITHDRAWN \u2013 replaced by the Damp and Mould Policy from 27 October 2025",
            "Date approved: 11/03/2020",
            "Next review: 31/03/2023",
            "Residents are given advice on heating and ventilating their homes; a surveyor visits if mould "
            "returns after treatment.",
        ],
    ),
    (
        f"{L}/repairs/contractors/price-list-plumbfast.pdf",
        "Plumbfast Ltd \u2013 price list for Larkhollow Homes",
        [
            "Quotation ref: PF/Q/2025/1187",
            "Date of quotation: 24/11/2025",
            "Prices valid from 1 January 2026 to 31 December 2026.",
            "Call-out in working hours \u00a365.00 + VAT; out of hours \u00a395.00 + VAT.",
            "Labour \u00a342.00 per hour, materials at cost plus 10%.",
        ],
    ),
    (
        f"{L}/repairs/rotas/out-of-hours-rota-wc-2025-11-03.docx",
        "Out-of-hours repairs rota \u2013 w/c 3 November 2025",
        [
            "Supervisors carry the on-call phone from 17:00 to 08:00 and all weekend.",
            "TABLE|Day|Supervisor|Mobile|Mon|D. Kowalski|07700 900114|Tue|D. Kowalski|07700 900114|Wed"
            "|S. Achebe|07700 900287",
        ],
    ),
    (
        f"{L}/repairs/surveys/stock-condition/2025/visit-report-22-kestrel-way.txt",
        None,
        [
            "STOCK CONDITION SURVEY \u2013 VISIT REPORT",
            "Property: 22 Kestrel Way, Brayford",
            "Date of visit: 14 and 15 May 2025",
            "Surveyor: M. Oduya MRICS",
            "",
            "Kitchen fitted in 2011 and due for renewal in 2026. Roof covering sound; two slipped",
            "slates at the rear. Boiler (2019) serviced and safe. No damp found.",
        ],
    ),
    # Health and safety
    (
        f"{L}/health-and-safety/fire/fra-bramley-house.pdf",
        "Fire Risk Assessment \u2013 Bramley House (Type 3)",
        [
            "Date of assessment: 11/06/2025",
            "Report issued: 2 July 2025",
            "Assessor: Halden Fire Consulting, ref HFC/2025/0331",
            "Risk rating: tolerable. Next assessment due June 2026.",
            "Made under the Regulatory Reform (Fire Safety) Order 2005 and the Fire Safety (England) "
            "Regulations 2022, with a fire door survey of every flat entrance door.",
        ],
    ),
    (
        f"{L}/health-and-safety/fire/archive/fra-bramley-house-2022.pdf",
        "Fire Risk Assessment \u2013 Bramley House",
        [
            "ARCHIVED \u2013 superseded by the 2025 assessment",
            "Date of assessment: 19 May 2022",
            "Risk rating: moderate. Three flat entrance doors to be replaced with FD30S doors.",
        ],
    ),
    (
        f"{L}/health-and-safety/building-safety/resident-engagement-strategy-bramley-house.html",
        "Bramley House resident engagement strategy",
        [
            "META|article:modified_time=2025-08-14T10:05:00+01:00",
            "Bramley House is a higher-risk building under the Building Safety Act 2022. This strategy sets "
            "out how we tell you about safety in your building and how you can have a say.",
            "Residents' building safety meetings take place every quarter; the next is on 4 December 2025.",
            FOOT,
        ],
    ),
    # Tenancy management
    (
        f"{L}/tenancy-management/asb/asb-policy.docx",
        "Anti-social Behaviour Policy",
        [
            "Ratified by the Board, 25 June 2025",
            "We use the tools of the Anti-social Behaviour, Crime and Policing Act 2014 and the Housing Act "
            "1996, alongside mediation and support.",
            "Cases are logged with a reference in the form ASB/YYYY/NNNN and reviewed every 20 working days.",
        ],
    ),
    (
        f"{L}/tenancy-management/asb/translations/asb-how-to-report-pl.html",
        "Zachowania antyspo\u0142eczne \u2013 jak je zg\u0142osi\u0107",
        [
            "Data wydania: 3 marca 2025",
            "Mo\u017cesz zg\u0142osi\u0107 zachowania antyspo\u0142eczne telefonicznie pod numerem 0300 123 "
            "4410 lub przez nasz\u0105 stron\u0119 internetow\u0105.",
            "W nag\u0142ych przypadkach dzwo\u0144 pod numer 999.",
            FOOT,
        ],
    ),
    (
        f"{L}/tenancy-management/notices/alder-court-parking-notice.html",
        "Notice to residents \u2013 Alder Court car park",
        [
            "Issued 05/06/2025",
            "Residents' parking permits must be displayed from Monday. Vehicles without a permit may be "
            "ticketed by our parking contractor.",
            "Permits are free; ask your neighbourhood officer for one.",
            FOOT,
        ],
    ),
    (
        f"{L}/tenancy-management/agreements/assured-tenancy-agreement-template.docx",
        "Assured (non-shorthold) tenancy agreement",
        [
            "This agreement is dated the ____ day of __________ 20__",
            "Between Larkhollow Homes (Registered Provider L4417) and the tenant named below.",
            "Weekly rent: \u00a3______ from __/__/____",
            "This agreement is made under the Housing Act 1988.",
        ],
    ),
    (
        f"{L}/tenancy-management/proposals/ending-starter-tenancies-for-transfers.md",
        "Ending starter tenancies for transferring tenants",
        [
            "For discussion at the Housing Services Committee, 12 November 2025",
            "Prepared by the Head of Tenancy Services, 28 October 2025",
            "",
            "Tenants who move from one of our homes to another would keep their assured tenancy rather than "
            "start a new 12-month starter tenancy.",
        ],
    ),
    # Resident involvement
    (
        f"{L}/resident-involvement/panel/minutes/residents-panel-minutes-oct-2025.txt",
        None,
        [
            "LARKHOLLOW HOMES RESIDENTS' PANEL",
            "Minutes of the meeting held on Wednesday 15 October 2025, Brook Street Community Room",
            "",
            "Present: J. Fairbairn (Chair), P. Nwosu, L. Hartley, T. Brennan; staff: R. Nasser.",
            "1. The minutes of 17 September 2025 were agreed as a true record.",
            "2. The panel welcomed the damp and mould policy and asked for a leaflet in plain English.",
            "Date of next meeting: Wednesday 19 November 2025",
        ],
    ),
    (
        f"{L}/resident-involvement/panel/minutes/drafts/residents-panel-minutes-nov-2025.txt",
        None,
        [
            "RESIDENTS' PANEL \u2013 UNCONFIRMED DRAFT MINUTES",
            "Meeting held: 19 November 2025, online",
            "",
            "Present: J. Fairbairn (Chair), L. Hartley, T. Brennan, A. Mistry.",
            "The panel chose estate walkabouts as its next scrutiny topic.",
            "Next meeting: 14 January 2026",
        ],
    ),
    (
        f"{L}/resident-involvement/strategy/resident-involvement-strategy-2025-2028.docx",
        "Resident Involvement Strategy 2025\u20132028",
        [
            "Agreed by the Residents' Panel and the Board, March 2025",
            "Residents shape our services through the panel, scrutiny reviews, estate walkabouts and the "
            "annual tenant satisfaction survey.",
            "It responds to the Transparency, Influence and Accountability Standard.",
        ],
    ),
    (
        f"{L}/resident-involvement/archive/tenant-involvement-framework.pdf",
        "Tenant Involvement Framework (ARCHIVED)",
        [
            "Issue 2 \u2013 14th November 2019",
            "Tenants can join the tenants' forum, which meets four times a year at Larkhollow House.",
        ],
    ),
    (
        f"{L}/resident-involvement/newsletter/home-matters-spring-2026.pdf",
        "Home Matters",
        [
            "The newsletter for Larkhollow residents",
            "Edition: Spring 2026",
            "Rents change on 6 April 2026: your letter explains your new amount.",
            "Community fun day: Saturday 13 June 2026 on Hawthorn Walk green.",
        ],
    ),
    (
        f"{L}/resident-involvement/newsletter/home-matters-winter.html",
        "Home Matters \u2013 Winter 2025/26",
        [
            "Keeping warm: our energy advice team can visit you and check you are on the best tariff.",
            "Our offices close from 24 December 2025 to 2 January 2026. Emergency repairs: 0300 123 4400.",
            FOOT,
        ],
    ),
    (
        f"{L}/resident-involvement/scrutiny/complaints-scrutiny-report.md",
        "Scrutiny review: how we handle complaints",
        [
            "Presented to the Board by the Resident Scrutiny Group, 24 September 2025",
            "",
            "The Group met eight times between March and July 2025 and read 40 closed complaint files "
            "against the Housing Ombudsman's Complaint Handling Code (April 2024).",
            "",
            "We recommend that every stage 1 response names the officer who will put things right.",
        ],
    ),
    # Complaints
    (
        f"{L}/complaints/policy/complaints-policy.md",
        "Complaints policy",
        [
            "FRONT|title: Complaints policy\npublished: 2024-04-01\nlast_modified: 2025-05-19",
            "We acknowledge a complaint within 5 working days and answer a stage 1 complaint within 10 "
            "working days of acknowledging it.",
            "",
            "If you are still unhappy after stage 2 you can refer your complaint to the Housing Ombudsman.",
        ],
    ),
    (
        f"{L}/complaints/correspondence/stage-2-response-cmp-2025-0412.eml",
        "RE: FW: Complaint CMP/2025/0412 \u2013 stage 2 response due 5 December",
        [
            "EMAIL|Mon, 24 Nov 2025 09:12:00 +0000",
            "Hi Sam,\n\nThe surveyor's report is attached. Can you draft the stage 2 letter by Friday?\n\n"
            "Thanks, Rhiannon\n\n---------- Forwarded message ---------\nFrom: Resident\n"
            "Date: Fri, 14 Nov 2025 16:40\nSubject: Mould in my bedroom - still not fixed",
        ],
    ),
    # Governance
    (
        f"{L}/governance/board/2025-11-26/item-07-rent-setting-2026-27.docx",
        "Board paper \u2013 Item 7: Rent setting 2026/27",
        [
            "Author: Director of Finance",
            "Date of paper: 12 November 2025",
            "For decision",
            "The draft business plan circulated to board members in October already assumes this increase.",
            "Recommendation: approve a rent increase of 4.8% (CPI of 3.8% at September 2025 plus 1%) from "
            "6 April 2026.",
        ],
    ),
    (
        f"{L}/governance/standing-orders/standing-orders-and-delegations.pdf",
        "Standing Orders and Delegations",
        [
            "Rev D 03.09.2025 \u2013 approvals up to \u00a35m delegated to the Investment Committee",
            "Rev C 16.01.2024 \u2013 Audit and Risk Committee terms of reference added",
            "Rev B 02.11.2022 \u2013 first issue under the NHF Code of Governance 2020",
            "The Board reserves to itself the approval of the business plan, the budget and rent setting.",
        ],
    ),
    (
        f"{L}/governance/risk/strategic-risk-register.xlsx",
        "Strategic risk register",
        [
            "ROWS|Risk|Score|Last reviewed|Building safety compliance|16|08/10/2025|Rent income loss|12"
            "|08/10/2025|Development cost overrun|15|22/09/2025"
        ],
    ),
    (
        f"{L}/governance/regulator/regulatory-judgement-news.html",
        "Regulator confirms our governance and viability grades",
        [
            "Posted on the staff intranet 14 March 2025 by the Governance team",
            "The Regulator of Social Housing published its judgement on 12 March 2025: we keep G1 for "
            "governance and V2 for viability.",
            "The grading follows the inspection the Regulator carried out in January 2025.",
            FOOT,
        ],
    ),
    (
        f"{L}/governance/annual-report/archive/annual-report-to-tenants-2022-23.pdf",
        "Annual Report to Tenants 2022/23",
        [
            "In 2022/23 we completed 98 new homes and answered 35,200 repair requests.",
            "\u00a9 Larkhollow Homes 2023",
        ],
    ),
    # Development
    (
        f"{L}/development/pipeline/development-pipeline.xlsx",
        "Development pipeline \u2013 Q3 2025",
        ["ROWS|Scheme|Homes|Start on site|Foxglove Lane|42|Jan-26|Old Dairy|18|Sep-26|Mill Road|64|Apr-27"],
    ),
    (
        f"{L}/development/bids/bid-homes-england-foxglove-lane.docx",
        "Bid to Homes England \u2013 Social and Affordable Homes Programme 2026\u20132036: Foxglove Lane",
        [
            "Submitted by the Head of Development, 17 October 2025",
            "Bid reference: SAHP/2025/LH/004",
            "42 homes for social rent; start on site January 2026, completion March 2028.",
        ],
    ),
    (
        f"{L}/development/proposals/2025/old-dairy-site-appraisal.pptx",
        "Proposed acquisition: Old Dairy site, Brayford",
        [
            "18 homes: 12 for social rent, 6 for shared ownership",
            "Land price \u00a3640k; total scheme cost \u00a35.1m",
            "Start on site September 2026 if planning is granted",
        ],
    ),
    (
        f"{L}/development/planning/foxglove-lane-s106-letter.txt",
        None,
        [
            "Brayford District Council \u2013 Planning Services",
            "Your ref: LH/DEV/FOX",
            "Our ref: 25/01877/FUL",
            "21st August 2025",
            "",
            "Dear Ms Adeyemi,",
            "Foxglove Lane \u2013 Section 106 agreement dated 4 February 2025",
            "Thank you for your letter of 6 August 2025. I confirm the Council agrees that all 42 affordable",
            "homes may be let at social rent.",
        ],
    ),
    (
        f"{L}/development/handovers/scan_20251103_141207.pdf",
        None,
        [
            "PRACTICAL COMPLETION CERTIFICATE",
            "Contract: JCT Design and Build Contract 2016",
            "Works: 24 homes, Meadow Rise Phase 2",
            "Employer: Larkhollow Homes    Contractor: Tarrant Build Ltd",
            "Signed for the Employer's Agent: ____________________",
        ],
    ),
    # Finance
    (
        f"{L}/finance/management-accounts/2025-26/management-accounts-p7.pdf",
        "Management accounts \u2013 Period 7 (October 2025)",
        [
            "Turnover for the year to date \u00a338.2m against a budget of \u00a338.9m.",
            "Operating margin 21.4% (budget 23.0%); repairs spend is running 6% over budget.",
            "Prepared for the Executive Team",
        ],
    ),
    (
        f"{L}/finance/budget/budget-2026-27.xlsx",
        "Budget 2026/27 \u2013 DRAFT v0.4",
        [
            "ROWS|Line|2025/26 forecast|2026/27 budget|Rent income|\u00a361.4m|\u00a364.3m|Repairs"
            "|\u00a314.8m|\u00a315.9m|Interest|\u00a37.2m|\u00a37.5m"
        ],
    ),
    (
        f"{L}/finance/vfm/value-for-money-statement.html",
        "Value for money statement 2024/25",
        [
            "META|date=2025-09-30",
            "Our social housing cost per unit was \u00a34,710, against a sector median of \u00a34,950.",
            "Reinvestment was 7.9% of the value of our homes.",
            FOOT,
        ],
    ),
    (
        f"{L}/finance/treasury/covenant-compliance-certificate.md",
        "Loan covenant compliance certificate",
        [
            "For the quarter ended 30 June 2025",
            "",
            "| Covenant | Limit | Actual |",
            "|---|---|---|",
            "| Interest cover | 110% | 142% |",
            "| Gearing | 65% | 48% |",
            "",
            "Signed by the Director of Finance on 14 August 2025",
        ],
    ),
    # HR
    (
        f"{L}/hr/pay/pay-award-2025-26.eml",
        "Pay award 2025/26 \u2013 confirmed",
        [
            "EMAIL|Thu, 1 May 2025 00:35:00 +0100",
            "Colleagues,\n\nThe Board has approved a pay award of 3.2% from 1 April 2025, backdated in your "
            "May pay.\n\nPeople Team\n\n-----Original Message-----\nFrom: People Team\n"
            "Sent: 29 April 2025 16:02\nSubject: Pay award update",
        ],
    ),
    (
        f"{L}/hr/policies/on-call-allowance.md",
        "On-call allowance",
        [
            "FRONT|title: On-call allowance\ncreated: 2023-03-01\nrevised: 2025-07-15",
            "Repairs supervisors on the out-of-hours rota receive \u00a334.50 per weekday night and "
            "\u00a358.00 per weekend day.",
            "",
            "Rates are reviewed each April alongside the pay award.",
        ],
    ),
    (
        f"{L}/hr/policies/drafts/menopause-and-wellbeing-policy.docx",
        "Menopause and Wellbeing Policy",
        [
            "Working draft",
            "Version 0.3, circulated to the Joint Consultative Committee 3 November 2025",
            "Colleagues can ask for a workplace adjustment, such as a desk fan or flexible start times, "
            "without a medical note.",
        ],
    ),
    (
        f"{L}/hr/handbook/old/employee-handbook-2021_OLD.docx",
        "Employee handbook",
        [
            "Last updated 2 August 2021",
            "Hybrid working is being trialled until further notice; office days are agreed locally.",
        ],
    ),
    (
        f"{L}/hr/recruitment/income-officer-advert.html",
        "Income Officer \u2013 Brayford",
        [
            'Posted <time datetime="2025-11-11">11 November 2025</time>',
            "Salary \u00a331,420 to \u00a334,110. You will help tenants manage their rent accounts and claim "
            "the benefits they are entitled to.",
            "Closing date: 30 November 2025. Interviews w/c 8 December 2025.",
            FOOT,
        ],
    ),
    # IT
    (
        f"{L}/it/housing-system/orbis-housing-release-notes.md",
        "Orbis Housing \u2013 release notes",
        [
            "## Release 25.3.1",
            "",
            "Release date: 10/14/2025",
            "",
            "- Rent change batch supports the 2026/27 rent year.",
            "- Fixed: the repairs SLA clock now pauses over bank holidays.",
            "",
            "## Release 25.2.0",
            "",
            "Release date: 07/08/2025",
            "",
            "- New damp and mould case type with 10-day and 5-day timers.",
        ],
    ),
    (
        f"{L}/it/housing-system/planned-outage.eml",
        "Planned outage: housing system upgrade",
        [
            "EMAIL|Fri, 21 Nov 2025 17:22:00 +0000",
            "All,\n\nOrbis Housing will be unavailable from 18:00 on Saturday 29 November 2025 until 08:00 "
            "on Monday 1 December 2025 while we install release 25.3.1.\n\nIT Service Desk",
        ],
    ),
    (
        f"{L}/it/security/acceptable-use-policy.docx",
        "Acceptable Use of IT Policy",
        [
            "Version 3.2 \u2013 14/02/2023",
            "Status: Withdrawn",
            "Replaced by the Information Security Policy.",
            "Staff must not install software on Larkhollow laptops without the service desk's agreement.",
        ],
    ),
    # Press
    (
        f"{L}/comms/press/2026/foxglove-lane-start-on-site.md",
        "Work starts on 42 new social rent homes at Foxglove Lane",
        [
            "BRAYFORD (22 January 2026) \u2013 Larkhollow Homes and Tarrant Build today marked the start of "
            "work on 42 homes for social rent at Foxglove Lane, funded in part by Homes England.",
            "",
            "The first families are expected to move in during spring 2028.",
            "",
            "Notes to editors: Larkhollow Homes was founded in 1998 and owns 9,400 homes in the district.",
        ],
    ),
]
