"""A report never leads with an unsupported claim.

Run after the report is verified (``evidence.citations.verify_report``), on the model's prose:

- a source list the model wrote, in any spelling ("## Sources:", "**References**", "Sources - ..."), is
  not a claim: it is removed before verification (code renders the references from the ledger), so
  titles in it cannot pass as supported citations;
- each factual sentence without a citation is marked ``[unsupported]`` in the body, like a sentence
  whose citation failed;
- when not one claim of a prose report is supported by a source read in this run, the model's text is
  set aside (kept in ``report_json["set_aside"]``) and the extractive report from the ledger (the
  sources' own sentences, cited by code) is shown instead; the gaps say why.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from open_research.evidence.citations import KEPT, UNSUPPORTED, VerifiedReport
from open_research.graph.extractive import extractive_report

_LIST_WORDS = r"(?:sources?|references?|bibliography|works cited|citations?|sources used|further reading)"
#: A heading or label that opens a source list: "## Sources:", "**References**", "Sources -", "Sources used".
_LIST_HEAD = re.compile(
    rf"^\s*(?:#{{1,6}}\s*)?(?:\*\*|__|\*)?\s*{_LIST_WORDS}\s*(?:\*\*|__|\*)?\s*[:\-–—]?\s*(?:\*\*|__|\*)?\s*$", re.I
)
#: A one-line source list: "Sources: [src_a], [src_b]" or "References - Ferry notice (2026)".
_LIST_LINE = re.compile(rf"^\s*(?:\*\*|__)?\s*{_LIST_WORDS}\s*(?:\*\*|__)?\s*[:\-–—]\s*\S", re.I)
_ITEM = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|\[\d+\]|\[src_[A-Za-z0-9]+\])\s*\S")
_BODY_END = "\n## References\n"
GAP_HEADER = "## Gaps and limitations\n\n"


def without_source_lists(draft: str) -> str:
    """``draft`` without the source lists a model wrote: the label or heading and its list items."""
    out: list[str] = []
    skipping = False
    for line in draft.splitlines():
        if _LIST_HEAD.match(line):
            skipping = True
            continue
        if skipping:
            if not line.strip() or _ITEM.match(line):
                continue
            skipping = False
        if _LIST_LINE.match(line):
            continue
        out.append(line)
    return "\n".join(out).rstrip()


def guard_report(
    draft: str,
    verified: VerifiedReport,
    question: str,
    ledger: list[dict[str, Any]],
    reverify: Callable[[str], VerifiedReport],
    *,
    prose: bool = True,
    plan: dict[str, Any] | None = None,
    brief: str = "",
) -> tuple[VerifiedReport, dict[str, Any]]:
    """The report to show, and what ``report_json`` adds (``set_aside`` when the prose was replaced)."""
    if not prose:
        return verified, {}
    clean = without_source_lists(draft)
    if clean != draft:
        verified = reverify(clean)
    supported = [c for c in verified.citations if c.status in KEPT]
    claims = [*verified.uncited, *verified.unsupported_sentences]
    if not supported and claims and ledger:
        quoted = reverify(extractive_report(question, ledger, plan=plan, brief=brief))
        if any(c.status in KEPT for c in quoted.citations):
            reason = (
                f"The model's report was set aside: none of its {len(claims)} factual sentence(s) is supported "
                "by a source read in this run. Shown instead: the sources' own sentences, quoted and cited."
            )
            marked = _with_gap(quoted, reason)
            aside = {
                "reason": reason,
                "sentences": claims[:50],
                "report": verified.markdown.split(_BODY_END, 1)[0],
                "citations": [c.model_dump() for c in verified.citations],
            }
            return marked, {"set_aside": aside}
    return _marked(verified), {}


def _marked(verified: VerifiedReport) -> VerifiedReport:
    """Every uncited factual sentence of the body followed by the ``[unsupported]`` mark."""
    if not verified.uncited:
        return verified
    md = verified.markdown
    cut = md.find(_BODY_END)
    body, tail = (md[:cut], md[cut:]) if cut >= 0 else (md, "")
    for sentence in dict.fromkeys(verified.uncited):
        body = _mark(body, sentence)
    return verified.model_copy(update={"markdown": body + tail})


def _mark(body: str, sentence: str) -> str:
    core = sentence.strip().rstrip(".!?;:").strip()
    if len(core) < 3:
        return body
    at = body.find(core)
    if at < 0:
        return body
    end = at + len(core)
    if body[end : end + len(UNSUPPORTED) + 1].lstrip().startswith(UNSUPPORTED):
        return body
    return body[:end] + " " + UNSUPPORTED + body[end:]


def _with_gap(verified: VerifiedReport, reason: str) -> VerifiedReport:
    md = verified.markdown
    at = md.find(GAP_HEADER)
    md = (
        md[: at + len(GAP_HEADER)] + f"- {reason}\n" + md[at + len(GAP_HEADER) :] if at >= 0 else md + f"\n- {reason}\n"
    )
    gaps = {**verified.gaps, "set_aside": reason}
    return verified.model_copy(update={"markdown": md, "gaps": gaps})
