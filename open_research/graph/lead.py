"""Which source leads a part as "Current": the most in-force source that answers it.

The sources come ordered by what is in force (``evidence.standing.order_sources``), with those found to
repeat a replaced value (``stale``) set apart. The lead comes from the documents about the subject
(their title names it) when any answers closely enough, never from a superseded or archived one when
a document in force answers, never from one another answering source says it replaces, and never
from a proposal when a source in force decides. Pure functions used by ``sections``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from open_research.evidence.normalize import figures
from open_research.evidence.recency import supersedes
from open_research.evidence.secondary import is_secondary
from open_research.evidence.standing import is_proposed, newer, order_sources, phones, proposes, replaced_values
from open_research.graph.ambiguity import topic_keys
from open_research.graph.heads import naming_all
from open_research.graph.relevance import Focus, names_subject
from open_research.graph.stale import Unit, _recounts, _rivals, older_value, retired
from open_research.text import content_stems

__all__ = ["LEAD_SHARE", "choose_lead", "overtaking"]

#: Sources whose best unit scores at least this share of the part's best answer it: the most in force leads.
LEAD_SHARE = 0.8


def choose_lead(
    ordered: Sequence[Mapping[str, Any]],
    kept: Mapping[str, list[Unit]],
    stale: Collection[str],
    want: Focus,
) -> Mapping[str, Any] | None:
    """The source that leads the part among ``ordered`` (best in force first, each with units in
    ``kept``), or None when none answers."""

    def sid(r: Mapping[str, Any]) -> str:
        return str(r["source_id"])

    def best(r: Mapping[str, Any]) -> float:
        return max(u.score for u in kept[sid(r)])

    # the lead comes from the documents about the subject (their title names it) when any answers
    # and never from a superseded or archived one when a document in force answers
    live = [r for r in ordered if not retired(r)] or list(ordered)
    named = naming_all([r for r in live if sid(r) not in stale], kept, want)
    live = (named + [r for r in live if sid(r) in stale]) if named else live
    # a title naming the subject does not make a page that only repeats a replaced value the answer:
    # the old "What is the ABV of X?" page yields to the table row "4.2%; previously 4.5%"
    titled = [r for r in live if names_subject(str(r.get("title") or ""), want)]
    about = [r for r in titled if sid(r) not in stale] or titled or live
    if not any(sid(r) not in stale for r in about):
        about = [r for r in live if sid(r) not in stale] or about
    top = max((u.score for r in about for u in kept[sid(r)]), default=0.0)
    answering = [r for r in about if best(r) >= LEAD_SHARE * top]
    fresh = [r for r in about if sid(r) not in stale]
    if answering and not any(sid(r) not in stale for r in answering) and fresh:
        # every best answer repeats a replaced value: the source that replaced it answers
        answering = sorted(fresh, key=lambda r: -best(r))[:1]
    answering = [r for r in answering if sid(r) not in stale] or answering
    # a source another one that answers says it replaces does not lead: its replacement does
    taken = [r for r in about if kept[sid(r)] and any(supersedes(r, o) for o in answering)]
    answering = [r for r in answering if not any(supersedes(n, r) for n in taken)] or taken or answering
    if not answering:
        return None

    def deciding(rs: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
        # a consultation ("These are proposals only") decides nothing, whatever its items' wording
        return [r for r in rs if not proposes(r) and not all(is_proposed(u.text) for u in kept[sid(r)])]

    # when the best answers only propose ("the panel asked for 2 hours"), a source in force that
    # decides it answers, the closest first
    fallback = sorted(deciding(fresh), key=lambda r: -best(r))
    decided = deciding(answering) or fallback[:1]
    return (decided or answering)[0]  # the most in-force source that answers the part, not a proposal


def overtaking(
    lead: Mapping[str, Any],
    scored: Sequence[tuple[Mapping[str, Any], list[Unit]]],
    kept: Mapping[str, list[Unit]],
    stale: Collection[str],
    want: Focus,
) -> tuple[Mapping[str, Any], Unit] | None:
    """A newer official source in force about the subject, and its unit, that gives another value for
    what the lead's answer states, when it says the lead's value was replaced ("visits per year cut
    from 18 to 12") or is a year or more newer in the same words (``stale.older_value``): the 2024 help
    page titled with the question yields to the 2026 scheme, however closer its wording. None else."""
    units = kept[str(lead["source_id"])]
    if not units:
        return None
    answer = max(units, key=lambda u: u.score)
    said = {a for f in figures(answer.text) for a in f.alternatives if not a.startswith("date:")}
    said |= {t for _, t in phones(answer.text)}
    words = content_stems(answer.text)
    theirs = {str(r["source_id"]): us for r, us in scored}
    for n in order_sources([r for r, _ in scored]):
        if (
            n is lead
            or str(n.get("status") or "current") != "current"
            or str(n["source_id"]) in stale
            or is_secondary(n)
            or proposes(n)
            or not newer(n, lead)
        ):
            continue
        about = names_subject(str(n.get("title") or ""), want)
        gone = said & replaced_values(n)
        for v in sorted(theirs[str(n["source_id"])], key=lambda u: -u.score):
            if v.replaced or is_proposed(v.text) or not (about or want.subject & topic_keys(v.text)):
                continue
            if not (_rivals(v.text, answer.text) or _recounts(v.text, answer.text)):
                continue
            if (gone and len(words & content_stems(v.text)) >= 2) or older_value(lead, [answer], n, [v]):
                return n, v
    return None
