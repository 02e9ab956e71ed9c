"""Round 7 (issue 21): rejects rest on positive evidence. A word the passage lacks (a modal verb, a time
word, a name stated in another sentence) leaves a claim open; what the passage really states otherwise
(must vs may, a different figure after the same words) still rejects it."""

from __future__ import annotations

from open_research.evidence.claims import align
from open_research.evidence.code import code_in
from open_research.evidence.normalize import figures
from open_research.evidence.passages import Sentence, figure_contexts, index_source, sentence_spans
from open_research.evidence.qualifiers import modal_clash, scope_clash
from open_research.evidence.rivals import strong_rival

MANUAL = (
    "Packer manual\n\n"
    "OPTIONS\n\n"
    "-L#  Select packing level # (1-15). The default packing level is 4.\n\n"
    "--jobs=#  Pack with # worker threads. If # is 0, packer detects the number of cores.\n\n"
    "The index is written to the archive footer. Archives from packer 2.x are read unchanged.\n\n"
    "Each block has a header of 64 bytes, which is followed by the block's payload and a checksum.\n\n"
    "The cache keeps at most 300 entries. Entries older than one day are dropped first.\n\n"
    "Timestamps are stored as unsigned 32-bit values, so that dates after\n"
    "2038 can still be stored in an archive.\n"
)


def verdict(claim: str, text: str = MANUAL) -> str:
    return align(claim, index_source(text, "packer")).status


def test_a_claim_modality_over_a_passage_with_no_modal_word_is_left_open():
    clash = modal_clash("The footer has to hold the index.", "The index is written to the archive footer.")
    assert clash is not None and not clash.decides and not clash.contradicts
    assert verdict("The archive footer has to hold the index.") == "unverified"


def test_a_modality_the_passage_states_otherwise_still_rejects():
    clash = modal_clash("Users may edit the file.", "Users must not modify the file.")
    assert clash is not None and clash.decides and clash.contradicts
    assert modal_clash("Rotating the keys is optional.", "The keys must be rotated yearly.").decides


def test_an_inability_against_a_can_of_something_else_is_left_open():
    passage = "Output of the fast mode is not reproducible. Note that it can stall on slow disks."
    clash = modal_clash("Fast-mode output cannot be reproduced exactly.", passage)
    assert clash is None or not clash.decides


def test_a_bare_need_rejects_only_against_an_optional():
    passage = "Small machines can use the lite mode, which uses far less memory."
    clash = modal_clash("The lite mode needs far less memory.", passage)
    assert clash is None or not clash.decides
    assert modal_clash("The tool needs a config file.", "A config file is optional.").decides


def test_a_time_word_the_passage_lacks_is_no_time_scope():
    clash = scope_clash(
        "Since 2.4 the cache no longer counts stale entries.", "Fixed a bug that counted stale entries."
    )
    assert clash is not None and not clash.decides
    stated = scope_clash("The limit is 300 entries.", "The limit was 300 entries prior to 2.0.")
    assert stated is not None and stated.decides


def test_a_name_stated_elsewhere_in_the_source_leaves_the_claim_open():
    text = (
        "Packer manual\n\nPacker keeps a manifest for every archive it writes. The manifest lists each member file.\n\n"
        "Archives are read in one pass. Members are stored in the order given. Links are stored as links.\n\n"
        "ENVIRONMENT\n\nPACKER_HOME  The folder for packer's state.\n"
    )
    claim = "Packer keeps a manifest listing each member file for every archive it writes, in {}."
    # the claim merges a sentence with an entry far below: its name is no fault
    assert verdict(claim.format("PACKER_HOME"), text) == "unverified"
    # a name the source never states is still one
    assert verdict(claim.format("PACKER_DIR"), text) == "unsupported"


def test_a_numbered_option_matches_its_placeholder():
    assert code_in("--jobs=0", "--jobs=#  pack with # worker threads")
    assert code_in("-l9", "-l#  select packing level #")
    assert not code_in("--jobs=0", "--job=#  pack")
    assert not code_in("-l9", "-lz  select")


def test_a_plain_number_rivals_only_one_of_its_sort():
    text = (
        "Notes\n\npack -x works again. This option was not working properly since adding\n"
        "the support for archive comments to various commands in\nPACKER_1_4_2-3 back in 2011.\n"
    )
    claim = "pack -x had not worked properly since archive comment support was added in {}, and it works again."
    # the release tag's "-3" is a count, not a year: no rival of 2011
    assert verdict(claim.format(2011), text) == "unverified"
    assert verdict(claim.format(2013), text) == "unsupported"


def test_a_wrapped_line_that_goes_on_with_a_figure_stays_in_its_sentence():
    text = MANUAL[MANUAL.index("Timestamps") :]
    spans = sentence_spans(text)
    assert len(spans) == 1 and "2038 can" in text[spans[0][0] : spans[0][1]]
    items = "Steps\nthe tool reads\n1. the header\n2. the index\n"
    assert [items[a:b] for a, b in sentence_spans(items)] == ["Steps\nthe tool reads", "1. the header", "2. the index"]
    assert (
        verdict("Because timestamps are unsigned 32-bit values, dates after 2038 can still be stored.") != "unsupported"
    )


def _rival(claim: str, passage: str) -> bool:
    fig = figures(claim)[0]
    ctx = figure_contexts(claim, [fig])[0]
    return strong_rival(fig.alternatives, ctx, [Sentence(0, len(passage), passage)])


def test_a_rival_after_the_same_words_is_strong_one_about_something_else_is_not():
    assert _rival("Each block has a header of 32 bytes.", "Each block has a header of 64 bytes.")
    assert not _rival(
        "A trained dictionary is limited to 100 KiB.",
        "When a training sample is large, only its first 64 KiB are used.",
    )


def test_a_close_rival_still_rejects_a_figure_the_source_states_elsewhere():
    # 300 is also stated elsewhere, but "a header of 64 bytes" gives the header another value
    assert verdict("Each block has a header of 300 bytes, which is followed by the block's payload.") == "unsupported"
    assert verdict("Each block starts with a header of 32 bytes, followed by the payload.") == "unsupported"
    assert verdict("The cache keeps at most 500 entries, dropping the oldest first.") == "unsupported"
