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
from collections.abc import Sequence

from open_research.sources.markup import table_row

__all__ = ["Table", "page_tables", "split_tables"]

_GAP_RE = re.compile(r"\S {2,}\S")
#: A header cell longer than this, or one ending a sentence, is prose that happens to line up.
MAX_HEADER_CHARS = 40
#: A cell continued on the next line: a table row this many lines high at most.
MAX_ROW_LINES = 3


class Table:
    """One table: its header cells, its rows (cells per column) and its lines as plain text prints them."""

    def __init__(
        self, headers: list[str], rows: list[list[str]], lines: list[str], readings: Sequence[list[list[str]]] = ()
    ) -> None:
        self.headers, self.rows, self.lines = headers, rows, lines
        #: the rows read with a first cell wrapped around their values, each way it may wrap; the plain
        #: text, which prints a cell's lines together, tells which one holds (``split_tables``)
        self.readings = list(readings)

    def choose(self, plain: str) -> None:
        """The reading whose first cells the plain text prints whole, in order; else the rows as they are."""
        flat = _flat(plain)
        for rows in self.readings:
            at = 0
            for row in rows:
                at = flat.find(row[0], at)
                if at < 0:
                    break
                at += len(row[0])
            else:
                self.rows = rows
                return

    def reading(self) -> list[str]:
        return [line for line in (table_row(self.headers, row) for row in self.rows) if line]


def page_tables(layout: str) -> list[Table]:
    """The tables of one page's layout-mode text (pypdf ``extraction_mode="layout"``, without blank lines
    for vertical space)."""
    tables: list[Table] = []
    block: list[str] = []
    between: list[str] = []  # lines of one cell between two table lines ("Garnett Room," above its row)
    previous = ""
    for line in [*layout.splitlines(), ""]:
        if line.strip() and (_GAP_RE.search(line) or (block and _continues(line, block))):
            if not block and _indented(previous):
                block.append(previous.rstrip())  # a header cell's first line, above the header line
            block += [*between, line.rstrip()]
            between = []
        elif block and line.strip() and not line[:1].isspace() and len(between) < MAX_ROW_LINES - 1:
            between.append(line)  # the first column's text wrapped around its row's values, or prose
        else:
            table = _table(block)  # a line of prose or a blank line ends the table
            if table:
                tables.append(table)
            block, between = [], []
        previous = line
    return tables


def _indented(line: str) -> bool:
    return bool(line.strip()) and line[:2] == "  " and not _GAP_RE.search(line)


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
    if not headers[0] and len(grid) > 1 and grid[1][0]:  # a header cell's first line above the header line
        headers, grid, block = [_join(a, b) for a, b in zip(headers, grid[1], strict=True)], grid[1:], block[1:]
        lines.append(block[0])
    rows: list[list[str]] = []
    if not all(headers) or any(_not_a_header(h) for h in headers):
        return None  # a field list ("Date:   2 May"), a list of values ("Rev B   12.02.2025") or prose
    height = 1
    first: list[list[str]] = []  # lines of the first column alone: a cell wrapped around its row's values
    above: list[int] = []  # per row, how many of those lines stood above its values
    for line, cells in zip(block[1:], grid[1:], strict=True):
        if not any(cells[1:]) and cells[0]:
            first.append(cells)
        elif not rows and not first and not cells[0] and height < MAX_ROW_LINES:  # a header on two lines
            headers = [_join(a, b) for a, b in zip(headers, cells, strict=True)]
            height += 1
        elif rows and not first and not cells[0] and height < MAX_ROW_LINES:  # the rest of the row above
            rows[-1] = [_join(a, b) for a, b in zip(rows[-1], cells, strict=True)]
            height += 1
        elif sum(1 for c in cells if c) >= 2:
            rows.append(cells)
            above.append(len(first))
            first = []
            height = 1
        else:
            return None
        lines.append(line)
    if first or not rows or sum(c.endswith(":") for c in (r[0] for r in rows)) * 2 > len(rows):
        return None
    return Table(headers, rows, lines, _wrapped_rows(rows, above, block, grid))


def _join(a: str, b: str) -> str:
    return f"{a} {b}".strip()


def _wrapped_rows(
    rows: list[list[str]], between: list[int], block: list[str], grid: list[list[str]]
) -> list[list[list[str]]]:
    """The rows with their first cells whole, each way the lines of the first column alone
    (``between[i]`` of them between row i-1's values and row i's) may belong: the cell's text at the
    top, the values on its first line ("Meadow Pitch, Osterby Upper  £21" / "Park"), or centred on
    the values, as many lines below as above or one fewer ("Garnett Room," / "Caddonbridge Central
    £18  £32" / "Library")."""
    if not any(between):
        return []
    texts = [cells[0] for cells in grid[1:] if cells[0] and not any(cells[1:])]
    splits = [_centred(between)]
    if not between[0]:
        splits.append([(0, n) for n in [*between[1:], 0]])
    out = []
    for split in splits:
        if split is None:
            continue
        rows_read, at = [], 0
        for row, (up, down) in zip(rows, split, strict=True):
            rows_read.append([" ".join([*texts[at : at + up], row[0], *texts[at + up : at + up + down]]), *row[1:]])
            at += up + down
        out.append(rows_read)
    return out


def _centred(between: list[int]) -> list[tuple[int, int]] | None:
    """Per row, its first cell's lines above and below its values, from the counts of such lines
    between consecutive rows' values (none after the last row): below is above or one fewer."""
    n = len(between)

    def solve(i: int, up: int) -> list[tuple[int, int]] | None:
        for down in (up, up - 1):
            if down < 0:
                continue
            if i == n - 1:
                if down == 0:
                    return [(up, down)]
                continue
            rest = between[i + 1] - down
            if rest >= 0 and (tail := solve(i + 1, rest)) is not None:
                return [(up, down), *tail]
        return None

    return solve(0, between[0])


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
        table.choose("\n".join(lines[start:end]))
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
    return _find_words(lines, pos, wanted)


def _find_words(lines: list[str], pos: int, wanted: list[str]) -> tuple[int, int] | None:
    """Where the plain text prints the table's words in another order (cell by cell: a wrapped cell's
    lines, then the row's values): the first run of lines holding exactly the table's words."""
    words = sorted(" ".join(wanted).split())
    for start in range(pos, len(lines)):
        got: list[str] = []
        for end in range(start, len(lines)):
            got += lines[end].split()
            if len(got) >= len(words):
                if sorted(got) == words:
                    return start, end + 1
                break
    return None
