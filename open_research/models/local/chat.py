"""The embedded chat model: a GGUF file run in-process by llama.cpp (``engine``).

This is what lets the service answer with no API key and no network. Small models cannot call tools
natively, so ``native_tool_calling`` is False and the graph asks for JSON instead;
``with_structured_output`` makes that JSON reliable by constraining decoding with a grammar derived
from the schema.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from pydantic import Field

from open_research.models.local.engine import (
    _PASSTHROUGH,
    ANTI_LOOP_SAMPLING,
    DEFAULT_MAX_TOKENS,
    _worker_pool,
    load_engine,
)
from open_research.models.local.files import DEFAULT_ALIAS, KNOWN_MODELS, LocalModelError, resolve_local_model
from open_research.models.local.structured import StructuredOutputSpec, structured_attempts
from open_research.text import content_text


def to_chat_messages(messages: Sequence[BaseMessage]) -> list[dict[str, str]]:
    """Map LangChain messages onto the roles a plain chat template knows."""
    out: list[dict[str, str]] = []
    for message in messages:
        text = content_text(message.content, sep="")
        if isinstance(message, SystemMessage):
            out.append({"role": "system", "content": text})
        elif isinstance(message, HumanMessage):
            out.append({"role": "user", "content": text})
        elif isinstance(message, AIMessage):
            if message.tool_calls:
                calls = [{"name": call["name"], "args": call["args"]} for call in message.tool_calls]
                text = (text + "\n" if text else "") + "Tool calls: " + json.dumps(calls, ensure_ascii=False)
            out.append({"role": "assistant", "content": text})
        elif isinstance(message, ToolMessage):
            # Small chat templates have no tool role; the result goes back as user text.
            name = message.name or "tool"
            out.append({"role": "user", "content": f"Result of {name}:\n{text}"})
        elif isinstance(message, ChatMessage):
            role = message.role if message.role in ("system", "user", "assistant") else "user"
            out.append({"role": role, "content": text})
        else:
            out.append({"role": "user", "content": text})
    return out


def _error_sentence(error: Any) -> str:
    if isinstance(error, dict):
        if error.get("type") == "exceed_context_size_error":
            return (
                f"the prompt has {error.get('n_prompt_tokens')} tokens but the local model's context "
                f"holds {error.get('n_ctx')}; shorten the input or raise n_ctx"
            )
        return str(error.get("message") or error)
    return str(error)


class LocalChatModel(BaseChatModel):
    """A LangChain chat model backed by a GGUF file loaded in this process."""

    model_path: str
    model_name: str = DEFAULT_ALIAS
    max_tokens: int | None = None
    temperature: float | None = None
    n_ctx: int = 8192
    native_tool_calling: bool = Field(default=False, description="Small GGUF models get JSON-schema tools instead.")

    @property
    def _llm_type(self) -> str:
        return "local-llamacpp"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {
            "model_name": self.model_name,
            "model_path": self.model_path,
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
            "n_ctx": self.n_ctx,
        }

    def load(self) -> float:
        """Load the model now (instead of on first call); returns the seconds loading took."""
        return load_engine(Path(self.model_path), self.n_ctx).load_seconds

    def _request(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict[str, Any]) -> dict:
        max_tokens = kwargs.get("max_tokens") or self.max_tokens or DEFAULT_MAX_TOKENS
        request: dict[str, Any] = {
            "messages": to_chat_messages(messages),
            "max_tokens": int(max_tokens),
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        temperature = kwargs.get("temperature", self.temperature)
        if temperature is not None:
            request["temperature"] = float(temperature)
        if stop:
            request["stop"] = list(stop)
        # Tiny models fall into loops ("The document is: The document is: ..."); the DRY sampler and a
        # mild repeat penalty break them without touching short, legitimate repeats like JSON syntax.
        request.update(ANTI_LOOP_SAMPLING)
        request.update({key: kwargs[key] for key in _PASSTHROUGH if kwargs.get(key) is not None})
        return request

    def _complete(self, request: dict, cancel: threading.Event | None, on_token: Any = None) -> ChatResult:
        engine = load_engine(Path(self.model_path), self.n_ctx)
        pieces: list[str] = []
        state: dict[str, Any] = {"finish_reason": None, "usage": None, "timings": None, "error": None}

        def on_chunk(chunk: dict) -> bool:
            # xllamacpp swallows exceptions raised here (it just stops), so keep them.
            try:
                if "error" in chunk or ("code" in chunk and "message" in chunk and "choices" not in chunk):
                    state["error"] = chunk.get("error", chunk)
                    return True
                for choice in chunk.get("choices") or []:
                    delta = (choice.get("delta") or {}).get("content")
                    if delta:
                        pieces.append(delta)
                        if on_token is not None:
                            on_token(delta)
                    if choice.get("finish_reason"):
                        state["finish_reason"] = choice["finish_reason"]
                if chunk.get("usage"):
                    state["usage"] = chunk["usage"]
                if chunk.get("timings"):
                    state["timings"] = chunk["timings"]
                return bool(cancel is not None and cancel.is_set())
            except BaseException as exc:  # noqa: BLE001 - re-raised below, outside native code
                state["raised"] = exc
                return True

        engine.server.handle_chat_completions(request, on_chunk)
        if state.get("raised") is not None:
            raise state["raised"]
        if state["error"] is not None:
            error = LocalModelError(
                f"The local model {self.model_name} refused the request: {_error_sentence(state['error'])}."
            )
            if isinstance(state["error"], dict) and state["error"].get("type") == "exceed_context_size_error":
                error.code = "context_length_exceeded"  # the name OpenAI uses; callers trim and retry on it
            raise error
        if cancel is not None and cancel.is_set() and state["finish_reason"] is None:
            state["finish_reason"] = "cancelled"
        return self._result("".join(pieces), state)

    def _result(self, text: str, state: dict[str, Any]) -> ChatResult:
        metadata: dict[str, Any] = {
            "model_name": self.model_name,
            "finish_reason": state["finish_reason"],
            "model_provider": "local",
        }
        if state["timings"]:
            metadata["timings"] = state["timings"]
        usage = state["usage"]
        usage_metadata = None
        if usage:
            usage_metadata = UsageMetadata(
                input_tokens=int(usage.get("prompt_tokens", 0)),
                output_tokens=int(usage.get("completion_tokens", 0)),
                total_tokens=int(usage.get("total_tokens", 0)),
            )
        message = AIMessage(content=text, response_metadata=metadata, usage_metadata=usage_metadata)
        generation = ChatGeneration(message=message, generation_info={"finish_reason": state["finish_reason"]})
        return ChatResult(generations=[generation], llm_output={"model_name": self.model_name, "token_usage": usage})

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        on_token = run_manager.on_llm_new_token if run_manager is not None else None
        return self._complete(self._request(messages, stop, kwargs), None, on_token)

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        request = self._request(messages, stop, kwargs)
        cancel = threading.Event()
        loop = asyncio.get_running_loop()
        tokens: asyncio.Queue = asyncio.Queue()
        on_token = None
        if run_manager is not None:

            def on_token(delta: str) -> None:
                loop.call_soon_threadsafe(tokens.put_nowait, delta)

        worker = loop.run_in_executor(_worker_pool(), self._complete, request, cancel, on_token)

        def finished(future: asyncio.Future) -> None:
            tokens.put_nowait(None)  # scheduled after every token the thread queued, so it arrives last
            if not future.cancelled():
                future.exception()  # mark as retrieved even when nobody awaits it any more

        worker.add_done_callback(finished)
        try:
            if run_manager is not None:
                while (delta := await tokens.get()) is not None:
                    await run_manager.on_llm_new_token(delta)
            return await worker
        except asyncio.CancelledError:
            cancel.set()  # the worker thread stops generating at the next token
            raise

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any) -> Runnable:
        raise LocalModelError(
            f"The local model {self.model_name} has no native tool calling; the graph uses the "
            f"JSON-schema fallback (check native_tool_calling before binding tools)."
        )

    def with_structured_output(
        self, schema: dict | type, *, include_raw: bool = False, **kwargs: Any
    ) -> Runnable[LanguageModelInput, Any]:
        """Return a Runnable whose output is an instance of `schema` (or a dict for dict schemas)."""
        kwargs.pop("method", None)  # every method means grammar-constrained JSON here
        kwargs.pop("strict", None)
        if kwargs:
            raise ValueError(f"Unsupported arguments for with_structured_output: {sorted(kwargs)}")
        spec = StructuredOutputSpec.from_schema(schema)

        def run(model_input: LanguageModelInput, config: RunnableConfig) -> Any:
            messages = spec.prompt(self._convert_input(model_input).to_messages())
            raw, error = None, None
            for call_kwargs in structured_attempts(spec, self.max_tokens or spec.default_budget):
                raw = self.invoke(messages, config, **call_kwargs)
                parsed, error = spec.parse(raw)
                if error is None:
                    return {"raw": raw, "parsed": parsed, "parsing_error": None} if include_raw else parsed
            return self._structured_failure(spec, raw, error, include_raw)

        async def arun(model_input: LanguageModelInput, config: RunnableConfig) -> Any:
            messages = spec.prompt(self._convert_input(model_input).to_messages())
            raw, error = None, None
            for call_kwargs in structured_attempts(spec, self.max_tokens or spec.default_budget):
                raw = await self.ainvoke(messages, config, **call_kwargs)
                parsed, error = spec.parse(raw)
                if error is None:
                    return {"raw": raw, "parsed": parsed, "parsing_error": None} if include_raw else parsed
            return self._structured_failure(spec, raw, error, include_raw)

        return RunnableLambda(run, afunc=arun, name=f"LocalStructuredOutput[{spec.name}]")

    def _structured_failure(
        self, spec: StructuredOutputSpec, raw: Any, error: Exception | None, include_raw: bool
    ) -> Any:
        failure = LocalModelError(
            f"The local model {self.model_name} did not produce a valid {spec.name} JSON object in two "
            f"tries (the second greedy, with tighter length limits): {error}"
        )
        if include_raw:
            return {"raw": raw, "parsed": None, "parsing_error": failure}
        raise failure


def get_local_chat_model(
    name: str = DEFAULT_ALIAS,
    *,
    max_tokens: int | None = None,
    temperature: float | None = None,
    n_ctx: int = 8192,
    data_dir: Path | None = None,
) -> LocalChatModel:
    """Build a chat model for `smollm2` or a .gguf path; the model file is fetched now (into
    ``<data_dir>/models``), loaded on first use."""
    path = resolve_local_model(name, data_dir)
    alias = (name or DEFAULT_ALIAS).strip().lower().removeprefix("local:").strip() or DEFAULT_ALIAS
    label = alias if alias in KNOWN_MODELS else path.name
    return LocalChatModel(
        model_path=str(path), model_name=label, max_tokens=max_tokens, temperature=temperature, n_ctx=n_ctx
    )


__all__ = ["LocalChatModel", "LocalModelError", "get_local_chat_model", "resolve_local_model", "to_chat_messages"]
