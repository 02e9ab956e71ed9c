"""A real ``open-research serve`` process, two tenants' keys, and a listener that records anything.

A tenant probes for the operator's endpoints, keys, files and limits; none of it gets through (each
probe a documented 4xx, the listener hears nothing). Every kind of bad input is a 4xx, and the
server keeps serving: later reads of the same tenant still work, on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import os
import socket
import socketserver
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from api.http.auth import hash_key
from tests.support.postgres import pg_available, pg_drop, pg_schema_dsn, require_postgres

A, B = "key-acme-hostile", "key-globex-hostile"
ASK = {"messages": [{"role": "user", "content": "How did the warehouse opening hours change?"}]}


class Listener(socketserver.ThreadingTCPServer):
    """Records every connection (even one that never sends a byte) and answers like an LLM server."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        self.hits: list[bytes] = []
        super().__init__(("127.0.0.1", 0), _Record)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Record(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        self.server.hits.append(b"connect")
        self.request.settimeout(2)
        try:
            self.server.hits.append(self.request.recv(4096))
            body = b'{"choices": []}'
            self.request.sendall(
                b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n%s" % (len(body), body)
            )
        except OSError:
            pass


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def listener():
    server = Listener()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"hostile-{request.param}")
    schema = None
    dsn_line = ""
    if request.param == "postgres":
        require_postgres(pg_available())
        schema, dsn = pg_schema_dsn()
        dsn_line = f"database_url = {json.dumps(dsn)}\n"
    port = _free_port()
    config = folder / "server.toml"
    config.write_text(
        f"data_dir = {json.dumps(str(folder / 'data'))}\n{dsn_line}"
        'model = "openai:gpt-4.1-mini"\nsearch_api = "none"\n'
        "max_request_bytes = 100000\nheader_timeout = 1.0\n"
        "[request_ceilings]\nmax_researcher_iterations = 4\n"
        '[model_profiles.fast]\nmodel = "openai:gpt-4.1-mini"\n'
        '[model_profiles.fast.models.clarify]\napi_key_env = "OPS_SECRET_VAR"\n'
        '[model_profiles.fast.models.brief]\napi_key_env = "OPS_SECRET_VAR"\n'
        f'[api_keys]\n"{hash_key(A)}" = "acme"\n"{hash_key(B)}" = "globex"\n',
        encoding="utf-8",
    )
    exe = Path(sys.executable).with_name("open-research")
    log = open(folder / "server.log", "w")
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.endswith(("_API_KEY", "SECRET_VAR")) and not k.startswith("OPEN_RESEARCH_")
    }
    proc = subprocess.Popen(
        [str(exe), "serve", "--config", str(config), "--port", str(port)], stdout=log, stderr=subprocess.STDOUT, env=env
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            assert proc.poll() is None, (folder / "server.log").read_text()
            try:
                if httpx.get(url + "/ok", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                assert time.time() < deadline, "the server did not start"
                time.sleep(0.2)
        yield url, folder / "server.log", proc.pid
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()
        if schema:
            pg_drop(schema)


def _post(h: httpx.Client, path: str, body: dict | bytes) -> httpx.Response:
    if isinstance(body, bytes):
        return h.post(path, content=body, headers={"content-type": "application/json"})
    return h.post(path, json=body)


PROBES = [  # (what the run request carries, status, words of the answer)
    ({"config": {"configurable": {"base_url": "{L}/v1"}}}, 422, "base_url: operator-only setting"),
    (
        {"config": {"configurable": {"models": {"researcher": {"base_url": "{L}/v1"}}}}},
        422,
        "models: operator-only setting",
    ),
    (
        {"config": {"configurable": {"models": {"researcher": {"api_key_env": "PATH", "base_url": "{L}"}}}}},
        422,
        "models: operator-only setting",
    ),
    ({"context": {"base_url": "{L}/v1"}}, 422, "base_url: operator-only setting"),
    ({"context": {"models": {"final_report": {"model": "openai:x", "base_url": "{L}"}}}}, 422, "models: operator-only"),
    ({"config": {"configurable": {"model": "local:/etc/passwd"}}}, 422, "model: operator-only setting"),
    (
        {"config": {"configurable": {"model_profile": "local:/etc/passwd"}}},
        422,
        "model_profile: unknown profile 'local:/etc/passwd'; this server offers: fast",
    ),
    ({"config": {"configurable": {"fetch_allow_hosts": ["127.0.0.1"]}}}, 422, "fetch_allow_hosts: operator-only"),
    ({"config": {"configurable": {"local_index": "/etc/passwd"}}}, 422, "local_index: operator-only"),
    ({"config": {"configurable": {"fetch_max_bytes": 10**9}}}, 422, "fetch_max_bytes: operator-only"),
    ({"config": {"configurable": {"summarization_timeout": 3600}}}, 422, "summarization_timeout: operator-only"),
    ({"config": {"configurable": {"tenant": "globex"}}}, 422, "tenant: set by the server"),
    (
        {"config": {"configurable": {"max_researcher_iterations": 50}}},
        422,
        "max_researcher_iterations: 50 is above this server's ceiling of 4",
    ),
    (
        {"config": {"configurable": {"max_concurrent_research_units": 50}}},
        422,
        "max_concurrent_research_units: 50 is above this server's ceiling of 10",
    ),
    ({"config": {"recursion_limit": 5000}}, 422, "recursion_limit: 5000 is above this server's ceiling of 1000"),
]


def test_probes_for_the_operators_endpoints_keys_files_and_limits_get_nowhere(service, listener):
    service, *_ = service
    with httpx.Client(base_url=service, headers={"x-api-key": A}, timeout=30) as h:
        thread = h.post("/threads", json={}).json()["thread_id"]
        for probe, status, words in PROBES:
            body = json.loads(json.dumps(probe).replace("{L}", listener.url))
            for path in (f"/threads/{thread}/runs", "/runs/wait"):
                r = h.post(path, json={"assistant_id": "open-research", "input": ASK, **body})
                assert r.status_code == status and words in r.json()["detail"], (probe, r.text)
                assert "PATH" not in r.text.replace("api_key_env", "")
        # A model path never reveals whether a file exists: both answers are the same sentence.
        answers = [
            h.post("/runs", json={"input": ASK, "config": {"configurable": {"model_profile": p}}})
            .json()["detail"]
            .replace(p, "P")
            for p in ("local:/etc/passwd", "local:/no/such/file.gguf")
        ]
        assert answers[0] == answers[1]
        assert h.get(f"/threads/{thread}/runs").json() == [], "no probe may create a run"
        # What a tenant sees of the defaults: the keys it may set and profile names, no endpoints.
        assistant = h.get("/assistants/open-research").json()
        assert assistant["config"]["configurable"]["model_profiles"] == ["fast"]
        assert not {"model", "models", "base_url", "local_index"} & set(assistant["config"]["configurable"])
    time.sleep(0.5)
    assert listener.hits == [], "the tenant's listener was contacted"


def _nested(levels: int) -> dict:
    value: dict = {"leaf": 1}
    for _ in range(levels):
        value = {"a": value}
    return value


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def test_bad_input_is_refused_before_it_is_stored_and_reads_keep_working(service):
    service, _, pid = service
    run = {"assistant_id": "open-research", "input": ASK}
    with httpx.Client(base_url=service, headers={"x-api-key": A}, timeout=30) as h:
        before = {x["thread_id"] for x in h.post("/threads/search", json={"limit": 100}).json()}
        good = h.post("/threads", json={"metadata": {"owner": "acme"}}).json()["thread_id"]
        t = f"/threads/{good}"
        cases = [
            ("POST", "/threads", b'{"metadata": {"note": "\\ud800"}}', 422, "metadata.note"),
            ("POST", "/threads", {"metadata": _nested(500)}, 422, "nested deeper than"),
            ("POST", "/threads", b'{"metadata": {"x": NaN}}', 422, "metadata.x: NaN"),
            ("POST", "/threads", {"metadata": {"n": "a\x00b"}}, 422, "metadata.n: contains a NUL"),
            ("PATCH", t, b'{"metadata": {"x": Infinity}}', 422, "metadata.x: NaN and Infinity"),
            ("PATCH", t, {"metadata": {"k\x00": 1}}, 422, "the key contains a NUL"),
            (
                "POST",
                t + "/runs",
                {**run, "input": {"messages": [{"role": "user", "content": "q", "id": "\udc00"}]}},
                422,
                "input.messages.0.id",
            ),
            (
                "POST",
                t + "/runs",
                b'{"input": {"messages": [{"role": "user", "content": "q", "id": "\\udc00"}]}}',
                422,
                "input.messages.0.id",
            ),
            (
                "POST",
                t + "/runs",
                b'{"input": {"messages": [{"role": "user", "content": "q"}]}, "metadata": {"x": NaN}}',
                422,
                "metadata.x: NaN",
            ),
            (
                "POST",
                t + "/runs",
                {**run, "input": {"messages": [{"role": "user", "content": "a\x00b"}]}},
                422,
                "input.messages.0.content: contains a NUL",
            ),
            ("POST", "/threads/a%00b/runs", {**run, "if_not_exists": "create"}, 422, "thread_id"),
            ("GET", "/threads/a%00b", None, 404, "not found"),
            ("GET", t + "/runs/a%00b", None, 404, "not found"),
            ("POST", "/threads/search", {"metadata": {"owner": "\x00"}}, 422, "metadata.owner"),
            ("POST", "/threads/search", {"ids": ["\ud800"]}, 422, "ids.0"),
            ("POST", "/runs/cancel", {"thread_id": "x\x00"}, 422, "thread_id"),
            ("POST", "/threads", b'{"metadata": {"pad": "' + b"x" * 200_000 + b'"}}', 413, "max_request_bytes"),
        ]
        for method, path, body, status, words in cases:
            if body is None:
                r = h.request(method, path)
            elif isinstance(body, bytes):
                r = h.request(method, path, content=body, headers={"content-type": "application/json"})
            else:
                r = h.request(
                    method,
                    path,
                    content=json.dumps(body).encode("utf-8", "surrogatepass"),
                    headers={"content-type": "application/json"},
                )
            assert r.status_code == status and words in r.json()["detail"], (method, path, r.status_code, r.text)

        # A chunked body without Content-Length is cut off at the limit, not read whole.
        def endless():
            yield b'{"metadata": {"pad": "'
            for _ in range(10_000):  # 160 MB if it were all read
                yield b"x" * 16_000

        rss = _rss_mb(pid)
        try:
            r = h.post("/threads", content=endless(), headers={"content-type": "application/json"})
            assert r.status_code == 413 and "max_request_bytes" in r.json()["detail"]
        except httpx.HTTPError:
            pass  # the server may close the connection after its 413, while the client still sends
        grown = _rss_mb(pid) - rss
        print(f"server RSS grew {grown:.1f} MB over an endless chunked upload")
        assert grown < 50, f"the server buffered the body: RSS grew {grown:.0f} MB"
        assert h.get("/ok").status_code == 200

        # Nothing of it was stored; every later read of this tenant still works.
        found = h.post("/threads/search", json={"limit": 100})
        assert found.status_code == 200 and {x["thread_id"] for x in found.json()} == before | {good}
        assert h.post("/threads/count", json={}).json() == len(before) + 1
        assert h.get(t + "/runs").status_code == 200 and h.get(t + "/runs").json() == []
        assert h.get(t).json()["metadata"] == {"owner": "acme"}
    with httpx.Client(base_url=service, headers={"x-api-key": B}, timeout=30) as other:
        assert other.post("/threads/search", json={}).json() == []


def test_a_connection_that_never_finishes_its_headers_is_closed(service):
    service, *_ = service
    host, port = service.removeprefix("http://").split(":")
    started = time.time()
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(b"GET /ok HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
        assert s.recv(1024) == b""  # closed by the server
    assert time.time() - started < 5
    with socket.create_connection((host, int(port)), timeout=10) as s:  # keep-alive: same for the next one
        s.sendall(b"GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
        answer = b""
        while not answer.endswith(b'{"ok":true}'):
            answer += s.recv(4096)
        assert answer.startswith(b"HTTP/1.1 200")
        s.sendall(b"GET /ok HTTP/1.1\r\nHost")
        started = time.time()
        assert s.recv(1024) == b""
        assert time.time() - started < 5
    assert httpx.get(service + "/ok").status_code == 200


def test_a_profile_run_shows_the_tenant_its_choice_and_no_operator_setup(service, listener):
    service, log, _ = service
    with httpx.Client(base_url=service, headers={"x-api-key": A}, timeout=60) as h:
        thread = h.post("/threads", json={}).json()["thread_id"]
        body = {
            "assistant_id": "open-research",
            "input": ASK,
            "config": {"configurable": {"model_profile": "fast", "max_researcher_iterations": 2}},
        }
        out = h.post(f"/threads/{thread}/runs/wait", json=body)
        assert out.status_code == 200, out.text
        [run] = h.get(f"/threads/{thread}/runs").json()
    # The operator's profile lacks its key: the run fails, and says so without naming the variable.
    assert run["status"] == "error" and "has no API key" in run["error"]
    assert "OPS_SECRET_VAR" not in out.text + json.dumps(run)
    assert run["kwargs"]["config"]["configurable"] == {"model_profile": "fast", "max_researcher_iterations": 2}
    assert "OPS_SECRET_VAR" in log.read_text()  # the operator's log names it
    assert listener.hits == []
