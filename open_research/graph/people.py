"""Does a text name a person? What answers a "who" question ("Who is the matron now?").

A source names the holder of a post with or without a title: "Dr Ann Lee", "Captain Maya Lindqvist",
but as often "Kwame Mensah starts today as Matron" or a row "Head of Repairs: Farah Qureshi". A name is
told by its shape: a title and a capitalised word, or two or three capitalised words in a row that are
not the name of a place, an organisation or a date ("Rowan Ward", "Kelbridge General", "East Quay",
"Monday September": their last word is a generic noun of a place or a body, or a calendar word).
Pure functions.
"""

from __future__ import annotations

import re

from open_research.graph.ambiguity import topic_keys

__all__ = ["names_person"]

#: A person named with a title: "Cllr Priya Nandakumar", "Dr. Ann Lee", "Captain Maya Lindqvist".
TITLED = re.compile(
    r"\b(?:Cllr|Councillor|Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Professor|Sir|Dame|Capt|Captain|Rev|Revd|Canon)\.?(?:\s+[A-Z][a-z'’-]+)+"
)
#: Two or three capitalised words in a row ("Farah Qureshi", "Mary Ann Lee"), not run on from a longer one.
_RUN = re.compile(
    r"(?<![\w'’-])(?<![A-Z][a-z] )([A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?){1,2})\b"
)
#: Words that end (or are) the names of places, bodies and services, or of dates: not a person's name.
_NOT_A_PERSON = frozenset(
    """academy agency airport authority avenue bank bay beach board bridge building bureau campus castle centre
    center chapel church city close club college committee community company corner council county court
    crescent department district drive estate farm field fund gallery garden gardens gate general green
    group hall harbour health hill homes hospital hotel house institute island lane library limited line
    ltd market mill museum office park partnership place point port primary project quay railway road room
    school service services society square station street suite surgery team terrace trust unit university
    valley village wall ward water way wharf wing works yard monday tuesday wednesday thursday friday
    saturday sunday january february march april may june july august september october november december
    dear""".split()
)


def _is_name(words: list[str]) -> bool:
    return not any(w.casefold() in _NOT_A_PERSON for w in words)


#: How many words apart an untitled name and the post may stand ("Kwame Mensah starts today as Matron").
NEAR_ROLE = 8


def names_person(text: str, role: frozenset[str] = frozenset()) -> bool:
    """Does the text name a person: a title and a name, or a first and family name ("Kwame Mensah")?
    A run of capitalised words naming a place, a body or a date is none; nor is a sentence's first word
    capitalised before a name-like word ("Please Note"). With ``role`` (the keys of the post asked,
    "matron"), an untitled name counts only within ``NEAR_ROLE`` words of a word of it: a "Local Notice"
    in a sentence about the harbour master names no harbour master. A name followed by its leaving ("Ann
    Lee retired in May") is the holder before: none."""
    text = text or ""
    if any(not _GONE.match(text, m.end()) for m in TITLED.finditer(text)):
        return True
    for m in _RUN.finditer(text):
        words = m.group(1).split()
        if not _is_name(words) or _opens_sentence(text, m.start(), words) or _GONE.match(text, m.end()):
            continue
        if not role or _near(text, m.start(), m.end(), role):
            return True
    return False


#: A name followed by its leaving ("Neil Ashworth retired on 30 September"): the holder before, not now.
_GONE = re.compile(
    r",?\s+(?:has\s+|had\s+|will\s+)?(?:retired?|retires|left|leaves|resigned|resigns|"
    r"stepped\s+down|steps\s+down|stood\s+down|moved\s+on|departed)\b",
    re.I,
)


def _near(text: str, start: int, end: int, role: frozenset[str]) -> bool:
    before = text[:start].split()[-NEAR_ROLE:]
    after = text[end:].split()[:NEAR_ROLE]
    return bool(role & topic_keys(" ".join(before + after)))


#: Words that open a sentence in capitals without being a name ("Please call", "Our Head of ...").
_OPENERS = frozenset("a an and as at by for from if in it our please the this to we what when where who your".split())


def _opens_sentence(text: str, start: int, words: list[str]) -> bool:
    """The run's first word is a common word capitalised because it opens the sentence or a line."""
    before = text[:start].rstrip()
    opens = not before or before[-1] in ".!?:;\n"
    return opens and words[0].casefold() in _OPENERS
