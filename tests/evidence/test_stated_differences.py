"""A true claim in other words is left open, not rejected: the lexical layer rejects only on a difference
the passage states (issue 21). Each true claim here restates a figure, a date or a rule of the fixture in
another shape; the fault beside it changes what the passage states and must still be rejected."""

from __future__ import annotations

import pytest

from open_research.evidence.claims import align
from open_research.evidence.passages import index_source

NOTES = """Brindle archiver release notes

* Changes in release 4.2 (2023-06-14) [stable]

  The packer now caps each archive header at 64 KiB by default.
  Members whose names exceed 2**15 characters are skipped with a warning.
  The archive index is flushed every (512*4) entries.
  The tag parser, present since BRINDLE_2_7_1-3 back in 2011, handles empty tags again.

  brindle --list no longer prints a trailing blank line.
  Compression levels run 1-12 (default: 6), see --level.
  A read-only archive can be listed if its index file exists, or else the lister must have write access
  to the directory if the index does not exist.
  Starting with release 4.2, a read-only archive can be extracted if the index exists or can be built.
  When several packers write one archive, the entries are likely to be interleaved unless they use locking.
  If the packer meets an old reader (perhaps a client before 3.0.0), it writes headers of 8 bytes.
  The --quiet flag suppresses progress output, so to see each member you can run brindle --verbose.

EXIT STATUS

       2      if the archive is damaged

       3      if a member cannot be read
"""


def status(claim: str) -> tuple[str, str]:
    a = align(claim, index_source(NOTES, "Brindle archiver release notes"))
    return a.status, a.reason


@pytest.mark.parametrize(
    "claim",
    [
        # a size in another unit: 64 KiB is 65,536 bytes; "KiB" is a unit, not an identifier
        "By default an archive header may hold at most 65,536 bytes.",
        "Archive headers are capped at 64 KiB unless configured otherwise.",
        # a power restated as words, and "roughly" a rounded value of it
        "Members with names longer than two to the power 15 characters are skipped.",
        "Members whose names run past roughly 33 thousand characters are skipped with a warning.",
        # a product: (512*4) entries is 2048
        "The index is written out after every 2048 entries.",
        # digits inside a name are no figure that competes with the year
        "Empty tags work again in the tag parser, which dates from 2011.",
        # a date in words
        "Release 4.2 of Brindle came out on the fourteenth of June 2023.",
        # "one" that opens a range is a count
        "Levels go from one to twelve, and six is the default.",
        # a condition stated both ways is two cases, not the opposite of the claim's
        "From 4.2 a read-only archive can be extracted if its index exists or can be built.",
        # "likely" is what the claim's "can" says; "some kind of" quantifies nothing
        "Packers that all write to one archive can interleave its entries unless they lock.",
        # a time scope inside the passage's aside limits the aside, not the statement
        "When it meets an old reader the packer writes 8-byte headers.",
        # a modal only in the consequence the claim draws
        "Progress output is hidden by --quiet, so brindle --verbose is needed to see each member.",
        # "no longer" says how it was: a claim about the past agrees
        "brindle --list used to print a trailing blank line.",
        # a table's rows are separate entries, stated condition first
        "A damaged archive makes brindle exit with 2, whereas an unreadable member yields 3.",
    ],
)
def test_a_restated_claim_is_not_rejected(claim):
    got, reason = status(claim)
    assert got in ("unverified", "supported"), reason


@pytest.mark.parametrize(
    "claim",
    [
        "Archive headers are capped at 64 MiB unless configured otherwise.",
        "By default an archive header may hold at most 32,768 bytes.",
        "Members whose names run past roughly 50 thousand characters are skipped with a warning.",
        "The index is written out after every 4096 entries.",
        "Release 4.2 of Brindle came out on the fourteenth of July 2023.",
        "A damaged archive makes brindle exit with 3.",
        "brindle --list prints a trailing blank line.",
    ],
)
def test_the_fault_beside_it_is_still_rejected(claim):
    got, reason = status(claim)
    assert got in ("unsupported", "contradicted"), reason
