"""Round 14's date classes: the date of what a report reports (a loss, an accident), a snapshot date with a
qualifier after it, the things a review looked at, a season naming what it holds, a line planning an event."""

from __future__ import annotations

import pytest

from open_research.sources.date_grammar import period_date
from open_research.sources.dates import content_date


@pytest.mark.parametrize(
    "label",
    ["Date of loss: 2 March 2025", "Date of the accident: 2 March 2025", "Injury date: 2 March 2025"],
)
def test_the_day_something_happened_is_not_the_reports_date(label: str) -> None:
    text = f"Storm damage notice\nRef: ST/881\n{label}\n\nThe roof of the barn lifted in the gale."
    assert content_date(None, "Storm damage notice", text) == (None, None)


def test_a_launch_date_is_an_event_to_come() -> None:
    text = "Garden club newsletter\nLaunch date: 2 March 2025\nSeed swap on the green."
    assert content_date(None, "Garden club newsletter", text) == (None, None)


@pytest.mark.parametrize(
    "line",
    [
        "Open orders as at 31 May 2025, by depot.",
        "Stock held as at 31 May 2025, excluding returns.",
    ],
)
def test_a_snapshot_date_with_a_qualifier_after_it(line: str) -> None:
    text = f"Depot stock summary\n{line}\nDepot: North; Lines: 41; Value: 12,000"
    assert content_date(None, "Depot stock summary", text) == ("2025-05-31", "stated")


def test_the_days_a_review_looked_at_things_yield_to_the_reports_date() -> None:
    text = (
        "Kitchen hygiene review\nPremises inspected: 3 to 5 June 2025 (two sites)\n"
        "Issued: 20 June 2025\nBoth sites met the standard."
    )
    assert content_date(None, "Kitchen hygiene review", text) == ("2025-06-20", "stated")
    text = "Kitchen hygiene review\nRecords reviewed: 3 to 5 June 2025\nBoth sites met the standard."
    assert content_date(None, "Kitchen hygiene review", text) == ("2025-06-03", "stated")  # alone, it stands


def test_a_reviewed_document_is_still_a_revision() -> None:
    text = "Lone working policy\nPolicy reviewed: 4 April 2025\nStaff working alone carry a radio."
    assert content_date(None, "Lone working policy", text) == ("2025-04-04", "stated")


@pytest.mark.parametrize(
    ("title", "want"),
    [
        ("Summer lecture series 2024", "2024-06-01"),
        ("Spring/Summer Programme 2025", "2025-03-01"),
        ("Autumn fixtures 2023", "2023-09-01"),
        ("Fall arrest equipment 2025", "2025-01-01"),  # a fall, not a season
        ("Spring Lane depot car park 2025", "2025-01-01"),  # three words: a place's name
    ],
)
def test_a_season_naming_what_it_holds(title: str, want: str) -> None:
    assert period_date(title) is not None
    assert period_date(title)[0] == want  # type: ignore[index]


def test_a_line_planning_an_event_does_not_date_the_document() -> None:
    for plan in ("Launch with the autumn 2025 programme", "Opens in spring 2025", "Go-live: April 2025"):
        text = f"Proposal: members' newsletter\nA monthly round-up by e-mail\n{plan}\nFor discussion"
        assert content_date(None, "Proposal: members' newsletter", text) == (None, None), plan
    text = "Members' newsletter\nSpring 2025\nNews from the committee."
    assert content_date(None, "Members' newsletter", text) == ("2025-03-01", "title")


def test_a_season_word_before_two_years_names_the_plans_period() -> None:
    assert period_date("Gritting plan 2024/25") == ("2024-01-01", 1)
    assert period_date("Winter gritting 2024/25") == ("2024-01-01", 1)
    assert period_date("Winter 2024/25") == ("2024-12-01", 2)


def test_what_the_document_is_then_as_at_on_a_line_that_runs_on() -> None:
    line = (
        "Stock valuation as at 31 March 2025, taken by the stores team at the Quarry Lane depot and yard "
        "Bulk salt 410 tonnes; grit bins 96 filled; spare blades 12."
    )
    text = f"Depot stock count\n{line}\nNothing was written off."
    assert content_date(None, "Depot stock count", text) == ("2025-03-31", "stated")
    text = "Depot stock count\nThe previous count as at 31 March 2024 found less salt.\nNothing was written off."
    assert content_date(None, "Depot stock count", text) == (None, None)


@pytest.mark.parametrize(
    "line",
    [
        "Published 16 February 2026 by the press office",
        "The trustees approved these financial statements on 18 September 2025",
        "Minutes of the meeting of the board held at the depot on 23 January 2025",
        "Report by the Clerk, 4 June 2025",
        "Valuation as at 30 September 2025, prepared by the surveyor",
        "This agreement was entered into on 1 April 2024",
        "Circular sent to members on 3 March 2025",
    ],
)
def test_the_cheap_reading_never_drops_a_date_line(line: str) -> None:
    from open_research.evidence.recency import is_date_line
    from open_research.sources.date_lines import line_date, may_state_date

    assert line_date(line) is not None
    assert may_state_date(line) and is_date_line(line)


def test_the_cheap_reading_drops_a_line_with_no_date_words() -> None:
    from open_research.sources.date_lines import may_state_date

    assert not may_state_date("The pool holds 25 metres of water and 6 lanes since 1998.")
