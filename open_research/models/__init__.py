"""Models: which chat model each role runs on and what it can do (``role``), the embedded local
runtime (``local``), provider resolution (``resolve``), token and cost accounting with the run's
budget (``usage``), retries (``retry``) and tool calls for models without native tool calling
(``tool_calls``). Nodes use ``role_model(cfg, role)`` and nothing else."""

from open_research.lazy import face

_NAMES = {
    "role_model": "open_research.models.role",
    "RoleModel": "open_research.models.role",
    "Capabilities": "open_research.models.role",
    "BudgetExhausted": "open_research.models.errors",
    "ContextOverflowError": "open_research.models.errors",
    "is_context_overflow": "open_research.models.errors",
    "resolve_model": "open_research.models.resolve",
    "describe": "open_research.models.resolve",
    "retrying": "open_research.models.retry",
    "UsageMeter": "open_research.models.usage",
}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
