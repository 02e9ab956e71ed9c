"""True paraphrases the lexical layer must not reject, and the faults next to them it must still catch.

Each case is a class of false reject seen on the tuning half of benchmarks/data/meaning_pairs.jsonl,
written here in other prose: a unit the passage leaves implicit, a release named without its ".0",
a version only the section heading states, a modal inside an exception clause, "necessary" for
"must", other words for the same thing, a claim merged from sentences two apart. A rescued claim is
kept as ``unverified`` (words cannot confirm a paraphrase), never ``supported``.
"""

from __future__ import annotations

import pytest

from open_research.evidence.claims import align
from open_research.evidence.passages import index_source
from open_research.evidence.sections import heading_figures
from open_research.evidence.synonyms import covered
from open_research.text import content_stems

NOTES = """Quillmark release notes

Quillmark 2.14.0 was published on 2024-03-11. The renderer keeps at most 4096 glyphs in its cache.
Each cached glyph bitmap is padded to a multiple of 64. Before version 2.14.0 the cache held 1024 glyphs.

Changes in 2.15

The importer now reads files with a byte-order mark.
Upload size is limited to QM_MAX_UPLOAD kilobytes. The default value of this limit is 800.

Licence terms

You may not copy or adapt the fonts except as expressly provided under this licence. Any attempt
otherwise to copy or adapt them is void, and will automatically end your rights under this licence.
It is necessary to rebuild the index after the dictionary is replaced.
Moreover, your licence is reinstated permanently if you cure the breach within 30 days of the notice.

Legacy projects

Quillmark could read project files for many years, but only gained the ability to write them with
version 2.9.0 (2022-06-01). By then a great many projects had been created with older tools, some of
them malformed. To avoid corrupting those older projects, writing is switched off by default.
"""


def status(claim: str) -> tuple[str, str]:
    a = align(claim, index_source(NOTES, "Quillmark release notes"))
    return a.status, a.reason


@pytest.mark.parametrize(
    "claim",
    [
        # the passage gives the figure bare; the claim names the unit the reader would assume
        "Glyph bitmaps are padded to a multiple of 64 bytes.",
        # a release named without its trailing ".0"
        "Quillmark 2.14 was published in March 2024.",
        # the version is stated only by the heading of the section the passage is in
        "Since Quillmark 2.15 the importer reads files that start with a byte-order mark.",
        # the modal sits in an exception clause ("other than as ... allows"): it restates the prohibition
        "Copying or adapting the fonts other than as the licence allows is void and ends your rights.",
        # "has to" for "it is necessary to"
        "The index has to be rebuilt after the dictionary is replaced.",
        # other words for the same thing: restored / reinstated, fix / cure, for good / permanently
        "A licensee who fixes the breach within thirty days of being told has the licence restored for good.",
        # merged from two sentences that stand two apart in the source
        "Writing has been possible since 2.9.0 but is off by default to avoid corrupting older projects.",
    ],
)
def test_true_paraphrase_is_kept_unverified(claim):
    got, why = status(claim)
    assert got == "unverified", why


@pytest.mark.parametrize(
    "claim,why",
    [
        ("Glyph bitmaps are padded to a multiple of 32 bytes.", "wrong figure"),
        ("Upload size is limited to 800 megabytes by default.", "the passage names another unit"),
        ("Quillmark 2.13 was published in March 2024.", "wrong release"),
        ("Since Quillmark 2.16 the importer reads files that start with a byte-order mark.", "wrong heading figure"),
        ("Since Quillmark 2.14 the importer reads files that start with a byte-order mark.", "another section's"),
        ("You may copy or adapt the fonts freely.", "modality flipped outside the exception clause"),
        ("Rebuilding the index after the dictionary is replaced is optional.", "required made optional"),
        ("Quillmark has written project files since version 2.8.0 but writing is off by default.", "wrong version"),
    ],
)
def test_the_fault_beside_each_paraphrase_is_still_rejected(claim, why):
    got, reason = status(claim)
    assert got in ("unsupported", "contradicted"), (why, reason)


def test_a_synonym_or_a_bare_figure_never_makes_a_claim_supported():
    # near-verbatim but for the unit the passage leaves out: the unit stays unconfirmed
    assert status("Each cached glyph bitmap is padded to a multiple of 64 bytes.")[0] == "unverified"
    # the passage's own words are still confirmed
    assert status("The renderer keeps at most 4096 glyphs in its cache.")[0] == "supported"


def test_a_heading_backs_only_the_section_under_it():
    idx = index_source(NOTES, "Quillmark release notes")
    under = NOTES.index("The importer now reads")
    assert "num:2.15" in heading_figures(idx, under)
    assert "num:2.15" not in heading_figures(idx, NOTES.index("Moreover, your licence"))


def test_synonyms_and_shared_roots_count_as_coverage():
    claim = content_stems("the violator fixes the problem and the licence is restored")
    passage = content_stems("you cure the violation and your license is reinstated")
    got = covered(claim, passage)
    assert {"fix", "resto", "viola"} <= got  # cure, reinstated, violation
    assert "probl" not in covered(content_stems("the problem"), content_stems("the cache"))


GUIDE = """Operations guide

Retention

Nightly snapshots are written to the archive volume. They are compressed with zstd.
Operators can list them with the catalogue command. Each listing shows sizes in mebibytes.
Snapshots are kept for two weeks and then pruned.

Building

You need CMake to build the exporter. The importer does not need a rebuild after an upgrade.
Packages should not pin the runtime, unless they need a particular patch release.
The scheduler validates read-only tables at start-up.
"""


def guide(claim: str) -> tuple[str, str]:
    a = align(claim, index_source(GUIDE, "Operations guide"))
    return a.status, a.reason


@pytest.mark.parametrize(
    "claim",
    [
        "Snapshots are kept for 14 days before they are pruned.",  # a duration in another unit
        "Building the exporter requires CMake.",  # "requires" for "you need"
        "The importer needs no rebuild after an upgrade.",  # "needs no" for "does not need"
        "Packages should not pin the runtime unless they need a particular patch release.",  # "need" in the condition
        "Retention of snapshots is fourteen days.",  # the section heading's word, the duration in days
        "Readonly tables get checked by the scheduler at startup time.",  # compounds written joined
    ],
)
def test_durations_needs_and_compounds_are_kept(claim):
    got, why = guide(claim)
    assert got in ("unverified", "supported"), why


@pytest.mark.parametrize(
    "claim",
    [
        "Snapshots are kept for 15 days before they are pruned.",
        "Snapshots are kept for two hours before they are pruned.",
        "Building the exporter optionally uses CMake.",
        "Packages must pin the runtime.",
    ],
)
def test_a_wrong_duration_or_modality_is_still_rejected(claim):
    got, why = guide(claim)
    assert got in ("unsupported", "contradicted"), why


def test_a_release_written_like_a_clock_time_is_the_release():
    # "3.32" reads as a time 3:32 as well; it is also release 3.32.0, not 3.33.0
    text = "SQLite 3.32.0 raised the default limit on host parameters to 32766."
    assert status_of("In SQLite 3.32 the default limit on host parameters rose to 32766.", text) == "unverified"
    assert status_of("In SQLite 3.33 the default limit on host parameters rose to 32766.", text) == "unsupported"


def status_of(claim: str, text: str) -> str:
    return align(claim, index_source(text, "release history")).status


def test_a_section_number_in_a_heading_backs_no_figure():
    text = (
        "3. Decimal tuples\n\n"
        "A decimal can be built from a tuple of sign, digits and exponent.\n"
        "For example, Decimal((0, (1, 4, 1, 4), -3)) returns Decimal('1.414').\n"
    )
    # "3." backs nothing; the claim's "three" is not found (every figure of the passage is also the
    # claim's): unverified, never confirmed
    assert status_of("For example, Decimal((0, (1, 4, 1, three), -3)) returns Decimal('1.414').", text) == "unverified"
