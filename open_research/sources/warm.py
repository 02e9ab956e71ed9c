"""Warm-up for the reader's fork server (``sources.worker``): imported there once, never elsewhere.

The first HTML extraction in a process costs ~0.8 s (trafilatura and htmldate build their tables on
first use); done once here, every child forked from the server starts with it done.
"""

from __future__ import annotations

import contextlib

from open_research.sources.extract import Unreadable, read_document

with contextlib.suppress(Unreadable, Exception):  # a warm-up never stops the server
    read_document("html", b"<html><head><title>Warm</title></head><body><p>A warm-up page of text.</p></body></html>")
