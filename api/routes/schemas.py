"""Request bodies. Every model forbids unknown fields, so a typo is a 422 that names it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from api.storage.keys import ID_PATTERN

StreamModeName = Literal["values", "updates", "custom", "messages", "messages-tuple", "debug", "tasks", "checkpoints"]


def body_doc(model: type[BaseModel], *, required: bool = False) -> dict[str, Any]:
    """``openapi_extra`` describing a body a route parses itself, so clients and fuzzers see it."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})
    return {"requestBody": {"required": required, "content": {"application/json": {"schema": _inline(schema, defs)}}}}


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        if "$ref" in node:
            return _inline(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
        return {k: _inline(v, defs) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, defs) for v in node]
    return node


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ContentPart(_Body):
    type: Literal["text"]
    text: str


class InputMessage(_Body):
    role: Literal["user", "human", "assistant", "ai"] | None = None
    type: Literal["human", "ai"] | None = None
    content: str | list[ContentPart]
    id: str | None = None
    name: str | None = None

    @field_validator("content")
    @classmethod
    def _valid_unicode(cls, v: Any) -> Any:
        parts = [v] if isinstance(v, str) else [p.text for p in v]
        for part in parts:
            try:
                part.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError("contains characters that are not valid Unicode (lone surrogates)") from None
        return v

    def text(self) -> str:
        if isinstance(self.content, str):
            return self.content
        return "\n".join(p.text for p in self.content)

    def as_langchain(self) -> dict[str, Any]:
        role = self.role or self.type or "user"
        out: dict[str, Any] = {"role": "user" if role in ("user", "human") else "assistant", "content": self.text()}
        if self.id:
            out["id"] = self.id
        return out


class RunInput(_Body):
    messages: list[InputMessage] = Field(min_length=1)


class RunConfig(_Body):
    """The LangGraph ``config`` a client may send; ``configurable`` holds the research settings."""

    configurable: dict[str, Any] = Field(default_factory=dict)
    recursion_limit: int | None = Field(default=None, ge=1, le=10_000)
    tags: list[str] | None = None
    metadata: dict[str, Any] | None = None
    run_name: str | None = None
    max_concurrency: int | None = Field(default=None, ge=1, le=1000)


class RunCreate(_Body):
    assistant_id: str = "open-research"
    input: RunInput | None = None
    command: dict[str, Any] | None = None
    config: RunConfig | None = None
    context: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None
    stream_mode: StreamModeName | list[StreamModeName] = "values"
    stream_subgraphs: bool = False
    stream_resumable: bool = False
    multitask_strategy: Literal["reject", "interrupt", "rollback", "enqueue"] = "reject"
    if_not_exists: Literal["create", "reject"] = "reject"
    on_disconnect: Literal["cancel", "continue"] = "continue"
    on_completion: Literal["delete", "keep"] | None = None
    durability: Literal["sync", "async", "exit"] | None = None
    checkpoint_during: bool | None = None
    langsmith_tracer: Any = None
    #: POSTed the run's final state when it ends (host on the operator's webhook_allow_hosts).
    webhook: str | None = Field(default=None, max_length=2000)
    # Known to the SDK but not offered here: a non-null value is a 422 that says so.
    interrupt_before: Any = None
    interrupt_after: Any = None
    feedback_keys: Any = None
    checkpoint: Any = None
    checkpoint_id: Any = None
    after_seconds: Any = None
    strict_resume: Any = None

    def modes(self) -> list[str]:
        modes = [self.stream_mode] if isinstance(self.stream_mode, str) else list(self.stream_mode)
        return list(dict.fromkeys(modes)) or ["values"]

    def unsupported(self) -> list[str]:
        names = [
            "interrupt_before",
            "interrupt_after",
            "feedback_keys",
            "checkpoint",
            "checkpoint_id",
            "after_seconds",
        ]
        bad = [n for n in names if getattr(self, n) not in (None, [], 0)]
        if self.multitask_strategy == "rollback":
            bad.append("multitask_strategy=rollback")
        return bad


class ThreadCreate(_Body):
    thread_id: str | None = Field(default=None, pattern=ID_PATTERN)
    metadata: dict[str, Any] = Field(default_factory=dict)
    if_exists: Literal["raise", "do_nothing"] = "raise"
    ttl: Any = None
    supersteps: Any = None


class ThreadPatch(_Body):
    metadata: dict[str, Any] = Field(default_factory=dict)
    ttl: Any = None


class ThreadSearch(_Body):
    metadata: dict[str, Any] | None = None
    values: dict[str, Any] | None = None
    ids: list[str] | None = None
    status: Literal["idle", "busy", "interrupted", "error"] | None = None
    limit: int = Field(default=10, ge=1, le=1000)
    offset: int = Field(default=0, ge=0, le=10**9)
    sort_by: Literal["thread_id", "status", "created_at", "updated_at"] | None = None
    sort_order: Literal["asc", "desc"] | None = None
    select: list[str] | None = None
    extract: Any = None


class ThreadCount(_Body):
    metadata: dict[str, Any] | None = None
    values: dict[str, Any] | None = None
    status: Literal["idle", "busy", "interrupted", "error"] | None = None


class HistoryQuery(_Body):
    limit: int = Field(default=10, ge=1, le=1000)
    before: Any = None
    metadata: dict[str, Any] | None = None
    checkpoint: dict[str, Any] | None = None
    select: list[str] | None = None

    @field_validator("before")
    @classmethod
    def _before(cls, v: Any) -> Any:
        if v is None or isinstance(v, str):
            return v
        if isinstance(v, dict) and isinstance(v.get("checkpoint_id"), str):
            return v["checkpoint_id"]
        raise ValueError("expected a checkpoint id or a checkpoint object with checkpoint_id")


class AssistantSearch(_Body):
    metadata: dict[str, Any] | None = None
    graph_id: str | None = None
    name: str | None = None
    limit: int = Field(default=10, ge=1, le=1000)
    offset: int = Field(default=0, ge=0, le=10**9)
    sort_by: str | None = None
    sort_order: str | None = None
    select: list[str] | None = None


class CancelMany(_Body):
    thread_id: str | None = None
    run_ids: list[str] | None = None
    status: Literal["pending", "running", "all"] | None = None
