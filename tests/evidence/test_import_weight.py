"""Package faces import lazily: the evidence checks load without the graph, LangGraph or LangChain,
and ``import open_research`` loads none of its subsystems until a name is used."""

from __future__ import annotations

import subprocess
import sys

import pytest


def imported(statement: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", statement], capture_output=True, text=True, check=True
    )
    return [line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines() if "|" in line]


@pytest.mark.parametrize(
    "statement",
    [
        "import open_research.evidence",
        "import open_research.evidence.normalize",
        "from open_research.evidence import make_record",
        "import open_research.text",
    ],
)
def test_evidence_and_text_load_without_the_graph(statement):
    modules = imported(statement)
    heavy = [
        m
        for m in modules
        if m.split(".")[0] in ("langgraph", "langchain", "langchain_core", "fastapi")
        or m.startswith(("open_research.graph", "open_research.models", "api"))
    ]
    assert not heavy, heavy[:10]


def test_the_package_face_loads_nothing_until_used():
    modules = imported("import open_research")
    assert not [m for m in modules if m.startswith("open_research.") and m != "open_research.lazy"], modules
