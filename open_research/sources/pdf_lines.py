"""A PDF page's lines as the page lays them out: its layout text, and where each line stops.

A PDF holds no paragraphs, only lines drawn at positions. A reader tells a line that wrapped (it runs
to the right margin, so the next word did not fit) from one the writer ended (a title, a field, a date
line, a short sentence: the next word would have fit). Reading the text alone, a long line that ends
without a full stop looked wrapped ("Attaching to policy MF/2025/00417, inception 1 April 2025" ran on
into "Endorsement effective 22 May 2025"); the positions settle it. pypdf's layout mode measures every
line (its start and end, from the fonts' widths) to place it in a fixed-width grid; this module runs
those same steps once per page and keeps both the grid text (``sources.pdf_tables`` finds the tables
in it) and each line's extent. The steps are pypdf's internal ones (pinned ``pypdf<8``); if they
change, the page is read as before: the public layout text, lines joined by their words only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["PageLayout", "page_layout", "text_starts"]

#: Left edges this close (in points) start lines of one column.
_SAME_LEFT = 2.0
#: A column whose lines stop this far short of the page's width (as a share of it), with text to its
#: right, is one of several columns or a sidebar: its own right edge is its margin, when a few of its
#: lines reach it.
_NARROW_COLUMN = 0.6
_REACH_SHARE = 0.15
_MIN_REACHING = 3
#: Characters of slack when asking whether the next word would have fit (font widths vary by letter).
_SLACK_CHARS = 2.0
#: Past this many lines on a page (a dense table, a generated listing) columns are not looked for.
_MAX_COLUMN_LINES = 1000
_FIRST_WORD_RE = re.compile(r"\S+")


@dataclass
class _Line:
    left: float
    right: float
    text: str


class PageLayout:
    """One page's layout text and, for each of its lines, whether it runs to the right margin."""

    def __init__(self, text: str, lines: list[_Line], page_width: float) -> None:
        self.text = text
        self._lines = lines
        self._width = page_width
        self._margins: dict[float, float] = {}
        self._by_key: dict[str, _Line] = {}
        for line in lines:
            self._by_key.setdefault(_key(line.text), line)

    def wrapped(self, line: str, following: str) -> bool | None:
        """Whether ``line`` (as the plain text prints it) was wrapped before ``following``: True when it
        runs to its column's right margin and the next word would not have fit, False when it stops
        short, None when the page does not say (a line the layout does not hold)."""
        found = self._by_key.get(_key(line))
        if found is None or not line.strip():
            return None
        chars = max(len(found.text.strip()), 1)
        char_width = (found.right - found.left) / chars
        word = _FIRST_WORD_RE.search(following)
        need = (len(word.group()) if word else 1) + 1 + _SLACK_CHARS
        return self._margin(found) - found.right < need * char_width

    def _margin(self, line: _Line) -> float:
        """The right edge of the column ``line`` stands in: the page's text width (margins as wide on
        the right as on the left), or a narrower column's edge that several of its lines reach."""
        if line.left not in self._margins:
            self._margins[line.left] = self._column_edge(line)
        return self._margins[line.left]

    def _column_edge(self, line: _Line) -> float:
        if len(self._lines) > _MAX_COLUMN_LINES:
            return max(self._width, *(ln.right for ln in self._lines))
        column = [ln for ln in self._lines if abs(ln.left - line.left) <= _SAME_LEFT]
        edge = max(ln.right for ln in column)
        reaching = sum(ln.right >= edge * (1 - _REACH_SHARE) for ln in column)
        beside = any(ln.left > edge for ln in self._lines)  # another column's text to its right
        if beside and edge < self._width * _NARROW_COLUMN and reaching >= _MIN_REACHING:
            return edge
        return max(edge, self._width)


def _key(text: str) -> str:
    return "".join(text.split())


def page_layout(page: object, left: float | None) -> PageLayout | None:
    """The layout of one pypdf page, or None when pypdf's steps are not there or fail on it. ``left`` is
    where its leftmost text starts, in points (``text_starts``): pypdf's layout moves every line by it."""
    try:
        from pypdf._text_extraction import _layout_mode
        from pypdf.generic import ArrayObject, ContentStream, StreamObject

        fonts = page._layout_mode_fonts()  # type: ignore[attr-defined]
        contents = page.get("/Contents")  # type: ignore[attr-defined]
        contents = contents.get_object() if contents is not None else None
        if not isinstance(contents, (ArrayObject, StreamObject)):
            return None
        ops = iter(ContentStream(contents, page.pdf, "bytes").operations)  # type: ignore[attr-defined]
        groups = _layout_mode.text_show_operations(ops, fonts, True, None)
        if not groups:
            return None
        # the same steps as page.extract_text(extraction_mode="layout", layout_mode_space_vertically=False)
        by_y = _layout_mode.y_coordinate_groups(groups, None)
        text = _layout_mode.fixed_width_page(by_y, _layout_mode.fixed_char_width(groups, 1.25), False, 1)
        lines = [
            _Line(min(g["tx"] for g in row), max(g["displaced_tx"] for g in row), "".join(g["text"] for g in row))
            for row in by_y.values()
            if "".join(g["text"] for g in row).strip()
        ]
        box = page.mediabox  # type: ignore[attr-defined]
        width = float(box.width) - 2 * (left - float(box.left)) if left is not None else 0.0
        return PageLayout(text, lines, width)
    except Exception:  # noqa: BLE001 - geometry is a refinement: without it the text's own rules join lines
        return None


def text_starts() -> tuple[list[float], Callable[..., None]]:
    """A list that fills with where each piece of text starts (x, in points) and the ``visitor_text``
    to pass to pypdf's plain ``extract_text`` that fills it: the page's left margin, read in the same pass."""
    starts: list[float] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: object, _size: float) -> None:
        if text.strip():
            starts.append(tm[4] * cm[0] + tm[5] * cm[2] + cm[4])

    return starts, visit
