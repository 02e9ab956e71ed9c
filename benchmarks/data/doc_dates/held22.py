"""The twenty-second held-out batch of the document-dating share (``half`` = ``held22`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-06 by a helper who never ran the reader or read its code.
An agricultural co-operative's share this time, with its feed mill and farm shop (members and shares,
grain intake, prices, drying and pool contracts, feed production, formulations and quality, health and
safety, transport, the farm shop and its suppliers, the board and the AGM, finance, HR, IT), in the
formats of the earlier batches, with the date forms such a society's staff write: "Revised October 2025"
under a handbook's title, a bare "14th November 2025" under a members' notice, "Members' grain prices \u2013
week ending 14 November 2025", "Mill production plan w/c 10 November 2025", "Farm shop price list
Oct-25", "Share register summary \u2013 30 Sep 2025", "Budget FY2025/26", "Management accounts \u2013 Period 7
(April 2025)", crop years in titles ("terms for crop year 2024/25"), "Summer 2025" as a notice's second
line, a HACCP revision table in dotted dates whose first rows are settled by the last, a Markdown version
table listed newest first, release notes where 3.10.1 outranks 3.9.2, front matter with ``lastmod`` over
``date`` and ``revised`` over ``created``, ``DC.date.issued``, ``article:modified_time`` and a ``pubdate``
that beats an "Effective from" line, "Agreed by the board on 18th June 2025", "Put to the grain committee
by the grain manager on", "Given to the mill night shift, 5th November 2025", "By order of the board,
J. Tarrant, Secretary, 13 November 2025" at the foot of an AGM notice, "Prepared for the board by the
retail manager, September 2025", "Posted by the shop team on 21st November 2025", "Date of visit: 24th &
25th September 2025", "Assessment date: 11.03.2025" settled by a calibration on 28.02.2025, a supplier's
"Date: 03/10/2025" and a haulier's "Invoice date: 03/11/2025" settled by later dd/mm dates, an unsettled
"Issued 02/09/2025", a regulator's letter with a bare date line under its reference, e-mail headers with
a quoted reply and a forwarded scam; dates only in paths ("field-notes-spring-2025", "w-e-2024-11-15",
"intake-tickets-2025-08-19", "press-log-20251014", "2025-11-17-drivers-rota", "archive/2019/"); status
markers: ``old/``, ``archive/``, ``superseded/``, ``drafts/``, ``proposals/``, "(ARCHIVED)", "SUPERSEDED",
"WITHDRAWN", "OBSOLETE", "has been replaced by", "Working draft", "Consultation draft", "-DRAFT" in a file
name, "DRAFT" in an e-mail subject, "Proposal:", "Proposed", "Status: proposed", "For discussion"; and
traps: AGM and board dates, proxy and price-fix deadlines, collection months in price rows, intake and
complaint data rows, "since 1921", "Co-operative and Community Benefit Societies Act 2014", "Regulation
(EC) No 183/2005", "DSEAR 2002", "the TASCC Code (2024 edition)", a contract number
"GP/2025/0318", job and letter references, "Brindlecombe 2030", copyright ranges, a week number,
days without a year, template blanks, "replaces", "superseded", "withdrawn" and "draft" said of other
documents or things.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

B = "brindlecombe"
FOOT = "FOOT|\u00a9 2012\u20132025 Brindlecombe Farmers' Co-operative Ltd \u00b7 Society no. 28417R"

HELD22: list[tuple[str, str | None, list[str]]] = [
    # --- members and shares ---
    (
        f"{B}/members/handbook/members-handbook.pdf",
        "Members' handbook",
        [
            "Revised October 2025",
            "Brindlecombe has been owned by the farmers who trade with it since 1921.",
            "Each member holds at least 250 \u00a31 shares. The society is registered under the "
            "Co-operative and Community Benefit Societies Act 2014.",
            "Share interest for 2024/25 was paid at 3.5%. The 2019 handbook is withdrawn.",
        ],
    ),
    (
        f"{B}/members/handbook/old/members-handbook-2019.pdf",
        "Members' handbook",
        [
            "Revised March 2019",
            "Members who trade at least \u00a35,000 a year with the society keep full voting rights.",
            "Share interest is paid each spring, at 2% this year.",
        ],
    ),
    (
        f"{B}/members/shares/share-application-form.docx",
        "Application for membership and shares",
        [
            "Name of farm business: ______________________",
            "CPH number: __/___/____",
            "Number of \u00a31 shares applied for (minimum 250): ________",
            "Signed: ____________________   Date: __/__/____",
            "Applications received after 30 September are considered at the November board.",
        ],
    ),
    (
        f"{B}/members/shares/share-interest-notice-2025.txt",
        None,
        [
            "BRINDLECOMBE FARMERS' CO-OPERATIVE LTD",
            "Notice to members: share interest and patronage dividend",
            "14th November 2025",
            "",
            "The board has declared share interest of 3.5% for the year ended 30 September 2025 and a",
            "patronage dividend of 1.2p in the pound on feed bought. Both will be credited to trading",
            "accounts on 1 December 2025.",
        ],
    ),
    (
        f"{B}/members/register/share-register-summary.xlsx",
        "Share register summary \u2013 30 Sep 2025",
        ["ROWS|Class|Members|Shares held|Arable|212|418,250|Livestock|187|301,900|Mixed|96|164,500"],
    ),
    (
        f"{B}/members/newsletters/field-notes-spring-2025.md",
        "Field Notes \u2013 the members' newsletter",
        [
            "Inside: a bumper grain price review, the new calf starter and a word from the chair.",
            "",
            "Our open day at the mill is on Saturday 7 June 2025, so bring the family. The chair's column "
            "looks back on the wet harvest of 2024 and thanks the drying crew.",
        ],
    ),
    (
        f"{B}/members/newsletters/field-notes.html",
        "Field Notes \u2013 Winter 2025/26",
        [
            "META|DC.date.issued=2025-11-27",
            "In this issue: the AGM results, Christmas opening at the shop and the new rolled-oat blend.",
            "On Christmas Eve the shop closes at 14:00; the mill reopens for orders on 2 January 2026.",
            FOOT,
        ],
    ),
    # --- grain ---
    (
        f"{B}/grain/prices/weekly-grain-prices.pdf",
        "Members' grain prices \u2013 week ending 14 November 2025",
        [
            "Ex-farm prices in \u00a3/t for collection in the month shown. Indicative only.",
            "Feed wheat | Nov-25 \u00a3168 | Jan-26 \u00a3172 | May-26 \u00a3178",
            "Feed barley | Nov-25 \u00a3146 | Jan-26 \u00a3150",
            "Oilseed rape | Harvest 2026 \u00a3372",
            "Ring the grain desk before 11:00 on the day to fix a price.",
        ],
    ),
    (
        f"{B}/grain/prices/old/weekly-grain-prices-w-e-2024-11-15.pdf",
        "Members' grain prices",
        [
            "Feed wheat | Nov \u00a3171 | Jan \u00a3175 | May \u00a3181",
            "Feed barley | Nov \u00a3150 | Jan \u00a3154",
            "Indicative only. Ring the grain desk to fix.",
        ],
    ),
    (
        f"{B}/grain/intake/intake-standards.md",
        "Grain intake standards",
        [
            "FRONT|title: Grain intake standards\ndate: 2024-07-01\nlastmod: 2025-07-08",
            "Wheat is taken in at up to 15% moisture; loads above 15.5% are dried at the member's cost.",
            "",
            "| Test | Feed wheat | Milling wheat |",
            "|---|---|---|",
            "| Moisture, max | 15% | 14.5% |",
            "| Specific weight, min | 72 kg/hl | 76 kg/hl |",
            "| Admixture, max | 2% | 2% |",
            "",
            "Every load needs a grain passport. The store is audited to the TASCC Code (2024 edition).",
        ],
    ),
    (
        f"{B}/grain/intake/2025/intake-tickets-2025-08-19.csv",
        None,
        ["ROWS|Ticket|Member|Net t|40117|Hollins Farm|28.42|40118|Bramble Leys|27.90|40119|Wick Farm|29.06"],
    ),
    (
        f"{B}/grain/storage/drying-and-storage-charges.html",
        "Drying and storage charges 2025/26",
        [
            "META|article:modified_time=2025-06-30T16:20:00+01:00",
            "Drying: \u00a31.10 per tonne for each point of moisture taken out, minimum \u00a325 a load.",
            "Storage: \u00a32.40 per tonne per month from 1 October; the first month is free. "
            "These charges replace the 2024/25 rates.",
            FOOT,
        ],
    ),
    (
        f"{B}/grain/contracts/pool-contract-terms-2025-26.docx",
        "Grain pool contract \u2013 terms for crop year 2025/26",
        [
            "Agreed by the board on 18th June 2025",
            "Members commit their tonnage by 31 August; the grain desk markets the pool through the season.",
            "Quote contract no. GP/2025/0318 on every intake ticket.",
        ],
    ),
    (
        f"{B}/grain/contracts/superseded/pool-contract-terms-2024-25.docx",
        "Grain pool contract \u2013 terms for crop year 2024/25",
        [
            "SUPERSEDED \u2013 see the terms for crop year 2025/26, agreed by the board on 18 June 2025",
            "Pool payments: 40% in November, 30% in February and the balance in June.",
        ],
    ),
    (
        f"{B}/grain/proposals/on-farm-sampling-pilot.md",
        "On-farm grain sampling pilot",
        [
            "Status: proposed",
            "Put to the grain committee by the grain manager on 4 March 2025.",
            "",
            "Members with their own calibrated moisture meters would send a sealed sample with each load and "
            "be paid on their own reading, checked by the intake lab one load in ten.",
        ],
    ),
    # --- feed mill ---
    (
        f"{B}/mill/quality/haccp-plan.docx",
        "Feed mill HACCP plan",
        [
            "Document MQ-014",
            "Prepared under Regulation (EC) No 183/2005 on feed hygiene and the UFAS standard.",
            "CCP 1: conditioner at 81 \u00b0C or more before the pellet press (Salmonella control).",
            "TABLE|Rev|Date|Change|A|12.01.2024|First issue|B|03.03.2025|CCP 2 merged into CCP 1"
            "|C|21.10.2025|Metal detection added at the bagging line",
        ],
    ),
    (
        f"{B}/mill/quality/feed-sampling-procedure.md",
        "Feed sampling procedure",
        [
            "| Version | Issued | By | Notes |",
            "|---|---|---|---|",
            "| 3 | 9 Sep 2025 | Mill manager | Sampling point moved to the cooler outlet |",
            "| 2 | 14 Feb 2025 | QA lead | Retained samples kept six months, not twelve |",
            "| 1 | 2 May 2023 | QA lead | First issue |",
            "",
            "Take a 500 g sample from every batch and label the bag with the batch number and press.",
            "Next review: September 2026.",
        ],
    ),
    (
        f"{B}/mill/production/production-plan-wc.xlsx",
        "Mill production plan w/c 10 November 2025",
        ["ROWS|Product|Tonnes|Line|Dairy 18% nut|420|Press 1|Beef finisher|260|Press 2|Ewe nut|180|Press 1"],
    ),
    (
        f"{B}/mill/production/daily-logs/press-log-20251014.txt",
        None,
        [
            "Pellet press 2 \u2013 shift log",
            "",
            "06:00 start, conditioner at 82 C. Die changed at 11:40 (4.5 mm to 3.5 mm).",
            "Throughput 11.8 t/h on average; nine stoppages for a blocked chute.",
            "Next die change due after another 4,000 t.",
        ],
    ),
    (
        f"{B}/mill/formulations/dairy-18-nut-spec.pdf",
        "Product specification: Dairy 18% nut",
        [
            "Spec no. FS-118, issue 6",
            "Issued 02/09/2025 by the nutritionist",
            "Crude protein 18.0%, oil 4.5%, fibre 9.0%, ash 8.0%.",
            "Contains wheat, rapeseed meal, soya hulls, molasses and minerals.",
        ],
    ),
    (
        f"{B}/mill/formulations/superseded/dairy-16-nut-spec.pdf",
        "Product specification: Dairy 16% nut \u2013 WITHDRAWN",
        [
            "Spec no. FS-116, issue 4",
            "Issued 15/04/2023 by the nutritionist",
            "Crude protein 16.0%, oil 4.0%, fibre 10.5%.",
            "Withdrawn from sale when the Dairy 18% nut (FS-118) was launched.",
        ],
    ),
    (
        f"{B}/mill/formulations/drafts/calf-starter-muesli-v0-2.docx",
        "Calf starter muesli \u2013 formulation",
        [
            "Working draft v0.2 \u2013 not for production",
            "Prepared by the nutritionist for the calf group, 28 October 2025",
            "Rolled barley 30%, flaked maize 25%, calf pellet 40%, molasses 5%.",
        ],
    ),
    (
        f"{B}/mill/maintenance/hammer-mill-service-visit.txt",
        None,
        [
            "SERVICE VISIT REPORT \u2013 HAMMER MILL HM2",
            "Milltech Services Ltd \u00b7 Job ref. MTS/25/0917",
            "Date of visit: 24th & 25th September 2025",
            "Engineer: P. Dunmore",
            "",
            "Screens replaced (3 mm), rotor rebalanced, bearings greased. Next service due March 2026.",
        ],
    ),
    (
        f"{B}/mill/quality/complaints/complaint-log-2025.csv",
        None,
        [
            "ROWS|Ref|Received|Issue|C25-031|03/11/2025|Fines in bags of ewe nuts"
            "|C25-032|17/11/2025|Wrong label on calf pellets"
        ],
    ),
    # --- health and safety ---
    (
        f"{B}/health-safety/policies/manual-handling-policy-DRAFT.docx",
        "Manual handling policy",
        [
            "Version 0.3",
            "Owner: SHEQ Manager",
            "Bags over 25 kg are lifted by two people or with the vacuum lifter.",
            "Follows the Manual Handling Operations Regulations 1992.",
            "Review date: to be set when adopted.",
        ],
    ),
    (
        f"{B}/health-safety/risk-assessments/grain-pit-confined-space-ra.docx",
        "Risk assessment \u2013 entry to the grain intake pit (confined space)",
        [
            "Assessor: SHEQ Manager",
            "Assessment date: 11.03.2025",
            "Review date: 11.03.2026",
            "Gas monitor (serial 44871) calibrated 28.02.2025.",
            "Entry only under a permit, with the gas monitor, a harness and a top man, "
            "as the Confined Spaces Regulations 1997 require.",
        ],
    ),
    (
        f"{B}/health-safety/toolbox-talks/toolbox-talk-dust-explosions.pptx",
        "Toolbox talk: dust explosions in the mill",
        [
            "Given to the mill night shift, 5th November 2025",
            "Fuel, oxygen, ignition, dispersion, confinement: take one away",
            "DSEAR 2002 zones are marked in yellow on the floor plan",
        ],
    ),
    (
        f"{B}/health-safety/coshh/coshh-register-2021.xlsx",
        "COSHH register (ARCHIVED)",
        [
            "ROWS|Substance|Where used|Assessed|Grain preservative|Grain store|Jun-21|Diesel|Yard|Jun-21"
            "|Mineral premix dust|Mill|Jul-21"
        ],
    ),
    # --- transport ---
    (
        f"{B}/transport/rotas/2025-11-17-drivers-rota.docx",
        "Drivers' rota",
        [
            "Week 47 \u2013 bulk and bag lorries",
            "TABLE|Driver|Mon\u2013Wed|Thu\u2013Fri|A. Pyle|Bulk 1|Bulk 1|S. Ketley|Bag lorry|Bulk 2"
            "|M. Orchard|Bulk 2|Off",
        ],
    ),
    (
        f"{B}/transport/delivery-charges/delivery-charges.html",
        "Bulk and bagged feed delivery charges",
        [
            "META|pubdate=2025-11-20",
            "Effective from 1 January 2026",
            "Bulk blown deliveries are free for 8 t or more within 25 miles of the mill; under 8 t we charge "
            "\u00a36 a tonne. Bagged deliveries are \u00a315 a drop, free with 2 t or more.",
            "These charges replace those published in January 2025.",
            FOOT,
        ],
    ),
    (
        f"{B}/transport/tachograph/tacho-download-schedule.txt",
        None,
        [
            "Tachograph download schedule",
            "",
            "Driver cards: every 28 days. Vehicle units: every 90 days.",
            "Files go to the transport office PC and are kept for 12 months, as the",
            "Road Transport (Working Time) Regulations 2005 require.",
            "Last downloads: cards 3/11, units 14/10.",
        ],
    ),
    (
        f"{B}/transport/correspondence/dvsa-maintenance-investigation-outcome.pdf",
        "Maintenance investigation \u2013 outcome",
        [
            "Driver and Vehicle Standards Agency",
            "Our ref: MI/2025/WM/0447",
            "4 August 2025",
            "Dear Transport Manager,",
            "Thank you for attending the maintenance investigation at our Bristol office on 17 July "
            "2025. Your records were satisfactory and no further action will be taken.",
        ],
    ),
    # --- farm shop ---
    (
        f"{B}/shop/price-lists/shop-price-list-oct-25.xlsx",
        "Farm shop price list Oct-25",
        [
            "ROWS|Item|Unit|Price|Layers pellets 20 kg|bag|\u00a39.40|Working dog food 15 kg|bag|\u00a318.99"
            "|Wood pellets 10 kg|bag|\u00a36.25"
        ],
    ),
    (
        f"{B}/shop/price-lists/old/shop-price-list-2024.csv",
        None,
        ["ROWS|Item|Unit|Price|Layers pellets 20 kg|bag|\u00a38.95|Working dog food 15 kg|bag|\u00a317.99"],
    ),
    (
        f"{B}/shop/suppliers/local-suppliers.md",
        "Local suppliers",
        [
            "| Supplier | Products | With us since |",
            "|---|---|---|",
            "| Wick Farm Dairy | milk, butter, cream | 2016 |",
            "| Hollins Honey | honey, beeswax candles | 2019 |",
            "| Bramble Leys | lamb boxes | 2022 |",
            "",
            "Kept by the shop manager. Phone numbers are in the till office.",
        ],
    ),
    (
        f"{B}/shop/suppliers/letters/pet-food-price-increase.docx",
        "Price increase notice",
        [
            "Vale Pet Nutrition Ltd",
            "Our ref: PF/CUST/8812",
            "Date: 03/10/2025",
            "Dear Shop Manager,",
            "From 1 November 2025 our list prices rise by 4.5%. Orders placed by 28/10/2025 will be "
            "invoiced at the current prices.",
        ],
    ),
    (
        f"{B}/shop/notices/christmas-opening-hours.html",
        "Christmas and New Year opening hours",
        [
            "Posted by the shop team on 21st November 2025",
            "Christmas Eve 8:00\u201314:00 \u00b7 Christmas Day and Boxing Day closed \u00b7 "
            "27 December 9:00\u201313:00",
            "Orders for turkeys and hams must be in by 13 December.",
            FOOT,
        ],
    ),
    (
        f"{B}/shop/notices/summer-opening-hours.txt",
        None,
        [
            "FARM SHOP OPENING HOURS",
            "Summer 2025",
            "",
            "This notice has been replaced by the winter opening hours notice.",
            "Monday to Saturday 8.00 to 18.00, Sunday 10.00 to 16.00.",
            "The yard closes 30 minutes before the shop.",
        ],
    ),
    (
        f"{B}/shop/proposals/farm-shop-cafe.pptx",
        "Proposal: a caf\u00e9 in the farm shop",
        [
            "Prepared for the board by the retail manager, September 2025",
            "20 covers in the old seed store, open 9 to 4",
            "A draft planning application is ready to submit",
            "Payback in four years on an \u00a385,000 fit-out",
        ],
    ),
    (
        f"{B}/shop/staff/shop-rota-template.xlsx",
        "Shop rota \u2013 week commencing ____",
        ["ROWS|Day|Till|Yard|Mon|||Tue|||Wed||"],
    ),
    # --- board and AGM ---
    (
        f"{B}/board/minutes/2025/board-minutes-2025-10-23.docx",
        "Board of directors \u2013 minutes",
        [
            "Minutes of the board meeting held at the mill office on 23rd October 2025",
            "Present: R. Hollins (Chair), six elected directors, the Chief Executive and the Secretary.",
            "The board approved share interest of 3.5% and the patronage dividend, and noted the draft "
            "planning application for a caf\u00e9 in the shop.",
            "Date of next meeting: Thursday 27 November 2025",
        ],
    ),
    (
        f"{B}/board/minutes/drafts/november-board-draft-minutes.eml",
        "DRAFT minutes \u2013 board meeting 27 November 2025",
        [
            "EMAIL|Mon, 1 Dec 2025 08:05:00 +0000",
            "Directors,",
            "The draft minutes of Thursday's meeting are below. Corrections to me by Friday 5 December.",
            "",
            "1. The board agreed the AGM resolutions, including the proposed rule change on board size.",
            "2. Cafe feasibility: a study is approved up to \u00a36,000.",
        ],
    ),
    (
        f"{B}/board/agm/2025/agm-notice.pdf",
        "Notice of the 104th Annual General Meeting",
        [
            "NOTICE IS HEREBY GIVEN that the Annual General Meeting of Brindlecombe Farmers' Co-operative "
            "Limited will be held at the Corn Exchange, Brindlecombe, on Thursday 11 December 2025 "
            "at 7.30 pm.",
            "Proxy forms must reach the registered office by 5.00 pm on 9 December 2025.",
            "By order of the board, J. Tarrant, Secretary, 13 November 2025",
            "Registered under the Co-operative and Community Benefit Societies Act 2014, no. 28417R.",
        ],
    ),
    (
        f"{B}/board/agm/2025/results-presentation.pptx",
        "Members' results presentation \u2013 AGM, 11 December 2025",
        [
            "Turnover \u00a363.1m, up 7%",
            "Feed sold: 96,400 t",
            "Share interest 3.5% and a dividend of 1.2p in the pound",
        ],
    ),
    (
        f"{B}/board/agm/proposals/rule-change-board-size.docx",
        "Proposed rule change: size of the board",
        [
            "For discussion at the Annual General Meeting",
            "Prepared by the Secretary, 2 October 2025",
            "Rule 42 would cut the elected directors from twelve to nine, phased over three years from 2026.",
            "The rules were last amended in 2017.",
        ],
    ),
    (
        f"{B}/board/strategy/strategy-2026-2030.pptx",
        "Brindlecombe 2030: growing together",
        [
            "Strategy 2026\u20132030, adopted by the board on 25 September 2025",
            "Mill capacity of 120,000 t by 2028",
            "Net zero at the mill by 2035",
        ],
    ),
    (
        f"{B}/board/archive/2019/chairs-report.docx",
        "Chair's report to members",
        [
            "Turnover passed \u00a340 million for the first time this year, and the new intake pit opened "
            "in time for harvest.",
            "I thank the members for their loyalty and the staff for their hard work.",
        ],
    ),
    # --- finance ---
    (
        f"{B}/finance/management-accounts/management-accounts-p7.pdf",
        "Management accounts \u2013 Period 7 (April 2025)",
        [
            "Prepared by the Finance Director for the board",
            "Sales \u00a35.82m against a budget of \u00a35.60m; feed margin \u00a361 per tonne.",
            "Our financial year runs from 1 October to 30 September.",
        ],
    ),
    (
        f"{B}/finance/budgets/budget-fy2025-26.xlsx",
        "Budget FY2025/26",
        [
            "ROWS|Division|Turnover|Contribution|Feed mill|\u00a338.2m|\u00a32.9m|Grain|\u00a321.5m"
            "|\u00a30.8m|Farm shop|\u00a33.1m|\u00a30.4m"
        ],
    ),
    (
        f"{B}/finance/invoices/haulage-invoice-INV-20931.pdf",
        "INVOICE",
        [
            "Kettlewell Haulage Ltd, Unit 4, Station Yard",
            "Invoice no. INV-20931",
            "Invoice date: 03/11/2025",
            "To: Brindlecombe Farmers' Co-operative Ltd",
            "6 loads of wheat to Avonmouth, collected 14/10/2025 to 29/10/2025: \u00a32,940.00 + VAT",
            "Payment due within 30 days of the invoice date.",
        ],
    ),
    (
        f"{B}/finance/annual-report/annual-report-2024-25.pdf",
        "Annual report and financial statements 2024/25",
        [
            "For the year ended 30 September 2025",
            "Approved by the board on 18 November 2025 and signed on its behalf by R. Hollins, Chair",
            "Turnover \u00a363.1m (2023/24: \u00a358.7m); profit before tax \u00a31.4m.",
        ],
    ),
    (
        f"{B}/finance/archive/annual-report-2021-22.pdf",
        "Annual report and financial statements 2021/22",
        [
            "Approved by the board on 15 November 2022",
            "Turnover \u00a349.6m; profit before tax \u00a30.9m.",
        ],
    ),
    # --- HR ---
    (
        f"{B}/hr/policies/lone-working.md",
        "Lone working policy",
        [
            "FRONT|title: Lone working policy\nowner: HR and SHEQ\ncreated: 2023-05-02\nrevised: 2025-03-18",
            "Night-shift mill operatives and weighbridge staff who work alone check in with the duty manager "
            "every two hours.",
            "",
            "The lone-worker app raises an alarm if a check-in is more than 15 minutes late.",
        ],
    ),
    (
        f"{B}/hr/policies/drafts/flexible-working-policy.docx",
        "Flexible working policy",
        [
            "Consultation draft \u2013 v0.4 \u2013 comments by 9 January 2026",
            "Prepared by HR for the staff forum, 1 December 2025",
            "Follows the Employment Relations (Flexible Working) Act 2023.",
            "This policy will replace the 2019 policy once the board adopts it.",
        ],
    ),
    (
        f"{B}/hr/notices/pay-award-2025.eml",
        "Pay award from 1 October",
        [
            "EMAIL|Thu, 25 Sep 2025 17:42:10 +0100",
            "All staff,",
            "The board has agreed a 4.2% pay award from 1 October 2025, paid in the October payroll.",
            "",
            "> On 18 Sep 2025, at 09:12, Staff Forum wrote:",
            "> Any news on this year's pay review?",
        ],
    ),
    # --- IT ---
    (
        f"{B}/it/weighbridge/release-notes.md",
        "WeighLink weighbridge software \u2013 release notes",
        [
            "### 3.10.1 \u2013 4 November 2025",
            "- Moisture is rounded to one decimal place on printed tickets.",
            "",
            "### 3.10.0 \u2013 21 October 2025",
            "- Member numbers are checked against the share register.",
            "",
            "### 3.9.2 \u2013 2 June 2025",
            "- Fixed a crash when the ticket printer was offline.",
        ],
    ),
    (
        f"{B}/it/notices/phishing-warning.eml",
        "Warning: fake grain payment e-mails",
        [
            "EMAIL|Sat, 1 Nov 2025 00:07:00 +0000",
            "Dear member,",
            "Some members have had e-mails that claim to come from our grain office and ask them to change "
            "their bank details. We never ask for bank details by e-mail.",
            "",
            "---------- Forwarded message ---------",
            "From: Grain Office <grain-office@brindlecombe-payments.example>",
            "Date: Thu, 30 Oct 2025 at 14:02",
            "Subject: Urgent: update your payment details",
        ],
    ),
    (
        f"{B}/it/policies/backup-procedure.md",
        "Backup and recovery procedure",
        [
            "Version 2.0 \u2013 approved by the IT steering group on 9 July 2025",
            "",
            "This version replaces version 1.3 (tape rotation), which is superseded.",
            "",
            "Nightly backups of the weighbridge and accounts servers go to the cloud vault; "
            "restores are tested every quarter.",
        ],
    ),
    (
        f"{B}/it/policies/superseded/backup-procedure-v1-3.md",
        "Backup and recovery procedure v1.3",
        [
            "**OBSOLETE \u2013 see version 2.0**",
            "",
            "Issued 21 March 2022",
            "",
            "Tapes are rotated weekly and the Friday tape goes off site with the office manager.",
        ],
    ),
    (
        f"{B}/it/assets/it-asset-register.csv",
        None,
        [
            "ROWS|Asset|Type|Purchased|WB-PC-01|Weighbridge PC|2021-06|SHOP-TILL-2|EPOS till|2023-03"
            "|MILL-HMI-1|Press panel|2024-11"
        ],
    ),
]
