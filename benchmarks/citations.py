"""False accepts and false rejects of the citation verifier on labelled claim/citation pairs.

The pairs (benchmarks/data/citation_pairs.jsonl) were made from the Python 3.11 documentation by
benchmarks/build_citation_set.py, whose rules never call the verifier; each pair's label follows
from how it was made. Each pair becomes a one-sentence report "claim [source]" checked by
``verify_report`` exactly as a run's report is. A faulty pair is falsely accepted when it comes back
``supported``; a correct pair is falsely rejected when it comes back ``unsupported`` or
``contradicted`` (``unverified``: kept, marked, neither). The correct pairs here are the source's own
sentence or one word changed, so they measure near-verbatim confirmation, not paraphrase: for model
prose see benchmarks/meaning.py.

Pages were split in halves when the set was built. Only the "tune" half may be looked at to choose
thresholds (``--tune`` prints a grid on it); the "heldout" half is what the README quotes.

A second set (``--set postgres``, from the PostgreSQL 15 docs) was built after the thresholds were
fixed and is held out entirely.

Run: python benchmarks/citations.py                 # per class and per split, with the shipped thresholds
     python benchmarks/citations.py --tune          # threshold grid on the tuning half only
     python benchmarks/citations.py --errors        # the tuning half's wrong verdicts, one by one
     python benchmarks/citations.py --set postgres  # the second, wholly held-out set
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from open_research.evidence import claims, make_record  # noqa: E402
from open_research.evidence.citations import verify_report  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"


SETS = {"python": ("", "the Python 3.11 docs"), "postgres": ("_postgres", "the PostgreSQL 15 docs")}


def load(name: str = "python") -> tuple[list[dict], dict[str, dict]]:
    suffix = SETS[name][0]
    pairs = [json.loads(line) for line in open(DATA / f"citation_pairs{suffix}.jsonl", encoding="utf-8")]
    records = {}
    with gzip.open(DATA / f"citation_sources{suffix}.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            records[d["id"]] = make_record(
                path=d["id"], title=d["title"], text=d["text"], origin_tool="local_search"
            ).model_dump(mode="json")
    return pairs, records


def check(pair: dict, records: dict[str, dict]):
    """The verifier's verdict on one pair (the first citation check of its one-sentence report)."""
    rec = records[pair["cited"]]
    out = verify_report(f"{pair['claim']} [{rec['source_id']}]\n", [rec])
    return out.citations[0]


def accepted(pair: dict, records: dict[str, dict]) -> bool:
    return check(pair, records).status == "supported"


def rejected(pair: dict, records: dict[str, dict]) -> bool:
    return check(pair, records).status in ("unsupported", "contradicted", "unknown_source")


def errors(pairs: list[dict], records: dict[str, dict]) -> None:
    """Every wrong verdict on the given (tuning) pairs, with the claim, the passage and the reason."""
    for p in pairs:
        c = check(p, records)
        if (c.status == "supported") if p["label"] == "correct" else c.status != "supported":
            continue
        kind = "FALSE REJECT" if p["label"] == "correct" else "FALSE ACCEPT"
        print(f"\n{kind} {p['id']} [{p['class']}] cited {p['cited']} (from {p['origin']}) {p['note']}")
        print(f"  claim:   {p['claim']}")
        print(f"  status:  {c.status} {c.reason} (coverage {c.coverage})")
        print(f"  passage: {' '.join(c.passage.split())[:600]}")


def rates(pairs: list[dict], records: dict[str, dict]) -> dict[str, list[int]]:
    """class -> [correct pairs, false rejects, faulty pairs, false accepts]."""
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for p in pairs:
        row = out[p["class"]]
        if p["label"] == "correct":
            row[0] += 1
            row[1] += rejected(p, records)
        else:
            row[2] += 1
            row[3] += accepted(p, records)
    return out


def _pct(k: int, n: int) -> str:
    return f"{100 * k / n:5.1f}% ({k}/{n})" if n else "    -       "


def report(title: str, table: dict[str, list[int]]) -> None:
    print(f"\n{title}")
    print(f"  {'class':<18} {'false rejects':>18} {'false accepts':>18}")
    tot = [0, 0, 0, 0]
    for cls in sorted(table):
        row = table[cls]
        tot = [a + b for a, b in zip(tot, row, strict=True)]
        print(f"  {cls:<18} {_pct(row[1], row[0]):>18} {_pct(row[3], row[2]):>18}")
    print(f"  {'all':<18} {_pct(tot[1], tot[0]):>18} {_pct(tot[3], tot[2]):>18}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tune", action="store_true", help="grid of thresholds on the tuning half only")
    ap.add_argument(
        "--errors", action="store_true", help="list the wrong verdicts on the tuning half only (claim, passage, reason)"
    )
    ap.add_argument("--set", choices=sorted(SETS), default="python")
    args = ap.parse_args()
    pairs, records = load(args.set)
    tune = [p for p in pairs if p["split"] == "tune"]
    held = [p for p in pairs if p["split"] == "heldout"]
    print(
        f"citation verifier: {len(pairs)} labelled pairs from {SETS[args.set][1]} "
        f"({len(tune)} tuning, {len(held)} held out), {len(records)} source documents"
    )
    if (args.tune or args.errors) and not tune:
        raise SystemExit("this set has no tuning half: it is held out entirely")
    if args.errors:
        errors(tune, records)
        return
    if args.tune:
        shipped = claims.MIN_COVERAGE
        print("\nrejection threshold (share of the claim's content words the passage covers), tuning half:")
        for t in (0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
            claims.MIN_COVERAGE = t
            tab = rates(tune, records)
            c, fr, f, fa = (sum(r[i] for r in tab.values()) for i in range(4))
            print(f"  {t:.2f}: false rejects {_pct(fr, c)}   false accepts {_pct(fa, f)}")
        claims.MIN_COVERAGE = shipped
        return
    t0 = time.perf_counter()
    if tune:
        report("tuning half (used to choose the thresholds)", rates(tune, records))
    report("HELD-OUT (never used for tuning)", rates(held, records))
    print(
        f"\nrejected below coverage {claims.MIN_COVERAGE}; 'supported' only near-verbatim; "
        f"{1000 * (time.perf_counter() - t0) / len(pairs):.2f} ms per pair"
    )


if __name__ == "__main__":
    main()
