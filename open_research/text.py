"""The words of a text, as every part of the code compares them.

Claims are checked against sources, questions against documents, topics against the brief and
queries against the index by the words they share. Those checks agree only if they split, stem
and filter words the same way, so the rules live here once: the tokenisers, the one stemmer, the
one stop-word list (plus the few named word sets a purpose adds to it), and ``content_text``, the
plain text of a chat message's content. Standard library only: any subsystem may import this.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

__all__ = [
    "FILLER_WORDS",
    "QUESTION_WORDS",
    "REPORTING_WORDS",
    "REQUEST_WORDS",
    "STOP_WORDS",
    "content_stems",
    "content_text",
    "content_word_spans",
    "content_words",
    "coverage",
    "key_terms",
    "name_tokens",
    "stem",
    "tokens",
]

# ---------------------------------------------------------------- word lists
#: English function words (articles, pronouns, prepositions, conjunctions, auxiliaries): they say
#: nothing about what a text is about. The one list; the sets below are additions for one purpose.
STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my near no nor not now of
off on once only or other our ours out over own same she should so some such than that the their theirs them
then there these they this those through to too under until up very was we were what when where which while who
whom why will with would you your yours""".split()
)
#: How a text attributes a statement ("the notice says ..."): framing, not content, in a claim.
REPORTING_WORDS = frozenset("according says said say states stated notes noted reports reported shows show".split())
#: Modal verbs, small numerals and connectives that prose uses everywhere.
FILLER_WORDS = frozenset(
    "also may might must shall one ones two three whether well via per i.e e.g etc use used using".split()
)
#: How a request asks ("please tell me what you know"): never a term to search for or to cover.
REQUEST_WORDS = frozenset("also know like made make much must please tell want".split())
#: Light verbs and vague nouns of a question ("can I get the details"): they say what kind of answer
#: is wanted, not what it is about.
QUESTION_WORDS = frozenset(
    """able anything bring current currently detail details done find get gets give go info
information let many need see set shall show take takes thing things use using way ways whats whose work
works""".split()
)

_CONTENT_STOP = STOP_WORDS | REPORTING_WORDS | FILLER_WORDS
_KEY_STOP = STOP_WORDS | REQUEST_WORDS

# ---------------------------------------------------------------- tokenisers
#: A token as SQLite FTS5's unicode61 tokenizer splits text: a run of letters and digits.
_TOKEN = re.compile(r"\w+", re.UNICODE)
#: A word: starts with a letter, keeps inner apostrophes and hyphens ("don't", "e-mail", "covid-19").
_WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]|[^\W\d_]{2}", re.UNICODE)
#: A word or a name: dotted and underscored names stay whole ("shutil.copy2", "wait_for").
_NAME = re.compile(r"[^\W_]+(?:[._'][^\W_]+)*", re.UNICODE)
#: A term: four or more letters and nothing else (search keywords and coverage compare these).
_TERM = re.compile(r"[^\W\d_]{4,}", re.UNICODE)


def tokens(text: str) -> list[str]:
    """Runs of letters and digits, as written (callers fold case as their index does)."""
    return _TOKEN.findall(text)


def name_tokens(text: str) -> list[str]:
    """Casefolded tokens, keeping dotted and underscored names (shutil.copy2, wait_for) whole."""
    return [t.casefold() for t in _NAME.findall(text or "")]


# ---------------------------------------------------------------- the stemmer
_SUFFIXES = ("ations", "ation", "ings", "ing", "edly", "ied", "ies", "ed", "es", "ly", "s")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude, fast stem: "-ies"/"-ied" to "-y", else one common suffix off (none after "ss"), a final
    "e" off, then the first five letters ("prices" and "price" -> "pric", "ferries" -> "ferry",
    "classes" and "class" -> "class", "opening" -> "open", "warehouses" -> "wareh"); a possessive's "'s"
    off first."""
    if word.endswith(("'s", "’s")) and len(word) > 4:
        word = word[:-2]  # a possessive: "grep's" is "grep", "owner's" is "owner"
    if word.endswith(("ies", "ied")) and len(word) > 4:
        word = word[:-3] + "y"
    elif not word.endswith("ss"):
        for suf in _SUFFIXES:
            if word.endswith(suf) and len(word) - len(suf) >= 3:
                word = word[: -len(suf)]
                break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word[:5]


# ---------------------------------------------------------------- content words (stemmed) and key terms
def _content(word: str) -> bool:
    return word not in _CONTENT_STOP and len(word) > 2


@lru_cache(maxsize=65536)
def _content_stem(word: str) -> str:
    """The stem of a content word, "" for any other word (one cached call per word of a long source)."""
    return stem(word) if _content(word) else ""


def content_words(text: str) -> list[str]:
    """Stems of the content words of a text in reading order (what stands next to what); stop words,
    reporting and filler words, figures and two-letter words left out."""
    return [s for s in map(_content_stem, _WORD.findall(text.casefold())) if s]


def content_stems(text: str) -> set[str]:
    """The set of ``content_words``: what a claim and a passage are compared by."""
    out = set(map(_content_stem, _WORD.findall(text.casefold())))
    out.discard("")
    return out


def content_word_spans(text: str) -> list[tuple[int, str]]:
    """(offset, stem) of each content word of a text, in reading order."""
    out = []
    for m in _WORD.finditer(text):
        w = m.group().casefold()
        if _content(w):
            out.append((m.start(), stem(w)))
    return out


def key_terms(text: str) -> set[str]:
    """The words a request is about, as written (unstemmed, casefolded, four letters or more): what a
    search query is made of and what ``coverage`` counts. Stop words and request words left out."""
    return {w for w in (m.group(0).casefold() for m in _TERM.finditer(text)) if w not in _KEY_STOP}


def coverage(wanted: str, text: str) -> float:
    """Share of ``wanted``'s key terms that appear in ``text`` (1.0 when it has none)."""
    words = key_terms(wanted)
    return len(words & key_terms(text)) / len(words) if words else 1.0


# ---------------------------------------------------------------- message content
def content_text(content: Any, sep: str = "\n", *, mark_omitted: bool = False) -> str:
    """The plain text of a message's content: a string as it is; a list of content blocks as the
    texts of its strings and of its dicts with a "text", joined by ``sep``. Other blocks (images,
    tool calls) are left out, or with ``mark_omitted`` shown as "[image content omitted]". Anything
    else (None, a bare dict) has no text."""
    if isinstance(content, str):
        return content
    if not isinstance(content, (list, tuple)):
        return ""
    return sep.join(_block_texts(content, mark_omitted))


def _block_texts(blocks: Iterable[Any], mark_omitted: bool) -> Iterable[str]:
    for block in blocks:
        if isinstance(block, str):
            yield block
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            yield block["text"]
        elif mark_omitted and isinstance(block, dict):
            yield f"[{block.get('type', 'non-text')} content omitted]"
