"""Which section of a source a passage lies in: the heading above it, and the release or date that
heading gives every sentence under it ("Changes in 4.1", "apt (1.5~beta1) unstable"). A heading is a
Markdown heading or a short unpunctuated line that stands alone; a definition list's term names its
entry; a list item's wrapped first line is none. Pure functions over a prepared source, cached on it.
"""

from __future__ import annotations

import re

from open_research.evidence.normalize import figures
from open_research.evidence.passages import SourceIndex

__all__ = ["heading_figures", "prototype_above", "section_heading"]

#: How far back from a passage its section's heading is looked for, and how long a heading may be.
HEADING_REACH = 3000
HEADING_MAX = 100
_TERMINAL = tuple(".,;:!?")
#: A definition list's term is a name, not a hard-wrapped line of prose above an indented example.
TERM_WORDS = 4


#: A list item's marker: a bullet, or an enumeration closed by a parenthesis ("1) the subject", "b) the
#: recipient"); a numbered section heading ("3. Decimal objects") is no list item.
_BULLET_RE = re.compile(r"[*+\u2022-]\s|\(?(?:\d{1,2}|[a-z])\)\s")
#: An Emacs outline heading (GNU NEWS files: "* Noteworthy changes in release 3.8", "** Bug fixes"):
#: stars from the first column, its level their count.
_OUTLINE_RE = re.compile(r"(\*+) \S")


def _outline(line: str, before: str, rest: str) -> bool:
    """A starred line that is a heading, not a list item: from the first column, unpunctuated, between
    blank lines, and not followed by an item of the same marker (a loose list's "* one" blank "* two")."""
    m = _OUTLINE_RE.match(line)
    if m is None or line.rstrip().endswith(_TERMINAL) or len(line) > HEADING_MAX:
        return False
    first, _, tail = rest.partition("\n")
    if before.strip() and not before.endswith("\n\n") or first.strip():
        return False
    return not tail.lstrip("\n").startswith(m.group(1) + " ")


def _is_heading(line: str, before: str, after: str, rest: str = "") -> bool:
    """A Markdown or outline heading, or a short line with no final punctuation that stands alone: after
    a blank line or a finished sentence, or as a definition list's term (its description below, indented
    deeper: "-f, --file=ARCHIVE"), and not continued in lower case on the next line ("Changes in 4.1").
    ``rest``: the text after the line."""
    s = line.strip()
    if s.startswith("#") or _outline(line, before, rest):
        return True
    if _BULLET_RE.match(s):
        return False  # a list item's first line, wrapped: "* apt-ftparchive now reads ... in"
    if not s or len(s) > HEADING_MAX or s.endswith(_TERMINAL) or not any(c.isalpha() for c in s):
        return False
    prev, nxt = before.rstrip(), after.lstrip(" \t")
    term = len(s.split()) <= TERM_WORDS and len(after) - len(nxt) > len(line) - len(line.lstrip(" \t"))
    alone = term or not prev or prev.endswith((".", "!", "?", ":")) or before.endswith("\n\n")
    if s.startswith("[") and not before.endswith("\n\n"):
        alone = False  # a bracketed note that ends a paragraph ("[bug introduced in 2.8]"), not a "[ Section ]"
    return alone and not nxt.lstrip("\"'`(")[:1].islower()  # a wrapped line goes on: '"Files A and B" when


def heading_figures(idx: SourceIndex, pos: int) -> frozenset[str]:
    """Figures of the heading of the section that ``pos`` lies in: a release note's "Changes in 4.1"
    dates every sentence under it, so a claim's "since 4.1" is backed by it."""
    return _heading(idx, pos)[1]


def section_heading(idx: SourceIndex, pos: int) -> str:
    """The heading of the section that ``pos`` lies in ("" when none is found within reach)."""
    return _heading(idx, pos)[0]


#: How many headings up a section's release is looked for: "apt (1.5) unstable" above "[ New HTTPS method ]".
HEADING_STEPS = 6


def _heading(idx: SourceIndex, pos: int) -> tuple[str, frozenset[str]]:
    """The nearest heading, and the release or date of the nearest one within reach that has one
    among the headings it is under: a sub-heading ("  [ New HTTPS method ]", "### Fixes") does not hide
    the release header above it ("apt (1.5) unstable", "## 2.1"), but a sibling section ("Licence
    terms" after "Changes in 2.15", both unindented) is not under it."""
    end = idx.text.rfind("\n", 0, pos)
    got = idx.headings.get(end)
    if got is None:
        lo = max(0, end - HEADING_REACH)
        line, at = _heading_line(idx.text, end, lo)
        figs, depth = _dating(line), _depth(idx.text, at)
        for _ in range(HEADING_STEPS):
            if figs or not line or depth <= 1:
                break
            above, at = _heading_line(idx.text, at - 1, lo)
            if not above:
                break
            if _depth(idx.text, at) < depth:  # a heading it is under; a sibling is skipped
                figs, depth = _dating(above), _depth(idx.text, at)
        got = idx.headings[end] = (line, figs | _signed_off(idx.text, end))
    return got


#: A Debian changelog entry's sign-off line (" -- Name <mail>  Fri, 06 Apr 2018 ..."): its date dates
#: the entry above it.
_SIGN_OFF_RE = re.compile(r"\n -- [^\n<]*<[^\n>]*>\s+([^\n]+)")


def _signed_off(text: str, end: int) -> frozenset[str]:
    """The date of the sign-off line that ends the entry ``end`` lies in (no unindented line between)."""
    m = _SIGN_OFF_RE.search(text, max(end, 0), end + HEADING_REACH)
    if m is None or re.search(r"\n\S", text[max(end, 0) : m.start()]):
        return frozenset()
    return _dating(m.group(1))


def _depth(text: str, at: int) -> int:
    """How deep a heading line starting at ``at`` is nested: its Markdown level, else 10 + its indent."""
    eol = text.find("\n", at)
    raw = text[at : eol if eol >= 0 else len(text)]
    marks = len(raw) - len(raw.lstrip("#*"))  # a Markdown or outline heading's level
    return marks if marks else 10 + len(raw) - len(raw.lstrip(" \t"))


def _dating(line: str) -> frozenset[str]:
    dated = frozenset(t for f in figures(line, source=True) for t in f.alternatives if _dates_a_section(t))
    return dated | _integer_releases(line)


#: Plain integers named as releases ("versions 563 and 581", "release 12"): less numbers its releases so.
_INT_RELEASES_RE = re.compile(
    r"\b(?:versions?|releases?)\s+(\d+(?:\s*(?:,|and|to|through|-)\s*\d+)*)(?![\w.])", re.IGNORECASE
)


def _integer_releases(line: str) -> frozenset[str]:
    """Integer releases a release-notes heading names. "Changes between versions 581 and 590" (or
    "from 581 to 590") lists what 590 ships, so only the last of such a range dates the section."""
    out: set[str] = set()
    for m in _INT_RELEASES_RE.finditer(line):
        nums = re.findall(r"\d+", m.group(1))
        ranged = re.search(r"\b(?:between|from)\b", line[: m.start()], re.IGNORECASE) or re.search(
            r"\b(?:to|through)\b|-", m.group(1)
        )
        out.update(f"num:{n}" for n in (nums[-1:] if ranged and len(nums) > 1 else nums))
    return frozenset(out)


def _dates_a_section(token: str) -> bool:
    """A heading's release, date or year ("Changes in 4.1", "2024-03-11"); not a section number or a
    count ("9.4.3", "3. Decimal objects"), which say nothing of the sentences under it."""
    kind, _, value = token.partition(":")
    if kind in ("ver", "date", "month"):
        return True
    return kind == "num" and ("." in value or (value.isdigit() and 1900 <= int(value) <= 2100))


def _heading_line(text: str, end: int, lo: int) -> tuple[str, int]:
    """The nearest heading line ending at or before ``end`` (not before ``lo``) and where it starts,
    or ("", lo)."""
    while end > lo:
        start = text.rfind("\n", lo, end) + 1
        if start <= lo and lo > 0:
            break
        line = text[start:end]
        nxt_end = text.find("\n", end + 1)
        after = text[end + 1 : nxt_end if nxt_end >= 0 else len(text)]
        if _is_heading(line, text[max(0, start - 200) : start], after, text[end + 1 : end + 1 + HEADING_REACH // 10]):
            return line.strip().lstrip("#*").strip(), start
        end = start - 1
    return "", lo


#: A C prototype that heads an API entry ("int BZ2_bzBuffToBuffCompress( char* dest, ..."): return
#: type words, then the function's name and its parenthesis, with no "=" or keyword call before it.
_PROTOTYPE_RE = re.compile(
    r"(?m)^[ \t]*(?:(?:const|unsigned|signed|struct|static|extern)\s+)*[A-Za-z_]\w*[\s*]+\**([A-Za-z_]\w*)\s*\("
)
_NOT_TYPES = {"if", "while", "for", "return", "switch", "else", "do", "case", "sizeof"}


def prototype_above(idx: SourceIndex, pos: int) -> str:
    """The function name of the nearest C prototype line above ``pos`` (within reach), or "": an API
    manual names the function once, in the prototype, and describes it in the paragraphs below."""
    lo = max(0, pos - HEADING_REACH)
    for m in reversed(list(_PROTOTYPE_RE.finditer(idx.text, lo, pos))):
        if m.group().split()[0] not in _NOT_TYPES:
            return m.group(1)
    return ""
