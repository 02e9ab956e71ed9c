"""``python -m open_research.evidence.export_worker``: renders exports for a server, one at a time.

The server (``api.http.exporter``) keeps a few of these processes; each reads a job from stdin and
writes its answer to stdout, both pickled and length-prefixed (the server is the only writer: the
pipe is not a trust boundary). It lowers its own CPU priority first, so rendering waits for runs.
"""

from __future__ import annotations

import os
import pickle
import struct
import sys
from typing import Any, BinaryIO

from open_research.evidence.export import render

HEADER = struct.Struct(">Q")
NICE = 10


def read_frame(stream: BinaryIO) -> Any:
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    (size,) = HEADER.unpack(head)
    return pickle.loads(stream.read(size))


def frame(value: Any) -> bytes:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(data)) + data


def main() -> int:
    try:
        os.nice(NICE)
    except OSError:
        pass
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    while (job := read_frame(inp)) is not None:
        fmt, markdown, report_json = job
        try:
            answer: tuple = ("ok", render(fmt, markdown, report_json))
        except Exception as exc:  # the server turns it into a 4xx/5xx with the message
            answer = ("error", type(exc).__name__, str(exc))
        out.write(frame(answer))
        out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
