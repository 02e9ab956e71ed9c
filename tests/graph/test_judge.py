"""The verifier model judges what the lexical check leaves unverified, once per pair, metered; what it
does not confirm stays marked unverified where the reader sees it."""

from __future__ import annotations

from open_research import run_research
from open_research.graph.judge import _CACHE
from open_research.prompts import today
from open_research.testing import ScriptStats
from tests.support.workloads import HOURS_DOCS as DOCS
from tests.support.workloads import HOURS_NEW as NEW
from tests.support.workloads import canned_search, models, searching_researcher

#: A paraphrase of the 2026 notice (unverified lexically), and a changed figure (rejected lexically).
REPORT = (
    f"# Hours\n\nThe Berlin depot shuts down at 18:00 on weekdays [{NEW}]. "
    f"The Berlin warehouse closes at 19:00 on weekdays [{NEW}]."
)
SPAN = "the Berlin warehouse closes at 18:00 on weekdays"


async def run(verifier_script, native=True, **kw):
    stats = ScriptStats()
    m = models(
        stats,
        topics=("hours",),
        researcher=searching_researcher(1, tool="canned_search"),
        final_report=[REPORT],
        verifier=verifier_script,
    )
    if not native:  # the verifier on a model without native tool calling (like the embedded default)
        m["verifier"]["model"].native_tool_calling = False
    out = await run_research(
        "When does the warehouse close?", models=m, search_api="none", extra_tools=[canned_search(DOCS)], **kw
    )
    return out, stats


def statuses(out):
    """The model's claims' verdicts (a report none of whose claims holds is set aside: they are kept there)."""
    rj = out["report_json"]
    return [c["status"] for c in rj.get("set_aside", rj)["citations"]]


async def test_the_operator_can_turn_it_off_and_the_paraphrase_stays_marked():
    out, stats = await run([{"verdicts": [{"id": 1, "verdict": "supports", "span": SPAN}]}], verify_with_model=False)
    assert stats.calls["verifier"] == 0
    assert statuses(out) == ["unverified", "unsupported"]
    body = out["final_report"].split("## References")[0]
    assert "on weekdays [1, unverified]. The Berlin warehouse closes at 19:00 on weekdays [unsupported]" in body
    gaps = out["final_report"].split("## Gaps and limitations")[1]
    assert "[1] could not be confirmed" in gaps and "The Berlin depot shuts down at 18:00 on weekdays." in gaps
    assert out["report_json"]["gaps"]["unverified"][0]["citations"] == [1]


async def test_unverified_claims_are_judged_on_by_default_metered_and_cached():
    _CACHE.clear()
    out, stats = await run([{"verdicts": [{"id": 1, "verdict": "supports", "span": SPAN}]}])
    assert stats.calls["verifier"] == 1
    prompt = next(msgs[0].content for role, msgs in stats.prompts if role == "verifier")
    assert "The Berlin depot shuts down at 18:00 on weekdays." in prompt and today() in prompt
    assert "19:00" not in prompt  # a figure missing from the passage is never up for a model's opinion
    assert statuses(out) == ["supported", "unsupported"]
    assert "weekdays [1]. The Berlin warehouse closes at 19:00 on weekdays [unsupported]" in out["final_report"]
    judged = out["report_json"]["citations"][0]
    assert judged["layer"] == "judge" and judged["verdict"] == "supports" and judged["span"] == SPAN
    assert out["report_json"]["citations"][1]["layer"] == "lexical"
    assert out["report_json"]["gaps"]["unverified"] == []
    assert out["report_json"]["usage"]["by_role"]["verifier"]["calls"] == 1  # metered like every call
    again, stats2 = await run([RuntimeError("must not be called")])
    assert stats2.calls["verifier"] == 0 and statuses(again) == ["supported", "unsupported"]


async def test_what_the_judge_does_not_confirm_is_marked_where_the_reader_sees_it():
    _CACHE.clear()
    out, _ = await run([{"verdicts": [{"id": 1, "verdict": "does not", "span": "Notice 2026"}]}])
    assert statuses(out) == ["unsupported", "unsupported"]
    # No claim of the model's holds, so its marked text is set aside and the sources' own sentences shown.
    aside = out["report_json"]["set_aside"]
    assert "The Berlin depot shuts down at 18:00 on weekdays [unsupported]" in aside["report"]
    assert "The model's report was set aside" in out["final_report"]
    assert "The Berlin depot shuts down" not in out["final_report"].split("## References")[0]
    _CACHE.clear()
    out, _ = await run([{"verdicts": [{"id": 1, "verdict": "partly", "span": SPAN}]}])
    assert statuses(out) == ["unverified", "unsupported"] and "[1, unverified]" in out["final_report"]
    assert out["report_json"]["citations"][0]["verdict"] == "partly"
    for said in ("supports", "does not"):  # a verdict quoting words the passage does not have decides nothing
        _CACHE.clear()
        out, _ = await run([{"verdicts": [{"id": 1, "verdict": said, "span": "The passage does not state it."}]}])
        assert statuses(out) == ["unverified", "unsupported"] and "[1, unverified]" in out["final_report"]


async def test_a_failing_verifier_leaves_the_lexical_verdicts():
    _CACHE.clear()
    down = RuntimeError("model down")
    out, stats = await run([down, down, down])
    # retried like every role's call (max_structured_output_retries), then the lexical verdicts stand
    assert stats.calls["verifier"] == 3 and statuses(out) == ["unverified", "unsupported"]
    assert "[1, unverified]" in out["final_report"]


async def test_a_model_without_native_tools_is_not_asked():
    _CACHE.clear()
    out, stats = await run([RuntimeError("must not be called")], native=False)
    assert stats.calls["verifier"] == 0 and statuses(out) == ["unverified", "unsupported"]
