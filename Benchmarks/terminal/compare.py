"""Loom's terminal table beside the same table in Textual, in one run on this machine.

Each app runs in a tmux window of 100×30 cells behind `ptymeter.py`, which logs every byte the
app writes and when each key reached it. The keys of the table benchmark are sent one at a
time, each after the screen has settled; per operation the script reports the bytes written,
the time from the key to the first byte written (key→first byte) and to the last byte of the
frame (key→frame), as medians over the runs.

    python3 compare.py --loom PATH/loom-bench --textual-python PATH/python [--runs 5] [--smoke]

`--smoke` runs one create and one update per app and checks only that bytes were counted
(nothing about time), for CI. Without Textual (`--textual-python` missing) only Loom runs.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 100, 30
# Key, operation: the order of one run (create first, clear last, so every run starts alike).
OPERATIONS = [
    ("c", "create 1,000 rows"),
    ("u", "update every 10th row"),
    ("s", "select a row"),
    ("w", "swap rows 2 and 999"),
    ("d", "remove a row"),
    ("a", "append 1,000 rows"),
    ("x", "clear"),
]
QUIET = 0.5  # seconds without output after which a frame counts as complete
# Seconds after a key with no output at all: the key changed nothing on screen. Generous, since
# every operation here draws something: a debug build on a loaded machine (load average 13) took
# over 2 s to start drawing 1,000 rows, and the smoke then counted none for create.
SILENT = 20.0


class Event:
    __slots__ = ("time", "direction", "data")

    def __init__(self, line):
        parts = line.split()
        self.time = int(parts[0]) / 1e9
        self.direction = parts[1]
        self.data = bytes.fromhex(parts[3])


def read_log(path):
    if not path.exists():
        return []
    text = path.read_text()
    # The meter may be writing the last line: only complete lines count.
    return [Event(line) for line in text[: text.rfind("\n") + 1].splitlines()]


class Run:
    """One app in its own tmux server, behind the byte meter."""

    def __init__(self, name, command):
        self.name = name
        self.socket = f"loom-compare-{uuid.uuid4().hex[:8]}"
        self.log = Path(f"/tmp/{self.socket}.log")
        meter = [sys.executable, str(HERE / "ptymeter.py"), str(self.log), "--", *command]
        shell = "env -u COLORTERM -u NO_COLOR TERM=xterm-256color " + " ".join(f"'{part}'" for part in meter)
        self.tmux("new-session", "-d", "-s", "m", "-x", str(WIDTH), "-y", str(HEIGHT), shell)

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], check=True, capture_output=True, text=True).stdout

    def settle(self, after, key=None, timeout=60):
        """Waits until `key` (if any) reached the app after event index `after` and the output
        has then been quiet; returns the events so far."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            events = read_log(self.log)
            new = events[after:]
            pressed = next((e for e in new if e.direction == "in" and (key is None or e.data == key.encode())), None)
            if key is None or pressed:
                outs = [e for e in new if e.direction == "out" and (pressed is None or e.time >= pressed.time)]
                now = time.monotonic_ns() / 1e9
                if outs and now - outs[-1].time >= QUIET:
                    return events
                start = pressed.time if pressed else None
                if not outs and start is not None and now - start >= SILENT:
                    return events
            time.sleep(0.05)
        raise RuntimeError(f"{self.name}: no settled screen after {key!r}")

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "m")

    def close(self):
        try:
            self.tmux("send-keys", "-t", "m", "C-c")
            time.sleep(0.5)
        except subprocess.CalledProcessError:
            pass
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        self.log.unlink(missing_ok=True)


def measure(name, command, operations, runs):
    """Runs `operations` `runs` times on one app; per operation the list of (bytes, first, frame)."""
    run = Run(name, command)
    results = {operation: [] for _, operation in operations}
    screens = {}
    try:
        events = run.settle(0, timeout=60)
        screens["start"] = run.screen()
        for _ in range(runs):
            for key, operation in operations:
                before = len(events)
                run.tmux("send-keys", "-t", "m", "-l", key)
                events = run.settle(before, key)
                new = events[before:]
                pressed = next(e for e in new if e.direction == "in" and e.data == key.encode())
                outs = [e for e in new if e.direction == "out" and e.time >= pressed.time]
                written = sum(len(e.data) for e in outs)
                first = (outs[0].time - pressed.time) * 1e3 if outs else None
                frame = (outs[-1].time - pressed.time) * 1e3 if outs else None
                results[operation].append((written, first, frame))
                screens.setdefault(operation, run.screen())
    finally:
        run.close()
    return results, screens


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summarise(results):
    return {
        operation: {
            "bytes": median([r[0] for r in rows]),
            "first_ms": median([r[1] for r in rows]),
            "frame_ms": median([r[2] for r in rows]),
            "runs": len(rows),
        }
        for operation, rows in results.items()
    }


def cell(value, digits=0):
    if value is None:
        return "—"
    return f"{value:,.{digits}f}"


def markdown(loom, textual, runs):
    lines = [
        f"| operation ({WIDTH}×{HEIGHT} cells, median of {runs}) | Loom bytes | Textual bytes | Loom key→first byte | Textual key→first byte | Loom key→frame | Textual key→frame |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for _, operation in OPERATIONS:
        a = loom.get(operation)
        b = textual.get(operation, {}) if textual else {}
        if not a:
            continue
        lines.append(
            f"| {operation} | {cell(a['bytes'])} | {cell(b.get('bytes'))} | {cell(a['first_ms'], 1)} ms | {cell(b.get('first_ms'), 1)} ms "
            f"| {cell(a['frame_ms'], 1)} ms | {cell(b.get('frame_ms'), 1)} ms |")
    return "\n".join(lines)


def verdict(loom, textual):
    """Which goals hold: fewer bytes for every update, key→frame no worse (medians)."""
    notes = []
    for _, operation in OPERATIONS:
        a, b = loom.get(operation), (textual or {}).get(operation)
        if not a or not b:
            continue
        if b["bytes"] is not None and (a["bytes"] or 0) >= b["bytes"]:
            notes.append(f"more bytes than Textual: {operation} ({cell(a['bytes'])} ≥ {cell(b['bytes'])})")
        if a["frame_ms"] is not None and b["frame_ms"] is not None and a["frame_ms"] > b["frame_ms"]:
            notes.append(f"slower key→frame than Textual: {operation} ({cell(a['frame_ms'], 1)} > {cell(b['frame_ms'], 1)} ms)")
    return notes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loom", required=True, help="the loom-bench binary")
    parser.add_argument("--textual-python", help="a Python with Textual installed")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="one create and one update; checks bytes were counted")
    parser.add_argument("--out", help="a folder for the JSON figures and the screens")
    arguments = parser.parse_args()

    operations = OPERATIONS[:2] if arguments.smoke else OPERATIONS
    runs = 1 if arguments.smoke else arguments.runs
    apps = [("Loom", [arguments.loom, "--terminal-table"])]
    if arguments.textual_python:
        apps.append(("Textual", [arguments.textual_python, str(HERE / "textual_table.py")]))
    summaries, screens = {}, {}
    for name, command in apps:
        print(f"measuring {name}…", file=sys.stderr)
        results, screens[name] = measure(name, command, operations, runs)
        summaries[name] = summarise(results)

    if arguments.smoke:
        failures = [
            f"{name}: no bytes counted for {operation}"
            for name, summary in summaries.items() for operation, figures in summary.items() if not figures["bytes"]
        ]
        for name, summary in summaries.items():
            print(name, {operation: figures["bytes"] for operation, figures in summary.items()})
        for failure in failures:
            print("FAILED", failure)
        sys.exit(1 if failures else 0)

    print(markdown(summaries["Loom"], summaries.get("Textual"), runs))
    notes = verdict(summaries["Loom"], summaries.get("Textual"))
    print("\n" + ("\n".join(notes) if notes else "Loom: fewer bytes than Textual for every operation, key→frame no slower."))
    if arguments.out:
        out = Path(arguments.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "terminal-compare.json").write_text(json.dumps(summaries, indent=2))
        for name, shots in screens.items():
            (out / f"terminal-compare-{name.lower()}-screens.txt").write_text(
                "\n".join(f"== after {operation}\n{text}" for operation, text in shots.items()))


if __name__ == "__main__":
    main()
