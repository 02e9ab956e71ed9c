"""Both servers a LangGraph client may talk to, on the same config and the same fake model:
``langgraph dev`` on the repository's ``langgraph.json``, and ``open-research serve``.

``langgraph-cli[inmem]`` is installed once into a venv under the pytest cache (reruns reuse it); the
venv sees this test environment's packages (the repository and its dependencies) after its own.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.support.world import _brief, _clarify, _compression, _final_report, _researcher, _supervisor

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = {
    "clarify": _clarify,
    "brief": _brief,
    "supervisor": _supervisor,
    "researcher": _researcher,
    "compression": _compression,
    "summarization": lambda m: "summary",
    "final_report": _final_report,
}


def langgraph_cli(cache_dir: Path) -> Path:
    """The ``langgraph`` executable of a cached venv with ``langgraph-cli[inmem]``."""
    venv = cache_dir / "venv"
    exe = venv / "bin" / "langgraph"
    if not exe.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "langgraph-cli[inmem]"], check=True, timeout=900)
        site = subprocess.run(
            [str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
        ours = sysconfig.get_paths()["purelib"]
        Path(site, "open_research_tests.pth").write_text(f"{REPO}\n{ours}\n", encoding="utf-8")
    return exe


def config_file(folder: Path, base_url: str, **extra: Any) -> Path:
    """Every role on the fake model; the planner and evaluator are the code's (no native tools)."""
    lines = [
        'model = "openai:default"',
        f"base_url = {json.dumps(base_url)}",
        'search_api = "none"',
        "max_refinement_rounds = 0",
        "auth_disabled = true",
        f"data_dir = {json.dumps(str(folder / 'data'))}",
    ]
    lines += [f"{k} = {json.dumps(v)}" for k, v in extra.items()]
    for role in SCRIPTS:
        lines += [f"[models.{role}]", f'model = "openai:{role}"']
    for role in ("planner", "evaluator"):
        lines += [f"[models.{role}]", "native_tool_calling = false"]
    path = folder / "server.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running(kind: str, config: Path, folder: Path, cli: Path | None = None) -> Iterator[str]:
    """``kind`` is "langgraph-dev" or "open-research-serve"; yields the base URL."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_") and not k.endswith("_API_KEY")}
    env.update(
        OPEN_RESEARCH_CONFIG=str(config),
        OPEN_RESEARCH_DATA_DIR=str(folder / "data"),
        LANGGRAPH_CLI_NO_ANALYTICS="1",
        LANGSMITH_TRACING="false",
    )
    if kind == "langgraph-dev":
        cmd = [
            str(cli),
            "dev",
            "--no-browser",
            "--no-reload",
            "--port",
            str(port),
            "--config",
            str(REPO / "langgraph.json"),
        ]
    else:
        cmd = [str(Path(sys.executable).with_name("open-research")), "serve", "--port", str(port)]
    log_path = folder / f"{kind}.log"
    with open(log_path, "w") as log:
        # langgraph dev reads the graph paths relative to its directory (and keeps .langgraph_api/ there)
        proc = subprocess.Popen(
            cmd, cwd=REPO if kind == "langgraph-dev" else folder, stdout=log, stderr=subprocess.STDOUT, env=env
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.time() + 120
            while True:
                assert proc.poll() is None, log_path.read_text()[-4000:]
                try:
                    if httpx.get(url + "/ok", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.time() < deadline, log_path.read_text()[-4000:]
                time.sleep(0.3)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
