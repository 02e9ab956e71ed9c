"""Is a sentence about the part of the question it would answer?

Shared keywords are not enough: "The car park is open 24 hours." shares "open" with a question about
the museum's opening hours, and a bus ticket's price shares "price" with the cafe's. A unit (a
sentence, a table row, a list item) is about a part only when it shares the part's **subject** (the
named thing: the museum, the Pier 4 cafe, the pallet) and states the asked **aspect** (a price, a
time, a date, a limit, who is responsible...). The subject may be named by the unit's document (its
title: a menu's rows do not repeat "cafe"); the aspect must be in the unit itself, as a word of the
aspect's group (``ambiguity_words``: "fares" is a price) or as a figure of its kind (a price in EUR,
a clock time, a date). A part that names no aspect needs its subject in the unit.

Sharing the place and the aspect is not enough either: postage at the museum shop and a bus ticket to
the museum are prices "at the museum", not the coffee's. The part's **head** (``head_words``: the
thing asked about, its words outside the place phrases "at the Riverside Museum cafe" and proper
names) must be named by the unit or its title (``names_head``), and a unit that names another of a
numbered thing ("Priority 2" for "Priority 1") is about that one. Pure functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from open_research.evidence.normalize import figures
from open_research.graph.ambiguity import key, subject_words, topic_keys
from open_research.graph.ambiguity_words import ASPECTS
from open_research.graph.calendar_words import WEEKDAY as _WEEKDAY
from open_research.graph.calendar_words import calendar_kinds
from open_research.graph.cues import ASKERS_OWN as _ASKERS_OWN
from open_research.graph.cues import CALL_NUMBER as _CALL_NUMBER
from open_research.graph.cues import CUES as _CUES
from open_research.graph.cues import DENIAL as _DENIAL
from open_research.graph.cues import DONE_BY as _DONE_BY
from open_research.graph.cues import HOW_SOON as _HOW_SOON
from open_research.graph.cues import IN_CHARGE as _IN_CHARGE
from open_research.graph.cues import MOVE_VERB as _MOVE_VERB
from open_research.graph.cues import NOWADAYS as _NOWADAYS
from open_research.graph.cues import PERSON_ASKED as _PERSON_ASKED
from open_research.graph.cues import RISE as _RISE
from open_research.graph.people import names_person
from open_research.text import name_tokens, stem

__all__ = [
    "Focus",
    "focus",
    "head_words",
    "numbered_names",
    "other_numbered",
    "family_names",
    "sibling_only",
    "is_about",
    "names_head",
    "relevance",
    "names_subject",
    "states_aspect",
]

#: What a unit that names a valued aspect ("opening hours") but states no value of its kind keeps.
FIGURELESS = 0.4
#: What a unit keeps whose figure is of the asked kind but neither it nor its title names the aspect.
UNANCHORED = 0.5
#: What a unit gains at most by naming the words of the prompt's preamble (its qualifiers).
QUALIFIED = 0.5
#: What a unit keeps that says its contact cannot do the asked thing ("cannot book lessons").
DENIED = 0.3
#: Aspects that ask whom to turn to: a contact or who is responsible.
_WHO_OR_WHERE_TO = frozenset({"contact", "responsible"})
#: What a unit keeps whose document's title names none of the subject's words.
OFF_TITLE = 0.7
#: Aspects that say how to present the answer, not what it is: every section shows its changes.
_PRESENTATION = frozenset({"change", stem("policy"), stem("status"), stem("rule")})
_NUMBER = key("number")
#: A hyphenated modifier ("out-of-hours", "part-time") names a kind of the thing asked, not the aspect asked.
_COMPOUND = re.compile(r"\b\w+(?:-\w+)+\b")
#: The unit of a rate ("per month", "per user", "hourly pay"): an amount is asked, not a duration or hours.
_RATE = re.compile(r"\bper\s+(?:day|week|month|year|hour|night|mile|km|user|person)s?\b|\bhourly\b", re.I)
#: A rate's period as an adjective ("the yearly rent", "a monthly fee"): the period, not the thing priced.
_PERIODIC = re.compile(r"\b(?:dai|week|month|year|night)ly\b", re.I)
#: A day of the week ("closed every Wednesday", "Collection day: Friday"): what "which day" asks for.
_DURATION = frozenset({stem("days"), stem("weeks")})
#: Things that are themselves a sum paid ("the rent"): a price is asked, and the word stays its subject.
_PRICED = frozenset(stem(w) for w in ("rent", "rents", "rental", "subscription", "subscriptions", "premium", "toll"))
#: Words (as written, casefolded) that state an aspect without its group's own words.
_ASPECT_WORDS: dict[str, frozenset[str]] = {
    "responsible": frozenset(
        "responsible responsibility owner owns manager head lead leads led officer contact appointed "
        "coordinator coordinates approves elected chair chairs chaired provided provides provider operated "
        "operates".split()
    ),
    stem("location"): frozenset(
        "located address street road floor building site entrance hosted host centre centres center region".split()
    ),
    stem("address"): frozenset("located address street road floor building".split()),
    stem("deadline"): frozenset("within before deadline later latest".split()),
    "contact": frozenset("phone telephone email e-mail mail call write".split()),
    _RISE: frozenset(
        "rise rises rising rose increase increases increased increasing raise raised fall falls fell "
        "decrease decreased reduce reduced cut".split()
    ),
}
#: Words naming a measured attribute, and the unit kinds that state it ("1,200 kg" is a weight).
_MEASURES: dict[str, frozenset[str]] = {
    stem("weight"): frozenset({"kg", "g", "tonne"}),
    stem("heavy"): frozenset({"kg", "g", "tonne"}),
    stem("length"): frozenset({"km", "m", "cm", "mm", "mile"}),
    stem("distance"): frozenset({"km", "m", "mile"}),
    stem("days"): frozenset({"day", "week", "month"}),
    stem("weeks"): frozenset({"day", "week", "month"}),
    stem("period"): frozenset({"day", "week", "month", "year"}),
    stem("window"): frozenset({"day", "week", "h", "min"}),
    stem("duration"): frozenset({"day", "week", "month", "year", "h", "min"}),
}
_LOCATION = stem("location")
#: A place named after "in"/"at" ("in Frankfurt", "at the Northbank office").
_PLACE = re.compile(r"\b(?:in|at|on)\s+(?:the\s+)?[A-Z][a-z]{2,}")
#: A currency written next to a figure: before it ("£", "€ ") or after it ("EUR", " pence", "45p").
_CURRENCY_BEFORE = re.compile(r"[$€£]\s?$")
_CURRENCY_AFTER = re.compile(r"\s?(?:EUR|USD|GBP|euros?|dollars?|pounds?|pence|cents?)\b|p(?![\w.])", re.I)
_EMAIL_OR_URL = re.compile(r"\S+@\S+|https?://\S+|www\.\S+")
_EMAIL_OR_PHONE = re.compile(r"\S+@\S+\.\w+|\+?\d[\d ()-]{6,}\d")
#: A place phrase: "at the Riverside Museum cafe", "in Frankfurt", "of Millbrook" (a name after "of").
_PLACE_PHRASE = re.compile(
    r"\b(?:(?:at|in|on|near|inside|outside|from)\s+(?:the\s+|a\s+|an\s+)?[^,;?.!]+?"
    r"|of\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"
    r"(?=\s+(?:and|or|for|with|to|when|if|at|in|on|now|today|this|next)\b|\s*[,;?.!]|\s*$)"
)
#: A numbered name: "Priority 1", "Sync 4", "Pier 4" ("Priority 2" is another one).
_NUMBERED = re.compile(r"\b([A-Z][a-z]{2,})\s+(\d{1,3})(?![\d,]|\.\d)")
#: A capitalised word inside the question: a proper name, not the thing asked. Not a title of office
#: written with a capital ("the Commodore of the club", "the Chair of"): that is the thing asked.
_CAPITALISED = re.compile(r"(?<=\S\s)(?!(?<=\bthe\s)[A-Z][a-z'-]+\s+of\b)[A-Z][\w'-]*")
#: An hour as a quantity ("£12.60 an hour", "the first 3 hours"): a rate or a length, not opening hours.
_HOUR_QUANTITY = re.compile(r"\b(?:\d+(?:[.,]\d+)?|an?|per|one|each|every|two|three|four|six|twelve)\s+hours?\b", re.I)


def _aspect_keys(unit: str) -> frozenset[str]:
    """The unit's words as they name aspects: an hour counted or charged names no opening hours."""
    return frozenset(topic_keys(_HOUR_QUANTITY.sub(" ", unit)))


@dataclass(frozen=True)
class Focus:
    """What a part asks about: its subject words and the aspects that would answer it."""

    subject: frozenset[str]
    aspects: frozenset[str]
    #: the subject came from the context, not the part itself
    loose: bool = False
    #: the thing asked about ("coffee" of "a coffee at the museum cafe"); empty: the whole subject
    head: frozenset[str] = frozenset()
    #: numbered names the part asks about, casefolded: ("priority", "1")
    numbered: frozenset[tuple[str, str]] = frozenset()
    #: the same with their family word: ("kestrel", "sync", "4")
    family: frozenset[tuple[str, str, str]] = frozenset()
    #: the context's own subject words ("cat" of "For our cat, what does it cost: - the booster"):
    #: they prefer a unit, never admit one
    qualifiers: frozenset[str] = frozenset()


def numbered_names(text: str) -> frozenset[tuple[str, str]]:
    """The numbered names of a text ("Priority 1", "Kestrel Sync 4.x"), casefolded."""
    return frozenset((m.group(1).casefold(), m.group(2)) for m in _NUMBERED.finditer(text or ""))


#: A numbered name with the name of its family: "Kestrel Sync 4", "Kestrel Vault 2".
_FAMILY = re.compile(r"\b([A-Z][\w'-]+)\s+([A-Z][a-z]{2,})\s+(\d{1,3})(?![\d,]|\.\d)")


def family_names(text: str) -> frozenset[tuple[str, str, str]]:
    """(family, name, number) of the numbered names a text gives with their family, casefolded."""
    return frozenset((f.casefold(), n.casefold(), d) for f, n, d in _FAMILY.findall(text or ""))


def sibling_only(unit: str, title: str, want: Focus) -> bool:
    """The unit (with its title) names another member of the asked thing's family and not the asked
    one: "Kestrel Vault 2 remains supported until ..." is not about Kestrel Sync 4."""
    asked = want.family
    if not asked:
        return False
    said = family_names(f"{title}\n{unit}")
    if said & asked or any((n, d) in {(a[1], a[2]) for a in asked} for _, n, d in said):
        return False
    own = numbered_names(f"{title}\n{unit}")
    if any((n, d) in own for _, n, d in asked):
        return False  # "Sync 4" named without its family word
    return any(f == a[0] and (n, d) != (a[1], a[2]) for f, n, d in said for a in asked)


def other_numbered(unit: str, want: Focus) -> bool:
    """The unit names another of the part's numbered things and not the one asked: "Priority 2 tickets
    get a first response within 4 hours" is not about a Priority 1 ticket."""
    said = {(w.casefold(), n) for w, n in re.findall(r"\b([A-Za-z]{3,})\s+(\d{1,3})(?![\d,]|\.\d)", unit)}
    return any((w, n) not in said and any(s == w and m != n for s, m in said) for w, n in want.numbered)


def head_words(part: str) -> frozenset[str]:
    """The subject words of the thing asked about: those outside its place phrases and proper names
    ("coffee" in "What does a coffee cost at the Riverside Museum cafe?"); empty when nothing is left
    ("Who is the Mayor of Millbrook?"), and then the whole subject is the head. The asker and the
    asker's people ("my name", "my daughter") are who the answer is for, not the thing asked about."""
    rest = _CAPITALISED.sub(" ", _PLACE_PHRASE.sub(" ", _ASKERS_OWN.sub(" ", part or "")))
    words = subject_words(rest)
    return frozenset(w for w in words if w not in ASPECTS and w not in _MEASURES and not w.isdigit())


#: A possessive "'s": "a cat's booster" is about a cat, "Kestrel's bug bounty" about Kestrel.
_POSSESSIVE = re.compile(r"(?<=[A-Za-z])['’]s\b")


def focus(part: str, context: str = "") -> Focus:
    """The subject and aspects of a part; a terse part ("opening hours") takes its subject from the
    context (the prompt's preamble, or the option the user chose)."""
    part = _ASKERS_OWN.sub(" ", _POSSESSIVE.sub("", part or ""))  # "my daughter": who it is for, not what
    context = _POSSESSIVE.sub("", context or "")
    asked = part
    part = _PERIODIC.sub(" ", _RATE.sub(" ", part))  # "per month": the rate's unit, neither subject nor aspect
    part = _NOWADAYS.sub(" ", _DONE_BY.sub(" ", _MOVE_VERB.sub(" ", _HOW_SOON.sub(" ", part))))  # not things asked
    part = _IN_CHARGE.sub(" responsible ", part)  # the idiom: who answers for it, not a price
    part = _PERSON_ASKED.sub(" responsible ", part)  # "the person I deal with": who, not a thing called a person
    words = subject_words(part)
    loose_words = set(subject_words(_COMPOUND.sub(" ", part)))
    aspects = {w for w in words if (w in ASPECTS or w in _MEASURES) and w not in _PRESENTATION and w in loose_words}
    aspects |= {aspect for rx, aspect in _CUES if rx.search(part)}
    if set(words) & _PRICED and not aspects:
        aspects.add("price")  # "the rent for a half plot": the thing asked is itself a sum to pay
    if _RATE.search(asked) and "price" not in aspects:  # a price per month is the amount asked already
        aspects.add("amount")  # a rate: "the care plan per month" asks for an amount (a price) per month
    if "weekday" in aspects:
        aspects -= _DURATION  # "which day of the week": a weekday, not a number of days
    subject = {w for w in words if w not in ASPECTS and w not in _MEASURES and not w.isdigit()}
    if _CALL_NUMBER.search(part):
        subject.discard(_NUMBER)  # "the emergency number" asks for a phone number: an aspect, not a subject
    if subject or not context:
        extra = {w for w in subject_words(context) if w not in ASPECTS and w not in _MEASURES and not w.isdigit()}
        return Focus(
            frozenset(subject),
            frozenset(aspects),
            head=head_words(part) & subject,
            numbered=numbered_names(part),
            family=family_names(part),
            qualifiers=frozenset(extra - subject),
        )
    widened = {w for w in subject_words(context) if w not in ASPECTS and w not in _MEASURES and not w.isdigit()}
    return Focus(frozenset(widened), frozenset(aspects), loose=True, head=head_words(context) & widened)


def names_head(unit: str, title: str, want: Focus) -> bool:
    """The unit, or its document's title, names the thing asked about (any of the head's words): a
    menu's row "Coffee | 3.20 euros" does, "Postage for a museum postcard costs 1.10 euros" does not."""
    if not want.head:
        return True
    return bool(want.head & (topic_keys(_EMAIL_OR_URL.sub(" ", unit)) | topic_keys(title)))


def names_subject(title: str, want: Focus) -> bool:
    """The document's title names one of the part's subject words: the document is about it."""
    return not want.subject or bool(want.subject & topic_keys(title))


#: Days or hours counted by a kind ("2 working days", "5 business days"): ``figures`` reads the bare number.
_WORKING = re.compile(r"\s+(?:working|business|calendar|clear|school)\s+(day|week|hour)s?\b", re.I)


def _kinds(text: str) -> set[str]:
    """The kinds of figure a text states: price, time, date, amount, weekday."""
    out: set[str] = set()
    for f in figures(text):
        money = _CURRENCY_BEFORE.search(text[max(0, f.start - 2) : f.start]) or _CURRENCY_AFTER.match(text, f.end)
        if any(a.endswith((":usd", ":eur", ":gbp")) for a in f.alternatives) or money:
            out |= {"price", "amount"}  # "€3.50" is not the time 3:50
            continue
        counted = _WORKING.match(text, f.end)  # "2 working days": a length of time in days
        if counted:
            out |= {"amount", {"day": "day", "week": "week", "hour": "h"}[counted.group(1).lower()]}
        for alt in f.alternatives:
            kind, _, rest = alt.partition(":")
            if kind == "time":
                out.add("time")
            elif kind == "date":
                out.add("date")
            elif kind == "num":
                out.add("amount")
                unit = rest.split(":", 1)[1] if ":" in rest else ""
                if unit:
                    out.add(unit)
                if unit in ("usd", "eur", "gbp"):
                    out.add("price")
    return out | calendar_kinds(text)  # "payable by 31 October": a date whose year is left to the reader


_BY_FIGURE: dict[str, frozenset[str]] = {
    "price": frozenset({"price"}),
    "discount": frozenset({"price", "amount"}),
    "hours": frozenset({"time"}),
    "times": frozenset({"time"}),
    "when": frozenset({"time", "date"}),
    stem("date"): frozenset({"date"}),
    stem("deadline"): frozenset({"date", "amount"}),
    "limit": frozenset({"amount"}),
    stem("size"): frozenset({"amount"}),
    "amount": frozenset({"amount", "price"}),
    _RISE: frozenset({"pct", "price"}),
    stem("version"): frozenset({"amount"}),
    **_MEASURES,
}


def _wanted_kinds(aspects: frozenset[str]) -> frozenset[str]:
    """The figure kinds that state the aspects; a measured one (a weight, a number of days) is more
    specific than "a limit" or "how many": then only its kinds count."""
    if "weekday" in aspects:  # "which day is it closed?": a weekday, whatever times the unit gives
        return frozenset({"weekday"})
    measured = [a for a in aspects if a in _MEASURES]
    return frozenset(k for a in (measured or aspects) for k in _BY_FIGURE.get(a, frozenset()))


def _shaped(aspect: str, unit: str, role: frozenset[str] = frozenset()) -> bool:
    """The unit states the aspect by its shape: a contact by an address or number, a price by a sum of money,
    a place by "in Frankfurt" or an address, which day by a weekday, who by a person's name (``people``)."""
    if aspect == "contact":
        return bool(_EMAIL_OR_PHONE.search(unit))
    if aspect == "price":  # "Trainee drivers: £14.10 an hour": a sum of money is a price, pay or charge
        return "price" in _kinds(unit)
    if aspect == "weekday":
        return bool(_WEEKDAY.search(unit))
    if aspect == "responsible":
        return names_person(unit, role)  # who: a person's name, with a title or next to the post
    if aspect == _LOCATION:
        return bool(_PLACE.search(unit) or _EMAIL_OR_URL.search(unit))
    return False


def states_aspect(unit: str, aspects: frozenset[str], role: frozenset[str] = frozenset()) -> bool:
    """Does the unit state one of the aspects: a word of its group, a figure of its kind, or its shape?"""
    if not aspects:
        return True
    keys = _aspect_keys(unit)
    said = set(name_tokens(_IN_CHARGE.sub(" responsible ", unit)))  # "in charge", not any charge
    measured = {a for a in aspects if a in _MEASURES}
    if measured:  # "the maximum pallet weight": a weight, not any number
        return bool(measured & keys) or bool(_kinds(unit) & _wanted_kinds(aspects))
    for a in aspects:
        if a in keys or said & _ASPECT_WORDS.get(a, frozenset()):
            return True
        if _shaped(a, unit, role):
            return True
    return bool(_kinds(unit) & _wanted_kinds(aspects))


def relevance(unit: str, title: str, want: Focus) -> float:
    """How well a unit answers the part (0 when it is not about it). It must name one of the part's
    subject words (itself or in its document's title) and state the aspect. The score grows with the
    share of the subject it names (its title's words count half), the aspect's words (the title's count
    once: "Harbour ferry fares"), and a figure of the asked kind. A unit that names a valued aspect but
    states no value, a figure in a document not about the aspect, and one off its subject keep less."""
    stated = states_aspect(unit, want.aspects, want.head)  # who: a name next to the post asked
    if not stated or other_numbered(unit, want) or sibling_only(unit, title, want):
        return 0.0
    own = topic_keys(_EMAIL_OR_URL.sub(" ", unit))  # "ops@acme.example" does not name Acme
    titled = topic_keys(title)
    in_unit = want.subject & own
    in_title = (want.subject & titled) - in_unit
    if want.subject and not (in_unit or in_title):
        return 0.0
    if not want.aspects and want.subject and not in_unit:
        return 0.0
    words = set(name_tokens(unit))
    spoken = _aspect_keys(_EMAIL_OR_URL.sub(" ", unit))
    shaped = {a for a in want.aspects if _shaped(a, unit, want.head)}
    named = {a for a in want.aspects if a in spoken or words & _ASPECT_WORDS.get(a, frozenset()) or a in shaped}
    title_named = {a for a in want.aspects if a in titled}
    share = (len(in_unit) + 0.5 * len(in_title)) / len(want.subject) if want.subject else 1.0
    kinds = _wanted_kinds(want.aspects)
    value = 1.0 + 1.5 * len(named) + (1.0 if title_named - named else 0.0)
    if kinds:
        value = value + 3.0 if kinds & _kinds(unit) else value * FIGURELESS
    elif "contact" in want.aspects and not _EMAIL_OR_PHONE.search(unit):
        value *= FIGURELESS  # "Please call before travelling." names a call and gives no number
    if {a for a in want.aspects if a in ASPECTS or a in _MEASURES or a == _RISE} and not (named or title_named):
        value *= UNANCHORED  # a figure alone, in a document not about the aspect: a bus timetable's times
    if want.aspects & _WHO_OR_WHERE_TO and _denies(unit, want.subject):
        value *= DENIED  # "Reception can take enquiries but cannot book lessons": not the number that books
    if want.subject and not want.subject & titled:
        value *= OFF_TITLE  # a passing mention: "a combined ticket with a ferry return" on the museum's page
    if want.qualifiers:  # "For our cat, ...: the annual booster": the cat's booster before the dog's
        value *= 1 + QUALIFIED * len(want.qualifiers & own) / len(want.qualifiers)
    return share * value


def _denies(unit: str, subject: frozenset[str]) -> bool:
    """The unit says its contact cannot or does not do the asked thing: a negation right before (within
    three words) a word of the part's subject ("cannot book lessons", "does not take bookings")."""
    for m in _DENIAL.finditer(unit):
        if subject & topic_keys(" ".join(unit[m.end() :].split()[:3])):
            return True
    return False


def is_about(unit: str, title: str, want: Focus) -> bool:
    return relevance(unit, title, want) > 0
