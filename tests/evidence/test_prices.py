"""A price keeps its currency wherever it is written: after a label's colon, in a row, in a sentence."""

from __future__ import annotations

import pytest

from open_research.evidence.normalize import figures
from open_research.evidence.statements import text_statements


@pytest.mark.parametrize(
    "text, value",
    [
        ("Locker hire: £3.40", "£3.40"),
        ("Locker hire:£3.40", "£3.40"),
        ("Towel rental (€2.75) at the desk", "€2.75"),
        ("A day pass costs $ 11.25.", "$ 11.25"),
    ],
)
def test_a_decimal_price_is_money_not_a_clock_time(text, value):
    [fig] = figures(text)
    assert fig.text == value
    assert not any(t.startswith("time:") for t in fig.alternatives)
    assert any(t.endswith((":gbp", ":eur", ":usd")) for t in fig.alternatives)


def test_a_time_written_with_a_dot_is_still_a_time():
    assert "time:18:30" in figures("The pool closes at 18.30 on Sundays.")[0].alternatives


@pytest.mark.parametrize(
    "text, kind, key",
    [
        ("Locker hire: £3.40", "money:gbp", "3.4"),
        ("Item: Locker hire; Price: £3.40", "money:gbp", "3.4"),
        ("Locker hire costs £3.40 at the front desk.", "money:gbp", "3.4"),
        ("Locker hire costs EUR 3.40 at the front desk.", "money:eur", "3.4"),
        ("Locker hire costs 3.40 EUR at the front desk.", "money:eur", "3.4"),
    ],
)
def test_a_price_is_stated_as_a_price(text, kind, key):
    [found] = [(s.kind, s.key) for s in text_statements(text, "src") if s.kind.startswith("money")]
    assert found == (kind, key)
