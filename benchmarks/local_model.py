"""How fast the embedded local model is on this machine.

Prints model load seconds (each in a fresh process), prompt-processing and
generation tokens/s from llama.cpp's own timings over a fixed prompt, and the
combined generation rate of two concurrent requests.

    python benchmarks/local_model.py [--model smollm2|/path/to.gguf] [--reps 3] [--max-tokens 128] [--threads N]

Figures depend on what else runs: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from langchain_core.messages import HumanMessage, SystemMessage

from open_research.models.local.chat import get_local_chat_model
from open_research.models.local.engine import THREADS_ENV, load_engine

PASSAGE = (
    "Lithium-ion batteries store energy by moving lithium ions between a graphite anode and a metal-oxide "
    "cathode through a liquid electrolyte. Their energy density rose roughly threefold between 1991 and 2020 "
    "while the price per kilowatt-hour fell by about ninety percent, which made electric cars and grid storage "
    "practical. Recycling recovers cobalt, nickel and lithium through pyrometallurgy, which smelts whole cells, "
    "or hydrometallurgy, which leaches shredded black mass in acids; the second recovers more lithium but needs "
    "careful handling of waste water. Sodium-ion cells avoid lithium altogether and tolerate cold better, at the "
    "cost of lower energy density. Solid-state designs replace the flammable electrolyte with a ceramic or "
    "polymer separator and promise higher density, but manufacturing them at scale remains difficult."
)
QUESTION = "Summarise the passage above in three bullet points."

LOAD_SNIPPET = (
    "import sys, time; from open_research.local_llm import get_local_chat_model; "
    "m = get_local_chat_model(sys.argv[1]); print(m.load())"
)


def measure_load(model: str, reps: int) -> list[float]:
    """Load in fresh processes: the in-process cache would make later loads free."""
    seconds = []
    for _ in range(reps):
        out = subprocess.run([sys.executable, "-c", LOAD_SNIPPET, model], capture_output=True, text=True, check=True)
        seconds.append(float(out.stdout.strip().splitlines()[-1]))
    return seconds


def messages(rep: int) -> list:
    # A different first line each time defeats llama.cpp's prompt cache, so the prompt is really processed.
    return [SystemMessage(f"Run {rep}. You summarise text faithfully."), HumanMessage(f"{PASSAGE}\n\n{QUESTION}")]


def summary(values: list[float], digits: int = 1) -> str:
    median, low, high = statistics.median(values), min(values), max(values)
    return f"median {median:8.{digits}f}   min {low:8.{digits}f}   max {high:8.{digits}f}"


async def concurrent_rate(chat, rep: int) -> float:
    started = time.perf_counter()
    replies = await asyncio.gather(*(chat.ainvoke(messages(1000 + 2 * rep + i)) for i in range(2)))
    elapsed = time.perf_counter() - started
    return sum(reply.usage_metadata["output_tokens"] for reply in replies) / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--threads", type=int, default=0, help="llama.cpp threads (default: half the CPUs)")
    args = parser.parse_args()
    if args.threads > 0:
        os.environ[THREADS_ENV] = str(args.threads)  # also reaches the fresh load processes
    load_before = os.getloadavg()[0]

    chat = get_local_chat_model(args.model, max_tokens=args.max_tokens, temperature=0.0)  # fetches if needed
    loads = measure_load(args.model, args.reps)
    chat.load()
    chat.invoke("warm up", max_tokens=4)

    prompt_rates, gen_rates, prompt_tokens, gen_tokens, wall = [], [], [], [], []
    for rep in range(args.reps):
        started = time.perf_counter()
        reply = chat.invoke(messages(rep))
        wall.append(time.perf_counter() - started)
        timings = reply.response_metadata["timings"]
        prompt_rates.append(timings["prompt_per_second"])
        gen_rates.append(timings["predicted_per_second"])
        prompt_tokens.append(timings["prompt_n"])
        gen_tokens.append(timings["predicted_n"])
    pair_rates = [asyncio.run(concurrent_rate(chat, rep)) for rep in range(args.reps)]

    engine = load_engine(Path(chat.model_path), chat.n_ctx)
    print(
        f"model: {chat.model_name} ({chat.model_path}), n_ctx {chat.n_ctx}, reps {args.reps}, "
        f"llama.cpp threads {engine.threads}, cpus {os.cpu_count()}, "
        f"load average {load_before:.2f} -> {os.getloadavg()[0]:.2f}"
    )
    print(
        f"prompt tokens per call: {statistics.median(prompt_tokens):.0f}, "
        f"generated tokens per call: {statistics.median(gen_tokens):.0f} (max_tokens {args.max_tokens})"
    )
    print(f"load seconds (fresh process)   {summary(loads, 2)}")
    print(f"prompt tokens/s                {summary(prompt_rates)}")
    print(f"generation tokens/s            {summary(gen_rates)}")
    print(f"2 concurrent calls: output tokens per wall second (prompts included)  {summary(pair_rates)}")
    print(f"seconds per call (wall)        {summary(wall, 2)}")


if __name__ == "__main__":
    main()
