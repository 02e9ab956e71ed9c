"""The third held-out batch of the document-dating share (``half`` = ``held3`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before the reader was run on them and before held2's
misses were looked at. A hospital trust's share this time: board papers, clinical policies and
guidelines, pharmacy alerts, rotas, patient leaflets, estates and finance reports, in the same formats
as the first two batches, with the date forms such a share uses: "w/c 3 March 2025", "Week commencing",
"FY24/25", "as at 31 March 2025", "Issue 4, June 2024", "Version 2.1 – 14/02/2025", "Protocol version
6.0, 2 April 2025", "Spring 2025", "14-Mar-2025", "2025/01/22", "Ratified:", "Approved by the Board on",
"Date of issue", "Embargoed until", "Updated:" in a web page's footer, ISO timestamps in meta tags and
front matter, e-mail Date headers, version-history tables whose last row is the current version; and
the status markers: copies in ``superseded/`` and ``old/``, "_OLD", "v3 FINAL" and "v2 DRAFT" in file
names, "Status: Withdrawn", "This policy replaces ...". Traps: "Next review" dates already past,
deadlines and reporting periods in the first lines, dates only in table rows, a copyright year,
"Net zero by 2040", "week 14" with no year, ambiguous day/month figures inside a version table.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

NOTE = "Queries about this document go to the author named on the intranet page."

HELD3: list[tuple[str, str | None, list[str]]] = [
    (
        "policies/clinical/sepsis-guideline.docx",
        "Sepsis recognition and management guideline",
        ["Version 2.1 \u2013 14/02/2025", "Uncontrolled when printed", "Screen every adult with a NEWS2 score of 5."],
    ),
    (
        "policies/clinical/superseded/sepsis-guideline-v1.docx",
        "Sepsis recognition and management guideline",
        ["Version 1.3 \u2013 19/11/2022", "Screen every adult with a NEWS2 score of 7 or more."],
    ),
    (
        "policies/clinical/falls-prevention.docx",
        "Falls prevention policy",
        [
            "All inpatients have a falls risk assessment within six hours of admission.",
            NOTE,
            "TABLE|Version|Date|Changes|1.0|12 January 2022|First issue|2.0|3 May 2023|Bed rails section"
            "|2.1|18 November 2024|New risk tool",
        ],
    ),
    (
        "governance/policies/complaints-policy.md",
        "Complaints policy",
        [
            "This policy replaces the Complaints policy v3.1.",
            "",
            "| Version | Date | Summary of changes |",
            "|---|---|---|",
            "| 3.0 | 01/07/2021 | Full review |",
            "| 3.1 | 15/08/2023 | New timescales |",
            "| 4.0 | 20/01/2025 | Ombudsman complaint standards |",
            "",
            "We acknowledge every complaint within three working days.",
        ],
    ),
    (
        "hr/policies/annual-leave.pdf",
        "Annual leave policy",
        [
            "This policy replaces the Annual leave policy issued in April 2019.",
            "Approved by the Board on 12 February 2025",
            "Next review: February 2026",
            "Staff with five years' service receive 29 days plus bank holidays.",
        ],
    ),
    (
        "hr/policies/old/annual-leave-2019.pdf",
        "Annual leave policy",
        ["Issued: April 2019", "Staff with five years' service receive 27 days plus bank holidays."],
    ),
    (
        "hr/policies/recruitment-policy_OLD.docx",
        "Recruitment and selection policy",
        ["Effective from 1 June 2018", "Every interview panel has at least three members."],
    ),
    (
        "hr/policies/recruitment-policy v3 FINAL.docx",
        "Recruitment and selection policy",
        [
            "Effective from 1 October 2024",
            "Every interview panel has at least three members, one of them trained in fair recruitment.",
        ],
    ),
    (
        "hr/policies/flexible-working v2 DRAFT.docx",
        "Flexible working policy",
        ["Prepared by the HR Policy Team, 9 October 2025", "Requests are answered within two months."],
    ),
    (
        "ops/rotas/theatre-rota.xlsx",
        "Theatre rota w/c 3 March 2025",
        ["ROWS|Day|Theatre|Surgeon|Monday|T1|Mr Shah|Tuesday|T2|Ms Lee|Wednesday|T1|Dr Okafor"],
    ),
    (
        "ops/rotas/porters-rota.txt",
        None,
        [
            "PORTERS ROTA",
            "Week commencing 7 April 2025",
            "",
            "Monday: Team A (main entrance), Team B (theatres)",
            "Tuesday: Team C (main entrance), Team A (theatres)",
        ],
    ),
    (
        "finance/reports/annual-accounts-fy24-25.pdf",
        "Annual accounts FY24/25",
        ["The Trust reported a surplus of \u00a31.2 million.", "The accounts were audited by the external auditor."],
    ),
    (
        "finance/reports/workforce-summary.xlsx",
        "Workforce summary as at 31 March 2025",
        ["ROWS|Staff group|Headcount|FTE|Nursing|2,410|2,101|Medical|780|744|Estates|312|298"],
    ),
    (
        "finance/reports/cost-improvement.csv",
        None,
        ["ROWS|Scheme|Saving|Due|Agency reduction|\u00a32.1M|31 March 2027|Procurement|\u00a30.8M|30 September 2026"],
    ),
    (
        "patients/newsletter/patient-news.pdf",
        "Patient News - Spring 2025",
        ["Our new discharge lounge opened in February.", "Volunteers gave 12,000 hours last year."],
    ),
    (
        "patients/newsletter/patient-news-autumn.md",
        "Patient News: Autumn 2024",
        ["The new car park opened in August.", "", "The hospital radio celebrates fifty years on air."],
    ),
    (
        "patients/leaflets/mri-scan.html",
        "Having an MRI scan",
        [
            "An MRI scan uses a strong magnet to take pictures of the inside of your body. Remove all metal "
            "before you go into the scanner room.",
            "FOOT|Updated: 3 March 2025 | Review date: March 2027",
        ],
    ),
    (
        "patients/leaflets/colonoscopy.html",
        "Preparing for a colonoscopy",
        [
            "Stop eating solid food the day before your test and drink the bowel preparation as your letter explains.",
            "META|dcterms.modified=2025-06-11T14:32:07+01:00",
        ],
    ),
    (
        "patients/leaflets/visiting-times.html",
        "Visiting times",
        ["Last updated: 14-Mar-2025", "Visiting is from 11:00 to 20:00 every day, with two visitors at a bed."],
    ),
    (
        "it/systems/epr-downtime.docx",
        "EPR downtime procedure",
        ["Document date: 2025/01/22", "Use the paper forms in the red folder on each ward."],
    ),
    (
        "it/systems/password-standard.md",
        "Password standard",
        ["FRONT|updated: 2025-09-30T16:05:00Z", "Passwords have at least 14 characters.", "", NOTE],
    ),
    (
        "it/notices/email-migration.eml",
        "Email migration this weekend",
        ["EMAIL|Tue, 04 Mar 2025 09:12:44 +0000", "Mailboxes move to the new service from 8 March 2025."],
    ),
    (
        "it/notices/old/vpn-change.eml",
        "VPN change",
        ["EMAIL|Fri, 15 Nov 2019 17:40:00 +0000", "The old VPN client stops working on 1 December 2019."],
    ),
    (
        "governance/risk/corporate-risk-register.xlsx",
        "Corporate risk register November 2024",
        ["ROWS|Risk|Score|Owner|Ambulance handover delays|20|Chief operating officer|Estates backlog|16|Director"],
    ),
    (
        "estates/fire/fire-safety-policy.pdf",
        "Fire safety policy",
        ["Issue 4, June 2024", "Every ward holds a fire evacuation drill twice a year."],
    ),
    (
        "estates/fire/superseded/fire-safety-policy-issue3.pdf",
        "Fire safety policy",
        ["Issue 3, May 2021", "Every ward holds a fire evacuation drill once a year."],
    ),
    (
        "estates/contracts/car-parking-contract.docx",
        "Car parking management contract",
        [
            "This contract is dated 1 July 2023",
            "The contractor runs the patient and staff car parks until 30 June 2028.",
        ],
    ),
    (
        "estates/capital/capital-programme.xlsx",
        "Capital programme 2025-26",
        ["ROWS|Scheme|Budget|Completion|New MRI suite|\u00a34.2M|March 2027|Roof repairs|\u00a31.1M|October 2026"],
    ),
    (
        "pharmacy/formulary/formulary-update.md",
        "Formulary update",
        [
            "Effective: 1st April 2025",
            "",
            "Apixaban is now first line for new patients with atrial fibrillation. This update replaces the",
            "February 2025 formulary.",
        ],
    ),
    (
        "pharmacy/formulary/archive/formulary-update-feb.md",
        "Formulary update",
        ["Effective: 3rd February 2025", "", "Warfarin remains first line for atrial fibrillation."],
    ),
    (
        "pharmacy/alerts/drug-alert.txt",
        None,
        [
            "MEDICINES SAFETY ALERT",
            "Date of issue: 21/05/2025",
            "Action required by: 30/06/2025",
            "",
            "Check stock of batch 4471 and quarantine any found.",
        ],
    ),
    (
        "pharmacy/alerts/drug-alert-batch-2210.txt",
        None,
        [
            "MEDICINES SAFETY ALERT - WITHDRAWN",
            "Date of issue: 13/01/2025",
            "",
            "This alert was withdrawn on 24 January 2025 after the supplier recalled the batch.",
        ],
    ),
    (
        "clinical/pathways/stroke-pathway.pptx",
        "Stroke pathway",
        [
            "Approved by the Clinical Governance Group on 9 December 2024",
            "Door to needle within 60 minutes",
            "Thrombectomy referral to the regional centre",
        ],
    ),
    (
        "clinical/pathways/frailty-pathway.pptx",
        "Proposed frailty pathway",
        ["For discussion at the Medical Board, Spring 2025", "Same-day frailty assessment", "Home within 72 hours"],
    ),
    (
        "clinical/audit/2025/hand-hygiene-audit.csv",
        None,
        ["ROWS|Ward|Month|Compliance|Ward 1|January 2025|96%|Ward 2|January 2025|91%"],
    ),
    (
        "clinical/audit/mortality-review.docx",
        "Mortality review: quarterly report",
        [
            "Reporting period: 1 October to 31 December 2024",
            "Published 14 February 2025",
            "Crude mortality was 1.1%, in line with the national figure.",
        ],
    ),
    (
        "comms/press/2025/new-chief-executive.md",
        "New chief executive appointed",
        [
            "Embargoed until 00:01, 12 May 2025",
            "",
            "The Trust has appointed Dr Helen Ward as chief executive from 1 September 2025.",
        ],
    ),
    (
        "comms/press/ward-reopens.html",
        "Children's ward reopens",
        [
            "The children's ward reopened on 1 February 2025 after a four-month refurbishment.",
            "META|article:published_time=2025-02-03T07:00:00+00:00",
        ],
    ),
    (
        "comms/intranet/staff-awards.html",
        "Staff awards",
        [
            "Posted on 18th of November 2024 by Communications",
            "Nominations for next year's staff awards close on 31 January 2027.",
        ],
    ),
    (
        "governance/policies/information-governance.docx",
        "Information governance policy",
        ["Ratified: 25/02/2025", "Status: Ratified", "Staff complete data security training every year."],
    ),
    (
        "governance/policies/freedom-to-speak-up.md",
        "Freedom to speak up policy",
        ["Next review: January 2026", "", "Any member of staff can raise a concern with a guardian."],
    ),
    (
        "governance/policies/consent-policy.pdf",
        "Consent to examination or treatment policy",
        ["Date approved: 3 September 2024", "Review date: September 2027", "Consent is sought before treatment."],
    ),
    (
        "governance/policies/chaperone-policy.md",
        "Chaperone policy",
        [
            "Status: Withdrawn - replaced by the Intimate examinations policy",
            "Last reviewed: 12 March 2021",
            "",
            "A chaperone is offered for every intimate examination.",
        ],
    ),
    (
        "research/trials/trial-protocol.docx",
        "Protocol: ANTHEM trial",
        ["Protocol version 6.0, 2 April 2025", "Participants are randomised one to one."],
    ),
    (
        "research/trials/trial-protocol-v5.docx",
        "Protocol: ANTHEM trial",
        [
            "Protocol version 5.0, 11 November 2024",
            "This version has been superseded by version 6.0.",
            "Participants are randomised two to one.",
        ],
    ),
    (
        "hr/training/mandatory-training.xlsx",
        "Mandatory training compliance",
        ["ROWS|Course|Frequency|Compliance|Fire safety|Annual|94%|Safeguarding|Every three years|89%"],
    ),
    (
        "hr/bulletins/2025-03/staff-briefing.md",
        "Staff briefing",
        ["The car park barrier at the east entrance is being replaced.", "", NOTE],
    ),
    (
        "hr/bulletins/staff-briefing-wk14.md",
        "Staff briefing - week 14",
        ["The staff restaurant opens at 07:00 from Monday.", "", NOTE],
    ),
    (
        "estates/energy/energy-report.pdf",
        "Energy and sustainability report 2024",
        ["Net zero by 2040 is our target.", "Gas use fell by 8% compared with 2023."],
    ),
    (
        "clinical/guidelines/antibiotic-guideline.md",
        "Antibiotic guideline",
        [
            "FRONT|date: 2024-05-07",
            "This guideline has been replaced by the Antimicrobial prescribing guideline (2025).",
            "",
            "Amoxicillin is first line for community-acquired pneumonia.",
        ],
    ),
    (
        "clinical/guidelines/antimicrobial-prescribing.md",
        "Antimicrobial prescribing guideline (2025)",
        ["Replaces the Antibiotic guideline of May 2024.", "", "Doxycycline is first line for most adults."],
    ),
    (
        "ops/winter/winter-plan.docx",
        "Winter plan 2025/26",
        ["Prepared by the Operations Directorate", "Escalation beds open from 1 December 2025."],
    ),
    (
        "ops/winter/old/winter-plan-2023.docx",
        "Winter plan 2023/24",
        ["Escalation beds open from 4 December 2023."],
    ),
    (
        "finance/budgets/budget-letter.txt",
        None,
        [
            "ELMBRIDGE HOSPITALS TRUST",
            "Finance Directorate",
            "",
            "Date: Monday, 6 January 2025",
            "",
            "Dear colleague,",
            "Budgets for 2025/26 will be confirmed by 31 March 2025.",
        ],
    ),
    (
        "ops/performance/ae-performance.pptx",
        "A&E performance",
        ["Data to 28 February 2025", "74% of patients seen within four hours", "Handovers under 45 minutes"],
    ),
    (
        "clinical/ward-guides/ward-12-guide.html",
        "Ward 12 guide",
        [
            "Ward 12 is the acute stroke unit on the second floor. Protected mealtimes are 12:00 to 13:00 and "
            "17:00 to 18:00.",
            "FOOT|\u00a9 Elmbridge Hospitals Trust 2025",
        ],
    ),
    (
        "governance/foi/foi-response-2025-0412.pdf",
        "Freedom of information response",
        [
            "Reference: FOI 2025-0412",
            "Date of response: 17 April 2025",
            "You asked for the number of agency nurses employed.",
        ],
    ),
    (
        "clinical/ipc/outbreak-report.docx",
        "Norovirus outbreak report",
        [
            "Outbreak declared over on 2 February 2025",
            "Report date: 10 February 2025",
            "Two wards were closed for five days.",
        ],
    ),
    (
        "patients/information/parking-charges.md",
        "Parking charges from 1 April 2025",
        ["| Stay | Charge |", "|---|---|", "| Up to 2 hours | \u00a33.50 |", "| 2 to 4 hours | \u00a35.00 |"],
    ),
    (
        "patients/information/old/parking-charges-2023.md",
        "Parking charges 2023",
        ["| Stay | Charge |", "|---|---|", "| Up to 2 hours | \u00a32.80 |", "| 2 to 4 hours | \u00a34.20 |"],
    ),
]
