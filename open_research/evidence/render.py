"""The parts of the report code writes: the numbered references and the gaps section.

Both come from the ledger and the verification results, never from the model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from open_research.evidence.inert import escape_inline, escape_location
from open_research.evidence.recency import date_label
from open_research.sources.dates import date_note

__all__ = ["gaps_markdown", "references"]


def references(
    records: Mapping[str, dict], group_n: Mapping[str, int], checks: Sequence[Any]
) -> tuple[list[str], list[dict]]:
    """One entry per cited duplicate group, numbered in order of first citation."""
    first_cited: dict[int, str] = {}
    for c in checks:
        if c.n is not None:
            first_cited.setdefault(c.n, c.source_id)
    refs, sources = [], []
    cited_ids = {c.source_id for c in checks if c.n is not None}
    for n in sorted(first_cited):
        rec = records[first_cited[n]]
        loc = escape_location(rec.get("url") or rec.get("path") or "(no location)")
        title = escape_inline(rec["title"]) if rec.get("title") else loc  # a title is the source's text
        line = f"- [{n}] {title}. {loc}. Fetched {str(rec['fetched_at'])[:10]}."
        if rec.get("published_at"):
            line += f" {date_note(rec['published_at'], rec.get('published_at_basis'))}."
        if rec.get("snippet_only"):
            line += " Only a search snippet was read."
        others = [
            r.get("url") or r.get("path")
            for r in records.values()
            if r["group_id"] == rec["group_id"] and r["source_id"] != rec["source_id"]
        ]
        if others := [o for o in others if o]:
            line += " Same content also at: " + "; ".join(escape_location(o) for o in sorted(others)) + "."
        refs.append(line)
    for sid in sorted(cited_ids, key=lambda s: (group_n[records[s]["group_id"]], s)):
        sources.append({**records[sid], "n": group_n[records[sid]["group_id"]]})
    return refs, sources


def _label(sid: str, records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    rec = records.get(sid) or {}
    n = group_n.get(rec.get("group_id", ""))
    if n:
        return f"[{n}]"
    return f"{escape_inline(rec.get('title') or sid)} ({escape_location(rec.get('url') or rec.get('path') or sid)})"


def _dated(value: Mapping[str, Any], records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    when = date_label(value) or "date not stated"
    return f"{value.get('value')} ({_label(value['source_id'], records, group_n)}, {when})"


def _earlier(value: Mapping[str, Any], records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    """An earlier value with the date it held until and the source that replaced it."""
    when = date_label(value) or "date not stated"
    until = ""
    if value.get("replaced_by"):
        by = _label(value["replaced_by"], records, group_n)
        until = f"; until {value['until']}, replaced by {by}" if value.get("until") else f"; replaced by {by}"
    return f"{value.get('value')} ({_label(value['source_id'], records, group_n)}, {when}{until})"


def _proposals(c: Mapping[str, Any], records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    return "".join(f"; proposed {_dated(p, records, group_n)}, not adopted" for p in c.get("proposed") or [])


def _conflict_line(c: Mapping[str, Any], records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    """A change as current and earlier with dates, a disagreement side by side, a proposal as such."""
    current, older = c.get("current"), c.get("superseded") or []
    if current and older:
        why = f" ({c['basis']})" if c.get("basis") else ""
        earlier = "; ".join(_earlier(o, records, group_n) for o in older)
        return f"- {c['point']}: current {_dated(current, records, group_n)}; earlier {earlier}" + (
            f"{_proposals(c, records, group_n)}{why}."
        )
    values = c.get("values") or []
    if values and c.get("kind") == "proposal":
        stated = "; ".join(_dated(v, records, group_n) for v in values)
        return f"- {c['point']}: {stated}{_proposals(c, records, group_n)}."
    if values:
        sides = "; ".join(
            f"{_label(v['source_id'], records, group_n)} ({date_label(v) or 'date not stated'}) says {v.get('value')}"
            for v in values
        )
        return f"- {c['point']}: {sides}{_proposals(c, records, group_n)}; the sources do not say which holds."
    who = ", ".join(_label(s, records, group_n) for s in c["source_ids"])
    said = "; ".join(c.get("statements") or [])
    return (
        f"- {c['point']}: sources {who} disagree"
        + (f" ({said})" if said else "")
        + ". Not resolved: the sources do not say which is newer."
    )


def _conflict_lines(
    conflicts: Sequence[Mapping[str, Any]], records: Mapping[str, dict], group_n: Mapping[str, int]
) -> list[str]:
    return [_conflict_line(c, records, group_n) for c in conflicts]


def gaps_markdown(
    gaps: Mapping[str, Any], records: Mapping[str, dict], group_n: Mapping[str, int], checks: Sequence[Any]
) -> str:
    """Open questions, unreadable sources, conflicts and changes, and what verification found."""
    items = [f"- Open question (no supporting source found): {q}" for q in gaps["open_questions"]]
    items += [f"- Source that could not be read: {u}" for u in gaps["unreadable"]]
    for sid, phrase in (gaps.get("injected_sources") or {}).items():
        items.append(
            f'- Source that addresses AI assistants ("{phrase}"), treated as untrusted and not '
            f"used as evidence: {_label(sid, records, group_n)}"
        )
    items += [
        f"- Statement marked [unsupported] or [contradicted] (its citations failed verification): {s}"
        for s in gaps["unsupported_sentences"]
    ]
    items += [f"- Statement without a citation: {s}" for s in gaps.get("uncited") or []]
    items += [
        f"- Statement whose citation{'s' if len(u['citations']) > 1 else ''} "
        f"{', '.join(f'[{n}]' for n in u['citations'])} could not be confirmed (marked unverified: the source "
        f"does not contradict it, but its meaning was not checked against the passage): {u['statement']}"
        for u in gaps.get("unverified") or []
    ]
    removed = [c for c in checks if c.status not in ("supported", "unverified")]
    if removed:
        kinds = sorted({c.status for c in removed})
        items.append(f"- {len(removed)} citation(s) removed by verification ({', '.join(kinds)}).")
    conflicts = _conflict_lines(gaps["conflicts"], records, group_n)
    if not items and not conflicts:
        return "No open questions, unreadable sources, conflicts or failed citations were recorded in this run."
    out = "\n".join(items)
    if conflicts:
        out += ("\n\n" if out else "") + "### Conflicts and changes\n\n" + "\n".join(conflicts)
    return out
