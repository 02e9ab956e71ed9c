"""Evidence: the ledger of what a run read, and the checks of a report against it.

``ledger`` records sources; ``normalize`` reads figures and words; ``claims`` aligns a claim with
the passage it cites; ``citations`` checks a whole report; ``recency``, ``dedupe`` and
``injection`` say which sources are current, which are copies and which address the assistant.
"""

from open_research.evidence.ledger import (
    SOURCES_NOTE,
    EvidenceRecord,
    format_source_for_model,
    format_sources_for_model,
    make_record,
    merge_ledger,
    normalize_url,
    prefer_record,
    source_id_for,
)
from open_research.evidence.normalize import (
    normalize_text,
    number_spans,
    number_tokens,
    quote_in,
)

__all__ = [
    "SOURCES_NOTE",
    "EvidenceRecord",
    "format_source_for_model",
    "format_sources_for_model",
    "make_record",
    "merge_ledger",
    "normalize_text",
    "normalize_url",
    "number_spans",
    "prefer_record",
    "number_tokens",
    "quote_in",
    "source_id_for",
]
