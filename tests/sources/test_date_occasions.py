"""A deed's "day of", a scanner's YYYYMMDD, years that are part of a statute's name, the occasion a
document records ("Held:", "Presented"), a few words leading to a date word in a short line, the title's
own line, a page whose only date is in its heading, "WIP" as a subject, and "X proposal:" titles: the
classes of held4's misses, each with a new example."""

from __future__ import annotations

from open_research.sources.dates import content_date, path_date, period_date, stated_date, title_date
from open_research.sources.extract import read_document
from open_research.sources.versions import read_version


def test_a_deeds_ordinal_day_of_the_month_is_a_full_date():
    assert stated_date("Lease\nDated the 2nd day of September 2024") == "2024-09-02"
    assert period_date("signed this 21st day of June, 2023") == ("2023-06-21", 4)


def test_a_compact_yyyymmdd_in_a_file_name_dates_the_day():
    assert path_date("site/photos/IMG_20240917_101500.jpg") == "2024-09-17"
    assert path_date("exports/2024/report-20240230.csv") == "2024-01-01"  # no 30 February: the folder's year
    assert path_date("orders/12345678.csv") is None  # a number, not a date


def test_a_year_in_a_statutes_name_is_no_date():
    assert title_date("Equality Act 2010 guidance") is None
    assert title_date("The Building Regulations 2010: part L notes") is None
    assert path_date("guides/consumer-rights-act-2015-summary.md") is None
    assert title_date("Guide to the Equality Act 2010", "Guide\nBriefing for managers, 4 May 2024") == "2024-05-04"
    assert title_date("Annual report 2023") == "2023-01-01"  # a year that names no statute still counts


def test_the_occasion_a_document_records_labels_its_date():
    assert stated_date("BOARD MINUTES\nHeld: 12 SEP 2024, 14:00") == "2024-09-12"
    assert stated_date("Pitch to Harwell\nPresented 3 June 2024") == "2024-06-03"
    assert stated_date("Tender response\nSubmitted: 11 March 2024") == "2024-03-11"


def test_a_few_words_leading_to_a_date_word_in_a_short_line_state_the_date():
    assert stated_date("Price list\nPrices correct as at 1 May 2024") == "2024-05-01"
    assert stated_date("Committee\nMinutes of the meeting held on Thursday 6th June 2024") == "2024-06-06"
    # a time to come, another date, or a sentence that mentions one is no statement of the document's date
    assert stated_date("Committee\nThe next meeting will be held on 9 July 2024") is None
    assert stated_date("Letter\nOur terms of business dated 1 May 2024 apply to this matter.") is None
    assert stated_date("Tender\nBids submission held on 3 May 2024") is None


def test_a_dated_title_line_is_the_titles_and_a_body_line_is_stated():
    text = "Minutes of the meeting held on 6 June 2024\n\nPresent: the chair and six members."
    assert content_date(None, "Minutes of the meeting held on 6 June 2024", text) == ("2024-06-06", "title")
    body = "Committee\n\nMinutes of the meeting held on 6 June 2024\n\nPresent: the chair."
    assert content_date(None, "Committee", body) == ("2024-06-06", "stated")


def test_a_page_dated_only_in_its_heading_is_dated_by_its_title():
    page = (
        b"<html><head><title>Parking charges from 1 June 2024</title></head><body><article>"
        b"<h1>Parking charges from 1 June 2024</h1><p>A day ticket costs four pounds fifty at every car park "
        b"the council runs, and a season ticket can be bought at the library.</p></article></body></html>"
    )
    doc = read_document("html", page)
    assert (doc.published_at, doc.published_at_basis) == ("2024-06-01", "title")
    marked = page.replace(b"</head>", b'<meta name="date" content="2024-05-20"></head>')
    doc = read_document("html", marked)
    assert (doc.published_at, doc.published_at_basis) == ("2024-05-20", "stated")


def test_wip_leading_a_name_is_its_subject_and_a_proposal_title_marks_a_proposal():
    assert read_version("WIP summary March", "", "finance/wip-summary.xlsx").status == "current"
    assert read_version("Budget", "", "finance/budget-2024-WIP.xlsx").status == "draft"
    assert read_version("Budget", "", "finance/budget_wip.xlsx").status == "draft"
    assert read_version("Research proposal: soil carbon").status == "proposal"
    assert read_version("Project proposal \u2013 river survey").status == "proposal"
    assert read_version("Comments on the proposal: river survey").status == "current"
