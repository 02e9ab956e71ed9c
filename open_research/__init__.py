"""open-research: a self-hosted deep research service.

    import open_research
    report = open_research.research("How did the warehouse hours change?", allow_clarification=False)
"""

from __future__ import annotations

from open_research.run import aresearch, build_graph, research
from open_research.config import ConfigError, ResearchConfig, Settings

__all__ = ["ConfigError", "ResearchConfig", "Settings", "aresearch", "build_graph", "research"]
