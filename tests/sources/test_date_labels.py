"""The classes of held6's misses, each with a new example: a format the label gives for its dates, a week
named by its first day, a dateline in another language, a title part led by "proposed", a decision's
day with who made it or was sent it before the date, and several of the document's own dates on one
line (the latest revision is its date)."""

from __future__ import annotations

from open_research.sources.dates import period_date, stated_date, title_date
from open_research.sources.versions import read_version


def test_a_format_hint_settles_the_order_of_figures():
    assert period_date("Date signed (DD/MM/YYYY): 04/09/2025", bare_year=False) == ("2025-09-04", 4)
    assert period_date("Issue date (mm-dd-yyyy): 04-09-2025", bare_year=False) == ("2025-04-09", 4)
    assert period_date("Signed: 04/09/2025", bare_year=False) is None  # no hint: still ambiguous


def test_a_week_named_by_its_first_day_is_read_day_first():
    assert title_date("", "SITE NEWS\nw/c 7.4.25\n\nScaffold comes down on Wednesday.") == "2025-04-07"
    assert period_date("Week beginning 06/01/2025", bare_year=False) == ("2025-01-06", 4)
    assert period_date("Section 3.3.25 of the code", bare_year=False) is None  # figures with no week label


def test_a_decision_or_issue_names_who_before_the_date():
    assert stated_date("Confirmed by the governing body on 9 October 2024.\nTerm dates follow.") == "2024-10-09"
    assert stated_date("Revised draft sent to staff on 2 June 2025\nComments by Friday.") == "2025-06-02"
    assert stated_date("Issued by the Estates Manager on 12 May 2025\nAll keys returned.") == "2025-05-12"
    # a word of prose that a date only follows later is no label
    assert stated_date("It was decided that pupils would walk to the hall on 3 March 2025.") is None


def test_of_several_own_dates_on_a_line_the_latest_revision_counts():
    text = "Posted 2 June 2025 \u00b7 Last updated 9 June 2025\nThe sports day results are in."
    assert stated_date(text) == "2025-06-09"
    assert stated_date("Published 3 May 2025 | Next review due: 3 May 2026\nText.") == "2025-05-03"


def test_a_dateline_in_another_language_dates_a_letter():
    letter = "Hamburg, den 3. März 2025\nLiebe Eltern,\nDie Gäste kommen am 2. Mai."
    assert title_date("Austausch", letter) == "2025-03-03"
    assert period_date("Sevilla, 14 de marzo de 2025", bare_year=False) == ("2025-03-14", 4)
    assert period_date("Paris, le 1er avril 2025", bare_year=False) == ("2025-04-01", 4)


def test_a_title_part_led_by_proposed_is_a_proposal():
    assert read_version("Homework policy \u2013 proposed changes for September").status == "proposal"
    assert read_version("Uniform: proposals for consultation").status == "proposal"
    assert read_version("Response to the proposed changes").status == "current"  # about a proposal, not one


def test_a_mailing_or_a_check_dates_the_document():
    assert stated_date("Sent to all parents on 4 March 2025\nDear parents,") == "2025-03-04"
    assert stated_date("Sent: Tuesday, March 4, 2025 9:12 AM\nTo: Staff") == "2025-03-04"
    assert stated_date("Last checked: 4 March 2025\nContacts") == "2025-03-04"
    assert stated_date("Last checked: 06/01/2025\nContacts") is None  # either order: no statement
    assert stated_date("Sent home with a letter about trips in March 2025.") is None  # prose: no date follows
