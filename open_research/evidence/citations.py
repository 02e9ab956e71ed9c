"""Citations checked by code: every sentence of the report is a claim, every citation is aligned
with the passage of its source that best supports the claim (``claims.py``), and code renumbers the
survivors and writes the references and the gaps section from the ledger.

A sentence with several citation clusters is split at the clusters: each cluster answers for the
text between it and the previous one (trailing text goes to the last cluster). A cluster whose
citations all fail is replaced by ``[unsupported]`` (``[contradicted]`` when a passage says the
opposite), so the reader sees exactly which claim lost its support. A citation that nothing
contradicts but nothing confirmed either (``unverified``) keeps its number, marked where the reader
sees it: ``[3, unverified]``; the gaps list each such statement. A marker right after a
sentence's full stop (``... 18:00. [src_a]``) belongs to that sentence. A factual sentence with
no citation is listed as ``uncited``. Model-written References / Gaps sections are dropped.
A source flagged as addressing the assistant (``injection.py``) never counts as support.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from open_research.evidence.claims import Alignment, align, claim_is_factual
from open_research.evidence.conflicts import Conflict, claim_conflicts, detect_conflicts, validate_conflicts
from open_research.evidence.inert import inert
from open_research.evidence.injection import injected_sources, planted
from open_research.evidence.ledger import EvidenceRecord, merge_ledger
from open_research.evidence.normalize import number_tokens, quote_in
from open_research.evidence.passages import index_source
from open_research.evidence.recency import is_stated
from open_research.evidence.render import gaps_markdown, references
from open_research.evidence.verdict import Layer, Verdict, pair_key
from open_research.text import content_stems

__all__ = [
    "Conflict",
    "CitationCheck",
    "VerifiedReport",
    "detect_conflicts",
    "number_tokens",
    "quote_in",
    "validate_conflicts",
    "verify_report",
]

Status = Literal["supported", "unverified", "unsupported", "contradicted", "unknown_source"]
#: Citations that keep their number (an unverified one is marked so in the text).
KEPT = ("supported", "unverified")
UNVERIFIED = "unverified"
UNSUPPORTED = "[unsupported]"
CONTRADICTED = "[contradicted]"

_ID = r"(?:(?:sources?\s*:\s*)?src_[A-Za-z0-9]+|\d{1,3})"
_MARKER_RE = re.compile(rf"\[\s*({_ID}(?:\s*[,;]\s*{_ID})*)\s*\](?!\()", re.IGNORECASE)
_CLUSTER_GAP_RE = re.compile(r"[\s,;]*")
_BOUNDARY_RE = re.compile(r"[.!?]+[\"”’')]*(?:\s*\[[^\[\]\n]{1,200}\](?!\())*(?=\s+[^a-z\s]|\s*$)")
_LIST_PREFIX_RE = re.compile(r"^(\s*(?:#{1,6}|>|[-*+•]|\d{1,3}[.)])\s+)")
_URL_RE = re.compile(r"https?://[^\s)\]]+")
_SECTION_RE = re.compile(
    r"^#{1,6}\s*(references|bibliography|sources|works cited|gaps and limitations)\s*$", re.IGNORECASE | re.MULTILINE
)


class CitationCheck(BaseModel):
    """One citation: the claim it answers for, the passage it was aligned to, and the verdict."""

    marker: str
    source_id: str
    n: int | None = None
    sentence: str
    status: Status
    claim: str = ""
    reason: str = ""
    passage: str = ""
    start: int | None = None
    end: int | None = None
    coverage: float | None = None
    #: Who decided the status: the lexical checks, the verifier model, or the extractive report's quote.
    layer: Layer = "lexical"
    #: The verifier model's own verdict (supports / partly / does not / contradicts), when it was asked.
    verdict: str | None = None
    #: The words of the passage the status rests on (the model's span when it gave one).
    span: str = ""


class VerifiedReport(BaseModel):
    brief: str = ""
    markdown: str
    citations: list[CitationCheck]
    sources: list[dict[str, Any]]
    removed: list[CitationCheck]
    unsupported_sentences: list[str]
    uncited: list[str] = Field(default_factory=list)
    gaps: dict[str, Any] = Field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON document served beside the Markdown (a dict; FastAPI serialises it)."""
        return {
            "brief": self.brief,
            "report": self.markdown,
            "sources": self.sources,
            "citations": [c.model_dump() for c in self.citations],
            "uncited": self.uncited,
            "gaps": self.gaps,
        }


# ---------------------------------------------------------------- report parsing
def _strip_model_sections(md: str) -> str:
    """Drop bibliography / gaps sections the model wrote itself: code renders both."""
    out, skipping, level = [], False, 0
    for line in md.splitlines():
        head = re.match(r"^(#{1,6})\s", line)
        if head and _SECTION_RE.match(line):
            skipping, level = True, len(head.group(1))
            continue
        if skipping and head and len(head.group(1)) <= level:
            skipping = False
        if not skipping:
            out.append(line)
    return "\n".join(out).rstrip() + "\n"


def _unprefix(line: str) -> str:
    """Same-length copy with the list/heading prefix blanked: list numbering is not a claim."""
    m = _LIST_PREFIX_RE.match(line)
    return " " * m.end() + line[m.end() :] if m else line


def _mask(line: str) -> str:
    """Also blank URLs: digits inside a link are not figures the sentence states."""
    return _URL_RE.sub(lambda u: " " * len(u.group()), _unprefix(line))


def _sentences(masked: str) -> list[tuple[int, int]]:
    """Sentence spans; a full stop inside a quotation does not end the sentence."""
    spans, start = [], 0
    for m in _BOUNDARY_RE.finditer(masked):
        before = masked[start : m.end()]
        if before.count('"') % 2 or before.count("“") > before.count("”"):
            continue
        spans.append((start, m.end()))
        start = m.end()
    spans.append((start, len(masked)))
    merged: list[tuple[int, int]] = []
    for s, e in spans:
        if not masked[s:e].strip():
            continue
        if merged and not re.search(r"\w", _MARKER_RE.sub("", masked[s:e])):
            merged[-1] = (merged[-1][0], e)  # a lone "[src_a]." belongs to the sentence before
        else:
            merged.append((s, e))
    return merged


def _clusters(sentence: str) -> list[list[re.Match]]:
    """Adjacent marker groups (``[a][b]``, ``[a], [b]``) form one cluster for blame and output."""
    clusters: list[list[re.Match]] = []
    for m in _MARKER_RE.finditer(sentence):
        if clusters and _CLUSTER_GAP_RE.fullmatch(sentence[clusters[-1][-1].end() : m.start()]):
            clusters[-1].append(m)
        else:
            clusters.append([m])
    return clusters


def _id_token(tok: str) -> str:
    tok = re.sub(r"^sources?\s*:\s*", "", tok.strip(), flags=re.IGNORECASE)
    return tok.lower() if tok.lower().startswith("src_") else tok


def _tidy(text: str) -> str:
    # a mark before a word character or a slash starts a name (".gz", ".5", "./test"): its space stays
    return re.sub(r"\s+([.,;:!?])(?![\w/])", r"\1", re.sub(r"\s+", " ", text)).strip()


def _clean(masked_sentence: str, clusters: list[list[re.Match]]) -> str:
    """The sentence as a reader would quote it: no markers, no list prefix, single spaces."""
    text, last = [], 0
    for cl in clusters:
        text.append(masked_sentence[last : cl[0].start()])
        last = cl[-1].end()
    text.append(masked_sentence[last:])
    return _tidy("".join(text))


def _segments(msent: str, clusters: list[list[re.Match]]) -> list[str]:
    """The text each cluster answers for: from the previous cluster to it; the tail goes to the last."""
    out, last = [], 0
    for cl in clusters:
        out.append(msent[last : cl[0].start()])
        last = cl[-1].end()
    out[-1] += " " + msent[last:]
    return [_tidy(_MARKER_RE.sub(" ", s)) for s in out]


def _is_claim_line(line: str) -> bool:
    s = line.strip()
    return bool(s) and not s.startswith(("#", "|---", "| ---", "---", "***")) and bool(re.search(r"\w", s))


# ---------------------------------------------------------------- verification
class _Checker:
    """Per-report state: records, lazily indexed sources, the running reference numbers."""

    def __init__(
        self, records: Mapping[str, dict], flagged: set[str], verdicts: Mapping[str, Verdict], extractive: bool
    ):
        self.records, self.flagged, self.verdicts, self.extractive = records, flagged, verdicts, extractive
        self.group_n: dict[str, int] = {}
        self.checks: list[CitationCheck] = []

    def align(self, sid: str, claim: str, words: str) -> Alignment:
        r = self.records[sid]
        # a date the source states backs a claim's date; its file's modification date does not
        idx = index_source(r.get("text") or "", r.get("title") or "", r.get("published_at") if is_stated(r) else None)
        a = align(claim, idx, words=words)
        judged = self.verdicts.get(pair_key(claim, a.passage)) if a.passage and a.status == UNVERIFIED else None
        if judged:  # the model rules only on what words left open; a lexical failure stands
            a = Alignment(
                judged.status,
                f"the verifier model: {judged.said}",
                a.coverage,
                a.start,
                a.end,
                a.passage,
                "judge",
                judged.span,
            )
        elif self.extractive and a.status == "supported":
            a.layer = "extractive-verbatim"
        if sid in self.flagged and a.status in KEPT and planted(str(r.get("text") or ""), a.passage):
            return Alignment(
                "unsupported",
                "the source addresses the assistant: its text is not taken as fact",
                a.coverage,
                a.start,
                a.end,
                a.passage,
            )
        return a

    def sentence(self, sent: str, msent: str, shown: str) -> tuple[str, bool]:
        """The rebuilt sentence and whether a cluster lost all support."""
        clusters = _clusters(sent)
        segments = _segments(msent, clusters)
        rebuilt, last, lost = [], 0, False
        for ci, cl in enumerate(clusters):
            claim = segments[ci]
            words = claim if content_stems(claim) else shown
            ns: dict[int, bool] = {}  # number -> confirmed by at least one of its citations here
            contradicted = False
            for m in cl:
                for tok in re.split(r"[,;]", m.group(1)):
                    sid = _id_token(tok)
                    check = self._check(m.group(0), sid, shown, claim, words)
                    if check.n is not None:
                        ns[check.n] = ns.get(check.n, False) or check.status == "supported"
                    contradicted |= check.status == "contradicted"
            rebuilt.append(sent[last : cl[0].start()])
            if ns:
                rebuilt.append("".join(f"[{n}]" if ok else f"[{n}, {UNVERIFIED}]" for n, ok in sorted(ns.items())))
            else:
                rebuilt.append(CONTRADICTED if contradicted else UNSUPPORTED)
                lost = True
            last = cl[-1].end()
        rebuilt.append(sent[last:])
        return "".join(rebuilt), lost

    def _check(self, marker: str, sid: str, shown: str, claim: str, words: str) -> CitationCheck:
        if sid not in self.records:
            check = CitationCheck(
                marker=marker,
                source_id=sid,
                sentence=shown,
                claim=claim,
                status="unknown_source",
                reason="this source was not read in this run",
            )
        else:
            a = self.align(sid, claim, words)
            check = CitationCheck(
                marker=marker,
                source_id=sid,
                sentence=shown,
                claim=claim,
                status=a.status,
                reason=a.reason,
                passage=a.passage,
                start=a.start,
                end=a.end,
                coverage=a.coverage,
                layer=a.layer,
                verdict=self.verdicts[pair_key(claim, a.passage)].said if a.layer == "judge" else None,
                span=a.span or a.passage,
            )
            if a.status in KEPT:
                check.n = self.group_n.setdefault(self.records[sid]["group_id"], len(self.group_n) + 1)
        self.checks.append(check)
        return check


def _unverified(checks: Sequence[CitationCheck], lost: Sequence[str]) -> list[dict[str, Any]]:
    """Each statement that keeps a citation nothing confirmed, with the numbers marked unverified."""
    confirmed = {(c.claim, c.n) for c in checks if c.status == "supported"}
    out: dict[str, list[int]] = {}
    for c in checks:
        if c.status == UNVERIFIED and c.n is not None and (c.claim, c.n) not in confirmed and c.sentence not in lost:
            ns = out.setdefault(c.sentence, [])
            if c.n not in ns:
                ns.append(c.n)
    return [{"statement": s, "citations": ns} for s, ns in out.items()]


def verify_report(
    report_md: str,
    ledger: Sequence[Mapping[str, Any] | EvidenceRecord],
    *,
    brief: str = "",
    open_questions: Iterable[str] = (),
    unreadable: Iterable[str] = (),
    conflicts: Iterable[Conflict] = (),
    verdicts: Mapping[str, Verdict] | None = None,
    extractive: bool = False,
) -> VerifiedReport:
    """Check every sentence and citation against the ledger, renumber, render references and gaps.

    ``verdicts``: the verifier model's answers on claim/passage pairs (``verdict.pair_key``) the lexical
    layer left unverified. ``extractive``: the report's sentences are verbatim quotes chosen by code,
    so a verbatim match is recorded as layer ``extractive-verbatim``.
    """
    records = {r["source_id"]: r for r in merge_ledger(ledger, [])}
    flagged = injected_sources(records.values())
    checker = _Checker(records, set(flagged), verdicts or {}, extractive)
    unsupported: list[str] = []
    uncited: list[str] = []
    out_lines: list[str] = []
    in_code = False
    for line in _strip_model_sections(report_md).splitlines():
        fence = line.lstrip().startswith(("```", "~~~"))
        in_code = in_code != fence
        if in_code or fence or not _is_claim_line(line):
            out_lines.append(line)
            continue
        masked, new_line, cursor = _mask(line), [], 0
        for s, e in _sentences(masked):
            sent, msent = line[s:e], masked[s:e]
            clusters = _clusters(sent)
            shown = _clean(_unprefix(line)[s:e], clusters)
            if not clusters:  # an extractive quote's "(published 2026-02-16)" is the quote's note, not a claim
                note = extractive and shown[:1] == "(" and shown[-1:] == ")" and line[:s].rstrip().endswith(("]", ")"))
                if claim_is_factual(shown) and not note:
                    uncited.append(shown)
                continue
            rebuilt, lost = checker.sentence(sent, msent, shown)
            if lost:
                unsupported.append(shown)
            new_line.append(line[cursor:s] + rebuilt)
            cursor = e
        out_lines.append("".join(new_line) + line[cursor:])

    body = "\n".join(out_lines).rstrip()
    checks, group_n = checker.checks, checker.group_n
    refs, sources = references(records, group_n, checks)
    valid_conflicts, _ = validate_conflicts(conflicts, records.values())
    valid_conflicts = [c for c in valid_conflicts if not set(c.source_ids) & set(flagged)]
    points = {frozenset(c.source_ids) for c in valid_conflicts}
    valid_conflicts += [
        c for c in claim_conflicts(checks, records, exclude=flagged) if frozenset(c.source_ids) not in points
    ]
    gaps = {
        "open_questions": [q for q in open_questions if q.strip()],
        "unreadable": [u for u in unreadable if u.strip()],
        "conflicts": [c.model_dump() for c in valid_conflicts],
        "unsupported_sentences": unsupported,
        "uncited": uncited,
        "unverified": _unverified(checks, unsupported),
        "injected_sources": flagged,
    }
    removed = [c for c in checks if c.status not in KEPT]
    md = inert(  # whoever wrote a part of it, the report shows text and loads nothing
        body
        + "\n\n## References\n\n"
        + ("\n".join(refs) if refs else "No sources were cited.")
        + "\n\n## Gaps and limitations\n\n"
        + gaps_markdown(gaps, records, group_n, checks)
        + "\n"
    )
    return VerifiedReport(
        brief=brief,
        markdown=md,
        citations=checks,
        sources=sources,
        removed=removed,
        unsupported_sentences=unsupported,
        uncited=uncited,
        gaps=gaps,
    )
