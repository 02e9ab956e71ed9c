""" "Who is in charge of the harbour trust?" asks who is responsible, not what the trust charges."""

from __future__ import annotations

from open_research.graph.relevance import focus, is_about


def test_in_charge_is_the_responsible_aspect_not_a_price():
    want = focus("who's in charge of the harbour trust now?")
    assert want.aspects == {"responsible"}
    assert want.head  # the trust is the thing asked about, not swallowed as a place phrase


def test_the_person_named_is_about_it_and_a_fee_is_not():
    want = focus("who's in charge of the harbour trust now?")
    title = "Harbour trust news"
    assert is_about("Mx Ola Brandt now leads the harbour trust as its manager.", title, want)
    assert is_about("Ola Brandt is in charge of the harbour trust.", title, want)
    assert not is_about("Harbour trust mooring charge: 40 pounds a night.", title, want)


def test_a_plain_charge_is_still_a_price():
    assert "price" in focus("what is the harbour trust's mooring charge?").aspects
