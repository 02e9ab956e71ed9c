"""What a request body may hold, and limits enforced while a body streams in."""

from __future__ import annotations

import json
import socket
import time

import httpx
import pytest

from api.app import create_app
from api.http.input_guard import MAX_DEPTH, BadInput, check_json, valid_id
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults


def _nested(levels: int) -> dict:
    value: dict = {}
    for _ in range(levels):
        value = {"a": value}
    return value


@pytest.mark.parametrize(
    "value, words",
    [
        ({"metadata": {"note": "\ud800"}}, "metadata.note: contains characters that are not valid Unicode"),
        ({"input": {"messages": [{"id": "x\udfff"}]}}, "input.messages.0.id: contains characters that are not valid"),
        ({"messages": ["a\x00b"]}, "messages.0: contains a NUL character"),
        ({"metadata": {"k\x00": 1}}, "the key contains a NUL character"),
        ({"metadata": {"\ud800": 1}}, "the key contains characters that are not valid Unicode"),
        ({"metadata": {"score": float("nan")}}, "metadata.score: NaN and Infinity"),
        ({"metadata": {"score": float("-inf")}}, "metadata.score: NaN and Infinity"),
        ({"metadata": _nested(MAX_DEPTH + 5)}, f"nested deeper than {MAX_DEPTH} levels"),
    ],
)
def test_bad_values_are_named_by_field(value, words):
    with pytest.raises(BadInput, match=words.replace(".", r"\.").replace("(", r"\(")):
        check_json(value)


def test_good_values_pass():
    check_json(
        {
            "metadata": {"owner": "acme", "score": 1.5, "tags": ["a", "é", "😀"], "deep": _nested(10)},
            "input": {"messages": [{"role": "user", "content": "How did hours change?"}]},
        }
    )


def test_ids_that_cannot_exist_are_recognised():
    assert valid_id("3f2b8c4e-7a1d-4c1b-9a5e-2d7f3b6c8e01") and valid_id("made-on-demand.1:x")
    assert not valid_id("a\x00b") and not valid_id("has space") and not valid_id("x" * 200) and not valid_id("")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("guard")
    settings = settings_for(folder / "data", max_request_bytes=100_000, body_timeout=1)
    with ServerThread(create_app(settings, run_defaults=world_defaults(folder / "world"))) as url:
        yield url


def _complete(response: bytes) -> bool:
    head, sep, body = response.partition(b"\r\n\r\n")
    length = [int(v) for k, _, v in (h.partition(b":") for h in head.split(b"\r\n")) if k.lower() == b"content-length"]
    return bool(sep) and len(body) >= (length[0] if length else 0)


def _raw(url: str, head: bytes, chunks, *, read_timeout: float = 10) -> tuple[bytes, int]:
    """Send ``head`` then chunks until the server answers; returns (response, body bytes sent)."""
    host, port = url.removeprefix("http://").split(":")
    sent = 0
    with socket.create_connection((host, int(port)), timeout=read_timeout) as s:
        s.sendall(head)
        s.setblocking(False)
        response = b""
        for chunk in chunks:
            try:
                response += s.recv(65536)
            except BlockingIOError:
                pass
            if response:
                break
            try:
                s.sendall(chunk)
                sent += len(chunk)
            except (BlockingIOError, BrokenPipeError, ConnectionResetError):
                break
        s.setblocking(True)
        deadline = time.time() + read_timeout
        while not _complete(response) and time.time() < deadline:
            try:
                data = s.recv(65536)
            except (ConnectionResetError, TimeoutError):
                break
            if not data:
                break
            response += data
    return response, sent


def test_a_chunked_body_without_length_is_cut_off_at_the_limit(server):
    head = (
        b"POST /threads HTTP/1.1\r\nHost: x\r\nx-api-key: key-acme\r\ncontent-type: application/json\r\n"
        b"transfer-encoding: chunked\r\n\r\n"
    )
    piece = b'{"metadata": {"pad": "' + b"x" * 16_000
    chunk = b"%x\r\n%s\r\n" % (len(piece), piece)
    response, sent = _raw(server, head, (chunk for _ in range(20_000)))  # would be 320 MB; never ends
    assert response.startswith(b"HTTP/1.1 413"), response[:200]
    assert b"max_request_bytes" in response
    assert sent < 20_000 * len(chunk) / 10, "the server answered only after reading far past the limit"


def test_a_declared_oversized_body_is_refused_before_it_is_read(server):
    head = (
        b"POST /threads HTTP/1.1\r\nHost: x\r\nx-api-key: key-acme\r\ncontent-type: application/json\r\n"
        b"content-length: 900000000\r\n\r\n"
    )
    response, _ = _raw(server, head, iter(()))
    assert response.startswith(b"HTTP/1.1 413") and b"900000000 bytes" in response


def test_a_trickling_body_times_out(server):
    body = json.dumps({"metadata": {"a": 1}}).encode()
    head = (
        b"POST /threads HTTP/1.1\r\nHost: x\r\nx-api-key: key-acme\r\ncontent-type: application/json\r\n"
        b"content-length: %d\r\n\r\n" % len(body)
    ) + body[:5]  # the rest never comes
    started = time.time()
    response, _ = _raw(server, head, iter(()))
    assert response.startswith(b"HTTP/1.1 408") and time.time() - started < 8


def test_an_event_stream_outlives_the_body_timeout(server):
    """The body timeout covers reading the body only, not the wait for a disconnect during a stream."""
    body = {
        "assistant_id": "open-research",
        "stream_mode": ["values"],
        "input": {"messages": [{"role": "user", "content": f"[slow=0.8] {QUESTION}"}]},
        "config": {"configurable": {"allow_clarification": False}},
    }
    started = time.time()
    with httpx.stream("POST", f"{server}/runs/stream", json=body, headers={"x-api-key": "key-acme"}, timeout=60) as r:
        events = [line for line in r.iter_lines() if line.startswith("event:")]
    assert time.time() - started > 1.5  # longer than body_timeout (1 s)
    assert events[-1] == "event: end" and "event: error" not in events
