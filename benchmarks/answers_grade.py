"""Grade a research report against the answers benchmark's labels, as a reader would read it.

Pure functions, no model and no project code: a benchmark must not grade the system with the system.

- The body is the report before "## References", without a "Gaps" section.
- Values are compared after ``normalise``: case, whitespace, dashes, thousands separators, currency
  ("GBP 11", "£ 11", "£11.00" -> "£11"), percent ("40 per cent" -> "40%"), times ("6 pm", "6.00pm",
  "18:00", "8:00" -> "18:00", "08:00"; "noon" -> "12:00") and phone numbers (digit groups of a number
  starting with 0 or + joined). A value matches only as a whole token ("8:00" is not in "18:00").
- A stale value (earlier, proposed) is "stated as current" unless its own line, the heading it sits
  under, or (for a table row) the table's header row carries an earlier-marking word (``MARKERS``, and
  "old" unless it is part of a name such as "Old Town").
- A part is ``wrong`` when a forbidden value appears anywhere in the body or a stale value is stated as
  current; else ``correct`` when every answer group is present, ``partial`` when some are, ``missing``
  when none are. A question is ``correct`` only when all its parts are; ``wrong`` when any is wrong;
  ``missing`` when all are missing; else ``partial``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal, TypedDict

Grade = Literal["correct", "partial", "missing", "wrong"]
GRADES: tuple[Grade, ...] = ("correct", "partial", "missing", "wrong")

#: Words that mark a line, heading or table header as about an earlier, proposed or replaced value.
MARKERS = re.compile(
    r"\b(earlier|previous(ly)?|prior|formerly|former|until|replac(e|ed|es|ing)|supersed(e|ed|es|ing)|"
    r"archived?|propos(e|ed|al|als)|draft|no longer|before|up from|rose from|instead of|"
    r"changed from|not adopted|rejected|withdrawn|amended|succeed(ed|ing)|outdated|obsolete|expired|"
    r"historic(al)?|used to)\b"
)
#: "old" marks too, except as part of a name ("Old Town": capitalised and followed by a capitalised word).
_OLD = re.compile(r"\b(old|older)\b(\s+\S)?", re.IGNORECASE)
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_GAPS = re.compile(r"^\s{0,3}#{1,6}\s*gaps\b", re.IGNORECASE)


class Part(TypedDict, total=False):
    ask: str
    answer: list[list[str]]
    stale: list[str]
    forbidden: list[str]


class PartGrade(TypedDict):
    ask: str
    grade: Grade
    found: list[str]  # the alternative found for each group present
    groups: int
    stale_as_current: list[str]  # the lines stating a stale value as current
    forbidden_found: list[str]


class QuestionGrade(TypedDict):
    grade: Grade
    parts: list[PartGrade]
    parts_correct: int
    parts_total: int


def report_body(report: str) -> str:
    """What a reader takes as the answer: the text before "## References", without a Gaps section."""
    body = re.split(r"(?m)^\s{0,3}##\s+References\b", report or "", maxsplit=1)[0]
    kept: list[str] = []
    skipping_level = 0
    for line in body.splitlines():
        heading = re.match(r"^\s{0,3}(#{1,6})\s", line)
        if heading and skipping_level and len(heading.group(1)) <= skipping_level:
            skipping_level = 0
        if _GAPS.match(line) and heading:
            skipping_level = len(heading.group(1))
            continue
        if not skipping_level:
            kept.append(line)
    return "\n".join(kept)


def _clock(hour: str, minute: str | None, half: str) -> str:
    h = int(hour) % 12 + (12 if half.startswith("p") else 0)
    return f"{h:02d}:{minute or '00'}"


def _join_phone(m: re.Match[str]) -> str:
    digits = re.sub(r"[ -]", "", m.group(0))
    return digits if len(digits.lstrip("+")) >= 9 else m.group(0)


def normalise(text: str) -> str:
    """One line or value in the form values are compared in (newlines are kept)."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"[\u2010-\u2015\u2212]", "-", t).replace("\u2019", "'").replace("\u2018", "'")
    t = re.sub(r"[ \t\u00a0\u202f]+", " ", t)
    t = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", t)  # 2,000 -> 2000 (twice for 1,000,000)
    t = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", t)
    for word, sign in (("gbp", "£"), ("eur", "€"), ("usd", "$")):
        t = re.sub(rf"\b{word} ?(?=\d)", sign, t)
        t = re.sub(rf"(\d+(?:\.\d+)?) ?{word}\b", rf"{sign}\1", t)
    t = re.sub(r"([£€$]) (?=\d)", r"\1", t)
    t = re.sub(r"([£€$]\d+)\.00(?!\d)", r"\1", t)
    t = re.sub(r"(\d) ?(?:%|percent\b|per cent\b)", r"\1%", t)
    t = re.sub(r"\b(?:noon|midday)\b", "12:00", t)
    t = re.sub(
        r"(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))? ?([ap])\.?m\b\.?",
        lambda m: _clock(m.group(1), m.group(2), m.group(3)),
        t,
    )
    t = re.sub(r"(?<![\d:.])(\d):(\d{2})(?!\d)", r"0\1:\2", t)
    t = re.sub(r"(?<![\w+])(?:\+|0)\d+(?:[ -]\d+)+", _join_phone, t)
    return t.strip(" ")


def _pattern(value: str) -> re.Pattern[str]:
    v = normalise(value)
    before = r"(?<![a-z0-9])(?<!\d[.,:])" + (r"(?<![£€$])" if v[:1].isdigit() else "")
    return re.compile(before + re.escape(v) + r"(?![a-z0-9])(?![.,:]\d)")


def present(value: str, text: str) -> bool:
    """``value`` occurs in ``text`` as a whole token, both normalised."""
    return bool(_pattern(value).search(normalise(text)))


def _contexts(body: str) -> list[tuple[str, str]]:
    """Each line of the body with its marking context: the line, its heading, its table's header."""
    out: list[tuple[str, str]] = []
    heading = ""
    table_head = ""
    previous_was_row = False
    for line in body.splitlines():
        if _HEADING.match(line):
            heading = line
        is_row = line.lstrip().startswith("|")
        if is_row and not previous_was_row:
            table_head = line
        if not is_row:
            table_head = ""
        previous_was_row = is_row
        out.append((line, " ".join((heading, table_head))))
    return out


def marked_earlier(line: str, context: str = "") -> bool:
    """The line (or its heading / table header in ``context``) presents its values as earlier or proposed."""
    return any(MARKERS.search(normalise(t)) or _says_old(t) for t in (line, context))


def _says_old(text: str) -> bool:
    for m in _OLD.finditer(text):
        name = m.group(1)[0].isupper() and m.group(2) and m.group(2).strip()[:1].isupper()
        if not name:
            return True
    return False


def stale_as_current(value: str, body: str) -> list[str]:
    """The lines that state ``value`` without marking it as earlier or proposed."""
    pattern = _pattern(value)
    return [
        line.strip()
        for line, context in _contexts(body)
        if pattern.search(normalise(line)) and not marked_earlier(line, context)
    ]


def grade_part(body: str, part: Part) -> PartGrade:
    groups = part.get("answer") or []
    found = [next((alt for alt in group if present(alt, body)), "") for group in groups]
    found_groups = [f for f in found if f]
    stale_lines = [line for v in part.get("stale") or [] for line in stale_as_current(v, body)]
    forbidden = [v for v in part.get("forbidden") or [] if present(v, body)]
    grade: Grade
    if forbidden or stale_lines:
        grade = "wrong"
    elif groups and len(found_groups) == len(groups):
        grade = "correct"
    elif found_groups:
        grade = "partial"
    else:
        grade = "missing"
    return {
        "ask": part.get("ask", ""),
        "grade": grade,
        "found": found_groups,
        "groups": len(groups),
        "stale_as_current": sorted(set(stale_lines)),
        "forbidden_found": forbidden,
    }


def combine(grades: list[Grade]) -> Grade:
    """A question's grade from its parts' grades."""
    if any(g == "wrong" for g in grades):
        return "wrong"
    if grades and all(g == "correct" for g in grades):
        return "correct"
    if all(g == "missing" for g in grades):
        return "missing"
    return "partial"


def grade_report(report: str, parts: list[Part]) -> QuestionGrade:
    """Grade one report (the whole Markdown the system wrote) against a question's parts."""
    body = report_body(report)
    graded = [grade_part(body, p) for p in parts]
    return {
        "grade": combine([g["grade"] for g in graded]),
        "parts": graded,
        "parts_correct": sum(1 for g in graded if g["grade"] == "correct"),
        "parts_total": len(graded),
    }


def failed(parts: list[Part]) -> QuestionGrade:
    """A run that produced no report: every part missing (never dropped from the figures)."""
    return grade_report("", parts)
