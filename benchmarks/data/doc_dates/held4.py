"""The fourth held-out batch of the document-dating share (``half`` = ``held4`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before the reader was run on them and before held3's
misses were looked at. A law practice's share this time (matters, precedents, know-how, compliance,
finance, marketing, HR), in the same formats as the earlier batches, with the date forms such a share
uses: "Dated this 14th day of March 2025", "THIS AGREEMENT is dated ...", a letter's bare date line
under its references, "Draft (3): 12 May 2025", "Held: 04 MAR 2025", "Date: March 3rd, 2025", "Posted
Mar 18 2025", "2025.03.14", "26.02.25", "07 Feb 2025", "Approved: 2 Dec 2024", "Adopted by the
Partners on ...", "Minutes of the meeting held on Tuesday 11th February 2025", "Rates correct as at
...", "w/c 17/03/2025", "Jan-25", "H1 2025", "Q4 2024", "Summer 2025", "Sept. 2024", "2024/25", dates
in file names ("attendance-note-21.05.2025", "scan_20250311_094512"), ``<time datetime>`` and
``DC.date.issued`` in web pages, a footer "Page last updated", front-matter keys ``last_modified`` and
``published``, e-mail Date headers above quoted replies, a version table with dotted dates; status
markers: ``superseded/``, ``replaced/``, ``archive/``, ``old/``, ``drafts/``, "(WITHDRAWN)", "This note
is superseded by ...", "Fee proposal: ..."; and traps: a date of birth and a date of death, deadlines,
hearing and trial dates, limitation dates, "[DATE]" in a template, "Review date" only, statutes'
years ("Limitation Act 1980", "Data Protection Act 2018", "Companies Act 2006"), a founding year, a
copyright year, matter numbers with a year ("2025/0412"), build numbers that look like dates.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

FIRM = "Ashdown Carter LLP, 12 Market Street, Lewes BN7 2NB"

HELD4: list[tuple[str, str | None, list[str]]] = [
    (
        "matters/property/2025/0412-smith/completion-statement.pdf",
        "Completion statement",
        [
            "Client: Mr and Mrs Smith",
            "Matter: 2025/0412",
            "Date: 28 May 2025",
            "Completion date: 30 May 2025",
            "Purchase price: \u00a3425,000. Less deposit paid: \u00a342,500.",
        ],
    ),
    (
        "matters/corporate/2024/0198-harlow/spa-executed.docx",
        "Share purchase agreement",
        [
            "THIS AGREEMENT is dated 3rd June 2024",
            "BETWEEN (1) Harlow Holdings Limited and (2) Kestrel Foods Limited.",
            "Completion shall take place on 1 July 2024.",
        ],
    ),
    (
        "matters/private-client/deeds/deed-of-variation.docx",
        "Deed of variation",
        [
            "Dated this 14th day of March 2025",
            "This deed varies the will of the late Mr Edward Lane dated 2 May 2011.",
        ],
    ),
    (
        "precedents/letters/engagement-letter-template.docx",
        "Letter of engagement",
        [
            "Date: [DATE]",
            "Dear [Client name]",
            "Our terms of business dated 1 January 2025 apply to this matter.",
        ],
    ),
    (
        "matters/litigation/2025/0087-jones/letters/letter-before-claim.txt",
        None,
        [
            FIRM,
            "",
            "Our ref: RJ/0087/25",
            "Your ref: TBC",
            "",
            "17 April 2025",
            "",
            "BY EMAIL AND POST",
            "Dear Sirs",
            "Letter before claim",
            "We require your response within 14 days, by 1 May 2025.",
        ],
    ),
    (
        "matters/litigation/2025/0087-jones/attendance-note-21.05.2025.docx",
        "Attendance note",
        ["Fee earner: RJ", "Call with the client about disclosure. Duration 0.4 hours."],
    ),
    (
        "matters/property/2025/0412-smith/scans/scan_20250311_094512.pdf",
        "Local authority search result",
        ["Search result enclosed. No adverse entries were found."],
    ),
    (
        "knowhow/software/case-management-release-notes.md",
        "Case management system release notes",
        [
            "Build 2025.1.3 is now live for all fee earners.",
            "",
            "Time entries can now be split between two matters.",
        ],
    ),
    (
        "knowhow/guides/data-protection-act-2018-guide.md",
        "A practical guide to the Data Protection Act 2018",
        [
            "Written by the Information Law team.",
            "",
            "Controllers must answer a subject access request within one month.",
            "",
            "Last reviewed: 4 February 2025",
        ],
    ),
    (
        "knowhow/guides/limitation-act-1980-checklist.docx",
        "Limitation Act 1980 checklist",
        ["Check the date of knowledge for every personal injury claim.", "Diary the limitation date twice."],
    ),
    (
        "training/corporate/directors-duties.pptx",
        "Directors' duties under the Companies Act 2006",
        ["Training session, 22 January 2025", "The seven general duties", "Conflicts of interest"],
    ),
    (
        "marketing/newsletters/client-briefing-summer-2025.pdf",
        "Client briefing Summer 2025",
        ["Our new Brighton office opened in May.", "Changes to leasehold law are set out on page two."],
    ),
    (
        "finance/reports/wip-report.xlsx",
        "WIP report Q4 2024",
        ["ROWS|Department|Unbilled WIP|Lock-up days|Property|\u00a3412,000|88|Litigation|\u00a3630,000|131"],
    ),
    (
        "finance/reports/half-year-results.pptx",
        "Half-year results H1 2025",
        ["Fee income up 6%", "Lock-up down to 104 days", "Two new partners"],
    ),
    (
        "finance/billing/billing-summary.xlsx",
        "Billing summary Jan-25",
        ["ROWS|Partner|Billed|Collected|AC|\u00a384,000|\u00a371,000|RJ|\u00a366,500|\u00a360,200"],
    ),
    (
        "finance/billing/disbursements.csv",
        None,
        ["ROWS|Date|Matter|Amount|03/02/2025|2025/0412|\u00a3312.00|17/02/2025|2025/0087|\u00a3455.00"],
    ),
    (
        "clients/correspondence/re-lease-renewal.eml",
        "RE: Lease renewal - Unit 4",
        [
            "EMAIL|Tue, 11 Mar 2025 16:04:31 +0000",
            "Thank you, we will send the engrossment this week.",
            "",
            "On 7 March 2025, at 09:12, Tom Price wrote:",
            "> Please confirm the break date of 24 June 2027.",
        ],
    ),
    (
        "clients/correspondence/old/fwd-boundary-dispute.eml",
        "FW: Boundary dispute",
        [
            "EMAIL|Mon, 9 Dec 2019 11:20:05 +0000",
            "Forwarding for the file.",
            "",
            "-----Original Message-----",
            "Sent: 2 December 2019",
            "Subject: Boundary dispute",
        ],
    ),
    (
        "website/insights/employment-law-changes.html",
        "What the new employment rules mean for employers",
        [
            'Published <time datetime="2025-01-30">30 January 2025</time> by the Employment team',
            "The changes to flexible working requests take effect on 6 April 2025.",
        ],
    ),
    (
        "website/insights/service-charge-disputes.html",
        "Service charge disputes: a tenant's guide",
        [
            "META|DC.date.issued=2024-10-07",
            "A tenant can ask the tribunal whether a service charge is reasonable.",
        ],
    ),
    (
        "website/services/family-law.html",
        "Family law",
        [
            "Our family team advises on divorce, finances and arrangements for children.",
            "FOOT|Page last updated 19/03/2025 \u00b7 \u00a9 Ashdown Carter LLP 2025",
        ],
    ),
    (
        "website/fees/conveyancing-fees.html",
        "Conveyancing fees from 1 April 2025",
        ["Our fee for a freehold purchase up to \u00a3500,000 is \u00a31,450 plus VAT."],
    ),
    (
        "website/about/our-history.html",
        "Our history",
        [
            "Ashdown Carter was founded in Lewes in 1898 and moved to Market Street in 1932.",
            "FOOT|\u00a9 Ashdown Carter LLP 2025",
        ],
    ),
    (
        "knowhow/precedent-notes/lease-precedent-notes.md",
        "Notes on the lease precedent",
        ["FRONT|title: Notes on the lease precedent\nlast_modified: 2025-02-18", "Use clause 7 for turnover rent."],
    ),
    (
        "knowhow/precedent-notes/option-agreement-notes.md",
        "Notes on option agreements",
        ["FRONT|published: 3 March 2025\nauthor: Property team", "An option fee is usually non-refundable."],
    ),
    (
        "compliance/policies/anti-bribery-policy.md",
        "Anti-bribery policy",
        [
            "No member of staff may offer or accept a gift worth more than \u00a350 without approval.",
            "",
            "Gifts are recorded in the gifts register.",
            "",
            "_Last reviewed: March 2025 \u00b7 Next review: March 2026_",
        ],
    ),
    (
        "compliance/policies/file-review-procedure.docx",
        "File review procedure",
        [
            "Every fee earner has two files reviewed each quarter.",
            "TABLE|Version|Date|Author|1.0|05.09.2022|AK|2.0|14.11.2024|RJ",
        ],
    ),
    (
        "compliance/policies/data-retention-policy.docx",
        "Data retention policy",
        ["Owner: COLP", "Approved: 2 Dec 2024", "Review: Dec 2025", "Client files are kept for 15 years."],
    ),
    (
        "compliance/policies/whistleblowing-policy.pdf",
        "Whistleblowing policy",
        ["Adopted by the Partners on 15 January 2025", "Concerns can be raised with the COLP in confidence."],
    ),
    (
        "matters/corporate/2025/0311-brightwater/drafts/spa-draft-3.docx",
        "Share purchase agreement",
        [
            "Draft (3): 12 May 2025",
            "Subject to contract",
            "THIS AGREEMENT is dated [          ] 2025",
        ],
    ),
    (
        "matters/corporate/2025/0311-brightwater/spa-execution-version.docx",
        "Share purchase agreement",
        ["Execution version", "THIS AGREEMENT is dated 30 May 2025", "BETWEEN (1) Brightwater Ltd and (2) Oak plc."],
    ),
    (
        "precedents/superseded/terms-of-business-2023.pdf",
        "Terms of business",
        ["Effective from 1 January 2023", "Our hourly rates are reviewed every year."],
    ),
    (
        "precedents/terms-of-business.pdf",
        "Terms of business",
        [
            "Effective from 1 January 2025",
            "These terms replace our terms of business of 1 January 2023.",
            "Our hourly rates are reviewed every year.",
        ],
    ),
    (
        "hr/handbook/replaced/staff-handbook-2022.docx",
        "Staff handbook 2022",
        ["Office hours are 9am to 5.30pm.", "Holiday requests go to the office manager."],
    ),
    (
        "knowhow/archive/brexit-checklist.md",
        "Brexit transition checklist",
        ["Updated 3rd December 2020", "", "Check every contract for references to EU law."],
    ),
    (
        "business-development/pitches/fee-proposal-northgate.pptx",
        "Fee proposal: Northgate Homes",
        ["Presented 8 October 2024", "Fixed fees for plot sales", "A dedicated team of four"],
    ),
    (
        "management/minutes/partners-meeting.md",
        "Partners' meeting",
        [
            "Minutes of the meeting held on Tuesday 11th February 2025",
            "",
            "The partners agreed to open a Brighton office.",
        ],
    ),
    (
        "management/minutes/management-board-march.txt",
        None,
        [
            "MINUTES - MANAGEMENT BOARD",
            "Held: 04 MAR 2025, 10:00",
            "",
            "Present: AC, RJ, KP. The board approved the IT budget.",
        ],
    ),
    (
        "compliance/aml/firm-wide-risk-assessment.docx",
        "Firm-wide AML risk assessment",
        ["Version 4", "Date of assessment: 2025-01-09", "Next assessment due: January 2026", "Overall risk: medium."],
    ),
    (
        "compliance/sra/annual-return-reminder.txt",
        None,
        [
            "SRA ANNUAL RETURN",
            "Deadline: 31 October 2025",
            "",
            "All fee earners must confirm their practising certificate details.",
        ],
    ),
    (
        "matters/litigation/2025/0087-jones/case-summary.md",
        "Case summary",
        [
            "Trial window: 3-14 November 2025",
            "Limitation expires: 2 March 2027",
            "",
            "The claimant says the building works were defective.",
        ],
    ),
    (
        "international/us-desk/engagement-memo.docx",
        "Engagement memo",
        ["Date: March 3rd, 2025", "Client: Redwood Capital LLC", "Scope: English law advice on the guarantee."],
    ),
    (
        "marketing/events/seminar-invite.html",
        "Seminar invitation",
        ["Posted Mar 18 2025", "The seminar takes place on 9 April 2025 at 6pm in the Lewes office."],
    ),
    (
        "it/notices/backup-notice.txt",
        None,
        ["IT NOTICE", "Date: 2025.03.14", "", "The document server is backed up every night at 11pm."],
    ),
    (
        "facilities/fire-drill-record.txt",
        None,
        ["FIRE DRILL RECORD", "Date: 26.02.25", "Building cleared in 3 minutes 40 seconds."],
    ),
    (
        "hr/rotas/reception-cover.xlsx",
        "Reception cover w/c 17/03/2025",
        ["ROWS|Day|Morning|Afternoon|Monday|Jo|Sam|Tuesday|Sam|Priya|Wednesday|Priya|Jo"],
    ),
    (
        "hr/timesheets/2025-03/timesheet-export.csv",
        None,
        ["ROWS|Fee earner|Hours|Matter|RJ|6.5|2025/0087|AC|4.0|2025/0412"],
    ),
    (
        "training/induction/trainee-induction.pptx",
        "Trainee induction September 2024",
        ["Welcome to Ashdown Carter", "Your first seat", "Who to ask"],
    ),
    (
        "knowhow/bulletins/property-bulletin.pdf",
        "Property bulletin - Issue 37",
        ["Published: 07 Feb 2025", "The new leasehold rules in brief."],
    ),
    (
        "finance/rates/hourly-rates.pdf",
        "Hourly charging rates",
        ["Rates correct as at 1 April 2025", "Partner \u00a3395, Associate \u00a3285, Trainee \u00a3160."],
    ),
    (
        "matters/private-client/wills/will-instructions-patel.docx",
        "Will instruction form",
        [
            "Client: Ms A Patel",
            "Date of birth: 12 June 1961",
            "Date of instructions: 20 February 2025",
            "Executors: her two sisters.",
        ],
    ),
    (
        "matters/private-client/2024/estate-of-h-gray/estate-accounts.xlsx",
        "Estate accounts - H Gray deceased",
        ["ROWS|Item|Value|Note|Date of death|14 August 2024|-|House|\u00a3610,000|Probate value"],
    ),
    (
        "finance/invoices/invoice-10452.pdf",
        "Invoice 10452",
        ["Invoice date: 31/03/2025", "Payment due: 30/04/2025", "Professional fees: \u00a31,450.00 plus VAT."],
    ),
    (
        "matters/private-client/trusts/trust-tax-notes.md",
        "Trust tax return notes 2024/25",
        ["The trustees' return is due on 31 January.", "", "Income from the let property is taxed at 45%."],
    ),
    (
        "knowhow/practice-notes/remote-hearings.md",
        "Remote hearings practice note (WITHDRAWN)",
        ["Issued: 23 March 2020", "", "Hearings may be held by video where the court agrees."],
    ),
    (
        "knowhow/practice-notes/costs-budgeting.md",
        "Costs budgeting practice note",
        [
            "This note is superseded by the October 2024 edition.",
            "Issued: 2 October 2023",
            "",
            "A costs budget is filed with the directions questionnaire.",
        ],
    ),
    (
        "management/away-day/agenda.docx",
        "Partners' away day agenda - Friday 27th June 2025",
        ["09:30 Strategy", "11:00 Recruitment", "14:00 Premises"],
    ),
    (
        "compliance/policies/conflicts-policy.pdf",
        "Conflicts of interest policy",
        ["Review date: September 2026", "Owner: COLP", "Every new matter is checked for conflicts."],
    ),
    (
        "compliance/policies/complaints-procedure.md",
        "Complaints procedure",
        ["Amended: 19.07.2024", "", "We answer every complaint within eight weeks."],
    ),
    (
        "knowhow/bulletins/employment-update.docx",
        "Employment update Sept. 2024",
        ["Holiday pay for irregular hours workers", "Tribunal fees consultation"],
    ),
    (
        "matters/employment/settlement-agreement-note.docx",
        "Settlement agreement advice note",
        ["Prepared for Mr D Hughes on February 5th 2025", "The agreement waives your tribunal claims."],
    ),
]
