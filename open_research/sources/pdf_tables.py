"""A PDF page's tables read row by row with their column headers, as every other format reads them.

pypdf's plain text gives a table as lines of cells run together ("Autumn 2026 Thursday 3 September
2026 26 to 30 October 2026"), so a row loses which value is which column's. Its layout mode keeps
the columns apart by their position on the page; a run of lines whose words leave the same gaps
(two or more blank characters, in every line) is a table, its first line the headers. Each row is
then found in the plain text, where it is one line or a few, and replaced by ``markup.table_row``
("Term: Autumn 2026; Pupils start: Thursday 3 September 2026; ..."). A layout that does not match
the plain text line for line (two columns of prose, rotated text) is left as it was.
"""

from __future__ import annotations

import re

from open_research.sources.markup import table_row

__all__ = ["Table", "page_tables", "split_tables"]

_GAP_RE = re.compile(r"\S {2,}\S")
#: A header cell longer than this, or one ending a sentence, is prose that happens to line up.
MAX_HEADER_CHARS = 40
#: A cell continued on the next line: a table row this many lines high at most.
MAX_ROW_LINES = 3


class Table:
    """One table: its header cells, its rows (cells per column) and its lines as plain text prints them."""

    def __init__(self, headers: list[str], rows: list[list[str]], lines: list[str]) -> None:
        self.headers, self.rows, self.lines = headers, rows, lines

    def reading(self) -> list[str]:
        return [line for line in (table_row(self.headers, row) for row in self.rows) if line]


def page_tables(layout: str) -> list[Table]:
    """The tables of one page's layout-mode text (pypdf ``extraction_mode="layout"``, without blank lines
    for vertical space)."""
    tables: list[Table] = []
    block: list[str] = []
    for line in [*layout.splitlines(), ""]:
        if line.strip() and (_GAP_RE.search(line) or (block and _continues(line, block))):
            block.append(line.rstrip())
            continue
        table = _table(block)  # a line of prose or a blank line ends the table
        if table:
            tables.append(table)
        block = []
    return tables


def _continues(line: str, block: list[str]) -> bool:
    """An indented line under a table row: the rest of a cell that wrapped."""
    indent = len(line) - len(line.lstrip())
    return indent > 0 and len(block) >= 2 and indent >= min(len(b) - len(b.lstrip()) for b in block) + 2


def _columns(lines: list[str]) -> list[tuple[int, int]]:
    """Spans of characters that hold text in some line, between gaps blank in every line."""
    width = max(len(line) for line in lines)
    filled = [any(i < len(line) and not line[i].isspace() for line in lines) for i in range(width)]
    spans, start, blank = [], None, 0
    for i, full in enumerate([*filled, False, False]):
        if full:
            if start is None:
                start = i
            blank = 0
            continue
        blank += 1
        if start is not None and blank == 2:
            spans.append((start, i - 1))
            start = None
    return spans


def _cells(line: str, columns: list[tuple[int, int]]) -> list[str]:
    return [" ".join(line[a:b].split()) for a, b in columns]


def _table(block: list[str]) -> Table | None:
    if len(block) < 2:
        return None
    columns = _columns(block)
    if len(columns) < 2:
        return None
    grid = [_cells(line, columns) for line in block]
    headers, lines = grid[0], [block[0]]
    rows: list[list[str]] = []
    if not all(headers) or any(_not_a_header(h) for h in headers):
        return None  # a field list ("Date:   2 May"), a list of values ("Rev B   12.02.2025") or prose
    height = 1
    for line, cells in zip(block[1:], grid[1:], strict=True):
        if not rows and not cells[0] and height < MAX_ROW_LINES:  # a header written on two lines
            headers = [f"{a} {b}".strip() for a, b in zip(headers, cells, strict=True)]
            height += 1
        elif rows and not cells[0] and height < MAX_ROW_LINES:  # the rest of the row above, wrapped
            rows[-1] = [f"{a} {b}".strip() for a, b in zip(rows[-1], cells, strict=True)]
            height += 1
        elif sum(1 for c in cells if c) >= 2:
            rows.append(cells)
            height = 1
        else:
            return None
        lines.append(line)
    if not rows or sum(c.endswith(":") for c in (r[0] for r in rows)) * 2 > len(rows):
        return None
    return Table(headers, rows, lines)


#: A cell that is only a figure (a date, an amount, a number): a value, never a column's name.
_FIGURE_CELL_RE = re.compile(r"[\d\s.,/:;()£$€%+-]*\d[\d\s.,/:;()£$€%+-]*")


def _not_a_header(cell: str) -> bool:
    return len(cell) > MAX_HEADER_CHARS or cell.endswith((".", ",", ":", ";")) or bool(_FIGURE_CELL_RE.fullmatch(cell))


def _flat(text: str) -> str:
    return " ".join(text.split())


def split_tables(plain: str, tables: list[Table]) -> list[str | list[str]]:
    """The page's plain text cut into prose (str) and tables (their reading lines), in page order.
    A table whose lines are not found in the plain text, in order, stays prose."""
    lines = plain.splitlines()
    out: list[str | list[str]] = []
    pos = 0
    for table in tables:
        span = _find(lines, pos, [_flat(t) for t in table.lines if t.strip()])
        if span is None:
            continue
        start, end = span
        if start > pos:
            out.append("\n".join(lines[pos:start]))
        out.append(table.reading())
        pos = end
    if pos < len(lines):
        out.append("\n".join(lines[pos:]))
    return out


def _find(lines: list[str], pos: int, wanted: list[str]) -> tuple[int, int] | None:
    """Where ``wanted`` (the table's lines, spaces collapsed) stand in ``lines`` from ``pos`` on: the
    start and end line; a wanted line may be printed as a few plain lines, one after another."""
    if not wanted:
        return None
    for start in range(pos, len(lines)):
        if not _flat(lines[start]) or not wanted[0].startswith(_flat(lines[start])):
            continue
        i, ok = start, True
        for target in wanted:
            got = ""
            while i < len(lines) and len(got) < len(target):
                got = _flat(f"{got} {lines[i]}")
                i += 1
            if got != target:
                ok = False
                break
        if ok:
            return start, i
    return None
