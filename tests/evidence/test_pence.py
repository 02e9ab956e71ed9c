"""An amount in pence is a price: "40p a sheet" is £0.40, so a later page repeating a value another
source names as the previous one is seen to repeat it."""

from __future__ import annotations

from open_research.evidence import make_record
from open_research.evidence.normalize import figures
from open_research.evidence.standing import replaced_values
from open_research.graph.extractive import extractive_report


def test_pence_read_as_pounds():
    assert [f.alternatives for f in figures("Printing costs 40p a sheet.")] == [frozenset({"num:0.4:gbp"})]
    assert [f.alternatives for f in figures("a fee of 75 pence")] == [frozenset({"num:0.75:gbp"})]
    assert {"num:0.4:gbp"} <= set(figures("£0.40 a sheet")[0].alternatives)
    assert figures("Form 12P")[0].alternatives == frozenset({"num:12"})  # a name, not an amount
    assert figures("1080p video")[0].alternatives == frozenset({"num:1080"})


def _rec(path, title, text, date):
    return make_record(
        path=path, title=title, text=text, origin_tool="t", published_at=date, published_at_basis="stated"
    ).model_dump(mode="json")


def test_a_later_reprint_of_the_previous_pence_charge_does_not_lead():
    table = _rec(
        "/charges/charges-2026.xlsx",
        "Holm Library charges 2026/27",
        "Charge: Colour printing (per sheet); From 1 April 2026: 50p; Previous charge (2025/26): 40p",
        "2026-02-01",
    )
    bulletin = _rec(
        "/friends/bulletin-autumn-2026.html",
        "Friends of Holm Library bulletin, autumn 2026",
        "Colour printing at Holm Library costs 40p a sheet, so print your posters with us.",
        "2026-10-01",
    )
    assert "num:0.4:gbp" in replaced_values(table)
    md = extractive_report("How much is colour printing at Holm Library?", [table, bulletin])
    answer = md.split("## Answer", 1)[1].split("\n## ", 1)[0]
    first = next(line for line in answer.splitlines() if line.startswith("1. "))
    assert "50p" in first and "40p a sheet" not in first
