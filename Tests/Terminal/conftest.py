"""Fixtures for Loom's terminal tests: the real showcase binary in a tmux pane, driven with
`send-keys` and read with `capture-pane`, on a tmux server of its own."""
import os
import re
import subprocess
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LOOM_SHOWCASE", str(ROOT / ".build" / "debug" / "loom-showcase"))


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
        command = f"sh -c 'echo $$ > {self.pidfile}; SWIFT_BACKTRACE=interactive=no exec {BINARY} --terminal {' '.join(flags)}'; echo EXIT=$? MODES: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$') END"
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
        entries = [re.match(r"\s*\[ (.+?) \]", line).group(1) for line in self.screen().splitlines() if re.match(r"\s*\[ (.+?) \]", line)]
        assert title in entries, entries
        self.keys(*(["Down"] * entries.index(title)), "Enter")

    def focused_text(self):
        """The text drawn in reverse video (the focused control), or an empty string."""
        for line in self.styled_screen().splitlines():
            match = re.search(r"\x1b\[7m(.*?)(\x1b\[0m|$)", line)
            if match:
                return re.sub(r"\x1b\[[0-9;]*m", "", match.group(1))
        return ""

    def focus(self, label, limit=30):
        """Presses Tab until the focused control shows `label`."""
        for _ in range(limit):
            if wait_until(lambda: label in self.focused_text(), timeout=0.5):
                return True
            self.keys("Tab")
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
