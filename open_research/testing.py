"""A scripted chat model for tests and benchmarks: planned answers, latency, injected errors.

A script is either a list (answers handed out in order) or a function of the messages (for
parallel callers, whose order is not fixed). An answer may be an ``AIMessage``, a string, a
dict or pydantic object (for structured output), an exception instance (raised), or a
callable taking the messages. Every call is counted per role with the characters sent, and
the number of calls in flight at once is tracked across all models sharing one ``ScriptStats``.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import BaseModel, ConfigDict, Field


@dataclass
class ScriptStats:
    calls: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    chars_sent: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    in_flight: int = 0
    max_in_flight: int = 0
    # Every prompt is kept for assertions; out of repr, since LangChain reprs a model per call and
    # the repr would otherwise grow with the run.
    prompts: list[tuple[str, list[BaseMessage]]] = field(default_factory=list, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def enter(self, role: str, messages: Sequence[BaseMessage]) -> None:
        with self._lock:
            self.calls[role] += 1
            self.chars_sent[role] += sum(len(str(m.content)) for m in messages)
            self.prompts.append((role, list(messages)))
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)

    def leave(self) -> None:
        with self._lock:
            self.in_flight -= 1

    @property
    def total_calls(self) -> int:
        return sum(self.calls.values())

    @property
    def total_chars(self) -> int:
        return sum(self.chars_sent.values())


def tool_call(name: str, **args: Any) -> dict[str, Any]:
    return {"name": name, "args": args, "id": f"call_{uuid.uuid4().hex[:10]}", "type": "tool_call"}


def calls(*tool_calls: dict[str, Any], content: str = "") -> AIMessage:
    """An ``AIMessage`` asking for these tool calls."""
    return AIMessage(content=content, tool_calls=list(tool_calls))


class ScriptedChatModel(BaseChatModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    script: Any = None
    role: str = "model"
    latency: float = 0.0
    native_tool_calling: bool = True
    #: ``usage_metadata`` each answer reports (``{"input_tokens", "output_tokens", "total_tokens"}``), as
    #: providers do; None reports nothing (the run then estimates). An AIMessage answer's own wins.
    usage: dict[str, int] | None = None
    stats: Any = Field(default_factory=ScriptStats, repr=False)
    bound_tools: list[list[str]] = Field(default_factory=list)
    structured_schemas: list[Any] = Field(default_factory=list)
    _cursor: int = 0
    _lock: Any = None

    def model_post_init(self, context: Any) -> None:
        self._lock = threading.Lock()

    @property
    def _llm_type(self) -> str:
        return "scripted"

    # -- planning ----------------------------------------------------------------------------
    def _next(self, messages: list[BaseMessage]) -> Any:
        script = self.script
        if callable(script) and not isinstance(script, (list, tuple)):
            answer = script(messages)
        else:
            with self._lock:
                items = list(script or [])
                if self._cursor >= len(items):
                    raise AssertionError(f"scripted model {self.role!r} ran out of answers")
                answer = items[self._cursor]
                self._cursor += 1
        if callable(answer) and not isinstance(answer, (BaseModel, type)):
            answer = answer(messages)
        if isinstance(answer, BaseException):
            raise answer
        return answer

    async def _anext(self, messages: list[BaseMessage]) -> Any:
        self.stats.enter(self.role, messages)
        try:
            if self.latency:
                await asyncio.sleep(self.latency)
            return self._next(messages)
        finally:
            self.stats.leave()

    def _snext(self, messages: list[BaseMessage]) -> Any:
        self.stats.enter(self.role, messages)
        try:
            if self.latency:
                time.sleep(self.latency)
            return self._next(messages)
        finally:
            self.stats.leave()

    # -- chat --------------------------------------------------------------------------------
    def _as_result(self, answer: Any) -> ChatResult:
        if isinstance(answer, AIMessage):
            message = answer
        elif isinstance(answer, BaseModel):
            message = AIMessage(content=answer.model_dump_json())
        else:
            message = AIMessage(content=str(answer))
        if self.usage and message.usage_metadata is None:
            message = message.model_copy(update={"usage_metadata": dict(self.usage)})
        if isinstance(answer, (BaseModel, dict, list)) and not isinstance(answer, AIMessage):
            # Structured output parses the planned object itself, not its text.
            message.response_metadata = {**message.response_metadata, "scripted_answer": answer}
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._as_result(self._snext(messages))

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._as_result(await self._anext(messages))

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable:
        from langchain_core.utils.function_calling import convert_to_openai_tool

        self.bound_tools.append([convert_to_openai_tool(t)["function"]["name"] for t in tools])
        return self.bind(**kwargs) if kwargs else self

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable:
        self.structured_schemas.append(schema)

        def parse(answer: Any) -> Any:
            if isinstance(answer, AIMessage) and not (isinstance(schema, type) and issubclass(schema, BaseModel)):
                try:  # a JSON-schema request answered with JSON text, as providers answer
                    return json.loads(str(answer.content))
                except ValueError:
                    pass
            if isinstance(schema, type) and issubclass(schema, BaseModel):
                if isinstance(answer, schema):
                    return answer
                if isinstance(answer, BaseModel):
                    answer = answer.model_dump()
                if isinstance(answer, AIMessage):
                    return schema.model_validate_json(str(answer.content))
                return schema.model_validate(answer)
            return answer.model_dump() if isinstance(answer, BaseModel) else answer

        # Through the chat model's own invoke, so callbacks (usage metering, budgets) see the call.
        async def _acall(messages: Any) -> Any:
            message = await self.ainvoke(_as_messages(messages))
            return parse(message.response_metadata.get("scripted_answer", message))

        def _call(messages: Any) -> Any:
            message = self.invoke(_as_messages(messages))
            return parse(message.response_metadata.get("scripted_answer", message))

        return RunnableLambda(_call, afunc=_acall, name=f"scripted_{self.role}_structured")


def _as_messages(value: Any) -> list[BaseMessage]:
    from langchain_core.messages import HumanMessage

    if isinstance(value, str):
        return [HumanMessage(content=value)]
    if hasattr(value, "to_messages"):
        return value.to_messages()
    return list(value)


def role_models(
    stats: ScriptStats | None = None, latency: float = 0.0, native_tool_calling: bool = True, **scripts: Any
) -> dict[str, dict[str, Any]]:
    """``configurable["models"]`` with one scripted model per named role, sharing ``stats``."""
    stats = stats or ScriptStats()
    return {
        role: {
            "model": ScriptedChatModel(
                script=script, role=role, latency=latency, stats=stats, native_tool_calling=native_tool_calling
            )
        }
        for role, script in scripts.items()
    }


ScriptFn = Callable[[list[BaseMessage]], Any]
