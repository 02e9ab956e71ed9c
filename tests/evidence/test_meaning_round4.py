"""Round 4 of the meaning rules, each a class seen in heldout4's misses, on new examples: a release
numbered by a plain integer ("versions 212 and 230") dates the section under its heading; in
"between X and Y" the changes are Y's, not X's; a bound ("no more than twice a minute") is "at
most", not a negation; "X instead of Y" denies Y as "X, not Y" does; a release's change entry "Don't X"
says the release no longer does X; an option's value ("=none") is no negation; a C prototype
line names the function its description below speaks of; "to avoid X" is a purpose, and "please
consider" a recommendation."""

from __future__ import annotations

from open_research.evidence.claims import align
from open_research.evidence.passages import index_source, negations
from open_research.evidence.sections import heading_figures, prototype_above
from open_research.text import stem

FAILS = ("unsupported", "contradicted")


def status(claim: str, text: str) -> str:
    return align(claim, index_source(text, "News")).status


NEWS = (
    "Release notes for the pager\n\n"
    "Major changes between versions 212 and 230\n\n"
    "* Add --wrap-words option to break long lines at spaces.\n"
    "* Search now wraps around at the end of the file.\n\n"
    "Major changes between versions 198 and 212\n\n"
    "* Add --mouse option.\n"
)


def test_an_integer_release_in_a_heading_dates_the_section():
    idx = index_source(NEWS, "News")
    at = NEWS.index("Search now wraps")
    assert "num:230" in heading_figures(idx, at)
    assert status("Since release 230, the pager's search wraps around at the end of the file.", NEWS) not in FAILS


def test_the_first_release_of_a_between_banner_does_not_date_it():
    idx = index_source(NEWS, "News")
    assert "num:212" not in heading_figures(idx, NEWS.index("Search now wraps"))
    assert status("Since release 212, the pager's search wraps around at the end of the file.", NEWS) in FAILS


def test_the_next_banner_dates_its_own_section():
    idx = index_source(NEWS, "News")
    figs = heading_figures(idx, NEWS.index("Add --mouse"))
    assert "num:212" in figs and "num:230" not in figs


def test_a_section_number_still_dates_nothing():
    text = "Chapter 3\n\nThe scheduler runs every job in the order it was queued.\n"
    assert heading_figures(index_source(text, "Guide"), text.index("The scheduler")) == frozenset()


def test_a_bound_is_no_negation():
    assert negations("Retries happen no more than twice a minute.") == []
    assert negations("Retries do not happen twice a minute.") != []


def test_at_most_restates_no_more_than():
    text = "* Retry the upload no more than twice a minute."
    assert status("The client retries the upload at most twice a minute.", text) not in FAILS


def test_instead_of_negates_what_follows():
    assert any(stem("archiving") in n for n in negations("It deletes old logs instead of archiving them."))


def test_instead_of_restates_x_not_y():
    text = "* Change the cleanup job to delete, not archive, old logs."
    assert status("The cleanup job now deletes old logs instead of archiving them.", text) not in FAILS


CHANGES = "Changes in release 4.2\n\n* Don't print a warning when the cache directory is missing.\n"


def test_no_longer_restates_a_release_entry_that_stops_it():
    assert status("Release 4.2 no longer prints a warning when the cache directory is missing.", CHANGES) not in FAILS


def test_no_longer_is_not_backed_by_an_undated_instruction():
    text = "Tips\n\n* Don't print a warning when the cache directory is missing.\n"
    # a time word the passage lacks leaves the claim open (round 7), never confirmed
    assert status("The tool no longer prints a warning when the cache directory is missing.", text) == "unverified"


def test_an_option_value_is_no_negation():
    assert negations("Build it with --with-tls=none to leave TLS out.") == []
    text = "* Add support for zstd. * Add configure option --with-zstd=none and fix the build with no TLS library."
    assert status("Support for zstd was added, with a --with-zstd=none configure option.", text) not in FAILS


API = (
    "3.4 Utility functions\n\n"
    "int ZX_packBuffer( char* dest,\n                  unsigned int* destLen,\n                  int level );\n\n"
    "Packs the input into dest in one call. If dest is too small, ZX_TOO_SMALL is returned.\n\n"
    "int ZX_unpackBuffer( char* dest,\n                    unsigned int* destLen );\n\n"
    "Unpacks the input into dest in one call. If dest is too small, ZX_TOO_SMALL is returned.\n"
)


def test_a_prototype_line_names_the_function_described_below():
    claim = "ZX_packBuffer returns ZX_TOO_SMALL if dest is too small."
    assert status(claim, API.split("int ZX_unpackBuffer")[0]) not in FAILS


def test_the_nearest_prototype_names_the_entry():
    idx = index_source(API, "API")
    assert prototype_above(idx, API.index("Unpacks the input")) == "ZX_unpackBuffer"
    assert prototype_above(idx, API.index("Packs the input")) == "ZX_packBuffer"
    assert status("ZX_missingCall returns ZX_TOO_SMALL if dest is too small.", API) in FAILS


def test_to_avoid_is_a_purpose_not_a_discouragement():
    text = "If you ship the tool to others, please consider pinning its dependencies."
    claim = "The guide suggests pinning the tool's dependencies when shipping it to others, to avoid breakage."
    assert status(claim, text) not in FAILS


def test_please_consider_is_no_requirement():
    text = "If you ship the tool to others, please consider pinning its dependencies."
    assert status("Anyone shipping the tool to others must pin its dependencies.", text) in FAILS
