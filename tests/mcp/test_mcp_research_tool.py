"""``research`` as an MCP tool, called by the official ``mcp`` client: over streamable HTTP on the
service (its API keys, tenants and request allow-list), it returns the cited report and its sources
with progress notifications; a question asked back is an elicitation when the client supports it,
else the result (answered on the same thread)."""

from __future__ import annotations

import json

import httpx
import mcp.types as types
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from api.app import create_app
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    folder = tmp_path_factory.mktemp("mcp-research")
    app = create_app(settings_for(folder / "data"), run_defaults=world_defaults(folder / "world"))
    with ServerThread(app) as url:
        yield url


class Session:
    def __init__(self, url: str, key: str = "key-acme", elicit=None) -> None:
        self.url, self.key, self.elicit = url + "/mcp", key, elicit

    async def __aenter__(self) -> ClientSession:
        self._client = httpx.AsyncClient(headers={"x-api-key": self.key}, timeout=httpx.Timeout(30, read=120))
        self._http = streamable_http_client(self.url, http_client=self._client)
        read, write, _ = await self._http.__aenter__()
        self._session = ClientSession(read, write, elicitation_callback=self.elicit)
        session = await self._session.__aenter__()
        await session.initialize()
        return session

    async def __aexit__(self, *exc) -> None:
        await self._session.__aexit__(*exc)
        await self._http.__aexit__(*exc)
        await self._client.aclose()


def _result(called: types.CallToolResult) -> dict:
    assert not called.isError, called.content
    return called.structuredContent or json.loads(called.content[0].text)


async def test_research_returns_a_cited_report_with_progress(service):
    seen: list[str] = []

    async def on_progress(progress, total, message):
        seen.append(message or "")

    async with Session(service) as s:
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert "research" in tools and "question" in tools["research"].inputSchema["properties"]
        out = _result(await s.call_tool("research", {"question": QUESTION}, progress_callback=on_progress))
    assert out["status"] == "done"
    assert out["report"].startswith("# Warehouse hours")
    assert sorted(src["title"] for src in out["sources"]) == ["Alpha warehouse", "Beta warehouse"]
    for src in out["sources"]:
        assert f"[{src['n']}]" in out["report"] and src["url"].endswith(".md")
    assert len(seen) >= 3 and any("alpha" in line.lower() for line in seen), seen


async def test_a_question_asked_back_is_the_result_then_answered_on_its_thread(service):
    async with Session(service) as s:  # this client declares no elicitation
        asked = _result(await s.call_tool("research", {"question": "[clarify] opening hours?"}))
        assert asked["status"] == "needs_answer" and asked["question"] == "Which region do you mean?"
        done = _result(await s.call_tool("research", {"question": "the north region", "thread_id": asked["thread_id"]}))
    assert done["status"] == "done" and done["thread_id"] == asked["thread_id"]
    assert done["report"].startswith("# Warehouse hours")


async def test_a_question_asked_back_is_an_elicitation_when_the_client_supports_it(service):
    asked: list[str] = []

    async def elicit(context, params: types.ElicitRequestParams):
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={"answer": "the north region"})

    async with Session(service, elicit=elicit) as s:
        done = _result(await s.call_tool("research", {"question": "[clarify] opening hours?"}))
    assert asked == ["Which region do you mean?"]
    assert done["status"] == "done" and done["report"].startswith("# Warehouse hours")


async def test_same_keys_tenants_and_allow_list_as_the_http_service(service):
    unknown = httpx.post(service + "/mcp", headers={"x-api-key": "nope"}, json={})
    assert unknown.status_code == 401
    assert httpx.post(service + "/mcp", json={}).status_code == 401
    async with Session(service) as s:
        refused = await s.call_tool("research", {"question": QUESTION, "settings": {"local_index": "/etc/passwd"}})
        assert refused.isError and "local_index: operator-only setting" in refused.content[0].text
        asked = _result(await s.call_tool("research", {"question": "[clarify] opening hours?"}))
    async with Session(service, key="key-globex") as other:  # another tenant cannot answer acme's thread
        foreign = await other.call_tool("research", {"question": "north", "thread_id": asked["thread_id"]})
    assert foreign.isError and "no thread" in foreign.content[0].text


async def test_stdio_research_with_progress_and_a_question_answered_on_its_thread(tmp_path):
    """``open-research mcp`` (stdio, started by the client) offers research on the operator's config."""
    import os
    import sys

    from mcp import StdioServerParameters
    from mcp.client.stdio import stdio_client

    from tests.support.fake_openai import FakeOpenAI
    from tests.support.lg_servers import REPO, SCRIPTS, config_file
    from tests.support.world import make_index

    index = make_index(tmp_path / "world")
    seen: list[str] = []

    async def on_progress(progress, total, message):
        seen.append(message or "")

    with FakeOpenAI(SCRIPTS) as base_url:
        config = config_file(tmp_path, base_url)
        config.write_text(config.read_text().replace('search_api = "none"', 'search_api = "local"'))
        env = {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_")}
        env.update(OPEN_RESEARCH_CONFIG=str(config), OPEN_RESEARCH_DATA_DIR=str(tmp_path / "data"))
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "open_research.cli", "mcp", "--index", str(index)],
            cwd=str(REPO),
            env=env,
        )
        async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
            await s.initialize()
            assert {"search", "fetch", "research"} <= {t.name for t in (await s.list_tools()).tools}
            out = _result(await s.call_tool("research", {"question": QUESTION}, progress_callback=on_progress))
            assert out["status"] == "done" and out["report"].startswith("# Warehouse hours")
            assert sorted(src["title"] for src in out["sources"]) == ["Alpha warehouse", "Beta warehouse"]
            assert seen, "no progress notifications"
            asked = _result(await s.call_tool("research", {"question": "[clarify] opening hours?"}))
            assert asked["status"] == "needs_answer" and asked["question"] == "Which region do you mean?"
            done = _result(await s.call_tool("research", {"question": "north", "thread_id": asked["thread_id"]}))
            assert done["status"] == "done" and done["thread_id"] == asked["thread_id"]
            refused = await s.call_tool("research", {"question": QUESTION, "settings": {"local_index": "/etc/passwd"}})
            assert refused.isError and "operator-only" in refused.content[0].text
            unknown = await s.call_tool("research", {"question": "north", "thread_id": "nope"})
            assert unknown.isError and "no thread" in unknown.content[0].text
