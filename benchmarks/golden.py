"""Golden outputs: reports and ``report_json`` of fixed workloads, recorded before a refactor and
compared after it (behaviour unchanged means these files are identical).

    python benchmarks/golden.py record DIR            # scripted workloads (seconds)
    python benchmarks/golden.py record DIR --real     # + the embedded model (README demo, ferry), minutes
    python benchmarks/golden.py compare OLD NEW       # lists every file that differs, with a diff

Scenarios: scripted models on the native path (ferry documents through a canned search, a report
citing them: verification, conflicts, gaps), scripted models on the code-driven path (the acme demo
folder through the local index: code plan, seeded search, extractive notes and report, code
rubric), a refinement round, a failing researcher, and with ``--real`` the README's first command and
the ferry question on the embedded model. Also the stdout of the citation and clarification
benchmarks. Volatile values (times, temporary paths, random ids) are normalised away.
"""

from __future__ import annotations

import argparse
import asyncio
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Annotated, Any

from langchain_core.tools import InjectedToolCallId, tool

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

VOLATILE_KEYS = {"fetched_at", "elapsed_s", "started_at", "created_at", "duration_s"}
_UUID = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b")
_CALL_ID = re.compile(r"\b(call|seed|refine)_[0-9a-f]{10,12}\b")
_TIME = re.compile(r"\b\d+(\.\d+)? ?(ms|s)\b")


def _imports() -> dict[str, Any]:
    """The names the scenarios need, wherever the code keeps them (old flat layout or new packages)."""
    import importlib

    def first(*paths: str) -> Any:
        for path in paths:
            mod, _, name = path.rpartition(".")
            try:
                return getattr(importlib.import_module(mod), name)
            except (ImportError, AttributeError):
                continue
        raise ImportError(paths[0])

    return {
        "run_research": first("open_research.run_research"),
        "testing": __import__("open_research.testing", fromlist=["x"]),
        "ClarifyDecision": first(
            "open_research.graph.build.state.ClarifyDecision", "open_research.graph.state.ClarifyDecision"
        ),
        "ResearchBrief": first(
            "open_research.graph.build.state.ResearchBrief", "open_research.graph.state.ResearchBrief"
        ),
        "Evaluation": first("open_research.graph.build.state.Evaluation", "open_research.graph.state.Evaluation"),
        "DocumentIndex": first(
            "open_research.sources.index.DocumentIndex", "open_research.sources.index.DocumentIndex"
        ),
        "make_record": first("open_research.evidence.make_record"),
        "format_source_for_model": first("open_research.evidence.format_source_for_model"),
    }


def normalise(value: Any, tmp: str = "") -> Any:
    if isinstance(value, dict):
        return {k: ("<volatile>" if k in VOLATILE_KEYS else normalise(v, tmp)) for k, v in sorted(value.items())}
    if isinstance(value, list):
        return [normalise(v, tmp) for v in value]
    if isinstance(value, str):
        if tmp:
            value = value.replace(tmp, "<tmp>")
        value = _UUID.sub("<uuid>", value)
        return _CALL_ID.sub(r"\1_<id>", value)
    return value


def _state_view(state: dict[str, Any], tmp: str) -> dict[str, Any]:
    keep = (
        "final_report",
        "report_json",
        "research_brief",
        "notes",
        "errors",
        "open_questions",
        "plan",
        "evaluations",
        "refinement_round",
        "budget_stop",
    )
    out = {k: state.get(k) for k in keep}
    out["sources"] = [
        {
            k: s.get(k)
            for k in (
                "source_id",
                "group_id",
                "path",
                "url",
                "title",
                "published_at",
                "published_at_basis",
                "content_hash",
            )
        }
        for s in state.get("sources", [])
    ]
    usage = (out.get("report_json") or {}).get("usage")
    if isinstance(usage, dict):
        usage.pop("elapsed_s", None)
    return normalise(json.loads(json.dumps(out, default=str)), tmp)


def _canned(docs: dict[str, str], im: dict[str, Any]):
    @tool("canned_search", response_format="content_and_artifact")
    def canned(queries: list[str], tool_call_id: Annotated[str, InjectedToolCallId]) -> tuple[str, list[dict]]:
        """Search the canned documents."""
        records = [
            im["make_record"](
                path=p, title=p.rsplit("/", 1)[-1], text=t, origin_tool="canned_search", tool_call_id=tool_call_id
            )
            for p, t in docs.items()
        ]
        return (
            "\n\n".join(im["format_source_for_model"](r) for r in records),
            [r.model_dump(mode="json") for r in records],
        )

    return canned


def _docs(folder: str) -> dict[str, str]:
    root = REPO / "examples" / folder
    return {str(p.relative_to(REPO)): p.read_text(encoding="utf-8") for p in sorted(root.rglob("*")) if p.is_file()}


async def scripted(out: Path) -> None:
    im = _imports()
    t = im["testing"]
    tool_call, calls = t.tool_call, t.calls
    ferry = _docs("ferry")

    def researcher(messages):
        done = sum(type(m).__name__ == "ToolMessage" for m in messages)
        return (
            calls(tool_call("local_search", queries=["last weekday ferry Pier 4", "ferry timetable"]))
            if done < 1
            else "finished"
        )

    def supervisor(messages):
        if any(type(m).__name__ == "ToolMessage" and getattr(m, "name", "") == "ConductResearch" for m in messages):
            return calls(tool_call("ResearchComplete"))
        return calls(
            tool_call(
                "ConductResearch",
                research_topic="The Harbour ferry's last weekday departure from Pier 4 and how it changed",
            )
        )

    def report(messages):
        prompt = str(messages[-1].content)
        blocks = re.findall(r'<source id="(src_[A-Za-z0-9]+)"[^>]*>(.*?)</source>', prompt, re.S)
        a = next((i for i, t in blocks if "18:30" in t), "src_missing")
        b = next((i for i, t in blocks if "17:30" in t and i != a), a)
        return (
            f"# Ferry\n\nThe last weekday ferry from Pier 4 now leaves at 18:30 [{a}]. "
            f"It used to leave at 17:30 [{b}]. The ferry is free for children [{a}].\n"
        )

    def evaluator_unanswered(messages):
        prompt = str(messages[-1].content)
        ids = re.findall(r"^(q\d+)\.", prompt, re.M)
        return im["Evaluation"](verdicts=[{"id": i, "status": "unanswered", "reason": "not found"} for i in ids])

    def compress(messages):
        body = "\n".join(str(m.content) for m in messages)
        return "Findings:\n" + "\n".join(re.findall(r"<source id=.*?</source>", body, re.S))

    tmpdir = tempfile.mkdtemp()
    ferry_index = Path(tmpdir) / "ferry.sqlite"
    im["DocumentIndex"](ferry_index).update(REPO / "examples" / "ferry")
    base = dict(allow_clarification=False, search_api="local", local_index=str(ferry_index))
    cases: dict[str, dict[str, Any]] = {
        "native_ferry": dict(refine=0),
        "native_ferry_refinement": dict(refine=1, evaluator=evaluator_unanswered),
        "native_failing_researcher": dict(refine=0, fail=True),
    }
    for name, case in cases.items():
        stats = t.ScriptStats()
        scripts = dict(
            clarify=[im["ClarifyDecision"](need_clarification=False, verification="ok")],
            brief=[im["ResearchBrief"](research_brief="When does the last weekday Harbour ferry leave Pier 4 now?")],
            supervisor=supervisor,
            researcher=researcher,
            compression=compress,
            final_report=report,
        )
        if case.get("evaluator"):
            scripts["evaluator"] = case["evaluator"]
            scripts["planner"] = [
                {
                    "perspectives": [],
                    "sub_questions": [
                        {"question": "When does the last weekday ferry leave Pier 4 now?", "answer_criteria": "a time"}
                    ],
                }
            ]
        if case.get("fail"):
            scripts["researcher"] = [RuntimeError("researcher exploded")]
        models = t.role_models(stats, **scripts)
        state = await im["run_research"](
            "When does the last weekday Harbour ferry leave Pier 4 now?",
            models=models,
            max_refinement_rounds=case["refine"],
            thread_id=f"golden-{name}",
            **base,
        )
        view = _state_view(state, str(REPO / "examples"))
        view["calls_by_role"] = dict(sorted(stats.calls.items()))
        _write(out / f"{name}.json", view)

    # The code-driven path: every role on a model without native tool calling, over the acme index.
    with tempfile.TemporaryDirectory() as tmp:
        index = Path(tmp) / "acme.sqlite"
        im["DocumentIndex"](index).update(REPO / "examples" / "acme")
        q = "What are the current opening hours of the Acme warehouse, and how did they change?"
        stats = t.ScriptStats()

        def json_supervisor(messages):
            return {"calls": [{"tool": "ConductResearch", "args": {"research_topic": "Acme warehouse opening hours"}}]}

        def json_researcher(messages):
            return {"calls": [{"tool": "ResearchComplete", "args": {}}]}

        models = t.role_models(
            stats,
            native_tool_calling=False,
            supervisor=json_supervisor,
            researcher=json_researcher,
            final_report=["unused"],
            compression=["unused"],
        )
        state = await im["run_research"](
            q,
            models=models,
            allow_clarification=False,
            search_api="local",
            local_index=str(index),
            max_concurrent_research_units=1,
            max_researcher_iterations=1,
            max_react_tool_calls=2,
            thread_id="golden-code-path",
        )
        view = _state_view(state, str(REPO / "examples"))
        view["calls_by_role"] = dict(sorted(stats.calls.items()))
        _write(out / "code_path_acme.json", view)
    _write(out / "canned_search_tool.json", _canned_check(ferry, im))


def _canned_check(docs: dict[str, str], im: dict[str, Any]) -> Any:
    """The evidence records and the text a tool shows, for fixed inputs."""
    msg = _canned(docs, im).invoke(
        {"name": "canned_search", "args": {"queries": ["x"]}, "id": "call_fixed", "type": "tool_call"}
    )
    return normalise({"content": msg.content, "artifact": msg.artifact})


def real(out: Path) -> None:
    env = {**os.environ}
    env.setdefault("OPEN_RESEARCH_DATA_DIR", str(Path.home() / ".cache" / "open-research-test"))
    with tempfile.TemporaryDirectory() as tmp:
        q = "What are the current opening hours of the Acme warehouse, and how did they change?"
        exe = str(Path(sys.executable).with_name("open-research"))
        run = subprocess.run(
            [
                exe,
                "research",
                "--config",
                "configs/local.toml",
                "--no-clarify",
                "--docs",
                "examples/acme",
                "--index",
                f"{tmp}/acme.sqlite",
                "--json",
                q,
            ],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        state = json.loads(run.stdout) if run.returncode == 0 else {"exit": run.returncode, "stderr": run.stderr}
        _write(out / "real_readme_demo.json", _state_view(state, tmp) if "exit" not in state else state)
        ferry = subprocess.run(
            [
                exe,
                "research",
                "--config",
                "configs/local.toml",
                "--no-clarify",
                "--docs",
                "examples/ferry",
                "--index",
                f"{tmp}/ferry.sqlite",
                "--json",
                "What time is the last weekday departure of the Harbour ferry from Pier 4 now?",
            ],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        state = (
            json.loads(ferry.stdout) if ferry.returncode == 0 else {"exit": ferry.returncode, "stderr": ferry.stderr}
        )
        _write(out / "real_ferry.json", _state_view(state, tmp) if "exit" not in state else state)


def benches(out: Path) -> None:
    for name, argv in (
        ("bench_citations", ["benchmarks/citations.py"]),
        ("bench_citations_postgres", ["benchmarks/citations.py", "--set", "postgres"]),
        ("bench_clarification", ["benchmarks/clarification.py", "--split", "all", "-v"]),
    ):
        run = subprocess.run([sys.executable, *argv], cwd=REPO, capture_output=True, text=True, timeout=1800)
        lines = [
            _TIME.sub("<t>", line)
            for line in (run.stdout + run.stderr[-2000:]).splitlines()
            if "time added" not in line and "seconds" not in line
        ]
        (out / f"{name}.txt").write_text("\n".join(lines) + "\n")


def _write(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


def compare(old: Path, new: Path) -> int:
    differ = 0
    for a in sorted(old.iterdir()):
        b = new / a.name
        if not b.exists():
            print(f"MISSING in {new}: {a.name}")
            differ += 1
            continue
        if a.read_text() != b.read_text():
            differ += 1
            print(f"DIFFERS: {a.name}")
            sys.stdout.writelines(
                list(
                    difflib.unified_diff(
                        a.read_text().splitlines(True), b.read_text().splitlines(True), str(a), str(b), n=2
                    )
                )[:80]
            )
        else:
            print(f"same:    {a.name}")
    return 1 if differ else 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("dir")
    r.add_argument("--real", action="store_true", help="also the embedded model's runs (minutes)")
    r.add_argument("--benches", action="store_true", help="also the citation and clarification benchmarks")
    c = sub.add_parser("compare")
    c.add_argument("old")
    c.add_argument("new")
    args = p.parse_args()
    if args.cmd == "compare":
        return compare(Path(args.old), Path(args.new))
    out = Path(args.dir)
    out.mkdir(parents=True, exist_ok=True)
    asyncio.run(scripted(out))
    if args.real:
        real(out)
    if args.benches:
        benches(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
