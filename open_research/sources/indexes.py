"""Where a document set's index lives, and how its documents are named.

``--docs DIR`` gets an index of its own, keyed by the folder's resolved path
(``<data_dir>/indexes/<folder name>-<hash>.sqlite``), so two folders never mix: a question about one
never cites the other, and a file in one never replaces the file of the same name in the other.
Only an index named explicitly (``--index NAME`` or the operator's ``local_index``) is shared.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

__all__ = ["default_index_path", "folder_index_path", "named_index_path", "source_id_for"]


def default_index_path(data_dir: Path | str | None = None) -> Path:
    """``<data_dir>/index.sqlite``: the settings' ``data_dir``, else ``config.run.default_data_dir()``."""
    from open_research.config.run import default_data_dir

    return Path(data_dir or default_data_dir()) / "index.sqlite"


def folder_index_path(folder: Path | str, data_dir: Path | str | None = None) -> Path:
    """The index of one folder of documents: ``<data_dir>/indexes/<name>-<12 hex of its resolved path>.sqlite``."""
    root = Path(folder).expanduser().resolve()
    digest = hashlib.sha1(root.as_posix().encode("utf-8")).hexdigest()[:12]
    name = re.sub(r"[^A-Za-z0-9_.-]+", "-", root.name).strip("-.")[:40] or "root"
    return default_index_path(data_dir).parent / "indexes" / f"{name}-{digest}.sqlite"


def named_index_path(name: str, data_dir: Path | str | None = None) -> Path:
    """``--index NAME``: a path when it names a file (has a folder or a suffix), else a shared index
    ``<data_dir>/indexes/NAME.sqlite`` that several folders may be indexed into on purpose."""
    if "/" in name or "\\" in name or name.endswith((".sqlite", ".db")) or name.startswith(("~", ".")):
        return Path(name).expanduser()
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-.") or "shared"
    return default_index_path(data_dir).parent / "indexes" / f"{safe}.sqlite"


def source_id_for(relpath: str, root: str | Path | None = None) -> str:
    """Stable id from the indexed folder and the path inside it, so citations survive re-indexing
    and two folders indexed into one file never overwrite each other's files of the same name."""
    key = relpath if root is None else f"{Path(root).as_posix()}\x00{relpath}"
    return "doc_" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]
