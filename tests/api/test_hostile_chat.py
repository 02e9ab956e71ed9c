"""One identity per chat user, against a real server process (SQLite and PostgreSQL), driven by
the official ``openai`` client: users behind one key never share a thread, and a request that
times out and is retried by the client is one run, cancelled when the client gives up."""

from __future__ import annotations

import time
import uuid

import httpx
import openai
import pytest

from tests.support.served import world_process

A, B = "key-acme", "key-globex"
ASK = "[clarify] How did the warehouse opening hours change?"


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"chat-{request.param}")
    with world_process(folder, request.param) as (url, _):
        yield url


def _client(url: str, key: str, **kw) -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key=key, **{"timeout": 60, "max_retries": 0, **kw})


def _briefs(url: str, key: str) -> list[str]:
    with httpx.Client(base_url=url, headers={"x-api-key": key}, timeout=30) as h:
        found = h.post("/threads/search", json={"limit": 1000}).json()
    return [str(t["values"].get("research_brief") or "") for t in found]


def _two_users(url: str, key: str, tell: dict[str, dict], case: str) -> dict[str, str]:
    """Both users ask the same, get the same question back, then answer privately (bob first)."""
    c = _client(url, key)
    asked = {}
    for name, extra in tell.items():
        first = c.chat.completions.create(model="open-research", messages=[{"role": "user", "content": ASK}], **extra)
        asked[name] = first.choices[0].message.content
    assert len(set(asked.values())) == 1 and "Which region" in next(iter(asked.values()))
    reports = {}
    for name in reversed(list(tell)):
        history = [
            {"role": "user", "content": ASK},
            {"role": "assistant", "content": asked[name]},
            {"role": "user", "content": f"The north region, private-{name}-{case}"},
        ]
        answer = c.chat.completions.create(model="open-research", messages=history, **tell[name])
        reports[name] = answer.choices[0].message.content
    return reports


@pytest.mark.parametrize(
    "how",
    [
        {"alice": {"user": "alice"}, "bob": {"user": "bob"}},
        {
            "alice": {"extra_headers": {"X-Conversation-Id": "c-1"}},
            "bob": {"extra_headers": {"X-Conversation-Id": "c-2"}},
        },
        {"alice": {}, "bob": {}},  # nothing tells them apart: neither continues the other's thread
    ],
    ids=["user-field", "conversation-header", "indistinguishable"],
)
def test_two_chat_users_behind_one_key_never_cross(service, how):
    key = A if "user" in how["alice"] else B
    before = set(_briefs(service, key))
    reports = _two_users(service, key, how, uuid.uuid4().hex[:8])
    for name, report in reports.items():
        other = next(n for n in reports if n != name)
        assert f"private-{other}" not in report
    new = [b for b in _briefs(service, key) if b not in before]
    for name in reports:
        mine = [b for b in new if f"private-{name}" in b]
        assert mine, (f"{name}'s answer reached no thread", new, reports)
        other = next(n for n in reports if n != name)
        assert not any(f"private-{other}" in b for b in mine), f"{name}'s thread holds the other user's text"


def test_a_timed_out_request_and_its_retries_are_one_run_cancelled(service):
    with httpx.Client(base_url=service, headers={"x-api-key": B}, timeout=30) as h:
        before = {t["thread_id"] for t in h.post("/threads/search", json={"limit": 1000}).json()}
        c = openai.OpenAI(base_url=service + "/v1", api_key=B, timeout=2.0)  # default retries: 2
        started = time.time()
        with pytest.raises(openai.APITimeoutError):
            c.chat.completions.create(
                model="open-research", messages=[{"role": "user", "content": "[slow=15] Warehouse hours? [tag=t1]"}]
            )
        print(f"the client gave up after {time.time() - started:.1f} s")
        new = [t for t in h.post("/threads/search", json={"limit": 1000}).json() if t["thread_id"] not in before]
        assert len(new) == 1, f"{len(new)} threads for one create()"
        runs = h.get(f"/threads/{new[0]['thread_id']}/runs").json()
        assert len(runs) == 1, f"{len(runs)} runs for one create()"
        deadline = time.time() + 40
        while (run := h.get(f"/threads/{new[0]['thread_id']}/runs/{runs[0]['run_id']}").json())["status"] in (
            "pending",
            "running",
        ):
            assert time.time() < deadline, "the abandoned run is still running"
            time.sleep(0.5)
        assert run["status"] == "interrupted", run
