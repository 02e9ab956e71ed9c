"""What a run records and shows a tenant, against a real server process (SQLite and PostgreSQL).

Its events are bounded in bytes whatever stream modes the tenant picks: past
``max_event_bytes_per_run`` one ``events_capped`` event says so, the run still ends as usual and its
report is still there. Its evidence and references name documents by their path inside the indexed
folder, never by where the server keeps them."""

from __future__ import annotations

import json

import httpx
import pytest

from tests.support.served import world_process

A = "key-acme"
LIMIT = 60_000
EVERY_MODE = ["values", "updates", "custom", "messages", "messages-tuple", "debug", "tasks", "checkpoints"]


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"events-{request.param}")
    with world_process(folder, request.param, max_event_bytes_per_run=LIMIT) as (url, _):
        yield url, folder


def _events(h: httpx.Client, thread: str, modes: list[str], text: str) -> list[tuple[str, str]]:
    body = {"assistant_id": "open-research", "input": {"messages": [{"role": "user", "content": text}]}}
    out, event = [], ""
    with h.stream("POST", f"/threads/{thread}/runs/stream", json={**body, "stream_mode": modes}) as s:
        assert s.status_code == 200
        for line in s.iter_lines():
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                out.append((event, line[5:].strip()))
    return out


def test_every_stream_mode_at_once_records_a_bounded_run_that_still_ends(service):
    service, _ = service
    text = "How did the warehouse opening hours change? " + "Please be thorough about every detail. " * 40
    with httpx.Client(base_url=service, headers={"x-api-key": A}, timeout=120) as h:
        plain = _events(h, h.post("/threads", json={}).json()["thread_id"], ["custom"], text)
        assert not any('"events_capped"' in d for _, d in plain)  # an ordinary stream is not cut
        thread = h.post("/threads", json={}).json()["thread_id"]
        heavy = _events(h, thread, EVERY_MODE, text)
        size = sum(len(d) + 64 for e, d in heavy if e not in ("metadata", "end"))
        print(f"custom only: {len(plain)} events; every mode: {len(heavy)} events, {size} bytes (limit {LIMIT})")
        capped = [json.loads(d) for e, d in heavy if e == "custom" and '"events_capped"' in d]
        assert len(capped) == 1 and "max_event_bytes_per_run" in capped[0]["message"]
        # progress has its own share: the run's steps are still reported after the tokens are cut
        cut = next(i for i, (_, d) in enumerate(heavy) if '"events_capped"' in d)
        after = [json.loads(d) for e, d in heavy[cut:] if e == "custom"]
        assert any(ev.get("node") == "final_report_generation" for ev in after), after
        # the store keeps page texts once per thread and the stream puts them back inline, so what a
        # client reads may pass the stored bytes a little (uncapped, this run streams about 650 KB)
        assert size <= LIMIT * 1.1
        assert heavy[-1][0] == "end" and not any(e == "error" for e, _ in heavy)
        runs = h.get(f"/threads/{thread}/runs").json()
        assert runs[0]["status"] == "success"
        assert "warehouse" in h.get(f"/threads/{thread}/report").text.lower()
        # a client joining later reads the same bounded record
        stored = h.get(f"/threads/{thread}/runs/{runs[0]['run_id']}/stream").text
        assert stored.count("events_capped") == 1


def test_evidence_and_references_show_no_server_path(service):
    url, folder = service
    with httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=120) as h:
        thread = h.post("/threads", json={}).json()["thread_id"]
        body = {
            "assistant_id": "open-research",
            "input": {"messages": [{"role": "user", "content": "warehouse hours"}]},
        }
        assert h.post(f"/threads/{thread}/runs/wait", json=body).status_code == 200
        evidence = h.get(f"/threads/{thread}/evidence").json()["sources"]
        report = h.get(f"/threads/{thread}/report", params={"format": "json"}).text
        markdown = h.get(f"/threads/{thread}/report").text
    paths = [s["path"] for s in evidence if s.get("path")]
    assert paths and not any(p.startswith("/") for p in paths), paths
    for shown in (json.dumps(evidence), report, markdown):
        assert str(folder.resolve()) not in shown and str(folder) not in shown
