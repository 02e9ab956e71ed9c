"""Time of citation verification and conflict detection on a large ledger, one core.

90 sources of 50,000 characters each (real text: the Python docs pages of the citation set,
repeated to length), a report of 90 cited sentences (one per source, taken from it) plus 10
uncited ones. Each measurement starts with an empty index cache (``passages``). The values each
source states (``statements``, read by claim-driven and ledger conflict search) stay cached between
repeats unless ``--cold``: with it every cache of ``open_research.evidence`` is emptied before each
repeat, as for a run's first report over sources never read before (the figure a new run pays).
``--prepared`` measures a run's order: from cold caches, ``prepare_ledger`` (the sources read and their
conflicts found, which the report node does in a worker thread while the writer model works), then
the check of the report, which is all that waits for the draft.
The process's CPU time is reported beside wall time: on a shared machine it is the honest one-core figure.

Run: python benchmarks/verify_speed.py [--sources 90] [--chars 50000] [--repeat 5] [--cold | --prepared]
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from open_research.evidence import make_record, merge_ledger, passages  # noqa: E402
from open_research.evidence.citations import verify_report  # noqa: E402
from open_research.evidence.conflicts import detect_conflicts  # noqa: E402
from open_research.evidence.prepare import prepare_ledger  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "citation_sources.jsonl.gz"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", type=int, default=90)
    ap.add_argument("--chars", type=int, default=50_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument(
        "--same-subject",
        action="store_true",
        help="give every source the same title: the worst case for conflict search between sources",
    )
    ap.add_argument("--cold", action="store_true", help="empty every evidence cache before each repeat")
    ap.add_argument(
        "--prepared",
        action="store_true",
        help="from cold caches, prepare the ledger (as while the report is written), then time the check alone",
    )
    args = ap.parse_args()
    with gzip.open(DATA, "rt", encoding="utf-8") as f:
        docs = [json.loads(line) for line in f]
    docs = [d for d in docs if d["id"].startswith("library/")]
    recs, lines = [], ["# Report", ""]
    for i in range(args.sources):
        d = docs[i % len(docs)]
        text = (f"Copy {i}.\n" + d["text"] * (args.chars // len(d["text"]) + 1))[: args.chars]
        title = "Python standard library reference" if args.same_subject else d["title"]
        r = make_record(path=f"{d['id']}#{i}", title=title, text=text, origin_tool="local_search")
        recs.append(r.model_dump(mode="json"))
        sents = [
            s for s in re.split(r"(?<=[.!?])\s+", " ".join(d["text"].split())) if 60 < len(s) < 300 and "[" not in s
        ]
        lines.append(f"{sents[len(sents) // 2]} [{r.source_id}]")
    lines += [f"An uncited remark number {k} about the sources." for k in range(10)]
    md = "\n\n".join(lines)
    ledger = merge_ledger(recs, [])
    total = sum(len(r["text"]) for r in ledger)
    verify_t, conflict_t, cpu_v, cpu_c = [], [], [], []
    for _ in range(args.repeat):
        passages._CACHE.clear()
        if args.cold or args.prepared:
            _clear_caches()
        # in a run's order (graph/report.py): the ledger's conflicts first, then the verification
        # of the report, whose claim-driven conflict search reuses the statements read for them
        t, c = time.perf_counter(), time.process_time()
        found = prepare_ledger(ledger) if args.prepared else detect_conflicts(ledger)
        conflict_t.append(time.perf_counter() - t)
        cpu_c.append(time.process_time() - c)
        t, c = time.perf_counter(), time.process_time()
        out = verify_report(md, ledger, conflicts=found)
        verify_t.append(time.perf_counter() - t)
        cpu_v.append(time.process_time() - c)
    kept = sum(c.status in ("supported", "unverified") for c in out.citations)
    print(
        f"{len(ledger)} sources, {total:,} characters, report of {len(lines) - 2} sentences "
        f"({kept}/{len(out.citations)} citations kept)"
    )
    total = [v + c for v, c in zip(cpu_v, cpu_c, strict=True)]
    print(f"{'both:':<18} CPU median {statistics.median(total):.3f} s (min {min(total):.3f})")
    first = "prepare_ledger" if args.prepared else "detect_conflicts"
    for name, wall, cpu in ((first, conflict_t, cpu_c), ("verify_report", verify_t, cpu_v)):
        print(
            f"{name + ':':<18} CPU median {statistics.median(cpu):.3f} s (min {min(cpu):.3f}); wall median "
            f"{statistics.median(wall):.3f} s (min {min(wall):.3f})  [the process's CPU time is the "
            f"one-core figure on a shared machine]"
        )


def _clear_caches() -> None:
    """Empty the memoised functions of every loaded ``open_research.evidence`` module."""
    passages._CACHE.clear()
    for name, mod in list(sys.modules.items()):
        if (
            name.startswith(("open_research.evidence", "open_research.sources", "open_research.text"))
            and mod is not None
        ):
            for obj in vars(mod).values():
                if callable(getattr(obj, "cache_clear", None)):
                    obj.cache_clear()


if __name__ == "__main__":
    main()
