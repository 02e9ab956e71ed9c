"""The tenth held-out batch of the document-dating share (``half`` = ``held10`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-03 by a helper who never ran the reader or read its code.
A national charity's share this time (trustees and their committees, safeguarding, fundraising
appeals, events, legacies and lotteries, grants given and grants sought, volunteers, the regional
offices, charity shops, finance and Gift Aid, HR, communications, IT), in the formats of the earlier
batches, with the date forms such a share uses: "Meeting held: 18 September 2025", "These financial
statements were approved by the board of trustees on 24 July 2025" under a year-end title, a
document-control table, "Presented to the board ... on 12 February 2025", "Notes of the panel held
on Wednesday 19 March 2025", a bilingual "Cyhoeddwyd 5 Tachwedd 2024 | Published 5 November 2024",
"Version 5.2, last revised 11th November 2024", "Republished here on 10 June 2025", a bare second
line "8 April 2025" under a committee's name, "LONDON, 5 June 2025 –" after an embargo line, a
changelog, ``dcterms.modified``, front matter, periods ("July to September 2025", "2022-23",
"2024-25", "Budget 2026-27", "Summer 2025", "Autumn 2024", "as at 1 April 2025", "w/c 16/06/2025");
status markers: ``archive/``, ``old/``, ``superseded/``, ``drafts/``, ``proposals/``, "ARCHIVED
PAGE", "SUPERSEDED by", "This policy has been replaced by", "Replaced by version 3", "DRAFT v0.3",
"(draft)", "Status: Consultation draft", "Proposal:", "Pitch:", a bid; and traps: charity numbers,
a Gambling Commission licence number, supporter-care and helpline phone numbers, a leaflet code
"LEG/22/06", "Windows 11 24H2", "Charity of the Year 2026", "London Marathon 2026", "Strategy to
2030", "Data Protection Act 2018", an embargo time, closing dates, race days, a next meeting, next
review dates, days with no year, an ambiguous "03/02/2025", dates only in rows, a copyright year, a
blank template date, a "dd/mm/yyyy" placeholder row.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

G = "greywell"
FOOT = (
    "FOOT|Greywell Trust \u00b7 Registered charity 1098765 (England and Wales) and SC041122 (Scotland)"
    " \u00b7 Supporter care 0300 303 1250"
)

HELD10: list[tuple[str, str | None, list[str]]] = [
    (
        f"{G}/trustees/minutes/2025/board-minutes-september.docx",
        "Board of Trustees \u2013 minutes",
        [
            "Meeting held: 18 September 2025, Ashcombe House, London",
            "Present: the Chair, nine trustees, the Chief Executive and the Company Secretary.",
            "The trustees approved the reserves policy and noted the safeguarding report for the half year.",
            "The next meeting will be held on 4 December 2025.",
        ],
    ),
    (
        f"{G}/trustees/minutes/drafts/board-minutes-december.docx",
        "Board of Trustees \u2013 minutes (DRAFT \u2013 not yet approved by the board)",
        [
            "Meeting held: 4 December 2025, online",
            "The trustees agreed the outline budget for 2026-27 and asked for a revised shops plan.",
            "Apologies were received from two trustees.",
        ],
    ),
    (
        f"{G}/trustees/annual-report/trustees-annual-report-2024-25.pdf",
        "Trustees' annual report and financial statements for the year ended 31 March 2025",
        [
            "These financial statements were approved by the board of trustees on 24 July 2025 and signed on "
            "its behalf by the Chair.",
            "Registered charity numbers 1098765 and SC041122. Company number 04412907.",
            "Total income rose to £14.2 million, of which £3.1 million came from legacies.",
        ],
    ),
    (
        f"{G}/trustees/annual-report/archive/trustees-annual-report-2022-23.pdf",
        "Trustees' annual report 2022-23",
        [
            "ARCHIVED - the 2022-23 figures were restated in the following year's accounts",
            "Total income was £11.8 million. The charity supported 21,000 young carers across the UK.",
        ],
    ),
    (
        f"{G}/trustees/governance/reserves-policy.md",
        "Reserves policy",
        [
            "Approved by the Board of Trustees: 18 September 2025 | Next review: September 2027",
            "",
            "We aim to hold free reserves equal to four to six months of unrestricted spending.",
            "This policy replaces the reserves policy agreed in March 2022.",
        ],
    ),
    (
        f"{G}/trustees/governance/old/reserves-policy-2022.md",
        "Reserves policy",
        [
            "Approved by the Board of Trustees: 10 March 2022",
            "",
            "This policy has been replaced by the version approved in September 2025.",
            "",
            "We aim to hold free reserves equal to three months of unrestricted spending.",
        ],
    ),
    (
        f"{G}/trustees/governance/register-of-interests.xlsx",
        "Trustee register of interests \u2013 as at 1 April 2025",
        [
            "ROWS|Trustee|Interest declared|Declared on|A. Mensah|Trustee, Carers Network Cymru|12/03/2025"
            "|R. Holloway|Director, Northway Foods plc|27/01/2025"
        ],
    ),
    (
        f"{G}/trustees/committees/superseded/audit-risk-committee-tor-v2.md",
        "Audit and Risk Committee \u2013 terms of reference (version 2)",
        [
            "Adopted by the Board on 12 July 2021",
            "",
            "Replaced by version 3, adopted by the Board on 27 November 2024.",
            "",
            "The committee meets at least three times a year and reports to the Board after each meeting.",
        ],
    ),
    (
        f"{G}/safeguarding/policies/safeguarding-policy.docx",
        "Safeguarding children and adults at risk policy",
        [
            "Policy owner: Head of Safeguarding. Applies to all staff, trustees and volunteers.",
            "Next review: January 2026",
            "Everyone who works or volunteers with us completes safeguarding training before they start.",
            "TABLE|Version|Date|Change|3.0|14/06/2023|Rewritten after KCSIE 2023|3.1|02/09/2024"
            "|New LADO contacts|4.0|27/01/2025|Adults at risk section added",
        ],
    ),
    (
        f"{G}/safeguarding/policies/superseded/safeguarding-policy-v2.docx",
        "Safeguarding policy",
        [
            "Version 2.2",
            "Approved: 21 November 2021",
            "SUPERSEDED by version 3.0 of the safeguarding policy",
            "Concerns are reported to the Designated Safeguarding Lead on the same day.",
        ],
    ),
    (
        f"{G}/safeguarding/reports/safeguarding-annual-report-2024.pptx",
        "Safeguarding annual report to trustees 2024",
        [
            "Presented to the board by the Head of Safeguarding on 12 February 2025",
            "312 concerns logged, up from 268",
            "All regional leads trained to level 3",
        ],
    ),
    (
        f"{G}/safeguarding/contacts/who-to-call.txt",
        None,
        [
            "Safeguarding - who to call",
            "",
            "In office hours call your regional safeguarding lead. The national team is on",
            "0300 303 1262. Out of hours, call the on-call manager on 07700 900 414, or 999",
            "if someone is in immediate danger. Never wait until the next working day to",
            "report a concern about a child.",
        ],
    ),
    (
        f"{G}/safeguarding/training/2025-26/training-matrix.csv",
        None,
        [
            "ROWS|Role|Course|Renew every|Shop volunteer|Safeguarding basics|3 years"
            "|Helpline volunteer|Safeguarding level 2|2 years|Regional lead|Safeguarding level 3|2 years"
        ],
    ),
    (
        f"{G}/fundraising/campaigns/spring-appeal-2025.docx",
        "Spring appeal 2025 \u2013 campaign plan",
        [
            "Prepared by the Individual Giving team, 6 January 2025",
            "The mailing drops on 3 March 2025 and the appeal closes on 30 April 2025.",
            "TABLE|Channel|Target|Cost|Mail|£420,000|£95,000|Email|£60,000|£4,000",
        ],
    ),
    (
        f"{G}/fundraising/campaigns/proposals/winter-appeal-concept.md",
        "Proposal: a winter appeal for young carers",
        [
            "Submitted to the fundraising committee by the Head of Individual Giving, October 2025",
            "",
            "A winter appeal would ask existing donors to fund respite breaks over the holidays.",
        ],
    ),
    (
        f"{G}/fundraising/events/london-marathon-2026.html",
        "Run the London Marathon 2026 for Greywell",
        [
            "META|2025-10-06T08:30:00+01:00",
            "The race is on Sunday 26 April 2026. We have 40 places; apply by 31 December 2025. "
            "We ask every runner to raise at least £2,000 in sponsorship.",
            FOOT,
        ],
    ),
    (
        f"{G}/fundraising/events/archive/2023/great-north-run.html",
        "Team Greywell at the Great North Run",
        [
            "ARCHIVED PAGE - registrations have closed",
            "Race day was Sunday 10 September. Runners who raised more than £500 received a Greywell running top.",
            FOOT,
        ],
    ),
    (
        f"{G}/fundraising/regular-giving/direct-debit-faq.html",
        "Monthly giving: your questions",
        [
            "How do I change my monthly gift? Call our supporter care team or use the form in your online "
            "account. Changes take effect from your next collection date.",
            "FOOT|Greywell Trust \u00b7 Registered charity 1098765 \u00b7 Page last reviewed 03/02/2025",
        ],
    ),
    (
        f"{G}/fundraising/legacies/legacy-leaflet.pdf",
        "Leaving a gift in your will",
        [
            "Edition: Autumn 2024",
            "Leaflet code LEG/22/06",
            "A gift in your will, of any size, helps a young carer have time to be young.",
        ],
    ),
    (
        f"{G}/fundraising/reports/income-dashboard.xlsx",
        "Fundraising income dashboard \u2013 July to September 2025",
        ["ROWS|Stream|Target|Actual|Individual giving|£1.10M|£1.04M|Events|£0.35M|£0.41M|Legacies|£0.80M|£0.93M"],
    ),
    (
        f"{G}/fundraising/corporate/partnership-pitch.pptx",
        "Pitch: Charity of the Year partnership with Northway Foods",
        [
            "Prepared by Corporate Partnerships, 14 May 2025",
            "Charity of the Year 2026: £250,000 over twelve months",
            "Staff volunteering in 40 stores",
        ],
    ),
    (
        f"{G}/fundraising/compliance/code-of-practice.md",
        "How we meet the Code of Fundraising Practice",
        [
            "FRONT|date: 2025-06-30",
            "We are registered with the Fundraising Regulator and follow its Code. We never buy or sell",
            "supporter data, and we honour every request made through the Fundraising Preference Service.",
        ],
    ),
    (
        f"{G}/fundraising/lotteries/weekly-lottery-terms.txt",
        None,
        [
            "Greywell Weekly Lottery - terms and conditions",
            "Effective from 1 January 2026",
            "",
            "The lottery is promoted by Greywell Trading Ltd under Gambling Commission",
            "licence 000-012345-R-319876-004. Players must be 18 or over. Draws take",
            "place every Friday and winners are notified within 14 days.",
        ],
    ),
    (
        f"{G}/grants/programmes/community-grants-guidance-2026.pdf",
        "Community Grants 2026: guidance for applicants",
        [
            "Published 2 September 2025",
            "The round opens on 1 October 2025 and closes at noon on 14 November 2025.",
            "Grants of up to £10,000 are available for projects starting from April 2026.",
        ],
    ),
    (
        f"{G}/grants/programmes/archive/community-grants-guidance-2024.pdf",
        "Community Grants 2024: guidance for applicants",
        [
            "Published 4 September 2023",
            "This round is now closed.",
            "Grants of up to £7,500 were available for local carers' groups.",
        ],
    ),
    (
        f"{G}/grants/awards/2025/awards-list.csv",
        None,
        [
            "ROWS|Grantee|Region|Amount|Carers Together Hull|North|£9,800"
            "|Penwith Young Carers|South West|£6,250|Ayr Carers Centre|Scotland|£10,000"
        ],
    ),
    (
        f"{G}/grants/panel/grants-panel-notes.txt",
        None,
        [
            "GRANTS PANEL - ROUND 7",
            "Notes of the panel held on Wednesday 19 March 2025 (online)",
            "",
            "The panel considered 64 applications and recommended 23 for",
            "funding, with a total value of £198,400. Two applications were",
            "deferred to round 8 pending references.",
        ],
    ),
    (
        f"{G}/grants/monitoring/end-of-grant-report-template.docx",
        "End of grant report",
        [
            "Organisation name:",
            "Grant reference:",
            "Date submitted: ____/____/______",
            "Tell us what changed for the carers you worked with.",
        ],
    ),
    (
        f"{G}/grants/applications/lottery-bid-carers-connect.docx",
        "Bid to the National Lottery Community Fund: Carers Connect",
        [
            "Submitted 28 February 2025",
            "The project would run from 1 September 2025 to 31 August 2028 in four regions.",
            "TABLE|Year|Amount|Posts|1|£310,000|6|2|£295,000|6|3|£280,000|5",
        ],
    ),
    (
        f"{G}/volunteering/handbook/volunteer-handbook.pdf",
        "Volunteer handbook",
        [
            "Version 5.2, last revised 11th November 2024",
            "Welcome to Greywell. This handbook explains what you can expect from us and what we ask of you.",
        ],
    ),
    (
        f"{G}/volunteering/handbook/old/volunteer-handbook-v4.pdf",
        "Volunteer handbook",
        [
            "Version 4.0, issued March 2021",
            "Volunteers claim travel expenses on a paper form sent to their regional office.",
        ],
    ),
    (
        f"{G}/volunteering/roles/shop-volunteer.md",
        "Role description: shop volunteer",
        [
            "You will sort donations, price stock and serve customers in one of our 140 charity shops.",
            "",
            "We ask for one regular shift a week. We celebrate Volunteers' Week every June.",
        ],
    ),
    (
        f"{G}/volunteering/news/volunteers-week.html",
        "Thank you to our 3,400 volunteers",
        [
            "Posted on 2nd June 2025 by the Volunteering team",
            "Volunteers' Week runs from 1 to 7 June, and our regional offices are holding thank-you teas.",
            FOOT,
        ],
    ),
    (
        f"{G}/volunteering/expenses/volunteer-expenses-claim.xlsx",
        "Volunteer expenses claim form",
        ["ROWS|Date|Journey|Miles|dd/mm/yyyy|From - to|0|dd/mm/yyyy|From - to|0"],
    ),
    (
        f"{G}/regions/north/updates/north-region-update-2025-03.md",
        "North region update",
        [
            "The Leeds hub moved to Wellington Street on 17 February, and the Hull carers' group",
            "has doubled in size since the autumn.",
        ],
    ),
    (
        f"{G}/regions/wales/newsletter/wales-news-autumn-2024.md",
        "Newyddion Cymru | Wales news \u2013 Autumn 2024",
        [
            "Cyhoeddwyd 5 Tachwedd 2024 | Published 5 November 2024",
            "",
            "Our Cardiff office now runs a Welsh-language helpline on Tuesdays and Thursdays.",
        ],
    ),
    (
        f"{G}/regions/scotland/office-move.eml",
        "Glasgow office - new address from Monday",
        [
            "EMAIL|Thu, 6 Mar 2025 16:20:00 +0000",
            "Hi all,\n\nFrom Monday 10 March the Glasgow office is at 2nd floor, 118 Bath Street.\n\n"
            "> On 3 Mar 2025, at 09:12, Facilities wrote:\n> The keys will be ready on Friday.",
        ],
    ),
    (
        f"{G}/regions/midlands/regional-plan.docx",
        "Midlands regional plan 2025-2028 (DRAFT v0.3)",
        [
            "Last edited: 9 January 2025 by the Regional Director",
            "We will open two new carers' hubs in Stoke and Leicester by March 2027.",
        ],
    ),
    (
        f"{G}/regions/south-west/minutes/regional-committee.txt",
        None,
        [
            "SOUTH WEST REGIONAL COMMITTEE",
            "8 April 2025",
            "",
            "Present: the regional director, four volunteer representatives and the",
            "grants officer. Action: confirm the Truro volunteer fair for 14 June",
            "and book the room at the library.",
        ],
    ),
    (
        f"{G}/finance/budgets/budget-2026-27-v0.2.xlsx",
        "Budget 2026-27 v0.2 (draft)",
        ["ROWS|Directorate|Budget|Owner|Fundraising|£3.9M|D. Achebe|Services|£7.4M|L. Brennan|Retail|£2.6M|P. Ng"],
    ),
    (
        f"{G}/finance/policies/gift-acceptance-policy.pdf",
        "Gift acceptance and refusal policy",
        [
            "Policy owner: Director of Finance | Ref FIN-POL-07 | Effective: 1st May 2024 | Next review: May 2026",
            "We may refuse a gift that would damage the trust of our supporters or conflict with our aims.",
        ],
    ),
    (
        f"{G}/finance/gift-aid/gift-aid-claim-2024.csv",
        None,
        [
            "ROWS|Donor ref|Donation date|Amount|D-004121|14/01/2024|25.00|D-009318|02/02/2024|100.00"
            "|D-011007|29/03/2024|10.00"
        ],
    ),
    (
        f"{G}/hr/policies/lone-working-policy.docx",
        "Lone working policy (staff and volunteers)",
        [
            "Issued: 2 April 2024",
            "This policy replaces the lone working guidance of 2019.",
            "Anyone visiting a family alone checks in with the buddy system before and after the visit.",
        ],
    ),
    (
        f"{G}/hr/policies/drafts/hybrid-working.md",
        "Hybrid working",
        [
            "Status: Consultation draft",
            "Circulated to the staff forum on 20 October 2025",
            "",
            "Staff based at a regional office would spend at least two days a month there.",
        ],
    ),
    (
        f"{G}/hr/recruitment/regional-fundraising-manager.html",
        "Job: Regional Fundraising Manager (Midlands)",
        [
            "META|dcterms.modified=2025-08-14",
            "Salary £38,500. Closing date: 7 September 2025. Interviews in the week commencing 15 September 2025 "
            "at our Birmingham office.",
            FOOT,
        ],
    ),
    (
        f"{G}/comms/press/press-release-carers-week.md",
        "Young carers miss out on 30 school days a year, survey finds",
        [
            "EMBARGOED until 00:01, Monday 9 June 2025",
            "",
            "LONDON, 5 June 2025 \u2013 One in four young carers misses a month of school each year, a survey of",
            "2,100 families by Greywell Trust has found.",
        ],
    ),
    (
        f"{G}/comms/news/carers-week-survey.html",
        "Young carers miss out on school, our survey finds",
        [
            "This story first appeared in our press centre on 5 June 2025. Republished here on 10 June 2025.",
            "One in four young carers misses a month of school each year. Read the full survey in our reports section.",
            FOOT,
        ],
    ),
    (
        f"{G}/comms/brand/brand-guidelines.pptx",
        "Brand guidelines 2.0",
        [
            "Logo, colours and tone of voice",
            "Headings in Greywell Sans, body text in Source Serif",
            "Rolled out across all shops from 2023",
        ],
    ),
    (
        f"{G}/comms/newsletters/supporter-news-issue-42.pdf",
        "Supporter News - Issue 42",
        [
            "Summer 2025",
            "Thanks to you, 1,200 young carers went on a respite break this year.",
        ],
    ),
    (
        f"{G}/it/notices/crm-cutover.eml",
        "Raiser's Edge to Dynamics 365 - cutover weekend",
        [
            "EMAIL|Fri, 23 May 2025 11:02:45 +0100",
            "The CRM is read-only from 17:00 on Friday 30 May until Monday 2 June. Laptops still on Windows 11 "
            "22H2 will be upgraded to 24H2 the same weekend.",
        ],
    ),
    (
        f"{G}/it/apps/volunteer-app-release-notes.md",
        "Volunteer app \u2013 release notes",
        [
            "## 2.4.0 \u2014 2025-04-02",
            "- Shift swaps between volunteers in the same shop.",
            "",
            "## 2.3.1 \u2014 2025-02-11",
            "- Fixed a crash when a shift had no end time.",
            "",
            "## 2.3.0 \u2014 2025-01-20",
            "- Expenses can be claimed in the app.",
        ],
    ),
    (
        f"{G}/shops/retail/shop-opening-hours.html",
        "Our charity shops",
        [
            "Most of our shops open from 9:30 to 17:00, Monday to Saturday. Check the shop finder for Sunday "
            "opening and for donation drop-off times.",
            "FOOT|\u00a9 2025 Greywell Trust \u00b7 Registered charity 1098765",
        ],
    ),
    (
        f"{G}/shops/retail/old/christmas-trading-plan.docx",
        "Christmas trading plan 2023",
        [
            "Prepared by Retail Operations",
            "Extra Saturday staffing in the ten busiest shops from late November.",
        ],
    ),
    (
        f"{G}/services/helpline/helpline-rota.xlsx",
        "Helpline rota w/c 16/06/2025",
        ["ROWS|Day|Morning|Evening|Monday|J. Carr|S. Patel|Tuesday|M. Evans|J. Carr|Wednesday|S. Patel|T. Okoro"],
    ),
    (
        f"{G}/services/young-carers/impact-report.pptx",
        "Young carers impact report 2024-25",
        [
            "Data period: April 2024 to March 2025",
            "8,400 young carers supported in 11 regions",
            "92% said they felt less alone",
        ],
    ),
    (
        f"{G}/strategy/strategy-2030.pdf",
        "No carer alone: our strategy to 2030",
        [
            "Agreed by the Board of Trustees, 25 September 2024",
            "By 2030 we want every young carer in the UK to be known to someone who can help.",
        ],
    ),
    (
        f"{G}/volunteering/policies/volunteer-expenses-policy.md",
        "Volunteer expenses policy",
        [
            "Volunteers should never be out of pocket. We repay travel at 45p a mile and the cost of",
            "public transport, parking and meals on shifts longer than five hours.",
            "",
            "_Last reviewed: 14th October 2025 by the Volunteering Committee \u00b7 Next review: October 2026_",
        ],
    ),
    (
        f"{G}/regions/north/scans/DOC-20250407-WA0003.pdf",
        None,
        [
            "Volunteer agreement - signed copy",
            "I agree to follow the volunteer code of conduct and the safeguarding policy.",
            "Signed: ____________________",
        ],
    ),
    (
        f"{G}/grants/decisions/award-letter-penwith.docx",
        None,
        [
            "Greywell Trust, Grants Team, PO Box 2219, Bristol BS1 9ZZ",
            "Our ref: GR/2025/0147",
            "14 May 2025",
            "Dear Ms Hughes,",
            "I am pleased to confirm a grant of £6,250 to Penwith Young Carers. Please sign and return the "
            "enclosed conditions by 13 June 2025 so that we can release the first payment.",
        ],
    ),
]
