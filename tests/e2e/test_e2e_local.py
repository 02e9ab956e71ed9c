"""End to end on the embedded default: the real local model over the demo corpus, no keys, no network
beyond the one-time model download from the package index."""

from __future__ import annotations

from pathlib import Path

import pytest

from open_research import run_research
from open_research.sources.index import DocumentIndex

DEMO = Path(__file__).resolve().parents[2] / "examples" / "acme"


@pytest.mark.slow
async def test_local_model_writes_a_cited_report_over_the_demo_corpus(tmp_path, model_cache):
    index = tmp_path / "acme.sqlite"
    DocumentIndex(index).update(DEMO)
    state = await run_research(
        "What are the current opening hours of the Acme warehouse, and how did they change?",
        allow_clarification=False,
        search_api="local",
        local_index=str(index),
        max_concurrent_research_units=1,
        max_researcher_iterations=1,
        max_react_tool_calls=2,
    )
    report = state["final_report"]
    body, _, references = report.partition("## References")
    assert body.strip().startswith("#") and len(body.strip()) > 40
    cited = [c for c in state["report_json"]["citations"] if c["status"] == "supported"]
    assert cited, report
    assert "notices/" in references and str(DEMO.resolve()) not in report  # paths inside the folder, not the server's
    read = {s["path"] for s in state["sources"] if s.get("path")}  # everything the run read
    assert any("warehouse-hours" in p or "opening-hours" in p for p in read), read
