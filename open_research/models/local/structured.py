"""JSON-schema-constrained output for the embedded model.

llama.cpp (with LLGuidance) only lets the model emit tokens that keep the output
a valid prefix of the schema, so the JSON always parses *if it finishes*. Small
models ramble, so the only way to fail is running out of tokens inside a string.
The schema is therefore tightened before it becomes a grammar: strings and
arrays get length limits sized from the token budget, objects refuse extra keys,
and whitespace is fixed. A cut-off answer is retried once, greedily, with
stricter limits.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from pydantic import BaseModel, TypeAdapter

DEFAULT_STRUCTURED_BUDGET = 1024
_CHILD_MAPS = ("properties", "patternProperties", "$defs", "definitions")
_CHILD_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_CHILD_NODES = ("items", "additionalProperties", "not", "if", "then", "else", "contains")
_BOUNDED_STRING_KEYS = ("maxLength", "enum", "const", "pattern")


def _types(node: dict) -> set[str]:
    kind = node.get("type")
    if isinstance(kind, list):
        return {str(item) for item in kind}
    return {kind} if isinstance(kind, str) else set()


def tighten_schema(schema: dict, *, max_chars: int, max_items: int) -> dict:
    """Copy `schema` with bounded strings/arrays, closed objects and compact whitespace."""
    tight = copy.deepcopy(schema)

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, dict):
            return
        kinds = _types(node)
        # An unsatisfiable grammar is silently dropped by llama.cpp, so limits never
        # contradict the schema's own minimums, and formats (dates, URIs) keep room.
        if "string" in kinds and not any(key in node for key in _BOUNDED_STRING_KEYS):
            floor = max(int(node.get("minLength", 0)), 64 if "format" in node else 0)
            node["maxLength"] = max(max_chars, floor)
        if "array" in kinds and "maxItems" not in node:
            node["maxItems"] = max(max_items, int(node.get("minItems", 0)))
        if (
            ("object" in kinds or "properties" in node)
            and "additionalProperties" not in node
            and "patternProperties" not in node
        ):
            node["additionalProperties"] = False
        for key in _CHILD_MAPS:
            if isinstance(node.get(key), dict):
                for child in node[key].values():
                    walk(child)
        for key in _CHILD_LISTS:
            walk(node.get(key))
        for key in _CHILD_NODES:
            if isinstance(node.get(key), (dict, list)):
                walk(node[key])

    walk(tight)
    tight["x-guidance"] = {"whitespace_flexible": False, "lenient": True}
    return tight


def count_string_slots(schema: dict, max_items: int) -> int:
    """How many strings one answer can hold at most (arrays count max_items times)."""
    definitions = {**schema.get("definitions", {}), **schema.get("$defs", {})}

    def count(node: Any, depth: int) -> int:
        if not isinstance(node, dict) or depth > 8:
            return 0
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.rsplit("/", 1)[-1] in definitions:
            return count(definitions[ref.rsplit("/", 1)[-1]], depth + 1)
        options = [count(option, depth + 1) for key in ("anyOf", "oneOf") for option in node.get(key, [])]
        total = max(options) if options else 0
        total += sum(count(part, depth + 1) for part in node.get("allOf", []))
        kinds = _types(node)
        if "string" in kinds:
            total += 1
        if "array" in kinds:
            total += max_items * count(node.get("items"), depth + 1)
        if isinstance(node.get("properties"), dict):
            total += sum(count(child, depth + 1) for child in node["properties"].values())
        return total

    return max(1, count(schema, 0))


def to_grammar(schema: dict) -> str:
    """The grammar llama.cpp's own converter produces for this schema (LLGuidance form)."""
    import xllamacpp

    return xllamacpp.json_schema_to_grammar(schema)


def structured_attempts(spec: StructuredOutputSpec, budget: int) -> Iterator[dict[str, Any]]:
    """Call arguments for a generous first try and a strict, greedy second try.

    The first try sizes strings for a typical answer (arrays of about 4 items,
    about 3 characters per token); only if that runs out of tokens does the
    second size them for the worst case (1 character per token, half the budget).
    """
    slots = count_string_slots(spec.json_schema, 4)
    chars = min(4000, max(24, budget * 3 // slots))
    yield {"grammar": to_grammar(tighten_schema(spec.json_schema, max_chars=chars, max_items=8)), "max_tokens": budget}
    chars = min(1000, max(8, budget // (2 * slots)))
    yield {
        "grammar": to_grammar(tighten_schema(spec.json_schema, max_chars=chars, max_items=4)),
        "max_tokens": budget,
        "temperature": 0.0,
    }


@dataclass
class StructuredOutputSpec:
    """What the caller asked for and how to turn JSON text back into it."""

    name: str
    json_schema: dict
    model_class: type[BaseModel] | None = None
    adapter: TypeAdapter | None = None
    default_budget: int = DEFAULT_STRUCTURED_BUDGET
    description: str = field(default="")

    @classmethod
    def from_schema(cls, schema: dict | type) -> StructuredOutputSpec:
        if isinstance(schema, type) and issubclass(schema, BaseModel):
            return cls(schema.__name__, schema.model_json_schema(), model_class=schema)
        if isinstance(schema, dict):
            body: dict = schema
            if body.get("type") == "function" and isinstance(body.get("function"), dict):
                body = body["function"]
            for key in ("parameters", "input_schema"):
                if isinstance(body.get(key), dict) and "name" in body:
                    return cls(str(body["name"]), body[key], description=str(body.get("description", "")))
            return cls(str(body.get("title", "output")), body)
        if isinstance(schema, type):
            adapter = TypeAdapter(schema)
            return cls(schema.__name__, adapter.json_schema(), adapter=adapter)
        raise ValueError(
            f"with_structured_output needs a pydantic class, a TypedDict or a JSON schema dict, not {schema!r}"
        )

    def prompt(self, messages: list[BaseMessage]) -> list[BaseMessage]:
        """Tell the model the schema too: a grammar forces the shape, not sensible content."""
        about = f" ({self.description})" if self.description else ""
        instruction = (
            f"Reply with only one JSON object for {self.name}{about} that matches this JSON schema:\n"
            f"{json.dumps(self.json_schema, ensure_ascii=False)}"
        )
        if messages and isinstance(messages[0], SystemMessage) and isinstance(messages[0].content, str):
            return [SystemMessage(content=f"{messages[0].content}\n\n{instruction}"), *messages[1:]]
        return [SystemMessage(content=instruction), *messages]

    def parse(self, raw: AIMessage) -> tuple[Any, Exception | None]:
        """Return (value, None) or (None, why it is not a complete answer)."""
        text = raw.content if isinstance(raw.content, str) else json.dumps(raw.content)
        if raw.response_metadata.get("finish_reason") in ("length", "cancelled"):
            return None, ValueError(f"the answer was cut off after {len(text)} characters")
        try:
            data = json.loads(text)
            if self.model_class is not None:
                return self.model_class.model_validate(data), None
            if self.adapter is not None:
                return self.adapter.validate_python(data), None
            return data, None
        except ValueError as exc:  # json and pydantic errors are both ValueErrors
            return None, exc
