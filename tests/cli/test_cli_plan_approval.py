"""Plan approval on the command line (``--approve-plan``): on a terminal (a pty) the plan is shown and
the person approves, edits or gives feedback; without one the CLI exits 3 with the plan and how to
answer with ``--thread``. The models are the fake OpenAI-compatible server's scripts."""

from __future__ import annotations

import json
import os
import pty
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.fake_openai import FakeOpenAI
from tests.support.lg_servers import SCRIPTS, config_file

EXE = str(Path(sys.executable).with_name("open-research"))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\r")


@pytest.fixture
def setup(tmp_path):
    with FakeOpenAI(SCRIPTS) as base_url:
        config = config_file(tmp_path, base_url, allow_clarification=False)
        env = {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_")}
        env.update(OPEN_RESEARCH_DATA_DIR=str(tmp_path / "data"), NO_COLOR="1", TERM="dumb", COLUMNS="200")
        yield ["--config", str(config), "--approve-plan"], env


def _run(args, env, *, stdin=""):
    return subprocess.run([EXE, "research", *args], input=stdin, capture_output=True, text=True, env=env, timeout=120)


def test_without_a_terminal_exit_3_with_the_plan_then_answer_with_thread(setup):
    flags, env = setup
    first = _run(["When does the alpha warehouse open?", *flags], env)
    assert first.returncode == 3, first.stderr
    assert "The research plan needs approval:" in first.stderr
    assert "q1. Brief: When does the alpha warehouse open?" in first.stderr
    thread = re.search(r"--thread (\S+) approve", first.stderr).group(1)
    # feedback: planned again, still waiting
    again = _run(["--thread", thread, "Also say when beta closes.", *flags], env)
    assert again.returncode == 3 and "q2. Also say when beta closes." in again.stderr, again.stderr
    done = _run(["--thread", thread, "approve", *flags], env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("# Warehouse hours")


def _on_pty(args, env, replies, timeout=120):
    """Run the CLI on a pty; each (prompt, text) types ``text`` once ``prompt`` has appeared."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the CLI, on the pty
        os.execve(EXE, [EXE, "research", *args], env)
    seen, pending, deadline = "", list(replies), time.time() + timeout
    while time.time() < deadline:
        try:
            chunk = os.read(fd, 4096).decode(errors="replace")
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        clean = ANSI.sub("", seen)
        if pending and clean.count(pending[0][0]) > sum(
            1 for p in replies[: len(replies) - len(pending)] if p[0] == pending[0][0]
        ):
            os.write(fd, (pending.pop(0)[1] + "\n").encode())
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return os.waitstatus_to_exitcode(status), ANSI.sub("", seen)


def test_on_a_terminal_feedback_then_edit(setup):
    flags, env = setup
    prompt = "other text re-plans with it as feedback"
    code, out = _on_pty(
        ["When does the alpha warehouse open?", "--json", *flags],
        env,
        [
            (prompt, "Also say when beta closes."),
            (prompt, "e"),
            ("one per line", "When does alpha open on Sundays?"),
            ("- ", ""),
        ],
    )
    assert code == 0, out
    assert "q2. Also say when beta closes." in out  # the plan shown again after the feedback
    assert out.index("plan review: reject") < out.index("plan review: edit")
    state = json.loads(out[out.index("\n{\n") + 1 :])
    assert [q["question"] for q in state["plan"]["sub_questions"]] == ["When does alpha open on Sundays?"]
    assert state["final_report"].startswith("# Warehouse hours")


def test_on_a_terminal_enter_approves(setup):
    flags, env = setup
    code, out = _on_pty(
        ["When does the alpha warehouse open?", *flags], env, [("other text re-plans with it as feedback", "")]
    )
    assert code == 0, out
    assert "q1. Brief: When does the alpha warehouse open?" in out and "# Warehouse hours" in out
    assert "plan review: approve" in out
