"""Resolving a role's model spec into a LangChain chat model, and what the spec says it can do.

Nodes do not call this: they ask for a role's model (``models.role.role_model``), which resolves
through here once per node call.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from open_research.config.errors import ConfigError
from open_research.config.model_specs import ModelSpec, is_local_model

_PROVIDER_KEYS = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "google_genai": "GOOGLE_API_KEY",
    "groq": "GROQ_API_KEY",
    "mistralai": "MISTRAL_API_KEY",
}
#: Providers whose client retries failed requests by itself unless told not to.
_SDK_RETRIES = frozenset({"openai", "anthropic", "azure_openai", "groq", "mistralai"})
_PROVIDER_EXTRAS = {"openai": "openai", "anthropic": "anthropic", "ollama": "ollama"}
log = logging.getLogger("open_research.models")

#: Output budgets for local models per role (tokens); a config value wins.
LOCAL_MAX_TOKENS = {"default": 384, "compression": 512, "final_report": 1024}


def resolve_model(spec: ModelSpec, role: str = "model", data_dir: Path | None = None) -> BaseChatModel:
    """The chat model ``spec`` names (an instance passes through); ``data_dir`` holds the local model cache."""
    if isinstance(spec.model, BaseChatModel):
        return spec.model
    model = str(spec.model)
    provider, _, name = model.partition(":")
    if provider == "local":
        from open_research.models.local.chat import get_local_chat_model

        # Small local models ramble: short answers at a low temperature unless configured otherwise.
        max_tokens = spec.max_tokens or LOCAL_MAX_TOKENS.get(role, LOCAL_MAX_TOKENS["default"])
        temperature = 0.2 if spec.temperature is None else spec.temperature
        return get_local_chat_model(
            name or "smollm2", max_tokens=max_tokens, temperature=temperature, data_dir=data_dir
        )
    # Retries are ours (``models.retry``, inside the role seam), so every attempt is metered: the
    # provider SDKs' own silent retries are off.
    kwargs: dict[str, Any] = {"max_retries": 0} if provider in _SDK_RETRIES else {}
    if spec.max_tokens:
        kwargs["max_tokens"] = spec.max_tokens
    if spec.temperature is not None:
        kwargs["temperature"] = spec.temperature
    if spec.base_url:
        kwargs["base_url"] = spec.base_url
    key_env = spec.api_key_env or (None if spec.base_url else _PROVIDER_KEYS.get(provider))
    if key_env:
        key = os.environ.get(key_env)
        if not key:
            # The variable's name goes to the operator only: a run's error message reaches tenants.
            detail = f"models.{role}: {model} needs an API key in the environment variable {key_env}"
            log.warning("%s", detail)
            raise ConfigError(
                f"models.{role}: {model} has no API key: the environment variable configured for it is not set",
                operator_detail=detail,
            )
        kwargs["api_key"] = key
    elif spec.base_url and provider == "openai":
        kwargs["api_key"] = "not-needed"  # most OpenAI-compatible local servers ignore it
    from langchain.chat_models import init_chat_model

    try:
        return init_chat_model(model, **kwargs)
    except ImportError as exc:
        extra = _PROVIDER_EXTRAS.get(provider, provider)
        raise ConfigError(
            f"models.{role}: provider {provider!r} is not installed; pip install 'open-research[{extra}]'"
        ) from exc
    except ValueError as exc:
        raise ConfigError(f"models.{role}: {exc}") from exc


def native_tool_calling(spec: ModelSpec) -> bool:
    """Does the spec's model call tools natively? Decided from the configuration, without building
    a client: an explicit ``native_tool_calling``, an instance's own flag, else every provider but
    ``local`` (small GGUF models use the JSON-schema fallback)."""
    if spec.native_tool_calling is not None:
        return spec.native_tool_calling
    if isinstance(spec.model, BaseChatModel):
        return bool(getattr(spec.model, "native_tool_calling", True))
    return not is_local_model(spec.model)


def describe(model: BaseChatModel | str | None) -> str:
    """A short human name for logs, usage and the CLI banner."""
    if model is None:
        return "(none)"
    if isinstance(model, str):
        return model
    for attr in ("model_name", "model", "model_id", "name"):
        value = getattr(model, attr, None)
        if isinstance(value, str) and value:
            return f"{type(model).__name__}({value})"
    return type(model).__name__
