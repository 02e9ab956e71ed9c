"""final_report_generation: one model call writes the whole report from the brief and the notes.

A context overflow retries with the findings trimmed; any other failure is retried and then fails
the run with a clear error. An error text is never passed off as a report.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig

from open_research import progress
from open_research.budgets import trim_to_fraction
from open_research.config import run_config
from open_research.models import chat_model, is_context_overflow
from open_research.prompts import FINAL_REPORT, fill
from open_research.state import AgentState

#: How much of the findings each overflow retry keeps.
TRIM_FRACTION = 0.7
MAX_TRIMS = 5


class ReportGenerationError(RuntimeError):
    """The final report could not be written; the message says why."""


async def final_report_generation(state: AgentState, config: RunnableConfig) -> dict:
    cfg = run_config(config)
    progress.emit("node_started", node="final_report_generation")
    model = chat_model(cfg, "final_report")
    findings = "\n\n---\n\n".join(state.get("notes", [])) or "(the research produced no findings)"
    brief = state.get("research_brief") or ""
    trims = failures = 0
    while True:
        try:
            response = await model.ainvoke([HumanMessage(content=fill(FINAL_REPORT, brief=brief, findings=findings))])
            report = _text(response).strip()
            if not report:
                raise ValueError("the model returned an empty report")
            break
        except Exception as exc:
            if is_context_overflow(exc) and trims < MAX_TRIMS:
                trims += 1
                findings = trim_to_fraction(findings, TRIM_FRACTION)
                progress.emit("retry", where="final_report_generation", reason="context overflow; findings trimmed")
                continue
            failures += 1
            if failures >= cfg.max_structured_output_retries or is_context_overflow(exc):
                raise ReportGenerationError(
                    f"the final report could not be written after {failures + trims} attempts: "
                    f"{type(exc).__name__}: {exc}"
                ) from exc
            progress.emit("retry", where="final_report_generation", reason=f"{type(exc).__name__}: {exc}"[:300])
    progress.emit("report_written", chars=len(report))
    return {"final_report": report, "messages": [AIMessage(content=report)]}


def _text(message: AIMessage) -> str:
    content = message.content
    if isinstance(content, list):
        return "".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return str(content or "")
