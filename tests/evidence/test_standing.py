"""Which source is in force: status, "replaces", reposts and the strength of a date decide the order."""

from __future__ import annotations

from open_research.evidence import make_record
from open_research.evidence.recency import replaces
from open_research.evidence.standing import (
    date_phrase,
    is_proposed,
    is_repost,
    order_sources,
    proposes,
    replaced_values,
    reports_change,
    same_attribute,
    standing,
)


def rec(path, text, date=None, basis=None, status="current", title=""):
    return make_record(
        path=path,
        title=title or path,
        text=text,
        origin_tool="t",
        published_at=date,
        published_at_basis=basis,
        status=status,
    ).model_dump(mode="json")


def titles(records):
    return [r["path"] for r in order_sources(records)]


def test_a_superseded_document_never_leads_whatever_its_date():
    old = rec("/a.md", "The fee is 10 EUR.", "2026-05-01", "stated", status="superseded")
    new = rec("/b.md", "The fee is 12 EUR.", "2025-01-01", "stated")
    assert titles([old, new]) == ["/b.md", "/a.md"]
    assert standing(old, new) == "earlier"


def test_a_proposal_and_a_draft_follow_what_is_in_force():
    prop = rec("/p.md", "We propose 19:00.", "2026-06-01", "stated", status="proposal")
    cur = rec("/c.md", "The last ferry is at 18:30.", "2026-02-16", "stated")
    assert titles([prop, cur]) == ["/c.md", "/p.md"]
    assert standing(prop, cur) == "proposal"


def test_a_repost_dated_later_does_not_outrank_its_original():
    original = rec("/notice.md", "The last ferry is at 18:30.", "2026-02-16", "stated")
    repost = rec("/blog.md", "Reposted from the operator's notice: the last ferry is at 17:30.", "2026-02-18", "stated")
    assert is_repost(repost) and not is_repost(original)
    assert titles([repost, original]) == ["/notice.md", "/blog.md"]
    assert standing(repost, original) == "repost"


def test_a_source_that_says_it_replaces_another_leads_even_when_older():
    policy = rec("/policy.md", "Opening hours 07:00 to 17:00.", "2026-03-03", "stated", title="Opening hours policy")
    notice = rec(
        "/notice.md",
        "This notice replaces the opening hours policy of 3 March 2026: open 07:00 to 18:00.",
        "2026-02-16",
        "stated",
    )
    assert titles([policy, notice]) == ["/notice.md", "/policy.md"]


def test_a_stated_date_outranks_a_newer_file_date_and_an_undated_source_comes_last():
    stated = rec("/s.md", "x", "2025-01-01", "stated")
    mtime = rec("/m.md", "x", "2026-11-30", "file_mtime")
    undated = rec("/u.md", "x")
    assert titles([undated, mtime, stated]) == ["/s.md", "/m.md", "/u.md"]


def test_a_weak_date_is_said():
    assert date_phrase(rec("/m.md", "x", "2026-11-30", "file_mtime")) == "2026-11-30 (date from the file)"
    assert "file's name" in date_phrase(rec("/2026/m.md", "x", "2026-01-01", "path"))
    assert date_phrase(rec("/s.md", "x", "2026-02-16", "stated")) == "published 2026-02-16"
    assert date_phrase(rec("/u.md", "x")) == "date not stated"


def test_proposals_and_same_attribute():
    assert is_proposed("The ferry office manager proposed moving the last departure to 19:00.")
    assert not is_proposed("The last departure is at 18:30.")
    assert same_attribute("The warehouse closes at 17:00 on weekdays.", "The warehouse closes at 18:00 on weekdays.")
    assert not same_attribute("The warehouse closes at 17:00 on weekdays.", "Parking costs 2 EUR per hour.")


def test_a_date_from_the_file_name_is_compared_with_a_stated_one_by_the_date():
    faq = rec("/faq/what-is-the-fee.md", "The fee is 10 EUR.", "2025-02-11", "stated", title="What is the fee?")
    listed = rec("/prices/price-list-2026.csv", "Fee: 12 EUR", "2026-01-01", "path")
    same_day = rec("/notice.md", "The fee is 12 EUR.", "2026-01-01", "stated")
    assert titles([faq, listed]) == ["/prices/price-list-2026.csv", "/faq/what-is-the-fee.md"]
    assert titles([listed, same_day])[0] == "/notice.md"


def test_the_values_a_source_replaces_are_those_after_its_replace_word():
    change = rec("/n.md", "From 5 January 2026, bins in Old Town are collected on Friday instead of Thursday.")
    assert replaced_values(change) == set()  # 5 January 2026 is when it starts, not a replaced value
    notice = rec("/e.md", "This notice replaces the end-of-support date of 31 March 2026.")
    assert "date:2026-03-31" in replaced_values(notice)
    assert replaced_values(rec("/k.md", "The deposit is £35, up from £30.")) == {"num:30:gbp"}


def test_these_replace_the_times_published_in_a_month_takes_the_older_ones_place():
    old = rec("/hours-2024.md", "Open 08:00 to 20:00.", "2024-03-01", "stated", title="Harbourside tip opening times")
    new = rec(
        "/hours-2026.md",
        "From 1 April 2026 the tip has new hours. These replace the opening times published in March 2024.",
        "2026-03-09",
        "stated",
        title="New hours at the tip",
    )
    assert replaces(new, old) and not replaces(old, new)
    assert titles([old, new]) == ["/hours-2026.md", "/hours-2024.md"]
    assert standing(old, new) == "earlier"


def test_one_rule_of_replacement_reads_every_form_and_needs_the_older_one_named():
    old = rec("/a.md", "Support ends 31 March 2026.", "2025-06-02", "stated", title="Kestrel Sync 4 lifecycle")
    for said in (
        "This notice replaces the notice of 2 June 2025.",  # its stated date
        "These dates supersede the Kestrel Sync 4 lifecycle page.",  # its title words, plural verb
        "The dates below replace those published in June 2025.",  # its month and year
    ):
        assert replaces(rec("/b.md", said, "2026-02-02", "stated"), old), said
    unrelated = rec("/c.md", "Replace the battery every two years. This guide replaces nothing.", "2026-02-02")
    assert not replaces(unrelated, old)
    weak = rec("/a.md", "Support ends 31 March 2026.", "2025-06-02", "file_mtime")
    assert not replaces(rec("/b.md", "These replace the ones published in June 2025."), weak)  # a file date is no name


def test_a_replaced_decimal_value_is_read_whole():
    row = rec("/spec.md", "Beer: Saltmarsh Pale; ABV: 4.2%; Note: from batch 260; previously 4.5%")
    gone = replaced_values(row)
    assert any("4.5" in v for v in gone) and not any("4.2" in v for v in gone)


def test_phone_numbers_are_values_and_a_replaced_one_is_read():
    from open_research.evidence.standing import phones

    assert [t for _, t in phones("Call 0117 496 0888, day or night.")] == ["tel:174960888"]
    assert [t for _, t in phones("call +44 117 496 0888 now")] == ["tel:174960888"]  # one number, two forms
    assert phones("In 2026 we moved 1,200 kg and 0.5 litres.") == []
    said = "This replaces our arrangement with Vets Now, whose number 0117 496 0888 no longer reaches us."
    assert "tel:174960888" in replaced_values(rec("/n.md", said))


def test_newer_compares_dates_the_text_or_file_name_give_only():
    from open_research.evidence.standing import newer

    listed = rec("/price-list-2026.csv", "x", "2026-01-01", "path")
    page = rec("/p.md", "x", "2025-02-11", "stated")
    copied = rec("/c.md", "x", "2026-11-30", "file_mtime")
    assert newer(listed, page) and not newer(page, listed)
    assert not newer(copied, page)  # a checkout's file time says nothing of the content's age


def test_they_replace_names_replaced_values_and_the_imperative_replace_does_not():
    said = "Prices from 1 January 2026 (they replace the 2025 prices of £15.00 for dogs and £12.00 for cats):"
    gone = replaced_values(rec("/plan.md", said))
    assert any("15" in v for v in gone) and not any("2026-01-01" in v for v in gone)
    assert replaced_values(rec("/manual.md", "Replace the filter every 2 months.")) == set()


def test_a_row_giving_one_attribute_for_two_periods_names_the_earlier_value():
    from open_research.evidence.periods import earlier_period_values

    row = "Locker site: Ferndale; Daily fee from 1 May 2026: 4.10 EUR; Daily fee 2025/26: 3.80 EUR; Lockers: 12"
    assert earlier_period_values(row) == {"num:3.8:eur"}
    assert replaced_values({"text": row}) == {"num:3.8:eur"}
    assert earlier_period_values("Locker site: Ferndale; Daily fee from 1 May 2026: 4.10 EUR; Lockers: 12") == set()


def test_a_change_naming_the_thing_between_verb_and_old_amount_marks_the_old_amount():
    from open_research.evidence.standing import replaced_values

    assert replaced_values({"text": "This year we lowered the locker rental from £40 to help new members."}) == {
        "num:40:gbp"
    }
    assert replaced_values({"text": "The trust raised the guided tour fee from £6 to £7."}) == {"num:6:gbp"}
    assert replaced_values({"text": "We cut opening hours from 3 March 2026 at the annexe."}) == set()


def test_a_defeated_motion_is_a_proposal_and_its_from_amount_still_holds():
    from open_research.evidence.standing import is_proposed, replaced_values

    said = "The motion to raise the mooring charge from £300 to £340 was defeated, so it stays at £300."
    assert is_proposed(said)
    assert replaced_values({"text": said}) == set()


def test_a_file_names_month_does_not_outrank_a_date_the_notice_states_in_the_same_year():
    """The harbour's notice of 12 October states its date; the newsletter is dated only by its path
    ("news/quayside-news-november-2026.html"): it does not lead, nor make the notice "earlier"."""
    from open_research.evidence.standing import newer

    notice = rec("/notices/lntm-14-2026.pdf", "From 1 November 2026 call on VHF channel 12.", "2026-10-12", "stated")
    news = rec("/news/quayside-news-november-2026.html", "Call on channel 14.", "2026-11-01", "path")
    assert titles([news, notice]) == ["/notices/lntm-14-2026.pdf", "/news/quayside-news-november-2026.html"]
    assert standing(notice, news) != "earlier" and newer(notice, news) and not newer(news, notice)
    # a file name of a later year still outranks an older stated date
    old_page = rec("/faq.md", "Call on channel 14.", "2025-06-01", "stated")
    assert titles([old_page, news])[0] == "/news/quayside-news-november-2026.html"


def test_a_consultation_document_proposes_but_a_vets_consultation_page_does_not():
    """A consultation is a proposal when the title is one ("Consultation: ...", "consultation on ..."),
    not when it is the thing priced ("How much is a consultation?")."""
    assert proposes({"title": "Consultation: growing the bike share", "text": ""})
    assert proposes({"title": "Public consultation on parking charges", "text": ""})
    assert not proposes({"title": "How much is a consultation at Orchard Vets?", "text": ""})


def test_a_statement_of_a_move_reports_a_change():
    assert reports_change("From Monday 14 September the stop on Quay Street has moved to Anchor Square.")
    assert reports_change("The Quay Street stop was removed on 14 September 2026.")
    assert not reports_change("The bus stop is on the Quay Street forecourt.")
