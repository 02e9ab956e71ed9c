"""The command line: exit codes, one-sentence errors, report output, clarification."""

from __future__ import annotations

import json

import pytest

from open_research.cli import commands as cli
from open_research.config import Settings
from open_research.graph.state import ClarifyDecision
from open_research.testing import ScriptStats
from tests.support.workloads import models


@pytest.fixture
def scripted(monkeypatch):
    def install(**kw):
        m = models(**kw)
        real = Settings.load

        def load(path=None, **overrides):
            s = real(path, **overrides)
            # Refinement off: these scripted supervisors answer a fixed number of turns.
            return s.model_copy(
                update={"models": s.models.model_validate(m), "search_api": "none", "max_refinement_rounds": 0}
            )

        monkeypatch.setattr(cli.Settings, "load", load)
        return m

    return install


def test_research_prints_report_and_progress(scripted, capsys):
    scripted()
    assert cli.main(["research", "What about alpha?"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("# Report")
    assert "researcher started: alpha" in err and "search:" in err and "models:" in err
    assert "plan (code): ['q1: I want to know about alpha and beta']" in err
    assert "evaluation round 0 (code): 0 of 1 sub-questions answered" in err
    assert "usage: " in err and "tokens (" in err and "estimated" in err  # scripted models report none


def test_budget_flags_reach_the_run(scripted, capsys):
    scripted(topics=("alpha", "beta", "gamma"))
    assert cli.main(["research", "q", "--max-total-tokens", "1", "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["report_json"]["usage"]["limits"]["max_total_tokens"] == 1
    assert state["budget_stop"].startswith("max_total_tokens reached")


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


def test_a_question_asked_back_is_answered_later_with_thread(scripted, capsys, monkeypatch):
    import io
    import re

    stats = ScriptStats()
    scripted(stats=stats, clarify=[ClarifyDecision(need_clarification=True, question="Which site?")])
    assert cli.main(["research", "hours?"]) == 3
    err = capsys.readouterr().err
    found = re.search(r"--thread (\S+)", err)
    assert found, err
    thread = found.group(1)
    monkeypatch.setattr("sys.stdin", io.StringIO("Rotterdam\n"))
    assert cli.main(["research", "--thread", thread, "-", "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["thread_id"] == thread and state["final_report"].startswith("# Report")
    assert [m["content"] for m in state["messages"][:3]] == ["hours?", "Which site?", "Rotterdam"]
    brief_prompt = next(msgs for role, msgs in stats.prompts if role == "brief")[0].content
    assert "hours?" in brief_prompt and "Which site?" in brief_prompt and "Rotterdam" in brief_prompt
    assert stats.calls["clarify"] == 1  # one question per request: the answer is not asked back


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
    cfg.write_text(
        'model = "openai:gpt-4.1-mini"\nbase_url = "http://127.0.0.1:9/v1"\n'
        'search_api = "none"\nallow_clarification = false\nmax_structured_output_retries = 1\n'
    )
    assert cli.main(["research", "q", "--config", str(cfg)]) == 1
    err = capsys.readouterr().err
    assert "cannot reach the model provider" in err and "Traceback" not in err


def test_banner_hints_at_keys_that_are_present_but_unused():
    from open_research.config import ResearchConfig

    hints = cli.provider_hints(ResearchConfig(), {"OPENAI_API_KEY": "sk", "TAVILY_API_KEY": "tv"})
    assert any("--model openai:" in h for h in hints) and any("--search-api tavily" in h for h in hints)
    assert (
        cli.provider_hints(
            ResearchConfig(model="openai:gpt-4.1", search_api="tavily"),
            {"OPENAI_API_KEY": "sk", "TAVILY_API_KEY": "tv"},
        )
        == []
    )


def test_worker_needs_postgres_and_serve_takes_with_worker_flags(tmp_path, capsys):
    from open_research.cli.commands import _parser

    assert cli.main(["worker", "--concurrency", "2"]) == 1
    assert "PostgreSQL" in capsys.readouterr().err
    assert _parser().parse_args(["serve", "--no-with-worker"]).with_worker is False
    assert _parser().parse_args(["serve"]).with_worker is None


def test_report_as_html_and_pdf_files(scripted, tmp_path, capsys):
    import io

    import pypdf

    scripted()
    html_file, pdf_file = tmp_path / "r.html", tmp_path / "r.pdf"
    assert cli.main(["research", "q", "--format", "html", "--output", str(html_file)]) == 0
    page = html_file.read_text()
    assert page.startswith("<!doctype html>") and "<h1>Report" in page and "Gaps and limitations" in page
    scripted()
    assert cli.main(["research", "q", "--format", "pdf", "--output", str(pdf_file)]) == 0
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf_file.read_bytes())).pages)
    assert "Report" in text and "Gaps and limitations" in text
