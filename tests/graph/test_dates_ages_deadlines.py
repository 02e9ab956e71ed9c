"""Three readings of a part and its units: a day and month with no year is a date, an age band names the
older people a question calls pensioners or seniors, and the verb of "has to be done by" is not the thing
asked about."""

from __future__ import annotations

from open_research.graph.ambiguity import key, topic_keys
from open_research.graph.calendar_words import calendar_kinds
from open_research.graph.relevance import focus, relevance, states_aspect


def test_a_day_and_month_without_a_year_is_a_date():
    assert "date" in calendar_kinds("Membership fees are due by 1st March each year.")
    assert "date" in calendar_kinds("Applications close on April 30.")
    assert "date" not in calendar_kinds("Bring 3 forms of identity and may 5 people join?")
    assert "date" not in calendar_kinds("The hall seats 120 people.")
    want = focus("the date the subscription must be paid by")
    unit = "Subscription: set each spring; payable by 1st March for the season from 1 April"
    assert states_aspect(unit, want.aspects)
    assert relevance(unit, "Club constitution", want) > 0


def test_a_weekday_is_still_read():
    assert calendar_kinds("The tip is closed on Wednesdays.") == {"weekday"}


def test_an_age_band_names_the_older_people_a_question_asks_about():
    older = key("pensioners")
    assert key("seniors") == older == key("oaps") == key("elderly")
    for band in ("Tickets for those aged 60 or over", "over-65s swim free", "Residents 70+ pay half", "aged 66"):
        assert older in topic_keys(band), band
    for young in ("Children aged 5 to 11", "aged 18 or over", "a fee of £65", "Under 16s"):
        assert older not in topic_keys(young), young
    want = focus("what reduction do seniors get on the membership")
    row = "Reduction for members aged 65 and over: 30%"
    assert relevance(row, "Membership fees 2026", want) > 0


def test_the_verb_of_a_deadline_is_not_the_thing_asked():
    want = focus("the date the subscription has to be paid by")
    assert want.head == {key("subscription")}
    assert key("returned") not in focus("When must the library book be returned by?").subject
    # a verb that is the thing asked stays: what can be recycled
    assert key("recycled") in focus("What can be recycled at the tip?").subject
