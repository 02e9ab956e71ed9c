"""A later edition of a document takes the earlier edition's place though it does not say so: the old
rules' closer wording does not push the new rules out of the answer."""

from __future__ import annotations

from open_research.evidence.recency import new_edition
from open_research.evidence.standing import order_sources, standing
from open_research.graph.extractive import extractive_report
from open_research.graph.stale import Unit, stale_sources
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


def test_a_later_newsletter_repeating_the_old_editions_value_is_stale():
    """The new edition does not say it replaces the old rules, yet a newsletter that still gives the old
    rules' time after the new edition repeats a replaced value: it is earlier, not a current rival."""
    news = rec(
        "/kb/news/june-2026.md",
        "Club newsletter, June 2026",
        "Club newsletter, 20 June 2026.\n\n"
        "Reminder from the bosun: members can leave a trailer in the boat park until 20:00 on any day.",
        "2026-06-20",
    )
    kept = {
        str(OLD["source_id"]): [Unit(0, OLD["text"].split("\n\n")[1], 1.0)],
        str(NEW["source_id"]): [Unit(0, "Rule: Trailers; Detail: Weekends only, until 18:00, April to October", 1.0)],
        str(news["source_id"]): [Unit(0, news["text"].split("\n\n")[1], 1.0)],
    }
    assert stale_sources([news, NEW, OLD], kept) == {str(news["source_id"])}
    # the old edition is ordered after the new one and shown as earlier
    assert [r["path"] for r in order_sources([OLD, NEW])] == [NEW["path"], OLD["path"]]
    assert standing(OLD, NEW) == "earlier"
