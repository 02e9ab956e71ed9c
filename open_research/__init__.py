"""open-research: a self-hosted deep research service.

    import open_research
    report = open_research.research("How did the warehouse hours change?", allow_clarification=False)
    state = await open_research.run_research("...")   # the whole final state: brief, notes, sources, report_json

Importing the package loads nothing else: each name below is imported when first used.
"""

from open_research.lazy import face

_NAMES = {
    "research": "open_research.runs.library",
    "aresearch": "open_research.runs.library",
    "run_research": "open_research.runs.library",
    "ClarificationNeeded": "open_research.runs.library",
    "PlanApprovalNeeded": "open_research.runs.library",
    "build_graph": "open_research.graph.build",
    "Settings": "open_research.config.process",
    "ResearchConfig": "open_research.config.run",
    "ConfigError": "open_research.config.errors",
}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
