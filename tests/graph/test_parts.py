"""The parts of a question: each numbered, bulleted or separately asked question is its own section."""

from __future__ import annotations

from open_research.graph.parts import Part, question_parts, report_parts


def asks(question: str) -> list[str]:
    return [p.ask for p in question_parts(question)]


def test_numbered_lines_are_parts_and_the_preamble_is_their_context():
    parts = question_parts(
        "For the Acme warehouse, brief a new manager:\n1. opening hours\n2) who is responsible for safety\n"
        "3. the maximum pallet weight"
    )
    assert [p.ask for p in parts] == ["opening hours", "who is responsible for safety", "the maximum pallet weight"]
    assert all("Acme warehouse" in p.context for p in parts)


def test_bullet_lines_are_parts():
    assert asks("Tell me:\n- the ferry fare\n* the bicycle charge\n• the last departure") == [
        "the ferry fare",
        "the bicycle charge",
        "the last departure",
    ]


def test_several_questions_are_parts_and_statements_around_them_context():
    parts = question_parts("I run the cafe at Pier 4. What does a coffee cost? When does the cafe close?")
    assert [p.ask for p in parts] == ["What does a coffee cost?", "When does the cafe close?"]
    assert parts[0].context == "I run the cafe at Pier 4."


def test_a_semicolon_list_of_asks_is_split():
    assert asks("What are the ferry fare; the bicycle charge; and the parking rate?") == [
        "What are the ferry fare",
        "the bicycle charge",
        "the parking rate",
    ]


def test_one_question_is_one_part_even_with_and():
    q = "What are the current opening hours of the Acme warehouse, and how did they change?"
    assert asks(q) == [q]
    assert asks("") == []


def test_a_models_plan_gives_the_parts_only_when_the_prompt_asks_one_thing():
    plan = {"by": "model", "sub_questions": [{"question": "What is the fare?"}, {"question": "Who runs the ferry?"}]}
    assert [p.ask for p in report_parts("Tell me about the ferry", plan)] == [
        "What is the fare?",
        "Who runs the ferry?",
    ]
    code_plan = {**plan, "by": "code"}  # a code plan only restates the prompt's sentences
    assert report_parts("Tell me about the ferry", code_plan) == [Part("Tell me about the ferry")]
    two = "What is the fare? Who runs it?"
    assert len(report_parts(two, plan)) == 2 and report_parts(two, plan)[0].ask == "What is the fare?"


def test_a_numbered_list_whose_line_breaks_were_lost_is_still_a_list():
    flat = (
        "We are moving to Harbourside. Could you tell me: 1) when the recycling is collected, "
        "2) what a parking permit costs, and 3) where the library is?"
    )
    parts = question_parts(flat)
    assert [p.ask for p in parts] == [
        "when the recycling is collected",
        "what a parking permit costs",
        "where the library is?",
    ]
    assert all(p.context == "We are moving to Harbourside. Could you tell me:" for p in parts)
    # numbers that do not count 1, 2, ... from the start open no item
    assert len(question_parts("Does release 4. of the app still get 2. updates a year?")) == 1


def test_a_comma_list_of_three_questions_is_split():
    q = "I moved here. What's the recycling collection, how much is a parking permit, and where is the library?"
    parts = question_parts(q)
    assert [p.ask for p in parts] == [
        "What's the recycling collection",
        "how much is a parking permit",
        "where is the library",
    ]
    assert parts[0].context == "I moved here."
    assert asks("Which plan suits a cat, is there a setup fee and how much is it, and when can I join?") == [
        "Which plan suits a cat",
        "is there a setup fee and how much is it",
        "when can I join",
    ]


def test_commas_inside_one_question_do_not_split_it():
    q = "How much is the gym, per month, for a student?"
    assert asks(q) == [q]
