"""open-research: a self-hosted deep research service.

    import open_research
    report = open_research.research("How did the warehouse hours change?", allow_clarification=False)
    state = await open_research.run_research("...")   # the whole final state: brief, notes, sources, report_json
"""

from __future__ import annotations

from open_research.config import ConfigError, ResearchConfig, Settings
from open_research.runs.library import (
    ClarificationNeeded,
    PlanApprovalNeeded,
    aresearch,
    build_graph,
    research,
    run_research,
)

__all__ = ["ClarificationNeeded", "PlanApprovalNeeded", "ConfigError", "ResearchConfig", "Settings", "aresearch", "build_graph",
           "research", "run_research"]
