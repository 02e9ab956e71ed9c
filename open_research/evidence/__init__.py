"""Evidence: the ledger of what a run read, and the checks of a report against it.

``ledger`` records sources; ``normalize`` reads figures and words; ``claims`` aligns a claim with
the passage it cites; ``citations`` checks a whole report; ``recency``, ``dedupe`` and
``injection`` say which sources are current, which are copies and which address the assistant;
``store`` keeps a run's ledger beside its state; ``export`` renders a report as HTML or PDF.
"""

from open_research.lazy import face

_NAMES = {
    "SOURCES_NOTE": "open_research.evidence.ledger",
    "EvidenceRecord": "open_research.evidence.ledger",
    "format_source_for_model": "open_research.evidence.ledger",
    "format_sources_for_model": "open_research.evidence.ledger",
    "make_record": "open_research.evidence.ledger",
    "merge_ledger": "open_research.evidence.ledger",
    "normalize_url": "open_research.evidence.ledger",
    "prefer_record": "open_research.evidence.ledger",
    "source_id_for": "open_research.evidence.ledger",
    "normalize_text": "open_research.evidence.normalize",
    "number_spans": "open_research.evidence.normalize",
    "number_tokens": "open_research.evidence.normalize",
    "quote_in": "open_research.evidence.normalize",
}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
