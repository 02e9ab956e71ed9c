"""Which sources are secondary posts: a blog, a newsletter, a news item, a social post, a reprint.

Such a post retells what an official page, notice, briefing or policy decides, and a later one often
repeats a value the official source has since changed ("please give us 72 hours' notice" in October,
after the prescriptions page of September says 48 hours). Next to an official source about the same
thing it is a reprint, not a rival in force. Read from the record's path, title and opening. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from open_research.evidence.standing import is_repost

__all__ = ["is_secondary"]

#: A folder or file-name word of a secondary post: "news/", "blog-2026-10-12-...", "newsletters/".
_PATH_RE = re.compile(
    r"(?:^|[/_.\s-])(?:news|blogs?|newsletters?|bulletins?|social|posts?|tweets?|press-cuttings?)(?=$|[/_.\s-])", re.I
)
#: A title or opening naming itself a secondary post: "Hobbleton Recycles newsletter", "Vets blog, posted".
_SELF_RE = re.compile(
    r"\b(?:blog|newsletter|e-?news|news ?letter|bulletin|social media post|facebook post|tweet|"
    r"(?:blog|news) post(?:ed)?|posted (?:on|at|to) (?:facebook|instagram|x|twitter))\b",
    re.I,
)
#: Characters of the text's opening where a post names itself.
OPENING_CHARS = 300


def is_secondary(record: Mapping[str, Any]) -> bool:
    """The record is a blog, newsletter, news item, social post or reprint, by its path (a "news" or
    "blog" folder or file name), its title or its opening; an official page, notice, briefing or policy
    is none of them."""
    path = str(record.get("path") or "")
    opening = f"{record.get('title') or ''}\n{str(record.get('text') or '')[:OPENING_CHARS]}"
    return bool(_PATH_RE.search(path) or _SELF_RE.search(opening)) or is_repost(record)
