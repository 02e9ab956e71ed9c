"""Report exports: HTML that shows source text as text, PDF with references and gaps, over HTTP
and on the command line (the format errors too)."""

from __future__ import annotations

import io
import sys

import pypdf
import pytest

from open_research.cli import commands as cli
from open_research.evidence.export import body_html, passages, report_html, report_pdf

REPORT = """# Warehouse hours <script>alert(1)</script>

The alpha warehouse opens at 07:00 [1]. A hostile page said <img src=x onerror=alert(1)> [2].
[click](javascript:alert(1))

## References

- [1] Alpha warehouse. alpha.md. Fetched 2026-11-30.
- [2] Beta “warehouse”. beta.md. Fetched 2026-11-30.

## Gaps and limitations

- Opening hours on holidays: no source found.
"""
JSON = {
    "citations": [
        {"n": 1, "passage": "The alpha warehouse opens at 07:00 since March 2024."},
        {"n": 2, "passage": 'He said "<b>bold</b>"'},
    ]
}


def test_html_escapes_source_text_and_links_citations_to_passages():
    page = report_html(REPORT, JSON)
    assert "<script>" not in page and "<img" not in page and 'href="javascript:' not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert '<a class="cite" href="#ref-1" title="The alpha warehouse opens at 07:00 since March 2024.">[1]</a>' in page
    assert 'title="He said &quot;&lt;b&gt;bold&lt;/b&gt;&quot;"' in page
    assert '<li id="ref-2">[2] Beta “warehouse”' in page and "<h2>Gaps and limitations</h2>" in page


def test_each_citation_marker_shows_its_own_passage():
    """A source cited twice was checked against two passages: the second marker shows the second."""
    report = "Opens at 07:00 [1]. Closes at 18:00 [1, unverified]. Extra [1]."
    found = {"citations": [{"n": 1, "passage": "Opens at 07:00."}, {"n": 1, "passage": "Closes at 18:00."}]}
    page = body_html(report, found)
    assert '<a class="cite" href="#ref-1" title="Opens at 07:00.">[1]</a>' in page
    assert '<a class="cite" href="#ref-1" title="Closes at 18:00.">[1, unverified]</a>' in page
    assert page.count('title="Closes at 18:00."') == 2  # a marker beyond the checked ones keeps the last
    assert passages({"citations": [{"n": 2, "passage": "a"}, {"n": None, "passage": "c"}]}) == {2: ["a"]}
    assert body_html("x [3]") == '<p>x <a class="cite" href="#ref-3">[3]</a></p>\n'


def _pdf_text(data: bytes) -> str:
    return "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages)


def test_pdf_has_the_report_references_and_gaps():
    data = report_pdf(REPORT, JSON)
    assert data.startswith(b"%PDF")
    text = _pdf_text(data)
    assert "The alpha warehouse opens at 07:00" in text
    assert "References" in text and "alpha.md" in text and "Gaps and limitations" in text


def test_pdf_without_the_extra_names_it(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "fpdf", None)  # as if the extra were not installed
    assert cli.main(["research", "q", "--format", "pdf", "--output", str(tmp_path / "r.pdf")]) == 2
    assert "'pdf' extra" in capsys.readouterr().err
    with pytest.raises(Exception, match="'pdf' extra"):
        report_pdf(REPORT)


def test_cli_pdf_needs_an_output_file(capsys):
    assert cli.main(["research", "q", "--format", "pdf"]) == 2
    assert "--output" in capsys.readouterr().err
