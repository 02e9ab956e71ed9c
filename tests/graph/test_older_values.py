"""An old document giving another value for what the current one states is the earlier value, not a
parallel current one, even when its wording differs and nothing says it was replaced."""

from __future__ import annotations

from open_research.graph.extractive import extractive_report
from tests.support.reports import answer_of, rec

EMAIL = rec(
    "/office/2026-09-02-welcome.eml",
    "Welcome back, and a few changes this term",
    "From: Head teacher\nDate: 2 September 2026\n\nDear parents,\n\n"
    "From this term, if you need to ask for leave in term time, your request must reach the office at "
    "least 20 school days before the first day of absence, on the form on our website.\n\nBest wishes",
    "2026-09-02",
)
PROSPECTUS = rec(
    "/about/prospectus-2024.md",
    "Riverside Primary School prospectus",
    "Riverside Primary School prospectus, September 2024.\n\n## Attendance\n\n"
    "Requests for leave in term time must be made in writing at least 10 school days in advance.\n\n"
    "The school day runs from 08:50 to 15:15.",
    "2024-09-01",
)
QUESTION = "How far ahead do I have to ask school for time off in term time?"


def test_a_document_two_years_older_with_another_count_is_earlier_not_also():
    md = extractive_report(QUESTION, [EMAIL, PROSPECTUS])
    assert "20 school days" in answer_of(md)
    assert "### Earlier: Riverside Primary School prospectus" in md
    assert "### Also: Riverside Primary School prospectus" not in md


def test_two_sources_of_the_same_season_that_disagree_stay_side_by_side():
    leaflet = {**PROSPECTUS, "published_at": "2026-07-01", "title": "Riverside Primary School leaflet"}
    md = extractive_report(QUESTION, [EMAIL, leaflet])
    assert "### Also: Riverside Primary School leaflet" in md
