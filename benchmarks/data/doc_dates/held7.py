"""The seventh held-out batch of the document-dating share (``half`` = ``held7`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-02 before the reader was run on them and while the rules
were being changed by someone who had not seen them. A local newspaper's share this time (print
editions, the web site and its CMS wiki, newsroom diary, pitches, embargoes, corrections, court lists,
obituaries, features, sport, advertising, subscriptions, distribution, the board, HR, legal), in the
same formats as the earlier batches, with the date forms such a share uses: a masthead "No. 9,412
THURSDAY, MARCH 6, 2025", bylines "18:40 GMT, Wednesday 5 March 2025" with "Updated 09:12 GMT, ...",
"By ... · Saturday 8 March 2025 · 6 min read", "This article was amended on ...", a compact
``<meta name="pubdate" content="20250304">``, ``dcterms.modified``, a CMS footer "Last edited by
j.tan · 2025-02-19 11:04", "Filed 2025-03-04T21:14Z", "the twenty-third day of January 2025",
"Meeting held: 20.02.2025", "Requested: 07/07/25" (day and month equal), "the 2nd of December 2024",
"Mon 3rd Mar 2025, 10.30am", "revised Feb 2025", "Edition 7 — revised 14 January 2025", front-matter
``created`` and ``revised``, "News diary: 10–16 March 2025", "Tide times – April 2025", "spring
2025", a season folder ``2024-25/``, a full date in a file name (``gazette-2025-02-27.pdf``), an
e-mail sent at 23:47 -0800 (the date as written), a forwarded message; status markers: ``old/``,
``superseded/``, ``replaced/``, ``archive/``, ``drafts/``, ``proposals/``, "DRAFT – not yet approved",
"Pitch:", "Proposal:", "ARCHIVED"; and traps: "Est. 1883", an obituary's "1931 – 2025" and birth and
death dates, sentencing, hearing, election and ceremony dates, an embargo time, an event's date in a
title, a wire dateline with no year, listings and letters with no year, "On this day" years, a
template "{{date}}", "Defamation Act 2013", a copyright range, an ambiguous "Filed: 8/3/2025", dates
only in rows, a data period ("January 2025") in an embargoed release's subject.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

PAPER = "THE WEXCOMBE GAZETTE"
WEB = "gazette/web"
NEWS = "gazette/newsroom"
ED = "gazette/editorial"
COM = "gazette/commercial"
FOOT = "FOOT|\u00a9 Wexcombe Gazette Media Ltd | 14 Market Street, Wexcombe"

HELD7: list[tuple[str, str | None, list[str]]] = [
    (
        f"{ED}/style-guide/house-style-guide.docx",
        "Gazette house style guide",
        [
            "Edition 7 \u2014 revised 14 January 2025",
            "Dates are written as Thursday 6 March, with the year only when it is not the current one.",
            "Ages follow names: Jane Smith, 42, of Harbour Lane.",
            "TABLE|Write|Not|Wexcombe Town Council|the council (first mention)|per cent|%",
        ],
    ),
    (
        f"{ED}/style-guide/old/house-style-guide-ed6.docx",
        "Gazette house style guide",
        [
            "Edition 6 \u2014 revised 2 March 2022",
            "Dates are written as Thursday, March 6, with a comma after the day.",
        ],
    ),
    (
        "gazette/print/editions/2025/gazette-2025-03-06.pdf",
        f"{PAPER}   No. 9,412   THURSDAY, MARCH 6, 2025   \u00a31.50",
        [
            "Est. 1883",
            "Bypass plan back on the table after council U-turn",
            "Councillors will vote again on 27 March after a petition signed by 4,000 residents.",
        ],
    ),
    (
        "gazette/print/editions/2025/gazette-2025-02-27.pdf",
        PAPER,
        [
            "Est. 1883",
            "Pier repairs to start in the spring",
            "The pier trust has raised the last \u00a3200,000 it needed for the decking.",
            "Pages 4-5: your letters. Page 12: what's on.",
        ],
    ),
    (
        f"{WEB}/news/bypass-u-turn.html",
        "Bypass plan back on the table after council U-turn",
        [
            "By Sam Okoro, Local Democracy Reporter | 18:40 GMT, Wednesday 5 March 2025",
            "Updated 09:12 GMT, Thursday 6 March 2025",
            "The council will vote again on 27 March 2025 after a petition signed by 4,000 residents. The route "
            "was first proposed in 1994 and dropped in 2019.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/news/court-burglary-sentencing.html",
        "Man admits string of burglaries in Old Town",
        [
            "Published: 4 March 2025",
            "A 34-year-old man admitted six burglaries committed between 1 and 14 November 2024. He will be "
            "sentenced at Wexcombe Crown Court on 28 March 2025.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/news/obituary-margaret-hale.html",
        "Obituary: Margaret Hale, 1931 \u2013 2025",
        [
            "Margaret Hale, who has died aged 93, ran the Harbour Lane bakery for forty years.",
            "She was born on 12 April 1931 in Wexcombe and died on 26 February 2025 at home.",
            "FOOT|Published in the Gazette on 5 March 2025 | \u00a9 Wexcombe Gazette Media Ltd",
        ],
    ),
    (
        f"{WEB}/news/wire/flood-warnings.html",
        "Flood warnings issued for the south coast",
        [
            "META|pubdate=20250304",
            "LONDON, March 4 (PA) \u2013 The Environment Agency issued eleven flood warnings on Tuesday as high "
            "tides and strong winds were forecast for the south coast.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/news/corrections/correction-school-funding.html",
        "Correction: school funding figures",
        [
            "This article was amended on 3 March 2025 to correct the figure for the primary schools' budget. "
            "An earlier version, published on 27 February 2025, said it was \u00a31.2m; it is \u00a30.9m.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/news/archive/2019/carnival-returns.html",
        "Carnival returns to the seafront",
        [
            "Published 14 July 2019",
            "The carnival parade returns on Saturday after a two-year break, with 40 floats.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/whats-on/listings-this-week.html",
        "What's on this week",
        [
            "Saturday 8 March \u2013 Wexcombe Farmers' Market, Market Square, 9am to 1pm.",
            "Sunday 9 March \u2013 Pier trust open day, 11am. Wednesday 12 March \u2013 Quiz at the Anchor, 8pm.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/pages/contact-us.html",
        "Contact the newsroom",
        [
            "Our newsroom is at 14 Market Street. We have reported on Wexcombe since 1883.",
            "Call the news desk on 01632 960 412 or e-mail news@wexcombegazette.example.",
            "FOOT|\u00a9 2010\u20132025 Wexcombe Gazette Media Ltd",
        ],
    ),
    (
        f"{WEB}/pages/privacy.html",
        "Privacy policy",
        [
            "META|dcterms.modified=2025-01-31",
            "We keep subscriber details for as long as your subscription runs and for six years after.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/pages/terms.html",
        "Terms of use",
        [
            "These terms were last changed on the 2nd of December 2024.",
            "Comments that break the Editors' Code are removed by the moderators.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/features/pier-at-150.html",
        "The pier at 150",
        [
            "By Hannah Lowe \u00b7 Published Saturday 8 March 2025 \u00b7 6 min read",
            "When the pier opened in 1875 it was the longest on the coast. It burned in 1931 and again in 1974.",
            FOOT,
        ],
    ),
    (
        f"{WEB}/cms-wiki/how-to-publish.html",
        "How to publish a story",
        [
            "Open the story in the CMS, check the headline length, add a picture and press Schedule.",
            "FOOT|Last edited by j.tan \u00b7 2025-02-19 11:04",
        ],
    ),
    (
        f"{WEB}/cms-wiki/archive/old-cms-guide.html",
        "Publishing in Escenic (old CMS)",
        [
            "ARCHIVED \u2013 we moved to the new CMS in 2023. Kept for reference.",
            "Stories are published from the Escenic desk with the green button.",
            "FOOT|Last edited by j.tan \u00b7 2021-06-02 15:30",
        ],
    ),
    (
        f"{NEWS}/diary/news-diary.xlsx",
        "News diary: 10\u201316 March 2025",
        [
            "ROWS|Day|Event|Reporter|Mon 10|Planning committee|S. Okoro|Wed 12|Pier trust AGM|H. Lowe"
            "|Fri 14|Crown Court sentencing|R. Mensah"
        ],
    ),
    (
        f"{NEWS}/rota/reporters-rota.xlsx",
        "Reporters' rota \u2013 March 2025",
        ["ROWS|Date|Early|Late|Mon 3|S. Okoro|H. Lowe|Tue 4|R. Mensah|S. Okoro|Wed 5|H. Lowe|R. Mensah"],
    ),
    (
        f"{NEWS}/pitches/proposals/care-homes-investigation.md",
        "Pitch: care home inspections",
        [
            "Pitched by R. Mensah at morning conference, 3 March 2025",
            "",
            "Proposed run date: Saturday 22 March 2025. Six of the town's nine care homes were rated "
            "requires improvement at their last inspection.",
        ],
    ),
    (
        f"{NEWS}/pitches/politics-podcast.docx",
        "Proposal: a weekly local politics podcast",
        [
            "Submitted to the editor, 18 February 2025",
            "A 25-minute podcast each Friday with the Local Democracy Reporter. Pilot recording in April 2025.",
        ],
    ),
    (
        f"{NEWS}/drafts/budget-preview.md",
        "Council budget preview",
        [
            "FRONT|slug: budget-preview\ndesk: news\ncreated: 2025-02-24",
            "Councillors will vote on 6 March 2025 on a council tax rise of 4.99 per cent.",
            "",
            "TK: quote from the leader of the opposition.",
        ],
    ),
    (
        f"{NEWS}/embargoes/house-price-index.eml",
        "EMBARGOED: House price index, January 2025",
        [
            "EMAIL|Mon, 17 Feb 2025 10:02:11 +0000",
            "Embargoed until 09:30 Wednesday 19 February 2025.",
            "Average prices in the district rose by 3.1% in the year to January 2025.",
        ],
    ),
    (
        f"{NEWS}/tips/reader-tip-pier.eml",
        "Tip: lights on at the old pier ballroom",
        [
            "EMAIL|Sat, 1 Mar 2025 23:47:03 -0800",
            "Hi, I'm visiting from Seattle and saw lights on in the ballroom at the end of the pier tonight.",
        ],
    ),
    (
        f"{NEWS}/corrections/corrections-log.csv",
        None,
        [
            "ROWS|Date|Story|Correction|03/03/2025|School funding|Primary budget is 0.9m|21/02/2025|Carnival"
            "|Parade route corrected"
        ],
    ),
    (
        f"{NEWS}/meetings/editorial-conference.txt",
        None,
        [
            "EDITORIAL CONFERENCE \u2014 NOTES",
            "Mon 3rd Mar 2025, 10.30am",
            "",
            "Splash: bypass U-turn. Page 3: care homes pitch (RM). Sport: Town v Rovers",
            "on Saturday. Pictures needed for the pier feature.",
        ],
    ),
    (
        f"{NEWS}/meetings/2024/editorial-conference-notes.txt",
        None,
        [
            "EDITORIAL CONFERENCE \u2014 NOTES",
            "",
            "Present: editor, news editor, two reporters, the picture desk.",
            "Splash: harbour wall repairs. Letters page short, chase readers.",
        ],
    ),
    (
        f"{NEWS}/court-lists/magistrates-list.txt",
        None,
        [
            "WEXCOMBE MAGISTRATES' COURT",
            "Published 7 March 2025 for the sitting of Monday 10 March 2025",
            "",
            "1. Defendant, 34, of Harbour Lane, born 02/05/1990. Burglary (6 counts).",
            "2. Defendant, 19, of Old Town. Driving without insurance.",
        ],
    ),
    (
        f"{NEWS}/photo-desk/picture-request.txt",
        None,
        [
            "PICTURE REQUEST",
            "Job: carnival parade, seafront",
            "Date of job: Sat 12 July, 2pm",
            "Requested: 07/07/25 by H. Lowe",
            "",
            "Wide shots of the floats and two portraits of the organisers.",
        ],
    ),
    (
        f"{ED}/features/drafts/history-of-the-pier.docx",
        "The pier at 150 (1875\u20132025)",
        [
            "DRAFT v2 \u2014 for subs",
            "Filed 2025-03-04T21:14Z",
            "When the pier opened in 1875 it was the longest on the coast.",
        ],
    ),
    (
        f"{ED}/elections/election-night-plan.md",
        "Election night coverage plan \u2013 county council elections, 1 May 2025",
        [
            "Plan agreed by the news editor on 10 April 2025.",
            "",
            "The count starts at 10pm at the leisure centre. Results go live on the site as they are declared.",
        ],
    ),
    (
        f"{ED}/ethics/anonymous-sources.txt",
        None,
        [
            "Guidance: anonymous sources",
            "Editor's note, revised Feb 2025",
            "",
            "We grant anonymity only when a source would face harm, and the editor must",
            "know the source's name. See clause 14 of the Editors' Code.",
        ],
    ),
    (
        f"{ED}/anniversaries/on-this-day.md",
        "On this day: 6 March",
        [
            "1925: The bandstand on the Esplanade opens.",
            "1975: Wexcombe Town reach the county cup final.",
            "2000: The new library opens on Market Street.",
        ],
    ),
    (
        f"{ED}/sport/reports/town-v-rovers.md",
        "Town 2 Rovers 1",
        [
            "Filed: 8/3/2025 17:52",
            "",
            "A late header from Dan Price gave Town their fifth straight win.",
        ],
    ),
    (
        f"{ED}/sport/results/2024-25/league-table.csv",
        None,
        ["ROWS|Team|Played|Points|Wexcombe Town|24|51|Rovers|24|47|Harbour United|23|40"],
    ),
    (
        f"{ED}/readers/letters-page.docx",
        "Letters to the editor",
        [
            "Sir, \u2014 In your edition of 27 February you reported that the bypass was dead. Not so.",
            "Yours faithfully, A. Reader, Old Town, 1 March",
        ],
    ),
    (
        f"{ED}/readers/prize-crossword-rules.md",
        "Prize crossword rules",
        [
            "Entries must arrive by the Tuesday after publication. One entry per household.",
            "",
            "_Terms updated 3rd February 2025_",
        ],
    ),
    (
        f"{COM}/rate-cards/advertising-rate-card-2025.pdf",
        "Advertising rate card 2025",
        [
            "Issued by the advertising department, November 2024",
            "Full page, print: \u00a31,450. Half page: \u00a3780. Online takeover, one day: \u00a3600.",
        ],
    ),
    (
        f"{COM}/rate-cards/superseded/advertising-rate-card-2024.pdf",
        "Advertising rate card 2024",
        ["Full page, print: \u00a31,380. Half page: \u00a3740."],
    ),
    (
        f"{COM}/classifieds/family-announcements-form.docx",
        "Family announcements \u2013 order form",
        [
            "Date of announcement: ____________",
            "Births, marriages and deaths are published on Thursdays. Copy by noon on Tuesday.",
        ],
    ),
    (
        f"{COM}/subscriptions/price-change-letter.docx",
        "Your Gazette subscription",
        [
            "Our ref: SUB/2025/0412",
            "24 February 2025",
            "Dear subscriber,",
            "From 1 April 2025 the price of a seven-day subscription will rise to \u00a36.20 a week.",
        ],
    ),
    (
        f"{COM}/subscriptions/subscriber-numbers-2024.csv",
        None,
        ["ROWS|Month|Print|Digital|Jan|8,120|3,410|Jun|7,940|3,980|Dec|7,700|4,460"],
    ),
    (
        f"{COM}/media-pack/advertiser-pitch.pptx",
        "Reach Wexcombe \u2014 media pack",
        ["Updated March 2025", "Readership: 21,000 a week in print", "Online: 180,000 users a month"],
    ),
    (
        "gazette/digital/analytics/web-traffic-february-2025.xlsx",
        "Web traffic report",
        ["ROWS|Section|Page views|Change|News|410,000|+8%|Sport|120,000|+2%|What's on|64,000|-5%"],
    ),
    (
        "gazette/digital/newsletters/morning-briefing.eml",
        "Your Gazette morning briefing \u2013 Thursday 6 March",
        [
            "EMAIL|Thu, 06 Mar 2025 06:00:00 +0000",
            "Good morning. The bypass is back, the pier trust hits its target and Town go top.",
        ],
    ),
    (
        "gazette/digital/newsletters/weekend-edition-template.md",
        "Weekend edition newsletter template",
        [
            "Subject line: {{date}} \u2013 Your weekend in Wexcombe",
            "",
            "Intro (50 words), three top stories, what's on, one picture.",
        ],
    ),
    (
        "gazette/digital/product/app-release-notes.md",
        "Gazette app \u2013 release notes",
        [
            "### 3.8.1 \u2014 2025-02-26",
            "- Fixes a crash when opening the puzzles tab.",
            "### 3.8.0 \u2014 2025-02-10",
            "- Adds the e-edition.",
        ],
    ),
    (
        "gazette/digital/product/proposals/metered-paywall.pptx",
        "Proposal: a metered paywall",
        ["Prepared for the board, January 2025", "Five free articles a month", "Registration wall first"],
    ),
    (
        "gazette/board/minutes/board-minutes-january.docx",
        "Wexcombe Gazette Media Ltd \u2013 Board minutes",
        [
            "Minutes of the meeting of the Board held at 14 Market Street on the twenty-third day of January 2025",
            "The Board approved the digital subscription targets for 2025.",
        ],
    ),
    (
        "gazette/board/minutes/drafts/board-minutes-february.docx",
        "Wexcombe Gazette Media Ltd \u2013 Board minutes",
        [
            "DRAFT \u2013 not yet approved",
            "Meeting held: 20.02.2025",
            "The Board asked for a costed plan for the metered paywall.",
        ],
    ),
    (
        "gazette/board/strategy/digital-first-strategy.pdf",
        "Digital first: our strategy to 2028",
        [
            "Agreed by the Board, 14 November 2024",
            "By 2028 two in three readers will reach us online. Print continues weekly on Thursdays.",
        ],
    ),
    (
        "gazette/board/reports/annual-review.pptx",
        "Annual review 2024",
        ["Print sales down 6%", "Digital subscribers up 31%", "141 years of the Gazette (founded 1883)"],
    ),
    (
        "gazette/finance/invoices/print-contract-invoice.pdf",
        "INVOICE \u2013 Coastal Print Ltd",
        [
            "Invoice No. INV-25-0311",
            "Date of invoice: 11th March 2025",
            "Due: 10/04/2025. Printing of 52 weekly editions, 2025 contract, instalment 3.",
        ],
    ),
    (
        "gazette/hr/handbook/newsroom-handbook.md",
        "Newsroom handbook",
        [
            "FRONT|owner: managing editor\nrevised: 2025-01-06",
            "Shifts start at 07:00 or 14:00. Reporters file by 17:00 for the print edition on Wednesdays.",
        ],
    ),
    (
        "gazette/hr/policies/social-media-policy.docx",
        "Social media policy for staff",
        [
            "Policy owner: Managing Editor",
            "Approved at the board meeting of 27 November 2024",
            "Staff do not share opinions on local politics from accounts that name the Gazette.",
        ],
    ),
    (
        "gazette/hr/recruitment/trainee-reporter.html",
        "Trainee reporter (NCTJ)",
        [
            "Posted: 28/02/2025",
            "Closing date: 21 March 2025. Interviews in the week of 31 March. Start date: 5 May 2025.",
            FOOT,
        ],
    ),
    (
        "gazette/legal/ipso/complaint-response.eml",
        "IPSO complaint 01234-25 \u2013 our response",
        [
            "EMAIL|Fri, 28 Feb 2025 16:20:00 +0000",
            "Thank you for your letter of 14 February 2025. The article was published on 9 January 2025 and "
            "we do not accept that it breached clause 1 of the Editors' Code.",
        ],
    ),
    (
        "gazette/legal/archive/counsel-advice-hale.pdf",
        "Counsel's advice: Hale v Wexcombe Gazette",
        [
            "Dated 9 October 2018",
            "A defence of truth under section 2 of the Defamation Act 2013 is likely to succeed.",
        ],
    ),
    (
        "gazette/print/production/press-schedule.xlsx",
        "Press schedule \u2013 spring 2025",
        ["ROWS|Edition|Plates by|On press|Thursday|Wed 22:00|Wed 23:30|Weekend|Fri 21:00|Fri 22:30"],
    ),
    (
        "gazette/print/distribution/round-changes.eml",
        "Fwd: Delivery round changes from Monday",
        [
            "EMAIL|Wed, 5 Mar 2025 14:10:00 +0000",
            "Please see below and let the newsagents know.",
            "---------- Forwarded message ---------\nFrom: rounds@coastaldistribution.example\n"
            "Date: Tue, 4 Mar 2025 09:15\nRounds 4 and 7 swap from Monday.",
        ],
    ),
    (
        "gazette/print/distribution/replaced/newsagent-stockists.docx",
        "Newsagent stockists",
        [
            "List dated 6 January 2025",
            "Replaced by the March 2025 stockists list.",
            "TABLE|Shop|Copies|Harbour News|120|Market Stores|85",
        ],
    ),
    (
        "gazette/community/appeal/christmas-appeal-2024-totals.csv",
        None,
        ["ROWS|Week|Raised|Donors|1|\u00a32,310|88|2|\u00a34,050|131|3|\u00a35,720|190"],
    ),
    (
        "gazette/community/appeal/christmas-appeal-launch.pdf",
        "Gazette Christmas Appeal 2024",
        [
            "Launched 28 November 2024 with the Wexcombe Food Bank",
            "Every pound raised buys a meal for a family in the town this winter.",
        ],
    ),
    (
        "gazette/community/awards/community-awards.pptx",
        "Gazette Community Awards 2025",
        ["Ceremony: Friday 16 May 2025, Town Hall", "Nominations close 11 April 2025", "Eight categories"],
    ),
    (
        "gazette/weather/tide-times.xlsx",
        "Tide times \u2013 April 2025",
        ["ROWS|Day|High water|Low water|1|05:12|11:30|2|05:50|12:08|3|06:31|12:47"],
    ),
]
