"""``command`` on run creation: only ``resume``, only on a waiting thread, within the size limit; the
waiting thread's report says what it waits for; another tenant cannot resume it."""

from __future__ import annotations

import httpx
import pytest

from api.app import create_app
from tests.support.world import ServerThread, settings_for, world_defaults

ACME, GLOBEX = {"x-api-key": "key-acme"}, {"x-api-key": "key-globex"}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("api-resume")
    app = create_app(
        settings_for(folder / "data", max_message_chars=200), run_defaults=world_defaults(folder / "world")
    )
    with ServerThread(app) as url:
        yield url


def _wait(h, thread, body, headers=ACME):
    return h.post(f"/threads/{thread}/runs/wait", json={"assistant_id": "open-research", **body}, headers=headers)


def test_resume_rules(server):
    with httpx.Client(base_url=server, timeout=60) as h:
        thread = h.post("/threads", json={}, headers=ACME).json()["thread_id"]
        r = _wait(h, thread, {"command": {"resume": "north"}})
        assert r.status_code == 409 and "not waiting" in r.json()["detail"]
        r = _wait(h, thread, {"command": {"goto": "final_report_generation"}})
        assert r.status_code == 422 and "only 'resume'" in r.json()["detail"]
        r = _wait(
            h,
            thread,
            {
                "input": {"messages": [{"role": "user", "content": "[clarify] hours?"}]},
                "config": {"configurable": {"approve_plan": True}},
            },
        )
        assert r.status_code == 200
        assert h.get(f"/threads/{thread}", headers=ACME).json()["status"] == "interrupted"
        r = h.get(f"/threads/{thread}/report", headers=ACME)
        assert r.status_code == 409 and "Which region do you mean?" in r.json()["detail"]
        assert _wait(h, thread, {"command": {"resume": "x" * 500}}).status_code == 413
        assert _wait(h, thread, {"command": {"resume": "north"}}, headers=GLOBEX).status_code == 404
        r = _wait(h, thread, {"command": {"resume": "north"}, "config": {"configurable": {"approve_plan": True}}})
        assert r.status_code == 200 and not r.json().get("final_report")
        r = h.get(f"/threads/{thread}/report", headers=ACME)
        assert r.status_code == 409 and "research plan" in r.json()["detail"]
        state = h.get(f"/threads/{thread}/state", headers=ACME).json()
        assert [i["value"]["type"] for i in state["interrupts"]] == ["plan_approval"]
        # the resume reaches the waiting review even without the setting: feedback plans again
        r = _wait(h, thread, {"command": {"resume": {"reject": "Also say when beta closes."}}})
        assert (
            r.status_code == 200 and r.json()["plan"]["sub_questions"][-1]["question"] == "Also say when beta closes."
        )
        assert r.json()["final_report"].startswith("# Warehouse hours")  # approval was not asked for this time
        assert h.get(f"/threads/{thread}/report", headers=ACME).status_code == 200
