"""The report of a model that does not write prose (the embedded default): the selected units, quoted.

Small models paraphrase badly and invent; quoting what was read cannot misstate it. The shape is the
question's (``sections.select_sections``): a short "Answer" part first, one line per part (the
leading unit, quoted and cited), then one section per part: the current source's units under its
title and date, then what changed (earlier sources "until DATE, replaced by [n]"), proposals as
proposals, and "The sources read do not answer this." where nothing read does. The title is the
user's question. Citations are checked by code afterwards like any report's; ``number_headings``
then gives the headings' source ids the numbers the references use.

``writer_evidence`` is the same selection as text for a model that writes the prose itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from open_research.evidence import merge_ledger
from open_research.evidence.inert import escape_inline
from open_research.evidence.injection import injected_sources, injection_phrase, without_injection
from open_research.evidence.normalize import figures
from open_research.evidence.points import another_value, value_kinds, valued, widened_kinds
from open_research.evidence.recency import is_stated
from open_research.evidence.standing import date_phrase, is_proposed, replaced_values
from open_research.graph.ambiguity import topic_keys
from open_research.graph.relevance import focus, other_numbered
from open_research.graph.sections import Entry, Section, select_sections
from open_research.graph.stale import Unit, passed

__all__ = ["NOT_ANSWERED", "extractive_report", "number_headings", "usable_records", "writer_evidence"]

NOT_ANSWERED = "The sources read do not answer this."
_LABELS = {
    "current": "Current",
    "earlier": "Earlier",
    "proposal": "Proposal (not in force)",
    "draft": "Draft (not in force)",
    "repost": "Repost of another source",
    "also": "Also",
}


def _original_first(r: Mapping[str, Any]) -> tuple:
    """The original of a duplicate group: not an archived copy, a stated date first (a copied file's date says nothing),
    oldest, shortest."""
    return (
        str(r.get("status") or "current") != "current",
        not is_stated(r),
        str(r.get("published_at") or ""),
        len(r.get("text") or ""),
        r["source_id"],
    )


def usable_records(ledger: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One record per duplicate group (its original), none empty, none with text that addresses the
    assistant: a source that does keeps only its other paragraphs (``without_injection``), and is set
    aside whole when they cannot be told apart."""
    records = merge_ledger(list(ledger), [])
    flagged = set(injected_sources(records))
    by_group: dict[str, dict[str, Any]] = {}
    for r in records:
        if r["source_id"] in flagged:
            rest = None if injection_phrase(str(r.get("title") or "")) else without_injection(str(r.get("text") or ""))
            if rest is None:
                continue
            r = {**r, "text": rest}
        if not (r.get("text") or "").strip():
            continue
        g = r.get("group_id") or r["source_id"]
        by_group[g] = min([r, by_group.get(g, r)], key=_original_first)
    return list(by_group.values())


def _quote(text: str) -> str:
    return text.replace("“", "‘").replace("”", "’").replace('"', "'")


def _name(r: Mapping[str, Any]) -> str:
    return escape_inline(str(r.get("title") or r.get("path") or r.get("url") or r["source_id"]))


def _heading(entry: Entry, lead: Entry) -> str:
    r = entry.record
    label = _LABELS[entry.standing]
    when = date_phrase(r)
    if entry.replaced:
        label = "Earlier"
    later = str(r.get("published_at") or "") > str(lead.record.get("published_at") or "")
    if entry.replaced and entry.by_lead and later:  # a later reprint of the old value: no "until" before it
        when += f"; repeats a value that [{lead.record['source_id']}] replaced"
    elif entry.replaced and entry.by_lead:
        until = f"until {lead.record['published_at']}, " if lead.record.get("published_at") else ""
        when += f"; {until}replaced by [{lead.record['source_id']}]"
    elif entry.replaced:  # marked superseded, but nothing read says the lead is what replaced it
        when += f"; {r.get('status') or 'replaced'}, no longer in force"
    elif entry.standing == "earlier":
        when += f"; older than [{lead.record['source_id']}], which does not say it replaces it"
    if entry.mention:
        label = "Possibly outdated"
        when += f"; mentions it in passing, where [{lead.record['source_id']}], about it, gives another value"
    if entry is lead and entry.echoes is not None:
        label = "Possibly outdated"
        when += f"; {_echo(entry)}"
    if entry is lead and _retired(r):
        label = "Earlier"
        when += f"; {_retired(r)}"
    return f"### {label}: {_name(r)} ({when})"


def _retired(r: Mapping[str, Any]) -> str:
    """Why a lead is no answer in force: only a superseded or archived document states it."""
    status = str(r.get("status") or "current")
    return f"{status}: no source read that is in force states this" if status in ("superseded", "archived") else ""


def _echo(entry: Entry, cite: bool = True) -> str:
    """Why a lead may be outdated: it states what a superseded source of its time stated (named by its
    id in a heading, by its title on the answer line, where an id would read as a citation)."""
    other = entry.echoes or {}
    status = str(other.get("status") or "superseded")
    name = f"[{other.get('source_id')}]" if cite else _name(other)
    return f"the same value as the {status} {name}; no source read states a newer one"


#: A question about what is still to come: "when does support end", "when will the pool reopen".
_AHEAD = re.compile(r"\b(?:when|what date|by when)\s+(?:does|do|will|is|are|must|should|can)\b", re.I)


def _overtaken(section: Section, records: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The newest source read, when the part asks what is to come and every date the answer gives had
    passed when that source was published ("support ends on 31 March 2026", read beside October 2026
    release notes): the answer may be outdated though no source read states a later date."""
    lead = section.lead
    if lead is None or not _AHEAD.search(section.part.ask):
        return None
    dated = [r for r in records if is_stated(r) and r.get("published_at")]
    newest = max(dated, key=lambda r: str(r["published_at"]), default=None)
    if newest is None or newest is lead.record or not passed(answer_unit(lead.units).text, newest):
        return None
    return newest


def _overtaken_note(newest: Mapping[str, Any]) -> str:
    return f"possibly outdated: this date had passed by {newest['published_at']}, the date of the newest source read"


def _section_lines(n: int, section: Section, overtaken: Mapping[str, Any] | None = None) -> list[str]:
    lines = [f"## {n}. {escape_inline(section.part.ask)}", ""]
    lead = section.lead
    if lead is None:
        return lines + [NOT_ANSWERED, ""]
    for entry in section.entries:
        heading = _heading(entry, lead)
        if overtaken is not None and all(passed(u.text, overtaken) for u in entry.units):
            heading = re.sub(r"^### (?:Current|Also):", "### Possibly outdated:", heading)
        lines += [heading, ""]
        gone = replaced_values(entry.record)
        lines += [
            f"> “{_quote(u.text)}” [{entry.record['source_id']}]{_earlier_note(u.text, gone)}" for u in entry.units
        ]
        lines.append("")
    return lines


def extractive_report(
    question: str, ledger: Sequence[Mapping[str, Any]], *, plan: dict[str, Any] | None = None, brief: str = ""
) -> str:
    """The report of quoted, cited units in the question's shape (see the module docstring)."""
    records = usable_records(ledger)
    sections = select_sections(question, records, plan=plan, brief=brief)
    overtaken = [_overtaken(s, records) for s in sections]
    title = escape_inline(" ".join(question.split())) or "Research report"  # the user's words, shown as text
    lines = [f"# {title}", ""]
    if not any(s.lead for s in sections):
        return "\n".join(lines + ["No source read in this run states anything about this question.", ""])
    lines += ["## Answer", ""]
    for n, s in enumerate(sections, 1):
        lead = s.lead
        if lead is None:
            lines.append(f"{n}. {NOT_ANSWERED}")
        else:
            note = f" ({_echo(lead, cite=False)})" if lead.echoes is not None else ""
            note = f" ({_retired(lead.record)})" if _retired(lead.record) else note
            newest = overtaken[n - 1]
            note = f" ({_overtaken_note(newest)})" if newest is not None and not note else note
            answer = answer_unit(lead.units).text
            when = f" ({date_phrase(lead.record)})" if lead.record.get("published_at") else ""  # weak dates say so
            named = _earlier_note(answer, replaced_values(lead.record))
            lines.append(f"{n}. “{_quote(answer)}” [{lead.record['source_id']}]{named}{when}{note}")
            for other, unit in disagreeing(s, answer):  # its own line: each quote is one cited sentence
                said = "The sources disagree" if other.standing == "also" else "An older source not said to be replaced"
                said = "A passing mention, possibly outdated" if other.mention else said
                lines.append(f"   - {said}: “{_quote(unit.text)}” [{other.record['source_id']}]")
    lines.append("")
    for n, s in enumerate(sections, 1):
        lines += _section_lines(n, s, overtaken[n - 1])
    return "\n".join(lines).rstrip() + "\n"


#: Said of a quoted sentence that reports a proposal or a vote on one, wherever it is shown: the
#: decision it may also report holds, the value proposed does not.
PROPOSAL_NOTE = " (reports a proposal: the value proposed is not in force)"


def _earlier_note(unit: str, gone: set[str]) -> str:
    """A quote that names, beside its value, the one it replaced ("costs £78 (the spring courses were
    £72)") says which is the earlier, so the old value is never read as current; one that reports a
    proposal ("the motion to cut the fee to £75 was defeated, so it stays at £150") says so, even as
    the answer."""
    if is_proposed(unit):
        return PROPOSAL_NOTE
    found = [f for f in figures(unit) if not all(_BARE.match(a) for a in f.alternatives)]  # not "Sync 4"
    said = [f for f in found if not f.alternatives & gone]
    old = [unit[f.start : f.end] for f in found if f.alternatives & gone]
    if not old:
        return ""
    if not said:  # only replaced values ("we have cut the deposit from £250"): earlier wherever it sits
        return f" (states only an earlier value: {escape_inline(', '.join(dict.fromkeys(old)))})"
    return f" (earlier value: {escape_inline(', '.join(dict.fromkeys(old)))})"


def disagreeing(section: Section, answer: str) -> list[tuple[Entry, Unit]]:
    """Units of other sources shown beside the lead, neither replaced nor a proposal nor a repost, that
    give another value of the answer's kind for the same thing (naming every subject word the answer
    names): a disagreement the dates do not settle, said on the answer line rather than decided by
    picking one."""
    kinds = widened_kinds(value_kinds(valued(answer)))
    want = focus(section.part.ask, section.part.context)
    named = want.subject & topic_keys(answer)  # "cat annual booster": a dog's booster is another thing

    given = {a for alts in valued(answer) for a in alts}

    def same_thing(unit: str, gone: set[str]) -> bool:
        # a value its own row names as earlier ("Previous price (2025/26): £32.00") is no disagreement
        fresh = [alts for alts in valued(unit) if value_kinds([alts]) & kinds and not alts & (given | gone)]
        return (
            bool(fresh)
            and named <= topic_keys(unit)
            and not other_numbered(unit, want)
            and another_value(unit, answer, kinds)
        )

    out = []
    for entry in section.entries[1:]:
        if entry.standing not in ("also", "earlier") or entry.replaced:
            continue
        gone = replaced_values(entry.record)
        unit = next((u for u in entry.units if same_thing(u.text, gone)), None)
        if unit is not None:
            out.append((entry, unit))
    return out[:2]


def answer_unit(units: Sequence[Unit]) -> Unit:
    """The lead's unit for the one-line answer: not one that states only values its source says were
    replaced, nor a proposal ("Marcus proposed raising ..." above the minutes' decision); one that
    states a value (a framing sentence such as "This policy replaces the 2024 policy" is no answer),
    then the most relevant, then the first."""
    return max(units, key=lambda u: (not u.replaced, not is_proposed(u.text), bool(figures(u.text)), u.score, -u.start))


_BARE = re.compile(r"^num:[^:]+$")
_HEAD_ID = re.compile(r"\[(src_[A-Za-z0-9]+)\]")


def number_headings(markdown: str, numbers: Mapping[str, int]) -> str:
    """Source ids left in headings ("replaced by [src_ab]") as the reference numbers the verified
    report gives them; an id without a number (its source was not cited) becomes "the source above"."""

    def one(line: str) -> str:
        if not line.startswith("#"):
            return line
        return _HEAD_ID.sub(lambda m: f"[{numbers[m.group(1)]}]" if m.group(1) in numbers else "the source above", line)

    return "\n".join(one(line) for line in markdown.split("\n"))


def writer_evidence(
    question: str, ledger: Sequence[Mapping[str, Any]], *, plan: dict[str, Any] | None = None, brief: str = ""
) -> str:
    """The selected evidence per part, as a model that writes prose is given it: each unit with its
    source id, the source's title and date, and whether it is current, earlier or a proposal."""
    sections = select_sections(question, usable_records(ledger), plan=plan, brief=brief)
    out = []
    for n, s in enumerate(sections, 1):
        out.append(f"Part {n}: {s.part.ask}")
        if s.lead is None:
            out.append(f'  (nothing read answers this part: say "{NOT_ANSWERED}")')
        for entry in s.entries:
            r = entry.record
            label = _LABELS[entry.standing].split(" (")[0].lower()
            out.append(f"  [{r['source_id']}] {label}; {r.get('title') or r.get('path') or ''}; {date_phrase(r)}")
            out += [f"    - {u.text}" for u in entry.units]
    return "\n".join(out)
