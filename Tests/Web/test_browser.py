"""Every showcase example in a real headless browser: it loads, answers clicks and typing,
and shows the expected text. A screenshot of each is saved under artifacts/screenshots/."""
import inspect
import os
import re
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PATIENCE, SHOWCASE_ENVIRONMENT


def page_state(browser):
    """What the page shows, for a wait that failed: its address, its connection and the root's text."""
    try:
        return browser.execute_script("""
            const root = document.getElementById('loom-root');
            return { url: location.href, synced: root && root.dataset.synced, connection: root && root.dataset.connection,
                     text: root ? root.innerText.slice(0, 1000) : null };""")
    except Exception as error:  # a page that is gone or mid-navigation says so instead
        return f"(unreadable: {error!r})"


def until(browser, condition, what=None, timeout=PATIENCE, ignored_exceptions=None):
    """Waits until `condition(browser)` holds and returns its value; a timeout fails naming what
    was awaited (`what`, or the condition's source line) and what the page showed."""
    try:
        return WebDriverWait(browser, timeout, ignored_exceptions=ignored_exceptions).until(condition)
    except TimeoutException:
        if what is None:
            try:
                what = inspect.getsource(condition).strip()
            except (OSError, TypeError):
                what = repr(condition)
        raise AssertionError(f"waited {timeout} s for {what}; the page: {page_state(browser)}") from None


def wait_for_text(browser, text, timeout=PATIENCE):
    until(browser, lambda b: text in b.find_element(By.ID, "loom-root").text, f"{text!r} on the page", timeout)


def open_app(browser, server, app):
    browser.get(f"{server}/app/{app}")
    # The page script marks the root once its WebSocket delivered the first reset.
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), f"the first reset of {app}")


def button(browser, title, timeout=PATIENCE):
    """The button showing `title`, waiting for it: it may arrive with a patch still in flight."""
    path = f"//div[@id='loom-root']//button[normalize-space(.)='{title}']"
    return until(browser, lambda b: b.find_element(By.XPATH, path), f"a button {title!r}", timeout)


def test_home_page_links_every_example(browser, server, screenshots):
    browser.get(server)
    links = [a.get_attribute("href").rsplit("/", 1)[-1] for a in browser.find_elements(By.CSS_SELECTOR, "main a")]
    assert {"counter", "keyed-list", "chat", "katana-counter", "poet-tutorial", "poet-login", "machine-counter"} <= set(links)
    browser.save_screenshot(str(screenshots / "home.png"))


def test_counter_counts_and_resets(browser, server, screenshots):
    open_app(browser, server, "counter")
    button(browser, "Increment").click()
    wait_for_text(browser, "Count: 1")
    button(browser, "5").click()
    wait_for_text(browser, "[5]")
    button(browser, "Increment").click()
    wait_for_text(browser, "Count: 6")
    browser.save_screenshot(str(screenshots / "counter.png"))
    button(browser, "Reset").click()
    wait_for_text(browser, "Count: 0")
    assert button(browser, "Reset").get_attribute("disabled") is not None


def test_keyed_list_adds_selects_and_removes(browser, server, screenshots):
    open_app(browser, server, "keyed-list")
    button(browser, "Add").click()
    wait_for_text(browser, "4. Damson")
    browser.find_elements(By.XPATH, "//button[normalize-space(text())='Select']")[1].click()
    wait_for_text(browser, "Selected: Banana")
    browser.save_screenshot(str(screenshots / "keyed-list.png"))
    button(browser, "Remove selected").click()
    wait_for_text(browser, "Nothing selected")
    assert "2. Banana" not in browser.find_element(By.ID, "loom-root").text


def test_chat_loads_sends_and_escapes_text(browser, server, screenshots):
    open_app(browser, server, "chat")
    wait_for_text(browser, "Shall we meet for lunch?")
    field = browser.find_element(By.CSS_SELECTOR, "#loom-root input")
    field.send_keys("<script>alert(1)</script>")
    button(browser, "Send").click()
    wait_for_text(browser, "<script>alert(1)</script>")
    assert browser.find_elements(By.CSS_SELECTOR, "#loom-root script") == []
    browser.save_screenshot(str(screenshots / "chat.png"))


def test_typing_while_the_server_echoes_loses_no_characters(browser, server):
    """Each keystroke is sent at once and the server echoes the field's value back; typing that
    goes on while older echoes arrive must keep every character (a stale echo used to reset the
    field to what the server had seen, dropping what was typed since)."""
    open_app(browser, server, "chat")
    wait_for_text(browser, "Shall we meet for lunch?")
    text = "the quick brown fox jumps over the lazy dog 0123456789"
    browser.execute_async_script(
        """
        const [text, done] = arguments;
        const field = document.querySelector("#loom-root input");
        field.focus();
        (async () => {
          for (const character of text) {
            field.value += character;
            field.dispatchEvent(new Event("input", { bubbles: true }));
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
          done();
        })();
        """,
        text,
    )
    field = browser.find_element(By.CSS_SELECTOR, "#loom-root input")
    assert field.get_attribute("value") == text
    button(browser, "Send").click()
    wait_for_text(browser, text)


HOLD_FRAMES = """
    // Holds every frame the server sends the page until releaseFrames(), so the served page is
    // used before its first reset arrives (as on a slow link).
    const Native = WebSocket;
    const held = [];
    let holding = true;
    window.WebSocket = class extends Native {
      set onmessage(handler) {
        super.onmessage = (event) => { if (holding) held.push([handler, event]); else handler(event); };
      }
    };
    window.releaseFrames = () => { holding = false; for (const [handler, event] of held.splice(0)) handler(event); };
"""


def test_text_typed_before_the_first_reset_keeps_its_characters_and_focus(browser, server):
    """The served page is usable before its WebSocket delivers the session's tree. Text typed
    into a field then is sent once the reset lands, and the reset that replaces the served tree
    keeps the field's text, its focus and its caret: before, the field came back empty and
    unfocused, so the next keystrokes went nowhere."""
    script = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOLD_FRAMES})
    try:
        browser.get(f"{server}/app/chat")
        field = until(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#loom-root input"), "the served field")
        field.click()
        field.send_keys("hello")
        assert browser.find_element(By.ID, "loom-root").get_attribute("data-synced") is None, "no reset yet"
        browser.execute_script("window.releaseFrames()")
        until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"), "the first reset")
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
    field = browser.find_element(By.CSS_SELECTOR, "#loom-root input")
    assert field.get_attribute("value") == "hello"
    assert browser.execute_script("return document.activeElement === arguments[0]", field)
    browser.switch_to.active_element.send_keys(" world")
    until(browser, lambda b: field.get_attribute("value") == "hello world", "the typing after the reset")
    button(browser, "Send").click()
    wait_for_text(browser, "hello world")


def test_katana_counter_adds_and_subtracts(browser, server, screenshots):
    open_app(browser, server, "katana-counter")
    button(browser, "add").click()
    button(browser, "add").click()
    button(browser, "sub").click()
    wait_for_text(browser, "1")
    browser.save_screenshot(str(screenshots / "katana-counter.png"))


def test_poet_tutorial_pages_with_arrows_and_shows_bezel_and_alert(browser, server, screenshots):
    open_app(browser, server, "poet-tutorial")
    wait_for_text(browser, "1 / 6")
    button(browser, "→").click()
    wait_for_text(browser, "2 / 6")
    button(browser, "2 / 6").click()
    until(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [role=alertdialog]"))
    browser.save_screenshot(str(screenshots / "poet-tutorial.png"))


def test_poet_login_validates_and_signs_in(browser, server, screenshots):
    open_app(browser, server, "poet-login")
    fields = browser.find_elements(By.CSS_SELECTOR, "#loom-root input")
    fields[0].send_keys("p")
    wait_for_text(browser, "characters")
    fields[0].send_keys("oet")
    fields[1].send_keys("loom-secret")
    until(browser, lambda b: button(b, "Log In").get_attribute("disabled") is None)
    button(browser, "Log In").click()
    until(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [role=alertdialog]"))
    browser.save_screenshot(str(screenshots / "poet-login.png"))


def test_machine_counter_increments_and_keeps_its_count_across_sessions(browser, server, screenshots):
    open_app(browser, server, "machine-counter")
    until(browser, lambda b: "loading" not in b.find_element(By.ID, "loom-root").text)
    before = int(browser.find_element(By.XPATH, "//div[@id='loom-root']//span[last()]").text)
    button(browser, "Increment").click()
    wait_for_text(browser, str(before + 1))
    browser.save_screenshot(str(screenshots / "machine-counter.png"))
    open_app(browser, server, "machine-counter")
    wait_for_text(browser, str(before + 1))


def test_tempura_counter_navigates_a_to_b_to_modal_c_and_back(browser, server, screenshots):
    open_app(browser, server, "tempura-counter")
    wait_for_text(browser, "the counter is at 0")
    button(browser, "add").click()
    button(browser, "add").click()
    button(browser, "sub").click()
    wait_for_text(browser, "the counter is at 1")
    browser.save_screenshot(str(screenshots / "tempura-screen-a.png"))
    button(browser, "Show B").click()
    wait_for_text(browser, "Screen B sees the counter at 1")
    assert "the counter is at 1" not in browser.find_element(By.ID, "loom-root").text
    browser.save_screenshot(str(screenshots / "tempura-screen-b.png"))
    button(browser, "Show C").click()
    until(browser,
        lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [data-presentation=modal]"))
    button(browser, "Like").click()
    wait_for_text(browser, "Liked 1 times")
    browser.save_screenshot(str(screenshots / "tempura-modal-c.png"))
    button(browser, "Close C").click()
    until(browser,
        lambda b: not b.find_elements(By.CSS_SELECTOR, "#loom-root [data-presentation=modal]"))
    button(browser, "Back to A").click()
    wait_for_text(browser, "the counter is at 1")
    assert "Screen B" not in browser.find_element(By.ID, "loom-root").text


def test_tempura_back_button_hides_the_top_screen(browser, server, screenshots):
    open_app(browser, server, "tempura-counter")
    button(browser, "Show B").click()
    wait_for_text(browser, "Screen B sees")
    button(browser, "Show C").click()
    wait_for_text(browser, "Liked 0 times")
    browser.back()
    until(browser, lambda b: "Screen C" not in b.find_element(By.ID, "loom-root").text)
    assert "Screen B sees" in browser.find_element(By.ID, "loom-root").text
    browser.back()
    wait_for_text(browser, "the counter is at 0")
    assert "Screen B" not in browser.find_element(By.ID, "loom-root").text


def test_tempura_screens_at_several_window_sizes(browser, server, screenshots):
    sizes = {"phone": (390, 844), "tablet": (1024, 1366)}
    try:
        for name, (width, height) in sizes.items():
            browser.set_window_size(width, height)
            open_app(browser, server, "tempura-counter")
            wait_for_text(browser, "the counter is at 0")
            browser.save_screenshot(str(screenshots / f"tempura-screen-a-{name}.png"))
            button(browser, "Show B").click()
            button(browser, "Show C").click()
            wait_for_text(browser, "Liked 0 times")
            browser.save_screenshot(str(screenshots / f"tempura-modal-c-{name}.png"))
    finally:
        browser.set_window_size(1000, 800)


def test_tempura_view_snapshots_in_the_browser(browser, server, screenshots):
    """Each counter-view snapshot case (named model × container size) gets its own screenshot."""
    open_app(browser, server, "tempura-counter")
    button(browser, "Snapshots").click()
    wait_for_text(browser, "Counter view snapshots")
    names = [f"CounterView-{model}-{size}" for model in ("negative", "positive", "zero") for size in ("compact", "regular")]
    for name in names:
        label = browser.find_element(By.XPATH, f"//div[@id='loom-root']//*[normalize-space(text())='{name}']")
        frame = label.find_element(By.XPATH, "following-sibling::*[1]")
        width = frame.size["width"]
        assert width == (320 if name.endswith("compact") else 560), f"{name} is {width}px wide"
        frame.screenshot(str(screenshots / f"tempura-{name}.png"))
    browser.back()
    wait_for_text(browser, "the counter is at 0")


# ---- Connection loss, ended sessions and diagnostics (docs/WEB-PROTOCOL.md) -------------------

# Installed before the page script runs: counts the page's WebSocket attempts, records the
# frames it sends and receives, can point new connections at a closed port (the server is
# unreachable), and keeps the sockets so a test can close or write to them.
PROBE = """
(() => {
  const Native = window.WebSocket;
  const probe = window.loomProbe = { attempts: 0, received: [], sent: [], sockets: [], unreachable: false };
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      probe.attempts += 1;
      super(probe.unreachable ? url.replace(/\\/\\/[^/]+/, "//127.0.0.1:9") : url, protocols);
      probe.sockets.push(this);
      this.addEventListener("message", (event) => probe.received.push(JSON.parse(event.data)));
    }
    send(text) { probe.sent.push(JSON.parse(text)); super.send(text); }
  };
})();
"""


@pytest.fixture
def probe(browser):
    handle = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    yield
    browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": handle["identifier"]})


class Showcase:
    """A showcase server of one test's own, which the test may stop, stall, or start again on
    the same port. Its output is read all along (a full pipe would stall the server)."""

    def __init__(self, *flags):
        self.flags = flags
        self.port = 0
        self.process = None
        self.output = []
        self.start()

    def start(self):
        binary = os.environ.get("LOOM_SHOWCASE", str(Path(__file__).resolve().parents[2] / ".build" / "debug" / "loom-showcase"))
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), *self.flags],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1, env=SHOWCASE_ENVIRONMENT)
        started = threading.Event()

        def read(process):
            for line in process.stdout:
                self.output.append(line)
                match = re.search(r"Loom showcase: http://127\.0\.0\.1:(\d+)", line)
                if match:
                    self.port = int(match.group(1))
                    started.set()

        threading.Thread(target=read, args=(self.process,), daemon=True).start()
        if not started.wait(30):
            self.stop()
            raise RuntimeError("the showcase server did not start:\n" + "".join(self.output))

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def stop(self):
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGCONT)
            self.process.kill()
            self.process.wait(timeout=10)

    def stall(self):
        os.kill(self.process.pid, signal.SIGSTOP)

    def resume(self):
        os.kill(self.process.pid, signal.SIGCONT)


@pytest.fixture
def own_server():
    servers = []

    def make(*flags):
        servers.append(Showcase(*flags))
        return servers[-1]

    yield make
    for server in servers:
        server.stop()


def probe_value(browser, expression):
    return browser.execute_script(f"return window.loomProbe.{expression};")


def wait_for_ack(browser, sequence):
    """Waits until the server acknowledged the page's event `sequence` (or a reset covered it)."""
    until(browser, lambda b: b.execute_script(
        "return window.loomProbe.received.some((f) => (f.t === 'ack' && f.s >= arguments[0]) ||"
        " (f.t === 'reset' && f.a >= arguments[0]));", sequence), f"the ack of event {sequence}")


def notice(browser, element_id, text):
    """The notice `#element_id`, once it shows `text`."""
    return until(browser, lambda b: next(
        (e for e in b.find_elements(By.ID, element_id) if e.is_displayed() and text in e.text), None),
        f"#{element_id} showing {text!r}")


def in_both_schemes(browser, screenshots, name):
    """Screenshots of the page as it is, in the light and the dark colour scheme."""
    for scheme in ("light", "dark"):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        browser.save_screenshot(str(screenshots / f"{name}-{scheme}.png"))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_page_whose_server_restarted_comes_back_and_its_pending_click_is_applied(browser, probe, own_server):
    server = own_server()
    open_app(browser, server.url, "counter")
    server.stop()
    notice(browser, "loom-status", "Reconnecting…")
    button(browser, "Increment").click()
    notice(browser, "loom-status", "1 action will be sent when the connection is back.")

    server.start()  # same port, new process: it takes the session over from the app's database
    wait_for_text(browser, "Count: 1")
    assert browser.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live"
    assert browser.find_elements(By.ID, "loom-ended") == []


def test_a_page_whose_server_restarted_says_its_session_ended_and_stops_retrying(browser, probe, own_server, screenshots):
    server = own_server("--no-session-restore")
    open_app(browser, server.url, "counter")
    button(browser, "Increment").click()
    wait_for_text(browser, "Count: 1")

    server.stop()
    status = notice(browser, "loom-status", "Reconnecting…")
    assert status.get_attribute("role") == "status"
    button(browser, "Increment").click()
    notice(browser, "loom-status", "1 action will be sent when the connection is back.")
    in_both_schemes(browser, screenshots, "connection-reconnecting")

    server.start()  # same port, new process: the page's session is gone
    ended = notice(browser, "loom-ended", "This session has ended.")
    assert "1 action was not applied." in ended.text
    assert ended.get_attribute("role") == "alert"
    assert browser.find_element(By.ID, "loom-root").get_attribute("data-connection") == "ended"
    in_both_schemes(browser, screenshots, "connection-ended")

    attempts = probe_value(browser, "attempts")
    time.sleep(2)  # the old page retried about 9 times a second after the session ended
    assert probe_value(browser, "attempts") == attempts

    ended.find_element(By.TAG_NAME, "button").click()  # Reload: a new session on the new server
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"))
    wait_for_text(browser, "Count: 0")
    assert browser.find_elements(By.ID, "loom-ended") == []


def test_a_click_made_while_the_server_is_unreachable_is_sent_after_the_reconnect(browser, probe, server):
    open_app(browser, server, "counter")
    browser.execute_script("window.loomProbe.unreachable = true; window.loomProbe.sockets.at(-1).close();")
    until(browser,
        lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") != "live")
    button(browser, "Increment").click()
    notice(browser, "loom-status", "Reconnecting… 1 action will be sent when the connection is back.")
    assert "Count: 0" in browser.find_element(By.ID, "loom-root").text

    browser.execute_script("window.loomProbe.unreachable = false;")
    wait_for_text(browser, "Count: 1")
    wait_for_ack(browser, 1)
    assert "Count: 1" in browser.find_element(By.ID, "loom-root").text
    until(browser, lambda b: not b.find_element(By.ID, "loom-status").text)


def test_a_click_sent_to_a_stalled_server_before_the_connection_dropped_is_applied_once(browser, probe, own_server):
    server = own_server()
    open_app(browser, server.url, "counter")
    server.stall()
    button(browser, "Increment").click()  # reaches the socket, not the app
    browser.execute_script("window.loomProbe.sockets.at(-1).close();")
    server.resume()
    wait_for_text(browser, "Count: 1")
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced") == "2")
    wait_for_ack(browser, 1)
    button(browser, "Increment").click()
    wait_for_ack(browser, 2)
    assert "Count: 2" in browser.find_element(By.ID, "loom-root").text


def test_a_double_click_on_a_button_that_removes_itself_shows_no_banner(browser, probe, own_server):
    server = own_server("--dev")
    open_app(browser, server.url, "tempura-counter")
    button(browser, "Show B").click()
    button(browser, "Show C").click()
    wait_for_text(browser, "Liked 0 times")
    close = button(browser, "Close C")
    sent = probe_value(browser, "sent.length")
    browser.execute_script("arguments[0].click(); arguments[0].click();", close)
    until(browser, lambda b: "Liked" not in b.find_element(By.ID, "loom-root").text)
    wait_for_ack(browser, probe_value(browser, "sent.at(-1).s"))
    assert probe_value(browser, "sent.length") == sent + 2
    assert browser.find_elements(By.ID, "loom-error") == []
    assert probe_value(browser, "received.filter((f) => f.t === 'error').length") == 0


def test_an_error_banner_shows_in_development_mode_and_is_dismissed_by_its_button_or_escape(browser, probe, own_server, screenshots):
    server = own_server("--dev")
    open_app(browser, server.url, "counter")
    assert browser.find_element(By.ID, "loom-root").get_attribute("data-dev") is not None
    refused = "window.loomProbe.sockets.at(-1).send(JSON.stringify({ id: 1, e: 'zap' }));"
    browser.execute_script(refused)
    banner = notice(browser, "loom-error", "zap")
    assert banner.get_attribute("role") == "alert"
    in_both_schemes(browser, screenshots, "development-error-banner")
    banner.find_element(By.CSS_SELECTOR, "button[aria-label=Dismiss]").click()
    assert browser.find_elements(By.ID, "loom-error") == []

    browser.execute_script(refused)
    notice(browser, "loom-error", "zap")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    assert browser.find_elements(By.ID, "loom-error") == []


def test_error_frames_show_no_banner_outside_development_mode(browser, probe, server):
    open_app(browser, server, "counter")
    browser.execute_script("window.loomProbe.sockets.at(-1).send(JSON.stringify({ id: 1, e: 'zap' }));")
    until(browser, lambda b: b.execute_script(
        "return window.loomProbe.received.some((f) => f.t === 'error');"))
    assert browser.find_elements(By.ID, "loom-error") == []
