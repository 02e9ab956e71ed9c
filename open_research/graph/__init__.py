"""The research graph: one module per node (``clarify``, ``ask_user``, ``brief``, ``planner``,
``plan_review``, ``supervisor``, ``researcher``, ``evaluator``, ``report``), the state they share
(``state``), the deterministic rules nodes decide by (``limits``, ``grounding``, ``extractive``,
``ambiguity``, ``judge``) and ``build``, which wires them. Nodes decide; tools and the model seam act."""

from open_research.lazy import face

_NAMES = {"build_graph": "open_research.graph.build", "AgentState": "open_research.graph.state"}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
