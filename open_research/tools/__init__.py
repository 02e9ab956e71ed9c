"""The tools researchers may call: ``local`` (the document index), ``tavily`` (web search),
``fetch`` (one page, safely), ``think`` (reflection); ``registry`` picks a run's set. Tools never
raise into the graph: a failure is an ``ERROR: ...`` message the model can route around."""

from open_research.lazy import face

_NAMES = {
    "research_tools": "open_research.tools.registry",
    "search_tools": "open_research.tools.registry",
    "think_tool": "open_research.tools.think",
}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
