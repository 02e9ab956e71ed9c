"""Sources that disagree on one point, and which of them is current.

Model-reported conflicts are kept when their ids were read and span two independent duplicate
groups. One deterministic heuristic adds conflicts between ``label: value`` lines of sources about
the same subject; it buckets facts by label and subject so its cost grows with the number of
facts, not with their pairs. ``recency.order_values`` then names the current value and the
superseded ones with their dates.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, Field

from open_research.evidence.ledger import merge_ledger
from open_research.evidence.normalize import number_tokens
from open_research.evidence.recency import order_values

__all__ = ["Conflict", "detect_conflicts", "validate_conflicts"]

#: Bounds that keep detection linear on pathological pages.
MAX_FACTS_PER_LABEL = 200
MAX_SUBJECTS_PER_LABEL = 20
MAX_CONFLICTS = 50


class Conflict(BaseModel):
    """Two or more independent sources that disagree on one point, with the current value if known."""

    point: str
    source_ids: list[str]
    statements: list[str] = Field(default_factory=list)
    current: dict[str, Any] | None = None
    superseded: list[dict[str, Any]] = Field(default_factory=list)
    basis: str = ""


def validate_conflicts(conflicts: Iterable[Conflict | Mapping[str, Any]],
                       ledger: Iterable[Mapping[str, Any]]) -> tuple[list[Conflict], list[Conflict]]:
    """Keep conflicts whose ids were read and span two independent groups."""
    recs = {r["source_id"]: r for r in ledger}
    valid, rejected = [], []
    for c in conflicts:
        c = c if isinstance(c, Conflict) else Conflict.model_validate(c)
        ids = [s for s in dict.fromkeys(c.source_ids) if s in recs]
        if len({recs[s]["group_id"] for s in ids}) >= 2:
            valid.append(c.model_copy(update={"source_ids": ids}))
        else:
            rejected.append(c)
    return valid, rejected


_LABEL_RE = re.compile(
    r"^\s*(?:[-*•]\s*)?\**([A-Za-z][A-Za-z0-9 ()/&'-]{1,60}?)\**\s*[:=]\s*(\S[^\n]{0,150})$", re.M)
_IGNORED_LABELS = {"date", "published", "updated", "last updated", "posted", "modified", "effective",
                   "last modified", "phone", "tel", "telephone", "fax", "email", "page", "ref", "questions"}
_STOP = {"the", "and", "for", "with", "from", "new", "notice", "update", "updated", "about", "policy"}


def _title_words(title: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[a-z0-9]+", title.casefold())
                     if len(w) > 2 and w not in _STOP and not w.isdigit())


def _same_subject(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    return a <= b or b <= a or len(a & b) / len(a | b) >= 0.5


def detect_conflicts(ledger: Iterable[Mapping[str, Any]],
                     reported: Iterable[Conflict | Mapping[str, Any]] = ()) -> list[Conflict]:
    """Validated reported conflicts plus labelled-fact disagreements, each ordered by recency."""
    recs = merge_ledger(list(ledger), [])
    by_id = {r["source_id"]: r for r in recs}
    found, _ = validate_conflicts(reported, recs)
    facts: dict[str, list[tuple[dict, str, frozenset]]] = {}
    for r in recs:
        for m in _LABEL_RE.finditer(r.get("text") or ""):
            label = re.sub(r"\s+", " ", m.group(1)).strip().casefold()
            toks = frozenset(number_tokens(m.group(2)))
            rows = facts.setdefault(label, [])
            if toks and label not in _IGNORED_LABELS and len(rows) < MAX_FACTS_PER_LABEL:
                rows.append((r, m.group(2).strip().strip("*").strip(), toks))
    seen = {c.point.casefold() for c in found}
    for label, rows in sorted(facts.items()):
        subjects: list[tuple[frozenset[str], list]] = []
        for row in rows:
            words = _title_words(row[0].get("title") or "")
            for subj, members in subjects:
                if _same_subject(words, subj):
                    members.append(row)
                    break
            else:
                if len(subjects) < MAX_SUBJECTS_PER_LABEL:
                    subjects.append((words, [row]))
        for _, members in subjects:
            per_group: dict[str, tuple[dict, str, frozenset]] = {}
            for row in members:
                per_group.setdefault(row[0]["group_id"], row)
            if len(per_group) < 2 or len({t for _, _, t in per_group.values()}) < 2:
                continue
            if label in seen or len(found) >= MAX_CONFLICTS:
                continue
            seen.add(label)
            values = [{"source_id": r["source_id"], "value": v, "published_at": r.get("published_at")}
                      for r, v, _ in per_group.values()]
            found.append(Conflict(point=label, source_ids=[v["source_id"] for v in values],
                                  statements=[_statement(r, label, v) for r, v, _ in per_group.values()],
                                  ))
    return [_with_recency(c, by_id) for c in found]


def _with_recency(c: Conflict, records: Mapping[str, Mapping[str, Any]]) -> Conflict:
    if c.current is not None:
        return c
    values = [{"source_id": s, "value": st.split(": ")[-1] if st else "",
               "published_at": records.get(s, {}).get("published_at")}
              for s, st in zip(c.source_ids, c.statements or [""] * len(c.source_ids), strict=False)]
    current, older, basis = order_values(values, records)
    return c.model_copy(update={"current": current, "superseded": older, "basis": basis})


def _statement(rec: Mapping[str, Any], label: str, value: str) -> str:
    when = f" (published {rec['published_at']})" if rec.get("published_at") else ""
    return f"{rec.get('title')}{when}: {label}: {value}"
