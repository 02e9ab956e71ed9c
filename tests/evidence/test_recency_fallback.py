"""A local document that states no date is dated by its file's modification time, marked as a file
date; a date the document states always outranks a file date when deciding which value is current."""

from __future__ import annotations

import asyncio
import os
from datetime import UTC, datetime

import pytest

from open_research.config import ResearchConfig
from open_research.evidence import make_record, merge_ledger
from open_research.evidence.citations import KEPT, verify_report
from open_research.evidence.conflicts import detect_conflicts
from open_research.evidence.recency import order_values
from open_research.sources.dates import dated, file_date
from open_research.sources.index import DocumentIndex
from open_research.tools.local import make_local_search

STATED_NOTICE = (
    "---\ntitle: Depot opening hours notice\ndate: 2025-01-10\n---\n"
    "Depot opening hours notice.\n\nClosing time: 17:00\n\nThe depot closes at 17:00 on weekdays.\n"
)
UNDATED_NOTE = (
    "# Depot opening hours note\n\nClosing time: 19:00\n\nThe depot closes at 19:00 on weekdays, says this note.\n"
)
#: 2026-06-01 12:00 UTC: the undated note's file is newer than the notice's stated date
NEWER_MTIME = datetime(2026, 6, 1, 12, tzinfo=UTC).timestamp()
OLDER_MTIME = datetime(2020, 5, 4, 12, tzinfo=UTC).timestamp()


@pytest.fixture
def depot(tmp_path):
    root = tmp_path / "depot"
    root.mkdir()
    (root / "notice.md").write_text(STATED_NOTICE, encoding="utf-8")
    (root / "note.md").write_text(UNDATED_NOTE, encoding="utf-8")
    os.utime(root / "notice.md", (OLDER_MTIME, OLDER_MTIME))  # a stated date is not replaced by the file's
    os.utime(root / "note.md", (NEWER_MTIME, NEWER_MTIME))
    index_file = tmp_path / "index.sqlite"
    DocumentIndex(index_file, hybrid=False).update(root)
    return index_file


def _records(index_file) -> dict[str, dict]:
    tool = make_local_search(ResearchConfig(local_index=str(index_file)))
    msg = asyncio.run(
        tool.ainvoke(
            {"type": "tool_call", "name": "local_search", "id": "call_1", "args": {"queries": ["depot closing time"]}}
        )
    )
    return {r["title"]: r for r in msg.artifact}


def test_undated_document_gets_its_file_date_marked_and_a_stated_date_is_kept(depot):
    recs = _records(depot)
    note, notice = recs["Depot opening hours note"], recs["Depot opening hours notice"]
    assert (note["published_at"], note["published_at_basis"]) == ("2026-06-01", "file_mtime")
    assert (notice["published_at"], notice["published_at_basis"]) == ("2025-01-10", "stated")
    hits = {h.title: h for h in DocumentIndex(depot, hybrid=False).search("depot closing time")}
    assert hits["Depot opening hours note"].published_at_basis == "file_mtime"


def test_a_stated_date_wins_over_a_newer_file_date_in_the_gaps_section(depot):
    ledger = merge_ledger(list(_records(depot).values()), [])
    by_title = {r["title"]: r for r in ledger}
    conflict = next(c for c in detect_conflicts(ledger) if c.point == "closing time")
    # the note's file is newer, but only the notice says when it was written: its value is current
    assert conflict.current["source_id"] == by_title["Depot opening hours notice"]["source_id"]
    assert [v["value"] for v in conflict.superseded] == ["19:00"]
    out = verify_report(
        f"The depot closes at 17:00 on weekdays [{conflict.current['source_id']}].\n", ledger, conflicts=[conflict]
    )
    gaps = out.markdown.split("### Conflicts and changes")[1]
    assert "current 17:00 ([1], 2025-01-10)" in gaps
    assert "19:00 (" in gaps and "2026-06-01 (file date)" in gaps
    refs = out.markdown.split("## References")[1].split("## Gaps")[0]
    assert "Published 2025-01-10." in refs


def test_two_file_dates_decide_only_weakly_and_say_so():
    values = [
        {"source_id": "a", "value": "17:00", "published_at": "2026-01-01", "published_at_basis": "file_mtime"},
        {"source_id": "b", "value": "19:00", "published_at": "2026-03-01", "published_at_basis": "file_mtime"},
    ]
    current, older, basis = order_values(values, {})
    assert current["value"] == "19:00" and [o["value"] for o in older] == ["17:00"]
    assert "file modification" in basis
    values[0]["published_at_basis"] = "stated"  # now a's date is stated: it wins though it is older
    current, _, basis = order_values(values, {})
    assert current["value"] == "17:00" and "states" in basis


def test_a_file_date_does_not_back_a_claims_date():
    text = "Depot note\nThe depot closes at 19:00 on weekdays."
    stated = make_record(path="a.md", title="Depot note", text=text, origin_tool="t", published_at="2026-06-01")
    fallback = make_record(
        path="b.md",
        title="Depot note",
        text=text,
        origin_tool="t",
        published_at="2026-06-01",
        published_at_basis="file_mtime",
    )
    claim = "On 1 June 2026 the depot closes at 19:00 on weekdays [{}].\n"
    assert verify_report(claim.format(stated.source_id), [stated]).citations[0].status in KEPT
    # the date is stated nowhere in the text, and no other date competes with it: not found, so the
    # citation is kept as unverified (issue 21: only a date that differs rejects), never confirmed
    got = verify_report(claim.format(fallback.source_id), [fallback]).citations[0]
    assert got.status == "unverified" and "not found" in got.reason


def test_dates_and_records_from_before_the_basis_was_kept():
    assert dated("2025-01-10", NEWER_MTIME) == ("2025-01-10", "stated")
    assert dated(None, OLDER_MTIME) == ("2020-05-04", "file_mtime")
    assert dated(None, 0.0) == (None, None) and file_date(None) is None
    old = make_record(path="c.md", title="t", text="x", origin_tool="t").model_dump(mode="json")
    old.pop("published_at_basis")
    assert merge_ledger([{**old, "published_at": "2024-02-02"}], [])[0]["published_at_basis"] == "stated"
