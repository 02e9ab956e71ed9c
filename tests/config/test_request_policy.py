"""Requests choose, the operator defines: the allow-list, model profiles and ceilings (pure checks)."""

from __future__ import annotations

import pytest

from open_research.config import (
    REQUEST_KEYS,
    ConfigError,
    RequestCeilings,
    Settings,
    request_overrides,
    validate_overrides,
)


def _settings(**kw):
    return Settings.load(**kw)


@pytest.mark.parametrize(
    "key, value",
    [
        ("base_url", "http://127.0.0.1:9/v1"),
        ("model", "local:/etc/passwd"),
        ("model", "openai:gpt-4.1"),
        ("models", {"researcher": {"base_url": "http://attacker.example/v1"}}),
        ("models", {"researcher": {"api_key_env": "PATH"}}),
        ("models", {"researcher": {"temperature": 1}}),
        ("local_index", "/etc/other.sqlite"),
        ("fetch_allow_hosts", ["10.0.0.1"]),
        ("fetch_max_bytes", 10**9),
        ("max_content_length", 10**7),
        ("summarization_timeout", 3600),
        ("mcp_call_timeout", 3600),
        ("mcp_servers", {"evil": {"command": "/bin/sh"}}),
        ("api_keys", {"x": "y"}),
        ("data_dir", "/tmp"),
        ("request_ceilings", {"max_researcher_iterations": 1000}),
        ("model_profiles", {"mine": {"model": "openai:x", "base_url": "http://attacker.example"}}),
    ],
)
def test_operator_only_keys_are_refused_by_name(key, value):
    with pytest.raises(ConfigError, match=f"^{key}: operator-only setting"):
        validate_overrides({key: value}, settings=_settings())


def test_the_operator_in_process_still_sets_everything():
    cfg = validate_overrides(
        {
            "base_url": "http://127.0.0.1:9/v1",
            "model": "openai:gpt-4.1",
            "models": {"researcher": {"api_key_env": "OPS_KEY"}},
            "fetch_max_bytes": 10**7,
            "local_index": "/srv/index.sqlite",
        },
        trusted=True,
    )
    assert cfg.model_for("researcher").api_key_env == "OPS_KEY" and cfg.fetch_max_bytes == 10**7


@pytest.mark.parametrize("key", ["tenant", "identity", "open_research_base", "open_research_extra_tools"])
def test_identity_and_server_keys_are_refused(key):
    with pytest.raises(ConfigError, match=f"^{key}: set by the server"):
        validate_overrides({key: "acme"})


def test_unknown_keys_are_refused_by_name_and_the_message_lists_what_is_allowed():
    with pytest.raises(ConfigError, match="max_reserchers: unknown key; a request may set only .*allow_clarification"):
        request_overrides({"max_reserchers": 3})


def test_langgraph_echoed_runtime_keys_are_dropped_not_applied():
    assert request_overrides({"thread_id": "x", "checkpoint_ns": "", "__pregel_x": 1, "search_api": "none"}) == {
        "search_api": "none"
    }


def test_every_allow_listed_key_is_a_research_knob():
    # Guard for whoever adds a key: nothing that widens reach may ever be request-settable.
    forbidden = {
        "model",
        "models",
        "base_url",
        "local_index",
        "fetch_allow_hosts",
        "fetch_max_bytes",
        "max_content_length",
        "summarization_timeout",
        "mcp_call_timeout",
        "mcp_servers",
    }
    assert not REQUEST_KEYS & forbidden
    assert not {k for k in REQUEST_KEYS if any(w in k for w in ("url", "path", "env", "host", "key", "timeout"))}


def test_every_ceiling_bounds_a_key_a_request_may_set():
    assert set(RequestCeilings.model_fields) - {"recursion_limit"} <= REQUEST_KEYS


def test_a_profile_replaces_every_role_model_with_the_operators_setup():
    settings = _settings(
        model="local:smollm2",
        models={"researcher": {"model": "openai:gpt-4.1-mini", "api_key_env": "OPS_KEY"}},
        model_profiles={
            "fast": {
                "model": "openai:gpt-4.1-mini",
                "base_url": "http://llm.internal/v1",
                "models": {"final_report": {"model": "openai:gpt-4.1"}},
            }
        },
    )
    cfg = validate_overrides({"model_profile": "fast"}, settings.run_defaults(), settings=settings)
    assert cfg.model_for("final_report").model == "openai:gpt-4.1"
    researcher = cfg.model_for("researcher")
    assert researcher.model == "openai:gpt-4.1-mini" and researcher.api_key_env is None
    assert researcher.base_url == "http://llm.internal/v1"
    assert cfg.model_profile == "fast"
    expanded = request_overrides({"model_profile": "fast"}, settings)
    assert expanded["model_profile"] == "fast" and expanded["base_url"] == "http://llm.internal/v1"


def test_the_operator_cannot_set_a_default_profile_that_would_do_nothing():
    with pytest.raises(ConfigError, match="model_profile is a request's choice"):
        _settings(model_profile="fast", model_profiles={"fast": {"model": "openai:a"}})


def test_an_unknown_profile_names_the_offered_ones():
    settings = _settings(model_profiles={"fast": {"model": "openai:a"}, "deep": {"model": "openai:b"}})
    with pytest.raises(
        ConfigError, match="model_profile: unknown profile 'local:/etc/passwd'; this server offers: deep, fast"
    ):
        validate_overrides({"model_profile": "local:/etc/passwd"}, settings=settings)
    with pytest.raises(ConfigError, match="none are configured"):
        validate_overrides({"model_profile": "fast"}, settings=_settings())


def test_a_profile_name_in_the_config_is_checked():
    with pytest.raises(ConfigError, match="model_profiles"):
        _settings(model_profiles={"has space": {"model": "openai:a"}})
    with pytest.raises(ConfigError, match="model_profiles.fast.model"):
        _settings(model_profiles={"fast": {"model": "no-provider"}})


@pytest.mark.parametrize("key", [k for k in RequestCeilings.model_fields if k != "recursion_limit"])
def test_values_above_a_ceiling_are_refused_naming_key_and_ceiling(key):
    settings = _settings(request_ceilings={key: 3})
    ok = validate_overrides({key: 3}, settings.run_defaults(), settings=settings)
    assert getattr(ok, key) == 3
    with pytest.raises(ConfigError, match=f"{key}: 4 is above this server's ceiling of 3 \\(request_ceilings.{key}\\)"):
        validate_overrides({key: 4}, settings.run_defaults(), settings=settings)


def test_ceilings_bound_requests_not_the_operator():
    settings = _settings(max_researcher_iterations=40, request_ceilings={"max_researcher_iterations": 10})
    assert settings.run_defaults().max_researcher_iterations == 40
    assert validate_overrides({"max_researcher_iterations": 40}, trusted=True).max_researcher_iterations == 40


def test_a_request_may_narrow_sources_but_never_widen_them():
    internal_only = _settings(sources=["internal"], search_api="local")
    base = internal_only.run_defaults()
    with pytest.raises(ConfigError, match="sources: web is not enabled on this server"):
        validate_overrides({"sources": ["web", "internal"]}, base, settings=internal_only)
    with pytest.raises(ConfigError, match="search_api: tavily needs the 'web' source"):
        validate_overrides({"search_api": "tavily"}, base, settings=internal_only)
    both = _settings()
    assert validate_overrides({"sources": ["internal"]}, both.run_defaults(), settings=both).sources == ["internal"]


@pytest.mark.parametrize(
    "key, value", [("fetch_max_bytes", 10**9), ("summarization_timeout", 10**5), ("max_content_length", 10**8)]
)
def test_operator_limits_have_hard_ceilings_too(key, value):
    with pytest.raises(ConfigError, match=key):
        Settings.load(**{key: value})


def test_a_request_may_lower_the_operators_token_budget_but_never_raise_or_lift_it():
    from open_research.config import ConfigError, Settings, validate_overrides

    settings = Settings(max_total_tokens=10_000)
    base = settings.run_defaults()
    assert validate_overrides({"max_total_tokens": 5_000}, base, settings=settings).max_total_tokens == 5_000
    for asked in (20_000, None):
        with pytest.raises(ConfigError, match="max_total_tokens: a request may only lower"):
            validate_overrides({"max_total_tokens": asked}, base, settings=settings)
    # Without an operator budget a request may set its own.
    free = Settings()
    assert validate_overrides({"max_run_seconds": 30}, free.run_defaults(), settings=free).max_run_seconds == 30


def test_prices_are_the_operators():
    from open_research.config import ConfigError, Settings, validate_overrides

    settings = Settings()
    with pytest.raises(ConfigError, match="prices: operator-only"):
        validate_overrides({"prices": {}}, settings.run_defaults(), settings=settings)
