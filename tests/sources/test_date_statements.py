"""A sentence saying when the document itself was amended or changed, a minutes' formal opening line,
a day written in words, a span of days, a request's or a launch's day, a planned date's label, a short
dated sentence, a page dated only by ``dcterms.modified``, a "revised:" front-matter key (the classes of
held7's misses, each with a new example); and forms a company share writes: "3 Mar 25", "Q3 FY25",
"W14 2025", software names holding a year, DDMMYYYY in a file name."""

from __future__ import annotations

from open_research.sources.dates import content_date, path_date, period_date, stated_date, title_date
from open_research.sources.extract import read_document


def test_a_sentence_saying_the_document_was_amended_or_changed_states_its_date():
    body = (
        "This page was updated on 12 May 2024 to add the new opening hours for the depot. "
        "The previous version, published on 2 April 2024, gave the winter hours."
    )
    assert stated_date(body) == "2024-05-12"
    assert stated_date("These guidelines were last revised on the 4th of June 2023.") == "2023-06-04"
    assert stated_date("This report was last reviewed: 9 January 2025") == "2025-01-09"
    assert stated_date("These figures were amended after the audit.") is None
    assert stated_date("This leaflet was updated on 3 Mar. 2025. It replaces the 2022 leaflet.") == "2025-03-03"


def test_a_minutes_formal_opening_line_states_the_meeting_date():
    line = "Minutes of the annual general meeting of the Society held at the Village Hall, Elm Road, on 4 May 2024"
    assert stated_date(line) == "2024-05-04"
    line = "Minutes of the meeting of the Trustees held by video call on the first day of October 2024 at 6pm"
    assert stated_date(line) == "2024-10-01"


def test_a_day_written_as_an_ordinal_word_is_a_full_date():
    assert period_date("on the thirty-first day of December 2024") == ("2024-12-31", 4)
    assert period_date("the twenty first of June, 2023") == ("2023-06-21", 4)
    assert period_date("the end of June 2023") == ("2023-06-01", 3)  # a word that is no day: the month
    assert period_date("the thirty-second day of May 2024") == ("2024-05-01", 3)


def test_a_span_of_days_stands_for_its_first_day():
    assert period_date("Rota: 3\u20139 February 2025") == ("2025-02-03", 4)
    assert period_date("Conference, 27 Jan - 2 Feb 2025") == ("2025-01-27", 4)
    assert period_date("Holiday cover 22 December to 5 January 2025") == ("2024-12-22", 4)
    assert period_date("June 9-13, 2025 schedule") == ("2025-06-09", 4)
    assert title_date("Training week 14th-18th July 2025") == "2025-07-14"
    assert period_date("Open days Mon 7 \u2013 Fri 11 April 2025") == ("2025-04-07", 4)


def test_the_day_a_request_or_launch_was_made_is_the_documents_date():
    assert stated_date("IT request\nRequested: 14/02/2025 by M. Reyes") == "2025-02-14"
    assert stated_date("Commissioned 3 June 2024 by the parish council") == "2024-06-03"
    assert stated_date("Launched on 1 September 2024 at the town hall") == "2024-09-01"
    assert stated_date("Requested features for the next release") is None


def test_a_planned_date_label_is_not_the_documents_date():
    body = "Pitched by the design team, 6 January 2025\n\nScheduled go-live date: 3 March 2025."
    assert stated_date(body) == "2025-01-06"
    assert stated_date("Planned completion date: 30 June 2024") is None
    assert stated_date("Expected publication date: 1 May 2024") is None


def test_a_short_sentence_that_ends_with_its_date_states_it():
    assert stated_date("Budget agreed by the trustees on 12 March 2024.") == "2024-03-12"
    assert stated_date("The earlier draft was agreed on 12 March 2024.") is None  # another document's
    long_line = "Budget agreed by the trustees on 12 March 2024, after a long discussion about the roof and the hall."
    assert stated_date(long_line) is None  # prose, not a header line


def test_a_page_dated_only_by_a_dublin_core_or_modified_meta_tag_is_stated():
    page = (
        b'<html><head><title>Accessibility statement</title><meta name="DC.date.modified" content="2024-08-19">'
        b'<meta name="next-review-date" content="2025-08-19"></head><body><article><h1>Accessibility statement'
        b"</h1><p>We want as many people as possible to be able to use this website and its forms.</p>"
        b"</article></body></html>"
    )
    doc = read_document("html", page)
    assert (doc.published_at, doc.published_at_basis) == ("2024-08-19", "stated")


def test_a_revised_or_amended_front_matter_key_dates_the_page():
    page = b"---\nauthor: ops\nrevised: 2024-11-05\n---\n# Rota rules\n\nSwap shifts in pairs.\n"
    doc = read_document("markdown", page, path="ops/rota.md")
    assert (doc.published_at, doc.published_at_basis) == ("2024-11-05", "stated")
    page = b"---\nlast_amended: 2023-02-01\n---\n# Rota rules\n\nSwap shifts in pairs.\n"
    assert read_document("markdown", page, path="rota.md").published_at == "2023-02-01"


def test_a_day_and_month_name_then_two_figures_is_a_two_digit_year():
    assert period_date("Raised 3 Mar 25") == ("2025-03-03", 4)
    assert period_date("Tue 4th Feb 25, 9.15am") == ("2025-02-04", 4)
    assert period_date("on 3 March 25,000 visitors came") is None  # a count, not a year
    assert period_date("3 Mar 25%") is None


def test_a_quarter_or_half_with_a_two_digit_year_as_finance_writes_it():
    assert period_date("Q3 FY25 forecast") == ("2025-07-01", 2)
    assert period_date("Results Q1'24") == ("2024-01-01", 2)
    assert period_date("2Q24 update") == ("2024-04-01", 2)
    assert period_date("H2 FY24 plan") == ("2024-07-01", 2)
    assert period_date("Q1 25 units") is None  # a space alone: a count may follow


def test_an_iso_week_written_w14_or_kw_stands_for_its_monday():
    assert period_date("Sales W14 2025") == ("2025-03-31", 3)
    assert period_date("KW 2/2025") == ("2025-01-06", 3)
    assert period_date("Week 1 2025") == ("2024-12-30", 3)


def test_a_year_in_a_software_products_name_is_no_date():
    assert title_date("Windows Server 2019 hardening checklist") is None
    assert title_date("Visual Studio 2022 install notes") is None
    assert path_date("it/guides/sql-server-2017-backup.md") is None
    assert path_date("it/2024/sql-server-2017-backup.md") == "2024-01-01"
    assert title_date("SQL Server 2017 backup, June 2024") == "2024-06-01"
    assert title_date("New windows 2024") == "2024-01-01"  # the word, not the product
    assert content_date(None, "Office move 2024", "") == ("2024-01-01", "title")


def test_a_day_first_compact_date_in_a_file_name():
    assert path_date("hr/minutes_19022025.docx") == "2025-02-19"
    assert path_date("hr/2025/minutes_05022025.docx") == "2025-01-01"  # 5 February or May 5: the folder's year
    assert path_date("orders/31415926.csv") is None
