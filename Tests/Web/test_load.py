"""Load: 100 concurrent sessions each send 100 events over loopback. Every event must be
applied (each counter ends at 100) and none lost; the 99th-percentile latency from sending an
event to receiving its patch is reported (artifacts/load.json), not asserted against a clock."""
import asyncio
import json
import time

from conftest import ARTIFACTS, element_id, open_session
from test_protocol import connect, receive

SESSIONS = 100
EVENTS = 100


async def one_session(server, token, html, latencies):
    increment = element_id(html, "button", "Increment")
    async with await connect(server, token) as socket:
        await receive(socket, timeout=30)
        for _ in range(EVENTS):
            started = time.perf_counter()
            await socket.send(json.dumps({"id": increment, "e": "tap"}))
            patch = await receive(socket, timeout=30)
            latencies.append(time.perf_counter() - started)
            assert patch["t"] == "patch"
        await socket.send(json.dumps({"e": "resync"}))
        final = await receive(socket, timeout=30)
        return f"Count: {EVENTS}<" in final["html"]


def test_hundred_sessions_each_sending_hundred_events_lose_nothing(server):
    pages = [open_session(server, "counter") for _ in range(SESSIONS)]
    latencies = []

    async def everyone():
        return await asyncio.gather(*(one_session(server, token, html, latencies) for token, html in pages))

    started = time.perf_counter()
    results = asyncio.run(everyone())
    elapsed = time.perf_counter() - started
    assert all(results), f"{results.count(False)} sessions lost events"
    assert len(latencies) == SESSIONS * EVENTS
    ordered = sorted(latencies)
    report = {
        "sessions": SESSIONS,
        "events_per_session": EVENTS,
        "events_applied": len(latencies),
        "p50_ms": round(ordered[len(ordered) // 2] * 1000, 2),
        "p99_ms": round(ordered[int(len(ordered) * 0.99) - 1] * 1000, 2),
        "max_ms": round(ordered[-1] * 1000, 2),
        "events_per_second": round(len(latencies) / elapsed),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "load.json").write_text(json.dumps(report, indent=2))
    print("\nload:", json.dumps(report))
