"""The local profile: limits that keep a run on the embedded 135M model to about a minute on two
cores and inside its context window.

It applies wherever the embedded model runs (CLI, library, ``serve``, ``worker``, ``langgraph dev``),
because it is applied where a node reads its settings (``runtime.run_config``): when every role of
the run is a ``local:`` model, each limit in ``LOCAL_PROFILE`` that nobody set (operator file or
environment, caller, request) takes the profile's value. A run on a capable model is untouched.
"""

from __future__ import annotations

from typing import Any

from open_research.config.model_specs import ROLES, is_local_model

LOCAL_PROFILE: dict[str, Any] = {
    "max_concurrent_research_units": 1,
    "max_researcher_iterations": 1,
    "max_react_tool_calls": 2,
}


def is_local(cfg: Any) -> bool:
    """Every role runs on the embedded local model."""
    return all(is_local_model(cfg.model_for(r).model) for r in ROLES)


def with_local_profile(cfg: Any) -> Any:
    """``cfg`` with the local profile's limits where nobody set one, when its models are all local."""
    if not is_local(cfg):
        return cfg
    unset = {k: v for k, v in LOCAL_PROFILE.items() if k not in cfg.explicit and getattr(cfg, k) != v}
    if not unset:
        return cfg
    out = cfg.model_copy(update=unset)
    out._explicit = cfg.explicit
    return out
