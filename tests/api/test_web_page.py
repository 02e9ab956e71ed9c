"""The research page in Debian's headless chromium (selenium + chromedriver): save a key, ask a vague
question, answer the question asked back with an option button, watch progress, read the report,
hover a citation and see its supporting passage. Screenshots go to the test's tmp dir
(``OR_SCREENSHOT_TO=path.png`` also copies the final one there, e.g. for the README)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import httpx
import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from api.app import create_app
from open_research.config import Settings
from tests.support.world import VAGUE, ServerThread, settings_for, world_index, world_models

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("web")
    models = world_models()
    models["clarify"]["model"].native_tool_calling = False
    defaults = (
        Settings.load()
        .run_defaults()
        .with_overrides(
            {
                "models": models,
                "search_api": "local",
                "local_index": str(world_index(folder)),
                "max_researcher_iterations": 2,
            }
        )
    )
    with ServerThread(create_app(settings_for(folder / "data"), run_defaults=defaults)) as url:
        yield url


@pytest.fixture
def browser(tmp_path):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--window-size=1100,1400",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def test_the_page_runs_the_chat_loop_and_shows_passages(server, browser, tmp_path):
    page = httpx.get(server + "/")
    assert page.status_code == 200 and "script-src 'self'" in page.headers["content-security-policy"]
    b, wait = browser, WebDriverWait(browser, 60)
    b.get(server + "/")
    wait.until(ec.visibility_of_element_located((By.ID, "api-key")))  # auth is on: the page asks for a key
    b.find_element(By.ID, "api-key").send_keys("key-acme")
    b.find_element(By.CSS_SELECTOR, "#key-form button[type=submit]").click()
    assert b.execute_script("return localStorage.getItem('open-research-api-key')") == "key-acme"
    b.find_element(By.ID, "question").send_keys(VAGUE)
    b.save_screenshot(str(tmp_path / "1-question.png"))
    b.find_element(By.ID, "ask-button").click()

    option = wait.until(ec.element_to_be_clickable((By.XPATH, "//div[@id='clarify-options']/button[1]")))
    assert b.find_element(By.ID, "clarify-question").text.startswith("Which do you mean:")
    labels = [e.text for e in b.find_elements(By.CSS_SELECTOR, "#clarify-options button")]
    assert labels == ["Alpha warehouse", "Beta warehouse"]
    b.save_screenshot(str(tmp_path / "2-clarify.png"))
    option.click()

    cite = wait.until(ec.visibility_of_element_located((By.CSS_SELECTOR, "#report a.cite")))
    report = b.find_element(By.ID, "report").text
    assert "Gaps and limitations" in report and "alpha.md" in report
    assert int(b.find_element(By.ID, "count-researchers").text) >= 2
    assert int(b.find_element(By.ID, "count-searches").text) >= 2
    assert int(b.find_element(By.ID, "count-sources").text) >= 1
    ActionChains(b).move_to_element(cite).perform()
    passage = wait.until(ec.visibility_of_element_located((By.ID, "passage")))
    h = {"x-api-key": "key-acme"}
    tid = httpx.post(server + "/threads/search", headers=h, json={}).json()[0]["thread_id"]
    cited = httpx.get(f"{server}/threads/{tid}/report", params={"format": "json"}, headers=h).json()["citations"]
    expected = next(c["passage"] for c in cited if c["n"] == 1)
    # the passage the check found for citation [1] (a warehouse note's heading in this world)
    assert passage.text == f"[1] “{expected}”" and re.search(r"(Alpha|Beta) warehouse", expected)
    b.save_screenshot(str(tmp_path / "3-report.png"))
    assert (tmp_path / "3-report.png").stat().st_size > 10_000
    if os.environ.get("OR_SCREENSHOT_TO"):
        shutil.copy(tmp_path / "3-report.png", Path(os.environ["OR_SCREENSHOT_TO"]))
    b.find_element(By.TAG_NAME, "body").send_keys("\ue00c")  # Escape hides the passage
    assert not b.find_element(By.ID, "passage").is_displayed()


def test_a_wrong_key_is_reported_on_the_page(server, browser):
    b = browser
    b.get(server + "/")
    WebDriverWait(b, 20).until(ec.visibility_of_element_located((By.ID, "api-key")))
    b.find_element(By.ID, "api-key").send_keys("not-a-key")
    b.find_element(By.CSS_SELECTOR, "#key-form button[type=submit]").click()
    b.find_element(By.ID, "question").send_keys("anything")
    b.find_element(By.ID, "ask-button").click()
    error = WebDriverWait(b, 20).until(ec.visibility_of_element_located((By.ID, "error")))
    assert "API key was not accepted" in error.text
