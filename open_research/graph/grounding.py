"""Guards for small models (those without native tool calling, e.g. the embedded SmolLM2-135M).

Such models fill JSON schemas reliably but reason poorly: they drift off the request, invent
queries and loop. Where a step has a faithful deterministic form, code does it for them:

- the brief falls back to the user's own words when the model's brief lost the request;
- a delegated topic that shares little with the brief is replaced by the brief;
- a researcher's first search is the topic itself;
- research notes are extractive: the passages read, one per source, duplicates removed;
- the report is extractive: the sources' own units about each part of the question, current first,
  quoted, cited by code, under the user's question as title (``extractive.extractive_report``).

Capable models never take these paths.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from open_research.evidence.normalize import figures
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
