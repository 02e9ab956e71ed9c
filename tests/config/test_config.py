"""Configuration precedence and validation."""

from __future__ import annotations

import pytest

from open_research.config import BASE_KEY, ConfigError, ResearchConfig, Settings, run_config, validate_overrides


def write(tmp_path, text):
    p = tmp_path / "c.toml"
    p.write_text(text)
    return p


def test_defaults_use_embedded_parts():
    s = Settings.load()
    assert s.model == "local:smollm2" and s.search_api == "local"
    assert s.model_for("final_report").model == "local:smollm2"


def test_precedence_run_over_file_over_env_over_default(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_MAX_RESEARCHER_ITERATIONS", "4")
    monkeypatch.setenv("OPEN_RESEARCH_MAX_REACT_TOOL_CALLS", "7")
    monkeypatch.setenv("OPEN_RESEARCH_MAX_CONCURRENT_RESEARCH_UNITS", "2")
    cfg_file = write(tmp_path, "max_react_tool_calls = 8\nmax_concurrent_research_units = 3\n")
    s = Settings.load(cfg_file)
    assert s.max_researcher_iterations == 4  # env over default
    assert s.max_react_tool_calls == 8  # file over env
    cfg = run_config(
        {"configurable": {BASE_KEY: s.run_defaults(), "max_concurrent_research_units": 9, "thread_id": "t"}}
    )
    assert cfg.max_concurrent_research_units == 9  # run over file
    assert cfg.max_react_tool_calls == 8 and cfg.max_researcher_iterations == 4


def test_env_cannot_override_a_run_value(monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_SEARCH_API", "tavily")
    cfg = run_config({"configurable": {"search_api": "none"}})
    assert cfg.search_api == "none"


def test_role_models_merge_across_sources(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_MODELS__FINAL_REPORT__MODEL", "anthropic:claude-sonnet-4-5")
    s = Settings.load(write(tmp_path, '[models.researcher]\nmodel = "openai:gpt-4.1-mini"\nmax_tokens = 900\n'))
    assert s.model_for("researcher").model == "openai:gpt-4.1-mini"
    assert s.model_for("researcher").max_tokens == 900
    assert s.model_for("final_report").model == "anthropic:claude-sonnet-4-5"
    assert s.model_for("clarify").model == "local:smollm2"


def test_config_path_from_env(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_CONFIG", str(write(tmp_path, "allow_clarification = false\n")))
    assert Settings.load().allow_clarification is False


@pytest.mark.parametrize(
    "text, key",
    [
        ("max_concurent_research_units = 3\n", "max_concurent_research_units: unknown key"),
        ("max_react_tool_calls = 0\n", "max_react_tool_calls"),
        ('search_api = "bing"\n', "search_api"),
        ('[models.researcher]\nmodel = "gpt-4"\n', "models.researcher.model"),
        ('[models.writer]\nmodel = "openai:gpt-4"\n', "models.writer: unknown key"),
    ],
)
def test_invalid_file_values_name_the_key(tmp_path, text, key):
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        Settings.load(write(tmp_path, text))


def test_missing_and_broken_files(tmp_path):
    with pytest.raises(ConfigError, match="not found"):
        Settings.load(tmp_path / "nope.toml")
    with pytest.raises(ConfigError, match="not valid TOML"):
        Settings.load(write(tmp_path, "this is = = not toml"))


def test_bad_run_override_names_the_key():
    with pytest.raises(ConfigError, match="max_react_tool_calls"):
        validate_overrides({"max_react_tool_calls": "many"})
    with pytest.raises(ConfigError, match="models.brief.temperature"):
        validate_overrides({"models": {"brief": {"temperature": 9}}}, trusted=True)


def test_langgraph_runtime_keys_are_not_overrides():
    cfg = validate_overrides({"thread_id": "x", "checkpoint_ns": "", "__pregel_x": 1, "search_api": "none"})
    assert isinstance(cfg, ResearchConfig) and cfg.search_api == "none"


def test_missing_api_key_is_a_clear_config_error_that_names_the_variable_only_in_the_log(caplog, monkeypatch):
    from open_research.models import role_model

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    cfg = ResearchConfig(model="openai:gpt-4.1")
    with pytest.raises(ConfigError, match="models.researcher: openai:gpt-4.1 has no API key") as err:
        _ = role_model(cfg, "researcher").chat
    assert "OPENAI_API_KEY" not in str(err.value)  # a run's error reaches tenants
    assert "OPENAI_API_KEY" in err.value.operator_detail and "OPENAI_API_KEY" in caplog.text  # the operator's


def test_model_instance_passes_through():
    from open_research.models import role_model
    from open_research.testing import ScriptedChatModel

    m = ScriptedChatModel(script=["x"])
    cfg = ResearchConfig().with_overrides({"models": {"brief": {"model": m}}})
    assert role_model(cfg, "brief").chat is m


def test_a_request_cannot_supply_tools_or_the_base_settings():
    from open_research.config import EXTRA_TOOLS_KEY

    for key in (EXTRA_TOOLS_KEY, BASE_KEY):
        with pytest.raises(ConfigError, match="set by the server"):
            validate_overrides({key: ["anything"]})


@pytest.mark.parametrize("name", ["local.toml", "openai.toml", "ollama.toml"])
def test_shipped_config_files_are_valid(name):
    from pathlib import Path

    s = Settings.load(Path(__file__).resolve().parents[2] / "configs" / name)
    assert all(s.model_for(role).model for role in ("clarify", "final_report"))


@pytest.mark.parametrize(
    "key, value", [("local_index", "/etc/other-tenant.sqlite"), ("fetch_allow_hosts", ["10.0.0.1"])]
)
def test_server_only_keys_are_refused_from_requests_but_not_from_the_operator(key, value):
    with pytest.raises(ConfigError, match=f"{key}: operator-only setting"):
        validate_overrides({key: value})
    assert getattr(validate_overrides({key: value}, trusted=True), key) == value
