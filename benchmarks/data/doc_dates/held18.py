"""The eighteenth held-out batch of the document-dating share (``half`` = ``held18`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-04 by a helper who never ran the reader or read its code.
A professional football club's share this time (first team and academy, matchday operations and the
safety certificate, ticketing and season tickets, stadium works, commercial partners, the community
trust, supporters' trust liaison, board and AGM, finance, HR, media, the web site, IT), in the
formats of the earlier batches, with the date forms such a club uses: "Minutes of the meeting held
on Thursday 10th July 2025", "Meeting held: 16/11/2023", "Issued by Fennmoor District Council on 28
July 2025", "Prepared by the Safety Officer, 14 August 2025", a press-conference stamp line "Head
Coach ... | Thursday 14 August 2025 | ...", a press dateline "CORVENBRIDGE (27 January 2026) –",
"CORVENBRIDGE, 2 March 2026 –" over an embargo line, "Not for publication before 00:01 on Friday 21
November 2025" alone, "Updated 07/07/25", a revision history "Rev C 01.08.2025" over B and A, a
version table settled day-first by another row, "This agreement is dated", "Dated 6 November 2025",
"Circulated to shareholders", "Approved by the Board on", "Adopted by the Board on", "Invoice date:
05/09/2025" settled by its due date, a US-order memo "Date: 11/21/2025", "Programme issued",
"Published November 2025", ``<time datetime>``, ``DC.date.issued``, ``article:modified_time``,
``article:published_time`` under a later "Updated" line, front matter ``updated`` over ``date``, a
changelog, an e-mail ``Date:`` header just after midnight +0100, a letter's bare date line, periods
("2026/27", "Summer 2025", "Autumn 2025", "Period 3 (September 2025)", "w/c 12 January 2026"), and
dates only in paths ("2025-26/", "2025-10-18-pitch-incursion", "...-2022-23"); status markers:
``archive/``, ``old/``, ``superseded/``, ``drafts/``, ``proposals/``, "ARCHIVED", "This version has
been superseded", "WITHDRAWN" (also inside an archive/ folder), "unconfirmed draft", "working draft",
"v0.4 DRAFT", "Pitch:", "Proposal:", "Proposed"; and traps: fixtures, registers and dates of birth in
data rows, kick-off times, "Boxing Day" and "Gameweek 11", the Safety of Sports Grounds Act 1975,
"GSC/0917/2025", planning and letter references, "Team of the Year 2025", "Graduate of the Season
2024/25", "Safeguarding Standard 2024", "Vision 2030", renewal and application deadlines, next
meetings and reviews, cutover and works dates, "founded in 1887", copyright ranges, a template's
"[Date]", an ambiguous "Issued 04/11/2025", and "withdrawn"/"supersede" said of another document.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

A = "corvenbridge"
FOOT = "FOOT|\u00a9 2019\u20132026 Corvenbridge Athletic Football Club Limited \u00b7 Wexmoor Park \u00b7 01632 960 188"

HELD18: list[tuple[str, str | None, list[str]]] = [
    # Matchday operations and the safety certificate
    (
        f"{A}/matchday/safety/sag/sag-minutes-july.docx",
        "Safety Advisory Group \u2013 Wexmoor Park",
        [
            "Minutes of the meeting held on Thursday 10th July 2025 at the Fennmoor District Council offices",
            "Present: Licensing (chair), Police, Fire and Rescue, Ambulance Service, Building Control and the "
            "club's Safety Officer.",
            "The group noted the club's request to raise the South Stand capacity to 4,120 for the 2025/26 season.",
            "TABLE|Action|Owner|Due|Re-test the PA in the North Stand|Club|31 July 2025|Issue the amended "
            "certificate|Council|8 August 2025",
            "Next meeting: Thursday 2 October 2025.",
        ],
    ),
    (
        f"{A}/matchday/safety/sag/archive/2023/sag-minutes-november.txt",
        None,
        [
            "FENNMOOR DISTRICT COUNCIL",
            "Safety Advisory Group: Wexmoor Park (Corvenbridge Athletic FC)",
            "Meeting held: 16/11/2023, Council Chamber",
            "",
            "Items: stewarding numbers for the derby on 26 December, and the condition of",
            "the East Terrace crush barriers (load test due before the end of the season).",
        ],
    ),
    (
        f"{A}/matchday/safety/certificate/general-safety-certificate.pdf",
        "General Safety Certificate - Wexmoor Park",
        [
            "Safety of Sports Grounds Act 1975, section 2",
            "Certificate No. GSC/0917/2025",
            "Issued by Fennmoor District Council on 28 July 2025 to Corvenbridge Athletic Football Club Limited "
            "(the holder).",
            "Permitted capacity: 11,840 (North Stand 3,960; South Stand 4,120; East Terrace 2,310; West Stand 1,450).",
            "This certificate replaces the certificate issued on 3 August 2022, which is withdrawn.",
        ],
    ),
    (
        f"{A}/matchday/safety/certificate/superseded/general-safety-certificate-2022.pdf",
        "General Safety Certificate - Wexmoor Park",
        [
            "Certificate No. GSC/0917/2022",
            "Issued by Fennmoor District Council on 3 August 2022.",
            "Permitted capacity: 11,200. The East Terrace is limited to 1,900 until the barriers are replaced.",
        ],
    ),
    (
        f"{A}/matchday/briefings/steward-briefing-oldcastle-rovers.pptx",
        "Steward briefing: Corvenbridge v Oldcastle Rovers \u2013 Sat 16 August 2025",
        [
            "Turnstiles open 13:30, kick-off 15:00",
            "Away fans: East Terrace blocks E1\u2013E3, 850 tickets sold",
            "Prepared by the Safety Officer, 14 August 2025",
            "Category B fixture: 42 stewards and a response team of 6",
        ],
    ),
    (
        f"{A}/matchday/briefings/steward-briefing-boxing-day.pptx",
        "Steward briefing \u2013 Boxing Day derby v Marlow Vale",
        [
            "Kick-off 12:30 at the request of the police",
            "Segregation line moves to the West Stand gangway W3",
            "Alcohol-free concourse behind blocks W1 and W2",
        ],
    ),
    (
        f"{A}/matchday/operations/matchday-operations-manual.txt",
        None,
        [
            "MATCHDAY OPERATIONS MANUAL - WEXMOOR PARK",
            "Rev C  01.08.2025  Contingency plan for a power failure added",
            "Rev B  14.03.2025  Stewarding ratios updated",
            "Rev A  22.07.2024  First issue",
            "",
            "Section 4: the control room is staffed from four hours before kick-off until",
            "the last spectator has left the stadium footprint.",
        ],
    ),
    (
        f"{A}/matchday/notices/west-stand-closure.txt",
        None,
        [
            "NOTICE TO SUPPORTERS",
            "West Stand upper tier - temporary closure",
            "Issued 04/11/2025",
            "",
            "The upper tier of the West Stand will be closed for the next two home matches",
            "while the roof sheeting is repaired. Ticket holders will be moved to the South Stand.",
        ],
    ),
    (
        f"{A}/matchday/incidents/2025-10-18-pitch-incursion.txt",
        None,
        [
            "Incident report: pitch incursion, East Terrace",
            "",
            "In the 78th minute a spectator climbed the barrier at gangway E2 and ran onto",
            "the pitch. Stewards held him within 20 seconds and handed him to the police.",
        ],
    ),
    (
        f"{A}/matchday/safety/reports/2024-25/end-of-season-safety-report.docx",
        "End-of-season safety report 2024/25",
        [
            "Submitted to the Safety Advisory Group by the Safety Officer, 3 June 2025",
            "Total attendance 212,460 over 23 home league matches; 14 arrests and 9 ejections.",
            "TABLE|Category|Matches|Incidents|A|15|4|B|6|9|C|2|11",
        ],
    ),
    (
        f"{A}/matchday/safety/reports/2023-24/end-of-season-safety-report.docx",
        "End-of-season safety report 2023/24",
        [
            "Total attendance 198,300 over 23 home league matches.",
            "Recommendations carried forward: replace the East Terrace PA and review the away coach drop-off.",
            "TABLE|Category|Matches|Incidents|A|16|6|B|5|8|C|2|9",
        ],
    ),
    (
        f"{A}/matchday/safety/reports/archive/end-of-season-safety-report-2022-23.docx",
        "End-of-season safety report",
        [
            "ARCHIVED - retained for the safety certificate file",
            "Total attendance 184,900 over 23 home league matches.",
        ],
    ),
    # First team
    (
        f"{A}/first-team/fixtures/2025-26/league-fixtures.csv",
        None,
        [
            "ROWS|Date|Opponent|Venue|Sat 9 Aug 2025|Harnley United|H|Sat 16 Aug 2025|Oldcastle Rovers|H|"
            "Tue 19 Aug 2025|Brenford Town|A|Sat 23 Aug 2025|Castlebrook|A"
        ],
    ),
    (
        f"{A}/first-team/pre-season/pre-season-plan.pptx",
        "First-team pre-season plan \u2013 Summer 2025",
        [
            "Report back for testing: Monday 30 June",
            "Training camp at Lindqvist Bay, 7\u201313 July",
            "Friendlies v Harnley United (a) and Castlebrook (h)",
            "GPS load targets agreed with sports science",
        ],
    ),
    # Media and press
    (
        f"{A}/media/press-conferences/head-coach-pre-match-oldcastle.txt",
        None,
        [
            "PRE-MATCH PRESS CONFERENCE",
            "Head Coach Dana Whitlock | Thursday 14 August 2025 | Wexmoor Park media suite",
            "",
            "Q: How is the squad after the opening day?",
            "DW: Everyone trained today apart from Tom, who has a tight hamstring. We'll",
            "assess him on Friday and make a call before Saturday.",
        ],
    ),
    (
        f"{A}/media/press-releases/signing-okonkwo-hale.docx",
        "Athletic complete the signing of Lewis Okonkwo-Hale",
        [
            "CORVENBRIDGE (27 January 2026) \u2013 Corvenbridge Athletic have completed the signing of striker Lewis "
            "Okonkwo-Hale from Castlebrook on a contract running until June 2028.",
            "Born on 14 March 2003 in Ashgate, Okonkwo-Hale scored 17 goals last season and was named in the "
            "Allied Counties Team of the Year 2025.",
            "Ends. Media enquiries: press@corvenbridgeathletic.example",
        ],
    ),
    (
        f"{A}/media/press-releases/season-tickets-on-sale.md",
        "Season tickets for 2026/27 go on sale",
        [
            "Embargoed until 07:00, 3 March 2026",
            "",
            "CORVENBRIDGE, 2 March 2026 \u2013 Season tickets for the 2026/27 season go on sale to current holders "
            "on Tuesday 3 March, with prices frozen for the third year running. The renewal window closes on "
            "17 April 2026.",
        ],
    ),
    (
        f"{A}/web/news/match-report-brenford-town.html",
        "Report: Brenford Town 1-2 Athletic",
        [
            "META|article:published_time=2025-10-04T17:42:00+01:00",
            "Updated 5 October 2025, 09:10 \u2013 corrected the time of the second goal",
            "Gameweek 11: Ade Forsyth headed the winner in the 88th minute, his fifth goal of the season, after "
            "Brenford had levelled just after the break.",
            FOOT,
        ],
    ),
    # Ticketing and the web site
    (
        f"{A}/web/tickets/season-ticket-faq.html",
        "Season ticket FAQs",
        [
            "META|article:modified_time=2026-02-19T10:15:00+00:00",
            "When is the renewal deadline? Current holders must renew by 17 April 2026 to keep their seat. After "
            "that date unrenewed seats are released to the waiting list.",
            "Can I pay in instalments? Yes: ten monthly payments through our finance partner, the first taken on "
            "1 May 2026.",
            FOOT,
        ],
    ),
    (
        f"{A}/web/tickets/ticket-office-hours.html",
        "Ticket office opening hours",
        [
            "Updated 07/07/25",
            "Monday to Friday 10:00\u201316:00. On matchdays the office opens three hours before kick-off and "
            "closes at half-time.",
            FOOT,
        ],
    ),
    (
        f"{A}/ticketing/season-tickets/season-ticket-prices.xlsx",
        "Season ticket prices 2026/27",
        [
            "ROWS|Stand|Adult|Concession|North Stand|\u00a3395|\u00a3275|South Stand|\u00a3370|\u00a3255|"
            "East Terrace|\u00a3310|\u00a3210"
        ],
    ),
    (
        f"{A}/ticketing/season-tickets/season-ticket-terms.md",
        "Season ticket terms and conditions 2025/26",
        [
            "Effective from 1 May 2025. These terms supersede the 2024/25 terms.",
            "",
            "1. A season ticket admits the holder to every home league match of the 2025/26 season.",
            "2. A seat left unused for three matches in a row may be offered on the ticket exchange.",
        ],
    ),
    (
        f"{A}/ticketing/season-tickets/old/season-ticket-terms-2024-25.md",
        "Season ticket terms and conditions 2024/25",
        [
            "This version has been superseded by the 2025/26 terms.",
            "Effective from 1 May 2024.",
            "",
            "1. A season ticket admits the holder to every home league match of the 2024/25 season.",
        ],
    ),
    (
        f"{A}/web/jobs/head-of-ticketing.html",
        "Vacancy: Head of Ticketing",
        [
            "META|DC.date.issued=2025-12-08",
            "Closing date: 12 January 2026. Interviews will be held w/c 19 January 2026.",
            "Salary \u00a348,000\u2013\u00a352,000. The role leads a team of nine and owns the move to the new "
            "ticketing platform.",
            FOOT,
        ],
    ),
    (
        f"{A}/web/club/about-the-club.html",
        "About the club",
        [
            "Founded in 1887 by workers at the Corvenbridge tannery, Athletic moved to Wexmoor Park in 1921.",
            "Honours: Allied Counties League champions 1962/63 and 2018/19; County Senior Cup winners eleven times.",
            FOOT,
        ],
    ),
    (
        f"{A}/web/legal/archive/cookie-policy.txt",
        None,
        [
            "Cookie policy",
            "WITHDRAWN - replaced by the privacy and cookies notice on this site",
            "Effective from 25 May 2018",
            "",
            "We use cookies to remember your basket and to count visits to the club shop.",
        ],
    ),
    # Stadium works
    (
        f"{A}/stadium/works/north-stand-roof/contractor-programme.pdf",
        "North Stand roof replacement - contractor's programme",
        [
            "Programme issued 2 June 2025 by Halvergate Construction",
            "Site set-up: 19 May 2026. Roof strip-out: 26 May to 20 June 2026. Completion: 24 July 2026, before "
            "the first home match of the season.",
            "Any work outside the close season needs the approval of the Safety Advisory Group.",
        ],
    ),
    (
        f"{A}/stadium/planning/letter-to-planning-authority.docx",
        None,
        [
            "Corvenbridge Athletic Football Club Limited, Wexmoor Park, Corvenbridge",
            "Our ref: CAFC/EST/25/031    Your ref: 25/00412/FUL",
            "19 May 2025",
            "Dear Ms Farrant,",
            "North Stand roof replacement: further information",
            "Further to your letter of 2 May 2025, please find enclosed the revised noise assessment and the "
            "construction traffic plan.",
        ],
    ),
    (
        f"{A}/stadium/masterplan/drafts/wexmoor-park-vision-2030.pptx",
        "Wexmoor Park Vision 2030 \u2013 working draft",
        [
            "Prepared for the Estates Committee, October 2025",
            "Rebuild the East Terrace as a 3,500 safe-standing stand",
            "A capacity of 14,000 by 2030",
            "Fan zone and club shop on the north car park",
        ],
    ),
    # Commercial partners
    (
        f"{A}/commercial/partners/agreements/halden-energy-sleeve-sponsorship.docx",
        "Sleeve sponsorship agreement \u2013 Execution version",
        [
            "This agreement is dated 1 July 2025 and is made between Corvenbridge Athletic Football Club Limited "
            "and Halden Energy plc.",
            "Term: the 2025/26 and 2026/27 seasons, ending on 30 June 2027.",
            "The partner's logo appears on the left sleeve of the home, away and third shirts.",
        ],
    ),
    (
        f"{A}/commercial/partners/proposals/front-of-shirt-pitch-brannock-motors.pptx",
        "Pitch: front-of-shirt partnership for Brannock Motors",
        [
            "Prepared by the Commercial team, 17 February 2026",
            "Three seasons from 2026/27",
            "Shirt, LED boards and naming rights to the family stand",
            "1.9 million video views on club channels last season",
        ],
    ),
    (
        f"{A}/commercial/kit/kit-supply-memo.docx",
        "Memo: 2026/27 kit launch timeline",
        [
            "From: Ridgeline Sportswear (US) \u2013 Licensing",
            "Date: 11/21/2025",
            "Samples ship to Corvenbridge on 01/15/2026; the launch window opens 05/01/2026.",
            "Retail stock for the club shop is allocated by 06/12/2026.",
        ],
    ),
    # Community trust
    (
        f"{A}/community/reports/impact-report-2024-25.pdf",
        "Community Trust impact report 2024-25",
        [
            "Published November 2025",
            "We worked with 6,210 participants across 41 schools and 12 care homes.",
            "Registered charity no. 1120457. Our programmes have run since 2006.",
        ],
    ),
    (
        f"{A}/community/reports/old/impact-report-2023-24.pdf",
        "Community Trust impact report 2023-24",
        [
            "We worked with 5,480 participants across 37 schools.",
            "Our thanks to every volunteer and matchday collector.",
        ],
    ),
    (
        f"{A}/community/camps/easter-soccer-camps.html",
        "Easter soccer camps",
        [
            'Posted <time datetime="2026-02-12">12 February 2026</time> by the Community Trust',
            "Camps run from Monday 6 to Thursday 9 April 2026 at Wexmoor Park and the Ashgate Leisure Centre, "
            "09:30\u201315:00, for ages 5 to 13.",
            "Booking closes on 27 March 2026 or when the camps are full.",
            FOOT,
        ],
    ),
    (
        f"{A}/community/walking-football/session-register.csv",
        None,
        ["ROWS|Session|Attendees|Lead|Tue 6 Jan 2026|18|K. Amis|Tue 13 Jan 2026|21|K. Amis|Tue 20 Jan 2026|19|R. Dale"],
    ),
    (
        f"{A}/community/news/repost-gazette-care-homes.md",
        "Reminiscence football reaches 12 care homes",
        [
            "Posted 9 January 2026. This article first appeared in the Fennmoor Gazette on 22 December 2025.",
            "",
            "Former players visit residents every month to share memories of the club, founded in 1887, and of "
            "its promotion season of 1962/63.",
        ],
    ),
    (
        f"{A}/community/press/trust-kit-appeal.txt",
        None,
        [
            "Corvenbridge Athletic Community Trust",
            "NEWS RELEASE",
            "Not for publication before 00:01 on Friday 21 November 2025",
            "",
            "The trust's boot and kit appeal collected 1,340 items at the home game against",
            "Harnley United. The donations go to 22 grassroots clubs across the district.",
        ],
    ),
    # Supporters' trust liaison
    (
        f"{A}/supporters/liaison/fan-advisory-board-notes.md",
        "Fan Advisory Board \u2013 meeting notes",
        [
            "FRONT|date: 2025-11-13\nupdated: 2025-11-20\nauthor: Supporter Liaison Officer",
            "Notes agreed by the club and the Supporters' Trust after the meeting, with the trust's corrections.",
            "",
            "- Away allocation at Marlow Vale: the trust asked for 1,200 tickets.",
            "- Next meeting: Thursday 12 February 2026.",
        ],
    ),
    (
        f"{A}/supporters/liaison/away-allocation-reply.eml",
        "Re: away allocation for Marlow Vale on 26 December",
        [
            "EMAIL|Mon, 1 Dec 2025 08:47:12 +0000",
            "Hi Priya,",
            "The club has confirmed 1,200 tickets for the away end; sales open to season ticket holders on Wednesday.",
            "> On 24 Nov 2025, at 21:03, Priya Mensah (Supporters' Trust) wrote:",
            "> Can you push for the full allocation?",
        ],
    ),
    # Board and AGM
    (
        f"{A}/board/minutes/drafts/board-minutes-september.docx",
        "Board of Directors \u2013 minutes (unconfirmed draft)",
        [
            "Minutes of the meeting of the Board of Directors held on Wednesday 24 September 2025 at Wexmoor Park",
            "The board approved the North Stand roof budget of \u00a33.1m subject to planning consent.",
            "The date of the next meeting was fixed as 29 October 2025.",
        ],
    ),
    (
        f"{A}/board/agm/notice-of-agm-2025.pdf",
        "Notice of Annual General Meeting",
        [
            "NOTICE IS HEREBY GIVEN that the Annual General Meeting of Corvenbridge Athletic Football Club Limited "
            "will be held at Wexmoor Park on Tuesday 2 December 2025 at 19:00.",
            "Resolutions: to receive the accounts for the year ended 30 June 2025 and to re-elect two directors.",
            "By order of the Board. Dated 6 November 2025. Company Secretary.",
            "Registered in England under the Companies Act 2006, company no. 00218844.",
        ],
    ),
    (
        f"{A}/board/agm/archive/agm-minutes-2024.docx",
        "Annual General Meeting 2024 \u2013 minutes",
        [
            "Meeting held: 3 December 2024, Millrace Lounge",
            "142 shareholders attended in person and 38 by proxy.",
            "The accounts for the year ended 30 June 2024 were received.",
        ],
    ),
    (
        f"{A}/board/agm/proposed-amendments-to-articles.md",
        "Proposed amendments to the Articles of Association",
        [
            "Circulated to shareholders 10 November 2025 for the AGM on 2 December 2025.",
            "",
            "1. Create a supporter director seat nominated by the Supporters' Trust.",
            "2. Require 75% of shareholders to approve any sale of Wexmoor Park.",
        ],
    ),
    (
        f"{A}/board/away-day/away-day-notes.txt",
        None,
        [
            "Board away day - notes",
            "w/c 12 January 2026",
            "",
            "Themes: the academy's category status, the safe-standing bid for the East",
            "Terrace, and the cost of the new ticketing platform.",
        ],
    ),
    # Finance
    (
        f"{A}/finance/annual-reports/annual-report-2025.pdf",
        "Annual report and financial statements for the year ended 30 June 2025",
        [
            "Turnover rose to \u00a314.6m (2024: \u00a312.9m), driven by the cup run and hospitality.",
            "Approved by the Board on 21 October 2025 and signed on its behalf by the Chair.",
            "Auditor: Pellow & Crane LLP, Statutory Auditor.",
        ],
    ),
    (
        f"{A}/finance/management-accounts/management-accounts.xlsx",
        "Management accounts \u2013 Period 3 (September 2025)",
        [
            "ROWS|Line|Actual|Budget|Matchday|\u00a3612k|\u00a3580k|Commercial|\u00a3401k|\u00a3420k|Wages|\u00a31,310k|\u00a31,290k"
        ],
    ),
    (
        f"{A}/finance/budgets/drafts/budget-2026-27.xlsx",
        "Budget 2026/27 \u2013 DRAFT v0.2",
        [
            "ROWS|Line|Budget|Owner|Matchday|\u00a32.4m|Ticketing|Commercial|\u00a31.7m|Commercial|Academy|\u00a30.9m|Academy"
        ],
    ),
    (
        f"{A}/finance/invoices/invoice-halden-energy-0412.pdf",
        "Tax invoice",
        [
            "Invoice no. CAFC-INV-2025-0412",
            "Invoice date: 05/09/2025",
            "To: Halden Energy plc - sleeve sponsorship, first instalment 2025/26",
            "Amount: \u00a340,000.00 plus VAT. Payment due: 19/09/2025.",
        ],
    ),
    (
        f"{A}/finance/reports/ticket-revenue-by-match.xlsx",
        None,
        ["ROWS|Match|Date|Revenue|Harnley United|09/08/2025|\u00a3182,400|Oldcastle Rovers|16/08/2025|\u00a3176,950"],
    ),
    # HR
    (
        f"{A}/hr/handbook/staff-handbook.docx",
        "Staff handbook",
        [
            "Document control",
            "Non-playing staff may be asked to work on matchdays; time off in lieu is taken within eight weeks.",
            "TABLE|Version|Date|Change|1.0|04/03/2022|First issue|1.1|17/08/2023|Matchday working hours|"
            "2.0|09/06/2025|Hybrid working and time off in lieu",
        ],
    ),
    (
        f"{A}/hr/templates/offer-letter-template.docx",
        None,
        [
            "[Date]",
            "Dear [Name],",
            "We are pleased to offer you the position of [Job title] at Corvenbridge Athletic Football Club, "
            "starting on __/__/____.",
            "Please sign and return one copy by [Deadline].",
        ],
    ),
    # Academy
    (
        f"{A}/academy/safeguarding/safeguarding-policy.md",
        "Safeguarding children and adults at risk policy",
        [
            "Adopted by the Board on 25 June 2025 | Next review: June 2026",
            "",
            "This policy follows the league's Safeguarding Standard 2024 and applies to all staff, volunteers and "
            "contractors at the academy and the community trust.",
            "It replaces the policy dated 14 May 2023, which is withdrawn.",
        ],
    ),
    (
        f"{A}/academy/safeguarding/superseded/safeguarding-policy-2023.md",
        "Safeguarding children policy (WITHDRAWN)",
        ["Dated 14 May 2023", "", "This policy applies to academy staff and volunteers."],
    ),
    (
        f"{A}/academy/bulletins/parents-bulletin.docx",
        "Academy parents' bulletin \u2013 Autumn 2025",
        [
            "Welcome back to the new season. Under-14 fixtures resume on Sunday 7 September.",
            "Congratulations to our Academy Graduate of the Season 2024/25, Jamal Price.",
            "Parents' evening: Tuesday 21 October 2025, 18:30, in the Millrace Lounge.",
        ],
    ),
    (
        f"{A}/academy/proposals/under-21-entry.md",
        "Proposal: entering an Under-21 side in the Professional Development League",
        [
            "FRONT|date: 2025-05-05\nstatus: for discussion",
            "Raised for the Academy Committee by the Academy Manager.",
            "",
            "An Under-21 side would bridge the gap between the scholars and the first team, at a cost of about "
            "\u00a3180,000 a season.",
        ],
    ),
    (
        f"{A}/academy/registrations/u18-scholars.csv",
        None,
        ["ROWS|Player|Date of birth|Position|J. Price|12/02/2008|CM|O. Reyes|30/09/2008|LB|T. Nwosu|03/11/2007|GK"],
    ),
    # IT
    (
        f"{A}/it/club-app/CHANGELOG.md",
        "Club app changelog",
        [
            "## 3.4.0 - 2025-11-02",
            "- Digital season cards in the phone wallet",
            "",
            "## 3.3.1 - 2025-09-18",
            "- Fixed the time zone of the fixtures list",
        ],
    ),
    (
        f"{A}/it/projects/ticketing-cutover-plan.docx",
        "Ticketing platform cutover plan \u2013 v0.4 DRAFT",
        [
            "Cutover weekend: Saturday 13 to Sunday 14 June 2026, outside the season.",
            "Season ticket data is frozen from 1 June 2026.",
            "Rollback point: 06:00 on 14 June 2026.",
        ],
    ),
    (
        f"{A}/it/notices/ticket-site-outage.eml",
        "Ticket site outage on 14 Oct 2025 - summary",
        [
            "EMAIL|Wed, 15 Oct 2025 00:20:00 +0100",
            "The ticket site was unavailable from 09:00 to 09:47 on Tuesday when the queue service failed.",
            "About 3,100 supporters were waiting; no payments were lost.",
        ],
    ),
]
