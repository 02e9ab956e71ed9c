"""The small words that change what a sentence claims: modality, quantifiers, temporal scope.

"must" is not "may", "almost never" is not "never", "before 3.32.0" is not "always". Word overlap
cannot see these differences, so they are compared here, each as a set of labels read from the
claim and from its passage: a claim label the passage lacks (or opposes) fails the claim. Negation is
compared in ``negation.py``, quotations in ``quotes.py``, code tokens in ``code.py``. Pure functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from open_research.evidence.passages import negations, prefix_negations
from open_research.text import STOP_WORDS, content_stems, stem

__all__ = [
    "Clash",
    "modal_clash",
    "quantifier_clash",
    "scope_clash",
]

#: (label, pattern) in matching order: negated forms before their plain forms ("to avoid X" is a purpose).
_MODALS: tuple[tuple[str, str], ...] = (
    (
        "prohibited",
        r"must\s+not|must\s+never|mustn't|shall\s+not|shall\s+never|may\s+not|may\s+never|cannot|can\s+not|can't|not\s+(?:be\s+)?(?:allowed|permitted)|forbidden|"
        r"prohibited|is\s+not\s+possible|not\s+possible",
    ),
    ("discouraged", r"should\s+not|shouldn't|ought\s+not|discouraged|should\s+be\s+avoided|(?<!\bto\s)avoid"),
    (
        "optional",
        r"not\s+required|need\s+not|needn't|(?:does|do|did)(?:\s+not|n't)\s+(?:have|need)\s+to|optional(?:ly)?|"
        r"not\s+mandatory|not\s+(?:necessary|needed)|unnecessary|(?:does|do|did)(?:\s+not|n't)\s+need|needs?\s+no|no\s+need|"
        r"(?:is|are)\s+free\s+to|freely|(?:does|do|did)(?:\s+not|n't)\s+require|"
        r"no\s+longer\s+(?:(?:is|are)\s+)?(?:needs?|requires?|required|needed|necessary|mandatory)",
    ),
    (
        "required",
        r"must|shall|required|requires?|has\s+to|have\s+to|needs?\s+to|mandatory|obligat\w*|oblig(?:ed|es)|"
        r"(?:is|are)\s+(?:necessary|needed)",
    ),
    ("needed", r"needs?|needed"),
    ("recommended", r"should|ought\s+to|recommended|encouraged|is\s+best|please\s+consider|advisable"),
    ("permitted", r"may|might|can|could|allowed|permitted|allows?|lets?|able\s+to"),
)
_MODAL_RE = [(label, re.compile(rf"\b(?:{pat})\b", re.IGNORECASE)) for label, pat in _MODALS]
#: "except as expressly permitted", "other than as the licence allows", "unless the policy requires it": a
#: clause naming the exception to a rule restates the rule's limit, it is not a modality of its own.
_EXCEPTION_CLAUSE_RE = re.compile(
    r"\b(?:except|other\s+than|save|unless)\s+(?:as\s+|where\s+|if\s+)?(?:[\w'’-]+\s+){0,8}?"
    r"(?:(?:is|are|be)\s+)?(?:expressly\s+|explicitly\s+|otherwise\s+)?"
    r"(?:allow|permit|provid|authori[sz]|requir|grant|need)\w*",
    re.IGNORECASE,
)
#: A condition ("if it cannot find one", "when the files can be created"): what it says could or could
#: not happen is the rule's premise, not its modality.
CONDITION_RE = re.compile(r"\b(?:if|when|whenever|once|whether)\b[^,.;:!?]*", re.IGNORECASE)
#: "No more than ten databases can be attached", "at most 64 tables may ...": a limit stated with "can"
#: says what cannot be exceeded, not what is permitted.
_LIMIT_RE = re.compile(
    r"\b(?:no\s+more\s+than|not\s+more\s+than|at\s+most|up\s+to|a\s+maximum\s+of|fewer\s+than)\b"
    r"[^,.;:!?]*?\b(?:can|may|could)\b",
    re.IGNORECASE,
)
#: An imperative that forbids ("Do not include the package name"): a prohibition without a modal verb.
_IMPERATIVE_RE = re.compile(  # "Do not ...", "(please don't report these ...)"
    r"(?:^|[.;:!?]\s+|\n|\()\s*(?:please\s+)?(?:do\s+not|don't|never)\b|\bplease\s+(?:do\s+not|don't)\b", re.IGNORECASE
)
#: An ability said of a noun in a relative clause ("identity files that other users can access"): it
#: describes the noun; it permits nothing.
#: After a noun only: "and that cap can be raised" is a demonstrative, and states the permission.
_RELATIVE_CAN_RE = re.compile(
    r"(?<=[a-z]{3}\s)\b(?:that|which|who)\s+(?:[\w'’-]+\s+){0,3}?(?:can|could)\b",
    re.IGNORECASE,
)
#: Words before "that" that make it a demonstrative or a "that"-clause, not a relative pronoun.
_NOT_RELATIVE = frozenset(
    "and but than such now says said say means mean note notes states state ensure ensures shows show "
    "assume assumes given was were are see".split()
)


def _relative_can(m: re.Match[str]) -> str:
    before = m.string[max(0, m.start() - 12) : m.start()].split()
    return m.group() if before and before[-1].lower() in _NOT_RELATIVE else " " * len(m.group())


#: A permission on a proviso ("You may convey ..., provided that you also convey ..."): the proviso is required.
_PROVISO_RE = re.compile(r"\b(?:provided\s+that|on\s+(?:the\s+)?condition\s+that|so\s+long\s+as)\b", re.IGNORECASE)
#: A rule stated as a restriction ("should only be added after ..."): the same rule as its converse
#: ("should not be added before ..."), so the passage may state it with the opposite polarity.
_RESTRICTED_RE = re.compile(r"\b(?:must|shall|should|may|can|could)\s+only\b", re.IGNORECASE)
#: An inability ("cannot be used", "is not possible"), which a passage may state without a modal verb.
_CANNOT_RE = re.compile(r"\b(?:cannot|can\s+not|can't|can’t|(?:is\s+)?not\s+possible)\b", re.IGNORECASE)
#: A requirement whose clause negates what it requires ("must be kept private, not shared").
_MUST_NOT_RE = re.compile(r"\b(?:must|shall|ha(?:s|ve)\s+to|required\s+to)\b[^.;]*?\b(?:not|never|no)\b", re.I)
#: What a passage label backs: a claim's "may" is backed by the passage's "may", or by its "must".
_BACKS = {
    "prohibited": {"prohibited"},
    "discouraged": {"discouraged", "prohibited"},
    "optional": {"optional", "permitted"},
    "required": {"required", "needed"},
    "needed": {"required", "needed"},
    "recommended": {"recommended"},
    "permitted": {"permitted", "optional", "required", "recommended", "needed"},
}
#: Claim label -> passage labels that say the opposite.
_OPPOSES = {
    "prohibited": {"permitted", "optional", "required"},
    "discouraged": {"recommended"},
    "optional": {"required", "prohibited"},
    "required": {"optional", "prohibited"},
    "needed": {"optional", "prohibited"},
    "recommended": {"discouraged", "prohibited"},
    "permitted": {"prohibited"},
}

#: "no end-of-file string at all" intensifies a negation; it quantifies nothing.
_UNIVERSAL_RE = re.compile(
    r"\b(?:(?<!\bat\s)all|every|everyone|everything|always|never|none|without\s+exception|in\s+all\s+cases|"
    r"any\s+time)\b",
    re.I,
)
#: A passage's hedge of likelihood ("very likely mixed up") is what a claim's "can" / "may" says.
_LIKELY = frozenset({"likely", "probably", "perhaps"})
_POSSIBLE_RE = re.compile(r"\b(?:can|could|may|might)\b", re.I)
#: A consequence the claim draws (", so portable scripts must not ..."): a modal there is the claim's
#: inference; against the passage's modal it leaves the claim open, it does not reject it.
_CONSEQUENCE_RE = re.compile(r"(?:,|;|\band)\s+(?:so|therefore|thus|hence|which\s+means)\b[^.;]*", re.I)
_HEDGE_HIGH = (  # "at most 100" is a bound, not a frequency
    r"usually|normally|generally|in\s+general|typically|often|frequent(?:ly)?|mostly|(?<!\bat\s)most|many|commonly"
)
_HEDGE_LOW = r"seldom|rarely|occasionally|sometimes|few|hardly|almost\s+never|not\s+often|infrequent(?:ly)?"
#: "in some way", "some kind of locking": an indefinite article, no share of a whole.
_HEDGE_ANY = r"almost|nearly|some(?!\s+(?:way|kind|sort|form)\b)|likely|probably|perhaps|about|roughly|approximately"
_HIGH_RE = re.compile(rf"\b(?:{_HEDGE_HIGH})\b", re.I)
_LOW_RE = re.compile(rf"\b(?:{_HEDGE_LOW})\b", re.I)
_HEDGE_RE = re.compile(rf"\b(?:{_HEDGE_HIGH}|{_HEDGE_LOW}|{_HEDGE_ANY})\b", re.I)
#: A claim that says of a part ("only some submodules") what the passage says of all of them.
_PART_RE = re.compile(r"\b(?:some|few|most|mostly|sometimes|occasionally|rarely|seldom|usually|often)\b", re.I)
_ALL_RE = re.compile(r"\b(?<!not\s)(?:all|every|always)\b(?![^.;]*\bbut\s+not\b)", re.I)
#: "but not that they are sequential" contrasts two statements; it excepts nothing from the first.
_EXCEPT_RE = re.compile(
    r"\b(?:except|excluding|unless|other\s+than|apart\s+from|but\s+not(?!\s+(?:that|necessarily))|only\s+if)\b", re.I
)

#: A statement limited in time: "prior to 3.32.0", "beginning with version 3.7.0 (2009-09-11)"; not a
#: comparison ("as in 1.2 to 1.4").
_SCOPE_RE = re.compile(  # "[bug introduced in 2.9]" dates where a bug came from, not a limit of the statement
    r"(?<!introduced\s)(?<!present\s)(?<!appeared\s)\b(?:prior\s+to|before|until|till|up\s+to|through|since|beginning\s+with|starting\s+with|as\s+of|after|"
    r"from|later\s+than|earlier\s+than|(?<!\bas\s)(?<!\blike\s)in)\s+(?:(?:the\s+)?(?:sqlite\s+|release\s+|version\s+|versions\s+|v)+)?"
    r"(\d+\.\d+(?:\.\d+)*|\d{4}-\d{2}-\d{2}|(?:19|20)\d{2})\b",
    re.I,
)
#: Words that say a statement changed; a claim's must be in its passage too ("now" and "currently" are
#: left to the recency rules: prose says them of any current source).
_TIME_WORD_RE = re.compile(
    r"\b(?:no\s+longer|not\s+anymore|not\s+any\s+more|deprecated|obsolete)\b",
    re.I,
)
_WORD_RE = re.compile(r"\w+")
#: Function words a near-verbatim claim may add; never a negation or a quantifier.
_STOPS = frozenset(
    stem(w) for w in STOP_WORDS - {"no", "nor", "not", "all", "any", "each", "few", "most", "only", "some"}
)


@dataclass(frozen=True)
class Clash:
    """Why a claim fails on its qualifiers; ``contradicts`` when the passage says the opposite.
    ``decides``: False where the clash rests on a word the passage lacks rather than one it states
    (a claim's "must" over a passage with no modal word): that leaves the claim open, never rejects it."""

    reason: str
    contradicts: bool = False
    decides: bool = True

    @classmethod
    def of(cls, reason: str, *, contradicts: bool = False, decides: bool = True) -> Clash:
        return cls(reason, contradicts and decides, decides)


def modal_labels(text: str) -> set[str]:
    """Modality labels of a text, each phrase read once (a "must not" is not also a "must"); the words
    of an exception clause ("except as permitted") are not read."""
    text = text.replace("’", "'")
    out = {"prohibited"} if _IMPERATIVE_RE.search(text) else set()
    if _PROVISO_RE.search(text):
        out.add("required")
    for rx in (_EXCEPTION_CLAUSE_RE, CONDITION_RE, _LIMIT_RE):
        text = rx.sub(lambda m: " " * len(m.group()), text)
    text = _RELATIVE_CAN_RE.sub(_relative_can, text)
    taken = bytearray(len(text))
    for label, rx in _MODAL_RE:
        for m in rx.finditer(text):
            if not any(taken[m.start() : m.end()]):
                out.add(label)
                taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    return out


def _same_act(denier: str, other: str) -> bool:
    """The verb of an act ``denier`` negates ("must not *copy*", "don't *report*") is in ``other``: the two
    speak of the same act."""
    words = {stem(w) for w in re.findall(r"[a-z][\w'-]*", other.lower())}  # "reported" is no content word
    return any(n and n <= words for n in negations(denier, 1))


def modal_clash(claim: str, passage: str) -> Clash | None:
    """The claim's modality is not the passage's: "may edit" for "must not modify", "optional" for "must"."""
    have = modal_labels(passage)
    restricted = bool(_RESTRICTED_RE.search(claim))
    for label in sorted(modal_labels(claim)):
        if have & _BACKS[label] or (restricted and have & {"prohibited", "discouraged", "required"}):
            continue
        if label in ("permitted", "needed") and not have:
            continue  # "SQLite can store ..." for "... can be stored", "needs fewer calls" for "uses fewer": undecided
        if (
            label == "prohibited"
            and not have & {"permitted", "optional"}
            and "prohibited" not in modal_labels(_CANNOT_RE.sub(" ", claim))
        ):
            continue  # "cannot be used" for "is not available": an inability, its negation compared elsewhere
        if label == "prohibited" and "required" in have and _MUST_NOT_RE.search(passage):
            continue  # "must have strict permissions: ... not writable by others" forbids it
        opposed = have & _OPPOSES[label]
        said = ", ".join(sorted(have)) or "no modality"
        # a passage with no modal word, or an inability ("cannot") against a "can" the passage may say of
        # something else, states no rival modality: the claim is left open, not rejected
        inability = label == "prohibited" and "prohibited" not in modal_labels(_CANNOT_RE.sub(" ", claim))
        decides = bool(have) and not (inability and not have & {"prohibited", "required", "discouraged"})
        # a bare "need" is as often a main verb ("needs far less memory", "sites that need it"): it
        # rejects only against a passage that makes the thing optional
        decides = decides and not (label == "needed" and not have & {"optional"})
        # a modal only in a consequence the claim draws is the claim's inference, not the passage's rule
        decides = decides and label in modal_labels(_CONSEQUENCE_RE.sub(" ", claim))
        # "must do A" against "must not do B" only: a prohibition is often restated as the requirement of
        # its complement ("have to stand alone" for "not allowed on the same line"); it decides where the
        # verb one side denies is in the other side's words ("must not copy X" for "copying X is required")
        decides = decides and (
            not (label in ("required", "needed", "prohibited") and opposed and opposed <= {"prohibited", "required"})
            or _same_act(*((passage, claim) if label in ("required", "needed") else (claim, passage)))
        )
        return Clash.of(
            f"modality differs: the claim says {label}, the passage {said}", contradicts=bool(opposed), decides=decides
        )
    return None


#: Hedges that say the same: "nearly all" is "almost all", "roughly" is "about".
_SAME_HEDGE = {"nearly": "almost", "roughly": "about", "approximately": "about"}


def _hedges(text: str) -> set[str]:
    return {_SAME_HEDGE.get(w, w) for m in _HEDGE_RE.findall(text) if (w := " ".join(m.lower().split()))}


#: Where an exception's own words end: its clause.
_EXCEPTION_END_RE = re.compile(r"[,.;:()\[\]!?]")


def _restates_exception(claim: str, passage: str) -> bool:
    """The claim denies what the passage's exception excepts, in its own form ("an unescaped %" for "%,
    unless escaped", "when not empty" for "except when empty"): it keeps the exception, it does not drop
    it. Naming the excepted thing is not enough ("including cdrom" for "except for cdrom")."""
    said = frozenset().union(*prefix_negations(claim), *negations(claim))
    for m in _EXCEPT_RE.finditer(passage):
        end = _EXCEPTION_END_RE.search(passage, m.end())
        excepted = content_stems(passage[m.end() : end.start() if end else len(passage)])
        if excepted & said:
            return True
    return False


def quantifier_clash(claim: str, passage: str) -> Clash | None:
    """An overgeneralisation ("never" for "almost never", "every" for "every ... except"), or a
    frequency the passage reverses ("frequent" for "seldom")."""
    c_univ, p_hedges = _UNIVERSAL_RE.search(claim), _hedges(passage)
    c_hedges = _hedges(claim) | (_LIKELY if _POSSIBLE_RE.search(claim) else set())
    if c_univ and p_hedges - c_hedges and not _UNIVERSAL_RE.search(passage):
        return Clash.of(f'the claim says "{c_univ.group()}", the passage "{sorted(p_hedges - c_hedges)[0]}"')
    if c_univ and p_hedges - c_hedges and p_hedges & {"almost"}:
        return Clash.of(f'the claim says "{c_univ.group()}", the passage qualifies it')
    if (
        c_univ
        and _EXCEPT_RE.search(passage)
        and not _EXCEPT_RE.search(claim)
        and not _restates_exception(claim, passage)
    ):
        return Clash.of(f'the claim says "{c_univ.group()}", the passage makes an exception')
    if (c_part := _PART_RE.search(claim)) and not c_univ and _ALL_RE.search(passage) and not p_hedges:
        return Clash.of(f'the claim says "{c_part.group()}", the passage says it of all')
    if _HIGH_RE.search(claim) and _LOW_RE.search(passage) and not _HIGH_RE.search(passage):
        return Clash.of("the claim's frequency is the opposite of the passage's", contradicts=True)
    if _LOW_RE.search(claim) and _HIGH_RE.search(passage) and not _LOW_RE.search(passage):
        return Clash.of("the claim's frequency is the opposite of the passage's", contradicts=True)
    return None


#: A change entry that stops something ("* Don't quit if ..."): a release's "no longer" (see scope_clash).
_STOPS_RE = re.compile(r"(?:^|[*\u2022-]\s|[.!?]\s)\s*(?:don['’]t|do\s+not|stop|never)\b", re.I)
_NO_LONGER_RE = re.compile(r"\bno\s+longer|\bnot\s+any\s*more", re.I)
#: A parenthetical aside: a time scope inside one may date what the aside names, not the statement.
PARENS_RE = re.compile(r"\([^()]*\)")


#: A sentence's end, for the sentence a time limit stands in.
_SENT_END_RE = re.compile(r"[.!?](?=\s)")


def _scopes_claim(passage: str, m: re.Match[str], claimed: set[str]) -> bool:
    """The time limit stands in a sentence of the passage that states some of the claim (two of its
    words besides the limit's own): a "Since 2.3, ..." of the neighbouring sentence limits that one."""
    start = max((e.end() for e in _SENT_END_RE.finditer(passage, 0, m.start())), default=0)
    end = next((e.end() for e in _SENT_END_RE.finditer(passage, m.end())), len(passage))
    sentence = passage[start : m.start()] + " " + passage[m.end() : end]
    return len(content_stems(sentence) & claimed) >= 2


def scope_clash(claim: str, passage: str, dated: bool = False) -> Clash | None:
    """The passage limits the statement in time ("prior to 3.32.0") and the claim drops the limit, or
    the claim dates it ("no longer", "now") where the passage does not. A release's change entry
    that stops something (``dated``: under a heading that names the release) dates it so."""
    lower = claim.lower()
    aside = None
    parens = [m.span() for m in PARENS_RE.finditer(passage)]
    claimed = content_stems(claim)
    for m in _SCOPE_RE.finditer(passage):
        if m.group(1).lower() not in lower:
            said = f'the passage limits this in time ("{" ".join(m.group().split())}"); the claim does not'
            if not any(s <= m.start() < e for s, e in parens) and _scopes_claim(passage, m, claimed):
                return Clash.of(said)
            aside = aside or Clash.of(said, decides=False)  # "(perhaps talking to an rsync before 3.0.0)"
    if aside is not None:
        return aside
    plow = passage.lower()
    for m in _TIME_WORD_RE.finditer(claim):
        if dated and _NO_LONGER_RE.match(m.group()) and _STOPS_RE.search(passage):
            continue
        if " ".join(m.group().lower().split()) not in " ".join(plow.split()):
            # a time word the passage lacks is not a time scope it states: open, not rejected
            return Clash.of(f'the claim says "{m.group()}"; the passage does not date the statement so', decides=False)
    return None
