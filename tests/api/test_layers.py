"""Imports inside ``api`` point one way: app/server -> routes, openai, web (and ``api.state``) ->
http, runs -> storage. Every import counts, lazy and type-only ones too, so a shortcut upwards
shows here rather than as an import cycle later."""

from __future__ import annotations

import ast
from pathlib import Path

import api

ROOT = Path(api.__file__).parent
#: What each part of the service may import from the rest of ``api`` (besides itself).
ALLOWED = {
    "app": {"*"},
    "server": {"*"},
    "routes": {"state", "http", "runs", "storage"},
    "openai": {"routes", "state", "http", "runs", "storage"},
    "web": {"http"},
    "state": {"http", "runs", "storage"},
    "http": {"storage"},
    "runs": {"storage"},
    "storage": set(),
}


def _part(module: str) -> str:
    return module.split(".")[1] if module.count(".") else ""


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return {m for m in out if m.startswith("api.")}


def test_api_imports_point_one_way():
    wrong = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.name == "__init__.py" and len(rel.parts) == 1:
            continue
        part = rel.parts[0].removesuffix(".py")
        allowed = ALLOWED[part]
        for module in _imports(path):
            other = _part(module)
            if other != part and "*" not in allowed and other not in allowed:
                wrong.append(f"api/{rel} imports {module}")
    assert not wrong, "\n".join(wrong)


def test_api_does_not_import_the_cli():
    wrong = [
        f"api/{p.relative_to(ROOT)}" for p in ROOT.rglob("*.py") if "open_research.cli" in p.read_text(encoding="utf-8")
    ]
    assert not wrong


def test_every_api_module_is_short():
    long = {
        f"api/{p.relative_to(ROOT)}": n
        for p in ROOT.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert not long
