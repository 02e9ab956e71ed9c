"""Round 5 (issue 21): the lexical layer rejects only on a mismatch it can see; a figure or words it
merely does not find leave the claim unverified. Examples written for this round."""

from __future__ import annotations

from open_research.evidence.claims import align
from open_research.evidence.passages import index_source

NEWS = "Changes in tiler 4.1\n\n* The exporter now writes UTF-8 files.\n* Thumbnails are cached for 30 days.\n"
BULLETS = "Exporter notes\n\n* The exporter now writes UTF-8 files.\n* Thumbnails are cached for 30 days.\n"
GUIDE = (
    "Tiler guide\n\nThe tile cache lives in the user's home directory. Each map keeps its own cache, "
    "and removing the folder frees the space at once; tiles are fetched again when next needed.\n\n"
    "Printing\n\nPrinted sheets use the paper size set in the preferences. Margins follow the printer's defaults.\n\n"
    "Offline mode\n\nWhen no network connection is available, the viewer keeps working with what it has stored."
)


def verdict(claim: str, text: str) -> tuple[str, str]:
    a = align(claim, index_source(text, "tiler"))
    return a.status, a.reason


def test_a_release_the_passage_does_not_name_is_not_found_not_contradicted():
    status, reason = verdict("Since tiler 4.2, the exporter writes UTF-8 files.", BULLETS)
    assert status == "unverified" and "not found" in reason


def test_a_release_another_heading_names_still_fails():
    assert verdict("Since tiler 4.2, the exporter writes UTF-8 files.", NEWS)[0] == "unsupported"
    assert verdict("Since tiler 4.1, the exporter writes UTF-8 files.", NEWS)[0] != "unsupported"


def test_a_figure_the_passage_states_otherwise_still_fails():
    assert verdict("Thumbnails are cached for 14 days.", BULLETS)[0] == "unsupported"


def test_a_paraphrase_in_other_words_is_unverified_not_rejected():
    # its words are spread over two sections of the guide: no passage covers half of them, but nothing
    # the passage states differs from the claim
    status, reason = verdict(
        "Without a network, the viewer still shows the tiles each map has kept in its own cache.", GUIDE
    )
    assert status == "unverified" and "in other words" in reason


def test_a_claim_the_source_shares_almost_nothing_with_still_fails():
    status, _ = verdict("The parliament approved the new fishing quotas after a long debate.", GUIDE)
    assert status == "unsupported"
