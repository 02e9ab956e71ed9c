"""A sentence is about a part only when it names the part's subject and states the asked aspect."""

from __future__ import annotations

from open_research.graph.ambiguity import key
from open_research.graph.relevance import (
    focus,
    head_words,
    is_about,
    names_head,
    other_numbered,
    relevance,
    states_aspect,
)


def test_subject_and_aspect_of_a_question():
    f = focus("What is the maximum pallet weight?")
    assert "palle" in f.subject and "weigh" not in f.subject
    terse = focus("opening hours", context="For the Harbour Museum:")
    assert "museu" in terse.subject and "hours" in terse.aspects and terse.loose


def test_a_shared_keyword_is_not_enough():
    want = focus("What are the opening hours of the Harbour Museum?")
    assert is_about(
        "The museum is open Tuesday to Sunday from 10:00 to 17:00.", "Harbour Museum visitor information", want
    )
    # the car park is open too: the same aspect, another subject
    assert not is_about("The car park is open 24 hours.", "Parking at Pier 4", want)
    # the museum's page, but not its hours
    assert not is_about("Dogs are not allowed inside the museum.", "Harbour Museum visitor information", want)


def test_a_price_is_a_price_of_the_subject():
    want = focus("What does a coffee cost at the Pier 4 cafe?")
    assert is_about("Coffee: 2.60 EUR; cappuccino: 3.40 EUR", "Pier 4 Cafe: menu and prices", want)
    assert not is_about("A single bus ticket costs 2.40 EUR.", "Harbour shuttle bus (line 14)", want)


def test_a_measured_aspect_needs_a_figure_of_its_kind():
    want = focus("What is the maximum pallet weight?")
    assert is_about("The maximum gross weight is 1,200 kg per pallet.", "Customer shipping guide", want)
    assert is_about("The racking is certified for a maximum of 1,000 kg per pallet place.", "Safety manual", want)
    # a pallet and a number, but no weight
    assert not is_about("CO2 emissions per pallet moved fell 9% compared to 2024.", "Sustainability report", want)


def test_who_is_answered_by_a_role_not_by_a_place():
    want = focus("Who is responsible for warehouse safety?")
    assert is_about("Safety officer: Linda de Groot, safety@acme.example.", "Acme - who to contact", want)
    assert not is_about("First aid posts are at the inbound office and the canteen.", "Warehouse safety manual", want)


def test_a_time_question_is_not_answered_by_a_price():
    want = focus("When does the last ferry leave Pier 4?")
    assert states_aspect("The last ferry leaves Pier 4 at 18:30.", want.aspects)
    assert not states_aspect("Tickets still cost €3.50 for a single crossing.", want.aspects)


def test_the_unit_that_states_the_value_scores_above_one_that_only_names_it():
    want = focus("What are the opening hours of the warehouse?")
    title = "Warehouse opening hours"
    stated = relevance("The warehouse is open from 07:00 to 18:00 on weekdays.", title, want)
    named = relevance("See the warehouse opening hours notice for the times.", title, want)
    assert stated > 2 * named > 0


def test_the_head_is_the_thing_asked_about_not_its_place():
    ticket = head_words("How much is a day ticket at the Lakeside swimming pool?")
    assert "ticke" in ticket and not ticket & focus("the Lakeside swimming pool").subject
    assert head_words("What does a pint of lager cost in the Tidewater taproom?") == {"pint", "lager"}
    # only a place and a name: the whole subject is the head
    assert head_words("Who is the Mayor of Millbrook?") == frozenset()


def test_a_unit_about_the_place_but_not_the_thing_asked_does_not_name_the_head():
    want = focus("How much is a day ticket at the Lakeside swimming pool?")
    assert names_head("Day ticket: 6.50 EUR; evening ticket: 4.00 EUR", "Lakeside pool prices", want)
    # the pool's shop and car park share the place and "costs", not the ticket
    assert not names_head("Swimming goggles cost 9.00 EUR at the Lakeside pool shop.", "Lakeside pool shop", want)
    assert not names_head("Parking at the Lakeside swimming pool costs 3.00 EUR.", "Getting to Lakeside", want)
    # the title can name it: a price list's rows need not repeat it
    assert names_head("Adults: 6.50 EUR", "Day tickets at Lakeside", want)


def test_who_is_answered_by_a_named_person():
    want = focus("Who is the captain of the Harbour Rowing Club?")
    assert is_about("Dr Ines Vidal was elected captain of the Harbour Rowing Club.", "Club AGM minutes", want)
    assert not is_about("The Harbour Rowing Club has 120 members.", "Club AGM minutes", want)


def test_which_day_is_answered_by_a_weekday_not_by_the_times():
    want = focus("On which day of the week is the Harbourside library closed?")
    closed = relevance("The library is closed every Monday.", "Harbourside library hours", want)
    times = relevance("Tuesday to Saturday: 09:30 to 18:00.", "Harbourside library hours", want)
    open_times = relevance("Opens 09:30, closes 18:00.", "Harbourside library hours", want)
    assert closed > times > open_times
    assert closed > 0 and open_times < 0.6 * closed  # the times alone are beside the point


def test_another_numbered_thing_is_not_the_one_asked_about():
    want = focus("How quickly is a Severity 1 incident at Harbourside acknowledged?")
    title = "Harbourside incident handbook"
    assert is_about("A Severity 1 incident is acknowledged within 15 minutes.", title, want)
    assert not is_about("A Severity 2 incident is acknowledged within 4 hours.", title, want)
    both = "Severity 1 and Severity 2 incidents are acknowledged within 30 minutes out of hours."
    assert is_about(both, title, want)
    assert other_numbered("Upgrade to Harbour App 5 before 1 May.", focus("When does Harbour App 4 support end?"))


def test_what_time_asks_for_a_clock_time_not_a_date():
    want = focus("What time does the Harbourside library close on Saturdays?")
    title = "New Harbourside library hours from 1 May 2026"
    framing = relevance("From 1 May 2026 the Harbourside library has new opening hours.", title, want)
    closing = relevance("Saturday: opens 09:30, closes 16:00.", title, want)
    assert closing > framing


def test_an_out_of_hours_number_asks_for_a_phone_number_not_opening_hours():
    want = focus("What is Orchard Vets' out-of-hours emergency number?")
    assert "contact" in want.aspects and "hours" not in want.aspects
    assert key("number") not in want.subject  # the aspect, not the thing asked about
    title = "Out-of-hours emergencies"
    assert relevance("Call 0117 496 0321 at any time when both surgeries are closed.", title, want) > 0
    assert relevance("The surgery is open 08:00 to 18:00 on weekdays.", title, want) == 0
    assert "contact" not in focus("What is the number of days to report damage?").aspects
    assert "hours" in focus("What are the opening hours of the out-of-hours clinic?").aspects


def test_a_sum_in_pence_is_a_price_and_a_clock_time_is_not():
    want = focus("What mileage rate does Tidewater pay for business travel?")
    title = "Tidewater expenses policy 2026"
    assert relevance("Business mileage in a private car is repaid at 45p per mile.", title, want) > 0
    assert relevance("Business mileage is repaid at 45 pence per mile.", title, want) > 0
    assert relevance("Business mileage claims are checked at 5 p.m. each Friday.", title, want) == 0


def test_a_sibling_of_the_asked_numbered_thing_is_not_about_it():
    want = focus("When does support for Kestrel Sync 4 end?")
    vault = "Kestrel Vault 2 remains supported until 31 January 2027."
    assert relevance(vault, "Kestrel Vault 2 lifecycle and end of support", want) == 0
    assert relevance("Kestrel Sync 4 support ends on 31 March 2026.", "Customer digest", want) > 0
    assert relevance("Support for the 4.x line ends on 30 September 2026.", "Kestrel Sync 4 support", want) > 0
    assert focus("When does support for Kestrel Sync 4 end?").family == {("kestrel", "sync", "4")}


def test_a_preamble_qualifier_prefers_its_units_and_a_rate_unit_is_no_aspect():
    want = focus("the annual booster vaccination", "For our cat, what does Orchard Vets charge for:")
    assert "cat" in want.qualifiers and "cat" not in want.subject
    title = "Vaccinations for dogs, cats and rabbits"
    assert relevance("Cat annual booster: £57", title, want) > relevance("Dog annual booster: £68", title, want) > 0
    rate = focus("the Orchard Care Plan per month?")
    assert "amount" in rate.aspects and key("month") not in rate.subject | rate.aspects


def test_a_contact_asked_wants_a_number_or_address_more_than_the_word_call():
    want = focus("What is Orchard Vets' out-of-hours emergency number?")
    title = "Out-of-hours emergencies"
    number = relevance("Call 0117 496 0321 at any time when both surgeries are closed.", title, want)
    assert 0 < relevance("Please call before travelling.", title, want) < 0.6 * number
