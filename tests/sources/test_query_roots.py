"""A query word finds the words built on its root: "archers" in a question, "archery" in a price list
(the stemmer leaves them apart: "archer" and "archeri")."""

from __future__ import annotations

from open_research.sources.index import DocumentIndex, fts_query


def test_long_words_also_match_as_a_prefix_of_their_stem():
    query = fts_query("cost for archers at the club")
    assert '"archers"*' in query and '"archers"' in query
    assert '"cost"*' not in query  # short words stay exact: "cost" must not find "costume"


def test_a_derived_word_in_a_table_row_is_found(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "fees.md").write_text("# Session fees\n\nArchery lane, full afternoon: 7 pounds. Bow hire: 3 pounds.\n")
    bodies = [
        "The club shop sells gloves for members of the club.",
        "The club bar serves tea to members and archers alike.",
        "Club tours start at noon for new members of the club.",
        "Club lockers are free for members of the club.",
    ]
    for n, body in enumerate(bodies):
        (docs / f"page{n}.md").write_text(f"# Club page {n}\n\n{body}\n")
    index = DocumentIndex(tmp_path / "i.sqlite", hybrid=False)
    index.update(docs)
    hits = index.search("cost for archers at the club, members", k=3)
    assert "fees.md" in {h.path.rsplit("/", 1)[-1] for h in hits}
