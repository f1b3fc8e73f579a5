"""Load: many concurrent sessions each send a run of events over loopback, on a server of the
test's own. Every event must be applied and acknowledged (each counter ends at its count) and
none lost. Reported, not asserted against a clock (artifacts/reliability.json, the figures of
docs/RELIABILITY.md): sessions held, events applied and lost, p50/p99 event→patch latency, the
server's resident memory per session, and its memory once every session has closed and expired."""
import asyncio
import json
import time

import pytest
import websockets

from conftest import element_id, record, resident_kib, showcase, ws_url
from test_protocol import receive

GRACE_SECONDS = 2
RUNS = {100: 100, 256: 40}  # sessions: events per session


async def attach(url):
    socket = await websockets.connect(ws_url(url, "counter"), origin=url, max_size=None, open_timeout=60)
    reset = await receive(socket, timeout=60)
    assert reset["t"] == "reset", reset
    return socket, reset


async def drive(socket, reset, events, latencies):
    """Sends `events` taps one at a time, each timed from send to its patch; returns the count
    the session ends at and the last sequence number acknowledged."""
    increment = element_id(reset["html"], "button", "Increment")
    acked = 0
    for sequence in range(1, events + 1):
        started = time.perf_counter()
        await socket.send(json.dumps({"id": increment, "e": "tap", "s": sequence}))
        patched = False
        while acked < sequence:
            frame = await receive(socket, timeout=60)
            if frame["t"] == "patch" and not patched:
                latencies.append(time.perf_counter() - started)
                patched = True
            elif frame["t"] == "ack":
                acked = frame["s"]
            elif frame["t"] == "error":
                raise AssertionError(frame)
    await socket.send(json.dumps({"e": "resync"}))
    while True:
        frame = await receive(socket, timeout=60)
        if frame["t"] == "reset":
            return frame["html"], acked


def percentile(ordered, fraction):
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] * 1000, 2)


@pytest.mark.parametrize("sessions", sorted(RUNS))
def test_many_sessions_each_sending_events_lose_nothing(sessions):
    events = RUNS[sessions]
    flags = ("--max-sessions", str(sessions + 8), "--max-sessions-per-client", str(sessions + 8),
             "--reconnect-grace", str(GRACE_SECONDS))
    with showcase(*flags) as server:
        # One page first, so the memory baseline includes what every session shares.
        async def warm_up():
            socket, _ = await attach(server.url)
            await socket.close()
        asyncio.run(warm_up())
        time.sleep(GRACE_SECONDS + 1)
        baseline = resident_kib(server.pid)
        latencies = []
        held = {}

        async def everyone():
            pages = await asyncio.gather(*(attach(server.url) for _ in range(sessions)))
            held["sessions"] = len({reset["session"] for _, reset in pages})
            held["rss_kib"] = resident_kib(server.pid)
            started = time.perf_counter()
            results = await asyncio.gather(*(drive(socket, reset, events, latencies) for socket, reset in pages))
            held["elapsed"] = time.perf_counter() - started
            held["rss_after_events_kib"] = resident_kib(server.pid)
            for socket, _ in pages:
                await socket.close()
            return results

        results = asyncio.run(everyone())
        applied = sum(1 for html, _ in results if f"Count: {events}<" in html) * events
        acked = sum(last for _, last in results)
        # Closed sessions expire after the grace period; give the allocator a moment to return pages.
        time.sleep(GRACE_SECONDS + 2)
        closed_rss = resident_kib(server.pid)

    sent = sessions * events
    ordered = sorted(latencies)
    report = {
        "sessions_requested": sessions,
        "sessions_held": held["sessions"],
        "events_per_session": events,
        "events_sent": sent,
        "events_applied": applied,
        "events_acked": acked,
        "events_lost": sent - applied,
        "p50_ms": percentile(ordered, 0.50),
        "p99_ms": percentile(ordered, 0.99),
        "max_ms": round(ordered[-1] * 1000, 2),
        "events_per_second": round(sent / held["elapsed"]),
        "rss_before_kib": baseline,
        "rss_with_sessions_kib": held["rss_kib"],
        "rss_per_session_kib": round((held["rss_kib"] - baseline) / sessions, 1),
        "rss_after_events_kib": held["rss_after_events_kib"],
        "rss_after_all_closed_kib": closed_rss,
    }
    report["note"] = (
        "Debug build of loom-showcase on 127.0.0.1, one server per run, counter app; latency is from sending an "
        "event to receiving its patch, one event in flight per session; memory is VmRSS from /proc, 'after all "
        "closed' once every session expired (the allocator keeps some pages).")
    record("load", str(sessions), report)
    print(f"\nload {sessions}:", json.dumps(report))
    assert report["sessions_held"] == sessions
    assert report["events_lost"] == 0 and acked == sent
    assert len(latencies) == sent
