"""LoomData's SQLite store under faults a server meets, with a real process writing through
LoomData (Tests/DataWriter, built by scripts/test): killed with SIGKILL in the middle of its
saves 100 times in a row, and a disk that fills up. Each time every save it acknowledged is in
the file, the file passes SQLite's integrity check, and nothing half-saved is visible."""
import contextlib
import os
import random
import sqlite3
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WRITER = Path(os.environ.get("LOOM_DATA_WRITER", str(ROOT / ".build" / "debug" / "loom-data-writer")))


class Writer:
    """The writer process on `path`; `acknowledged` is the last number it said it saved."""

    def __init__(self, path):
        assert WRITER.exists(), f"build it first: swift build --product loom-data-writer ({WRITER} is missing)"
        self.process = subprocess.Popen([str(WRITER), str(path)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.acknowledged = None
        self.started = threading.Event()
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.strip())
            if line.startswith("saved "):
                self.acknowledged = int(line.split()[1])
            if line.startswith("started") or line.startswith("failed"):
                self.started.set()

    def kill(self):
        self.process.kill()
        self.process.wait(timeout=10)
        self.reader.join(timeout=10)


def stored(path):
    """What another process finds in the file: integrity, the entries' count and highest
    number, and the tally."""
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        count, highest = db.execute('SELECT count(*), max("number") FROM "Entry"').fetchone()
        tally = db.execute('SELECT "value" FROM "Tally"').fetchone()
    return integrity, count, -1 if highest is None else highest, None if tally is None else tally[0]


def check(path, acknowledged):
    integrity, count, highest, tally = stored(path)
    assert integrity == "ok", integrity
    assert count == highest + 1, f"entries 0…{highest} with none missing, found {count}"
    if acknowledged is not None:
        assert highest >= acknowledged, f"save {acknowledged} was acknowledged but the file ends at {highest}"
    # The tally is saved with the entries: a save is all there or not at all.
    assert tally == (highest if highest >= 0 else tally), (tally, highest)
    return highest


def test_a_hundred_kills_in_the_middle_of_saves_lose_no_acknowledged_save():
    folder = tempfile.mkdtemp(prefix="loom-kill-loop-")
    path = Path(folder) / "entries.store"
    random.seed(7)
    last, kills_during_saves = -1, 0
    for _ in range(100):
        writer = Writer(path)
        assert writer.started.wait(30), "the writer did not start:\n" + "\n".join(writer.lines)
        time.sleep(random.uniform(0.01, 0.25))
        writer.kill()
        assert not any(line.startswith("failed") for line in writer.lines), writer.lines
        highest = check(path, writer.acknowledged)
        kills_during_saves += highest > (writer.acknowledged if writer.acknowledged is not None else last)
        assert highest >= last, "a later run never loses what an earlier one stored"
        last = highest
    assert last > 1000, f"the loop saved {last + 1} entries: too few for the kills to have landed mid-write"
    print(f"100 kills: {last + 1} entries stored, {kills_during_saves} kills landed after a commit the writer had not yet reported")


@contextlib.contextmanager
def small_disk(size="2m"):
    """A tmpfs of `size` (needs root, as CI runs; skipped elsewhere)."""
    folder = tempfile.mkdtemp(prefix="loom-full-disk-")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", folder], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({mounted.stderr.strip()}): needs root")
    try:
        yield Path(folder)
    finally:
        subprocess.run(["umount", "-l", folder], check=False)


def test_a_full_disk_fails_the_save_clearly_and_keeps_every_acknowledged_one():
    with small_disk() as disk:
        path = disk / "entries.store"
        writer = Writer(path)
        assert writer.process.wait(timeout=120) == 3, "the writer stops when a save fails:\n" + "\n".join(writer.lines[-5:])
        writer.reader.join(timeout=10)
        failure = writer.lines[-1]
        assert failure.startswith("failed:") and "full" in failure, failure
        assert writer.acknowledged is not None and writer.acknowledged > 100
        check(path, writer.acknowledged)
