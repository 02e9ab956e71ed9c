"""Round 6 (issue 21): classes seen in the retired heldout6 and earlier tuning misses, on new examples.
A release note's outline headings date what is under them; a release named with a hyphen or as "3.0"
is a version; a bracketed note ending a paragraph is not a heading; a wrapped line goes on."""

from __future__ import annotations

from open_research.evidence.claims import align
from open_research.evidence.normalize import figures
from open_research.evidence.passages import index_source, sentence_spans
from open_research.evidence.sections import heading_figures, section_heading

NEWS = (
    "Tiler NEWS                -*- outline -*-\n\n"
    "* Noteworthy changes in release 5.2 (2024-03-01) [stable]\n\n"
    "** Bug fixes\n\n"
    "  tiler no longer crashes when the cache folder is missing.\n"
    "  [bug introduced in 4.9]\n\n"
    "  Thumbnails are rebuilt after a crash.\n\n"
    "* Noteworthy changes in release 5.1 (2023-11-20) [stable]\n\n"
    "** New features\n\n"
    "  tiler can export maps as SVG, replacing the exporter of tiler-4.0.\n"
)
LIST = "Exporter notes\n\n* Writes UTF-8 files\n\n* Caches thumbnails for 30 days\n"


def verdict(claim: str, text: str = NEWS) -> str:
    return align(claim, index_source(text, "tiler")).status


def test_an_outline_heading_dates_the_sections_under_it():
    idx = index_source(NEWS, "tiler")
    at = NEWS.index("Thumbnails are rebuilt")
    assert "ver:5.2.0" in heading_figures(idx, at)
    assert section_heading(idx, at) == "Bug fixes"
    assert "ver:5.1.0" in heading_figures(idx, NEWS.index("tiler can export"))


def test_a_release_from_the_outline_heading_backs_the_claim_and_another_fails():
    assert verdict("In release 5.2, tiler stopped crashing when the cache folder is missing.") == "unverified"
    assert verdict("In release 5.1, tiler stopped crashing when the cache folder is missing.") == "unsupported"


def test_a_bracketed_note_ending_a_paragraph_is_not_a_heading():
    idx = index_source(NEWS, "tiler")
    assert "ver:4.9.0" not in heading_figures(idx, NEWS.index("Thumbnails are rebuilt"))


def test_a_loose_list_of_starred_items_is_not_a_run_of_headings():
    idx = index_source(LIST, "tiler")
    assert section_heading(idx, LIST.index("Caches")) == "Exporter notes"


def test_a_release_named_with_a_hyphen_or_ending_in_zero_is_a_version():
    assert {t for f in figures("the exporter of tiler-4.0") for t in f.alternatives} == {"ver:4.0.0"}
    assert "ver:3.0.0" in figures("release 3.0")[0].alternatives
    assert not figures("COVID-19 and x-3")  # a name with a plain number is no release
    assert verdict("Release 5.1 replaced the exporter that tiler 4.0 had.") != "unsupported"


def test_a_wrapped_line_that_starts_with_a_quotation_goes_on():
    text = 'It reports the diagnostic\n"Files differ" when one is binary.'
    assert len(sentence_spans(text)) == 1


def test_a_bound_is_not_a_frequency_and_nearly_is_almost():
    from open_research.evidence.qualifiers import quantifier_clash

    assert (
        quantifier_clash("It takes at most 10 items, since the count is sometimes a byte.", "It is sometimes a byte.")
        is None
    )
    assert quantifier_clash("Most builds sometimes fail.", "Builds seldom fail.") is not None
    assert quantifier_clash("Nearly all programs copy padding.", "Almost all programs copy padding.") is None
    assert quantifier_clash("All programs copy padding.", "Almost all programs copy padding.") is not None


def test_a_bare_option_figure_backs_its_number_but_a_signed_quantity_does_not():
    text = "Packer manual\n\nThe default level is -6 (biased towards small output).\n\nThe offset is -12% of the size."
    assert verdict("The default level is 6, which favours small output.", text) != "unsupported"
    assert verdict("The offset is 12% of the size.", text) == "unsupported"


def test_a_bare_number_is_not_contradicted_by_a_quantity():
    text = "Packer manual\n\nOn a 50 MiB file, packer -6 uses three threads, as each has 8 MiB to pack."
    assert verdict("On a 50 MiB file, packer -6 uses three threads but packer -9 uses two.", text) != "unsupported"
    assert verdict("On a 50 MiB file, packer -6 uses three threads of 9 MiB each.", text) == "unsupported"


def test_a_line_that_ends_mid_phrase_goes_on_even_before_a_capital():
    text = "With 3.4 and later, that variable has changed name to \nTILER_FORCE_NEW. \n\nOther ways exist."
    assert text[slice(*sentence_spans(text)[0])].strip().endswith("TILER_FORCE_NEW.")
    assert verdict("From 3.4 on, the variable is named TILER_FORCE_NEW.", "Tiler FAQ\n\n" + text) != "unsupported"
    heading = "Changes in tiler\n\nSee below\nChanges in 4.1\n\n* Exports work.\n"
    assert len(sentence_spans(heading)) >= 3  # an unpunctuated line that ends on a content word still ends


def test_a_passage_does_not_run_on_into_the_next_sections_heading():
    text = (
        "Tiler 5.2 Release Notes\n========================\n\n"
        "This release fixes the security issues CVE-2024-0001 and\nCVE-2024-0002.\n\n\n"
        "Fixes since v5.1.9\n------------------\n\n * The exporter is faster.\n"
    )
    assert verdict("Tiler 5.2 fixes the security issues CVE-2024-0001 and CVE-2024-0002.", text) != "unsupported"


def test_a_claim_that_drops_the_platform_from_inside_the_wording_is_not_verbatim():
    from open_research.evidence.verbatim import near_verbatim

    passage = "This holds on x86 and amd64, on PowerPC there are explicit cache flush instructions which it honours."
    assert not near_verbatim("On x86 and amd64 there are explicit cache flush instructions which it honours.", passage)
    assert near_verbatim("On PowerPC there are explicit cache flush instructions which it honours.", passage)


def test_a_token_of_code_with_its_reserved_underscores_or_an_empty_value_is_found():
    from open_research.evidence.code import code_in

    assert code_in("libc_freeres", "valgrind runs the procedure __libc_freeres in glibc")
    assert not code_in("libc_free", "valgrind runs the procedure __libc_freeres in glibc")
    assert code_in("--soname-synonyms=somalloc=", "use --soname-synonyms=somalloc=none")
    assert not code_in("--soname-synonyms=somalloc", "use --soname-synonyms=somalloc2")


def test_where_a_bug_came_from_is_no_limit_of_the_statement():
    from open_research.evidence.qualifiers import scope_clash

    assert scope_clash("In 5.2 tiler stopped crashing.", "tiler no longer crashes. [bug introduced in 4.9]") is None
    assert scope_clash("tiler crashes on start.", "Prior to 4.9, tiler crashes on start.") is not None


def test_a_heading_release_does_not_back_a_figure_the_entry_states_otherwise():
    news = NEWS.replace("[bug introduced in 4.9]", "[bug introduced in 4.9 with the cache]")
    assert verdict("The crash when the cache folder is missing was introduced in 5.2.", news) == "unsupported"
    assert verdict("The crash when the cache folder is missing was introduced in 4.9.", news) != "unsupported"


def test_what_ended_or_failed_answers_a_negation_of_it():
    text = (
        "Tiler NEWS\n\n  tiler-4.8 failed to build on some BSD versions.\n"
        "  Using an invalid pattern no longer causes a stack overflow in tiler.\n"
    )
    assert verdict("tiler 4.8 did not build on some BSD versions.", text) != "contradicted"
    assert verdict("tiler fixed a stack overflow in tiler that an invalid pattern could cause.", text) != "contradicted"
    # a claim that affirms what the passage says no longer happens still fails
    assert verdict("Using an invalid pattern causes a stack overflow in tiler.", text) in (
        "contradicted",
        "unsupported",
    )


def test_a_number_about_something_else_is_no_rival():
    text = "Tiler 5.2 notes\n\nCredit for finding CVE-2024-0001 goes to a reporter, and the fix was written by Ann Lee."
    assert verdict("Ann Lee made two commits.", text) == "unverified"
    text2 = "Tiler 5.2 notes\n\nThe fix was written by Ann Lee in three commits."
    assert verdict("Ann Lee made the fix in two commits.", text2) == "unsupported"


def test_a_figure_from_a_third_sentence_leaves_a_merged_claim_open():
    text = (
        "Tiler FAQ\n\n* With tiler 2.1, 2.2 and 2.3, build the maps with --legacy-tiles. Beware! "
        "This was removed from tiler starting with version 2.5.\n"
    )
    assert verdict("The --legacy-tiles switch served tiler 2.1 to 2.3, and tiler removed it in 2.5.", text) == (
        "unverified"
    )
    assert verdict("The --legacy-tiles switch served tiler 2.1 to 2.3, and tiler removed it in 2.4.", text) == (
        "unsupported"
    )


def test_only_one_is_a_count():
    assert figures("but packer -9 only one.")[-1].alternatives == {"num:1"}
    assert not figures("one of the options")  # an article or a pronoun, as before
    text = "Packer FAQ\n\nOn a 50 MiB file, packer -6 can use three threads. But packer -9 can use only one thread."
    assert verdict("On a 50 MiB file packer -6 runs three threads but packer -9 only one.", text) != "unsupported"


def test_a_proviso_requires_and_a_polite_imperative_forbids():
    from open_research.evidence.qualifiers import modal_clash, modal_labels

    passage = "You may convey the work, provided that you also convey its source, valid for three years."
    assert "required" in modal_labels(passage)
    assert modal_clash("The offer must stay valid for three years.", passage) is None
    reports = "You may then get leak reports (please don't report these to the library's authors)."
    assert modal_clash("These leak reports should not be sent to the library's authors.", reports) is None


def test_an_inability_is_not_a_prohibition_against_a_requirement():
    from open_research.evidence.qualifiers import modal_clash

    passage = "Therefore the checker has to have full control from the very start."
    assert modal_clash("The checker cannot attach to a running program, as it needs full control.", passage) is None
    assert modal_clash("The checker cannot attach to a running program.", "The checker may attach to it.") is not None


def test_an_ability_in_a_relative_clause_permits_nothing():
    from open_research.evidence.qualifiers import modal_labels

    assert modal_labels("ssh-add skips key files that other users can access.") == set()
    assert modal_labels("Other users can access the key files.") == {"permitted"}


def test_a_restriction_in_the_passage_answers_a_claim_negation_of_the_rest():
    claim = "Systems without systemd still use the classical hourly cron job."
    text = (
        "Tiler notes\n\nThis only affects systems using systemd, other systems still use the classical hourly cron job."
    )
    assert verdict(claim, text) != "contradicted"
    assert (
        verdict(claim, "Tiler notes\n\nSystems using systemd still use the classical hourly cron job.")
        == "contradicted"
    )


def test_a_demonstrative_or_a_that_clause_keeps_its_modal():
    from open_research.evidence.qualifiers import modal_labels

    assert modal_labels("Twelve tabs are open, and that cap can be raised above 40.") == {"permitted"}
    assert modal_labels("The manual says that users can edit the file.") == {"permitted"}


def test_a_loose_lists_items_are_not_headings_a_passage_stops_at():
    from open_research.evidence.passages import _title

    items = "Intro.\n\n* Writes UTF-8 files\n\n* Caches thumbnails for 30 days\n"
    assert not _title(items, items.index("* Caches"), len(items) - 1)
    news = "end of 3.4.\n\n* Noteworthy changes in release 3.5 (2016-08-20) [stable]\n\n** New features\n"
    at = news.index("* Note")
    assert _title(news, at, news.index("\n", at))
