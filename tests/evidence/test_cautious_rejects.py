"""Round 9 (issue 21): a rule rejects a claim only where it has read the passage's own competing
statement. A figure or name written in a form the rule cannot read, or one the passage states under a
heading the rule mistook, leaves the claim open; a different value the passage really states still
rejects it."""

from __future__ import annotations

from open_research.evidence.claims import align
from open_research.evidence.code import code_tokens
from open_research.evidence.normalize import figures
from open_research.evidence.passages import index_source
from open_research.evidence.sections import section_heading

TOOL = (
    "squeeze(1)\n\n"
    "OPTIONS\n\n"
    "       -q, --quiet\n"
    "              Print nothing but errors.  Without it, squeeze reports each file it packs.\n\n"
    "       -p, --pager command\n"
    "              Names the program that shows long listings.  It is called with:\n\n"
    "              1) the listing's title given with '-t title'\n"
    "              2) the listing itself.\n\n"
    "              The program must page its input.  The default pager is /usr/bin/more.\n\n"
    "       --level\n"
    '              Level handed to the packer.  The default is "-3" (fast, at some cost in size).\n'
)


def verdict(claim: str, text: str = TOOL) -> str:
    return align(claim, index_source(text, "squeeze")).status


def test_a_quoted_signed_figure_is_read_as_the_figure():
    got = {t for f in figures('the default is "-3" here', source=True) for t in f.alternatives}
    assert {"num:-3", "num:3"} <= got
    assert {t for f in figures("a value of '-1' keeps all", source=True) for t in f.alternatives} >= {"num:-1"}
    assert verdict("squeeze passes -3 to the packer by default, favouring speed over size.") != "unsupported"


def test_a_quoted_signed_figure_still_rejects_another_level():
    assert verdict("squeeze passes -9 to the packer by default, favouring speed over size.") == "unsupported"


def test_an_option_written_with_both_spellings_is_each_spelling():
    assert code_tokens("unless -q/--quiet is given") == ["-q", "--quiet"]
    assert code_tokens("see refs/heads and /usr/bin/more") == ["refs/heads", "/usr/bin/more"]
    assert verdict("With -q/--quiet, squeeze prints nothing but errors.") != "unsupported"


def test_an_enumerated_item_is_no_heading():
    at = TOOL.index("The program must page")
    assert section_heading(index_source(TOOL, "squeeze"), at).startswith("-p, --pager")
    assert verdict("squeeze shows long listings with /usr/bin/more unless -p names another pager.") != "unsupported"


POLLER = "poller(8)\n\nThe daemon wakes its workers in turn. It polls the queue once every hour and logs it.\n"


def test_a_period_without_a_number_is_one_of_its_unit():
    got = {t for f in figures("it polls the queue once every hour", source=True) for t in f.alternatives}
    assert {"num:1:h", "num:3600:s"} <= got
    assert not figures("it polls the queue once every hour")  # a claim's own "every hour" is no figure
    assert not figures("every second day", source=True)
    assert verdict("The daemon polls the queue every sixty minutes.", POLLER) != "unsupported"


def test_a_period_without_a_number_still_rejects_another_period():
    assert verdict("The daemon polls the queue every ten minutes.", POLLER) == "unsupported"


def test_a_claim_in_other_forms_of_the_source_words_is_not_about_something_else():
    text = (
        "motor(1)\n\nSteps are counted from the left edge.\n\nThe motor is quiet. The belt is made of rubber. "
        "The case is grey. The cable is long.\n\nOdd slots are reserved.\n"
    )
    assert verdict("Stepped counts pick odd slots in a lane quickly.", text) == "unverified"
    assert verdict("Cached tokens expire after an idle lease is revoked.", text) == "unsupported"


def test_a_negation_with_its_verb_elided_denies_its_own_subject():
    from open_research.evidence.passages import negations

    assert negations("Guests may read the log; editors may write it, owners may not.") == [frozenset({"owner"})]
    text = "vault(8)\n\nReaders and writers may rotate the key stored in the vault; auditors may not.\n"
    assert verdict("Readers and writers may rotate the vault key, but not auditors.", text) != "contradicted"
    assert verdict("Auditors may rotate the key stored in the vault.", text) == "contradicted"


def test_no_longer_and_a_possessive_are_read_as_written():
    from open_research.evidence.passages import negations
    from open_research.text import content_stems

    assert content_stems("the daemon's queue") == content_stems("the daemon queue")
    assert negations("The flag no longer changes the parser's output.") == [frozenset({"chang", "parse", "outpu"})]
    text = "parse(1)\n\nThe STRICT_MODE variable no longer changes the parser's output since 2.0.\n"
    assert verdict("Since 2.0 the STRICT_MODE variable has no influence on the parser output.", text) != "contradicted"


def test_a_claim_that_denies_the_excepted_case_keeps_the_exception():
    from open_research.evidence.qualifiers import quantifier_clash

    passage = "Every record is copied to the mirror unless it is flagged as private."
    assert quantifier_clash("Every unflagged record is copied to the mirror.", passage) is None
    assert quantifier_clash("Every record that is not flagged goes to the mirror.", passage) is None
    assert quantifier_clash("Every record, flagged or private, is copied to the mirror.", passage) is not None
    assert quantifier_clash("Every record is copied to the mirror.", passage) is not None


def test_a_requirement_against_a_prohibition_of_another_act_is_left_open():
    from open_research.evidence.qualifiers import modal_clash

    passage = "Labels are not permitted inside the same cell as a formula."
    clash = modal_clash("Labels have to sit in a cell of their own.", passage)
    assert clash is not None and not clash.decides
    clash = modal_clash("Uploading the raw dump is required.", "Operators must not upload the raw dump.")
    assert clash is not None and clash.decides and clash.contradicts
    clash = modal_clash("Operators must not upload the dump.", "Operators must upload the dump nightly.")
    assert clash is not None and clash.decides


def test_a_negated_condition_beside_the_passage_affirmed_one_is_the_other_case():
    from open_research.evidence.negation import other_case

    passage = "If PROXY is set (and not blank), requests go through the host it names."
    assert other_case("If PROXY is not set, requests go straight to the origin server.", passage)
    # the passage's own consequence under the flipped condition is still the opposite of the passage
    assert not other_case("If PROXY is not set, requests go through the host it names.", passage)
    assert not other_case("Requests never go through the host PROXY names.", passage)
    text = "fetch(1)\n\n" + passage + "\n"
    assert verdict("If PROXY is not set, requests go straight to the origin server.", text) != "contradicted"


def test_a_need_the_passage_withdraws_is_no_requirement():
    from open_research.evidence.qualifiers import modal_clash, modal_labels

    assert modal_labels("Since 4.0 the agent no longer needs a licence key.") == {"optional"}
    assert modal_labels("A licence key is no longer required.") == {"optional"}
    assert modal_labels("The agent does not require a licence key.") == {"optional"}
    clash = modal_clash("A licence key is not required since 4.0.", "Since 4.0 the agent no longer needs a key.")
    assert clash is None
    assert modal_clash("A licence key is mandatory since 4.0.", "Since 4.0 the agent no longer needs a key.").decides


SWEEPER = (
    "sweep(1)\n\nsweep clears the spool. It will not purge a job that is still queued unless the --hard "
    "flag is given.\n\nOther jobs are never purged automatically.\n"
)


def test_only_when_restates_not_unless():
    from open_research.evidence.clauses import restricted_on

    assert restricted_on("The cat eats fish only when it is hungry.") == [frozenset({"cat", "eat", "fish"})]
    assert verdict("sweep purges a still queued job only when --hard is given.", SWEEPER) != "contradicted"


def test_only_when_does_not_answer_a_bare_never():
    text = "sweep(1)\n\nFinished jobs are never purged automatically by the sweeper daemon.\n"
    assert verdict("The sweeper daemon purges finished jobs automatically only when asked.", text) == "contradicted"


def test_a_time_limit_of_the_neighbouring_sentence_does_not_limit_the_claim():
    from open_research.evidence.qualifiers import scope_clash

    passage = "Since release 5.1, the broker no longer keeps a journal. The broker flushes its queue every hour."
    clash = scope_clash("The broker flushes the queue hourly.", passage)
    assert clash is None or not clash.decides
    clash = scope_clash("The broker keeps no journal.", passage)
    assert clash is not None and clash.decides


def test_a_negation_in_a_merged_claim_whose_figure_lies_beyond_the_passage_is_left_open():
    text = (
        "packd(8)\n\n       Archives larger than 2 GB are skipped. Any archive that fails its checksum is moved "
        "aside. All workers share one cache.\n\n       Before version 1.4 the cache was not shared. packd was "
        "first released in March 2019.\n"
    )
    assert verdict("Each worker shares the one cache, which was not shared before 1.4.", text) != "contradicted"
    assert verdict("The workers do not share one cache.", text) == "contradicted"


def test_a_passage_with_every_figure_of_the_claim_is_about_it_in_other_words():
    text = "vault(8)\n\nUploads larger than 5 GB are refused by the gateway.\n\nThe gateway logs each upload.\n"
    assert verdict("Uploads over five gigabytes get rejected.", text) == "unverified"
    assert verdict("Uploads over six gigabytes get rejected.", text) == "unsupported"
