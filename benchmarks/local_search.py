"""Benchmark the local document index: indexing throughput, query latency, recall@5 and MRR.

Corpora: the Python 3.11 documentation from the Debian package `python3.11-doc` (HTML), and the Acme demo
corpus in examples/acme. Questions with known answer files are in benchmarks/search_questions.json.

    python benchmarks/local_search.py                      # BM25 (default tokenizer: porter)
    python benchmarks/local_search.py --tokenizer unicode61  # BM25 without stemming
    python benchmarks/local_search.py --bm25-only           # do not compute embeddings while indexing

When the optional `wordllama` package is installed, the index stores embeddings and the script compares BM25
alone with BM25 + embeddings fused by reciprocal rank (the default ranking in that case).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from open_research.sources.index import DocumentIndex, SearchHit  # noqa: E402

PY_DOCS = Path("/usr/share/doc/python3.11/html")
ACME = REPO / "examples" / "acme"
QUESTIONS = Path(__file__).with_name("search_questions.json")
# Sphinx ships every page twice (HTML and its reST source under _sources); index the HTML only.
PY_EXCLUDE = ["_sources/*", "_static/*", "_images/*", "_downloads/*"]
TOKENIZERS = {"porter": "porter unicode61 remove_diacritics 2", "unicode61": "unicode61 remove_diacritics 2"}


def evaluate(search, root: Path, questions: list[dict], k: int = 5) -> dict:
    """recall@k (any answer file in the top k) and MRR@k, overall and per split."""
    per_split: dict[str, list[tuple[int, float]]] = {"all": [], "dev": [], "test": []}
    misses = []
    for item in questions:
        hits: list[SearchHit] = search(item["q"], k)
        rels = [Path(h.path).resolve().relative_to(root).as_posix() for h in hits]
        rank = next((i + 1 for i, r in enumerate(rels) if r in item["answers"]), None)
        score = (1, 1.0 / rank) if rank else (0, 0.0)
        per_split["all"].append(score)
        per_split[item.get("split", "dev")].append(score)
        if not rank:
            misses.append((item["q"], rels[:3]))
    out = {}
    for name, rows in per_split.items():
        if rows:
            out[name] = {
                "n": len(rows),
                "recall@5": sum(r for r, _ in rows) / len(rows),
                "mrr": sum(m for _, m in rows) / len(rows),
            }
    out["misses"] = misses
    return out


def latency(
    rankers: list[tuple[str, object]], questions: list[dict], rounds: int = 5
) -> dict[str, tuple[float, float]]:
    """p50/p95 in ms per ranker; rankers alternate query by query so machine load hits them alike."""
    times: dict[str, list[float]] = {label: [] for label, _ in rankers}
    for _ in range(rounds):
        for item in questions:
            for label, search in rankers:
                t = time.perf_counter()
                search(item["q"], 5)
                times[label].append((time.perf_counter() - t) * 1000)
    out = {}
    for label, values in times.items():
        values.sort()
        out[label] = (statistics.median(values), values[int(len(values) * 0.95) - 1])
    return out


def print_quality(label: str, result: dict, show_misses: bool) -> None:
    parts = [
        f"{s}: recall@5={v['recall@5']:.3f} MRR={v['mrr']:.3f} (n={v['n']})" for s, v in result.items() if s != "misses"
    ]
    print(f"  {label:<22} " + " | ".join(parts))
    if show_misses:
        for q, top in result["misses"]:
            print(f"      miss: {q!r} -> {top}")


def run(corpus: str, root: Path, questions: list[dict], args, workdir: Path) -> None:
    print(f"\n== {corpus}: {root}")
    exclude = PY_EXCLUDE if corpus == "python_docs" else ()
    index = DocumentIndex(
        workdir / f"{corpus}.sqlite", tokenizer=TOKENIZERS[args.tokenizer], hybrid=False if args.bm25_only else None
    )
    stats = index.stats()
    summary = index.update(root, exclude=exclude)
    files = len(summary.indexed)
    mb = summary.bytes_read / 1e6
    print(
        f"  indexed {files} files ({mb:.1f} MB read, {summary.chunks} chunks, {len(summary.skipped)} skipped) "
        f"in {summary.seconds:.1f} s: {files / summary.seconds:.1f} files/s, {mb / summary.seconds:.2f} MB/s "
        f"(embeddings: {stats['embeddings'] or 'off'})"
    )
    again = index.update(root, exclude=exclude)
    print(f"  re-index with no changes: {again.seconds:.2f} s ({len(again.unchanged)} unchanged)")
    print(f"  index file: {index.stats()['file_bytes'] / 1e6:.1f} MB, tokenizer: {args.tokenizer}")
    bm25 = DocumentIndex(index.path, hybrid=False)
    rankers = [("BM25", bm25.search)]
    if stats["embeddings"]:
        rankers.append(("BM25+wordllama (RRF)", index.search))
    for label, (p50, p95) in latency(rankers, questions).items():
        print(f"  query latency {label}, k=5, {len(questions) * 5} queries: p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    for label, search in rankers:
        print_quality(label, evaluate(search, root, questions), args.misses)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokenizer", choices=sorted(TOKENIZERS), default="porter")
    parser.add_argument(
        "--bm25-only", action="store_true", help="build without embeddings even if wordllama is installed"
    )
    parser.add_argument("--misses", action="store_true", help="list the questions whose answer is not in the top 5")
    parser.add_argument("--corpus", choices=["python_docs", "acme", "all"], default="all")
    args = parser.parse_args()
    if args.corpus in ("python_docs", "all") and not PY_DOCS.is_dir():
        print(
            f"{PY_DOCS} not found. Install the Python docs first:\n"
            "    sudo apt-get update && sudo apt-get install -y python3.11-doc",
            file=sys.stderr,
        )
        return 2
    questions = json.loads(QUESTIONS.read_text())
    with tempfile.TemporaryDirectory() as tmp:
        if args.corpus in ("python_docs", "all"):
            run("python_docs", PY_DOCS, questions["python_docs"], args, Path(tmp))
        if args.corpus in ("acme", "all"):
            run("acme", ACME, questions["acme"], args, Path(tmp))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
