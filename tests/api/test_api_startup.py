"""Starting the service: refusing to run open by accident, saying loudly when it is open."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from langgraph_sdk import get_client

from api.app import create_app
from api.http.auth import hash_key
from api.server import serve
from open_research.config import Settings
from tests.support.world import QUESTION, ServerThread, world_defaults


def test_no_api_keys_and_auth_not_disabled_refuses_to_start(tmp_path, capsys):
    settings = Settings.load(data_dir=str(tmp_path))
    with pytest.raises(ValueError, match="auth_disabled"):
        create_app(settings)
    assert serve(settings, port=1) == 1  # returns before binding anything
    assert "no API keys configured" in capsys.readouterr().err


def test_an_unusable_database_url_is_refused_with_a_sentence(tmp_path, capsys):
    settings = Settings.load(data_dir=str(tmp_path), auth_disabled=True, database_url="mysql://db/x")
    assert serve(settings, port=1) == 1
    assert "database_url must start with postgresql:// or sqlite:///" in capsys.readouterr().err


def test_a_plain_key_in_place_of_a_digest_is_refused(tmp_path):
    with pytest.raises(ValueError, match="not a sha256 hex digest"):
        create_app(Settings.load(data_dir=str(tmp_path), api_keys={"my-secret-key": "acme"}))
    create_app(Settings.load(data_dir=str(tmp_path), api_keys={"sha256:" + hash_key("k"): "acme"}))


def test_auth_disabled_serves_without_keys_and_warns_loudly(tmp_path, capfd):
    settings = Settings.load(data_dir=str(tmp_path / "data"), auth_disabled=True)
    app = create_app(settings, run_defaults=world_defaults(tmp_path / "world"))
    with ServerThread(app) as url:

        async def go():
            c = get_client(url=url, api_key=None)
            out = await c.runs.wait(None, "open-research", input={"messages": [{"role": "user", "content": QUESTION}]})
            assert "Notes on alpha" in out["final_report"]
            threads = await c.threads.search()
            assert len(threads) == 1 and threads[0]["status"] == "idle"

        asyncio.run(go())
        assert httpx.get(url + "/info").json()["backend"] == "sqlite"
    assert "authentication is DISABLED" in capfd.readouterr().err


def test_runs_beyond_max_concurrent_runs_wait_as_pending(tmp_path):
    from tests.support.world import settings_for

    app = create_app(
        settings_for(tmp_path / "data", max_concurrent_runs=1), run_defaults=world_defaults(tmp_path / "world")
    )
    with ServerThread(app) as url:

        async def go():
            c = get_client(url=url, api_key="key-acme")
            first_t, second_t = [(await c.threads.create())["thread_id"] for _ in range(2)]
            ask = {"messages": [{"role": "user", "content": f"[slow=0.4] {QUESTION}"}]}
            first = await c.runs.create(first_t, "open-research", input=ask)
            second = await c.runs.create(second_t, "open-research", input=ask)
            await asyncio.sleep(0.3)
            assert (await c.runs.get(first_t, first["run_id"]))["status"] == "running"
            assert (await c.runs.get(second_t, second["run_id"]))["status"] == "pending"
            await c.runs.join(second_t, second["run_id"])
            assert (await c.runs.get(second_t, second["run_id"]))["status"] == "success"

        asyncio.run(go())
