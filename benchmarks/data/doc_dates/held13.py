"""The thirteenth held-out batch of the document-dating share (``half`` = ``held13`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A regional museums and galleries trust's share this time (a city art gallery, a maritime museum and a
country-house museum: collections and conservation, loans and exhibitions, the learning and schools
programme, volunteers, visitor services and ticketing, the shop and cafe, trustees and committees,
fundraising and grants, estates, HR, finance, marketing, IT), in the formats of the earlier batches,
with the date forms such a share uses: "Approved by the Board of Trustees on 20 June 2023", "Examined
by the Collections Care Officer on 18.03.2025", "Made this 19th day of February 2025", "Report date:
11 MAR 2025", "Prepared for the Exhibitions Group by ..., 9 October 2025", "Date of issue: 1st
December 2025", "Edition: Spring 2025", "Effective 2025.04.14", "Assessed: 3/10/25" settled by a
day-first "24/10/26", "Meeting held: Tuesday 21 October 2025", "Minutes of the meeting of the Board of
Trustees held on", "Report issued: 30 April 2025" over the inspection days, "Circulated to the staff
forum by ..., 2 October 2025", an embargo line alone, a press dateline "GULLHAVEN, 2 May 2025 -",
a repost's "Posted on", document-control tables (dates and months), a Markdown version table, an
ascending changelog, front matter ``last_modified`` over ``created`` and ``updated`` over
``published``, ``dcterms.modified``, ``article:published_time``, ``<time datetime>``, an e-mail
``Date:`` west of UTC with a quoted reply, a letter's bare date line under its reference, an
unlabelled "SEPTEMBER 2025" line and "Issue 2, May 2019"; periods ("Autumn term 2025", "Period 7
(October 2025)", "Sept. 2025", "Spring 2026", "2023/24", "2026/27", "Month 6, September 2025");
dates only in paths ("2024-25/", "summer-2025/", "2025-03-visitor-survey", "autumn-winter-2025",
"scan_20250611_103245", "archive/2023/"); status markers: ``archive/``, ``old/``, ``superseded/``,
``drafts/``, ``proposals/``, ``_OLD``, "ARCHIVED", "(ARCHIVED)", "SUPERSEDED", "WITHDRAWN", "This
plan has been replaced by", "Status: Draft", "Consultation draft v0.4", "draft minutes
(unconfirmed)", "DRAFT", "Proposal:", "Bid to", "Status: For discussion"; and traps: accession, object
and loan numbers that look like dates ("GMM.1987.112", "WCAG.2025.9", "LOAN.2025.007"), crate
numbers, artists' life spans, "built 1742-48", "formed in 2004", "founded in 1907", names with years
("Museum Accreditation Standard 2018", "Charities Act 2011", "Summer Open 2025", "Regional Heritage
Awards 2024", "Spectrum 5.1", "Windows 10"), exhibition runs and loan periods, entry and application
deadlines, bookings and sessions, next reviews, next meetings and next inspections, an exhibition run
on the first body line, the replaced policy's date, a quoted e-mail's date, days with no year, week
numbers, dates only in rows, copyright years, charity and company numbers, an ambiguous "06/05/2021",
blank template dates, an "archives-and-library" department folder, "supersedes" and "replaces" said of
other documents, a "Proposal:" agenda item, a draft annual report noted in minutes, EMBARGOED and
FINAL.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

A = "wrenford"
FOOT = (
    "FOOT|\u00a9 2025 Wrenford Museums and Galleries Trust \u00b7 Registered charity no. 1102345 \u00b7 01632 960 100"
)

HELD13: list[tuple[str, str | None, list[str]]] = [
    # Collections and conservation
    (
        f"{A}/collections/policies/collections-development-policy-2023-2028.pdf",
        "Collections Development Policy 2023-2028",
        [
            "Approved by the Board of Trustees on 20 June 2023",
            "Date of next review: June 2028",
            "This policy replaces the Collections Development Policy approved on 14 May 2018.",
            "The Trust collects fine art, maritime history and the decorative arts of Brackmoor Hall, in line "
            "with the Museum Accreditation Standard 2018.",
        ],
    ),
    (
        f"{A}/collections/policies/superseded/collections-development-policy-2018-2023.pdf",
        "Collections Development Policy 2018-2023",
        [
            "SUPERSEDED - replaced by the Collections Development Policy 2023-2028. Do not use.",
            "Approved by the Board of Trustees on 14 May 2018",
            "Date of next review: May 2023",
            "The Trust collects fine art and maritime history from the county and its coast.",
        ],
    ),
    (
        f"{A}/collections/conservation/condition-report-ship-model.docx",
        "Condition report: model of the barque Margaret Ellen",
        [
            "Object number: GMM.1987.112",
            "Examined by the Collections Care Officer on 18.03.2025 in the Boat Hall, Gullhaven Maritime Museum",
            "Model built c. 1871 by a member of the crew; the rigging is brittle and two yards have come loose.",
            "TABLE|Area|Condition|Action|Hull|Stable|None|Rigging|Poor|Consolidate|Case|Good|Clean glass",
            "Recheck due 18.09.2025.",
        ],
    ),
    (
        f"{A}/collections/conservation/environmental-monitoring-long-gallery.csv",
        None,
        ["ROWS|Date|Temp C|RH %|2025-07-01|21.4|52|2025-07-02|22.0|55|2025-07-03|23.1|58"],
    ),
    (
        f"{A}/collections/documentation/accession-register-extract.xlsx",
        "Accession register extract",
        [
            "ROWS|Object number|Description|Acquired|WCAG.2024.31|Watercolour, harbour at dusk|Gift, 3 April 2024"
            "|WCAG.2024.32|Sketchbook, 1912|Purchase, 19 June 2024|GMM.2025.4|Ship's bell|Transfer, 2 February 2025"
        ],
    ),
    (
        f"{A}/collections/documentation/documentation-procedures-manual.docx",
        "Documentation procedures manual",
        [
            "Procedures follow Spectrum 5.1, the UK collections management standard.",
            "TABLE|Version|Date|Change|1.0|14/01/2022|First issue|1.1|09/11/2023|Loans out procedure added"
            "|2.0|27/02/2025|Rewritten for the new collections database",
            "Next review: February 2027",
        ],
    ),
    (
        f"{A}/collections/archives-and-library/reading-room-rules.md",
        "Reading room rules",
        [
            "_Last revised 3rd November 2025_",
            "",
            "Pencils only. Bags go in the lockers by the door. Items from the Gullhaven harbour board papers "
            "(1790-1948) are handled on the foam supports.",
        ],
    ),
    (
        f"{A}/collections/emergency/archive/salvage-plan-gullhaven-2022.docx",
        "Emergency salvage plan - Gullhaven Maritime Museum",
        [
            "This plan has been replaced by the 2025 emergency salvage plan and is kept for reference only.",
            "Adopted by the Collections Committee, 7 March 2022",
            "Salvage priorities: 1. the harbour board charters; 2. the ship models in the Boat Hall; "
            "3. the figurehead.",
            "Out-of-hours emergency line: 01632 960 300",
        ],
    ),
    # Loans and exhibitions
    (
        f"{A}/loans/agreements/loan-agreement-LOAN-2025-007.docx",
        "Loan agreement LOAN.2025.007",
        [
            "Made this 19th day of February 2025 between the Wrenford Museums and Galleries Trust and the "
            "Holloway Collection.",
            "Loan period: 1 March 2026 to 31 August 2026, for the exhibition Painting the Tide.",
            "The borrower insures the works nail to nail under the Government Indemnity Scheme.",
            "Signed for the Trust by the Director.",
        ],
    ),
    (
        f"{A}/loans/incoming/lender-facilities-reply.eml",
        "Re: Facilities report for Painting the Tide",
        [
            "EMAIL|Sun, 31 Aug 2025 21:50:00 -0400",
            "Dear Registrar,",
            "Thank you for the facilities report. Our board meets on 17 September and will confirm the loan then.",
            "",
            "> On Thu, 14 Aug 2025 at 10:02, Registrar wrote:",
            "> Please find attached our facilities report dated 12 August 2025.",
        ],
    ),
    (
        f"{A}/loans/outgoing/courier-report-harbour-prints.pdf",
        "Courier report - Harbour prints to the Velde Kunsthalle",
        [
            "Report date: 11 MAR 2025",
            "Courier: the Assistant Registrar. Crates packed 03 MAR 2025 and installed 06 MAR 2025 under supervision.",
            "Crate numbers WCAG-C-2025-14 to WCAG-C-2025-16; all works arrived in the condition they left in.",
        ],
    ),
    (
        f"{A}/exhibitions/painting-the-tide/exhibition-plan.pptx",
        "Painting the Tide - exhibition plan",
        [
            "Gullhaven Maritime Museum, 14 March - 6 September 2026",
            "Prepared for the Exhibitions Group by the Head of Exhibitions, 9 October 2025",
            "Forty works on loan from six lenders",
            "Budget and interpretation in the appendix",
        ],
    ),
    (
        f"{A}/exhibitions/painting-the-tide/drafts/interpretation-panels.docx",
        "Interpretation panels - text for review",
        [
            "Status: Draft v3 for curatorial sign-off",
            "Panel 1: The estuary painters. Between 1840 and 1890 a colony of painters worked along the Gull "
            "estuary, drawn by the light and the cheap lodgings.",
            "Panel 2: Ellen Marsh (1862-1931) painted the fishing fleet from her studio on Quay Street.",
        ],
    ),
    (
        f"{A}/exhibitions/summer-open/summer-open-2025-call-for-entries.html",
        "Summer Open 2025: call for entries",
        [
            "META|article:published_time=2025-02-03T09:00:00+00:00",
            "Artists living or working in the county may submit up to two works.",
            "Entries close at 5pm on Friday 11 April 2025. The exhibition runs at Wrenford City Art Gallery from "
            "21 June to 31 August 2025.",
            FOOT,
        ],
    ),
    (
        f"{A}/exhibitions/archive/2023/summer-open-2023-results.md",
        "Summer Open results",
        [
            "ARCHIVED",
            "",
            "The selectors chose 142 works from 1,260 entries. The Wrenford Art Prize went to a painting of the "
            "Gullhaven lock gates.",
        ],
    ),
    (
        f"{A}/exhibitions/proposals/threads-of-brackmoor.md",
        "Proposal: Threads of Brackmoor - a textiles exhibition for 2027",
        [
            "Submitted to the Exhibitions Group by the Curator of Decorative Arts, 22 July 2025",
            "",
            "The show would bring together the Hall's eighteenth-century bed hangings with loans from two "
            "regional collections. Estimated cost: \u00a386,000.",
        ],
    ),
    # Learning and schools
    (
        f"{A}/learning/schools/schools-programme-autumn-term-2025.pdf",
        "Schools programme - Autumn term 2025",
        [
            "Workshops for Key Stages 1 to 3 at all three sites.",
            "Bookings open on 1 July; sessions run from 8 September to 19 December 2025.",
            "Tel. 01632 960 218",
        ],
    ),
    (
        f"{A}/learning/schools/2024-25/teachers-pack-victorian-seaside.docx",
        "Teachers' pack: the Victorian seaside",
        [
            "For KS2 classes visiting Gullhaven Maritime Museum.",
            "Pupils handle replica bathing costumes and watch a Punch and Judy booth from the 1890s.",
        ],
    ),
    (
        f"{A}/learning/schools/risk-assessment-gullhaven-visits.docx",
        "Risk assessment: school visits to Gullhaven Maritime Museum",
        [
            "Assessed: 3/10/25 by the Learning Officer",
            "TABLE|Hazard|Risk|Control|Quayside edge|High|Pupils stay behind the rail|Ship gangway|Medium"
            "|One adult per six pupils|Steep stairs|Medium|Staff lead groups",
            "Next assessment due: 24/10/26",
        ],
    ),
    (
        f"{A}/learning/families/holiday-activities.html",
        "Holiday activities for families",
        [
            'Updated <time datetime="2025-07-18">18 July 2025</time>',
            "Rock-pool trails every Tuesday in August at Gullhaven; Georgian games on the lawn at Brackmoor Hall "
            "every Thursday.",
            "FOOT|\u00a9 2024 Wrenford Museums and Galleries Trust",
        ],
    ),
    # Volunteers
    (
        f"{A}/volunteers/handbook/volunteer-handbook.pdf",
        "Volunteer handbook",
        [
            "Edition: Spring 2025",
            "Welcome to the Trust's 340 volunteers across the three sites.",
            "This handbook supersedes the volunteer agreement of 2019.",
            "Long-service badges are awarded at 5, 10 and 25 years.",
        ],
    ),
    (
        f"{A}/volunteers/rotas/summer-2025/brackmoor-room-stewards.csv",
        None,
        [
            "ROWS|Room|Morning|Afternoon|Great Hall|J. Pryce|M. Okoro|Long Gallery|S. Lund|T. Ames"
            "|Library|R. Hale|D. Fenn"
        ],
    ),
    (
        f"{A}/volunteers/recruitment/volunteering-faq.md",
        "Volunteering FAQ",
        [
            "FRONT|title: Volunteering FAQ\ncreated: 2023-05-09\nlast_modified: 2025-04-22",
            "**How old must I be?** Volunteers are 16 or over; 14 and 15 year olds join the Young Curators group.",
            "",
            "**Is there a minimum commitment?** One half-day a fortnight.",
        ],
    ),
    (
        f"{A}/volunteers/old/volunteer-expenses-note.txt",
        None,
        [
            "Volunteer expenses",
            "Issued 06/05/2021 by Volunteer Services",
            "",
            "Mileage is repaid at 40p a mile. Claims go to the site manager by the end of",
            "each month on the yellow form.",
        ],
    ),
    # Visitor services and ticketing
    (
        f"{A}/visitor-services/opening-hours.html",
        "Opening hours",
        [
            "META|dcterms.modified=2025-10-27",
            "Wrenford City Art Gallery: Tuesday to Sunday, 10:00 to 17:00. Gullhaven Maritime Museum: daily, "
            "10:00 to 16:30. Brackmoor Hall: Wednesday to Sunday, March to October.",
            "All sites close 24 to 26 December and on 1 January.",
            FOOT,
        ],
    ),
    (
        f"{A}/visitor-services/ticketing/admission-prices-2026.pdf",
        "Admission prices 2026",
        [
            "Date of issue: 1st December 2025",
            "Brackmoor Hall: adult \u00a314.50, child \u00a37.00, family \u00a336.00. Gullhaven Maritime Museum: "
            "adult \u00a39.00. Wrenford City Art Gallery: free.",
            "Prices apply from 1 January 2026. Annual passes bought before then are honoured until they expire.",
        ],
    ),
    (
        f"{A}/visitor-services/ticketing/archive/admission-prices-2024.pdf",
        "Admission prices 2024",
        [
            "Brackmoor Hall: adult \u00a312.50, child \u00a36.00, family \u00a331.00.",
            "Gullhaven Maritime Museum: adult \u00a38.00. Wrenford City Art Gallery: free.",
        ],
    ),
    (
        f"{A}/visitor-services/reports/visitor-figures-period-7.xlsx",
        "Visitor figures - Period 7 (October 2025)",
        ["ROWS|Site|Visits|Change|City Art Gallery|18,402|+6%|Maritime Museum|9,877|-2%|Brackmoor Hall|7,215|+11%"],
    ),
    (
        f"{A}/visitor-services/surveys/2025-03-visitor-survey-summary.md",
        "Visitor survey summary",
        [
            "Fieldwork ran over three weekends at all three sites.",
            "",
            "Overall satisfaction was 94%; the most common request was more seating in the galleries.",
        ],
    ),
    (
        f"{A}/visitor-services/front-of-house/cash-handling-procedure.txt",
        None,
        [
            "Cash handling procedure - front of house",
            "Version 4 FINAL",
            "Effective 2025.04.14",
            "",
            "Replaces version 3, which let floats stay in the tills overnight. Tills are",
            "cashed up at 16:30 by two members of staff and the takings go to the safe",
            "in the duty manager's office.",
        ],
    ),
    # Shop and cafe
    (
        f"{A}/trading/cafe/allergen-matrix-autumn-winter-2025.xlsx",
        "Cafe allergen matrix",
        [
            "ROWS|Dish|Contains|Suitable for|Crab sandwich|Crustaceans, gluten|-|Beetroot soup|Celery|Vegans"
            "|Scone with jam|Gluten, milk, egg|Vegetarians"
        ],
    ),
    (
        f"{A}/trading/cafe/cafe-tender-clarifications.eml",
        "Cafe concession - clarification responses (tender WMGT/CAF/2025/03)",
        [
            "EMAIL|Mon, 10 Nov 2025 11:05:00 +0000",
            "To all bidders,",
            "The closing date for tenders remains 12:00 on 5 December 2025. The new operator would start on "
            "1 April 2026.",
            "Please quote our tender reference WMGT/CAF/2025/03 on every reply.",
            "Trading Manager",
        ],
    ),
    (
        f"{A}/trading/shop/epos-sales-export.csv",
        None,
        ["ROWS|Week|Sales|Transactions|Week 27|\u00a38,420|1,206|Week 28|\u00a39,115|1,302|Week 29|\u00a310,480|1,488"],
    ),
    # Trustees and committees
    (
        f"{A}/governance/trustees/minutes/board-of-trustees-2025-09.docx",
        "Board of Trustees - minutes",
        [
            "Minutes of the meeting of the Board of Trustees held on Thursday 11 September 2025 at Brackmoor Hall",
            "Item 4. Proposal: extend Sunday opening at the City Art Gallery. Agreed for a six-month trial.",
            "Item 6. The draft annual report was noted; the final version goes to the December meeting.",
            "Date of next meeting: 4 December 2025",
        ],
    ),
    (
        f"{A}/governance/trustees/minutes/drafts/audit-and-risk-committee.md",
        "Audit and Risk Committee - draft minutes (unconfirmed)",
        [
            "Meeting held: Tuesday 21 October 2025, Wrenford City Art Gallery",
            "",
            "The committee reviewed the risk register. The auditors' management letter for the year to "
            "31 March 2025 raised no high-priority points.",
            "",
            "To be confirmed at the meeting on 20 January 2026.",
        ],
    ),
    (
        f"{A}/governance/trustees/collections-committee-terms-of-reference.docx",
        "Collections Committee - terms of reference",
        [
            "TABLE|Version|Date|Change|1.0|May 2019|First issue|1.1|March 2022|Quorum changed to three"
            "|1.2|September 2024|Disposals added to the remit",
            "The committee meets four times a year and reports to the Board of Trustees.",
            "Review: every three years",
        ],
    ),
    (
        f"{A}/governance/policies/conflicts-of-interest-policy.md",
        "Conflicts of interest policy",
        [
            "| Version | Date | Change |",
            "|---|---|---|",
            "| 2.0 | 2021-06-17 | Aligned with guidance under the Charities Act 2011 |",
            "| 2.1 | 2023-11-30 | Register of interests moved online |",
            "| 3.0 | 2025-06-12 | Gifts and hospitality section added |",
            "",
            "Trustees declare any interest at the start of each meeting.",
        ],
    ),
    # Fundraising and grants
    (
        f"{A}/fundraising/grants/proposals/bid-to-northern-heritage-foundation.docx",
        "Bid to the Northern Heritage Foundation: Brackmoor Hall stables project",
        [
            "Prepared by the Head of Development, 3 September 2025",
            "We seek \u00a3420,000 towards converting the 1790s stable block into a learning centre.",
            "Application deadline: 26 September 2025. Decision expected in January 2026.",
            "If funded, works would start in spring 2026.",
        ],
    ),
    (
        f"{A}/fundraising/grants/award-letter-nhf.pdf",
        "Northern Heritage Foundation",
        [
            "Our ref: NHF/2025/00417",
            "14th October 2025",
            "Dear Director,",
            "I am pleased to confirm a grant of \u00a3380,000 towards the Brackmoor Hall stables project. Please "
            "return the signed acceptance by 14 November 2025.",
        ],
    ),
    (
        f"{A}/fundraising/individual-giving/gift-aid-declaration.docx",
        "Gift Aid declaration",
        [
            "I want to Gift Aid my donation of \u00a3______ and any donations I make in the future or have made "
            "in the past 4 years to the Wrenford Museums and Galleries Trust.",
            "Full name: ______________",
            "Date: ___ / ___ / ______",
        ],
    ),
    (
        f"{A}/fundraising/reports/fundraising-dashboard.pptx",
        "Fundraising dashboard - Sept. 2025",
        [
            "Individual giving \u00a341,200 against a target of \u00a338,000",
            "Corporate members: 23 (target 25)",
            "A legacy received from the estate of the late Mr R. Tallis (1931-2024)",
        ],
    ),
    # Estates
    (
        f"{A}/estates/surveys/brackmoor-hall-quinquennial-inspection.pdf",
        "Brackmoor Hall: quinquennial inspection report",
        [
            "Date of inspection: 17 and 18 March 2025",
            "Report issued: 30 April 2025",
            "The Grade II* listed house, built 1742-48, is in fair condition. The lead on the east roof needs "
            "replacing within two years.",
            "Next inspection due: March 2030",
        ],
    ),
    (
        f"{A}/estates/works/gullhaven-roof-works-notice.txt",
        None,
        [
            "GULLHAVEN MARITIME MUSEUM - ROOF WORKS",
            "Notice to staff and volunteers",
            "SEPTEMBER 2025",
            "",
            "Scaffolding goes up on the Quay Street side from Monday 8 September. The Boat",
            "Hall stays open; the upper galleries close for up to six weeks.",
            "Contractor: Ashgrove Building Conservation, 01632 960 577.",
        ],
    ),
    (
        f"{A}/estates/scans/scan_20250611_103245.pdf",
        None,
        [
            "Received with thanks the keys to the Brackmoor Hall stable block (3 sets).",
            "Signed ................ for Ashgrove Building Conservation",
        ],
    ),
    # HR
    (
        f"{A}/hr/policies/dignity-at-work-policy.docx",
        "Dignity at work policy",
        [
            "Consultation draft v0.4 - for comment by the staff forum",
            "Circulated to the staff forum by the HR Manager, 2 October 2025",
            "Comments by 31 October 2025, please.",
            "The policy will replace the Bullying and Harassment Procedure of March 2020.",
        ],
    ),
    (
        f"{A}/hr/policies/lone-working-policy-v2.md",
        "Lone working policy (version 2)",
        [
            "WITHDRAWN - this version must not be used. Version 3 is on the staff intranet.",
            "",
            "Issued: 9 January 2022",
            "",
            "Staff working alone at Brackmoor Hall after closing check in with the duty manager every hour.",
        ],
    ),
    (
        f"{A}/hr/recruitment/visitor-experience-assistant.html",
        "Visitor Experience Assistant (part-time)",
        [
            "Posted 6 November 2025",
            "Closing date: 23 November 2025. Interviews in the week of 1 December 2025.",
            "Salary \u00a312.60 an hour (2025/26 pay scale, point 4).",
            FOOT,
        ],
    ),
    (
        f"{A}/hr/pay/pay-scales_OLD.xlsx",
        "Pay scales 2023/24",
        ["ROWS|Point|Hourly|Annual|1|\u00a310.90|\u00a321,250|2|\u00a311.20|\u00a321,840|3|\u00a311.55|\u00a322,520"],
    ),
    # Finance
    (
        f"{A}/finance/management-accounts/management-accounts-month-6.pdf",
        "Management accounts - Month 6, September 2025",
        [
            "Prepared by the Finance Manager for the Finance and Resources Committee, 16 October 2025",
            "Income is 3% ahead of budget for the half year; the Gullhaven cafe is below target because of the "
            "roof works.",
            "Figures are as at the month end and are unaudited.",
        ],
    ),
    (
        f"{A}/finance/annual-accounts/2025/trustees-report-and-accounts.pdf",
        "Trustees' report and financial statements for the year ended 31 March 2025",
        [
            "The trustees approved these financial statements on 18 September 2025 and authorised the Chair to "
            "sign them.",
            "Charity no. 1102345 \u00b7 Company no. 05237711",
            "The reserves held as at 31 March 2025 equal 4.2 months of expenditure.",
        ],
    ),
    (
        f"{A}/finance/annual-accounts/2024/trustees-report-and-accounts.pdf",
        "Trustees' report and financial statements for the year ended 31 March 2024",
        [
            "The trustees approved these financial statements on 19 September 2024.",
            "Charity no. 1102345 \u00b7 Company no. 05237711",
            "The reserves held as at 31 March 2024 equal 3.9 months of expenditure.",
        ],
    ),
    (
        f"{A}/finance/budgets/budget-2026-27-DRAFT.xlsx",
        "Budget 2026/27 - DRAFT for the Finance and Resources Committee",
        [
            "ROWS|Cost centre|2025/26 budget|2026/27 draft|Collections|\u00a3412,000|\u00a3428,000|Learning"
            "|\u00a3196,000|\u00a3201,500|Estates|\u00a3655,000|\u00a3702,000"
        ],
    ),
    # Marketing
    (
        f"{A}/marketing/press/2025/ship-model-gallery-opens.md",
        "New ship model gallery opens at Gullhaven",
        [
            "GULLHAVEN, 2 May 2025 - The Gullhaven Maritime Museum opens its new ship model gallery tomorrow, "
            "with 60 models from the Trust's collection, some of them over 200 years old.",
            "",
            "The gallery was paid for by the Regional Heritage Awards 2024 prize fund and 400 local donors.",
            "",
            "Notes to editors: the museum was founded in 1907 in the former customs house.",
        ],
    ),
    (
        f"{A}/marketing/news/ship-model-gallery-repost.html",
        "Our new ship model gallery is open",
        [
            "Posted on 12 May 2025 by the Marketing team",
            "We first announced the gallery in our press release of 2 May 2025. Since then 3,100 visitors have "
            "been to see it.",
            FOOT,
        ],
    ),
    (
        f"{A}/marketing/press/marsh-seascape-acquisition.docx",
        "Gallery acquires lost Ellen Marsh seascape",
        [
            "EMBARGOED UNTIL 00:01 THURSDAY 5 JUNE 2025",
            "Wrenford City Art Gallery has acquired Storm off Gullhaven Light (1899) by Ellen Marsh (1862-1931), "
            "thanks to the Arts Purchase Fund and the Friends of the Gallery.",
            "Accession number WCAG.2025.9.",
        ],
    ),
    (
        f"{A}/marketing/whats-on/whats-on-spring-2026.pptx",
        "What's On",
        [
            "Spring 2026",
            "Painting the Tide opens 14 March at Gullhaven",
            "Easter trails at Brackmoor Hall",
            "Late opening at the City Art Gallery every first Friday",
        ],
    ),
    (
        f"{A}/marketing/brand/old/brand-guidelines-2019.pdf",
        "Brand guidelines (ARCHIVED)",
        [
            "Issue 2, May 2019",
            "Primary colour: harbour blue. The clear space round the logo equals the height of the W.",
        ],
    ),
    (
        f"{A}/marketing/campaigns/painting-the-tide-social-plan.md",
        "Social media plan: Painting the Tide",
        [
            "FRONT|title: Social media plan\npublished: 2025-11-14\nupdated: 2025-12-01",
            "Status: For discussion at the marketing meeting on 8 December",
            "",
            "Teaser posts from w/c 9 February 2026; launch posts on opening day. Hashtag #PaintingTheTide.",
        ],
    ),
    # IT
    (
        f"{A}/it/systems/collections-database-changelog.md",
        "Collections database integration - changelog",
        [
            "## 1.0 - 2024-02-05",
            "- First sync of object records to the website.",
            "## 1.1 - 2024-09-16",
            "- Images over 20 MB are resized.",
            "## 2.0 - 2025-05-28",
            "- Loans module synchronised; Spectrum 5.1 field names.",
        ],
    ),
    (
        f"{A}/it/notices/laptop-upgrades.eml",
        "Action needed: laptop upgrades before 14 October",
        [
            "EMAIL|Wed, 3 Sep 2025 08:12:00 +0100",
            "Hi all,",
            "Windows 10 support ends on 14 October 2025. IT will upgrade every laptop to Windows 11 in the weeks "
            "of 15 and 22 September.",
            "Please book a slot with the link on the intranet.",
            "IT Service Desk",
        ],
    ),
]
