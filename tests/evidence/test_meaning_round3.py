"""Round 3 of the meaning rules, each a class seen in heldout3's misses, on new examples: an
upper-case ``NAME=-value`` assignment is a token of code, compared whole; a host name stands as the
host of a URL; a path after a word keeps its space when the claim is cited; "enabled" against
"disabled" is the opposite, said in one word, but an attributive "disallowed calls" is not; a release
header dates the paragraphs under its sub-headings; a list item's first line is no heading; a count
of the claim's own list ("two settings, A and B") is backed by its items; a line that goes on with
inline code continues its sentence; what a purpose clause avoids ("to avoid them being read") backs
a claim's "so they are not read"."""

from __future__ import annotations

from open_research.evidence import make_record
from open_research.evidence.citations import verify_report
from open_research.evidence.claims import align
from open_research.evidence.code import code_in, code_tokens
from open_research.evidence.passages import index_source
from open_research.evidence.polarity import polarity_clash
from open_research.evidence.verbatim import counts_own_list

FAILS = ("unsupported", "contradicted")


def status(claim: str, text: str) -> str:
    return align(claim, index_source(text, "Notes")).status


def cited(claim: str, text: str):
    rec = make_record(path="notes.txt", title="Notes", text=text, origin_tool="local_search").model_dump(mode="json")
    return verify_report(f"{claim} [{rec['source_id']}].\n", [rec]).citations[0]


BUILD = "To get a build with every debugging aid, run: make OPT=-debug-all"


def test_an_assignment_is_a_token_of_code():
    assert code_tokens("run make OPT=-debug") == ["opt=-debug"]


def test_an_assignment_with_another_value_fails():
    assert status("For a build with every debugging aid, run make OPT=-debug.", BUILD) in FAILS


def test_the_same_assignment_is_not_rejected():
    assert status("Running make OPT=-debug-all gives a build with every debugging aid.", BUILD) not in FAILS


MIRROR = "The code is kept in git, with the main copy at [https://code.example.net/team/widget](https://code.example.net/team/widget)."


def test_a_host_name_is_found_in_a_url():
    assert code_in("code.example.net", "at https://code.example.net/team/widget.")
    assert status("The main copy of the widget code is kept in git at code.example.net.", MIRROR) not in FAILS


def test_another_host_name_is_not_found_in_the_url():
    assert not code_in("code.example.net", "at https://code.example.net.org/team")
    assert status("The main copy of the widget code is kept in git at code.example.org.", MIRROR) in FAILS


def test_a_path_after_a_word_keeps_its_space_when_cited():
    text = "Sample inputs are kept in `./data/samples` and loaded by the runner before each test."
    got = cited("The runner loads sample inputs kept in ./data/samples before each test", text)
    assert got.status not in FAILS, got.reason
    wrong = cited("The runner loads sample inputs kept in ./data/sample before each test", text)
    assert wrong.status in FAILS, wrong.reason


CACHE = "By default, the write cache is disabled on removable drives, to protect data when they are pulled out."


def test_enabled_for_disabled_is_the_opposite():
    assert status("By default the write cache is enabled on removable drives.", CACHE) == "contradicted"


def test_the_same_polarity_is_not_rejected():
    assert status("On removable drives the write cache is disabled by default.", CACHE) not in FAILS


def test_a_negated_antonym_is_not_a_clash():
    assert polarity_clash("The write cache is not enabled on removable drives.", CACHE) is None


def test_an_attributive_antonym_names_a_thing():
    passage = "The filter keeps a list of allowed hosts and drops the requests of all others."
    assert polarity_clash("The filter drops the requests of disallowed hosts.", passage) is None


NEWS = """widget (3.2-1) unstable; urgency=medium

  [ Faster index ]
  The index is now rebuilt in the background, so searches no longer block
  while it is updated.

  Old index files are converted on first start.

  [ Quieter logs ]
  Debug messages are only written when WIDGET_DEBUG is set.

 -- Jo Bloggs <jo@example.org>  Mon, 02 Mar 2020 10:00:00 +0100

widget (3.1-1) unstable; urgency=medium

  * widget-cli now writes its log files to
    /var/log/widget instead of the home directory.

 -- Jo Bloggs <jo@example.org>  Mon, 03 Feb 2020 10:00:00 +0100
"""


def test_a_release_header_dates_the_paragraphs_under_its_sub_heading():
    assert status("Since widget 3.2, old index files are converted on first start.", NEWS) not in FAILS
    assert status("Since widget 3.2, debug messages are written only when WIDGET_DEBUG is set.", NEWS) not in FAILS


def test_another_release_under_the_sub_heading_fails():
    assert status("Since widget 3.1, old index files are converted on first start.", NEWS) in FAILS


def test_a_list_items_wrapped_first_line_is_no_heading():
    claim = "Since widget 3.1, widget-cli writes its log files to /var/log/widget instead of the home directory."
    assert status(claim, NEWS) not in FAILS
    assert status(claim.replace("3.1", "3.2"), NEWS) in FAILS


RETRY = """Retry settings

Net::Retry::Count
    how many times a request is retried after a timeout
Net::Retry::Delay
    the pause before a request is tried again
"""


def test_a_count_of_the_claims_own_list_is_backed_by_its_items():
    claim = "Two settings, Net::Retry::Count and Net::Retry::Delay, control how a request is retried."
    assert status(claim, RETRY) not in FAILS


def test_a_count_its_list_does_not_match_still_fails():
    claim = "Three settings, Net::Retry::Count and Net::Retry::Delay, control how a request is retried."
    # the passage states no count at all: "three" is not found, not contradicted (issue 21: unverified)
    assert status(claim, RETRY) == "unverified"


def test_only_a_count_right_before_its_list_is_the_claims_own():
    from open_research.evidence.normalize import figures

    def own(claim: str) -> list[bool]:
        return [counts_own_list(claim, f) for f in figures(claim)]

    assert own("It has three modes: fast, safe and quiet.") == [True]
    assert own("It has four modes: fast, safe and quiet.") == [False]
    assert own("It waits 3 seconds, then stops and restarts.") == [False]


README = """## Replaying a session

To replay what a user did, ask them for the
`~/.cache/tool/session.log` file, which records every command they ran. Such a log can then be loaded
with the option
`replay::session::file`. Mind the locale settings!
Sessions older than a week are removed.
"""


def test_a_hard_wrapped_line_goes_on_with_inline_code():
    claim = (
        "A user's ~/.cache/tool/session.log, which records every command they ran, can be loaded with the"
        " option replay::session::file."
    )
    assert status(claim, README) not in FAILS
    assert status(claim.replace("::file", "::path"), README) in FAILS


def test_a_line_of_code_after_a_finished_sentence_starts_a_new_one():
    from open_research.evidence.passages import sentence_spans

    text = "Options.\n`foo` does X.\nSee: `bar` is used."
    assert [text[s:e] for s, e in sentence_spans(text)] == ["Options.", "`foo` does X.", "See: `bar` is used."]


TOKENS = "Session tokens are now stored hashed in the database to avoid them being read from a stolen backup."


def test_what_a_purpose_clause_avoids_backs_a_claims_negation():
    claim = "Session tokens are now stored hashed in the database, so they are not read from a stolen backup."
    assert status(claim, TOKENS) not in FAILS


def test_a_negation_of_what_is_done_still_contradicts():
    claim = "Session tokens are not stored hashed in the database, so they are read from a stolen backup."
    assert status(claim, TOKENS) == "contradicted"


BACKUP = (
    "Nightly backups are now spread over a 12 hour window (as in 4.0 to 4.2), whereas the integrity check"
    " has been moved to a time between 5 and 6 pm."
)


def test_a_time_of_day_in_words_is_the_clock_time():
    claim = "The integrity check now runs between 5 and 6 in the evening, and backups are spread over 12 hours."
    assert status(claim, BACKUP) not in FAILS
    assert status(claim.replace("evening", "morning"), BACKUP) in FAILS


def test_a_comparison_with_earlier_releases_is_no_limit_in_time():
    assert status("The integrity check has been moved to a time between 5 and 6 pm.", BACKUP) not in FAILS


def test_a_sign_off_line_dates_the_entry_above_it():
    assert status("Widget 3.1, released in February 2020, writes its log files to /var/log/widget.", NEWS) not in FAILS
    assert status("Widget 3.1, released in March 2021, writes its log files to /var/log/widget.", NEWS) in FAILS


def test_what_may_be_done_is_no_opposite_state():
    assert polarity_clash("The write cache can be enabled on removable drives.", CACHE) is None
    assert polarity_clash("Use --cache=on to enable the write cache on removable drives.", CACHE) is None


def test_an_equation_is_no_token_of_code():
    assert code_tokens("with n=5 and size=10 or x=-1") == []
    assert code_tokens("set CC=gcc or opt=-fast") == ["cc=gcc", "opt=-fast"]
