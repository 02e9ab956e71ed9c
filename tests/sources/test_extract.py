"""One reader for files and fetched pages (sources.extract) and one set of date rules (sources.dates)."""

from __future__ import annotations

import datetime as dt

import pytest

from open_research.sources.dates import (
    FILE_MTIME,
    STATED,
    date_spans,
    dated,
    document_date,
    file_date,
    iso_date,
    stated_date,
)
from open_research.sources.extract import Unreadable, clean_title, decode, extract_document
from tests.support.documents import make_pdf


# -- dates ---------------------------------------------------------------------------------------------------
def test_stated_date_reads_the_line_a_document_dates_itself_with():
    assert stated_date("Notice\nPublished 16 February 2026 by the office\n\nText.") == "2026-02-16"
    assert stated_date("Contacts\nDate: 2026-03-01\n") == "2026-03-01"
    assert stated_date("Minutes\nLast updated: March 3, 2026\n...") == "2026-03-03"
    assert stated_date("**Effective date:** 13/03/2026") == "2026-03-13"  # only one reading is a date


def test_stated_date_ignores_mentions_ambiguous_dates_and_lines_far_down():
    assert stated_date("A page that mentions 2 March 2026 in passing.") is None
    assert stated_date("Published 02/03/2026") is None  # 2 March or 3 February: no statement
    assert stated_date("\n".join(["line"] * 12 + ["Published 16 February 2026"])) is None
    assert stated_date("") is None and stated_date(None) is None


def test_date_spans_read_every_written_form_once():
    spans = date_spans("On 2026-03-02, 2 March 2026, March 2, 2026 and 02/03/2026.")
    assert [s.valid for s in spans[:3]] == [[(2026, 3, 2)]] * 3
    assert spans[3].valid == [(2026, 2, 3), (2026, 3, 2)]
    assert date_spans("13/05/2026")[0].readings == {(2026, 5, 13)}
    assert date_spans("13/05/2026", both_orders=True)[0].readings == {(2026, 5, 13), (2026, 13, 5)}
    assert date_spans("2026-13-01 and 99/99/2026") == []  # no month 13, no day 99


def test_metadata_dates_and_the_file_date_fallback():
    assert iso_date(dt.date(2026, 1, 5)) == iso_date(dt.datetime(2026, 1, 5, 9)) == "2026-01-05"
    assert iso_date("2026-01-05T09:00:00Z") == "2026-01-05"
    assert iso_date("2026-02-30") is None and iso_date("yesterday") is None and iso_date(None) is None
    assert document_date("2025-01-01", "Published 16 February 2026") == "2025-01-01"  # metadata first
    assert document_date(None, "Published 16 February 2026") == "2026-02-16"
    assert file_date(0) is None and file_date(None) is None
    assert dated("2026-02-16", 1e9) == ("2026-02-16", STATED)
    assert dated(None, 1_600_000_000) == ("2020-09-13", FILE_MTIME)
    assert dated(None, None) == (None, None)


# -- extraction ----------------------------------------------------------------------------------------------
def test_markdown_front_matter_gives_title_and_date_and_is_not_text():
    doc = extract_document("markdown", b"---\ntitle: Hours policy\ndate: 2025-03-03\n---\n# Heading\n\nOpen 07:00.\n")
    assert (doc.title, doc.published_at, doc.published_at_basis) == ("Hours policy", "2025-03-03", STATED)
    assert doc.text == "Heading\n\nOpen 07:00."  # the heading is a unit; its marks are markup
    doc = extract_document("markdown", b"# Fares 2026 #\n\nPublished 5 January 2026\n\nA single is EUR 3.")
    assert (doc.title, doc.published_at) == ("Fares 2026", "2026-01-05")


def test_plain_text_title_is_its_first_line_and_its_date_a_stated_one():
    doc = extract_document("text", b"Fleet overview\r\nDate: 2026-01-05\r\n\r\n\r\n\r\nTrucks.   \r\n")
    assert (doc.title, doc.published_at, doc.text) == (
        "Fleet overview",
        "2026-01-05",
        "Fleet overview\nDate: 2026-01-05\n\nTrucks.",
    )
    undated = extract_document("text", b"Just a note.")
    assert undated.published_at is None and undated.published_at_basis is None


HTML = (
    "<html><head><title>Library hours</title>{meta}</head><body><nav>Home | About</nav><article>"
    "<h1>Library hours</h1><p>{line}</p><p>The library is open until 18:00 on weekdays and closes at 16:00 "
    "on Saturdays and Sundays, as this notice says in enough words for the extractor to keep it.</p>"
    "</article></body></html>"
)


def test_html_date_from_its_metadata_else_from_a_stated_line():
    meta = '<meta property="article:published_time" content="2026-02-20T09:00:00Z">'
    doc = extract_document("html", HTML.format(meta=meta, line="Welcome.").encode(), url="https://example.org/h")
    assert (doc.title, doc.published_at) == ("Library hours", "2026-02-20")
    assert "open until 18:00" in doc.text and "Home | About" not in doc.text
    doc = extract_document("html", HTML.format(meta="", line="Published 16 February 2026.").encode())
    assert doc.published_at == "2026-02-16"
    doc = extract_document("html", HTML.format(meta="", line="It mentions 2 March 2026 only.").encode())
    assert doc.published_at is None


def test_pdf_date_is_the_one_its_text_states_never_its_creation_date():
    undated = extract_document("pdf", make_pdf("Closing time is 15:00.", "Notice", "D:20200101000000Z"))
    assert (undated.title, undated.published_at) == ("Notice", None)
    assert "Closing time is 15:00." in undated.text
    stated = extract_document("pdf", make_pdf("Date: 2026-01-12 - closing time is 15:00.", "", "D:20200101000000Z"))
    assert stated.published_at == "2026-01-12"
    assert stated.title.startswith("Date: 2026-01-12")  # no title in its metadata: its first line


@pytest.mark.parametrize(
    "kind, data, reason",
    [
        ("text", b"  \n ", "empty file"),
        ("pdf", b"%PDF-1.4 garbage", "corrupt or unreadable PDF"),
        ("html", b"<html><body><script>var x = 1;</script></body></html>", "no extractable text"),
        ("text", b"\x00\x01PK" * 10, "binary content"),
        ("docx", b"PK...", "not a valid office file"),
        ("rtf", b"{\\rtf1 hello}", "unsupported kind"),
    ],
)
def test_what_cannot_be_read_says_why(kind, data, reason):
    with pytest.raises(Unreadable, match=reason):
        extract_document(kind, data)


def test_decoding_honours_a_declared_charset_else_guesses():
    text = "Opening hours café: 07:00 – 18:00, Saturday pickups only. " * 3
    assert decode(text.encode("cp1252")) == text
    assert decode("café".encode("latin-1"), "iso-8859-1") == "café"
    assert decode("\ufeffhello".encode("utf-8")) == "hello"
    assert decode(b"hello", "no-such-charset") == "hello"


def test_titles_are_one_clean_line():
    assert clean_title("  ## Queues¶\n  and more ") == "Queues and more"
    assert clean_title(None) == "" and len(clean_title("x" * 500)) == 200
