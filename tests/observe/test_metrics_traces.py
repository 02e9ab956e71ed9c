"""``/metrics`` in Prometheus text (parsed with prometheus_client's parser) after real runs, with no
tenant or question in it; OpenTelemetry spans per run, node, model and tool call, with run ids."""

from __future__ import annotations

import httpx
import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client.parser import text_string_to_metric_families

from api.app import create_app
from open_research.observe import telemetry
from tests.support.world import QUESTION, ServerThread, settings_for, world_defaults

H = {"x-api-key": "key-acme"}


@pytest.fixture(scope="module")
def spans():
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    telemetry.use_tracer_provider(provider)
    yield exporter
    telemetry.use_tracer_provider(None)


@pytest.fixture(scope="module")
def server(tmp_path_factory, spans):
    folder = tmp_path_factory.mktemp("api-metrics")
    with ServerThread(create_app(settings_for(folder / "data"), run_defaults=world_defaults(folder / "w"))) as url:
        yield url


def samples(text: str) -> dict[tuple[str, tuple], float]:
    out = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def value(found: dict, name: str, **labels: str) -> float:
    return found.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_count_runs_model_calls_tokens_and_tools(server):
    before = samples(httpx.get(server + "/metrics").text)  # no key needed
    done = httpx.post(
        server + "/runs/wait",
        headers=H,
        timeout=60,
        json={
            "assistant_id": "open-research",
            "input": {"messages": [{"role": "user", "content": QUESTION + " secret-acme-question"}]},
        },
    )
    assert done.status_code == 200 and done.json()["final_report"]
    r = httpx.get(server + "/metrics")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    after = samples(r.text)
    assert (
        value(after, "open_research_runs", status="success")
        >= value(before, "open_research_runs", status="success") + 1
    )
    assert ("open_research_queue_depth", ()) in after
    for role in ("brief", "supervisor", "researcher", "final_report"):
        assert value(after, "open_research_model_calls_total", role=role) > value(
            before, "open_research_model_calls_total", role=role
        )
    assert value(after, "open_research_model_tokens_total", role="researcher", direction="input") > 0
    assert value(after, "open_research_tool_calls_total", tool="local_search") >= 2
    assert value(after, "open_research_run_duration_seconds_count", outcome="success") >= 1
    assert ("open_research_stream_clients", ()) in after
    assert "acme" not in r.text and "secret" not in r.text and "warehouse" not in r.text


def test_metrics_can_be_turned_off(tmp_path):
    from fastapi.testclient import TestClient

    app = create_app(settings_for(tmp_path / "d", metrics_enabled=False), run_defaults=world_defaults(tmp_path / "w"))
    with TestClient(app) as c:
        assert c.get("/metrics").status_code == 404


def test_a_run_is_traced_per_node_model_and_tool_call(server, spans):
    spans.clear()
    run = httpx.post(
        server + "/runs/wait",
        headers=H,
        timeout=60,
        json={"assistant_id": "open-research", "input": {"messages": [{"role": "user", "content": QUESTION}]}},
    )
    assert run.status_code == 200
    finished = spans.get_finished_spans()
    names = [s.name for s in finished]
    assert "run" in names and "node clarify_with_user" in names and "node final_report_generation" in names
    assert "model researcher" in names and "tool local_search" in names
    root = next(s for s in finished if s.name == "run")
    run_id = root.attributes["open_research.run_id"]
    assert root.attributes["open_research.thread_id"] and "/" not in root.attributes["open_research.thread_id"]
    tool = next(s for s in finished if s.name == "tool local_search")
    assert tool.context.trace_id == root.context.trace_id and tool.attributes["open_research.run_id"] == run_id
    model = next(s for s in finished if s.name == "model final_report")
    assert model.attributes["open_research.role"] == "final_report"


def test_tracing_is_on_only_with_an_otlp_endpoint(monkeypatch):
    monkeypatch.setattr(telemetry, "_provider", None)
    assert telemetry.configure_tracing({}) is False and telemetry._provider is None
    assert telemetry.configure_tracing({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}) is True
    provider = telemetry._provider
    assert isinstance(provider, TracerProvider)
    assert provider.resource.attributes["service.name"] == "open-research"
    provider.shutdown()
