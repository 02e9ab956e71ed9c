"""The nineteenth held-out batch of the document-dating share (``half`` = ``held19`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
An insurance brokerage's share this time (client files, policy schedules, endorsements and renewals,
claims handling, market submissions and placing, compliance and FCA returns, complaints, terms of
business, the board, HR, finance, marketing and the web site, IT), in the formats of the earlier
batches, with the date forms such a broker uses: "Schedule issued: 14 March 2025", "Endorsement
effective 22 May 2025", "Endorsement issued 02/06/2025 ... effective 16/06/2025", "Submitted to
insurers by ..., 17 January 2025", "Report signed 12 September 2025" over the inspection days,
"Date of visit:", a letter's bare date line under "Our ref", a version table, front matter with
``updated`` over ``created``, ``dcterms.modified``, ``article:modified_time`` over "First published",
``<time datetime>``, "This agreement is dated the twenty-first day of March 2025", "Approved by the
Board on ... / Effective from", "Invoice date: 07/07/25", "Reviewed: 23.04.2026", a US-order binder
date, a press dateline over an embargo line, "Not for publication before", a changelog, periods
("July to September 2025", "H1 2025", "Period 7 (October 2025)", "Strategy 2026-2028", "Spring
campaign 2023", "week ending 21/11/2025"), dates only in paths ("2025-08-14-escape-of-water",
"placing-slip-2025-11", "2026-27/", "spring-2025", "archive/2022"); status markers: ``archive/``,
``old/``, ``superseded/``, ``drafts/``, ``proposals/``, "ARCHIVED", "SUPERSEDED", "WITHDRAWN",
"Status: Withdrawn", "UNCONFIRMED DRAFT", "(draft)", "Proposal:", "Proposed", "Status: Under
discussion"; and traps: inception, renewal and period-of-insurance dates (policy data), dates of
loss, quote deadlines, FOS referral periods, next meetings and reviews, policy and claim references
("MF/2025/00417", "CL/25/0912", "UMR B0999TQ2025117", "CMP/2025/044"), "Companies Act 2006",
"Money Laundering Regulations 2017", "Kestlebury Business Awards 2025", "PolicyHub 2024", "a proposal
form" and a replaced policy said of other documents, an ambiguous "8/7/2025", dates only in rows, a
copyright range, template placeholders.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

B = "thornquay"
FOOT = (
    "FOOT|\u00a9 2019\u20132025 Thornquay Insurance Brokers Ltd \u00b7 Authorised and regulated by the FCA (FRN 310457)"
)

HELD19: list[tuple[str, str | None, list[str]]] = [
    (
        f"{B}/clients/renewals/2025/renewal-report-q3.docx",
        "Renewals report \u2013 July to September 2025",
        [
            "Prepared by the Account Executive team, 9 October 2025",
            "Retention held at 91% by premium; two fleet accounts moved to a rival broker at renewal.",
            "TABLE|Client|Renewal date|Outcome|Hollins Haulage|01/07/2025|Renewed|Marlow Dental|15/08/2025|Lost",
        ],
    ),
    (
        f"{B}/clients/renewals/2024/renewal-report-q3.docx",
        "Renewals report \u2013 July to September 2024",
        [
            "Retention by premium and by client count is shown below. Lost accounts are followed up by the "
            "account executive within a month.",
            "TABLE|Client|Renewal date|Outcome|Hollins Haulage|01/07/2024|Renewed|Ferrow Joinery|20/09/2024|Renewed",
        ],
    ),
    (
        f"{B}/clients/renewals/archive/renewal-report-q3-2023.docx",
        "Renewals report \u2013 July to September 2023",
        [
            "ARCHIVED \u2013 retained for the FCA file review trail",
            "Prepared by the Account Executive team, 11 October 2023",
            "TABLE|Client|Renewal date|Outcome|Hollins Haulage|01/07/2023|Renewed|Ferrow Joinery|20/09/2023|Renewed",
        ],
    ),
    (
        f"{B}/clients/schedules/hollins-fleet-schedule.pdf",
        "Policy schedule - Motor fleet",
        [
            "Insured: Hollins Haulage Ltd    Policy number: MF/2025/00417",
            "Schedule issued: 14 March 2025",
            "Period of insurance: 01/04/2025 to 31/03/2026 (inception and renewal dates)",
            "Vehicles insured: 42. Excess: \u00a3500 each and every claim.",
        ],
    ),
    (
        f"{B}/clients/schedules/superseded/hollins-fleet-schedule-2024.pdf",
        "Policy schedule - Motor fleet",
        [
            "This schedule has been superseded by the schedule for the 2025 period.",
            "Insured: Hollins Haulage Ltd    Policy number: MF/2024/00388",
            "Schedule issued: 12 March 2024",
            "Period of insurance: 01/04/2024 to 31/03/2025",
        ],
    ),
    (
        f"{B}/clients/schedules/endorsement-03.pdf",
        "Endorsement No. 3 - additional vehicle",
        [
            "Attaching to policy MF/2025/00417, inception 1 April 2025",
            "Endorsement effective 22 May 2025",
            "Vehicle KX25 HPL (DAF XF) is added to the schedule. Additional premium \u00a31,284.00 plus IPT.",
        ],
    ),
    (
        f"{B}/clients/schedules/endorsement-04.pdf",
        "Endorsement No. 4 - change of garaging address",
        [
            "Attaching to policy MF/2025/00417",
            "Endorsement issued 02/06/2025, effective 16/06/2025",
            "Vehicles are garaged overnight at Unit 9, Saltings Road, Aldermoor. No change in premium.",
        ],
    ),
    (
        f"{B}/clients/renewals/renewal-invitation-letter.docx",
        "Renewal of your commercial combined policy",
        [
            "Our ref: RN/25/3381",
            "3rd February 2025",
            "Dear Ms Ferrow,",
            "Your policy renews on 1 March 2025. Please return the signed proposal form and the updated "
            "turnover figures by 20 February 2025 so that we can approach the market.",
        ],
    ),
    (
        f"{B}/clients/renewals/templates/renewal-letter-template.docx",
        "Renewal invitation letter (template)",
        [
            "Our ref: {{client_ref}}",
            "Date: [Date]",
            "Your policy renews on {{renewal_date}}. Please return the signed proposal form by {{return_by}}.",
        ],
    ),
    (
        f"{B}/clients/correspondence/hollins-renewal-chase.eml",
        "RE: Hollins fleet renewal - claims experience 20 Feb",
        [
            "EMAIL|Mon, 24 Feb 2025 08:45:11 +0000",
            "Thanks Dan, the five-year claims experience is attached. Can you confirm the driver list?",
            "-----Original Message-----\nFrom: Dan Marsh\nSent: 20 February 2025 16:02\n"
            "Subject: Hollins fleet renewal\nPlease send the claims experience before we go to market.",
        ],
    ),
    (
        f"{B}/clients/files/archive/2022/hollins-haulage-file-note.txt",
        None,
        [
            "File note - Hollins Haulage Ltd",
            "",
            "Met the finance director at the Saltings Road depot. The client wants to",
            "keep the fleet policy annual and to review the goods-in-transit limit",
            "before the next renewal. Follow-up call booked with the account executive.",
        ],
    ),
    (
        f"{B}/market/submissions/2025/hollins-fleet-market-submission.docx",
        "Market submission \u2013 Hollins Haulage motor fleet",
        [
            "Submitted to insurers by J. Marsh, Account Executive, 17 January 2025",
            "Quotes required by 7 February 2025 for inception on 1 April 2025.",
            "TABLE|Date of loss|Type|Paid|14/11/2023|Third-party damage|\u00a34,120|02/03/2024|Windscreen|\u00a3390",
        ],
    ),
    (
        f"{B}/market/submissions/drafts/quayside-property-submission.docx",
        "Market submission \u2013 Quayside Properties",
        [
            "Renewal date 30 June 2025. Sums insured to be confirmed by the client's surveyor.",
            "Target insurers: three composites and one Lloyd's property line slip.",
        ],
    ),
    (
        f"{B}/market/placing/placing-slip-2025-11.txt",
        None,
        [
            "PLACING SLIP",
            "UMR: B0999TQ2025117",
            "Type: Professional indemnity, claims made",
            "Insured: Garnet & Rowe Surveyors LLP",
            "Limit: GBP 2,000,000 any one claim; excess GBP 10,000 each claim",
            "Retroactive date: unlimited",
        ],
    ),
    (
        f"{B}/market/wholesale/us-binder-confirmation.txt",
        None,
        [
            "Brannock Specialty Wholesale - Binder confirmation",
            "Date: 11/24/2025",
            "",
            "We confirm binding of the excess liability layer for Marlow Dental Group",
            "at USD 5,000,000 xs USD 1,000,000, effective 12/01/2025 for twelve months.",
        ],
    ),
    (
        f"{B}/claims/notifications/2025-08-14-escape-of-water-notification.txt",
        None,
        [
            "Claim notification - escape of water",
            "Claim ref: CL/25/0912    Policy: CC/2025/01177",
            "Date of loss: 9 August 2025",
            "",
            "A burst pipe in the first-floor kitchen flooded the ground-floor shop.",
            "Stock and shopfittings damaged; the insured has moved trading to the rear unit.",
        ],
    ),
    (
        f"{B}/claims/reports/loss-adjuster-report.pdf",
        "Loss adjuster's report - Unit 4, Tanner's Yard",
        [
            "Claim ref: CL/25/0912",
            "Date of inspection: 3 and 4 September 2025",
            "The damage is consistent with a sudden escape of water. Reserve recommended: \u00a338,500.",
            "Report signed 12 September 2025, Caddick Loss Adjusters",
        ],
    ),
    (
        f"{B}/claims/reports/site-visit-note.md",
        "Claims site visit note \u2013 Ferrow Joinery",
        [
            "Date of visit: 22 October 2025",
            "",
            "Fire damage is limited to the spray booth. Extraction ducting to be replaced before the booth "
            "is used again; the insurer's surveyor will attend next week.",
        ],
    ),
    (
        f"{B}/claims/bordereau/claims-bordereau-november.xlsx",
        "Claims bordereau \u2013 November 2025",
        [
            "ROWS|Claim ref|Date notified|Reserve|CL/25/0912|14/08/2025|\u00a338,500|CL/25/1040|03/11/2025|\u00a32,200",
        ],
    ),
    (
        f"{B}/claims/bordereau/open-claims.csv",
        None,
        [
            "ROWS|Claim ref|Date of loss|Status|CL/25/0912|09/08/2025|Open|CL/25/1003|21/10/2025|Open"
            "|CL/25/1040|30/10/2025|Open"
        ],
    ),
    (
        f"{B}/claims/reserves/reserve-position.docx",
        "Claims reserve position",
        [
            "Outstanding reserves as at 30 September 2025, by class of business.",
            "TABLE|Class|Open claims|Reserve|Motor fleet|14|\u00a3211,000|Property|6|\u00a3164,500",
        ],
    ),
    (
        f"{B}/compliance/fca/2025/rmar-return-h1.xlsx",
        "RMAR return \u2013 H1 2025",
        ["ROWS|Section|Item|Value|A|Turnover|\u00a32,614,000|D|Client money held|\u00a3911,200"],
    ),
    (
        f"{B}/compliance/fca/complaints-return-h2-2025.pdf",
        "Complaints return - H2 2025",
        [
            "Prepared by the Compliance Officer, 19 January 2026",
            "Complaints opened: 11. Closed within eight weeks: 10. Upheld: 3.",
            "Submission deadline: 28 February 2026.",
        ],
    ),
    (
        f"{B}/compliance/policies/conflicts-of-interest-policy.docx",
        "Conflicts of interest policy",
        [
            "Owner: Compliance Officer. Next review: January 2026.",
            "Contingent commission and volume overriders are declared to clients on request.",
            "TABLE|Version|Date|Change|1.0|14/03/2022|First issue|1.1|05/09/2023|Gifts register added"
            "|2.0|21/01/2025|Consumer Duty rewrite",
        ],
    ),
    (
        f"{B}/compliance/policies/old/conflicts-of-interest-policy-v1.docx",
        "Conflicts of interest policy (version 1.1)",
        [
            "Approved by the Board on 5 September 2023",
            "Gifts and hospitality above \u00a3100 are recorded in the gifts register.",
        ],
    ),
    (
        f"{B}/compliance/policies/financial-crime-policy.md",
        "Financial crime policy",
        [
            "FRONT|title: Financial crime policy\ncreated: 2023-02-10\nupdated: 2025-06-30",
            "This policy applies the Money Laundering Regulations 2017 and the Proceeds of Crime Act 2002 to "
            "premium finance and client money.",
        ],
    ),
    (
        f"{B}/compliance/policies/superseded/treating-customers-fairly-policy.md",
        "Treating customers fairly policy",
        [
            "SUPERSEDED \u2013 replaced by the Consumer Duty policy.",
            "",
            "Effective from 1 April 2019",
            "",
            "Every client receives a demands-and-needs statement before cover is bound.",
        ],
    ),
    (
        f"{B}/compliance/policies/consumer-duty-policy.pdf",
        "Consumer Duty policy",
        [
            "Approved by the Board on 27 June 2023. Effective from 31 July 2023.",
            "This policy replaces the Treating customers fairly policy, which is withdrawn.",
            "Fair value assessments are repeated for every product at least once a year.",
        ],
    ),
    (
        f"{B}/compliance/monitoring/file-review-report.docx",
        "Compliance file review \u2013 Q4 2025",
        [
            "Files reviewed: 10 to 14 November 2025 (28 client files, commercial lines)",
            "Report date: 1 December 2025",
            "Two files lacked a demands-and-needs statement; both have been remediated.",
        ],
    ),
    (
        f"{B}/compliance/breaches/breach-register-guidance.md",
        "Breach register guidance",
        [
            "Status: Withdrawn",
            "Issued 14/05/2021 by the Compliance Officer",
            "",
            "Record every breach in the register within two working days of discovery.",
        ],
    ),
    (
        f"{B}/complaints/log/complaints-log.csv",
        None,
        ["ROWS|Complaint ref|Received|Closed|CMP/2025/041|03/09/2025|24/09/2025|CMP/2025/044|23/06/2025|08/08/2025"],
    ),
    (
        f"{B}/complaints/letters/final-response-letter.txt",
        None,
        [
            "Final response to your complaint",
            "Our ref: CMP/2025/044",
            "Date: 8/7/2025",
            "",
            "We have not upheld your complaint about the handling of your claim. If you",
            "remain dissatisfied you may refer it to the Financial Ombudsman Service",
            "within six months of the date of this letter.",
        ],
    ),
    (
        f"{B}/complaints/procedures/complaints-procedure.html",
        "How to make a complaint",
        [
            "META|dcterms.modified=2025-04-08",
            "Tell us by phone, e-mail or letter. We acknowledge every complaint within five working days and "
            "send a final response within eight weeks.",
            FOOT,
        ],
    ),
    (
        f"{B}/complaints/mi/complaints-mi.pptx",
        "Complaints MI \u2013 week ending 21/11/2025",
        ["Two new complaints, both claims delays", "No complaints older than four weeks"],
    ),
    (
        f"{B}/terms/terms-of-business.pdf",
        "Terms of Business (version 9)",
        [
            "Effective from 1 January 2026",
            "We act as your agent when arranging insurance. We are paid by commission from insurers and, "
            "where agreed with you in advance, by a fee.",
        ],
    ),
    (
        f"{B}/terms/old/terms-of-business-v8.pdf",
        "Terms of Business (version 8)",
        [
            "WITHDRAWN - replaced by version 9 from 1 January 2026",
            "Effective from 1 March 2024",
            "We act as your agent when arranging insurance.",
        ],
    ),
    (
        f"{B}/terms/drafts/terms-of-business-v10.docx",
        "Terms of Business v10",
        [
            "Version 10.0 (draft), circulated to directors 3 December 2025",
            "New clause 7: premium finance arrangements and the broker's commission on them.",
        ],
    ),
    (
        f"{B}/terms/agreements/toba-fenwick-schemes.docx",
        "Terms of business agreement \u2013 Fenwick Schemes Ltd",
        [
            "This agreement is dated the twenty-first day of March 2025.",
            "Fenwick Schemes grants Thornquay delegated authority to issue certificates under the landlord "
            "scheme. Either party may end the agreement on 90 days' notice.",
        ],
    ),
    (
        f"{B}/board/minutes/2025/board-minutes-september.docx",
        "Minutes of the Board of Directors",
        [
            "Minutes of the meeting held on Thursday 18 September 2025 at Harbour Chambers, Kestlebury",
            "The Board noted the H1 2025 RMAR figures and approved the Consumer Duty annual report.",
            "Next meeting: 11 December 2025.",
        ],
    ),
    (
        f"{B}/board/minutes/board-minutes-december.txt",
        None,
        [
            "Board minutes, 11 December 2025",
            "UNCONFIRMED DRAFT - subject to approval at the next meeting",
            "",
            "The Board discussed the proposed acquisition of the Fenwick Schemes book",
            "and asked for a fair value assessment before any offer is made.",
        ],
    ),
    (
        f"{B}/board/papers/acquisition-proposal.pptx",
        "Proposal: acquisition of the Fenwick Schemes landlord book",
        [
            "Presented to the Board by the Managing Director, 11 December 2025",
            "1,900 policies, \u00a32.3m gross written premium",
            "Earn-out over three renewal cycles",
        ],
    ),
    (
        f"{B}/board/strategy/strategy-2026-2028.pptx",
        "Strategy 2026\u20132028",
        ["Grow commercial lines to \u00a360m GWP", "Open a second office in Aldermoor", "Move to cloud telephony"],
    ),
    (
        f"{B}/hr/handbook/staff-handbook.docx",
        "Staff handbook",
        [
            "Last revised: 2nd of June 2025",
            "Certified staff complete 15 hours of CPD a year under the SM&CR rules. Statutory rights under the "
            "Employment Rights Act 1996 are not affected.",
        ],
    ),
    (
        f"{B}/hr/recruitment/proposals/graduate-broker-scheme.md",
        "Graduate broker scheme",
        [
            "Status: Under discussion",
            "Prepared by HR, Autumn 2025",
            "",
            "Four graduates a year would rotate through claims, placing and account handling.",
        ],
    ),
    (
        f"{B}/hr/policies/hybrid-working-policy.html",
        "Hybrid working policy",
        [
            "META|article:modified_time=2025-02-14T11:30:00+00:00",
            "First published 3 May 2022.",
            "Brokers work in the office at least three days a week, including the Tuesday placing meeting.",
            FOOT,
        ],
    ),
    (
        f"{B}/finance/management-accounts/management-accounts-2025-10.xlsx",
        "Management accounts \u2013 Period 7 (October 2025)",
        [
            "ROWS|Line|Month|Year to date|Commission income|\u00a3402,100|\u00a32,611,900"
            "|Fee income|\u00a331,700|\u00a3198,400"
        ],
    ),
    (
        f"{B}/finance/invoices/fee-invoice-TQ-20431.pdf",
        "Fee invoice",
        [
            "Invoice number: TQ-20431    Client: Garnet & Rowe Surveyors LLP",
            "Invoice date: 07/07/25",
            "Broker fee for the professional indemnity renewal: \u00a3750.00. Payment due within 30 days.",
        ],
    ),
    (
        f"{B}/finance/budget/2026-27/departmental-budget.xlsx",
        "Departmental budget",
        ["ROWS|Department|Budget|Owner|Commercial lines|\u00a31.9m|R. Ashdown|Claims|\u00a30.6m|P. Okoro"],
    ),
    (
        f"{B}/finance/reports/annual-report-2024.pdf",
        "Annual report and accounts 2024",
        [
            "Registered number 05562918",
            "Prepared under the Companies Act 2006. Commission income rose by 8% to \u00a35.1m.",
            "Approved by the Board and signed on its behalf on 24 April 2025.",
        ],
    ),
    (
        f"{B}/marketing/press/new-office.md",
        "Thornquay opens Aldermoor office",
        [
            "Embargoed until 00:01, 6 October 2025",
            "",
            "ALDERMOOR (6 October 2025) \u2013 Thornquay Insurance Brokers has opened its second office, on "
            "Mill Street, with eight commercial brokers.",
        ],
    ),
    (
        f"{B}/marketing/press/award-release.txt",
        None,
        [
            "EMBARGOED",
            "Not for publication before 09:00, 20 November 2025",
            "",
            "Thornquay named Regional Broker of the Year at the Kestlebury Business",
            "Awards 2025, for its landlord scheme and its claims service.",
        ],
    ),
    (
        f"{B}/marketing/newsletters/client-briefing-spring-2025.md",
        "Client briefing",
        [
            "Business interruption sums: check your indemnity period is long enough for a rebuild.",
            "",
            "Cyber cover: most claims we handled started with a spoofed supplier e-mail.",
        ],
    ),
    (
        f"{B}/marketing/campaigns/old/spring-campaign-2023.pptx",
        "Spring campaign 2023",
        ["Landlord insurance in one call", "Mail drop to 4,000 letting agents"],
    ),
    (
        f"{B}/marketing/website/news/repost-flood-guidance.html",
        "Repost: flood cover guidance for landlords",
        [
            "Posted 12 January 2026",
            "We are sharing again our guidance originally published on 4 February 2024, as the river warnings "
            "return to Aldermoor.",
            FOOT,
        ],
    ),
    (
        f"{B}/marketing/website/blog/cyber-cover-explained.html",
        "Cyber cover explained",
        [
            'By Rhian Ashdown, <time datetime="2025-05-19">19 May 2025</time>',
            "A cyber policy pays for incident response, lost income and notification costs.",
            FOOT,
        ],
    ),
    (
        f"{B}/marketing/website/faq.html",
        "Frequently asked questions",
        [
            "How quickly will I get my certificate? Certificates are e-mailed on the day cover is bound.",
            "Can I pay monthly? Yes, through our premium finance partner.",
            FOOT,
        ],
    ),
    (
        f"{B}/it/integrations/CHANGELOG.md",
        "Broking platform integration \u2013 changelog",
        [
            "## 2.4.0 \u2013 2025-10-27",
            "- Renewal invitations sent from PolicyHub 2024 templates.",
            "",
            "## 2.3.2 \u2013 2025-08-04",
            "- Fixed the endorsement premium rounding.",
        ],
    ),
    (
        f"{B}/it/notices/email-outage.eml",
        "E-mail outage on 30 Sep - resolved",
        [
            "EMAIL|Wed, 1 Oct 2025 00:10:00 +0100",
            "Mail flow is restored. Messages sent to the claims inbox during the outage have been delivered.",
        ],
    ),
    (
        f"{B}/it/security/access-review.md",
        "Quarterly user access review",
        [
            "Reviewed: 23.04.2026 by the IT manager",
            "",
            "Six leavers' accounts were disabled; two shared mailboxes were given named owners.",
        ],
    ),
    (
        f"{B}/it/projects/proposals/cloud-telephony.docx",
        "Proposed move to cloud telephony",
        [
            "The switch-over would take place in w/c 2 March 2026 if the Board approves the budget.",
            "Call recording for claims lines is kept for five years.",
        ],
    ),
]
