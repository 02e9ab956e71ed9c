"""Dates in every common order, separator and abbreviation, seasons and weeks as dated periods, labels
of the document's own date against labels of other dates, version-history tables, front-matter date
keys and superseded folders: the classes of held3's misses, each with a new example."""

from __future__ import annotations

from open_research.sources.dates import content_date, period_date, stated_date, title_date, version_table_date
from open_research.sources.extract import read_document
from open_research.sources.versions import read_version


def test_full_dates_are_read_in_any_common_order_and_separator():
    assert stated_date("Notice\nIssued: 9-Oct-2024") == "2024-10-09"
    assert stated_date("Notice\nIssued: 9 Oct. 2024") == "2024-10-09"
    assert stated_date("Notice\nIssued: 9/Oct/24") == "2024-10-09"
    assert stated_date("Notice\nDate: 2024/7/5") == "2024-07-05"
    assert stated_date("Notice\nDate: 2024.07.05") == "2024-07-05"
    assert stated_date("Notice\nDated 23-07-2024") == "2024-07-23"
    assert stated_date("Notice\nDate: 23.07.24") == "2024-07-23"
    assert stated_date("Notice\nPosted Jul 23 2024") == "2024-07-23"


def test_forms_that_only_look_like_dates_are_not_read_as_one():
    assert period_date("Build 2024.1.2 notes") is None  # a version number, not 2 January
    assert period_date("Issue 2, July 2024") == ("2024-07-01", 3)  # an issue number, not 2 July
    assert period_date("Table 2.3.14") is None
    assert stated_date("Notice\nDate: 05-07-2024") is None  # 5 July or 7 May: no statement


def test_a_month_with_a_two_digit_year_is_a_month_but_a_day_is_not_a_year():
    assert period_date("Sales pack Sep-24") == ("2024-09-01", 3)
    assert period_date("Board pack Mar '23") == ("2023-03-01", 3)
    assert period_date("Meeting Jan 24") is None  # 24 January, no year


def test_seasons_and_weeks_are_dated_periods():
    assert title_date("Members' magazine, Autumn 2023") == "2023-09-01"
    assert title_date("Members' magazine", "Members' magazine\nSummer term 2024") == "2024-06-01"
    assert period_date("Gritting plan Winter 2023/24") == ("2023-12-01", 2)
    assert period_date("Gritting plan Winter 2024") == ("2024-01-01", 2)
    assert period_date("Rota 2024-W10") == ("2024-03-04", 3)
    assert period_date("Rota week 10, 2024") == ("2024-03-04", 3)
    assert period_date("Rota week 10") is None
    assert title_date("Cleaning schedule w/c 15/07/2024") == "2024-07-15"


def test_approvals_and_embargoes_state_the_documents_own_date():
    assert content_date(None, "Scheme", "Scheme\nEndorsed: 3 July 2024") == ("2024-07-03", "stated")
    assert content_date(None, "Scheme", "Scheme\nRatified 21/09/2023 by the council") == ("2023-09-21", "stated")
    assert stated_date("Results announced\nEMBARGOED UNTIL 09:00, 18 June 2024\nThe results ...") == "2024-06-18"


def test_labels_that_name_another_date_never_date_the_document():
    text = "Estate file\nDate of death: 1 May 2024\nDate of valuation letter: 14 May 2024"
    assert stated_date(text) == "2024-05-14"
    for line in (
        "Owner: Estates Next Review Date: 1 May 2024",
        "Completion date: 2 June 2024",
        "Hearing date: 4 June 2024",
    ):
        assert stated_date(f"Lease file\n{line}\n") is None, line


def test_a_field_that_wrapping_joined_onto_a_long_line_is_still_read():
    text = "Policy\nStatus: Superseded by the estates strategy for the whole group of sites Last reviewed: 2 May 2022"
    assert stated_date(text) == "2022-05-02"


def test_a_version_history_table_dates_the_document_by_its_current_version():
    text = (
        "Lone working procedure\nStaff check in every two hours.\n"
        "Version: 1.0; Date: 4 March 2020; Changes: First issue\n"
        "Version: 1.10; Date: 9 September 2024; Changes: New app\n"
        "Version: 1.2; Date: 1 June 2022; Changes: Night shifts"
    )
    assert version_table_date(text) == "2024-09-09"  # 1.10 is the highest version, not the last row
    assert content_date(None, "Lone working procedure", text) == ("2024-09-09", "stated")
    ambiguous = "Rev: A; Date: 01/02/2021; Summary: First\nRev: B; Date: 03/04/2023; Summary: Second"
    assert version_table_date(ambiguous) is None
    data = "Site: North; Date: 3 May 2023; Parcels: 5\nSite: South; Date: 4 May 2023; Parcels: 6"
    assert version_table_date(data) is None  # a table of data, not of versions
    review = "Version: 1; Review date: 1 May 2023; Changes: a\nVersion: 2; Review date: 1 May 2024; Changes: b"
    assert version_table_date(review) is None


def test_front_matter_keys_that_date_a_page_are_read_and_the_latest_wins():
    page = b"---\ntitle: Kiln guide\ndate: 2023-01-10\nlastmod: 2024-05-02\n---\n# Kiln guide\n\nFire slowly.\n"
    doc = read_document("markdown", page, path="guides/kiln.md")
    assert (doc.published_at, doc.published_at_basis) == ("2024-05-02", "stated")
    page = b"---\nmodified: 14 June 2024\n---\n# Kiln guide\n\nFire slowly.\n"
    assert read_document("markdown", page, path="kiln.md").published_at == "2024-06-14"


def test_a_copy_in_a_superseded_or_replaced_folder_is_superseded_one_in_archive_is_archived():
    assert read_version("Fees", "Fees", "finance/replaced/fees.md").status == "superseded"
    assert read_version("Fees", "Fees", "finance/Superseded/fees.md").status == "superseded"
    assert read_version("Fees", "Fees", "finance/old/fees.md").status == "archived"
