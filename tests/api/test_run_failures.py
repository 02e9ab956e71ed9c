"""A run that fails on a model context overflow answers 400 (context_length_exceeded), so the
official ``openai`` client (default retries on) raises at once and starts no second run; a run that
fails otherwise stays a 500."""

from __future__ import annotations

import httpx
import openai
import pytest

from api.app import create_app
from api.runs.failures import run_failure
from open_research.config import Settings
from open_research.models.errors import ContextOverflowError
from tests.support.world import ServerThread, settings_for, world_index, world_models


def _overflowing_report(messages):
    raise ContextOverflowError("the prompt has 9120 tokens but the local model's context holds 8192")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("run-failures")
    models = world_models()
    models["final_report"]["model"].script = _overflowing_report
    defaults = (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {
                "models": models,
                "search_api": "local",
                "local_index": str(world_index(folder)),
                "allow_clarification": False,
            }
        )
    )
    with ServerThread(create_app(settings_for(folder / "data"), run_defaults=defaults)) as url:
        yield url


def test_context_overflow_is_a_400_the_openai_client_does_not_retry(server):
    c = openai.OpenAI(base_url=server + "/v1", api_key="key-acme", max_retries=2, timeout=120)
    with pytest.raises(openai.BadRequestError) as refused:
        c.chat.completions.create(
            model="open-research", messages=[{"role": "user", "content": "Alpha warehouse hours?"}]
        )
    assert refused.value.status_code == 400
    assert "context" in refused.value.message
    threads = httpx.post(server + "/threads/search", headers={"x-api-key": "key-acme"}, json={}).json()
    runs = [
        r
        for t in threads
        for r in httpx.get(f"{server}/threads/{t['thread_id']}/runs", headers={"x-api-key": "key-acme"}).json()
    ]
    assert [r["status"] for r in runs] == ["error"]  # one run: the client did not retry


@pytest.mark.parametrize(
    ("error", "status"),
    [
        ("ReportGenerationError: could not be written: ContextOverflowError: the prompt has 9120 tokens", 400),
        ("ContextOverflowError: the prompt has 9120 tokens but the local model's context holds 8192", 400),
        ("BadRequestError: Error code: 400 - {'error': {'code': 'context_length_exceeded'}}", 400),
        ("BadRequestError: This model's maximum context length is 128000 tokens", 400),
        ("cancelled", 409),
        ("RuntimeError: scripted report failure", 500),
        ("APIConnectionError: Connection error.", 500),
    ],
)
def test_run_errors_map_to_statuses(error, status):
    assert run_failure(error).status == status
