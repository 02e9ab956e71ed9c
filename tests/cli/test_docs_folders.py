"""``--docs`` over two folders in turn (shared words, one shared relative path) on the embedded model:
each answer cites only its own folder, and neither folder's index loses its files to the other."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from open_research.cli import commands as cli
from open_research.sources.index import DocumentIndex, source_id_for
from open_research.sources.indexes import folder_index_path, named_index_path

SMALL_RUN = {"max_concurrent_research_units": 1, "max_researcher_iterations": 1, "max_react_tool_calls": 2}


def _folder(root: Path, site: str, opens: str, closes: str) -> Path:
    (root / "policies").mkdir(parents=True)
    (root / "policies" / "opening-hours.md").write_text(
        f"# {site} opening hours\n\nPublished 2 March 2026\n\n"
        f"The {site} opens at {opens} and closes at {closes} on weekdays. Deliveries are accepted during "
        "opening hours only.\n",
        encoding="utf-8",
    )
    (root / "notices.md").write_text(
        f"# {site} notices\n\nThe {site} car park is resurfaced in April; staff park on the street.\n",
        encoding="utf-8",
    )
    return root.resolve()


@pytest.fixture
def setup(tmp_path, model_cache):
    data = tmp_path / "data"
    data.mkdir()
    shared = Path(model_cache).resolve() / "models"
    shared.mkdir(parents=True, exist_ok=True)  # on a fresh machine this test may be the first to fetch the model
    (data / "models").symlink_to(shared, target_is_directory=True)
    toml = tmp_path / "run.toml"
    toml.write_text(
        f'data_dir = "{data}"\nmodel = "local:smollm2"\nsearch_api = "local"\n'
        + "".join(f"{k} = {v}\n" for k, v in SMALL_RUN.items()),
        encoding="utf-8",
    )
    first = _folder(tmp_path / "acme", "Acme warehouse", "07:00", "17:00")
    second = _folder(tmp_path / "harbour", "Harbour depot", "06:00", "20:00")
    return data, toml, first, second


def _ask(folder: Path, toml: Path, capsys) -> dict:
    question = "What are the opening hours on weekdays?"
    args = ["research", question, "--no-clarify", "--json", "--docs", str(folder), "--config", str(toml)]
    assert cli.main(args) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.slow
def test_two_folders_in_turn_never_mix(setup, capsys):
    data, toml, first, second = setup
    state_one = _ask(first, toml, capsys)
    state_two = _ask(second, toml, capsys)
    read_one = {s["path"]: s["text"] for s in state_one["sources"] if s.get("path")}
    read_two = {s["path"]: s["text"] for s in state_two["sources"] if s.get("path")}
    assert read_one and all("Acme" in text and "Harbour" not in text for text in read_one.values()), read_one
    assert read_two and all("Harbour" in text and "Acme" not in text for text in read_two.values()), read_two
    # tenants see paths inside the indexed folder, never where the server keeps it
    assert "policies/opening-hours.md" in read_two
    refs = state_two["final_report"].partition("## References")[2]
    assert "policies/opening-hours.md" in refs and "Acme" not in state_two["final_report"]
    for state in (state_one, state_two):
        assert str(first) not in json.dumps(state) and str(second) not in json.dumps(state)
    # each folder has its own index, and the first still holds its own file of the shared name
    own_one, own_two = folder_index_path(first, data), folder_index_path(second, data)
    assert own_one != own_two and own_one.is_file() and own_two.is_file()
    doc = DocumentIndex(own_one, hybrid=False).get(source_id_for("policies/opening-hours.md", first))
    assert doc is not None and "07:00" in doc.text and doc.path.startswith(str(first))
    assert DocumentIndex(own_one, hybrid=False).stats()["roots"] == [str(first)]


def test_a_shared_index_named_on_purpose_keeps_both_files_of_one_name(setup):
    data, _, first, second = setup
    shared = named_index_path("team", data)
    assert shared == data / "indexes" / "team.sqlite"
    index = DocumentIndex(shared, hybrid=False)
    index.update(first)
    index.update(second)
    one = index.get(source_id_for("policies/opening-hours.md", first))
    two = index.get(source_id_for("policies/opening-hours.md", second))
    assert one is not None and two is not None and "07:00" in one.text and "06:00" in two.text
    assert sorted(index.stats()["roots"]) == sorted([str(first), str(second)])


def test_docs_without_index_builds_the_folders_own_index(setup, monkeypatch):
    data, toml, first, second = setup
    seen = []

    async def fake_run(question, settings, overrides, err, interactive, thread_id=None):
        seen.append(settings.local_index)
        return {"final_report": "# ok\n", "report_json": {}}

    monkeypatch.setattr("open_research.cli.view.run_with_progress", fake_run)
    for folder in (first, second):
        assert cli.main(["research", "q", "--no-clarify", "--docs", str(folder), "--config", str(toml)]) == 0
    assert (
        cli.main(["research", "q", "--no-clarify", "--docs", str(first), "--index", "team", "--config", str(toml)]) == 0
    )
    assert seen == [
        str(folder_index_path(first, data)),
        str(folder_index_path(second, data)),
        str(data / "indexes" / "team.sqlite"),
    ]
