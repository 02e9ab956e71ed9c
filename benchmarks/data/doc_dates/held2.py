"""The second held-out batch of the document-dating share (``half`` = ``held2`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before any code was changed and before the reader was
run on them, after the first held-out half had been looked at (and so retired into tuning). A
university's share this time: department folders, the same formats as the first batch, dates in
titles, periods ("Q3 FY2025", "2024-25"), stamps ("Rev. 3 (2024-11-02)"), dated lines anywhere in
the first lines or at the foot of a web page, wrapped "Prepared by" lines, European and US orders,
abbreviated and ordinal month names, and traps: review-due and other dates in the body that are not
the document's date, "superseded"/"draft" said of something else, an ambiguous 04/05/2023.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes both.
"""

from __future__ import annotations

NOTE = "Comments on this document go to the office named in the contacts list at the end."

HELD2: list[tuple[str, str | None, list[str]]] = [
    (
        "estates/reports/2025/estates-report-q3-fy2025.docx",
        "Estates report Q3 FY2025",
        [
            "Prepared by the Estates Office in October 2025",
            "The boiler replacement in the science block is due in March 2027.",
            "TABLE|Building|Repairs|Spend|Library|41|$120,000|Science|63|$210,000",
        ],
    ),
    (
        "estates/reports/estates-report-q2-fy2025.docx",
        "Estates report Q2 FY2025",
        ["Repairs fell by a tenth on the previous quarter.", NOTE],
    ),
    (
        "governance/minutes/board-minutes-jan.md",
        "Minutes of the meeting held on 21 January 2026",
        [
            "Present: the chair, nine governors and the clerk.",
            "",
            "Actions from the meeting of 10 December 2025 were reviewed and closed. The next meeting",
            "will be held on 18 March 2026.",
        ],
    ),
    (
        "governance/minutes/2024/audit-committee.txt",
        None,
        [
            "AUDIT COMMITTEE",
            "Minutes of the meeting held on 5 June 2024",
            "",
            "The committee received the internal audit plan and asked for a report on",
            "cyber security controls at its next meeting.",
        ],
    ),
    (
        "web/help/library-opening-hours.html",
        "Library opening hours",
        [
            "Last reviewed: 12/28/2023",
            "The main library is open from 08:00 to midnight during term and from 09:00 to 17:00 in the "
            "vacations. Card access is needed after 20:00.",
        ],
    ),
    (
        "web/help/printing.html",
        "Printing on campus",
        [
            "Last reviewed: 23.04.2025",
            "Print from any campus computer and collect from any printer with your card. A black and white "
            "page costs 5p.",
        ],
    ),
    (
        "web/help/travel-vaccinations.html",
        "Travel vaccinations",
        [
            "Students travelling for fieldwork should see the health centre at least eight weeks before they "
            "leave. Some vaccines need two doses a month apart.",
            "Page last reviewed: 08 July 2025 | Next review due: 08 July 2028",
        ],
    ),
    (
        "policies/it/acceptable-use.md",
        "Acceptable use policy",
        [
            "Effective from 1st September 2024",
            "",
            "University systems are for study, research and administration. This policy will be reviewed",
            "in September 2026.",
        ],
    ),
    (
        "policies/it/acceptable-use-2019.md",
        "Acceptable use policy",
        [
            "SUPERSEDED by the Acceptable use policy effective from 1st September 2024",
            "Effective from 1 August 2019",
            "",
            "University systems are for study and research only.",
        ],
    ),
    (
        "procedures/lab/fume-cupboard.docx",
        "Fume cupboard procedure Rev. 3 (2024-11-02)",
        ["Check the airflow indicator before every use.", "Keep the sash below the marked line.", NOTE],
    ),
    (
        "procedures/lab/fume-cupboard-rev2.docx",
        "Fume cupboard procedure Rev. 2 (2023-02-14)",
        ["Replaced by Rev. 3", "Check the airflow indicator before use."],
    ),
    (
        "finance/statements/fy2024/statement-of-accounts.pdf",
        "Statement of accounts",
        [
            "Approved by the finance committee on 30 June 2025",
            "Income for the year was $312 million, of which research grants were $88 million.",
        ],
    ),
    (
        "finance/statements/budget-memo.txt",
        None,
        [
            "MEMORANDUM",
            "To: Heads of department",
            "From: Finance director",
            "Date: 3rd February 2026",
            "Subject: Budget round for 2026/27",
            "",
            "Budget returns are due by 27 February 2026. Please use the new template and",
            "include staffing at the rates agreed in December.",
        ],
    ),
    (
        "hr/letters/offer-letter-template.docx",
        "Offer letter template",
        ["[Date]", "Dear [name],", "We are pleased to offer you the post of [job title], starting on [start date]."],
    ),
    (
        "hr/benefits/pension-scheme.html",
        "Pension scheme",
        [
            "Published: 2 Sept 2025",
            "Staff join the scheme automatically and may opt out within three months. The employer pays 14% of salary.",
        ],
    ),
    (
        "hr/benefits/cycle-to-work.md",
        "Cycle to work scheme",
        ["Updated: Feb. 7, 2026", "", "Staff can spread the cost of a bike of up to $2,500 over twelve months."],
    ),
    (
        "hr/benefits/childcare.txt",
        None,
        [
            "Childcare vouchers",
            "Last revised 2025-03-31",
            "",
            "The voucher scheme closed to new entrants on 4 October 2018. Staff who",
            "joined before then may stay in it while they remain eligible.",
        ],
    ),
    (
        "research/grants/archive/2021/grant-guidance.md",
        "Grant application guidance",
        ["Applications go to the research office four weeks before the funder's deadline.", "", NOTE],
    ),
    (
        "research/grants/grant-guidance.md",
        "Grant application guidance 2025/26",
        ["Applications go to the research office three weeks before the funder's deadline.", "", NOTE],
    ),
    (
        "research/ethics/ethics-form-v0.3-draft.docx",
        "Research ethics application form",
        ["Version 0.3 (draft for consultation)", "Describe how participants give informed consent.", NOTE],
    ),
    (
        "research/ethics/ethics-policy.pdf",
        "Research ethics policy",
        [
            "Date of issue: 14 March 2025",
            "Next review date: March 2027",
            "All research with human participants needs approval before it starts.",
        ],
    ),
    (
        "comms/bulletins/bulletin-2025-11.md",
        "Staff bulletin",
        ["The new sports centre opens to staff at lunchtimes.", "", NOTE],
    ),
    (
        "comms/bulletins/bulletin.md",
        "Staff bulletin - Sept. 2025",
        ["Welcome back to a new academic year.", "", "Parking permits are renewed online."],
    ),
    (
        "facilities/rotas/cleaning-rota-march-2026.csv",
        None,
        ["ROWS|Day|Area|Team|Monday|Library|A|Tuesday|Science block|B|Wednesday|Students' union|C"],
    ),
    (
        "facilities/rotas/cleaning-rota.xlsx",
        "Cleaning rota",
        ["ROWS|Date|Area|Team|2 March 2026|Library|A|3 March 2026|Science block|B|4 March 2026|Union|C"],
    ),
    (
        "estates/projects/library-extension-proposal.pptx",
        "Library extension: proposal",
        ["Options for the board, 2026", "Two floors and 600 study places", "Open by 2029"],
    ),
    (
        "estates/projects/old/car-park-plan.pptx",
        "Car park plan",
        ["Consultation March 2019", "A multi-storey car park of 400 spaces", "Cycle hub at the entrance"],
    ),
    (
        "legal/contracts/cleaning-contract.pdf",
        "Cleaning services contract",
        [
            "This agreement is made on 1 April 2024",
            "The contractor cleans all teaching buildings daily. The term ends on 31 March 2027.",
        ],
    ),
    (
        "legal/notices/data-retention-notice.html",
        "Data retention notice",
        [
            "Effective: 1 January 2026",
            "Replaces the notice of 1 March 2022. Student records are kept for six years after graduation.",
        ],
    ),
    (
        "legal/notices/data-retention-notice-2022.html",
        "Data retention notice (2022)",
        [
            "This notice has been replaced by the notice effective 1 January 2026.",
            "Student records are kept for ten years after graduation.",
        ],
    ),
    (
        "it/projects/network-upgrade.md",
        "Network upgrade",
        ["FRONT|date: 2025-05-19", "Status: Draft", "", "Every building moves to the new core network."],
    ),
    (
        "it/projects/network-upgrade-phase2.md",
        "Network upgrade phase 2 (DRAFT v0.4)",
        ["Prepared by IT Services, January 2026", "", "Halls of residence move to the new core network."],
    ),
    (
        "it/servers/backup-runbook.docx",
        "Backup runbook",
        [
            "Owner: Infrastructure team",
            "Last reviewed: 30 Nov 2025",
            "The old tape procedure was superseded in 2023 by disk backups kept for 35 days.",
        ],
    ),
    (
        "student/services/counselling.html",
        "Counselling service",
        [
            "The counselling service offers up to six free sessions to every student. Book online or call the "
            "wellbeing desk; urgent appointments are kept free every day.",
        ],
    ),
    (
        "student/services/accommodation-faq.md",
        "Accommodation FAQ",
        [
            "**Who gets a room?** Every first-year student who applies by the deadline.",
            "",
            "Applications for 2026 entry open on 1 February 2026. You can save a draft of your application",
            "at any time.",
        ],
    ),
    (
        "student/services/welcome-week-2025.pdf",
        "Welcome week",
        ["Sessions run from 22 to 26 September in the main hall.", "Bring your student card to every session."],
    ),
    (
        "governance/annual/annual-review-2024-25.pdf",
        "Annual review 2024-25",
        ["Published November 2025", "Student numbers rose to 21,400.", NOTE],
    ),
    (
        "governance/annual/annual-review-2023-24.pdf",
        "Annual review 2023-24",
        ["Student numbers rose to 20,900.", NOTE],
    ),
    (
        "comms/press/2026/new-provost.eml",
        "New provost appointed",
        [
            "EMAIL|Mon, 12 Jan 2026 10:15:00 +0000",
            "Professor Ada Mensah takes up the post of provost on 1 April 2026.",
        ],
    ),
    (
        "comms/press/research-centre.md",
        "Research centre opens",
        [
            "FOR IMMEDIATE RELEASE",
            "London, 4 March 2026",
            "",
            "The university opened its climate research centre, funded by a gift made in 2019.",
        ],
    ),
    (
        "library/collections/rare-books.txt",
        None,
        [
            "Rare books collection",
            "Prepared by the Special Collections team",
            "in March 2026",
            "",
            "The collection holds 4,100 printed books from before 1800, read by",
            "appointment in the reading room.",
        ],
    ),
    (
        "library/collections/archive/periodicals-2018.csv",
        None,
        ["ROWS|Title|Shelf|Issues|Nature|P1|52|The Lancet|P2|51|Economica|P3|4"],
    ),
    (
        "library/policies/loans-policy.docx",
        "Loans policy",
        ["Version 5", "Document status: Approved", "Approval date: 17/09/2025", "Students may borrow 20 items."],
    ),
    (
        "library/policies/loans-policy-v4.docx",
        "Loans policy",
        ["Version 4", "Document status: Superseded", "Approval date: 04/05/2023", "Students may borrow 15 items."],
    ),
    (
        "ops/schedules/exam-timetable-summer-2025.xlsx",
        "Exam timetable",
        ["ROWS|Date|Paper|Room|2 June 2025|Economics 1|Hall A|3 June 2025|Law 2|Hall B"],
    ),
    (
        "ops/schedules/term-dates.md",
        "Term dates 2026-27",
        ["| Term | Starts | Ends |", "|---|---|---|", "| Autumn | 28 September 2026 | 11 December 2026 |"],
    ),
    (
        "hr/policies/old/expenses-policy.md",
        "Expenses policy",
        ["Last reviewed: 1 March 2020", "", "Claims are paid with the monthly salary."],
    ),
    (
        "hr/policies/expenses-policy.md",
        "Expenses policy",
        [
            "Last reviewed: March 2025",
            "This version replaces the policy last reviewed in March 2020.",
            "",
            "Claims are paid within ten working days.",
        ],
    ),
    (
        "estates/sustainability/carbon-plan.md",
        "Net zero by 2040: carbon plan",
        ["Adopted by Council in July 2024.", "", "Emissions fall by half from the 2005 baseline by 2030."],
    ),
    (
        "research/reports/impact-report.pptx",
        "Research impact report 2025",
        ["Three spin-out companies since 2019", "Two patents granted", "Policy citations doubled"],
    ),
    (
        "it/security/incident-2025-07-14.txt",
        None,
        [
            "Security incident summary",
            "",
            "A phishing campaign was reported by 31 staff. No accounts were compromised and",
            "the sender's domain was blocked within the hour.",
        ],
    ),
    (
        "governance/minutes/drafts/senate-minutes.docx",
        "Senate minutes, 3 December 2025 (unconfirmed draft)",
        ["Senate approved two new degree programmes.", NOTE],
    ),
    (
        "hr/policies/flexible-working.pdf",
        "Flexible working policy",
        ["Review date: 1 August 2026", "Staff may ask for flexible working from their first day."],
    ),
    (
        "student/services/old-prospectus.md",
        "Undergraduate prospectus 2019 entry",
        ["ARCHIVED COPY - out of date, kept for reference", "", "Tuition fees are $9,250 a year."],
    ),
    (
        "finance/procurement/tender-guide.md",
        "Tender guide",
        ["Published: 12th Nov 2024", "", "Contracts above $50,000 go to open tender."],
    ),
    (
        "research/grants/partner-agreement.docx",
        "Partner agreement summary",
        ["Dated: October 3, 2025", "The partner hosts two doctoral students a year.", NOTE],
    ),
    (
        "finance/reports/treasury-update.txt",
        None,
        [
            "TREASURY UPDATE",
            "MARCH 2026",
            "",
            "Cash balances stood at $64 million, with $20 million placed on deposit until",
            "September.",
        ],
    ),
    (
        "finance/budgets/capital-plan.xlsx",
        "Capital plan 2026-2030",
        ["ROWS|Project|Cost|Year|Library extension|$18M|2027|Sports hall|$9M|2028"],
    ),
]
