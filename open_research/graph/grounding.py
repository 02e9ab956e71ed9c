"""Guards for small models (those without native tool calling, e.g. the embedded SmolLM2-135M).

Such models fill JSON schemas reliably but reason poorly: they drift off the request, invent
queries and loop. Where a step has a faithful deterministic form, code does it for them:

- the brief falls back to the user's own words when the model's brief lost the request;
- a delegated topic that shares little with the brief is replaced by the brief;
- a researcher's first search is the topic itself;
- research notes are extractive: the passages read, one per source, duplicates removed;
- the report is extractive: the sources' own best-matching sentences, quoted, cited by code,
  under the user's question as title (``extractive_report``).

Capable models never take these paths.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from open_research.evidence import merge_ledger
from open_research.evidence.inert import escape_inline
from open_research.evidence.injection import injected_sources
from open_research.evidence.normalize import figures
from open_research.evidence.passages import sentence_spans
from open_research.evidence.recency import is_date_line, is_stated
from open_research.sources.dates import date_note
from open_research.text import content_stems, content_text, coverage, key_terms

#: Our own search tools, whose ``queries`` argument a seeded first search can fill.
SEEDABLE = ("local_search", "tavily_search")


#: Framing code adds around the user's words (``users_words``, ``grounded_topic``): never a search term.
USERS_WORDS_HEADER = "Research request, in the user's words:"
PART_OF = "\n\nPart of: "


def users_words(requests: list[str]) -> str:
    return USERS_WORDS_HEADER + "\n" + "\n".join(f"- {r.strip()}" for r in requests if r.strip())


def topic_text(topic: str) -> str:
    """A topic's own words on one line: without the brief attached to it or the code's framing."""
    own = topic.split(PART_OF, 1)[0].replace(USERS_WORDS_HEADER, " ")
    return " ".join(line.strip().removeprefix("- ") for line in own.splitlines() if line.strip()).strip()


def grounded_brief(brief: str, requests: list[str], min_coverage: float = 0.5) -> str:
    """The model's brief, unless fewer than ``min_coverage`` of the user's content words survive in it."""
    if brief and coverage(" ".join(requests), brief) >= min_coverage:
        return brief
    return users_words(requests)


#: Template text a model left unfilled: "[Date of Launch]", "{company}", "<insert date>".
_PLACEHOLDER = re.compile(
    r"\[(?!src_)[A-Z][^\]\n]{2,60}\]|\{\{?[A-Za-z_ ]{2,40}\}?\}|<(?:insert|date|name|time)[^>\n]{0,40}>", re.I
)
_DAY_NAMES = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|"
    r"august|september|october|november|december)s?\b",
    re.I,
)


def invented(brief: str, user_messages: Sequence[str]) -> list[str]:
    """What a brief states that the user never said: a figure (number, time, date, price), a day or
    month name, or an unfilled placeholder (bracketed text the user wrote is theirs). A brief frames
    the question; it must not answer it, and a figure in it that the user did not give is the
    model's guess (or its prompt's example)."""
    said = " ".join(user_messages)
    given = {alt for f in figures(said, source=True) for alt in f.alternatives}
    found = [f.text for f in figures(brief) if not (f.alternatives & given)]
    days = {m.group(1).casefold() for m in _DAY_NAMES.finditer(said)}
    found += [m.group(0) for m in _DAY_NAMES.finditer(brief) if m.group(1).casefold() not in days]
    found += [m.group(0) for m in _PLACEHOLDER.finditer(brief) if m.group(0).casefold() not in said.casefold()]
    return list(dict.fromkeys(found))


def on_subject(sub_question: str, request: str) -> bool:
    """A sub-question shares the request's subject: at least one content word (stemmed) in common."""
    return bool(content_stems(sub_question) & content_stems(request.replace(USERS_WORDS_HEADER, " ")))


def grounded_topic(topic: str, brief: str, min_overlap: float = 0.34) -> str:
    """A delegated topic about the brief (with the brief attached, since small models write terse
    topics like "Acme Warehouse"), or the brief itself when the topic wandered off."""
    if topic.strip() and coverage(topic, brief) >= min_overlap:
        return topic if coverage(brief, topic) >= 0.8 else f"{topic.strip()}{PART_OF}{brief}"
    return brief


def seed_search(tool_names: list[str], topic: str, also: Sequence[str] = ()) -> AIMessage | None:
    """A first search for the topic, issued by code, on one of our own search tools."""
    name = next((n for n in tool_names if n in SEEDABLE), None)
    if name is None and also:  # other tools known to take ``queries`` (the caller checked their schema)
        name = next((n for n in tool_names if n in also), None)
    own = topic_text(topic)
    if name is None or not own:
        return None
    first_line = own[:120]
    words = topic.replace(USERS_WORDS_HEADER, " ").replace(PART_OF.strip(), " ")  # the brief's words count
    keywords = " ".join(sorted(key_terms(words), key=words.casefold().find))[:120]
    queries = list(dict.fromkeys(q for q in (keywords, first_line) if len(q) >= 3))
    return AIMessage(
        content="",
        tool_calls=[
            {"name": name, "args": {"queries": queries}, "id": f"seed_{uuid.uuid4().hex[:12]}", "type": "tool_call"}
        ],
    )


def extractive_notes(messages: Sequence[BaseMessage], max_chars: int) -> str:
    """Every source block the researcher was shown, once each, in the order read."""
    seen: set[str] = set()
    blocks: list[str] = []
    for m in messages:
        if not isinstance(m, ToolMessage) or (shown := content_text(m.content)).startswith("ERROR"):
            continue
        for record in m.artifact or [] if isinstance(m.artifact, list) else []:
            sid = record.get("source_id") if isinstance(record, dict) else None
            if not sid or record.get("group_id", sid) in seen:
                continue
            seen.add(record.get("group_id", sid))
            blocks.append(_block(record, shown))
    return "\n\n".join(blocks)[:max_chars] or "(no source was found for this topic)"


def _block(record: dict[str, Any], shown: str) -> str:
    """The part of the tool output that shows this source (what the researcher read)."""
    sid = record["source_id"]
    start = shown.find(f'<source id="{sid}"')
    if start >= 0:
        end = shown.find("</source>", start)
        return shown[start : end + len("</source>") if end >= 0 else None]
    return f"[{sid}] {record.get('title', '')}\n{str(record.get('text', ''))[:1500]}"


# ---------------------------------------------------------------- extractive report
#: Words that make a question about the present: the newest stated source goes first.
_NOW = re.compile(r"\b(now|current(?:ly)?|today|latest|newest|at present|presently|still|these days)\b", re.I)
EXTRACT_STATEMENTS = 6
PER_SOURCE = 2
#: Sources whose best sentence scores below this share of the best source's are left out; those at
#: or above ANSWERS of it answer the question (and are ordered by date when it asks about now).
RELEVANT = 0.5
ANSWERS = 0.8


def _original_first(r: dict[str, Any]) -> tuple:
    """The original of a repost: a stated date first (a copied file's date says nothing), oldest, shortest."""
    return (not is_stated(r), str(r.get("published_at") or ""), len(r.get("text") or ""), r["source_id"])


def asks_about_now(question: str) -> bool:
    return bool(_NOW.search(question))


def extractive_report(question: str, ledger: list[dict[str, Any]]) -> str:
    """A report whose statements are the sources' own best-matching sentences, quoted and cited by code.

    Small models paraphrase badly and invent; quoting what was read cannot misstate it. Sentences
    are ranked by how many of the question's content words they contain, weighted by how many their
    source's title contains and whether they state a figure; one duplicate group counts once;
    sources that address the assistant are left out. When
    the question asks about now, sources are ordered newest stated date first. The title is the
    user's question.
    """

    records = merge_ledger(ledger, [])
    flagged = injected_sources(records)
    wanted = {w for w in content_stems(question)}
    by_group: dict[str, dict[str, Any]] = {}
    for r in records:
        if r["source_id"] in flagged or not (r.get("text") or "").strip():
            continue
        g = r["group_id"]  # a repost counts once, under its original: dated, shortest, then by id
        by_group[g] = min([r, by_group.get(g, r)], key=_original_first)
    picked: list[tuple[float, dict[str, Any], list[str]]] = []
    for r in by_group.values():
        text = r["text"]
        title_stems = content_stems(r.get("title") or "")
        scored = []
        for s, e in sentence_spans(text):
            sent = " ".join(text[s:e].split()).strip("-*• ")
            if (
                not 30 <= len(sent) <= 400
                or not re.search(r"[a-z]", sent)
                or sent == r.get("title")
                or is_date_line(sent)  # the source's own date line is shown in its heading
                or text[s:e].lstrip().startswith("#")
            ):  # a heading names a topic, it states nothing
                continue
            own = content_stems(sent)
            # a sentence about the question, in a source about the question, stating a figure
            score = len(wanted & own) * (1 + len(wanted & title_stems)) * (1.25 if figures(sent) else 1.0)
            if wanted & own:
                scored.append((score, s, sent))
        best = sorted(scored, key=lambda x: (-x[0], x[1]))[:PER_SOURCE]
        if best:
            picked.append((best[0][0], r, [sent for _, _, sent in sorted(best, key=lambda x: x[1])]))
    picked.sort(key=lambda x: -x[0])
    top = picked[0][0] if picked else 0
    picked = [p for p in picked if p[0] >= RELEVANT * top][: max(1, EXTRACT_STATEMENTS // PER_SOURCE + 1)]
    now = asks_about_now(question)
    answering = [p for p in picked if p[0] >= ANSWERS * top]
    if now:  # among the sources that answer the question, dated ones newest first, undated last
        # a stated date outranks a file's modification date, whatever the two dates are
        answering.sort(key=lambda x: (is_stated(x[1]), str(x[1].get("published_at") or "")), reverse=True)
    picked = answering + [p for p in picked if p not in answering]
    title = escape_inline(question) or "Research report"  # the user's words, shown as text
    lines = [f"# {title}", ""]
    if not picked:
        return "\n".join(lines + ["No source read in this run states anything about this question."])
    lines += ["## What the sources say" + (" (newest first)" if now else ""), ""]
    for i, (_, r, sents) in enumerate(picked):
        when = (
            _lower_first(date_note(r["published_at"], r.get("published_at_basis")))
            if r.get("published_at")
            else "publication date not stated"
        )
        lead = ("Current: " if i == 0 else "Earlier: ") if now and is_stated(r) and i < len(answering) else ""
        name = escape_inline(r.get("title") or r.get("path") or r.get("url") or "")
        lines += [f"### {lead}{name} ({when})", ""]
        for sent in sents:
            quoted = sent.replace("“", "‘").replace("”", "’").replace('"', "'")
            lines += [f"> “{quoted}” [{r['source_id']}]", ""]
    return "\n".join(lines).rstrip() + "\n"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
