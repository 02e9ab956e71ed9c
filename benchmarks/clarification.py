"""Benchmark the grounded clarification step on the embedded default: does it ask back vague questions,
leave clear ones alone, name real options, and how much time does it add?

Questions and labels (vague/clear, dev/test, and for vague ones the documents a person would offer) are in
benchmarks/clarification_questions.json; they were written by hand before the detector and the test half
was never used for tuning. Corpora: examples/harbour, examples/acme and the Python 3.11 documentation from
the Debian package `python3.11-doc`.

    python benchmarks/clarification.py                 # the held-out half (split "test")
    python benchmarks/clarification.py --split dev -v  # the tuning half, every question shown
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from langchain_core.messages import HumanMessage  # noqa: E402

from open_research.config import BASE_KEY, ResearchConfig  # noqa: E402
from open_research.graph.clarify import clarify_with_user  # noqa: E402
from open_research.sources.index import DocumentIndex  # noqa: E402

QUESTIONS = Path(__file__).with_name("clarification_questions.json")
PY_DOCS = Path("/usr/share/doc/python3.11/html")
CORPORA = {
    "harbour": (REPO / "examples" / "harbour", ()),
    "acme": (REPO / "examples" / "acme", ()),
    "python_docs": (PY_DOCS, ("_sources/*", "_static/*", "_images/*", "_downloads/*")),
}


async def ask_or_not(question: str, index: Path) -> tuple[bool, list[str], float]:
    """Run the clarify node as a run on the embedded default would: (asked, options, seconds)."""
    config = {"configurable": {BASE_KEY: ResearchConfig(), "search_api": "local", "local_index": str(index)}}
    started = time.perf_counter()
    command = await clarify_with_user({"messages": [HumanMessage(content=question)]}, config)
    seconds = time.perf_counter() - started
    update = command.update or {}
    return command.goto == "ask_user", list(update.get("clarification_options") or []), seconds


def titles(index: Path) -> dict[str, str]:
    """Document title -> path relative to the indexed folder."""
    with sqlite3.connect(index) as con:
        return {title: relpath for title, relpath in con.execute("SELECT title, relpath FROM documents")}


def share(rows: list[dict], test) -> str:
    hits = sum(1 for r in rows if test(r))
    return f"{hits}/{len(rows)} = {hits / len(rows):.0%}" if rows else "n/a"


async def main_async(args: argparse.Namespace) -> int:
    questions = [q for q in json.loads(QUESTIONS.read_text()) if args.split in ("all", q["split"])]
    wanted = sorted({q["corpus"] for q in questions})
    if "python_docs" in wanted and not PY_DOCS.is_dir():
        print(
            f"{PY_DOCS} not found. Install the Python docs first:\n"
            "    sudo apt-get update && sudo apt-get install -y python3.11-doc",
            file=sys.stderr,
        )
        return 2
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        indexes = {}
        for corpus in wanted:
            root, exclude = CORPORA[corpus]
            indexes[corpus] = Path(tmp) / f"{corpus}.sqlite"
            summary = DocumentIndex(indexes[corpus], hybrid=False).update(root, exclude=exclude)
            print(f"indexed {corpus}: {summary.total_documents} documents in {summary.seconds:.1f} s")
        await ask_or_not("warm-up question", indexes[wanted[0]])  # imports and first connection
        for q in questions:
            asked, options, seconds = await ask_or_not(q["q"], indexes[q["corpus"]])
            known = titles(indexes[q["corpus"]])
            real = [o for o in options if o in known]
            plausible = [o for o in real if q.get("plausible") and known[o] in q["plausible"]]
            rows.append(
                {
                    **q,
                    "asked": asked,
                    "options": options,
                    "real": real,
                    "plausible_named": plausible,
                    "seconds": seconds,
                }
            )
            if args.verbose:
                mark = "ok " if asked == (q["label"] == "vague") else "BAD"
                print(
                    f"{mark} {q['label']:<5} {q['corpus']:<11} {seconds * 1000:5.0f} ms {q['q']!r} -> "
                    f"{'asks: ' + '; '.join(options) if asked else 'no question'}"
                )
    vague = [r for r in rows if r["label"] == "vague"]
    clear = [r for r in rows if r["label"] == "clear"]
    with_plausible = [r for r in vague if r.get("plausible")]
    times = sorted(r["seconds"] for r in rows)
    print(
        f"\nsplit: {args.split}, {len(rows)} questions ({len(vague)} vague, {len(clear)} clear), "
        f"corpora: {', '.join(wanted)}; model: embedded default ({ResearchConfig().model})"
    )
    print(f"  ask rate on vague questions (target >= 80%):   {share(vague, lambda r: r['asked'])}")
    print(f"  ask rate on clear questions (target <= 10%):   {share(clear, lambda r: r['asked'])}")
    print(
        "  vague questions asked naming >= 2 real options: "
        f"{share(vague, lambda r: r['asked'] and len(r['real']) >= 2)}"
    )
    print(
        f"  ... naming >= 2 of the labelled plausible ones: "
        f"{share(with_plausible, lambda r: r['asked'] and len(r['plausible_named']) >= 2)} "
        f"(vague questions with a labelled list)"
    )
    print(
        f"  time added per run (clarify node, no model call): median {statistics.median(times) * 1000:.0f} ms, "
        f"p95 {times[max(0, int(len(times) * 0.95) - 1)] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms (target < 1 s)"
    )
    for corpus in wanted:
        mine = [r for r in rows if r["corpus"] == corpus]
        print(
            f"  {corpus:<11} vague asked {share([r for r in mine if r['label'] == 'vague'], lambda r: r['asked'])}, "
            f"clear asked {share([r for r in mine if r['label'] == 'clear'], lambda r: r['asked'])}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split",
        choices=["test", "test2", "dev", "all"],
        default="test",
        help="test: the held-out half (default); dev: the questions used for tuning; test2: a second "
        "held-out set written later, before the first revision's last change",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="show every question and the decision")
    return asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
