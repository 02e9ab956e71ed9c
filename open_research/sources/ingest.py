"""Turn files on disk into (title, text, date) and split text into chunks for the local index.

Kept apart from the SQLite index so extraction rules (per file type) can change without touching storage.
Every failure becomes a `SkipFile` with a sentence a user can act on; nothing here raises anything else.
"""

from __future__ import annotations

import datetime as dt
import fnmatch
import io
import logging
import os
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from open_research.evidence.recency import stated_date

SUPPORTED_SUFFIXES = {".md", ".markdown", ".txt", ".html", ".htm", ".pdf"}
MAX_FILE_BYTES = 50 * 1024 * 1024  # larger files are almost never hand-written documents

CHUNK_TARGET = 1000
CHUNK_MAX = 1200
CHUNK_OVERLAP = 150

logging.getLogger("trafilatura").setLevel(logging.ERROR)
logging.getLogger("htmldate").setLevel(logging.ERROR)
logging.getLogger("pypdf").setLevel(logging.ERROR)


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



class SkipFile(Exception):
    """A file that cannot be indexed; the message is the reason shown to the user."""


@dataclass
class Extracted:
    title: str
    text: str
    published_at: str | None  # ISO date (YYYY-MM-DD) stated by the document's own metadata


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
    """Extract title, plain text and published date from the bytes of one file."""
    suffix = path.suffix.lower()
    if not data.strip():
        raise SkipFile("empty file")
    if suffix == ".pdf":
        result = _extract_pdf(data)
    elif suffix in (".html", ".htm"):
        result = _extract_html(_decode(data))
    elif suffix in (".md", ".markdown"):
        result = _extract_markdown(_decode(data))
    elif suffix == ".txt":
        result = _extract_text(_decode(data))
    else:
        raise SkipFile(f"unsupported file type {suffix or '(none)'}")
    result.text = _normalise(result.text)
    if not result.text:
        raise SkipFile("no extractable text")
    result.title = _clean_title(result.title) or path.stem.replace("_", " ").replace("-", " ")
    return result


def _decode(data: bytes) -> str:
    """Decode text, refusing binary content that happens to carry a text suffix."""
    head = data[:8192]
    if b"\x00" in head:
        raise SkipFile("binary content (NUL bytes) in a text file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        raise SkipFile("binary content (no text encoding fits)")
    return str(best)


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00b6", "")
    text = re.sub(r"[ \t\f\v]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()


def _clean_title(title: str | None) -> str:
    if not title:
        return ""
    title = re.sub(r"\s+", " ", title.replace("\u00b6", "")).strip().strip("#").strip()
    return title[:200]


_DATE_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def parse_date(value: object) -> str | None:
    """Normalise a date-like value to YYYY-MM-DD, or None if it is not a real date."""
    if isinstance(value, (dt.date, dt.datetime)):
        return value.strftime("%Y-%m-%d")
    if value is None:
        return None
    match = _DATE_RE.search(str(value))
    if not match:
        return None
    try:
        return dt.date(int(match[1]), int(match[2]), int(match[3])).isoformat()
    except ValueError:
        return None


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_HEADER_DATE = re.compile(r"^(?:date|published|effective date|issued)\s*:\s*(.+)$", re.IGNORECASE | re.MULTILINE)


def _extract_markdown(raw: str) -> Extracted:
    meta: dict = {}
    body = raw
    match = _FRONT_MATTER.match(raw.lstrip("\ufeff"))
    if match:
        body = raw[match.end():]
        try:
            import yaml

            loaded = yaml.safe_load(match.group(1))
            meta = loaded if isinstance(loaded, dict) else {}
        except Exception:  # malformed front matter: keep the body, lose the metadata
            meta = {}
    heading = re.search(r"^#{1,6}\s+(.+?)\s*#*\s*$", body, re.MULTILINE)
    title = str(meta.get("title") or (heading.group(1) if heading else ""))
    date = parse_date(meta.get("date")) or _header_date(body)
    return Extracted(title=title, text=body, published_at=date)


def _extract_text(raw: str) -> Extracted:
    lines = [line.strip() for line in raw.strip().splitlines()]
    first = lines[0] if lines else ""
    title = first if 0 < len(first) <= 120 else ""
    return Extracted(title=title, text=raw, published_at=_header_date(raw))


def _header_date(text: str) -> str | None:
    """A `Date: 2026-01-12`, `Published 16 February 2026` or `Last updated: March 3, 2026` line
    among the first lines counts as the document's stated date (never the file's modification time)."""
    head = "\n".join(text.strip().splitlines()[:12])
    match = _HEADER_DATE.search(head)
    return (parse_date(match.group(1)) if match else None) or stated_date(head)


def _extract_html(raw: str) -> Extracted:
    import trafilatura

    def run(fast: bool):
        return trafilatura.bare_extraction(
            raw,
            fast=fast,
            with_metadata=True,
            include_tables=True,
            include_comments=False,
            favor_recall=True,
            date_extraction_params={"extensive_search": False, "original_date": True},
        )

    try:
        # The fast path skips trafilatura's fallback extractors (~1.5x quicker on the Python docs, same
        # text); pages where it finds little get the full treatment.
        doc = run(fast=True)
        if doc is None or len((doc.text or "").strip()) < 200:
            doc = run(fast=False) or doc
    except Exception as exc:  # trafilatura/lxml can fail on pathological markup
        raise SkipFile(f"HTML could not be parsed: {type(exc).__name__}") from None
    if doc is None or not (doc.text or "").strip():
        raise SkipFile("no extractable text in HTML")
    # the page's own metadata (meta date, article:published_time) first, then a "Published ..." line
    return Extracted(title=doc.title or "", text=doc.text,
                     published_at=parse_date(doc.date) or _header_date(doc.text))


def _extract_pdf(data: bytes) -> Extracted:
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise SkipFile("encrypted PDF")
        pages = [page.extract_text() or "" for page in reader.pages]
        meta = reader.metadata
        title = (meta.title if meta else None) or ""
        date = parse_date(meta.creation_date) if meta else None
    except SkipFile:
        raise
    except Exception as exc:  # pypdf raises many types on damaged files
        raise SkipFile(f"corrupt or unreadable PDF ({type(exc).__name__})") from None
    text = "\n\n".join(p.strip() for p in pages if p.strip())
    if not title and text:
        title = text.strip().splitlines()[0][:120]
    return Extracted(title=str(title), text=text, published_at=_header_date(text) or date)


_SEPARATORS = ("\n\n", "\n", ". ", " ")


def chunk_text(text: str, target: int = CHUNK_TARGET, maximum: int = CHUNK_MAX, overlap: int = CHUNK_OVERLAP) -> list[str]:
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
            chunks[-1] = f"{chunks[-1]}\n\n{current[len(_tail(chunks[-1], overlap)):].lstrip()}"
        else:
            chunks.append(current)
    return [c.strip() for c in chunks if c.strip()]


def _split(text: str, limit: int, level: int = 0) -> list[str]:
    """Split on the coarsest separator that yields pieces below `limit`."""
    if len(text) <= limit:
        return [text] if text.strip() else []
    if level >= len(_SEPARATORS):
        return [text[i:i + limit] for i in range(0, len(text), limit)]
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
    return tail[cut + 1:] if 0 <= cut < size // 2 else tail

