"""Symbols, gradients, transitions, repeating animations, GeometryReader and ScrollViewReader
(issue #15) in a real browser, on the styling showcase page, in light and dark."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_browser import button, in_both_schemes, open_app, wait_for_text


def css(browser, element, name):
    return browser.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, name)


def set_reduced_motion(browser, reduce):
    features = [{"name": "prefers-reduced-motion", "value": "reduce"}] if reduce else []
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


def banner(browser):
    return browser.find_elements(By.XPATH, "//span[normalize-space(.)='Hello from a transition']")


def test_symbols_are_drawn_masks_in_the_text_colour(browser, server, screenshots):
    open_app(browser, server, "styling")
    star = browser.find_element(By.CSS_SELECTOR, ".lm-image[data-symbol='star.fill'][style*='color']")
    assert "data:image/svg+xml" in css(browser, star, "mask-image") or "data:image/svg+xml" in css(browser, star, "-webkit-mask-image")
    assert css(browser, star, "background-color") == css(browser, star, "color"), "painted in the text colour"
    plain = browser.find_element(By.CSS_SELECTOR, ".lm-image[data-symbol='star.fill']:not([style])")
    # (Yellow, or the darker ink shade of yellow the page uses for text on a light surface.)
    assert css(browser, star, "color") != css(browser, plain, "color"), "foregroundStyle(.yellow) reaches the symbol"
    assert star.text == "" and star.get_attribute("aria-label") == "star.fill"
    assert star.size["width"] > 10
    big = browser.find_element(By.CSS_SELECTOR, ".lm-image[data-symbol='heart.fill'][style*='font-size:28px']")
    assert big.size["width"] > star.size["width"], "a font size scales the symbol"
    unknown = browser.find_element(By.CSS_SELECTOR, ".lm-image[data-symbol='not.a.loom.symbol']")
    assert unknown.get_attribute("data-symbol-missing") == ""
    placeholder = css(browser, unknown, "mask-image") or css(browser, unknown, "-webkit-mask-image")
    assert "data:image/svg+xml" in placeholder, "an unknown name shows the placeholder, not a solid square"
    gear = browser.find_element(By.CSS_SELECTOR, ".lm-image[data-symbol='gear']")
    assert css(browser, gear, "mask-image") != placeholder


def test_gradients_paint_shapes_backgrounds_and_text(browser, server):
    open_app(browser, server, "styling")
    conic = browser.find_element(By.CSS_SELECTOR, "[data-style='shape circle'][style*='conic-gradient']")
    assert "conic-gradient" in css(browser, conic, "background-image")
    linear = browser.find_element(By.CSS_SELECTOR, "[data-style='shape rounded'][style*='linear-gradient']")
    assert "linear-gradient" in css(browser, linear, "background-image")
    text = browser.find_element(By.XPATH, "//span[normalize-space(.)='Gradient text']/..")
    assert "linear-gradient" in css(browser, text, "background-image")
    assert css(browser, text, "background-clip") == "text" or css(browser, text, "-webkit-background-clip") == "text"


def pixels(browser, element, points):
    """The RGBA of `points` ((x, y) in CSS pixels) in a screenshot of `element`, read by the
    browser itself from the PNG (no imaging library needed)."""
    png = element.screenshot_as_base64
    return browser.execute_async_script("""
        const [png, points, ratio, done] = arguments;
        const image = new Image();
        image.onload = () => {
            const canvas = document.createElement("canvas");
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            done(points.map(([x, y]) => Array.from(context.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data)));
        };
        image.src = "data:image/png;base64," + png;
    """, png, points, browser.execute_script("return window.devicePixelRatio"))


def far(a, b):
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3])) > 60


def test_gradient_strokes_outline_circles_and_rounded_shapes_only(browser, server, screenshots):
    """The page paints a gradient stroke as the gradient masked to the border: the ring of a
    circle and the edge of a rounded rectangle are coloured, their inside shows what is behind."""
    open_app(browser, server, "styling")
    for scheme in ("light", "dark"):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        ring = browser.find_element(By.CSS_SELECTOR, "[data-style='shape circle stroke'][style*='conic-gradient']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", ring)
        assert "exclude" in css(browser, ring, "mask-composite")
        corner, centre, top, left = pixels(browser, ring, [(2, 2), (24, 24), (24, 3), (3, 24)])
        assert not far(corner, centre), f"the inside of the ring shows the page: {centre} vs {corner}"
        assert far(top, centre) and far(left, centre), f"the ring is painted: {top}, {left} vs {centre}"
        assert far(top, left), "the conic gradient gives the ring different colours around it"
        frame = browser.find_element(By.CSS_SELECTOR, "[data-style='shape rounded stroke'][style*='linear-gradient']")
        corner, centre, edge = pixels(browser, frame, [(1, 1), (35, 24), (35, 2)])
        assert not far(corner, centre), "outside the rounded corner and the inside both show the page"
        assert far(edge, centre), "the edge is painted"
        bordered = browser.find_element(By.XPATH, "//span[normalize-space(.)='Bordered']/ancestor::*[contains(@class,'lm-zstack')][1]")
        outline = bordered.find_element(By.CSS_SELECTOR, "[data-style='shape rectangle stroke']")
        assert abs(outline.rect["width"] - bordered.rect["width"]) <= 1 and abs(outline.rect["height"] - bordered.rect["height"]) <= 1
        browser.save_screenshot(str(screenshots / f"gradient-strokes-{scheme}.png"))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_transition_plays_on_insert_and_keeps_the_view_until_its_removal_played(browser, server, screenshots):
    open_app(browser, server, "styling")
    button(browser, "Show banner").click()
    WebDriverWait(browser, 5).until(lambda b: banner(b))
    container = browser.find_element(By.CSS_SELECTOR, "[data-style='transition']")
    assert container.get_attribute("data-enter") == "move-leading opacity"
    assert browser.execute_script("return arguments[0].getAnimations().length", container) == 1
    time.sleep(0.8)
    button(browser, "Hide banner").click()
    WebDriverWait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-style='transition'][data-leaving]"))
    leaving = browser.find_element(By.CSS_SELECTOR, "[data-style='transition'][data-leaving]")
    assert leaving.get_attribute("aria-hidden") == "true"
    WebDriverWait(browser, 3).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "[data-style='transition']"))
    button(browser, "Show banner")


def test_reduced_motion_inserts_and_removes_at_once(browser, server):
    set_reduced_motion(browser, True)
    try:
        open_app(browser, server, "styling")
        button(browser, "Show banner").click()
        WebDriverWait(browser, 5).until(lambda b: banner(b))
        container = browser.find_element(By.CSS_SELECTOR, "[data-style='transition']")
        assert browser.execute_script("return arguments[0].getAnimations().length", container) == 0
        button(browser, "Hide banner").click()
        button(browser, "Show banner")
        assert not browser.find_elements(By.CSS_SELECTOR, "[data-style='transition']"), "removed with the patch"
        heart = browser.find_element(By.CSS_SELECTOR, "[data-style='animated'] [data-style='effect']")
        assert browser.execute_script("return arguments[0].getAnimations().length", heart) == 0
    finally:
        set_reduced_motion(browser, False)


def test_repeat_forever_runs_as_an_endless_alternating_animation(browser, server):
    open_app(browser, server, "styling")
    scope = browser.find_element(By.CSS_SELECTOR, "[data-style='animated']")
    assert scope.get_attribute("data-animation") == "800 ease-in-out infinite alternate 0"
    heart = scope.find_element(By.CSS_SELECTOR, "[data-style='effect']")
    WebDriverWait(browser, 5).until(lambda b: "scale(1.3" in heart.get_attribute("style"))
    WebDriverWait(browser, 5).until(lambda b: b.execute_script("return arguments[0].getAnimations().length", heart) > 0)
    timing = browser.execute_script(
        "const t = arguments[0].getAnimations()[0].effect.getComputedTiming(); return [String(t.iterations), t.direction]", heart)
    assert timing == ["Infinity", "alternate"]


def test_animation_with_value_animates_only_the_changes_its_value_made(browser, server):
    """`animation(_:value: grows)`: tapping Grow animates the scale; tapping Fade changes the
    opacity below the same modifier at once, as in SwiftUI, since `grows` did not change."""
    open_app(browser, server, "styling")
    label = browser.find_element(By.XPATH, "//*[normalize-space(text())='Scoped animation']")
    scope = label.find_element(By.XPATH, "ancestor::*[@data-style='animated'][1]")
    running = "return arguments[0].getAnimations({subtree: true}).length"
    opacity = "let e = arguments[0]; let o = 1; while (e) { o *= Number(getComputedStyle(e).opacity); e = e.parentElement; } return o"
    assert browser.execute_script(running, scope) == 0
    button(browser, "Fade").click()
    WebDriverWait(browser, 5).until(lambda b: b.execute_script(opacity, label) < 0.5)
    assert browser.execute_script(running, scope) == 0, "a change without the value changing is not animated"
    button(browser, "Grow").click()
    WebDriverWait(browser, 5).until(lambda b: b.execute_script(running, scope) > 0)
    frames = browser.execute_script(
        "return arguments[0].getAnimations({subtree: true}).flatMap(a => a.effect.getKeyframes().map(f => f.transform))", scope)
    assert any("scale(1.2" in (frame or "") for frame in frames), frames


def test_a_geometry_reader_shows_the_width_the_page_gives_it(browser, server):
    open_app(browser, server, "styling")
    reader = browser.find_element(By.CSS_SELECTOR, "[data-style='geometry']")
    WebDriverWait(browser, 5).until(lambda b: f"This box is {round(reader.rect['width'])} points wide" in reader.text)
    browser.set_window_size(700, 900)
    try:
        WebDriverWait(browser, 5).until(lambda b: f"This box is {round(reader.rect['width'])} points wide" in reader.text)
        assert reader.rect["width"] < 700
    finally:
        browser.set_window_size(1000, 800)


def test_scroll_view_reader_scrolls_a_row_into_view(browser, server, screenshots):
    open_app(browser, server, "styling")
    line40 = browser.find_element(By.XPATH, "//span[normalize-space(.)='Line 40']")
    scroller = line40.find_element(By.XPATH, "ancestor::div[contains(@class,'lm-scrollView')][1]")
    assert browser.execute_script("return arguments[0].scrollTop", scroller) == 0
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", scroller)
    button(browser, "Jump to line 40").click()

    def centred(b):
        return b.execute_script(
            "const s = arguments[0].getBoundingClientRect(), r = arguments[1].getBoundingClientRect();"
            "return r.top >= s.top && r.bottom <= s.bottom && arguments[0].scrollTop > 0", scroller, line40)

    WebDriverWait(browser, 5).until(centred)
    in_both_schemes(browser, screenshots, "vocabulary-styling-motion")
    button(browser, "Back to the top").click()
    WebDriverWait(browser, 5).until(lambda b: b.execute_script("return arguments[0].scrollTop", scroller) == 0)
