"""The optional verifier model judges only what lexical checking leaves uncertain, once per pair."""

from __future__ import annotations

from open_research import run_research
from open_research.graph.judge import _CACHE
from open_research.prompts import today
from open_research.testing import ScriptStats
from tests.support.workloads import HOURS_DOCS as DOCS
from tests.support.workloads import HOURS_NEW as NEW
from tests.support.workloads import canned_search, models, searching_researcher

REPORT = (
    f"# Hours\n\nThe Berlin depot shuts down at 18:00 on weekdays [{NEW}]. "
    f"The Berlin warehouse closes at 19:00 on weekdays [{NEW}]."
)


async def run(verifier_script, **kw):
    stats = ScriptStats()
    m = models(
        stats,
        topics=("hours",),
        researcher=searching_researcher(1, tool="canned_search"),
        final_report=[REPORT],
        verifier=verifier_script,
    )
    out = await run_research(
        "When does the warehouse close?", models=m, search_api="none", extra_tools=[canned_search(DOCS)], **kw
    )
    return out, stats


def statuses(out):
    """The model's claims' verdicts (a report none of whose claims holds is set aside: they are kept there)."""
    rj = out["report_json"]
    return [c["status"] for c in rj.get("set_aside", rj)["citations"]]


async def test_off_by_default_the_lexical_verdict_stands():
    out, stats = await run([{"verdicts": [{"id": 1, "verdict": "supported"}]}])
    assert stats.calls["verifier"] == 0
    assert statuses(out) == ["unsupported", "unsupported"]


async def test_uncertain_claims_are_judged_in_one_call_and_cached():
    _CACHE.clear()
    out, stats = await run([{"verdicts": [{"id": 1, "verdict": "supported"}]}], verify_with_model=True)
    assert stats.calls["verifier"] == 1
    prompt = next(msgs[0].content for role, msgs in stats.prompts if role == "verifier")
    assert "The Berlin depot shuts down at 18:00 on weekdays." in prompt and today() in prompt
    assert "19:00" not in prompt  # a figure missing from the passage is never up for a model's opinion
    assert statuses(out) == ["supported", "unsupported"]
    assert "weekdays [1]. The Berlin warehouse closes at 19:00 on weekdays [unsupported]" in out["final_report"]
    judged = out["report_json"]["citations"][0]
    assert "verifier model" in judged["reason"]
    again, stats2 = await run([RuntimeError("must not be called")], verify_with_model=True)
    assert stats2.calls["verifier"] == 0 and statuses(again) == ["supported", "unsupported"]


async def test_a_failing_verifier_leaves_the_lexical_verdicts():
    _CACHE.clear()
    down = RuntimeError("model down")
    out, stats = await run([down, down, down], verify_with_model=True)
    # retried like every role's call (max_structured_output_retries), then the lexical verdicts stand
    assert stats.calls["verifier"] == 3 and statuses(out) == ["unsupported", "unsupported"]
