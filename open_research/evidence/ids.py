"""Source ids a model wrote that the run never read are removed before anyone relies on them.

Small models copy the example id of a prompt (``src_1a2b3c4d5e``) or invent plausible ones; such an
id in the notes reaches the evaluator's reasons, the report and its gaps as if a source said it. Only
ids in the ledger (``source_id`` of a record the run read) survive.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_BRACKETED = re.compile(r"\[\s*(src_[A-Za-z0-9]+(?:\s*[,;]\s*src_[A-Za-z0-9]+)*)\s*\]")
_BARE = re.compile(r"\bsrc_[A-Za-z0-9]+\b")


def known_ids_only(text: str, ledger_ids: Iterable[str]) -> str:
    """``text`` with every citation of an id not in ``ledger_ids`` removed: ``[src_x]`` brackets lose
    the unknown ids (and vanish when none is left), a bare unknown id is dropped."""
    if not text or "src_" not in text:
        return text
    known = set(ledger_ids)

    def bracket(m: re.Match[str]) -> str:
        kept = [i for i in re.split(r"\s*[,;]\s*", m.group(1).strip()) if i in known]
        return "[" + ", ".join(kept) + "]" if kept else ""

    out = _BRACKETED.sub(bracket, text)
    out = _BARE.sub(lambda m: m.group(0) if m.group(0) in known else "", out)
    return re.sub(r"[ \t]+([.,;:])", r"\1", re.sub(r"[ \t]{2,}", " ", out))


def unknown_ids(text: str, ledger_ids: Iterable[str]) -> list[str]:
    """The ids ``text`` names that are not in ``ledger_ids``, in order, once each."""
    known = set(ledger_ids)
    return list(dict.fromkeys(i for i in _BARE.findall(text or "") if i not in known))
