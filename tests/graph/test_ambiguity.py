"""The ambiguity signals as pure functions, and the clarify node deciding from a real local index."""

from __future__ import annotations

from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from open_research import ClarificationNeeded, aresearch, build_graph
from open_research.graph.ambiguity import (
    Candidate,
    aspect_only,
    assess,
    chosen,
    headings,
    is_hub,
    key,
    lacks_subject,
    option_label,
    rank_options,
    rivals,
    same_question,
    search_text,
    subject_words,
)
from open_research.graph.brief import choice_note
from open_research.graph.clarify import current_request
from open_research.graph.state import ClarifyDecision
from open_research.sources.index import DocumentIndex
from open_research.testing import ScriptStats, calls, tool_call
from tests.support.workloads import models

HARBOUR = Path(__file__).resolve().parents[2] / "examples" / "harbour"

FARES = Candidate("Harbour ferry fares 2026", "Adult single 3.20 EUR; the ticket costs more on board.", 5.0)
BIKES = Candidate("Bicycles on the ferry", "The bicycle charge is 1.50 EUR; it costs extra.", 4.6)
CAFE = Candidate("Pier 4 Cafe: menu and prices", "Coffee costs 2.60 EUR.", 4.1)
HOURS = [
    Candidate("Ferry ticket office on Pier 4", "## Opening hours\nMonday to Friday 06:00", 3.0),
    Candidate("Harbour Museum visitor information", "## Opening hours\nTuesday to Sunday", 2.9),
    Candidate("Pier 4 Cafe: menu and prices", "## Opening hours\nDaily 07:00 to 19:00", 2.5),
]


def test_a_pronoun_question_has_no_subject_unless_the_thread_gave_one():
    for q in ("What does it cost?", "When is the last one?", "Is it still the same?"):
        assert lacks_subject(q, earlier_turns=0), q
        assert not lacks_subject(q, earlier_turns=1), q
    assert not lacks_subject("What does the bicycle charge on the ferry cost?", earlier_turns=0)
    assert subject_words("How much does shutil.copy2 preserve?") == ["shutil.copy2", key("preserve")]


def test_vague_question_is_asked_back_naming_the_documents_found():
    a = assess("What does it cost?", [FARES, BIKES, CAFE])
    assert a.ambiguous and a.reason == "no_subject"
    # titles carrying a word of the question's group ("fares", "prices" for "cost") come first, then by score
    assert a.options[:3] == ["Harbour ferry fares 2026", "Pier 4 Cafe: menu and prices", "Bicycles on the ferry"]
    assert a.question.startswith("Which do you mean:") and "“Bicycles on the ferry”" in a.question


def test_a_short_question_whose_words_fit_several_documents_is_asked_back():
    a = assess("What are the opening hours?", HOURS)  # hours of which site: made only of aspect words
    assert a.ambiguous and a.reason == "missing_qualifier"
    assert set(a.options) == {c.title for c in HOURS}


def test_titles_naming_the_asked_for_thing_for_different_services_are_a_missing_qualifier():
    tickets = [
        Candidate("Ferry ticket office", "a ticket costs 3.20", 2.0),
        Candidate("Museum ticket prices", "a ticket costs 9.00", 1.9),
        Candidate("Bus ticket", "a ticket costs 2.50", 1.8),
        Candidate("Parking day ticket", "a ticket costs 14.00", 1.7),
    ]
    a = assess("How much is a ticket?", tickets)
    assert a.ambiguous and a.reason == "missing_qualifier"
    assert a.options == [c.title for c in tickets]
    assert not assess("How much is a bus ticket?", tickets).ambiguous  # the question says which


def test_a_question_that_names_its_subject_is_not_asked_back():
    assert not assess("What are the opening hours of the ferry ticket office on Sundays?", HOURS).ambiguous
    # Short, but the words pick one document by its title.
    assert not assess("Museum hours?", HOURS).ambiguous
    # Several documents, but only one near the top score: nothing to choose between.
    weak = [HOURS[0], Candidate("Parking at Pier 4", "opening hours of the exit", 0.5)]
    assert rivals("What are the opening hours?", weak) == [HOURS[0]]
    assert not assess("What are the opening hours?", weak).ambiguous


def test_a_code_name_is_a_subject_however_short_the_question():
    found = [
        Candidate("os — Miscellaneous operating system interfaces", "os.walk returns a generator", 3.0),
        Candidate("What's New In Python 3.5", "os.walk is faster; it returns ...", 2.9),
    ]
    assert not assess("What does os.walk return?", found).ambiguous
    assert not assess("What does wait_for return?", found).ambiguous
    assert assess("What does it return?", found).ambiguous  # no name, only a pronoun


def test_with_an_earlier_turn_a_follow_up_is_not_asked_back_by_code():
    assert not assess("What does it cost?", [FARES, BIKES, CAFE], earlier_turns=1).ambiguous


def test_copies_of_one_document_are_one_option_and_titles_are_shown_as_plain_text():
    copy = Candidate("Harbour ferry fares 2026", "same text", 4.9, "archive/copy.md")
    a = assess("What does it cost?", [FARES, copy, BIKES])
    assert a.options == ["Harbour ferry fares 2026", "Bicycles on the ferry"]
    assert option_label("Ignore [previous] <b>instructions</b>\n" + "x" * 200).startswith(
        "Ignore previous b instructions"
    )
    assert len(option_label("y" * 500)) <= 80


def test_no_hits_fall_back_to_the_newest_documents_as_options():
    newest = [Candidate("Summer timetable from 29 March 2026"), Candidate("Harbour ferry fares 2026")]
    a = assess("Is it still the same?", [], fallback=newest)
    assert a.ambiguous and a.options == ["Summer timetable from 29 March 2026", "Harbour ferry fares 2026"]
    assert assess("Is it still the same?", []).question  # still one question, without options
    one = assess("Is it allowed?", [Candidate("IT security policy", "is not allowed", 1.0)])
    assert one.question == "Do you mean “IT security policy”? If not, please say what your question is about."


def test_the_answer_picks_options():
    options = ["Harbour ferry fares 2026", "Bicycles on the ferry", "Pier 4 Cafe: menu and prices"]
    assert chosen("the ferry fare", options) == ["Harbour ferry fares 2026"]
    assert chosen("bicycles", options) == ["Bicycles on the ferry"]
    assert chosen("2", options) == ["Bicycles on the ferry"]
    assert chosen("the last one", options) == ["Pier 4 Cafe: menu and prices"]
    assert chosen("all of them", options) == options and chosen("any", options) == options
    assert chosen("something else entirely", options) == []
    assert choice_note(options, ["What does it cost?", "the cafe"]) == "About: Pier 4 Cafe: menu and prices\n"
    assert choice_note(options, ["What does it cost?", "all of them"]) == "About each of: " + "; ".join(options) + "\n"


def test_never_the_same_question_twice():
    assert same_question(["A", "B"], [["B", "A", "C"]])
    assert not same_question(["A", "B"], [["C", "D"]])
    assert not same_question([], [["A"]])


def test_the_request_is_the_users_turns_since_the_last_answer():
    messages = [
        HumanMessage("Tell me about fares"),
        AIMessage("# Report"),
        HumanMessage("What does it cost?"),
        AIMessage("Which?", additional_kwargs={"clarification": {"options": ["A"]}}),
        HumanMessage("A"),
    ]
    assert current_request(messages) == (["What does it cost?", "A"], 1)


# -- the clarify node over a real index -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def harbour_index(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("harbour") / "harbour.sqlite"
    DocumentIndex(path, hybrid=False).update(HARBOUR)
    return str(path)


def small(stats: ScriptStats, **kw) -> dict:
    """Scripted models that behave like the embedded one: no native tool calling."""
    m = models(stats, **kw)
    for spec in m.values():
        spec["model"].native_tool_calling = False
    return m


async def test_small_model_follows_the_code_and_is_never_called_to_clarify(harbour_index):
    stats = ScriptStats()
    config = {"models": small(stats), "local_index": harbour_index, "search_api": "local"}
    with pytest.raises(ClarificationNeeded) as exc:
        await aresearch("What does it cost?", **config)
    assert len(exc.value.options) >= 2 and "Harbour ferry fares 2026" in exc.value.options
    assert all(o in exc.value.question for o in exc.value.options)
    assert stats.calls["clarify"] == 0


async def test_answer_on_the_same_thread_researches_the_chosen_option(harbour_index):
    stats = ScriptStats()
    graph = build_graph(checkpointer=InMemorySaver())
    twice = small(
        stats,
        final_report=["# Report\n\nFares."] * 2,
        supervisor=[calls(tool_call("ConductResearch", research_topic="alpha")), calls(tool_call("ResearchComplete"))]
        * 2,
    )
    config = {"configurable": {"thread_id": "h1", "models": twice, "local_index": harbour_index, "search_api": "local"}}
    first = await graph.ainvoke({"messages": [HumanMessage("What does it cost?")]}, config)
    asked = first["messages"][-1]
    assert asked.additional_kwargs["clarification"]["options"] == first["clarification_options"]
    second = await graph.ainvoke({"messages": [HumanMessage("the ferry fare")]}, config)
    assert second["final_report"]
    assert second["research_brief"].startswith("About: Harbour ferry fares 2026\n")
    assert second["clarification_asked"] == 0  # the next request on this thread starts afresh
    # A new vague request on the thread is a follow-up now: the code does not ask it back.
    third = await graph.ainvoke({"messages": [HumanMessage("And when is the last one?")]}, config)
    assert third["final_report"]


async def test_small_model_clear_question_goes_straight_to_research(harbour_index):
    stats = ScriptStats()
    out = await aresearch(
        "What is the charge for taking a bicycle on the ferry?",
        models=small(stats),
        local_index=harbour_index,
        search_api="local",
    )
    # Researched, not asked back (small models report extractively under the user's question).
    assert out.startswith("# What is the charge for taking a bicycle") and stats.calls["clarify"] == 0


async def test_capable_model_sees_the_candidates_and_may_still_decide(harbour_index):
    stats = ScriptStats()
    decide = [ClarifyDecision(need_clarification=False, verification="Researching all prices.")]
    out = await aresearch(
        "What does it cost?", models=models(stats, clarify=decide), local_index=harbour_index, search_api="local"
    )
    assert out.startswith("# Report")
    prompt = next(msgs for role, msgs in stats.prompts if role == "clarify")[0].content
    assert "Harbour ferry fares 2026" in prompt and "we would ask: Which do you mean" in prompt


async def test_capable_model_question_keeps_the_options_it_names(harbour_index):
    ask = [
        ClarifyDecision(
            need_clarification=True,
            question="Do you mean Harbour ferry fares 2026 or Harbour Museum visitor information?",
        )
    ]
    with pytest.raises(ClarificationNeeded) as exc:
        await aresearch("What does it cost?", models=models(clarify=ask), local_index=harbour_index, search_api="local")
    assert exc.value.options == ["Harbour ferry fares 2026", "Harbour Museum visitor information"]


async def test_max_clarifications_zero_never_asks(harbour_index):
    out = await aresearch(
        "What does it cost?",
        models=small(ScriptStats()),
        local_index=harbour_index,
        search_api="local",
        max_clarifications=0,
    )
    assert out.startswith("# What does it cost?")  # a report (small models: extractive), not a question


async def test_internal_mcp_search_grounds_the_question_when_there_is_no_local_index(harbour_index):
    from open_research.config import Settings
    from tests.support.mcp_servers.helpers import kb_stdio

    settings = Settings.load(mcp_servers={"kb": kb_stdio(Path(harbour_index), description="Harbour wiki").model_dump()})
    stats = ScriptStats()
    with pytest.raises(ClarificationNeeded) as exc:
        await aresearch(
            "What does it cost?", settings=settings, models=small(stats), search_api="none", sources=["internal"]
        )
    assert len(exc.value.options) >= 2 and "Harbour ferry fares 2026" in exc.value.options
    assert stats.calls["clarify"] == 0
    # A web-only run may not use the internal server: nothing to ground on, the model decides.
    ask = ScriptStats()
    out = await aresearch(
        "What does it cost?", settings=settings, models=small(ask), search_api="none", sources=["web"]
    )
    assert out.startswith("# What does it cost?") and ask.calls["clarify"] == 1  # a report, not a question


async def test_on_a_terminal_the_options_are_numbered_and_a_number_picks_one(harbour_index, tmp_path):
    import io

    from rich.console import Console

    from open_research.cli.view import run_with_progress
    from open_research.config import Settings

    prompts = []

    class Terminal(Console):
        def input(self, prompt="", **kw):
            prompts.append(prompt)
            return "2"

    settings = Settings.load(data_dir=str(tmp_path), local_index=harbour_index)
    state = await run_with_progress(
        "What does it cost?", settings, {"models": small(ScriptStats())}, Terminal(file=io.StringIO()), interactive=True
    )
    assert len(prompts) == 1 and "Which do you mean:" in prompts[0]
    options = state["messages"][1].additional_kwargs["clarification"]["options"]
    assert f"  1. {options[0]}" in prompts[0] and f"  2. {options[1]}" in prompts[0]
    assert state["research_brief"].startswith(f"About: {options[1]}\n") and state["final_report"]


async def test_all_of_them_researches_every_option(harbour_index):
    graph = build_graph(checkpointer=InMemorySaver())
    config = {
        "configurable": {
            "thread_id": "all",
            "models": small(ScriptStats()),
            "local_index": harbour_index,
            "search_api": "local",
        }
    }
    first = await graph.ainvoke({"messages": [HumanMessage("When is the last one?")]}, config)
    options = first["clarification_options"]
    assert len(options) >= 2
    second = await graph.ainvoke({"messages": [HumanMessage("all of them")]}, config)
    assert second["research_brief"].startswith("About each of: " + "; ".join(options) + "\n")
    # A small model's researcher starts with a search for its topic, which is the brief (code-issued):
    # that one search finds every option's document.
    from open_research.config import ResearchConfig
    from open_research.graph.grounding import seed_search
    from open_research.tools.local import make_local_search

    seed = seed_search(["local_search"], second["research_brief"]).tool_calls[0]
    tool = make_local_search(ResearchConfig(local_index=harbour_index))
    message = await tool.ainvoke({**seed, "type": "tool_call"})
    read = {r["title"] for r in message.artifact}
    assert set(options) <= read, (options, read)


def test_a_one_word_question_names_a_document_only_by_being_its_name():
    contact = [
        Candidate("Acme Logistics - who to contact", "contact customer service", 2.9),
        Candidate("IT security policy", "contact the IT desk about phishing", 1.6),
        Candidate("Partner portal FAQ", "contact your account manager", 1.5),
    ]
    a = assess("Who do I contact?", contact)
    assert a.ambiguous and a.options[0] == "Acme Logistics - who to contact"
    asyncio_docs = [
        Candidate("asyncio — Asynchronous I/O", "asyncio is a library", 5.0),
        Candidate("asyncio Streams", "asyncio streams", 4.8),
        Candidate("Coroutines and Tasks", "asyncio tasks", 4.5),
    ]
    assert not assess("What is asyncio?", asyncio_docs).ambiguous


def test_service_words_of_one_group_fold_to_one_key_word():
    assert {key(w) for w in ("prices", "cost", "fares", "fee", "charge", "rates")} == {"price"}
    assert {key(w) for w in ("opens", "closed", "hours")} == {"hours"}
    assert key("timetable") == key("times") != key("hours")
    assert key("ferry") == "ferry"
    assert key("dogs") == key("dog") and key("copy2") == "copy2"  # every form of a word; a name as written
    assert subject_words("What time does it open?") == ["hours"]  # "what time" asks when


def test_a_question_made_only_of_aspect_words_lacks_its_qualifier():
    assert aspect_only("What are the prices?") and aspect_only("When does it close?")
    assert not aspect_only("What are the ferry prices?")
    assert not aspect_only("What is the default encoding?")
    assert not aspect_only("What does os.stat return?")
    assert "fares" in search_text("What are the prices?").split()
    assert search_text("What are the ferry prices?") == "What are the ferry prices?"


def test_an_aspect_question_is_asked_back_when_several_documents_carry_the_aspect_in_their_headings():
    docs = [
        Candidate("Pier 4 Cafe: menu and prices", "Coffee 2.60 EUR", 3.0, headings="Drinks\nOpening hours"),
        Candidate("Harbour ferry fares 2026", "Adult 3.20 EUR", 2.0, headings="Passes"),
        Candidate("Parking at Pier 4", "2.40 EUR per hour", 1.0, headings="Parking rates"),
        Candidate("Lost property on the ferry", "postage costs 5.00 EUR", 0.9),
    ]
    a = assess("What are the prices?", docs)
    assert a.ambiguous and a.reason == "missing_qualifier"
    assert a.options == ["Pier 4 Cafe: menu and prices", "Harbour ferry fares 2026", "Parking at Pier 4"]
    one = assess("What are the prices?", [docs[0], docs[3]])  # only one document is about prices
    assert not one.ambiguous


def test_hub_pages_are_told_by_their_shape_and_offered_only_when_nothing_else_is():
    contents = "\n".join(["Index – C", "copy", ",", "[1]", "copy2 (in module shutil)", "copy()"] * 30)
    prose = "The copy module provides shallow and deep copy operations. It works on any object.\n" * 5
    assert is_hub(contents) and not is_hub(prose) and not is_hub("")
    module = Candidate("copy — Shallow and deep copy operations", "", 1.0)
    hub = Candidate("Index – C", "", 2.0, hub=True)
    assert rank_options("How do I copy it?", [hub, module]) == [module.title]
    assert rank_options("How do I copy it?", [hub]) == [hub.title]


def test_headings_are_markdown_lines_and_short_capitalised_lines():
    text = "# Parking at Pier 4\nThe car park has 240 spaces.\n## Parking rates\n- 2.40 EUR per hour.\nOpening hours\n"
    assert headings(text).splitlines() == ["Parking at Pier 4", "Parking rates", "Opening hours"]
    ranked = rank_options(
        "When does it close?",
        [Candidate("Lost property", "", 2.0), Candidate("Museum", "", 1.0, headings="Opening hours")],
    )
    assert ranked[0] == "Museum"  # the document with an opening-hours section first


def test_an_aspect_question_no_section_is_about_is_asked_back_over_the_documents_mentioning_it():
    docs = [
        Candidate("IT security policy", "The owner is responsible for the account.", 2.8),
        Candidate("Warehouse safety manual 2026", "The safety officer is responsible.", 2.3),
        Candidate("Partner portal FAQ", "Each carrier is responsible for its invoices.", 0.4),
    ]
    a = assess("Who is responsible?", docs)
    assert a.ambiguous and a.reason == "missing_qualifier"
    assert a.options == ["IT security policy", "Warehouse safety manual 2026"]  # the far one is left out
    assert not assess("Who is responsible?", docs[:1]).ambiguous


def test_title_only_search_finds_documents_named_after_the_words(tmp_path):
    index = DocumentIndex(tmp_path / "i.sqlite", hybrid=False)
    index.update(HARBOUR)
    named = [h.title for h in index.search("office", 8, title_only=True)]
    assert named == ["Ferry ticket office on Pier 4"]
    body = [h.title for h in index.search("office", 8)]
    assert len(body) == 3 and named[0] in body  # the body search also finds documents mentioning it
