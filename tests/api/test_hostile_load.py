"""Bounded work per tenant, against a real server process with two tenants (SQLite and PostgreSQL).

One tenant loops on exports of long reports, opens event streams, fills its threads and queue and
searches threads with heavy metadata; the other tenant's run still takes its usual time, its
streams and requests are served, and the server's answers and memory stay bounded.
"""

from __future__ import annotations

import subprocess
import sys
import time

import httpx
import pytest

from tests.support.served import children_rss_mb, world_process

A, B = "key-acme", "key-globex"
LIMITS = {
    "max_threads_per_tenant": 400,
    "max_pending_runs_per_tenant": 3,
    "max_concurrent_runs_per_tenant": 1,
    "max_streams_per_tenant": 2,
    "max_list_bytes": 1_000_000,
    "max_metadata_bytes": 16_384,
    "max_message_chars": 50_000,
}


#: Eight clients, each looping on the export of its own thread (PDF and HTML in turn); "go" once
#: the loops are answered (the renders have started), and on SIGTERM the status of every answer.
LOOPS = """
import signal, sys, threading, time, httpx
url, key, threads = sys.argv[1], sys.argv[2], sys.argv[3:]
codes, stop = [], threading.Event()
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGTERM])
def loop(i, t):
    with httpx.Client(base_url=url, headers={"x-api-key": key}, timeout=120) as c:
        while not stop.is_set():
            r = c.get(f"/threads/{t}/report", params={"format": ("pdf", "html")[i % 2]})
            codes.append(r.status_code)
            if r.status_code == 429:
                assert r.headers["retry-after"].isdigit()
                time.sleep(0.05)
workers = [threading.Thread(target=loop, args=(i, t), daemon=True) for i, t in enumerate(threads)]
[w.start() for w in workers]
while len(codes) < 2 * len(threads):
    time.sleep(0.05)
print("go", flush=True)
signal.sigwait([signal.SIGTERM])
stop.set()
print(" ".join(map(str, codes)))
"""


def _ask(text: str) -> dict:
    return {"assistant_id": "open-research", "input": {"messages": [{"role": "user", "content": text}]}}


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"load-{request.param}")
    with world_process(folder, request.param, **LIMITS) as (url, pid):
        yield url, pid


def _timed_run(url: str, key: str, text: str) -> float:
    with httpx.Client(base_url=url, headers={"x-api-key": key}, timeout=120) as h:
        started = time.perf_counter()
        r = h.post("/runs/wait", json=_ask(text))
        assert r.status_code == 200, r.text
        return time.perf_counter() - started


def test_export_loops_of_one_tenant_leave_another_tenants_run_its_time(service):
    url, _ = service
    long_words = " ".join(f"warehouse{i} opening hours changed in block {i}." for i in range(1300))[:45_000]
    threads = []
    with httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=120) as h:
        for i in range(8):
            t = h.post("/threads", json={}).json()["thread_id"]
            r = h.post(f"/threads/{t}/runs/wait", json=_ask(f"[echo] [tag=r{i}] {long_words}"))
            assert r.status_code == 200, r.text
            assert len(h.get(f"/threads/{t}/report").text) > 45_000
            threads.append(t)
    alone = min(_timed_run(url, B, f"How did the warehouse opening hours change? [tag=alone{i}]") for i in range(2))
    # the eight clients are another process: their work does not slow this one's measuring client
    loops = subprocess.Popen([sys.executable, "-c", LOOPS, url, A, *threads], stdout=subprocess.PIPE, text=True)
    try:
        assert loops.stdout is not None and loops.stdout.readline().strip() == "go"
        loaded = _timed_run(url, B, "How did the warehouse opening hours change? [tag=loaded]")
    finally:
        loops.terminate()
        out, _ = loops.communicate(timeout=60)
    assert loops.returncode == 0
    answers = [int(x) for x in out.split()]
    print(f"other tenant's run: alone {alone:.2f} s, during 8 export loops {loaded:.2f} s; exports {len(answers)}")
    assert loaded < alone + 2.0
    assert 429 in answers and set(answers) <= {200, 429}  # the tenant's third export at once is refused
    with httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=120) as h:  # and its exports still work
        deadline = time.time() + 90  # the renders under way finish first: a client honouring Retry-After
        while (page := h.get(f"/threads/{threads[1]}/report", params={"format": "html"})).status_code == 429:
            assert time.time() < deadline
            time.sleep(int(page.headers["retry-after"]))
        assert page.status_code == 200 and len(page.text) > 45_000


def test_a_thread_search_is_bounded_in_bytes_and_memory(service):
    url, pid = service
    pad = "x" * 15_000
    with httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=60) as h:
        big = h.post("/threads", json={"metadata": {"pad": "x" * 950_000}})
        assert big.status_code == 413 and "max_metadata_bytes" in big.json()["detail"]
        have = h.post("/threads/count", json={}).json()
        for i in range(max(0, 300 - have)):
            assert h.post("/threads", json={"metadata": {"pad": pad, "i": i}}).status_code == 200
        before = children_rss_mb(pid)
        seen: set[str] = set()
        offset, pages, biggest = 0, 0, 0
        slowest_ok = 0.0
        while True:
            r = h.post("/threads/search", json={"limit": 1000, "offset": offset})
            assert r.status_code == 200
            biggest = max(biggest, len(r.content))
            seen |= {t["thread_id"] for t in r.json()}
            pages += 1
            ok_started = time.perf_counter()
            assert httpx.get(url + "/ok", timeout=10).status_code == 200
            slowest_ok = max(slowest_ok, time.perf_counter() - ok_started)
            if "x-next-offset" not in r.headers:
                break
            offset = int(r.headers["x-next-offset"])
        total = h.post("/threads/count", json={}).json()
        grown = children_rss_mb(pid) - before
    print(f"search: {pages} pages, largest {biggest} bytes, RSS grew {grown:.1f} MB, /ok at most {slowest_ok:.2f} s")
    assert len(seen) == total >= 300 and pages >= 4
    assert biggest <= LIMITS["max_list_bytes"] and grown < 50 and slowest_ok < 1.0


def test_caps_on_threads_queued_runs_and_streams_hit_only_their_tenant(service):
    url, _ = service
    with (
        httpx.Client(base_url=url, headers={"x-api-key": A}, timeout=60) as h,
        httpx.Client(base_url=url, headers={"x-api-key": B}, timeout=60) as other,
    ):
        # threads: up to the cap, then 429 with Retry-After; the other tenant still creates its own
        have = h.post("/threads/count", json={}).json()
        for _ in range(LIMITS["max_threads_per_tenant"] - have):
            assert h.post("/threads", json={}).status_code == 200
        full = h.post("/threads", json={})
        assert full.status_code == 429 and "max_threads_per_tenant" in full.json()["detail"]
        assert h.post("/runs", json=_ask("q")).status_code == 429  # a stateless run would make a thread
        assert other.post("/threads", json={}).status_code == 200
        # queued runs: one runs (per-tenant concurrency 1), three wait, the fifth is refused
        ids = [t["thread_id"] for t in h.post("/threads/search", json={"limit": 5}).json()]
        started = [h.post(f"/threads/{t}/runs", json=_ask("[slow=1] warehouse hours")) for t in ids[:4]]
        assert [r.status_code for r in started] == [200] * 4, [r.text for r in started]
        fifth = h.post(f"/threads/{ids[4]}/runs", json=_ask("[slow=1] warehouse hours"))
        assert fifth.status_code == 429 and "max_pending_runs_per_tenant" in fifth.json()["detail"]
        assert fifth.headers["retry-after"].isdigit()
        # streams: two of A's are open on its running run; a third is refused, B's and /ok are served
        run = started[0].json()
        path = f"/threads/{run['thread_id']}/runs/{run['run_id']}/stream"
        with h.stream("GET", path) as s1, h.stream("GET", path) as s2:
            assert s1.status_code == s2.status_code == 200
            third = h.get(path)
            assert third.status_code == 429 and "max_streams_per_tenant" in third.json()["detail"]
            t = other.post("/threads", json={}).json()["thread_id"]
            with other.stream("POST", f"/threads/{t}/runs/stream", json=_ask("warehouse hours")) as mine:
                assert mine.status_code == 200
                assert any(line.startswith("event:") for line in mine.iter_lines())
            assert httpx.get(url + "/ok").status_code == 200
        # the slots come back when the streams close
        for r in started:
            h.post(f"/threads/{r.json()['thread_id']}/runs/{r.json()['run_id']}/cancel")
        with h.stream("GET", path) as again:
            assert again.status_code == 200
