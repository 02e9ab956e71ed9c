"""The shared word rules (open_research.text): tokenisers, the stemmer, stop words, content words,
key terms and the plain text of message content."""

from __future__ import annotations

from open_research.text import (
    FILLER_WORDS,
    QUESTION_WORDS,
    REPORTING_WORDS,
    REQUEST_WORDS,
    STOP_WORDS,
    content_stems,
    content_text,
    content_word_spans,
    content_words,
    coverage,
    key_terms,
    name_tokens,
    stem,
    tokens,
)


def test_the_stop_word_list_is_function_words_and_the_additions_are_disjoint_purposes():
    assert {"the", "and", "of", "near", "between", "would"} <= STOP_WORDS
    assert not STOP_WORDS & {"warehouse", "price", "current", "open"}
    for extra in (REPORTING_WORDS, FILLER_WORDS, REQUEST_WORDS, QUESTION_WORDS):
        assert extra - STOP_WORDS == extra  # additions, not copies of the base list


def test_tokenisers():
    assert tokens("Acme's e-mail, shutil.copy2!") == ["Acme", "s", "e", "mail", "shutil", "copy2"]
    assert name_tokens("How does shutil.copy2 use wait_for? It's OK") == [
        "how",
        "does",
        "shutil.copy2",
        "use",
        "wait_for",
        "it's",
        "ok",
    ]
    assert name_tokens(None) == []


def test_stem_folds_the_forms_of_a_word():
    assert stem("prices") == stem("price") == "pric"
    assert stem("ferries") == stem("ferry") == "ferry"
    assert stem("classes") == stem("class") == "class"
    assert stem("opening") == stem("opens") == stem("open") == "open"
    assert stem("warehouses") == stem("warehouse") == "wareh"
    assert stem("dogs") == stem("dog") == "dog"
    assert stem("bus") == stem("buses") == "bus"


def test_content_words_leave_out_stop_reporting_and_filler_words_and_figures():
    words = content_words("According to the notice, the warehouse opens at 07:00 near the port; it may close.")
    assert words == [stem("notice"), stem("warehouse"), stem("opens"), stem("port"), stem("close")]
    assert content_stems("The warehouse opens. Warehouses open!") == {stem("warehouse"), stem("open")}
    assert content_stems("It is on the list of 12 of them") == {"list"}


def test_content_word_spans_give_offsets_in_the_original_text():
    text = "Ferries leave Pier 4"
    assert content_word_spans(text) == [(0, "ferry"), (8, "leav"), (14, "pier")]
    assert [s for _, s in content_word_spans(text)] == content_words(text)


def test_key_terms_are_the_words_as_written_without_request_words():
    assert key_terms("Please tell me what you know about the Acme warehouse's opening hours, because I want them") == {
        "acme",
        "warehouse",
        "opening",
        "hours",
    }
    assert key_terms("a to be, or 123") == set()


def test_coverage_is_the_share_of_wanted_key_terms_in_the_text():
    assert coverage("Acme warehouse opening hours", "The warehouse opening hours of Acme") == 1.0
    assert coverage("Acme warehouse opening hours", "Acme parking") == 0.25
    assert coverage("what is it", "anything") == 1.0  # nothing wanted: nothing missing


def test_content_text_of_strings_and_content_blocks():
    assert content_text("plain") == "plain"
    blocks = [
        {"type": "text", "text": "one"},
        "two",
        {"type": "image_url", "image_url": {"url": "x"}},
        {"text": "three"},
        4,
    ]
    assert content_text(blocks) == "one\ntwo\nthree"
    assert content_text(blocks, sep="") == "onetwothree"  # models.resolve.message_text's joining
    assert content_text(blocks, sep=" ") == "one two three"  # models.usage's
    assert content_text(blocks, mark_omitted=True) == "one\ntwo\n[image_url content omitted]\nthree"
    assert content_text(None) == content_text({"text": "a bare dict"}) == content_text(3) == ""
    assert content_text([]) == ""
