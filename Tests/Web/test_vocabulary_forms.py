"""The forms showcase in a real browser, driven by the keyboard where a user would: real form
controls, values chosen, Enter moving the focus through onSubmit and @FocusState, a shortcut, a
menu and a disclosure. Screenshots in light and dark under artifacts/screenshots/."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from test_browser import button, in_both_schemes, open_app, until, wait_for_text


def active_placeholder(browser):
    return browser.execute_script("return document.activeElement && document.activeElement.getAttribute('placeholder')")


def wait_for_focus(browser, placeholder):
    until(browser, lambda b: active_placeholder(b) == placeholder)


def test_forms_are_real_controls_and_send_their_values(browser, server, screenshots):
    open_app(browser, server, "forms")
    root = browser.find_element(By.ID, "loom-root")
    assert root.find_element(By.CSS_SELECTOR, "form.lm-form")
    theme = Select(root.find_element(By.CSS_SELECTOR, "select[aria-label='Theme']"))
    assert theme.first_selected_option.text == "System"
    theme.select_by_visible_text("Dark")
    until(browser,
        lambda b: b.find_element(By.CSS_SELECTOR, "select[aria-label='Theme'] option[selected]").text == "Dark")

    large = root.find_element(By.XPATH, "//button[@role='radio' and normalize-space(.)='Large']")
    large.click()
    until(browser, lambda b: large.get_attribute("aria-checked") == "true")

    button(browser, "+").click()
    wait_for_text(browser, "Guests: 3")

    slider = root.find_element(By.CSS_SELECTOR, "input[type='range']")
    slider.send_keys(Keys.ARROW_RIGHT)
    wait_for_text(browser, "45%")

    date = root.find_element(By.CSS_SELECTOR, "input[type='date']")
    assert date.get_attribute("value") == "2000-01-01"
    in_both_schemes(browser, screenshots, "vocabulary-forms")


def test_a_menu_and_a_disclosure_open_by_keyboard(browser, server, screenshots):
    open_app(browser, server, "forms")
    summary = browser.find_element(By.XPATH, "//summary[normalize-space(.)='Advanced']")
    summary.send_keys(Keys.ENTER)
    wait_for_text(browser, "Debug mode")
    menu = browser.find_element(By.XPATH, "//summary[starts-with(normalize-space(.), 'Sort by')]")
    menu.send_keys(Keys.ENTER)
    button(browser, "Date").click()
    wait_for_text(browser, "Sort by date")
    until(browser,
        lambda b: b.find_element(By.CSS_SELECTOR, "details[data-style='menu']").get_attribute("open") is None)

    menu = browser.find_element(By.XPATH, "//summary[starts-with(normalize-space(.), 'Sort by')]")
    menu.send_keys(Keys.ENTER)
    until(browser,
        lambda b: b.find_element(By.CSS_SELECTOR, "details[data-style='menu']").get_attribute("open") is not None)
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    until(browser,
        lambda b: b.find_element(By.CSS_SELECTOR, "details[data-style='menu']").get_attribute("open") is None)


def test_enter_moves_the_focus_through_on_submit_and_focus_state(browser, server, screenshots):
    open_app(browser, server, "forms")
    button(browser, "Start over").click()
    wait_for_focus(browser, "Name")  # the app set @FocusState: the page focused the field
    browser.switch_to.active_element.send_keys("Ada", Keys.ENTER)
    wait_for_focus(browser, "Email")
    browser.switch_to.active_element.send_keys("ada@example.com", Keys.ENTER)
    wait_for_focus(browser, "Password")
    browser.switch_to.active_element.send_keys("secret", Keys.ENTER)
    wait_for_text(browser, "Welcome, Ada!")
    until(browser, lambda b: active_placeholder(b) is None)  # focus = nil blurred it
    in_both_schemes(browser, screenshots, "vocabulary-forms-signed-up")


def test_the_user_moving_the_focus_is_seen_by_the_app(browser, server):
    open_app(browser, server, "forms")
    email = browser.find_element(By.CSS_SELECTOR, "input[placeholder='Email']")
    email.click()
    until(browser, lambda b: email.get_attribute("data-focused") is not None)
    # Sign up with the shortcut: the name is empty, so the app moves the focus to it.
    email.send_keys(Keys.CONTROL, "s")
    wait_for_focus(browser, "Name")


def test_a_switch_shows_its_knob_at_the_trailing_end_on_a_coloured_track_when_on(browser, server):
    open_app(browser, server, "forms")
    switch = browser.find_element(By.XPATH, "//*[contains(@class,'lm-toggle') and normalize-space(.)='Notifications']")
    look = lambda: browser.execute_script(
        "const s = getComputedStyle(arguments[0], '::after');"
        "return [s.backgroundPosition, s.backgroundColor, s.backgroundImage];", switch)
    assert switch.get_attribute("aria-checked") == "true"
    position, track, knob = look()
    assert position.startswith("14px"), position
    assert "radial-gradient" in knob
    switch.click()
    until(browser, lambda b: switch.get_attribute("aria-checked") == "false")
    until(browser, lambda b: look()[0].startswith("0px"))
    assert look()[1] != track, "the track changes colour with the state"
