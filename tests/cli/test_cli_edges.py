"""Edges a new user meets: each ends in one sentence and exit 2, never a traceback or a wrong run."""

from __future__ import annotations

import subprocess
import sys

import pytest

from open_research.cli import commands as cli


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("OPEN_RESEARCH_CONFIG", raising=False)


def _error_line(err: str) -> str:
    lines = [line for line in " ".join(err.split("\n")).split("error:")[1:]]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0].strip()


def test_an_unknown_thread_exits_2_and_starts_no_research(tmp_path, capsys):
    code = cli.main(["research", "--thread", "no-such-thread", "the north region", "--model", "openai:x"])
    line = _error_line(capsys.readouterr().err)
    assert code == 2
    assert "no conversation with id no-such-thread" in line and "without --thread" in line


@pytest.mark.parametrize("port", ["99999", "0", "-1"])
def test_serve_on_a_port_out_of_range_says_so(port):
    done = subprocess.run(
        [sys.executable, "-m", "open_research.cli", "serve", "--port", port], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    assert "is not a TCP port" in _error_line(done.stderr)


def test_a_bad_environment_variable_is_named_not_blamed_on_the_config_file(tmp_path, monkeypatch, capsys):
    config = tmp_path / "ok.toml"
    config.write_text("max_researcher_iterations = 2\n")
    monkeypatch.setenv("OPEN_RESEARCH_MAX_REACT_TOOL_CALLS", "-1")
    assert cli.main(["index", str(tmp_path), "--config", str(config)]) == 2
    line = _error_line(capsys.readouterr().err)
    assert "OPEN_RESEARCH_MAX_REACT_TOOL_CALLS" in line and str(config) not in line


def test_a_bad_key_in_the_file_is_still_blamed_on_the_file(tmp_path, capsys):
    config = tmp_path / "bad.toml"
    config.write_text("max_react_tool_calls = -1\n")
    assert cli.main(["index", str(tmp_path), "--config", str(config)]) == 2
    line = _error_line(capsys.readouterr().err)
    assert str(config) in line and "max_react_tool_calls" in line and "environment" not in line


def test_a_table_variable_that_is_not_json_is_named(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("OPEN_RESEARCH_API_KEYS", "not json")
    assert cli.main(["index", str(tmp_path)]) == 2
    assert "OPEN_RESEARCH_API_KEYS" in _error_line(capsys.readouterr().err)
