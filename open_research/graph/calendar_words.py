"""A day of the calendar written without its year, and a day of the week: dates by their words.

"Rent is payable by 31 October" and "Entries close on March 15" give the date a deadline falls on every
year; the year is left to the reader, so the figure reader (which needs a year to make a date) sees only
the number 31. For the question "by what date must it be paid" such a unit states a date all the same.
``relevance`` reads the kinds these words state beside the figures' kinds. Pure functions.
"""

from __future__ import annotations

import re

__all__ = ["WEEKDAY", "calendar_kinds"]

#: A day of the week, in full ("Tuesday", "Saturdays").
WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I)

_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
#: A day and a month, either way round ("31 October", "31st Oct", "October 31"): a date, with or without a
#: year after it. The month is capitalised as a name is: "may 5" is not a date.
DAY_MONTH = re.compile(rf"(?<![\d.,:/£$€])\b{_DAY}\s+(?:of\s+)?{_MONTH}\b|\b{_MONTH}\s+{_DAY}\b(?![\d.,:]\d)")


def calendar_kinds(text: str) -> set[str]:
    """The kinds of date the text states by words: "weekday" for a day of the week, "date" for a day
    and a month (its year may be left out)."""
    out: set[str] = set()
    if WEEKDAY.search(text):
        out.add("weekday")
    if DAY_MONTH.search(text):
        out.add("date")
    return out
