"""The presentation showcase in a real browser: sheets and alerts are modal dialogs, focus moves
into them and back, Escape closes the top one, and an alert's button can present the next."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_browser import button, in_both_schemes, open_app, until, wait_for_text


def dialogs(browser):
    return browser.find_elements(By.CSS_SELECTOR, "#loom-root [role='dialog'], #loom-root [role='alertdialog']")


def focus_is_inside_dialog(browser):
    return browser.execute_script(
        "const d = [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].pop();"
        "return !!d && d.contains(document.activeElement);")


def press(browser, key):
    browser.switch_to.active_element.send_keys(key)


def test_a_sheet_takes_the_focus_escape_closes_it_and_the_focus_returns(browser, server, screenshots):
    open_app(browser, server, "presentation")
    opener = button(browser, "Settings…")
    opener.send_keys(Keys.ENTER)
    until(browser, lambda b: len(dialogs(b)) == 1)
    sheet = dialogs(browser)[0]
    assert sheet.get_attribute("aria-modal") == "true"
    until(browser, focus_is_inside_dialog)
    in_both_schemes(browser, screenshots, "vocabulary-sheet")
    press(browser, Keys.ESCAPE)  # the sheet's cancel shortcut
    until(browser, lambda b: len(dialogs(b)) == 0)
    wait_for_text(browser, "Settings closed")
    until(browser,
        lambda b: b.switch_to.active_element.text == "Settings…")


def test_the_back_button_closes_a_sheet_for_an_item(browser, server):
    open_app(browser, server, "presentation")
    button(browser, "Photo 2").click()
    wait_for_text(browser, "Photo 2")
    button(browser, "Like (0)").click()
    wait_for_text(browser, "Like (1)")
    browser.back()
    until(browser, lambda b: len(dialogs(b)) == 0)


def test_an_alert_button_presents_the_next_alert(browser, server, screenshots):
    open_app(browser, server, "presentation")
    button(browser, "Take the tour").click()
    until(browser, lambda b: dialogs(b) and dialogs(b)[0].get_attribute("data-title") == "Tour, step 1 of 3")
    until(browser, focus_is_inside_dialog)
    in_both_schemes(browser, screenshots, "vocabulary-alert")
    press(browser, Keys.ENTER)  # "Next", focused when the alert opened
    until(browser, lambda b: dialogs(b) and dialogs(b)[0].get_attribute("data-title") == "Tour, step 2 of 3")
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)


def test_a_confirmation_dialog_and_an_old_style_alert_run_the_chosen_action(browser, server, screenshots):
    open_app(browser, server, "presentation")
    button(browser, "Delete…").click()
    button(browser, "Delete draft")
    in_both_schemes(browser, screenshots, "vocabulary-confirmation")
    button(browser, "Delete draft").click()
    wait_for_text(browser, "Draft deleted")
    button(browser, "Reset (old alert)").click()
    button(browser, "Reset").click()
    until(browser, lambda b: len(dialogs(b)) == 0)
    wait_for_text(browser, "Reset")


def test_a_full_screen_cover_and_a_popover_close(browser, server, screenshots):
    open_app(browser, server, "presentation")
    button(browser, "Full-screen cover").click()
    wait_for_text(browser, "A full-screen cover")
    in_both_schemes(browser, screenshots, "vocabulary-cover")
    button(browser, "Dismiss").click()
    until(browser, lambda b: len(dialogs(b)) == 0)
    button(browser, "Tip (popover)").click()
    wait_for_text(browser, "Press Escape to close this tip.")
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)


def focused_title(browser):
    return browser.execute_script("return document.activeElement ? document.activeElement.textContent : null;")


def test_tab_and_shift_tab_stay_inside_an_open_sheet(browser, server):
    open_app(browser, server, "presentation")
    button(browser, "Settings…").send_keys(Keys.ENTER)
    until(browser, focus_is_inside_dialog)
    seen = set()
    for _ in range(8):  # more presses than the sheet has controls: it goes round
        press(browser, Keys.TAB)
        assert focus_is_inside_dialog(browser), "Tab left the dialog"
        seen.add(focused_title(browser))
    assert {"Cancel", "Save"} <= seen
    until(browser, lambda b: focused_title(b) is not None)
    for _ in range(8):
        press(browser, Keys.SHIFT + Keys.TAB)
        assert focus_is_inside_dialog(browser), "Shift-Tab left the dialog"
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)
    until(browser, lambda b: focused_title(b) == "Settings…")


def test_escape_presses_an_alerts_cancel_role_button_and_focus_returns(browser, server, screenshots):
    open_app(browser, server, "presentation")
    button(browser, "Delete note…").send_keys(Keys.ENTER)
    until(browser, lambda b: dialogs(b) and dialogs(b)[0].get_attribute("data-title") == "Delete the note?")
    until(browser, focus_is_inside_dialog)
    in_both_schemes(browser, screenshots, "vocabulary-alert-cancel-role")
    press(browser, Keys.TAB)
    assert focus_is_inside_dialog(browser)
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)
    wait_for_text(browser, "Note kept")
    until(browser, lambda b: focused_title(b) == "Delete note…")


def rgb(browser, element):
    return [int(part) for part in browser.execute_script(
        "return getComputedStyle(arguments[0]).color.match(/\\d+/g).slice(0, 3)", element)]


def test_a_destructive_button_is_red_in_both_schemes_and_a_cancel_one_is_not(browser, server):
    open_app(browser, server, "presentation")
    button(browser, "Delete note…").send_keys(Keys.ENTER)
    until(browser, lambda b: dialogs(b) and dialogs(b)[0].get_attribute("data-title") == "Delete the note?")
    delete, keep = button(browser, "Delete note"), button(browser, "Keep note")
    assert delete.get_attribute("data-style") == "destructive"
    for scheme in ("light", "dark"):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        red, green, blue = rgb(browser, delete)
        assert red > 190 and green < 120 and blue < 120, (scheme, red, green, blue)
        assert rgb(browser, keep) != [red, green, blue], scheme
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)


def test_a_sheet_with_unsaved_changes_ignores_escape_and_the_back_button(browser, server, screenshots):
    open_app(browser, server, "presentation")
    button(browser, "Edit draft…").send_keys(Keys.ENTER)
    until(browser, focus_is_inside_dialog)
    field = browser.find_element(By.CSS_SELECTOR, "[role='dialog'] input[placeholder='Draft text']")
    field.send_keys("Hello")
    wait_for_text(browser, "Unsaved changes: save or discard to close")
    until(browser, lambda b: "dismiss" not in (dialogs(b)[0].get_attribute("data-ev") or ""))
    in_both_schemes(browser, screenshots, "vocabulary-sheet-locked")
    press(browser, Keys.ESCAPE)
    browser.back()
    wait_for_text(browser, "Unsaved changes: save or discard to close")
    assert len(dialogs(browser)) == 1, "Escape and the back button left the sheet open"
    button(browser, "Save").click()
    until(browser, lambda b: len(dialogs(b)) == 0)
    wait_for_text(browser, "Draft closed")
    # Without changes the same sheet closes on Escape.
    button(browser, "Edit draft…").send_keys(Keys.ENTER)
    until(browser, focus_is_inside_dialog)
    wait_for_text(browser, "No changes: Escape closes this sheet")
    press(browser, Keys.ESCAPE)
    until(browser, lambda b: len(dialogs(b)) == 0)
