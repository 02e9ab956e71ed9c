"""Classes of held9's and held10's misses, each with new examples: a date sentence inside a paragraph
(after another sentence, wrapped, or joined onto a title with no stop), a field/value table's row, a
sentence saying the document was approved or written, an embargo that yields to the dateline, a product
release year in a title, and the statuses an unconfirmed draft,
a text put forward for discussion and a pitch or bid give."""

from __future__ import annotations

from open_research.sources.date_forms import key_value_row
from open_research.sources.date_lines import sentences
from open_research.sources.dates import content_date, stated_date
from open_research.sources.markup import join_wrapped
from open_research.sources.versions import read_version


def test_a_date_sentence_inside_a_paragraph_is_read_as_its_own_line():
    text = "Canal path closure\n\nThis notice was first put up at the lock on 2 May 2024. Updated 9 May 2024."
    assert stated_date(text) == "2024-05-09"
    assert stated_date("Note\nWe moved the depot in spring. Revised on 3 March 2024 by the site team.") == "2024-03-03"
    wrapped = join_wrapped(
        "Key handling (Facilities)\n\nKeys are signed out at the front desk and returned by six each evening to the\n"
        "duty manager, who checks the log against the cabinet. These instructions were last updated on 21\n"
        "October 2024 by the facilities lead after two keys went missing in the summer."
    )
    assert stated_date(wrapped) == "2024-10-21"
    # a later sentence that only mentions a date stays no statement
    assert stated_date("Note\nThe hall is busy. Bookings for the summer open on 3 March 2025.") is None
    assert sentences("First part. Second part on 2 May 2024.") == ["First part.", "Second part on 2 May 2024."]


def test_a_sentence_joined_onto_a_title_with_no_stop_is_still_read():
    title = "Annual accounts for the period ended 30 June 2024"
    text = f"{title} This report was approved by the governing body on 12 November 2024 and signed by the Chair."
    assert content_date(None, title[:60], text) == ("2024-11-12", "stated")
    assert stated_date("Minutes\nThese minutes were agreed by the committee on 4 April 2024.") == "2024-04-04"
    assert stated_date("Plan\nThis strategy was adopted by council on 19 March 2024.") == "2024-03-19"
    assert stated_date("Report\nThis review was prepared by the audit team in June 2024.") == "2024-06-01"


def test_a_field_value_table_row_is_the_field_it_holds():
    assert key_value_row("Field: Opened; Value: 2024-06-11") == "Opened: 2024-06-11"
    assert key_value_row("Property: Approved; Value: 14 May 2024") == "Approved: 14 May 2024"
    assert key_value_row("Item: Last reviewed; Detail: March 2024") == "Last reviewed: March 2024"
    table = (
        "ADR 7: queue choice\n\nKey: Status; Value: Accepted\nKey: Created; Value: 2024-02-20\nKey: Owner; Value: Ops"
    )
    assert stated_date(table) == "2024-02-20"
    # a table of data, or a field/value row naming another date, is no statement
    assert stated_date("Prices\n\nMonth: Opened; Sales: 2024-06-11") is None
    assert stated_date("RFC\n\nField: Target date; Value: 2024-09-01") is None


def test_an_embargo_dates_a_release_only_when_no_dateline_does():
    text = "Museum reopens\n\nEMBARGOED until 00:01, Friday 7 June 2024\n\nYORK, 3 June 2024 \u2013 It reopens."
    assert content_date(None, "Museum reopens", text) == ("2024-06-03", "title")
    other = "Museum reopens\n\nUnder embargo until 7 June 2024\n\nManchester (4 June 2024) - The museum will reopen."
    assert content_date(None, "Museum reopens", other) == ("2024-06-04", "title")
    before = "Results\n\nNot for publication before 10:00, 2 July 2024\n\nLEEDS, 28 June 2024: Results are in."
    assert content_date(None, "Results", before) == ("2024-06-28", "title")
    alone = "Museum reopens\n\nEmbargoed until 00:01, 7 June 2024\n\nThe museum will reopen on 1 July."
    assert content_date(None, "Museum reopens", alone) == ("2024-06-07", "stated")
    published = "Museum reopens\n\nEmbargoed until 7 June 2024\nPublished 6 June 2024\n\nYORK, 3 June 2024 \u2013 Open."
    assert content_date(None, "Museum reopens", published) == ("2024-06-06", "stated")


def test_unconfirmed_and_provisional_drafts_are_drafts():
    assert read_version("Committee minutes", "Status: Unconfirmed draft\nMeeting held 3 May 2024").status == "draft"
    assert read_version("Committee minutes", "Status: unconfirmed").status == "draft"
    assert read_version("Budget", "Status: Provisional draft").status == "draft"
    assert read_version("Budget", "Status: Not yet approved").status == "draft"
    assert read_version("Budget", "Status: Approved").status == "current"


def test_a_text_put_forward_for_discussion_is_a_proposal():
    assert read_version("Team goals 2025", "Proposed by the directors for discussion at the away day.").status == (
        "proposal"
    )
    assert read_version("Rota changes", "Put forward by the staff council").status == "proposal"
    assert read_version("ADR 12: storage", "Status: Under discussion").status == "proposal"
    assert read_version("Parking", "For discussion at the March meeting").status == "proposal"
    # a proposal the text reports, not one it is, stays current
    assert read_version("Minutes", "The chair noted the proposed budget.").status == "current"


def test_a_title_led_by_a_pitch_or_a_bid_is_a_proposal():
    assert read_version("Pitch: sponsorship of the summer fun run").status == "proposal"
    assert read_version("Bid to the Arts Council: touring programme").status == "proposal"
    assert read_version("Bid for the riverside maintenance contract").status == "proposal"
    assert read_version("Funding bid - youth outreach").status == "proposal"
    # a title about bids, or a bidder's guide, stays current
    assert read_version("Bidding guidance for suppliers").status == "current"
    assert read_version("Pitch maintenance schedule").status == "current"


def test_a_product_release_year_in_a_title_is_a_name_not_a_date():
    from open_research.sources.dates import title_date

    assert title_date("Importing from SolidWorks 2022") is None
    assert title_date("Upgrading to Sage Accounts Professional 2021") is None
    assert title_date("ArcGIS Pro 2023: map export settings") is None
    assert title_date("Orbit Server 2022 install notes") is None
    # a year that says when stays a date, abbreviations and plain titles included
    assert title_date("Fee schedule 2024") == "2024-01-01"
    assert title_date("PhD 2024 intake") == "2024-01-01"
    assert title_date("Impact Report 2023") == "2023-01-01"
