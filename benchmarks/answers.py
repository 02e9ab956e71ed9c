"""Benchmark of answers: does the report answer the question with the current value, every part, and
nothing stale or injected stated as current?

Thirty-four document sets shaped like real shares (benchmarks/data/answers/<set>/, 532 files) and 304
questions with their current answers and their stale and injected values
(benchmarks/data/answers/questions.json), written by hand before any run of the system; half was held
out by a fixed rule, run once, then retired into dev (``first_split``); a new held-out split comes with
new sets (``held_out3``: fernshire, vennway, larchmere; ``held_out4``: kilnworth, ellerby, quayhaven;
``held_out5``: pennock, wyndholt, ravensmoor; ``held_out6``: brantwick, sedgecombe, marlcote; each
measured twice and retired; ``held_out7``: ambleton, hollowmere, saltby, and ``held_out8``: dunmere,
calderby, wexcombe, each measured three times and retired; ``held_out9``: hobbleton, pellbridge,
thistlewick, measured twice and retired; ``held_out10``: wrenfield, copperdale, mossbury, measured twice
and retired; ``held_out11``: fenwhistle, brookhallow, tollmarsh, written 2026-12-07, not yet measured;
``--split`` takes any split in the file). Each
question runs through the library as a user would (``run_research`` over a local index of its set, with
the operator config); a question asked back is answered on the same thread with the label's reply. The
grader (``answers_grade``) reads the report's body as a reader would.

    python benchmarks/answers.py                               # the dev half, embedded default
    python benchmarks/answers.py --split held_out11            # a held-out split (run once, at the end)
    python benchmarks/answers.py --set orchard --only orchard-single-01 -v
    python benchmarks/answers.py --config benchmarks/data/answers/qwen.toml   # a served model
    python benchmarks/answers.py --regrade benchmarks/results/answers-dev-....json
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import answers_grade as grader  # noqa: E402

DATA = REPO / "benchmarks" / "data" / "answers"
QUESTIONS = DATA / "questions.json"
DEFAULT_CONFIG = REPO / "configs" / "local.toml"
RESULTS = REPO / "benchmarks" / "results"


def all_questions() -> list[dict[str, Any]]:
    return list(json.loads(QUESTIONS.read_text())["questions"])


def splits() -> list[str]:
    """The splits the question file holds, in first-seen order (a new split needs no code change)."""
    return list(dict.fromkeys(str(q["split"]) for q in all_questions()))


def load_questions(args: argparse.Namespace) -> list[dict[str, Any]]:
    questions = all_questions()
    return [
        q
        for q in questions
        if args.split in ("all", q["split"])
        and (not args.set or q["set"] in args.set)
        and (not args.only or q["id"] in args.only)
    ]


def pick_reply(question: dict[str, Any], options: list[str]) -> str:
    """The user's reply to a question asked back: the label's words, or (``clarify_form`` "number")
    the number of the offered option whose title shares most words with them."""
    words = question["clarify_answer"]
    if question.get("clarify_form") != "number" or not options:
        return words
    wanted = set(re.findall(r"\w+", words.lower()))
    overlap = [len(wanted & set(re.findall(r"\w+", o.lower()))) for o in options]
    best = max(range(len(options)), key=lambda i: overlap[i])
    return str(best + 1) if overlap[best] else words


async def run_one(question: dict[str, Any], index: Path, settings: Any) -> dict[str, Any]:
    """Run one question to a report (answering one question asked back); errors are kept, not raised."""
    from langgraph.checkpoint.memory import InMemorySaver

    from open_research import run_research

    clarify = question["kind"] == "clarify"
    common: dict[str, Any] = {
        "settings": settings,
        "thread_id": str(uuid.uuid4()),
        "checkpointer": InMemorySaver(),
        "search_api": "local",
        "local_index": str(index),
        "allow_clarification": clarify,
    }
    row: dict[str, Any] = {"asked": None, "options": [], "reply": None, "report": "", "error": None}
    started = time.perf_counter()
    try:
        state = await run_research(question["question"], **common)
        if not state.get("final_report") and clarify:
            messages = state.get("messages") or []
            row["asked"] = str(messages[-1].content) if messages else ""
            row["options"] = list(state.get("clarification_options") or [])
            row["reply"] = pick_reply(question, row["options"])
            state = await run_research("", resume=row["reply"], **common)
        row["report"] = state.get("final_report") or ""
        if not row["report"]:
            row["error"] = "no report (the run ended waiting for an answer or wrote nothing)"
    except Exception as exc:  # a failed run is graded missing and shown, never dropped
        row["error"] = f"{type(exc).__name__}: {exc}"
    row["seconds"] = round(time.perf_counter() - started, 1)
    return row


def grade_row(question: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    graded = grader.grade_report(row.get("report") or "", question["parts"])
    return {**row, **graded}


def build_indexes(sets: list[str], work: Path) -> dict[str, Path]:
    from open_research.sources.index import DocumentIndex

    indexes = {}
    for name in sets:
        indexes[name] = work / f"answers-{name}.sqlite"
        summary = DocumentIndex(indexes[name]).update(DATA / name)
        print(f"indexed {name}: {summary.total_documents} documents in {summary.seconds:.1f} s", flush=True)
    return indexes


def table(questions: list[dict[str, Any]], rows: dict[str, dict[str, Any]]) -> str:
    """Per set and in total: grades, % correct, multi-part parts correct, seconds per question."""
    head = (
        f"{'set':<10} {'qs':>3} {'correct':>7} {'partial':>7} {'missing':>7} {'wrong':>5} {'%corr':>6} "
        f"{'multi parts':>11} {'s/q med':>7} {'s/q max':>7}"
    )
    lines = [head, "-" * len(head)]
    sets = sorted({q["set"] for q in questions})
    for name in [*sets, "total"]:
        mine = [q for q in questions if name in ("total", q["set"]) and q["id"] in rows]
        if not mine:
            continue
        grades = [rows[q["id"]]["grade"] for q in mine]
        multi = [rows[q["id"]] for q in mine if q["kind"] == "multi"]
        parts = f"{sum(r['parts_correct'] for r in multi)}/{sum(r['parts_total'] for r in multi)}" if multi else "-"
        secs = [rows[q["id"]].get("seconds") or 0.0 for q in mine]
        counts = [grades.count(g) for g in grader.GRADES]
        lines.append(
            f"{name:<10} {len(mine):>3} {counts[0]:>7} {counts[1]:>7} {counts[2]:>7} {counts[3]:>5} "
            f"{counts[0] / len(mine):>6.0%} {parts:>11} {statistics.median(secs):>7.1f} {max(secs):>7.1f}"
        )
    return "\n".join(lines)


def describe(question: dict[str, Any], row: dict[str, Any]) -> str:
    out = [f"{row['grade'].upper():<8} {question['id']} ({row.get('seconds', 0):.0f} s) {question['question']!r}"]
    if row.get("asked") is not None:
        out.append(f"    asked back, options {row['options']}; replied {row['reply']!r}")
    if row.get("error"):
        out.append(f"    ERROR {row['error']}")
    for part in row["parts"]:
        detail = f"found {part['found']} of {part['groups']} groups"
        if part["stale_as_current"]:
            detail += f"; stale as current: {part['stale_as_current'][:2]}"
        if part["forbidden_found"]:
            detail += f"; forbidden: {part['forbidden_found']}"
        out.append(f"    {part['grade']:<8} {part['ask']}: {detail}")
    return "\n".join(out)


def commit() -> str:
    try:
        out = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def save(path: Path, meta: dict[str, Any], rows: dict[str, dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**meta, "results": list(rows.values())}, indent=1, ensure_ascii=False))


def results_path(split: str, stamp: str) -> Path:
    """Where a run's reports and grades go; the random tail keeps both files of two runs started in the
    same second (one set each, side by side)."""
    return RESULTS / f"answers-{split}-{stamp}-{uuid.uuid4().hex[:6]}.json"


async def run_all(args: argparse.Namespace) -> int:
    from open_research import Settings

    questions = load_questions(args)
    if not questions:
        print("no questions match", file=sys.stderr)
        return 2
    settings = Settings.load(args.config)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    out = Path(args.out) if args.out else results_path(args.split, stamp)
    meta = {
        "started": stamp,
        "commit": commit(),
        "command": " ".join(["python", "benchmarks/answers.py", *sys.argv[1:]]),
        "config": str(args.config),
        "model": str(settings.run_defaults().model),
        "split": args.split,
    }
    rows: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.work) if args.work else Path(tmp)
        indexes = build_indexes(sorted({q["set"] for q in questions}), work)
        gate = asyncio.Semaphore(max(1, args.jobs))

        async def one(q: dict[str, Any]) -> None:
            async with gate:
                row = await run_one(q, indexes[q["set"]], settings)
            rows[q["id"]] = {"id": q["id"], "set": q["set"], "split": q["split"], "kind": q["kind"]}
            rows[q["id"]].update(grade_row(q, {"question": q["question"], **row}))
            print(describe(q, rows[q["id"]]) if args.verbose else f"{rows[q['id']]['grade']:<8} {q['id']}", flush=True)
            save(out, meta, rows)

        await asyncio.gather(*(one(q) for q in questions))
    print(f"\nsplit {args.split}, config {args.config}, model {meta['model']}, commit {meta['commit']}\n")
    print(table(questions, rows))
    print(f"\nreports and grades: {out}")
    return 0


def regrade(args: argparse.Namespace) -> int:
    """Grade saved reports again with the current labels (the figures are reproducible from the file)."""
    saved = json.loads(Path(args.regrade).read_text())
    by_id = {q["id"]: q for q in all_questions()}
    rows = {r["id"]: {**r, **grade_row(by_id[r["id"]], r)} for r in saved["results"] if r["id"] in by_id}
    questions = [by_id[i] for i in rows]
    if args.verbose:
        for q in questions:
            print(describe(q, rows[q["id"]]))
    print(
        f"regraded {args.regrade} (split {saved.get('split')}, model {saved.get('model')}, "
        f"commit {saved.get('commit')})\n"
    )
    print(table(questions, rows))
    if args.out:
        save(Path(args.out), {k: v for k, v in saved.items() if k != "results"}, rows)
    return 0


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--split", choices=[*splits(), "all"], default="dev", help="a split of questions.json, or all")
    parser.add_argument("--set", action="append", help="only this document set (repeatable)")
    parser.add_argument("--only", action="append", help="only this question id (repeatable)")
    parser.add_argument(
        "--config", default=str(DEFAULT_CONFIG), help="operator config TOML (default: configs/local.toml)"
    )
    parser.add_argument("--out", help="results JSON (default benchmarks/results/answers-<split>-<time>.json)")
    parser.add_argument("--work", help="folder for the indexes (default: a temporary one)")
    parser.add_argument("--jobs", type=int, default=1, help="questions run at once (default 1)")
    parser.add_argument("--regrade", help="grade the reports saved in this results file again, run nothing")
    parser.add_argument("-v", "--verbose", action="store_true", help="show every part's grade and why")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.regrade:
        return regrade(args)
    return asyncio.run(run_all(args))


if __name__ == "__main__":
    sys.exit(main())
