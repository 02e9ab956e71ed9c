"""Is a request ambiguous, judged against what the run's own documents hold?

A small model cannot tell a vague question from a clear one, and a capable one guesses without
seeing the sources. So code looks first: a quick search of the configured local index and of the
internal MCP search tools, then signals computed from the question and the hits:

- **no subject**: the question points back ("it", "the last one", "the same") with nothing earlier
  in the thread to point to, or has no content words at all;
- **split**: a short question whose words fit several distinct documents about equally well, and
  no document's title names it (the ferry fare, the bicycle charge, the cafe's prices);
- **missing qualifier**: the same, where the documents' titles name the asked-for thing but differ in
  which site, period or service they are about (the ferry ticket, the museum ticket, the bus ticket);
  and any question made only of aspect words (a price, opening hours, a limit: ``ambiguity_words``)
  that two or more documents carry in their titles or headings.

Options prefer documents whose title or headings carry the question's words; hub pages (contents,
indexes: many short lines, almost no sentences) are offered only when nothing else is.

The options offered here are the titles of the documents found (``facets`` then puts the rows, lines
or documents that state the asked aspect in their place): quoted text, never instructions.
Everything here is pure; the quick look into the sources is ``look_up``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from open_research.graph.ambiguity_words import ASPECTS, FACET_ONLY_ASPECTS, OLDER, OLDER_AGE, fold, related
from open_research.text import QUESTION_WORDS, REQUEST_WORDS, STOP_WORDS, name_tokens, stem

#: Function words, how a request asks and light verbs: they say what kind of answer is wanted, not about what.
#: A pronoun with its verb ("I've", "we're"): the asker speaking; a question word with "is" ("what's"): asking.
_CONTRACTED = frozenset(
    f"{p}{q}{v}"
    for p in ("i", "we", "you", "they", "he", "she")
    for q in ("'", "’")
    for v in ("ve", "m", "d", "ll", "re")
)
_ASKING = frozenset(f"{w}{q}s" for w in ("what", "who", "where", "when", "how", "which", "why") for q in ("'", "’"))
_LIGHT = STOP_WORDS | REQUEST_WORDS | QUESTION_WORDS | _CONTRACTED | _ASKING
#: Words that point back to something said earlier.
_DEICTIC = frozenset("it its itself this that these those they them their one ones same".split())
#: A code name (os.walk, wait_for, open(), getLogger) names one thing, however short the question.
_IDENTIFIER = re.compile(r"[^\W_][._][^\W_]|\w\(\)|[a-z][A-Z]")
_ALL = re.compile(r"\b(all|both|any|every|each|everything|either)\b", re.IGNORECASE)
#: "What time ..." asks "when": the time is the kind of answer, not the subject.
_WHAT_TIME = re.compile(r"\b(?:what|which) time\b", re.IGNORECASE)
_ORDINALS = {
    **{w: i for i, w in enumerate(("first", "second", "third", "fourth", "fifth", "sixth"))},
    **{str(i + 1): i for i in range(6)},  # as many as options are offered (``facets.MAX_FACETS``)
    "last": -1,
}

#: Tuned on the dev half of benchmarks/clarification_questions.json only.
SEARCH_DEPTH = 8  # hits looked at
TITLE_DEPTH = 4  # documents whose titles hold the words, looked up for options
SCORE_RATIO = 0.5  # a hit counts as a rival when it scores at least this share of the best hit
MAX_SPLIT_WORDS = 2  # longer questions say enough to be researched as they stand
MAX_OPTIONS = 4
#: A word that many documents cover picks none of them, even if one title happens to contain it.
MANY_RIVALS = 4
MAX_OPTION_CHARS = 80


@dataclass(frozen=True)
class Candidate:
    """One document a search turned up: its title is a possible meaning of the request."""

    title: str
    passage: str = ""
    score: float = 0.0
    path: str = ""
    headings: str = ""  # the document's section headings, one a line
    hub: bool = False  # a contents/index page: links, not prose
    text: str = field(default="", repr=False, compare=False)  # the document's text, for ``facets``


@dataclass
class Assessment:
    """The code's verdict on one request, with the options it would offer."""

    ambiguous: bool
    reason: str = ""  # "no_subject" | "split" | "missing_qualifier" | "" when clear
    options: list[str] = field(default_factory=list)
    question: str = ""
    candidates: list[Candidate] = field(default_factory=list)


def key(word: str) -> str:
    """The word as compared: stemmed, then folded to its group's key word ("fares" -> "price"); a
    name with digits or dots (copy2, os.walk) as it is. A possessive is its word: "the council's
    officer" names the council."""
    if word.endswith(("'s", "’s")) and word[:-2].isalpha() and word[:-2] not in _LIGHT | _DEICTIC:
        word = word[:-2]  # not "what's", "it's", "that's": a word and "is"
    return fold(stem(word)) if word.isalpha() else word


def topic_keys(text: str) -> set[str]:
    """The keys of the words that say what a text is about; dotted names also count by their parts."""
    out: set[str] = set()
    for w in name_tokens(text):
        parts = [w, *w.split(".")] if "." in w else [w]
        out.update(key(p) for p in parts if p not in _LIGHT and p not in _DEICTIC and len(p) > 1)
    if OLDER_AGE.search(text):  # "aged 65 or over" names the people a question calls pensioners
        out.add(OLDER)
    return out


def subject_words(question: str) -> list[str]:
    """The question's own content words, in order (no question words, light verbs or pronouns)."""
    seen: dict[str, None] = {}
    for w in name_tokens(_WHAT_TIME.sub("when", question or "")):
        if w not in _LIGHT and w not in _DEICTIC and len(w) > 1:
            seen.setdefault(key(w), None)
    return list(seen)


def aspect_only(question: str, *, also: frozenset[str] = frozenset()) -> bool:
    """Is the question made only of aspect words ("What are the prices?", "When does it close?")? Then it
    says what is wanted but not of which site, service or period. ``also``: more words counted as aspects."""
    subject = subject_words(question)
    return bool(subject) and all(w in ASPECTS or w in also for w in subject) and not _IDENTIFIER.search(question)


def search_text(question: str) -> str:
    """The question widened by the related words of its aspect words, for a lexical search: "prices"
    also finds the fares and the parking rates. Other questions are searched as they stand."""
    if not aspect_only(question, also=FACET_ONLY_ASPECTS):
        return question
    extra = [r for w in name_tokens(question) for r in related(w) if key(w) in ASPECTS]
    return " ".join([question, *dict.fromkeys(extra)])


#: A hub page has short lines (links) and almost no sentences; tuned on the dev corpora.
HUB_WORDS_PER_LINE = 4.0
HUB_SENTENCES_PER_100_WORDS = 1.0
_SENTENCE_END = re.compile(r"[^\W\d_]{2}[.!?](?:\s|$)")


def is_hub(text: str) -> bool:
    """A contents or index page, judged by its shape (many short lines, almost no prose), not its name."""
    lines = [line for line in (text or "").splitlines() if line.strip()]
    n_words = sum(len(line.split()) for line in lines)
    if not n_words:
        return False
    sentences = len(_SENTENCE_END.findall(text))
    return n_words / len(lines) < HUB_WORDS_PER_LINE and sentences * 100 / n_words < HUB_SENTENCES_PER_100_WORDS


_HEADING_MAX_WORDS = 6


def headings(text: str) -> str:
    """The lines that look like section headings: Markdown ``#`` lines, and short capitalised lines
    without closing punctuation (what HTML headings become as text). One a line."""
    out = []
    for line in (text or "").splitlines():
        line = line.strip()
        if line.startswith("#"):  # a Markdown heading; a code comment ("# create the logger") is lowercase
            if line.lstrip("# ")[:1].isupper():
                out.append(line.lstrip("# "))
        elif (
            line[:1].isupper()
            and len(line.split()) <= _HEADING_MAX_WORDS
            and line[-1] not in ".,;:)]}"
            and not any(ch.isdigit() for ch in line)
        ):
            out.append(line)
    return "\n".join(dict.fromkeys(out))


def carries(question: str, c: Candidate) -> int:
    """How many of the question's words the candidate's title or headings carry (what it is about)."""
    return len(set(subject_words(question)) & topic_keys(f"{c.title}\n{c.headings}"))


#: Before "it", a determiner makes it a name ("the IT helpdesk", "our IT team"), not a pronoun.
_NAMING = frozenset("the a an our your my their his her".split())


def points_back(question: str) -> bool:
    """Does the question lean on a referent it does not name ("it", "the last one", "the same")?"""
    tokens = name_tokens(question)
    named = {i for i, t in enumerate(tokens) if t == "it" and i and tokens[i - 1] in _NAMING}
    return any(t in _DEICTIC for i, t in enumerate(tokens) if i not in named)


def lacks_subject(question: str, earlier_turns: int) -> bool:
    """No subject of its own: a pronoun-led or empty question with nothing earlier in the thread."""
    if earlier_turns:
        return False
    subject = subject_words(question)
    return not subject or (points_back(question) and len(subject) <= MAX_SPLIT_WORDS)


def distinct(candidates: list[Candidate]) -> list[Candidate]:
    """One candidate per subject: the same title (a copied file, a re-issued notice) counts once."""
    seen: set[str] = set()
    out = []
    for c in candidates:
        key = " ".join(sorted(topic_keys(c.title))) or c.path
        if key and key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _head(title: str) -> set[str]:
    """The name part of a title ("asyncio" in "asyncio — Asynchronous I/O")."""
    return topic_keys(re.split(r"\s+[—–:|-]\s+|:\s", title, maxsplit=1)[0])


def rivals(question: str, candidates: list[Candidate]) -> list[Candidate]:
    """Distinct documents that cover every content word of the question, scoring near the best."""
    subject = set(subject_words(question))
    if not candidates or not subject:
        return []
    top = max(c.score for c in candidates)
    near = [c for c in candidates if c.score >= SCORE_RATIO * top]
    return distinct([c for c in near if subject <= topic_keys(f"{c.title}\n{c.passage}")])


def named_one(question: str, found: list[Candidate]) -> bool:
    """Does the question single out one document: only its title holds all of the question's words,
    or the question is exactly one document's name? Not when the words are everywhere. A one-word
    question (very short: "Who do I contact?") names a document only by being its name ("asyncio")."""
    subject = set(subject_words(question))
    if len(subject) == 1:
        return sum(_head(c.title) == subject for c in found) == 1
    if len(found) >= MANY_RIVALS and not any(_head(c.title) == subject for c in found):
        return False
    in_title = [c for c in found if subject <= topic_keys(c.title)]
    exact = [c for c in found if _head(c.title) == subject]
    return len(in_title) == 1 or len(exact) == 1


def option_label(title: str) -> str:
    """A title shown as an option: one line, no markup characters, bounded."""
    text = " ".join(re.sub(r"[\x00-\x1f<>\[\]{}`*_#\"]", " ", title).split())
    return text if len(text) <= MAX_OPTION_CHARS else text[: MAX_OPTION_CHARS - 1].rstrip() + "…"


def rank_options(question: str, found: list[Candidate]) -> list[str]:
    """Titles that name the question's words first, then those whose headings do, then by score; hub
    pages only when nothing else was found; at most ``MAX_OPTIONS``."""
    subject = set(subject_words(question))
    found = [c for c in found if not c.hub] or found
    ordered = sorted(found, key=lambda c: (-len(subject & topic_keys(c.title)), -carries(question, c), -c.score))
    labels = [option_label(c.title) for c in ordered if option_label(c.title)]
    return list(dict.fromkeys(labels))[:MAX_OPTIONS]


def ask_text(options: list[str]) -> str:
    """One question naming the concrete options found."""
    if not options:
        return "Your question does not say what it is about: which subject do you mean?"
    quoted = [f"“{o}”" for o in options]
    if len(quoted) == 1:
        return f"Do you mean {quoted[0]}? If not, please say what your question is about."
    listed = ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f"Which do you mean: {listed}? You can also answer “all of them”."


def assess(
    question: str, candidates: list[Candidate], *, earlier_turns: int = 0, fallback: list[Candidate] | None = None
) -> Assessment:
    """The code's decision for ``question`` given the search ``candidates`` (best first).

    ``fallback`` (e.g. the newest documents) supplies options when a question without a subject
    matched nothing."""
    found = distinct(candidates)
    if lacks_subject(question, earlier_turns):
        pool = found or distinct(fallback or [])
        options = rank_options(question, pool)
        return Assessment(True, "no_subject", options, ask_text(options), found)
    if earlier_turns or len(subject_words(question)) > MAX_SPLIT_WORDS or _IDENTIFIER.search(question):
        return Assessment(False, candidates=found)
    if aspect_only(question) and found:
        about = [c for c in found if not c.hub and carries(question, c)]
        if len(about) < 2:  # no section is about it: the documents that mention it about as much
            top = max(c.score for c in found)
            about = [c for c in found if not c.hub and c.score >= SCORE_RATIO * top]
        if len(about) >= 2:
            options = rank_options(question, about)
            return Assessment(True, "missing_qualifier", options, ask_text(options), found)
    close = rivals(question, found)
    if len(close) < 2 or named_one(question, close):
        return Assessment(False, candidates=found)
    subject = set(subject_words(question))
    shared = any(subject & topic_keys(c.title) for c in close)
    options = rank_options(question, close + [c for c in found if c not in close and carries(question, c)])
    return Assessment(True, "missing_qualifier" if shared else "split", options, ask_text(options), found)


def chosen(answer: str, options: list[str]) -> list[str]:
    """The options the user's answer picks: "all of them"/"any" -> all, "the second" -> one, else the
    options sharing the most words with the answer (none when it names none of them)."""
    if not options or not answer.strip():
        return []
    if _ALL.search(answer):
        return list(options)
    said = topic_keys(answer)
    overlap = [len(said & topic_keys(o)) for o in options]
    best = max(overlap)
    if best:
        return [o for o, n in zip(options, overlap, strict=True) if n == best]
    tokens = name_tokens(answer)
    picks = [_ORDINALS[t] for t in tokens if t in _ORDINALS and _ORDINALS[t] < len(options)]
    return [options[picks[0]]] if picks and len(tokens) <= 4 else []


def same_question(options: list[str], asked_before: list[list[str]]) -> bool:
    """Were these options (mostly) offered already? Then asking again would repeat ourselves."""
    now = set(options)
    return bool(now) and any(len(now & set(before)) * 2 >= len(now) for before in asked_before)
