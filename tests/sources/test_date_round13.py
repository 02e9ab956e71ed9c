"""Round 13's date classes: a two-noun fieldwork label, a later sentence's weak date, a long agent before a
stamp's date, a body revision over page metadata, a bar-separated stamp line, more document nouns."""

from __future__ import annotations

import pytest

from open_research.sources.dates import content_date


@pytest.mark.parametrize(
    "label",
    ["Date of inspection visit: 3 and 4 May 2025", "Survey visit on 3 May 2025", "Date of audit visit: 3 May 2025"],
)
def test_two_noun_fieldwork_yields_to_publication(label: str) -> None:
    text = f"Review of the depot\n{label}\nDate of publication: 20 June 2025\nThe depot was found safe."
    assert content_date(None, "Review of the depot", text) == ("2025-06-20", "stated")


def test_weak_date_in_a_later_sentence_beats_the_title_period() -> None:
    text = "Hire terms 2023/24\n\nThese terms were replaced by newer ones. Valid from 1 June 2023.\n\nA day hire."
    assert content_date(None, "Hire terms 2023/24", text) == ("2023-06-01", "stated")


@pytest.mark.parametrize(
    "stamp",
    [
        "Version 0.2, circulated to the trustees and the volunteer leads 4 March 2025",
        "Version 1.1, presented to the board and the audit committee 4 March 2025",
    ],
)
def test_long_agent_before_a_stamp_date(stamp: str) -> None:
    text = f"Winter plan (draft)\n{stamp}\nGritting starts when the road is below zero."
    assert content_date(None, "Winter plan (draft)", text) == ("2025-03-04", "stated")


def test_a_long_sentence_mentioning_a_circulated_date_is_no_stamp() -> None:
    text = "Plan\nThe previous plan was circulated to the members and the staff at meetings held 4 March 2025\nBody."
    assert content_date(None, "Plan", text) == (None, None)


def test_body_revision_line_beats_older_page_metadata() -> None:
    text = "Result: Rovers 2-2 United\n\nLast updated 9 March 2025, 18:00 - added the second goal\n\nA late header."
    assert content_date("2025-03-08", "Result: Rovers 2-2 United", text) == ("2025-03-09", "stated")
    assert content_date("2025-03-10", "Result: Rovers 2-2 United", text) == ("2025-03-10", "stated")


@pytest.mark.parametrize(
    "line",
    ["Chair Ann Lee | Tuesday 4 March 2025 | Council chamber", "Briefing · 4 March 2025", "Q&A | 04.03.2025"],
)
def test_bar_separated_stamp_line_dates_the_document(line: str) -> None:
    text = f"PRESS BRIEFING\n{line}\n\nQ: How are the roads?\nA: We will see on Friday."
    assert content_date(None, "PRESS BRIEFING", text) == ("2025-03-04", "title")


def test_joined_pdf_title_with_a_programme_issued_label() -> None:
    title = "Depot refit - works timetable Timetable issued 9 May 2025 by Ashgrove Builders"
    text = f"{title}\nStrip-out: 2 March 2026. Handover: 30 April 2026."
    assert content_date(None, title, text) == ("2025-05-09", "stated")


def test_a_sentence_ending_with_a_record_date_is_no_stamp() -> None:
    text = (
        "Site plan\nOwner: Ops. Client: Town.\nThis plan follows the 2015 rules. The job was notified to the regulator "
        "on form N1 on 3 March 2025.\nRevision: P1; Date: 10 March 2025\nRevision: P2; Date: 1 September 2025"
    )
    assert content_date(None, "Site plan", text) == ("2025-09-01", "stated")


@pytest.mark.parametrize("sep", ["\n", " "])
def test_column_aligned_revision_list_even_when_joined(sep: str) -> None:
    text = (
        f"DEPOT MANUAL\nIssue 3  02.09.2025  Fire routes redrawn{sep}Issue 2  11.03.2025  Contacts{sep}"
        "Issue 1  20.07.2024  First issue\n\nSection 1: opening the yard."
    )
    assert content_date(None, "DEPOT MANUAL", text) == ("2025-09-02", "stated")


def test_one_column_aligned_revision_stamp_is_the_titles() -> None:
    text = "Depot manual\nRev D  02.09.2025  Fire routes redrawn\n\nSection 1: opening the yard."
    assert content_date(None, "Depot manual", text) == ("2025-09-02", "title")


def test_an_approval_line_beats_the_preparation_line_above_it() -> None:
    text = "SOP 3: Fridges\nPrepared by: the duty manager, 2 May 2025\nApproved by: the director on 19 May 2025\nBody."
    assert content_date(None, "SOP 3: Fridges", text) == ("2025-05-19", "stated")
    alone = "SOP 3: Fridges\nPrepared by the duty manager, May 2025\nNext review: May 2027\nBody."
    assert content_date(None, "SOP 3: Fridges", alone) == ("2025-05-01", "stated")


@pytest.mark.parametrize(
    ("month", "want"), [("MARCH", "2025-03-01"), ("MÄRZ", "2025-03-01"), ("OCTOBRE", "2025-10-01")]
)
def test_capital_masthead_in_a_joined_pdf_title_after_an_event_word(month: str, want: str) -> None:
    text = (
        f"Walk-in clinic - five conditions treated without an appointment {month} 2025 Coughs, colds, earache, "
        "rashes and more for adults aged 18 to 60.\nWalk in or phone."
    )
    assert content_date(None, text[:120], text) == (want, "title")


@pytest.mark.parametrize(("line", "want"), [("mars 2025", "2025-03-01"), ("Oktober 2024", "2024-10-01")])
def test_other_languages_month_and_year_under_a_title(line: str, want: str) -> None:
    assert content_date(None, "Lettre aux membres", f"Lettre aux membres\n{line}\n\nBonjour à tous.") == (want, "title")


@pytest.mark.parametrize("label", ["Inspection visit: 8 July 2025", "Site survey: 8 July 2025"])
def test_a_fieldwork_field_alone_states_the_visit_and_yields_to_an_issue_line(label: str) -> None:
    assert content_date(None, "Visit note", f"Visit note\n{label}\nThe yard was tidy.") == ("2025-07-08", "stated")
    issued = f"Visit note\n{label}\nReport issued: 1 August 2025\nThe yard was tidy."
    assert content_date(None, "Visit note", issued) == ("2025-08-01", "stated")
