"""A row for a season that has already ended does not answer for the season in force."""

from __future__ import annotations

import datetime as dt

from open_research.evidence.seasons import ended_period, not_started, read_on
from open_research.graph.extractive import extractive_report
from tests.support.reports import answer_of, rec

DECEMBER = dt.date(2026, 12, 6)


def test_a_span_that_ended_before_the_day_read_is_an_ended_period():
    assert ended_period("Season: Summer (1 April to 30 September 2026); Opens: 08:00; Closes: 18:00", DECEMBER)
    assert ended_period("Summer hours (April–September 2026): open 08:00 to 18:00", DECEMBER)
    # the season in force, a single date, and a span without a year are not
    assert not ended_period("Season: Winter (1 October 2026 to 31 March 2027); Closes: 16:00", DECEMBER)
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


def test_a_seasons_row_not_yet_started_is_not_in_force_and_the_one_in_force_is():
    assert not_started("Season: Summer (from 1 April 2027); Closes: 18:00", DECEMBER)
    assert not_started("Item: Summer hours (1 April to 30 September); Detail: 08:00 to 18:00", DECEMBER)
    assert not_started("Summer hours (1 April to 30 September 2027): 08:00 to 18:00", DECEMBER)
    assert ended_period("Season: Summer (from 1 April 2027); Closes: 18:00", DECEMBER)  # what sections weigh
    # the season in force, read in its own months, and an announced change that is no season's row
    assert not not_started("Item: Winter hours (1 October to 31 March); Detail: 09:00 to 16:00", DECEMBER)
    assert not not_started("Season: Winter (1 October 2026 to 31 March 2027); Closes: 16:00", DECEMBER)
    assert not not_started("Item: Summer hours (1 April to 30 September); Detail: 08:00", dt.date(2026, 6, 1))
    assert not not_started("Summer hours (April–September 2026): open 08:00 to 18:00", dt.date(2026, 6, 1))
    assert not not_started("From 1 April 2027 the summer fee is £5.", DECEMBER)
    # a term's dates say when it comes: the answer to "when does the summer term start"
    assert not not_started("Term: Summer 2027; Pupils start: Tuesday 13 April 2027; Term ends: 22 July 2027", DECEMBER)
    assert not not_started("Term: Spring term; Pupils start: Tuesday 5 January 2027", DECEMBER)


AHEAD = {
    **rec(
        "/fuel/fuel-berth-hours.csv",
        "Harbour fuel berth opening hours",
        "Harbour fuel berth opening hours\n"
        "Season: Summer (from 1 April 2027); Days: Every day; Opens: 08:00; Closes: 18:00\n"
        "Season: Winter (1 October 2026 to 31 March 2027); Days: Monday to Saturday; Opens: 09:00; Closes: 16:00\n",
        "2026-09-01",
    ),
    "fetched_at": "2026-12-06T10:00:00+00:00",
}
YEARLY = {
    **rec(
        "/sites/site-guide.docx",
        "Recycling centre site guide",
        "Recycling centre site guide\n"
        "Item: Summer hours (1 April to 30 September); Detail: 08:00 to 18:00\n"
        "Item: Winter hours (1 October to 31 March); Detail: 09:00 to 16:00\n",
        "2026-04-01",
    ),
}


def test_the_season_in_force_answers_ahead_of_the_one_to_come():
    md = extractive_report("What time does the fuel berth close at this time of year?", [AHEAD])
    assert "16:00" in answer_of(md) and "18:00" not in answer_of(md)
    june = {**YEARLY, "fetched_at": "2026-06-10T10:00:00+00:00"}
    december = {**YEARLY, "fetched_at": "2026-12-06T10:00:00+00:00"}
    assert "18:00" in answer_of(extractive_report("When does the recycling centre close?", [june]))
    assert "16:00" in answer_of(extractive_report("When does the recycling centre close?", [december]))


def test_a_change_announced_for_later_that_is_no_seasons_row_still_answers():
    notice = {
        **rec("/notices/fee.md", "Fee notice", "Fee notice\nFrom 1 April 2027 the launch fee is £5.\n", "2026-11-01"),
        "fetched_at": "2026-12-06T10:00:00+00:00",
    }
    assert "£5" in answer_of(extractive_report("What is the launch fee?", [notice]))


def test_a_row_naming_its_thing_then_its_season_is_a_seasons_row():
    summer = "What: Viewings, summer (1 March to 31 October); Hours: Monday to Saturday 10:00 to 18:00"
    winter = "What: Viewings, winter (1 November to 28 February); Hours: Monday to Saturday 10:00 to 16:00"
    assert not_started(summer, DECEMBER) and not not_started(winter, DECEMBER)
    assert not not_started(summer, dt.date(2026, 6, 1))
    # a row whose label names a place, not a season, is no season's row
    assert not not_started("What: Office, 3 Abbey Walk; Hours: Monday to Friday 09:00 to 17:30", DECEMBER)


VIEWINGS = {
    **rec(
        "/office/office-hours.docx",
        "Letting office hours",
        "Letting office hours\n"
        "What: Office, 3 Abbey Walk; Hours: Monday to Friday 09:00 to 17:30\n"
        "What: Viewings, summer (1 March to 31 October); Hours: Monday to Saturday 10:00 to 18:00\n"
        "What: Viewings, winter (1 November to 28 February); Hours: Monday to Saturday 10:00 to 16:00\n",
        "2026-10-05",
    ),
    "fetched_at": "2026-12-06T10:00:00+00:00",
}


def test_all_of_a_chosen_document_gives_the_season_in_force_not_the_one_out_of_season():
    md = extractive_report("What are your opening hours?", [VIEWINGS], brief="About: Letting office hours\n")
    body = md.split("## References")[0]
    assert "17:30" in body and "16:00" in body
    assert "18:00" not in body  # summer viewings read in December would read as today's hours
