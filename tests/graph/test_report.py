"""The report the user gets: citations checked against what the run read, references by code."""

from __future__ import annotations

from open_research import run_research
from open_research.evidence import make_record
from open_research.testing import ScriptStats
from tests.support.workloads import HOURS_DOCS as DOCS
from tests.support.workloads import HOURS_NEW as NEW
from tests.support.workloads import HOURS_OLD as OLD
from tests.support.workloads import canned_search, models, searching_researcher


async def run(final_report, native=True, **kw):
    stats = ScriptStats()
    m = models(
        stats, topics=("hours",), researcher=searching_researcher(1, tool="canned_search"), final_report=final_report
    )
    m["final_report"]["model"].native_tool_calling = native
    return await run_research(
        "When does the warehouse close?", models=m, search_api="none", extra_tools=[canned_search(DOCS)], **kw
    ), stats


async def test_valid_citations_are_numbered_and_listed_fabricated_ones_removed():
    report = (
        f"# Hours\n\nThe warehouse now closes at 18:00 [{NEW}]. "
        f"It used to close at 17:00 [{OLD}]. It opens at dawn [src_deadbeef00]."
    )
    out, _ = await run([report])
    md = out["final_report"]
    # the new notice's own words: confirmed; "used to close" is the writer's paraphrase: kept, marked
    assert "closes at 18:00 [1]" in md and "close at 17:00 [2, unverified]" in md
    assert "src_deadbeef00" not in md.split("## References")[0]
    refs = md.split("## References")[1]
    assert "hours-2026.md" in refs and "hours-2025.md" in refs
    statuses = {c["source_id"]: c["status"] for c in out["report_json"]["citations"]}
    assert statuses[NEW] == "supported" and statuses["src_deadbeef00"] == "unknown_source"
    assert {s["source_id"] for s in out["report_json"]["sources"]} >= {NEW, OLD}


async def test_changed_number_loses_its_citation():
    out, _ = await run([f"# Hours\n\nThe warehouse closes at 19:00 [{NEW}]."])
    aside = out["report_json"]["set_aside"]  # its only claim fails: the sources' own sentences are shown
    assert [c["status"] for c in aside["citations"]] == ["unsupported"]
    assert "[unsupported]" in aside["report"] and "19:00" not in out["final_report"].split("## References")[0]
    assert "closes at 18:00" in out["final_report"] and "set aside" in out["final_report"]


async def test_models_without_tool_calling_report_extractively_under_the_users_question():
    out, stats = await run(["never used"], native=False)
    md = out["final_report"]
    body = md.split("## References")[0]
    assert body.startswith("# When does the warehouse close?\n")  # the user's words, not a rewrite
    assert stats.calls["final_report"] == 0  # the statements are the sources' own sentences
    assert "“Notice 2026: the Berlin warehouse closes at 18:00 on weekdays.” [1]" in body
    cited = out["report_json"]["citations"]
    assert cited and all(c["status"] == "supported" for c in cited)
    assert all(c["passage"] and c["start"] is not None for c in cited)  # the evidence travels with the claim


async def test_question_about_now_puts_the_newest_stated_source_first():
    from open_research.graph.extractive import extractive_report

    ledger = [
        make_record(
            path=f"/kb/{d}.md",
            title=f"Hours notice {d}",
            text=f"The warehouse closes at {t} on weekdays.",
            origin_tool="t",
            published_at=d,
        ).model_dump(mode="json")
        for d, t in (("2025-03-03", "17:00"), ("2026-02-16", "18:00"), ("2024-01-01", "16:00"))
    ]
    md = extractive_report("When does the warehouse close now?", ledger)
    assert md.index("18:00") < md.index("17:00") < md.index("16:00")
    assert "### Current: Hours notice 2026-02-16 (published 2026-02-16)" in md  # the newest leads, labelled
    assert "### Earlier: Hours notice 2025-03-03" in md


async def test_headings_are_not_quoted_as_statements():
    from open_research.graph.extractive import extractive_report

    old = make_record(
        path="/kb/policy.md",
        title="Warehouse opening hours policy (2025)",
        origin_tool="t",
        published_at="2025-03-03",
        text="# Warehouse opening hours policy (2025)\n\n## Opening hours of the warehouse\n\n"
        "The warehouse is open from 07:00 to 17:00 on weekdays.",
    )
    new = make_record(
        path="/kb/notice.md",
        title="Warehouse hours extended",
        origin_tool="t",
        published_at="2026-02-16",
        text="From 2 March 2026 the warehouse is open from 07:00 to 18:00.",
    )
    md = extractive_report(
        "What are the current opening hours of the warehouse?", [r.model_dump(mode="json") for r in (old, new)]
    )
    assert "“# " not in md and "“## " not in md  # a heading names a topic; it states nothing
    assert "“The warehouse is open from 07:00 to 17:00 on weekdays.”" in md


async def test_outline_path_checks_every_sentence_not_only_the_last():
    outline = {
        "title": "A rewritten title",
        "sections": [
            {
                "heading": "Now",
                "paragraphs": [
                    {
                        "text": "The Berlin warehouse opens at dawn on Sundays. "
                        "The Berlin warehouse closes at 18:00 on weekdays.",
                        "sources": [NEW],
                    }
                ],
            }
        ],
    }
    out, _ = await run([outline], report_format="structured")
    md = out["final_report"]
    assert md.startswith("# When does the warehouse close?") and "## Now" in md
    statuses = [c["status"] for c in out["report_json"]["citations"]]
    assert statuses[0] not in ("supported", "partial") and statuses[1] == "supported"
    assert "Sundays. [unsupported]" in md and "weekdays. [1]" in md


async def test_structured_schema_enumerates_the_ledger_ids():
    from open_research.graph.report import outline_schema

    schema = outline_schema([NEW, OLD, NEW])
    ids = schema["properties"]["sections"]["items"]["properties"]["paragraphs"]["items"]["properties"]["sources"]
    assert ids["items"]["enum"] == sorted({NEW, OLD})


def test_a_bulleted_prompt_keeps_its_asks_as_parts():
    """Before: the prompt reached the report joined onto one line, so "- " bullets and "(a)" letters
    were one part and the report had one section for four asks."""
    from langchain_core.messages import HumanMessage

    from open_research.graph.parts import question_parts
    from open_research.graph.report import users_question

    for prompt in (
        "For the depot, tell me:\n- the weekday opening hours\n- the pallet weight limit\n"
        "- the damage reporting deadline",
        "Please find  (a) the weekday opening hours;\n(b) the pallet weight limit;\n(c) the damage reporting deadline",
    ):
        question = users_question({"messages": [HumanMessage(prompt)]})
        asks = [p.ask for p in question_parts(question)]
        assert len(asks) == 3 and "pallet weight limit" in asks[1], (prompt, asks)
