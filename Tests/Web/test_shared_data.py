"""Two users in two browsers on two processes of Examples/TodoApp behind nginx (docs/DEPLOYMENT.md's
block), both processes keeping their models in one PostgreSQL database (LOOM_DATABASE_URL, on
the server scripts/test starts): each user sees the other's todo appear without reloading, and
a restart of both processes loses nothing. The showcase's chat on two processes: messages and
who is online, live both ways, and a process killed with SIGKILL drops out of the other's list."""
import contextlib
import os
import subprocess
import tempfile
import time
import urllib.parse
import uuid

import pytest
from selenium.webdriver.common.by import By

from conftest import new_browser, wait_until
from test_browser import until, wait_for_text
from test_nginx import Nginx, deploy, documented_config, free_port
from test_own_app import add_todo, running_app

SERVER = os.environ.get("LOOM_TEST_POSTGRES_URL")
pytestmark = pytest.mark.skipif(not SERVER and not os.environ.get("LOOM_REQUIRE_POSTGRES"),
                                reason="needs LOOM_TEST_POSTGRES_URL (scripts/test starts a PostgreSQL server)")


def psql(url, sql):
    result = subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-tAc", sql], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@contextlib.contextmanager
def fresh_database():
    """A database of the test's own on the run's server; dropped afterwards."""
    assert SERVER, "LOOM_REQUIRE_POSTGRES is set but LOOM_TEST_POSTGRES_URL names no server"
    name = "loom_web_" + uuid.uuid4().hex
    psql(SERVER, f"CREATE DATABASE {name}")
    parts = urllib.parse.urlsplit(SERVER)
    try:
        yield urllib.parse.urlunsplit(parts._replace(path="/" + name))
    finally:
        psql(SERVER, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@contextlib.contextmanager
def deployment(database):
    """Processes `a` and `b` of the todo app on `database`, behind nginx; yields nginx's address."""
    environment = {"LOOM_DATABASE_URL": database}
    with running_app(tempfile.mkdtemp(prefix="loom-todo-a-"), "--instance", "a", "--trusted-proxy", "127.0.0.1",
                     environment=environment) as (first, _), \
         running_app(tempfile.mkdtemp(prefix="loom-todo-b-"), "--instance", "b", "--trusted-proxy", "127.0.0.1",
                     environment=environment) as (second, _), \
         tempfile.TemporaryDirectory(prefix="loom-nginx-") as folder:
        port = free_port()
        ports = [int(url.rsplit(":", 1)[1]) for url in (first, second)]
        proxy = Nginx(folder, port, documented_config(port, *ports))
        try:
            yield proxy.url
        finally:
            proxy.stop()


def session_process(browser):
    """The process holding the page's session: its token, kept in the tab's sessionStorage,
    starts with the process's name."""
    token = browser.execute_script(
        "return Object.keys(sessionStorage).filter(k => k.startsWith('loom-session')).map(k => sessionStorage.getItem(k))[0] || null")
    return token.split(".", 1)[0] if token else None


def open_page(browser, url):
    browser.get(url + "/")
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), "the first reset")
    assert wait_until(lambda: session_process(browser) is not None)
    return session_process(browser)


def test_two_users_on_two_processes_see_each_others_todos_live_and_keep_them_through_a_restart(browser):
    other = new_browser()
    try:
        with fresh_database() as database:
            with deployment(database) as url:
                first_process = open_page(browser, url)
                # nginx sends a new session to the least busy process: the first page's socket
                # keeps its process busy, so the second user lands on the other one. Should it
                # not, the page starts again with a new session until it does.
                second_process = open_page(other, url)
                for _ in range(10):
                    if second_process != first_process:
                        break
                    other.execute_script("sessionStorage.clear()")
                    second_process = open_page(other, url)
                assert {first_process, second_process} == {"a", "b"}, (first_process, second_process)

                add_todo(browser, url, "Written on " + first_process)
                wait_for_text(other, "Written on " + first_process)  # no reload: a patch from the other process
                add_todo(other, url, "Written on " + second_process)
                wait_for_text(browser, "Written on " + second_process)
                wait_for_text(browser, "2 items left")
                # Ticking a todo off on one process updates the count on the other.
                toggle = until(other, lambda b: [t for t in b.find_elements(By.CSS_SELECTOR, ".lm-toggle")
                                                 if "Written on " + first_process in t.text], "the row's toggle")[0]
                toggle.click()
                wait_for_text(browser, "1 item left")

            stored = psql(database, 'SELECT "title" FROM "TodoItem" ORDER BY "loom_row"').splitlines()
            assert stored == ["Written on " + first_process, "Written on " + second_process]
            with deployment(database) as url:
                open_page(browser, url)
                wait_for_text(browser, "Written on a")
                wait_for_text(browser, "Written on b")
                wait_for_text(browser, "1 item left")
    finally:
        other.quit()


def open_chat(browser, url):
    browser.get(url + "/app/chat")
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), "the chat's first reset")
    wait_for_text(browser, "Shall we meet for lunch?")
    assert wait_until(lambda: session_process(browser) is not None)
    return session_process(browser)


def chats_on_two_processes(browser, other, url):
    """Opens the chat in both browsers, the second on the other process; returns their processes."""
    first = open_chat(browser, url)
    second = open_chat(other, url)
    for _ in range(10):
        if second != first:
            break
        other.execute_script("sessionStorage.clear()")
        second = open_chat(other, url)
    assert {first, second} == {"a", "b"}, (first, second)
    return first, second


def type_draft(browser, text):
    field = until(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#loom-root input"), "the draft field")
    field.send_keys(text)
    assert wait_until(lambda: field.get_attribute("value") == text)


def press_send(browser):
    until(browser, lambda b: [e for e in b.find_elements(By.CSS_SELECTOR, ".lm-button") if e.text == "Send"], "Send")[0].click()


def online(browser):
    """The names on the chat's "Online: …" line ("you" for the page's own session)."""
    for line in browser.find_element(By.ID, "loom-root").text.splitlines():
        if line.startswith("Online: "):
            return line[len("Online: "):].split(", ")
    return []


def test_the_chat_on_two_processes_shows_messages_and_who_is_online_both_ways_and_drops_a_killed_process(browser, screenshots):
    """Presence across processes: each page lists itself ("you") and the user on the other
    process, live, and shows who is writing (a topic broadcast through NOTIFY); when that process
    is killed with SIGKILL (no chance to say goodbye), its user leaves the first page's list once
    the process's presence expires (about 6 s)."""
    other = new_browser()
    try:
        with fresh_database() as database, deploy(environment={"LOOM_DATABASE_URL": database}) as (proxy, processes):
            first, second = chats_on_two_processes(browser, other, proxy.url)
            until(browser, lambda b: len(online(b)) == 2, "two names on the first page's online line")
            until(other, lambda b: len(online(b)) == 2, "two names on the second page's online line")
            assert "you" in online(browser) and "you" in online(other)
            first_user = next(name for name in online(other) if name != "you")
            second_user = next(name for name in online(browser) if name != "you")
            assert first_user.startswith("Guest ") and second_user.startswith("Guest ") and first_user != second_user

            # A draft is announced on the chat's topic ("is writing…") until it is sent.
            type_draft(browser, "Hello from process " + first)
            wait_for_text(other, first_user + " is writing…")
            other.save_screenshot(str(screenshots / "chat-writing.png"))
            press_send(browser)
            wait_for_text(other, "Hello from process " + first)
            until(other, lambda b: "is writing" not in b.find_element(By.ID, "loom-root").text, "the writing line gone")
            type_draft(other, "And hello from process " + second)
            wait_for_text(browser, second_user + " is writing…")
            press_send(other)
            wait_for_text(browser, "And hello from process " + second)
            browser.save_screenshot(str(screenshots / "chat-presence.png"))

            processes[second].process.kill()
            killed = time.time()
            until(browser, lambda b: second_user not in online(b), f"{second_user} gone from the first page's online line")
            took = time.time() - killed
            print(f"presence: a SIGKILLed process's user left the other process's page after {took:.1f} s")
            assert took < 15, took
            assert "you" in online(browser)
    finally:
        other.quit()


def test_a_chat_message_sent_on_one_process_appears_live_on_the_other(browser):
    """The showcase's chat keeps its conversation in the window's container: with both showcase
    processes on one database, a message sent through one reaches the other's open page."""
    other = new_browser()
    try:
        with fresh_database() as database, deploy(environment={"LOOM_DATABASE_URL": database}) as (proxy, _):
            first = open_chat(browser, proxy.url)
            second = open_chat(other, proxy.url)
            for _ in range(10):
                if second != first:
                    break
                other.execute_script("sessionStorage.clear()")
                second = open_chat(other, proxy.url)
            assert {first, second} == {"a", "b"}, (first, second)
            field = until(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#loom-root input"), "the draft field")
            field.send_keys("Lunch on process " + first + "?")
            assert wait_until(lambda: field.get_attribute("value") == "Lunch on process " + first + "?")
            until(browser, lambda b: [e for e in b.find_elements(By.CSS_SELECTOR, ".lm-button") if e.text == "Send"], "Send")[0].click()
            wait_for_text(other, "Lunch on process " + first + "?")
    finally:
        other.quit()
