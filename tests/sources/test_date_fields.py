"""Classes of held8's misses, each with new examples: who a date line names before its date ("Raised for
the committee by ..., date"), ticket and talk words ("Reported:", "Opened:", "given to"), a labelled
edition or issue, the report's date over its fieldwork's and over its start date, listed days, letter
revisions as a history, a press dateline leading a long first paragraph, "replaced by" said of another
thing, a field line after a wrapped one; and forms a company share writes: "Issue 3 (Oct 2024)", "Rev B —
12/2023", "v2.1, 2024-05-02", a document-control table, "Updated on" in a footer, dotted dates."""

from __future__ import annotations

from open_research.sources.dates import content_date, period_date, stated_date, title_date
from open_research.sources.markup import join_wrapped
from open_research.sources.versions import read_version


def test_who_did_it_for_whom_or_where_may_stand_between_the_date_word_and_the_date():
    assert stated_date("Pay policy\nSubmitted for approval by the HR Director, 2 May 2024") == "2024-05-02"
    assert stated_date("Board note\nDraft 2, circulated to trustees 14 March 2024") == "2024-03-14"
    assert stated_date("Note\nRaised with the supplier by Procurement on 9 April 2024") == "2024-04-09"
    assert stated_date("Note\nPresented at the staff forum, Tue 5th Nov 2024") == "2024-11-05"
    # a plan the words announce, and prose that starts with a record word, stay no statement
    assert stated_date("Note\nBookings opened on 3 March 2025 for the summer scheme") is None
    assert stated_date("Note\nGiven the storms in January 2024 we moved the survey.") is None


def test_a_ticket_a_report_or_a_talk_dates_itself_by_when_it_was_made():
    assert stated_date("INCIDENT LOG\nSite: depot 4\nLogged by: A. Khan\nReported: 03/10/2024 by the driver") is None
    assert stated_date("INCIDENT LOG\nSite: depot 4\nReported: 13/10/2024 by the driver") == "2024-10-13"
    assert stated_date("Change request CR-88\nOpened: 2024-07-19\nOwner: IT") == "2024-07-19"
    assert stated_date("Complaint\nReceived 2 December 2024 (by e-mail)") == "2024-12-02"
    assert stated_date("Flood resilience\nTalk given to the residents' association, 8th May 2024") == "2024-05-08"


def test_a_labelled_edition_or_issue_is_a_stated_date_an_unlabelled_stamp_a_title_date():
    assert content_date(None, "Guide for tenants", "Ref TG/2   Edition: Autumn 2023\nText.") == ("2023-09-01", "stated")
    assert content_date(None, "Safety card", "Issue: March 2022\nText.") == ("2022-03-01", "stated")
    assert content_date(None, "Safety card", "Issue: 4\nText.") == (None, None)
    assert content_date(None, "Safety card", "Issue 3 (Oct 2024)\nText.") == ("2024-10-01", "title")


def test_the_reports_own_date_wins_over_the_days_of_its_fieldwork_and_its_start_date():
    text = "Surveyor: K. Obi\nDate of survey: 4 and 5 March 2024\nReport issued: 28 March 2024"
    assert stated_date(text) == "2024-03-28"
    assert stated_date("Site visit: 11/09/2024\nSigned off: 20/09/2024") == "2024-09-20"
    assert stated_date("Effective from 1 January 2025\nPublished 2 December 2024") == "2024-12-02"
    assert stated_date("Valid from: 1 April 2024 | Approved: 12 March 2024") == "2024-03-12"
    # alone, they date the document
    assert stated_date("Date of inspection: 24/09/2024\nNext inspection: September 2025") == "2024-09-24"
    assert stated_date("Effective from 1 January 2025") == "2025-01-01"


def test_days_listed_stand_for_the_first():
    assert period_date("Inspected on 14 and 15 May 2024") == ("2024-05-14", 4)
    assert period_date("3, 4 & 5 June 2024") == ("2024-06-03", 4)
    assert period_date("September 9 and 10, 2024") == ("2024-09-09", 4)


def test_letter_revisions_listed_are_a_revision_history_whose_latest_entry_dates_it():
    text = "Rev C  03.06.2024\nRev B  14.05.2024\nRev A  22.04.2024\nScope of works."
    assert content_date(None, "Method statement", text) == ("2024-06-03", "stated")
    text = "Revision P02 - 18/03/2024\nRevision P01 - 26/02/2024\nNotes."
    assert content_date(None, "Drainage layout", text) == ("2024-03-18", "stated")
    # one revision stamp alone stays the title's, as "Rev P03, 2025-01-31" does
    assert content_date(None, "Drainage layout", "Rev D - 18/03/2024\nNotes.") == ("2024-03-18", "title")
    assert content_date(None, "Layout", "Rev B \u2014 12/2023\nNotes.") == ("2023-12-01", "title")


def test_a_press_dateline_leading_a_long_first_paragraph_is_the_title_date():
    long = " The council has approved plans for a new bridge over the river, which could open to traffic by 2031."
    assert title_date("Bridge approved", "DERBY (3 October 2024) \u2013" + long) == "2024-10-03"
    assert title_date("Bridge approved", "Derby, UK, October 3, 2024 --" + long) == "2024-10-03"
    assert title_date("Bridge approved", "MILTON KEYNES, Thursday 3 October 2024 \u2014" + long) == "2024-10-03"
    assert title_date("Bridge approved", "In October 2024 \u2013 a year late \u2013" + long) is None
    assert title_date("Bridge approved", "The council (3 October 2024) -" + long) is None


def test_replaced_by_said_of_another_thing_or_of_a_time_to_come_is_no_status():
    assert read_version("Printing", "ARCHIVED - the old print server was replaced by PaperCut in 2022.").status == (
        "archived"
    )
    assert read_version("Fees", "These fees will be replaced by the 2026 schedule in April.").status == "current"
    info = read_version("Guide", "This edition of the guide has been superseded by the 2025 edition.")
    assert (info.status, info.replaced_by) == ("superseded", "the 2025 edition")
    assert read_version("Guide", "Superseded by: Guide v3").status == "superseded"


def test_a_field_line_is_not_joined_to_a_wrapped_line_above_it():
    text = "Request for quotation: cleaning services for the Northgate offices\nClosing date: 4 June 2024\nText"
    assert join_wrapped(text).splitlines()[1] == "Closing date: 4 June 2024"


def test_forms_a_company_share_writes():
    assert content_date(None, "Spec", "v2.1, 2024-05-02\nText.") == ("2024-05-02", "title")
    table = (
        "Document control\nVersion: 1.0; Date: 03/04/2023; Author: J. Lee; Change: first issue\n"
        "Version: 1.1; Date: 19/02/2024; Author: J. Lee; Change: new contacts"
    )
    assert content_date(None, "Procedure", table) == ("2024-02-19", "stated")
    footer = "Procedure\n" + "Body text.\n" * 14 + "Owner: Facilities | Updated on 7 May 2024"
    assert stated_date(footer) == "2024-05-07"
    assert stated_date("Memo\nDatum: 12.03.2024") == "2024-03-12"
    assert stated_date("Memo\nDate: 2024.03.12") == "2024-03-12"


def test_labels_of_a_reissue_of_a_print_date_and_of_other_languages_state_the_date():
    assert stated_date("Leaflet\nRe-issued with minor corrections, 9 October 2024") == "2024-10-09"
    assert stated_date("Leaflet\nInformation correct at the time of printing: June 2024") == "2024-06-01"
    assert stated_date("Richtlinie\nStand: 01.07.2024") == "2024-07-01"
    assert stated_date("Beleid\nBijgewerkt op 15-07-2024") == "2024-07-15"
    assert stated_date("Hinweis\nAktualisiert am 15.07.2024") == "2024-07-15"
    assert stated_date("Export\nDate: 20240701") == "2024-07-01"
    assert stated_date("Export\nDate: 20241301") is None  # no month 13


def test_fields_a_joined_line_holds_are_read_one_by_one():
    line = "Effective date: 1 September 2024 Approved: 15 July 2024 Owner: HR"
    assert stated_date(f"Policy\n{line}") == "2024-07-15"
    assert stated_date("Lease file\nOwner: Estates Next Review Date: 1 May 2024") is None


def test_a_status_field_of_a_document_not_yet_approved_or_no_longer_in_force():
    for line in (
        "Status: Final draft",
        "Document status: In draft",
        "Status: Pending approval",
        "Status: Awaiting sign-off",
        "Status: Work in progress",
        "Status: For review",
    ):
        assert read_version("Procedure", line).status == "draft", line
    assert read_version("Procedure", "Status: Discontinued").status == "superseded"
    assert read_version("Procedure", "Status: Out of date").status == "superseded"
    assert read_version("Procedure", "Status: Final").status == "current"
    assert read_version("Procedure", "Status: Approved").status == "current"
