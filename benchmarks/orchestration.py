"""Orchestration overhead of our research graph, offline: the anchor harness's workload on our graph.

Runs ``open_research.build_graph`` end to end with scripted models (``open_research.testing``) that
sleep ``--latency`` per call, and a canned search tool passed as an extra tool (``search_api="none"``),
so nothing touches the network or an index. The workload shape and the printed figures are those of
``../shared/bench/odr_harness.py`` (beside the checkout) (LangChain's open_deep_research, the anchor), so the two can be
set side by side (``benchmarks/compare_anchor.py`` runs both in one go):

  clarify -> "no clarification needed"; brief -> fixed brief; supervisor round r (r < --rounds):
  N ConductResearch calls at once, then ResearchComplete (with --think a think_tool call precedes each
  decision); each researcher: k searches of Q queries (with --think a think_tool call after each), then a
  plain answer (or ResearchComplete) -> compression; final report -> fixed text.

Characters sent are counted as the harness counts them: message contents plus the JSON of each AI
message's tool calls (tool schemas separately). Roles are printed under the harness's purpose names
(our ``compression`` is ``compress``, ``summarization`` is ``summarize``).

    python benchmarks/orchestration.py -n 5 -k 3 --latency 0.2
    python benchmarks/orchestration.py -n 5 -k 3 --latency 0.2 --think
    python benchmarks/orchestration.py -n 3 -k 2 --fault unknown-tool
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import statistics
import sys
import time
import uuid
from collections import defaultdict
from pathlib import Path
from typing import Annotated, Any, Literal

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage  # noqa: E402
from langchain_core.tools import BaseTool, InjectedToolCallId, tool  # noqa: E402
from langchain_core.utils.function_calling import convert_to_openai_tool  # noqa: E402
from pydantic import BaseModel, Field  # noqa: E402

from open_research.config import EXTRA_TOOLS_KEY, ResearchConfig, Settings  # noqa: E402
from open_research.evidence import format_sources_for_model, make_record  # noqa: E402
from open_research.graph.build import build_graph  # noqa: E402
from open_research.graph.state import ClarifyDecision, ResearchBrief  # noqa: E402
from open_research.runs.library import run_config_dict  # noqa: E402
from open_research.testing import ScriptedChatModel, ScriptStats, calls, tool_call  # noqa: E402
from open_research.tools.tavily import Summary  # noqa: E402

QUESTION = "Compare approaches A, B and C to offline benchmarking of agent graphs."
#: Our role names -> the anchor harness's purpose names.
PURPOSE = {"compression": "compress", "summarization": "summarize"}
FIGURES = [
    "search_mode",
    "workload",
    "wall_s",
    "llm_calls",
    "llm_calls_by_purpose",
    "expected_calls",
    "prompt_chars",
    "prompt_chars_by_purpose",
    "tool_schema_chars",
    "approx_prompt_tokens",
    "output_chars",
    "max_single_prompt_chars",
    "max_llm_calls_in_flight",
    "search_tool_calls",
    "search_queries",
    "critical_path_llm_calls",
    "latency_floor_s",
    "overhead_s",
    "cpu_s",
    "idle_s",
    "idle_by_transition",
    "final_report_chars",
    "notes_after_run",
    "errors",
    "final_report_head",
]


def build_parser(description: str | None = __doc__) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-n", "--units", type=int, default=3, help="ConductResearch calls per supervisor round")
    p.add_argument("-k", "--searches", type=int, default=2, help="search tool calls per researcher")
    p.add_argument("-q", "--queries", type=int, default=2, help="queries per search call")
    p.add_argument("-r", "--results", type=int, default=3, help="results per query (fake-tavily mode)")
    p.add_argument("--rounds", type=int, default=1, help="supervisor ConductResearch rounds before ResearchComplete")
    p.add_argument("--think", action="store_true", help="script think_tool calls like the prompts request")
    p.add_argument("--latency", type=float, default=0.0, help="artificial seconds per LLM call")
    p.add_argument("--search-latency", type=float, default=0.0, help="artificial seconds per search query")
    p.add_argument(
        "--search-mode",
        choices=["canned", "fake-tavily"],
        default="canned",
        help="canned results, or our real tavily tool (with per-page summaries) on a fake client",
    )
    p.add_argument("--result-chars", type=int, default=1500, help="size of each canned result / raw page")
    p.add_argument("--compress-chars", type=int, default=1500, help="size of each compressed research note")
    p.add_argument("--report-chars", type=int, default=4000, help="size of the final report")
    p.add_argument("--no-clarify", action="store_true", help="allow_clarification=False (skips 1 LLM call)")
    p.add_argument(
        "--max-concurrent", type=int, default=None, help="max_concurrent_research_units (default: max(5, units))"
    )
    p.add_argument(
        "--researcher-end",
        choices=["answer", "research-complete"],
        default="answer",
        help="how a researcher stops: plain answer (no tool calls) or a ResearchComplete tool call",
    )
    p.add_argument(
        "--fault",
        choices=["none", "unknown-tool", "transient", "compress-fail", "final-fail"],
        default="none",
        help="inject a failure to observe the error handling",
    )
    p.add_argument(
        "--refinement-rounds",
        type=int,
        default=0,
        help="max_refinement_rounds (default 0: the anchor has no evaluator, so like for like)",
    )
    p.add_argument("--repeat", type=int, default=1, help="run the workload this many times (fresh thread each)")
    p.add_argument("--json", action="store_true", help="print one JSON object per run")
    p.add_argument("--show-report", action="store_true")
    return p


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def text(n: int, seed: str) -> str:
    """Filler of exactly ``n`` characters, as many as the anchor harness's, so sizes match. Each
    sentence is numbered: our output guard keeps a block a model repeats over and over only once."""
    out, i = [], 0
    while sum(map(len, out)) < n:
        i += 1
        out.append(f"{seed} {i} lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor. ")
    return "".join(out)[:n]


def msg_chars(m: BaseMessage) -> int:
    """Characters of one message as the harness counts them: content plus tool-call JSON."""
    c = m.content if isinstance(m.content, str) else json.dumps(m.content, default=str)
    n = len(c)
    if isinstance(m, AIMessage) and m.tool_calls:
        n += len(json.dumps([{"name": t["name"], "args": t["args"]} for t in m.tool_calls], default=str))
    return n


# ---------------------------------------------------------------------------------- counting model
class Counters:
    def __init__(self) -> None:
        self.schema_chars: dict[str, int] = defaultdict(int)
        self.out_chars: dict[str, int] = defaultdict(int)
        self.failed: dict[str, int] = defaultdict(int)
        self.failed_once: set = set()
        self.intervals: list[tuple[str, float, float]] = []  # (role, start, end) of each LLM call
        self.search_calls = 0
        self.search_queries = 0
        self._schema_sizes: dict[int, tuple[Any, int]] = {}

    def schema_size(self, tool_or_schema: Any) -> int:
        """Characters of a tool's JSON schema, cached (converting again would be our own overhead)."""
        hit = self._schema_sizes.get(id(tool_or_schema))
        if hit is None or hit[0] is not tool_or_schema:
            hit = (tool_or_schema, len(json.dumps(convert_to_openai_tool(tool_or_schema))) + 2)
            self._schema_sizes[id(tool_or_schema)] = hit
        return hit[1]


class BenchModel(ScriptedChatModel):
    """The test model plus what the harness also counts: tool schemas, output size, injected faults.

    An injected fault raises before the call is counted or sleeps, as in the harness."""

    # Out of repr: langchain serialises (repr) each model once per run, and ScriptStats holds every
    # prompt so far; without this the benchmark's own bookkeeping lands on the critical path.
    script: Any = Field(default=None, repr=False)
    stats: Any = Field(default_factory=ScriptStats, repr=False)
    counters: Any = Field(default=None, repr=False)
    fault: Any = Field(default=None, repr=False)

    async def _anext(self, messages: list[BaseMessage]) -> Any:
        exc = self.fault(self.role, messages) if self.fault else None
        if exc is not None:
            self.counters.failed[self.role] += 1
            raise exc
        start = time.perf_counter()
        answer = await super()._anext(messages)
        self.counters.intervals.append((self.role, start, time.perf_counter()))
        self.counters.out_chars[self.role] += _answer_chars(answer)
        return answer

    def bind_tools(self, tools, **kwargs):
        self.counters.schema_chars[self.role] += sum(self.counters.schema_size(t) for t in tools)
        return super().bind_tools(tools, **kwargs)

    def with_structured_output(self, schema, **kwargs):
        self.counters.schema_chars[self.role] += self.counters.schema_size(schema)
        return super().with_structured_output(schema, **kwargs)


def _answer_chars(answer: Any) -> int:
    if isinstance(answer, AIMessage):
        return msg_chars(answer)
    if isinstance(answer, BaseModel):
        return len(answer.model_dump_json())
    return len(str(answer))


# ---------------------------------------------------------------------------------- scripts
def scripts(args: argparse.Namespace, search_name: str) -> dict[str, Any]:
    """One script per role, a function of the messages (researchers run in parallel)."""

    def brief(messages):
        user = next((m.content for m in messages if isinstance(m, HumanMessage)), "")
        return ResearchBrief(research_brief="I want a detailed report on: " + str(user)[-400:])

    def supervisor(messages):
        ais = [m for m in messages if isinstance(m, AIMessage)]
        last_was_think = bool(ais) and any(t["name"] == "think_tool" for t in ais[-1].tool_calls)
        if args.think and not last_was_think:
            return calls(tool_call("think_tool", reflection=text(300, "plan")))
        done = sum(1 for a in ais if any(t["name"] == "ConductResearch" for t in a.tool_calls))
        if done < args.rounds:
            return calls(
                *(
                    tool_call("ConductResearch", research_topic=f"Round {done} subtopic {i}: " + text(300, f"topic{i}"))
                    for i in range(args.units)
                )
            )
        return calls(tool_call("ResearchComplete"))

    def researcher(messages):
        ais = [m for m in messages if isinstance(m, AIMessage)]
        last_was_search = bool(ais) and any(t["name"] == search_name for t in ais[-1].tool_calls)
        if args.think and last_was_search:
            return calls(tool_call("think_tool", reflection=text(200, "reflect")))
        done = sum(1 for a in ais if any(t["name"] == search_name for t in a.tool_calls))
        topic = str(next((m.content for m in messages if isinstance(m, HumanMessage)), ""))[:40]
        if args.fault == "unknown-tool" and not ais and "subtopic 0" in topic:
            return calls(tool_call("no_such_tool", x=1))
        if done < args.searches:
            return calls(tool_call(search_name, queries=[f"{topic} q{done}.{j}" for j in range(args.queries)]))
        if args.researcher_end == "research-complete":
            return calls(tool_call("ResearchComplete"))
        return AIMessage(content="I have gathered enough information. " + text(300, "answer"))

    return {
        "clarify": lambda m: ClarifyDecision(
            need_clarification=False, question="", verification="Understood; starting research now."
        ),
        "brief": brief,
        "supervisor": supervisor,
        "researcher": researcher,
        "summarization": lambda m: Summary(summary=text(600, "summary"), key_excerpts=text(300, "excerpt")),
        "compression": lambda m: text(args.compress_chars, "compressed"),
        "final_report": lambda m: "# Report\n\n" + text(args.report_chars, "report"),
    }


def fault_injector(args: argparse.Namespace, counters: Counters):
    def fault(role: str, messages: list[BaseMessage]) -> Exception | None:
        if args.fault == "transient" and role == "researcher":
            key = (role, len(messages), str(messages[-1].content)[:60] if messages else "")
            if key not in counters.failed_once:
                counters.failed_once.add(key)
                return RuntimeError("injected transient failure")
        if (args.fault == "compress-fail" and role == "compression") or (
            args.fault == "final-fail" and role == "final_report"
        ):
            return RuntimeError(f"injected {role} failure")
        return None

    return fault


# ---------------------------------------------------------------------------------- search tools
def _url(q: str, i: int | None = None) -> str:
    h = hashlib.sha1(q.encode()).hexdigest()[:16]
    return f"https://example.com/{h}" + (f"/{i}" if i is not None else "")


async def _fake_query(args: argparse.Namespace, counters: Counters) -> None:
    counters.search_queries += 1
    if args.search_latency:
        await asyncio.sleep(args.search_latency)


def canned_search(args: argparse.Namespace, counters: Counters) -> BaseTool:
    """One result of ``--result-chars`` per query, formatted and recorded as our real search tools do."""

    @tool("web_search", response_format="content_and_artifact")
    async def web_search(
        queries: list[str], tool_call_id: Annotated[str, InjectedToolCallId]
    ) -> tuple[str, list[dict]]:
        """Search the web. Pass several focused queries at once; each source is labelled with an id to cite."""
        counters.search_calls += 1
        await asyncio.gather(*(_fake_query(args, counters) for _ in queries))
        shown, records = [], []
        for q in queries:
            record = make_record(
                url=_url(q),
                title=f"Result for {q}",
                text=text(args.result_chars, q),
                origin_tool="web_search",
                tool_call_id=tool_call_id,
            )
            records.append(record.model_dump(mode="json"))
            shown.append(record)
        return format_sources_for_model(shown), records

    return web_search


class FakeTavilyClient:
    """Tavily-shaped answers for our real ``tavily_search`` tool (which then summarises each page)."""

    def __init__(self, args: argparse.Namespace, counters: Counters) -> None:
        self.args, self.counters = args, counters

    async def search(self, q: str, max_results: int = 5, include_raw_content: bool = True, topic: str = "general"):
        await _fake_query(self.args, self.counters)
        return {
            "query": q,
            "results": [
                {
                    "url": _url(q, i),
                    "title": f"{q} result {i}",
                    "content": text(200, q),
                    "raw_content": text(self.args.result_chars, q),
                }
                for i in range(self.args.results)
            ],
        }


def fake_tavily_search(args: argparse.Namespace, counters: Counters, cfg: ResearchConfig) -> BaseTool:
    """Our real ``tavily_search`` (dedupe, per-page summaries, records) on a fake client, counted."""
    from open_research.tools.tavily import make_tavily_search

    inner = make_tavily_search(cfg, client=FakeTavilyClient(args, counters))

    @tool("tavily_search", response_format="content_and_artifact", description=inner.description)
    async def tavily_search(
        queries: list[str],
        tool_call_id: Annotated[str, InjectedToolCallId],
        topic: Literal["general", "news", "finance"] = "general",
    ) -> tuple[str, list[dict]]:
        counters.search_calls += 1
        msg = await inner.ainvoke(
            {
                "name": "tavily_search",
                "args": {"queries": queries, "topic": topic},
                "id": tool_call_id,
                "type": "tool_call",
            }
        )
        return msg.content, msg.artifact

    return tavily_search


# ---------------------------------------------------------------------------------- figures
def units_run(args: argparse.Namespace) -> int:
    return min(args.units, args.max_concurrent or max(5, args.units))


def units_run_of(res: dict[str, Any]) -> int:
    """Researchers per round, from a result's expected call counts."""
    return res["expected_calls"].get("compress", 0) // max(1, res["workload"]["rounds"])


def expected_calls(args: argparse.Namespace) -> dict[str, int]:
    n, k, rounds = units_run(args), args.searches, args.rounds
    sup = (2 * rounds + 2) if args.think else (rounds + 1)
    per_res = (2 * k + 1) if args.think else (k + 1)
    e = {
        "clarify": 0 if args.no_clarify else 1,
        "brief": 1,
        "supervisor": sup,
        "researcher": rounds * n * per_res,
        "compress": rounds * n,
        "final_report": 1,
    }
    if args.search_mode == "fake-tavily":
        e["summarize"] = rounds * n * k * args.queries * args.results
    return e


def critical_path_llm_calls(args: argparse.Namespace) -> int:
    """LLM calls on the longest chain; researchers of a round and one search's summaries run in parallel."""
    k, rounds = args.searches, args.rounds
    per_res = (2 * k + 1) if args.think else (k + 1)
    summ_layers = k if args.search_mode == "fake-tavily" else 0
    sup = (2 * rounds + 2) if args.think else (rounds + 1)
    return (0 if args.no_clarify else 1) + 1 + sup + rounds * (per_res + 1 + summ_layers) + 1


def latency_floor(args: argparse.Namespace) -> float:
    return critical_path_llm_calls(args) * args.latency + args.rounds * args.searches * args.search_latency


def idle_gaps(intervals: list[tuple[str, float, float]], t0: float, t1: float) -> dict[str, float]:
    """Time with no LLM call in flight, by transition ("researcher->compress": the last call to end
    before the gap, the first to start after it). With scripted models this is pure orchestration
    time on the critical path: the graph's own work between one model call and the next."""
    gaps: dict[str, float] = defaultdict(float)
    busy_until, last_role = t0, "start"
    for role, start, end in sorted(intervals, key=lambda x: x[1]):
        if start > busy_until:
            gaps[f"{PURPOSE.get(last_role, last_role)}->{PURPOSE.get(role, role)}"] += start - busy_until
        if end >= busy_until:
            busy_until, last_role = end, role
    if t1 > busy_until:
        gaps[f"{PURPOSE.get(last_role, last_role)}->end"] += t1 - busy_until
    return {k: round(v, 4) for k, v in sorted(gaps.items(), key=lambda kv: -kv[1])}


def _by_purpose(d: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for role, v in d.items():
        out[PURPOSE.get(role, role)] += v
    return dict(out)


async def run_once(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    """One run of the workload on a fresh thread; returns (figures, final state)."""
    stats, counters = ScriptStats(), Counters()
    fault = fault_injector(args, counters)
    models = {
        role: {
            "model": BenchModel(
                script=script, role=role, latency=args.latency, stats=stats, counters=counters, fault=fault
            )
        }
        for role, script in scripts(args, "web_search" if args.search_mode == "canned" else "tavily_search").items()
    }
    per_res = (2 * args.searches + 1) if args.think else (args.searches + 1)
    overrides = {
        "models": models,
        "search_api": "none",
        "allow_clarification": not args.no_clarify,
        "max_concurrent_research_units": args.max_concurrent or max(5, args.units),
        "max_researcher_iterations": max(6, 2 * args.rounds + 2),
        "max_react_tool_calls": max(10, per_res + 1),
        "max_structured_output_retries": 3,
        "max_refinement_rounds": args.refinement_rounds,
        "search_max_results": max(1, min(args.results, 20)),
    }
    settings = Settings.load()
    if args.search_mode == "canned":
        search = canned_search(args, counters)
    else:
        search = fake_tavily_search(args, counters, settings.run_defaults().with_overrides(overrides))
    config = run_config_dict(settings, overrides, thread_id=str(uuid.uuid4()))
    config["configurable"][EXTRA_TOOLS_KEY] = [search]
    graph = build_graph()

    t0, cpu0 = time.perf_counter(), time.process_time()
    error = None
    try:
        final = await graph.ainvoke({"messages": [HumanMessage(content=QUESTION)]}, config)
    except Exception as exc:  # a failed run is a figure too (e.g. --fault final-fail)
        final, error = {}, f"{type(exc).__name__}: {exc}"[:300]
    t1 = time.perf_counter()
    wall, cpu = t1 - t0, time.process_time() - cpu0
    gaps = idle_gaps(counters.intervals, t0, t1)

    chars: dict[str, int] = defaultdict(int)
    max_prompt = 0
    for role, messages in stats.prompts:
        sent = sum(msg_chars(m) for m in messages)
        chars[role] += sent
        max_prompt = max(max_prompt, sent)
    calls_by = _by_purpose(stats.calls)
    for role, n in counters.failed.items():
        calls_by["failed:" + PURPOSE.get(role, role)] = n
    floor = latency_floor(args)
    report = final.get("final_report") or ""
    res = {
        "impl": "open-research",
        "search_mode": args.search_mode,
        "workload": {
            "units": args.units,
            "searches": args.searches,
            "queries": args.queries,
            "results": args.results,
            "rounds": args.rounds,
            "think": args.think,
            "latency": args.latency,
            "search_latency": args.search_latency,
        },
        "wall_s": round(wall, 4),
        "llm_calls": stats.total_calls,
        "llm_calls_by_purpose": calls_by,
        "expected_calls": expected_calls(args),
        "prompt_chars": sum(chars.values()),
        "prompt_chars_by_purpose": _by_purpose(chars),
        "tool_schema_chars": sum(counters.schema_chars.values()),
        "approx_prompt_tokens": (sum(chars.values()) + sum(counters.schema_chars.values())) // 4,
        "output_chars": sum(counters.out_chars.values()),
        "max_single_prompt_chars": max_prompt,
        "max_llm_calls_in_flight": stats.max_in_flight,
        "search_tool_calls": counters.search_calls,
        "search_queries": counters.search_queries,
        "critical_path_llm_calls": critical_path_llm_calls(args),
        "latency_floor_s": round(floor, 4),
        "overhead_s": round(wall - floor, 4),
        "cpu_s": round(cpu, 4),
        "idle_s": round(sum(gaps.values()), 4),
        "idle_by_transition": gaps,
        "final_report_chars": len(report),
        "notes_after_run": len(final.get("notes", []) or []),
        "errors": list(final.get("errors", []) or []) + ([error] if error else []),
        "sources": len(final.get("sources", []) or []),
        "final_report_head": report[:80],
        "fault": args.fault,
        "run_error": error,
    }
    return res, final


async def run_workload(args: argparse.Namespace) -> list[dict[str, Any]]:
    """``--repeat`` runs; figures of each."""
    return [(await run_once(args))[0] for _ in range(max(1, args.repeat))]


def print_run(res: dict[str, Any], i: int, total: int) -> None:
    print(f"--- run {i + 1}/{total}  (open-research, {REPO / 'open_research'})")
    for key in FIGURES:
        print(f"{key:26s} {res[key]}")


async def amain(argv: list[str] | None = None) -> list[dict[str, Any]]:
    args = parse_args(argv)
    results = []
    for i in range(max(1, args.repeat)):
        res, final = await run_once(args)
        results.append(res)
        if args.json:
            print(json.dumps(res))
        else:
            print_run(res, i, args.repeat)
        if args.show_report:
            print(final.get("final_report"))
    if len(results) > 1 and not args.json:
        walls = [r["wall_s"] for r in results]
        print(f"{'median wall_s':26s} {statistics.median(walls):.4f} (min {min(walls):.4f}, max {max(walls):.4f})")
    return results


def main(argv: list[str] | None = None) -> int:
    results = asyncio.run(amain(argv))
    return 1 if any(r["run_error"] for r in results) and parse_args(argv).fault == "none" else 0


if __name__ == "__main__":
    sys.exit(main())
