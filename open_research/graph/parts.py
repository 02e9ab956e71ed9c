"""The parts of a question: what the report must answer, one section each.

A long prompt asks several things at once ("1. opening hours 2. who is responsible ..."; "What is the
fare? When does the last ferry leave?"; "the fare; and the bicycle charge"), and a report that answers
only the whole blurs them into one page of quotes. The split is deterministic and reads only the
user's words: numbered or bulleted lines first, then several question sentences, then a "; and" list.
Lines and sentences that ask nothing (a preamble such as "For the Acme warehouse:") are the parts'
context: they name the subject a terse part ("opening hours") leaves out. Pure functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from open_research.text import key_terms

__all__ = ["Part", "question_parts", "report_parts"]

#: A numbered or bulleted line: "1.", "2)", "(3)", "a)", "-", "*", "•".
_ITEM = re.compile(r"^\s*(?:\(?\d{1,2}[.):]|\(?[a-hA-H][.)]|[-*•+])\s+(?=\S)")
_SENTENCE_END = re.compile(r"(?<=[?.!])\s+(?=[A-Z0-9\"“(])")
#: A "; and" list of asks inside one sentence ("the fare; the bicycle charge; and the last ferry").
_LIST_SPLIT = re.compile(r"\s*;\s*(?:and\s+|or\s+)?")
#: A number that opens an item inside a line: "tell me: 1) which day ..., 2) how much ...".
_INLINE_ITEM = re.compile(r"(?:(?<=\s)|^)\(?(\d{1,2})[.)]\s+(?=\S)")
_TRAILING_AND = re.compile(r"[\s,;]*(?:\band|\bor)?[\s,;]*$", re.I)
#: A comma list of questions in one sentence ("What is the fare, when does it run, and who runs it?").
_COMMA_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?", re.I)
_WH = re.compile(r"\b(?:how|what(?:'s)?|which|when|where|who|whom|whose|why)\b", re.I)
_AUX_OPEN = re.compile(r"^(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have)\b", re.I)
MAX_PARTS = 12


@dataclass(frozen=True)
class Part:
    """One ask of the question, and the words around it that name what it is about."""

    ask: str
    context: str = ""

    @property
    def words(self) -> str:
        """The ask with its context: what relevance is judged by."""
        return f"{self.context} {self.ask}".strip()


def _asks(text: str) -> bool:
    return bool(key_terms(text))


def question_parts(question: str) -> list[Part]:
    """The asks of ``question`` in order (one part when it asks one thing)."""
    text = (question or "").strip()
    if not text:
        return []
    lines = _first_item_split([ln for ln in text.splitlines() if ln.strip()])
    items = [i for i, ln in enumerate(lines) if _ITEM.match(ln)]
    if len(items) >= 2:
        context = " ".join(_ITEM.sub("", ln).strip() for i, ln in enumerate(lines) if i not in items)
        asks = [" ".join(_ITEM.sub("", lines[i]).split()) for i in items]
        return _bounded([Part(a, context) for a in asks if _asks(a)]) or [Part(" ".join(text.split()))]
    flat = " ".join(text.split())
    inline = _inline_items(flat)
    if inline:
        context, asks = inline
        return _bounded([Part(a, context) for a in asks if _asks(a)]) or [Part(flat)]
    sentences = [s.strip() for s in _SENTENCE_END.split(flat) if s.strip()]
    questions = [s for s in sentences if s.endswith("?") and _asks(s)]
    if len(questions) >= 2:
        context = " ".join(s for s in sentences if s not in questions)
        return _bounded([Part(q, context) for q in questions])
    listed = _listed(questions[0] if questions else flat)
    if len(listed) >= 2:
        context = " ".join(s for s in sentences if s not in questions)
        return _bounded([Part(a, context) for a in listed])
    return [Part(flat)]


_LABEL = re.compile(r"^\s*\(?([a-hA-H]|\d{1,2})[.):]")
_MID_LABEL = re.compile(r"\s\(?([a-hA-H]|\d{1,2})[.)]\s+(?=\S)")


def _first_item_split(lines: list[str]) -> list[str]:
    """A list whose first ask starts inside the line that introduces it ("Please find (a) the fee;"
    then "(b) ..." on the next line): that line is split at its "(a)", so the first ask is a part too."""
    first = next((i for i, ln in enumerate(lines) if _ITEM.match(ln)), None)
    if not first or _ITEM.match(lines[first - 1]) or not (label := _LABEL.match(lines[first])):
        return lines
    want = label.group(1)
    want = chr(ord(want) - 1) if want.isalpha() else str(int(want) - 1)
    marks = [m for m in _MID_LABEL.finditer(lines[first - 1]) if m.group(1) == want]
    if not marks:
        return lines
    cut = marks[-1].start()
    head, item = lines[first - 1][:cut].strip(), lines[first - 1][cut:].strip()
    return [*lines[: first - 1], *([head] if head else []), item, *lines[first:]]


def _inline_items(flat: str) -> tuple[str, list[str]] | None:
    """A numbered list written in one line, or whose line breaks were lost on the way: the numbers
    1, 2, 3 ... in order (a stray "Sync 4." or "2." later in an item does not start one); the text
    before the first is the context."""
    run: list[re.Match[str]] = []
    for m in _INLINE_ITEM.finditer(flat):
        if int(m.group(1)) == len(run) + 1:
            run.append(m)
    if len(run) < 2:
        return None
    ends = [m.start() for m in run[1:]] + [len(flat)]
    asks = [_TRAILING_AND.sub("", flat[m.end() : e]).strip() for m, e in zip(run, ends, strict=True)]
    return flat[: run[0].start()].strip(), [a for a in asks if a]


def _comma_questions(sentence: str) -> list[str]:
    """Three or more questions joined by commas in one sentence, each piece a question of its own
    (a question word in it, or opening with "is"/"does" ...): one part each. Two pieces stay whole,
    since a second clause often follows up the first ("..., and how did they change?")."""
    pieces = [p.strip(" .?!") for p in _COMMA_SPLIT.split(sentence) if p.strip(" .?!")]
    if len(pieces) < 3 or not _WH.match(pieces[0]) or not all(_asks(p) for p in pieces):
        return [sentence]
    if not all(_WH.search(p) or _AUX_OPEN.match(p) for p in pieces[1:]):
        return [sentence]
    return pieces


def _listed(sentence: str) -> list[str]:
    """The pieces of a "; and" list, when every piece asks something (else the sentence whole)."""
    if ";" not in sentence:
        return _comma_questions(sentence)
    head, _, tail = sentence.partition(":")
    body = tail if tail.strip() and ";" in tail else sentence
    pieces = [p.strip(" .?!") for p in _LIST_SPLIT.split(body) if p.strip(" .?!")]
    if len(pieces) < 2 or not all(_asks(p) for p in pieces):
        return [sentence]
    lead = head.strip() if body is tail else ""
    return [f"{lead}: {p}" if lead else p for p in pieces]


def _bounded(parts: list[Part]) -> list[Part]:
    seen: dict[str, Part] = {}
    for p in parts:
        seen.setdefault(p.ask.casefold(), p)
    return list(seen.values())[:MAX_PARTS]


def report_parts(question: str, plan: dict[str, Any] | None = None, brief: str = "") -> list[Part]:
    """The report's sections: the asks of the user's prompt; when it asks one thing, the sub-questions
    a model planned (a code plan only restates the prompt's sentences); else the question whole."""
    parts = question_parts(question or brief)
    if len(parts) >= 2 or not plan or plan.get("by") != "model":
        return parts
    planned = [" ".join(str(q.get("question", "")).split()) for q in plan.get("sub_questions") or []]
    planned = [q for q in planned if _asks(q)]
    return _bounded([Part(q, question) for q in planned]) if len(planned) >= 2 else parts
