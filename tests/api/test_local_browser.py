"""Local mode (``auth_disabled``) is safe in a browser: a real ``open-research serve`` refuses a
page on another origin posting ``text/plain`` JSON, a foreign ``Host`` (DNS rebinding), and
binding beyond loopback; its own page and same-origin JSON still work."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.support.net import free_port

EXE = Path(sys.executable).with_name("open-research")


def _config(folder: Path) -> Path:
    path = folder / "local.toml"
    path.write_text(
        f"data_dir = {json.dumps(str(folder / 'data'))}\n"
        'model = "openai:gpt-4.1-mini"\nsearch_api = "none"\nauth_disabled = true\n',
        encoding="utf-8",
    )
    return path


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("OPEN_RESEARCH_") and not k.endswith("_API_KEY")}


@pytest.fixture(scope="module")
def local(tmp_path_factory):
    folder = tmp_path_factory.mktemp("local-browser")
    port = free_port()
    log = open(folder / "serve.log", "w")
    proc = subprocess.Popen(
        [str(EXE), "serve", "--config", str(_config(folder)), "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=_env(),
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            assert proc.poll() is None, (folder / "serve.log").read_text()
            try:
                if httpx.get(url + "/ok", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.time() < deadline
            time.sleep(0.2)
        yield url, port
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_a_page_on_another_origin_cannot_start_anything(local):
    url, port = local
    ask = json.dumps({"input": {"messages": [{"role": "user", "content": "Warehouse hours?"}]}})
    with httpx.Client(base_url=url, timeout=30) as h:
        for path in ("/threads", "/runs", "/runs/wait", "/v1/chat/completions"):
            r = h.post(path, content=ask, headers={"content-type": "text/plain", "origin": "http://evil.example"})
            assert r.status_code == 403 and "cross-origin" in r.json()["detail"], (path, r.text)
            # same refusal with the right content type: the origin is what counts
            r = h.post(path, content=ask, headers={"content-type": "application/json", "origin": "http://evil.example"})
            assert r.status_code == 403, (path, r.text)
            # a page with no Origin (or its own) still cannot pass text/plain off as JSON
            r = h.post(path, content=ask, headers={"content-type": "text/plain"})
            assert r.status_code == 415 and "application/json" in r.json()["detail"], (path, r.text)
        r = h.delete("/threads/x", headers={"origin": "null"})
        assert r.status_code == 403
        assert h.post("/threads/search", json={}).json() == [], "nothing was created"
        # the service's own page, same origin, JSON: served
        own = h.post("/threads", json={}, headers={"origin": f"http://127.0.0.1:{port}"})
        assert own.status_code == 200, own.text
        assert h.post("/threads", json={}, headers={"origin": f"http://localhost:{port}", "host": f"localhost:{port}"})
        page = h.get("/web/index.html")
        assert page.status_code == 200 and "default-src 'none'" in page.headers["content-security-policy"]


def test_a_foreign_host_is_not_served(local):
    url, port = local
    with httpx.Client(base_url=url, timeout=30) as h:
        for host in ("evil.example", f"rebind.example:{port}", "192.168.1.20", f"127.0.0.1.evil.example:{port}"):
            for method, path in (("GET", "/ok"), ("POST", "/threads/search"), ("GET", "/web/index.html")):
                r = h.request(method, path, headers={"host": host}, json={} if method == "POST" else None)
                assert r.status_code == 421 and "allowed_hosts" in r.json()["detail"], (host, path, r.text)
        for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"):
            assert h.get("/ok", headers={"host": host}).status_code == 200


def test_auth_disabled_refuses_to_bind_beyond_loopback(tmp_path):
    out = subprocess.run(
        [str(EXE), "serve", "--config", str(_config(tmp_path)), "--host", "0.0.0.0", "--port", str(free_port())],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(),
    )
    assert out.returncode == 1 and "binds to loopback only" in out.stderr, out.stderr


def test_metrics_need_the_token_when_one_is_set(tmp_path):
    from fastapi.testclient import TestClient

    from api.app import create_app
    from open_research.config import Settings

    settings = Settings.load(data_dir=str(tmp_path), auth_disabled=True, metrics_token="s3cret")
    with TestClient(create_app(settings), base_url="http://127.0.0.1") as c:
        assert c.get("/metrics").status_code == 401
        assert c.get("/metrics", headers={"authorization": "Bearer wrong"}).status_code == 401
        assert c.get("/metrics", headers={"authorization": "Bearer s3cret"}).status_code == 200
