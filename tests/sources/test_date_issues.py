"""A newsletter's issue line, or a date standing as its own sentence under the masthead, dates the issue."""

from __future__ import annotations

import pytest

from open_research.sources.dates import content_date

BODY = "\n\nMeet Priya\n\nPriya Natt, our new manager, has spent her first weeks at both sites.\n"


@pytest.mark.parametrize(
    "line",
    [
        "Issue of 20 November 2026.",
        "Issue 41, 20 November 2026.",
        "Issue 14, 20 November 2026",
        "No. 41 - 20 November 2026.",
        "Published: Friday 20 November 2026.",
        "The newsletter of the Hobbleton Harbour Users' Association. 20 November 2026.",
    ],
)
def test_an_issue_line_gives_the_newsletter_its_date(line):
    date, basis = content_date({}, "Hobbleton Recycles", f"Hobbleton Recycles\n\n{line}{BODY}")
    assert date == "2026-11-20" and basis in ("stated", "title")


@pytest.mark.parametrize(
    "line",
    [
        "Next issue: 20 November 2026.",
        "Copy deadline for the next issue: 20 November 2026.",
        "Issue 3 of the plan is due by 20 November 2026.",
        "We met on 3 March 2026 at the hall. 20 November 2026.",
    ],
)
def test_another_issue_or_a_deadline_is_no_date_of_this_one(line):
    assert content_date({}, "Hobbleton Recycles", f"Hobbleton Recycles\n\n{line}{BODY}")[0] is None
