"""Which source leads as "Current": a newer official source stating another value for the same thing
leads over an old page titled with the question, a later blog repeating a value an official page
changed is earlier, and a change said in words ("has been moved to") makes the older notice earlier."""

from __future__ import annotations

from open_research.evidence import make_record
from open_research.graph.extractive import extractive_report


def rec(path, title, text, date, status="current"):
    return make_record(
        path=path,
        title=title,
        text=text,
        origin_tool="t",
        published_at=date,
        published_at_basis="stated",
        status=status,
    ).model_dump(mode="json")


def body(md: str) -> str:
    return md.split("## References")[0]


def current(md: str) -> str:
    """The lead's block: from "### Current" to the next heading."""
    return md.split("### Current", 1)[1].split("\n#", 1)[0]


HELP = rec(
    "/kb/help/how-many-times-can-i-take-my-van-to-the-tip.md",
    "How many times can I take my van to the tip?",
    "How many times can I take my van to the tip?\n\nPosted 11 March 2024.\n\n"
    "With a free van permit you can make 18 visits a year to the recycling centres.",
    "2024-03-11",
)
SCHEME = rec(
    "/kb/permits/permit-scheme-2026.md",
    "Recycling centres: van and trailer permit scheme 2026/27",
    "Agreed on 9 February 2026; in force from 1 April 2026.\n\n"
    "Rule: Visits allowed; 2026/27 scheme: 12 visits per permit year, at either site\n"
    "Rule: Cost of the permit; 2026/27 scheme: Free\n"
    "Rule: 9 February 2026; 2026/27 scheme: Visits per year cut from 18 to 12.",
    "2026-02-09",
)
CONSULTATION = rec(
    "/kb/consultation/van-permits-2027.md",
    "Consultation: changes to the van permit scheme for 2027/28",
    "Published 16 November 2026. These are proposals only.\n\n"
    "Cut the visits allowed on a van permit to 8 visits a year.",
    "2026-11-16",
)


def test_a_newer_scheme_that_cut_the_value_leads_over_the_page_titled_with_the_question():
    md = body(extractive_report("how many times can i take my van to the tip", [HELP, SCHEME, CONSULTATION]))
    assert "12 visits" in current(md) and "18 visits" not in current(md)
    assert "### Earlier: How many times can I take my van to the tip?" in md
    assert md.index("12 visits") < md.index("18 visits")


PAGE = rec(
    "/kb/help/repeat-prescriptions.html",
    "Repeat prescriptions",
    "Repeat prescriptions\n\nUpdated 1 September 2026.\n\nPlease give us 48 hours' notice for a repeat prescription.",
    "2026-09-01",
)
BLOG = rec(
    "/kb/news/blog-2026-10-12-autumn-reminders.html",
    "Autumn reminders from the team",
    "Vets blog, posted 12 October 2026 by the reception team.\n\n"
    "Running low on tablets? Please give us 72 hours' notice for repeat prescriptions.",
    "2026-10-12",
)


def test_a_later_blog_repeating_another_value_is_no_rival_of_the_official_page():
    md = body(extractive_report("how much notice do you need for repeat prescriptions?", [PAGE, BLOG]))
    assert "48 hours" in current(md) and "72 hours" not in current(md)
    assert "The sources disagree" not in md
    assert "### Earlier: Autumn reminders from the team" in md


NOTICE = rec(
    "/kb/announcements/2026-09-21-move.md",
    "Move to Thistle Connect: SecureReach switches off on 30 November 2026",
    "Published 21 September 2026.\n\nSecureReach will be switched off on 30 November 2026.",
    "2026-09-21",
)
MOVED = rec(
    "/kb/announcements/2026-11-09-switch-off-moved.eml",
    "SecureReach VPN: switch-off moved to 14 January 2027",
    "The switch-off of the old SecureReach VPN, announced for 30 November 2026,\n"
    "has been moved to Thursday 14 January 2027 so that the planning teams can move after the peak.",
    "2026-11-09",
)


def test_a_date_said_to_have_moved_makes_the_first_notice_earlier():
    md = body(extractive_report("when is securereach getting switched off?", [NOTICE, MOVED]))
    assert "14 January 2027" in current(md)
    assert "The sources disagree" not in md
    assert "### Earlier: Move to Thistle Connect" in md


EMAIL = rec(
    "/kb/practice/2026-08-20-new-out-of-hours-provider.eml",
    "Changes to our out-of-hours emergency service from 1 September",
    "From 1 September 2026 our out-of-hours service moves to Vetline Emergency Vets.\n\n"
    "The old out-of-hours number 01632 963 400 will stop working on 1 September.",
    "2026-08-20",
)
SLIDES = rec(
    "/kb/team/practice-meeting-september-2026.pptx",
    "Practice meeting, 2 September 2026",
    "Out of hours from 1 September\nVetline Emergency Vets, 22 Quarry Road\nClients ring 01632 963 999",
    "2026-09-02",
)
REMINDER = rec(
    "/kb/news/blog-2026-10-12-autumn-reminders.html",
    "Autumn reminders from the team",
    "Vets blog, posted 12 October 2026.\n\n"
    "If your pet is poorly out of hours, ring our out-of-hours line on 01632 963 400.",
    "2026-10-12",
)


def test_a_number_a_notice_says_stopped_working_never_leads_though_the_notice_scores_nothing():
    md = body(
        extractive_report(
            "what number do i ring if my cat is ill in the middle of the night?", [EMAIL, SLIDES, REMINDER]
        )
    )
    assert "01632 963 999" in current(md) and "963 400" not in current(md)
    assert "### Earlier: Autumn reminders from the team" in md
