"""The refinement benchmark grades against its labels: a kept citation to a labelled page, nothing else."""

from __future__ import annotations

import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCH))

import refinement  # noqa: E402


def test_a_part_is_answered_only_by_a_kept_citation_to_one_of_its_labelled_pages(tmp_path):
    root = tmp_path / "html"
    state = {
        "sources": [
            {"source_id": "src_a", "path": str(root / "library/json.html")},
            {"source_id": "src_b", "path": str(root / "library/re.html")},
            {"source_id": "src_c", "path": str(root / "library/os.html")},
        ],
        "report_json": {
            "citations": [
                {"source_id": "src_a", "status": "supported"},
                {"source_id": "src_b", "status": "number_mismatch"},
            ]
        },
    }
    parts = [
        {"answers": ["library/json.html"]},
        {"answers": ["library/re.html"]},
        {"answers": ["library/os.html"]},
        {"answers": ["library/pickle.html"]},
    ]
    assert refinement.grade(state, parts, root) == [
        {"answered": True, "read": True},  # cited, citation kept
        {"answered": False, "read": True},  # cited, but verification removed the citation
        {"answered": False, "read": True},  # read, never cited
        {"answered": False, "read": False},  # never reached
    ]


def test_question_set_has_a_held_out_half_and_labelled_parts():
    data = json.loads(refinement.QUESTIONS.read_text())
    splits = [q["split"] for q in data["questions"]]
    assert splits.count("test") == splits.count("dev") == len(splits) // 2
    assert all(len(q["parts"]) == 2 and all(p["answers"] for p in q["parts"]) for q in data["questions"])
