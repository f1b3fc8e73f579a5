"""Symbols, gradients, transitions, repeating animations, GeometryReader and ScrollViewReader
(issue #15) in a real browser, on the styling showcase page, in light and dark."""
from selenium.webdriver.common.by import By

from test_browser import button, in_both_schemes, open_app, until


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


# Installed in the page before an action: after every patch, notes what the page did to the
# element `arguments[0]` (a CSS selector, or the element itself): whether it is there, marked
# leaving, hidden from assistive technology, its entry transition, and the animations running on
# it and inside it with their transforms. A MutationObserver's callback runs as soon as the patch
# has been applied, in the same task, so the notes see an animation the patch started however
# short it is and however slowly the test reads them (reading the page afterwards raced the
# 0.6 s transition on a loaded machine).
WATCH = """
    const [target, name] = arguments;
    const find = () => typeof target === 'string' ? document.querySelector(target) : (target.isConnected ? target : null);
    const log = (window.loomWatch = window.loomWatch || {})[name] = [];
    const note = () => {
      const element = find();
      const animations = element ? element.getAnimations({ subtree: true }) : [];
      log.push({ present: Boolean(element), leaving: Boolean(element && element.hasAttribute('data-leaving')),
                 hidden: element && element.getAttribute('aria-hidden'), enter: (element && element.dataset.enter) || null,
                 animations: animations.length,
                 transforms: animations.flatMap((a) => a.effect.getKeyframes().map((f) => f.transform || '')),
                 at: performance.now() });
    };
    new MutationObserver(note).observe(document.getElementById('loom-root'),
      { subtree: true, childList: true, attributes: true, characterData: true });
    note();
"""


def watch(browser, target, name):
    browser.execute_script(WATCH, target, name)


def notes(browser, name):
    return browser.execute_script("return window.loomWatch[arguments[0]]", name)


def first_note(browser, name, condition, after=0):
    """The first note of `name`, from the `after`th on, for which `condition` holds, waiting for
    it; on failure the notes say what the page did."""
    found = []

    def seen(b):
        found[:] = notes(b, name)
        return next((note for note in found[after:] if condition(note)), None)

    try:
        return until(browser, seen, f"the note of {name!r} awaited")
    except AssertionError as failure:
        raise AssertionError(f"{failure}; its notes: {found[after:]}") from None


def test_a_transition_plays_on_insert_and_keeps_the_view_until_its_removal_played(browser, server, screenshots):
    open_app(browser, server, "styling")
    watch(browser, "[data-style='transition']", "banner")
    button(browser, "Show banner").click()
    inserted = first_note(browser, "banner", lambda note: note["present"])
    assert inserted["enter"] == "move-leading opacity"
    assert inserted["animations"] == 1, inserted
    assert banner(browser)
    # Removed once the insertion has played (withAnimation(.easeInOut(duration: 0.6))).
    container = browser.find_element(By.CSS_SELECTOR, "[data-style='transition']")
    until(browser, lambda b: b.execute_script("return arguments[0].getAnimations().length", container) == 0)
    button(browser, "Hide banner").click()
    leaving = first_note(browser, "banner", lambda note: note["leaving"])
    assert leaving["hidden"] == "true" and leaving["animations"] == 1, leaving
    after = notes(browser, "banner").index(leaving)
    removed = first_note(browser, "banner", lambda note: not note["present"], after=after)
    # The view stayed while its 0.6 s removal played (before, the page dropped it with the patch).
    assert removed["at"] - leaving["at"] >= 500, (leaving, removed)
    button(browser, "Show banner")


def test_reduced_motion_inserts_and_removes_at_once(browser, server):
    set_reduced_motion(browser, True)
    try:
        open_app(browser, server, "styling")
        button(browser, "Show banner").click()
        until(browser, lambda b: banner(b))
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
    until(browser, lambda b: "scale(1.3" in heart.get_attribute("style"))
    until(browser, lambda b: b.execute_script("return arguments[0].getAnimations().length", heart) > 0)
    timing = browser.execute_script(
        "const t = arguments[0].getAnimations()[0].effect.getComputedTiming(); return [String(t.iterations), t.direction]", heart)
    assert timing == ["Infinity", "alternate"]


def test_animation_with_value_animates_only_the_changes_its_value_made(browser, server):
    """`animation(_:value: grows)`: tapping Grow animates the scale; tapping Fade changes the
    opacity below the same modifier at once, as in SwiftUI, since `grows` did not change."""
    open_app(browser, server, "styling")
    label = browser.find_element(By.XPATH, "//*[normalize-space(text())='Scoped animation']")
    scope = label.find_element(By.XPATH, "ancestor::*[@data-style='animated'][1]")
    opacity = "let e = arguments[0]; let o = 1; while (e) { o *= Number(getComputedStyle(e).opacity); e = e.parentElement; } return o"
    watch(browser, scope, "scope")
    assert notes(browser, "scope")[0]["animations"] == 0
    button(browser, "Fade").click()
    until(browser, lambda b: b.execute_script(opacity, label) < 0.5)
    faded = notes(browser, "scope")
    assert [note["animations"] for note in faded] == [0] * len(faded), "a change without the value changing is not animated"
    button(browser, "Grow").click()
    grown = first_note(browser, "scope", lambda note: note["animations"] > 0, after=len(faded))
    assert any("scale(1.2" in frame for frame in grown["transforms"]), grown


def test_a_geometry_reader_shows_the_width_the_page_gives_it(browser, server):
    open_app(browser, server, "styling")
    reader = browser.find_element(By.CSS_SELECTOR, "[data-style='geometry']")
    until(browser, lambda b: f"This box is {round(reader.rect['width'])} points wide" in reader.text)
    browser.set_window_size(700, 900)
    try:
        until(browser, lambda b: f"This box is {round(reader.rect['width'])} points wide" in reader.text)
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

    until(browser, centred)
    in_both_schemes(browser, screenshots, "vocabulary-styling-motion")
    button(browser, "Back to the top").click()
    until(browser, lambda b: b.execute_script("return arguments[0].scrollTop", scroller) == 0)
