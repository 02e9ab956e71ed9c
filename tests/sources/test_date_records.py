"""Dotted dates, the labels of the day a record was made ("Tax point:", "Raised:"), a label line that
joining ran on into the next fields, a footer's fields, a register of other documents' revisions and a
log against a version table, changelog headings, status words in folder names ("_archive", "Archive
2019"), bids and tenders as proposals, and a marker named as a stamp: the classes of held5's misses,
each with a new example."""

from __future__ import annotations

from open_research.sources.date_forms import version_heading_date, version_table_date
from open_research.sources.dates import content_date, path_date, period_date, stated_date
from open_research.sources.extract import read_document
from open_research.sources.versions import read_version


def test_dotted_figures_are_read_day_first():
    assert period_date("Reviewed 03.04.2025") == ("2025-04-03", 4)
    assert stated_date("Site diary\nRevised on: 11.02.2025") == "2025-02-11"
    assert period_date("Issued 03/04/2025") is None  # slashes: either order, so no date


def test_the_day_a_record_was_made_labels_its_date():
    assert stated_date("VAT invoice\nInvoice no: 2024-118\nTax point: 28.02.2025") == "2025-02-28"
    assert stated_date("RFI 031\nRaised: 3 March 2025\nResponse required by: 17 March 2025") == "2025-03-03"
    assert stated_date("Witness statement\nFiled on 12 May 2024") == "2024-05-12"
    assert stated_date("Condition report\nInspected 4 June 2024 by R. Hale") == "2024-06-04"


def test_a_label_line_that_ran_on_into_the_next_fields_still_states_the_date():
    joined = (
        "Held on Tuesday 4 March 2025 in the Wharf Road site cabin Present: client, contractor and the design"
        " team Apologies: QS Action: contractor to return the method statement by 20 March."
    )
    assert stated_date("Site meeting 3\n" + joined) == "2025-03-04"
    prose = "Published figures " + "show that the service grew steadily over the years " * 3 + "to May 2024."
    assert stated_date("Note\n" + prose) is None  # a long sentence that starts with a date word is prose


def test_a_footers_fields_state_the_date():
    text = (
        "Opening times\nWe open at nine.\n" + "More prose.\n" * 14 + "\u00a9 2024 Acme Ltd | Page reviewed 12 June 2025"
    )
    assert stated_date(text) == "2025-06-12"
    page = (
        b"<html><head><title>Visiting us</title></head><body><article><h1>Visiting us</h1><p>Parking is"
        b" free at the rear of the building for visitors.</p></article><footer>&copy; 2024 Acme &middot;"
        b" Last reviewed 1 May 2025</footer></body></html>"
    )
    doc = read_document("html", page)
    assert (doc.published_at, doc.published_at_basis) == ("2025-05-01", "stated")


def test_a_register_of_other_documents_revisions_or_a_log_is_no_version_table():
    register = "Document: A-100; Rev: B; Issue date: 01/03/2025\nDocument: A-101; Rev: C; Issue date: 22/04/2025"
    assert version_table_date(register) is None
    log = "Date: 14/01/2025; Area: Yard; Description: Slip\nDate: 20/02/2025; Area: Gate; Description: Trip"
    assert version_table_date(log) is None
    history = "Issue: 1; Date: 14/01/2025; Description: First issue\nIssue: 2; Date: 20/02/2025; Description: Fees"
    assert version_table_date(history) == "2025-02-20"
    assert content_date(None, "Accident log", log) == (None, None)


def test_a_changelogs_highest_version_states_its_date():
    log = "Survey app changelog\n\n## v1.10.0 (4 March 2025)\n- Offline maps\n\n## v1.9.2 (20 January 2025)\n- Fixes"
    assert version_heading_date(log) == "2025-03-04"
    assert content_date(None, "Survey app changelog", log) == ("2025-03-04", "stated")
    assert version_heading_date("Releases\n2024-12-02 - v0.9\nBeta\n2025-01-20 - v1.0\nFirst release") == "2025-01-20"
    assert version_heading_date("Procedure\nVersion 3 - 14/02/2025\nScope") is None  # one stamp: the title rule's
    numbered = "Minutes\n2.1 Staff changes 4 May 2025\n2.2 Budget agreed 5 May 2025"
    assert version_heading_date(numbered) is None  # numbered items that mention dates are not a changelog


def test_a_folder_named_by_a_status_word_marks_its_files():
    assert read_version("Fees", "", "finance/_old/fees.xlsx").status == "archived"
    assert read_version("Plan", "", "hse/Superseded 2023/plan.docx").status == "superseded"
    assert read_version("Plan", "", "drawings/old versions/plan.pdf").status == "archived"
    assert read_version("Guide", "", "benefits/old-age-pension/guide.md").status == "current"


def test_a_bid_or_tender_is_a_proposal():
    assert read_version("Depot roof", "", "bids/2025/depot-roof.docx").status == "proposal"
    # a project's tender folder holds what goes out to bidders and what they return: not our offer
    assert read_version("Returns", "", "projects/P100-depot/tender/returns.xlsx").status == "current"
    assert read_version("Harbour bridge \u2013 tender submission", "").status == "proposal"
    assert read_version("Fee quotation", "").status == "proposal"
    assert read_version("Tender evaluation report", "").status == "current"


def test_a_marker_named_as_a_stamp_for_other_documents_is_no_marker():
    text = "Issue 2\nWithdrawn forms are marked WITHDRAWN on the intranet and kept for six years."
    assert read_version("Forms procedure", text).status == "current"
    assert read_version("Forms procedure", "Drafts carry a 'DRAFT' watermark.").status == "current"
    assert read_version("Forms procedure", "WITHDRAWN\nIssue 2").status == "superseded"


def test_a_sentence_saying_the_document_itself_is_withdrawn_marks_it_whatever_its_case():
    assert read_version("Lone working", "Issue 4\nThis procedure has been withdrawn.").status == "superseded"
    assert read_version("Site rules", "This guidance is now obsolete; see the handbook.").status == "superseded"
    assert read_version("Site rules", "This page has been archived.").status == "archived"
    assert read_version("Site rules", "The old induction process is superseded.").status == "current"  # another thing


def test_other_words_for_a_document_no_longer_in_force_or_not_yet_approved():
    assert read_version("Expenses", "Status: Rescinded\nIssue 3").status == "superseded"
    assert read_version("Expenses", "Document status - Lapsed").status == "superseded"
    assert read_version("Expenses", "Status: For approval").status == "draft"
    assert read_version("Expenses", "", "finance/retired/expenses.docx").status == "archived"
    assert read_version("Expenses", "", "finance/zz_archive/expenses.docx").status == "archived"
    assert read_version("Expenses", "Draft for consultation\nIssue 0.4").status == "draft"
    assert read_version("Pensions", "Retired members keep their cover.", "hr/retired-members/p.md").status == "current"


def test_more_labels_of_the_documents_own_date():
    assert stated_date("Wiki page\nLast edited: 9 October 2024") == "2024-10-09"
    assert stated_date("Team site\nLast update: 2024-10-09T08:00:00Z") == "2024-10-09"
    assert stated_date("Form\nApproval: 9 October 2024") == "2024-10-09"
    assert stated_date("Form\nNext update: 9 October 2024") is None  # a date to come is another date


def test_a_range_of_months_counts_from_its_first():
    assert period_date("Rota Jan\u2013Mar 2025") == ("2025-01-01", 3)
    assert period_date("Returns, November to February 2025") == ("2024-11-01", 3)  # over the new year


def test_dates_in_names_with_underscores_or_a_leading_yymmdd():
    assert path_date("photos/2024_09_17/site.jpg") == "2024-09-17"
    assert path_date("meetings/240917_design review.docx") == "2024-09-17"
    assert path_date("jobs/123456_notes.docx") is None  # no month 34: a number


def test_a_record_word_in_prose_is_no_date_label():
    assert stated_date("Garden\nRaised beds were built in May 2024 by volunteers.") is None
    assert stated_date("About us\nCreated in partnership with the council in June 2023.") is None


def test_a_status_word_set_off_in_a_title_marks_it_and_the_same_word_as_a_subject_does_not():
    assert read_version("Expenses policy (rescinded)").status == "superseded"
    assert read_version("Lone working \u2013 DO NOT USE").status == "superseded"
    assert read_version("Visitor guide [historic]").status == "archived"
    assert read_version("Induction plan (for comment)").status == "draft"
    assert read_version("Retired members newsletter").status == "current"
    assert read_version("Refunds \u2013 cancelled bookings").status == "current"


def test_a_year_first_date_with_a_months_name_and_a_split_year_in_full():
    assert period_date("Export 2024-Sep-17") == ("2024-09-17", 4)
    assert period_date("Accounts 2023/2024") == ("2023-01-01", 1)
    assert period_date("File 2024/2026") is None  # two years apart: not one year split


def test_a_sentence_recording_the_occasion_states_the_date_but_not_another_occasions():
    assert stated_date("Site visit\nThe inspection was carried out on 4 June 2024 in dry weather.") == "2024-06-04"
    assert stated_date("Minutes\nThe meeting was held on Tuesday 3 June 2025 at the depot.") == "2025-06-03"
    assert stated_date("Minutes\nThe previous meeting was held on 6 May 2025.") is None
