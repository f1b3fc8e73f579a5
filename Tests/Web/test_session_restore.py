"""A page's screen outlives its server process (docs/DEPLOYMENT.md, "When a process stops"):
Examples/TodoApp (`.restorationBehavior(.includingViewState)`) keeps each tab's session in its
database. A user half-writes a todo's notes; the server is killed (`kill -9`) or stopped for a
deploy (SIGTERM: it stores the sessions and tells the pages to move) and started again; the page
shows the same screen with the same text and the same focused field, and the user finishes."""
import os
import signal
import sqlite3
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import wait_until
from test_browser import button, until, wait_for_text
from test_nginx import free_port
from test_own_app import add_todo, running_app


def stored_state(storage):
    """Every kept session's state (JSON text) in the app's database file."""
    path = os.path.join(storage, "TodoApp.store")
    if not os.path.exists(path):
        return []
    with sqlite3.connect(path, timeout=10) as database:
        try:
            return [row[0] for row in database.execute("SELECT state FROM loom_sessions")]
        except sqlite3.OperationalError:
            return []


def notes_field(browser):
    return until(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#loom-root textarea"), "the notes field")


def half_write_a_note(browser, url, storage):
    add_todo(browser, url, "Write the guide")
    until(browser, lambda b: b.find_element(By.CSS_SELECTOR, "[aria-label='Edit Write the guide']"), "the edit link").click()
    field = notes_field(browser)
    field.click()
    field.send_keys("Chapter one is")
    assert wait_until(lambda: any("Chapter one is" in state for state in stored_state(storage))), "the note was never stored"
    assert browser.switch_to.active_element == field


def finish_the_note(browser, storage):
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live", "the page back live")
    field = notes_field(browser)
    assert wait_until(lambda: notes_field(browser).get_attribute("value") == "Chapter one is"), notes_field(browser).get_attribute("value")
    assert browser.switch_to.active_element == notes_field(browser), "the notes field has focus again"
    # The user goes on typing where the caret was, and saves.
    browser.switch_to.active_element.send_keys(" about Loom")
    assert wait_until(lambda: notes_field(browser).get_attribute("value") == "Chapter one is about Loom")
    button(browser, "Save").click()
    wait_for_text(browser, "1 item left")
    assert browser.find_elements(By.CSS_SELECTOR, "#loom-root textarea") == []


def stored_notes(storage):
    with sqlite3.connect(os.path.join(storage, "TodoApp.store"), timeout=10) as database:
        return [row[0] for row in database.execute("SELECT notes FROM TodoItem")]


def test_a_half_written_note_survives_the_server_being_killed(browser):
    storage = tempfile.mkdtemp(prefix="loom-restore-")
    port = free_port()
    with running_app(storage, "--port", str(port)) as (url, process):
        half_write_a_note(browser, url, storage)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") != "live", "the page noticing")
    with running_app(storage, "--port", str(port)):
        finish_the_note(browser, storage)
        assert wait_until(lambda: stored_notes(storage) == ["Chapter one is about Loom"]), stored_notes(storage)


def test_a_deploy_moves_the_page_with_its_half_written_note(browser):
    storage = tempfile.mkdtemp(prefix="loom-restore-")
    port = free_port()
    with running_app(storage, "--port", str(port)) as (url, process):
        half_write_a_note(browser, url, storage)
        # Typed while the process stops: resent to the next one, applied once.
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
    with running_app(storage, "--port", str(port)):
        finish_the_note(browser, storage)
        assert wait_until(lambda: stored_notes(storage) == ["Chapter one is about Loom"]), stored_notes(storage)


def test_a_restored_page_keeps_its_scroll_position(browser):
    """The showcase's Restore form in a window short enough to scroll: scrolled to its end, the
    process killed and started again, the restored screen comes back where the user was."""
    from conftest import ShowcaseProcess
    from test_browser import open_app

    port = free_port()
    size = browser.get_window_size()
    browser.set_window_size(800, 260)
    try:
        first = ShowcaseProcess("--port", str(port))
        try:
            open_app(browser, first.url, "restore")
            button(browser, "Tapped 0 times").click()
            wait_for_text(browser, "Tapped 1 times")
            browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
            scrolled = browser.execute_script("return window.scrollY")
            assert scrolled > 40, f"the page does not scroll in this window ({scrolled} px)"
        finally:
            first.process.send_signal(signal.SIGKILL)
            first.process.wait(timeout=10)
        until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") != "live", "the page noticing")
        second = ShowcaseProcess("--port", str(port))
        try:
            until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live", "the page back live")
            wait_for_text(browser, "Tapped 1 times")
            assert abs(browser.execute_script("return window.scrollY") - scrolled) <= 2
        finally:
            second.stop()
    finally:
        browser.set_window_size(size["width"], size["height"])
