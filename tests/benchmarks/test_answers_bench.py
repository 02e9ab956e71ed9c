"""The answers benchmark: its grader reads hand-written reports as a reader would, and its data file is
well formed (enough questions, half held out per set and kind, labels that occur in their set)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parents[2] / "benchmarks"))

import answers_grade as g  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "answers"

FEE = {"ask": "fee", "answer": [["£52"]], "stale": ["£48", "£55"], "forbidden": ["£5"]}
HOURS = {"ask": "hours", "answer": [["08:00", "8 am"], ["18:00", "6 pm"]], "stale": [], "forbidden": []}


def report(body: str) -> str:
    return f"# Question\n\n{body}\n\n## References\n\n[1] Fees 2026, 2026-02-01 (the old value £48 and £5 here)\n"


def grade(body: str, part: dict) -> str:
    return g.grade_report(report(body), [part])["grade"]


# -- the four grades ---------------------------------------------------------------------------------


def test_current_value_alone_is_correct():
    assert grade("The subscription costs £52 per bin for 2026/27 [1].", FEE) == "correct"


def test_no_answer_value_is_missing():
    assert grade("The sources do not say what the subscription costs.", FEE) == "missing"


def test_some_groups_present_is_partial():
    assert grade("The desk opens at 08:00 [1].", HOURS) == "partial"
    assert grade("The desk is open 08:00 to 18:00 [1].", HOURS) == "correct"


def test_stale_value_stated_as_current_is_wrong_even_beside_the_current_one():
    assert grade("The subscription costs £48 per bin [2].\n\nIt costs £52 per bin [1].", FEE) == "wrong"


def test_forbidden_value_anywhere_in_the_body_is_wrong():
    assert grade("It costs £52 [1]. One page says a collection costs £5.", FEE) == "wrong"


def test_references_and_gaps_are_not_the_body():
    text = (
        "# Q\n\nIt costs £52 [1].\n\n## Gaps and limitations\n\nA newsletter says £48; an FAQ says £5.\n\n"
        "## Next\n\nNothing else.\n\n## References\n\n[1] says £48 and £5\n"
    )
    assert g.grade_report(text, [FEE])["grade"] == "correct"
    assert "£48" not in g.report_body(text) and "Nothing else." in g.report_body(text)


# -- what marks a stale value as earlier ---------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "It costs £52, replacing the 2025/26 charge of £48 [1].",
        "Previously £48 per bin [2].",
        "Officers proposed £55; the committee agreed £52 [3].",
        "- until 31 March 2026: £48 [2]",
        "The draft said £55 [3].",
        "The old charge of £48 no longer applies.",
        "£48 (superseded, archived copy) [2]",
    ],
)
def test_a_marking_word_on_the_line_makes_a_stale_value_earlier(line):
    assert grade(f"It costs £52 [1].\n\n{line}", FEE) == "correct"


def test_a_heading_marks_the_values_under_it():
    body = "It costs £52 [1].\n\n### Earlier values\n\n> “The subscription costs £48 per bin.” [2]"
    assert grade(body, FEE) == "correct"
    body = "### Earlier values\n\nA change.\n\n### Current\n\n> “The subscription costs £48 per bin.” [2]"
    assert grade(body, FEE) == "wrong"  # only the heading it sits under counts


def test_a_table_header_marks_its_column():
    body = "| Plot | Rent now | Previous rent |\n|---|---|---|\n| Full | £52 | £48 |"
    assert grade(body, FEE) == "correct"
    assert grade("| Plot | Rent |\n|---|---|\n| Full | £52 |\n| Full | £48 |", FEE) == "wrong"


def test_old_in_a_name_does_not_mark_a_value_earlier():
    part = {"ask": "day", "answer": [["Friday", "Fridays"]], "stale": ["Thursday"], "forbidden": []}
    assert grade("Old Town bins are collected on Thursday [2].", part) == "wrong"
    assert grade("Old Town bins: Friday [1]; the old day was Thursday.", part) == "correct"


def test_a_reprint_quoted_without_a_marker_is_wrong():
    body = "> “Remember that the keg deposit is £48 per keg.” [2]\n\n> “From 1 May the deposit is £52.” [1]"
    assert grade(body, FEE) == "wrong"


# -- value matching -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "written",
    ["from 8 am to 6 pm", "08:00-18:00", "8:00 to 18:00", "8.00am - 6.00pm", "8 AM to 6 P.M."],
)
def test_times_match_in_12_and_24_hour_forms(written):
    assert grade(f"The desk is open {written} [1].", HOURS) == "correct"


def test_a_value_matches_only_as_a_whole_token():
    assert not g.present("8:00", "open until 18:00")
    assert not g.present("£5", "costs £55")
    assert not g.present("£15", "£15.50 a month")
    assert not g.present("5.2", "release 5.2.1")
    assert not g.present("120", "costs £120")
    assert g.present("5.2", "The latest release is 5.2.")


def test_currency_thousands_percent_and_phone_forms():
    assert g.present("£2,000", "up to GBP 2000 per report")
    assert g.present("£13", "£13.00 a month")
    assert g.present("40%", "40 per cent off")
    assert g.present("0117 496 0321", "call 01174960321 now")
    assert g.present("Frankfurt", "hosted in FRANKFURT")


def test_any_alternative_satisfies_a_group_and_every_group_is_needed():
    both = {"ask": "p1", "answer": [["1 hour", "60 minutes"], ["2 hours"]], "stale": [], "forbidden": []}
    assert grade("The SLA says 60 minutes [1]; the handbook says 2 hours [2].", both) == "correct"
    assert grade("The SLA says 60 minutes [1].", both) == "partial"


# -- a question's grade -------------------------------------------------------------------------------


def test_multi_part_is_correct_only_when_every_part_is_and_counts_correct_parts():
    parts = [FEE, HOURS]
    full = g.grade_report(report("It costs £52 [1]. The desk is open 08:00 to 18:00 [2]."), parts)
    assert full["grade"] == "correct" and full["parts_correct"] == 2
    half = g.grade_report(report("It costs £52 [1]. The desk opens at 08:00 [2]."), parts)
    assert half["grade"] == "partial" and half["parts_correct"] == 1 and half["parts_total"] == 2
    bad = g.grade_report(report("It costs £48 [1]. The desk is open 08:00 to 18:00 [2]."), parts)
    assert bad["grade"] == "wrong" and bad["parts_correct"] == 1


def test_a_failed_run_is_missing():
    assert g.failed([FEE, HOURS])["grade"] == "missing"


# -- the data file ------------------------------------------------------------------------------------

SETS = ("kestrel", "millbrook", "orchard", "tidewater")
#: Sets written later by writers who never ran the system: a held-out split of their own, measured once
#: and then retired into dev (``first_split`` remembers it), or still held out.
HELD_OUT2_SETS = ("ashgrove", "harrowby", "bracken")
HELD_OUT3_SETS = ("fernshire", "vennway", "larchmere")
HELD_OUT4_SETS = ("kilnworth", "ellerby", "quayhaven")
HELD_OUT5_SETS = ("pennock", "wyndholt", "ravensmoor")
HELD_OUT6_SETS = ("brantwick", "sedgecombe", "marlcote")
HELD_OUT7_SETS = ("ambleton", "hollowmere", "saltby")
HELD_OUT8_SETS = ("dunmere", "calderby", "wexcombe")
HELD_OUT9_SETS = ("hobbleton", "pellbridge", "thistlewick")
HELD_OUT10_SETS = ("wrenfield", "copperdale", "mossbury")
HELD_OUT11_SETS = ("fenwhistle", "brookhallow", "tollmarsh")
LATER_SETS = {
    **dict.fromkeys(HELD_OUT2_SETS, "held_out2"),
    **dict.fromkeys(HELD_OUT3_SETS, "held_out3"),
    **dict.fromkeys(HELD_OUT4_SETS, "held_out4"),
    **dict.fromkeys(HELD_OUT5_SETS, "held_out5"),
    **dict.fromkeys(HELD_OUT6_SETS, "held_out6"),
    **dict.fromkeys(HELD_OUT7_SETS, "held_out7"),
    **dict.fromkeys(HELD_OUT8_SETS, "held_out8"),
    **dict.fromkeys(HELD_OUT9_SETS, "held_out9"),
    **dict.fromkeys(HELD_OUT10_SETS, "held_out10"),
    **dict.fromkeys(HELD_OUT11_SETS, "held_out11"),
}


@pytest.fixture(scope="module")
def questions() -> list[dict]:
    return json.loads((DATA / "questions.json").read_text())["questions"]


@pytest.fixture(scope="module")
def set_texts() -> dict[str, str]:
    """Every set's documents as the project's reader reads them (a label typo then shows as absent)."""
    from open_research.sources.extract import SUFFIX_KINDS, read_document

    texts = {}
    for name in SETS + tuple(LATER_SETS):
        files = [p for p in sorted((DATA / name).rglob("*")) if p.suffix in SUFFIX_KINDS]
        assert 12 <= len(files) <= 25, name
        texts[name] = "\n".join(read_document(SUFFIX_KINDS[p.suffix], p.read_bytes()).text for p in files)
    return texts


def test_questions_are_well_formed_and_half_held_out_per_set_and_kind(questions):
    assert len(questions) >= 64
    assert len({q["id"] for q in questions}) == len(questions)
    kinds = Counter(q["kind"] for q in questions)
    assert kinds["multi"] >= 8 and kinds["clarify"] >= 6
    for q in questions:
        assert q["set"] in SETS + tuple(LATER_SETS) and (DATA / q["set"]).is_dir()
        assert q["split"] in answers.splits() and q["kind"] in ("single", "multi", "clarify")
        if q["set"] in LATER_SETS:
            assert q.get("first_split", q["split"]) == LATER_SETS[q["set"]], q["id"]
        else:
            assert q.get("first_split", q["split"]) in ("dev", "held_out"), q["id"]
        assert q["question"].strip() and q["notes"].strip() and q["parts"]
        assert ("clarify_answer" in q) == (q["kind"] == "clarify")
        if q["kind"] == "multi":
            assert 3 <= len(q["parts"]) <= 5
        for part in q["parts"]:
            assert part["answer"] and all(group for group in part["answer"])
            assert isinstance(part["stale"], list) and isinstance(part["forbidden"], list)
    for name in SETS:
        assert sum(q["set"] == name for q in questions) >= 16
        for kind in ("single", "multi", "clarify"):
            mine = [q for q in questions if q["set"] == name and q["kind"] == kind]
            splits = Counter(q.get("first_split", q["split"]) for q in mine)
            assert splits["dev"] == splits["held_out"], (name, kind, splits)
    for name in LATER_SETS:
        kinds = Counter(q["kind"] for q in questions if q["set"] == name)
        assert kinds == {"single": 5, "multi": 2, "clarify": 1}, (name, kinds)


def test_every_answer_group_occurs_in_its_set(questions, set_texts):
    absent = [
        (q["id"], group)
        for q in questions
        for part in q["parts"]
        for group in part["answer"]
        if not any(g.present(alt, set_texts[q["set"]]) for alt in group)
    ]
    assert absent == []


def test_every_stale_and_forbidden_label_has_one_form_in_its_set(questions, set_texts):
    """An injected value may sit in text the reader rightly drops (hidden HTML): it must then be in
    the files' own bytes."""
    raw = {
        name: "\n".join(p.read_text(errors="ignore") for p in sorted((DATA / name).rglob("*")) if p.is_file())
        for name in set_texts
    }
    for q in questions:
        for part in q["parts"]:
            for label in ("stale", "forbidden"):
                values = part[label]
                text = set_texts[q["set"]] + ("\n" + raw[q["set"]] if label == "forbidden" else "")
                assert not values or any(g.present(v, text) for v in values), (q["id"], values)


def test_no_current_answer_is_also_a_stale_or_forbidden_value(questions):
    for q in questions:
        for part in q["parts"]:
            answers = {g.normalise(a) for group in part["answer"] for a in group}
            assert not answers & {g.normalise(v) for v in part["stale"] + part["forbidden"]}, q["id"]


# -- the runner (the library call replaced by a scripted one: the mechanics, not the system) -----------

import answers  # noqa: E402


def test_a_numbered_reply_names_the_option_whose_title_matches():
    q = {"clarify_answer": "Bulky waste collections", "clarify_form": "number"}
    options = ["Garden waste subscription 2026/27", "Bulky waste collections", "Residents' FAQ"]
    assert answers.pick_reply(q, options) == "2"
    assert answers.pick_reply(q, ["Allotments in Millbrook"]) == "Bulky waste collections"
    assert answers.pick_reply({"clarify_answer": "all of them"}, options) == "all of them"


def test_runner_answers_a_question_asked_back_on_the_same_thread_and_saves_what_regrade_reads(
    tmp_path, monkeypatch, capsys
):
    import open_research

    calls: list[dict] = []

    async def scripted(question, **kw):
        calls.append({"question": question, **kw})
        if kw.get("resume") is None:
            return {"final_report": "", "messages": [], "clarification_options": ["A", "Kestrel Vault 2 lifecycle"]}
        report = "# Q\n\nKestrel Vault 2 remains supported until 31 January 2027 [1].\n\n## References\n\n[1] x\n"
        return {"final_report": report}

    monkeypatch.setattr(open_research, "run_research", scripted)
    out = tmp_path / "run.json"
    argv = ["--only", "kestrel-clarify-01", "--out", str(out), "--work", str(tmp_path)]
    assert answers.main(argv) == 0
    first, second = calls
    assert first["allow_clarification"] is True and first["search_api"] == "local"
    assert Path(first["local_index"]).is_file()  # a real index of the set
    assert second["resume"] == "Kestrel Vault 2 lifecycle"
    assert second["thread_id"] == first["thread_id"] and second["checkpointer"] is first["checkpointer"]
    saved = json.loads(out.read_text())
    (row,) = saved["results"]
    assert row["grade"] == "correct" and row["reply"] == "Kestrel Vault 2 lifecycle" and row["error"] is None
    assert "kestrel" in capsys.readouterr().out
    assert answers.main(["--regrade", str(out)]) == 0
    text = capsys.readouterr().out
    assert "total" in text and "100%" in text


def test_a_run_that_fails_is_graded_missing_with_its_error_not_dropped(tmp_path, monkeypatch, capsys):
    import open_research

    async def broken(question, **kw):
        raise RuntimeError("model server refused the connection")

    monkeypatch.setattr(open_research, "run_research", broken)
    out = tmp_path / "run.json"
    assert answers.main(["--only", "orchard-single-01", "--out", str(out), "--work", str(tmp_path), "-v"]) == 0
    (row,) = json.loads(out.read_text())["results"]
    assert row["grade"] == "missing" and "refused the connection" in row["error"]
    assert "ERROR RuntimeError" in capsys.readouterr().out


def test_held_out_questions_are_not_run_unless_asked_for(tmp_path, monkeypatch):
    file = tmp_path / "questions.json"
    rows = [{"id": "a-single-01", "set": "a", "split": "dev"}, {"id": "b-single-01", "set": "b", "split": "held_out9"}]
    file.write_text(json.dumps({"questions": rows}))
    monkeypatch.setattr(answers, "QUESTIONS", file)
    assert [q["id"] for q in answers.load_questions(answers.parse_args([]))] == ["a-single-01"]
    held = answers.load_questions(answers.parse_args(["--split", "held_out9"]))
    assert [q["id"] for q in held] == ["b-single-01"]  # a split new to the file needs no code change
    with pytest.raises(SystemExit):
        answers.parse_args(["--split", "held_out"])  # a split the file no longer holds


def test_the_retired_held_out_half_is_dev_and_remembers_its_first_split(questions):
    retired = [q for q in questions if q.get("first_split") == "held_out"]
    assert len(retired) == 32 and all(q["split"] == "dev" for q in retired)
    assert "kestrel-single-02" in {q["id"] for q in retired}


def test_the_second_held_out_split_is_retired_into_dev(questions):
    retired = [q for q in questions if q.get("first_split") == "held_out2"]
    assert len(retired) == 24 and {q["set"] for q in retired} == set(HELD_OUT2_SETS)
    assert all(q["split"] == "dev" for q in retired)


@pytest.mark.parametrize(
    ("split", "sets"),
    [
        ("held_out3", HELD_OUT3_SETS),
        ("held_out4", HELD_OUT4_SETS),
        ("held_out5", HELD_OUT5_SETS),
        ("held_out6", HELD_OUT6_SETS),
        ("held_out7", HELD_OUT7_SETS),
        ("held_out8", HELD_OUT8_SETS),
        ("held_out9", HELD_OUT9_SETS),
        ("held_out10", HELD_OUT10_SETS),
    ],
)
def test_a_later_held_out_split_measured_twice_or_more_is_retired_into_dev(questions, split, sets):
    retired = [q for q in questions if q.get("first_split") == split]
    assert len(retired) == 24 and {q["set"] for q in retired} == set(sets)
    assert all(q["split"] == "dev" for q in retired)
    with pytest.raises(SystemExit):  # no held-out split of that name any more
        answers.parse_args(["--split", split])
    assert answers.load_questions(answers.parse_args(["--set", sets[0]]))  # dev by default now


def test_the_eleventh_held_out_split_runs_only_when_asked_for(questions):
    held = answers.load_questions(answers.parse_args(["--split", "held_out11"]))
    assert len(held) == 24 and {q["set"] for q in held} == set(HELD_OUT11_SETS)
    assert all(q["split"] == "held_out11" and "first_split" not in q for q in held)
    assert [q["id"] for q in held] == [q["id"] for q in questions if q["split"] == "held_out11"]
    assert answers.load_questions(answers.parse_args(["--set", "fenwhistle"])) == []  # not dev


def test_two_runs_started_in_the_same_second_keep_both_results_files():
    first = answers.results_path("dev", "20261206T150000Z")
    second = answers.results_path("dev", "20261206T150000Z")
    assert first != second and first.parent == second.parent == answers.RESULTS
    assert first.name.startswith("answers-dev-20261206T150000Z") and first.suffix == ".json"
