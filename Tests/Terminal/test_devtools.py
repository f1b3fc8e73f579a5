"""DevTools for an app in the terminal: the showcase runs in a tmux pane with `--dev`, and the
inspector, served on the web beside it, shows the window the terminal shows: its views, each
key's event with the cells and bytes its frame wrote, what the Katana store did, a recording
exported as a Swift test that ends by checking the store's state, and time travel resuming the
window from an earlier screen."""
import importlib.util
import re
import socket
import urllib.request

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import ROOT, wait_until

KEY = "terminal-devtools-test"


def load_web_helpers():
    """The web tests' browser maker (their conftest, under a name of its own here)."""
    spec = importlib.util.spec_from_file_location("web_conftest", ROOT / "Tests" / "Web" / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def inspector():
    browser = load_web_helpers().new_browser()
    yield browser
    browser.quit()


def text_of(browser):
    return browser.find_element(By.ID, "loom-root").text


def click(browser, text):
    """Clicks the first visible element showing exactly `text`, looked up again if the
    inspector redrew it meanwhile."""
    def clicked():
        try:
            element = next((element for element in browser.find_elements(By.XPATH, f"//*[normalize-space(text())={text!r}]")
                            if element.is_displayed()), None)
            if element is not None:
                element.click()
            return element is not None
        except StaleElementReferenceException:
            return False
    assert wait_until(clicked), text_of(browser)


def test_the_inspector_shows_the_window_the_terminal_shows(pane, inspector):
    port = free_port()
    pane.start("--dev", "--devtools-key", KEY, "--port", str(port))
    # The menu says where the inspector is (the line printed at start is under the app's screen);
    # a key given on the command line is not shown.
    assert pane.wait_for(f"DevTools: http://127.0.0.1:{port}/_loom/devtools?key=(the key you gave)"), pane.screen()
    pane.open("Counter (Katana app store)")
    assert pane.wait_for("the counter is at 0"), pane.screen()
    assert pane.focus("add"), pane.styled_screen()
    pane.keys("Enter")
    assert pane.wait_for("the counter is at 1"), pane.screen()

    inspector.get(f"http://127.0.0.1:{port}/_loom/devtools?key={KEY}")

    def choose():
        # The options change as the session applies events: a stale one is looked up again.
        try:
            select = Select(inspector.find_element(By.CSS_SELECTOR, "select"))
            chosen = [index for index, option in enumerate(select.options) if "Counter (Katana app store)" in option.text]
            if chosen:
                select.select_by_index(chosen[-1])
            return bool(chosen)
        except (StaleElementReferenceException, NoSuchElementException):
            return False
    assert wait_until(choose), text_of(inspector)
    click(inspector, "Views")
    assert wait_until(lambda: "CounterView" in text_of(inspector)), text_of(inspector)
    click(inspector, "Events")
    # Each key's event, with what its frame wrote to the terminal.
    line = r'#\d+ .* tap on button "add"  \d+\.\d\d ms  → \d+ cells?, \d+ B written'
    assert wait_until(lambda: re.search(line, text_of(inspector))), text_of(inspector)
    screenshots = ROOT / "artifacts" / "screenshots"
    screenshots.mkdir(parents=True, exist_ok=True)
    inspector.save_screenshot(str(screenshots / "devtools-terminal-events.png"))
    click(inspector, "Stores and machines")
    assert wait_until(lambda: "+ KatanaCounter.CounterState(counter: 1)" in text_of(inspector)), text_of(inspector)

    click(inspector, "Record")
    click(inspector, "Start recording")
    pane.keys("Enter")
    assert pane.wait_for("the counter is at 2"), pane.screen()
    assert wait_until(lambda: "Recording: 1 step so far" in text_of(inspector)), text_of(inspector)
    click(inspector, "Stop recording")
    address = wait_until(lambda: next((link.get_attribute("href") for link in inspector.find_elements(By.LINK_TEXT, "Download the test")), None))
    test = urllib.request.urlopen(address, timeout=30).read().decode()
    assert 'try ui.tap("add")' in test and 'text "the counter is at 2"' in test, test
    assert "KatanaCounter.CounterState(counter: 2)" in test, test

    # Time travel resumes the terminal's window from an earlier screen: a fresh instance replays
    # the first event and the terminal shows it.
    click(inspector, "Time travel")
    assert wait_until(lambda: "After event 2 of 2" in text_of(inspector)), text_of(inspector)
    click(inspector, "◀ Earlier")
    assert wait_until(lambda: "After event 1 of 2" in text_of(inspector)), text_of(inspector)
    click(inspector, "Resume from here")
    assert pane.wait_for("the counter is at 1"), pane.screen()
    pane.keys("Escape")
    assert pane.wait_for("Enter to open"), pane.screen()

    # The terminal is left as it was found when the app quits, the inspector's server with it.
    pane.keys("C-c")
    status, modes = pane.exit_report()
    assert status == 0 and "icanon" in modes, (status, modes)
