"""Our document index as an MCP server, reached through langchain-mcp-adapters over stdio and HTTP."""

from __future__ import annotations

import json

import httpx
from langchain_mcp_adapters.client import MultiServerMCPClient
from langchain_mcp_adapters.tools import load_mcp_tools

from open_research.mcp.server import run_mcp_command
from tests.support.mcp_servers.helpers import PY, REPO, build_index, spawn_http
from tests.support.net import free_port


async def _exercise(client: MultiServerMCPClient) -> None:
    """search finds the document, fetch reads it whole, and bad arguments get clear tool errors."""
    async with client.session("kb") as session:
        tools = {t.name: t for t in await load_mcp_tools(session, server_name="kb")}
        assert {"search", "fetch"} <= set(tools) <= {"search", "fetch", "research"}

        async def call(name: str, **args):
            return await tools[name].ainvoke({"type": "tool_call", "id": "t", "name": name, "args": args})

        found = await call("search", query="Falcon budget")
        results = json.loads(found.content[0]["text"])["results"]
        assert results[0]["title"] == "Project Falcon budget"
        assert set(results[0]) == {"id", "title", "url", "snippet"}
        assert results[0]["url"] == "file:falcon.md" and "4.2 million" in results[0]["snippet"]

        doc = json.loads((await call("fetch", id=results[0]["id"])).content[0]["text"])
        assert doc["id"] == results[0]["id"] and "signed off by the CFO on 3 March" in doc["text"]
        assert doc["metadata"]["path"] == "falcon.md"

        assert json.loads((await call("search", query="zeppelin maintenance")).content[0]["text"]) == {"results": []}

        empty = await call("search", query="   ")
        assert empty.status == "error" and "query must be a non-empty string" in empty.content[0]["text"]
        unknown = await call("fetch", id="doc_nope")
        assert unknown.status == "error" and "no document has id 'doc_nope'" in unknown.content[0]["text"]
        missing = await call("fetch")
        assert missing.status == "error" and "id" in missing.content[0]["text"]


async def test_stdio_server_search_and_fetch(tmp_path):
    index = build_index(tmp_path)
    client = MultiServerMCPClient(
        {
            "kb": {
                "transport": "stdio",
                "command": PY,
                "cwd": str(REPO),
                "args": ["-m", "open_research.cli", "mcp", "--index", str(index)],
            }
        }
    )
    await _exercise(client)


async def test_http_server_search_and_fetch(tmp_path):
    index = build_index(tmp_path)
    port = free_port()
    with spawn_http(
        ["-m", "open_research.cli", "mcp", "--index", str(index), "--transport", "http", "--port", str(port)], port
    ) as url:
        await _exercise(MultiServerMCPClient({"kb": {"transport": "http", "url": url}}))


async def test_http_token_is_required_when_set(tmp_path):
    index = build_index(tmp_path)
    port = free_port()
    with spawn_http(
        ["-m", "open_research.mcp.server", str(index), "http", str(port)],
        port,
        env={"OPEN_RESEARCH_MCP_TOKEN": "s3cret"},
    ) as url:
        async with httpx.AsyncClient() as http:
            r = await http.post(
                url,
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={"Authorization": "Bearer wrong", "Accept": "application/json"},
            )
            assert r.status_code == 401
        await _exercise(
            MultiServerMCPClient(
                {"kb": {"transport": "http", "url": url, "headers": {"Authorization": "Bearer s3cret"}}}
            )
        )


def test_command_refuses_missing_index_and_open_host(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("OPEN_RESEARCH_MCP_TOKEN", raising=False)
    assert run_mcp_command(str(tmp_path / "none.sqlite"), "stdio", "127.0.0.1", 0) == 2
    assert "no document index" in capsys.readouterr().err
    assert not (tmp_path / "none.sqlite").exists()  # no empty index was created by mistake
    index = build_index(tmp_path)
    assert run_mcp_command(str(index), "http", "0.0.0.0", free_port()) == 2
    assert "without a token" in capsys.readouterr().err
