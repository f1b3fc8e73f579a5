"""Loom DevTools in Chromium: the inspector beside the showcase's apps. Each of the five
architectures' screens is used in one tab while the inspector, in another, shows its views, its
events with their patches, and what its stores, evaluators and machines did; time travel goes
back to an earlier screen and resumes from it; a recording comes back as a Swift test."""
import re
import urllib.error
import urllib.request

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import PATIENCE, ShowcaseProcess, new_browser, wait_until


@pytest.fixture(scope="module")
def dev_server():
    server = ShowcaseProcess("--dev")
    wait_until(lambda: any("DevTools: " in line for line in server.output))
    line = next(line for line in server.output if "DevTools: " in line)
    server.devtools = re.search(r"(http://\S+)", line).group(1)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def tabs(dev_server):
    """One browser, the app in its first tab and the inspector in its second."""
    browser = new_browser()
    browser.get(dev_server.url + "/app/counter")
    browser.switch_to.new_window("tab")
    browser.get(dev_server.devtools)
    yield browser
    browser.quit()


def page_text(browser):
    return browser.find_element(By.ID, "loom-root").text


def live(browser):
    return wait_until(lambda: browser.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live")


def find(browser, text, tag="*"):
    """The first visible element showing exactly `text`, once there is one."""
    def found():
        for element in browser.find_elements(By.XPATH, f"//{tag}[normalize-space(text())={text!r}]"):
            if element.is_displayed():
                return element
        return None
    assert wait_until(lambda: found() is not None), f"no {text!r} on the page:\n{page_text(browser)}"
    return found()


def click(browser, text, tag="*"):
    """Clicks the first visible element showing exactly `text`."""
    find(browser, text, tag).click()


def open_app(browser, server, app, clicks, typing=None):
    """Opens `app` in the first tab, types `typing` into its first text field, and clicks the
    buttons `clicks` names there, one by one."""
    browser.switch_to.window(browser.window_handles[0])
    browser.get(f"{server.url}/app/{app}")
    assert live(browser)
    if typing:
        browser.find_element(By.CSS_SELECTOR, "input").send_keys(typing)
    for text in clicks:
        click(browser, text)
    browser.switch_to.window(browser.window_handles[1])


def inspect(browser, title, panel):
    """Chooses the newest session of the app titled `title` in the inspector, then `panel`."""
    def choose():
        # The options change as sessions apply events: a stale one is looked up again.
        try:
            select = Select(browser.find_element(By.CSS_SELECTOR, "select"))
            indexes = [index for index, option in enumerate(select.options) if f"· {title} ·" in option.text]
            if not indexes:
                return False
            select.select_by_index(indexes[-1])
            return True
        except (StaleElementReferenceException, NoSuchElementException):
            return False
    assert wait_until(choose), page_text(browser)
    click(browser, panel)


def shows(browser, *texts):
    return wait_until(lambda: all(text in page_text(browser) for text in texts))


def test_the_inspector_needs_its_key(dev_server):
    address = dev_server.devtools.split("?")[0]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(address + "?key=wrong", timeout=PATIENCE)
    assert refused.value.code == 403
    plain = ShowcaseProcess()
    try:
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(plain.url + "/_loom/devtools", timeout=PATIENCE)
        assert missing.value.code == 404
        assert not any("DevTools" in line for line in plain.output)
    finally:
        plain.stop()


def test_views_and_events_of_the_counter(dev_server, tabs, screenshots):
    open_app(tabs, dev_server, "counter", ["Increment", "Increment", "5"])
    inspect(tabs, "Counter", "Views")
    assert shows(tabs, "StateCounterApp", "@StateObject model = CounterModel(counter: 2)", "@State step = 5", "@Binding step = 5")
    assert re.search(r"StateCounterApp\s+· body ×3 \(a @StateObject of type CounterModel announced a change\)", page_text(tabs))
    # A view with an element of its own, tapped, is outlined on the app's page.
    click(tabs, 'Button "Increment"')
    assert shows(tabs, '◉ Button "Increment"')
    tabs.switch_to.window(tabs.window_handles[0])
    outlined = lambda: [element.text for element in tabs.find_elements(By.CSS_SELECTOR, ".lm-devtools-highlight")]
    assert wait_until(lambda: outlined() == ["Increment"]), outlined()
    tabs.save_screenshot(str(screenshots / "devtools-app-outlined.png"))
    tabs.switch_to.window(tabs.window_handles[1])
    for scheme in ("light", "dark"):
        tabs.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        tabs.save_screenshot(str(screenshots / f"devtools-views-{scheme}.png"))
    tabs.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # Tapped again, it is no longer kept outlined: the outline goes once the pointer leaves.
    click(tabs, '◉ Button "Increment"')
    point_away(tabs)
    tabs.switch_to.window(tabs.window_handles[0])
    assert wait_until(lambda: outlined() == []), outlined()
    tabs.switch_to.window(tabs.window_handles[1])
    click(tabs, "Events")
    assert shows(tabs, 'tap on button "Increment"', 'tap on button "5"')
    assert re.search(r'#1 .* tap on button "Increment"  \d+\.\d\d ms  → \d+ ops, \d+ B\nbodies run: StateCounterApp', page_text(tabs)), page_text(tabs)


def point_away(browser):
    """Moves the pointer onto the views panel's count, a line with no element of its own."""
    count = next(element for element in browser.find_elements(By.XPATH, "//*[contains(text(), ' views')]")
                 if re.fullmatch(r"\d+ views", element.text) and element.is_displayed())
    ActionChains(browser).move_to_element(count).perform()


def test_the_pointer_over_a_view_outlines_its_element(dev_server, tabs):
    open_app(tabs, dev_server, "counter", ["Increment"])
    inspect(tabs, "Counter", "Views")
    # The panel shows this session's tree (not the one chosen before it) before the pointer moves.
    assert shows(tabs, "CounterModel(counter: 1)")
    outlined = lambda: [element.text for element in tabs.find_elements(By.CSS_SELECTOR, ".lm-devtools-highlight")]
    ActionChains(tabs).move_to_element(find(tabs, 'Button "Increment"')).perform()
    tabs.switch_to.window(tabs.window_handles[0])
    assert wait_until(lambda: outlined() == ["Increment"]), outlined()
    tabs.switch_to.window(tabs.window_handles[1])
    # Moving on to a line without an element of its own clears the outline; nothing was tapped.
    point_away(tabs)
    tabs.switch_to.window(tabs.window_handles[0])
    assert wait_until(lambda: outlined() == []), outlined()
    tabs.switch_to.window(tabs.window_handles[1])
    assert "\u25c9" not in page_text(tabs)


@pytest.mark.parametrize("app, title, typing, clicks, expected", [
    ("chat", "Chat (Eazy store)", "Hello from DevTools", ["Send"],
     ["Eazy · ChatState · initial state", "Eazy · ChatState · action", "Hello from DevTools"]),
    ("katana-counter", "Counter (Katana app store)", None, ["add", "add"],
     ["Katana · CounterState · action", "Katana · CounterState · state changed", "+ KatanaCounter.CounterState(counter: 2)",
      "bodies run: CounterView"]),
    ("machine-counter", "Persistent counter (machines)", None, ["Increment"], ["simprokmachine ·", "· input", "· output"]),
    ("poet-tutorial", "Paging tutorial (Poet)", None, ["→"], ["Poet ·", "· action"]),
    ("tempura-counter", "Counter and screens (Tempura)", None, ["add"], ["Katana ·", "· action", "· state changed"]),
])
def test_what_each_architecture_did(dev_server, tabs, screenshots, app, title, typing, clicks, expected):
    open_app(tabs, dev_server, app, clicks, typing)
    inspect(tabs, title, "Stores and machines")
    assert shows(tabs, *expected), page_text(tabs)
    tabs.save_screenshot(str(screenshots / f"devtools-stores-{app}.png"))


def app_text(browser):
    browser.switch_to.window(browser.window_handles[0])
    text = page_text(browser)
    browser.switch_to.window(browser.window_handles[1])
    return text


def test_time_travel_shows_an_earlier_screen_and_resumes_from_it(dev_server, tabs, screenshots):
    open_app(tabs, dev_server, "counter", ["Increment", "Increment", "Increment"])
    inspect(tabs, "Counter", "Time travel")
    assert shows(tabs, "After event 3 of 3", 'text "Count: 3"')
    click(tabs, "◀ Earlier")
    click(tabs, "◀ Earlier")
    assert shows(tabs, "After event 1 of 3", 'text "Count: 1"')
    tabs.save_screenshot(str(screenshots / "devtools-time-travel.png"))
    click(tabs, "Resume from here")
    assert shows(tabs, "The session goes on from after event 1")
    assert wait_until(lambda: "Count: 1" in app_text(tabs)), app_text(tabs)
    # The page goes on from there: its next tap counts from 1.
    tabs.switch_to.window(tabs.window_handles[0])
    click(tabs, "Increment")
    assert wait_until(lambda: "Count: 2" in page_text(tabs)), page_text(tabs)
    tabs.switch_to.window(tabs.window_handles[1])


def record(browser, server, app, title, lead, clicks):
    """Opens `app`, taps `lead` there, records while tapping `clicks`, and returns the address
    of the exported test and the test."""
    open_app(browser, server, app, lead)
    inspect(browser, title, "Record")
    click(browser, "Start recording")
    assert shows(browser, "Recording: 0 steps so far")
    browser.switch_to.window(browser.window_handles[0])
    for text in clicks:
        click(browser, text)
    browser.switch_to.window(browser.window_handles[1])
    assert shows(browser, f"Recording: {len(clicks)} steps so far")
    click(browser, "Stop recording")
    assert shows(browser, "Download the test")
    address = browser.find_element(By.LINK_TEXT, "Download the test").get_attribute("href")
    return address, urllib.request.urlopen(address, timeout=PATIENCE).read().decode()


def test_a_recorded_session_comes_back_as_a_swift_test(dev_server, tabs):
    address, test = record(tabs, dev_server, "counter", "Counter", ["Increment"], ["10", "Increment"])
    assert "@testable import LoomExamples" in test and "let ui = ViewHarness(StateCounterApp())" in test
    # The tap before recording began leads; then each recorded step and the screen after it.
    lead, recorded = test.split("try ui.expectScreen(", 1)
    assert 'try ui.tap("Increment")' in lead
    order = ['text "Count: 1"', 'try ui.tap("10")', 'try ui.tap("Increment")', 'text "Count: 11"']
    assert [recorded.index(part) for part in order] == sorted(recorded.index(part) for part in order), recorded
    # The test is what the page shows, and its address needs the key too.
    assert test.splitlines()[0] in page_text(tabs)
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(address.split("&key=")[0], timeout=PATIENCE)


def test_a_recorded_store_session_ends_by_checking_the_stores_state(dev_server, tabs):
    _, test = record(tabs, dev_server, "katana-counter", "Counter (Katana app store)", ["add"], ["add", "add"])
    assert "let ui = ViewHarness(KatanaCounter.CounterView(), tracingStores: true)" in test, test
    assert test.rstrip().endswith('\n'.join([
        '    try ui.expectStoreStates([',
        '        "Katana CounterState": #"""',
        '            KatanaCounter.CounterState(counter: 3)',
        '            """#,',
        '    ])',
        '}',
    ])), test
