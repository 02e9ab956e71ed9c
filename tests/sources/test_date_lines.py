"""Date lines read as a careful reader reads them: labels with a few words before the date word, dates
of other things (reviews due, expiries, deadlines), table rows, year ranges, names before figures in
a path, and draft or old copies named so in their file names."""

from __future__ import annotations

from open_research.sources.dates import content_date, path_date, period_date, stated_date, title_date
from open_research.sources.versions import read_version


def test_a_few_words_before_a_labelled_date_word_still_state_the_documents_date():
    assert stated_date("Visitor guide\nContent last updated: 9 June 2024\nParking is free.") == "2024-06-09"
    assert stated_date("Hire terms\nIssue date: 3 March 2025") == "2025-03-03"
    assert content_date(None, "Hire terms", "Hire terms\nPublication date: 12 May 2023") == ("2023-05-12", "stated")
    # "last revised" like "last reviewed"; a stated line outranks the same date read as a title line
    assert content_date(None, "Boiler log", "Boiler log\nLast revised 2024-02-10\n") == ("2024-02-10", "stated")


def test_labels_of_other_dates_never_date_the_document():
    for line in (
        "Expiry date: 1 March 2025",
        "Next review date: May 2024",
        "Next review: May 2024",
        "Review date: 4 April 2024",
        "Closing date: 30 June 2024",
        "Start date: 2 September 2024",
    ):
        text = f"Hire terms\n{line}\nThe deposit is returned within a week."
        assert stated_date(text) is None, line
        assert title_date("Hire terms", text) is None, line
        assert content_date(None, "Hire terms", text) == (None, None), line


def test_a_title_line_whose_words_only_look_like_another_dates_label_still_dates():
    assert title_date("Findings", "Findings\nDue diligence report, March 2024\n") == "2024-03-01"


def test_a_table_row_is_data_not_a_date_line():
    rows = "Delivery schedule\nDate: 5 May 2025; Depot: Leeds; Driver: Kay\nDate: 6 May 2025; Depot: York; Driver: Ali"
    assert stated_date(rows) is None
    assert content_date(None, "Delivery schedule", rows) == (None, None)


def test_the_date_line_at_the_foot_of_a_page_is_read_up_to_its_next_field():
    page = "\n".join(["Hearing tests", *(f"Paragraph {i} about hearing tests." for i in range(20))])
    assert stated_date(page + "\nPage last reviewed: 02 May 2024 | Next review due: 02 May 2027") == "2024-05-02"
    assert stated_date(page + "\nThe clinic was last reviewed by inspectors in 2019.") is None  # prose, no label


def test_a_document_stating_its_own_date_in_a_sentence():
    assert stated_date("Lease\nThis lease is made on 12 June 2023 between the parties.") == "2023-06-12"
    assert stated_date("Memorandum\nThis memorandum of understanding was signed on 4 May 2022") == "2022-05-04"
    assert stated_date("Lease\nThe tenant signed on 12 June 2023 and moved in.") is None


def test_a_date_line_joined_onto_a_header_line_ending_in_a_date():
    header = "WITHDRAWN: see the replacement fares notice for buses of 2 May 2023"  # over 58 characters
    joined = f"Fares\n\n{header} Issued 4 April 2021\n\nSingle fare $2."
    assert stated_date(joined) == "2021-04-04"
    prose = "Plan\nThe office moved twice and the lease that the board signed ran out in March 2023 Approved 2021"
    assert stated_date(prose) is None  # a sentence that mentions a date, not a header line


def test_a_range_of_years_counts_from_its_first_year():
    assert period_date("Housing strategy 2024-2028") == ("2024-01-01", 1)
    assert period_date("Season 2019\u201320 fixtures") == ("2019-01-01", 1)
    assert title_date("Housing strategy 2024-2028") == "2024-01-01"
    assert title_date("Club report", "Club report\nSeason 2018-19\n\nWe won the cup.") == "2018-01-01"


def test_a_year_set_off_at_the_end_of_a_first_line():
    assert title_date("Depot options", "Depot options\nBriefing for trustees, 2024\nThree sites") == "2024-01-01"
    assert title_date("Depot options", "Depot options\nOpen by 2023\nThree sites") is None  # no separator
    assert title_date("Depot options", "Depot options\nBriefing for trustees, 2999\n") is None  # a plan


def test_the_name_before_figures_in_a_file_name_leaves_the_month():
    assert path_date("newsletters/newsletter-2024-08.md") == "2024-08-01"
    assert path_date("logs/backup.2023-05-17.txt") == "2023-05-17"
    assert path_date("reports/review-2022-23.pdf") == "2022-01-01"


def test_draft_and_old_copies_named_so_in_their_file_names():
    assert read_version("Tenancy form", "Version 1.2 (draft for comment)\nName:").status == "draft"
    assert read_version("Tenancy form", "", "forms/tenancy-form-draft.docx").status == "draft"
    old = read_version("Price list", "", "sales/prices_OLD.xlsx")
    assert (old.status, old.status_basis) == ("archived", "path")
    assert read_version("Minutes", "", "board/minutes (superseded).md").status == "superseded"
    # status words that are only part of a name, or "old" as an ordinary word, mark nothing
    assert read_version("Old age benefits", "", "benefits/old-age-benefits.md").status == "current"
    assert read_version("Draftsman guide", "", "guides/draftsmanship.md").status == "current"
    assert read_version("Sizes", "Version 2 of the sizes table. Draft horses are larger.").status == "current"


def test_a_byline_closed_by_a_full_stop_after_its_date_dates_the_document():
    text = "# Can I hire the boathouse?\n\nRiverside Rowing Club, members' help page, June 2022.\n\nIt costs £20."
    assert content_date(None, "Can I hire the boathouse?", text) == ("2022-06-01", "title")
    assert title_date("", "Lane Hall trustees, hire notes, 4 May 2021.\nHire is £10 an hour.") == "2021-05-04"
    # a sentence that mentions a date is still no byline
    assert title_date("", "The hall reopens, as planned, in March 2023.\nHire is £10 an hour.") is None
    assert title_date("", "We met in March 2023.\nHire is £10 an hour.") is None
    # one comma before the date: a sentence about an event, not a byline
    assert title_date("", "First staged at the Corn Exchange, 3 June 2025.\nA note on the play.") is None
