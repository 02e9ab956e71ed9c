"""Capability from behaviour: a role whose model keeps breaking the tool or schema contract in a run
switches to the code-driven path for the rest of that run.

The provider name says what a model *should* do; a small model behind an OpenAI-compatible server
(llama.cpp, Ollama, vLLM) often does not: it writes tool calls as prose, or JSON that does not fit the
schema. After ``SWITCH_AFTER`` such failures of one role, the role is treated as a model without native
tool calling (it neither plans, grades nor writes prose; its tool turns become constrained JSON
choices), a progress event says so, and ``report_json.usage.behaviour`` records it. An operator who
set ``native_tool_calling`` for the role pinned it: no switch then. Kept per run on the usage meter.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Literal

#: Contract failures of one role after which it takes the code-driven path for the rest of the run.
SWITCH_AFTER = 2
Contract = Literal["tool", "schema", "text"]


@dataclass
class RunBehaviour:
    """What the run's models did, per role: contract failures, text repairs, reminders, switches."""

    failures: dict[str, int] = field(default_factory=dict)
    repairs: dict[str, int] = field(default_factory=dict)
    reminders: dict[str, int] = field(default_factory=dict)
    trimmed: dict[str, int] = field(default_factory=dict)
    switched: dict[str, str] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def failed(self, role: str, contract: Contract, *, pinned: bool) -> bool:
        """Count one broken contract; True when this failure switches the role (once)."""
        with self._lock:
            self.failures[role] = self.failures.get(role, 0) + 1
            if pinned or role in self.switched or self.failures[role] < SWITCH_AFTER:
                return False
            self.switched[role] = (
                f"{self.failures[role]} {contract} contract failures: the code-driven path for the rest of the run"
            )
            return True

    def count(self, kind: Literal["repairs", "reminders", "trimmed"], role: str) -> None:
        with self._lock:
            bucket: dict[str, int] = getattr(self, kind)
            bucket[role] = bucket.get(role, 0) + 1

    def is_switched(self, role: str) -> bool:
        return role in self.switched

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            return {
                "contract_failures": dict(self.failures),
                "tool_call_repairs": dict(self.repairs),
                "reminders": dict(self.reminders),
                "trimmed_repetitions": dict(self.trimmed),
                "switched_to_code": dict(self.switched),
            }
