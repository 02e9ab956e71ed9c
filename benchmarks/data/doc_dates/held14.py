"""The fourteenth held-out batch of the document-dating share (``half`` = ``held14`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A food manufacturer's share this time (Fernhollow Foods, a bakery at Calderbridge and a chilled
ready-meals site at Wrenfield: HACCP plans, allergen controls, product and packaging specifications,
recalls and withdrawals, BRCGS and customer audits, supermarket codes of practice, supplier approval,
shift rotas and production plans, maintenance and engineering, health and safety, the board, HR,
finance, sales and pricing, new product development, the web site, IT), in the formats of the
earlier batches, with the date forms such a share uses: an HACCP "Issue | Date | Reason" table,
"Issue 5, November 2022", "Authorised by the HACCP Team Leader, 02 Sep 2025", "Date of issue:
03.02.2025" settled day-first by another dotted date, a recall procedure's amendment history, a
"Version | Approved | Summary" table with months, "Report issued:" over the audit days, audit days
alone, "Effective:" on a supermarket code, "Raised: 2025-06-03 by", "Assessment date: 08/08/2025",
"Signed by the Managing Director, 6th January 2025", "Minutes of the meeting held at ... on Thursday
23rd January 2025", "Meeting held:", "Ratified by the Board on the 18th of September 2025", "Balances
as at", "Edition: Summer 2025", "Issued ... - prices effective from", a French dateline "le 12 février
2025", a US-order "Date: 11/14/2025", a letter's bare date under its reference, a press dateline
"WRENFIELD, 14 October 2025 -", an embargo line alone, a repost's "Posted", e-mail headers (one at
00:10 +0100), front matter ``revised`` over ``created`` and ``updated`` over ``date``, HTML meta
``pubdate``, ``dcterms.modified`` and ``article:published_time``, a changelog whose highest version
(3.10.0) is listed after 3.9.2; periods in titles ("Jan-26", "Sept. 2025", "Q4 2024", "H2 2025",
"2026-2030") and a title date "14/05/2025", dates only in paths ("shift-rota-wb-2025-10-13",
"oven-2-breakdown-14.03.2025", "ppm-schedule-2025", "audits/2024/", "archive/2021/", "autumn-2024/",
"...-2022.docx"); status markers: ``archive/``, ``old/``, ``superseded/``, ``drafts/``,
``proposals/``, ``_OLD`` and ``-DRAFT`` in file names, "(ARCHIVED)", "SUPERSEDED" in an archive/
folder, "WITHDRAWN", "OBSOLETE - replaced by", "Consultation draft", "unconfirmed draft", "DRAFT" in a
title, "Proposal:", "Proposed new product:", "Status: For discussion", "Bid to"; and traps in the
trade's own terms: a product withdrawal notice and a recall-and-withdrawal procedure (withdrawal of a
product, not of the document), "supersedes revision 3", a code version "2025.1" and "Version 2024.2 is
withdrawn", a "draft listing" said of a customer's range, "Proposal:" as a board agenda item, use-by
dates and batch codes ("L25291"), "BRCGS Food Safety Issue 9", "ISO 22000:2018", "Food Information
Regulations 2014", "Northern Food Awards 2024", flour type "T65", certificate expiry and audit windows,
next HACCP reviews, review dates, comment and tender deadlines, next meetings, shutdown and outage days
without a year, a production plan for "week 41", dates only in rows (approval dates, promotions,
maintenance due dates), "since 1962" and copyright years, a PO "2025/3381" and a reference
"QA/2025/118", an ambiguous "Date: 04/05/2025", a template's "Date: [dd/mm/yyyy]".

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

F = "fernhollow"
FOOT = "FOOT|\u00a9 2019\u20132025 Fernhollow Foods Ltd \u00b7 Company No. 03318842 \u00b7 Calderbridge CB4 7TR"

HELD14: list[tuple[str, str | None, list[str]]] = [
    (
        f"{F}/technical/haccp/bakery-haccp-plan.docx",
        "HACCP plan \u2013 Calderbridge bakery",
        [
            "Scope: bread rolls, tin loaves and fruited buns from flour intake to despatch.",
            "TABLE|Issue|Date|Reason|6|14/01/2024|Annual review|7|22/04/2025|New seeded roll line"
            "|8|03/10/2025|Metal detector CCP moved after the slicer",
            "Next HACCP review: October 2026. Verification follows BRCGS Food Safety Issue 9.",
        ],
    ),
    (
        f"{F}/technical/haccp/old/bakery-haccp-plan-issue-5.docx",
        "HACCP plan \u2013 Calderbridge bakery",
        [
            "Issue 5, November 2022",
            "CCP 1 is the oven core temperature; CCP 2 is metal detection at the wrapper.",
        ],
    ),
    (
        f"{F}/technical/haccp/ready-meals-haccp-plan.pdf",
        "HACCP plan - Wrenfield chilled ready meals",
        [
            "Document no. WF-HACCP-01 | Revision 4 | Authorised by the HACCP Team Leader, 02 Sep 2025",
            "This revision supersedes revision 3 of 19 Mar 2025.",
            "CCP 3: cook to a core of 75 C for 30 seconds. CCP 4: blast chill to below 5 C within 90 minutes.",
            "Next full review: September 2026.",
        ],
    ),
    (
        f"{F}/technical/haccp/archive/2021/ready-meals-haccp-plan.pdf",
        "HACCP plan - Wrenfield chilled ready meals",
        [
            "Scope: cook-chill meals in CPET trays, from goods intake to despatch.",
            "CCP 3: cook to a core of 72 C for 2 minutes.",
        ],
    ),
    (
        f"{F}/technical/haccp/food-safety-committee.txt",
        None,
        [
            "Food Safety and Quality Committee - 12 August 2025",
            "",
            "Attendees: Technical Manager, both site QA leads, Hygiene Manager.",
            "Environmental swabs: two Listeria spp. positives on drains in high care,",
            "both cleared on re-swab. Consumer complaints: 11 in July.",
            "Next meeting: 9 September 2025.",
        ],
    ),
    (
        f"{F}/technical/allergens/allergen-matrix.xlsx",
        "Allergen matrix - Wrenfield - Jan-26",
        [
            "ROWS|Product|Contains|May contain|Chicken tikka masala 400g|Milk, mustard|Peanut"
            "|Beef lasagne 400g|Wheat, milk, celery|Sesame"
        ],
    ),
    (
        f"{F}/technical/allergens/allergen-control-policy.md",
        "Allergen control policy",
        [
            "FRONT|title: Allergen control policy\ncreated: 2021-06-01\nrevised: 2025-05-19",
            "All fourteen regulated allergens are handled in segregated areas; sesame seeds are only opened",
            "in the seed room. Labels follow the Food Information Regulations 2014 and the PPDS rules in force",
            "since 1 October 2021.",
        ],
    ),
    (
        f"{F}/technical/allergens/drafts/may-contain-labelling-guidance.md",
        "Precautionary allergen labelling guidance",
        [
            "Consultation draft v0.4 - comments to the Technical Manager by 28 November 2025",
            "",
            "A may-contain warning is printed only where the risk assessment shows that cross-contact",
            "cannot be controlled by cleaning or scheduling.",
        ],
    ),
    (
        f"{F}/technical/specifications/fs-2217-seeded-bloomer.pdf",
        "Finished product specification FS-2217: seeded bloomer 800g",
        [
            "Spec issue 5 | Date of issue: 03.02.2025 | Customer: Brightwell Supermarkets",
            "This issue replaces issue 4 dated 19.09.2023.",
            "Shelf life: 4 days ambient; the best before day and month are printed on the bag clip.",
        ],
    ),
    (
        f"{F}/technical/specifications/superseded/fs-2217-seeded-bloomer-issue-4.pdf",
        "Finished product specification FS-2217: seeded bloomer 800g",
        [
            "Spec issue 4 | Date of issue: 19.09.2023 | Customer: Brightwell Supermarkets",
            "Shelf life: 3 days ambient.",
        ],
    ),
    (
        f"{F}/technical/specifications/rm-0841-chicken-chorizo-paella.docx",
        "Product specification RM-0841: chicken and chorizo paella 400g",
        [
            "WITHDRAWN \u2013 this specification is no longer in use",
            "Date of issue: 6 March 2024",
            "Made for Mardale Stores; the product was delisted from the range in the autumn.",
            "TABLE|Nutrient|Per 100g|Energy|512 kJ|Fat|4.1 g|Salt|0.62 g",
        ],
    ),
    (
        f"{F}/technical/specifications/packaging/pk-031-cpet-tray.txt",
        None,
        [
            "PACKAGING SPECIFICATION PK-031",
            "CPET tray, 400g meals, black",
            "OBSOLETE - replaced by PK-044 (recyclable clear PET tray)",
            "Date of issue: 17 January 2022",
            "",
            "The tray withstands -30 C to +220 C and is supplied by Trayform Ltd in",
            "sleeves of 150.",
        ],
    ),
    (
        f"{F}/technical/recalls/recall-and-withdrawal-procedure.md",
        "Product recall and withdrawal procedure",
        [
            "Owner: Technical Manager",
            "",
            "A recall or withdrawal is led by the incident team within one hour of the decision to act.",
            "",
            "## Amendment history",
            "",
            "- 4.0 (1 Feb 2023): annual mock recall added",
            "- 4.1 (15 Jul 2024): regulator contact list updated",
            "- 5.0 (4 Nov 2025): full trace required within four hours",
            "",
            "Next mock recall: 12 March 2026.",
        ],
    ),
    (
        f"{F}/technical/audits/2025/brcgs-audit-report.pdf",
        "BRCGS Food Safety Issue 9 - audit report - Wrenfield",
        [
            "Audit dates: 11-13 March 2025 (announced)",
            "Report issued: 2 April 2025",
            "Grade AA with two minor non-conformities. Certificate valid until 24 May 2026; the next audit is "
            "due in the window 1 February to 29 March 2026.",
        ],
    ),
    (
        f"{F}/technical/audits/2024/brcgs-audit-report.pdf",
        "BRCGS Food Safety Issue 9 - audit report - Wrenfield",
        [
            "Grade AA with one minor non-conformity: a cracked light cover in the despatch chiller.",
            "Root cause and corrective action were accepted by the certification body within 28 days.",
        ],
    ),
    (
        f"{F}/technical/audits/archive/brcgs-audit-report-2023.pdf",
        "BRCGS Food Safety Issue 8 - audit report - Wrenfield",
        [
            "Audit dates: 7 and 8 March 2023",
            "Grade A with four minor non-conformities.",
        ],
    ),
    (
        f"{F}/technical/customer-codes/mardale-supplier-code-of-practice.pdf",
        "Mardale Stores Supplier Code of Practice - Version 2025.1",
        [
            "Effective: 1 December 2024",
            "Suppliers hold a BRCGS certificate graded A or better and report any recall or withdrawal to "
            "Mardale within two hours.",
            "Version 2024.2 is withdrawn from the effective date above.",
        ],
    ),
    (
        f"{F}/technical/customer-codes/old/brightwell-code-of-practice-2022.docx",
        "Brightwell Supermarkets - code of practice for own-label suppliers",
        [
            "Edition 3",
            "Suppliers give 28 days' notice of any recipe, packaging or site change.",
        ],
    ),
    (
        f"{F}/technical/complaints/complaints-review-q4.pptx",
        "Consumer complaints review - Q4 2024",
        [
            "Foreign body complaints down by a third on Q3",
            "Top cause: hard crust pieces in tin loaves",
            "Complaints per million units: 4.2",
        ],
    ),
    (
        f"{F}/purchasing/supplier-approval/supplier-approval-questionnaire.docx",
        "Supplier approval questionnaire",
        [
            "Supplier name: ______________________",
            "Site address: ______________________",
            "Completed by: ________________   Date: [dd/mm/yyyy]",
            "Return the completed form to purchasing@fernhollow.example within 14 days.",
        ],
    ),
    (
        f"{F}/purchasing/supplier-approval/approved-supplier-list.xlsx",
        "Approved supplier list - Sept. 2025",
        [
            "ROWS|Supplier|Material|Approved on|Minoterie Valcourt|Strong white flour|12/03/2019"
            "|Ashgill Dairy|Mature cheddar|05/11/2024"
        ],
    ),
    (
        f"{F}/purchasing/suppliers/valcourt-flour-specification-change.pdf",
        "Minoterie Valcourt - change to flour specification",
        [
            "Valcourt-sur-Lisse, le 12 f\u00e9vrier 2025",
            "Dear Purchasing Manager,",
            "From the 2025 harvest our strong white flour T65 will have a protein content of 12.5% instead of "
            "13%. Our ISO 22000:2018 certificate is attached.",
        ],
    ),
    (
        f"{F}/purchasing/suppliers/smoke-flavouring-site-change.docx",
        "Change of manufacturing site - smoke flavouring SF-220",
        [
            "Ref: QA/2025/118",
            "Date: 11/14/2025",
            "Dear Customer,",
            "Production of SF-220 moves from our Marlow Creek plant to Bayfield. The recipe and the kosher "
            "certificate are unchanged. Please update your approved supplier records by January 15, 2026.",
        ],
    ),
    (
        f"{F}/purchasing/correspondence/lidding-film-price.eml",
        "RE: Lidding film price increase from 1 January",
        [
            "EMAIL|Wed, 26 Nov 2025 08:05:41 +0000",
            "We accept the 4% increase on the lidding film from 1 January 2026, but not on the trays.",
            "",
            "-----Original Message-----",
            "From: sales@polywrap.example",
            "Sent: 20 November 2025 15:12",
            "Subject: Lidding film price increase from 1 January",
            "Please find our revised price list attached.",
        ],
    ),
    (
        f"{F}/production/rotas/shift-rota-wb-2025-10-13.csv",
        None,
        [
            "ROWS|Name|Shift|Line|T. Mensah|Early 06:00-14:00|Bread line 1|K. Doyle|Late 14:00-22:00"
            "|Bread line 2|H. Ahmed|Night 22:00-06:00|Hygiene"
        ],
    ),
    (
        f"{F}/production/planning/production-plan-week-41.csv",
        None,
        ["ROWS|Product|Packs|Line|Chicken tikka masala 400g|18,000|Line 3|Beef lasagne 400g|22,500|Line 4"],
    ),
    (
        f"{F}/engineering/maintenance/ppm-schedule-2025.xlsx",
        "Planned preventive maintenance schedule",
        [
            "ROWS|Asset|Task|Due|Spiral freezer|Belt inspection|14/04/2025|Oven 2|Burner service|02/06/2025"
            "|Metal detector MD3|Validation|30/06/2025"
        ],
    ),
    (
        f"{F}/engineering/breakdowns/oven-2-breakdown-14.03.2025.txt",
        None,
        [
            "Breakdown report - Oven 2 (tunnel oven, bread line 1)",
            "",
            "Burner 4 failed to light at the start of the early shift. The line ran",
            "at half speed for three hours until the flame sensor was replaced.",
            "Parts: flame sensor FS-24 on order PO 2025/3381.",
        ],
    ),
    (
        f"{F}/engineering/work-orders/wo-18832-blast-chiller.md",
        "Work order 18832: blast chiller 2 door heater",
        [
            "Raised: 2025-06-03 by the night shift engineer",
            "",
            "The door heater on blast chiller 2 has failed and ice builds up on the seal.",
            "Target completion: 6 June 2025. A spare heater is on order from Kaltec.",
        ],
    ),
    (
        f"{F}/engineering/projects/proposals/solar-roof-bakery.pptx",
        "Proposal: solar panels on the bakery roof",
        [
            "Submitted to the Capital Committee by the Engineering Manager, 17 September 2025",
            "1.2 MW array, payback in six years",
            "Installation during the summer 2026 shutdown",
        ],
    ),
    (
        f"{F}/health-safety/risk-assessments/dough-mixer-risk-assessment.docx",
        "Risk assessment: spiral dough mixers",
        [
            "Assessment date: 08/08/2025 | Assessor: S. Ferreira | Review date: 08/08/2026",
            "Hazards: entanglement in the hook, flour dust, manual handling of 25 kg sacks.",
            "Controls: interlocked guard, LEV hood over the bowl, vacuum sack lifter.",
        ],
    ),
    (
        f"{F}/health-safety/policies/health-and-safety-policy-statement.pdf",
        "Health and safety policy statement",
        [
            "Signed by the Managing Director, 6th January 2025",
            "We will halve lost-time injuries at both sites by 2027.",
            "This statement is reviewed every year by the board.",
        ],
    ),
    (
        f"{F}/health-safety/policies/archive/health-and-safety-policy-statement-2023.pdf",
        "Health and safety policy statement",
        [
            "SUPERSEDED - replaced by the statement signed in January 2025",
            "Signed by the Managing Director, 9th January 2023",
            "We will cut lost-time injuries by a quarter.",
        ],
    ),
    (
        f"{F}/board/minutes/board-minutes-2025-01.docx",
        "Fernhollow Foods Ltd - Board of Directors",
        [
            "Minutes of the meeting held at the Calderbridge site on Thursday 23rd January 2025",
            "Present: the Chair, the Managing Director, the Finance and Operations Directors and two "
            "non-executive directors.",
            "Proposal: move the Wrenfield line 5 investment into the next financial year - agreed.",
            "Date of next meeting: 20 March 2025.",
        ],
    ),
    (
        f"{F}/board/minutes/board-minutes-2025-03-DRAFT.txt",
        None,
        [
            "BOARD OF DIRECTORS - MINUTES (UNCONFIRMED DRAFT)",
            "Meeting held: 20 March 2025, Wrenfield",
            "",
            "The board approved the FY2025/26 budget subject to the new energy contract",
            "and asked for a costed plan for line 5 by the May meeting.",
        ],
    ),
    (
        f"{F}/board/strategy/five-year-plan-2026-2030.docx",
        "Five-year plan 2026-2030",
        [
            "Ratified by the Board on the 18th of September 2025.",
            "We aim to reach net zero in our own operations by 2035 and to double ready meal volume by 2030.",
        ],
    ),
    (
        f"{F}/hr/policies/sickness-absence-policy.docx",
        "Sickness absence policy",
        [
            "This policy applies to all employees at both sites and to agency workers after 12 weeks.",
            "TABLE|Version|Approved|Summary|2.0|March 2022|New return-to-work form"
            "|2.1|Sept 2024|Fit notes from nurses and physiotherapists|3.0|Jan 2026|Bradford factor removed",
        ],
    ),
    (
        f"{F}/hr/policies/sickness-absence-policy-v2_OLD.md",
        "Sickness absence policy (version 2.1)",
        [
            "Approved by the People Committee, September 2024",
            "",
            "Absence is scored with the Bradford factor; a score of 200 starts a formal review.",
        ],
    ),
    (
        f"{F}/hr/consultation/four-on-four-off-shift-pattern.pptx",
        "Four-on, four-off shift pattern - Wrenfield",
        [
            "Status: For discussion",
            "Presented to the Joint Consultative Committee on 29 April 2025",
            "Twelve-hour shifts, four days on and four off",
            "Trial on lines 3 and 4 from September",
        ],
    ),
    (
        f"{F}/hr/recruitment/hygiene-operative-nights.html",
        "Hygiene operative - nights, Wrenfield",
        [
            "META|pubdate=2025-11-03",
            "Closing date for applications: 24 November 2025. Interviews take place in the week of 1 December.",
            "\u00a313.10 an hour plus a night premium of \u00a31.50. Sunday to Thursday nights.",
            FOOT,
        ],
    ),
    (
        f"{F}/hr/letters/pay-award-letter.docx",
        "Annual pay award",
        [
            "Ref: HR/PA/0925",
            "30th September 2025",
            "Dear colleague,",
            "Your basic hourly rate rises by 4.5% from 1 October 2025. The night premium stays at \u00a31.50.",
        ],
    ),
    (
        f"{F}/finance/forecasts/cash-flow-forecast-h2.xlsx",
        "Cash flow forecast H2 2025 - DRAFT",
        ["ROWS|Month|Receipts|Payments|July|\u00a36.1M|\u00a35.8M|August|\u00a35.9M|\u00a36.0M"],
    ),
    (
        f"{F}/finance/credit-control/aged-debtors-report.docx",
        "Aged debtors report",
        [
            "Balances as at 30 September 2025",
            "TABLE|Customer|Balance|Over 60 days|Mardale Stores|\u00a31,240,000|\u00a30"
            "|Brightwell Supermarkets|\u00a3860,500|\u00a342,000",
        ],
    ),
    (
        f"{F}/sales/pricing/trade-price-list-2026.pdf",
        "Trade price list 2026",
        [
            "Issued 3 February 2026 - prices effective from 1 April 2026",
            "Seeded bloomer 800g: \u00a31.18 per unit. Chicken tikka masala 400g: \u00a32.05 per unit.",
            "Prices exclude VAT and hold until 31 March 2027.",
        ],
    ),
    (
        f"{F}/sales/pricing/archive/trade-price-list-2024.csv",
        None,
        ["ROWS|Product|Unit price|Case size|Seeded bloomer 800g|\u00a31.02|8|Chicken tikka masala 400g|\u00a31.84|6"],
    ),
    (
        f"{F}/sales/customers/brightwell-cost-price-letter.docx",
        "Cost price increase - own-label bakery lines",
        [
            "Our ref: SAL/BW/114",
            "Date: 04/05/2025",
            "Dear Category Buyer,",
            "Flour and energy costs have risen for the third year running. We ask for an increase of 3.8% on "
            "the twelve own-label bakery lines from the start of the next quarter.",
        ],
    ),
    (
        f"{F}/sales/promotions/mardale-promotions-calendar.csv",
        None,
        [
            "ROWS|Week|Product|Mechanic|w/c 05/01/2026|Lasagne 400g|2 for \u00a35"
            "|w/c 19/01/2026|Tikka masala 400g|Half price"
        ],
    ),
    (
        f"{F}/sales/customers/brightwell-range-review.eml",
        "Brightwell range review - draft listing for Spring 2026",
        [
            "EMAIL|Mon, 2 Jun 2025 00:10:00 +0100",
            "Attached is the buyer's draft listing. Three of our rolls stay; the fruited teacake goes.",
            "Please send me your comments by Friday 13 June.",
        ],
    ),
    (
        f"{F}/sales/presentations/autumn-2024/in-store-bakery-range.pptx",
        "In-store bakery range",
        [
            "Ten new lines for the Brightwell in-store bakery",
            "Seeded sourdough and a rye tin loaf",
            "Launch with the spring planogram",
        ],
    ),
    (
        f"{F}/npd/briefs/plant-based-lasagne-brief.md",
        "Proposed new product: plant-based lasagne 380g",
        [
            "FRONT|date: 2025-04-02\nupdated: 2025-07-16",
            "Stage gate 2 passed. Kitchen trials of three bechamel bases ran in May.",
            "",
            "Target launch: Brightwell, Spring 2026.",
        ],
    ),
    (
        f"{F}/npd/trials/sticky-toffee-pudding-trial.docx",
        "Kitchen trial - sticky toffee pudding - 14/05/2025",
        [
            "Three sauce viscosities were tested; the panel of eight preferred sample B.",
            "Next trial on the pilot line: week 24.",
        ],
    ),
    (
        f"{F}/npd/bids/brightwell-meal-deal-bid.docx",
        "Bid to supply the Brightwell meal deal range",
        [
            "Prepared for the Brightwell category team by Sales and NPD, 22 August 2025",
            "Tender response deadline: 12 September 2025.",
            "We offer six sandwiches and two pasta pots made in the Wrenfield high-care area.",
        ],
    ),
    (
        f"{F}/web/pages/allergen-information.html",
        "Allergen information",
        [
            "META|dcterms.modified=2025-08-27",
            "Every pack lists the fourteen major allergens in bold in the ingredients.",
            "Our bakery handles sesame, so products made there may contain it.",
            FOOT,
        ],
    ),
    (
        f"{F}/web/pages/archive/our-story.html",
        "Our story (ARCHIVED)",
        [
            "Fernhollow began as a village bakery in Calderbridge in 1962 and now bakes 400,000 rolls a week.",
            "Our ready meals kitchen at Wrenfield opened in 2009.",
            "FOOT|\u00a9 2018 Fernhollow Foods Ltd",
        ],
    ),
    (
        f"{F}/web/news/ready-meal-of-the-year.html",
        "Ready meal of the year",
        [
            "Posted 14 February 2025",
            "Reposted from our press release of 28 November 2024: our chicken tikka masala was named ready "
            "meal of the year at the Northern Food Awards 2024.",
            FOOT,
        ],
    ),
    (
        f"{F}/web/news/product-withdrawal-beef-lasagne.html",
        "Product withdrawal: Fernhollow beef lasagne 400g",
        [
            "META|article:published_time=2025-10-21T16:30:00+01:00",
            "Fernhollow Foods is withdrawing one batch of beef lasagne 400g because some packs may contain "
            "small pieces of plastic.",
            "Batch code: L25291. Use by: 24 October 2025. Return the pack to the store for a full refund.",
            FOOT,
        ],
    ),
    (
        f"{F}/comms/press/wrenfield-line-five.md",
        "Wrenfield opens its fifth ready meal line",
        [
            "WRENFIELD, 14 October 2025 - Fernhollow Foods today opened a fifth production line at its",
            "Wrenfield site, creating 60 jobs.",
            "",
            "Notes to editors: Fernhollow Foods was founded in 1962 and employs 780 people across two sites.",
        ],
    ),
    (
        f"{F}/comms/press/annual-results-embargoed.txt",
        None,
        [
            "EMBARGOED UNTIL 00:01 TUESDAY 3 JUNE 2025",
            "",
            "FERNHOLLOW FOODS: ANNUAL RESULTS",
            "",
            "Sales for the financial year rose 7% to \u00a374 million and operating profit",
            "rose to \u00a35.1 million. The board will recommend a dividend at the annual",
            "general meeting on 17 July 2025.",
        ],
    ),
    (
        f"{F}/comms/newsletter/the-crumb-issue-31.docx",
        "The Crumb - news from both sites",
        [
            "Edition: Summer 2025 | Issue 31",
            "Long-service awards went to 14 colleagues with 25 years or more.",
            "The Wrenfield canteen now serves hot breakfasts on night shifts.",
        ],
    ),
    (
        f"{F}/it/systems/labelhub-release-notes.md",
        "LabelHub release notes",
        [
            "## 3.9.2 (2025-06-30)",
            "",
            "- Fixed the bold allergen font on 60 mm labels.",
            "",
            "## 3.10.0 (2025-09-15)",
            "",
            "- Prints the PPDS label for the new sandwich range.",
            "- Drops the PrintCore 2019 driver.",
        ],
    ),
]
