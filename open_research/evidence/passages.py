"""Where in a source a claim is stated: the source split into sentences (hard-wrapped lines joined),
each analysed the first time a claim looks at it (stems, figures with the words around them,
negations), and the passages (one sentence or two adjacent ones) around the places where a
claim's words cluster. One linear scan per claim and no per-source index; prepared sources are
cached by content, so a source cited many times is prepared once."""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from open_research.evidence.normalize import figures, quote_key
from open_research.text import content_stems, content_word_spans, content_words

#: Regions of a source scored per claim (the rest share fewer of its words), the characters two
#: hits of the claim's words may lie apart within one region, and the context read around a region.
CANDIDATES = 8
REGION_GAP = 250
REGION_MAX = 600
#: Occurrences of one term beyond which it is ignored for locating the claim.
MAX_HITS = 300
#: Passages analysed in full per claim, chosen by how many of the claim's terms they contain.
PASSAGES = 16
WINDOW = 700
MAX_SENTENCE = 700
#: Content words either side of a figure that must partly recur around the same figure in the
#: passage: "range 2-127" is not backed by a "2" the passage states about something else.
FIGURE_CONTEXT = 4
_PAREN_RE = re.compile(r"\([^()]*\)")

#: Sentence ends, a blank line before an unindented line (a new block even in lower case: "apt
#: (2.5.2) unstable" after a release's sign-off line; an indented list's items may start in lower
#: case), and line breaks except where a hard-wrapped sentence continues in lower case. (The split
#: after a full stop is group ``q``: a pattern that starts with a character set is scanned much faster
#: than one that starts with a look-behind.)
#: A hard-wrapped line may also go on with inline code ("via the option\n`dir::state::status`."): a
#: line that starts with a backtick continues the sentence unless the line before it ended one (``r``),
#: and an indented entry in lower case after a blank line ("  chmod -R no longer ...") starts one (``i``).
_SPLIT_RE = re.compile(
    r"\n[ \t]*\n(?=[a-z`])|\n\s*+(?![a-z(\"]|`(?!``))|[.!?](?P<q>[\"”’')\]]*\s+)(?=[\"“(\[]?[A-Z0-9])"
    r"|[.!?:](?P<r>[ \t]*\n\s*)(?=`)|\n[ \t]*\n(?P<i>)(?=[ \t]+[a-z])"
)
#: Content words after a negation that it applies to (up to the end of its clause).
NEG_SCOPE = 3
_CLAUSE_END_RE = re.compile(r"[.;:!?,()\[\]]|\s(?:or|and|but|when|if|unless|because|while|which|where)\s")
#: Negations; "None" (capitalised) is left out: in technical text it is a value, not a negation.
#: "X instead of Y" denies Y as "X, not Y" does.
_NEG_RE = re.compile(
    r"\b(?:[Nn]ot|[Nn]o\s+longer|[Nn]o|[Nn]ever|none|[Nn]obody|[Nn]othing|[Nn]either|[Nn]or|[Cc]annot|"
    r"[Ww]ithout|[Ll]acks?|[Ll]acking|NOT|NO|NEVER|WITHOUT|[Ii]nstead\s+of)\b|n['’]t\b"
)
#: A participle or adjective negated by its prefix ("untested", "unavailable", "case-insensitive",
#: "independent", "non-interactive"): it negates its own root, as "not tested" does; a compound's
#: whole root ("case-insensitive" negates "case-sensitive").
_UN_RE = re.compile(
    r"\b(?:(?![Nn]on-)([A-Za-z]+-))?(?:[Uu]n([a-z]{3,}(?:ed|able|ible))|[Ii]n([a-z]{3,}(?:ible|ive|ent|ant))|[Nn]on-?([a-z]{3,}))\b"
)
#: Phrases built of negation words that negate nothing: "with or without AUTOINCREMENT", "whether or not";
#: a bound ("no more than once per second") is "at most", a quantity, not a denial.
_NOT_NEG_RE = re.compile(
    r"\b(?:with\s+or\s+without|whether\s+or\s+not|or\s+not|no[t]?\s+(?:more|less|fewer|later|earlier)\s+than)\b"
    r"|=(?:none|no)\b",  # an option's value ("--with-regex=none") names a setting; it denies nothing
    re.IGNORECASE,
)


class Sentence:
    """What one sentence of a source states: its words when a claim first looks at it, its negations
    when a verdict rests on it, its figures (with the words around them) when a claim states one."""

    __slots__ = ("start", "end", "stems", "_text", "_negs", "_figs", "_ctx")

    def __init__(self, start: int, end: int, text: str):
        self.start, self.end, self._text = start, end, text
        self.stems = frozenset(content_stems(text))
        self._negs: list[frozenset[str]] | None = None
        self._figs: frozenset[str] | None = None
        self._ctx: list[tuple[frozenset[str], frozenset[str], frozenset[str]]] = []

    def _read_figures(self) -> frozenset[str]:
        # built aside, then published context first: a thread that reads both meanwhile sees whole values
        figs: set[str] = set()
        ctx = []
        found = figures(self._text, source=True, approx=True)
        for f, (left, right) in zip(found, figure_contexts(self._text, found), strict=True):
            figs |= f.alternatives
            ctx.append((f.alternatives, left, right))
        self._ctx, self._figs = ctx, frozenset(figs)
        return self._figs

    @property
    def negs(self) -> list[frozenset[str]]:
        """What each negation of the sentence negates (read when a claim's verdict needs it)."""
        if self._negs is None:
            self._negs = negations(self._text)
        return self._negs

    @property
    def figs(self) -> frozenset[str]:
        """Every reading of every figure the sentence states."""
        return self._read_figures() if self._figs is None else self._figs

    @property
    def fig_context(self) -> list[tuple[frozenset[str], frozenset[str], frozenset[str]]]:
        """Per figure: its readings, the content words on its left and on its right."""
        if self._figs is None:
            self._read_figures()
        return self._ctx


@dataclass
class SourceIndex:
    """A source prepared for alignment: lower-cased text for searching, sentences analysed lazily."""

    text: str
    lower: str
    title_key: str
    title_lower: str
    title_stems: frozenset[str]
    extra_figures: frozenset[str]
    sentences: dict[tuple[int, int], Sentence] = field(default_factory=dict)
    #: The section heading above a line and its figures, by the offset of the line's start.
    headings: dict[int, tuple[str, frozenset[str]]] = field(default_factory=dict)


#: Words a line cannot end a heading or a sentence with: a hard-wrapped sentence goes on on the next
#: line even where that line starts with a capital or a name.
_GOES_ON = frozenset("a an the to of in on at by for from with into as and or than that is are was were be".split())


def _goes_on(text: str, start: int, end: int, after: int) -> bool:
    """The line break at ``end`` follows one of those words: one break, or a blank line before a line in
    lower case (a text spaced a blank line apart: "with the flag -9 will cause the\n\ncompressor")."""
    while end > start and text[end - 1] in " \t":
        end -= 1
    at = end
    while at > start and end - at <= 4 and text[at - 1].isalpha():
        at -= 1
    breaks = text.count("\n", end, after)
    ok = breaks == 1 or (breaks == 2 and text[after : after + 1].islower())
    return (at == start or not text[at - 1].isalnum()) and text[at:end] in _GOES_ON and ok


#: A line that starts with a figure going on in words (not a list's "1." / "2)" nor a heading's "3.2.7 (date)",
#: nor a table's row "126    if the command cannot be run", its columns apart by a run of spaces).
_NUMBER_GOES_ON_RE = re.compile(r"\d[\d,]*(?:%|[ \t]?[a-z])")
#: A line that ends with a lower-case word and no punctuation: its sentence is not over.
_LOWER_END_RE = re.compile(r"(?:^|[^\w-])[a-z]+[ \t]*$")


def sentence_spans(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """Sentence spans of ``text[lo:hi]`` (offsets into ``text``)."""
    hi = len(text) if hi is None else hi
    spans, start = [], lo
    for m in _SPLIT_RE.finditer(text, lo - 1 if lo and text[lo - 1] in ".!?" else lo, hi):
        if m.start("i") >= 0 and text[m.start() - 1] not in ".!?])":
            continue  # an indented paragraph in lower case starts an entry only after one has ended
        cut = max(m.start("q"), m.start("r"))
        if cut < 0 and text[m.start() - 1] not in ".!?:" and _goes_on(text, start, m.start(), m.end()):
            continue  # "... has changed name to\nGLIBCXX_FORCE_NEW.": a line that ends mid-phrase
        if (
            cut < 0
            and _NUMBER_GOES_ON_RE.match(text, m.end())
            and _LOWER_END_RE.search(text[max(start, m.start() - 30) : m.start()])
        ):
            continue  # "... so that a current year past\n  2038 can ...": a wrapped line goes on with a figure
        cut = m.start() if cut < 0 else cut
        if cut > start:
            spans.append((start, cut))
        start = m.end()
    if start < hi:
        spans.append((start, hi))
    out = []
    for s, e in spans:
        if e - s <= MAX_SENTENCE:
            if not text[s].isspace() or text[s:e].strip():
                out.append((s, e))
            continue
        while e - s > MAX_SENTENCE:  # very long lines (tables, code) in bounded pieces
            cut = text.rfind(" ", s, s + MAX_SENTENCE)
            cut = cut if cut > s else s + MAX_SENTENCE
            out.append((s, cut))
            s = cut
        if text[s:e].strip():
            out.append((s, e))
    return out


#: Keyed by the texts themselves: a str caches its hash, so a source cited again costs no hashing,
#: and a lookup compares the text in full (no digest that two texts could share).
_CACHE: OrderedDict[tuple[str, str, str | None], SourceIndex] = OrderedDict()
_CACHE_SIZE = 256
_LOCK = threading.Lock()
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def index_source(text: str, title: str = "", published_at: str | None = None) -> SourceIndex:
    """Prepare a source (cached by content, so a source cited many times is prepared once)."""
    key = (text, title, published_at)
    with _LOCK:  # verification runs in worker threads, several runs at once on a server
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
    lower = text.lower()
    if len(lower) != len(text):  # a few characters lower-case to two: keep offsets aligned
        lower = text.translate(_ASCII_LOWER)
    extra = {t for f in figures(f"{title}\n{published_at or ''}", source=True) for t in f.alternatives}
    idx = SourceIndex(
        text=text,
        lower=lower,
        title_key=quote_key(title),
        title_lower=title.lower(),
        title_stems=frozenset(content_stems(title)),
        extra_figures=frozenset(extra),
    )
    with _LOCK:
        _CACHE[key] = idx
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return idx


def _sentence(idx: SourceIndex, s: int, e: int) -> Sentence:
    got = idx.sentences.get((s, e))
    if got is None:
        got = idx.sentences[(s, e)] = Sentence(s, e, idx.text[s:e])
    return got


def candidate_passages(idx: SourceIndex, claim: str, stems: set[str], width: int = 2) -> list[list[Sentence]]:
    """Passages (one sentence up to ``width`` adjacent ones) around the places where the claim's words cluster.

    A substring search per term finds the occurrences of the claim's stems and numbers; hits
    close together form regions, the regions with the most distinct stems are split into
    sentences. Cost: linear in the source, with no per-source index to build.
    """
    numbers = {m.group(0) for m in re.finditer(r"\d{2,}", claim)}
    terms = sorted(stems | numbers, key=len, reverse=True)
    if not terms:
        return []
    hits: list[tuple[int, str]] = []
    common: list[tuple[int, str]] = []
    lower = idx.lower
    find = lower.find
    for term in terms:  # str.find per term: much faster than one regex alternation over the text
        found: list[tuple[int, str]] = []
        step = len(term)
        i = find(term)
        while i >= 0 and len(found) <= MAX_HITS:
            if i == 0 or not lower[i - 1].isalnum():
                found.append((i, term))
            i = find(term, i + step)
        # a word on every line of the page says little about where the claim is: used only if nothing else
        (hits if len(found) <= MAX_HITS else common).extend(found)
    hits = sorted(hits or common)
    regions: list[tuple[int, int, set[str]]] = []
    first, last, seen = -1, -1, set()
    for pos, term in hits:
        if first >= 0 and pos - last <= REGION_GAP and pos - first <= REGION_MAX:
            last = pos
            seen.add(term)
        else:
            if first >= 0:
                regions.append((first, last, seen))
            first, last, seen = pos, pos, {term}
    if first >= 0:
        regions.append((first, last, seen))
    regions.sort(key=lambda r: -len(r[2]))
    windows: dict[tuple[tuple[int, int], ...], int] = {}
    n = len(idx.text)
    reach = range(1 - width, width)
    for lo, hi, _ in regions[:CANDIDATES]:
        wlo, whi = max(0, lo - WINDOW), min(n, hi + WINDOW)
        spans = sentence_spans(idx.text, wlo, whi)
        inner = [
            k
            for k, (s, e) in enumerate(spans)
            if e > lo - 1 and s <= hi + 1 and (s > wlo or wlo == 0) and (e < whi or whi == n)
        ]
        quick, title = {}, {}
        for k in {i + d for i in inner for d in reach if 0 <= i + d < len(spans)}:
            low = idx.lower[spans[k][0] : spans[k][1]]
            quick[k] = {t for t in terms if t in low}
            title[k] = _title(idx.text, *spans[k])
        for k in inner:
            for a in range(k - width + 1, k + 1):
                for b in range(max(a, k), a + width):
                    if a in quick and b in quick and not any(title[j] for j in range(a + 1, b + 1)):
                        if a == b:
                            windows[(spans[a],)] = len(quick[a])
                        elif b == a + 1:
                            windows[(spans[a], spans[b])] = len(quick[a] | quick[b])
                        else:
                            have = quick[a].union(*(quick[j] for j in range(a + 1, b + 1)))
                            windows[tuple(spans[a : b + 1])] = len(have)
    best = sorted(windows, key=lambda w: (-windows[w], len(w)))[:PASSAGES]
    return [[_sentence(idx, *span) for span in w] for w in best]


#: A heading by its markup: underlined ("Fixes since v2.30.7" over "-----"), or a Markdown or outline
#: heading line ("## 2.1", "* Noteworthy changes in release 3.5") between blank lines.
_UNDERLINE_RE = re.compile(r"[ \t]*\n[ \t]*[=\-~^]{3,}[ \t]*(?:\n|$)")
_MARKED_RE = re.compile(r"[#*]+ \S")
_BLANK_AFTER_RE = re.compile(r"[ \t]*(?:\n[ \t]*\n|\s*$)")


def _title(text: str, s: int, e: int) -> bool:
    """The sentence is a heading line: it opens the next section, so a passage does not run on into it
    ("... reversing some of the changes made in 3.4.\n\n* Noteworthy changes in release 3.5")."""
    line = text[s:e].rstrip()
    if not line or line.endswith(tuple(".,;:!?")) or "\n" in line or len(line) > 100:
        return False
    if _UNDERLINE_RE.match(text, s + len(line)):
        return True
    alone = s == 0 or text[max(0, s - 3) : s].replace(" ", "").endswith("\n\n")
    marked, after = _MARKED_RE.match(line), _BLANK_AFTER_RE.match(text, s + len(line))
    if not (alone and marked and after):
        return False
    # a loose list's item ("* one", blank, "* two") is no heading: a block beside it starts with its marker
    marker = line[: line.index(" ") + 1]
    before = text[text.rfind("\n\n", 0, max(0, s - 2)) + 2 : s].lstrip("\n")
    return line.startswith("#") or not (text.startswith(marker, after.end()) or before.startswith(marker))


#: A sentence that states an entry's default ("The default is 3.", "Defaults to yes."): in a reference
#: entry it often stands sentences after the description it completes.
_DEFAULT_RE = re.compile(r"^\W*(?:the\s+default(?:\s+\w+){0,2}\s+is|by\s+default|defaults?\s+(?:to|is))\b", re.I)
#: How many sentences before and after a passage, within its paragraph, a default is looked for.
DEFAULT_REACH = 4


def entry_defaults(idx: SourceIndex, start: int, end: int) -> list[Sentence]:
    """The sentences stating a default around ``start``-``end`` in the same paragraph: "Specifies the
    number of prompts. The argument must be an integer. The default is 3." gives the first sentence its 3."""
    lo = max(idx.text.rfind("\n\n", 0, start), start - 2 * MAX_SENTENCE, 0)
    hi = idx.text.find("\n\n", end)
    hi = min(len(idx.text) if hi < 0 else hi, end + 2 * MAX_SENTENCE)
    spans = sentence_spans(idx.text, lo, start)[-DEFAULT_REACH:] + sentence_spans(idx.text, end, hi)[:DEFAULT_REACH]
    return [_sentence(idx, s, e) for s, e in spans if _DEFAULT_RE.match(idx.text[s:e])]


def rest_of_paragraph(idx: SourceIndex, end: int, most: int = 2) -> list[Sentence]:
    """Up to ``most`` sentences after ``end`` in its paragraph: a release note's "[bug introduced in
    2.8]" that ends the entry."""
    hi = idx.text.find("\n\n", end)
    hi = min(len(idx.text) if hi < 0 else hi, end + 2 * MAX_SENTENCE)
    return [_sentence(idx, s, e) for s, e in sentence_spans(idx.text, end, hi)[:most]]


def figure_contexts(text: str, figs: list) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The content words each figure stands between: FIGURE_CONTEXT words on its left and its right.

    A parenthetical remark is skipped unless the figure is inside it: "in 16 bits and the second
    (the delta index) in 8" and "... and the second in 8" put 8 next to the same words.
    """
    if not figs:
        return []
    parens = [m.span() for m in _PAREN_RE.finditer(text)]
    spans = content_word_spans(text)
    out = []
    for fig in figs:
        own = next(((s, e) for s, e in parens if s <= fig.start < e), None)
        words = [(pos, w) for pos, w in spans if not any(s <= pos < e and (s, e) != own for s, e in parens)]
        left = [w for pos, w in words if pos < fig.start][-FIGURE_CONTEXT:]
        right = [w for pos, w in words if pos > fig.start][:FIGURE_CONTEXT]  # a unit ("1,200 visitors") included
        out.append((frozenset(left), frozenset(right)))
    return out


def negations(text: str, scope: int = NEG_SCOPE) -> list[frozenset[str]]:
    """What each negation of a text negates: the first content words after it in its clause.

    "if the information is not provided by the parser" -> {provid, parser}. A negation is compared
    by what it applies to, so a passage's "not given" does not back a claim's "not the tangent".
    """
    out = []
    text = _NOT_NEG_RE.sub(lambda m: " " * len(m.group()), text)
    for m in _NEG_RE.finditer(text):
        end = _CLAUSE_END_RE.search(text, m.end())
        words = content_words(text[m.end() : end.start() if end else len(text)])[:scope]
        if not words and m.group()[:1] in "nN":  # an elided verb ("HOME may be set; LOGNAME may not."):
            # the negation denies its own clause's subject, the words before it
            starts = [e.end() for e in _CLAUSE_END_RE.finditer(text, max(0, m.start() - 200), m.start())]
            words = content_words(text[starts[-1] if starts else max(0, m.start() - 200) : m.start()])[-scope:]
        out.append(frozenset(words))
    return out


def prefix_negations(text: str) -> list[frozenset[str]]:
    """The roots a prefix negates ("untested" -> {test}). They back a claim's "not tested" but need
    no counterpart themselves: "can be uncompressed" and "unpacked" reverse, they do not negate."""
    return [
        frozenset(content_words((m.group(1) or "") + next(g for g in m.groups()[1:] if g)))
        for m in _UN_RE.finditer(text)
    ]
