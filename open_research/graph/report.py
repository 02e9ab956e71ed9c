"""final_report_generation: one model call writes the whole report from the brief and the notes.

A context overflow retries with the findings trimmed; any other failure is retried and then fails
the run with a clear error. An error text is never passed off as a report. Models without native
tool calling do not write prose: the report is extractive (``extractive.extractive_report``); a model
that writes prose is given the same evidence, selected per part of the question (``writer_evidence``).
Afterwards code checks every sentence and citation against the evidence ledger, renumbers them and
writes the references and the gaps section (``evidence.citations``), in a worker thread so the
event loop stays free; the model never writes the bibliography.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig

from open_research.config import run_config
from open_research.evidence.citations import VerifiedReport, verify_report
from open_research.evidence.conflicts import Conflict
from open_research.evidence.inert import escape_inline
from open_research.evidence.prepare import prepare_ledger
from open_research.evidence.verdict import Verdict
from open_research.graph.extractive import extractive_report, number_headings, writer_evidence
from open_research.graph.judge import judge_claims, uncertain
from open_research.graph.limits import trim_to_fraction
from open_research.graph.report_guard import guard_report
from open_research.graph.state import AgentState
from open_research.models import usage
from open_research.models.errors import is_context_overflow
from open_research.models.role import RoleModel, role_model
from open_research.observe import progress
from open_research.prompts import FINAL_REPORT, FINAL_REPORT_STRUCTURED, SELECTED_NONE, fill

#: How much of the findings each overflow retry keeps.
TRIM_FRACTION = 0.7
MAX_TRIMS = 5
#: Text that starts with a word: small models otherwise emit bare dates, numbers and "{{#1}}".
SENTENCE = "^[A-Z][a-z]+ [^\\n{}]+$"
#: Characters of findings a small model (structured outline path) is given.
SMALL_MODEL_FINDINGS = 3000
#: Characters of the per-part selected evidence a writing model is given.
SELECTED_CHARS = 8000


class ReportGenerationError(RuntimeError):
    """The final report could not be written; the message says why."""


async def final_report_generation(state: AgentState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    progress.emit("node_started", node="final_report_generation")
    ledger = state.get("sources", [])
    brief = state.get("research_brief") or ""
    question = users_question(state)
    model = role_model(cfg, "final_report")
    extractive = cfg.report_format == "auto" and not model.can.writes_prose
    plan = state.get("plan") or {}
    # the sources are read for verification while the draft is written: the check then waits only on the draft
    prepared = asyncio.ensure_future(asyncio.to_thread(prepare_ledger, ledger, question=brief))
    try:
        if extractive:  # small models do not write prose: the selected units, quoted, cited by code
            draft = extractive_report(question, ledger, plan=plan, brief=brief)
        else:
            selected = writer_evidence(question, ledger, plan=plan, brief=brief)
            draft = await _write(
                model, brief, state.get("notes", []), [r["source_id"] for r in ledger], question, selected=selected
            )
    except BaseException:
        prepared.cancel()
        raise
    conflicts = await prepared
    verified = await asyncio.to_thread(
        _verify,
        draft,
        ledger,
        conflicts,
        state.get("open_questions", []),
        state.get("errors", []),
        None,
        extractive,
        brief,
    )
    if cfg.verify_with_model and (pairs := uncertain(c.model_dump() for c in verified.citations)):
        verdicts = await judge_claims(cfg, pairs)
        if verdicts:
            verified = await asyncio.to_thread(
                _verify,
                draft,
                ledger,
                conflicts,
                state.get("open_questions", []),
                state.get("errors", []),
                verdicts,
                extractive,
                brief,
            )
    verified, guarded = await asyncio.to_thread(
        guard_report,
        draft,
        verified,
        question,
        ledger,
        lambda d: _verify(d, ledger, conflicts, state.get("open_questions", []), state.get("errors", []), brief=brief),
        prose=not (cfg.report_format == "auto" and not model.can.writes_prose),
        plan=plan,
        brief=brief,
    )
    numbers = {c.source_id: c.n for c in verified.citations if c.n is not None}
    verified = verified.model_copy(update={"markdown": number_headings(verified.markdown, numbers)})
    report = verified.markdown
    snap = usage.emit(cfg)
    progress.emit(
        "report_written",
        chars=len(report),
        citations=len(verified.citations),
        removed=len(verified.removed),
        **({"total_tokens": snap["total_tokens"]} if snap else {}),
    )
    report_json = {**verified.to_json(), **research_record(state, snap), **guarded}
    return {"final_report": report, "report_json": report_json, "messages": [AIMessage(content=report)]}


def research_record(state: AgentState, usage_snapshot: dict[str, Any] | None) -> dict[str, Any]:
    """What the report JSON adds about the process: the plan, each evaluation, usage and budget."""
    evaluations = state.get("evaluations") or []
    return {
        "plan": state.get("plan") or {},
        "evaluations": evaluations,
        "refinement_rounds": state.get("refinement_round", 0),
        "budget_stop": state.get("budget_stop"),
        "usage": usage_snapshot,
    }


def users_question(state: AgentState) -> str:
    """The user's own words: the report's title on the outline and extractive paths. Its line breaks
    stay: a prompt's bulleted or lettered asks are its parts (``parts.question_parts``)."""
    asked = [str(m.content).strip() for m in state.get("messages", []) if isinstance(m, HumanMessage)]
    first = asked[0] if asked else ""
    return "\n".join(" ".join(line.split()) for line in first.splitlines() if line.strip())


def _verify(
    draft: str,
    ledger: list[dict],
    conflicts: list[Conflict],
    open_questions: list[str],
    errors: list[str],
    verdicts: Mapping[str, Verdict] | None = None,
    extractive: bool = False,
    brief: str = "",
) -> VerifiedReport:
    """Verification of a draft against the prepared ledger: pure and CPU-bound, run in a worker thread."""
    return verify_report(
        draft,
        ledger,
        brief=brief,
        open_questions=open_questions,
        unreadable=errors,
        conflicts=conflicts,
        verdicts=verdicts,
        extractive=extractive,
    )


async def _write(
    model: RoleModel, brief: str, notes: list[str], source_ids: list[str], question: str = "", selected: str = ""
) -> str:
    """One call writes the report (retried inside the model seam) from the evidence selected per part
    of the question and the notes; a context overflow retries with the findings trimmed, an empty
    answer is asked again; anything else fails the report."""
    cfg = model.cfg
    structured = cfg.report_format == "structured" and bool(source_ids)
    findings = "\n\n---\n\n".join(notes) or "(the research produced no findings)"
    if structured:  # small models lose the thread in long contexts: the best-ranked sources only
        findings = trim_to_fraction(findings, min(1.0, SMALL_MODEL_FINDINGS / max(len(findings), 1)))
    trims = empty = 0
    while True:
        prompt = fill(
            FINAL_REPORT, brief=brief, findings=findings, selected=(selected or SELECTED_NONE)[:SELECTED_CHARS]
        )
        if structured:
            prompt += FINAL_REPORT_STRUCTURED
        messages = [HumanMessage(content=prompt)]
        try:
            if structured:
                outline = await model.structured(outline_schema(source_ids), messages, needs=None, raise_errors=True)
                report = render_outline(outline, title=question)
            else:
                report = (await model.text(messages, needs=None, raise_errors=True) or "").strip()
        except Exception as exc:
            if is_context_overflow(exc) and trims < MAX_TRIMS:
                trims += 1
                findings = trim_to_fraction(findings, TRIM_FRACTION)
                progress.emit("retry", where="final_report_generation", reason="context overflow; findings trimmed")
                continue
            tries = (1 if is_context_overflow(exc) else cfg.max_structured_output_retries) + trims + empty
            raise ReportGenerationError(
                f"the final report could not be written after {tries} attempts: {type(exc).__name__}: {exc}"
            ) from exc
        if report:
            return report
        empty += 1
        if empty >= cfg.max_structured_output_retries:
            raise ReportGenerationError(
                f"the final report could not be written after {empty + trims} attempts: "
                "the model returned an empty report"
            )
        progress.emit("retry", where="final_report_generation", reason="the model returned an empty report")


def outline_schema(source_ids: list[str]) -> dict[str, Any]:
    """A report outline whose citations are an enum of the ids actually read: a small model
    cannot cite a source that does not exist, and the lengths bound its output."""
    paragraph = {
        "type": "object",
        "properties": {
            "text": {"type": "string", "minLength": 20, "maxLength": 600, "pattern": SENTENCE},
            "sources": {
                "type": "array",
                "minItems": 1,
                "maxItems": 3,
                "items": {"type": "string", "enum": sorted(set(source_ids))},
            },
        },
        "required": ["text", "sources"],
    }
    section = {
        "type": "object",
        "properties": {
            "heading": {"type": "string", "minLength": 3, "maxLength": 80, "pattern": SENTENCE},
            "paragraphs": {"type": "array", "minItems": 1, "maxItems": 3, "items": paragraph},
        },
        "required": ["heading", "paragraphs"],
    }
    return {
        "title": "report",
        "type": "object",
        "properties": {
            "title": {"type": "string", "minLength": 3, "maxLength": 120, "pattern": SENTENCE},
            "sections": {"type": "array", "minItems": 1, "maxItems": 4, "items": section},
        },
        "required": ["title", "sections"],
    }


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“])")


def render_outline(outline: Any, title: str = "") -> str:
    """Markdown from an outline. Every sentence of a paragraph carries the paragraph's citations, so
    each one is checked as a claim (not only the last); the title is the user's question when known."""
    if hasattr(outline, "model_dump"):
        outline = outline.model_dump()
    lines = [f"# {escape_inline(title) if title.strip() else str(outline.get('title', 'Report')).strip()}", ""]
    for section in outline.get("sections") or []:
        lines += [f"## {str(section.get('heading', '')).strip()}", ""]
        for para in section.get("paragraphs") or []:
            text = str(para.get("text", "")).strip()
            cites = "".join(f" [{sid}]" for sid in dict.fromkeys(para.get("sources") or []))
            if text:
                sentences = [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]
                lines += [" ".join(s + cites for s in sentences), ""]
    return "\n".join(lines).strip()
