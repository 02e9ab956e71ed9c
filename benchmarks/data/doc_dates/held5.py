"""The fifth held-out batch of the document-dating share (``half`` = ``held5`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before the reader was run on them and before held4's
misses were looked at. An engineering consultancy's share this time (projects with drawings,
transmittals, RFIs, calculations, site visits, minutes; a quality system; HSE; a web site; finance,
HR, bids, know-how), in the same formats as the earlier batches, with the date forms such a share
uses: drawing title blocks ("Revision C02 Date 21/02/25 Drawn AR"), revision tables ("Rev | Date |
Description"), "Rev P03, 2025-01-31", "Revision B – 14th January 2025", "Issue 5 | Date of issue:
...", "Date raised:", "Date of visit: Thu 13/03/2025", "Made by AR  Date 10 Mar 2025", "Effective
01-Apr-2024", "Reviewed 24.02.2025", "Tax point: 31.03.2025", "Delivered by ..., Mon 17th Feb 2025",
"10th of March 2025", "Monday, 10 March 2025 – Council offices", "News | 18.02.2025", "Posted on
February 3, 2025", "Posted: 2025-03-03 16:45", "week ending 21 February 2025", "w/e 14/03/2025",
"Feb '25", "Apr-25 to Sep-25", "FY2025/26", "Autumn 2024", "Q2 2025", a changelog's "## [2.3.0] –
2025-02-14", dates in folder and file names ("2025-03-12 transmittal 0045", "20250304_site_photo_log",
"design-team-meeting-2025.02.18", "geotech-desk-study-2025-01"), ``<meta name="date">``, ``<time
datetime>`` with a time zone, a footer "© 2025 ... | Last updated 5 February 2025", front matter
``date`` + ``updated``, e-mail Date headers above quoted and forwarded mail; status markers:
``superseded/``, ``_archive/``, ``Archive 2019/``, ``old/``, ``drafts/``, ``proposals/``, "SUPERSEDED",
"DRAFT FOR COMMENT", "(WITHDRAWN)", "Fee proposal"; and traps: standards' years ("BS EN 1993-2:2006",
"ISO 19650-2:2018", "CDM 2015", "EN 1990:2023"), project and invoice numbers with a year, response,
review, renewal and return dates, a blank template date, a founding year, build years ("built in
1962"), "net zero by 2030", software names with years ("AutoCAD 2025"), "1 in 100 year", an
ambiguous 04/05/2025, "superseded" and "draft" said of other documents, dates only in table rows.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

FIRM = "FENWICK ROWE CONSULTING ENGINEERS"
BRIDGE = "projects/P2417-riverside-footbridge"
WHARF = "projects/P2303-canal-wharf"
SCHOOL = "projects/P2511-hillcrest-school"
DATA_CENTRE = "projects/P2520-data-centre"

HELD5: list[tuple[str, str | None, list[str]]] = [
    (
        f"{BRIDGE}/reports/stage-3-design-report.docx",
        "Riverside Footbridge \u2013 Stage 3 Design Report",
        [
            "Project no. P2417",
            "Document ref: P2417-FRE-XX-XX-RP-S-0003",
            "Design to BS EN 1993-2:2006 and CD 353 for a 120 year design life.",
            "TABLE|Rev|Date|Description|P01|10.01.2025|First issue for comment"
            "|P02|07.02.2025|Updated after client comments",
        ],
    ),
    (
        f"{BRIDGE}/drawings/P2417-FRE-ZZ-00-DR-S-1001-C02.pdf",
        "General arrangement \u2013 Sheet 1",
        [
            "Drawing no. P2417-FRE-ZZ-00-DR-S-1001",
            "Revision C02 Date 21/02/25 Drawn AR Checked JB",
            "Status: A1 \u2013 Accepted for construction",
            "All dimensions in millimetres. Do not scale.",
        ],
    ),
    (
        f"{BRIDGE}/drawings/superseded/P2417-FRE-ZZ-00-DR-S-1001-C01.pdf",
        "General arrangement \u2013 Sheet 1",
        [
            "SUPERSEDED",
            "Drawing no. P2417-FRE-ZZ-00-DR-S-1001",
            "Revision C01 Date 17/01/25 Drawn AR Checked JB",
            "All dimensions in millimetres. Do not scale.",
        ],
    ),
    (
        f"{BRIDGE}/transmittals/2025-03-12 transmittal 0045.xlsx",
        "Document transmittal 0045",
        [
            "ROWS|Document|Rev|Purpose|P2417-FRE-ZZ-00-DR-S-1001|C02|Construction|P2417-FRE-ZZ-00-DR-S-1002|C01|Construction"
        ],
    ),
    (
        f"{BRIDGE}/rfi/RFI-017.docx",
        "Request for information RFI-017",
        [
            "Date raised: 3 Feb 2025",
            "Response required by: 10 Feb 2025",
            "Query: please confirm the bearing type at abutment B.",
        ],
    ),
    (
        f"{BRIDGE}/site/site-visit-report-06.txt",
        None,
        [
            FIRM,
            "SITE VISIT REPORT No. 6",
            "Project: Riverside Footbridge (P2417)",
            "Date of visit: Thu 13/03/2025",
            "Weather: overcast, 8\u00b0C",
            "Abutment B formwork inspected; cover to reinforcement checked at 12 locations.",
            "Next visit: 27/03/2025",
        ],
    ),
    (
        f"{BRIDGE}/site/photos/20250304_site_photo_log.csv",
        None,
        ["ROWS|Photo|Location|Comment|IMG_0412|Abutment A|Formwork|IMG_0413|Pier 1|Reinforcement"],
    ),
    (
        f"{BRIDGE}/minutes/progress-meeting-07.md",
        "Progress meeting no. 7",
        [
            "Held on Wednesday 12 March 2025 at the site office",
            "Attendees: client, contractor, Fenwick Rowe (AR, JB)",
            "Action: the contractor to submit the technical query by 19 March.",
        ],
    ),
    (
        f"{BRIDGE}/minutes/design-team-meeting-2025.02.18.docx",
        "Design team meeting",
        [
            "Attendees: AR, JB, MK",
            "1. Programme: the steel package is two weeks late.",
            "2. Comments on the draft inspection plan to JB.",
        ],
    ),
    (
        f"{BRIDGE}/calcs/bearing-design-calcs.pdf",
        "Bearing design calculations",
        [
            "Job no. 2417   Calc ref. C-014",
            "Made by AR   Date 10 Mar 2025",
            "Checked by JB",
            "Loads to BS EN 1991-2:2003. Design life 120 years.",
        ],
    ),
    (
        f"{BRIDGE}/programme/programme-update.pptx",
        "Programme update \u2013 Feb '25",
        ["Key dates: steel delivery 14 April, main span lift 9 June", "Float on the critical path: 6 days"],
    ),
    (
        f"{BRIDGE}/reports/weekly/weekly-site-report.docx",
        "Weekly site report \u2013 week ending 21 February 2025",
        ["Progress: abutment B pour complete.", "Lost time: none."],
    ),
    (
        f"{BRIDGE}/registers/2025/drawing-register.csv",
        None,
        ["ROWS|Drawing|Rev|Rev date|S-1001|C02|21/02/2025|S-1002|C01|17/01/2025"],
    ),
    (
        f"{WHARF}/reports/_archive/flood-risk-assessment-rev-a.pdf",
        "Flood risk assessment",
        [
            "Revision A \u2013 November 2023",
            "Prepared for Canal Wharf Developments Ltd",
            "The 1 in 100 year flood level plus the climate change allowance for the 2080s is 112.4 m AOD.",
        ],
    ),
    (
        f"{WHARF}/reports/flood-risk-assessment-rev-b.pdf",
        "Flood risk assessment",
        [
            "Revision B \u2013 14th January 2025",
            "Prepared for Canal Wharf Developments Ltd",
            "This revision supersedes Revision A (November 2023).",
        ],
    ),
    (
        f"{WHARF}/reports/planning/drainage-strategy.pdf",
        "Drainage strategy",
        [
            "Document no. P2303-FRE-XX-XX-RP-C-0002",
            "Status S2 \u2013 Suitable for information",
            "Rev P03, 2025-01-31",
            "Greenfield runoff rate: 5 l/s/ha for the 1 in 100 year event plus 40%.",
        ],
    ),
    (
        f"{WHARF}/correspondence/RE- drainage strategy comments.eml",
        "RE: Drainage strategy comments",
        [
            "EMAIL|Wed, 05 Feb 2025 08:30:00 GMT",
            "Hi Priya, our comments are attached.",
            "Sent from my iPhone",
            "",
            "On Mon, 3 Feb 2025 at 17:02, Tom Hale <tom.hale@wharf.example> wrote:",
            "> Can you review the draft strategy by Friday 7 February?",
        ],
    ),
    (
        f"{WHARF}/correspondence/fw-planning-conditions.eml",
        "FW: Planning conditions 12 and 14",
        [
            "EMAIL|Thu, 23 Jan 2025 11:00:12 +0000",
            "FYI, see below.",
            "",
            "---------- Forwarded message ---------",
            "From: Planning Officer <planning@council.example>",
            "Date: Tue, 14 Jan 2025 at 09:41",
            "Subject: Conditions 12 and 14",
        ],
    ),
    (
        f"{WHARF}/proposals/fee-proposal-phase-2.docx",
        "Fee proposal \u2013 Phase 2 civil and structural services",
        [
            "Our ref: FRE/P2303/FP2",
            "10th of March 2025",
            "Dear Ms Okafor",
            "Our fee for RIBA Stages 4 and 5 is \u00a368,500. This fee is valid for 90 days.",
        ],
    ),
    (
        "bids/2025/northfield-school-bid-presentation.pptx",
        "Northfield School extension \u2013 bid presentation",
        [
            "Submitted 18 March 2025",
            "Our team and our approach",
            "Programme: start on site in September 2025",
        ],
    ),
    (
        "company/qms/procedures/QP-07-document-control.docx",
        "QP-07 Document control procedure",
        [
            "Issue 5 | Date of issue: 2025-02-10 | Approved: M. Khan",
            "This procedure meets ISO 9001:2015 and ISO 19650-2:2018.",
            "Superseded documents are stamped SUPERSEDED and moved to the superseded folder.",
        ],
    ),
    (
        "company/qms/Archive 2019/QP-07-document-control-issue-3.docx",
        "QP-07 Document control procedure",
        [
            "Issue 3 | Date of issue: 2019-06-03 | Approved: M. Khan",
            "This procedure meets ISO 9001:2015.",
        ],
    ),
    (
        "company/qms/procedures/QP-04-design-review.pdf",
        "QP-04 Design review procedure",
        ["Rev 3", "Effective 01-Apr-2024", "Review due: 01-Apr-2026", "Every design stage ends with a review."],
    ),
    (
        "company/qms/forms/calc-check-form-template.docx",
        "Calculation check form",
        ["Project: ________", "Date: __/__/____", "Checked by: ________"],
    ),
    (
        "company/hse/cdm/construction-phase-plan-guidance.md",
        "Guidance: construction phase plans under CDM 2015",
        [
            "Owner: HSE manager",
            "Reviewed 24.02.2025",
            "A construction phase plan must be in place before work starts (CDM 2015 regulation 12).",
        ],
    ),
    (
        "company/hse/incidents/near-miss-log.xlsx",
        "Near miss log",
        ["ROWS|Date|Site|Description|14/01/2025|P2417|Dropped tool|18/02/2025|P2303|Open excavation"],
    ),
    (
        "company/hse/toolbox-talks/working-at-height.pptx",
        "Toolbox talk: working at height",
        ["Delivered by J. Brennan, Mon 17th Feb 2025", "Avoid, prevent, then mitigate."],
    ),
    (
        "company/board/board-pack.pdf",
        "Board pack \u2013 27 March 2025",
        ["Item 4: the budget for FY2025/26", "Item 5: the office move in April"],
    ),
    (
        "company/board/minutes/2024/board-minutes-december.docx",
        "Minutes of the board meeting held on 12 December 2024",
        ["Present: MK (chair), AF, SR, PD", "The board approved the 2025 budget."],
    ),
    (
        "company/strategy/business-update-q2-2025.pptx",
        "Business update Q2 2025",
        ["Turnover up 8% on Q2 2024", "Headcount: 112"],
    ),
    (
        "website/news/riverside-span-lift.html",
        "Riverside footbridge main span lifted into place",
        ["News | 18.02.2025", "The 48 m span was lifted overnight by a 750 t crawler crane."],
    ),
    (
        "website/insights/second-generation-eurocodes.html",
        "What the second-generation Eurocodes mean for designers",
        [
            "Posted on February 3, 2025 by Dr A. Rahman",
            "EN 1990:2023 replaces EN 1990:2002; the national annexes are expected by 2027.",
        ],
    ),
    (
        "website/insights/retrofit-first.html",
        "Retrofit first: assessing existing structures",
        ["META|date=2024-11-05", "Reusing a frame saves most of its embodied carbon."],
    ),
    (
        "website/insights/embodied-carbon.html",
        "Measuring embodied carbon at concept stage",
        [
            'Updated <time datetime="2025-01-15T10:00:00+00:00">15 Jan</time> by the Sustainability team',
            "We report to the IStructE guide (2nd edition, 2022).",
        ],
    ),
    (
        "website/about/sustainability.html",
        "Our sustainability commitments",
        [
            "We will be net zero by 2030 and have been carbon neutral since 2021.",
            "FOOT|\u00a9 2025 Fenwick Rowe Ltd | Last updated 5 February 2025",
        ],
    ),
    (
        "website/careers/graduate-engineers.html",
        "Graduate engineers: 2025 intake",
        ["Applications close on 28 February 2025.", "Start date: September 2025."],
    ),
    (
        "website/projects/harbour-wall-repair.html",
        "Harbour wall repair, Seaton",
        ["The wall, built in 1884, was repaired for Seaton Town Council in 2024.", "Client: Seaton Town Council"],
    ),
    (
        "resourcing/resource-plan.xlsx",
        "Resource plan Apr-25 to Sep-25",
        ["ROWS|Engineer|Apr|May|AR|80%|60%|JB|100%|100%"],
    ),
    (
        "resourcing/timesheets/timesheet-we-14-03-2025.xlsx",
        "Timesheet w/e 14/03/2025",
        ["ROWS|Job|Hours|Stage|P2417|22.5|4|P2303|15|3"],
    ),
    (
        "finance/fee-tracker.xlsx",
        "Fee tracker FY2025/26",
        ["ROWS|Job|Fee|Invoiced|P2417|\u00a3184,000|\u00a3121,500|P2303|\u00a396,000|\u00a340,000"],
    ),
    (
        "finance/invoices/INV-2025-0311.pdf",
        "Invoice",
        [
            "Invoice no: INV-2025-0311",
            "Tax point: 31.03.2025",
            "Payment terms: 30 days from the invoice date",
            "Job: P2417",
        ],
    ),
    (
        "hr/policies/hybrid-working-policy.docx",
        "Hybrid working policy",
        ["Version 2.0", "Approved by the Board: 21 January 2025", "Next review: January 2027"],
    ),
    (
        "hr/policies/old/hybrid-working-policy-v1.docx",
        "Hybrid working policy",
        ["Version 1.0", "Approved by the Board: 9 March 2022", "Next review: March 2024"],
    ),
    (
        "hr/onboarding/welcome-pack.pdf",
        "Welcome to Fenwick Rowe",
        ["Founded in 1987 by Alan Fenwick and Sue Rowe.", "Office hours: 08:30 to 17:30."],
    ),
    (
        "hr/announcements/office-move.eml",
        "Office move \u2013 w/c 7 April",
        [
            "EMAIL|Mon, 24 Feb 2025 09:05:44 +0000",
            "We move to 3 Dock Street in the week commencing 7 April 2025.",
            "Please pack your desk by Thursday 3 April.",
        ],
    ),
    (
        "knowledge/technical-notes/TN-012-punching-shear.md",
        "Punching shear in flat slabs",
        [
            "FRONT|title: Punching shear in flat slabs\ndate: 2023-06-14\nupdated: 2025-01-09",
            "Check to EN 1992-1-1:2004 clause 6.4.",
        ],
    ),
    (
        "knowledge/technical-notes/TN-005-timber-connections.md",
        "TN-005 Timber connections (WITHDRAWN)",
        ["Issued: 17/05/2021", "Withdrawn: see TN-019.", "Dowel spacing to EN 1995-1-1:2004."],
    ),
    (
        "knowledge/technical-notes/TN-019-timber-connections.md",
        "TN-019 Timber connections",
        ["Issued: 23/05/2024", "Replaces TN-005, which is withdrawn.", "Dowel spacing to EN 1995-1-1:2004."],
    ),
    (
        "knowledge/software/beam-tool-changelog.md",
        "Beam design spreadsheet \u2013 changelog",
        [
            "## [2.3.0] \u2013 2025-02-14",
            "- Added the lateral torsional buckling check to EN 1993-1-1:2005.",
            "## [2.2.1] \u2013 2024-11-30",
            "- Fixed the deflection units.",
        ],
    ),
    (
        "knowledge/lunch-and-learn/talks.pptx",
        "Lunch & learn programme \u2013 Autumn 2024",
        ["Talks every other Thursday at 12:30", "Embodied carbon, 3 October"],
    ),
    (
        f"{SCHOOL}/drafts/stage-2-structural-report.docx",
        "Hillcrest School \u2013 Stage 2 structural report",
        ["DRAFT FOR COMMENT", "Issue date: 14/03/25", "Prepared for Westshire County Council"],
    ),
    (
        f"{SCHOOL}/surveys/condition-survey.pdf",
        "Condition survey of the existing 1960s block",
        [
            "Survey carried out on 6th and 7th February 2025",
            "Report date: 19 February 2025",
            "The block was built in 1962 to CLASP system drawings.",
        ],
    ),
    (
        f"{SCHOOL}/workshops/client-workshop-notes.pdf",
        "Client workshop notes",
        ["Monday, 10 March 2025 \u2013 Council offices", "The council prefers a steel frame over timber."],
    ),
    (
        f"{DATA_CENTRE}/client/owners-project-requirements.docx",
        "Owner's project requirements",
        ["Prepared by Halvorsen Data Inc.", "Date: 04/05/2025", "Target energization: Q3 2026"],
    ),
    (
        f"{DATA_CENTRE}/reports/geotech-desk-study-2025-01.pdf",
        "Geotechnical desk study",
        [
            "Historical maps from 1885 to 1990 show no made ground.",
            "Borehole BH3 (a 1974 BGS record) met rock at 6.2 m.",
        ],
    ),
    (
        f"{DATA_CENTRE}/tender/tender-return-schedule.csv",
        None,
        ["ROWS|Package|Return date|Status|Piling|21/03/2025|Open|Steel frame|04/04/2025|Open"],
    ),
    (
        "it/notices/server-maintenance.txt",
        None,
        [
            "IT NOTICE",
            "Posted: 2025-03-03 16:45",
            "The file server will be offline from 18:00 on Friday 7 March 2025.",
        ],
    ),
    (
        "it/licences/software-licences.xlsx",
        "Software licences",
        ["ROWS|Product|Seats|Renewal|Tekla Structures 2024|12|30/06/2025|AutoCAD 2025|20|31/08/2025"],
    ),
    (
        "marketing/case-studies/canal-wharf-case-study.pdf",
        "Case study: Canal Wharf, Birmingham",
        [
            "RIBA Stage 4 was completed in December 2024. The wharf dates from 1799.",
            "Shortlisted: IStructE Awards 2025",
        ],
    ),
    (
        "marketing/brochures/capability-statement-2025.pdf",
        "Capability statement",
        ["Fenwick Rowe: structural, civil and geotechnical engineering since 1987."],
    ),
]
