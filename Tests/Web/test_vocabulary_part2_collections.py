"""Lists, grids, tabs, shapes, styling and events (issue #15) in a real browser: a tab switch,
a row binding, delete and move buttons, a selectable list, a row menu, a grid laid out in
columns, shapes drawn with their colours, a double tap and onChange. Screenshots in light and
dark under artifacts/screenshots/."""
from selenium.webdriver.common.by import By

from test_browser import button, in_both_schemes, open_app, until, wait_for_text


def tab(browser, title):
    return browser.find_element(By.XPATH, f"//div[contains(@data-style,'tab')]/button[contains(normalize-space(.), '{title}')]")


def test_tabs_switch_and_rows_edit_their_elements(browser, server, screenshots):
    open_app(browser, server, "collections")
    wait_for_text(browser, "Ripe: Apple, Cherry")
    banana = browser.find_element(By.XPATH, "//button[@role='switch' and normalize-space(.)='Banana']")
    # A switch's title is text, as in SwiftUI, not tinted like the row's buttons.
    colour = lambda element: browser.execute_script("return getComputedStyle(arguments[0]).color", element)
    assert colour(banana) != colour(browser.find_elements(By.XPATH, "//button[normalize-space(.)='Delete']")[0])
    banana.click()
    wait_for_text(browser, "Ripe: Apple, Banana, Cherry")
    browser.find_elements(By.XPATH, "//button[normalize-space(.)='Move Down']")[0].click()
    wait_for_text(browser, "Ripe: Banana, Apple, Cherry")
    browser.find_elements(By.XPATH, "//button[normalize-space(.)='Delete']")[0].click()
    wait_for_text(browser, "Ripe: Apple, Cherry")
    in_both_schemes(browser, screenshots, "vocabulary-collections-list")

    tab(browser, "Choose").click()
    wait_for_text(browser, "Chosen: none")
    browser.find_element(By.XPATH, "//div[@data-style='row'][normalize-space(.)='Cherry']").click()
    wait_for_text(browser, "Chosen: Cherry")
    until(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "[data-style='row selected']"))
    button(browser, "Archive").click()
    wait_for_text(browser, "Archived 1")

    tab(browser, "Grids").click()
    wait_for_text(browser, "Cell 11")
    grid = browser.find_element(By.CSS_SELECTOR, "[data-style='vgrid']")
    columns = browser.execute_script("return getComputedStyle(arguments[0]).gridTemplateColumns.split(' ').length", grid)
    assert columns > 1, "an adaptive grid puts cells side by side"
    in_both_schemes(browser, screenshots, "vocabulary-collections-grids")


def test_shapes_styles_and_events(browser, server, screenshots):
    open_app(browser, server, "styling")
    circle = browser.find_element(By.CSS_SELECTOR, "[data-style='shape circle']")
    assert browser.execute_script("return getComputedStyle(arguments[0]).borderRadius", circle) == "50%"
    assert circle.size["width"] == 40
    faded = browser.find_element(By.XPATH, "//span[normalize-space(.)='Faded accent']")
    assert "color-mix" in faded.get_attribute("style")
    disabled = browser.find_element(By.XPATH, "//button[normalize-space(.)='Disabled']")
    assert float(browser.execute_script("return getComputedStyle(arguments[0]).opacity", disabled)) < 0.6

    field = browser.find_element(By.CSS_SELECTOR, "input[placeholder='Your name']")
    assert field.size["width"] > 300, "maxWidth .infinity widens a field in an HStack"
    field.send_keys("Ada")
    wait_for_text(browser, "Changes 3")

    likes = browser.find_element(By.CSS_SELECTOR, "[data-style='tap-2']")
    likes.click()
    likes.click()
    wait_for_text(browser, "Likes 1")
    button(browser, "Prominent").click()
    wait_for_text(browser, "Taps 1")
    in_both_schemes(browser, screenshots, "vocabulary-styling")
