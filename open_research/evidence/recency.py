"""Which source is current: dates the source states, and statements that it replaces another.

``stated_date`` reads the date a document gives itself ("Published 16 February 2026", "Date:",
"Last updated"); ingest uses it, and a file's modification time is only a weak fallback. When
sources disagree, ``order_values`` puts the newest stated value first: an explicit "this notice
replaces ..." wins over dates, and an undated source is never assumed to be newer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from open_research.evidence.normalize import content_stems, figures

__all__ = ["is_date_line", "order_values", "replaces", "stated_date"]

_STATED_RE = re.compile(
    r"^\W*(?:published|posted|issued|dated?|updated|last updated|last modified|effective(?: date| from)?|"
    r"release date|released)\b(?:\s+on)?\s*[:\-]?\s*(.{6,120})$", re.IGNORECASE | re.MULTILINE)
_REPLACES_RE = re.compile(r"\b(?:replaces|supersedes|overrides|takes precedence over|cancels|"
                          r"is replaced by|was replaced by)\b", re.IGNORECASE)


def stated_date(text: str, *, head_lines: int = 15) -> str | None:
    """The first date the document states about itself near its top, as YYYY-MM-DD."""
    head = "\n".join((text or "").strip().splitlines()[:head_lines])
    for m in _STATED_RE.finditer(head):
        for f in figures(m.group(1)):
            dates = sorted(t for t in f.alternatives if t.startswith("date:"))
            if len(dates) == 1:
                return dates[0][5:]
    return None


def is_date_line(sentence: str) -> bool:
    """A line that only states when its document was published ("Published 16 February 2026 by ...")."""
    return stated_date(sentence, head_lines=1) is not None


def _date_tokens(iso: str | None) -> set[str]:
    return {f"date:{iso}"} if iso else set()


def replaces(newer: Mapping[str, Any], older: Mapping[str, Any]) -> bool:
    """``newer`` says it replaces ``older``: a replace-verb in a sentence that names the older
    source's stated date or most of its title words."""
    text = newer.get("text") or ""
    old_dates = _date_tokens(older.get("published_at"))
    old_title = content_stems(older.get("title") or "")
    for m in _REPLACES_RE.finditer(text):
        if m.group(0).lower().startswith(("is replaced", "was replaced")):
            continue
        window = text[max(0, m.start() - 250): m.end() + 250]
        toks = {t for f in figures(window, source=True) for t in f.alternatives}
        if old_dates & toks:
            return True
        if old_title and len(old_title & content_stems(window)) >= max(2, 0.6 * len(old_title)):
            return True
    return False


def order_values(values: Sequence[dict], records: Mapping[str, Mapping[str, Any]]) -> tuple[dict | None, list[dict], str]:
    """(current, superseded, basis) for differing values; no current when dates do not decide."""
    def rec(v: dict) -> Mapping[str, Any]:
        return records.get(v["source_id"], {})

    for v in values:
        others = [o for o in values if o["source_id"] != v["source_id"] and o["value"] != v["value"]]
        if others and all(replaces(rec(v), rec(o)) for o in others):
            return v, others, "the newer source says it replaces the older one"
    dated = [v for v in values if v.get("published_at")]
    if len(dated) < 2 or len(dated) < len(values):
        return None, [], ""
    dated.sort(key=lambda v: v["published_at"], reverse=True)
    newest = dated[0]
    if any(v["published_at"] == newest["published_at"] and v["value"] != newest["value"] for v in dated[1:]):
        return None, [], ""
    return newest, [v for v in dated[1:] if v["value"] != newest["value"]], "by the dates the sources state"
