"""A row for a season that has already ended does not answer for the season in force."""

from __future__ import annotations

import datetime as dt

from open_research.evidence.seasons import ended_period, read_on
from open_research.graph.extractive import extractive_report
from tests.support.reports import answer_of, rec

DECEMBER = dt.date(2026, 12, 6)


def test_a_span_that_ended_before_the_day_read_is_an_ended_period():
    assert ended_period("Season: Summer (1 April to 30 September 2026); Opens: 08:00; Closes: 18:00", DECEMBER)
    assert ended_period("Summer hours (April–September 2026): open 08:00 to 18:00", DECEMBER)
    # the season in force, one to come, a single date, and a span without a year are not
    assert not ended_period("Season: Winter (1 October 2026 to 31 March 2027); Closes: 16:00", DECEMBER)
    assert not ended_period("Season: Summer (from 1 April 2027); Closes: 18:00", DECEMBER)
    assert not ended_period("The ban started on 14 August 2026.", DECEMBER)
    assert not ended_period("Open 08:00 to 22:00 until Sunday 1 November.", DECEMBER)
    assert read_on({"fetched_at": "2026-12-06T10:00:00+00:00"}) == DECEMBER


HOURS = {
    **rec(
        "/fuel/fuel-berth-hours-2026-27.csv",
        "Harbour fuel berth opening hours 2026/27",
        "Harbour fuel berth opening hours 2026/27\n"
        "Season: Summer (1 April to 30 September 2026); Days: Every day; Opens: 08:00; Closes: 18:00\n"
        "Season: Winter (1 October 2026 to 31 March 2027); Days: Monday to Saturday; Opens: 09:00; Closes: 16:00\n",
        "2026-03-01",
    ),
    "fetched_at": "2026-12-06T10:00:00+00:00",
}


def test_the_season_in_force_answers_and_the_ended_one_is_left_out():
    md = extractive_report("What time does the fuel berth close at this time of year?", [HOURS])
    answer = answer_of(md)
    assert "16:00" in answer and "18:00" not in md


def test_a_part_that_names_the_ended_seasons_year_still_gets_it():
    md = extractive_report("What time did the fuel berth close in summer 2026?", [HOURS])
    assert "18:00" in answer_of(md)
