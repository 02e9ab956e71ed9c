"""A date or year in a file's or folder's name: the weakest content basis (``"path"``), what the person
who filed the document said about it. Kept apart from the date lines of ``sources.dates``, which re-exports it.
"""

from __future__ import annotations

import re

from open_research.sources.date_grammar import period_date

__all__ = ["path_date"]

_PATH_SEP_RE = re.compile(r"[_\s]+")
#: YYYYMMDD standing alone in a name, as scanners, cameras and exports write it ("IMG_20250311"), or
#: with underscores ("2025_03_04", read after the underscores became spaces).
_COMPACT_DATE_RE = re.compile(r"(?<!\d)((?:19|20)\d\d)( ?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?!\d)")
#: YYMMDD leading a name, the filing convention of many offices ("250304_minutes", "240911 site visit").
_LEADING_YYMMDD_RE = re.compile(r"^(\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=[_\s-])")
#: DDMMYYYY standing alone, as European offices write it ("minutes_14032025"): read as "14/03/2025", so a
#: name that could also be month first ("04032025") dates nothing.
_COMPACT_DAY_FIRST_RE = re.compile(r"(?<!\d)(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])((?:19|20)\d\d)(?!\d)")
_NAME_BEFORE_FIGURES_RE = re.compile(r"(?<=[^\W\d_])[-.](?=\d)")


def path_date(relpath: str) -> str | None:
    """A date or year in the file's name, else in its nearest folder's ("archive/2023/fees.md",
    "minutes-2025-10-14.md"): what the person who filed it said about it."""
    parts = [p for p in relpath.replace("\\", "/").split("/") if p]
    if not parts:
        return None
    name = parts[-1].rsplit(".", 1)[0]
    for part in [name, *reversed(parts[:-1])]:
        # "bulletin-2025-11": the word before the figures is a name, not part of a date
        cleaned = _NAME_BEFORE_FIGURES_RE.sub(" ", _PATH_SEP_RE.sub(" ", part))
        cleaned = _COMPACT_DATE_RE.sub(r"\1-\3-\4", cleaned)  # "scan_20250311_094512", "2025_03_04"
        cleaned = _COMPACT_DAY_FIRST_RE.sub(r"\1/\2/\3", _LEADING_YYMMDD_RE.sub(r"20\1-\2-\3", cleaned))
        found = period_date(cleaned) or period_date(cleaned.replace("-", " "))
        if found:
            return found[0]
    return None
