"""The check of an object or a site ("Examined by ... on", "Audit dates:"), a deed's "Made this ... day of",
slash dates with one-digit parts, a board approving "these statements" in a sentence a PDF ran onto its
title, amendment-history lines, spans of seasons, kinds of draft, "Proposal:" as a minutes item and an
embargo line standing as the title: the classes of held13's and held14's misses, each in new words."""

from __future__ import annotations

from open_research.sources.date_forms import version_heading_date
from open_research.sources.dates import content_date, path_date, period_date, stated_date
from open_research.sources.versions import read_version


def test_the_day_an_object_or_site_was_checked_dates_the_report():
    text = "Survey of the organ pipes\nExamined by the visiting conservator on 04.06.2025\nNext check due 04.12.2025"
    assert content_date(None, "Survey of the organ pipes", text) == ("2025-06-04", "stated")
    assert stated_date("Lift check\nChecked by the engineer on 12 May 2025") == "2025-05-12"
    # the day of the check yields to the day the report was signed
    signed = "Condition report\nExamined on 12.05.2025 by the conservator\nReport signed: 20 May 2025"
    assert stated_date(signed) == "2025-05-20"
    assert stated_date("Boiler\nCheck the valve is examined yearly.") is None  # no date after the word


def test_the_days_of_an_audit_or_inspection_label_the_date_when_nothing_else_does():
    assert content_date(None, "Hygiene audit", "Hygiene audit\nInspection dates: 3 and 4 June 2024") == (
        "2024-06-03",
        "stated",
    )
    both = "Hygiene audit\nVisit dates: 3-4 June 2024\nReport issued 20 June 2024"
    assert content_date(None, "Hygiene audit", both) == ("2024-06-20", "stated")
    done = "Roof survey\nSurvey carried out by Hale Ltd on 2 May 2025\nReport issued 9 May 2025"
    assert content_date(None, "Roof survey", done) == ("2025-05-09", "stated")
    assert stated_date("Roof survey\nAssessment conducted on 2 May 2025 by the registrar") == "2025-05-02"


def test_a_deed_made_or_signed_this_day_of_is_dated_by_it():
    assert stated_date("Licence to occupy\nSigned this 21st day of April 2025 by both parties") == "2025-04-21"
    text = "Deposit agreement\nMade this 2nd day of June 2025 between the Society and the lender.\nTerm: 1 July 2026"
    assert stated_date(text) == "2025-06-02"


def test_slash_dates_with_one_digit_parts_and_a_short_year_are_read_when_the_order_is_known():
    text = "Fire checklist\nAssessed: 4/3/25 by the warden\nReassess by: 19/3/26"
    assert stated_date(text) == "2025-03-04"  # 19/3/26 shows the document writes the day first
    assert stated_date("Fire checklist\nAssessed: 4/3/25") is None  # either order: no date
    assert period_date("Tested 17/6/25") == ("2025-06-17", 4)
    assert period_date("Build 1.2.25") is None  # dotted one-digit figures are a version, not a date


def test_a_board_approving_these_statements_in_a_run_on_title_states_the_date():
    run_on = (
        "Annual report and accounts for the year ended 31 December 2024 The directors approved this report on "
        "2 April 2025 and the chair signed it."
    )
    assert content_date(None, run_on[:120], run_on) == ("2025-04-02", "stated")
    assert stated_date("Strategy\nThe council adopted this strategy on 12 February 2025.") == "2025-02-12"
    assert stated_date("Strategy\nThe committee approved the old policy on 4 July 2023.") is None
    assert stated_date("Review\nThe trustees approved the annual review on 3 July 2025.") == "2025-07-03"
    assert stated_date("Review\nThe board approved the extension on 3 July 2025 and more.") is None


def test_an_amendment_history_of_version_date_change_lines_gives_the_highest_version():
    text = (
        "Allergen control procedure\n\nRevision history\n\n1.0 (3 Jan 2022): first issue\n"
        "2.0 (1 Oct 2025): reworked after the supplier audit\n1.1 (9 Feb 2024): labels updated\n"
    )
    assert version_heading_date(text) == "2025-10-01"
    assert content_date(None, "Allergen control procedure", text) == ("2025-10-01", "stated")
    assert version_heading_date("Note\n1.0 (3 Jan 2022): first issue\n") is None  # one line is no history
    dashed = "History\nv4.1 - 15/07/2024 - contacts updated\nv5.0 - 04/11/2025 - full trace required\n"
    assert version_heading_date(dashed) == "2025-11-04"  # 15/07/2024 shows the day comes first


def test_a_span_of_seasons_counts_from_its_first():
    assert path_date("cafe/menu-autumn-winter-2025.pdf") == "2025-09-01"
    assert path_date("shop/Spring & Summer 2026 catalogue.pdf") == "2026-03-01"
    assert period_date("Autumn/Winter 2024 collection") == ("2024-09-01", 2)


def test_a_kind_of_draft_leading_a_line_marks_a_draft():
    assert read_version("Code of conduct", "Code of conduct\nWorking draft for the board").status == "draft"
    assert read_version("Code", "Code\nExposure draft 2 - comments welcome").status == "draft"
    assert read_version("Code", "Code\nThe working draft was discussed at length.").status == "current"


def test_proposal_marks_the_document_only_where_it_says_what_it_is():
    lead = "New gallery\nProposal: a learning space in the east wing"
    assert read_version("New gallery", lead).status == "proposal"
    minutes = "Trustees\nMinutes of the meeting held on 3 March 2025\nPresent: all\nProposal: longer hours - agreed"
    assert read_version("Trustees", minutes).status == "current"
    agenda = "Staff forum\nAgenda\nItem 1: welcome\nPROPOSAL: a four-day week pilot"
    assert read_version("Staff forum", agenda).status == "current"
    letterhead = "Brackley Mills Ltd\nProposal: a second packing line for the Eastfield site"
    assert read_version("Packing line", letterhead).status == "proposal"


def test_an_embargo_line_standing_as_the_title_is_a_label():
    text = "Not for publication before 5 May 2025\n\nThe group reported record sales."
    assert content_date(None, "Not for publication before 5 May 2025", text) == ("2025-05-05", "stated")
    dateline = "EMBARGOED UNTIL 00:01 MONDAY 2 JUNE 2025\nLEEDS, 30 May 2025 - The firm said it would grow."
    assert content_date(None, "EMBARGOED UNTIL 00:01 MONDAY 2 JUNE 2025", dateline) == ("2025-05-30", "title")
