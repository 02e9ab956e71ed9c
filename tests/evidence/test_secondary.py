"""A blog, newsletter or news item is a secondary post; an official page, notice or policy is not; and
a value said to be old, ended or moved is one its source replaced."""

from __future__ import annotations

from open_research.evidence.secondary import is_secondary
from open_research.evidence.standing import replaced_values


def test_posts_are_secondary_by_folder_name_or_opening():
    assert is_secondary({"path": "/kb/news/blog-2026-10-12-autumn.html", "title": "Autumn reminders", "text": "Hi."})
    assert is_secondary({"path": "/kb/x/issue-12.html", "title": "Hobbleton Recycles newsletter", "text": "Hi."})
    assert not is_secondary(
        {"path": "/kb/help/repeat-prescriptions.html", "title": "Repeat prescriptions", "text": "x"}
    )
    assert not is_secondary({"path": "/kb/policies/password-policy.pdf", "title": "Password policy", "text": "x"})


def test_a_value_said_old_ended_or_moved_is_replaced():
    moved = "The switch-off, announced for 30 November 2026,\nhas been moved to Thursday 14 January 2027."
    assert replaced_values({"text": moved}) == {"date:2026-11-30"}
    old = "Ring 01632 963 999. The old out-of-hours number 01632 963 400 will stop working on 1 September."
    assert "tel:632963400" in replaced_values({"text": old})
    assert "tel:632963999" not in replaced_values({"text": old})
    gone = "Ring 01632 964 357. The old number 01632 964 100 is no longer answered."
    assert "tel:632964100" in replaced_values({"text": gone})
    assert not replaced_values({"text": "The shop opens at 10:00 and is no longer open on Mondays."})
