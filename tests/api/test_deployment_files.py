"""The deployment files say what the README promises: compose.yaml is valid YAML with PostgreSQL,
two API replicas that do not execute runs, and two workers built from the Dockerfile; the
Dockerfile installs libgomp1, runs as a non-root user, and can bake the model in."""

from __future__ import annotations

from pathlib import Path

import yaml

from open_research.cli.commands import _parser

ROOT = Path(__file__).resolve().parents[2]


def test_compose_file_has_postgres_two_api_replicas_and_two_workers():
    spec = yaml.safe_load((ROOT / "compose.yaml").read_text())
    services = spec["services"]
    assert set(services) == {"postgres", "setup", "api1", "api2", "worker"}
    assert services["postgres"]["image"].startswith("postgres:")
    for name in ("api1", "api2"):
        cmd = services[name]["command"]
        assert cmd[1:3] == ["serve", "--host"] and "--no-with-worker" in cmd
        assert services[name]["build"] == "." and services[name]["environment"][
            "OPEN_RESEARCH_DATABASE_URL"
        ].startswith("postgresql://")
    assert services["worker"]["command"][1] == "worker" and services["worker"]["deploy"]["replicas"] == 2
    # The commands are ones the CLI accepts.
    for name in ("api1", "worker"):
        args = _parser().parse_args(services[name]["command"][1:])
        assert args.func.__name__ in ("_serve", "_worker")
    assert {s["ports"][0].split(":")[-1] for s in (services["api1"], services["api2"])} == {"2024"}


def test_dockerfile_installs_libgomp_runs_as_non_root_and_can_bake_the_model():
    text = (ROOT / "Dockerfile").read_text()
    assert "libgomp1" in text
    users = [line.split()[1] for line in text.splitlines() if line.startswith("USER ")]
    assert users and users[-1] not in ("root", "0")
    assert "ARG BAKE_MODEL" in text and "resolve_local_model" in text
    extras = next(line for line in text.splitlines() if line.startswith("ARG EXTRAS="))
    assert {"postgres", "pdf", "otel"} <= set(extras.split("=", 1)[1].strip('"').split(","))


def test_compose_checks_and_indexes_once_before_the_service_starts():
    """No restart loop without a key or a model: ``setup`` refuses once, and nothing depends-on it starts."""
    services = yaml.safe_load((ROOT / "compose.yaml").read_text())["services"]
    setup = services["setup"]
    script = setup["command"][-1]
    assert "open-research check --service" in script and "open-research index /documents" in script
    assert setup["restart"] == "no"
    for name in ("api1", "api2", "worker"):
        assert services[name]["depends_on"]["setup"]["condition"] == "service_completed_successfully"
        assert any(v.endswith(":/documents:ro") for v in services[name]["volumes"])
    for part in script.split("&&"):  # each step is a command the CLI accepts
        argv = part.split()[1:]
        assert _parser().parse_args(argv).func.__name__ in ("_check", "_index")


def test_check_refuses_without_keys_or_a_model_key(monkeypatch, capsys):
    from open_research.cli import commands as cli

    monkeypatch.delenv("OPEN_RESEARCH_CONFIG", raising=False)
    monkeypatch.setenv("OPEN_RESEARCH_MODEL", "openai:gpt-4.1")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert cli.main(["check", "--service"]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert "no API keys are configured" in err and "OPENAI_API_KEY" in err and "Traceback" not in err
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("OPEN_RESEARCH_AUTH_DISABLED", "true")
    assert cli.main(["check", "--service"]) == 0
