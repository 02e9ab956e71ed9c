"""``data_dir`` from any source (config file, environment, keyword) moves everything the process
keeps: the default index, the model cache, the CLI's threads, the service's SQLite files."""

from __future__ import annotations

import json
from pathlib import Path

from open_research import Settings
from open_research.cli import commands as cli
from open_research.config import BASE_KEY
from open_research.config.runtime import run_config
from open_research.models import role_model
from open_research.models.local import files

DEMO = Path(__file__).resolve().parents[2] / "examples" / "acme"


def toml(tmp_path: Path, data_dir: Path) -> Path:
    path = tmp_path / "op.toml"
    path.write_text(f"data_dir = {json.dumps(str(data_dir))}\n", encoding="utf-8")
    return path


def test_a_data_dir_in_the_config_file_moves_the_index_and_the_model_cache(tmp_path, monkeypatch):
    moved = tmp_path / "elsewhere"
    config = toml(tmp_path, moved)
    assert cli.main(["index", str(DEMO), "--config", str(config)]) == 0
    assert (moved / "index.sqlite").is_file()  # not under $OPEN_RESEARCH_DATA_DIR

    settings = Settings.load(config)
    cfg = run_config({"configurable": {BASE_KEY: settings.run_defaults()}})
    assert cfg.data_dir == moved
    asked = []
    monkeypatch.setattr(
        files, "ensure_known_model", lambda model, data_dir=None: asked.append(data_dir) or tmp_path / "fake.gguf"
    )
    _ = role_model(cfg, "researcher").chat  # the embedded model resolves its file under data_dir
    assert asked == [moved] and files.models_dir(asked[0]) == moved.resolve() / "models"


def test_research_with_docs_builds_the_index_in_the_configured_data_dir(tmp_path, monkeypatch):
    moved = tmp_path / "data-here"
    seen = {}

    async def fake_run(question, settings, overrides, err, interactive, thread_id=None):
        seen["index"], seen["data_dir"] = settings.local_index, settings.data_dir
        return {"final_report": "# ok\n", "report_json": {}}

    monkeypatch.setattr("open_research.cli.view.run_with_progress", fake_run)
    assert cli.main(["research", "q", "--no-clarify", "--docs", str(DEMO), "--config", str(toml(tmp_path, moved))]) == 0
    from open_research.sources.indexes import folder_index_path

    own = folder_index_path(DEMO, moved)  # the folder's own index, under the configured data_dir
    assert seen == {"index": str(own), "data_dir": moved}
    assert own.is_file() and own.parent == moved / "indexes"
