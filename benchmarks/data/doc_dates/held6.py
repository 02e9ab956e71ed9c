"""The sixth held-out batch of the document-dating share (``half`` = ``held6`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before the reader was run on them and while the rules
were being changed by someone who had not seen them. A secondary school's share this time
(governors, leadership, letters home, newsletters, the web site and its IT wiki, exams, curriculum,
pastoral, safeguarding, SEN, finance, HR, estates, trips, sixth form, PTA, careers, library), in the
same formats as the earlier batches, with the date forms such a share uses: "Date of meeting:
Tuesday 4th February 2025", "Adopted: September 2024 | Review: September 2026", a DfE template's
"Date this statement was published: December 2024", "Inspection dates: 11 and 12 March 2025" above
"Report published:", "w/b 3.3.25", "Thursday 6th of March 2025, 7pm, school hall", "Mar. 7, 2025",
"Lyon, le 14 mars 2025" (a French exchange letter), "Date of publication (dd/mm/yyyy): 03/06/2025"
(an order settled by its label), "Invoice date: 28-02-2025", "Assessed by: K. Patel   Date: 27/01/25",
"First published ... · Updated ...", "Version 4 – Sept 2024", academic years ("2025-26", a
``2024-25/`` folder), "Autumn term 2024", "Period 7 (October 2024)", "Nov 2024", a month in a file
name ("from-april-2025"), front-matter ``lastmod`` (alone, and with ``date``), ``article:modified_time``,
a wiki footer "This page was last edited on ..., at 15:47.", an e-mail sent at 00:15 +0100 (the date
as written, not UTC), a quoted reply; status markers: ``old/``, ``superseded/``, ``replaced/``,
``archive/``, ``drafts/``, ``proposals/``, "DRAFT – subject to approval", "Consultation draft",
"(ARCHIVED)", "Proposal:", "proposed changes", a bid; and traps: KCSIE 2024, the Children Act 1989 and
the Education Act 1996, the Class of 2025, founding and building years, a trip date in a title,
admissions "for September 2026 entry", closing, interview and start dates, deadlines, "week 23" with
no year, days with no year, an ambiguous 06/01/2025, "Windows 11 24H2", books' years in a reading list,
dates of training in rows, a copyright range, "replaces"/"proposal" said of other things.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

SCHOOL = "ASHGROVE ACADEMY"
GOV = "school/governors"
LETTERS = "school/letters-home"
WEB = "school/website"

HELD6: list[tuple[str, str | None, list[str]]] = [
    (
        f"{GOV}/minutes/2025/fgb-minutes-february.docx",
        "Full Governing Body \u2013 minutes",
        [
            "Date of meeting: Tuesday 4th February 2025",
            "Time: 18:00   Venue: Library",
            "Present: the Chair, the Headteacher and nine governors.",
            "Next meeting: Tuesday 25th March 2025",
        ],
    ),
    (
        f"{GOV}/minutes/2025/fgb-minutes-march.docx",
        "Full Governing Body \u2013 minutes",
        [
            "DRAFT \u2013 subject to approval at the next meeting",
            "Date of meeting: Tuesday 25th March 2025",
            "Governors approved the budget for 2025-26 and the new uniform supplier.",
        ],
    ),
    (
        f"{GOV}/policies/safeguarding-child-protection-policy.pdf",
        "Safeguarding and Child Protection Policy",
        [
            "Ratified by the Governing Body: 10 October 2024",
            "Next review: September 2025",
            "This policy follows Keeping Children Safe in Education (KCSIE) 2024 and the Children Act 1989.",
        ],
    ),
    (
        f"{GOV}/policies/old/safeguarding-child-protection-policy-2023.pdf",
        "Safeguarding and Child Protection Policy",
        [
            "Ratified by the Governing Body: 12 October 2023",
            "This policy follows Keeping Children Safe in Education (KCSIE) 2023.",
        ],
    ),
    (
        f"{GOV}/policies/behaviour-policy.docx",
        "Behaviour Policy",
        [
            "Adopted: September 2024 | Review: September 2026",
            "This policy replaces the Behaviour and Rewards Policy (2021).",
            "TABLE|Stage|Response|1|Verbal warning|2|Same-day detention|3|Referral to the Head of Year",
        ],
    ),
    (
        f"{GOV}/policies/superseded/behaviour-and-rewards-policy.docx",
        "Behaviour and Rewards Policy",
        ["Adopted: July 2021", "Merits are recorded in the planner and counted each half term."],
    ),
    (
        f"{GOV}/policies/charging-and-remissions.md",
        "Charging and remissions policy",
        [
            "FRONT|title: Charging and remissions policy\nlastmod: 2025-01-20T16:02:11Z",
            "Voluntary contributions for trips are requested under section 449 of the Education Act 1996.",
            "",
            "No student is left out of a trip because a family cannot pay.",
        ],
    ),
    (
        f"{GOV}/committees/replaced/finance-committee-terms-of-reference.md",
        "Finance committee terms of reference",
        [
            "Approved: 19 May 2022",
            "",
            "Replaced by the Resources committee terms of reference (2024).",
        ],
    ),
    (
        f"{GOV}/committees/resources-committee-terms-of-reference.md",
        "Resources committee terms of reference",
        [
            "Approved: 21 May 2024",
            "",
            "These terms replace the Finance committee terms of reference. The committee meets each half term.",
        ],
    ),
    (
        "school/leadership/sdp/school-development-plan-2025-26.docx",
        "School Development Plan 2025-26",
        [
            "Priority 1: reading across the curriculum",
            "Milestone: whole-staff training by 31 October 2025",
            "TABLE|Priority|Lead|Success measure|Reading|JM|Reading ages up 12 months|Attendance|RT|95%",
        ],
    ),
    (
        "school/leadership/sdp/drafts/school-development-plan-2026-27.docx",
        "School Development Plan 2026-27",
        ["Working draft v0.3 \u2013 for SLT only", "Last edited: 2 March 2026", "Priority 1: to be agreed."],
    ),
    (
        "school/leadership/sef/self-evaluation-summary.pptx",
        "Self-evaluation summary \u2013 Autumn term 2024",
        ["Attendance 93.1% (national 91.5%)", "Progress 8: +0.21", "Behaviour: suspensions down by a third"],
    ),
    (
        "school/leadership/briefings/staff-briefing.txt",
        None,
        [
            SCHOOL,
            "STAFF BRIEFING",
            "w/b 3.3.25",
            "",
            "Duty rota: the canteen duty moves to Team B this week. World Book Day is on",
            "Thursday; costumes are optional for staff.",
        ],
    ),
    (
        "school/leadership/ofsted/ofsted-inspection-report.pdf",
        "Ashgrove Academy \u2013 Inspection report",
        [
            "Inspection dates: 11 and 12 March 2025",
            "Report published: 24 April 2025",
            "Overall effectiveness: Good",
            "Previous inspection grade: Requires improvement (2021)",
        ],
    ),
    (
        f"{LETTERS}/2025/year-9-options-letter.docx",
        "Year 9 options evening",
        [
            "Ref: KS4/JM/031",
            "7th March 2025",
            "Dear Parent/Carer,",
            "Options evening is on Thursday 20 March at 6pm. Please return the options form by Friday 4 April.",
        ],
    ),
    (
        f"{LETTERS}/2025/ski-trip-consent.pdf",
        "Austria ski trip \u2013 February 2026",
        [
            "Dear Parents and Carers,",
            "Issued to parents on 3rd March 2025",
            "A deposit of \u00a3250 is due by 31 March 2025 to secure a place.",
        ],
    ),
    (
        f"{LETTERS}/snow-closure.eml",
        "School closed today \u2013 snow",
        [
            "EMAIL|Thu, 9 Jan 2025 06:42:00 +0000",
            "The school is closed to all students today, Thursday 9 January. Remote learning is set on Teams.",
        ],
    ),
    (
        f"{LETTERS}/inset-day-update.eml",
        "Update on tomorrow's INSET day",
        [
            "EMAIL|Tue, 1 Apr 2025 00:15:00 +0100",
            "Apologies for the late message. The INSET day goes ahead; the site is closed to students.",
        ],
    ),
    (
        f"{LETTERS}/mfl/lettre-correspondants.docx",
        "\u00c9change scolaire avec le Coll\u00e8ge Jean Moulin",
        [
            "Lyon, le 14 mars 2025",
            "Chers parents,",
            "Les \u00e9l\u00e8ves d'Ashgrove arriveront le 2 mai et repartiront le 9 mai.",
        ],
    ),
    (
        "school/newsletters/ashgrove-news-issue-118.md",
        "Ashgrove News \u2013 Issue 118 \u2013 7 March 2025",
        [
            "A message from the Headteacher: thank you for a brilliant World Book Day.",
            "",
            "Dates for your diary: Year 11 parents' evening, 18 March.",
        ],
    ),
    (
        "school/newsletters/ashgrove-news-issue-117.md",
        "Ashgrove News \u2013 Issue 117",
        [
            "Published on Friday 21 February 2025 by the Communications Office.",
            "",
            "The Year 8 choir sang at the town hall. The library has 300 new books.",
        ],
    ),
    (
        "school/newsletters/archive/ashgrove-news-issue-090.pdf",
        "Ashgrove News \u2013 Issue 90 \u2013 Summer 2023",
        ["Sports day was a great success despite the rain.", "Year 13 leavers' prom photos inside."],
    ),
    (
        f"{WEB}/news/a-level-results.html",
        "Record A level results for the Class of 2025",
        [
            "First published 14 August 2025 \u00b7 Updated 18 August 2025",
            "Students at Ashgrove celebrated record results, with 31% of grades at A* or A.",
        ],
    ),
    (
        f"{WEB}/about/term-dates.html",
        "Term dates 2025-26",
        [
            "Autumn term: Wednesday 3 September 2025 to Friday 19 December 2025",
            "Spring term: Monday 5 January 2026 to Friday 27 March 2026",
            "Summer term: Monday 13 April 2026 to Friday 17 July 2026",
        ],
    ),
    (
        f"{WEB}/about/ethos.html",
        "Our ethos",
        [
            "FOOT|Copyright \u00a9 2019\u20132025 Wealdbrook Learning Trust",
            "Founded in 1958 as Ashgrove County Secondary, the school became an academy in 2012. "
            "We believe every student can achieve more than they think.",
        ],
    ),
    (
        f"{WEB}/admissions/admissions-arrangements.html",
        "Admissions arrangements for September 2026 entry",
        [
            "Determined by the Trust Board on 25 February 2025.",
            "The published admission number is 240. Applications open on 1 September 2025.",
        ],
    ),
    (
        f"{WEB}/parents/uniform.html",
        "Uniform",
        [
            "FOOT|This page was last modified on 14 February 2025 | Ashgrove Academy",
            "Blazers carry the school badge. Plain black trousers or skirt; no trainers.",
        ],
    ),
    (
        f"{WEB}/parents/lunch-menu.html",
        "Lunch menu",
        [
            "META|article:modified_time=2025-02-24T07:00:00+00:00",
            "Week 1: pasta bake, fish and chips, roast dinner. A vegetarian option is served every day.",
        ],
    ),
    (
        f"{WEB}/it-wiki/printing.html",
        "Printing from student laptops",
        [
            "FOOT|This page was last edited on 5 February 2025, at 15:47.",
            "Choose the Follow-Me queue and release the job at any copier with your ID card.",
        ],
    ),
    (
        f"{WEB}/it-wiki/archive/wifi-setup-old.html",
        "Wi-Fi setup (ARCHIVED)",
        [
            "FOOT|This page was last edited on 4 September 2023, at 10:05.",
            "ARCHIVED: the ASH-STAFF network was switched off in August 2023. Use eduroam instead.",
        ],
    ),
    (
        "school/exams/entries/summer-2025-entries-guide.pdf",
        "Exam entries guide \u2013 Summer 2025 series",
        [
            "Issued by the Exams Office: 9 December 2024",
            "Entries deadline: 21 February 2025",
            "Late entry fees apply after this date.",
        ],
    ),
    (
        "school/exams/timetables/mock-exams.xlsx",
        "Year 11 mock exams Dec 2024",
        ["ROWS|Date|Session|Paper|Mon 2 Dec|AM|English Language 1|Mon 2 Dec|PM|Maths 1"],
    ),
    (
        "school/exams/results/gcse-results-summary-2024.xlsx",
        "GCSE results summary",
        ["ROWS|Subject|Entries|Grade 4+|English|231|78%|Maths|238|74%"],
    ),
    (
        "school/exams/access-arrangements/access-arrangements-log.csv",
        None,
        ["ROWS|Candidate|Arrangement|Approved|4031|25% extra time|12/11/2024|4102|Reader|03/12/2024"],
    ),
    (
        "school/curriculum/science/ks3-science-scheme-of-work.docx",
        "KS3 Science scheme of work",
        ["Version 4 \u2013 Sept 2024", "Year 7 autumn: cells, particles, forces.", "Year 8 autumn: ecosystems."],
    ),
    (
        "school/curriculum/english/set-texts-2025.pptx",
        "GCSE English Literature set texts",
        ["An Inspector Calls (1945)", "A Christmas Carol (1843)", "Macbeth (1606)"],
    ),
    (
        "school/curriculum/maths/homework-policy.md",
        "Maths homework policy",
        [
            "FRONT|date: 2023-09-04\nlastmod: 2025-01-13",
            "Homework is set on Sparx every Wednesday and is due the following Wednesday.",
        ],
    ),
    (
        "school/curriculum/history/proposals/new-ks4-history-option.md",
        "Proposal: adding GCSE Ancient History",
        [
            "Submitted to SLT by the Humanities faculty, 17 January 2025.",
            "",
            "The course would start with the September 2026 cohort.",
        ],
    ),
    (
        "school/curriculum/computing/ks4-computing-pathway.pptx",
        "Computing pathway \u2013 proposed changes for 2026",
        ["For discussion at the curriculum committee", "Replace the iMedia course with GCSE Computer Science"],
    ),
    (
        "school/curriculum/pe/gcse-pe-moderation.txt",
        None,
        [
            "GCSE PE moderation visit",
            "Mar. 7, 2025",
            "",
            "The moderator watched the netball and badminton samples and agreed the",
            "centre's marks without change.",
        ],
    ),
    (
        "school/pastoral/attendance/attendance-report-week-23.xlsx",
        "Attendance report \u2013 week 23",
        ["ROWS|Year|Attendance|Persistent absence|7|95.2%|11%|8|93.8%|15%"],
    ),
    (
        "school/pastoral/attendance/attendance-autumn-report.pdf",
        "Attendance report",
        [
            "Reporting period: 4 September to 20 December 2024",
            "Prepared by the Attendance Officer on 8 January 2025",
            "Whole-school attendance was 93.4%.",
        ],
    ),
    (
        "school/sport/fixtures/2024-25/football-fixtures.csv",
        None,
        ["ROWS|Date|Opponent|Venue|Sat 12 Oct|Hillcrest School|Home|Sat 19 Oct|St Anne's|Away"],
    ),
    (
        "school/safeguarding/training/safeguarding-training-record.xlsx",
        "Staff safeguarding training record",
        ["ROWS|Name|Course|Date trained|A. Jones|Level 1|04/09/2024|R. Khan|DSL refresher|17/10/2024"],
    ),
    (
        "school/safeguarding/dsl-contacts.txt",
        None,
        [
            "Designated Safeguarding Lead contacts",
            "Last checked: 06/01/2025",
            "",
            "DSL: Mrs R. Khan, ext. 214. Deputy DSLs: Mr T. Obi, ext. 230, and Ms L. Hart,",
            "ext. 118. Out of hours, call the county's children's services line.",
        ],
    ),
    (
        "school/sen/sen-information-report.docx",
        "SEN Information Report",
        [
            "Date of publication (dd/mm/yyyy): 03/06/2025",
            "Our SENCo is Ms P. Osei. 14% of students are on the SEN register.",
        ],
    ),
    (
        "school/sen/old/sen-information-report-2022.docx",
        "SEN Information Report",
        ["Date of publication: 15 July 2022", "Our SENCo is Mr D. Lane."],
    ),
    (
        "school/finance/budget/budget-monitoring-p7.xlsx",
        "Budget monitoring \u2013 Period 7 (October 2024)",
        ["ROWS|Cost centre|Budget|Actual|Staffing|\u00a34.1M|\u00a32.4M|Supplies|\u00a3310k|\u00a3172k"],
    ),
    (
        "school/finance/pupil-premium/pupil-premium-strategy.pdf",
        "Pupil premium strategy statement 2024 to 2027",
        [
            "Date this statement was published: December 2024",
            "Date on which it will be reviewed: December 2025",
            "Number of pupils in school: 1,204. Proportion of disadvantaged pupils: 27%.",
        ],
    ),
    (
        "school/finance/invoices/minibus-lease-invoice.pdf",
        "Invoice",
        ["Invoice no. 2025/0142", "Invoice date: 28-02-2025", "Payment due: 30-03-2025", "Minibus lease, March."],
    ),
    (
        "school/hr/recruitment/teacher-of-maths-advert.html",
        "Teacher of Mathematics (MPS/UPS)",
        [
            "Closing date: Monday 17 March 2025 at 9am",
            "Interviews: w/c 24 March 2025. Start date: 1 September 2025.",
        ],
    ),
    (
        "school/hr/policies/staff-code-of-conduct.docx",
        "Staff code of conduct",
        [
            "Approved by the Trust Board: 8 July 2024",
            "Applies from: 1 September 2024",
            "Staff must not contact students through personal social media accounts.",
        ],
    ),
    (
        "school/hr/policies/drafts/flexible-working-policy.docx",
        "Flexible working policy",
        [
            "Consultation draft issued to the unions on 11 February 2025",
            "Requests are answered within two months.",
        ],
    ),
    (
        "school/hr/payroll/pay-award.eml",
        "Teachers' pay award 2024/25",
        [
            "EMAIL|Wed, 6 Nov 2024 14:03:00 +0000",
            "The 5.5% award is paid in November's salary and backdated to 1 September 2024.",
        ],
    ),
    (
        "school/estates/fire/fire-risk-assessment.pdf",
        "Fire risk assessment \u2013 Main building",
        [
            "Assessment date: 14/11/2024",
            "Next review due: 14/11/2025",
            "Building constructed 1958; science block added 1974.",
        ],
    ),
    (
        "school/estates/projects/proposals/sports-hall-roof-bid.docx",
        "Condition Improvement Fund bid \u2013 sports hall roof",
        ["Bid submitted: 12 December 2024", "Works would run over the summer holiday of 2025."],
    ),
    (
        "school/estates/lettings/lettings-charges-from-april-2025.csv",
        None,
        ["ROWS|Space|Per hour|Weekend|Sports hall|\u00a345|\u00a355|Main hall|\u00a335|\u00a340"],
    ),
    (
        "school/it/acceptable-use/student-aup.md",
        "Student acceptable use policy",
        [
            "_Version 3.2 \u00b7 last reviewed 20/01/2025_",
            "",
            "School laptops run Windows 11 24H2 and Office 2021. Do not share your password.",
        ],
    ),
    (
        "school/trips/residential/year-7-residential.pptx",
        "Year 7 residential \u2013 PGL Liddington",
        ["Monday 16 June to Wednesday 18 June", "Kit list on the next slide"],
    ),
    (
        "school/trips/risk-assessments/geography-fieldwork-ra.docx",
        "Risk assessment: Year 12 geography fieldwork",
        ["Assessed by: K. Patel   Date: 27/01/25", "Visit date: 13/03/25", "Hazard: tidal river bank."],
    ),
    (
        "school/sixth-form/prospectus/sixth-form-prospectus.pdf",
        "Sixth Form Prospectus \u2013 2025 entry",
        ["Open evening: Thursday 7 November 2024", "Applications close 31 January 2025."],
    ),
    (
        "school/sixth-form/ucas/ucas-reference-guidance.md",
        "Writing UCAS references",
        [
            "Updated 2 September 2025 for the 2026 entry cycle.",
            "",
            "The internal deadline for references is 10 October 2025.",
        ],
    ),
    (
        "school/pta/minutes/pta-agm.txt",
        None,
        [
            "ASHGROVE PTA",
            "Annual General Meeting",
            "Thursday 6th of March 2025, 7pm, school hall",
            "",
            "The treasurer reported a balance of 4,210 pounds. Proposal: a second-hand",
            "uniform sale each term. Agreed unanimously.",
        ],
    ),
    (
        "school/pta/fundraising/fundraising-update.pptx",
        "PTA fundraising update \u2013 Nov 2024",
        ["Christmas fair: Saturday 7 December", "Raised so far this year: 2,130 pounds"],
    ),
    (
        "school/careers/work-experience/year-10-work-experience.eml",
        "RE: Year 10 work experience placements",
        [
            "EMAIL|Mon, 13 Jan 2025 08:05:00 +0000",
            "Thanks, we can take two students in the week of 7 July.\n\n"
            "On Fri, 10 Jan 2025 at 16:40, Careers Office wrote:\n> Could you host a Year 10 student?",
        ],
    ),
    (
        "school/careers/labour-market/lmi-pack.pdf",
        "Local labour market information",
        [
            "Data source: ONS Annual Population Survey, Oct 2023 to Sep 2024",
            "Compiled by the careers lead in January 2025",
            "Health and social care is the largest employer in the county.",
        ],
    ),
    (
        "school/library/reading/reading-list-year-8.csv",
        None,
        ["ROWS|Title|Author|Published|Holes|Louis Sachar|1998|Wonder|R. J. Palacio|2012"],
    ),
]
