"""Our graph and the anchor (LangChain's open_deep_research) on the same offline workload, side by side.

Ours runs in-process (``benchmarks/orchestration.py``); the anchor runs through its harness in its own
virtual environment (its pins clash with ours) as a subprocess with the same flags and ``--json``.
Walls are medians over ``--repeat`` runs. Targets (issue 2): wall within 10% of the latency floor, and
no more characters sent than the anchor for the same workload.

    python benchmarks/compare_anchor.py -n 5 -k 3 --latency 0.2 --repeat 3
    python benchmarks/compare_anchor.py -n 5 -k 3 --latency 0.2 --think --odr-src /path/to/odr/src
    python benchmarks/compare_anchor.py -n 3 -k 2 --fault unknown-tool

Set the anchor up once, beside the checkout:
    python3 -m venv ../odr-venv && ../odr-venv/bin/pip install open-deep-research
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

if str(Path(__file__).resolve().parent) not in sys.path:  # imported from the tests
    sys.path.append(str(Path(__file__).resolve().parent))

import orchestration  # noqa: E402

#: Beside the checkout: the anchor's virtualenv and the shared harness (``../shared/bench``).
_BESIDE = Path(__file__).resolve().parent.parent.parent
DEFAULT_PYTHON = str(_BESIDE / "odr-venv" / "bin" / "python")
DEFAULT_HARNESS = str(_BESIDE / "shared" / "bench" / "odr_harness.py")
WALL_TARGET = 1.10  # wall / latency floor
#: Workload flags passed through to the anchor harness unchanged.
FORWARD = [
    ("units", "-n"),
    ("searches", "-k"),
    ("queries", "-q"),
    ("results", "-r"),
    ("rounds", "--rounds"),
    ("latency", "--latency"),
    ("search_latency", "--search-latency"),
    ("search_mode", "--search-mode"),
    ("result_chars", "--result-chars"),
    ("compress_chars", "--compress-chars"),
    ("report_chars", "--report-chars"),
    ("max_concurrent", "--max-concurrent"),
    ("researcher_end", "--researcher-end"),
    ("fault", "--fault"),
    ("repeat", "--repeat"),
]
PURPOSES = ["clarify", "brief", "supervisor", "researcher", "summarize", "compress", "final_report"]


def parse_args(argv: list[str] | None = None):
    p = orchestration.build_parser(__doc__)
    p.add_argument("--anchor-python", default=DEFAULT_PYTHON, help="python of the anchor's virtualenv")
    p.add_argument("--anchor-harness", default=DEFAULT_HARNESS, help="path of odr_harness.py")
    p.add_argument("--odr-src", default="pypi", help="passed to the harness: a checkout's src/ or 'pypi'")
    return p.parse_args(argv)


def anchor_command(args) -> list[str]:
    cmd = [args.anchor_python, args.anchor_harness, "--json", "--odr-src", args.odr_src]
    for attr, flag in FORWARD:
        value = getattr(args, attr)
        if value is not None:
            cmd += [flag, str(value)]
    cmd += [flag for attr, flag in (("think", "--think"), ("no_clarify", "--no-clarify")) if getattr(args, attr)]
    return cmd


def run_anchor(args) -> tuple[list[dict[str, Any]] | None, str]:
    """The anchor's runs, or None and a sentence saying why it did not run."""
    for label, path in (("anchor python", args.anchor_python), ("anchor harness", args.anchor_harness)):
        if not Path(path).exists():
            return None, f"anchor skipped: {label} {path} not found (see --anchor-python/--anchor-harness)"
    cmd = anchor_command(args)
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    runs = []
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            try:
                runs.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    if proc.returncode != 0 or not runs:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        return None, f"anchor failed (exit {proc.returncode}): {' | '.join(tail)}"
    noise = [ln for ln in proc.stdout.splitlines() if ln and not ln.startswith("{")]
    return runs, " ".join(cmd) + ("\n  anchor printed: " + " | ".join(sorted(set(noise))[:3]) if noise else "")


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Median wall over the runs; counts from the median-wall run (they are deterministic)."""
    walls = sorted(r["wall_s"] for r in runs)
    mid = min(runs, key=lambda r: abs(r["wall_s"] - statistics.median(walls)))
    out = dict(mid)
    out["wall_s"] = statistics.median(walls)
    out["wall_range"] = (walls[0], walls[-1])
    floor = mid["latency_floor_s"]
    out["wall_over_floor"] = out["wall_s"] / floor if floor else None
    out["complete"] = all(mid["llm_calls_by_purpose"].get(k, 0) == v for k, v in mid["expected_calls"].items())
    return out


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.3f}"
    return str(v)


def _ratio(a: Any, b: Any) -> str:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and b:
        return f"{a / b:.2f}"
    return "-"


def table(ours: dict[str, Any], anchor: dict[str, Any] | None) -> list[str]:
    a = anchor or {}
    rows: list[tuple[str, Any, Any]] = [
        ("wall_s (median)", ours["wall_s"], a.get("wall_s")),
        ("latency_floor_s", ours["latency_floor_s"], a.get("latency_floor_s")),
        ("wall / floor", ours["wall_over_floor"], a.get("wall_over_floor")),
        ("overhead_s", ours["wall_s"] - ours["latency_floor_s"], a["wall_s"] - a["latency_floor_s"] if a else None),
        ("llm_calls", ours["llm_calls"], a.get("llm_calls")),
    ]
    calls_o, calls_a = ours["llm_calls_by_purpose"], a.get("llm_calls_by_purpose", {})
    extra = sorted(k for k in {*calls_o, *calls_a} if k not in PURPOSES)
    for k in [*PURPOSES, *extra]:
        if k in calls_o or k in calls_a:
            rows.append((f"  calls {k}", calls_o.get(k, 0), calls_a.get(k, 0) if a else None))
    rows.append(("prompt_chars (sent)", ours["prompt_chars"], a.get("prompt_chars")))
    chars_o, chars_a = ours["prompt_chars_by_purpose"], a.get("prompt_chars_by_purpose", {})
    for k in PURPOSES:
        if k in chars_o or k in chars_a:
            rows.append((f"  chars {k}", chars_o.get(k, 0), chars_a.get(k, 0) if a else None))
    rows += [
        ("tool_schema_chars", ours["tool_schema_chars"], a.get("tool_schema_chars")),
        ("approx_prompt_tokens", ours["approx_prompt_tokens"], a.get("approx_prompt_tokens")),
        ("max_single_prompt_chars", ours["max_single_prompt_chars"], a.get("max_single_prompt_chars")),
        ("max_llm_calls_in_flight", ours["max_llm_calls_in_flight"], a.get("max_llm_calls_in_flight")),
        ("search_tool_calls", ours["search_tool_calls"], a.get("search_tool_calls")),
        ("search_queries", ours["search_queries"], a.get("search_queries")),
        ("final_report_chars", ours["final_report_chars"], a.get("final_report_chars")),
        ("ran whole workload", ours["complete"], a.get("complete")),
        ("cpu_s (ours only)", ours["cpu_s"], None),
        ("idle_s (no call in flight)", ours["idle_s"], None),
    ]
    lines = [f"{'figure':26s} {'ours':>12s} {'anchor':>12s} {'ours/anchor':>12s}"]
    for name, o, an in rows:
        lines.append(f"{name:26s} {_fmt(o):>12s} {_fmt(an):>12s} {_ratio(o, an) if a else '-':>12s}")
    return lines


def verdicts(ours: dict[str, Any], anchor: dict[str, Any] | None) -> list[str]:
    out = []
    wof = ours["wall_over_floor"]
    if wof is None:
        out.append("wall target: n/a (latency 0: no floor to compare with; use --latency > 0)")
    elif ours.get("fault", "none") != "none":
        out.append(
            f"wall target: n/a under --fault (recovery adds calls the floor does not count); "
            f"wall / floor ours {wof:.3f}"
            + (f", anchor {anchor['wall_over_floor']:.3f}" if anchor and anchor.get("wall_over_floor") else "")
        )
    else:
        out.append(
            f"wall target (<= {WALL_TARGET:.2f} x floor): ours {wof:.3f} x -> "
            f"{'MET' if wof <= WALL_TARGET else 'MISSED'}"
        )
        floor = ours["latency_floor_s"]
        waiting = ours["idle_s"] - ours["cpu_s"]
        out.append(
            f"  ours used {ours['cpu_s']:.3f}s of CPU: (floor + cpu) / floor = "
            f"{(floor + ours['cpu_s']) / floor:.3f}, the ratio to expect when nothing else runs"
        )
        if waiting > 0.02:
            out.append(
                f"  no model call was in flight for {ours['idle_s']:.3f}s, more than the CPU used: "
                f">= {waiting:.3f}s went waiting for a CPU (load average "
                f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs); walls are noisy"
            )
    if anchor is None:
        out.append("chars target: n/a (anchor did not run)")
    elif ours.get("fault", "none") != "none":
        out.append("chars target: n/a under --fault (the two graphs recover differently, so the work differs)")
    elif not anchor["complete"] or not ours["complete"]:
        who = [n for n, r in (("ours", ours), ("anchor", anchor)) if not r["complete"]]
        out.append(
            f"chars target: not like for like ({' and '.join(who)} did not run the whole workload: "
            f"calls differ from expected_calls); ours/anchor = "
            f"{ours['prompt_chars'] / anchor['prompt_chars']:.2f}"
        )
    else:
        r = ours["prompt_chars"] / anchor["prompt_chars"]
        out.append(f"chars target (ours <= anchor): ours/anchor = {r:.3f} -> {'MET' if r <= 1 else 'MISSED'}")
    for name, res in (("ours", ours), ("anchor", anchor)):
        if res and res.get("fault", "none") != "none":
            # The final report's prompt size shows how much of the findings survived the fault
            # (the anchor clears its notes after the report, so its notes_after_run is always 0).
            line = (
                f"fault {res['fault']} ({name}): {res['llm_calls']} calls, {res['search_tool_calls']} searches, "
                f"final report prompt {res['prompt_chars_by_purpose'].get('final_report', 0)} chars"
            )
            if name == "ours":
                line += f", {res['notes_after_run']} of {orchestration.units_run_of(res)} units have notes"
                line += f", run error: {res['run_error']}" if res.get("run_error") else ""
            out.append(line)
    return out


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    ours = summary(asyncio.run(orchestration.run_workload(args)))
    anchor_runs, note = run_anchor(args)
    anchor = summary(anchor_runs) if anchor_runs else None
    if args.json:
        print(json.dumps({"ours": ours, "anchor": anchor, "anchor_note": note}, default=str))
        return 0
    print(f"workload: {ours['workload']}  fault={args.fault}  repeat={args.repeat}")
    print(f"ours:   in-process open_research ({orchestration.REPO / 'open_research'})")
    print(f"anchor: {note if anchor else ''}" if anchor else note)
    if anchor:
        print(f"        module {anchor.get('odr_module')}")
    print()
    print("\n".join(table(ours, anchor)))
    print()
    print("\n".join(verdicts(ours, anchor)))
    top = list(ours["idle_by_transition"].items())[:4]
    print("ours, idle time by transition: " + ", ".join(f"{k} {v:.3f}s" for k, v in top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
