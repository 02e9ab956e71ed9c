"""The ninth held-out batch of the document-dating share (``half`` = ``held9`` in ``labels.csv``).

Written, and labelled by hand, on 2026-12-03 by a helper who never ran the reader or read its code.
A software-as-a-service company's share this time (engineering: postmortems, RFCs, runbooks, a
changelog, release posts, reliability reviews; product: PRDs, roadmaps, research, price books;
support: knowledge-base pages, macros, status e-mails, escalations, FAQs; security: policies, a
pen test, a SOC 2 bridge letter, incident notes; finance: statements, invoices, forecasts, board
packs; people: handbook pages, templates, minutes; legal: terms, a DPA, order forms, sub-processor
lists; marketing: blog posts and a repost; the exec team's board minutes and OKRs), in the formats
of the earlier batches, with the date forms such a share uses: a postmortem dated only by its file
name, front matter ``date`` with ``updated``, ``published`` with ``last_modified``, "Opened:
2025-09-02" on an RFC, a changelog led by "Unreleased", ``article:published_time`` and
``dcterms.modified``, ``<time datetime>``, a footer "Updated 9 Sep 2025", an e-mail whose ``Date``
header is the day before in UTC, a quoted reply, "This letter is dated", "dated the 2nd day of",
"Invoice date: 30/11/2025", a US "Order date: 10/24/2025", "Draft 3 – 21.10.2025" under a title, a
date wrapped across two lines, "SECURITY NOTICE – 27 Jan 2026" as a first line, a document-control
table, periods ("H2 2025", "FY26", "Q2 2025", "H1 2026", "spring-2025" in a file name, a
year-month board-pack folder); status markers: ``archive/``, ``old/``, ``superseded/``,
``drafts/``, ``rfcs/``, "Status: Superseded by", "SUPERSEDED –", "Replaced by:", "replaces",
"DRAFT" in a title and a file name, "unconfirmed draft", "Proposed ... for discussion"; and traps:
an ambiguous "Approved 02/05/2022", ISO/IEC 27001:2022, CVE-2024-3094, PostgreSQL 16, "QuickBooks
Desktop 2019", "Tallyforge Summit 2026", article, case and company numbers, a phone number, next
review and next drill dates, a testing window, an incident window, a subscription term, a payment
due date, the next all-hands, dates only in table rows and CSV rows, template placeholders, a
copyright range.

Same shape as ``make.DOCS``: (relative path, title or None, lines); ``make.write`` writes them all.
"""

from __future__ import annotations

T = "tallyforge"
FOOT = "FOOT|Tallyforge Ltd \u00b7 Company no. 11209874 \u00b7 Sales +44 20 7946 0318"

HELD9: list[tuple[str, str | None, list[str]]] = [
    # --- engineering -------------------------------------------------------------------------
    (
        f"{T}/engineering/postmortems/2025-06-11-api-latency-eu-west.md",
        "Postmortem: elevated API latency in eu-west",
        [
            "Severity: SEV-2 \u00b7 Tracking ticket INC-4471 \u00b7 Authors: platform on-call",
            "",
            "Between 10:42 and 12:15 UTC the p99 latency of the public API in eu-west rose to 4.8 s.",
            "A connection pool sized for the old database proxy ran dry after the proxy upgrade.",
            "",
            "## Actions",
            "",
            "- Size pools from the proxy's limit, not a constant.",
            "- Alert on pool saturation above 80%.",
        ],
    ),
    (
        f"{T}/engineering/postmortems/billing-run-double-charge.md",
        "Postmortem: duplicate charges in the nightly billing run",
        [
            "FRONT|date: 2025-02-03\nupdated: 2025-02-10\nauthors: [billing-core]",
            "The nightly billing run on 1 February 2025 charged 312 accounts twice after a retry",
            "fired while the first attempt was still writing. All duplicates were refunded by",
            "the afternoon of 2 February.",
            "",
            "Update: the idempotency key now covers the invoice and the attempt number.",
        ],
    ),
    (
        f"{T}/engineering/rfcs/rfc-0042-event-bus.md",
        "RFC 0042: replace the cron scheduler with an event bus",
        [
            "| Field | Value |",
            "|---|---|",
            "| Status | Under discussion |",
            "| Opened | 2025-09-02 |",
            "| Target | Q1 2026 |",
            "",
            "Cron jobs on one host trigger 40 recurring tasks. We propose moving them to the event",
            "bus so a lost host no longer stops invoicing.",
        ],
    ),
    (
        f"{T}/engineering/rfcs/rfc-0031-multi-region-writes.md",
        "RFC 0031: multi-region writes",
        [
            "Status: Superseded by RFC 0048 (single-writer with regional read replicas)",
            "Opened: 14/03/2024 by the data platform group",
            "",
            "Each region would accept writes and reconcile them with a conflict-free merge.",
        ],
    ),
    (
        f"{T}/engineering/runbooks/database-failover.md",
        "Runbook: primary database failover",
        [
            "_Last reviewed by the DBA team on 22 April 2025. Next drill: October 2025._",
            "",
            "Applies to the PostgreSQL 16 clusters in both regions.",
            "",
            "1. Freeze deploys in the release channel.",
            "2. Promote the replica with the lowest lag.",
            "3. Repoint the connection proxy and watch error rates for 15 minutes.",
        ],
    ),
    (
        f"{T}/engineering/runbooks/old/redis-cache-flush.txt",
        None,
        [
            "Redis cache flush procedure",
            "",
            "Written for Redis 6.2 on the 2021 cluster. Flush one shard at a time and wait for",
            "the hit rate to recover above 90% before moving on to the next one. Never run",
            "FLUSHALL against the session store.",
        ],
    ),
    (
        f"{T}/engineering/releases/CHANGELOG.md",
        "Changelog",
        [
            "## Unreleased",
            "",
            "- Credit notes can be split across several invoices.",
            "",
            "## 5.4.0 \u2013 2025-11-18",
            "",
            "- Usage-based line items on invoices.",
            "",
            "## 5.3.2 \u2013 2025-10-30",
            "",
            "- Fixed the tax rounding on Swiss franc invoices.",
            "",
            "## 5.3.0 \u2013 2025-10-02",
            "",
            "- Dunning e-mails can be scheduled per customer segment.",
        ],
    ),
    (
        f"{T}/engineering/releases/2024/tallyforge-5-0.html",
        "Tallyforge 5.0 is here",
        [
            "META|article:published_time=2024-05-07T09:00:00Z",
            "Version 5.0 brings a new invoice editor, faster exports and a rebuilt API.",
            "The 4.x line gets security fixes until 31 December 2024, then reaches end of life.",
            FOOT,
        ],
    ),
    (
        f"{T}/engineering/architecture/service-map.pptx",
        "Service map \u2013 H2 2025",
        ["Billing core, ledger and tax engine", "Webhooks moved onto the event bus", "Two regions, one writer"],
    ),
    (
        f"{T}/engineering/oncall/rota.csv",
        None,
        [
            "ROWS|Week starting|Primary|Secondary|2025-11-03|A. Osei|R. Lind|2025-11-10|R. Lind|P. Varga"
            "|2025-11-17|P. Varga|A. Osei"
        ],
    ),
    (
        f"{T}/engineering/reliability/reliability-review-2024.md",
        "Reliability review 2024",
        [
            "Published 20 January 2025 by Site Reliability Engineering",
            "",
            "| Quarter | Availability | Incidents |",
            "|---|---|---|",
            "| Q1 | 99.97% | 3 |",
            "| Q2 | 99.95% | 5 |",
            "| Q3 | 99.99% | 1 |",
            "| Q4 | 99.96% | 4 |",
        ],
    ),
    (
        f"{T}/engineering/reliability/archive/reliability-review-2023.md",
        "Reliability review 2023",
        ["Availability for the year was 99.91% against a target of 99.9%.", "", "Nine incidents reached SEV-2."],
    ),
    (
        f"{T}/engineering/reliability/reliability-review-2025-DRAFT.md",
        "Reliability review 2025",
        [
            "Compiled by SRE, 5 January 2026 \u2013 not yet reviewed by engineering leadership",
            "",
            "Availability for the year so far is 99.98%; the December figures are provisional.",
        ],
    ),
    # --- product -----------------------------------------------------------------------------
    (
        f"{T}/product/roadmap/roadmap-2026.pptx",
        "Product roadmap 2026 \u2013 DRAFT for exec review",
        ["Usage-based billing for every plan", "Invoice designer", "Self-serve tax registration"],
    ),
    (
        f"{T}/product/prd/usage-based-billing-prd.docx",
        "PRD: usage-based billing",
        [
            "Document owner: M. Haddad, Group Product Manager",
            "Customers on metered plans need invoices built from usage events, not seat counts.",
            "TABLE|Version|Date|Change|0.1|2025-03-04|First cut|0.4|2025-03-21|Pricing tiers added"
            "|1.0|2025-04-09|Signed off by the product council",
        ],
    ),
    (
        f"{T}/product/prd/drafts/invoice-designer-prd.docx",
        "PRD: invoice designer (working draft v0.2)",
        [
            "Prepared by Product Design, 17.06.2025",
            "Finance teams want to brand their invoices without asking support to edit templates.",
        ],
    ),
    (
        f"{T}/product/research/customer-interviews-spring-2025.md",
        "Customer interview synthesis",
        [
            "We spoke to 14 finance leads at companies with 50 to 500 staff between 3 and 28 March.",
            "",
            "- Month-end close is the moment they notice us.",
            "- Most still export to a spreadsheet to reconcile payouts.",
        ],
    ),
    (
        f"{T}/product/pricing/price-book.xlsx",
        "Price book FY2026",
        ["ROWS|Plan|Monthly|Annual|Starter|\u00a329|\u00a3290|Growth|\u00a399|\u00a3990|Scale|\u00a3349|\u00a33,490"],
    ),
    (
        f"{T}/product/pricing/superseded/price-book-fy2025.xlsx",
        "Price book FY2025",
        ["ROWS|Plan|Monthly|Annual|Starter|\u00a325|\u00a3250|Growth|\u00a389|\u00a3890|Scale|\u00a3299|\u00a32,990"],
    ),
    (
        f"{T}/product/notes/legacy-api-sunset.md",
        "Sunsetting the v1 API",
        [
            "Replaced by: Sunsetting the v1 API (revised timeline)",
            "Posted to #product-announcements on 4 June 2024",
            "",
            "The v1 API will be switched off on 31 December 2024.",
        ],
    ),
    (
        f"{T}/product/notes/legacy-api-sunset-revised.md",
        "Sunsetting the v1 API (revised timeline)",
        [
            "Posted to #product-announcements on 19 August 2024",
            "",
            "This note replaces the note of 4 June 2024. After feedback from our largest customers the v1",
            "API will now be switched off on 31 March 2025.",
        ],
    ),
    # --- support -----------------------------------------------------------------------------
    (
        f"{T}/support/kb/reset-two-factor.html",
        "Resetting two-factor authentication",
        [
            "If you have lost your authenticator app, an account owner can reset two-factor for you "
            "from Settings &gt; Team. Owners who are locked out contact support from the address on the account.",
            "FOOT|Was this article helpful? \u00b7 Article 360012202519 \u00b7 Updated 9 Sep 2025",
        ],
    ),
    (
        f"{T}/support/kb/export-invoices.html",
        "Exporting invoices to CSV",
        [
            "META|dcterms.modified=2025-07-30",
            "Go to Invoices, filter the list and choose Export. Exports of invoices issued before "
            "1 January 2023 come from the legacy archive and can take up to an hour.",
            FOOT,
        ],
    ),
    (
        f"{T}/support/kb/archive/quickbooks-desktop-sync.html",
        "Syncing with QuickBooks Desktop 2019",
        [
            "This article is archived. The QuickBooks Desktop connector is no longer supported; "
            "use the QuickBooks Online integration instead.",
            "FOOT|\u00a9 2019\u20132025 Tallyforge Ltd",
        ],
    ),
    (
        f"{T}/support/macros/macro-library.csv",
        None,
        [
            "ROWS|Macro|Queue|Owner|Refund approved|Billing|Support Ops|Card declined, next steps|Billing|"
            "Support Ops|SSO set-up checklist|Technical|Solutions"
        ],
    ),
    (
        f"{T}/support/reports/support-quality-q2.docx",
        "Support quality report \u2013 Q2 2025",
        [
            "First response within one hour on 93% of priority tickets; CSAT held at 4.7 out of 5.",
            "TABLE|Month|Tickets|CSAT|April|4,210|4.7|May|4,480|4.6|June|4,390|4.8",
        ],
    ),
    (
        f"{T}/support/status-page/notifications/resolved-delayed-webhooks.eml",
        "[Resolved] Delayed webhook deliveries",
        [
            "EMAIL|Tue, 21 Oct 2025 23:48:10 -0700",
            "Webhook deliveries were delayed by up to 25 minutes.",
            "Start: 2025-10-22 05:10 UTC\nEnd: 2025-10-22 06:31 UTC",
            "All queued events have now been delivered. No data was lost.",
        ],
    ),
    (
        f"{T}/support/escalations/invoice-numbering-reply.eml",
        "RE: Invoice numbering reset (case 20251103-0042)",
        [
            "EMAIL|Wed, 5 Nov 2025 14:20:03 +0000",
            "Hi Dana,\n\nThe numbering sequence is fixed and your next invoice will be INV-1042.",
            "Best,\nKofi, Tier 2 Support",
            "> On Mon, 3 Nov 2025 at 09:12, Dana Whitfield wrote:\n> Our invoice numbers jumped back to 1000 "
            "this morning.",
        ],
    ),
    (
        f"{T}/support/procedures/refund-procedure.txt",
        None,
        [
            "Refund procedure (Support Ops)",
            "",
            "Refunds up to GBP 500 are approved by the agent; anything larger goes to the",
            "billing lead with the case number and the original invoice attached. This",
            "procedure was last revised on 14",
            "July 2025 by the support lead, after the card processor changed its dispute",
            "window to 120 days.",
        ],
    ),
    (
        f"{T}/support/faq/billing-faq.txt",
        None,
        [
            "Billing questions",
            "",
            "Q: Why was I charged on the 1st of the month?",
            "A: Plans renew on the day you first subscribed. Annual plans renew once a",
            "   year on that day.",
            "",
            "Q: Who do I call about a payment?",
            "A: Our billing desk on +44 20 7946 0318, weekdays 09:00-17:30.",
        ],
    ),
    # --- security ----------------------------------------------------------------------------
    (
        f"{T}/security/policies/access-control-policy.pdf",
        "Access control policy",
        [
            "Policy ID SEC-POL-004 | Version 3.2",
            "Approved by the CISO on 19 February 2025. Next review: February 2026.",
            "Aligned with ISO/IEC 27001:2022, Annex A 5.15 to 5.18.",
            "Production access is granted for eight hours at a time through the access broker.",
        ],
    ),
    (
        f"{T}/security/policies/superseded/access-control-policy-v2.pdf",
        "Access control policy (version 2)",
        [
            "SUPERSEDED BY VERSION 3.0",
            "Approved 02/05/2022",
            "Engineers hold standing read access to production databases.",
        ],
    ),
    (
        f"{T}/security/pentest/pentest-summary-2025.docx",
        "External penetration test \u2013 summary 2025",
        [
            "Testing window: 8\u201319 September 2025",
            "Report issued 3 October 2025 by Redwall Security",
            "No critical findings. One high finding (an outdated xz package, CVE-2024-3094) was fixed during testing.",
            "TABLE|Severity|Found|Open|Critical|0|0|High|1|0|Medium|4|1",
        ],
    ),
    (
        f"{T}/security/incidents/phishing-notice.txt",
        None,
        [
            "SECURITY NOTICE \u2013 27 Jan 2026",
            "",
            "A phishing campaign pretending to be our billing team was reported on 26",
            "January. The messages ask customers to update card details on a look-alike",
            "domain. We never ask for card details by e-mail.",
        ],
    ),
    (
        f"{T}/security/incidents/ir-2025-014.docx",
        "Incident report IR-2025-014: leaked API key",
        [
            "Reported: 14/10/2025 by the secrets scanner",
            "A customer's API key was pushed to a public repository. The key was revoked within 11 minutes.",
        ],
    ),
    (
        f"{T}/security/compliance/soc2-bridge-letter.pdf",
        "SOC 2 bridge letter",
        [
            "This letter is dated 15 January 2026.",
            "It covers 1 October 2025 to 31 December 2025, the period after our SOC 2 Type II report",
            "for the twelve months ended 30 September 2025. We are not aware of any material change to our",
            "controls in that period.",
        ],
    ),
    (
        f"{T}/security/vendor-reviews/vendor-risk-register.xlsx",
        None,
        [
            "ROWS|Vendor|Risk|Last review|Cloud hosting|Low|2025-05-12|E-mail delivery|Medium|2025-08-01"
            "|Card processor|Low|2025-02-20"
        ],
    ),
    # --- finance -----------------------------------------------------------------------------
    (
        f"{T}/finance/board-packs/2025-09/arr-and-churn.pptx",
        "ARR and churn",
        ["ARR up 6% on the quarter", "Gross revenue churn 1.1% a month", "Net revenue retention 112%"],
    ),
    (
        f"{T}/finance/statutory/financial-statements-2024.pdf",
        "Financial statements for the year ended 31 December 2024",
        [
            "Approved by the board on 11 June 2025 and signed on its behalf by the CFO.",
            "Revenue \u00a318.4m (2023: \u00a313.9m).",
            "Tallyforge Ltd, company number 11209874.",
        ],
    ),
    (
        f"{T}/finance/invoices/invoice-TF-2025-00381.pdf",
        "Invoice TF-2025-00381",
        [
            "Invoice date: 30/11/2025",
            "Payment due: 30/12/2025",
            "Growth plan, annual, 25 seats: \u00a32,475.00 + VAT",
        ],
    ),
    (
        f"{T}/finance/policies/expense-policy.md",
        "Expense policy",
        [
            "Effective from 1 March 2025 \u00b7 Last reviewed 3 November 2025",
            "",
            "Claims go through the expenses app within 30 days. Client dinners over \u00a3150 need the",
            "approval of a VP.",
        ],
    ),
    (
        f"{T}/finance/forecasts/fy26-forecast-v3.xlsx",
        "FY26 forecast v3",
        ["ROWS|Month|New ARR|Churned ARR|Jan|\u00a3410k|\u00a3120k|Feb|\u00a3430k|\u00a3115k"],
    ),
    (
        f"{T}/finance/forecasts/old/fy25-forecast-v7.xlsx",
        "FY25 forecast v7",
        ["ROWS|Month|New ARR|Churned ARR|Jan|\u00a3300k|\u00a3100k|Feb|\u00a3320k|\u00a398k"],
    ),
    # --- people ------------------------------------------------------------------------------
    (
        f"{T}/people/handbook/parental-leave.md",
        "Parental leave",
        [
            "Last reviewed 12 August 2025 \u00b7 Owner: People Ops \u00b7 Review due August 2026",
            "",
            "Every parent gets 20 weeks at full pay, whichever way they became a parent.",
        ],
    ),
    (
        f"{T}/people/handbook/parental-leave-2022.md",
        "Parental leave",
        [
            "SUPERSEDED \u2013 see parental-leave.md for the current policy.",
            "",
            "Birth parents get 16 weeks at full pay; other parents get 4 weeks.",
        ],
    ),
    (
        f"{T}/people/onboarding/first-week.docx",
        "Your first week at Tallyforge",
        [
            "Day one: collect your laptop, join the #welcome channel and meet your buddy.",
            "Day three: shadow a support shift so you hear from customers early.",
            "Day five: a coffee with your manager to agree your first goals.",
        ],
    ),
    (
        f"{T}/people/hiring/offer-letter-template.docx",
        "Offer of employment",
        [
            "Date: [Date]",
            "Dear {{candidate_name}},",
            "We are delighted to offer you the role of {{job_title}}, starting on {{start_date}}.",
        ],
    ),
    (
        f"{T}/people/engagement/pulse-survey.pptx",
        "Pulse survey \u2013 October 2025",
        ["Response rate 81%", "eNPS up from 18 to 27", "Workload is the lowest-scoring question"],
    ),
    (
        f"{T}/people/all-hands/all-hands-notes.txt",
        None,
        [
            "All-hands notes",
            "Meeting held: Thursday 6 November 2025, 16:00, London office and online",
            "",
            "The CEO took questions on the hiring freeze and the move to usage-based",
            "pricing. The People team will publish the new career ladder before the",
            "next all-hands on 4 December 2025.",
        ],
    ),
    # --- legal -------------------------------------------------------------------------------
    (
        f"{T}/legal/terms/terms-of-service.html",
        "Terms of Service",
        [
            "Last updated: November 3, 2025 (these terms take effect for existing customers on December 1, 2025)",
            "These terms govern your use of the Tallyforge billing platform. By creating an account you agree to "
            "them on behalf of your organisation.",
            "FOOT|\u00a9 Tallyforge Ltd",
        ],
    ),
    (
        f"{T}/legal/terms/archive/terms-of-service-2023.html",
        "Terms of Service",
        [
            "META|date=2023-04-18",
            "These terms govern your use of the Tallyforge invoicing service.",
            "FOOT|\u00a9 Tallyforge Ltd",
        ],
    ),
    (
        f"{T}/legal/dpa/data-processing-addendum.pdf",
        "Data Processing Addendum",
        [
            "This Addendum is dated the 2nd day of June 2025 and forms part of the Master Subscription Agreement.",
            "It applies the Standard Contractual Clauses of 4 June 2021 and Regulation (EU) 2016/679.",
            "Customer Data is deleted within 30 days of the end of the subscription.",
        ],
    ),
    (
        f"{T}/legal/subprocessors/subprocessor-list.md",
        "Sub-processors",
        [
            "Updated 1 October 2025. This list replaces the version of 12 May 2025.",
            "",
            "| Sub-processor | Purpose | Added |",
            "|---|---|---|",
            "| Cloud hosting provider | Infrastructure | 2019-06-01 |",
            "| E-mail delivery service | Transactional e-mail | 2025-09-15 |",
        ],
    ),
    (
        f"{T}/legal/contracts/msa-northwind-redline-DRAFT.docx",
        "Master Subscription Agreement \u2013 Northwind Traders",
        [
            "Draft 3 \u2013 21.10.2025",
            "Customer comments are shown as tracked changes; clause 9 (liability cap) is still open.",
        ],
    ),
    (
        f"{T}/legal/contracts/order-form-northwind.pdf",
        "Order Form",
        [
            "Order date: 10/24/2025",
            "Subscription term: 11/01/2025 \u2013 10/31/2026",
            "Scale plan, 120 seats, billed annually in advance.",
        ],
    ),
    (
        f"{T}/legal/policies/cookie-policy.md",
        "Cookie policy",
        [
            "FRONT|published: 2024-01-09\nlast_modified: 2025-05-14",
            "We use strictly necessary cookies to keep you signed in, and analytics cookies only with consent.",
        ],
    ),
    # --- marketing and exec ------------------------------------------------------------------
    (
        f"{T}/marketing/blog/introducing-smart-dunning.html",
        "Introducing smart dunning",
        [
            'By the Growth team \u00b7 <time datetime="2025-03-18">18 March 2025</time>',
            "Smart dunning picks the retry day for each failed card from what worked for similar customers.",
            FOOT,
        ],
    ),
    (
        f"{T}/marketing/partners/newsletter-smart-dunning-repost.md",
        "Introducing smart dunning",
        [
            "_Reposted 2 April 2025 for the partner newsletter; first published on the Tallyforge blog on"
            " 18 March 2025._",
            "",
            "Smart dunning picks the retry day for each failed card from what worked for similar customers.",
        ],
    ),
    (
        f"{T}/marketing/events/webinar-close-faster.pptx",
        "Closing the books faster",
        [
            "Why finance teams switch to Tallyforge",
            "Meet us at Tallyforge Summit 2026",
            "Book a demo: +44 20 7946 0318",
        ],
    ),
    (
        f"{T}/exec/board/board-minutes-september.docx",
        "Board meeting \u2013 minutes",
        [
            "Status: unconfirmed draft",
            "Minutes of the meeting held on 24 September 2025 at the London office.",
            "The board approved the FY26 hiring plan and asked for a pricing update at the next meeting.",
        ],
    ),
    (
        f"{T}/exec/okrs/company-okrs.md",
        "Company OKRs, H1 2026",
        [
            "Proposed by the leadership team for discussion at the January offsite.",
            "",
            "- Objective: make usage-based billing the default for new customers.",
            "- Objective: cut time to first invoice to under one day.",
        ],
    ),
]
