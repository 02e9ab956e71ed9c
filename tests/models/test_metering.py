"""Every call that reaches the provider is metered: calls whose structured output does not parse,
their retries and calls the provider answers with an error count as the provider counts them."""

from __future__ import annotations

from open_research import Settings, run_research
from tests.support.fake_openai import FakeOpenAI
from tests.support.lg_servers import SCRIPTS

QUESTION = "How did the warehouse opening hours change?"


def garbled(messages):
    return "Sure! Here is what I think the plan should be: first look at the hours, then compare them."


class FlakyOnce:
    """A provider error (HTTP 500) on the first call, then the script's answers."""

    def __init__(self, script):
        self.script, self.failed = script, False

    def __call__(self, messages):
        if not self.failed:
            self.failed = True
            raise RuntimeError("overloaded")
        return self.script(messages)


async def test_unparseable_structured_answers_and_provider_errors_are_metered_as_the_server_counts(tmp_path):
    scripts = {**SCRIPTS, "planner": garbled, "evaluator": garbled, "final_report": FlakyOnce(SCRIPTS["final_report"])}
    server = FakeOpenAI(scripts)
    with server as base_url:
        models = {role: {"model": f"openai:{role}"} for role in scripts}
        settings = Settings.load(
            model="openai:default",
            base_url=base_url,
            search_api="none",
            data_dir=str(tmp_path),
            models=models,
            max_structured_output_retries=2,
        )
        state = await run_research(QUESTION, settings=settings, allow_clarification=False, max_refinement_rounds=1)
    counted = server.counted
    usage = state["report_json"]["usage"]
    by_role = usage["by_role"]
    # each attempt reached the server; prose where JSON was due breaks the contract, so it is not asked
    # again with the same prompt: 1 per planning, 1 per evaluation (one more after the refinement round)
    assert by_role["planner"]["calls"] == 1 and by_role["evaluator"]["calls"] == len(state["evaluations"]) == 2
    assert state["plan"]["by"] == "code" and {e["by"] for e in state["evaluations"]} == {"code"}  # code stood in
    assert by_role["final_report"]["failed_calls"] == 1
    assert usage["calls"] == counted["requests"], (usage, counted)
    assert usage["input_tokens"] == counted["prompt_tokens"] and usage["output_tokens"] == counted["completion_tokens"]
    assert not usage["estimated"]  # every figure is the provider's own
