"""Options of a question back are the things the documents state the asked aspect of (``facets``)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from open_research import ClarificationNeeded, aresearch, build_graph
from open_research.graph.ambiguity import Assessment, Candidate, assess
from open_research.graph.facets import facets, refine
from open_research.sources.index import DocumentIndex
from open_research.testing import ScriptStats
from tests.support.workloads import models

CATALOGUE = Candidate(
    "IT service catalogue: request lead times",
    "",
    3.0,
    text="IT service catalogue: lead times (revised 1 October 2026)\n"
    "Request: New starter account and laptop; Lead time: 5 working days' notice; 2025 catalogue: 3 working days\n"
    "Request: New laptop (not a refresh); Lead time: 10 working days; 2025 catalogue: 10 working days\n"
    "Request: Mobile phone; Lead time: 5 working days; 2025 catalogue: 8 working days\n",
)
VPN_NOTICE = Candidate(
    "VPN switch-off moved to 14 January 2027",
    "",
    3.2,
    text="The switch-off of the old VPN, announced for 30 November 2026, has been moved.\n"
    "Everything else in our September notice still applies.\n",
)
CONTACT_CARD = Candidate(
    "HOW TO CONTACT US",
    "",
    2.0,
    text="HOW TO CONTACT US\nCard issued 1 October 2026\n\n"
    "Customer services (bills, meters): 01632 962 300 Monday to Friday 08:00 to 20:00.\n\n"
    "Leakline, 24 hours a day: 01632 962 999\n\n"
    "Hosepipe ban exemptions: 01632 962 415.\n",
)
NEWSLETTER = Candidate(
    "News - August 2026",
    "",
    2.5,
    text="News - August 2026\nNever leave a dog in a car on a warm day. If your pet collapses when we are "
    "closed, call our out-of-hours number, 01632 960 888.\n",
)


def asked(question: str, candidates: list[Candidate]) -> list[str]:
    verdict = refine(question, assess(question, candidates))
    return verdict.options if verdict.ambiguous else []


def test_the_rows_of_a_table_with_a_column_of_the_aspect_are_the_options_not_a_notice_page():
    options = asked("How much notice do you need?", [VPN_NOTICE, CATALOGUE])
    assert options == ["New starter account and laptop", "New laptop (not a refresh)", "Mobile phone"]


def test_a_phone_number_question_is_asked_back_with_the_lines_that_give_numbers():
    # "What's your phone number?" was researched as it stood, the report picking one number of several
    options = asked("What's your phone number?", [NEWSLETTER, CONTACT_CARD])
    # a line's bracketed aside stays: its words find the line again when the report is written
    assert options == ["Customer services (bills, meters)", "Leakline", "Hosepipe ban exemptions"]
    assert "News - August 2026" not in options  # a passing mention in a newsletter is not a thing to choose


def test_a_question_naming_one_of_the_things_is_not_asked_back():
    assert asked("What's the leakline phone number?", [NEWSLETTER, CONTACT_CARD]) == []


def test_documents_that_state_nothing_of_the_aspect_offer_nothing():
    assert facets("What's your phone number?", [VPN_NOTICE]) == []


def test_rows_named_by_days_or_seasons_are_values_of_one_thing_not_options():
    hours = Candidate(
        "Shop opening hours",
        "",
        1.0,
        text="Day: Saturday; Hours: 10:00 to 17:00\nDay: Sunday; Hours: 11:00 to 16:00\n",
    )
    assert facets("What are the opening hours?", [hours])[0].kind == "document"


@pytest.fixture(scope="module")
def desk_index(tmp_path_factory) -> str:
    docs = tmp_path_factory.mktemp("desk")
    (docs / "catalogue.csv").write_text(
        "Request,Lead time from 1 October 2026\n"
        "New starter account and laptop,5 working days' notice\n"
        "New laptop (not a refresh),10 working days\n"
        "Mobile phone,8 working days\n"
    )
    (docs / "vpn.md").write_text(
        "# VPN switch-off notice\n\nThe old VPN is switched off on 14 January 2027. Please read this notice.\n"
    )
    path = tmp_path_factory.mktemp("desk-index") / "desk.sqlite"
    DocumentIndex(path, hybrid=False).update(docs)
    return str(path)


def small() -> dict:
    m = models(ScriptStats())
    for spec in m.values():
        spec["model"].native_tool_calling = False
    return m


async def test_the_chosen_row_leads_the_report(desk_index):
    with pytest.raises(ClarificationNeeded) as exc:
        await aresearch("How much notice do you need?", models=small(), local_index=desk_index, search_api="local")
    assert "New starter account and laptop" in exc.value.options
    assert not any("VPN" in o for o in exc.value.options)
    graph = build_graph(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "d1", "models": small(), "local_index": desk_index, "search_api": "local"}}
    await graph.ainvoke({"messages": [HumanMessage("How much notice do you need?")]}, config)
    out = await graph.ainvoke({"messages": [HumanMessage("it's for setting up a new starter")]}, config)
    assert out["research_brief"].startswith("About: New starter account and laptop\n")
    assert "5 working days" in out["final_report"]


def test_it_after_a_determiner_is_a_name_not_a_pronoun_pointing_back():
    # "the it helpdesk" (IT written in lower case) was taken for "it" with nothing to point to, and asked back
    from open_research.graph.ambiguity import lacks_subject

    assert not lacks_subject("what's the number for the it helpdesk?", 0)
    assert lacks_subject("How much is it for a child?", 0)


def test_the_fifth_option_is_picked_by_its_number():
    # rows of a catalogue make up to six options; "5" picked none of them, and "5" became the subject
    from open_research.graph.ambiguity import chosen

    options = ["Robotics Club", "Drama Club", "Homework Club", "Chess Club", "Breakfast club"]
    assert chosen("5", options) == ["Breakfast club"]
    assert chosen("the sixth", [*options, "Football"]) == ["Football"]


HALL_HOURS = Candidate(
    "Hall: opening hours 2026",
    "",
    2.0,
    "/docs/hall/hall-hours-2026.docx",
    text="Hall: opening hours 2026\n"
    "What: Front desk, 4 Mill Lane; Hours: Monday to Friday 09:00 to 17:30; Saturday 10:00 to 13:00\n"
    "What: Ticket line (phone and email replies); Hours: Monday to Friday 08:30 to 17:00\n"
    "What: Tours, winter (1 November to 28 February); Hours: Monday to Saturday 10:00 to 16:00\n"
    "What: Tours, summer (1 March to 31 October); Hours: Monday to Friday 10:00 to 19:00\n",
)
HALL_TERMS = Candidate(
    "Hall: terms of sale",
    "",
    1.5,
    "/docs/terms/terms.pdf",
    text="Hall: terms of sale\n"
    "Topic: Booking fee; Term: £2.50 per order online or by phone\n"
    "Topic: Buying in person; Term: No booking fee at the desk up to 48 hours before the event\n"
    "Topic: Late arrival; Term: Latecomers are seated at a break\n"
    "Topic: Revision history Date; Term: Change Booking fee changed from £1.75 per ticket to £2.50 per order."
    " Exchanges now 48 hours\n",
)
OLD_GUIDE = Candidate(
    "HALL - VISITOR GUIDE",
    "",
    3.0,
    "/docs/archive/visitor-guide-2023.txt",
    text="HALL - VISITOR GUIDE\nIssued March 2023\nFront desk opening hours: Monday to Friday 09:00 to 18:00.\n",
)


def test_a_fee_row_or_a_change_record_is_no_opening_hours():
    # "Booking fee" (£2.50 read as a clock time) and "Revision history Date" were offered for "what time do you open?"
    labels = [f.label for f in facets("what are your opening hours?", [HALL_TERMS, HALL_HOURS])]
    assert "Booking fee" not in labels
    assert not any("Revision" in label for label in labels)


def test_a_row_label_with_an_address_is_a_thing_and_a_cell_may_hold_a_semicolon():
    options = asked("what are your opening hours?", [HALL_HOURS])
    assert options[:2] == ["Front desk", "Ticket line (phone and email replies)"]


def test_a_document_whose_season_rows_are_skipped_is_itself_an_option():
    # the tours rows are periods of one thing: skipping them must not make the document vanish
    options = asked("what are your opening hours?", [HALL_HOURS])
    assert "Hall: opening hours 2026" in options
    assert not any("Tours" in o for o in options)


def test_an_archived_guide_is_no_option_beside_a_document_in_force():
    options = asked("what are your opening hours?", [OLD_GUIDE, HALL_HOURS])
    assert options and "HALL - VISITOR GUIDE" not in options


def test_one_row_beside_its_own_document_is_not_a_question_back():
    # a side row (a cafe) beside the document that states the hours: research as judged, not asked back
    one = Candidate(
        "Box office: opening hours",
        "",
        2.0,
        text="Box office: opening hours\n"
        "Season: Autumn (1 September to 31 January); Hours: Monday to Saturday 10:00 to 20:00\n"
        "Season: Spring (1 February to 31 August); Hours: Tuesday to Saturday 11:00 to 18:00\n"
        "Season: Cafe bar; Hours: Monday to Saturday 09:30 to 17:00\n",
    )
    clear = Assessment(False, candidates=[OLD_GUIDE, one])
    assert not refine("what time do you open?", clear).ambiguous
