"""evaluate_research: after research and before the report, score the findings against the plan's
sub-questions and send the ones not answered back to the supervisor, at most
``max_refinement_rounds`` times. What is still open then goes to the report's gaps, with the reason.

Rubric per sub-question: answered (with support), partial, unanswered, conflicting, stale. A model
with native tool calling grades; for the embedded small model (or once the budget is gone) code
grades: a sub-question is answered when a source the notes cite states most of its key terms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langgraph.types import Command

from open_research.config import run_config
from open_research.evidence.citations import detect_conflicts
from open_research.evidence.ids import known_ids_only
from open_research.graph.limits import refinement_targets
from open_research.graph.state import AgentState, Evaluation
from open_research.models import usage
from open_research.models.role import RoleModel, role_model
from open_research.observe import progress
from open_research.prompts import EVALUATOR, REFINE, fill
from open_research.text import key_terms

#: Share of a sub-question's key terms one cited source must state: all of them less one in three.
ANSWERED, PARTIAL = 0.66, 0.34
#: Characters of findings the evaluator model reads.
EVALUATOR_FINDINGS = 30_000
#: Open-question entries about the budget start with this, so later rounds keep them.
BUDGET_PREFIX = "Research stopped early: the budget ran out"
_SOURCE_BLOCK = re.compile(r'<source id="(src_[A-Za-z0-9]+)"[^>]*>(.*?)(?:</source>|$)', re.DOTALL)
_CITED = re.compile(r"\[(src_[A-Za-z0-9]+)\]")
_DOTTED = re.compile(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\b")

_GAP_REASON = {
    "unanswered": "not answered",
    "partial": "only partly answered",
    "conflicting": "sources conflict",
    "stale": "only out-of-date answers were found",
}


async def evaluate_research(state: AgentState, config: RunnableConfig) -> Command:
    cfg = run_config(config)
    progress.emit("node_started", node="evaluate_research")
    subs = (state.get("plan") or {}).get("sub_questions") or []
    done = state.get("refinement_round", 0)
    model = role_model(cfg, "evaluator")
    budget = state.get("budget_stop") or model.exhausted()
    if not subs:
        return Command(goto="final_report_generation")
    verdicts, by = None, "code"
    read = [r["source_id"] for r in state.get("sources", [])]
    if not budget:
        verdicts, by = await _model_rubric(model, subs, state.get("notes", []), read), "model"
    if verdicts is None:  # a small model, no budget, a failed call: code grades
        verdicts, by = rubric_in_code(subs, state.get("notes", []), state.get("sources", [])), "code"
    evaluation = {"round": done, "by": by, "verdicts": verdicts}
    progress.emit(
        "evaluation",
        round=done,
        by=by,
        answered=sum(v["status"] == "answered" for v in verdicts),
        total=len(verdicts),
        open=[f"{v['id']}: {v['status']}" for v in verdicts if v["status"] != "answered"],
    )
    usage.emit(cfg)
    targets = refinement_targets(verdicts, done, cfg.max_refinement_rounds, budget)
    if targets:
        questions = [_question(subs, v["id"]) for v in targets]
        progress.emit("refinement_started", round=done + 1, questions=[q[:200] for q in questions])
        listing = "\n".join(f"- {q} ({v['status']}: {v['reason']})" for q, v in zip(questions, targets, strict=True))
        ask = HumanMessage(content=REFINE.format(questions=listing, round=done + 1, rounds=cfg.max_refinement_rounds))
        closing = answer_open_calls(state.get("supervisor_messages", []))
        return Command(
            goto="research_supervisor",
            update={
                "evaluations": [evaluation],
                "refinement_round": done + 1,
                "supervisor_messages": [*closing, ask],
                "pending_questions": {"type": "override", "value": questions},
            },
        )
    kept = [q for q in state.get("open_questions", []) if q.startswith(BUDGET_PREFIX)]
    gaps = kept + open_question_lines(
        subs, verdicts, rounds_done=done, max_rounds=cfg.max_refinement_rounds, budget=budget
    )
    return Command(
        goto="final_report_generation",
        update={
            "evaluations": [evaluation],
            "open_questions": {"type": "override", "value": gaps},
            "pending_questions": {"type": "override", "value": []},
            **({"budget_stop": budget} if budget else {}),
        },
    )


async def _model_rubric(
    model: RoleModel, subs: list[dict], notes: list[str], read: list[str]
) -> list[dict[str, Any]] | None:
    listing = "\n".join(
        f"{q['id']}. {q['question']}"
        + (f" (answered when: {q['answer_criteria']})" if q.get("answer_criteria") else "")
        for q in subs
    )
    # Only ids the run read reach the grader, and only those may come back as support.
    findings = ("\n\n---\n\n".join(known_ids_only(n, read) for n in notes) or "(no findings)")[:EVALUATOR_FINDINGS]
    result = await model.structured(
        evaluation_schema([q["id"] for q in subs], read),
        [HumanMessage(content=fill(EVALUATOR, questions=listing, findings=findings))],
    )
    if result is None:
        return None
    return [
        {**v, "reason": known_ids_only(v["reason"], read), "source_ids": [i for i in v["source_ids"] if i in read]}
        for v in normalise_verdicts(result, subs)
    ]


def evaluation_schema(question_ids: list[str], source_ids: list[str]) -> dict[str, Any]:
    """``Evaluation`` as a JSON schema whose ids are enums: the plan's sub-question ids and the ids of
    the sources read, so a grammar-constrained provider cannot answer with others."""
    schema = Evaluation.model_json_schema()
    verdict = schema["$defs"]["SubQuestionVerdict"]
    verdict["properties"]["id"] = {**verdict["properties"]["id"], "enum": list(question_ids)}
    verdict["properties"]["id"].pop("examples", None)
    items = verdict["properties"]["source_ids"]["items"]
    verdict["properties"]["source_ids"]["items"] = {**items, "enum": list(source_ids)} if source_ids else items
    if not source_ids:
        verdict["properties"]["source_ids"]["maxItems"] = 0
    return schema


def normalise_verdicts(result: Evaluation | dict[str, Any], subs: list[dict]) -> list[dict[str, Any]]:
    """One verdict per sub-question, in plan order; a sub-question the grader skipped is unanswered."""
    data = result.model_dump() if isinstance(result, Evaluation) else Evaluation.model_validate(result).model_dump()
    given = {v["id"]: v for v in data["verdicts"]}
    if not set(given) & {q["id"] for q in subs} and len(data["verdicts"]) == len(subs):
        # Ids of its own but one verdict per sub-question: read them by position.
        given = {q["id"]: v for q, v in zip(subs, data["verdicts"], strict=True)}
    out = []
    for q in subs:
        v = given.get(q["id"]) or {"status": "unanswered", "reason": "the evaluator gave no verdict", "source_ids": []}
        out.append(
            {
                "id": q["id"],
                "status": v["status"],
                "reason": v.get("reason") or "",
                "source_ids": list(v.get("source_ids") or []),
            }
        )
    return out


def rubric_in_code(subs: Sequence[dict], notes: Iterable[str], ledger: Sequence[dict]) -> list[dict[str, Any]]:
    """Deterministic rubric over the cited passages of the notes (not whole documents, where any
    word turns up somewhere): a sub-question is answered when one passage of a source read in this
    run states most of its key terms, and every dotted name it asks about (``functools.partial``)."""
    known = {r.get("source_id") for r in ledger}
    passages = [(sid, text) for sid, text in cited_passages(notes) if sid in known]
    conflicts = detect_conflicts([r for r in ledger if r.get("source_id") in {sid for sid, _ in passages}])
    verdicts = []
    for q in subs:
        terms, names = key_terms(q["question"]), _names(q["question"])
        scores: dict[str, float] = {}
        for sid, text in passages:
            score = len(terms & key_terms(text)) / len(terms) if terms else 0.0
            if names and not any(n in text.casefold() for n in names):
                score = min(score, PARTIAL)  # about something else of the same words
            scores[sid] = max(scores.get(sid, 0.0), score)
        best = max(scores.values(), default=0.0)
        support = sorted((s for s, v in scores.items() if v >= ANSWERED), key=lambda s: -scores[s])
        # A conflict matters to this sub-question when its point shares a key term with it.
        conflicted = {sid for c in conflicts if terms & key_terms(c.point) for sid in c.source_ids}
        if best >= ANSWERED and conflicted & set(support):
            status, reason = "conflicting", "cited sources that state its key terms disagree on a labelled value"
        elif best >= ANSWERED:
            status, reason = "answered", f"{len(support)} cited passage(s) state its key terms"
        elif best >= PARTIAL:
            status, reason = "partial", f"the best cited passage states {best:.0%} of its key terms"
        elif not passages:
            status, reason = "unanswered", "the findings cite no source"
        else:
            status, reason = "unanswered", "no cited passage states its key terms"
        verdicts.append({"id": q["id"], "status": status, "reason": reason, "source_ids": support[:5]})
    return verdicts


def cited_passages(notes: Iterable[str]) -> list[tuple[str, str]]:
    """(source id, text) for each source block quoted in the notes (extractive notes) and for each
    paragraph that cites ids in brackets (compressed notes)."""
    out = []
    for note in notes:
        for m in _SOURCE_BLOCK.finditer(note):
            out.append((m.group(1), m.group(2)))
        for para in _SOURCE_BLOCK.sub(" ", note).split("\n\n"):
            for sid in dict.fromkeys(_CITED.findall(para)):
                out.append((sid, para))
    return out


def _names(question: str) -> set[str]:
    return {m.casefold() for m in _DOTTED.findall(question)}


def open_question_lines(
    subs: Sequence[dict], verdicts: Sequence[dict], *, rounds_done: int, max_rounds: int, budget: str | None
) -> list[str]:
    """The gaps section's lines for sub-questions not answered, each with its reason."""
    lines = []
    for v in verdicts:
        if v["status"] == "answered":
            continue
        why = f"{_GAP_REASON.get(v['status'], v['status'])}" + (f": {v['reason']}" if v.get("reason") else "")
        if budget:
            why += f"; not researched further because the budget ran out ({budget})"
        elif max_rounds == 0:
            why += "; refinement was off (max_refinement_rounds = 0)"
        else:
            why += f"; still open after {rounds_done} refinement round(s)"
        lines.append(f"{_question(subs, v['id'])} ({why})")
    return lines


def answer_open_calls(messages: Sequence[Any]) -> list[ToolMessage]:
    """Tool results for the supervisor's last calls that none answered (its ResearchComplete): providers
    refuse a conversation where a tool call is followed by anything but its result."""
    last = next((m for m in reversed(messages) if isinstance(m, AIMessage)), None)
    if last is None:
        return []
    answered = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
    return [
        ToolMessage(
            content="Round closed; the findings are being checked against the plan.",
            tool_call_id=c["id"],
            name=c["name"],
        )
        for c in last.tool_calls
        if c["id"] not in answered
    ]


def _question(subs: Sequence[dict], qid: str) -> str:
    return next((q["question"] for q in subs if q["id"] == qid), qid)
