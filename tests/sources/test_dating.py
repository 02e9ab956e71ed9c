"""A document's date and version come from what it says, then its path; a copied folder's file times never."""

from __future__ import annotations

import asyncio
import datetime as dt
import os

import pytest

from open_research.config import ResearchConfig
from open_research.evidence import merge_ledger
from open_research.evidence.conflicts import detect_conflicts
from open_research.sources.dates import (
    basis_rank,
    content_date,
    date_note,
    dated,
    mtimes_trusted,
    path_date,
    period_date,
    stated_date,
    title_date,
)
from open_research.sources.index import DocumentIndex
from open_research.sources.versions import read_version
from open_research.tools.local import make_local_search

COPIED = dt.datetime(2026, 11, 30, 12, tzinfo=dt.UTC).timestamp()


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Operations report Q1 2024", ("2024-01-01", 2)),
        ("Fee schedule (2024)", ("2024-01-01", 1)),
        ("Council minutes, 14 October 2025", ("2025-10-14", 4)),
        ("Staff newsletter, June 2025", ("2025-06-01", 3)),
        ("FY2025 budget", ("2025-01-01", 1)),
        ("Results for the third quarter of 2025", ("2025-07-01", 2)),
        ("Interim results H2 2024", ("2024-07-01", 2)),
        ("Vision 2030", None),  # a plan's horizon is not the document's date
        ("ISO 9001:2015 audit", None),  # a standard's number
        ("Hub concept note (v0.2 - SUPERSEDED)", None),
    ],
)
def test_periods_in_titles(text, expected):
    assert period_date(text) == expected


def test_labelled_lines_titles_first_lines_and_paths():
    assert stated_date("Ops report\nPrepared by the Operations team, April 2024\n") == "2024-04-01"
    assert stated_date("FAQ\nLast reviewed: 3 May 2023\n") == "2023-05-03"
    assert stated_date("Notice\nIssued: 02/03/2026") is None  # two readings: no statement
    assert title_date("Minutes", "Minutes\nCouncil meeting, 14 October 2025\n\nPresent: ...") == "2025-10-14"
    assert title_date("Warranty", "Warranty\nModels bought before 1 January 2020 are covered.") is None  # a mention
    assert content_date(None, "Annual report 2024", "Annual report 2024\nPublished 28 March 2025") == (
        "2025-03-28",
        "stated",
    )  # a stated date outranks the year in the title
    assert content_date(None, "Operations summary Q3 2025", "Sorting line") == ("2025-07-01", "title")
    assert path_date("archive/2023/fees.md") == "2023-01-01"
    assert path_date("minutes-2025-10-14.md") == "2025-10-14"
    assert path_date("newsletters/newsletter-june-2025.md") == "2025-06-01"
    assert path_date("policies/travel.md") is None


def test_a_date_line_that_wrapping_joined_onto_a_label_line_is_still_stated():
    """Two header lines without end punctuation read as one ("Status: proposed" + "Prepared by ..."):
    the capitalised date word still starts a statement, so the date keeps its stated basis."""
    joined = "Graduate scheme\n\nStatus: proposed Prepared by HR, November 2025\n\nTen graduates a year."
    assert stated_date(joined) == "2025-11-01"
    assert content_date(None, "Graduate scheme", joined) == ("2025-11-01", "stated")
    assert stated_date("Leave guide\nDepartment: Finance Updated 4 May 2025") == "2025-05-04"
    assert stated_date("FAQ\n_Last reviewed: 14 January 2024_") == "2024-01-14"  # emphasis markup only
    # a date word inside prose is no statement: lower case, after a full stop, or far into the line
    assert stated_date("Policy\nThis policy will be reviewed in September 2026.") is None
    assert stated_date("Plan\nThe plan was agreed. Approved changes start on 1 May 2025") is None
    assert stated_date("Plan\n" + "word " * 14 + "Approved on 1 May 2025") is None


def test_a_month_written_in_figures_dates_a_path_or_title():
    assert path_date("ops/reports/monthly/2025-09.md") == "2025-09-01"
    assert path_date("reports/sales_2024-03.xlsx") == "2024-03-01"
    assert period_date("Sales note 2025-09") == ("2025-09-01", 3)
    assert path_date("reports/2025-09-14.md") == "2025-09-14"  # a full date is still a day
    assert period_date("Accounts 2010-11") != ("2010-11-01", 3)  # a split year, not November 2010
    assert period_date("Order 2025-13") != ("2025-13-01", 3)


def test_file_times_come_last_and_never_from_a_copied_folder():
    assert dated(None, COPIED, path="2023/fees.md") == ("2023-01-01", "path")
    assert dated("2025-01-01", COPIED, basis="title", path="2023/fees.md") == ("2025-01-01", "title")
    assert dated(None, COPIED, path="fees.md") == ("2026-11-30", "file_mtime")
    assert dated(None, COPIED, path="fees.md", mtime_trusted=False) == (None, None)
    assert not mtimes_trusted([COPIED, COPIED + 2, COPIED + 1])
    assert mtimes_trusted([COPIED, COPIED - 86400 * 40]) and mtimes_trusted([COPIED])
    assert basis_rank("stated") > basis_rank("title") > basis_rank("path") > basis_rank("file_mtime") > 0
    assert date_note("2024-01-01", "path") == "No date stated; dated 2024-01-01 from its folder or file name"


def test_version_markers():
    note = read_version("Regional hub concept note (v0.2 - SUPERSEDED)", "", "strategy/archive/concept-note.md")
    assert (note.status, note.status_basis, note.version) == ("superseded", "title", "0.2")
    old = read_version("Fee schedule 2024", "Superseded by: Fee schedule 2025\n", "fees/2024.md")
    assert (old.status, old.replaced_by) == ("superseded", "Fee schedule 2025")
    new = read_version("Fee schedule 2025", "This schedule replaces the Fee schedule 2024.\n", "fees/2025.md")
    assert (new.status, new.replaces) == ("current", "the Fee schedule 2024")
    assert read_version("Price list", "", "sales/old/prices.csv").status == "archived"
    assert read_version("Travel policy (draft)").status == "draft"
    assert read_version("Travel policy", "Status: Draft\nVersion 0.3").version == "0.3"
    assert read_version("Proposal: graduate scheme").status == "proposal"
    assert read_version("Comments on the draft budget", "We reviewed the draft budget.").status == "current"
    assert read_version("Policy", "Text.\n" * 20 + "The old policy was superseded in 2020.").status == "current"


def _make_docx(path, title, lines):
    import docx

    d = docx.Document()
    d.add_heading(title, level=1)
    for line in lines:
        d.add_paragraph(line)
    d.save(path)


@pytest.fixture
def copied_share(tmp_path):
    """Three vintages of one quarterly report and a superseded note, all files one mtime (a fresh copy)."""
    root = tmp_path / "share"
    (root / "reports" / "2024").mkdir(parents=True)
    (root / "reports" / "2025").mkdir(parents=True)
    (root / "archive").mkdir()
    _make_docx(
        root / "reports" / "2024" / "ops-q1.docx",
        "Quarterly operations report Q1 2024",
        ["Prepared by the Operations team, April 2024", "Parcels handled: 1.2 million"],
    )
    (root / "reports" / "2025" / "ops-q1.md").write_text(
        "# Quarterly operations report Q1 2025\n\nPrepared by the Operations team, April 2025\n\n"
        "Parcels handled: 1.4 million\n"
    )
    (root / "reports" / "ops-q1-2026.txt").write_text(
        "Quarterly operations report Q1 2026\n\nParcels handled: 1.6 million\n"
    )
    (root / "archive" / "hub.md").write_text(
        "# Regional hub concept note (v0.2 - SUPERSEDED)\n\nThe hub would have 40 loading bays.\n"
    )
    for path in root.rglob("*"):
        os.utime(path, (COPIED, COPIED))
    index_file = tmp_path / "i.sqlite"
    summary = DocumentIndex(index_file, hybrid=False).update(root)
    assert len(summary.indexed) == 4 and not summary.mtimes_trusted
    return index_file


def _records(index_file, query):
    tool = make_local_search(ResearchConfig(local_index=str(index_file)))
    call = {"type": "tool_call", "name": "local_search", "id": "c1", "args": {"queries": [query]}}
    return {r["title"]: r for r in asyncio.run(tool.ainvoke(call)).artifact}


def test_a_copied_folder_still_orders_its_vintages_by_content(copied_share):
    recs = _records(copied_share, "quarterly operations report parcels handled")
    dates = {t: (r["published_at"], r["published_at_basis"]) for t, r in recs.items()}
    assert dates == {
        "Quarterly operations report Q1 2024": ("2024-04-01", "stated"),
        "Quarterly operations report Q1 2025": ("2025-04-01", "stated"),
        "Quarterly operations report Q1 2026": ("2026-01-01", "title"),
    }
    assert "2026-11-30" not in str(recs)  # the copy's file time dates nothing
    conflict = next(c for c in detect_conflicts(merge_ledger(list(recs.values()), [])) if "parcel" in c.point)
    current = next(r for r in recs.values() if r["source_id"] == conflict.current["source_id"])
    assert current["title"].endswith("Q1 2026")
    assert sorted(v["value"] for v in conflict.superseded) == ["1.2 million", "1.4 million"]


def test_a_superseded_note_in_archive_is_marked_on_its_record(copied_share):
    rec = _records(copied_share, "regional hub loading bays")["Regional hub concept note (v0.2 - SUPERSEDED)"]
    assert (rec["status"], rec["status_basis"], rec["version"]) == ("superseded", "title", "0.2")
    assert rec["published_at"] is None  # nothing dates it: no year in its title or path, and the copy's time is void
