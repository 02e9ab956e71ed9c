"""Studio's server as the README starts it: ``langgraph dev`` on the repository's ``langgraph.json``,
WITHOUT ``--allow-blocking``, answers a question over a small docs folder with cited sources.

langgraph dev turns any blocking call on the event loop (``os.mkdir``, a SQLite open, a file read) into
a ``BlockingError`` inside the graph: a document search that does one fails, and the report says no
source states anything."""

from __future__ import annotations

import pytest
from langgraph_sdk import get_client

from tests.support.fake_openai import FakeOpenAI
from tests.support.lg_servers import SCRIPTS, config_file, langgraph_cli, running
from tests.support.world import QUESTION, make_index


@pytest.fixture(scope="session")
def lg_cli(request):
    return langgraph_cli(request.config.cache.mkdir("langgraph-cli-inmem"))


async def test_langgraph_dev_answers_over_documents_with_cited_sources(tmp_path, lg_cli):
    index = make_index(tmp_path / "world")
    with FakeOpenAI(SCRIPTS) as base_url:
        config = config_file(tmp_path, base_url, local_index=str(index))
        config.write_text(config.read_text().replace('search_api = "none"', 'search_api = "local"'))
        with running("langgraph-dev", config, tmp_path, lg_cli) as url:
            c = get_client(url=url)
            thread = (await c.threads.create())["thread_id"]
            done = await c.runs.wait(
                thread, "open-research", input={"messages": [{"role": "user", "content": QUESTION}]}
            )
            log = (tmp_path / "langgraph-dev.log").read_text()
    assert "BlockingError" not in log and "Blocking call" not in log, log[-3000:]
    report = done["final_report"]
    assert "Blocking" not in report and "Heads up" not in report, report
    assert report.startswith("# Warehouse hours"), report
    sources = done["report_json"]["sources"]
    titles = sorted(s["title"] for s in sources)
    assert titles == ["Alpha warehouse", "Beta warehouse"], sources
    # each source is cited in the report by its marker
    # each source is cited by its number, and listed with its file
    for s in sources:
        assert f"[{s['n']}]" in report and s["path"].endswith((".md",)), sources
