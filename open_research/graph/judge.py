"""The verifier model: a judgement of meaning on the citations words could not settle.

The lexical layer (``evidence.claims``) rejects what differs in figures, names, quotations, negation,
modality, quantifiers or time scope, and confirms only near-verbatim claims; a paraphrase that
agrees on all of that is ``unverified``. Those pairs, and only those, go to the ``verifier`` role
(default: the final report's model), on by default whenever that model is capable (the embedded
default model is not: ``needs="judges"``), off only by the operator (``verify_with_model``).

Asked per claim with its passage: supports / partly / does not / contradicts, with the span of the
passage the verdict rests on. Bounded: at most ``MAX_PER_REPORT`` pairs, ``BATCH`` per call, each
passage cut to ``PASSAGE_CHARS``, output capped at ``TOKENS_PER_ITEM`` per pair; metered like every
call (role ``verifier``); cached by a hash of claim and passage. A verdict whose span is not in the
passage is not taken: the claim stays unverified. A failing model leaves the lexical verdicts.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any

from langchain_core.messages import HumanMessage

from open_research.config import ResearchConfig
from open_research.evidence.normalize import quote_key
from open_research.evidence.verdict import ClaimStatus, Verdict, pair_key
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import VERIFY_CLAIMS, fill

__all__ = ["judge_claims", "pair_key", "uncertain"]

#: The model's words -> the citation's status.
SAID: dict[str, ClaimStatus] = {
    "supports": "supported",
    "partly": "unverified",
    "does not": "unsupported",
    "contradicts": "contradicted",
}
MAX_PER_REPORT = 40
BATCH = 5
PASSAGE_CHARS = 900
SPAN_CHARS = 240
TOKENS_PER_ITEM = 110
_CACHE: OrderedDict[str, Verdict] = OrderedDict()
_CACHE_SIZE = 4096


def uncertain(citations: Iterable[Mapping[str, Any]], limit: int = MAX_PER_REPORT) -> list[dict[str, str]]:
    """The claim/passage pairs the lexical layer left ``unverified`` (never one it rejected: no model
    can make a missing figure or a changed "must" supported), first ``limit`` of them."""
    out: dict[str, dict[str, str]] = {}
    for c in citations:
        if c.get("status") == "unverified" and c.get("passage"):
            out.setdefault(pair_key(c["claim"], c["passage"]), {"claim": c["claim"], "passage": c["passage"]})
    return [{"key": k, **v} for k, v in list(out.items())[:limit]]


def _schema(n: int) -> dict[str, Any]:
    return {
        "title": "verdicts",
        "type": "object",
        "properties": {
            "verdicts": {
                "type": "array",
                "minItems": n,
                "maxItems": n,
                "items": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "integer", "minimum": 1, "maximum": n},
                        "verdict": {"type": "string", "enum": list(SAID)},
                        "span": {"type": "string", "maxLength": SPAN_CHARS},
                    },
                    "required": ["id", "verdict", "span"],
                },
            }
        },
        "required": ["verdicts"],
    }


def _passage(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= PASSAGE_CHARS else text[:PASSAGE_CHARS].rsplit(" ", 1)[0] + " ..."


def _verdict(said: str, span: str, passage: str) -> Verdict:
    """A verdict counts only when it rests on words the passage really has: a small model that quotes
    its instructions, or nothing, has not read the passage, and the claim stays unverified."""
    span = " ".join(span.split())[:SPAN_CHARS]
    if not (span and quote_key(span) and quote_key(span) in quote_key(passage)):
        return Verdict("unverified", f"{said}, but the span it gave is not in the passage", span)
    return Verdict(SAID[said], said, span)


async def _ask(cfg: ResearchConfig, batch: list[dict[str, str]]) -> list[tuple[int, str, str]] | None:
    items = "\n\n".join(
        f'<item id="{i}">\n<claim>{p["claim"]}</claim>\n<passage>{_passage(p["passage"])}</passage>\n</item>'
        for i, p in enumerate(batch, start=1)
    )
    model = role_model(cfg, "verifier")
    cap = 40 + TOKENS_PER_ITEM * len(batch)  # bounded output: a verdict and a short span per pair
    model.spec = model.spec.model_copy(update={"max_tokens": min(model.spec.max_tokens or cap, cap)})
    answer = await model.structured(
        _schema(len(batch)), [HumanMessage(content=fill(VERIFY_CLAIMS, items=items))], needs="judges"
    )
    if answer is None:
        if model.able("judges"):
            why = f"{type(model.error).__name__}: {model.error}" if model.error else model.budget_stop or "no answer"
            progress.emit("retry", where="verifier", reason=f"claims left as checked lexically: {why}"[:300])
        return None
    out = []
    for v in answer.get("verdicts") or [] if isinstance(answer, dict) else []:
        try:
            i, said, span = int(v.get("id", 0)), str(v.get("verdict", "")).strip().lower(), str(v.get("span") or "")
        except (AttributeError, TypeError, ValueError):
            continue
        said = re.sub(r"\s+", " ", said)
        if 1 <= i <= len(batch) and said in SAID:
            out.append((i, said, span))
    return out


async def judge_claims(
    cfg: ResearchConfig, pairs: list[dict[str, str]], *, limit: int = MAX_PER_REPORT
) -> dict[str, Verdict]:
    """pair key -> the verifier's verdict, for every pair it judged (cached pairs cost nothing)."""
    pairs = pairs[:limit]
    done = {p["key"]: _CACHE[p["key"]] for p in pairs if p["key"] in _CACHE}
    todo = [p for p in pairs if p["key"] not in done]
    if not todo or not role_model(cfg, "verifier").able("judges"):
        return done
    for lo in range(0, len(todo), BATCH):
        batch = todo[lo : lo + BATCH]
        answers = await _ask(cfg, batch)
        if answers is None:  # failed or out of budget: the rest keep their lexical verdicts
            break
        for i, said, span in answers:
            p = batch[i - 1]
            done[p["key"]] = _CACHE[p["key"]] = _verdict(said, span, p["passage"])
            if len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
    return done
