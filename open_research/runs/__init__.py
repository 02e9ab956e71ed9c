"""Running the graph: the library entry points (``library``: ``research``, ``run_research``), the
resources a run holds for its lifetime (``resources``: MCP sessions, the usage meter) and the factory
LangGraph servers call (``platform``, named in ``langgraph.json``)."""

from open_research.lazy import face

_NAMES = {
    name: "open_research.runs.library"
    for name in ("research", "aresearch", "run_research", "ClarificationNeeded", "PlanApprovalNeeded")
}
_NAMES["run_resources"] = "open_research.runs.resources"
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
