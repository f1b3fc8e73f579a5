"""Timers on the main run loop fire in a served app (every Loom app's `main` turns the main
`RunLoop`): the styling page counts "Seconds open" with `Timer.publish(every: 1, on: .main,
in: .common).autoconnect()`, as SwiftUI code writes it. Under an async `main` on Linux the main
thread had left and that count stayed at 0 for good."""
from test_browser import open_app, wait_for_text


def test_a_timer_published_on_the_main_run_loop_ticks_in_the_served_page(browser, server):
    open_app(browser, server, "styling")
    wait_for_text(browser, "Seconds open: 2", timeout=10)
