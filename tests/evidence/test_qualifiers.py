"""The small words a reader checks: modality, quantifiers, time scope, signs, and what counts as the
source's own wording. A paraphrase that agrees on all of them is unverified, never supported."""

from __future__ import annotations

import pytest

from open_research.evidence.claims import align
from open_research.evidence.normalize import figure_tokens
from open_research.evidence.passages import index_source

POLICY = (
    "Every package must have a maintainer, except for orphaned packages. "
    "Orphaned packages should have their Maintainer field set to Debian QA Group. "
    "Removing functionality from the Essential set is very difficult and is almost never done. "
    "The maximum host parameter number defaults to 999 for versions prior to 3.32.0. "
    "A shared library package must not be tagged essential. "
    "We seldom get complaints about the missing BOOLEAN type. "
    "Revenue fell by 12% in the first quarter."
)


FAILS = "unsupported or contradicted"


def status(claim: str, text: str = POLICY) -> str:
    got = align(claim, index_source(text, "Rules")).status
    return FAILS if got in ("unsupported", "contradicted") else got


@pytest.mark.parametrize(
    "claim, expected",
    [
        # the source's own words (a function word added, a figure in another form): confirmed
        ("Orphaned packages should have their Maintainer field set to Debian QA Group.", "supported"),
        ("Revenue fell by twelve percent in the first quarter.", "supported"),
        # modality: "must" for "should", "may" for "must not", "optional" for "must not"
        ("Orphaned packages must have their Maintainer field set to Debian QA Group.", FAILS),
        ("A shared library package may be tagged essential.", FAILS),
        ("Tagging a shared library package essential is optional.", FAILS),
        # quantifiers: "never" for "almost never", "every" where the passage makes an exception,
        # "frequent" for "seldom"
        ("Functionality is never removed from the Essential set.", FAILS),
        ("Every package must have a maintainer, without exception.", FAILS),
        ("We frequently get complaints about the missing BOOLEAN type.", FAILS),
        # time scope: the passage limits it to versions before 3.32.0; "no longer" the passage never says
        ("The maximum host parameter number defaults to 999.", FAILS),
        ("The maximum host parameter number no longer defaults to 999.", FAILS),
        # a sign is part of the value
        ("Revenue fell by -12% in the first quarter.", FAILS),
        # agrees on every figure and small word, but in other words: not confirmed by words alone
        ("Before 3.32.0, the highest host parameter number was 999 by default.", "unverified"),
        ("Taking functions out of the Essential set is hard and almost never happens.", "unverified"),
    ],
)
def test_small_words_decide_or_leave_it_open(claim, expected):
    assert status(claim) == expected


def test_moved_words_are_not_the_sources_wording():
    text = "SQLite supports DISTINCT but not DISTINCT ON, whose functionality is provided by GROUP BY."
    assert status("SQLite supports DISTINCT but not DISTINCT ON.", text) == "supported"
    assert status("SQLite supports DISTINCT ON but not DISTINCT.", text) != "supported"


def test_figures_by_value_scale_and_sign():
    assert figure_tokens("one billion bytes", source=False) == figure_tokens("a billion bytes", source=False)
    assert figure_tokens("1,500 thousand", source=False) != figure_tokens("1500", source=False)
    assert figure_tokens("-12%", source=False) == {"num:-12:pct"} != figure_tokens("12%", source=False)
    text = "The maximum number of bytes in a string is 1 billion."
    assert status("A string may hold at most one billion bytes.", text) == "unverified"  # unit named in words
    assert status("A string may hold at most one billion characters.", text) == FAILS
