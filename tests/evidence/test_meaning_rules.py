"""Paraphrases whose small words are said another way are not rejected, and the fault beside each
is still rejected: "untested" is "not tested", "doesn’t need to" is "does not have to", a
condition's "cannot find" is no prohibition, "no more than ten can" is a limit, "Do not" forbids,
"should only ... after" is "should not ... before", "needs fewer" is no obligation, "but not that"
excepts nothing, "1.8e+19" is the value 18,000,000,000,000,000,000, and a negation of words the
passage never uses cannot contradict it."""

from __future__ import annotations

import pytest

from open_research.evidence.claims import align
from open_research.evidence.passages import index_source
from open_research.evidence.qualifiers import modal_labels

FAILS = "unsupported or contradicted"

CASES = [
    (
        "The recovery path is untested because no lab machine can simulate the fault.",
        "The recovery path has not been tested, since no lab machine can simulate the fault.",
        "The recovery path has been tested on a lab machine that can simulate the fault.",
    ),
    (
        "The build number doesn’t need to start at 1 or be sequential.",
        "The build number does not have to start at 1 or be sequential.",
        "The build number must start at 1 and be sequential.",
    ),
    (
        "If you delete a user, the numeric ID of that user may be reused for a new account.",
        "Without the keep-ids option, the numeric ID of a deleted user may be reused for a new account.",
        "The numeric ID of a deleted user is never reused for a new account.",
    ),
    (
        "You may charge a fee or no fee for each download of the archive.",
        "You can charge a fee, or nothing, for each download of the archive.",
        "You may not charge a fee for each download of the archive.",
    ),
    (
        "If no free slot can be found after ten tries, the insert fails with a FULL error.",
        "The insert fails with a FULL error when it cannot find a free slot after ten tries.",
        "The insert fails with a FULL error when it cannot find a free slot after five tries.",
    ),
    (
        "The number of open tabs is limited to 12 by default and cannot be raised above 40.",
        "No more than twelve tabs can be open by default, and that cap cannot be raised above 40.",
        "Twelve tabs are open by default, and that cap can be raised above 40.",
    ),
    (
        "Do not put passwords in the shared config file.",
        "Passwords should not be put in the shared config file.",
        "Passwords may be put in the shared config file.",
    ),
    (
        "You should not enable the flag before the team has reviewed the change.",
        "The flag should only be enabled after the team has reviewed the change.",
        "You should enable the flag before the team has reviewed the change.",
    ),
    (
        "The new cache uses fewer disk writes and is thus less exposed to flash wear.",
        "The new cache needs fewer disk writes and is thus less exposed to flash wear.",
        "The new cache must use fewer disk writes and is thus less exposed to flash wear.",
    ),
    (
        "Typically, text such as source code is reduced by 60-70%.",
        "Source code typically shrinks by 60 to 70 percent.",
        "Source code typically shrinks by 80 to 90 percent.",
    ),
    (
        "Files created by zip can be uncompressed by gzip only if they have a single member compressed by deflation.",
        "Files created by zip can be unpacked by gzip only if they have a single member compressed by deflation.",
        "Files created by zip can be unpacked by gzip only if they have two members compressed by deflation.",
    ),
    (
        "In theory the table can hold about 1.8e+19 rows.",
        "In theory the table can hold about 18,000,000,000,000,000,000 rows.",
        "In theory the table can hold about 1.8e+18 rows.",
    ),
    (
        "The scheduler guarantees that job numbers will be increasing but not that they will be consecutive.",
        "Job numbers from the scheduler always increase, though they are not guaranteed to be consecutive.",
        "The scheduler guarantees that job numbers will be consecutive.",
    ),
]


def status(claim: str, text: str) -> str:
    got = align(claim, index_source(text, "Notes")).status
    return FAILS if got in ("unsupported", "contradicted") else got


@pytest.mark.parametrize("passage, true, _", CASES)
def test_the_paraphrase_is_not_rejected(passage, true, _):
    assert status(true, passage) != FAILS


@pytest.mark.parametrize("passage, _, fault", CASES)
def test_the_fault_beside_it_is_rejected(passage, _, fault):
    # "two members" against "a single member": no figure of the passage differs lexically, so the
    # fault is not found rather than contradicted (issue 21): unverified, never confirmed
    # nor is a modal verb over a passage that has none ("must use" for "uses", round 7): not confirmed
    added_modal = bool(modal_labels(fault)) and not modal_labels(passage)
    want = "unverified" if "two members" in fault or added_modal else FAILS
    assert status(fault, passage) == want


def test_an_out_of_range_exponent_is_no_figure():
    assert status("The value 1e999 overflows.", "The value 1e999 overflows a double.") != FAILS


def test_a_file_extension_keeps_its_space_in_a_cited_sentence():
    """ ".z and .gz" is not ".z and.gz", an identifier the passage never states."""
    from open_research.evidence import make_record
    from open_research.evidence.citations import verify_report

    rec = make_record(
        path="gzip.txt",
        title="gzip",
        text="Any suffix can be given, but suffixes other than .z and .gz should be avoided to avoid confusion.",
        origin_tool="local_search",
    ).model_dump(mode="json")
    claim = "Suffixes other than .z and .gz should be avoided, to prevent confusion"
    got = verify_report(f"{claim} [{rec['source_id']}].\n", [rec]).citations[0]
    assert got.status == "unverified", got.reason
