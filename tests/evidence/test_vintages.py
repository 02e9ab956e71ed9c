"""A table row giving this year's value and last year's answers with this year's; the other is marked earlier."""

from __future__ import annotations

from open_research.evidence.periods import earlier_period_values
from open_research.evidence.vintages import current_first
from open_research.graph.extractive import extractive_report
from tests.support.reports import answer_of, rec

ROW = "Request: New starter; Lead time from 1 October 2026: 5 working days' notice; 2025 catalogue: 3 working days"


def test_an_edition_column_beside_a_later_period_is_set_off_as_earlier():
    assert current_first(ROW, 2026) == (
        "Request: New starter; Lead time from 1 October 2026: 5 working days' notice "
        "(2025 catalogue: 3 working days, earlier)"
    )
    assert current_first("Item: Tyre; 2026/27: £4.00; 2025/26: £3.75", 2026) == (
        "Item: Tyre; 2026/27: £4.00 (2025/26: £3.75, earlier)"
    )
    assert current_first("Item: Tyre; Price: £4.00; Previous price: £3.75; Limit: 4", None) == (
        "Item: Tyre; Price: £4.00 (Previous price: £3.75, earlier); Limit: 4"
    )
    assert earlier_period_values(ROW) == {"num:3"}  # the 2025 in its label is no value


def test_rows_of_one_vintage_or_a_column_still_to_come_are_left_whole():
    same = "Department: Finance; Laptops issued in 2023: 24; Refresh month: March 2027; Model: Book 14"
    assert current_first(same, 2026) == same
    ahead = "Item: Tyre; 2026/27: £4.00; 2027/28 (proposed): £4.50"
    assert current_first(ahead, 2026) == ahead
    target = "Measure: Repairs on time; 2025/26: 97.2%; 2024/25: 95.8%; Target 2026/27: 99%"
    assert (
        current_first(target, 2026)
        == "Measure: Repairs on time; 2025/26: 97.2% (2024/25: 95.8%, earlier); Target 2026/27: 99%"
    )
    assert earlier_period_values(target) == {"num:95.8:pct"}  # a target is no later value
    announced = "Item: Tyre; 2025/26: £3.75; 2026/27: £4.00"
    assert current_first(announced, 2025) == announced  # read in 2025, the 2026/27 column is still to come
    # an unchanged value is not a replaced one
    assert earlier_period_values("Request: Install; From 1 October 2026: 2 days; 2025 catalogue: 2 days") == set()


def test_the_report_answers_with_the_current_column_and_marks_the_earlier_one():
    table = rec(
        "/desk/catalogue-2026.xlsx",
        "IT service catalogue: lead times",
        "IT service catalogue: lead times (revised 1 October 2026)\n" + ROW + "\n",
        "2026-10-01",
    )
    md = extractive_report("How much notice do you need for a new starter?", [table])
    answer = answer_of(md)
    assert "5 working days" in answer
    lines = [ln for ln in md.splitlines() if "3 working days" in ln]
    assert lines and all("earlier" in ln for ln in lines), lines
    assert all(ln.index("5 working days") < ln.index("3 working days") for ln in lines)
