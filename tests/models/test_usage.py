"""Token accounting per role, cost, and run-wide budgets, with scripted models that report usage."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from open_research import build_graph, run_research
from open_research.config import ConfigError, ResearchConfig
from open_research.graph.limits import refinement_targets
from open_research.models.usage import USAGE_KEY, UsageMeter, budget_exhausted, estimate_tokens
from open_research.testing import ScriptStats
from tests.support.workloads import canned_search, models, searching_researcher

NO_SEARCH = {"search_api": "none", "max_refinement_rounds": 0}
#: Tokens each role's scripted model reports per call (input, output): all different, so a sum that
#: mixes roles up or counts a call twice cannot come out right.
REPORTED = {
    "clarify": (101, 7),
    "brief": (203, 11),
    "supervisor": (307, 13),
    "researcher": (401, 17),
    "compression": (503, 19),
    "final_report": (601, 23),
}


def _reporting(m: dict, per_role=REPORTED) -> dict:
    for role, (inp, out) in per_role.items():
        m[role]["model"].usage = {"input_tokens": inp, "output_tokens": out, "total_tokens": inp + out}
    return m


async def test_usage_totals_are_the_sum_of_what_the_models_reported():
    stats = ScriptStats()
    # Researchers that read a source each (one with nothing read is not compressed: nothing to compress).
    m = _reporting(models(stats, researcher=searching_researcher(2, tool="canned_search")))
    out = await run_research("q", models=m, extra_tools=[canned_search({"/kb/a.md": "Alpha."})], **NO_SEARCH)
    usage = out["report_json"]["usage"]
    expected_in = sum(stats.calls[r] * REPORTED[r][0] for r in REPORTED)
    expected_out = sum(stats.calls[r] * REPORTED[r][1] for r in REPORTED)
    assert stats.calls["researcher"] == 6 and stats.calls["compression"] == 2
    assert usage["input_tokens"] == expected_in and usage["output_tokens"] == expected_out
    assert usage["total_tokens"] == expected_in + expected_out
    for role, (inp, outp) in REPORTED.items():
        assert usage["by_role"][role]["calls"] == stats.calls[role]
        assert usage["by_role"][role]["total_tokens"] == stats.calls[role] * (inp + outp)
    assert usage["estimated"] is False and usage["cost"] is None


async def test_usage_without_provider_figures_is_estimated_and_cost_comes_from_the_price_table():
    stats = ScriptStats()
    m = _reporting(models(stats), {r: v for r, v in REPORTED.items() if r != "final_report"})
    prices = {"ScriptedChatModel": {"input": 2.0, "output": 10.0}}  # per million tokens
    out = await run_research("q", models=m, prices=prices, **NO_SEARCH)
    usage = out["report_json"]["usage"]
    assert usage["estimated"] is True and usage["by_role"]["final_report"]["estimated"] is True
    assert usage["by_role"]["final_report"]["output_tokens"] == estimate_tokens("# Report\n\nAll findings.")
    assert usage["by_role"]["clarify"]["estimated"] is False
    expected = (usage["input_tokens"] * 2.0 + usage["output_tokens"] * 10.0) / 1e6
    assert usage["cost"] == pytest.approx(expected)


async def test_max_total_tokens_stops_a_five_researcher_run_early_and_the_gaps_say_so():
    stats = ScriptStats()
    topics = ("alpha", "beta", "gamma", "delta", "epsilon")
    per_call = {r: (900, 100) for r in REPORTED}
    m = _reporting(models(stats, topics=topics, researcher=searching_researcher(3), latency=0.1), per_call)
    # clarify + brief + supervisor = 3,000 tokens; the researchers' first turns start together under
    # the limit and bring the run past it (usually 8,000); nothing but the report starts after that.
    out = await run_research("q", models=m, max_total_tokens=6000, **NO_SEARCH)
    assert 3 <= stats.calls["researcher"] <= 7  # a full run makes 4 turns per researcher: 20
    assert stats.calls["compression"] == 0 and stats.calls["supervisor"] == 1
    assert stats.calls["final_report"] == 1 and out["final_report"].startswith("# Report")
    assert out["budget_stop"].startswith("max_total_tokens reached")
    gaps = out["final_report"].split("## Gaps and limitations")[1]
    assert "the budget ran out" in gaps and "max_total_tokens" in gaps
    assert all(t in gaps for t in topics)  # what was cut short is named
    usage = out["report_json"]["usage"]
    calls_made = stats.total_calls
    assert usage["total_tokens"] == calls_made * 1000 and usage["calls"] == calls_made
    assert usage["budget_exhausted"].startswith("max_total_tokens")
    assert usage["limits"]["max_total_tokens"] == 6000


async def test_usage_and_plan_appear_as_progress_events():
    stats = ScriptStats()
    graph = build_graph()
    config = {
        "configurable": {
            "models": _reporting(models(stats)),
            "thread_id": "usage-events",
            USAGE_KEY: UsageMeter(),
            **NO_SEARCH,
        }
    }
    events = [
        chunk
        async for chunk in graph.astream(
            {"messages": [HumanMessage("q")]}, config, stream_mode="custom", subgraphs=False
        )
    ]
    names = [e["event"] for e in events]
    assert "plan_written" in names and "evaluation" in names
    last_usage = [e for e in events if e["event"] == "usage"][-1]
    assert last_usage["total_tokens"] == sum(stats.calls[r] * sum(REPORTED[r]) for r in REPORTED)


def test_budget_limits_are_reached_at_equality_and_name_the_setting():
    def check(**kw):
        base = dict(
            total_tokens=0, elapsed_s=0.0, cost=None, max_total_tokens=None, max_run_seconds=None, max_cost=None
        )
        return budget_exhausted(**{**base, **kw})

    assert check() is None
    assert check(total_tokens=999, max_total_tokens=1000) is None
    assert check(total_tokens=1000, max_total_tokens=1000).startswith("max_total_tokens reached")
    assert check(elapsed_s=31.0, max_run_seconds=30).startswith("max_run_seconds reached")
    assert check(cost=0.5, max_cost=0.5).startswith("max_cost reached")
    assert check(cost=None, max_cost=0.5) is None  # nothing priced: nothing spent


def test_refinement_targets_stop_after_the_rounds_or_the_budget():
    verdicts = [
        {"id": "q1", "status": "answered"},
        {"id": "q2", "status": "unanswered"},
        {"id": "q3", "status": "conflicting"},
        {"id": "q4", "status": "stale"},
    ]
    assert [v["id"] for v in refinement_targets(verdicts, 0, 1, None)] == ["q2", "q4"]
    assert refinement_targets(verdicts, 1, 1, None) == []
    assert refinement_targets(verdicts, 0, 0, None) == []
    assert refinement_targets(verdicts, 0, 2, "max_cost reached") == []


def test_token_estimate_is_close_to_a_bpe_count_for_english():
    text = "The quick brown fox jumps over the lazy dog. " * 10
    assert 95 <= estimate_tokens(text) <= 110  # cl100k_base: 100 tokens
    assert estimate_tokens("") == 0
    assert estimate_tokens("internationalisation") >= 3  # a long word is several tokens
    line = "Closing time 18:00, opening 08:00; the Acme warehouse (Berlin) ships parcels. "
    per_line = estimate_tokens(line * 2) - estimate_tokens(line)
    assert estimate_tokens(line * 2000) == pytest.approx(2000 * per_line, rel=0.02)  # long text: sampled


def test_max_cost_without_prices_is_a_config_error():
    with pytest.raises(ConfigError, match="max_cost needs a price table"):
        ResearchConfig().with_overrides({"max_cost": 1.0})
    cfg = ResearchConfig().with_overrides({"max_cost": 1.0, "prices": {"openai:gpt-4.1": {"input": 2, "output": 8}}})
    assert cfg.prices["openai:gpt-4.1"].output == 8


async def test_max_run_seconds_stops_research_and_the_report_names_the_limit():
    stats = ScriptStats()
    m = models(stats, topics=("alpha", "beta"), researcher=searching_researcher(3), latency=0.05)
    out = await run_research("q", models=m, max_run_seconds=0.12, **NO_SEARCH)
    assert stats.calls["researcher"] < 8 and stats.calls["final_report"] == 1  # a full run: 8 turns
    assert out["budget_stop"].startswith("max_run_seconds reached")
    assert "max_run_seconds" in out["final_report"].split("## Gaps and limitations")[1]
