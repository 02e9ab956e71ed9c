"""The clarification loop on the embedded default (real local model, no keys) over the harbour corpus:
a vague question is asked back naming the documents' subjects, the answer is researched, a clear
question is not asked back."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from open_research import build_graph
from open_research.cli import commands as cli
from open_research.config import BASE_KEY, ResearchConfig
from open_research.sources.index import DocumentIndex

HARBOUR = Path(__file__).resolve().parents[2] / "examples" / "harbour"
# Bounded: one researcher, one round, and one document per query. With five per query the 135M model's
# report outline has picked a neighbouring document (the museum) over the chosen one.
SMALL_RUN = {
    "max_concurrent_research_units": 1,
    "max_researcher_iterations": 1,
    "max_react_tool_calls": 2,
    "search_max_results": 1,
}


@pytest.fixture(scope="module")
def harbour_index(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("harbour") / "harbour.sqlite"
    DocumentIndex(path).update(HARBOUR)
    return str(path)


@pytest.fixture
def cli_config(tmp_path, harbour_index) -> list[str]:
    """CLI options for a bounded run; the CLI's threads live in this test's own data directory."""
    toml = tmp_path / "run.toml"
    toml.write_text(
        f'data_dir = "{tmp_path / "data"}"\n'
        + "".join(f"{k} = {v}\n" for k, v in SMALL_RUN.items())
        + "[models.final_report]\ntemperature = 0\n",
        encoding="utf-8",
    )  # greedy: steadier
    return ["--index", harbour_index, "--config", str(toml)]


@pytest.mark.slow
def test_vague_question_asks_naming_options_and_the_answer_is_researched(cli_config, model_cache, capsys):
    # No terminal: exit 3 with the question, its options, and how to answer on the same thread.
    assert cli.main(["research", "What does it cost?", *cli_config]) == 3
    err = capsys.readouterr().err
    assert "Which do you mean:" in err and "Harbour ferry fares 2026" in err
    assert "  1. " in err and "  2. " in err  # the options, one per line, for the user to pick from
    thread = re.search(r"--thread (\S+)", err).group(1)

    assert cli.main(["research", "--thread", thread, "the ferry fare", "--json", *cli_config]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["research_brief"].startswith("About: Harbour ferry fares 2026\n")
    report = state["final_report"]
    supported = [c for c in state["report_json"]["citations"] if c["status"] == "supported"]
    assert supported, report
    cited = {s["source_id"]: s.get("path", "") for s in state["sources"]}
    assert "fare" in report.partition("## References")[0].casefold(), report
    # The report is about the ferry fare: the chosen document leads; passages elsewhere that state a
    # ferry price (a combined bus-and-ferry or museum ticket) may follow, the cafe's prices never.
    paths = [cited.get(c.get("source_id"), "") for c in supported]
    assert "fares-2026" in paths[0], (report, supported)
    assert not any("cafe" in p for p in paths), (report, supported)


@pytest.mark.slow
async def test_a_clear_question_goes_to_research_without_a_question(harbour_index, model_cache):
    graph = build_graph(checkpointer=InMemorySaver())
    config = {
        "configurable": {
            BASE_KEY: ResearchConfig(),
            "thread_id": "clear",
            "search_api": "local",
            "local_index": harbour_index,
            **SMALL_RUN,
        }
    }
    question = "What is the charge for taking a bicycle on the ferry?"
    nodes = []
    async for update in graph.astream({"messages": [HumanMessage(question)]}, config, stream_mode="updates"):
        nodes.extend(update)
        if "write_research_brief" in update:  # research has started: enough to know nothing was asked
            brief = update["write_research_brief"]["research_brief"]
            break
    assert nodes[:2] == ["clarify_with_user", "write_research_brief"], nodes
    assert question in brief
