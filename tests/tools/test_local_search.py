"""local_search as a tenant sees it: paths inside the indexed folder, one source per file."""

from __future__ import annotations

from pathlib import Path

from open_research.config import ResearchConfig
from open_research.sources.index import DocumentIndex
from open_research.tools.local import make_local_search


def _folder(root: Path, site: str, opens: str) -> Path:
    (root / "policies").mkdir(parents=True)
    (root / "policies" / "opening-hours.md").write_text(
        f"# {site} opening hours\n\nThe {site} opens at {opens} on weekdays.\n", encoding="utf-8"
    )
    return root


async def test_paths_are_relative_and_same_named_files_of_two_folders_stay_two_sources(tmp_path):
    index_file = tmp_path / "team.sqlite"
    index = DocumentIndex(index_file, hybrid=False)
    first = _folder(tmp_path / "srv" / "acme", "Acme warehouse", "07:00")
    second = _folder(tmp_path / "srv" / "harbour", "Harbour depot", "06:00")
    index.update(first)
    index.update(second)
    tool = make_local_search(ResearchConfig(local_index=str(index_file), data_dir=tmp_path / "data"))
    msg = await tool.ainvoke(
        {"type": "tool_call", "id": "c1", "name": "local_search", "args": {"queries": ["opening hours weekdays"]}}
    )
    records = msg.artifact
    assert {r["path"] for r in records} == {"policies/opening-hours.md"}
    assert len({r["source_id"] for r in records}) == 2  # two files, two sources, although both paths read alike
    assert {"07:00" in r["text"] for r in records} == {True, False}
    assert str(tmp_path) not in msg.content and all(str(tmp_path) not in str(r) for r in records)
