"""What a question's words ask for: a price, a date, a duration, the size of a change, a person, a place.

"How much does a swim cost" asks for a price, "how much notice" for a length of time, "by how much are
rents going up" for the size of a change, "how soon must it be reported" for the time allowed, "what
time" for a clock time. ``relevance.focus`` reads these cues into the part's aspects. Constants only.
"""

from __future__ import annotations

import re

from open_research.text import stem

__all__ = [
    "ASKERS_OWN",
    "CALL_NUMBER",
    "CUES",
    "DENIAL",
    "DONE_BY",
    "HOW_SOON",
    "IN_CHARGE",
    "MOVE_VERB",
    "NOWADAYS",
    "PERSON_ASKED",
    "RISE",
]

#: "in charge of" names who is responsible, not a charge (a price): read as the idiom, never as its words.
IN_CHARGE = re.compile(r"\bin\s+charge\b", re.I)

#: A negation of what something does ("cannot book", "does not take", "no longer answers").
DENIAL = re.compile(
    r"\b(?:cannot|can't|can’t|can\s+not|could\s+not|does\s+not|doesn't|doesn’t|do\s+not|don't|don’t|"
    r"will\s+not|won't|won’t|no\s+longer)\b",
    re.I,
)
#: A person asked for by a generic noun ("the person I deal with", "someone to talk to"): who is responsible
#: is asked, and no document calls its officer "the person".
PERSON_ASKED = re.compile(r"\b(?:the|a|which|what)\s+(?:person|people|individual)\b|\bsomeone\b", re.I)
#: The asker, or a person of the asker's named by relation or age: "my name", "my daughter", "my 7 year
#: old". Who the answer is for, never the thing asked about ("get my name on the waiting list" asks about
#: the list, "lessons for my 7 year old" about the lessons).
ASKERS_OWN = re.compile(
    r"\b(?:my|our)\s+(?:names?|daughters?|sons?|child(?:ren)?|kids?|mum|mom|mother|dad|father|husband|wife|"
    r"partner|parents?|grand(?:son|daughter|child|children|ma|pa|mother|father)s?|baby|family|"
    r"\d{1,3}[- ]?(?:years?|yrs?)[- ]olds?)\b(?!-)",
    re.I,
)
#: A number to call: "the out-of-hours emergency number", "which number do I ring" (not "number of").
CALL_NUMBER = re.compile(
    r"\b(?:emergency|helpline|hotline|hours|contact|phone|telephone|call|dial|ring)\b[\w\s'-]{0,24}?"
    r"\bnumbers?\b(?!\s+of\b)|\bnumbers?\s+(?:to|do I|should I)\s+(?:call|ring|dial)\b",
    re.I,
)
#: The size of a change: stated by a share or a sum of money, named by a verb of change.
RISE = "rise"
HOW_SOON = re.compile(r"\bhow soon\b", re.I)
#: "Now" said in days ("these days", "nowadays"): when the answer holds, never a number of days asked.
NOWADAYS = re.compile(r"\b(?:these|those) days\b|\bnowadays\b", re.I)
#: The verb of a change in a question ("are rents going up"): neither the subject nor the thing asked.
MOVE_VERB = re.compile(r"\b(?:go(?:es|ing)?|went|gone)\s+(?:up|down)\b", re.I)
#: The verb of a deadline asked, closing the part ("the date the rent has to be paid by", "when must forms be
#: returned by?"): what has to be done by then, neither the thing asked about nor a word its source repeats.
DONE_BY = re.compile(r"\b(?:be|been|is|are)\s+[a-z]+\s+by\b(?=\s*(?:[?.!,;:]|$))", re.I)
#: A change in size after "how much": "how much are rents going up", "how much did fares rise".
_MOVE = (
    r"(?=(?:\s+\w+){0,4}?\s+(?:go(?:es|ing)? (?:up|down)|went (?:up|down)|ris(?:e|es|ing)|rose|increas\w*|"
    r"fall\w*|fell|drop\w*|chang\w*)\b)"
)
#: What a question word asks for.
CUES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "how much notice" asks for a duration ("14 days"), not a price nor the date it ends
    (
        re.compile(
            r"(?<!\bby )\bhow much\b(?!\s+(?:advance\s+)?(?:notice|time|warning|lead time)\b)(?!"
            + _MOVE
            + r")|\bcosts?\b",
            re.I,
        ),
        "price",
    ),
    # "by how much are rents going up": the size of a change (a share or a sum), not a price
    (re.compile(r"\bby how much\b|\bhow much\b" + _MOVE, re.I), RISE),
    (re.compile(r"\bhow much (?:advance\s+)?(?:notice|time|warning|lead time)\b", re.I), stem("duration")),
    (re.compile(r"\bwhen\b|\bwhat date\b|\bby when\b|\bhow soon\b(?!\s+(?:must|should)\b)", re.I), "when"),
    # "how soon must a missed bin be reported": the time allowed ("within 2 working days"), not a date
    (re.compile(r"\bhow soon (?:must|should)\b", re.I), stem("duration")),
    (re.compile(r"\bwhat time\b", re.I), "times"),  # a clock time, not the date a change takes effect
    (re.compile(r"\bhow (?:many|long|heavy|big|large|far|often)\b", re.I), "amount"),
    (re.compile(r"\bhow (?:quickly|fast)\b|\bwithin how (?:long|many)\b", re.I), stem("duration")),
    (re.compile(r"\bwho\b|\bwhom\b", re.I), "responsible"),
    (IN_CHARGE, "responsible"),
    (re.compile(r"\bwhere\b", re.I), stem("location")),
    (re.compile(r"\b(?:which|what) days?\b|\bday of the week\b", re.I), "weekday"),
    (CALL_NUMBER, "contact"),
)
