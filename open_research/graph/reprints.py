"""Which secondary posts under a part only retell an older value: earlier, not a rival in force.

A blog or newsletter (``evidence.secondary``) that gives another value for what an official source in
force states about the same thing repeats what the official source changed ("72 hours' notice" in the
October blog against the prescriptions page's 48 hours): it is shown as earlier, never as the answer
and never as "the sources disagree". A post that says it brings a change itself ("from 1 May", "now")
or proposes one is left alone. Pure functions used by ``sections``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from open_research.evidence.secondary import is_secondary
from open_research.evidence.standing import is_proposed, proposes, replaced_values, states_change
from open_research.graph.ambiguity import topic_keys
from open_research.graph.stale import (
    Unit,
    _counts,
    _names_most,
    _recounts,
    _rivals,
    passing_mention,
    retired,
    valued_units,
)

__all__ = ["dead_numbers", "secondary_reprints"]


def _official(record: Mapping[str, Any]) -> bool:
    status = str(record.get("status") or "current")
    return status == "current" and not retired(record) and not is_secondary(record) and not proposes(record)


def secondary_reprints(
    records: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    scored: Sequence[tuple[Mapping[str, Any], list[Unit]]],
    head: frozenset[str],
    stale: Collection[str] = (),
    subject: Collection[str] = (),
) -> set[str]:
    """Secondary posts each of whose values about the part an official source in force gives otherwise,
    in a unit naming most of the thing asked (``head``) that the post names; not a passing mention of
    the thing (``stale.passing_mention``: shown as possibly outdated)."""
    out = set()
    for r in records:
        if retired(r) or not is_secondary(r):
            continue
        units = [u for u in kept[str(r["source_id"])] if not u.replaced and (valued_units([u]) or _counts(u.text))]
        if not units or any(states_change(u.text) or is_proposed(u.text) for u in units):
            continue
        for n, theirs in scored:
            if n is r or not _official(n) or str(n["source_id"]) in stale:
                continue
            title = str(n.get("title") or "")
            rival = [v.text for v in theirs if not v.replaced and not is_proposed(v.text)]
            if passing_mention(r, units, n, theirs, subject):
                break  # a passing mention against the dated page about it: shown as possibly outdated
            if rival and all(
                any(
                    _names_most(head & topic_keys(u.text), f"{title} {v}")
                    and (_rivals(v, u.text) or _recounts(v, u.text))
                    for v in rival
                )
                for u in units
            ):
                out.add(str(r["source_id"]))
                break
    return out


def dead_numbers(
    records: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    pool: Sequence[Mapping[str, Any]],
) -> set[str]:
    """Sources whose values about the part are all phone numbers a source in force anywhere in the pool
    says are old or no longer work ("the old out-of-hours number ... will stop working"): a number is
    one line wherever it is quoted, so a later blog still giving it repeats a replaced value even when
    the notice that retired it scores nothing for the part's words."""
    dead: dict[str, set[str]] = {}
    for o in pool:
        if not retired(o) and not proposes(o):
            for t in replaced_values(o):
                if t.startswith("tel:"):
                    dead.setdefault(t, set()).add(str(o["source_id"]))
    out = set()
    for r in records:
        said = valued_units(kept[str(r["source_id"])])
        if said and all(
            any(t in dead and dead[t] - {str(r["source_id"])} for t in alts if t.startswith("tel:")) for alts in said
        ):
            out.add(str(r["source_id"]))
    return out
