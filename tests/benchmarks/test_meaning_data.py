"""The meaning benchmark's data: every pair cites a text that exists, and rebuilding the texts
appends new ones without moving the passages older pairs were written against."""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[2] / "benchmarks"))

from build_meaning_sources import keep_and_append  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"


def _pairs() -> list[dict]:
    return [json.loads(line) for line in (DATA / "meaning_pairs.jsonl").read_text(encoding="utf-8").splitlines()]


def test_every_pair_cites_a_stored_text_and_ids_are_unique() -> None:
    with gzip.open(DATA / "meaning_sources.jsonl.gz", "rt", encoding="utf-8") as f:
        sources = {json.loads(line)["id"] for line in f}
    pairs = _pairs()
    assert sorted({p["cited"] for p in pairs} - sources) == []
    assert len({p["id"] for p in pairs}) == len(pairs)
    assert {p["label"] for p in pairs} == {"true", "fault"}


def test_each_held_out_set_has_true_and_faulty_claims() -> None:
    counts = Counter((p["split"], p["label"]) for p in _pairs() if p["split"] != "tune")
    for split in {s for s, _ in counts}:
        assert counts[(split, "true")] >= 40 and counts[(split, "fault")] >= 40, split


def test_keep_and_append_keeps_old_records_byte_for_byte() -> None:
    kept = [b'{"id": "a", "text": "as extracted then"}', b'{"id": "b", "text": "x"}']
    docs = [{"id": "a", "text": "as a newer extractor reads it"}, {"id": "c", "text": "new"}]
    assert keep_and_append(kept, docs) == [*kept, b'{"id": "c", "text": "new"}']
    assert keep_and_append([], docs)[0] == b'{"id": "a", "text": "as a newer extractor reads it"}'
