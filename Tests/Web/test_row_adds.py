"""Issue 12: one session adding rows to the KeyedList example, one "Add" tap at a time over a
real WebSocket, on a server of the test's own. Adding 3,000 rows used to keep the server busy
38 s against 10.6 s for 1,500 (each add compared every row already there: quadratic). The rows
now live in a `ListModel`, so an add costs the same whatever the length and 3,000 adds cost
about twice 1,500.

Asserted on counts: every tap acknowledged, every row shown, and the patch bytes of the last
add the same at both lengths (but for a digit). Timed figures (the server's CPU time, the wall
time, their ratio 3,000 / 1,500) are reported in artifacts/reliability.json, never asserted."""
import asyncio
import json
import os
import re
import time
from pathlib import Path

from conftest import build_kind, element_id, record, showcase, ws_url
from test_protocol import receive

import websockets

RUNS = (1500, 3000)
INITIAL_ROWS = 3  # the example starts with Apple, Banana and Cherry
ROW_TEXT = re.compile(r">(\d+)\. [A-Z][a-z]+<")


def cpu_seconds(pid):
    """The process's user + system CPU time, from /proc/<pid>/stat (fields 14 and 15, in ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def add_rows(url, rows):
    """Opens a keyed-list session, taps "Add" `rows` times, each tap sent once the previous
    one is acknowledged, then asks for a reset. Returns the ids of the rows the reset shows,
    the taps acknowledged, and the patch bytes of each add."""
    async with websockets.connect(ws_url(url, "keyed-list"), origin=url, max_size=None, open_timeout=30) as socket:
        reset = await receive(socket, timeout=30)
        assert reset["t"] == "reset", reset
        add = element_id(reset["html"], "button", "Add")
        acked = 0
        patch_bytes = []
        for sequence in range(1, rows + 1):
            await socket.send(json.dumps({"id": add, "e": "tap", "s": sequence}))
            size = 0
            while acked < sequence:
                raw = await asyncio.wait_for(socket.recv(), 60)
                frame = json.loads(raw)
                if frame["t"] == "patch":
                    size += len(raw.encode())
                elif frame["t"] == "ack":
                    acked = frame["s"]
                elif frame["t"] == "error":
                    raise AssertionError(frame)
            patch_bytes.append(size)
        await socket.send(json.dumps({"e": "resync"}))
        while True:
            frame = await receive(socket, timeout=60)
            if frame["t"] == "reset":
                shown = [int(number) for number in ROW_TEXT.findall(frame["html"])]
                return shown, acked, patch_bytes


def test_adding_3000_rows_one_at_a_time_costs_about_twice_adding_1500():
    figures = {}
    with showcase("--max-queued-events", "64") as server:
        for rows in RUNS:
            cpu_before = cpu_seconds(server.pid)
            started = time.perf_counter()
            shown, acked, patch_bytes = asyncio.run(add_rows(server.url, rows))
            wall = time.perf_counter() - started
            busy = cpu_seconds(server.pid) - cpu_before
            assert acked == rows
            assert shown == list(range(1, INITIAL_ROWS + rows + 1)), f"{len(shown)} rows shown after {rows} adds"
            figures[rows] = {
                "rows_added": rows,
                "taps_acked": acked,
                "server_cpu_s": round(busy, 2),
                "wall_s": round(wall, 2),
                "patch_bytes_first_add": patch_bytes[0],
                "patch_bytes_last_add": patch_bytes[-1],
                "patch_bytes_total": sum(patch_bytes),
            }
    small, large = figures[RUNS[0]], figures[RUNS[1]]
    # Counted, so asserted: the last add's patch is the first add's but for the row's number
    # growing a digit or two, at either length; the bytes sent in all grow linearly.
    assert abs(large["patch_bytes_last_add"] - small["patch_bytes_last_add"]) <= 8, (small, large)
    assert large["patch_bytes_total"] < 2.1 * small["patch_bytes_total"], (small, large)
    summary = {
        **{str(rows): run for rows, run in figures.items()},
        "server_cpu_ratio": round(large["server_cpu_s"] / max(small["server_cpu_s"], 0.01), 2),
        "wall_ratio": round(large["wall_s"] / max(small["wall_s"], 0.01), 2),
        "note": (f"{build_kind()} build of loom-showcase on 127.0.0.1, one keyed-list session, one tap in flight (each sent "
                 "once the previous was acknowledged); server CPU is user + system time from /proc, wall is the "
                 "client's from the first tap to the reset after the last."),
    }
    record("row_adds", "keyed_list", summary)
    print("\nrow adds:", json.dumps(summary))
