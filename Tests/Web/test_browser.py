"""Every showcase example in a real headless browser: it loads, answers clicks and typing,
and shows the expected text. A screenshot of each is saved under artifacts/screenshots/."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for_text(browser, text, timeout=5):
    WebDriverWait(browser, timeout).until(lambda b: text in b.find_element(By.ID, "loom-root").text)


def open_app(browser, server, app):
    browser.get(f"{server}/app/{app}")
    # The page script marks the root once its WebSocket delivered the first reset.
    WebDriverWait(browser, 5).until(lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"))


def button(browser, title, timeout=5):
    """The button showing `title`, waiting for it: it may arrive with a patch still in flight."""
    path = f"//div[@id='loom-root']//button[normalize-space(.)='{title}']"
    return WebDriverWait(browser, timeout).until(lambda b: b.find_element(By.XPATH, path))


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
    WebDriverWait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [role=alertdialog]"))
    browser.save_screenshot(str(screenshots / "poet-tutorial.png"))


def test_poet_login_validates_and_signs_in(browser, server, screenshots):
    open_app(browser, server, "poet-login")
    fields = browser.find_elements(By.CSS_SELECTOR, "#loom-root input")
    fields[0].send_keys("p")
    wait_for_text(browser, "characters")
    fields[0].send_keys("oet")
    fields[1].send_keys("loom-secret")
    WebDriverWait(browser, 5).until(lambda b: button(b, "Log In").get_attribute("disabled") is None)
    button(browser, "Log In").click()
    WebDriverWait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [role=alertdialog]"))
    browser.save_screenshot(str(screenshots / "poet-login.png"))


def test_machine_counter_increments_and_keeps_its_count_across_sessions(browser, server, screenshots):
    open_app(browser, server, "machine-counter")
    WebDriverWait(browser, 5).until(lambda b: "loading" not in b.find_element(By.ID, "loom-root").text)
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
    WebDriverWait(browser, 5).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#loom-root [data-presentation=modal]"))
    button(browser, "Like").click()
    wait_for_text(browser, "Liked 1 times")
    browser.save_screenshot(str(screenshots / "tempura-modal-c.png"))
    button(browser, "Close C").click()
    WebDriverWait(browser, 5).until(
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
    WebDriverWait(browser, 5).until(lambda b: "Screen C" not in b.find_element(By.ID, "loom-root").text)
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
