"""One role's model as a node sees it: what the model can do, and the three operations nodes need.

A node asks ``role_model(cfg, "planner")`` and calls ``structured``, ``text`` or ``tool_turn``. Each
returns the model's answer, or ``None``, meaning "let code do it", for one of three reasons the
object keeps:

- the model cannot (``can``: a model without native tool calling neither plans, grades, judges nor
  writes prose; code does those steps for it);
- the run's budget is used up (``budget_stop`` names the limit; only the final report is exempt);
- the call failed after its retries (``error`` holds the exception; a progress ``error`` event was
  sent). ``raise_errors=True`` re-raises instead, for nodes whose failure has no code fallback.

Behind it, once: resolving the model, metering every call that reaches the provider (calls whose
output fails to parse and each retry included), the budget check, retries with backoff, and, for
models without native tool calling, tool calls as a JSON-schema-constrained choice. Structured
output is always requested as a JSON schema and validated here, so a reply that does not parse is
seen by the meter like any other reply.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel

from open_research.config.model_specs import ModelSpec
from open_research.config.run import ResearchConfig
from open_research.models import usage
from open_research.models.errors import BudgetExhausted, is_context_overflow
from open_research.models.resolve import describe, native_tool_calling, resolve_model
from open_research.models.retry import retrying
from open_research.models.tool_calls import choice_to_message, tool_choice_schema
from open_research.observe import progress
from open_research.text import content_text

T = TypeVar("T", bound=BaseModel)
#: What an operation needs of the model; None: any model may do it.
Need = Literal["native_tools", "writes_prose", "judges"] | None


@dataclass(frozen=True)
class Capabilities:
    """What a role's model can be trusted with."""

    #: Answers with tool calls when offered tools (else: a JSON-schema-constrained choice).
    native_tools: bool
    #: Writes prose worth reading: briefs, compressed notes, the report (else: extractive, by code).
    writes_prose: bool
    #: Plans, grades findings, decides about clarification (else: code's rules).
    judges: bool

    @classmethod
    def of(cls, spec: ModelSpec) -> Capabilities:
        native = native_tool_calling(spec)
        return cls(native_tools=native, writes_prose=native, judges=native)


class RoleModel:
    """A role's model for one node call; see the module docstring."""

    def __init__(self, cfg: ResearchConfig, role: str) -> None:
        self.cfg, self.role = cfg, role
        self.spec = cfg.model_for(role)
        self.can = Capabilities.of(self.spec)
        self.name = self.spec.model if isinstance(self.spec.model, str) else describe(self.spec.model)
        self.budget_stop: str | None = None
        self.error: BaseException | None = None
        self._chat: BaseChatModel | None = None

    # -- what the model is ------------------------------------------------------------------
    @property
    def chat(self) -> BaseChatModel:
        """The LangChain chat model (resolved on first use: a local model is fetched then)."""
        if self._chat is None:
            self._chat = resolve_model(self.spec, self.role, self.cfg.data_dir)
        return self._chat

    def able(self, need: Need) -> bool:
        return need is None or bool(getattr(self.can, need))

    @property
    def overflowed(self) -> bool:
        """The last call failed because the prompt did not fit the model's context window."""
        return self.error is not None and is_context_overflow(self.error)

    def exhausted(self) -> str | None:
        """Why no new call of this role may start (the run's budget), or None."""
        if self.role in usage.EXEMPT_ROLES:
            return None
        reason = usage.exhausted(self.cfg)
        if reason:
            self.budget_stop = reason
        return reason

    # -- operations ---------------------------------------------------------------------------
    async def structured(
        self,
        schema: type[T] | dict[str, Any],
        messages: Sequence[BaseMessage],
        *,
        needs: Need = "judges",
        raise_errors: bool = False,
    ) -> Any:
        """An instance of ``schema`` (a dict for a dict schema), or None: let code do it."""
        if not self.able(needs) or self.exhausted():
            return None
        as_json = schema if isinstance(schema, dict) else schema.model_json_schema()
        runnable = retrying(
            self.chat.with_structured_output(as_json) | RunnableLambda(_Validate(schema)),
            self.cfg.max_structured_output_retries,
        )
        return await self._call(runnable, list(messages), raise_errors)

    async def text(
        self, messages: Sequence[BaseMessage], *, needs: Need = "writes_prose", raise_errors: bool = False
    ) -> str | None:
        """The model's answer as text, or None: let code do it."""
        if not self.able(needs) or self.exhausted():
            return None
        message = await self._call(
            retrying(self.chat, self.cfg.max_structured_output_retries), list(messages), raise_errors
        )
        return None if message is None else content_text(message.content, sep="")

    async def tool_turn(
        self, tools: Sequence[Any], messages: Sequence[BaseMessage], *, raise_errors: bool = False
    ) -> AIMessage | None:
        """One turn that answers with ``tool_calls`` (natively, or as a constrained JSON choice for
        models without native tool calling), or None: let code do it."""
        if self.exhausted():
            return None
        attempts = self.cfg.max_structured_output_retries
        if self.can.native_tools:
            runnable = retrying(self.chat.bind_tools(list(tools)), attempts)
        else:
            runnable = retrying(self.chat.with_structured_output(tool_choice_schema(tools)), attempts)
        answer = await self._call(runnable, list(messages), raise_errors)
        if answer is None or isinstance(answer, AIMessage):
            return answer
        return choice_to_message(answer)

    async def _call(self, runnable: Any, messages: list[BaseMessage], raise_errors: bool) -> Any:
        self.error = None
        with usage.metered(self.cfg, self.role, self.name):
            try:
                return await runnable.ainvoke(messages)
            except BudgetExhausted as exc:  # the budget ran out while this call waited or retried
                self.budget_stop = str(exc).removeprefix("budget exhausted: ")
                return None
            except Exception as exc:
                self.error = exc
                if raise_errors:
                    raise
                progress.emit("error", where=self.role, message=f"{type(exc).__name__}: {exc}"[:300])
                return None


class _Validate:
    """The provider's parsed JSON as the schema's model (a parse failure is retried like any)."""

    def __init__(self, schema: type[BaseModel] | dict[str, Any]) -> None:
        self.schema = schema

    def __call__(self, value: Any) -> Any:
        if isinstance(value, AIMessage):  # a provider (or a script) that answered with JSON text
            value = json.loads(content_text(value.content, sep="") or "null")
        if isinstance(self.schema, dict):
            return value.model_dump() if isinstance(value, BaseModel) else value
        if isinstance(value, self.schema):
            return value
        if isinstance(value, BaseModel):
            value = value.model_dump()
        return self.schema.model_validate(value)


def role_model(cfg: ResearchConfig, role: str) -> RoleModel:
    """The role's model for this node call."""
    return RoleModel(cfg, role)
