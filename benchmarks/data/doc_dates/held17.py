"""The seventeenth held-out batch of the document-dating share (``half`` = ``held17`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A GP surgery partnership and its community pharmacy this time (Wrenfold Vale Medical Practice and
Wrenfold Pharmacy of Ottercombe: clinical protocols, significant event reviews, the CQC inspection,
its action plan and provider return, partners' minutes and the partnership deed, practice policies
and SOPs, a patient group direction, patient leaflets, the practice web site, appointment and
prescription notices, rotas, the training log, the patient participation group, premises, finance,
IT, press and letters), in the formats of the earlier batches, with the date forms such a practice
uses: a protocol revision table (Rev | Date | Change) in dotted day-first dates, "Version 3.0 \u2013
11th March 2025" alone, "SEA meeting held:", "Date of publication:" over the inspection visit days,
"Submitted to the CQC by the practice manager, 10 October 2025", "Minutes of the partners' meeting
held on Wednesday ...", "THIS DEED is dated the 30th day of June 2025", front matter (``revised``
over ``created``, ``created`` alone), ``dcterms.modified``, ``article:published_time``,
``article:modified_time`` over a body "First published", ``<time datetime>`` on a repost, "Date of
issue:", "Effective from", "Approved by: superintendent pharmacist on" over "Prepared by:",
"Authorised on behalf of the ICB on" over a PGD's validity, a masthead "OCTOBER 2025", "Issue 5,
Spring 2024", "Edition: Winter 2019/20", "Page last updated: 3rd November 2025", "Posted ... by
reception", "w/c 17/11/2025", "Mandatory training log 2025/26", "Presented to the whole practice
team, ...", "Raised for the partners by the PPG chair, ...", "Date of assessment:" alone and under
"Report signed:", a bid's "Submitted to ...", accounts "signed on their behalf on", "Invoice date:",
a changelog, e-mail headers (one just after midnight, +0100) over a forwarded "Sent:", "Issued:",
"Prepared by the IT lead, ...", an embargo line alone and under a dateline "OTTERCOMBE, 12 March
2025 \u2013", a letter's bare date line under its reference, "Version 0.3, circulated to ...",
"Sept. 2025"; dates only in paths ("2025-07-09-vaccine-fridge-sea", "minutes-2024-03",
"archive/2019", "audits/2024", "2025-12-01_reception-rota"); status markers: ``archive/``, ``old/``,
``superseded/``, ``drafts/``, ``proposals/``, "ARCHIVED", "(ARCHIVED)", "SUPERSEDED", "WITHDRAWN",
"Status: Withdrawn", "UNCONFIRMED DRAFT", "DRAFT v0.2", "\u2013 DRAFT", "consultation draft",
"Proposal:", "Proposed", "Status: proposed", "Bid to"; and traps: blood pressures "140/90", a date
of birth, event and clinic dates, deadlines ("Return deadline", "Complete by", "Bids closed", "order
by"), next meetings, "Next review", "Review date" alone, "Next assessment due", "review_due" in front
matter, PGD expiry, "Health and Social Care Act 2008", "Regulations 2014", "Misuse of Drugs
Regulations 2001", "BS 9999:2017", "Intercollegiate Document 2019", references "SEA-2025-014",
"MTICB-PGD-2025-03", "WV/PB/2025/117", "WV/MS/2019", the partnership agreement of 2011, "replaces"
and "superseded" said of an earlier version, "draft" and "Proposal:" as minutes items, "replaced by"
said of PCs, days with no year (Easter, the AGM), week numbers, dates only in rows, an ambiguous
"Posted 04/06/2025", copyright years and ranges, and a blank template date.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

W = "wrenfold"
FOOT = (
    "FOOT|\u00a9 2025 Wrenfold Vale Medical Practice \u00b7 2 Mill Lane, Ottercombe \u00b7 ODS code Y01234 "
    "\u00b7 01632 960 250"
)

HELD17: list[tuple[str, str | None, list[str]]] = [
    # Clinical protocols and significant events.
    (
        f"{W}/clinical/protocols/asthma-review-protocol.docx",
        "Asthma annual review protocol",
        [
            "Owner: Dr R. Penhale, respiratory lead",
            "Every patient on the asthma register is invited in their birth month for a review with the "
            "practice nurse: inhaler technique, an action plan and a check of reliever use.",
            "TABLE|Rev|Date|Change|1|12.09.2022|First issue|2|21.09.2023|Inhaler technique video added"
            "|3|14.08.2025|Move to MART in line with the local formulary",
            "Date for next review: August 2027",
        ],
    ),
    (
        f"{W}/clinical/protocols/archive/hypertension-protocol-2022.pdf",
        "Hypertension management protocol (2022)",
        [
            "ARCHIVED \u2013 kept for the QOF audit trail only",
            "A clinic blood pressure above 140/90 is confirmed by home or ambulatory readings before a "
            "diagnosis is coded.",
        ],
    ),
    (
        f"{W}/clinical/protocols/hypertension-protocol.pdf",
        "Hypertension management protocol",
        [
            "Version 3.0 \u2013 11th March 2025",
            "Agreed at the clinical meeting; it applies to every prescriber, the practice pharmacist included.",
            "Treat to below 140/90 for patients under 80 and below 150/90 for patients aged 80 or over.",
        ],
    ),
    (
        f"{W}/clinical/sea/2025-07-09-vaccine-fridge-sea.md",
        "Significant event analysis: vaccine fridge out of range",
        [
            "SEA reference: SEA-2025-014",
            "",
            "What happened: the data logger in the treatment room fridge recorded 11.2\u00b0C overnight after "
            "a cleaner unplugged it to charge a floor polisher. The stock was quarantined and the "
            "manufacturers were asked for stability advice.",
            "",
            "Learning: the plug now carries a DO NOT UNPLUG label and the fridge has its own switched socket.",
        ],
    ),
    (
        f"{W}/clinical/sea/sea-wrong-patient-letter.docx",
        "Significant event review \u2013 hospital letter filed in the wrong record",
        [
            "Date of event: 14/05/2025",
            "SEA meeting held: 3 June 2025",
            "A discharge letter was scanned into the record of a patient with the same name and the same "
            "date of birth, 12/04/1961.",
            "Actions: two identifiers are checked at scanning; an audit of 50 scanned letters by 31 August 2025.",
        ],
    ),
    # CQC.
    (
        f"{W}/cqc/inspection/cqc-inspection-report.pdf",
        "Wrenfold Vale Medical Practice \u2013 Inspection report",
        [
            "Care Quality Commission",
            "Date of inspection visit: 8 and 9 July 2025",
            "Date of publication: 19 September 2025",
            "Overall rating: Good. Safe: Requires improvement. The practice breached Regulation 12 of the "
            "Health and Social Care Act 2008 (Regulated Activities) Regulations 2014.",
        ],
    ),
    (
        f"{W}/cqc/inspection/cqc-action-plan.docx",
        "CQC action plan \u2013 the Safe key question",
        [
            "Submitted to the CQC by the practice manager, 10 October 2025",
            "Each action has an owner and a completion date; progress is reported at every partners' meeting.",
            "TABLE|Action|Owner|Complete by|Fridge logger alarms to the duty phone|Nurse lead|31/10/2025"
            "|Recall for high-risk drug monitoring|Practice pharmacist|30/11/2025",
        ],
    ),
    (
        f"{W}/cqc/inspection/archive/2019/cqc-inspection-report.pdf",
        "Wrenfold Vale Medical Practice \u2013 Inspection report",
        [
            "Care Quality Commission",
            "Overall rating: Good. All five key questions were rated Good.",
            "This report describes our judgement of the quality of care at this location.",
        ],
    ),
    (
        f"{W}/cqc/drafts/provider-information-return.docx",
        "Provider information return \u2013 DRAFT v0.2",
        [
            "Prepared by the practice manager for the partners to check, 2 February 2026",
            "We are asked to describe what has improved since the July 2025 inspection visit.",
            "Return deadline: 20 February 2026",
        ],
    ),
    # Partners.
    (
        f"{W}/partners/minutes/2025/partners-meeting-october.docx",
        "Partners' meeting \u2013 minutes",
        [
            "Minutes of the partners' meeting held on Wednesday 15 October 2025",
            "Present: Dr Penhale, Dr Okonjo, Dr Tregear and the practice manager.",
            "The draft minutes of the September meeting were approved without change.",
            "Proposal: open the Saturday flu clinic to pharmacy customers \u2013 agreed.",
            "Date of next meeting: Wednesday 12 November 2025",
        ],
    ),
    (
        f"{W}/partners/minutes/drafts/partners-meeting-november.docx",
        "Partners' meeting \u2013 UNCONFIRMED DRAFT minutes",
        [
            "Meeting held: 12 November 2025, Ottercombe surgery library",
            "The partners agreed to recruit a second salaried GP to start in April.",
            "To be confirmed at the December meeting.",
        ],
    ),
    (
        f"{W}/partners/minutes/2024/partners-meeting-minutes-2024-03.txt",
        None,
        [
            "WRENFOLD VALE MEDICAL PRACTICE",
            "Partners' meeting",
            "",
            "Present: Dr Penhale, Dr Okonjo, Dr Tregear (chair) and the practice manager.",
            "1. The partners reviewed the year-end QOF position: 541 of 559 points",
            "   are expected.",
            "2. Locum spend is capped at last year's level.",
        ],
    ),
    (
        f"{W}/partners/agreements/partnership-deed-variation.pdf",
        "Deed of variation to the partnership agreement",
        [
            "THIS DEED is dated the 30th day of June 2025",
            "It varies the partnership agreement dated 1 April 2011 between the partners of Wrenfold Vale "
            "Medical Practice.",
            "From 1 July 2025 Dr A. Tregear holds a 20% share of the profits.",
        ],
    ),
    # Practice policies.
    (
        f"{W}/policies/chaperone-policy.md",
        "Chaperone policy",
        [
            "FRONT|title: Chaperone policy\ncreated: 2021-02-08\nrevised: 2025-05-19\nreview_due: 2026-05-19",
            "This policy replaces the chaperone policy version 2, which is superseded.",
            "",
            "Every patient may ask for a chaperone for any examination. Trained chaperones, reception staff",
            "included, are listed on the board behind the desk.",
        ],
    ),
    (
        f"{W}/policies/superseded/chaperone-policy-v2.md",
        "Chaperone policy (version 2)",
        [
            "FRONT|created: 2021-02-08",
            "Only clinical staff may act as chaperones; reception staff are not trained for the role.",
            "",
            "Offer a chaperone for every intimate examination and record the offer in the notes.",
        ],
    ),
    (
        f"{W}/policies/infection-control-policy.docx",
        "Infection prevention and control policy",
        [
            "Approved by the partners on 9 January 2025",
            "Hand hygiene, sharps, spillages and the cleaning schedule for the treatment rooms.",
            "TABLE|Version|Date|Author|1.0|04/03/2022|IPC lead|1.1|17/01/2023|IPC lead|2.0|09/01/2025|IPC lead",
            "Review date: January 2026",
        ],
    ),
    (
        f"{W}/policies/complaints-procedure.html",
        "Complaints procedure",
        [
            "META|dcterms.modified=2025-04-28",
            "If you are unhappy with any part of your care, please speak to the practice manager first. Most "
            "concerns are settled within ten working days.",
            "You can also contact the Parliamentary and Health Service Ombudsman. This procedure follows the "
            "Local Authority Social Services and National Health Service Complaints (England) Regulations 2009.",
            "FOOT|\u00a9 2016\u20132025 Wrenfold Vale Medical Practice \u00b7 2 Mill Lane, Ottercombe",
        ],
    ),
    (
        f"{W}/policies/lone-working-policy.pdf",
        "Lone working policy",
        [
            "Review date: June 2026",
            "Staff working alone after 18:30 lock the side door and sign in with the duty doctor.",
            "Home visits: tell reception the address and the time you expect to be back.",
        ],
    ),
    (
        f"{W}/policies/old/repeat-prescribing-policy-2020.txt",
        None,
        [
            "Repeat prescribing policy",
            "Date of issue: 1st September 2020",
            "",
            "Repeat requests are taken by telephone between 10:00 and 12:00 and",
            "are ready for collection two working days later.",
        ],
    ),
    (
        f"{W}/policies/repeat-prescribing-policy.docx",
        "Repeat prescribing policy",
        [
            "WITHDRAWN \u2013 see the joint repeat prescribing policy of the surgery and pharmacy (2025)",
            "Date of issue: 5 November 2023",
            "Repeat requests are taken online and through the pharmacy; the telephone line closed in 2023.",
        ],
    ),
    (
        f"{W}/policies/joint-repeat-prescribing-policy.pdf",
        "Joint repeat prescribing policy \u2013 surgery and pharmacy",
        [
            "Effective from 1 February 2025",
            "Replaces the surgery's repeat prescribing policy of 5 November 2023.",
            "Requests reach the pharmacy hub within one working day; controlled drugs are issued for no more "
            "than 30 days.",
        ],
    ),
    # Pharmacy.
    (
        f"{W}/pharmacy/sops/controlled-drugs-sop.docx",
        "SOP 07: Controlled drugs \u2013 receipt, storage and destruction",
        [
            "Prepared by: pharmacy manager, 2 June 2025",
            "Approved by: superintendent pharmacist on 16 June 2025",
            "Follows the Misuse of Drugs Regulations 2001 and the Misuse of Drugs (Safe Custody) Regulations 1973.",
            "Next review: June 2027",
        ],
    ),
    (
        f"{W}/pharmacy/sops/superseded/controlled-drugs-sop-2022.docx",
        "SOP 07: Controlled drugs \u2013 receipt and storage",
        [
            "SUPERSEDED \u2013 do not use; see SOP 07 (June 2025) in the SOP folder",
            "Prepared by: pharmacy manager, 7 March 2022",
            "Out-of-date stock is destroyed in the presence of an authorised witness.",
        ],
    ),
    (
        f"{W}/pharmacy/pgds/pgd-emergency-contraception.pdf",
        "Patient group direction: levonorgestrel 1.5 mg tablet",
        [
            "PGD reference MTICB-PGD-2025-03",
            "Authorised on behalf of Marlbridge and Tarrow ICB on 22 August 2025",
            "Valid from: 1 September 2025    Expiry date: 31 August 2027",
            "Pharmacists named in the annex may supply under this direction once they have signed it.",
        ],
    ),
    (
        f"{W}/pharmacy/notices/easter-opening-hours.txt",
        None,
        [
            "WRENFOLD PHARMACY \u2013 EASTER OPENING",
            "",
            "Good Friday 18 April: 10:00 to 14:00",
            "Easter Saturday 19 April: 09:00 to 13:00",
            "Easter Monday 21 April: closed. The nearest open pharmacy is shown",
            "on the door and by NHS 111.",
        ],
    ),
    (
        f"{W}/pharmacy/leaflets/pharmacy-first-leaflet.pdf",
        "Pharmacy First \u2013 seven common conditions without a GP appointment",
        [
            "OCTOBER 2025",
            "Sinusitis, sore throat, earache, infected insect bites, impetigo, shingles and urinary "
            "infections in women aged 16 to 64.",
            "Walk in, or be referred by the surgery or by NHS 111.",
        ],
    ),
    (
        f"{W}/pharmacy/services/housebound-delivery-service.pdf",
        "Proposed medicines delivery service for housebound patients",
        [
            "Status: proposed",
            "Prepared by the pharmacy manager, Sept. 2025",
            "About 140 patients would get a weekly delivery; the van lease quoted is \u00a34,200 a year from "
            "1 January 2026.",
        ],
    ),
    (
        f"{W}/pharmacy/audits/2024/cd-balance-checks.csv",
        None,
        [
            "ROWS|Date|Drug|Balance correct|05/01/2024|Morphine sulfate 10 mg/5 ml|Yes|19/01/2024|Oxycodone 5 mg"
            "|Yes|02/02/2024|Methadone 1 mg/ml|No \u2013 corrected"
        ],
    ),
    # The practice web site.
    (
        f"{W}/website/news/flu-clinics-2025.html",
        "Saturday flu clinics",
        [
            "META|article:published_time=2025-09-08T09:00:00+01:00",
            "Saturday flu clinics run at Ottercombe surgery on 27 September and 11 October 2025, 08:30 to "
            "13:00. Book online or ask at the pharmacy counter.",
            "Eligible: everyone aged 65 or over on 31 March 2026, pregnant women and people in the clinical "
            "risk groups in chapter 19 of the Green Book.",
            FOOT,
        ],
    ),
    (
        f"{W}/website/news/icb-covid-vaccine-repost.html",
        "Autumn COVID-19 vaccines \u2013 from our ICB",
        [
            'Posted <time datetime="2025-10-02">2 October 2025</time> by the practice web team',
            "Reposted from Marlbridge and Tarrow ICB, first published on 24 September 2025: adults aged 75 "
            "and over and people who are immunosuppressed are offered a COVID-19 vaccine this autumn.",
            FOOT,
        ],
    ),
    (
        f"{W}/website/pages/opening-hours.html",
        "Opening hours and extended access",
        [
            "Page last updated: 3rd November 2025",
            "The surgery is open 08:00 to 18:30 Monday to Friday. Evening and weekend appointments are "
            "offered at the Marlbridge primary care network hub.",
            "We close for staff training on the afternoon of Wednesday 19 November 2025.",
            FOOT,
        ],
    ),
    (
        f"{W}/website/pages/archive/covid-visitor-rules.html",
        "Coming to the surgery during COVID-19 (ARCHIVED)",
        [
            "Please wear a face covering in the waiting room and wait outside until your name is called. "
            "The doors open five minutes before your appointment.",
            "FOOT|\u00a9 2020 Wrenfold Vale Medical Practice",
        ],
    ),
    (
        f"{W}/website/pages/register-as-a-patient.html",
        "Register as a patient",
        [
            "META|article:modified_time=2025-06-30T16:12:00+01:00",
            "First published 14 March 2022",
            "Anyone living in our practice area can register; you do not need proof of address or an NHS "
            "number. Complete the online form or collect a paper GMS1 form from reception.",
            FOOT,
        ],
    ),
    # Patient leaflets and notices.
    (
        f"{W}/patients/leaflets/minor-illness-leaflet.docx",
        "Looking after minor illness at home",
        [
            "Issue 5, Spring 2024",
            "Most coughs and colds clear within three weeks without antibiotics. Ask the pharmacist first "
            "about sore throats, earache and hay fever.",
            "Call 111 if a child is drowsy or has a rash that does not fade under a glass.",
        ],
    ),
    (
        f"{W}/patients/leaflets/old/minor-illness-leaflet-issue-3.md",
        "Looking after minor illness at home",
        [
            "Edition: Winter 2019/20",
            "",
            "Coughs and colds usually clear within three weeks. Keep warm, drink plenty and rest.",
        ],
    ),
    (
        f"{W}/appointments/notices/did-not-attend-notice.txt",
        None,
        [
            "NOTICE TO PATIENTS",
            "Posted 04/06/2025",
            "",
            "Last month 212 appointments were missed without notice. If you cannot",
            "come, cancel by text or in the NHS App so that someone else can be seen.",
        ],
    ),
    (
        f"{W}/appointments/notices/christmas-prescriptions.md",
        "Ordering repeat prescriptions over Christmas",
        [
            "_Posted 1 December 2025 by reception_",
            "",
            "Please order by Monday 15 December 2025 so that your medicines are ready before the surgery",
            "closes on 24 December. The pharmacy opens 10:00 to 13:00 on 27 December.",
        ],
    ),
    (
        f"{W}/appointments/rotas/clinical-rota.xlsx",
        "Clinical rota w/c 17/11/2025",
        ["ROWS|Session|Monday|Tuesday|AM|Dr Penhale|Dr Okonjo|PM|Dr Tregear|ANP Moyle"],
    ),
    (
        f"{W}/appointments/rotas/2025-12-01_reception-rota.xlsx",
        "Reception rota",
        ["ROWS|Date|Early|Late|01/12/2025|Kerry|Sam|02/12/2025|Dee|Kerry"],
    ),
    # Training.
    (
        f"{W}/training/training-log-2025-26.xlsx",
        "Mandatory training log 2025/26",
        [
            "ROWS|Staff member|Course|Completed|Practice nurse|Basic life support|14/05/2025"
            "|Receptionist|Information governance|02/06/2025"
        ],
    ),
    (
        f"{W}/training/safeguarding/safeguarding-update.pptx",
        "Safeguarding adults and children: practice update",
        [
            "Presented to the whole practice team, 21 January 2026",
            "Clinicians renew level 3 training every three years",
            "New referral route to the Marlbridge MASH from 1 March 2026",
            "The Intercollegiate Document 2019 (children) still applies",
        ],
    ),
    # Patient participation group.
    (
        f"{W}/ppg/newsletters/ppg-news.pdf",
        "Patient Participation Group News \u2013 Autumn 2025",
        [
            "Our AGM is on Tuesday 18 November at 18:00 in the community room.",
            "Volunteers helped 340 people through the Saturday flu clinics.",
            "\u00a9 Wrenfold Vale PPG 2025",
        ],
    ),
    (
        f"{W}/ppg/minutes/ppg-minutes.eml",
        "PPG minutes \u2013 meeting of 7 October",
        [
            "EMAIL|Thu, 9 Oct 2025 21:05:00 +0100",
            "Dear all, the minutes are below.",
            "",
            "Present: eight members, the practice manager and the pharmacy manager.",
            "The group asked for a bench by the pharmacy door; the partners will cost it.",
            "Next meeting: Tuesday 2 December 2025.",
        ],
    ),
    (
        f"{W}/ppg/proposals/bench-and-rain-shelter.pptx",
        "Proposal: bench and rain shelter by the pharmacy entrance",
        [
            "For discussion at the partners' meeting",
            "Raised for the partners by the PPG chair, 14 October 2025",
            "Quote from Tarrow Joinery: \u00a31,840 plus VAT, valid for 60 days",
        ],
    ),
    # Premises.
    (
        f"{W}/premises/fire/fire-risk-assessment.pdf",
        "Fire risk assessment \u2013 Ottercombe surgery",
        [
            "Assessor: Kestle Fire Safety Ltd, using the BS 9999:2017 approach",
            "Date of assessment: 19/02/2025",
            "Next assessment due: 19/02/2026",
            "Risk rating: tolerable. Two actions: fit a new closer to the dispensary fire door and clear the "
            "boxes from the rear escape corridor.",
        ],
    ),
    (
        f"{W}/premises/fire/old/fire-risk-assessment-2021.pdf",
        "Fire risk assessment \u2013 Ottercombe surgery",
        [
            "Date of assessment: 08/03/2021",
            "Report signed: 22/03/2021 by the assessor",
            "Risk rating: moderate. The dispensary door did not close on its own.",
        ],
    ),
    (
        f"{W}/premises/legionella/water-temperature-log.csv",
        None,
        ["ROWS|Outlet|Temperature \u00b0C|Checked|Staff WC hot tap|56|week 14|Treatment room 2 cold|18|week 14"],
    ),
    (
        f"{W}/premises/extension/estates-bid.docx",
        "Bid to the ICB premises improvement fund \u2013 consulting room extension",
        [
            "Submitted to Marlbridge and Tarrow ICB by the managing partner, 27 March 2025",
            "Two consulting rooms and a pharmacy consultation booth on the car-park side; building would "
            "start in 2026 and the rooms open by spring 2027.",
            "Bids closed on 31 March 2025.",
        ],
    ),
    # Finance.
    (
        f"{W}/finance/accounts/practice-accounts-2024-25.pdf",
        "Practice accounts for the year ended 31 March 2025",
        [
            "Approved by the partners and signed on their behalf on 18 December 2025",
            "Income from the GMS contract rose by 4%; locum costs fell by \u00a338,000.",
            "Accountants: Penwarden & Co, Marlbridge.",
        ],
    ),
    (
        f"{W}/finance/invoices/locum-invoice-0147.pdf",
        "Invoice 0147 \u2013 locum GP sessions",
        [
            "Invoice date: 30/09/2025",
            "Sessions worked: 2, 9, 16 and 23 September 2025 at Ottercombe surgery, four sessions at \u00a395 an hour.",
            "Payment is due within 14 days. Dr L. Hoskin, GMC 7123456.",
        ],
    ),
    (
        f"{W}/finance/budgets/budget-2026-27.xlsx",
        "Practice budget 2026/27 \u2013 DRAFT",
        [
            "ROWS|Heading|Budget|Owner|Staff costs|\u00a31,412,000|Practice manager"
            "|Dispensing drugs|\u00a396,000|Pharmacy manager"
        ],
    ),
    # IT.
    (
        f"{W}/it/changes/clinical-system-templates-changelog.md",
        "Clinical system templates \u2013 changelog",
        [
            "## 2.4 \u2013 6 October 2025",
            "- The frailty template records the Rockwood score.",
            "",
            "## 2.3 \u2013 21 July 2025",
            "- The asthma template follows the 2024 joint asthma guideline.",
            "",
            "## 2.2 \u2013 3 March 2025",
            "- Contraception template updated.",
        ],
    ),
    (
        f"{W}/it/security/dspt-submission.eml",
        "FW: DSPT 2024-25 submission confirmation",
        [
            "EMAIL|Tue, 1 Jul 2025 00:12:00 +0100",
            "Forwarding for the records \u2013 we met the standard again.",
            "",
            "---------- Forwarded message ---------",
            "From: DSPT team",
            "Sent: Fri, 27 Jun 2025 16:02",
            "Subject: Data Security and Protection Toolkit 2024-25: Standards Met",
            "Organisation Y01234 has published its assessment.",
        ],
    ),
    (
        f"{W}/it/security/smartcard-procedure-v2.docx",
        "Smartcard access procedure v2",
        [
            "Status: Withdrawn \u2013 replaced by version 3 for Care Identity Service 2",
            "Issued: 11 May 2022",
            "Registration authority agents unlock cards at the reception desk.",
        ],
    ),
    (
        f"{W}/it/archive/windows-10-migration-plan.pptx",
        "Windows 10 end of support \u2013 migration plan",
        [
            "ARCHIVED \u2013 every practice PC was replaced by a Windows 11 machine",
            "Prepared by the IT lead, 14 January 2025",
            "22 PCs to replace before support ends on 14 October 2025",
        ],
    ),
    (
        f"{W}/templates/minor-surgery-consent-form.docx",
        "Consent to minor surgery \u2013 template",
        [
            "Patient name: ______________",
            "Date: __/__/____",
            "I have had the risks explained to me, including scarring and infection.",
            "Form ref: WV/MS/2019",
        ],
    ),
    # Communications.
    (
        f"{W}/comms/press/joint-prescription-hub.md",
        "Surgery and pharmacy open a joint prescription hub",
        [
            "Embargoed until 00:01, 12 March 2025",
            "",
            "OTTERCOMBE, 12 March 2025 \u2013 Wrenfold Vale Medical Practice and Wrenfold Pharmacy today opened a",
            "shared hub that prepares repeat prescriptions for the practice's 9,800 patients.",
        ],
    ),
    (
        f"{W}/comms/press/cqc-rating-release.txt",
        None,
        [
            "PRESS RELEASE",
            "Embargoed until 00:01, 19 September 2025",
            "",
            "Wrenfold Vale Medical Practice has been rated Good overall by the Care",
            "Quality Commission after its inspection in July. The partners thanked",
            "the staff and the Patient Participation Group.",
        ],
    ),
    (
        f"{W}/comms/letters/practice-boundary-letter.docx",
        "Wrenfold Vale Medical Practice",
        [
            "Our ref: WV/PB/2025/117",
            "3rd November 2025",
            "Dear Patient,",
            "From 1 January 2026 our practice boundary no longer includes Tarrow Mill. You do not need to do "
            "anything: you stay registered with us.",
        ],
    ),
    (
        f"{W}/pharmacy/plans/business-continuity-plan.docx",
        "Business continuity plan \u2013 Wrenfold Pharmacy (consultation draft)",
        [
            "Version 0.3, circulated to the partners and the pharmacy staff 8 December 2025",
            "If the dispensing system fails, labels are written by hand and sales go on the paper log.",
            "Power cut: fridge stock moves to the surgery's vaccine fridges within two hours.",
        ],
    ),
]
