"""Citations checked for meaning: false accepts and false rejects on claims written like a model's prose.

The pairs (benchmarks/data/meaning_pairs.jsonl) were written by hand from text the project had not
used (SQLite's documentation, chapter 3 of the Debian Policy Manual, GPL-3 and Apache-2.0; see
benchmarks/build_meaning_sources.py), with their labels and the tune/heldout split, before any
verifier ran on them. Each held-out set is measured once and then retired into tuning (``split``
"tune", ``first_split`` naming the set it came from): the first (``heldout``), with 41 more tuning
pairs from gzip(1) and ssh-add(1), then ``heldout2`` (128 pairs from ssh_config(5), tar(1),
git-stash(1)), with 37 more tuning pairs from two Git release notes, then ``heldout3`` (146 pairs
from APT's NEWS.Debian and README.md, jq's README), ``heldout4`` (119 pairs: the bzip2 manual as
HTML, less's release news), ``heldout5``, ``heldout6``, ``heldout7``, ``heldout8`` and ``heldout9``
(logrotate(8), crontab(5), grep's NEWS; measured twice, then retired). The held-out set is now
``heldout10`` (journald.conf(5), the Debian Python Policy, make's NEWS); the ``--split`` choices are the
held-out splits the file holds and that one.
True claims are real paraphrases (reordered, merged from two sentences,
shortened, other words, figures restated: "ten" for 10, "a billion bytes" for "1 billion"); faults
are of twelve kinds (figure, scale, unit, date, negation, modality, quantifier, temporal
scope, cause, entity, identifier, direction).

Each pair becomes a one-sentence report "claim [source]" checked by ``verify_report`` as a run's
report is. Figures per split and per class:

- true claims: confirmed (``supported``), left ``unverified``, rejected (``unsupported`` /
  ``contradicted``: a false reject);
- faulty claims: accepted as ``supported`` (a false accept), left ``unverified``, rejected.

With ``--judge URL`` the claims the lexical layer leaves unverified go to the verifier model (an
OpenAI-compatible endpoint, e.g. ``benchmarks/serve_gguf.py`` serving a GGUF file) through the same code
a run uses (``graph.judge.judge_claims``, role ``verifier``), and the table is printed again for
lexical + judge. Only the tuning half may be looked at while choosing rules or thresholds; the
README quotes the held-out half.

Run: python benchmarks/meaning.py --split both           # lexical layer, both halves
     python benchmarks/meaning.py --split tune --errors # the tuning half's wrong or open verdicts
     python benchmarks/meaning.py --split tune --reasons # rejects per rule, per first_split
     python benchmarks/meaning.py --judge http://127.0.0.1:8941/v1 --model qwen2.5-coder-1.5b-instruct \\
         --split heldout7
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from open_research.evidence import make_record  # noqa: E402
from open_research.evidence.citations import CitationCheck, verify_report  # noqa: E402
from open_research.evidence.normalize import figures  # noqa: E402
from open_research.evidence.verdict import Verdict  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
#: The next held-out set, a --split choice before its pairs are in the file.
NEXT = "heldout10"
#: Verdicts of a judge run, per model: a run's by-product, kept outside the repository.
SAVE = Path(tempfile.gettempdir()) / "open-research-meaning" / "verdicts.jsonl"


def load() -> tuple[list[dict], dict[str, dict]]:
    pairs = [json.loads(line) for line in open(DATA / "meaning_pairs.jsonl", encoding="utf-8")]
    records = {}
    with gzip.open(DATA / "meaning_sources.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            records[d["id"]] = make_record(
                path=d["origin"], title=d["title"], text=d["text"], origin_tool="local_search"
            ).model_dump(mode="json")
    return pairs, records


def check(pair: dict, records: dict[str, dict], verdicts: dict[str, Verdict] | None = None) -> CitationCheck:
    rec = records[pair["cited"]]
    return verify_report(f"{pair['claim']} [{rec['source_id']}]\n", [rec], verdicts=verdicts).citations[0]


def outcome(status: str) -> str:
    return {"supported": "confirmed", "unverified": "open"}.get(status, "rejected")


def table(pairs: list[dict], checks: dict[str, CitationCheck]) -> dict[tuple[str, str], list[int]]:
    """(label, class) -> [n, confirmed, open, rejected]."""
    out: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for p in pairs:
        row = out[(p["label"], p["class"])]
        row[0] += 1
        row[1 + ("confirmed", "open", "rejected").index(outcome(checks[p["id"]].status))] += 1
    return out


def _pct(k: int, n: int) -> str:
    return f"{100 * k / n:5.1f}% ({k}/{n})" if n else "-"


def show(title: str, tab: dict[tuple[str, str], list[int]]) -> None:
    print(f"\n{title}")
    for label, head in (("true", "TRUE claims"), ("fault", "FAULTY claims")):
        bad = "false reject" if label == "true" else "FALSE ACCEPT"
        print(f"  {head:<22} {'confirmed':>16} {'unverified':>16} {'rejected':>16}   ({bad})")
        tot = [0, 0, 0, 0]
        for (lab, cls), row in sorted(tab.items()):
            if lab != label:
                continue
            tot = [a + b for a, b in zip(tot, row, strict=True)]
            print(f"    {cls:<20} {_pct(row[1], row[0]):>16} {_pct(row[2], row[0]):>16} {_pct(row[3], row[0]):>16}")
        print(f"    {'all':<20} {_pct(tot[1], tot[0]):>16} {_pct(tot[2], tot[0]):>16} {_pct(tot[3], tot[0]):>16}")


def errors(pairs: list[dict], checks: dict[str, CitationCheck]) -> None:
    for p in pairs:
        c = checks[p["id"]]
        o = outcome(c.status)
        if (p["label"] == "true" and o == "confirmed") or (p["label"] == "fault" and o == "rejected"):
            continue
        print(f"\n{p['id']} {p['label']}/{p['class']} -> {c.status} [{c.layer}] {c.reason}")
        print(f"  claim:   {p['claim']}")
        print(f"  passage: {' '.join(c.passage.split())[:400]}")
        if c.verdict:
            print(f"  judge:   {c.verdict}: {c.span[:200]}")


#: A reject reason's rule, by the words of its reason (claims.py, qualifiers.py, polarity.py).
_RULES = (
    ("quotation not in", "quotation"),
    ("the passage covers", "coverage"),
    ("the passage says the opposite", "negation"),
    ("modality differs", "modality"),
    ("the passage qualifies it", "quantifier"),
    ("the passage makes an exception", "quantifier"),
    ("the passage says it of all", "quantifier"),
    ("frequency is the opposite", "quantifier"),
    ("the passage limits this in time", "scope"),
    ("does not date the statement so", "scope"),
    ("no passage of the source", "no passage"),
)


def rule_of(c: CitationCheck) -> str:
    """The lexical rule a rejection comes from, read off its reason: a missing figure and a missing
    name are different rules, and 'the claim says "X", the passage "Y"' is a polarity flip when it
    contradicts, a quantifier hedge when it does not."""
    r = c.reason
    if r.startswith("not in the cited passage: "):
        items = r.split(": ", 1)[1].split(", ")
        return "missing figure" if any(any(ch.isdigit() for ch in i) or figures(i) for i in items) else "missing name"
    for start, rule in _RULES:
        if start in r:
            return rule
    if r.startswith("the claim says"):
        return "polarity" if c.status == "contradicted" else "quantifier"
    return "other: " + r[:40]


def reasons(pairs: list[dict], checks: dict[str, CitationCheck]) -> None:
    """Rejects per rule: true claims (false rejects) and faulty ones, overall and per first_split."""
    sets = sorted({p.get("first_split") or p["split"] for p in pairs}, key=lambda s: (len(s), s))
    count: dict[tuple[str, str, str], int] = defaultdict(int)
    size: dict[tuple[str, str], int] = defaultdict(int)
    for p in pairs:
        where = p.get("first_split") or p["split"]
        size[(p["label"], where)] += 1
        size[(p["label"], "all")] += 1
        c = checks[p["id"]]
        if outcome(c.status) == "rejected":
            rule = rule_of(c)
            count[(rule, p["label"], where)] += 1
            count[(rule, p["label"], "all")] += 1
    cols = ["all", *sets]

    def row(name: str, cells: list[str]) -> None:
        print(f"  {name:<16}" + "".join(f"{c:>14}" for c in cells))

    print("\nREJECTS PER RULE (true rejected / faulty rejected), per first_split")
    row("rule", cols)
    row("(pairs)", [f"{size['true', s]}/{size['fault', s]}" for s in cols])
    for rule in sorted({k[0] for k in count}):
        row(rule, [f"{count[rule, 'true', s]}/{count[rule, 'fault', s]}" for s in cols])
    tr = {s: sum(v for k, v in count.items() if k[1] == "true" and k[2] == s) for s in cols}
    row("true rejected", [f"{100 * tr[s] / max(size['true', s], 1):.1f}%" for s in cols])


def judge(
    url: str,
    model: str,
    pairs: list[dict],
    checks: dict[str, CitationCheck],
    api_key_env: str | None,
    limit: int,
    saved_only: bool = False,
) -> dict[str, Verdict]:
    """The verifier model's verdicts on the unverified pairs, asked as a run asks (``judge_claims``, role
    ``verifier``), one batch at a time; each batch's answers are appended to ``--save`` so that a run on
    a loaded shared server can be resumed, and the table counts only what was judged."""
    from open_research.config import ResearchConfig
    from open_research.graph import judge as judge_mod

    cfg = ResearchConfig.model_validate(
        {
            "model": f"openai:{model}",
            "base_url": url,
            "models": {"verifier": {"temperature": 0, **({"api_key_env": api_key_env} if api_key_env else {})}},
        }
    )
    open_pairs = judge_mod.uncertain(
        (c.model_dump() for p in pairs if (c := checks[p["id"]]).status == "unverified"), limit=limit
    )
    saved = SAVE.with_name(f"{SAVE.stem}-{model}.jsonl")
    verdicts: dict[str, Verdict] = {}
    passages = {p["key"]: p["passage"] for p in open_pairs}
    if saved.exists():  # re-read through the shipped rule (a span not in the passage decides nothing)
        for line in saved.read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            said = d["said"].split(",")[0]
            if d["key"] in passages and said in judge_mod.SAID:
                verdicts[d["key"]] = judge_mod._verdict(said, d["span"], passages[d["key"]])
    todo = [] if saved_only else [p for p in open_pairs if p["key"] not in verdicts]
    print(f"\nverifier {model} at {url}: {len(open_pairs)} unverified pairs, {len(verdicts)} judged before")
    t0 = time.perf_counter()
    for lo in range(0, len(todo), judge_mod.BATCH):
        batch = todo[lo : lo + judge_mod.BATCH]
        got = asyncio.run(judge_mod.judge_claims(cfg, batch))
        with saved.open("a", encoding="utf-8") as f:
            for k, v in got.items():
                said = v.said.split(",")[0]  # the model's own word, before any note of ours
                f.write(json.dumps({"key": k, "status": v.status, "said": said, "span": v.span}) + "\n")
        verdicts.update(got)
        print(
            f"  {lo + len(batch)}/{len(todo)} sent, {len(got)} answered, {time.perf_counter() - t0:.0f} s", flush=True
        )
    judged = sum(p["key"] in verdicts for p in open_pairs)
    print(f"judged {judged} of {len(open_pairs)} unverified pairs")
    return verdicts


def _key(c: CitationCheck) -> str:
    from open_research.evidence.verdict import pair_key

    return pair_key(c.claim, c.passage)


def main() -> None:
    pairs, records = load()
    # the held-out splits the file holds, and the next one (written in its own branch; empty until merged)
    held = sorted({p["split"] for p in pairs} - {"tune"} | {NEXT}, key=lambda s: (len(s), s))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", choices=("tune", *held, "both"), default="tune")
    ap.add_argument("--errors", action="store_true", help="list wrong or open verdicts (tuning half only)")
    ap.add_argument("--reasons", action="store_true", help="rejects per rule and per first_split")
    ap.add_argument("--judge", metavar="URL", help="OpenAI-compatible base URL of the verifier model")
    ap.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    ap.add_argument("--api-key-env", default=None, help="environment variable holding the endpoint's key")
    ap.add_argument("--limit", type=int, default=10_000, help="judge at most this many unverified pairs")
    ap.add_argument("--saved-only", action="store_true", help="use the verdicts saved so far; ask the model nothing")
    args = ap.parse_args()
    splits = ("tune", held[-1]) if args.split == "both" else (args.split,)
    if args.errors and splits != ("tune",):
        raise SystemExit("--errors lists the tuning half only: use --split tune")
    chosen = [p for p in pairs if p["split"] in splits]
    if not chosen:
        raise SystemExit(f"no pairs in split {args.split} yet")
    print(
        f"meaning benchmark: {len(pairs)} hand-written pairs ({sum(p['label'] == 'true' for p in pairs)} true, "
        f"{sum(p['label'] == 'fault' for p in pairs)} faulty), {len(records)} sources; showing {', '.join(splits)}"
    )
    t0 = time.perf_counter()
    checks = {p["id"]: check(p, records) for p in chosen}
    ms = 1000 * (time.perf_counter() - t0) / max(len(chosen), 1)
    for split in splits:
        show(f"LEXICAL LAYER ALONE, {split} half", table([p for p in chosen if p["split"] == split], checks))
    print(f"\n{ms:.1f} ms per pair (lexical)")
    if args.reasons:
        reasons(chosen, checks)
    if args.judge:
        SAVE.parent.mkdir(exist_ok=True)
        verdicts = judge(args.judge, args.model, chosen, checks, args.api_key_env, args.limit, args.saved_only)
        unjudged = {p["id"] for p in chosen if checks[p["id"]].status == "unverified"}
        unjudged -= {p["id"] for p in chosen if _key(checks[p["id"]]) in verdicts}
        checks = {p["id"]: check(p, records, verdicts) for p in chosen}
        for split in splits:
            show(
                f"LEXICAL + JUDGE ({args.model}), {split} half",
                table([p for p in chosen if p["split"] == split], checks),
            )
            if unjudged:
                rest = [p for p in chosen if p["split"] == split and p["id"] not in unjudged]
                show(
                    f"  the same, only the {len(rest)} pairs decided lexically or judged ({split})", table(rest, checks)
                )
    if args.errors:
        errors(chosen, checks)


if __name__ == "__main__":
    main()
