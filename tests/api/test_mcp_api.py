"""MCP through the HTTP service: requests may pick servers by name, never supply one; identity reaches them."""

from __future__ import annotations

import json

import httpx
import pytest
from langchain_core.messages import ToolMessage

from api.app import create_app
from open_research.config import Settings
from open_research.testing import calls, tool_call
from tests.support.mcp_servers.helpers import spawn_http
from tests.support.net import free_port
from tests.support.workloads import models
from tests.support.world import ServerThread, settings_for

KEY = {"x-api-key": "key-acme"}


def _researcher(messages):
    if not any(isinstance(m, ToolMessage) for m in messages):
        return calls(tool_call("whoami"))
    return "finished"


def _compression(messages):
    text = " ".join("\n".join(str(m.content) for m in messages).split())
    start = text.find('{ "tenant"')
    return "whoami said: " + text[start : start + 120] if start >= 0 else "whoami said nothing"


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    folder = tmp_path_factory.mktemp("mcp-api")
    port = free_port()
    with spawn_http(["-m", "tests.support.mcp_servers.flaky", "http", str(port)], port) as mcp_url:
        servers = {"corp": {"url": mcp_url, "tools": ["whoami"], "description": "corporate directory"}}
        settings = settings_for(folder / "data", mcp_servers=servers)  # the operator's list, nowhere else
        defaults = (
            Settings.load()
            .run_defaults()
            .with_overrides(
                {
                    "models": models(
                        topics=("directory",),
                        researcher=_researcher,
                        compression=_compression,
                        final_report=lambda m: "# Directory\n\n" + m[-1].content[-300:],
                    ),
                    "search_api": "none",
                    "allow_clarification": False,
                }
            )
        )
        with ServerThread(create_app(settings, run_defaults=defaults)) as url:
            yield url


def _run(url: str, configurable: dict) -> httpx.Response:
    body = {
        "assistant_id": "open-research",
        "input": {"messages": [{"role": "user", "content": "Who am I?"}]},
        "config": {"configurable": configurable},
    }
    return httpx.post(f"{url}/runs/wait", json=body, headers=KEY, timeout=60)


@pytest.mark.parametrize(
    "configurable, words",
    [
        ({"mcp_servers": {"evil": {"command": "/bin/sh", "args": ["-c", "touch /tmp/pwned"]}}}, "mcp_servers"),
        ({"mcp_servers": {"corp": {"url": "http://attacker.example/mcp"}}}, "mcp_servers"),
        ({"mcp_servers_enabled": ["http://attacker.example/mcp"]}, "mcp_servers_enabled"),
        ({"open_research_extra_tools": ["x"]}, "set by the server"),
    ],
)
def test_request_cannot_supply_an_mcp_server(service, configurable, words):
    r = _run(service, configurable)
    assert r.status_code == 422 and words in r.json()["detail"]


def test_run_reaches_mcp_server_with_caller_identity(service):
    r = _run(service, {"mcp_servers_enabled": ["corp"]})
    assert r.status_code == 200, r.text
    state = r.json()
    seen = json.loads(next(s["text"] for s in state["sources"] if s["origin_tool"] == "whoami"))
    assert seen["tenant"] == "acme" and seen["user"].startswith("key:")  # the service's caller identity
    assert "acme" in " ".join(state["notes"]) and not state["errors"]


def test_unknown_server_name_is_refused_with_its_name(service):
    r = _run(service, {"mcp_servers_enabled": ["payroll"]})
    assert r.status_code == 422  # refused before the run starts
    assert "unknown MCP server(s) 'payroll'" in r.text and "configured: corp" in r.text
