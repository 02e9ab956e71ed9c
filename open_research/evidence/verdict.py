"""What a citation check concludes, and who concluded it: the words shared by the lexical layer
(``claims``), the verifier model (``graph/judge``) and the report (``citations``)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Literal

__all__ = ["ClaimStatus", "Layer", "Verdict", "pair_key"]

#: supported: confirmed (near-verbatim, or by the verifier model); unverified: nothing contradicts it
#: but nothing confirms its meaning; unsupported / contradicted: the citation fails.
ClaimStatus = Literal["supported", "unverified", "unsupported", "contradicted"]
#: Who decided: the lexical checks, the verifier model, or "the claim is a verbatim quote" (extractive report).
Layer = Literal["lexical", "judge", "extractive-verbatim"]


@dataclass(frozen=True)
class Verdict:
    """The verifier model's answer on one claim/passage pair: the status it maps to, its own words
    ("supports", "partly", "does not", "contradicts") and the span of the passage it rests on."""

    status: ClaimStatus
    said: str
    span: str = ""


def pair_key(claim: str, passage: str) -> str:
    """Identity of a claim/passage pair, for the verifier model's verdicts and their cache."""
    return hashlib.sha256(f"{claim}\x00{passage}".encode()).hexdigest()
