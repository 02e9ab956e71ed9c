"""Citations checked by code: the model cites ``[source_id]``, code verifies, renumbers and writes
the bibliography and the gaps section from the ledger.

Checks are literal, not semantic: a citation is ``supported`` when its id was read in this run,
every quotation in its sentence occurs in a cited snapshot and every number in the sentence occurs
in a cited snapshot. That catches fabricated ids, misquotes and changed figures; it cannot tell
whether a correctly quoted source really entails the claim.

Blame for a missing quote or number goes to the nearest citation cluster after it in the sentence
(before it when none follows). A cluster whose citations all fail is replaced by ``[unsupported]``,
so the reader sees exactly which claim lost its support. A marker right after a sentence's full
stop (``... 18:00. [src_a]``) belongs to that sentence. Model-written References / Gaps sections
are dropped: code renders both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from .evidence import EvidenceRecord, merge_ledger, normalize_text, number_spans, number_tokens, quote_in

__all__ = ["Conflict", "CitationCheck", "VerifiedReport", "detect_conflicts", "number_tokens",
           "quote_in", "validate_conflicts", "verify_report"]

Status = Literal["supported", "unknown_source", "quote_mismatch", "number_mismatch"]
UNSUPPORTED = "[unsupported]"

_ID = r"(?:(?:sources?\s*:\s*)?src_[A-Za-z0-9]+|\d{1,3})"
_MARKER_RE = re.compile(rf"\[\s*({_ID}(?:\s*[,;]\s*{_ID})*)\s*\](?!\()", re.IGNORECASE)
_CLUSTER_GAP_RE = re.compile(r"[\s,;]*")
_BOUNDARY_RE = re.compile(
    r"[.!?]+[\"”’')]*(?:\s*\[[^\[\]\n]{1,200}\](?!\())*(?=\s+[^a-z\s]|\s*$)")
_LIST_PREFIX_RE = re.compile(r"^(\s*(?:#{1,6}|>|[-*+•]|\d{1,3}[.)])\s+)")
_URL_RE = re.compile(r"https?://[^\s)\]]+")
_QUOTE_RE = re.compile(r"\"([^\"\n]{2,600})\"|“([^”\n]{2,600})”")
_SECTION_RE = re.compile(
    r"^#{1,6}\s*(references|bibliography|sources|works cited|gaps and limitations)\s*$",
    re.IGNORECASE | re.MULTILINE)
class Conflict(BaseModel):
    """Two or more independent sources that disagree on one point; reported, never resolved."""

    point: str
    source_ids: list[str]
    statements: list[str] = Field(default_factory=list)


class CitationCheck(BaseModel):
    marker: str
    source_id: str
    n: int | None = None
    sentence: str
    status: Status


class VerifiedReport(BaseModel):
    brief: str = ""
    markdown: str
    citations: list[CitationCheck]
    sources: list[dict[str, Any]]
    removed: list[CitationCheck]
    unsupported_sentences: list[str]
    gaps: dict[str, Any] = Field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON document served beside the Markdown (a dict; FastAPI serialises it)."""
        return {
            "brief": self.brief,
            "report": self.markdown,
            "sources": self.sources,
            "citations": [c.model_dump() for c in self.citations],
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
    return " " * m.end() + line[m.end():] if m else line


def _mask(line: str) -> str:
    """Also blank URLs: digits inside a link are not figures the sentence states."""
    return _URL_RE.sub(lambda u: " " * len(u.group()), _unprefix(line))


def _sentences(masked: str) -> list[tuple[int, int]]:
    """Sentence spans; a full stop inside a quotation does not end the sentence, so a quote of
    two sentences is still checked as one quote."""
    spans, start = [], 0
    for m in _BOUNDARY_RE.finditer(masked):
        before = masked[start:m.end()]
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
        if clusters and _CLUSTER_GAP_RE.fullmatch(sentence[clusters[-1][-1].end():m.start()]):
            clusters[-1].append(m)
        else:
            clusters.append([m])
    return clusters


def _id_token(tok: str) -> str:
    tok = re.sub(r"^sources?\s*:\s*", "", tok.strip(), flags=re.IGNORECASE)
    return tok.lower() if tok.lower().startswith("src_") else tok


def _clean(masked_sentence: str, clusters: list[list[re.Match]]) -> str:
    """The sentence as a reader would quote it: no markers, no list prefix, single spaces."""
    text, last = [], 0
    for cl in clusters:
        text.append(masked_sentence[last:cl[0].start()])
        last = cl[-1].end()
    text.append(masked_sentence[last:])
    return re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"\s+", " ", "".join(text))).strip()


def _nearest(clusters: list[list[re.Match]], pos: int) -> int:
    for i, cl in enumerate(clusters):
        if cl[0].start() >= pos:
            return i
    return len(clusters) - 1


def _check_sentence(sent: str, msent: str, clusters: list[list[re.Match]],
                    cites: list[list[tuple[str, str]]], records: Mapping[str, dict],
                    norm_of: Callable[[str], str], nums_of: Callable[[str], set[str]]
                    ) -> dict[tuple[int, int], Status]:
    """Status per (cluster, position): unknown id, then quotes, then numbers, each blamed on the
    nearest cluster; checks run against all of the sentence's known cited snapshots together."""
    known = {sid for cl in cites for _, sid in cl if sid in records}
    status: dict[tuple[int, int], Status] = {
        (ci, k): ("supported" if sid in records else "unknown_source")
        for ci, cl in enumerate(cites) for k, (_, sid) in enumerate(cl)}

    def blame(pos: int, why: Status) -> None:
        ci = _nearest(clusters, pos)
        for k in range(len(cites[ci])):
            if status[ci, k] == "supported":
                status[ci, k] = why

    for q in _QUOTE_RE.finditer(sent):
        if not any(quote_in(q.group(1) or q.group(2), norm_of(sid)) for sid in known):
            blame(q.end(), "quote_mismatch")
    claim = list(msent)
    for m in (m for cl in clusters for m in cl):
        claim[m.start():m.end()] = " " * (m.end() - m.start())
    backing = set().union(*(nums_of(sid) for sid in known))
    for tok, pos in number_spans("".join(claim)):
        if tok not in backing:
            blame(pos, "number_mismatch")
    return status


# ---------------------------------------------------------------- verification
def verify_report(report_md: str, ledger: Sequence[Mapping[str, Any] | EvidenceRecord], *,
                  brief: str = "", open_questions: Iterable[str] = (),
                  unreadable: Iterable[str] = (), conflicts: Iterable[Conflict] = ()
                  ) -> VerifiedReport:
    """Check every citation against the ledger, renumber survivors, render references and gaps."""
    records = {r["source_id"]: r for r in merge_ledger(ledger, [])}
    norm_cache: dict[str, str] = {}
    num_cache: dict[str, set[str]] = {}

    def snapshot(sid: str) -> str:  # title and stated publication date are part of what was read
        r = records[sid]
        return f"{r.get('title') or ''}\n{r.get('published_at') or ''}\n{r.get('text') or ''}"

    def norm_of(sid: str) -> str:
        if sid not in norm_cache:
            norm_cache[sid] = normalize_text(snapshot(sid))
        return norm_cache[sid]

    def nums_of(sid: str) -> set[str]:
        if sid not in num_cache:
            num_cache[sid] = number_tokens(snapshot(sid), source=True)
        return num_cache[sid]

    checks: list[CitationCheck] = []
    group_n: dict[str, int] = {}
    unsupported: list[str] = []
    out_lines: list[str] = []
    in_code = False
    for line in _strip_model_sections(report_md).splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            in_code = not in_code
        if in_code or line.lstrip().startswith(("```", "~~~")) or "[" not in line:
            out_lines.append(line)
            continue
        masked, new_line, cursor = _mask(line), [], 0
        for s, e in _sentences(masked):
            sent, msent = line[s:e], masked[s:e]
            clusters = _clusters(sent)
            if not clusters:
                continue
            shown = _clean(_unprefix(line)[s:e], clusters)
            cites = [[(m.group(0), _id_token(tok)) for m in cl
                      for tok in re.split(r"[,;]", m.group(1))] for cl in clusters]
            status = _check_sentence(sent, msent, clusters, cites, records, norm_of, nums_of)
            rebuilt, last = [], 0
            lost = False
            for ci, cl in enumerate(clusters):
                ns: list[int] = []
                for k, (marker, sid) in enumerate(cites[ci]):
                    n = None
                    if status[ci, k] == "supported":
                        grp = records[sid]["group_id"]
                        n = group_n.setdefault(grp, len(group_n) + 1)
                        ns.append(n)
                    checks.append(CitationCheck(marker=marker, source_id=sid, n=n,
                                                sentence=shown, status=status[ci, k]))
                rebuilt.append(sent[last:cl[0].start()])
                if ns:
                    rebuilt.append("".join(f"[{n}]" for n in sorted(set(ns))))
                else:
                    rebuilt.append(UNSUPPORTED)
                    lost = True
                last = cl[-1].end()
            rebuilt.append(sent[last:])
            if lost:
                unsupported.append(shown)
            new_line.append(line[cursor:s] + "".join(rebuilt))
            cursor = e
        out_lines.append("".join(new_line) + line[cursor:])

    body = "\n".join(out_lines).rstrip()
    refs, sources = _references(records, group_n, checks)
    valid_conflicts, _ = validate_conflicts(conflicts, records.values())
    gaps = {
        "open_questions": [q for q in open_questions if q.strip()],
        "unreadable": [u for u in unreadable if u.strip()],
        "conflicts": [c.model_dump() for c in valid_conflicts],
        "unsupported_sentences": unsupported,
    }
    removed = [c for c in checks if c.status != "supported"]
    md = (body + "\n\n## References\n\n" + ("\n".join(refs) if refs else "No sources were cited.")
          + "\n\n## Gaps and limitations\n\n" + _gaps_md(gaps, records, group_n, removed) + "\n")
    return VerifiedReport(brief=brief, markdown=md, citations=checks, sources=sources,
                          removed=removed, unsupported_sentences=unsupported, gaps=gaps)


def _references(records: Mapping[str, dict], group_n: Mapping[str, int],
                checks: list[CitationCheck]) -> tuple[list[str], list[dict]]:
    first_cited: dict[int, str] = {}
    for c in checks:
        if c.n is not None:
            first_cited.setdefault(c.n, c.source_id)
    refs, sources = [], []
    cited_ids = {c.source_id for c in checks if c.n is not None}
    for n in sorted(first_cited):
        rec = records[first_cited[n]]
        loc = rec.get("url") or rec.get("path") or "(no location)"
        line = f"- [{n}] {rec.get('title') or loc}. {loc}. Fetched {str(rec['fetched_at'])[:10]}."
        if rec.get("published_at"):
            line += f" Published {rec['published_at']}."
        if rec.get("snippet_only"):
            line += " Only a search snippet was read."
        others = [r.get("url") or r.get("path") for r in records.values()
                  if r["group_id"] == rec["group_id"] and r["source_id"] != rec["source_id"]]
        if others := [o for o in others if o]:
            line += " Same content also at: " + "; ".join(sorted(others)) + "."
        refs.append(line)
    for sid in sorted(cited_ids, key=lambda s: (group_n[records[s]["group_id"]], s)):
        sources.append({**records[sid], "n": group_n[records[sid]["group_id"]]})
    return refs, sources


def _label(sid: str, records: Mapping[str, dict], group_n: Mapping[str, int]) -> str:
    rec = records[sid]
    n = group_n.get(rec["group_id"])
    return f"[{n}]" if n else f"{rec.get('title')} ({rec.get('url') or rec.get('path') or sid})"


def _gaps_md(gaps: dict, records: Mapping[str, dict], group_n: Mapping[str, int],
             removed: list[CitationCheck]) -> str:
    items = [f"- Open question (no supporting source found): {q}" for q in gaps["open_questions"]]
    items += [f"- Source that could not be read: {u}" for u in gaps["unreadable"]]
    for c in gaps["conflicts"]:
        who = ", ".join(_label(s, records, group_n) for s in c["source_ids"])
        said = "; ".join(c["statements"])
        items.append(f"- Conflict on {c['point']}: sources {who} disagree" + (f" ({said})" if said else "")
                     + ". Not resolved by this report.")
    items += [f"- Statement marked {UNSUPPORTED} (its citations failed verification): {s}"
              for s in gaps["unsupported_sentences"]]
    if removed:
        kinds = sorted({c.status for c in removed})
        items.append(f"- {len(removed)} citation(s) removed by verification ({', '.join(kinds)}).")
    return "\n".join(items) if items else "No open questions, unreadable sources, conflicts or " \
                                          "failed citations were recorded in this run."


# ---------------------------------------------------------------- conflicts
def validate_conflicts(conflicts: Iterable[Conflict | Mapping[str, Any]],
                       ledger: Iterable[Mapping[str, Any]]) -> tuple[list[Conflict], list[Conflict]]:
    """Keep model-reported conflicts whose ids were read and span two independent groups."""
    recs = {r["source_id"]: r for r in ledger}
    valid, rejected = [], []
    for c in conflicts:
        c = c if isinstance(c, Conflict) else Conflict.model_validate(c)
        ids = [s for s in dict.fromkeys(c.source_ids) if s in recs]
        if len({recs[s]["group_id"] for s in ids}) >= 2:
            valid.append(c.model_copy(update={"source_ids": ids}))
        else:
            rejected.append(c)
    return valid, rejected


_LABEL_RE = re.compile(
    r"^\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z0-9 ()/&'-]{1,60}?)\s*[:=]\s*(\S[^\n]{0,150})$", re.M)
_IGNORED_LABELS = {"date", "published", "updated", "last updated", "posted", "modified",
                   "last modified", "phone", "tel", "telephone", "fax", "email", "page", "ref"}
_STOP = {"the", "and", "for", "with", "from", "new", "notice", "update", "updated", "about"}


def _title_words(title: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", title.casefold()) if len(w) > 2 and w not in _STOP}


def _same_subject(a: set[str], b: set[str]) -> bool:
    if not a or not b:
        return False
    return a <= b or b <= a or len(a & b) / len(a | b) >= 0.6


def detect_conflicts(ledger: Iterable[Mapping[str, Any]],
                     reported: Iterable[Conflict | Mapping[str, Any]] = ()) -> list[Conflict]:
    """Validated model-reported conflicts plus one deterministic heuristic.

    Heuristic: two sources in different duplicate groups whose titles name the same subject
    (one title's words contain the other's, or Jaccard >= 0.6) give different numeric values
    for the same ``label: value`` line, e.g. "Closing time: 17:00" vs "Closing time: 18:00".
    It finds labelled facts only; prose disagreements need the model to report them.
    """
    recs = merge_ledger(list(ledger), [])
    found, _ = validate_conflicts(reported, recs)
    facts: dict[str, list[tuple[dict, str, frozenset]]] = {}
    for r in recs:
        for m in _LABEL_RE.finditer(r.get("text") or ""):
            label = re.sub(r"\s+", " ", m.group(1)).strip().casefold()
            toks = frozenset(number_tokens(m.group(2)))
            if toks and label not in _IGNORED_LABELS:
                facts.setdefault(label, []).append((r, m.group(2).strip(), toks))
    seen = {(c.point.casefold(), frozenset(c.source_ids)) for c in found}
    for label, rows in sorted(facts.items()):
        for i, (ra, va, ta) in enumerate(rows):
            for rb, vb, tb in rows[i + 1:]:
                if (ra["group_id"] == rb["group_id"] or ta == tb or
                        not _same_subject(_title_words(ra.get("title") or ""),
                                          _title_words(rb.get("title") or ""))):
                    continue
                key = (label, frozenset({ra["source_id"], rb["source_id"]}))
                if key in seen:
                    continue
                seen.add(key)
                found.append(Conflict(point=label, source_ids=[ra["source_id"], rb["source_id"]],
                                      statements=[_statement(ra, label, va), _statement(rb, label, vb)]))
    return found


def _statement(rec: Mapping[str, Any], label: str, value: str) -> str:
    when = f" (published {rec['published_at']})" if rec.get("published_at") else ""
    return f"{rec.get('title')}{when}: {label}: {value}"
