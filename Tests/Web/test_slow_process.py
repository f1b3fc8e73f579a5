"""A slow process: the server stops answering for a while (SIGSTOP, as a process starved of CPU
or stuck in a long pause looks from outside) while its socket stays open. The page says it is
waiting for the server and how many actions are unconfirmed; when the process runs again every
action is applied exactly once and the notice goes."""
import os
import signal
import time

from selenium.webdriver.common.by import By

from conftest import ShowcaseProcess
from test_browser import button, open_app, until, wait_for_text


def status(browser):
    return browser.find_element(By.ID, "loom-status").text


def test_a_stopped_process_makes_the_page_wait_and_say_so_and_loses_nothing(browser, screenshots):
    server = ShowcaseProcess()
    try:
        open_app(browser, server.url, "counter")
        button(browser, "Increment").click()
        wait_for_text(browser, "Count: 1")

        os.kill(server.pid, signal.SIGSTOP)
        stopped = time.time()
        try:
            for _ in range(3):
                button(browser, "Increment").click()
            until(browser, lambda b: status(b) == "Waiting for the server… 3 actions are not confirmed yet.",
                  "the waiting notice", timeout=10)
            assert "Count: 1" in browser.find_element(By.ID, "loom-root").text
            browser.save_screenshot(str(screenshots / "slow-process-waiting.png"))
            time.sleep(max(0.0, 5 - (time.time() - stopped)))
        finally:
            os.kill(server.pid, signal.SIGCONT)

        wait_for_text(browser, "Count: 4")
        until(browser, lambda b: status(b) == "", "the notice gone")
        # Nothing is applied twice: the count stays at 4, on this page and on a new one.
        time.sleep(1)
        assert "Count: 4" in browser.find_element(By.ID, "loom-root").text
        button(browser, "Increment").click()
        wait_for_text(browser, "Count: 5")
    finally:
        server.stop()
