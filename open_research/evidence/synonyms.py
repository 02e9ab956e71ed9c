"""Words a paraphrase puts in place of the passage's own: for coverage only, never for confirmation.

A true paraphrase says "restored" for "reinstated", "fixes" for "cures", "ends" for "terminates",
"violator" for "violation". Counting only shared stems, such a claim looks like it is about
something else and is rejected. Here a claim's word is also found in a passage through a group
of everyday synonyms (general English of documentation, policy, licences and release notes, not
one document's words) or through a shared root (a four-letter stem that begins the other:
"viol" / "viola"). This only decides whether a passage is *about* the claim (coverage): what a
synonym could change (modality, quantifiers, negation, figures) is compared elsewhere, and a claim
in other words is never ``supported`` by the lexical layer. Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from open_research.text import stem

__all__ = ["covered", "joined_compounds", "synonym_stems"]

_HYPHEN_RE = re.compile(r"(?<=[A-Za-z])-(?=[A-Za-z])")

#: Groups of interchangeable words in the prose a report paraphrases. A word may be in several
#: groups ("drop": remove / decrease); a group never holds opposites.
_GROUPS = """
restore reinstate reestablish revive
fix cure correct remedy repair resolve
end terminate stop cease finish expire halt
begin start commence initiate launch
permanent permanently forever indefinitely
forbid prohibit ban disallow bar
require need demand mandate necessitate
use employ utilize utilise apply
show display print output render
remove delete drop erase discard strip
add insert append attach
change modify alter edit amend adjust revise
make create generate produce build construct
big large huge great sizable
small little tiny minor
fast quick rapid speedy swift
slow sluggish
increase raise grow rise boost expand extend
decrease lower reduce shrink decline drop cut
maximum max limit cap ceiling upper
minimum min floor lower least
error failure fault
fail break crash
obtain get receive acquire gain
give provide supply grant offer furnish
specify indicate declare designate define set
contain hold include comprise
copy duplicate replicate reproduce
distribute convey propagate share redistribute spread
owner holder proprietor
author creator writer
program software application app tool utility
document documentation manual guide docs
problem issue bug defect flaw
notify inform tell alert warn notice
whole entire full complete total
part portion piece section segment
attempt try
check verify validate confirm test
choose select pick
possible feasible
enforce impose
legacy old older existing earlier
previous prior former earlier preceding
later subsequent newer following
disable deactivate
enable activate
database db
directory folder
option setting parameter flag
restrict constrain bound confine
allow permit let enable
ignore disregard skip
keep retain preserve maintain
send transmit
store save record
run execute invoke
call invoke
release version
mistake error
supersede replace
lose forfeit
way method manner means
""".strip().splitlines()


@lru_cache(maxsize=1)
def _index() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in _GROUPS:
        group = {stem(w) for w in line.split()}
        for s in group:
            out.setdefault(s, set()).update(group - {s})
    return {s: frozenset(g) for s, g in out.items()}


def synonym_stems(s: str) -> frozenset[str]:
    """The stems a passage may use for the claim's stem ``s`` (besides ``s`` itself)."""
    return _index().get(s, frozenset())


def covered(stems: set[str] | frozenset[str], have: set[str] | frozenset[str]) -> set[str]:
    """The claim's stems that ``have`` (a passage's stems) states: the same stem, a synonym, or the same root."""
    out = set(stems & have)
    rest = stems - out
    if not rest:
        return out
    short = {h for h in have if len(h) == 4}
    prefixes = {h[:4] for h in have if len(h) > 4}
    for s in rest:
        if synonym_stems(s) & have:
            out.add(s)
        elif len(s) == 4 and s in prefixes or len(s) > 4 and s[:4] in short:
            out.add(s)  # the same root: "viol" (violation) and "viola" (violator)
    return out


def joined_compounds(text: str) -> str:
    """Compounds joined: "read-only" and "readonly", "run-time" and "runtime" are one word."""
    return _HYPHEN_RE.sub("", text)
