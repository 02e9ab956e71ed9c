"""Conflict rules on invented documents: same subject + same attribute + different value is a conflict;
another attribute, another kind of value or another subject is not; changes are ordered by what the
sources say (replaces, status, one document series), unlinked documents are shown side by side."""

from __future__ import annotations

from open_research.evidence import make_record, merge_ledger
from open_research.evidence.conflicts import detect_conflicts
from open_research.evidence.render import gaps_markdown


def rec(path, title, text, published=None, status="current"):
    return make_record(
        path=path, title=title, text=text, origin_tool="t", published_at=published, status=status
    ).model_dump(mode="json")


LOCKER_FAQ = (
    "Members often ask how long lost items are kept. Items left in the lockers of the Riverside pool are kept "
    "for 30 days at the front desk."
)
LOCKER_RULES = (
    "Lost property. Items left in the lockers of the Riverside pool are kept for 60 days at the front desk, "
    "then given to charity."
)
SAUNA = "The sauna of the Riverside pool is heated for 90 days a year, in the winter season only."
SURCHARGE = "Swim sessions booked at the door cost 1.50 EUR more than online bookings."
PARKING = "A day ticket for the car park of the Riverside pool costs 6.00 EUR at the machine."


def test_same_attribute_of_the_same_subject_with_different_values_is_a_conflict():
    ledger = merge_ledger(
        [
            rec("faq.md", "Members FAQ", LOCKER_FAQ, "2025-05-01"),
            rec("rules.md", "House rules", LOCKER_RULES, "2025-02-01"),
        ],
        [],
    )
    found = detect_conflicts(ledger)
    assert len(found) == 1 and found[0].kind == "disagreement"  # two documents, nothing links them
    assert sorted(v["value"] for v in found[0].values) == ["30 days", "60 days"]


def test_a_surcharge_is_not_a_price_and_another_subject_is_not_compared():
    ledger = merge_ledger(
        [
            rec("a.md", "Booking", SURCHARGE, "2025-05-01"),
            rec("b.md", "Parking", PARKING, "2025-05-02"),
            rec("c.md", "Sauna", SAUNA, "2025-05-03"),
            rec("d.md", "House rules", LOCKER_RULES, "2025-02-01"),
        ],
        [],
    )
    assert detect_conflicts(ledger) == []  # 1.50 EUR more vs 6.00 EUR; 90 days of heating vs 60 days kept


def test_a_notice_that_replaces_an_older_one_makes_a_change_with_dates():
    old = rec(
        "2024.md",
        "Pool opening hours 2024",
        "Published 4 March 2024.\n\nThe pool closes at 21:00 on weekdays.",
        "2024-03-04",
    )
    new = rec(
        "2025.md",
        "Pool hours change",
        "Published 10 January 2025.\n\nFrom 1 February 2025 the pool closes at 22:00 on weekdays. This notice replaces "
        "the opening hours of 4 March 2024.",
        "2025-01-10",
    )
    minutes = rec(
        "minutes.md",
        "Board minutes",
        "The manager proposed that the pool closes at 23:00 on weekdays; no decision was taken.",
        "2025-03-01",
    )
    ledger = merge_ledger([old, new, minutes], [])
    (c,) = detect_conflicts(ledger)
    assert c.kind == "change" and c.current["value"] == "22:00"
    assert [v["value"] for v in c.superseded] == ["21:00"] and c.superseded[0]["until"] == "2025-01-10"
    assert [p["value"] for p in c.proposed] == ["23:00"]
    records = {r["source_id"]: r for r in ledger}
    text = gaps_markdown(
        {"open_questions": [], "unreadable": [], "unsupported_sentences": [], "conflicts": [c.model_dump()]},
        records,
        {},
        [],
    )
    assert "current 22:00" in text and "earlier 21:00" in text and "until 2025-01-10" in text
    assert "proposed 23:00" in text and "not adopted" in text


def test_a_superseded_document_is_never_current_and_a_reprint_does_not_outrank_the_original():
    old = rec("old.md", "Locker rules", LOCKER_RULES, "2024-01-01", status="superseded")
    new = rec("new.md", "Locker rules 2025", LOCKER_FAQ, "2025-01-01")
    reprint = rec("news.md", "Members newsletter", "From our archive: " + LOCKER_RULES, "2025-06-01")
    (c,) = detect_conflicts(merge_ledger([old, new, reprint], []))
    assert c.kind == "change" and c.current["value"] == "30 days"
    assert [v["value"] for v in c.superseded] == ["60 days"]  # the reprint repeats the old value, dated by the old


def test_only_the_questions_subjects_are_kept():
    ledger = merge_ledger(
        [
            rec("faq.md", "Members FAQ", LOCKER_FAQ, "2025-05-01"),
            rec("rules.md", "House rules", LOCKER_RULES, "2025-02-01"),
            rec("x.md", "Sauna notes", SAUNA.replace("90", "120"), "2025-01-01"),
            rec("y.md", "Sauna", SAUNA, "2025-01-02"),
        ],
        [],
    )
    assert len(detect_conflicts(ledger)) == 2
    kept = detect_conflicts(ledger, question="How long are lost items kept in the lockers?")
    assert len(kept) == 1 and "kept" in kept[0].point
