"""Classes of held11's and held12's misses, each with new examples: a date label run onto a title or a
paragraph (a PDF's lines read as one), a document noun before a lower-case date word, a decision's day,
"The accounts were approved ...", a figure date settled by the document's other dates, a plan's period
to come in its title, and a fieldwork label ("Site visit made on") that yields to the document's date."""

from __future__ import annotations

from open_research.sources.date_grammar import period_date
from open_research.sources.date_order import figure_order
from open_research.sources.dates import content_date, stated_date, title_date, version_table_date


def test_a_label_run_onto_a_long_title_is_still_stated():
    line = "Residents parking permit scheme for the eastern wards Published by Parking Services on 3 June 2024"
    text = (
        f"{line} Permits cost sixty pounds a year, for one vehicle, and are renewed online each spring by the holder."
    )
    assert content_date(None, text[:120], text) == ("2024-06-03", "stated")
    # the title line itself, when the reader took the whole run-on line as the title
    gritting = "Winter gritting routes for the county network Approved by the Highways Committee on 17 October 2024"
    assert content_date(None, gritting, f"{gritting}\nReview date: October 2025") == ("2024-10-17", "stated")
    # a stamp set off from a title stays the title's; a capitalised word far into prose is no label
    assert content_date(None, "Minutes \u2013 Held 14 March 2024", "Minutes \u2013 Held 14 March 2024") == (
        "2024-03-14",
        "title",
    )
    assert stated_date("Plan\n" + "word " * 14 + "Approved on 1 May 2024") is None


def test_a_document_noun_starts_a_label_whose_date_word_is_lower_case():
    text = "Bridge inspection\nInspection carried out on 6 and 7 May 2024 by the engineer Report signed 20 May 2024 Two"
    assert content_date(None, "Bridge inspection", text) == ("2024-05-20", "stated")
    # the noun inside a sentence names another document
    assert (
        stated_date("Hours\nFigures come from the council's Annual Report issued on 3 March 2024 and the census.")
        is None
    )
    assert (
        stated_date("Hours\nOpening follows the Policy approved by Cabinet on 3 March 2024 for all branches.") is None
    )


def test_a_decision_is_dated_by_the_day_it_was_made_or_taken():
    assert content_date(None, "Officer decision record", "Decision taken on 14 May 2024") == ("2024-05-14", "stated")
    assert stated_date("Traffic order\nOrder made: 3rd March 2024\nComes into force: 10 March 2024") == "2024-03-03"
    # a site visit "made on" a day is fieldwork: the decision's date wins
    appeal = "Appeal decision\nSite visit made on 2 April 2024\nDecision date: 30 April 2024"
    assert stated_date(appeal) == "2024-04-30"
    assert stated_date("Fire risk assessment\nAssessment date: 11 March 2024\nIssued 25 March 2024") == "2024-03-25"


def test_the_documents_own_approval_sentence_with_the():
    accounts = "The annual report and accounts were approved by the trustees on 12 May 2024 and signed for them."
    assert stated_date(f"Trustees' report 2023\n{accounts}") == "2024-05-12"
    assert stated_date("Parish minutes\nThe minutes were agreed by the council on 4 June 2024.") == "2024-06-04"
    # another document, another thing, or the next sentence's date
    assert stated_date("Lettings\nThe previous policy was adopted on 3 March 2020.") is None
    assert stated_date("Update\nThe extension was approved on 4 May 2024 by the committee.") is None
    assert stated_date("Plan\nThe plan was agreed. Approved changes start on 1 May 2024") is None


def test_a_figure_date_is_read_in_the_order_the_documents_other_dates_show():
    assert figure_order("seen 23/04/2024, issued 09/05/2024") == "dmy"
    assert figure_order("signed 12/28/2023") == "mdy"
    assert figure_order("23/04/2024 and 12/28/2023") is None
    assert figure_order("ref 24/01988/FUL, Issue 3/2024") is None
    table = "Version: 1.0; Date: 17/01/2022; Change: first\nVersion: 1.2; Date: 04/03/2024; Change: visitors"
    assert version_table_date(table) == "2024-03-04"
    assert stated_date("Checklist\nLast updated: 03/04/2024\nContract signed 12/28/2023 by both.") == "2024-03-04"
    # nothing settles it, or two dates disagree: no date
    assert stated_date("Site rules\nIssued 03/04/2024") is None
    assert stated_date("Mixed\nIssued 03/04/2024\nSeen 23/04/2024 and 12/28/2023.") is None


def test_a_plans_period_to_come_in_its_title_dates_it():
    assert title_date("Corporate Plan 2031\u20132035 (draft)") == "2031-01-01"
    assert title_date("Budget 2030/31 - first draft") == "2030-01-01"
    # a bare year to come is a target; a period to come in the body is a plan the text mentions
    assert title_date("Vision 2040") is None
    assert title_date("Transport plan", "Plan period 2031-2035") is None
    assert period_date("2031-2035") is None  # outside a title, a time to come stays out


def test_a_run_on_title_stops_where_another_dates_field_starts():
    text = "Event notice guidance for community groups and village halls Next review 3 March 2024 Apply ten days ahead."
    assert content_date(None, text[:120], text) == (None, None)
    calendar = (
        "Kerbside recycling collection calendar for the rural villages Collections start on 7 January 2024 Put it out."
    )
    assert content_date(None, calendar[:120], calendar) == (None, None)


def test_a_date_line_a_reader_joined_onto_a_short_title_line_is_stated():
    """A plain-text notice whose capitalised heading and date line were read as one line: the notice
    states its date, so a path's year ("...-2026.txt") does not stand in for it."""
    title = "HARBOUR VIEW SURGERY - FLU CLINICS"
    text = f"{title} Notice posted 19 October 2026 by the Practice Manager\n\nWINTER CLINICS\n\nBook at reception."
    assert content_date(None, title, text) == ("2026-10-19", "stated")
    # a title that goes on in words of its own but states no date stays undated
    assert content_date(None, title, f"{title} for adults over 65\n\nBook at reception.") == (None, None)


def test_a_spreadsheets_revision_row_dates_the_table():
    """A table dated only by its title's year ("2026/27") states its revision in a row of its own."""
    text = (
        "Swimming lesson dates 2026/27\n"
        "Term: Autumn; From: 7 September 2026; To: 11 December 2026\n"
        "Term: Spring; From: 11 January 2027; To: 26 March 2027\n"
        "Term: Revised 2 November 2026; From: The spring block starts a week later; To: This replaces the March list."
    )
    assert content_date(None, "Swimming lesson dates 2026/27 (revised)", text) == ("2026-11-02", "stated")
    # a row that only mentions a revision in its middle is no stamp
    plain = text.rsplit("\n", 1)[0] + "\nTerm: Summer; From: 12 April 2027; To: dates to be revised 2 May 2027"
    assert content_date(None, "Swimming lesson dates 2026/27", plain)[1] != "stated"
