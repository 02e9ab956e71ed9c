"""MCP tools for researchers: loading, prefixing, allow-lists, failures, identity, source modes."""

from __future__ import annotations

import json
import time

import pytest

from open_research.config import ConfigError, ResearchConfig, Settings, validate_overrides
from open_research.config.mcp import MCPServerConfig
from open_research.mcp.client import open_mcp_tools, open_run_mcp_tools
from open_research.tools import research_tools
from tests.support.mcp_servers.helpers import build_index, flaky_stdio, kb_stdio, spawn_http
from tests.support.net import free_port


def _call(tool, **args):
    return tool.ainvoke({"type": "tool_call", "id": "call_1", "name": tool.name, "args": args})


async def test_clashing_names_are_prefixed_and_allow_list_applies(tmp_path):
    servers = {
        "kb": kb_stdio(build_index(tmp_path), description="Acme wiki"),
        "flaky": flaky_stdio(tools=["search", "think_tool", "lookup", "nonexistent"]),
    }
    async with open_mcp_tools(servers, call_timeout=10) as tools:
        names = sorted(t.name for t in tools)
        # "search" is on both servers and think_tool is ours: prefixed, never dropped; "fetch" is unique.
        # The allow-list keeps 3 of flaky's 7 tools; "lookup" clashes with nothing and keeps its name.
        assert names == ["fetch", "flaky_search", "flaky_think_tool", "kb_search", "lookup"]
        assert any("'nonexistent'" in w for w in tools.warnings)
        by_name = {t.name: t for t in tools}
        assert by_name["kb_search"].description.startswith("[kb: Acme wiki]")
        own = await _call(by_name["flaky_think_tool"], text="x")
        assert "thought about x" in own.content


async def test_results_become_labelled_evidence(tmp_path):
    async with open_mcp_tools({"kb": kb_stdio(build_index(tmp_path))}, call_timeout=10) as tools:
        by_name = {t.name: t for t in tools}
        found = await _call(by_name["search"], query="holiday leave")
        hit = found.artifact[0]
        assert hit["title"] == "Holiday policy" and hit["snippet_only"] and hit["path"].endswith("holidays.md")
        assert f"[{hit['source_id']}]" in found.content and "<source " in found.content
        doc_id = json.loads(found.content.split("\n", 1)[0].split(": ", 1)[1])
        read = await _call(by_name["fetch"], id=doc_id)
        full = read.artifact[0]
        # The same document gets the same id as its search hit, and the full text replaces the snippet.
        assert full["source_id"] == hit["source_id"] and not full["snippet_only"]
        assert "unused days expire in March" in full["text"] and full["tool_call_id"] == "call_1"


async def test_failures_are_reported_and_the_rest_works(tmp_path):
    servers = {
        "kb": kb_stdio(build_index(tmp_path)),
        "dead": flaky_stdio("fail"),
        "stuck": flaky_stdio("hang", startup_timeout=2),
        "missing": MCPServerConfig(command="/nonexistent/mcp-server"),
        "flaky": flaky_stdio(),
    }
    start = time.monotonic()
    async with open_mcp_tools(servers, call_timeout=1.5) as tools:
        assert time.monotonic() - start < 15
        warned = " | ".join(tools.warnings)
        for name in ("dead", "stuck", "missing"):
            assert f"MCP server '{name}'" in warned
        assert "did not start within 2 s" in warned
        by_name = {t.name: t for t in tools}
        assert {"kb_search", "fetch", "flaky_search", "slow", "broken", "crash"} <= set(by_name)

        t0 = time.monotonic()
        slow = await _call(by_name["slow"], query="q")
        assert slow.content.startswith("ERROR: ") and "no answer within 1.5 s" in slow.content
        assert time.monotonic() - t0 < 5
        broken = await _call(by_name["broken"], query="q")
        assert broken.content.startswith("ERROR: ") and "the archive database is offline" in broken.content
        crash = await _call(by_name["crash"], query="q")
        assert crash.content.startswith("ERROR: ") and crash.artifact == []
        # The server is still usable after a timed-out call, and so is the other one.
        assert "team Osprey" in (await _call(by_name["lookup"], key="k")).content
        assert (await _call(by_name["kb_search"], query="canteen lunch")).artifact
    # Connections are closed when the run ends: calls now fail with an ERROR string, not an exception.
    after = await _call(by_name["lookup"], key="k")
    assert after.content.startswith("ERROR: ")


async def test_a_server_that_dies_mid_run_fails_its_calls_fast():
    async with open_mcp_tools({"f": flaky_stdio(tools=["die", "lookup"])}, call_timeout=30) as tools:
        by_name = {t.name: t for t in tools}
        t0 = time.monotonic()
        died = await _call(by_name["die"], query="q")
        after = await _call(by_name["lookup"], key="k")
        assert time.monotonic() - t0 < 5  # not stuck until the call timeout
    assert died.content.startswith("ERROR: MCP tool die (server 'f') failed: the connection to the server is closed")
    assert after.content.startswith("ERROR: MCP tool lookup (server 'f') failed: the connection")


async def test_stdio_servers_get_a_minimal_environment(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    monkeypatch.setenv("WIKI_TOKEN", "w-123")
    conf = flaky_stdio(tools=["getenv"], env={"WIKI": "${WIKI_TOKEN}"})
    async with open_mcp_tools({"f": conf}) as tools:
        assert (await _call(tools[0], name="OPENAI_API_KEY")).artifact[0]["text"] == "None"
        assert (await _call(tools[0], name="WIKI")).artifact[0]["text"] == "'w-123'"


async def test_arbitrary_tool_result_is_one_source_keyed_by_call():
    async with open_mcp_tools({"reg": flaky_stdio(tools=["lookup"])}, call_timeout=10) as tools:
        first = await _call(tools[0], key="A-1")
        again = await _call(tools[0], key="A-1")
        other = await _call(tools[0], key="B-2")
    assert first.artifact[0]["url"].startswith("mcp://reg/lookup?args=")
    assert first.artifact[0]["source_id"] == again.artifact[0]["source_id"] != other.artifact[0]["source_id"]
    assert "owner is team Osprey" in first.artifact[0]["text"]


async def test_http_server_gets_identity_and_bearer_token(monkeypatch):
    monkeypatch.setenv("FLAKY_TOKEN", "tok-123")
    port = free_port()
    with spawn_http(["-m", "tests.support.mcp_servers.flaky", "http", str(port)], port) as url:
        conf = MCPServerConfig(url=url, bearer_token_env="FLAKY_TOKEN", tools=["whoami"])
        async with open_mcp_tools({"corp": conf}, identity={"tenant": "acme", "user": "ana\r\nX-Evil: 1"}) as tools:
            seen = json.loads((await _call(tools[0])).artifact[0]["text"])
    assert seen == {"tenant": "acme", "user": "ana%0D%0AX-Evil: 1", "authorization": "Bearer tok-123"}


async def test_missing_token_env_means_server_absent(monkeypatch, caplog):
    monkeypatch.delenv("NOPE_TOKEN", raising=False)
    conf = MCPServerConfig(url="http://127.0.0.1:9/mcp", bearer_token_env="NOPE_TOKEN")
    async with open_mcp_tools({"corp": conf}) as tools:
        assert list(tools) == [] and "bearer token is not set" in tools.warnings[0]
    assert "NOPE_TOKEN" not in tools.warnings[0]  # warnings reach the run's stream (tenants)
    assert "NOPE_TOKEN" in caplog.text  # the operator's log names it


# -- configuration and security ------------------------------------------------------------------------


def test_common_mcp_servers_json_shape(tmp_path):
    path = tmp_path / "mcp.json"
    path.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "wiki": {"command": "npx", "args": ["-y", "wiki-mcp"], "env": {"WIKI_TOKEN": "${WIKI_TOKEN}"}},
                    "crm": {"type": "http", "url": "https://crm.example/mcp", "headers": {"X-Team": "sales"}},
                    "old": {"command": "old-server", "disabled": True},
                }
            }
        )
    )
    s = Settings.load(mcp_servers=str(path))
    assert s.mcp_servers["wiki"].transport == "stdio" and s.mcp_servers["crm"].transport == "http"
    assert s.mcp_servers["old"].enabled is False
    toml = tmp_path / "c.toml"
    toml.write_text(
        '[mcp_servers.kb]\ncommand = "open-research"\nargs = ["mcp"]\ndescription = "docs"\n'
        'tools = ["search", "fetch"]\n'
    )
    assert Settings.load(toml).mcp_servers["kb"].tools == ["search", "fetch"]


@pytest.mark.parametrize(
    "server, message",
    [
        ({"command": "x", "url": "http://h/mcp"}, "either 'command'"),
        ({"url": "ftp://h/mcp"}, "http(s) URL"),
        ({"type": "sse", "url": "http://h/sse"}, "SSE transport is not supported"),
        ({"url": "http://h/mcp", "headers": {"X": "a\r\nB: c"}}, "one line"),
    ],
)
def test_bad_server_config_is_refused(server, message):
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Settings.load(mcp_servers={"s": server})


@pytest.mark.parametrize(
    "overrides",
    [
        {"mcp_servers": {"evil": {"command": "/bin/sh", "args": ["-c", "id"]}}},
        {"mcp_servers": {"evil": {"url": "http://attacker.example/mcp"}}},
        {"mcp_servers_enabled": ["http://attacker.example/mcp"]},
        {"mcp_servers_enabled": ["/bin/sh -c id"]},
    ],
)
def test_a_run_cannot_supply_a_command_or_url(overrides):
    with pytest.raises(ConfigError):
        validate_overrides(overrides, Settings.load().run_defaults())


async def test_unknown_server_name_is_a_config_error():
    settings = Settings.load(mcp_servers={"kb": {"command": "true"}})
    cfg = validate_overrides({"mcp_servers_enabled": ["wiki"]}, settings.run_defaults())
    with pytest.raises(ConfigError, match="unknown MCP server.*'wiki'.*configured: kb"):
        async with open_run_mcp_tools(cfg, {}, settings):
            pass


async def test_run_selects_servers_by_name_and_source(tmp_path):
    index = build_index(tmp_path)
    settings = Settings.load(
        mcp_servers={
            "kb": kb_stdio(index).model_dump(),
            "reg": flaky_stdio(tools=["lookup"], source="web").model_dump(),
        }
    )
    for overrides, expected in [
        ({}, {"search", "fetch", "lookup"}),
        ({"mcp_servers_enabled": ["reg"]}, {"lookup"}),
        ({"sources": ["internal"]}, {"search", "fetch"}),
        ({"sources": ["web"], "mcp_servers_enabled": ["kb"]}, set()),
    ]:
        cfg = validate_overrides(overrides, settings.run_defaults())
        async with open_run_mcp_tools(cfg, {}, settings) as tools:
            assert {t.name for t in tools} == expected, overrides


def _names(cfg: ResearchConfig, extra=()):
    return {t.name for t in research_tools(cfg, {"configurable": {"open_research_extra_tools": list(extra)}})}


def test_internal_only_binds_no_web_tool():
    web = ResearchConfig(search_api="tavily")
    assert {"tavily_search", "fetch_url"} <= _names(web)
    internal = web.with_overrides({"sources": ["internal"]})
    assert _names(internal) == {"think_tool"}
    assert _names(ResearchConfig(search_api="local", sources=["web"])) == {"think_tool"}
    assert "local_search" in _names(ResearchConfig(search_api="local", sources=["internal"]))


async def test_research_tools_filter_mcp_tools_per_run():
    async with open_mcp_tools({"reg": flaky_stdio(tools=["lookup"], source="web")}) as tools:
        assert "lookup" in _names(ResearchConfig(search_api="none"), tools)
        assert "lookup" not in _names(ResearchConfig(search_api="none", sources=["internal"]), tools)
        assert "lookup" not in _names(ResearchConfig(search_api="none", mcp_servers_enabled=[]), tools)
