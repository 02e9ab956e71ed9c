"""A version or issue number set off from its date by a dash, a notice or certificate naming its own date,
a document by whom it is, the date of a document this one replaces, the day of an examination or test
against the report's, statements "on pages 12 to 30" approved, a revision history with its changes in
brackets, and a draft or a paper for discussion set off in the title: the classes of held15's and
held16's misses, each in new words."""

from __future__ import annotations

from open_research.sources.dates import content_date, stated_date
from open_research.sources.versions import read_version


def test_a_version_number_before_a_dash_is_no_first_day_of_a_span():
    assert content_date(None, "Lettings guide", "Lettings guide\nVersion 6 – 21 May 2025\nRents") == (
        "2025-05-21",
        "title",
    )
    assert content_date(None, "Site rules - Issue 4 - Oct. 2023", "Site rules - Issue 4 - Oct. 2023\nPPE") == (
        "2023-10-01",
        "title",
    )
    assert content_date(None, "Guide", "Guide\nRev 9 — 2 July 2024\nText") == ("2024-07-02", "title")
    assert content_date(None, "Guide", "Guide\nÉdition 3 – 11 avril 2025\nTexte") == ("2025-04-11", "title")
    # a span of days is still a span: its first day
    assert content_date(None, "Festival", "Festival\n4 – 17 March 2025\nPrograms") == ("2025-03-04", "title")


def test_a_notice_or_certificate_date_is_the_documents_own_not_the_events():
    text = "Pay less notice\nPayment notice date: 19 August 2025\nFinal date for payment: 2 September 2025"
    assert stated_date(text) == "2025-08-19"
    cert = "Sectional completion\nCompletion certificate date: 14/07/2025\nCompletion date: 10/07/2025"
    assert stated_date(cert) == "2025-07-14"
    assert stated_date("Works\nCompletion date: 3 June 2025") is None  # an event, not the document's date


def test_a_line_led_by_what_the_document_is_and_how_it_was_made_dates_it():
    text = "Making good\nCertificate issued 3 November 2025 by the contract administrator, Vale Partners.\nDefects"
    assert stated_date(text) == "2025-11-03"
    assert stated_date("Tree works\nReport issued 16 April 2025 by the officer.") == "2025-04-16"
    byline = "Car park charges\nReport by the Director of Place for Cabinet, 12 February 2025\nOptions"
    assert content_date(None, "Car park charges", byline) == ("2025-02-12", "stated")
    # another document's date is not this one's
    assert stated_date("Charges\nThe previous report was issued on 3 May 2024.") is None
    assert stated_date("Charges\nOld certificate issued 3 May 2024 by the agent.") is None


def test_issued_on_behalf_of_someone_dates_a_title_a_pdf_ran_on():
    text = (
        "Request for quotation - Library Roof, Eastgate Issued on behalf of Marl Parish Council by Pike "
        "Surveying, 6 May 2025\nReturn by 30 May 2025."
    )
    assert content_date(None, text[:120], text) == ("2025-05-06", "stated")


def test_the_date_of_the_document_this_one_replaces_is_not_its_own():
    text = "Hire terms\nValid from 1 May 2025\nThese terms replace the hire terms dated 3 March 2021."
    assert stated_date(text) == "2025-05-01"
    assert stated_date("Hire terms\nThis policy supersedes the policy dated 3 March 2021.") is None


def test_the_day_of_an_examination_or_test_yields_to_the_report_date():
    text = "Gas safety record\nDate of test: 02/06/2025\nReport date: 16/06/2025\nNext test due by 01/06/2026"
    assert stated_date(text) == "2025-06-16"
    alone = "Hoist report\nDate of examination: 14 May 2025\nSafe working load 500 kg"
    assert stated_date(alone) == "2025-05-14"  # alone, the day of the work dates the report


def test_statements_on_pages_approved_by_the_board_date_the_report():
    text = (
        "Orchard Housing - Annual report 2024 Orchard Housing was set up in 1992.\n"
        "The financial statements set out on pages 12 to 30 were approved by the directors on 2 May 2025."
    )
    assert content_date(None, text[:120], text) == ("2025-05-02", "stated")


def test_revision_lines_with_their_change_in_brackets_are_a_history():
    text = "Room plan 26/0114\nRev C - 14/10/2025 (issued for construction)\nRev B - 02/10/2025 (for comment)\nHall"
    assert content_date(None, "Room plan 26/0114", text) == ("2025-10-14", "stated")
    one = "Room plan\nRevision 2 - 19 April 2021 (layout)\nHall"
    assert content_date(None, "Room plan", one) == ("2021-04-19", "title")  # one stamp alone: title


def test_a_draft_or_a_paper_for_discussion_set_off_in_the_title():
    assert read_version("Pay review 2026 – draft for the committee", "").status == "draft"
    assert read_version("Fees policy - draft v2", "").status == "draft"
    assert read_version("Notes - draft of the letter to tenants", "").status == "current"  # a draft of another
    assert read_version("Depot options – for discussion", "").status == "proposal"
    assert read_version("Staffing (for consideration)", "").status == "proposal"
    assert read_version("Agenda – for discussion at the AGM", "").status == "current"  # a meeting's paper


def test_a_dash_is_no_word_in_a_short_stamp_line():
    text = "Lettings policy\nConsultation draft – version 0.3, circulated to the area managers 2 June 2025\nText"
    assert stated_date(text) == "2025-06-02"


def test_a_draft_of_something_else_in_the_title_leaves_the_document_current():
    assert read_version("Shelf plan - draft listing for Spring 2026", "").status == "current"


def test_a_deadline_on_a_long_draft_line_is_no_title_date():
    text = "Noise guidance\n\nConsultation draft v0.2 - comments to the Environmental Health Manager by 14 March 2025\n"
    assert content_date(None, "Noise guidance", text) == (None, None)


def test_comments_asked_for_by_a_day_on_a_short_line_are_a_deadline():
    text = "Noise guidance\nConsultation draft v0.2 - comments to the Manager by 14 March 2025\nText"
    assert content_date(None, "Noise guidance", text) == (None, None)
    assert content_date(None, "Survey", "Survey\nPlease reply by Friday 6 June 2025\nText") == (None, None)
