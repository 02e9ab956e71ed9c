"""The ``open-research`` command: research, index, serve, worker, mcp.

Errors end in one sentence on stderr and a non-zero exit code: 2 for a problem the user can fix
(bad config, missing key, bad path), 1 for a failed run, 3 when a question needs an answer the
terminal cannot give, 130 when interrupted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from open_research.config import ROLES, ConfigError, Settings, validate_overrides, with_local_profile

EXIT_USAGE, EXIT_FAILED, EXIT_NEEDS_ANSWER, EXIT_INTERRUPTED = 2, 1, 3, 130


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    err = Console(stderr=True)
    try:
        return args.func(args, err)
    except ConfigError as exc:
        err.print(f"[red]error:[/] {exc.operator_detail or exc}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        err.print("[yellow]interrupted[/]")
        return EXIT_INTERRUPTED


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="open-research", description="Self-hosted deep research.")
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("research", help="research a question and print a cited report")
    r.add_argument("question", help='the question, or with --thread the answer to the question asked ("-": stdin)')
    r.add_argument("--thread", help="continue this conversation (e.g. answer the question it asked)")
    r.add_argument("--config", help="TOML config file (default: $OPEN_RESEARCH_CONFIG)")
    r.add_argument("--no-clarify", action="store_true", help="never ask a clarifying question")
    r.add_argument("--approve-plan", action="store_true", help="show the research plan and wait for approval")
    r.add_argument("--output", "-o", help="write the report to this file (in --format)")
    r.add_argument(
        "--format",
        choices=["markdown", "html", "pdf"],
        default="markdown",
        help="report format (pdf needs the 'pdf' extra and --output)",
    )
    r.add_argument("--json", action="store_true", help="print the final state as JSON instead of the report")
    r.add_argument("--model", help="model for every role, e.g. openai:gpt-4.1 or local:smollm2")
    r.add_argument("--search-api", choices=["tavily", "local", "none"])
    r.add_argument("--docs", help="index this folder (incrementally) into an index of its own and search it")
    r.add_argument(
        "--index",
        help="index to search: a file, or a NAME shared on purpose by several --docs folders "
        "(default with --docs: the folder's own index; else index.sqlite in the data directory)",
    )
    r.add_argument("--max-researchers", type=int, help="max_concurrent_research_units")
    r.add_argument("--max-tool-calls", type=int, help="max_react_tool_calls per researcher")
    r.add_argument("--max-rounds", type=int, help="max_researcher_iterations")
    r.add_argument("--refinement-rounds", type=int, help="max_refinement_rounds (0 turns refinement off)")
    r.add_argument("--max-total-tokens", type=int, help="stop researching after this many tokens (whole run)")
    r.add_argument("--max-run-seconds", type=float, help="stop researching after this many seconds")
    r.set_defaults(func=_research)

    i = sub.add_parser("index", help="build or update a local document index")
    i.add_argument("path")
    i.add_argument("--config")
    i.add_argument("--index", help="index file (default: index.sqlite in the data directory)")
    i.set_defaults(func=_index)

    s = sub.add_parser("serve", help="run the HTTP service")
    s.add_argument("--config")
    s.add_argument("--host", help="default: host from the config file or OPEN_RESEARCH_HOST, else 127.0.0.1")
    s.add_argument("--port", type=int, help="default: port from the config file or OPEN_RESEARCH_PORT, else 2024")
    s.add_argument(
        "--with-worker",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="PostgreSQL: also execute runs in this process (default: on; --no-with-worker "
        "for API-only replicas beside 'open-research worker')",
    )
    s.set_defaults(func=_serve)

    w = sub.add_parser("worker", help="execute runs from the PostgreSQL queue (no HTTP)")
    w.add_argument("--config")
    w.add_argument("--concurrency", type=int, default=None, help="runs at once (default: max_concurrent_runs)")
    w.set_defaults(func=_worker)

    c = sub.add_parser("check", help="refuse with a sentence when the service could not start (keys, models)")
    c.add_argument("--config")
    c.add_argument("--service", action="store_true", help="also check what the HTTP service needs (API keys)")
    c.set_defaults(func=_check)

    m = sub.add_parser("mcp", help="serve the local document index (search, fetch) and research as an MCP server")
    m.add_argument("--config")
    m.add_argument("--index", help="index file (default: index.sqlite in the data directory)")
    m.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    m.add_argument("--host", default="127.0.0.1")
    m.add_argument("--port", type=int, default=8765)
    m.add_argument(
        "--no-research",
        action="store_true",
        help="offer only search and fetch (e.g. when our own researchers use this server: no run inside a run)",
    )
    m.set_defaults(func=_mcp)
    return p


def _overrides(args: argparse.Namespace) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if args.no_clarify:
        out["allow_clarification"] = False
    if args.approve_plan:
        out["approve_plan"] = True
    if args.model:
        out["model"] = args.model
    if args.search_api:
        out["search_api"] = args.search_api
    if args.docs or args.index:
        out.setdefault("search_api", "local")
    if args.index:
        out["local_index"] = args.index
    for flag, key in (
        ("max_researchers", "max_concurrent_research_units"),
        ("max_tool_calls", "max_react_tool_calls"),
        ("max_rounds", "max_researcher_iterations"),
        ("refinement_rounds", "max_refinement_rounds"),
        ("max_total_tokens", "max_total_tokens"),
        ("max_run_seconds", "max_run_seconds"),
    ):
        if getattr(args, flag) is not None:
            out[key] = getattr(args, flag)
    return out


def _refuse(err: Console, problem: str) -> int:
    err.print(f"[red]error:[/] {escape(problem)}", soft_wrap=True)
    return EXIT_USAGE


def _research(args: argparse.Namespace, err: Console) -> int:
    from open_research.cli.checks import docs_problem, index_problem, search_key_problem

    problem = _format_problem(args)
    if problem:  # before any research is paid for
        return _refuse(err, problem)
    overrides = _overrides(args)
    index = overrides.pop("local_index", None)  # which file to read is the operator's choice
    if index is not None:
        from open_research.sources.indexes import named_index_path

        index = str(named_index_path(index, Settings.load(args.config).data_dir))
    problem = docs_problem(args.docs) if args.docs else index_problem(index) if index else None
    if problem:
        return _refuse(err, problem)
    if args.docs:
        from open_research.sources.indexes import folder_index_path

        if index is None:  # a folder's own index: two folders never mix unless --index names a shared one
            index = str(folder_index_path(args.docs, Settings.load(args.config).data_dir))
        code = _build_index(args.docs, index, err)
        if code:
            return code
    settings = Settings.load(args.config, **({"local_index": index} if index else {}))
    # the operator; the local profile as the run's nodes will see it
    cfg = with_local_profile(validate_overrides(overrides, settings.run_defaults(), trusted=True))
    problem = search_key_problem(cfg, os.environ)
    if problem:
        return _refuse(err, problem)
    _banner(cfg, err)
    from open_research.cli.view import UnknownThread, run_with_progress

    try:
        question = sys.stdin.read().strip() if args.question == "-" else args.question.strip()
        if not question:
            err.print("[red]error:[/] the question is empty")
            return EXIT_USAGE
        state = asyncio.run(
            run_with_progress(question, settings, overrides, err, interactive=sys.stdin.isatty(), thread_id=args.thread)
        )
    except ConfigError:
        raise
    except UnknownThread:
        from open_research.cli.view import THREADS_FILE

        where = settings.data_dir / THREADS_FILE
        return _refuse(err, f"no conversation with id {args.thread} in {where}: check the id, or ask without --thread.")
    except Exception as exc:  # a failed run: one sentence, no traceback
        err.print(f"[red]error:[/] the research run failed: {_sentence(exc)}")
        return EXIT_FAILED
    if not state.get("final_report"):
        from open_research.cli.view import explain_waiting

        explain_waiting(err, state)
        return EXIT_NEEDS_ANSWER
    report = state.get("final_report", "")
    from open_research.cli.view import usage_line

    summary = usage_line(state.get("report_json"))
    if summary:
        err.print(escape(summary))
    if args.output or args.format != "markdown":
        code = _write_report(args, report, state.get("report_json"), err)
        if code or not args.output:
            return code
    if args.json:
        print(json.dumps(_jsonable(state), indent=2, ensure_ascii=False))
    elif not args.output:
        print(report)
    return 0


def _format_problem(args: argparse.Namespace) -> str | None:
    if args.format != "pdf":
        return None
    if not args.output:
        return "--format pdf needs --output FILE"
    try:
        import fpdf  # noqa: F401
    except ImportError:
        from open_research.evidence.export import PDF_EXTRA

        return f"PDF export needs the '{PDF_EXTRA}' extra: pip install 'open-research[{PDF_EXTRA}]'"
    return None


def _write_report(args: argparse.Namespace, report: str, report_json: Any, err: Console) -> int:
    """The report in ``--format`` to ``--output`` (HTML may also go to stdout; PDF only to a file)."""
    from open_research.evidence.export import ExportUnavailable, render

    try:
        body = render(args.format, report if args.format == "pdf" else report + "\n", report_json)
    except ExportUnavailable as exc:
        err.print(f"[red]error:[/] {escape(str(exc))}")
        return EXIT_USAGE
    if not args.output:
        print(body, end="")
        return 0
    if isinstance(body, bytes):
        Path(args.output).write_bytes(body)
    else:
        Path(args.output).write_text(body, encoding="utf-8")
    err.print(f"report written to {args.output}")
    return 0


def _banner(cfg: Any, err: Console) -> None:
    from open_research.models.resolve import describe

    models = {role: describe(cfg.model_for(role).model) for role in ROLES}
    if len(set(models.values())) == 1:
        err.print(f"[bold]models:[/] {next(iter(models.values()))} (every role)")
    else:
        err.print("[bold]models:[/] " + ", ".join(f"{r}={m}" for r, m in models.items()))
    where = f" ({cfg.local_index})" if cfg.search_api == "local" and cfg.local_index else ""
    err.print(f"[bold]search:[/] {cfg.search_api}{where}")
    for hint in provider_hints(cfg, os.environ):
        err.print(f"[dim]hint: {hint}[/]")


def provider_hints(cfg: Any, env: Any) -> list[str]:
    """Keys that are present but unused: one setting switches to them."""
    hints = []
    local = all(isinstance(cfg.model_for(r).model, str) and cfg.model_for(r).model.startswith("local:") for r in ROLES)
    if local and env.get("OPENAI_API_KEY"):
        hints.append("OPENAI_API_KEY is set: --model openai:gpt-4.1 (or OPEN_RESEARCH_MODEL) uses OpenAI")
    if local and env.get("ANTHROPIC_API_KEY"):
        hints.append("ANTHROPIC_API_KEY is set: --model anthropic:claude-sonnet-4-5 uses Anthropic")
    if cfg.search_api != "tavily" and env.get("TAVILY_API_KEY"):
        hints.append("TAVILY_API_KEY is set: --search-api tavily searches the web")
    return hints


def _build_index(path: str, index_file: str | None, err: Console) -> int:
    from open_research.cli.index_command import run_index_command

    return run_index_command(path, index_file, err)


def _index(args: argparse.Namespace, err: Console) -> int:
    from open_research.sources.index import default_index_path

    index = args.index or str(default_index_path(Settings.load(args.config).data_dir))
    return _build_index(args.path, index, err)


def _serve(args: argparse.Namespace, err: Console) -> int:
    from api.server import serve
    from open_research.cli.checks import port_problem

    extra = {} if args.with_worker is None else {"with_worker": args.with_worker}
    settings = Settings.load(args.config, **extra)
    host, port = args.host or settings.host, settings.port if args.port is None else args.port
    problem = port_problem(host, port)
    if problem:
        return _refuse(err, problem)
    return serve(settings, host=host, port=port) or 0


def _check(args: argparse.Namespace, err: Console) -> int:
    from open_research.cli.preflight import preflight

    problems = preflight(Settings.load(args.config), service=args.service)
    for problem in problems:
        err.print(f"[red]error:[/] {escape(problem)}", soft_wrap=True)
    if not problems:
        err.print("ready: the settings, keys and models are in place.")
    return EXIT_USAGE if problems else 0


def _worker(args: argparse.Namespace, err: Console) -> int:
    from api.runs.worker import worker

    return worker(Settings.load(args.config), args.concurrency)


def _mcp(args: argparse.Namespace, err: Console) -> int:
    from open_research.mcp.server import run_mcp_command
    from open_research.runs.research_tool import LibraryResearcher

    settings = Settings.load(args.config, **({"local_index": args.index} if args.index else {}))
    data_dir = None if args.index else settings.data_dir
    researcher = None if args.no_research else LibraryResearcher(settings)
    return run_mcp_command(args.index, args.transport, args.host, args.port, data_dir, researcher)


def _sentence(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if "connect" in text.lower() or type(exc).__name__ in {"ConnectError", "APIConnectionError"}:
        return f"cannot reach the model provider ({text})"
    return text[:400]


def _jsonable(state: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, value in state.items():
        if key == "messages":
            out[key] = [{"type": m.type, "content": m.content} for m in value]
        elif key in {"supervisor_messages"}:
            continue
        else:
            out[key] = value
    return json.loads(json.dumps(out, default=str))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
