"""Mistakes a new user makes on the command line: exit 2 with one sentence, before any work starts;
``serve`` takes host/port from config and environment; local models get the local limits."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from open_research.cli import commands as cli
from open_research.cli.checks import port_problem
from open_research.config import BASE_KEY, LOCAL_PROFILE, Settings
from open_research.config.runtime import run_config
from open_research.graph.grounding import grounded_topic, seed_search, topic_text, users_words
from open_research.observe.describe import describe_event


def _one_sentence(err: str) -> str:
    lines = [line for line in err.strip().splitlines() if line.startswith("error:")]
    assert len(lines) == 1, err
    assert lines[0].endswith("."), err
    return lines[0]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("OPEN_RESEARCH_CONFIG", raising=False)


def test_missing_docs_folder_exits_2(tmp_path, capsys):
    assert cli.main(["research", "q", "--docs", str(tmp_path / "nope")]) == 2
    assert "does not exist" in _one_sentence(capsys.readouterr().err)


def test_empty_docs_folder_exits_2(tmp_path, capsys):
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    assert cli.main(["research", "q", "--docs", str(tmp_path / "empty")]) == 2
    assert "is empty" in _one_sentence(capsys.readouterr().err)


def test_mistyped_index_path_exits_2(tmp_path, capsys):
    assert cli.main(["research", "q", "--index", str(tmp_path / "typo.sqlite")]) == 2
    line = _one_sentence(capsys.readouterr().err)
    assert "does not exist" in line and "open-research index" in line


def test_tavily_without_key_exits_2(monkeypatch, capsys):
    monkeypatch.delenv("TAVILY_API_KEY", raising=False)
    assert cli.main(["research", "q", "--search-api", "tavily", "--model", "openai:gpt-4.1"]) == 2
    assert "TAVILY_API_KEY" in _one_sentence(capsys.readouterr().err)


def test_serve_on_a_port_in_use_exits_2(capsys):
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        assert port_problem("127.0.0.1", port) is not None
        assert cli.main(["serve", "--port", str(port)]) == 2
    assert f"port {port}" in _one_sentence(capsys.readouterr().err)


def test_serve_takes_host_and_port_from_config_and_environment(tmp_path, monkeypatch):
    """Flags win over the environment and the config file; otherwise theirs are used."""
    seen = {}
    monkeypatch.setattr("api.server.serve", lambda settings, host, port: seen.update(host=host, port=port) or 0)
    monkeypatch.setattr("open_research.cli.checks.port_problem", lambda host, port: None)
    conf = tmp_path / "c.toml"
    conf.write_text('host = "127.0.0.2"\nport = 3111\n')
    assert cli.main(["serve", "--config", str(conf)]) == 0
    assert seen == {"host": "127.0.0.2", "port": 3111}
    monkeypatch.setenv("OPEN_RESEARCH_PORT", "3222")
    monkeypatch.setenv("OPEN_RESEARCH_HOST", "127.0.0.3")
    assert cli.main(["serve"]) == 0
    assert seen == {"host": "127.0.0.3", "port": 3222}
    assert cli.main(["serve", "--port", "3333", "--host", "127.0.0.4"]) == 0
    assert seen == {"host": "127.0.0.4", "port": 3333}


def test_local_models_get_the_local_limits_unless_set(monkeypatch):
    """What a graph node reads (``run_config``): the profile for limits nobody set, on local models only."""

    def node_settings(**run):
        return run_config({"configurable": {BASE_KEY: Settings.load().run_defaults(), **run}})

    local = node_settings()
    assert {k: getattr(local, k) for k in LOCAL_PROFILE} == LOCAL_PROFILE
    monkeypatch.setenv("OPEN_RESEARCH_MAX_REACT_TOOL_CALLS", "7")  # the operator's environment
    mine = node_settings(max_researcher_iterations=3)  # the caller's run setting
    assert mine.max_react_tool_calls == 7 and mine.max_concurrent_research_units == 1
    assert mine.max_researcher_iterations == 3
    remote = node_settings(model="openai:gpt-4.1")
    assert remote.max_concurrent_research_units == Settings.load().max_concurrent_research_units
    no_base = run_config({"configurable": {}})  # a graph invoked without settings (langgraph dev, tests)
    assert no_base.max_concurrent_research_units == 1


def test_small_model_framing_stays_out_of_queries_and_progress_lines():
    brief = users_words(["When does the Acme ferry leave?", "the harbour one"])
    topic = grounded_topic("Acme ferry timetable", brief)
    queries = seed_search(["local_search"], topic).tool_calls[0]["args"]["queries"]
    assert queries and not any("request" in q.casefold() or "words" in q.casefold() for q in queries)
    assert all("ferry" in q.casefold() for q in queries)
    line = describe_event({"event": "researcher_started", "topic": topic_text(brief)})  # as the graph emits it
    assert "\n" not in line and "user's words" not in line and "Acme ferry" in line


def test_an_answer_on_stdin_continues_a_thread_exit_2_when_empty():
    done = subprocess.run(
        [sys.executable, "-m", "open_research.cli", "research", "-", "--thread", "t1"],
        input="",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "the question is empty" in done.stderr
