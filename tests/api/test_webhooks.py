"""A run's ``webhook``: a loopback listener the operator allowed receives one signed delivery of the
run's final state per run (retried after a 503); an address outside the allow-list receives nothing
(the run is refused with a 422); the body carries no secret, no kwargs, no other tenant's data."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from langgraph_sdk import get_client

from api.app import create_app
from api.runs.webhooks import verify, webhook_problem
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults

SECRET = "whsec-test-1234"


class Listener:
    """An HTTP listener that records every POST; ``fail_first`` answers 503 that many times first."""

    def __init__(self, host: str, fail_first: int = 0) -> None:
        self.got: list[tuple[dict[str, str], bytes]] = []
        self.fail_first = fail_first
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                outer.got.append(({k.lower(): v for k, v in self.headers.items()}, body))
                code = 503 if outer.fail_first > 0 else 204
                outer.fail_first -= 1
                self.send_response(code)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer((host, 0), Handler)
        self.url = f"http://{host}:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _wait_for(predicate, seconds: float = 15.0) -> None:
    deadline = time.time() + seconds
    while not predicate():
        assert time.time() < deadline, "timed out"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    folder = tmp_path_factory.mktemp("webhooks")
    allowed, flaky, private = Listener("127.0.0.1"), Listener("127.0.0.1", fail_first=1), Listener("127.0.0.2")
    settings = settings_for(
        folder / "data",
        webhook_allow_hosts=["127.0.0.1"],
        webhook_secret=SECRET,
        webhook_backoff_seconds=0.05,
    )
    app = create_app(settings, run_defaults=world_defaults(folder / "world"))
    with ServerThread(app) as url:
        yield url, allowed, flaky, private
    for listener in (allowed, flaky, private):
        listener.close()


def _client(url: str, key: str = "key-acme"):
    return get_client(url=url, api_key=key)


async def test_one_signed_delivery_per_run_with_the_final_state(world):
    url, allowed, _, _ = world
    c = _client(url)
    thread = (await c.threads.create())["thread_id"]
    runs = []
    for n in range(2):
        run = await c.runs.create(
            thread,
            "open-research",
            input={"messages": [{"role": "user", "content": f"{QUESTION} ({n})"}]},
            webhook=allowed.url,
        )
        await c.runs.join(thread, run["run_id"])
        runs.append(run["run_id"])
    _wait_for(lambda: len(allowed.got) >= 2)
    time.sleep(0.5)  # nothing more arrives
    assert len(allowed.got) == 2
    bodies = [json.loads(body) for _, body in allowed.got]
    assert sorted(b["run_id"] for b in bodies) == sorted(runs)
    for headers, body in allowed.got:
        assert verify(SECRET, body, headers)  # the operator's HMAC, Standard Webhooks headers
        assert not verify("another-secret", body, headers)
        assert SECRET not in body.decode() and "key-acme" not in body.decode()
    for b in bodies:
        assert b["status"] == "success" and b["thread_id"] == thread
        assert b["values"]["final_report"].startswith("# Warehouse hours")
        assert "kwargs" not in b and "identity" not in json.dumps(b) and "acme" not in json.dumps(b)
    # the delivery is recorded on the run
    for run_id in runs:
        shown = await c.runs.get(thread, run_id)
        assert shown["metadata"]["webhook_delivery"]["status"] == "delivered"
        assert shown["metadata"]["webhook_delivery"]["attempts"] == 1
        assert shown["kwargs"]["webhook"] == allowed.url


async def test_a_503_is_retried_and_the_attempts_recorded(world):
    url, _, flaky, _ = world
    c = _client(url)
    thread = (await c.threads.create())["thread_id"]
    run = await c.runs.create(
        thread, "open-research", input={"messages": [{"role": "user", "content": QUESTION}]}, webhook=flaky.url
    )
    await c.runs.join(thread, run["run_id"])
    _wait_for(lambda: len(flaky.got) >= 2)

    async def delivered():
        return (await c.runs.get(thread, run["run_id"]))["metadata"].get("webhook_delivery")

    deadline = time.time() + 10
    while (record := await delivered()) is None and time.time() < deadline:
        time.sleep(0.05)
    assert record["status"] == "delivered" and record["attempts"] == 2
    assert flaky.got[0][0]["webhook-id"] == flaky.got[1][0]["webhook-id"]  # the same message, retried


async def test_a_private_address_outside_the_allow_list_receives_nothing(world):
    url, _, _, private = world
    for target in (private.url, "http://10.0.0.7/hook", "http://169.254.169.254/latest", "http://localhost:9/x"):
        r = httpx.post(
            url + "/runs/wait",
            headers={"x-api-key": "key-acme"},
            json={
                "assistant_id": "open-research",
                "input": {"messages": [{"role": "user", "content": QUESTION}]},
                "webhook": target,
            },
            timeout=60,
        )
        assert r.status_code == 422 and "webhook_allow_hosts" in r.text, r.text
    time.sleep(0.5)
    assert private.got == []


async def test_a_wildcard_entry_must_resolve_to_a_public_address(monkeypatch):
    from api.runs import webhooks
    from open_research.sources import fetch

    async def to_loopback(host, port):
        return ["127.0.0.1"]

    monkeypatch.setattr(fetch, "_resolve", to_loopback)
    assert webhook_problem("https://hooks.example.com/x", ["*.example.com"]) is None
    assert "not on" in webhook_problem("https://example.org/x", ["*.example.com"])

    class Settings:
        webhook_allow_hosts = ["*.example.com"]
        webhook_secret = None
        webhook_max_attempts = 3
        webhook_backoff_seconds = 0.0
        webhook_timeout = 2.0

    class Store:
        async def merge_run_metadata(self, run_id, values):
            self.saved = values

    store = Store()
    record = await webhooks.WebhookSender(Settings(), store).deliver("https://hooks.example.com/x", {}, "r1")
    assert record["status"] == "refused" and "non-public address" in record["detail"] and record["attempts"] == 1
    assert store.saved["webhook_delivery"]["status"] == "refused"
