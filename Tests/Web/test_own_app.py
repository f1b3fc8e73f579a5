"""A user's app served at `/`: Examples/TodoApp's own binary (built by scripts/test), its own
title, no showcase chrome, its stylesheet, favicon and a static file from its bundle, and a
live session behind the page (typing and tapping change the screen)."""
import contextlib
import os
import signal
import sqlite3
import re
import subprocess
import tempfile
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import ROOT, wait_until
from test_browser import button, until, wait_for_text

APP = Path(os.environ.get("LOOM_TODO_APP", str(ROOT / "Examples" / "TodoApp" / ".build" / "debug" / "TodoApp")))


@contextlib.contextmanager
def running_app(storage, *flags, environment=None):
    """Runs the example app with its data (settings and the todo store) in `storage`, with
    extra command-line `flags` and `environment` variables; yields its address and the process."""
    assert APP.exists(), (f"build the example first: swift build --package-path Examples/TodoApp "
                          f"(or set LOOM_TODO_APP to its binary; {APP} is missing)")
    process = subprocess.Popen(
        [str(APP), "--port", "0", "--storage", os.path.join(storage, "app-storage.json"), *flags],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        env={**os.environ, "LOOM_STORAGE_DIR": storage, **(environment or {})})
    output, started, found = [], threading.Event(), {}

    def read():
        for line in process.stdout:
            output.append(line)
            match = re.search(r"TodoApp: (http://127\.0\.0\.1:\d+)", line)
            if match and not started.is_set():
                found["url"] = match.group(1)
                started.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        assert started.wait(30), "TodoApp did not start:\n" + "".join(output)
        yield found["url"], process
    finally:
        if process.poll() is None:
            process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def todo_app():
    with running_app(tempfile.mkdtemp(prefix="loom-todo-")) as (url, _):
        yield url


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.headers.get("Content-Type"), response.read()


def test_the_app_is_served_at_the_root_with_its_own_title_and_no_showcase_chrome(todo_app, browser):
    browser.get(todo_app + "/")
    assert browser.title == "Todo"
    assert "All examples" not in browser.page_source
    assert browser.find_elements(By.CSS_SELECTOR, "header") == []
    assert browser.find_elements(By.CSS_SELECTOR, "main.lm-app #loom-root")
    links = {link.get_attribute("rel"): link.get_attribute("href") for link in browser.find_elements(By.CSS_SELECTOR, "link")}
    assert links["icon"].endswith("/static/favicon.svg")
    stylesheets = [link.get_attribute("href") for link in browser.find_elements(By.CSS_SELECTOR, "link[rel=stylesheet]")]
    assert [href.rsplit("/", 1)[1] for href in stylesheets] == ["loom.css", "todo.css"]


def test_the_apps_static_file_stylesheet_and_favicon_are_served(todo_app):
    status, kind, body = fetch(todo_app + "/static/about.txt")
    assert status == 200 and kind.startswith("text/plain") and b"Loom example app" in body
    status, kind, body = fetch(todo_app + "/static/todo.css")
    assert status == 200 and kind.startswith("text/css") and b"main.lm-app" in body
    for path in ("/static/favicon.svg", "/favicon.ico"):
        status, kind, body = fetch(todo_app + path)
        assert status == 200 and kind == "image/svg+xml" and body.startswith(b"<svg")


def test_paths_outside_the_apps_folder_are_not_served(todo_app):
    for path in ("/static/../Package.swift", "/static/%2e%2e/Package.swift", "/static/missing.txt", "/app/todo"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            fetch(todo_app + path)
        assert refused.value.code == 404


def add_todo(browser, url, title):
    """Opens the app's page and adds a todo by typing it and tapping Add."""
    browser.get(url + "/")
    # The served page is replaced by the session's first reset: elements found before it came
    # went stale under load (the field typed into, the Add button looked up).
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), "the first reset")
    field = browser.find_element(By.CSS_SELECTOR, "input[placeholder='What needs doing?']")
    field.send_keys(title)
    assert wait_until(lambda: field.get_attribute("value") == title)
    button(browser, "Add").click()
    wait_for_text(browser, title)


def test_the_page_runs_a_live_session(todo_app, browser):
    add_todo(browser, todo_app, "Water the plants")
    wait_for_text(browser, "1 item left")


def test_a_rows_switch_sits_at_the_trailing_edge_beside_its_buttons(todo_app, browser):
    """SwiftUI's switch takes the width it is offered: the title at the row's leading edge, the
    switch at the trailing one, next to the row's delete button (the page once drew the switch
    right after the title, leaving the row's middle empty)."""
    add_todo(browser, todo_app, "Oil the hinges")
    toggle = until(browser, lambda b: [t for t in b.find_elements(By.CSS_SELECTOR, ".lm-toggle")
                                       if "Oil the hinges" in t.text], "the new row's toggle")[0]
    row = toggle.find_element(By.XPATH, "..")
    edit = row.find_element(By.CSS_SELECTOR, "[aria-label='Edit Oil the hinges']")
    delete = row.find_element(By.CSS_SELECTOR, "[aria-label='Delete Oil the hinges']")
    toggle_box, row_box, edit_box, delete_box = (browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", element)
        for element in (toggle, row, edit, delete))
    title_box = browser.execute_script(
        "const range = document.createRange(); range.selectNodeContents(arguments[0]);"
        "const r = range.getBoundingClientRect(); return [r.left, r.right];", toggle)
    assert row_box[1] - row_box[0] > 400, f"the row fills the list's width: {row_box}"
    assert title_box[0] - row_box[0] < 24, f"the title starts at the leading edge: {title_box} in {row_box}"
    assert 0 <= edit_box[0] - toggle_box[1] < 24, f"the switch ends beside the row's buttons: {toggle_box}, {edit_box}"
    assert 0 <= delete_box[0] - edit_box[1] < 24, f"the edit and delete buttons sit together: {edit_box}, {delete_box}"
    assert row_box[1] - delete_box[1] < 24, f"the delete button is at the trailing edge: {delete_box} in {row_box}"


def stored_titles(storage):
    """The titles the app's database file holds, read as another process would."""
    path = os.path.join(storage, "TodoApp.store")
    if not os.path.exists(path):
        return []
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as db:
        return [row[0] for row in db.execute('SELECT "title" FROM "TodoItem" ORDER BY rowid')]


def test_a_todo_added_in_one_tab_appears_in_the_other_without_a_reload(todo_app, browser):
    """Two tabs are two sessions with contexts of their own on one store: a save in one re-runs
    the other's query, and its page gets the new row as a patch."""
    browser.get(todo_app + "/")
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), "the first reset")
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")
    try:
        add_todo(browser, todo_app, "Tell the other tab")
        browser.switch_to.window(first)
        wait_for_text(browser, "Tell the other tab")
    finally:
        browser.switch_to.window(first)
        for handle in browser.window_handles:
            if handle != first:
                browser.switch_to.window(handle)
                browser.close()
        browser.switch_to.window(first)


def test_todos_survive_a_restart_and_a_kill_of_the_app(browser):
    """What a page shows as added is in the database file already (the update that showed it
    saved first): a restart, or a `kill -9` the moment it shows, loses none of it."""
    storage = tempfile.mkdtemp(prefix="loom-todo-restart-")
    with running_app(storage) as (url, _):
        add_todo(browser, url, "Survive a restart")
    with running_app(storage) as (url, process):
        browser.get(url + "/")
        wait_for_text(browser, "Survive a restart")
        add_todo(browser, url, "Survive a kill")
        # The update that showed it saved it first: killed the moment the page shows it, the
        # process has nothing left to lose.
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    with running_app(storage) as (url, _):
        browser.get(url + "/")
        wait_for_text(browser, "Survive a kill")
        wait_for_text(browser, "Survive a restart")
        wait_for_text(browser, "2 items left")
    assert stored_titles(storage) == ["Survive a restart", "Survive a kill"]
