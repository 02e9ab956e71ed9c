"""Sources that give different values for the same attribute of the same subject, and how they stand.

Model-reported conflicts are kept when their ids were read and span two independent duplicate
groups. Detection reads every value a source states (``statements``: sentences, label lines, table
rows), pairs each with its best match in every other independent source (``points``: same kind of
value, same attribute, same subject), and joins the pairs whose values differ into one point each.
``timeline.order_points`` then tells a change (current and earlier, with dates) from a disagreement
(side by side) and a proposal. Given the question, points about other subjects are left out
(``subjects``). ``claim_conflicts`` applies the same rules to a report's claims at verification.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, Field

from open_research.evidence.ledger import merge_ledger
from open_research.evidence.normalize import figures
from open_research.evidence.points import pair_statements, same_point
from open_research.evidence.recency import date_label, is_stated
from open_research.evidence.statements import Statement, doc_stems, restates_past, statements, text_statements
from open_research.evidence.subjects import Subject, question_subject
from open_research.evidence.timeline import Value, order_points
from open_research.text import content_stems

__all__ = ["Conflict", "claim_conflicts", "detect_conflicts", "validate_conflicts"]

#: Bounds that keep detection near-linear on pathological ledgers: statements per source compared,
#: statement comparisons per run, conflicts kept.
MAX_STATEMENTS = 150
MAX_COMPARISONS = 400_000
MAX_CONFLICTS = 50


class Conflict(BaseModel):
    """Independent sources that give different values for one point, and how those values stand.

    ``kind``: "change" (``current`` and the earlier values in ``superseded``, each with the date it
    held until), "disagreement" (``values`` side by side: the sources do not say which holds) or
    "proposal" (``values`` hold, ``proposed`` were proposed and not adopted)."""

    point: str
    source_ids: list[str]
    statements: list[str] = Field(default_factory=list)
    current: dict[str, Any] | None = None
    superseded: list[dict[str, Any]] = Field(default_factory=list)
    basis: str = ""
    kind: str = ""
    values: list[dict[str, Any]] = Field(default_factory=list)
    proposed: list[dict[str, Any]] = Field(default_factory=list)


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


def _original(members: Sequence[Mapping[str, Any]]) -> Mapping[str, Any]:
    """The member of a duplicate group that a repost copies: the earliest stated date, else the first read."""
    order = {id(r): i for i, r in enumerate(members)}
    return min(members, key=lambda r: (not is_stated(r), str(r.get("published_at") or "9999"), order[id(r)]))


def _on_subject(subject: Subject | None, s: Statement, rec: Mapping[str, Any]) -> bool:
    return subject is None or subject.covers(f"{rec.get('title') or ''}. {s.heading}. {s.quote}")


def detect_conflicts(
    ledger: Iterable[Mapping[str, Any]],
    reported: Iterable[Conflict | Mapping[str, Any]] = (),
    *,
    question: str = "",
) -> list[Conflict]:
    """Validated reported conflicts plus the points independent sources state differently; with a
    ``question`` (the user's question or the brief), only points about its subjects."""
    recs = merge_ledger(list(ledger), [])
    by_id = {r["source_id"]: r for r in recs}
    groups: dict[str, list[dict]] = {}
    for r in recs:
        groups.setdefault(r["group_id"], []).append(r)
    originals = [_original(m) for _, m in sorted(groups.items())]
    subject = question_subject(question, originals) if question.strip() else None
    found = [c for c in validate_conflicts(reported, recs)[0] if subject is None or subject.covers(_said(c))]
    said = {
        r["source_id"]: [s for s in statements(r) if _on_subject(subject, s, r)][:MAX_STATEMENTS] for r in originals
    }
    docs = {sid: doc_stems(by_id[sid]) for sid in said if said[sid]}
    edges: list[tuple[Statement, Statement]] = []
    budget = MAX_COMPARISONS
    ids = [sid for sid in said if said[sid]]
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if budget <= 0:
                break
            budget -= len(said[a]) * len(said[b])
            edges += [(x, y) for x, y in pair_statements(said[a], said[b], docs[a], docs[b]) if x.key != y.key]
    seen = {(frozenset(c.source_ids), "") for c in found}
    for point in _join(edges, docs):
        if len(found) >= MAX_CONFLICTS:
            break
        conflict = _conflict(point, by_id)
        if conflict is None:
            continue
        point_ids = frozenset(conflict.source_ids)
        if (point_ids, "") not in seen and (point_ids, conflict.point.casefold()) not in seen:
            seen.add((point_ids, conflict.point.casefold()))
            found.append(conflict)
    return found


def _said(c: Conflict) -> str:
    return " ".join([c.point, *c.statements])


def _join(edges: Sequence[tuple[Statement, Statement]], docs: Mapping[str, frozenset[str]]) -> list[list[Statement]]:
    """Pairs of differing statements joined into points, one statement per source: a statement joins
    a point only when it is about the same point as every statement already in it."""
    points: list[list[Statement]] = []
    where: dict[Statement, int] = {}

    def fits(s: Statement, members: Sequence[Statement]) -> bool:
        return all(
            m.source_id != s.source_id
            and same_point(s, m, docs.get(s.source_id, frozenset()), docs.get(m.source_id, frozenset()))
            for m in members
        )

    for a, b in edges:
        ia, ib = where.get(a), where.get(b)
        if ia is None and ib is None:
            where[a] = where[b] = len(points)
            points.append([a, b])
        elif ia is not None and ib is None and fits(b, points[ia]):
            where[b] = ia
            points[ia].append(b)
        elif ib is not None and ia is None and fits(a, points[ib]):
            where[a] = ib
            points[ib].append(a)
        elif ia is not None and ib is not None and ia != ib and all(fits(s, points[ia]) for s in points[ib]):
            for s in points[ib]:
                where[s] = ia
            points[ia] += points[ib]
            points[ib] = []
    return [p for p in points if p]


def _point_name(stmts: Sequence[Statement]) -> str:
    """A label or row header when the point has one, else the shortest clause with its value elided."""
    labelled = [s for s in stmts if s.label]
    if labelled:
        s = labelled[0]
        return f"{s.row_name}: {s.label}" if s.row_name else s.label
    s = min(stmts, key=lambda x: (restates_past(x.quote), len(x.quote)))
    text = s.quote.replace(s.value, "…", 1) if s.value else s.quote
    return re.sub(r"\s+", " ", text).strip(" .;,")[:160]


def _value(s: Statement, rec: Mapping[str, Any]) -> Value:
    return {
        "source_id": rec["source_id"],
        "value": s.value,
        "key": s.key,
        "published_at": rec.get("published_at"),
        "published_at_basis": rec.get("published_at_basis"),
        "proposed": s.proposed,
    }


def _statement_line(rec: Mapping[str, Any], s: Statement) -> str:
    when = f" (published {date_label(rec)})" if rec.get("published_at") else ""
    said = f"{s.label}: {s.value}" if s.label else s.quote
    return f"{rec.get('title')}{when}: {said}"


def _conflict(stmts: Sequence[Statement], records: Mapping[str, Mapping[str, Any]]) -> Conflict | None:
    """One point's statements (one per source) as a conflict, or None when their values agree."""
    per_source: dict[str, Statement] = {}
    for s in sorted(stmts, key=lambda x: (x.proposed, x.source_id)):
        per_source.setdefault(s.source_id, s)
    if len(per_source) < 2:
        return None
    values = [_value(s, records[sid]) for sid, s in per_source.items()]
    ordered = order_points(values, records)
    if not ordered["kind"]:
        return None
    return Conflict(
        point=_point_name(list(per_source.values())),
        source_ids=list(per_source),
        statements=[_statement_line(records[sid], s) for sid, s in per_source.items()],
        current=dict(ordered["current"]) if ordered["current"] else None,
        superseded=[dict(v) for v in ordered["superseded"]],
        basis=ordered["basis"],
        kind=ordered["kind"],
        values=[dict(v) for v in ordered["values"]],
        proposed=[dict(v) for v in ordered["proposed"]],
    )


#: Bounds of claim-driven conflict search: claims looked at, other sources per claim.
MAX_CLAIMS = 20
MAX_OTHERS = 6
_MARKS_RE = re.compile(r"\[[^\]]*\]|[“”\"]")


def claim_conflicts(
    checks: Iterable[Any], records: Mapping[str, Mapping[str, Any]], exclude: Iterable[str] = ()
) -> list[Conflict]:
    """Kept citations whose value another independent source states differently for the same point.

    The claim's values are read like a source's (``statements``) and paired with the best-matching
    statements of the other sources that speak of the claim's words, by the same rules as
    ``detect_conflicts``: "open until 18:00 on weekdays [a]" against another source's "closes at
    17:00 on weekdays" is one point stated differently (a change when the sources order it); a
    surcharge against a fare, or one subject's hours against another's, is not. Bounded: at most
    MAX_CLAIMS claims, and per claim the MAX_OTHERS sources sharing most of its words.
    """
    found: list[Conflict] = []
    done: set[frozenset[str]] = set()
    skip = set(exclude)
    kept = [c for c in checks if c.status in ("supported", "unverified") and figures(c.claim)][:MAX_CLAIMS]
    stems: dict[str, frozenset[str]] = {}  # each source's stems read once per call, not once per claim
    for c in kept:
        own = records[c.source_id]
        mine = text_statements(_MARKS_RE.sub("", c.claim), own["source_id"], own.get("title") or "")
        if not mine:
            continue
        words = content_stems(c.claim)
        for other in _speaking_of(own, words, records, skip, stems):
            pair_key = frozenset((own["group_id"], other["group_id"]))
            if pair_key in done:
                continue
            theirs = list(statements(other))[:MAX_STATEMENTS]
            pairs = pair_statements(mine, theirs, doc_stems(own), doc_stems(other))
            differing = [(m, t) for m, t in pairs if m.key != t.key]
            if not differing:
                continue
            m, t = differing[0]
            conflict = _conflict([m, t], records)
            if conflict is not None:
                done.add(pair_key)
                found.append(conflict)
    return found


def _speaking_of(
    own: Mapping[str, Any],
    words: set[str],
    records: Mapping[str, Mapping[str, Any]],
    skip: set[str],
    stems: dict[str, frozenset[str]],
) -> list[Mapping[str, Any]]:
    """The other independent sources that use most of the claim's words (two or more); ``stems``
    memoises each source's ``doc_stems``."""
    overlap = {}
    for sid, r in records.items():
        if r["group_id"] != own["group_id"] and sid not in skip:
            if sid not in stems:
                stems[sid] = doc_stems(r)
            overlap[sid] = len(words & stems[sid])
    best = sorted((s for s in overlap if overlap[s] >= 2), key=lambda s: (-overlap[s], s))[:MAX_OTHERS]
    return [records[s] for s in best]
