"""Files on disk for the local index: which files, their bytes, and their text in chunks.

Kept apart from the SQLite index so the rules per file (what is read, how text is split) can change
without touching storage; what a file says (title, text, date) is ``sources.extract``'s, shared with
fetched web pages. Every failure becomes a `SkipFile` with a sentence a user can act on; nothing here
raises anything else.
"""

from __future__ import annotations

import fnmatch
import os
from collections import Counter
from pathlib import Path

from open_research.sources.extract import SUFFIX_KINDS, Extracted, Unreadable, extract_document

__all__ = [
    "CHUNK_MAX",
    "CHUNK_OVERLAP",
    "CHUNK_TARGET",
    "MAX_FILE_BYTES",
    "SUPPORTED_SUFFIXES",
    "Extracted",
    "SkipFile",
    "chunk_text",
    "extract",
    "find_files",
    "read_bytes",
]

SUPPORTED_SUFFIXES = set(SUFFIX_KINDS)
MAX_FILE_BYTES = 50 * 1024 * 1024  # larger files are almost never hand-written documents

CHUNK_TARGET = 1000
CHUNK_MAX = 1200
CHUNK_OVERLAP = 150

#: A file that cannot be indexed; the message is the reason shown to the user.
SkipFile = Unreadable


def find_files(root: Path, exclude: list[str]) -> tuple[list[Path], Counter]:
    """Supported files under root in a stable order; hidden files and folders are left out."""
    found: list[Path] = []
    unsupported: Counter = Counter()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        base = Path(dirpath)
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = base / name
            rel = path.relative_to(root).as_posix()
            if any(fnmatch.fnmatch(rel, pat) for pat in exclude):
                continue
            suffix = path.suffix.lower()
            if suffix in SUPPORTED_SUFFIXES:
                found.append(path)
            else:
                unsupported[suffix or "(none)"] += 1
    return found, unsupported


def read_bytes(path: Path) -> bytes:
    """Read a file, turning OS errors into a skip reason."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SkipFile(f"too large ({size // (1024 * 1024)} MB > {MAX_FILE_BYTES // (1024 * 1024)} MB)")
        return path.read_bytes()
    except PermissionError:
        raise SkipFile("unreadable: permission denied") from None
    except FileNotFoundError:
        raise SkipFile("unreadable: file not found (broken link or deleted during indexing)") from None
    except IsADirectoryError:
        raise SkipFile("unreadable: is a directory") from None
    except OSError as exc:
        raise SkipFile(f"unreadable: {exc.strerror or exc}") from None


def extract(path: Path, data: bytes) -> Extracted:
    """Title, plain text and stated date from the bytes of one file; a file without a title is named
    after its file name."""
    kind = SUFFIX_KINDS.get(path.suffix.lower())
    if not data.strip():
        raise SkipFile("empty file")
    if kind is None:
        raise SkipFile(f"unsupported file type {path.suffix.lower() or '(none)'}")
    doc = extract_document(kind, data)
    doc.title = doc.title or path.stem.replace("_", " ").replace("-", " ")
    return doc


_SEPARATORS = ("\n\n", "\n", ". ", " ")


def chunk_text(
    text: str, target: int = CHUNK_TARGET, maximum: int = CHUNK_MAX, overlap: int = CHUNK_OVERLAP
) -> list[str]:
    """Pack paragraphs into chunks of about `target` chars (never above `maximum`), each starting
    with a short tail of the previous chunk so a sentence cut at the border is still findable."""
    pieces = _split(text.strip(), maximum - overlap)
    chunks: list[str] = []
    current = ""
    for piece in pieces:
        if current and len(current) + len(piece) + 2 > target:
            chunks.append(current)
            current = _tail(current, overlap)
        current = f"{current}\n\n{piece}" if current else piece
    if current.strip():
        if chunks and len(current) < target // 4 and len(chunks[-1]) + len(current) <= maximum + overlap:
            chunks[-1] = f"{chunks[-1]}\n\n{current[len(_tail(chunks[-1], overlap)) :].lstrip()}"
        else:
            chunks.append(current)
    return [c.strip() for c in chunks if c.strip()]


def _split(text: str, limit: int, level: int = 0) -> list[str]:
    """Split on the coarsest separator that yields pieces below `limit`."""
    if len(text) <= limit:
        return [text] if text.strip() else []
    if level >= len(_SEPARATORS):
        return [text[i : i + limit] for i in range(0, len(text), limit)]
    sep = _SEPARATORS[level]
    parts = [p for p in text.split(sep) if p.strip()]
    if len(parts) == 1:
        return _split(text, limit, level + 1)
    out: list[str] = []
    buf = ""
    for part in parts:
        part = part.strip()
        if sep == ". " and not part.endswith((".", "!", "?")):
            part += "."
        if len(part) > limit:
            if buf:
                out.append(buf)
                buf = ""
            out.extend(_split(part, limit, level + 1))
        elif buf and len(buf) + len(part) + len(sep) > limit:
            out.append(buf)
            buf = part
        else:
            buf = f"{buf}{sep if sep != '. ' else ' '}{part}" if buf else part
    if buf:
        out.append(buf)
    return out


def _tail(text: str, size: int) -> str:
    """The last `size` characters of text, starting at a word boundary."""
    if size <= 0 or len(text) <= size:
        return "" if size <= 0 else text
    tail = text[-size:]
    cut = tail.find(" ")
    return tail[cut + 1 :] if 0 <= cut < size // 2 else tail
