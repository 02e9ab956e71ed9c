"""The optional verifier model: a second opinion on claims the lexical check leaves uncertain.

Lexical alignment is exact about figures and quotations but can only count words for meaning. A
claim whose passage covers it partly, or whose negation looks mismatched, goes to the ``verifier``
role (when ``verify_with_model`` is on): one JSON-schema-constrained call per report, verdicts
cached by a hash of claim and passage so a re-run costs nothing. Figures and quotations that are
not in the passage are never sent: no model can make them supported. A failing model leaves the
lexical verdicts as they were.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any

from langchain_core.messages import HumanMessage

from open_research.config import ResearchConfig
from open_research.evidence.claims import PARTIAL_COVERAGE, ClaimStatus, pair_key
from open_research.models.role import role_model
from open_research.observe import progress
from open_research.prompts import VERIFY_CLAIMS, fill

__all__ = ["judge_claims", "pair_key", "uncertain"]

VERDICTS: dict[str, ClaimStatus] = {
    "supported": "supported",
    "contradicted": "contradicted",
    "not enough information": "unsupported",
}
MAX_PER_REPORT = 40
#: Coverage below which an unsupported claim is not worth a second opinion.
ASK_FROM = PARTIAL_COVERAGE - 0.2
_CACHE: OrderedDict[str, ClaimStatus] = OrderedDict()
_CACHE_SIZE = 4096


def uncertain(citations: Iterable[Mapping[str, Any]]) -> list[dict[str, str]]:
    """Claim/passage pairs worth a model's judgement: partial, contradicted, or unsupported only on
    word coverage near the threshold; never a missing figure or quotation."""
    out: dict[str, dict[str, str]] = {}
    for c in citations:
        if not c.get("passage"):
            continue
        near = (
            c["status"] == "unsupported"
            and str(c.get("reason", "")).startswith("the passage covers")
            and (c.get("coverage") or 0) >= ASK_FROM
        )
        if c["status"] in ("partial", "contradicted") or near:
            out.setdefault(pair_key(c["claim"], c["passage"]), {"claim": c["claim"], "passage": c["passage"]})
    return [{"key": k, **v} for k, v in list(out.items())[:MAX_PER_REPORT]]


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
                        "verdict": {"type": "string", "enum": list(VERDICTS)},
                    },
                    "required": ["id", "verdict"],
                },
            }
        },
        "required": ["verdicts"],
    }


async def judge_claims(cfg: ResearchConfig, pairs: list[dict[str, str]]) -> dict[str, ClaimStatus]:
    """pair key -> status ("supported" / "contradicted" / "unsupported") for every pair judged."""
    done = {p["key"]: _CACHE[p["key"]] for p in pairs if p["key"] in _CACHE}
    todo = [p for p in pairs if p["key"] not in done]
    if not todo:
        return done
    items = "\n\n".join(
        f'<item id="{i}">\n<claim>{p["claim"]}</claim>\n<passage>{p["passage"]}</passage>\n</item>'
        for i, p in enumerate(todo, start=1)
    )
    model = role_model(cfg, "verifier")  # the operator chose to ask it (verify_with_model)
    answer = await model.structured(
        _schema(len(todo)), [HumanMessage(content=fill(VERIFY_CLAIMS, items=items))], needs=None
    )
    if answer is None:  # a second opinion that fails leaves the first one standing
        why = f"{type(model.error).__name__}: {model.error}" if model.error else model.budget_stop or "no answer"
        progress.emit("retry", where="verifier", reason=f"claims left as checked lexically: {why}"[:300])
        return done
    for v in answer.get("verdicts") or [] if isinstance(answer, dict) else []:
        try:
            i, verdict = int(v.get("id", 0)), str(v.get("verdict", ""))
        except (AttributeError, TypeError, ValueError):
            continue
        if 1 <= i <= len(todo) and verdict in VERDICTS:
            key = todo[i - 1]["key"]
            done[key] = _CACHE[key] = VERDICTS[verdict]
            if len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
    return done
