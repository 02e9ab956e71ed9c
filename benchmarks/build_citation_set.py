"""Build the labelled claim/citation set for benchmarks/citations.py from real documentation.

Source text: Debian's python3.11-doc (the Python 3.11 HTML docs), read with the project's own
ingest. Claims are made from real sentences by simple rules written here, never with the
verifier's code (nothing from open_research.evidence is imported): the label of each pair follows
from how it was made. Classes:

  paraphrase          a sentence reworded (prefix, synonyms, shortened)             -> correct
  number_words        a figure up to 100 written in words                           -> correct
                      ... and a wrong figure in words                               -> fault
  date_formats        a changelog release date in another format                    -> correct
                      ... and a wrong day in another format                         -> fault
  quote_punctuation   a quoted clause with a comma dropped or other quote marks     -> correct
                      ... and a quoted clause with one word changed                 -> fault
  swapped_figure      a figure replaced by one the page never states                -> fault
  unit                the same figure with another unit                             -> fault
  negation            "not" inserted or removed                                     -> fault
  number_elsewhere    a figure replaced by one stated elsewhere on the same page    -> fault
  misattribution      a correct sentence cited to a related page that lacks it       -> fault

Pages are split in halves by a hash of their name: "tune" (may be used to calibrate) and
"heldout" (never used for tuning). Output: benchmarks/data/citation_pairs.jsonl and
benchmarks/data/citation_sources.jsonl.gz, both committed; rebuild with

  apt-get install python3.11-doc && python benchmarks/build_citation_set.py

``--corpus postgres`` builds a second set the same way from Debian's postgresql-doc-15 (release
notes give the dates), all of it held out: it was made after the thresholds were fixed and is
never used for tuning (benchmarks/data/citation_pairs_postgres.jsonl, citation_sources_postgres...).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import random
import re
import sys
from pathlib import Path

#: Where Debian's doc packages install their HTML; which pages are prose; the output file suffix.
CORPORA = {
    "python": {
        "docs": Path("/usr/share/doc/python3.11/html"),
        "package": "python3.11-doc",
        "pages": "library/*.html",
        "suffix": "",
        "min_numbered": 4,
        "min_chars": 8_000,
    },
    "postgres": {
        "docs": Path("/usr/share/doc/postgresql-doc-15/html"),
        "package": "postgresql-doc-15",
        "pages": "*.html",
        "suffix": "_postgres",
        "min_numbered": 2,
        "min_chars": 3_000,
    },
}
CORPUS = CORPORA["python"]
OUT = Path(__file__).resolve().parent / "data"
PAGES = 60
PER_CLASS = 80
SEED = 20261130

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split()
)
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
MONTHS = "January February March April May June July August September October November December".split()
UNITS = [
    "bytes",
    "seconds",
    "bits",
    "characters",
    "milliseconds",
    "minutes",
    "hours",
    "days",
    "digits",
    "lines",
    "kilobytes",
    "megabytes",
]
SYNONYMS = {
    "returns": "gives back",
    "return": "give back",
    "must": "has to",
    "contains": "holds",
    "allows": "lets",
    "specifies": "sets",
    "default": "standard",
    "called": "invoked",
    "removed": "dropped",
    "created": "made",
    "maximum": "largest",
    "minimum": "smallest",
    "uses": "relies on",
    "used": "employed",
    "also": "additionally",
    "only": "just",
}
WRONG_WORD = {
    "minimum": "maximum",
    "maximum": "minimum",
    "before": "after",
    "after": "before",
    "first": "last",
    "last": "first",
    "larger": "smaller",
    "smaller": "larger",
    "true": "false",
    "false": "true",
    "always": "rarely",
    "read": "written",
    "input": "output",
    "output": "input",
    "new": "old",
    "positive": "negative",
    "negative": "positive",
    "start": "end",
    "end": "start",
}
AUX = re.compile(r"\b(is|are|can|will|must|should|does|do|may)\b")


def words_for(n: int) -> str:
    """English words for 0..100 (written here, independent of the verifier's parser)."""
    if n < 20:
        return _ONES[n]
    if n == 100:
        return "one hundred"
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


def split_of(name: str) -> str:
    if CORPUS is not CORPORA["python"]:
        return "heldout"  # the second corpus exists only to be held out
    return "tune" if int(hashlib.sha256(name.encode()).hexdigest(), 16) % 2 == 0 else "heldout"


def sentences(text: str) -> list[str]:
    """Sentences of ordinary prose: one line each after joining hard-wrapped lines."""
    joined = re.sub(r"\n(?=[a-z(])", " ", text)
    out = []
    for line in joined.splitlines():
        for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", line.strip()):
            s = s.strip()
            words = s.split()
            if (
                8 <= len(words) <= 40
                and s.endswith(".")
                and s[0].isupper()
                and not re.search(r"[\[\]`{}<>|=]", s)
                and not s.startswith(("New in version", "Changed in version", "Deprecated"))
            ):
                out.append(s)
    return out


_NUM = re.compile(r"(?<![\w.,:/+*@?'\"-])(\d{1,4})(?![\w.,:/%+*@'\"-]|\.\d)")


def plain_numbers(s: str) -> list[re.Match]:
    return [
        m
        for m in _NUM.finditer(s)
        if not re.search(r"(?i)(version|python|pep|rfc|bpo|gh)\s*-?$", s[max(0, m.start() - 12) : m.start()])
    ]


def load_pages() -> list[dict]:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from open_research.sources import ingest  # the project's reader of HTML (title, text, stated date)

    pages = []
    docs = CORPUS["docs"]
    for path in sorted(docs.glob(CORPUS["pages"])):
        if path.name.startswith(("release-", "genindex", "bookindex", "sql-keywords")):
            continue  # release notes give the dates; indexes are not prose
        try:
            doc = ingest.extract(path, path.read_bytes())
        except ingest.SkipFile:
            continue
        sents = sentences(doc.text)
        if (
            len([s for s in sents if plain_numbers(s)]) >= CORPUS["min_numbered"]
            and CORPUS["min_chars"] <= len(doc.text) <= 120_000
        ):
            pages.append(
                {"id": path.relative_to(docs).as_posix(), "title": doc.title, "text": doc.text, "sents": sents}
            )
    rng = random.Random(SEED)
    rng.shuffle(pages)
    return pages[:PAGES]


def load_releases() -> list[dict]:
    """One document per release: heading, stated release date, the first entries."""
    from open_research.sources import ingest

    if CORPUS is CORPORA["postgres"]:
        out = []
        for path in sorted(CORPUS["docs"].glob("release-*.html")):
            doc = ingest.extract(path, path.read_bytes())
            m = re.search(
                r"Release (\d+(?:\.\d+)*)\s*\nRelease date: (\d{4})-(\d\d)-(\d\d)", f"{doc.title}\n{doc.text}"
            )
            if m:
                out.append(
                    {
                        "id": path.name,
                        "title": doc.title,
                        "text": doc.text[:4000],
                        "release": f"PostgreSQL {m.group(1)}",
                        "date": (int(m.group(2)), int(m.group(3)), int(m.group(4))),
                    }
                )
        return out
    path = CORPUS["docs"] / "whatsnew" / "changelog.html.gz"
    doc = ingest.extract(Path("changelog.html"), gzip.decompress(path.read_bytes()))
    parts = re.split(r"\n(?=Python \d+\.\d+\.\d+\S* (?:final|release candidate \d|beta \d|alpha \d)\n)", doc.text)
    out = []
    for part in parts:
        m = re.match(r"(Python \d+\.\d+\.\d+\S*(?: \w+)*?(?: \d)?)\nRelease date: (\d{4})-(\d\d)-(\d\d)\n", part)
        if m:
            out.append(
                {
                    "id": f"changelog/{m.group(1).replace(' ', '-')}",
                    "title": m.group(1),
                    "text": part[:4000],
                    "release": m.group(1),
                    "date": (int(m.group(2)), int(m.group(3)), int(m.group(4))),
                }
            )
    return out


def fmt_date(y: int, mo: int, d: int, style: int) -> str:
    return [
        f"{d} {MONTHS[mo - 1]} {y}",
        f"{MONTHS[mo - 1]} {d}, {y}",
        f"{d:02d}/{mo:02d}/{y}",
        f"{d}th of {MONTHS[mo - 1]} {y}",
    ][style]


def paraphrase(s: str, rng: random.Random) -> str:
    words = s[:-1].split()
    for i, w in enumerate(words):
        if w in SYNONYMS and rng.random() < 0.6:
            words[i] = SYNONYMS[w]
    out = " ".join(words)
    out = re.sub(r"\s*\([^()]*\)", "", out) if rng.random() < 0.5 else out
    lead = rng.choice(["", "According to the documentation, ", "The documentation explains that ", "As documented, "])
    if lead:
        out = lead + out[0].lower() + out[1:] if not out[:2].isupper() else lead + out
    return out + "."


def build() -> tuple[list[dict], dict[str, dict]]:
    rng = random.Random(SEED)
    pages, releases = load_pages(), load_releases()
    sources: dict[str, dict] = {}
    pairs: list[dict] = []

    def add(cls: str, label: str, claim: str, cite: dict, origin: dict, note: str = "") -> None:
        sources[cite["id"]] = {k: cite[k] for k in ("id", "title", "text")}
        sources[origin["id"]] = {k: origin[k] for k in ("id", "title", "text")}
        pairs.append(
            {
                "id": f"{cls}-{len(pairs):04d}",
                "class": cls,
                "label": label,
                "claim": claim,
                "cited": cite["id"],
                "origin": origin["id"],
                "split": split_of(origin["id"]),
                "note": note,
            }
        )

    def numbered(p: dict) -> list[str]:
        return [s for s in p["sents"] if plain_numbers(s)]

    def pick(pool: list, k: int) -> list:
        return rng.sample(pool, min(k, len(pool)))

    all_sents = [(p, s) for p in pages for s in p["sents"]]
    num_sents = [(p, s) for p in pages for s in numbered(p)]
    page_numbers = {p["id"]: set(re.findall(r"\d+", p["text"])) for p in pages}

    for p, s in pick(all_sents, PER_CLASS) + pick(num_sents, PER_CLASS):
        add("paraphrase", "correct", paraphrase(s, rng), p, p)

    for p, s in pick(num_sents, 4 * PER_CLASS):
        if sum(x["class"] == "swapped_figure" for x in pairs) >= PER_CLASS:
            break
        m = rng.choice(plain_numbers(s))
        n = int(m.group(1))
        for cand in (n + 1, n + 3, n * 2 + 7, n + 11, n * 10 + 3):
            if str(cand) not in page_numbers[p["id"]]:
                add("swapped_figure", "fault", s[: m.start()] + str(cand) + s[m.end() :], p, p, f"{n} -> {cand}")
                break

    unit_re = re.compile(rf"(?<![\w.])(\d+)\s+({'|'.join(UNITS)})\b")
    for p, s in [(p, s) for p, s in all_sents if unit_re.search(s)]:
        m = unit_re.search(s)
        other = rng.choice([u for u in UNITS if u != m.group(2)])
        add("unit", "fault", s[: m.start(2)] + other + s[m.end(2) :], p, p, f"{m.group(2)} -> {other}")

    for p, s in pick(all_sents, 6 * PER_CLASS):
        if sum(x["class"] == "negation" for x in pairs) >= PER_CLASS:
            break
        if re.search(r"\bnot\b", s):
            claim = re.sub(r"\s*\bnot\b", "", s, count=1)
        elif (m := AUX.search(s)) and not re.search(r"\b(no|never|cannot|n't|without|only)\b", s):
            claim = s[: m.end()] + " not" + s[m.end() :]
        else:
            continue
        add("negation", "fault", claim, p, p)

    for p, s in pick(num_sents, 6 * PER_CLASS):
        if sum(x["class"] == "number_elsewhere" for x in pairs) >= PER_CLASS:
            break
        m = rng.choice(plain_numbers(s))
        mine = set(re.findall(r"\d+", s))
        elsewhere = sorted({m2.group(1) for o in p["sents"] if o != s for m2 in plain_numbers(o)} - mine)
        if elsewhere:
            cand = rng.choice(elsewhere)
            add("number_elsewhere", "fault", s[: m.start()] + cand + s[m.end() :], p, p, f"{m.group(1)} -> {cand}")

    def related(p: dict, s: str) -> dict | None:
        mine = set(re.findall(r"[a-z]{4,}", s.lower()))
        best = sorted(pages, key=lambda o: -len(mine & set(re.findall(r"[a-z]{4,}", o["text"].lower()))))
        gram = " ".join(s.split()[2:7]).lower()
        for o in best:
            if o is not p and gram not in " ".join(o["text"].split()).lower():
                return o
        return None

    for p, s in pick(num_sents, PER_CLASS // 2) + pick(all_sents, PER_CLASS // 2):
        o = related(p, s)
        if o is not None:
            add("misattribution", "fault", s, o, p, f"true source {p['id']}")

    small = [(p, s, m) for p, s in num_sents for m in plain_numbers(s) if 1 < int(m.group(1)) <= 98]
    for p, s, m in pick(small, PER_CLASS):
        n = int(m.group(1))
        if rng.random() < 0.5:
            add("number_words", "correct", s[: m.start()] + words_for(n) + s[m.end() :], p, p, f"{n}")
        else:
            wrong = n + rng.choice([1, 2, -1]) if n > 2 else n + 1
            add("number_words", "fault", s[: m.start()] + words_for(wrong) + s[m.end() :], p, p, f"{n} -> {wrong}")

    for r in pick(releases, PER_CLASS):
        y, mo, d = r["date"]
        styles = [0, 1, 3] + ([2] if d > 12 else [])
        lead = rng.choice(
            [
                "{rel} was released on {date}.",
                "The release date of {rel} is {date}.",
                "{rel} has the release date {date}.",
            ]
        )
        if rng.random() < 0.5:
            add(
                "date_formats",
                "correct",
                lead.format(rel=r["release"], date=fmt_date(y, mo, d, rng.choice(styles))),
                r,
                r,
            )
        else:
            wd = d + 1 if d < 28 else d - 1
            wstyles = [0, 1, 3] + ([2] if wd > 12 else [])
            add(
                "date_formats",
                "fault",
                lead.format(rel=r["release"], date=fmt_date(y, mo, wd, rng.choice(wstyles))),
                r,
                r,
                f"day {d} -> {wd}",
            )

    for p, s in pick([(p, s) for p, s in all_sents if "," in s and len(s.split()) >= 10], 2 * PER_CLASS):
        body = s[:-1]
        if rng.random() < 0.6:
            q = body.replace(",", "", 1) if rng.random() < 0.5 else body
            open_, close = rng.choice([('"', '"'), ("“", "”"), ("'", "'"), ("‘", "’")])
            add("quote_punctuation", "correct", f"The documentation states: {open_}{q}{close}.", p, p)
        else:
            words = body.split()
            idx = [i for i, w in enumerate(words) if w.lower().strip(",;:") in WRONG_WORD]
            if idx:
                i = rng.choice(idx)
                w = words[i].lower().strip(",;:")
                words[i] = words[i].lower().replace(w, WRONG_WORD[w])
            else:
                i = rng.randrange(1, len(words))
                words[i] = rng.choice(["quickly", "never", "twice", "remote", "hidden", "legacy"])
            add("quote_punctuation", "fault", f'The documentation states: "{" ".join(words)}".', p, p)
    return pairs, sources


def main() -> int:
    global CORPUS
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", choices=sorted(CORPORA), default="python")
    CORPUS = CORPORA[ap.parse_args().corpus]
    if not CORPUS["docs"].is_dir():
        print(
            f"{CORPUS['docs']} not found: install Debian's {CORPUS['package']} (apt-get install "
            f"{CORPUS['package']}) to rebuild the set; the committed set in benchmarks/data/ is what "
            "benchmarks/citations.py uses."
        )
        return 2
    pairs, sources = build()
    OUT.mkdir(exist_ok=True)
    with open(OUT / f"citation_pairs{CORPUS['suffix']}.jsonl", "w", encoding="utf-8") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    gz = gzip.GzipFile(OUT / f"citation_sources{CORPUS['suffix']}.jsonl.gz", "wb", mtime=0)  # reproducible bytes
    with io.TextIOWrapper(gz, encoding="utf-8") as f:
        for sid in sorted(sources):
            f.write(json.dumps(sources[sid], ensure_ascii=False) + "\n")
    by = {}
    for p in pairs:
        by.setdefault((p["class"], p["label"], p["split"]), 0)
        by[(p["class"], p["label"], p["split"])] += 1
    print(f"{len(pairs)} pairs over {len(sources)} documents")
    for k in sorted(by):
        print(" ", *k, by[k])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
