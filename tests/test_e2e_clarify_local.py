"""The clarification loop on the embedded default (real local model, no keys) over the harbour corpus:
a vague question is asked back naming the documents' subjects, the answer is researched, a clear
question is not asked back."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from open_research import build_graph, cli, run_research
from open_research.config import BASE_KEY, ResearchConfig
from open_research.local_index import DocumentIndex

HARBOUR = Path(__file__).resolve().parent.parent / "examples" / "harbour"
# Bounded: one researcher, one round, and one document per query. With five per query the 135M model's
# report outline has picked a neighbouring document (the museum) over the chosen one.
SMALL_RUN = {"max_concurrent_research_units": 1, "max_researcher_iterations": 1, "max_react_tool_calls": 2,
             "search_max_results": 1}


@pytest.fixture(scope="module")
def harbour_index(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("harbour") / "harbour.sqlite"
    DocumentIndex(path).update(HARBOUR)
    return str(path)


@pytest.fixture
def model_cache(monkeypatch):
    # Shared with the other real-model tests so the model is downloaded once.
    cache = Path(os.environ.get("OPEN_RESEARCH_TEST_MODELS", Path.home() / ".cache" / "open-research-test"))
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(cache))


@pytest.mark.slow
def test_vague_question_without_a_terminal_exits_3_naming_the_options(harbour_index, model_cache, capsys):
    code = cli.main(["research", "What does it cost?", "--index", harbour_index])
    err = capsys.readouterr().err
    assert code == 3, err
    assert "Which do you mean:" in err and "Harbour ferry fares 2026" in err
    assert "  1. " in err and "  2. " in err  # the options, one per line, for the user to pick from


@pytest.mark.slow
async def test_the_answer_on_the_same_thread_is_researched_with_a_verified_citation(harbour_index, model_cache):
    saver, thread = InMemorySaver(), "harbour-fares"
    common = {"thread_id": thread, "checkpointer": saver, "search_api": "local", "local_index": harbour_index,
              **SMALL_RUN}
    first = await run_research("What does it cost?", **common)
    assert not first.get("final_report")
    assert "Harbour ferry fares 2026" in first["clarification_options"]
    state = await run_research("the ferry fare", **common)
    assert state["research_brief"].startswith("About: Harbour ferry fares 2026\n")
    report = state["final_report"]
    supported = [c for c in state["report_json"]["citations"] if c["status"] == "supported"]
    assert supported, report
    cited = {s["source_id"]: s.get("path", "") for s in state["sources"]}
    assert any("fares-2026" in cited.get(c.get("source_id"), "") for c in supported), (report, supported)
    assert "fare" in report.partition("## References")[0].casefold(), report
    # Only the chosen document is cited: the report is about the ferry fare, not the cafe or the museum.
    assert all("fares-2026" in cited.get(c.get("source_id"), "") for c in supported), (report, supported)


@pytest.mark.slow
async def test_a_clear_question_goes_to_research_without_a_question(harbour_index, model_cache):
    graph = build_graph(checkpointer=InMemorySaver())
    config = {"configurable": {BASE_KEY: ResearchConfig(), "thread_id": "clear", "search_api": "local",
                               "local_index": harbour_index, **SMALL_RUN}}
    question = "What is the charge for taking a bicycle on the ferry?"
    nodes = []
    async for update in graph.astream({"messages": [HumanMessage(question)]}, config, stream_mode="updates"):
        nodes.extend(update)
        if "write_research_brief" in update:  # research has started: enough to know nothing was asked
            brief = update["write_research_brief"]["research_brief"]
            break
    assert nodes[:2] == ["clarify_with_user", "write_research_brief"], nodes
    assert question in brief
