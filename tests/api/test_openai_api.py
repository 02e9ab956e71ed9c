"""The OpenAI-compatible endpoint, driven by the official ``openai`` client: the clarification loop
on one conversation (streaming and not), the report with its citations, keys and the allow-list."""

from __future__ import annotations

import httpx
import openai
import pytest

from api.app import create_app
from open_research.config import Settings
from tests.support.world import VAGUE, ServerThread, settings_for, world_index, world_models


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("api-openai")
    index = world_index(folder)
    models = world_models()
    models["clarify"]["model"].native_tool_calling = False  # a small clarify model: the code decides
    defaults = (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {"models": models, "search_api": "local", "local_index": str(index), "max_researcher_iterations": 2}
        )
    )
    settings = settings_for(folder / "data", model_profiles={"fast": {"model": "openai:gpt-4o-mini"}})
    with ServerThread(create_app(settings, run_defaults=defaults)) as url:
        yield url


def client(url: str, key: str = "key-acme") -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key=key, max_retries=0, timeout=120)


def test_models_lists_the_assistant_and_the_profiles(server):
    ids = [m.id for m in client(server).models.list()]
    assert ids == ["open-research", "fast"]


def test_clarifying_question_then_report_on_the_same_conversation(server):
    c = client(server)
    history = [{"role": "user", "content": VAGUE}]
    first = c.chat.completions.create(model="open-research", messages=history)
    question = first.choices[0].message.content
    assert question.startswith("Which do you mean:") and "1. " in question
    assert "1. Alpha warehouse\n2. Beta warehouse" in question  # the options, numbered, in the answer

    history += [{"role": "assistant", "content": question}, {"role": "user", "content": "Alpha warehouse"}]
    second = c.chat.completions.create(model="open-research", messages=history)
    report = second.choices[0].message.content
    assert report.startswith("# ") and "[unsupported]" not in report
    assert "alpha.md" in report and "beta.md" in report  # the references, intact
    # the same thread: the brief carries both turns (a new thread would not know the question)
    threads = httpx.post(server + "/threads/search", headers={"x-api-key": "key-acme"}, json={}).json()
    brief = next(t["values"].get("research_brief", "") for t in threads if t["values"].get("final_report") == report)
    assert "Alpha warehouse" in brief and VAGUE in brief


def test_streaming_shows_progress_then_continues_the_thread(server):
    c = client(server)
    history = [{"role": "user", "content": VAGUE}]
    parts, reasoning = [], []
    for ch in c.chat.completions.create(model="open-research", messages=history, stream=True):
        assert ch.object == "chat.completion.chunk"
        delta = ch.choices[0].delta
        parts.append(delta.content or "")
        reasoning.append((delta.model_extra or {}).get("reasoning_content") or "")
    question = "".join(parts)
    assert question.startswith("Which do you mean:")
    assert "checked the question against the documents" in "".join(reasoning)

    history += [{"role": "assistant", "content": question}, {"role": "user", "content": "Alpha warehouse"}]
    parts, reasoning = [], []
    with c.chat.completions.create(
        model="open-research", messages=history, stream=True, stream_options={"include_usage": True}
    ) as stream:
        for ch in stream:
            if ch.choices:
                parts.append(ch.choices[0].delta.content or "")
                reasoning.append((ch.choices[0].delta.model_extra or {}).get("reasoning_content") or "")
    report = "".join(parts)
    assert report.startswith("#") and "Which do you mean" not in report
    steps = "".join(reasoning)
    assert "researcher started" in steps and "report written" in steps


def test_a_raw_stream_ends_with_done(server):
    with httpx.stream(
        "POST",
        server + "/v1/chat/completions",
        headers={"Authorization": "Bearer key-acme"},
        json={"model": "open-research", "stream": True, "messages": [{"role": "user", "content": VAGUE}]},
        timeout=120,
    ) as r:
        lines = [line for line in r.iter_lines() if line.startswith("data: ")]
    assert lines[-1] == "data: [DONE]" and '"chat.completion.chunk"' in lines[0]


def test_wrong_key_is_401(server):
    with pytest.raises(openai.AuthenticationError):
        client(server, "key-wrong").chat.completions.create(
            model="open-research", messages=[{"role": "user", "content": VAGUE}]
        )
    with pytest.raises(openai.AuthenticationError):
        client(server, "key-wrong").models.list()


def test_operator_only_settings_are_refused_by_name(server):
    c = client(server)
    msg = [{"role": "user", "content": VAGUE}]
    with pytest.raises(openai.BadRequestError) as exc:
        c.chat.completions.create(
            model="open-research", messages=msg, extra_body={"configurable": {"base_url": "http://evil.example"}}
        )
    assert "base_url" in str(exc.value) and "operator-only" in str(exc.value)
    with pytest.raises(openai.UnprocessableEntityError) as exc:
        c.chat.completions.create(model="open-research", messages=msg, extra_body={"api_keys": {"x": "y"}})
    assert "api_keys" in str(exc.value)
    with pytest.raises(openai.NotFoundError) as exc:
        c.chat.completions.create(model="gpt-4o", messages=msg)
    assert "open-research, fast" in str(exc.value)


def test_another_tenant_does_not_continue_the_conversation(server):
    acme = client(server)
    history = [{"role": "user", "content": VAGUE}]
    question = acme.chat.completions.create(model="open-research", messages=history).choices[0].message.content
    history += [{"role": "assistant", "content": question}, {"role": "user", "content": "Alpha warehouse"}]
    globex = client(server, "key-globex").chat.completions.create(model="open-research", messages=history)
    answer = globex.choices[0].message.content
    threads = httpx.post(server + "/threads/search", headers={"x-api-key": "key-globex"}, json={}).json()
    assert len(threads) == 1  # a new thread of its own, started from the whole conversation
    assert answer


def test_the_report_downloads_as_html_and_pdf(server):
    c = client(server, "key-globex")
    c.chat.completions.create(
        model="open-research",
        messages=[
            {"role": "user", "content": VAGUE},
            {"role": "assistant", "content": "?"},
            {"role": "user", "content": "both warehouses"},
        ],
    )
    h = {"x-api-key": "key-globex"}
    threads = httpx.post(server + "/threads/search", headers=h, json={}).json()
    tid = next(t["thread_id"] for t in threads if t["values"].get("final_report"))
    page = httpx.get(f"{server}/threads/{tid}/report", params={"format": "html"}, headers=h)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "default-src 'none'" in page.headers["content-security-policy"]
    assert 'id="ref-1"' in page.text and 'class="cite"' in page.text and "Gaps and limitations" in page.text
    # rendering a PDF takes seconds on a loaded 2-core machine: httpx's 5 s default is not the service's limit
    pdf = httpx.get(f"{server}/threads/{tid}/report", params={"format": "pdf"}, headers=h, timeout=60)
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    assert (
        httpx.get(
            f"{server}/threads/{tid}/report", params={"format": "pdf"}, headers={"x-api-key": "key-acme"}, timeout=60
        ).status_code
        == 404
    )
