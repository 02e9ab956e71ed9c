"""In which order a document writes its figure dates: day first or month first.

"09/10/2025" can be 9 October or 10 September; LABELLING's reader, like a person, looks at the
document's other figure dates: one that can be read only one way ("23/03/2023", "12/28/2023") shows
the order the author writes in, and settles the others. ``date_grammar`` reads a date with it.
"""

from __future__ import annotations

import re
from typing import Literal

__all__ = ["DayOrder", "figure_order"]

DayOrder = Literal["dmy", "mdy"]

#: A date in figures with a slash or a hyphen, four- or two-digit year ("23/03/2023", "12-28-23"); dotted
#: dates are read day first anyway, and a year first ("2025/03/09") has one reading.
_FIGURE_DATE_RE = re.compile(r"(?<![\d./-])(\d{1,2})([/-])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d/]|[.-]\d)")


def figure_order(text: str) -> DayOrder | None:
    """The order the figure dates of ``text`` are written in, as one that can be read only one way shows
    it; None when none shows it or two disagree."""
    seen: set[DayOrder] = set()
    for m in _FIGURE_DATE_RE.finditer(text or ""):
        a, b = int(m.group(1)), int(m.group(3))
        if 1 <= min(a, b) and max(a, b) <= 31 and (a > 12) != (b > 12):
            seen.add("dmy" if a > 12 else "mdy")
    return seen.pop() if len(seen) == 1 else None
