"""What a question's words ask for: a thing that is itself a sum ("the rent") asks for a price, a period
adjective ("yearly") is no subject, "the person I deal with" asks who, "I've" is the asker speaking, and
a possessive in a source ("the club's secretary") names its word."""

from __future__ import annotations

from open_research.graph.ambiguity import topic_keys
from open_research.graph.relevance import focus, relevance


def test_a_rent_asks_for_a_price_and_stays_the_subject():
    want = focus("the rent for a double garage")
    assert "price" in want.aspects and "rent" in want.subject
    title = "Garage lettings 2026"
    assert relevance("Double garage; rent: £40 a month", title, want) > relevance(
        "The waiting time for a double garage is about 8 months.", title, want
    )
    assert relevance("The waiting time for a double garage is about 8 months.", title, want) == 0


def test_a_period_adjective_is_no_subject_word():
    assert "yearl" not in focus("What's the yearly subscription for the tennis club?").subject
    assert "month" not in focus("How much is the monthly fee for the gym?").subject


def test_the_person_asked_for_is_who_is_responsible():
    want = focus("who's the person at the library I deal with now?")
    assert "responsible" in want.aspects and "perso" not in want.subject
    assert relevance("From Monday Ann Lee is the library's bookings officer.", "New bookings officer", want) > 0


def test_the_askers_contractions_are_no_subject_words():
    assert not {"i've", "i'm", "we're"} & focus("I've just joined and I'm new: what's the locker fee?").subject


def test_a_possessive_names_its_word():
    assert "club" in topic_keys("the club's secretary")
    assert "counc" in topic_keys("the council’s officer")


def test_a_contact_that_cannot_do_the_asked_thing_is_not_the_number_for_it():
    want = focus("What number do I ring to book a pottery course?")
    title = "New bookings line for pottery courses"
    denied = "The front desk (01700 200 300) takes general questions but cannot book courses."
    answer = "From 1 March the studio has a new line for course bookings: 01700 200 999."
    assert relevance(answer, title, want) > relevance(denied, title, want) > 0


def test_a_contracted_question_word_is_no_subject_word():
    from open_research.graph.ambiguity import aspect_only, subject_words

    assert subject_words("What's the fee?") == subject_words("What is the fee?") == ["price"]
    assert "who’s" not in subject_words("who’s the matron now?")
    assert aspect_only("What's the price?")  # so the vague question is asked back, as "What is the price?"


def test_these_days_means_now_not_a_number_of_days():
    want = focus("who's the exams officer these days?")
    assert want.aspects == {"responsible"}
    title = "New exams officer"
    assert relevance("I am delighted that Dr Ann Lee starts today as Exams Officer.", title, want) > 0
