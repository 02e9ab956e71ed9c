"""The sixteenth held-out batch of the document-dating share (``half`` = ``held16`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A building contractor's share this time (Calderbrook Build Ltd of Brackenford: construction projects
with site diaries, RAMS, permits to work, CDM construction phase plans, progress and weekly reports,
valuations, payment and pay less notices, variations, early warnings, snagging lists and handover
files; estimating and tenders; plant hire; health and safety; quality; HR; the board; the web site;
IT), in the formats of the earlier batches, with the date forms such a firm uses: "Valuation as at
30 September 2025, prepared by the Quantity Surveyor", "Payment notice date: 12 October 2025" with a
due date and a final date for payment, "weekly report, week ending 17 October 2025", a folder
"w-e-24-10-2025", a permit "Issued by: ..., Site Manager – 13/10/25 16:40" with its validity window,
a RAMS revision table (Rev | Date | Description) whose last row "04/08/2025" is settled by
"16/06/2025", a construction phase plan revision table, "Date: Tuesday 14 October 2025" in a site
diary and a diary dated only by its file name, "Instruction date:", "Date notified: 2025-08-14",
"Raised: 30 SEP 2025 by", "Reported: 03/11/2025 by" settled by "31/10/2025", "Certificate issued
15 September 2025", "Issued on behalf of ... by ..., 1 October 2025", "Last revised",
"Submitted to the Employer's Agent by ..., 29 September 2025", "Dated this 2nd day of October
2025", "Minutes of the meeting of the Board held on", "Version 0.3, circulated to the management
team", a letter's bare date line "17th October 2025" under its reference, a press dateline "KESTLE
QUAY, 3 February 2026 –", an embargo line alone, a repost's "Posted", ``<time datetime>``,
``dcterms.modified``, ``article:published_time``, front matter (``lastmod`` over ``date``,
``updated`` over ``created``), a changelog, e-mail headers and a quoted earlier message, periods
("Period 7 (October 2025)", "Q4 2025", "Spring 2025", "2026\u20132028", "Issue 7 \u2013
Sept. 2024"), dates only in paths (year folders, "tender-register-2025", "2025-10-16", "2025-11");
status markers: ``archive/``, ``old/``, ``superseded/``, ``drafts/``, ``proposals/``, "_OLD",
"ARCHIVED", "SUPERSEDED" (over ``archive/``), "Status: Withdrawn", "has been replaced by", "UNCONFIRMED
DRAFT", "v0.2 draft for client comment", "Proposed variation:", "for discussion"; and traps: "CDM
2015", "JCT Design and Build Contract 2016", "NEC4", "ISO 9001:2015", "CPA Model Conditions (2011)",
"Building Excellence Awards 2025", fleet number "TH-2019" in rows, references "PTW-2025-0417",
"HL/2025/0331", "24/0815/FUL", "PH/2025/0712", "BR-2025-118", permit validity, final dates for
payment, tender returns, closing dates, close-out targets, concrete pours, start on site and
completion, hire periods, rectification periods, F10 notification, next meetings, next reviews,
"week 47", "week 49", days with no year, an ambiguous "Issued 04/11/2025", dates only in rows,
copyright years, a blank permit template, and withdrawn / supersedes said of other documents.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

C = "calderbrook"
D = "\u2013"
FOOT = (
    "FOOT|\u00a9 2008\u20132025 Calderbrook Build Ltd \u00b7 Registered in England and Wales No. 01392847 "
    "\u00b7 Constructionline Gold member"
)
INTRANET_FOOT = "FOOT|Calderbrook intranet \u00b7 \u00a9 Calderbrook Build Ltd 2025"

HELD16: list[tuple[str, str | None, list[str]]] = [
    # Projects: progress reports in year folders and the archive.
    (
        f"{C}/projects/tanners-yard/progress/2025/progress-report-no-11.docx",
        f"Tanner's Yard {D} Monthly progress report No. 11 {D} October 2025",
        [
            "Prepared by the Project Manager, 4 November 2025",
            "The frame to Block B is complete to level 4; brickwork to Block A is two weeks behind programme.",
            "TABLE|Activity|Planned|Actual|Frame Block B|100%|100%|Brickwork Block A|70%|58%",
            "Sectional completion of Block A remains forecast for 27 February 2026.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/progress/2024/progress-report-no-02.docx",
        f"Tanner's Yard {D} Monthly progress report No. 2",
        [
            "Piling is 40% complete: 212 of 530 CFA piles are installed and tested.",
            "TABLE|Activity|Planned|Actual|Piling|55%|40%|Below-ground drainage|10%|5%",
            "The piling rig is expected to leave site in week 49.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/progress/archive/progress-report-no-01.docx",
        f"Tanner's Yard {D} Monthly progress report No. 1 {D} September 2024",
        [
            "Kept with the contract records for the final account.",
            "Site set-up is complete and the hoarding along Mill Lane is up. Welfare cabins were delivered.",
        ],
    ),
    (
        f"{C}/projects/ashgrove-school/weekly/weekly-report-we-2025-10-17.pdf",
        f"Ashgrove Primary School extension {D} weekly report, week ending 17 October 2025",
        [
            "Roof covering to the new classroom block was finished on Wednesday.",
            "Labour on site: 23 on average; visitors signed in: 14.",
            "The school half term (27 to 31 October) gives us the week for the noisy works to the link corridor.",
        ],
    ),
    (
        f"{C}/projects/ashgrove-school/weekly/w-e-24-10-2025/weekly-report.md",
        f"Ashgrove Primary School extension {D} weekly report",
        [
            "Half-term working: the link corridor slab was broken out and recast.",
            "",
            "No accidents or near misses were reported this week.",
        ],
    ),
    # Site diaries.
    (
        f"{C}/projects/tanners-yard/site-diary/site-diary-block-b.txt",
        None,
        [
            f"CALDERBROOK BUILD {D} SITE DIARY",
            "Project: Tanner's Yard, Brackenford (job 2417)",
            "Date: Tuesday 14 October 2025    Weather: showers, 11 C, wind 18 mph",
            "",
            "07:30 Toolbox talk on the new crane exclusion zone.",
            "10:15 Level 4 slab pour, Block B: 62 m3 from Fenwold Readymix.",
            f"14:00 Building control visit (R. Hale) {D} no comments.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/site-diary/2025-10-16.txt",
        None,
        [
            f"SITE DIARY {D} TANNER'S YARD",
            "Thursday. Weather: dry, 9 C.",
            "",
            "Scaffold adapted at the Block A gable; handed over by Ridgeway Scaffolding at 13:00.",
            f"18,000 facing bricks delivered {D} batch BR-2025-118 {D} checked against the sample panel.",
        ],
    ),
    # RAMS and permits to work.
    (
        f"{C}/projects/tanners-yard/rams/rams-tower-crane-lifting.docx",
        "RAMS TY-021: Tower crane lifting operations",
        [
            "Prepared by: A. Mensah (Lifting Co-ordinator)",
            "Every lift follows the lift plan; the appointed person signs the plan before the first lift of the day.",
            "Revision C adds night lifts. Revision B is withdrawn and must not be used on site.",
            "TABLE|Rev|Date|Description|A|02/06/2025|First issue|B|16/06/2025|Crane base position changed"
            "|C|04/08/2025|Night lifts added",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/rams/superseded/rams-tower-crane-lifting-rev-b.pdf",
        f"RAMS TY-021: Tower crane lifting operations {D} Revision B {D} 16th June 2025",
        [
            "Every lift follows the lift plan signed by the appointed person.",
            "Night lifts are not permitted under this revision.",
        ],
    ),
    (
        f"{C}/projects/millrace-health-centre/permits/ptw-hot-works-0417.pdf",
        f"Permit to Work {D} Hot Works {D} PTW-2025-0417",
        [
            f"Issued by: D. Okafor, Site Manager {D} 13/10/25 16:40",
            "Valid from 08:00 14/10/25 until 17:00 14/10/25. Fire watch continues for 60 minutes after work stops.",
            "Location: plant room roof. Work: torch-on felt to the upstands.",
            "Return the permit to the site office for cancellation at the end of the shift.",
        ],
    ),
    (
        f"{C}/hse/templates/permit-to-work-template.docx",
        f"Permit to Work {D} blank form HS-PTW-01",
        [
            "Permit No: PTW-____-____",
            "Issued by: ______________   Date: __/__/____   Time: ____",
            "Valid from: __:__ on __/__/____ until __:__ on __/__/____",
            "Form HS-PTW-01 Rev 4 is controlled by the SHEQ department.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/permits/hoarding-licence-extension.pdf",
        f"Hoarding licence {D} extension of time",
        [
            f"Penhallow County Council {D} Highways. Licence HL/2025/0331.",
            "Issued 04/11/2025",
            "The hoarding on Mill Lane may stay in place until 30 April 2026. The fee of £1,140 is due within 28 days.",
        ],
    ),
    # CDM construction phase plans.
    (
        f"{C}/projects/ashgrove-school/cdm/construction-phase-plan.docx",
        f"Construction Phase Plan {D} Ashgrove Primary School extension",
        [
            "Principal Contractor: Calderbrook Build Ltd. Client: Penhallow County Council.",
            "This plan meets the Construction (Design and Management) Regulations 2015. The project was "
            "notified to the HSE on form F10 on 3 March 2025.",
            "Start on site 24 March 2025; completion is programmed for 9 January 2026.",
            "TABLE|Revision|Date|Reason|P1|10 March 2025|Pre-start issue|P2|7 April 2025|Welfare moved"
            "|P3|1 September 2025|Term-time access routes",
        ],
    ),
    (
        f"{C}/projects/millrace-health-centre/cdm/drafts/construction-phase-plan-v0-2.md",
        f"Construction Phase Plan {D} Millrace Health Centre (v0.2 draft for client comment)",
        [
            "FRONT|title: Construction phase plan, Millrace Health Centre\ncreated: 2025-01-20\nupdated: 2025-02-03",
            "The site is bounded by Millrace Road and the existing surgery, which stays open throughout the works.",
            "",
            "Deliveries are restricted to 09:30-14:30 to keep clear of the surgery's busy hours.",
        ],
    ),
    # Commercial: CVR, valuations, payment notices, variations, early warnings.
    (
        f"{C}/projects/tanners-yard/commercial/cvr/cvr-period-07.xlsx",
        f"Cost value reconciliation {D} Tanner's Yard {D} Period 7 (October 2025)",
        ["ROWS|Heading|Value|Cost|Substructure|£1,240,000|£1,188,300|Frame|£2,310,000|£2,201,900"],
    ),
    (
        f"{C}/projects/ashgrove-school/commercial/valuations/interim-valuation-07.pdf",
        f"Ashgrove Primary School extension {D} Interim Valuation No. 7",
        [
            "Valuation as at 30 September 2025, prepared by the Quantity Surveyor, Calderbrook Build Ltd",
            "Gross valuation £1,482,650; less retention at 3% £44,480; less previously certified £1,201,300.",
            "Amount due this valuation: £236,870 excluding VAT.",
        ],
    ),
    (
        f"{C}/projects/ashgrove-school/commercial/payment-notices/payment-notice-sc-114.pdf",
        f"Payment Notice {D} Subcontract SC-114 (Penhallow Roofing Ltd)",
        [
            "Payment notice date: 12 October 2025",
            "Due date: 10 October 2025. Final date for payment: 7 November 2025.",
            "For work carried out up to the end of September 2025: sum due £48,310 excluding VAT.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/commercial/correspondence/pay-less-notice-sc-122.eml",
        f"Pay less notice {D} SC-122 Ridgeway Scaffolding {D} application 9",
        [
            "EMAIL|Wed, 5 Nov 2025 16:12:44 +0000",
            "Please find attached our pay less notice against your application 9 dated 24 October 2025.",
            "We have deducted £3,250 for the adaption to the Block A gable, which was not instructed.",
            "",
            "-----Original Message-----",
            "From: accounts@ridgeway-scaffolding.example",
            "Sent: 24 October 2025 09:02",
            "Subject: Application 9",
        ],
    ),
    (
        f"{C}/projects/millrace-health-centre/commercial/variations/cvi-031-plant-room-louvres.md",
        "Contractor's Variation Instruction CVI-031: plant room louvres",
        [
            "Instruction date: 22 September 2025",
            "",
            "Replace louvre type L2 with acoustic louvre AL-300 to meet the noise condition of planning "
            "permission 24/0815/FUL.",
            "",
            "Cost: £4,120. Time: nil.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/commercial/variations/proposed-variation-brick-substitution.docx",
        "Proposed variation: substitute facing brick (Block A)",
        [
            "Submitted to the Employer's Agent by Calderbrook Build, 29 September 2025",
            "The specified Marlstone Red is on a 14-week lead time; Fenwold Russet matches the sample panel "
            "approved on 12 June 2025.",
            "We ask for a decision by 10 October 2025 to hold the brickwork programme.",
        ],
    ),
    (
        f"{C}/projects/millrace-health-centre/commercial/early-warnings/ew-012.txt",
        None,
        [
            "EARLY WARNING NOTICE EW-012",
            f"Contract: NEC4 ECC Option A {D} Millrace Health Centre",
            "Date notified: 2025-08-14",
            "",
            "Matter: the network operator cannot energise the new substation before 3 November 2025,",
            "six weeks after the Completion Date. A risk reduction meeting is asked for on Tuesday 19 August.",
        ],
    ),
    # Handover: snagging, completion and letters to neighbours.
    (
        f"{C}/projects/tanners-yard/handover/snagging/snagging-list-block-a-plot-12.xlsx",
        f"Snagging list {D} Block A, Plot 12 {D} inspected 21.11.2025",
        ["ROWS|Item|Room|Target date|Door closer|Hall|28/11/2025|Paint touch-up|Bedroom 2|28/11/2025"],
    ),
    (
        f"{C}/projects/ashgrove-school/handover/snagging/snags-open.csv",
        None,
        [
            "ROWS|Ref|Description|Raised|S-101|Missing ironmongery, door D12|03/12/2025"
            "|S-102|Scuff to corridor wall|04/12/2025"
        ],
    ),
    (
        f"{C}/projects/millrace-health-centre/handover/practical-completion-certificate.pdf",
        f"Certificate of Practical Completion {D} Millrace Health Centre",
        [
            "Contract: JCT Design and Build Contract 2016",
            "Practical completion of the Works was achieved on 12 September 2025.",
            "Certificate issued 15 September 2025 by the Employer's Agent, Harwood Tulley LLP.",
            "The Rectification Period of 12 months ends on 12 September 2026.",
        ],
    ),
    (
        f"{C}/projects/tanners-yard/community/letter-to-neighbours-concrete-pour.docx",
        None,
        [
            "Calderbrook Build Ltd, Tanner's Yard site office, Mill Lane, Brackenford BR4 2JT",
            "Our ref: CB/2417/NL/06",
            "17th October 2025",
            "Dear Neighbour,",
            "On Saturday 25 October we will pour the Block B roof slab. Concrete lorries arrive from 06:30 and "
            "the pump stands on Mill Lane until about 15:00.",
            "Yours faithfully, G. Pryce, Site Manager",
        ],
    ),
    # Estimating and tenders.
    (
        f"{C}/estimating/tenders/2025/riverside-depot/invitation-to-tender.pdf",
        f"Invitation to Tender {D} Riverside Depot Refurbishment, Kestle Quay",
        [
            "Issued on behalf of Penhallow County Council by Harwood Tulley LLP, 1 October 2025",
            "Tender return: 12:00 noon, Friday 7 November 2025, through the council's e-tendering portal.",
            "Clarification questions close on 24 October 2025. Contract period: 40 weeks from March 2026.",
        ],
    ),
    (
        f"{C}/estimating/tenders/2025/riverside-depot/proposals/tender-submission-riverside-depot.docx",
        "Tender submission: Riverside Depot Refurbishment",
        [
            "Submitted by Calderbrook Build Ltd, 6 November 2025",
            "Tender sum £3,846,200 excluding VAT; programme 38 weeks.",
            "Our offer stays open for acceptance for 90 days from the tender return date.",
            "TABLE|Section|Sum|Weeks|Preliminaries|£412,000|38|Refurbishment works|£3,434,200|34",
        ],
    ),
    (
        f"{C}/estimating/tender-register-2025.xlsx",
        "Tender register",
        ["ROWS|Project|Return date|Result|Riverside Depot|07/11/2025|Pending|Kestle Library|19/06/2025|Won"],
    ),
    (
        f"{C}/estimating/rates/old/labour-rates-2024.xlsx",
        "Estimating labour rates 2024",
        ["ROWS|Trade|Rate per hour|Notes|Bricklayer|£28.50|gang of 2+1|Groundworker|£22.00|CSCS blue card"],
    ),
    # Plant hire.
    (
        f"{C}/plant/hire-rates/plant-hire-rate-card-2025.pdf",
        "Plant hire rate card 2025",
        [
            "This rate card has been replaced by the 2026 rate card and no longer applies.",
            "Issued by Calderbrook Plant, 2nd December 2024",
            "14t excavator £810 | 3t dumper £200 | 9m telehandler £655",
        ],
    ),
    (
        f"{C}/plant/inspections/loler-examinations-2025-11.csv",
        None,
        ["ROWS|Fleet no|Last examined|Next due|TC-07|12/05/2025|12/11/2025|TH-2019|03/09/2025|03/03/2026"],
    ),
    (
        f"{C}/plant/hire/agreements/hire-agreement-excavator-ty.docx",
        f"Plant hire agreement {D} 14t excavator {D} Tanner's Yard",
        [
            "Hire order no. PH/2025/0712",
            "Dated this 2nd day of October 2025 and made under the CPA Model Conditions for the Hiring of "
            "Plant (2011).",
            "On hire from 6 October 2025 for an estimated eight weeks, with operator.",
        ],
    ),
    # Health and safety.
    (
        f"{C}/hse/policies/health-and-safety-policy.md",
        "Health and Safety Policy Statement",
        [
            "Signed by the Managing Director on behalf of the Board.",
            "",
            "| Version | Date | Change |",
            "|---|---|---|",
            "| 6 | 14 January 2024 | Annual review |",
            "| 7 | 20 January 2025 | CDM duties rewritten |",
            "| 8 | 12 January 2026 | Mental health first aiders added |",
            "",
            "Next review: January 2027.",
        ],
    ),
    (
        f"{C}/hse/policies/superseded/health-and-safety-policy-v6.pdf",
        f"Health and Safety Policy Statement {D} Version 6",
        [
            f"SUPERSEDED {D} replaced by version 7 (January 2025). Do not issue to site.",
            "Approved by the Board on 14 January 2024.",
            "The Managing Director holds overall responsibility for health and safety.",
        ],
    ),
    (
        f"{C}/web/intranet/safety-alerts/sa-25-07-fall-arrest-lanyards.html",
        "Safety Alert SA-25-07: fall-arrest lanyards",
        [
            "META|dcterms.modified=2025-10-09",
            "Status: Withdrawn. The maker has confirmed that its recall does not cover our lanyards; see SA-25-08.",
            "Originally issued 2 October 2025 to all sites.",
            INTRANET_FOOT,
        ],
    ),
    (
        f"{C}/hse/incidents/accident-report-ar-0913.txt",
        None,
        [
            "ACCIDENT / INCIDENT REPORT AR-0913",
            "Reported: 03/11/2025 by G. Pryce (Site Manager)",
            "Incident date: 31/10/2025 at 15:20. An operative slipped on the scaffold ladder access, Block A, lift 3.",
            "RIDDOR: over-seven-day injury, reported to the HSE on 12/11/2025.",
            "Investigation to be completed by 14/11/2025.",
        ],
    ),
    (
        f"{C}/hse/inductions/site-induction.pptx",
        f"Site induction {D} all Calderbrook projects",
        [
            "Sign in and out at the gate every day",
            "PPE: hard hat, boots, hi-vis, gloves and glasses",
            "We work to CDM 2015 and our site standards CS-01 to CS-14",
            f"Report every near miss {D} no blame",
        ],
    ),
    (
        f"{C}/hse/briefings/plant-and-vehicle-movements.pptx",
        f"Plant and vehicle movements {D} briefing, Spring 2025",
        [
            "A banksman for every reversing movement",
            "Exclusion zones marked on every site plan",
            "Seat belts worn in all plant",
        ],
    ),
    # Quality.
    (
        f"{C}/quality/manual/quality-manual.pdf",
        f"Quality Manual {D} Issue 7 {D} Sept. 2024",
        [
            "Calderbrook Build Ltd is certified to ISO 9001:2015 (certificate QMS 661204), first gained in 2008.",
            "Scope: new buildings, refurbishment and extensions for public and private clients.",
        ],
    ),
    (
        f"{C}/quality/ncr/ncr-0912-cavity-trays.md",
        "Non-conformance report NCR-0912: cavity trays omitted",
        [
            "Raised: 30 SEP 2025 by the Quality Manager",
            "",
            "Cavity trays were left out above two window heads at Block A, plots 4 and 5. The brickwork is to "
            "be taken down and rebuilt.",
            "",
            "Close-out target: 17 October 2025.",
        ],
    ),
    (
        f"{C}/quality/audits/internal-audit-site-records-ashgrove.docx",
        f"Internal audit report {D} site records, Ashgrove Primary School",
        [
            "Audit dates: 9 and 10 July 2025. Auditor: S. Farrant.",
            "Report issued 18 July 2025.",
            "Two minor non-conformances: the permit log was incomplete and one RAMS briefing was not signed.",
        ],
    ),
    (
        f"{C}/quality/procedures/qp-07-document-control_OLD.docx",
        "QP-07 Document control procedure",
        [
            "Revision 3",
            "All drawings are issued through the shared drive and logged in the drawing register.",
            "Approved: 5 May 2019",
        ],
    ),
    (
        f"{C}/quality/procedures/archive/qp-11-inspection-and-test-plans.pdf",
        f"QP-11 Inspection and test plans {D} SUPERSEDED",
        [
            f"Revision 2 {D} 19 April 2021",
            "Each trade package has an inspection and test plan agreed before work starts.",
        ],
    ),
    # HR.
    (
        f"{C}/hr/policies/drugs-and-alcohol-policy.txt",
        None,
        [
            "DRUGS AND ALCOHOL POLICY",
            "Reference HR-P-09 | Version 4",
            "Approved by the Board on 11 March 2025 | Effective from 1 April 2025",
            "",
            "Random testing applies to everyone who works on our sites, subcontractors included.",
            "This version supersedes version 3 (2021).",
        ],
    ),
    (
        f"{C}/hr/policies/hybrid-working-policy.md",
        f"Hybrid working policy {D} DRAFT for staff consultation",
        [
            "Version 0.3, circulated to the management team 12 November 2025",
            "",
            "Office staff may work from home up to two days a week; site teams are not eligible.",
            "",
            "Comments to HR by 5 December 2025.",
        ],
    ),
    (
        f"{C}/hr/training/training-matrix.xlsx",
        f"Training matrix {D} Q4 2025",
        ["ROWS|Name|Course|Expiry|D. Okafor|SMSTS|11/03/2027|G. Pryce|First aid at work|02/09/2026"],
    ),
    # The board.
    (
        f"{C}/board/minutes/2025/board-minutes-october.docx",
        f"Calderbrook Build Ltd {D} Board minutes",
        [
            "Minutes of the meeting of the Board held on Thursday 23 October 2025 at Brackenford head office",
            "Present: the Chair, the Managing Director, the Finance Director and the Operations Director.",
            "The board noted the order book at £61.2m and agreed to tender for the Riverside Depot.",
            "Next meeting: Thursday 27 November 2025.",
        ],
    ),
    (
        f"{C}/board/minutes/2025/board-minutes-november.docx",
        f"Board minutes {D} 27 November 2025 (UNCONFIRMED DRAFT)",
        [
            "To be confirmed at the meeting on 18 December 2025.",
            "The board reviewed the half-year accounts and the safety performance report.",
        ],
    ),
    (
        f"{C}/board/packs/board-pack-september-2025.pptx",
        f"Board pack {D} September 2025",
        [
            "Order book £58.9m; secured turnover for FY2026 £41m",
            "Accident frequency rate 0.12 per 100,000 hours worked",
            "Riverside Depot: tender return 7 November",
        ],
    ),
    (
        f"{C}/board/strategy/modular-housing-division.docx",
        f"Modular housing division {D} for discussion",
        [
            "Paper by the Operations Director for the board, 3rd March 2025",
            "A factory in Kestle Quay could make 300 timber-frame homes a year by 2028.",
        ],
    ),
    (
        f"{C}/board/strategy/drafts/business-plan.md",
        f"Business plan 2026{D}2028",
        [
            "Prepared for the board away-day.",
            "",
            "We aim for turnover of £90m by 2028 and net zero scope 1 and 2 emissions by 2035.",
        ],
    ),
    # The web site and communications.
    (
        f"{C}/web/news/ashgrove-topping-out.html",
        "Topping out at Ashgrove Primary School",
        [
            'Posted <time datetime="2025-07-04">4 July 2025</time> by the Communications team',
            "Pupils signed the last roof beam of the new classroom block, which opens in January 2026.",
            FOOT,
        ],
    ),
    (
        f"{C}/web/news/building-excellence-award.html",
        "Calderbrook wins a Penhallow Building Excellence Award",
        [
            "Posted 19 May 2025",
            "This article first appeared in the Brackenford Gazette on 12 May 2025.",
            "Our Millrace Health Centre team collected Best Public Building at the Penhallow Building "
            "Excellence Awards 2025.",
            FOOT,
        ],
    ),
    (
        f"{C}/web/careers/site-manager-kestle-quay.html",
        f"Site Manager {D} Kestle Quay",
        [
            "META|article:published_time=2025-10-20T09:00:00+01:00",
            "We need a Site Manager for a 40-week refurbishment starting in spring 2026. SMSTS and a CSCS "
            "Black Card are required.",
            "Closing date for applications: 14 November 2025.",
            FOOT,
        ],
    ),
    (
        f"{C}/comms/press/riverside-depot-contract-award.md",
        "Calderbrook appointed to refurbish Riverside Depot",
        [
            f"KESTLE QUAY, 3 February 2026 {D} Penhallow County Council has appointed Calderbrook Build Ltd to "
            "refurbish the Riverside Depot under a £3.8m contract.",
            "",
            "Work starts on site in March 2026 and finishes in December 2026.",
            "",
            "Ends. Media enquiries: press@calderbrook.example",
        ],
    ),
    (
        f"{C}/comms/press/annual-results-2025.txt",
        None,
        [
            "PRESS RELEASE",
            "Embargoed until 07:00, Tuesday 24 March 2026",
            "",
            "Calderbrook Build reports turnover of £63.4m for the year to 31 December 2025, up 11%,",
            "with a record order book.",
            "Notes to editors: Calderbrook Build was founded in Brackenford in 1978.",
        ],
    ),
    # IT.
    (
        f"{C}/it/policies/password-and-mfa-policy.md",
        "Password and MFA policy",
        [
            "FRONT|title: Password and MFA policy\ndate: 2023-06-01\nlastmod: 2025-09-15",
            "Every account uses multi-factor authentication. Site tablets use the shared kiosk profile.",
            "",
            "Passwords have at least 14 characters and are never reused.",
        ],
    ),
    (
        f"{C}/it/systems/sitelog-changelog.md",
        f"SiteLog app {D} changelog",
        [
            f"## 2.4.0 {D} 2025-10-02",
            "- The permit register is synced with the site diary.",
            f"## 2.3.1 {D} 2025-08-19",
            "- Photo upload fixed on slow connections.",
            f"## 2.3.0 {D} 2025-07-07",
            "- Snagging module added.",
        ],
    ),
    (
        f"{C}/it/notices/procore-migration.eml",
        "Site document control moves to Procore on 1 December",
        [
            "EMAIL|Mon, 10 Nov 2025 08:55:00 +0000",
            "From 1 December 2025 all drawings, RFIs and RAMS are issued through Procore. The old shared drive",
            "becomes read-only. Training sessions run in week 47 at each site.",
        ],
    ),
    (
        f"{C}/it/archive/vpn-setup-guide.pdf",
        "VPN setup guide (FortiClient)",
        [
            f"ARCHIVED {D} the FortiClient VPN was replaced by Azure Virtual Desktop in 2024.",
            "Install FortiClient 6.4 and connect to vpn.calderbrook.example.",
            "Last revised 3 February 2022.",
        ],
    ),
]
