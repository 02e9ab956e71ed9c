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

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel, ValidationError

from open_research.config.model_specs import ModelSpec
from open_research.config.run import ResearchConfig
from open_research.models import usage
from open_research.models.behaviour import Contract
from open_research.models.errors import BudgetExhausted, ContractBroken, is_context_overflow
from open_research.models.output import trim_repetition, truncated
from open_research.models.resolve import describe, native_tool_calling, resolve_model
from open_research.models.retry import retrying
from open_research.models.tool_calls import calls_from_text, choice_to_message, json_values, tool_choice_schema
from open_research.observe import progress
from open_research.prompts import SHORTER_REMINDER, TOOL_REMINDER
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
    def of(cls, spec: ModelSpec, switched: bool = False) -> Capabilities:
        """From the configuration; ``switched``: the run saw the model break its contracts."""
        native = native_tool_calling(spec) and not switched
        return cls(native_tools=native, writes_prose=native, judges=native)


class RoleModel:
    """A role's model for one node call; see the module docstring."""

    def __init__(self, cfg: ResearchConfig, role: str) -> None:
        self.cfg, self.role = cfg, role
        self.spec = cfg.model_for(role)
        seen = usage.behaviour()
        #: The operator set ``native_tool_calling`` for this role: behaviour never changes the path.
        self.pinned = self.spec.native_tool_calling is not None
        self.can = Capabilities.of(self.spec, switched=bool(seen and seen.is_switched(role)) and not self.pinned)
        self.name = self.spec.model if isinstance(self.spec.model, str) else describe(self.spec.model)
        self.budget_stop: str | None = None
        self.error: BaseException | None = None
        #: The last tool turn ended without a call where one was due (after the reminder): code's turn.
        self.no_call = False
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
        """An instance of ``schema`` (a dict for a dict schema), or None: let code do it. The raw
        answer is kept: JSON the provider's parser missed (in a fence, in prose) is repaired first."""
        if not self.able(needs) or self.exhausted():
            return None
        as_json = schema if isinstance(schema, dict) else schema.model_json_schema()
        runnable = retrying(
            self.chat.with_structured_output(as_json, include_raw=True) | RunnableLambda(_Validate(schema)),
            self.cfg.max_structured_output_retries,
        )
        answer = await self._call(runnable, list(messages), raise_errors)
        if answer is None and _broken(self.error):
            self._contract_failed("schema")
        return answer

    async def text(
        self, messages: Sequence[BaseMessage], *, needs: Need = "writes_prose", raise_errors: bool = False
    ) -> str | None:
        """The model's answer as text, or None: let code do it. A repeated block is kept once; an
        answer cut off at the token cap is asked for again, shorter, once."""
        if not self.able(needs) or self.exhausted():
            return None
        runnable = retrying(self.chat, self.cfg.max_structured_output_retries)
        message = await self._call(runnable, list(messages), raise_errors)
        if message is None:
            return None
        said = content_text(message.content, sep="")
        if truncated(message) and not self.exhausted():
            words = max(80, len(said.split()) // 2)
            progress.emit("retry", where=self.role, reason="answer cut off at the token limit; asked for a shorter one")
            again = await self._call(
                runnable,
                [*messages, AIMessage(content=said), HumanMessage(content=SHORTER_REMINDER.format(words=words))],
                raise_errors,
            )
            if again is not None and content_text(again.content, sep="").strip():
                message, said = again, content_text(again.content, sep="")
        trimmed = trim_repetition(said)
        if trimmed != said:
            self._count("trimmed")
        if truncated(message):  # still cut off: end at the last whole sentence
            trimmed = _last_sentence(trimmed)
        return trimmed

    async def tool_turn(
        self,
        tools: Sequence[Any],
        messages: Sequence[BaseMessage],
        *,
        must_call: bool = False,
        raise_errors: bool = False,
    ) -> AIMessage | None:
        """One turn that answers with ``tool_calls`` (natively, or as a constrained JSON choice for
        models without native tool calling), or None: let code do it.

        A native answer without calls is first repaired from its text (calls written as JSON, in
        tags, with doubled braces); with ``must_call`` a turn still without a call gets one reminder,
        then ``None`` with ``no_call`` set (the node takes its code step) and the failure counts
        towards switching this role to the code-driven path. Without ``must_call`` an answer with
        no call is the model saying it is done."""
        self.no_call = False
        if self.exhausted():
            return None
        attempts = self.cfg.max_structured_output_retries
        if not self.can.native_tools:
            runnable = retrying(self.chat.with_structured_output(tool_choice_schema(tools)), attempts)
            answer = await self._call(runnable, list(messages), raise_errors)
            if answer is None or isinstance(answer, AIMessage):
                return answer
            return choice_to_message(answer)
        names = [_tool_name(t) for t in tools]
        runnable = retrying(self.chat.bind_tools(list(tools)), attempts)
        answer = await self._call(runnable, list(messages), raise_errors)
        answer = self._with_calls(answer, names)
        if answer is None or answer.tool_calls or not must_call:
            return answer
        self._count("reminders")
        reminder = HumanMessage(content=TOOL_REMINDER.format(tools=", ".join(names)))
        again = await self._call(runnable, [*messages, answer, reminder], raise_errors)
        again = self._with_calls(again, names)
        if again is not None and again.tool_calls:
            return again
        if again is not None or self.error is None:  # it answered, in prose: the contract is broken
            self.no_call = True
            self._contract_failed("tool")
        return None

    def _with_calls(self, answer: Any, names: list[str]) -> AIMessage | None:
        """``answer`` with only calls to offered tools; calls written as text repaired."""
        if not isinstance(answer, AIMessage):
            return None
        offered = [c for c in answer.tool_calls if c.get("name") in names]
        if offered or answer.tool_calls:
            return answer if len(offered) == len(answer.tool_calls) else AIMessage(content="", tool_calls=offered)
        repaired = calls_from_text(content_text(answer.content, sep=""), names)
        if not repaired:
            return answer
        self._count("repairs")
        return AIMessage(content="", tool_calls=repaired)

    # -- behaviour ------------------------------------------------------------------------------
    def _count(self, kind: Any) -> None:
        seen = usage.behaviour()
        if seen is not None:
            seen.count(kind, self.role)

    def _contract_failed(self, contract: Contract) -> None:
        seen = usage.behaviour()
        if seen is not None and seen.failed(self.role, contract, pinned=self.pinned):
            progress.emit("path_switched", role=self.role, reason=seen.switched[self.role])

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
    """The provider's parsed JSON as the schema's model. With ``include_raw`` the raw answer is at
    hand: when the provider's parser failed, JSON found in the text is tried before giving up. A
    parse failure is retried like any; an answer with no JSON in it at all breaks the contract."""

    def __init__(self, schema: type[BaseModel] | dict[str, Any]) -> None:
        self.schema = schema

    def __call__(self, value: Any) -> Any:
        raw: Any = None
        if isinstance(value, dict) and {"raw", "parsed"} <= set(value):
            raw, value = value.get("raw"), value.get("parsed")
        if isinstance(value, AIMessage):  # a provider (or a script) that answered with JSON text
            raw, value = value, None
        if value is not None:
            try:
                return self._validated(value)
            except (ValidationError, ValueError, TypeError):
                if raw is None:
                    raise
        text = content_text(raw.content, sep="") if isinstance(raw, AIMessage) else ""
        candidates = [v for v in json_values(text) if isinstance(v, dict)]
        for candidate in candidates:
            try:
                return self._validated(candidate)
            except (ValidationError, ValueError, TypeError):
                continue
        if not candidates and (text.strip() or raw is not None):
            raise ContractBroken(f"the model answered without the JSON asked for: {text[:120]!r}")
        raise ValueError(f"the model's JSON does not fit the schema: {text[:200]!r}")

    def _validated(self, value: Any) -> Any:
        if isinstance(self.schema, dict):
            return value.model_dump() if isinstance(value, BaseModel) else value
        if isinstance(value, self.schema):
            return value
        if isinstance(value, BaseModel):
            value = value.model_dump()
        return self.schema.model_validate(value)


def _broken(error: BaseException | None) -> bool:
    """The call failed because of the model's answer (its shape), not the provider."""
    return isinstance(error, (ContractBroken, ValidationError, ValueError)) and not is_context_overflow(error)


def _tool_name(tool: Any) -> str:
    from langchain_core.utils.function_calling import convert_to_openai_tool

    return str(convert_to_openai_tool(tool)["function"]["name"])


_SENTENCE_END = (".", "!", "?", ":", "|", ")", "]")


def _last_sentence(text: str) -> str:
    """``text`` ended at its last whole sentence or line (a cut-off answer's tail is half a claim)."""
    stripped = text.rstrip()
    if not stripped or stripped.endswith(_SENTENCE_END):
        return stripped
    cut = max(stripped.rfind(". "), stripped.rfind(".\n"), stripped.rfind("\n"))
    return stripped[: cut + 1].rstrip() if cut > len(stripped) // 3 else stripped


def role_model(cfg: ResearchConfig, role: str) -> RoleModel:
    """The role's model for this node call."""
    return RoleModel(cfg, role)
