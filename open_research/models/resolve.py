"""Chat models per role: resolution, structured output, tool binding with a JSON fallback.

Models without native tool calling (small local ones) still take part in tool loops: they fill
one JSON-schema-constrained object naming the tools to call and their arguments, which becomes
an ordinary ``AIMessage`` with ``tool_calls``. The graph never needs to know which path ran.
"""

from __future__ import annotations

import logging
import os
import uuid
from typing import Any, Sequence

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import Runnable, RunnableLambda
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import BaseModel

from open_research.models import retry, usage
from open_research.config import ConfigError, ModelSpec, ResearchConfig

_PROVIDER_KEYS = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "google_genai": "GOOGLE_API_KEY",
    "groq": "GROQ_API_KEY",
    "mistralai": "MISTRAL_API_KEY",
}
_PROVIDER_EXTRAS = {"openai": "openai", "anthropic": "anthropic", "ollama": "ollama"}
log = logging.getLogger("open_research.models")


#: Output budgets for local models per role (tokens); a config value wins.
LOCAL_MAX_TOKENS = {"default": 384, "compression": 512, "final_report": 1024}


class ModelCallError(RuntimeError):
    """A model failed in a way the run cannot route around (after its retries)."""


def chat_model(cfg: ResearchConfig, role: str) -> BaseChatModel:
    """The role's model; the calls the node then makes are metered and budgeted (``usage.py``)."""
    spec = cfg.model_for(role)
    model = resolve_model(spec, role)
    usage.attach(cfg, role, spec.model if isinstance(spec.model, str) else describe(spec.model))
    return model


def resolve_model(spec: ModelSpec, role: str = "model") -> BaseChatModel:
    if isinstance(spec.model, BaseChatModel):
        return spec.model
    model = str(spec.model)
    provider, _, name = model.partition(":")
    if provider == "local":
        from open_research.models.local.engine import get_local_chat_model

        # Small local models ramble: short answers at a low temperature unless configured otherwise.
        max_tokens = spec.max_tokens or LOCAL_MAX_TOKENS.get(role, LOCAL_MAX_TOKENS["default"])
        temperature = 0.2 if spec.temperature is None else spec.temperature
        return get_local_chat_model(name or "smollm2", max_tokens=max_tokens, temperature=temperature)
    kwargs: dict[str, Any] = {}
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
            raise ConfigError(f"models.{role}: {model} has no API key: the environment variable configured "
                              "for it is not set", operator_detail=detail)
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


def has_native_tools(cfg: ResearchConfig, role: str) -> bool:
    """Does the role's model call tools natively? Decided from the configuration, without building
    a client: an explicit ``native_tool_calling``, an instance's own flag, else every provider but
    ``local`` (small GGUF models use the JSON-schema fallback)."""
    spec = cfg.model_for(role)
    if spec.native_tool_calling is not None:
        return spec.native_tool_calling
    if isinstance(spec.model, BaseChatModel):
        return bool(getattr(spec.model, "native_tool_calling", True))
    return not str(spec.model).startswith("local:")


def structured(model: BaseChatModel, schema: type[BaseModel], retries: int) -> Runnable:
    """``schema`` output, retried on failure (parse errors, transient API errors)."""
    return retrying(model.with_structured_output(schema), retries)


def retrying(runnable: Runnable, attempts: int, backoff: float = 0.5) -> Runnable:
    """Retry transient failures (parse errors, rate limits, provider hiccups) with tenacity's backoff
    and jitter, honouring ``Retry-After`` (``open_research.retry``), but not a permanent error:
    authentication, bad request, a context overflow (the same prompt would overflow again, and a
    local model would re-read it) nor a used-up budget."""

    async def _acall(value: Any, config: Any = None) -> Any:
        return await retry.async_retrying(attempts, backoff, is_context_overflow)(runnable.ainvoke, value, config)

    def _call(value: Any, config: Any = None) -> Any:
        return retry.sync_retrying(attempts, backoff, is_context_overflow)(runnable.invoke, value, config)

    return RunnableLambda(_call, afunc=_acall, name="retrying")


def bind_tools(model: BaseChatModel, tools: Sequence[Any], *, native: bool, retries: int = 3) -> Runnable:
    """A runnable that answers with ``AIMessage.tool_calls``, natively or via constrained JSON."""
    if native:
        return retrying(model.bind_tools(list(tools)), retries)
    schema = tool_choice_schema(tools)
    picker = retrying(model.with_structured_output(schema), retries)

    async def _acall(messages: list[BaseMessage]) -> AIMessage:
        return choice_to_message(await picker.ainvoke(messages))

    def _call(messages: list[BaseMessage]) -> AIMessage:
        return choice_to_message(picker.invoke(messages))

    return RunnableLambda(_call, afunc=_acall, name="json_tool_calls")


def tool_choice_schema(tools: Sequence[Any]) -> dict[str, Any]:
    """One JSON schema for "which tools, with which arguments": a list of calls, each a tool name
    (an enum of exactly the bound tools) and that tool's own argument schema."""
    options = []
    for tool in tools:
        fn = convert_to_openai_tool(tool)["function"]
        params = fn.get("parameters") or {"type": "object", "properties": {}}
        options.append(
            {
                "type": "object",
                "description": fn.get("description", "")[:300],
                "properties": {"tool": {"type": "string", "enum": [fn["name"]]}, "args": params},
                "required": ["tool", "args"],
            }
        )
    return {
        "title": "tool_calls",
        "description": "The tools to call now and their arguments.",
        "type": "object",
        "properties": {"calls": {"type": "array", "minItems": 1, "items": {"anyOf": options}}},
        "required": ["calls"],
    }


def choice_to_message(choice: Any) -> AIMessage:
    if isinstance(choice, BaseModel):
        choice = choice.model_dump()
    calls = (choice or {}).get("calls") or []
    tool_calls = [
        {"name": str(c.get("tool", "")), "args": dict(c.get("args") or {}), "id": f"call_{uuid.uuid4().hex[:12]}"}
        for c in calls
        if isinstance(c, dict)
    ]
    return AIMessage(content="", tool_calls=tool_calls)


_OVERFLOW_MARKERS = (
    "context_length_exceeded",
    "context length",
    "maximum context",
    "context window",
    "context size",
    "too many tokens",
    "prompt is too long",
    "input is too long",
    "reduce the length",
    "exceeds the context",
    "n_ctx",
)


class ContextOverflowError(RuntimeError):
    """Raised (or recognised) when a prompt does not fit the model's context window."""


def is_context_overflow(exc: BaseException) -> bool:
    if isinstance(exc, ContextOverflowError):
        return True
    text = f"{type(exc).__name__} {exc}".lower()
    code = str(getattr(exc, "code", "") or "").lower()
    return code == "context_length_exceeded" or any(m in text for m in _OVERFLOW_MARKERS)


def message_text(message: BaseMessage) -> str:
    """A message's text, whether its content is a string or a list of content blocks."""
    content = message.content
    if isinstance(content, list):
        return "".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return str(content or "")


def describe(model: BaseChatModel | str | None) -> str:
    """A short human name for logs and the CLI banner."""
    if model is None:
        return "(none)"
    if isinstance(model, str):
        return model
    for attr in ("model_name", "model", "model_id", "name"):
        value = getattr(model, attr, None)
        if isinstance(value, str) and value:
            return f"{type(model).__name__}({value})"
    return type(model).__name__
