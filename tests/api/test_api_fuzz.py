"""Schemathesis against the service's own OpenAPI (bodies documented there): no response is a 5xx.

Bounded for CI: a few examples per operation, valid and invalid ones, against a real uvicorn
server with the scripted world (so runs that a generated body happens to start finish quickly).
"""

from __future__ import annotations

import functools
import json
import tempfile
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

from api.app import create_app
from tests.support.world import served_world, settings_for

EXAMPLES = 5


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def base_url(request, tmp_path_factory):
    with served_world(tmp_path_factory.mktemp(f"fuzz-{request.param}"), request.param) as url:
        yield url


def _schema():
    with tempfile.TemporaryDirectory() as folder:  # creating the app opens nothing; its schema is static
        doc = create_app(settings_for(Path(folder))).openapi()
    schema = schemathesis.openapi.from_dict(doc)
    schema.config.generation.update(
        modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
        max_examples=EXAMPLES,
        no_shrink=True,
        deterministic=True,
    )
    return schema


schema = _schema()


@schema.parametrize()
@settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True, database=None
)
def test_no_request_gets_a_server_error(case, base_url):
    response = case.call(base_url=base_url, headers={"x-api-key": "key-acme"}, timeout=30)
    assert response.status_code < 500, (
        case.method,
        case.formatted_path,
        case.query,
        case.body,
        response.status_code,
        response.text[:500],
    )


# Arbitrary JSON, including what stores choke on (lone surrogates, NUL, NaN, deep nesting): every
# answer is a 2xx or a 4xx, and the tenant's reads keep working after each one.
_text = st.sampled_from(["\ud800", "a\x00b", "x\udfff", "plain"]) | st.text(
    st.characters(codec=None, exclude_categories=()), max_size=8
)
_deep = st.integers(1, 600).map(lambda n: functools.reduce(lambda v, _: {"a": v}, range(n), {}))
_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | _text | _deep,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_text, inner, max_size=3),
    max_leaves=12,
)


@given(metadata=st.dictionaries(_text, _json, max_size=3), content=_text, message_id=_text)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True, database=None)
def test_stored_json_never_breaks_a_later_read(base_url, metadata, content, message_id):
    headers = {"x-api-key": "key-acme", "content-type": "application/json"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=30) as h:
        r = h.post("/threads", content=json.dumps({"metadata": metadata}).encode())
        assert r.status_code in (200, 422), r.text
        thread = r.json()["thread_id"] if r.status_code == 200 else h.post("/threads", json={}).json()["thread_id"]
        r = h.patch(f"/threads/{thread}", content=json.dumps({"metadata": metadata}).encode())
        assert r.status_code in (200, 422), r.text
        body = {
            "input": {"messages": [{"role": "user", "content": content or "?", "id": message_id or None}]},
            "metadata": metadata,
            "config": {"configurable": {"allow_clarification": False}},
        }
        r = h.post(f"/threads/{thread}/runs", content=json.dumps(body).encode())
        assert r.status_code in (200, 422), r.text
        if r.status_code == 200:
            h.get(f"/threads/{thread}/runs/{r.json()['run_id']}/join")
        assert h.post("/threads/search", json={"limit": 5}).status_code == 200
        assert h.get(f"/threads/{thread}/runs").status_code == 200
        assert h.get(f"/threads/{thread}").status_code == 200
