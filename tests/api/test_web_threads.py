"""A page people return to, in headless chromium: the tenant's threads listed (question, status,
time) and reopened with their report by keyboard; the current thread kept across a reload; no key
prompt when auth is off; a source cited twice shows each citation's own passage."""

from __future__ import annotations

import re

import httpx
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from api.app import create_app
from open_research.config import Settings
from open_research.sources.index import DocumentIndex
from tests.support.browser import chromium
from tests.support.world import ServerThread, settings_for, world_models

DOCS = {
    "alpha.md": "# Alpha warehouse\n\nThe alpha warehouse opens at 07:00 on weekdays.\n\n"
    "The alpha warehouse closes at 19:00 on Saturdays.",
    "beta.md": "# Beta warehouse\n\nThe beta warehouse closes at 22:00 since June 2024.",
}


def _twice(messages):
    """The report cites the alpha source twice, for two different statements (every source the notes
    name is cited; verification keeps, for each statement, the one whose passage supports it)."""
    text = "\n".join(str(m.content) for m in messages)
    notes = re.search(r"Notes on alpha((?: \[src_[0-9a-f]+\])+)", text)
    example = re.search(r"e\.g\. \[(src_[0-9a-f]+)\]", text)  # the prompt's own example id
    ids = [
        i for i in re.findall(r"src_[0-9a-f]+", notes.group(1) if notes else "") if not example or i != example.group(1)
    ]
    cite = " ".join(f"[{i}]" for i in ids)
    return (
        "# Warehouse hours\n\n"
        f"- The alpha warehouse opens at 07:00 on weekdays {cite}.\n"
        f"- The alpha warehouse closes at 19:00 on Saturdays {cite}.\n"
    )


def _server(folder, **settings):
    docs = folder / "docs"
    docs.mkdir(parents=True)
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    index = folder / "index.sqlite"
    DocumentIndex(index, hybrid=False).update(docs)
    models = world_models()
    models["clarify"]["model"].native_tool_calling = False
    models["final_report"]["model"].script = _twice
    defaults = (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {"models": models, "search_api": "local", "local_index": str(index), "allow_clarification": False}
        )
    )
    return ServerThread(create_app(settings_for(folder / "data", **settings), run_defaults=defaults))


@pytest.fixture(scope="module")
def open_server(tmp_path_factory):
    with _server(tmp_path_factory.mktemp("web-open"), auth_disabled=True) as url:
        yield url


@pytest.fixture
def browser(tmp_path):
    with chromium(tmp_path / "profile") as driver:
        yield driver


def _ask(b, wait, question: str) -> None:
    box = b.find_element(By.ID, "question")
    box.clear()
    box.send_keys(question)
    b.find_element(By.ID, "ask-button").click()
    wait.until(ec.visibility_of_element_located((By.CSS_SELECTOR, "#report a.cite")))
    wait.until(lambda d: not d.find_element(By.ID, "ask-button").get_attribute("disabled"))


def test_threads_are_listed_kept_across_a_reload_and_reopened_by_keyboard(open_server, browser):
    b, wait = browser, WebDriverWait(browser, 60)
    b.get(open_server + "/")
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert not b.find_element(By.ID, "key-section").is_displayed()  # auth is off: no key prompt
    _ask(b, wait, "When does the alpha warehouse open?")
    first = b.find_element(By.ID, "report").text
    _ask(b, wait, "When does the beta warehouse close?")
    thread = b.execute_script("return localStorage.getItem('open-research-thread')")
    assert thread and f"#thread={thread}" in b.current_url

    b.refresh()  # the current thread comes back with its report
    wait.until(ec.visibility_of_element_located((By.CSS_SELECTOR, "#report a.cite")))
    assert b.find_element(By.ID, "question").get_attribute("value") == "When does the beta warehouse close?"
    items = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#threads button") or None)
    labels = [i.text for i in items]
    assert len(labels) == 2 and "When does the beta warehouse close?" in labels[0]  # newest first
    assert "When does the alpha warehouse open?" in labels[1] and "done" in labels[1]
    assert items[0].get_attribute("aria-current") == "true"
    assert items[1].find_element(By.TAG_NAME, "time").get_attribute("datetime")

    items[1].send_keys(Keys.TAB if False else "")  # focus, then Enter: the keyboard reopens it
    b.execute_script("arguments[0].focus()", items[1])
    b.switch_to.active_element.send_keys(Keys.ENTER)
    wait.until(
        lambda d: d.find_element(By.ID, "question").get_attribute("value") == "When does the alpha warehouse open?"
    )
    wait.until(ec.visibility_of_element_located((By.CSS_SELECTOR, "#report a.cite")))
    assert b.find_element(By.ID, "report").text == first
    assert b.execute_script("return localStorage.getItem('open-research-thread')") != thread


def test_a_source_cited_twice_shows_each_citations_own_passage(open_server, browser):
    b, wait = browser, WebDriverWait(browser, 60)
    b.get(open_server + "/")
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
    _ask(b, wait, "What are the alpha warehouse hours?")
    cites = b.find_elements(By.CSS_SELECTOR, "#report a.cite")
    assert len(cites) == 2 and {c.text for c in cites} == {"[1]"}
    shown = []
    for cite in cites:  # Tab to each citation: its passage shows on focus
        b.execute_script("arguments[0].focus()", cite)
        shown.append(wait.until(ec.visibility_of_element_located((By.ID, "passage"))).text)
    assert "opens at 07:00 on weekdays" in shown[0] and "closes at 19:00 on Saturdays" in shown[1], shown
    tid = b.execute_script("return localStorage.getItem('open-research-thread')")
    cited = httpx.get(f"{open_server}/threads/{tid}/report", params={"format": "json"}).json()["citations"]
    assert len({c["passage"] for c in cited if c["n"] == 1}) == 2  # the report kept both checks
