"""A ledger read ahead of its report: what verification needs from the sources alone.

Verifying a report costs two kinds of work: reading the sources (their passages index, the values
each states, its words, whether it addresses the assistant, and the conflicts between them) and
aligning the report's claims with them. The first does not depend on the report, so the report
node starts it in a worker thread while the writer model works, and the check of the draft then
pays only the second (benchmarks/verify_speed.py ``--prepared``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from open_research.evidence.conflicts import Conflict, detect_conflicts
from open_research.evidence.injection import injected_sources
from open_research.evidence.ledger import merge_ledger
from open_research.evidence.passages import index_source
from open_research.evidence.recency import is_stated
from open_research.evidence.statements import doc_stems, statements

__all__ = ["prepare_ledger"]


def prepare_ledger(ledger: Iterable[Mapping[str, Any]], *, question: str = "") -> list[Conflict]:
    """Read every source as verification will (filling the caches it reads) and return the
    ledger's conflicts, as ``detect_conflicts(ledger, question=question)`` does."""
    records = merge_ledger(list(ledger), [])
    for r in records:
        index_source(r.get("text") or "", r.get("title") or "", r.get("published_at") if is_stated(r) else None)
        statements(r)
        doc_stems(r)
    injected_sources(records)
    return detect_conflicts(records, question=question)
