"""The capable (native tool-calling) path driven by a real open model, over the example corpora.

Runs the labelled questions of ``benchmarks/native_questions.json`` (written from ``examples/`` before
any run; half held out) through the whole graph with every role on one OpenAI-compatible server, and
prints per question: right / partial / wrong, seconds, model calls by role, tool calls repaired from
text, roles switched to the code-driven path, and whether the report's body leads with a claim no
source supports. ``--path code`` runs the same model with ``native_tool_calling = false``.

    python benchmarks/native_path.py --base-url http://127.0.0.1:8941/v1 [--path native|code|both]
        [--split held_out|tune|all] [--only ferry-last,...] [--json out.json]

The model must already be served (``benchmarks/serve_gguf.py`` serves a GGUF file). Slow on a small
machine: every role's output is capped (``MAX_TOKENS``). Grading is by the labels only: a case is
right when the body states every required fact (any listed spelling) and its first claim states none of
the ``must_not`` values, partial when it states some, wrong otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from langchain_core.messages import HumanMessage  # noqa: E402

from open_research import Settings, build_graph  # noqa: E402
from open_research.config.model_specs import ROLES  # noqa: E402
from open_research.config.policy import validate_overrides  # noqa: E402
from open_research.observe.describe import progress_text  # noqa: E402
from open_research.runs.library import run_config_dict  # noqa: E402
from open_research.runs.resources import run_resources  # noqa: E402
from open_research.sources.index import DocumentIndex  # noqa: E402

QUESTIONS = Path(__file__).with_name("native_questions.json")
DEFAULT_MODEL = "openai:qwen2.5-coder-1.5b-instruct"
#: Output caps per role (tokens): a small model uncapped loops for minutes.
MAX_TOKENS = {"final_report": 600, "compression": 450, "planner": 400, "evaluator": 400, "brief": 200}
DEFAULT_MAX_TOKENS = 300
_CITED = re.compile(r"\[\d+\]")


def role_models(model: str, base_url: str, native: bool) -> dict[str, dict[str, Any]]:
    return {
        role: {
            "model": model,
            "base_url": base_url,
            "max_tokens": MAX_TOKENS.get(role, DEFAULT_MAX_TOKENS),
            "temperature": 0.2,
            **({} if native else {"native_tool_calling": False}),
        }
        for role in ROLES
    }


def body_of(report: str) -> str:
    return report.split("\n## References")[0]


def first_claim(body: str) -> str:
    """The first sentence a reader sees after the title (headings and blank lines skipped)."""
    for line in body.splitlines():
        s = line.strip().lstrip("-*> ").strip()
        if s and not line.lstrip().startswith("#"):
            return re.split(r"(?<=[.!?])\s+", s, maxsplit=1)[0]
    return ""


def grade(report: str, case: dict[str, Any]) -> tuple[str, bool]:
    """(right | partial | wrong, whether the body leads with an unsupported claim)."""
    body = body_of(report)
    text = body.casefold()
    hits = sum(any(alt.casefold() in text for alt in group) for group in case["must"])
    lead = first_claim(body)
    lead_bad = any(v.casefold() in lead.casefold() for v in case.get("must_not", []))
    unsupported_lead = bool(lead) and (not _CITED.search(lead) or "[unsupported]" in lead)
    if hits == len(case["must"]) and not lead_bad:
        verdict = "right"
    elif hits:
        verdict = "partial"
    else:
        verdict = "wrong"
    return verdict, unsupported_lead


async def run_case(case: dict[str, Any], index: Path, args: argparse.Namespace, native: bool) -> dict[str, Any]:
    settings = Settings.load(
        model=args.model,
        base_url=args.base_url,
        models=role_models(args.model, args.base_url, native),
        search_api="local",
        local_index=str(index),
        data_dir=str(index.parent),
        allow_clarification=False,
        max_refinement_rounds=args.rounds,
        max_researcher_iterations=2,
        max_react_tool_calls=3,
        max_concurrent_research_units=2,
        max_structured_output_retries=2,
        max_run_seconds=args.max_seconds,
    )
    started = time.monotonic()
    try:
        state = await asyncio.wait_for(streamed(case["question"], settings, args.log), args.max_seconds * 2)
        report, error = state.get("final_report") or "", None
    except Exception as exc:  # a failed run is a wrong answer, reported with its reason
        state, report, error = {}, "", f"{type(exc).__name__}: {exc}"[:200]
    seconds = time.monotonic() - started
    verdict, unsupported_lead = grade(report, case) if report else ("wrong", False)
    rj = state.get("report_json") or {}
    usage = rj.get("usage") or {}
    behaviour = usage.get("behaviour") or {}
    return {
        "id": case["id"],
        "split": case["split"],
        "path": "native" if native else "code",
        "verdict": verdict,
        "seconds": round(seconds, 1),
        "calls": {r: v["calls"] for r, v in (usage.get("by_role") or {}).items()},
        "repairs": sum((behaviour.get("tool_call_repairs") or {}).values()),
        "reminders": sum((behaviour.get("reminders") or {}).values()),
        "switched": sorted(behaviour.get("switched_to_code") or {}),
        "set_aside": "set_aside" in rj,
        "unsupported_lead": unsupported_lead,
        "lead": first_claim(body_of(report))[:160],
        "error": error,
    }


async def streamed(question: str, settings: Settings, log: str) -> dict[str, Any]:
    """One run, as ``run_research`` does it, with its progress events written to ``log`` (timed)."""
    base = settings.run_defaults()
    cfg = validate_overrides({}, base, trusted=True)
    config = run_config_dict(settings, {}, thread_id=f"bench-{time.time_ns()}")
    started = time.monotonic()
    state: dict[str, Any] = {}
    async with run_resources(cfg, {}, settings) as resources:
        config["configurable"].update(resources)
        payload = {"messages": [HumanMessage(content=question)]}
        async for mode, chunk in build_graph().astream(payload, config, stream_mode=["custom", "values"]):
            if mode == "values":
                state = chunk
            elif log and (line := progress_text(chunk)):
                with open(log, "a") as f:
                    f.write(f"{time.monotonic() - started:7.1f} {line[:300]}\n")
    return state


def summary(rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    counts = {v: sum(r["verdict"] == v for r in rows) for v in ("right", "partial", "wrong")}
    med = statistics.median(r["seconds"] for r in rows) if rows else 0.0
    lead = sum(r["unsupported_lead"] for r in rows)
    return (
        f"{counts['right']}/{n} right, {counts['partial']} partial, {counts['wrong']} wrong; "
        f"median {med:.0f} s; {lead} lead with an unsupported claim; "
        f"{sum(r['repairs'] for r in rows)} tool calls repaired from text"
    )


async def main_async(args: argparse.Namespace) -> int:
    cases = json.loads(QUESTIONS.read_text())["questions"]
    if args.split != "all":
        cases = [c for c in cases if c["split"] == args.split]
    if args.only:
        cases = [c for c in cases if c["id"] in set(args.only.split(","))]
    paths = {"native": [True], "code": [False], "both": [True, False]}[args.path]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        indexes: dict[str, Path] = {}
        for corpus in dict.fromkeys(c["corpus"] for c in cases):
            path = Path(tmp) / corpus.replace("/", "_") / "index.sqlite"
            path.parent.mkdir(parents=True)
            DocumentIndex(path, hybrid=False).update(ROOT / corpus)
            indexes[corpus] = path
        print(f"model {args.model} at {args.base_url}; {len(cases)} questions; path {args.path}", flush=True)
        for case in cases:
            for native in paths:
                row = await run_case(case, indexes[case["corpus"]], args, native)
                rows.append(row)
                print(
                    f"{row['id']:16} {row['split']:8} {row['path']:6} {row['verdict']:7} {row['seconds']:6.0f} s "
                    f"calls={sum(row['calls'].values())} {row['calls']} repairs={row['repairs']} "
                    f"reminders={row['reminders']} switched={row['switched']} set_aside={row['set_aside']} "
                    f"unsupported_lead={row['unsupported_lead']}"
                    + (f" error={row['error']}" if row["error"] else "")
                    + f"\n    lead: {row['lead']}",
                    flush=True,
                )
    for path in ("native", "code"):
        for split in ("tune", "held_out"):
            chosen = [r for r in rows if r["path"] == path and r["split"] == split]
            if chosen:
                print(f"{path:6} {split:8}: {summary(chosen)}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base-url", required=True, help="the OpenAI-compatible server, e.g. http://127.0.0.1:8941/v1")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--path", choices=["native", "code", "both"], default="both")
    ap.add_argument("--split", choices=["tune", "held_out", "all"], default="all")
    ap.add_argument("--only", default="", help="comma-separated question ids")
    ap.add_argument("--rounds", type=int, default=0, help="max_refinement_rounds")
    ap.add_argument("--max-seconds", type=float, default=300.0, help="max_run_seconds per run")
    ap.add_argument("--json", default="")
    ap.add_argument("--log", default="", help="append each run's progress events here")
    return asyncio.run(main_async(ap.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
