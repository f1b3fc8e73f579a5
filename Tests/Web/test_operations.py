"""What an operator's tools read from a running process: `/healthz` and `/readyz` for the proxy
and orchestrators, `/metrics` in Prometheus' text format (docs/DEPLOYMENT.md, "Checks and
metrics"), and a stop that drains."""
import json
import re
import signal
import urllib.request

from websockets.sync.client import connect

from conftest import PATIENCE, element_id, showcase, ws_url


def get(url):
    with urllib.request.urlopen(url, timeout=PATIENCE) as response:
        return response.status, response.headers.get("Content-Type"), response.read().decode()


def metric(text, name):
    match = re.search(rf"^{name}(?:{{[^}}]*}})? ([0-9.e+-]+)$", text, re.M)
    assert match, f"{name} not in:\n{text}"
    return float(match.group(1))


def test_health_readiness_and_metrics_follow_the_sessions():
    with showcase() as server:
        assert get(server.url + "/healthz")[0] == 200
        assert get(server.url + "/readyz")[:1] == (200,)
        with connect(ws_url(server.url, "counter"), origin=server.url, open_timeout=PATIENCE) as socket:
            reset = json.loads(socket.recv(timeout=PATIENCE))
            button = element_id(reset["html"], "button", "Increment")
            for sequence in (1, 2, 3):
                socket.send(json.dumps({"id": button, "e": "tap", "s": sequence}))
            while True:
                frame = json.loads(socket.recv(timeout=PATIENCE))
                if frame["t"] == "ack" and frame["s"] == 3:
                    break
            status, kind, text = get(server.url + "/metrics")
            assert status == 200 and kind.startswith("text/plain")
            assert metric(text, "loom_sessions") == 1
            assert metric(text, "loom_events_total") == 3
            assert metric(text, "loom_event_seconds_count") == 3
            # Each acknowledged event was stored first: at least one save was timed.
            assert metric(text, "loom_session_store_seconds_count") >= 1
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=PATIENCE) == 0
        assert any("sessions stored and told to move" in line for line in server.output), server.output[-5:]
