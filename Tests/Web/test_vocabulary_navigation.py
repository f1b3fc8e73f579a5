"""The navigation showcase in a real browser: a pushed screen covers its parent, the browser's
back button pops it, covered screens keep their state, and a reload keeps the stack."""
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from test_browser import in_both_schemes, open_app, until, wait_for_text


def button(browser, title):
    """The button showing `title` on the top screen (covered screens keep theirs, hidden)."""
    path = f"//div[@id='loom-root']//button[normalize-space(.)='{title}']"
    return until(browser, lambda b: next((found for found in b.find_elements(By.XPATH, path) if found.is_displayed()), None),
                 f"a button {title!r} on the top screen", ignored_exceptions=[StaleElementReferenceException])


def visible_heading(browser):
    # Read in one script: a patch may replace headings between separate WebDriver calls.
    return browser.execute_script(
        "const shown = [...document.querySelectorAll('#loom-root h1')].filter((h) => h.offsetParent !== null);"
        "return shown.length ? shown[shown.length - 1].textContent : null;")


def wait_for_heading(browser, title):
    until(browser, lambda b: visible_heading(b) == title, f"the heading {title!r}")


def test_a_link_pushes_a_screen_that_covers_its_parent_and_back_pops_it(browser, server, screenshots):
    open_app(browser, server, "navigation")
    wait_for_heading(browser, "Library")
    in_both_schemes(browser, screenshots, "vocabulary-navigation-root")
    button(browser, "Dune").click()
    wait_for_heading(browser, "Dune")
    assert not browser.find_element(By.XPATH, "//h1[.='Library']").is_displayed()
    in_both_schemes(browser, screenshots, "vocabulary-navigation-pushed")
    browser.back()
    wait_for_heading(browser, "Library")


def test_covered_screens_keep_their_state_and_a_reload_keeps_the_stack(browser, server):
    open_app(browser, server, "navigation")
    button(browser, "Dune").click()
    wait_for_heading(browser, "Dune")
    button(browser, "+").click()
    wait_for_text(browser, "Rating: 1")
    button(browser, "Sequel: Dune Messiah").click()
    wait_for_heading(browser, "Dune Messiah")

    browser.refresh()
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-synced"))
    wait_for_heading(browser, "Dune Messiah")

    button(browser, "‹ Back").click()
    wait_for_heading(browser, "Dune")
    wait_for_text(browser, "Rating: 1")
    button(browser, "Done").click()
    wait_for_heading(browser, "Library")


def test_setting_the_path_pushes_several_screens_and_keyboard_activates_links(browser, server):
    open_app(browser, server, "navigation")
    button(browser, "Open Dune and its sequel").click()
    wait_for_heading(browser, "Dune Messiah")
    # The root is covered (hidden): its text is in the page, not on screen.
    until(browser,
        lambda b: "Open: Dune › Dune Messiah" in b.find_element(By.ID, "loom-root").get_attribute("textContent"))
    browser.back()
    wait_for_heading(browser, "Dune")
    browser.back()
    wait_for_heading(browser, "Library")
    link = button(browser, "About this library")
    link.send_keys("\n")
    wait_for_heading(browser, "About")


def test_a_boolean_and_an_optional_item_push_screens_that_back_pops(browser, server, screenshots):
    open_app(browser, server, "navigation")
    wait_for_heading(browser, "Library")
    button(browser, "Reading settings").click()
    wait_for_heading(browser, "Reading settings")
    assert not browser.find_element(By.XPATH, "//h1[.='Library']").is_displayed()
    in_both_schemes(browser, screenshots, "vocabulary-navigation-is-presented")
    browser.back()
    wait_for_heading(browser, "Library")
    # Popped: the Boolean is false again, so the same button pushes the screen once more.
    button(browser, "Reading settings").click()
    wait_for_heading(browser, "Reading settings")
    button(browser, "‹ Back").click()
    wait_for_heading(browser, "Library")

    button(browser, "Pick of the day").click()
    wait_for_heading(browser, "Emma")
    browser.back()
    wait_for_heading(browser, "Library")
    button(browser, "Pick of the day").click()
    wait_for_heading(browser, "Emma")
