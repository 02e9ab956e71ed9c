"""What the local index hands out: a search hit, a whole document, and the summary of an update.

Each carries the document's date with its basis (``sources.dates``: stated > title > path >
file_mtime) and its version markers (``sources.versions``: ``status`` current / superseded /
archived / draft / proposal, ``version``, ``replaced_by``), so whoever quotes a document can say
how old it is and whether it is still the one in force.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from open_research.sources.dates import Basis, dated
from open_research.sources.versions import Status, StatusBasis

__all__ = ["Document", "IndexSummary", "SearchHit", "SkippedFile", "row_fields"]


class Versioned(BaseModel):
    """The date and version fields a hit and a document share."""

    published_at: str | None = None
    #: how ``published_at`` is known, strongest first: "stated" (metadata or a date line), "title" (its
    #: title or first lines), "path" (a year or date in its folder or file name), "file_mtime"
    published_at_basis: Basis | None = None
    status: Status = "current"
    #: where the status was read: "title", "text" (its first lines) or "path" (an archive/ folder)
    status_basis: StatusBasis | None = None
    version: str | None = None
    replaced_by: str | None = None


class SearchHit(Versioned):
    """One matching document, represented by its best chunk."""

    source_id: str
    title: str
    path: str
    passage: str
    relpath: str = Field("", description="the path inside the indexed folder: what tenants are shown")
    score: float = Field(description="higher is better; comparable only within one query")


class Document(Versioned):
    source_id: str
    title: str
    path: str
    relpath: str
    kind: str
    sha256: str
    size: int
    mtime: float
    indexed_at: str
    chunks: int
    text: str
    replaces: str | None = None


class SkippedFile(BaseModel):
    path: str
    reason: str


class IndexSummary(BaseModel):
    root: str
    indexed: list[str] = Field(default_factory=list)
    unchanged: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    skipped: list[SkippedFile] = Field(default_factory=list)
    unsupported: dict[str, int] = Field(default_factory=dict, description="ignored files by suffix")
    chunks: int = 0  # chunks written in this run
    bytes_read: int = 0
    seconds: float = 0.0
    total_documents: int = 0
    total_chunks: int = 0
    #: False when the folder's files all share one modification time (a copy): no file date is used
    mtimes_trusted: bool = True


def row_fields(row: Mapping[str, Any]) -> dict[str, Any]:
    """The document's date with its basis (what it says, else its path, else a trusted file time)
    and its version markers."""
    when, basis = dated(
        row["published_at"],
        row["mtime"],
        basis=row["published_at_basis"],
        path=row["relpath"],
        mtime_trusted=bool(row["mtime_trusted"]),
    )
    return {
        "published_at": when,
        "published_at_basis": basis,
        "status": row["status"] or "current",
        "status_basis": row["status_basis"],
        "version": row["version"],
        "replaced_by": row["replaced_by"],
    }
