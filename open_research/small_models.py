"""Guards for small models (those without native tool calling, e.g. the embedded SmolLM2-135M).

Such models fill JSON schemas reliably but reason poorly: they drift off the request, invent
queries and loop. Where a step has a faithful deterministic form, code does it for them:

- the brief falls back to the user's own words when the model's brief lost the request;
- a delegated topic that shares little with the brief is replaced by the brief;
- a researcher's first search is the topic itself;
- research notes are extractive: the passages read, one per source, duplicates removed;
- the report is a JSON outline whose citations can only name sources read (``report.py``).

Capable models never take these paths.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

_WORD = re.compile(r"[^\W\d_]{4,}", re.UNICODE)
_COMMON = frozenset("""about after also been before being could does from have into just like made make more most
much must only other over same should some such than that their them then there these they this those through
very what when where which while will with would your please tell want know""".split())

#: Our own search tools, whose ``queries`` argument a seeded first search can fill.
SEEDABLE = ("local_search", "tavily_search")


def content_words(text: str) -> set[str]:
    return {w for w in (m.group(0).casefold() for m in _WORD.finditer(text)) if w not in _COMMON}


def coverage(wanted: str, text: str) -> float:
    """Share of ``wanted``'s content words that appear in ``text`` (1.0 when it has none)."""
    words = content_words(wanted)
    return len(words & content_words(text)) / len(words) if words else 1.0


def users_words(requests: list[str]) -> str:
    return "Research request, in the user's words:\n" + "\n".join(f"- {r.strip()}" for r in requests if r.strip())


def grounded_brief(brief: str, requests: list[str], min_coverage: float = 0.5) -> str:
    """The model's brief, unless fewer than ``min_coverage`` of the user's content words survive in it."""
    if brief and coverage(" ".join(requests), brief) >= min_coverage:
        return brief
    return users_words(requests)


def grounded_topic(topic: str, brief: str, min_overlap: float = 0.34) -> str:
    """A delegated topic about the brief (with the brief attached, since small models write terse
    topics like "Acme Warehouse"), or the brief itself when the topic wandered off."""
    if topic.strip() and coverage(topic, brief) >= min_overlap:
        return topic if coverage(brief, topic) >= 0.8 else f"{topic.strip()}\n\nPart of: {brief}"
    return brief


def seed_search(tool_names: list[str], topic: str) -> AIMessage | None:
    """A first search for the topic, issued by code, on one of our own search tools."""
    name = next((n for n in tool_names if n in SEEDABLE), None)
    if name is None or not topic.strip():
        return None
    first_line = " ".join(topic.strip().splitlines()[0].split())[:120]
    keywords = " ".join(sorted(content_words(topic), key=topic.casefold().find))[:120]
    queries = list(dict.fromkeys(q for q in (keywords, first_line) if len(q) >= 3))
    return AIMessage(content="", tool_calls=[{"name": name, "args": {"queries": queries},
                                              "id": f"seed_{uuid.uuid4().hex[:12]}", "type": "tool_call"}])


def extractive_notes(messages: list[BaseMessage], max_chars: int) -> str:
    """Every source block the researcher was shown, once each, in the order read."""
    seen: set[str] = set()
    blocks: list[str] = []
    for m in messages:
        if not isinstance(m, ToolMessage) or str(m.content).startswith("ERROR"):
            continue
        for record in m.artifact or [] if isinstance(m.artifact, list) else []:
            sid = record.get("source_id") if isinstance(record, dict) else None
            if not sid or record.get("group_id", sid) in seen:
                continue
            seen.add(record.get("group_id", sid))
            blocks.append(_block(record, str(m.content)))
    return "\n\n".join(blocks)[:max_chars] or "(no source was found for this topic)"


def _block(record: dict[str, Any], shown: str) -> str:
    """The part of the tool output that shows this source (what the researcher read)."""
    sid = record["source_id"]
    start = shown.find(f'<source id="{sid}"')
    if start >= 0:
        end = shown.find("</source>", start)
        return shown[start: end + len("</source>") if end >= 0 else None]
    return f'[{sid}] {record.get("title", "")}\n{str(record.get("text", ""))[:1500]}'
