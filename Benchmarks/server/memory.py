"""Server memory per web session showing 1,000 rows (issue 18): run through Benchmarks/server-memory.

A showcase server of its own on 127.0.0.1; one warm-up session first (create 1,000 rows, close,
let it expire), so the baseline holds what all sessions share (type metadata, caches, the
allocator's first arenas). Then N sessions of the "Benchmark table" window attach as pages do
(a WebSocket to /ws?app=benchmark-table), each taps "Create 1,000 rows" and waits for its patch
and acknowledgement. The server's resident memory (VmRSS, /proc/<pid>/status) is read before and
with all N held: the difference divided by N is the memory per session. Finally the sessions
close and expire, and the resident memory is read again (what the allocator kept).

Resident memory, not heap bytes: it is what the machine pays, allocator overhead and
fragmentation included. N sessions at once so one session's figure is not hidden in the
allocator's rounding to pages."""
import argparse
import asyncio
import json
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
APP = "benchmark-table"
GRACE_SECONDS = 1
ROWS = 1_000


def resident_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def start_showcase(binary, sessions):
    process = subprocess.Popen(
        [binary, "--port", "0", "--reconnect-grace", str(GRACE_SECONDS), "--max-sessions", str(sessions + 8),
         "--max-sessions-per-client", str(sessions + 8)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    found = threading.Event()
    url = []

    def read():
        for line in process.stdout:
            match = re.search(r"Loom showcase: (http://127\.0\.0\.1:\d+)", line)
            if match and not found.is_set():
                url.append(match.group(1))
                found.set()

    threading.Thread(target=read, daemon=True).start()
    if not found.wait(60):
        process.kill()
        sys.exit("server-memory: the showcase did not start")
    return process, url[0]


async def receive(socket):
    return json.loads(await asyncio.wait_for(socket.recv(), 120))


async def open_session_with_rows(url):
    """Attaches a page, taps "Create 1,000 rows" and waits for its acknowledgement. Returns
    the socket (held open) and the bytes of the patches it received."""
    socket = await websockets.connect(
        url.replace("http://", "ws://") + f"/ws?app={APP}", origin=url, max_size=None, open_timeout=60)
    reset = await receive(socket)
    assert reset["t"] == "reset", reset
    match = re.search(r'<button data-id="(\d+)"[^>]*>Create 1,000 rows<', reset["html"])
    assert match, "no 'Create 1,000 rows' button in the reset"
    await socket.send(json.dumps({"id": int(match.group(1)), "e": "tap", "s": 1}))
    patch_bytes = 0
    while True:
        frame = await receive(socket)
        if frame["t"] == "patch":
            patch_bytes += len(json.dumps(frame))
        elif frame["t"] == "ack":
            break
        elif frame["t"] == "error":
            raise AssertionError(frame)
    return socket, patch_bytes


async def rows_shown(socket):
    """The rows the session's page shows, from a full reset."""
    await socket.send(json.dumps({"e": "resync"}))
    while True:
        frame = await receive(socket)
        if frame["t"] == "reset":
            return frame["html"].count(">select<")


async def measure(url, pid, sessions):
    warm, _ = await open_session_with_rows(url)
    await warm.close()
    await asyncio.sleep(GRACE_SECONDS + 1.5)
    before = resident_kib(pid)
    opened = []
    for _ in range(sessions):  # one at a time: the figure is memory, not concurrency
        opened.append(await open_session_with_rows(url))
    await asyncio.sleep(0.5)
    held = resident_kib(pid)
    shown = await rows_shown(opened[0][0])
    for socket, _ in opened:
        await socket.close()
    await asyncio.sleep(GRACE_SECONDS + 2)
    closed = resident_kib(pid)
    # The same again: if closed sessions were freed, the allocator reuses their memory and the
    # server barely grows; if they leaked, it grows by as much as the first time.
    again = [await open_session_with_rows(url) for _ in range(sessions)]
    await asyncio.sleep(0.5)
    reopened = resident_kib(pid)
    for socket, _ in again:
        await socket.close()
    return {
        "sessions": sessions,
        "rows_per_session": ROWS,
        "rows_shown_by_first_session": shown,
        "create_patch_bytes": opened[0][1],
        "rss_before_kib": before,
        "rss_with_sessions_kib": held,
        "rss_per_session_kib": round((held - before) / sessions, 1),
        "rss_after_closing_kib": closed,
        "rss_with_as_many_again_kib": reopened,
        "rss_growth_per_reopened_session_kib": round((reopened - closed) / sessions, 1),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--showcase", required=True)
    parser.add_argument("--sessions", type=int, default=20)
    arguments = parser.parse_args()
    process, url = start_showcase(arguments.showcase, arguments.sessions)
    try:
        figures = asyncio.run(measure(url, process.pid, arguments.sessions))
    finally:
        process.terminate()
        process.wait(timeout=10)
    figures["showcase"] = arguments.showcase
    assert figures["rows_shown_by_first_session"] == ROWS, figures
    (ROOT / "artifacts").mkdir(exist_ok=True)
    (ROOT / "artifacts" / "server-memory.json").write_text(json.dumps(figures, indent=2))
    print("| sessions | rows each | RSS before | RSS with sessions | per session | after closing | as many again | growth per new session |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print(f"| {figures['sessions']} | {ROWS:,} | {figures['rss_before_kib']:,} KiB | {figures['rss_with_sessions_kib']:,} KiB "
          f"| {figures['rss_per_session_kib']:,} KiB | {figures['rss_after_closing_kib']:,} KiB "
          f"| {figures['rss_with_as_many_again_kib']:,} KiB | {figures['rss_growth_per_reopened_session_kib']:,} KiB |")


if __name__ == "__main__":
    main()
