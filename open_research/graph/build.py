"""The research graph: clarify -> brief -> plan -> supervisor (researchers) -> evaluate -> final report.

The evaluator may send open sub-questions back to the supervisor (``max_refinement_rounds``).
"""

from __future__ import annotations

from typing import Any

from langgraph.graph import END, START, StateGraph

from open_research.config import BASE_KEY, ResearchConfig, Settings
from open_research.config.schema import request_settings_model
from open_research.graph.ask_user import ask_user
from open_research.graph.brief import write_research_brief
from open_research.graph.clarify import clarify_with_user
from open_research.graph.evaluator import evaluate_research
from open_research.graph.plan_review import after_planning, review_plan
from open_research.graph.planner import plan_research
from open_research.graph.report import final_report_generation
from open_research.graph.state import AgentInput, AgentState
from open_research.graph.supervisor import build_supervisor_graph
from open_research.observe import telemetry  # noqa: F401  (every run in the process is measured and traced)


def build_graph(checkpointer: Any = None, settings: Settings | ResearchConfig | None = None):
    """The compiled graph; ``settings`` become the defaults that per-run ``configurable`` overrides."""
    ceilings = settings.request_ceilings if isinstance(settings, Settings) else None
    # The request-settable settings, for Studio and the assistants API (nodes read ``configurable``).
    g = StateGraph(AgentState, context_schema=request_settings_model(ceilings), input_schema=AgentInput)
    g.add_node("clarify_with_user", clarify_with_user, destinations=("ask_user", "write_research_brief"))
    g.add_node("ask_user", ask_user, destinations=("clarify_with_user",))
    g.add_node("write_research_brief", write_research_brief)
    g.add_node("plan_research", plan_research)
    g.add_node("research_supervisor", build_supervisor_graph())
    g.add_node("evaluate_research", evaluate_research, destinations=("research_supervisor", "final_report_generation"))
    g.add_node("final_report_generation", final_report_generation)
    g.add_edge(START, "clarify_with_user")
    g.add_edge("write_research_brief", "plan_research")
    g.add_node("review_plan", review_plan, destinations=("research_supervisor", "plan_research"))
    g.add_conditional_edges("plan_research", after_planning, ["review_plan", "research_supervisor"])
    g.add_edge("research_supervisor", "evaluate_research")
    g.add_edge("final_report_generation", END)
    compiled = g.compile(checkpointer=checkpointer, name="open-research")
    if settings is not None:
        base = settings.run_defaults() if isinstance(settings, Settings) else settings
        compiled = compiled.with_config(configurable={BASE_KEY: base})
    return compiled
