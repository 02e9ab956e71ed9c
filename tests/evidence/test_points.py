"""Values of one thing: another value of the asked kind is a change or a conflict, a shared one is not."""

from __future__ import annotations

from open_research.evidence.points import another_value


def test_another_value_of_the_kind_for_the_same_thing_despite_a_shared_value():
    answer = "A standard consultation with one of our vets costs £42 and lasts about 15 minutes."
    row = "Service: Standard consultation; Price: £46; Notes: From 1 March 2026; 15 minutes"
    assert another_value(row, answer, {"num:gbp"})
    assert not another_value("Service: Standard consultation; Price: £42", answer, {"num:gbp"})  # the same price
    assert not another_value("A bus ticket costs £3.", answer, {"num:gbp"})  # another thing


def test_another_value_of_another_field_or_an_exclusive_word_is_no_disagreement():
    opening = "Day: Sunday; Open: 12:00 to 18:00"
    shift = "Team: Taproom; Shift start: 15:30; Shift end: 23:30; Days: Thursday to Sunday"
    assert not another_value(shift, opening, {"time"})  # a shift's start is not an opening time
    assert another_value("Day: Sunday; Open: 11:00 to 17:00", opening, {"time"})
    saturday = "From 4 April the surgery stays open until 13:00 on Saturdays."
    assert not another_value("The surgery is open on Mondays from 08:30 to 18:00.", saturday, {"time"})
