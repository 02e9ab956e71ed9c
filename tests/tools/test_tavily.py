"""The Tavily tool against mocked HTTP: dedupe, summary fallback, errors as ERROR strings."""

from __future__ import annotations

import asyncio

import httpx
import pytest
import respx

from open_research.config import ResearchConfig
from open_research.testing import ScriptedChatModel
from open_research.tools.tavily import Summary, make_tavily_search

URL = "https://api.tavily.com/search"


def result(url, title, raw="raw page text " * 5, content="snippet text"):
    return {"url": url, "title": title, "content": content, "raw_content": raw, "score": 0.9}


def cfg(summarizer, **kw):
    return ResearchConfig(
        search_api="tavily", summarization_timeout=0.3, models={"summarization": {"model": summarizer}}, **kw
    )


async def call(tool, queries):
    msg = await tool.ainvoke({"name": "tavily_search", "args": {"queries": queries}, "id": "c1", "type": "tool_call"})
    return msg.content, msg.artifact


@pytest.fixture(autouse=True)
def key(monkeypatch):
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test")


@respx.mock
async def test_results_are_deduplicated_by_url_and_summarised():
    respx.post(URL).mock(
        side_effect=[
            httpx.Response(
                200,
                json={"results": [result("https://a.example/x?utm_source=q", "A"), result("https://b.example/", "B")]},
            ),
            httpx.Response(200, json={"results": [result("https://a.example/x", "A again")]}),
        ]
    )
    summarizer = ScriptedChatModel(script=lambda m: Summary(summary="SUMMARY", key_excerpts="quote"))
    content, artifact = await call(make_tavily_search(cfg(summarizer)), ["q1", "q2"])
    assert len(artifact) == 2
    assert content.count("SUMMARY") == 2 and "quote" in content
    for record in artifact:
        assert record["source_id"] in content
        assert record["text"].startswith("raw page text")  # the snapshot is the page, not the summary


@respx.mock
async def test_summary_timeout_falls_back_to_snippet():
    respx.post(URL).mock(return_value=httpx.Response(200, json={"results": [result("https://a.example/", "A")]}))
    slow = ScriptedChatModel(script=lambda m: Summary(summary="late"), latency=2.0)
    content, artifact = await asyncio.wait_for(call(make_tavily_search(cfg(slow)), ["q"]), 2.0)
    assert "snippet text" in content and "late" not in content
    assert len(artifact) == 1


@respx.mock
async def test_http_error_becomes_error_string():
    respx.post(URL).mock(return_value=httpx.Response(500, json={"detail": "boom"}))
    content, artifact = await call(make_tavily_search(cfg(ScriptedChatModel(script=[]))), ["q"])
    assert content.startswith("ERROR:") and artifact == []


@respx.mock
async def test_one_failed_query_keeps_the_others():
    respx.post(URL).mock(
        side_effect=[
            httpx.Response(429, json={"detail": "slow down"}),
            httpx.Response(200, json={"results": [result("https://b.example/", "B")]}),
        ]
    )
    summarizer = ScriptedChatModel(script=lambda m: Summary(summary="S"))
    content, artifact = await call(make_tavily_search(cfg(summarizer)), ["q1", "q2"])
    assert len(artifact) == 1 and "Some queries failed" in content


async def test_missing_key_is_an_error_string(monkeypatch, caplog):
    monkeypatch.delenv("TAVILY_API_KEY")
    content, _ = await call(make_tavily_search(cfg(ScriptedChatModel(script=[]))), ["q"])
    assert content.startswith("ERROR:") and "not configured" in content
    assert "TAVILY_API_KEY" not in content and "TAVILY_API_KEY" in caplog.text  # the operator's log only
