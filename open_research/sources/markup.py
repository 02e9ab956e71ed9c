"""Marked-up text as a person reads it: headings, list items and table rows as units, no markup.

A quote is cut from the text the index keeps, so that text must read like the document: a Markdown
table row "| Series B | March 2024 | $30M |" means "Round: Series B; Date: March 2024; Amount: $30M"
(``table_row``), a sentence wrapped over two lines is one sentence, and "**$30M**" is "$30M". Every
reader (Markdown, HTML via trafilatura's Markdown output, plain text, PDF, office files) ends here,
so a row or a sentence reads the same whatever format it came from. Offsets in evidence refer to
this text, which is what the index stores and a search hit shows.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Sequence

__all__ = ["inline_text", "join_wrapped", "markdown_text", "meta_date_values", "table_row", "table_rows"]

#: A cell longer than this is cut in a row (a pasted paragraph in a spreadsheet cell).
MAX_CELL_CHARS = 400


def table_row(headers: Sequence[str], cells: Sequence[object]) -> str:
    """One row read with its column headers: "Round: Series B; Date: March 2024; Amount: $30M".
    Empty cells are left out; a column without a header gives its value alone."""
    parts = []
    for i, cell in enumerate(cells):
        value = _cell(cell)
        if not value:
            continue
        head = _cell(headers[i]) if i < len(headers) else ""
        parts.append(f"{head}: {value}" if head and head != value else value)
    return "; ".join(parts)


def table_rows(rows: Iterable[Sequence[object]]) -> list[str]:
    """A table (its first non-empty row the headers) as one line per data row; a one-row table is
    that row's values. A caption above the headers (a row of one cell over a row of several: a
    sheet's "Fees set by the committee on 10 February 2026" above "Charge | 2026/27 | 2025/26") is a
    line of its own, not the first column's header, so the columns keep their own headers; so is each
    of several such rows (a title, then "Agreed by the board on 3 March 2026", then the headers)."""
    rows = [list(r) for r in rows if any(_cell(c) for c in r)]
    captions = []
    k = next((i for i, r in enumerate(rows) if _filled(r) >= 2), 0)  # the first row of several cells
    if 0 < k < len(rows) - 1 and not _has_amount(rows[k]):  # a title, a note, "agreed on ...": each a caption
        captions = [next(v for v in (_cell(c) for c in r) if v) for r in rows[:k]]
        rows = rows[k:]
    if not rows:
        return captions
    if len(rows) == 1:
        return [*captions, "; ".join(v for v in (_cell(c) for c in rows[0]) if v)]
    headers = [_cell(c) for c in rows[0]]
    return [*captions, *(line for line in (table_row(headers, r) for r in rows[1:]) if line)]


def _filled(row: Sequence[object]) -> int:
    return sum(1 for c in row if _cell(c))


#: A cell that is an amount or a count ("£140", "12", "4.5%", "25p"): a data cell, never a header.
_AMOUNT_RE = re.compile(r"[£$€]?\s?\d[\d,.]*\s?(?:%|p)?")


def _has_amount(row: Sequence[object]) -> bool:
    """The row holds an amount, so it is data: a one-cell row above it is its header ("Item | ") and no
    caption."""
    return any(_AMOUNT_RE.fullmatch(_cell(c)) for c in row)


def _cell(value: object) -> str:
    if value is None:
        return ""
    text = re.sub(r"\s+", " ", inline_text(str(value))).strip()
    return text[:MAX_CELL_CHARS]


# ---------------------------------------------------------------- inline markup
_INLINE = (
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"\1"),  # image: its alt text
    (re.compile(r"\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)"), r"\1"),  # link: its text
    (re.compile(r"\[([^\]]+)\]\[[^\]]*\]"), r"\1"),  # reference link
    (re.compile(r"<(https?://[^>\s]+)>"), r"\1"),  # autolink
    (re.compile(r"<br\s*/?>", re.I), " "),
    (re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>"), ""),  # HTML tags
    (re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1"), r"\2"),
    (re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])"), r"\1"),
    (re.compile(r"(?<!\w)_(?=\S)([^_]+?)(?<=\S)_(?!\w)"), r"\1"),
    (re.compile(r"~~(?=\S)(.+?)(?<=\S)~~"), r"\1"),
    (re.compile(r"\*\*|__"), ""),  # an unbalanced strong mark (a closing "**" after a figure)
    (re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~])"), r"\1"),  # backslash escapes
)


_CODE_SPAN = re.compile(r"`+([^`]+)`+")
_KEPT = re.compile("\x00(\\d+)\x00")


def inline_text(text: str) -> str:
    """Text without inline Markdown/HTML markup: links as their text, emphasis and code marks off.
    A code span's text is kept as written (``-D__inline__=`` stays, not ``-Dinline=``)."""
    spans: list[str] = []

    def keep(m: re.Match[str]) -> str:
        spans.append(m.group(1))
        return f"\x00{len(spans) - 1}\x00"

    text = _CODE_SPAN.sub(keep, text.replace("\x00", ""))
    for rx, repl in _INLINE:
        text = rx.sub(repl, text)
    return _KEPT.sub(lambda m: spans[int(m.group(1))], html.unescape(text))


# ---------------------------------------------------------------- blocks
_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_SETEXT = re.compile(r"^\s{0,3}(=+|-+)\s*$")
_RULE = re.compile(r"^\s{0,3}([-*_])(?:\s*\1){2,}\s*$")
_ITEM = re.compile(r"^(\s*)(?:[-*+•]|\d{1,3}[.)]|\(?[a-z]\))\s+(.*)$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_PIPE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+\S+")
_QUOTE = re.compile(r"^\s{0,3}>\s?")


def _cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)]


def _pipe_table_follows(lines: list[str], i: int) -> bool:
    """Another "| ... |" row comes after line ``i`` (past blank and separator lines)."""
    for line in lines[i + 1 : i + 4]:
        if _PIPE_ROW.match(line) and not _TABLE_SEP.match(line):
            return True
        if line.strip() and not _TABLE_SEP.match(line):
            return False
    return False


def markdown_text(body: str, *, join_lines: bool = True) -> str:
    """Markdown as reading text: headings and paragraphs as blocks, list items and table rows one per
    line (rows with their headers), wrapped lines joined, inline markup off, code kept as written.
    ``join_lines=False`` keeps each line a unit (text whose lines are already paragraphs)."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    blocks: list[str] = []
    para: list[str] = []  # the lines of the paragraph or list item being read
    units: list[str] = []  # list items / table rows of the current block

    def flush_para() -> None:
        if para:
            text = inline_text(" ".join(p.strip() for p in para)).strip()
            if text:
                units.append(text) if units or _in_list[0] else blocks.append(text)
            para.clear()

    def flush_block() -> None:
        flush_para()
        if units:
            blocks.append("\n".join(units))
            units.clear()
        _in_list[0] = False

    _in_list = [False]
    i = 0
    while i < len(lines):
        line = _QUOTE.sub("", lines[i], count=1) if _QUOTE.match(lines[i]) else lines[i]
        if _FENCE.match(line):
            flush_block()
            fence = _FENCE.match(line).group(1)  # type: ignore[union-attr]
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                code.append(lines[i].rstrip())
                i += 1
            if any(c.strip() for c in code):
                blocks.append("\n".join(code).strip("\n"))
            i += 1
            continue
        if not line.strip():
            flush_block()
        elif _HEADING.match(line):
            flush_block()
            text = inline_text(_HEADING.match(line).group(1)).strip()  # type: ignore[union-attr]
            if text:
                blocks.append(text)
        elif para and not units and not _in_list[0] and _SETEXT.match(line) and len(para) == 1:
            flush_block()  # the paragraph line above was a heading
        elif _RULE.match(line) or _REF_DEF.match(line):
            flush_block()
        elif _PIPE_ROW.match(line) and _pipe_table_follows(lines, i):
            flush_block()  # rows written "| a | b |" (trafilatura puts blank lines between them)
            rows = []
            while i < len(lines):
                if _PIPE_ROW.match(lines[i]) and not _TABLE_SEP.match(lines[i]):
                    rows.append(_cells(lines[i]))
                elif not (_TABLE_SEP.match(lines[i]) or (not lines[i].strip() and _pipe_table_follows(lines, i))):
                    break
                i += 1
            units.extend(r for r in (table_row(rows[0], row) for row in rows[1:]) if r)
            flush_block()
            continue
        elif "|" in line and i + 1 < len(lines) and _TABLE_SEP.match(lines[i + 1]) and "-" in lines[i + 1]:
            flush_block()
            headers = _cells(line)
            i += 2
            rows = []
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                rows.append(_cells(lines[i]))
                i += 1
            units.extend(r for r in (table_row(headers, row) for row in rows) if r)
            flush_block()
            continue
        elif _ITEM.match(line) and not _TABLE_SEP.match(line):
            flush_para()
            _in_list[0] = True
            para.append(_ITEM.match(line).group(2))  # type: ignore[union-attr]
        elif not join_lines:
            flush_para()
            para.append(line)
            flush_para()
        else:
            para.append(line)
        i += 1
    flush_block()
    return "\n\n".join(b for b in blocks if b.strip())


_BULLET_START = re.compile(r"^\s*(?:[-*+•▪◦]|\d{1,3}[.)]|\(?[a-z]\))\s+")
_COLUMNS = re.compile(r"\S(?:\t|\s{3,})\S")
_CONTINUES = re.compile(r"^[a-z0-9(\[$€£%,;:–-]")
#: A line led by a short capitalised label and a colon is a field of its own ("Issue date: 2 May 2025",
#: "Status: Proposed", "Ref No: HW/031"), not the rest of a wrapped line above it.
_FIELD_START = re.compile(r"^(?-i:[A-Z])[\w'\u2019/&.-]*(?:\s+[\w'\u2019/&.-]+){0,3}:\s+\S")
#: A line at least this long that does not end a sentence was wrapped; a shorter one is a heading or a label.
WRAPPED_LINE_CHARS = 50


def join_wrapped(text: str, wrapped: Callable[[str, str], bool | None] | None = None) -> str:
    """Plain text (a .txt file, a PDF page) with hard-wrapped lines joined into sentences, a word split
    by a hyphen at a line end made whole; short lines before a capital (titles, labels), list items
    and column-aligned lines stay lines. ``wrapped(line, next_line)``, when the page's layout is known
    (a PDF's), says whether a line ran to the right margin (True) or was ended short of it (False, never
    joined), or None when it cannot tell: then the line's words alone decide."""
    out_blocks = []
    for block in re.split(r"\n\s*\n", text.replace("\r\n", "\n").replace("\r", "\n")):
        lines = [ln.rstrip() for ln in block.split("\n") if ln.strip()]
        merged: list[str] = []
        last = ""
        for line in lines:
            stripped = line.strip()
            if merged and _joins(merged[-1], stripped, wrapped(last, stripped) if wrapped else None):
                prev = merged[-1]
                if re.search(r"[a-z]-$", prev) and stripped[:1].islower():
                    merged[-1] = prev[:-1] + stripped
                else:
                    merged[-1] = f"{prev} {stripped}"
            else:
                merged.append(stripped)
            last = stripped
        if merged:
            out_blocks.append("\n".join(merged))
    return "\n\n".join(out_blocks)


def _joins(prev: str, line: str, reached: bool | None = None) -> bool:
    if reached is False:
        return False
    if _BULLET_START.match(line) or _COLUMNS.search(line) or _COLUMNS.search(prev) or _FIELD_START.match(line):
        return False
    if prev.endswith(":") and not _CONTINUES.match(line):
        return False
    if _CONTINUES.match(line):
        return True
    long_enough = reached or len(prev) >= WRAPPED_LINE_CHARS
    return long_enough and not prev.endswith((".", "!", "?", ":"))


#: Elements whose text keeps its line breaks as written; anywhere else a line break is a space.
_PRE_RE = re.compile(r"(<(pre|textarea|script|style)\b.*?</\2\s*>)", re.I | re.S)
_SOURCE_BREAK_RE = re.compile(r"[ \t]*\r?\n\s*")


def unwrap_html(raw: str) -> str:
    """The page with its source line breaks as spaces, as a browser shows them: a paragraph hard-wrapped
    in the HTML file is one paragraph, not one per line (trafilatura keeps those breaks, and a line is a
    unit here). Only ``<br>`` and block elements end a line; ``<pre>`` keeps its lines."""
    parts = _PRE_RE.split(raw)
    out = []
    for i, part in enumerate(parts):
        if i % 3 == 0:
            out.append(_SOURCE_BREAK_RE.sub(" ", part))
        elif i % 3 == 1:
            out.append(part)
    return "".join(out)


#: A meta tag's name that dates the page ("dcterms.modified", "DC.date.issued", "article:modified_time",
#: "last-modified", "pubdate"), not another date ("next-review-date", "expires").
_META_DATE_NAME_RE = re.compile(
    r"(?:^|[.:_-])(?:date|modified|updated|issued|created|published|pubdate|revised|lastmod)(?:[-_]?time)?$", re.I
)
_META_OTHER_NAME_RE = re.compile(r"next|review|expir|valid|start|end", re.I)
_META_TAG_RE = re.compile(r"<meta\b[^>]*>", re.I)
_ATTR_RE = re.compile(r"""\b(name|property|itemprop|content)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)


def meta_date_values(raw: str) -> list[str]:
    """The values of a page's meta tags that date it, as written: for when trafilatura finds none (it
    skips a page whose only date is ``dcterms.modified``, as a CMS writes it)."""
    values = []
    for tag in _META_TAG_RE.findall(raw):
        attrs = {m[1].lower(): m[2] or m[3] or m[4] for m in _ATTR_RE.finditer(tag)}
        name = attrs.get("name") or attrs.get("property") or attrs.get("itemprop") or ""
        if attrs.get("content") and _META_DATE_NAME_RE.search(name) and not _META_OTHER_NAME_RE.search(name):
            values.append(html.unescape(attrs["content"]))
    return values
