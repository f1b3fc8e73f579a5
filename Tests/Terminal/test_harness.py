"""The harness itself under a stalled app, as a loaded CI machine stalls it: Pane.focus must not
press Tab again while the app has yet to draw the last one (it did, on a timer, and the focus went
past the control a test then pressed Enter on)."""
import os
import signal
import threading


def test_focus_lands_on_its_label_when_the_app_is_stalled_while_tabbing(pane):
    # With job control off the pane's shell leaves a stopped app the terminal (it would print
    # "Stopped" and take the screen back).
    pane.type("set +m")
    pane.keys("Enter")
    pane.start()
    pane.open("Paging tutorial (Poet)")
    assert pane.wait_for("1 / 6"), pane.screen()
    assert "The Poet Pattern" in pane.focused_text(), "the title is focused first, two Tabs before →"
    os.kill(pane.pid, signal.SIGSTOP)
    resume = threading.Timer(2.0, os.kill, (pane.pid, signal.SIGCONT))
    resume.start()
    try:
        assert pane.focus("→"), pane.styled_screen()
    finally:
        resume.join()
    pane.keys("Enter")
    assert pane.wait_for("2 / 6"), pane.screen()
