"""Model specs: which model each role runs on, what it costs, and the named setups an operator offers."""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from langchain_core.language_models import BaseChatModel
from pydantic import AfterValidator, BaseModel, ConfigDict, Field

Role = Literal[
    "clarify",
    "brief",
    "planner",
    "supervisor",
    "researcher",
    "summarization",
    "compression",
    "evaluator",
    "final_report",
    "verifier",
]
ROLES: tuple[Role, ...] = get_args(Role)

DEFAULT_MODEL = "local:smollm2"


def provider_prefixed(value: Any) -> Any:
    """A model string names its provider (``openai:gpt-4.1``); model instances pass as they are."""
    if isinstance(value, str) and ":" not in value:
        raise ValueError(f"expected 'provider:model' (e.g. 'openai:gpt-4.1'), got {value!r}")
    return value


#: A model setting: ``provider:model`` (checked), or in process a chat model instance.
ModelRef = Annotated[str | BaseChatModel, AfterValidator(provider_prefixed)]


def is_local_model(model: Any) -> bool:
    """Runs on the embedded llama.cpp runtime (``local:...``)."""
    return isinstance(model, str) and model.startswith("local:")


class ModelSpec(BaseModel):
    """One role's model: a ``provider:model`` string or, in-process, a chat model instance."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    model: ModelRef | None = None
    max_tokens: int | None = Field(default=None, gt=0)
    temperature: float | None = Field(default=None, ge=0, le=2)
    base_url: str | None = None
    api_key_env: str | None = None
    #: None means "guess from the provider": local models lack native tool calling.
    native_tool_calling: bool | None = None


class ModelPrice(BaseModel):
    """What one model costs, in currency units per million tokens (the currency is the operator's)."""

    model_config = ConfigDict(extra="forbid")

    input: float = Field(ge=0)
    output: float = Field(ge=0)


class RoleModels(BaseModel):
    model_config = ConfigDict(extra="forbid")

    clarify: ModelSpec = Field(default_factory=ModelSpec)
    brief: ModelSpec = Field(default_factory=ModelSpec)
    planner: ModelSpec = Field(default_factory=ModelSpec)
    supervisor: ModelSpec = Field(default_factory=ModelSpec)
    researcher: ModelSpec = Field(default_factory=ModelSpec)
    summarization: ModelSpec = Field(default_factory=ModelSpec)
    compression: ModelSpec = Field(default_factory=ModelSpec)
    evaluator: ModelSpec = Field(default_factory=ModelSpec)
    final_report: ModelSpec = Field(default_factory=ModelSpec)
    #: Judges the claims lexical verification leaves uncertain (``verify_with_model``).
    verifier: ModelSpec = Field(default_factory=ModelSpec)


class ModelProfile(BaseModel):
    """Models the operator offers under a name (``[model_profiles.NAME]``); requests pick the name."""

    model_config = ConfigDict(extra="forbid")

    model: Annotated[str, AfterValidator(provider_prefixed)]
    base_url: str | None = None
    models: RoleModels = Field(default_factory=RoleModels)

    def as_overrides(self) -> dict[str, Any]:
        """Replaces every role's model wholesale, so nothing of the default models' setup is mixed in."""
        return {
            "model": self.model,
            "base_url": self.base_url,
            "models": {role: getattr(self.models, role).model_dump() for role in ROLES},
        }
