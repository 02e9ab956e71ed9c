"""``/docs`` renders with no network: headless Chromium (external hosts unresolvable) loads the page
from the running service, and Swagger UI's operations are in the rendered DOM and on a screenshot."""

from __future__ import annotations

import shutil
import subprocess

import httpx

from api.app import create_app
from tests.support.world import ServerThread, settings_for


def _chromium() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    assert exe, "chromium is not installed (.ci/run installs it: apt-get install -y chromium chromium-driver)"
    return exe


def _headless(exe: str, profile, *extra: str) -> list[str]:
    return [
        exe,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={profile}",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "--virtual-time-budget=15000",
        "--window-size=1280,2000",
        *extra,
    ]


def test_docs_render_offline(tmp_path):
    exe = _chromium()
    app = create_app(settings_for(tmp_path / "data"))
    with ServerThread(app) as url:
        page = httpx.get(url + "/docs").text
        assert "cdn.jsdelivr.net" not in page and "/static-docs/swagger-ui-bundle.js" in page
        assert httpx.get(url + "/static-docs/swagger-ui-bundle.js").status_code == 200
        dom = subprocess.run(
            _headless(exe, tmp_path / "p1", "--dump-dom", url + "/docs"), capture_output=True, text=True, timeout=120
        ).stdout
        shot = tmp_path / "docs.png"
        subprocess.run(
            _headless(exe, tmp_path / "p2", f"--screenshot={shot}", url + "/docs"),
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert 'class="swagger-ui"' in dom, dom[:2000]
    assert dom.count("opblock-summary-path") >= 10, dom[:2000]  # the operations are rendered
    assert "/threads/{thread_id}/runs" in dom and "open-research" in dom
    assert shot.stat().st_size > 30_000  # a blank page compresses to a few kilobytes
