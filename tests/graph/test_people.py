"""A "who" question is answered by a sentence or row that names a person for the post, with a title
("Captain Jo Reyes") or without ("Sam Okafor starts today as Matron"), not by one about the post alone."""

from __future__ import annotations

from open_research.graph.ambiguity import topic_keys
from open_research.graph.people import names_person
from open_research.graph.relevance import focus, relevance

MATRON = frozenset(topic_keys("matron"))


def test_a_name_with_or_without_a_title_names_a_person():
    assert names_person("Captain Jo Reyes took up the post of Harbour Master today.")
    assert names_person("Sam Okafor starts today as Matron of Ivy Hospital.", MATRON)
    assert names_person("Matron: Ruth Elmsley.", MATRON)
    assert names_person("Head of Repairs: Nadia Kerr", frozenset(topic_keys("repairs")))


def test_places_bodies_and_dates_are_no_person():
    assert not names_person("Sam was ward manager at Fenton General and will be on Oak Ward and Ash Ward.", MATRON)
    assert not names_person("The Matron's office at Ivy Community Hospital is open from Monday.", MATRON)
    assert not names_person("Please Note: the Matron is away.", MATRON)


def test_an_untitled_name_counts_only_next_to_the_post_asked():
    far = (
        "Lee Ann Frost thanks everyone for the raffle prizes and the cakes and the music at the fair, says our matron."
    )
    assert not names_person(far, MATRON)
    assert names_person(far)  # no post to be near: any name counts


def test_who_is_the_post_holder_now_prefers_the_sentence_that_names_the_person():
    want = focus("who's the matron at ivy community hospital now?")
    title = "Welcome to our new Matron"
    named = "I am very pleased to say that Sam Okafor starts today as Matron of Ivy Community Hospital."
    about = "Head of Nursing at Fenton General."
    assert relevance(named, title, want) > relevance(about, title, want)


def test_a_titled_holder_far_from_the_post_words_still_answers():
    want = focus("who is the harbour master at pellby now?")
    unit = "I confirm that Captain Jo Reyes, until now deputy harbour master at Port Ardle, took up the post today."
    assert relevance(unit, "New Harbour Master", want) > 0


def test_a_holder_named_as_leaving_is_not_the_holder_now():
    assert not names_person("Captain Rob Hale retired on 30 September after nine years as our", MATRON)
    assert not names_person("Ruth Elmsley left us at the end of September to become our Matron's deputy.", MATRON)
    want = focus("who's the harbour master at pellby now?")
    title = "New Harbour Master"
    gone = "Dear harbour users, Captain Rob Hale retired on 30 September after nine years as our Harbour Master."
    new = "I confirm that Captain Jo Reyes, until now deputy harbour master at Port Ardle, took up the post today."
    assert relevance(new, title, want) > relevance(gone, title, want)
