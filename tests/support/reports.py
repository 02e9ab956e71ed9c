"""Ledger records and report sections for tests of the extractive report."""

from __future__ import annotations

from open_research.evidence import make_record


def rec(path, title, text, date=None, status="current"):
    """A source as the ledger holds it, dated by a stated line when ``date`` is given."""
    return make_record(
        path=path,
        title=title,
        text=text,
        origin_tool="t",
        published_at=date,
        published_at_basis="stated" if date else None,
        status=status,
    ).model_dump(mode="json")


def answer_of(md: str) -> str:
    """The report's "Answer" section."""
    return md.split("## Answer", 1)[1].split("\n## ", 1)[0]
