"""What the evaluator's refinement round buys on the embedded model, and what it costs.

Corpus: the Python 3.11 documentation from Debian's `python3.11-doc` (HTML), indexed with the project's
local index. Questions: `refinement_questions.json`, each asking two things; each part is labelled by hand
with the documentation pages that answer it. Half the questions (split "test") are held out: never used
while building or tuning; the README quotes them only.

Each question runs twice on the embedded model (every role `local:smollm2`): with `max_refinement_rounds`
0 and 1. Graded against the labels, never against the system's own judgement:

- answered: the final report holds a citation that verification kept (status `supported`) to a source
  whose file is one of the part's labelled pages;
- read: a labelled page is among the sources the run read (the researchers reached it at all).

Cost of the round: model calls and tokens (`report_json.usage`, as the local model reports them) and wall
time, per question, the difference between the two runs.

    python benchmarks/refinement.py                       # held-out questions (split test)
    python benchmarks/refinement.py --split dev --limit 2
    python benchmarks/refinement.py --index pydocs.sqlite   # keep the index between runs
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from open_research import run_research  # noqa: E402
from open_research.sources.index import DocumentIndex  # noqa: E402

PY_DOCS = Path("/usr/share/doc/python3.11/html")
QUESTIONS = Path(__file__).with_name("refinement_questions.json")
PY_EXCLUDE = ["_sources/*", "_static/*", "_images/*", "_downloads/*"]
#: Small on purpose: one supervisor round of at most two researchers with two tool calls each.
RUN = {
    "allow_clarification": False,
    "search_api": "local",
    "max_concurrent_research_units": 2,
    "max_researcher_iterations": 1,
    "max_react_tool_calls": 2,
}


def grade(state: dict[str, Any], parts: list[dict[str, Any]], root: Path) -> list[dict[str, bool]]:
    """Per labelled part: answered (a kept citation to a labelled page) and read (a labelled page read)."""

    def rel(record: dict[str, Any]) -> str:
        path = record.get("path") or ""
        try:
            return Path(path).resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            return path

    by_id = {r["source_id"]: r for r in state.get("sources", [])}
    kept = {c["source_id"] for c in (state.get("report_json") or {}).get("citations", []) if c["status"] == "supported"}
    cited_pages = {rel(by_id[s]) for s in kept if s in by_id}
    read_pages = {rel(r) for r in by_id.values()}
    return [
        {"answered": bool(cited_pages & set(p["answers"])), "read": bool(read_pages & set(p["answers"]))} for p in parts
    ]


async def run_one(question: dict[str, Any], rounds: int, index: Path, root: Path) -> dict[str, Any]:
    text = " ".join(p["text"] for p in question["parts"])
    start = time.perf_counter()
    error = None
    try:
        state = await run_research(text, local_index=str(index), max_refinement_rounds=rounds, **RUN)
    except Exception as exc:  # a failed run is a figure too: nothing answered
        state, error = {}, f"{type(exc).__name__}: {exc}"[:200]
    wall = time.perf_counter() - start
    usage = (state.get("report_json") or {}).get("usage") or {}
    graded = grade(state, question["parts"], root) if state else [{"answered": False, "read": False}] * 2
    return {
        "id": question["id"],
        "split": question["split"],
        "rounds": rounds,
        "wall_s": round(wall, 1),
        "calls": usage.get("calls", 0),
        "tokens": usage.get("total_tokens", 0),
        "estimated": usage.get("estimated"),
        "refinement_rounds": (state.get("report_json") or {}).get("refinement_rounds", 0),
        "parts": graded,
        "error": error,
    }


def summarise(rows: list[dict[str, Any]], rounds: int) -> dict[str, Any]:
    mine = [r for r in rows if r["rounds"] == rounds]
    parts = [p for r in mine for p in r["parts"]]
    return {
        "questions": len(mine),
        "parts": len(parts),
        "answered": sum(p["answered"] for p in parts),
        "read": sum(p["read"] for p in parts),
        "calls": sum(r["calls"] for r in mine),
        "tokens": sum(r["tokens"] for r in mine),
        "wall_s": sum(r["wall_s"] for r in mine),
        "errors": sum(bool(r["error"]) for r in mine),
        "rounds_run": sum(r["refinement_rounds"] for r in mine),
    }


def print_table(rows: list[dict[str, Any]]) -> None:
    off, on = summarise(rows, 0), summarise(rows, 1)
    n = max(off["parts"], 1)
    print(f"{'':34s} {'refinement off':>16s} {'refinement on':>16s}")
    for label, key in (
        ("sub-questions answered (verified)", "answered"),
        ("sub-questions whose page was read", "read"),
    ):
        print(
            f"{label:34s} {off[key]:>3d}/{off['parts']:<3d} ({off[key] / n:5.1%})"
            f" {on[key]:>3d}/{on['parts']:<3d} ({on[key] / max(on['parts'], 1):5.1%})"
        )
    q = max(on["questions"], 1)
    for key in ("calls", "tokens", "wall_s"):
        print(f"{key + ' per question (mean)':34s} {off[key] / max(off['questions'], 1):>16.1f} {on[key] / q:>16.1f}")
    print(f"{'refinement rounds that ran':34s} {off['rounds_run']:>16d} {on['rounds_run']:>16d}")
    print(f"{'failed runs':34s} {off['errors']:>16d} {on['errors']:>16d}")
    deltas = [
        (b["calls"] - a["calls"], b["tokens"] - a["tokens"])
        for a in rows
        if a["rounds"] == 0
        for b in rows
        if b["rounds"] == 1 and b["id"] == a["id"]
    ]
    if deltas:
        calls, tokens = [d[0] for d in deltas], [d[1] for d in deltas]
        print(
            f"extra per question with the round: calls median {statistics.median(calls):.0f}, "
            f"tokens median {statistics.median(tokens):.0f} "
            f"(means {statistics.mean(calls):.1f} calls, {statistics.mean(tokens):.0f} tokens)"
        )


async def amain(args: argparse.Namespace) -> list[dict[str, Any]]:
    data = json.loads(QUESTIONS.read_text())
    questions = [q for q in data["questions"] if args.split == "all" or q["split"] == args.split][: args.limit]
    index = Path(args.index) if args.index else Path(tempfile.mkdtemp()) / "pydocs.sqlite"
    summary = DocumentIndex(index).update(PY_DOCS, exclude=PY_EXCLUDE)
    print(
        f"index {index}: {len(summary.indexed)} indexed, {len(summary.unchanged)} unchanged ({summary.seconds:.1f} s)",
        file=sys.stderr,
    )
    rows = []
    for q in questions:
        for rounds in (0, 1):
            row = await run_one(q, rounds, index, PY_DOCS)
            rows.append(row)
            print(
                json.dumps(row)
                if args.json
                else f"{row['id']} rounds={rounds}: answered {[p['answered'] for p in row['parts']]} "
                f"read {[p['read'] for p in row['parts']]} calls {row['calls']} tokens {row['tokens']} "
                f"{row['wall_s']} s{' ERROR ' + row['error'] if row['error'] else ''}",
                file=sys.stderr,
                flush=True,
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--split", choices=["test", "dev", "all"], default="test", help="test = the held-out half")
    p.add_argument("--limit", type=int, default=None, help="first N questions of the split")
    p.add_argument("--index", help="index file to build or update (default: a fresh temporary one)")
    p.add_argument("--json", action="store_true", help="print one JSON row per run on stderr, then the table")
    args = p.parse_args(argv)
    if not PY_DOCS.is_dir():
        print(f"{PY_DOCS} not found: sudo apt-get update && sudo apt-get install -y python3.11-doc", file=sys.stderr)
        return 2
    rows = asyncio.run(amain(args))
    print(f"split={args.split}, {len(rows) // 2} questions, embedded model, settings {RUN}")
    print_table(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
