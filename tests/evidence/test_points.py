"""Values of one thing: another value of the asked kind is a change or a conflict, a shared one is not."""

from __future__ import annotations

from open_research.evidence.points import another_value


def test_another_value_of_the_kind_for_the_same_thing_despite_a_shared_value():
    answer = "A standard consultation with one of our vets costs £42 and lasts about 15 minutes."
    row = "Service: Standard consultation; Price: £46; Notes: From 1 March 2026; 15 minutes"
    assert another_value(row, answer, {"num:gbp"})
    assert not another_value("Service: Standard consultation; Price: £42", answer, {"num:gbp"})  # the same price
    assert not another_value("A bus ticket costs £3.", answer, {"num:gbp"})  # another thing
