"""A table row that gives a value for two vintages shows the current one as its value, the earlier aside.

"Request: New starter; Lead time from 1 October 2026: 5 working days; 2025 catalogue: 3 working days"
quoted whole states two lead times side by side, and a reader cannot tell which holds now. Shown as
"Request: New starter; Lead time from 1 October 2026: 5 working days (2025 catalogue: 3 working days,
earlier)", the row answers with the current value and says what the other was. Which columns are earlier
is ``periods.earlier_fields``'s call, against the document's own year. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from open_research.evidence.periods import earlier_fields

__all__ = ["current_first", "document_year"]


def document_year(record: Mapping[str, Any]) -> int | None:
    """The year of a source's own date (``published_at``), if it has one."""
    found = re.match(r"(?:19|20)\d\d", str(record.get("published_at") or ""))
    return int(found.group()) if found else None


def current_first(row: str, year: int | None = None) -> str:
    """``row`` with each earlier column set off in brackets marked "earlier" after the field before it; a
    row that gives one vintage, or is no row, unchanged."""
    for f in reversed(earlier_fields(row, year)):
        cut = row.rfind(";", 0, f.start)
        aside = f"({row[f.start : f.end].strip()}, earlier)"
        row = f"{row[:cut]} {aside}{row[f.end :]}" if cut >= 0 else f"{aside}{row[f.end :]}"
    return row
