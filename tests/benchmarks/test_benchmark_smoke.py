"""The orchestration benchmark still runs our graph and its figures add up (so it cannot silently rot)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parents[2] / "benchmarks"))

import compare_anchor  # noqa: E402
import orchestration  # noqa: E402


async def run(*argv: str) -> dict:
    return (await orchestration.run_workload(orchestration.parse_args(list(argv))))[0]


def expected(res: dict) -> dict:
    return {role: n for role, n in res["expected_calls"].items() if n}


async def test_calls_by_role_match_the_workload():
    n, k, q = 2, 1, 2
    res = await run("-n", str(n), "-k", str(k), "-q", str(q), "--latency", "0")
    assert res["run_error"] is None and res["errors"] == []
    calls = res["llm_calls_by_purpose"]
    assert calls == expected(res)
    assert calls["researcher"] == n * (k + 1)
    assert calls["compress"] == n and calls["final_report"] == 1 and calls["supervisor"] == 2
    assert res["llm_calls"] == sum(calls.values())
    assert res["search_tool_calls"] == n * k and res["search_queries"] == n * k * q
    assert res["sources"] == n * k * q  # one canned result per query, each an evidence record
    assert res["notes_after_run"] == n
    assert res["final_report_head"].startswith("# Report") and res["final_report_chars"] >= len("# Report\n\n") + 4000
    by_role = res["prompt_chars_by_purpose"]
    assert res["prompt_chars"] == sum(by_role.values())
    assert all(by_role[role] > 0 for role in calls)
    # The last researcher call re-sends both canned results, so it is bigger than two results.
    assert res["max_single_prompt_chars"] > 2 * 1500
    assert res["latency_floor_s"] == 0 and res["critical_path_llm_calls"] == 1 + 1 + 2 + (k + 1 + 1) + 1


async def test_think_and_rounds_change_the_call_counts_as_the_harness_expects():
    n, k, rounds = 2, 1, 2
    res = await run("-n", str(n), "-k", str(k), "--rounds", str(rounds), "--think", "--no-clarify")
    calls = res["llm_calls_by_purpose"]
    assert calls == expected(res)
    assert calls["researcher"] == rounds * n * (2 * k + 1)
    assert calls["supervisor"] == 2 * rounds + 2 and "clarify" not in calls


async def test_latency_floor_and_parallel_researchers():
    res = await run("-n", "3", "-k", "1", "--latency", "0.03", "--no-clarify")
    assert res["max_llm_calls_in_flight"] == 3
    assert res["latency_floor_s"] == pytest.approx(0.03 * (1 + 2 + 2 + 1 + 1))
    assert res["wall_s"] >= res["latency_floor_s"]
    assert res["idle_s"] <= res["wall_s"] - res["latency_floor_s"] + 0.05


async def test_unknown_tool_fault_costs_one_call_not_the_round():
    res = await run("-n", "2", "-k", "1", "--fault", "unknown-tool")
    assert res["llm_calls_by_purpose"]["researcher"] == 2 * 2 + 1
    assert res["notes_after_run"] == 2 and res["final_report_chars"] > 0


def test_cli_prints_figures_and_json(capsys):
    assert orchestration.main(["-n", "1", "-k", "1"]) == 0
    text = capsys.readouterr().out
    for figure in (
        "wall_s",
        "latency_floor_s",
        "llm_calls_by_purpose",
        "prompt_chars_by_purpose",
        "max_llm_calls_in_flight",
    ):
        assert figure in text
    assert orchestration.main(["-n", "1", "-k", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["llm_calls_by_purpose"]["researcher"] == 2


def test_compare_without_anchor_says_so_and_still_reports_ours(capsys):
    assert compare_anchor.main(["-n", "1", "-k", "1", "--anchor-python", "/nonexistent/python"]) == 0
    out = capsys.readouterr().out
    assert "anchor skipped" in out and "/nonexistent/python" in out
    assert "prompt_chars (sent)" in out and "chars target: n/a" in out


def test_compare_forwards_the_workload_to_the_anchor():
    args = compare_anchor.parse_args(["-n", "4", "-k", "2", "--think", "--latency", "0.1", "--fault", "unknown-tool"])
    cmd = compare_anchor.anchor_command(args)
    joined = " ".join(cmd)
    assert "--json" in cmd and "--think" in cmd
    assert "-n 4" in joined and "-k 2" in joined and "--latency 0.1" in joined and "--fault unknown-tool" in joined
