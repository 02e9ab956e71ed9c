"""A later edition of a document takes the earlier edition's place though it does not say so: the old
rules' closer wording does not push the new rules out of the answer."""

from __future__ import annotations

from open_research.evidence.recency import new_edition
from open_research.graph.extractive import extractive_report
from tests.support.reports import answer_of, rec

OLD = rec(
    "/kb/rules/boat-park-rules.md",
    "Boat park rules",
    "Harbour Sailing Club boat park rules, agreed on 4 April 2020.\n\n"
    "Trailers are allowed to be left in the boat park on any day until 20:00, as long as they are labelled.",
    "2020-04-04",
)
NEW = rec(
    "/kb/rules/boat-park-rules-2026.pdf",
    "Harbour boat park rules (adopted 2 May 2026)",
    "Harbour Sailing Club. Adopted by the committee on 2 May 2026.\n"
    "Rule: Trailers; Detail: Weekends only, until 18:00, April to October\n"
    "Rule: Moorings; Detail: Booked with the bosun",
    "2026-05-02",
)


def test_a_later_dated_document_of_the_same_title_is_a_new_edition():
    assert new_edition(NEW, OLD) and not new_edition(OLD, NEW)
    # another document that shares words with the title is no edition of it
    regatta = {**NEW, "title": "Boat park rules for the summer regatta"}
    assert not new_edition(regatta, OLD)
    # a copy dated only by its file, or a draft, replaces nothing
    assert not new_edition({**NEW, "published_at_basis": "file_mtime"}, OLD)
    assert not new_edition({**NEW, "status": "draft"}, OLD)


def test_the_new_edition_answers_and_the_old_one_is_earlier():
    md = extractive_report("When am I actually allowed to leave a trailer in the boat park?", [OLD, NEW])
    answer = answer_of(md)
    assert "18:00" in answer and "20:00" not in answer
    assert "### Earlier: Boat park rules" in md
