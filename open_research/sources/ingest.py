"""Files on disk for the local index: which files, their bytes, and their text in chunks.

Kept apart from the SQLite index so the rules per file (what is read, how text is split) can change
without touching storage; what a file says (title, text, date) is ``sources.extract``'s, shared with
fetched web pages. Every failure becomes a `SkipFile` with a sentence a user can act on; nothing here
raises anything else.

Ingest reads only what lies in the folder: a link out of it (to ``/etc/passwd``, to a file
elsewhere) or to a folder is refused, devices, FIFOs and sockets are skipped, each with a line in
the summary, and a file is opened so that neither a swapped-in link nor a FIFO can make it read
something else or block (``read_bytes``).
"""

from __future__ import annotations

import errno
import fnmatch
import os
import stat
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
    "refusal",
]

SUPPORTED_SUFFIXES = set(SUFFIX_KINDS)
MAX_FILE_BYTES = 50 * 1024 * 1024  # larger files are almost never hand-written documents

CHUNK_TARGET = 1000
CHUNK_MAX = 1200
CHUNK_OVERLAP = 150

#: A file that cannot be indexed; the message is the reason shown to the user.
SkipFile = Unreadable


def find_files(root: Path, exclude: list[str]) -> tuple[list[Path], Counter, list[tuple[str, str]]]:
    """Supported files under root in a stable order, the count of unsupported ones by suffix, and the
    entries refused with a reason: a link that leads out of the folder (or to a folder, which would
    read files twice), a device, FIFO or socket. Hidden files and folders are left out; no link is
    ever followed into a folder."""
    found: list[Path] = []
    unsupported: Counter = Counter()
    refused: list[tuple[str, str]] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(dirpath)
        kept = []
        for d in sorted(dirnames):
            if d.startswith("."):
                continue
            rel = (base / d).relative_to(root).as_posix()
            if any(fnmatch.fnmatch(rel, pat) for pat in exclude):
                continue
            if (base / d).is_symlink():
                refused.append((rel, "link to a folder: not followed"))
            else:
                kept.append(d)
        dirnames[:] = kept
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = base / name
            rel = path.relative_to(root).as_posix()
            if any(fnmatch.fnmatch(rel, pat) for pat in exclude):
                continue
            problem = refusal(root, path)
            if problem:
                refused.append((rel, problem))
                continue
            suffix = path.suffix.lower()
            if suffix in SUPPORTED_SUFFIXES:
                found.append(path)
            else:
                unsupported[suffix or "(none)"] += 1
    return found, unsupported, refused


def refusal(root: Path, path: Path) -> str | None:
    """Why an entry under ``root`` must not be read, or None: a link whose target lies outside the
    folder, a link to a folder, a device, a FIFO or a socket. A dangling link is left to the reader
    (it says "file not found")."""
    try:
        st = path.lstat()
    except OSError as exc:
        return f"unreadable: {exc.strerror or exc}"
    if stat.S_ISLNK(st.st_mode):
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):
            return None  # dangling or a loop: reading it fails with a sentence
        if not target.is_relative_to(root):
            return "link to a file outside the folder: not followed"
        try:
            st = target.stat()
        except OSError as exc:
            return f"unreadable: {exc.strerror or exc}"
        if stat.S_ISDIR(st.st_mode):
            return "link to a folder: not followed"
    return _special(st.st_mode)


def _special(mode: int) -> str | None:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a file: skipped"
    if stat.S_ISSOCK(mode):
        return "a socket, not a file: skipped"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a file: skipped"
    if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        return "not a regular file: skipped"
    return None


def read_bytes(path: Path, root: Path | None = None) -> bytes:
    """Read a regular file of at most ``MAX_FILE_BYTES``, turning OS errors into a skip reason.

    The file is opened without following a final link (a link inside ``root`` is opened at its
    checked target) and without blocking (a FIFO swapped in after the folder was listed cannot
    hang the reader); what was opened is checked to be a regular file before a byte is read, and
    no more than the cap is ever read."""
    try:
        target = path
        if path.is_symlink():
            target = path.resolve(strict=True)
            if root is not None and not target.is_relative_to(root):
                raise SkipFile("link to a file outside the folder: not followed")
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            problem = _special(st.st_mode)
            if problem:
                raise SkipFile(problem)
            if stat.S_ISDIR(st.st_mode):
                raise SkipFile("unreadable: is a directory")
            if st.st_size > MAX_FILE_BYTES:
                raise SkipFile(f"too large ({st.st_size // (1024 * 1024)} MB > {MAX_FILE_BYTES // (1024 * 1024)} MB)")
            data = fh.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise SkipFile(f"too large (over {MAX_FILE_BYTES // (1024 * 1024)} MB)")
        return data
    except SkipFile:
        raise
    except PermissionError:
        raise SkipFile("unreadable: permission denied") from None
    except (FileNotFoundError, RuntimeError):
        raise SkipFile("unreadable: file not found (broken link or deleted during indexing)") from None
    except IsADirectoryError:
        raise SkipFile("unreadable: is a directory") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise SkipFile("a link swapped in while indexing: not followed") from None
        raise SkipFile(f"unreadable: {exc.strerror or exc}") from None


def extract(path: Path, data: bytes, *, relpath: str | None = None, seconds: float | None = None) -> Extracted:
    """Title, reading text, date and version from the bytes of one file (heavy kinds in a child
    process stopped after ``seconds``); a file without a title is named after its file name.
    ``relpath`` (the path inside the indexed folder) is read for version markers ("archive/")."""
    kind = SUFFIX_KINDS.get(path.suffix.lower())
    if not data.strip():
        raise SkipFile("empty file")
    if kind is None:
        raise SkipFile(f"unsupported file type {path.suffix.lower() or '(none)'}")
    doc = extract_document(kind, data, path=relpath or path.name, seconds=seconds)
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
