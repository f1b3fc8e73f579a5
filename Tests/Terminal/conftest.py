"""Fixtures for Loom's terminal tests: the real showcase binary in a tmux pane, driven with
`send-keys` and read with `capture-pane`, on a tmux server of its own."""
import atexit
import os
import re
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LOOM_SHOWCASE", str(ROOT / ".build" / "debug" / "loom-showcase"))
# The Swift runtime's crash backtracer, never waiting for a key; scripts/test turns it off for
# its AddressSanitizer build, where the backtracer's reads of the crashed stack are reported as
# memory errors and the process ends with ASan's status instead of the signal's.
BACKTRACE = os.environ.get("SWIFT_BACKTRACE", "interactive=no")

# The showcase keeps the machine counter's count under its temporary directory, which every
# showcase process on the machine shares: the panes of one test run get a folder of their own, so
# a run beside this one (the web tests, a colleague's) cannot move a count a test reads.
SHOWCASE_TMPDIR = tempfile.mkdtemp(prefix="loom-terminal-tests-")
atexit.register(shutil.rmtree, SHOWCASE_TMPDIR, ignore_errors=True)


SGR = re.compile(r"\x1b\[([0-9;]*)m")


def reverse_run(line):
    """The first run of text drawn in reverse video on a line of `capture-pane -e` output, as
    (column, text), or None. Reads every SGR sequence: reverse is turned on by 7 (alone or among
    other attributes, `2;4;7`), off by 27 or a reset, and the arguments of an extended colour
    (`38;5;7`) are not attributes."""
    reverse, column, start, text, position = False, 0, None, "", 0
    for match in [*SGR.finditer(line), None]:
        chunk = line[position:match.start() if match else len(line)]
        if reverse:
            start = column if start is None else start
            text += chunk
        elif start is not None:
            return start, text
        column += len(chunk)
        if match is None:
            break
        position = match.end()
        codes = [int(code) if code else 0 for code in match.group(1).split(";")]
        index = 0
        while index < len(codes):
            code = codes[index]
            if code in (38, 48, 58):
                index += 3 if codes[index + 1:index + 2] == [5] else 5
                continue
            if code == 7:
                reverse = True
            elif code in (0, 27):
                reverse = False
            index += 1
    return (start, text) if start is not None else None


def wait_until(condition, timeout=15, step=0.05):
    """Polls `condition` until it holds (a wait for an outcome, not a timed assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            return value
        time.sleep(step)


class Pane:
    """A tmux pane running `sh`, in which the showcase is started; the shell stays afterwards,
    so the terminal's state after the app has gone (raw mode? alternate screen?) can be read."""

    def __init__(self, width=100, height=30):
        self.socket = "loom-terminal-" + uuid.uuid4().hex[:8]
        self.name = "t"
        self.pidfile = f"/tmp/{self.socket}.pid"
        self.tmux("new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height), "env PS1='$ ' TERM=xterm-256color sh")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], check=True, capture_output=True, text=True).stdout

    def start(self, *flags):
        """Starts the showcase in the terminal mode; after it ends the shell prints its exit
        status and the terminal's mode."""
        command = f"sh -c 'echo $$ > {self.pidfile}; SWIFT_BACKTRACE={BACKTRACE} TMPDIR={SHOWCASE_TMPDIR} LOOM_STORAGE_DIR={SHOWCASE_TMPDIR} exec {BINARY} --terminal {' '.join(flags)}'; echo EXIT=$? MODES: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$') END"
        self.tmux("send-keys", "-t", self.name, "-l", command)
        self.tmux("send-keys", "-t", self.name, "Enter")
        assert self.wait_for("Loom showcase"), self.screen()

    @property
    def pid(self):
        return int(Path(self.pidfile).read_text().strip())

    def keys(self, *keys):
        for key in keys:
            self.tmux("send-keys", "-t", self.name, key)

    def type(self, text):
        self.tmux("send-keys", "-t", self.name, "-l", text)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", self.name)

    def styled_screen(self):
        return self.tmux("capture-pane", "-p", "-e", "-t", self.name)

    def wait_for(self, text, timeout=15):
        return wait_until(lambda: text in self.screen(), timeout)

    def wait_for_absence(self, text, timeout=15):
        return wait_until(lambda: text not in self.screen(), timeout)

    def alternate_screen_on(self):
        return self.tmux("display", "-p", "-t", self.name, "#{alternate_on}").strip() == "1"

    def resize(self, width, height):
        self.tmux("resize-window", "-t", self.name, "-x", str(width), "-y", str(height))

    def exit_report(self, timeout=15):
        """The exit status and terminal modes the shell printed after the app ended."""
        found = wait_until(lambda: re.search(r"EXIT=(\d+) MODES: (.*?) END", self.screen().replace("\n", "")), timeout)
        assert found, self.screen()
        return int(found.group(1)), found.group(2).split()

    def open(self, title):
        """Opens the menu entry `title` with the keyboard: focus starts on the first entry."""
        assert self.wait_for("Loom showcase")

        def entries():
            return [match.group(1) for line in self.screen().splitlines() if (match := re.match(r"\s*\[ (.+?) \]", line))]

        # Waits for the entry: the menu may still be being drawn when its title is.
        assert wait_until(lambda: title in entries()), entries()
        self.keys(*(["Down"] * entries().index(title)), "Enter")

    def focused(self):
        """The focused control as drawn: (row, column, text) of the first run of cells in reverse
        video (a focused button; a focused field is also dim and underlined), or None."""
        for row, line in enumerate(self.styled_screen().splitlines()):
            run = reverse_run(line)
            if run:
                return (row, *run)
        return None

    def focused_text(self):
        """The text of the focused control, or an empty string."""
        found = self.focused()
        return found[2] if found else ""

    def focus(self, label, limit=30):
        """Presses Tab until the focused control shows `label`. Each Tab is pressed once the one
        before has moved the focus on the screen: Tabs pressed on a timer outran the app on a
        loaded machine, whose late frames showed `label` focused while another Tab was on its
        way, and the test's Enter then pressed the control after it."""
        current = self.focused()
        for _ in range(limit):
            if current and label in current[2]:
                return True
            self.keys("Tab")

            def moved():
                now = self.focused()
                return now if now is not None and now != current else None

            current = wait_until(moved)
            if current is None:
                return False
        return False

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        Path(self.pidfile).unlink(missing_ok=True)


@pytest.fixture
def pane():
    if not Path(BINARY).exists():
        pytest.skip(f"build the showcase first: {BINARY} is missing")
    pane = Pane()
    yield pane
    pane.close()
