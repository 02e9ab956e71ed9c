"""Imports point one way (docs/architecture.md): inside ``api`` server/app -> openai -> routes, web ->
state -> http, runs -> storage, and the service never imports the CLI. A shortcut upwards shows here
rather than as an import cycle later."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import api

ROOT = Path(api.__file__).parent


def test_imports_point_one_way_as_the_contracts_say():
    """The layers (open_research's subsystems and the service's parts) are import-linter contracts in
    pyproject.toml; every import counts, lazy and type-only ones too."""
    done = subprocess.run(
        [str(Path(sys.executable).with_name("lint-imports"))],
        cwd=ROOT.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-3000:]


def test_api_does_not_import_the_cli():
    wrong = [
        f"api/{p.relative_to(ROOT)}" for p in ROOT.rglob("*.py") if "open_research.cli" in p.read_text(encoding="utf-8")
    ]
    assert not wrong


def test_every_module_is_short():
    """One concept per module: none of the service's or the library's files is over 400 lines."""
    long = {
        str(p.relative_to(ROOT.parent)): n
        for package in ("api", "open_research")
        for p in (ROOT.parent / package).rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert not long
