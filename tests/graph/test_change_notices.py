"""A notice that says a thing has moved tells of the change: naming the old place, or the date the change
came, repeats no replaced value. A consultation decides nothing: it is a proposal, never "Earlier"."""

from __future__ import annotations

from open_research.graph.extractive import extractive_report
from open_research.graph.stale import Unit, stale_sources
from tests.support.reports import answer_of, rec

NOTICE = rec(
    "/kb/notices/2026-09-07-stop-moving.eml",
    "The harbour bus stop is moving",
    "Hello travellers,\n\n"
    "From Monday 14 September 2026 the bus stop on the Quay Street forecourt has moved to Anchor Square, "
    "on the north side of the harbour.",
    "2026-09-07",
)
TABLE = rec(
    "/kb/stops/harbour-stops.csv",
    "harbour stops",
    "Harbour stops (updated 14 September 2026)\n"
    "Stop: Anchor Square; Location: North side of the harbour (replaces the Quay Street forecourt stop)",
    "2026-09-14",
)
GUIDE = rec(
    "/kb/stops/bus-stops-guide.docx",
    "Harbour bus stops guide",
    "Revised 1 October 2026. Replaces the bus stops guide of 1 April 2026; "
    "the Quay Street forecourt stop was removed on 14 September 2026.",
    "2026-10-01",
)


def _unit(r, text):
    return {str(r["source_id"]): [Unit(0, text, 1.0)]}


def test_a_notice_of_the_move_and_a_guide_reporting_it_repeat_no_replaced_value():
    notice_says = NOTICE["text"].split("\n\n")[1]
    kept = {
        **_unit(NOTICE, notice_says),
        **_unit(TABLE, TABLE["text"].split("\n")[1]),
        **_unit(GUIDE, GUIDE["text"]),
    }
    # the table names the Quay Street stop as replaced and the guide dates its removal 14 September:
    # the notice saying it "has moved" from that date, and the guide saying it "was removed", are the change
    assert stale_sources([GUIDE, TABLE, NOTICE], kept) == set()


def test_a_page_still_giving_the_old_place_is_earlier():
    old = rec(
        "/kb/archive/guide-2024.txt",
        "Harbour guide 2024",
        "The bus stop is on the Quay Street forecourt.",
        "2024-04-01",
    )
    kept = {**_unit(old, old["text"]), **_unit(TABLE, TABLE["text"].split("\n")[1])}
    assert stale_sources([TABLE, old], kept) == {str(old["source_id"])}


CONSULTATION = rec(
    "/kb/consultation/2026-11-25-growing-the-buses.md",
    "Consultation: growing the harbour buses",
    "# Consultation: growing the harbour buses\n\nPublished 25 November 2026.\n\n"
    "These are proposals only. Nothing changes before March 2027.\n\n"
    "- Grow the network to 60 harbour bus stops by the end of 2028, adding stops in Northgate.",
    "2026-11-25",
)
STOPS = rec(
    "/kb/stops/harbour-bus-stops.md",
    "Harbour bus stops",
    "Harbour bus stops, 1 October 2026.\n\nThe network has 40 harbour bus stops, replacing the 45 harbour bus "
    "stops of 2025.",
    "2026-10-01",
)


def test_a_consultation_is_a_proposal_not_an_earlier_value():
    md = extractive_report("how many harbour bus stops are there?", [STOPS, CONSULTATION])
    assert "### Proposal (not in force): Consultation: growing the harbour buses" in md
    assert "repeats a value" not in md
    assert "### Earlier: Consultation" not in md
    assert "40 harbour bus stops" in answer_of(md) and "60" not in answer_of(md)
