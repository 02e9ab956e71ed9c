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
from open_research.evidence.normalize import figures, number_tokens
from open_research.evidence.passages import candidate_passages, index_source
from open_research.evidence.recency import date_label, is_stated, order_values
from open_research.text import STOP_WORDS, content_stems, tokens

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


def validate_conflicts(
    conflicts: Iterable[Conflict | Mapping[str, Any]], ledger: Iterable[Mapping[str, Any]]
) -> tuple[list[Conflict], list[Conflict]]:
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


_LABEL_RE = re.compile(r"^\s*(?:[-*•]\s*)?\**([A-Za-z][A-Za-z0-9 ()/&'-]{1,60}?)\**\s*[:=]\s*(\S[^\n]{0,150})$", re.M)
_IGNORED_LABELS = {
    "date",
    "published",
    "updated",
    "last updated",
    "posted",
    "modified",
    "effective",
    "last modified",
    "phone",
    "tel",
    "telephone",
    "fax",
    "email",
    "page",
    "ref",
    "questions",
}
#: Besides function words, the words any notice's title may carry: they name no subject.
_TITLE_STOP = STOP_WORDS | {"new", "notice", "update", "updated", "policy"}


def _title_words(title: str) -> frozenset[str]:
    return frozenset(w for w in tokens(title.casefold()) if len(w) > 2 and w not in _TITLE_STOP and not w.isdigit())


def _same_subject(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    return a <= b or b <= a or len(a & b) / len(a | b) >= 0.5


def detect_conflicts(
    ledger: Iterable[Mapping[str, Any]], reported: Iterable[Conflict | Mapping[str, Any]] = ()
) -> list[Conflict]:
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
            values = [{"source_id": r["source_id"], "value": v, **_date_of(r)} for r, v, _ in per_group.values()]
            current, older, basis = order_values(values, by_id)
            found.append(
                Conflict(
                    point=label,
                    source_ids=[v["source_id"] for v in values],
                    statements=[_statement(r, label, v) for r, v, _ in per_group.values()],
                    current=current,
                    superseded=older,
                    basis=basis,
                )
            )
    return found


def _date_of(rec: Mapping[str, Any]) -> dict[str, Any]:
    """A conflict value's date and where it comes from (stated, or a file's modification time)."""
    return {"published_at": rec.get("published_at"), "published_at_basis": rec.get("published_at_basis")}


def _statement(rec: Mapping[str, Any], label: str, value: str) -> str:
    when = f" (published {date_label(rec)})" if rec.get("published_at") else ""
    return f"{rec.get('title')}{when}: {label}: {value}"


#: Bounds of claim-driven conflict search: claims looked at, other sources per claim.
MAX_CLAIMS = 20
MAX_OTHERS = 6


def claim_conflicts(
    checks: Iterable[Any], records: Mapping[str, Mapping[str, Any]], exclude: Iterable[str] = ()
) -> list[Conflict]:
    """Kept citations whose figure another independent source states differently, in the same words.

    For "open from 07:00 to 18:00, Monday to Friday [a]", a sentence of another source that puts a
    different time next to the same words ("Monday to Friday: 07:00 to 17:00") is the same point
    stated differently: a conflict, or a change when the sources say which is newer. Bounded: at
    most MAX_CLAIMS claims, and per claim the MAX_OTHERS sources about the same subject (two or more
    title words shared with the claim or its source's title).
    """
    found: list[Conflict] = []
    done: set[frozenset[str]] = set()
    skip = set(exclude)
    kept = [c for c in checks if c.status in ("supported", "unverified") and figures(c.claim)][:MAX_CLAIMS]
    for c in kept:
        own = records[c.source_id]
        words = content_stems(c.claim)
        mine = _comparable(c.claim)
        if not mine:
            continue
        ranked = [records[sid] for sid in _same_subject_sources(own, words, records, skip)]
        for other in ranked:
            if frozenset((own["group_id"], other["group_id"])) in done:
                continue
            idx = index_source(
                other.get("text") or "",
                other.get("title") or "",
                other.get("published_at") if is_stated(other) else None,
            )
            if not any(sum(w in idx.lower for w in ctx) >= 2 for _, ctx, _ in mine):
                continue  # the other source never uses the words around the claim's figures
            hit = _differing_figure(mine, candidate_passages(idx, c.claim, words), idx.text)
            if hit is None:
                continue
            done.add(frozenset((own["group_id"], other["group_id"])))
            values = [
                {"source_id": own["source_id"], "value": hit[0], **_date_of(own)},
                {"source_id": other["source_id"], "value": hit[1], **_date_of(other)},
            ]
            current, older, basis = order_values(values, records)
            found.append(
                Conflict(
                    point=c.claim.strip("“”\"' ").rstrip("."),
                    source_ids=[v["source_id"] for v in values],
                    statements=[f"{records[v['source_id']].get('title')}: {v['value']}" for v in values],
                    current=current,
                    superseded=older,
                    basis=basis,
                )
            )
    return found


_CLAUSE_RE = re.compile(r"[;,]\s+|\s+(?:and|but|while|whereas)\s+")
_PROPOSAL_RE = re.compile(r"\b(?:propos\w*|suggest\w*|plan(?:s|ned)?|consider\w*|could|might|would|may)\b", re.I)


def clause_figures(text: str) -> list[tuple[frozenset[str], frozenset[str], str]]:
    """(figure tokens, content stems of its clause, figure text) for each figure stated as fact.

    A clause ("the last departure is at 17:30") is the unit a value belongs to; figures in a
    proposal or a possibility ("it was proposed to move it to 19:00") are not statements of fact.
    """
    out = []
    for clause in _CLAUSE_RE.split(text):
        if _PROPOSAL_RE.search(clause):
            continue
        stems = frozenset(content_stems(clause))
        out += [(f.alternatives, stems, f.text) for f in figures(clause, source=True)]
    return out


def _comparable(claim: str) -> list[tuple[frozenset[str], frozenset[str], str]]:
    """The claim's figures worth comparing, each with the words of its clause."""
    return [(alts, ctx, t) for alts, ctx, t in clause_figures(claim) if len(ctx) >= 2 and _rank(alts) < 9]


def _differing_figure(mine: list, passages: list, text: str) -> tuple[str, str] | None:
    """(the claim's value, the other source's value) where the other states another value of the same
    kind in a clause sharing at least half of the claim clause's words (two or more), and nowhere
    states the claim's value in such a clause."""
    theirs = [fig for passage in passages for sent in passage for fig in clause_figures(text[sent.start : sent.end])]
    stated = {t for alts, _, _ in mine for t in alts}
    for alts, ctx, value in sorted(mine, key=lambda m: _rank(m[0])):
        need = max(2, (len(ctx) + 1) // 2)
        if any(o_alts & alts and len(o_ctx & ctx) >= need for o_alts, o_ctx, _ in theirs):
            continue  # the other source states the same value about the same thing: agreement
        for o_alts, o_ctx, o_value in theirs:
            if len(o_ctx & ctx) >= need and not o_alts & stated and _rank(o_alts) == _rank(alts):
                return value, o_value
    return None


def _same_subject_sources(
    own: Mapping[str, Any], words: set[str], records: Mapping[str, Mapping[str, Any]], skip: set[str]
) -> list[str]:
    subject = words | content_stems(own.get("title") or "")
    overlap = {
        r["source_id"]: len(subject & content_stems(r.get("title") or ""))
        for r in records.values()
        if r["group_id"] != own["group_id"] and r["source_id"] not in skip
    }
    return sorted((s for s in overlap if overlap[s] >= 2), key=lambda s: -overlap[s])[:MAX_OTHERS]


def _rank(alts: frozenset[str]) -> int:
    """Which figures are points worth comparing: clock times, then quantities with a unit, then plain
    numbers. Dates are not: a notice names the date it takes effect and the date of what it replaces,
    and a bare year is usually a document's own date."""
    if any(t.startswith("date:") or t.startswith("month:") for t in alts):
        return 9
    if any(t.startswith("time:") for t in alts):
        return 0
    if any(t.count(":") == 2 for t in alts):
        return 1
    nums = [t for t in alts if t.startswith("num:")]
    if nums and all(t[4:].isdigit() and 1900 <= int(t[4:]) <= 2100 for t in nums):
        return 9
    return 2 if nums else 9
