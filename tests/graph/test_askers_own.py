"""The asker and the asker's people ("my name", "my son") are who the answer is for, never the thing asked
about: a source need not name them to answer."""

from __future__ import annotations

from open_research.graph.extractive import extractive_report
from open_research.graph.relevance import focus, head_words
from tests.support.reports import answer_of, rec


def test_the_askers_name_and_people_are_no_head_words():
    assert not head_words("who do I phone to get my name on the rowing club reserve list?") & {"nam", "name"}
    assert "daugh" not in head_words("which number books my daughter onto the pottery course?")
    assert "potte" in head_words("which number books my daughter onto the pottery course?")
    # the thing asked about stays the head when the asker owns it
    assert "bicyc" in focus("How much is a new lock for my bicycle?").head


def test_a_source_that_does_not_name_the_askers_name_still_answers():
    leaflet = rec(
        "/kb/leaflet.txt",
        "Join the rowing club",
        "To join the reserve list ring the secretary on 01700 100 200, or leave your name at the boathouse.",
        "2024-05-01",
        status="archived",
    )
    email = rec(
        "/kb/email.eml",
        "New membership secretary and reserve list number",
        "For the reserve list and anything about membership, please ring Priya on 01700 100 999.\n"
        "The old number, 01700 100 200, is no longer answered.",
        "2026-03-02",
    )
    md = extractive_report("who do I phone to get my name on the rowing club reserve list?", [leaflet, email])
    assert "01700 100 999" in answer_of(md)
    assert "01700 100 200" not in answer_of(md)


def test_the_askers_child_by_age_is_no_subject_word():
    want = focus("How much are judo classes for my 9 year old, per month?")
    assert not {"year", "old"} & want.subject and "judo" in want.subject
    # a price per month asks for the price: a class's length in minutes is no answer
    programme = rec(
        "/kb/judo.docx",
        "Judo club: class programme and fees, 2026",
        "Each child has one 45-minute class a week, all year round.\n"
        "The fee is £21.00 a month per child, paid by standing order.",
        "2026-01-05",
    )
    md = extractive_report("How much are judo classes for my 9 year old, per month?", [programme])
    assert "£21.00" in answer_of(md)
