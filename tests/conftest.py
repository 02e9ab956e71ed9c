import os
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch, tmp_path_factory):
    """No test reads the developer's config or writes into their data directory."""
    for var in (
        "OPEN_RESEARCH_CONFIG",
        "OPEN_RESEARCH_MODEL",
        "OPEN_RESEARCH_SEARCH_API",
        "TAVILY_API_KEY",
        "OPENAI_API_KEY",
        "ANTHROPIC_API_KEY",
    ):
        monkeypatch.delenv(var, raising=False)
    if "OPEN_RESEARCH_DATA_DIR" not in __import__("os").environ:
        monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture
def model_cache(monkeypatch):
    """The real-model tests share one model cache (with the developer too), so it is downloaded once."""
    cache = Path(os.environ.get("OPEN_RESEARCH_TEST_MODELS", Path.home() / ".cache" / "open-research-test"))
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(cache))
    return cache
