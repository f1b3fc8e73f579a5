"""The terminal is always given back as it was found: after Ctrl-C, SIGTERM, SIGHUP and a crash;
a resize lays the screen out again."""
import os
import signal

from conftest import wait_until


def assert_restored(pane, modes):
    assert "icanon" in modes and "echo" in modes and "isig" in modes, modes
    assert not pane.alternate_screen_on()


def test_ctrl_c_quits_and_restores_the_terminal(pane):
    pane.start()
    assert pane.alternate_screen_on()
    pane.keys("C-c")
    status, modes = pane.exit_report()
    assert status == 0
    assert_restored(pane, modes)


def test_sigterm_restores_the_terminal(pane):
    pane.start()
    os.kill(pane.pid, signal.SIGTERM)
    status, modes = pane.exit_report()
    assert status == 128 + signal.SIGTERM
    assert_restored(pane, modes)


def test_sighup_restores_the_terminal(pane):
    pane.start()
    os.kill(pane.pid, signal.SIGHUP)
    status, modes = pane.exit_report()
    assert status == 128 + signal.SIGHUP
    assert_restored(pane, modes)


def test_a_crash_restores_the_terminal(pane):
    pane.start("--crash-after-start")
    pane.keys("Down")
    status, modes = pane.exit_report(timeout=30)
    # A Swift runtime trap: SIGILL (x86-64 ud2) or SIGTRAP (arm64 brk).
    assert status in (128 + signal.SIGILL, 128 + signal.SIGTRAP), status
    assert_restored(pane, modes)


def test_sigsegv_restores_the_terminal(pane):
    pane.start()
    os.kill(pane.pid, signal.SIGSEGV)
    status, modes = pane.exit_report(timeout=30)
    assert status == 128 + signal.SIGSEGV
    assert_restored(pane, modes)


def test_resize_lays_the_screen_out_again(pane):
    pane.start()
    assert wait_until(lambda: "────" in pane.screen()), pane.screen()
    wide = max(len(line.strip()) for line in pane.screen().splitlines() if "────" in line)
    pane.resize(60, 20)
    narrowed = wait_until(lambda: [line for line in pane.screen().splitlines() if "────" in line and len(line.strip()) < wide])
    assert narrowed, pane.screen()
    assert len(narrowed[0].strip()) <= 60 - 4
    pane.keys("C-c")
    pane.exit_report()
