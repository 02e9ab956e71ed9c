"""The command line: exit codes, one-sentence errors, report output, clarification."""

from __future__ import annotations

import json

import pytest

from open_research import cli
from open_research.config import Settings
from open_research.state import ClarifyDecision
from tests.workloads import models


@pytest.fixture
def scripted(monkeypatch):
    def install(**kw):
        m = models(**kw)
        real = Settings.load

        def load(path=None, **overrides):
            s = real(path, **overrides)
            return s.model_copy(update={"models": s.models.model_validate(m), "search_api": "none"})

        monkeypatch.setattr(cli.Settings, "load", load)
        return m

    return install


def test_research_prints_report_and_progress(scripted, capsys):
    scripted()
    assert cli.main(["research", "What about alpha?"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("# Report")
    assert "researcher started: alpha" in err and "search:" in err and "models:" in err


def test_output_file_and_json(scripted, tmp_path, capsys):
    scripted()
    target = tmp_path / "r.md"
    assert cli.main(["research", "q", "--output", str(target), "--json"]) == 0
    assert target.read_text().startswith("# Report")
    state = json.loads(capsys.readouterr().out)
    assert state["research_brief"] and state["final_report"].startswith("# Report")


def test_clarification_without_terminal_exits_3_with_the_question(scripted, capsys):
    scripted(clarify=[ClarifyDecision(need_clarification=True, question="Which site?")])
    assert cli.main(["research", "hours?"]) == 3
    assert "Which site?" in capsys.readouterr().err


def test_bad_config_file_is_one_sentence_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text("max_react_tool_calls = -1\n")
    assert cli.main(["research", "q", "--config", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "max_react_tool_calls" in err and "Traceback" not in err


def test_missing_api_key_exit_2(capsys):
    assert cli.main(["research", "q", "--model", "openai:gpt-4.1", "--search-api", "none", "--no-clarify"]) == 2
    assert "OPENAI_API_KEY" in capsys.readouterr().err


def test_failed_run_exit_1_one_line(scripted, capsys):
    scripted(final_report=[RuntimeError("upstream 503")] * 3)
    assert cli.main(["research", "q"]) == 1
    err = capsys.readouterr().err
    assert "upstream 503" in err and "Traceback" not in err


def test_bad_flag_value_exits_2():
    with pytest.raises(SystemExit) as exc:
        cli.main(["research", "q", "--search-api", "bing"])
    assert exc.value.code == 2


def test_unreachable_provider_is_one_sentence_exit_1(tmp_path, capsys, monkeypatch):
    cfg = tmp_path / "c.toml"
    cfg.write_text('model = "openai:gpt-4.1-mini"\nbase_url = "http://127.0.0.1:9/v1"\n'
                   'search_api = "none"\nallow_clarification = false\nmax_structured_output_retries = 1\n')
    assert cli.main(["research", "q", "--config", str(cfg)]) == 1
    err = capsys.readouterr().err
    assert "cannot reach the model provider" in err and "Traceback" not in err


def test_banner_hints_at_keys_that_are_present_but_unused():
    from open_research.config import ResearchConfig

    hints = cli.provider_hints(ResearchConfig(), {"OPENAI_API_KEY": "sk", "TAVILY_API_KEY": "tv"})
    assert any("--model openai:" in h for h in hints) and any("--search-api tavily" in h for h in hints)
    assert cli.provider_hints(ResearchConfig(model="openai:gpt-4.1", search_api="tavily"),
                              {"OPENAI_API_KEY": "sk", "TAVILY_API_KEY": "tv"}) == []


def test_worker_needs_postgres_and_serve_takes_with_worker_flags(tmp_path, capsys):
    from open_research.cli import _parser

    assert cli.main(["worker", "--concurrency", "2"]) == 1
    assert "PostgreSQL" in capsys.readouterr().err
    assert _parser().parse_args(["serve", "--no-with-worker"]).with_worker is False
    assert _parser().parse_args(["serve"]).with_worker is None
