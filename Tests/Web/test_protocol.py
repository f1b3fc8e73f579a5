"""The wire protocol against a real server and a real WebSocket client on 127.0.0.1."""
import asyncio
import json
import re
import urllib.request

import pytest
import websockets

from conftest import PATIENCE, element_id, open_session, showcase, ws_url


async def connect(base_url, token=None, origin=None, app="counter", **options):
    """A page's WebSocket: a new session of `app`, or the session `token` attached again."""
    options.setdefault("open_timeout", PATIENCE)
    return await websockets.connect(ws_url(base_url, app, token), origin=origin or base_url, max_size=None, **options)


async def receive(socket, timeout=PATIENCE):
    return json.loads(await asyncio.wait_for(socket.recv(), timeout))


async def receive_kind(socket, kind, timeout=PATIENCE):
    """The next frame of type `kind` (`patch`, `ack`, `error` …), skipping others."""
    while True:
        frame = await receive(socket, timeout)
        if frame["t"] == kind:
            return frame


def run(coroutine):
    return asyncio.run(coroutine)


def text_after(patch, element, before):
    """The own text of `element` after the page applies `patch` (set-text and keep-prefix ops)."""
    text = before
    for op in patch["m"]:
        if op[0] == 4 and op[1] == element:
            text = op[2]
        elif op[0] == 5 and op[1] == element:
            # The kept prefix is counted in UTF-16 units, as the page's JavaScript counts it.
            units = text.encode("utf-16-le")[: 2 * op[2]]
            text = units.decode("utf-16-le") + op[3]
    return text


def test_an_event_goes_up_and_a_patch_comes_down(server):
    async def scenario():
        token, html = open_session(server, "counter")
        increment = element_id(html, "button", "Increment")
        async with await connect(server, token) as socket:
            reset = await receive(socket)
            assert reset["t"] == "reset" and "Count: 0" in reset["html"]
            await socket.send(json.dumps({"id": increment, "e": "tap"}))
            patch = await receive(socket)
            assert patch["t"] == "patch"
            assert text_after(patch, element_id(html, "span", "Count: 0"), "Count: 0") == "Count: 1"
    run(scenario())


def test_a_reconnect_resynchronises_the_whole_tree_and_keeps_state(server):
    async def scenario():
        token, html = open_session(server, "counter")
        increment = element_id(html, "button", "Increment")
        async with await connect(server, token) as socket:
            await receive(socket)
            for _ in range(3):
                await socket.send(json.dumps({"id": increment, "e": "tap"}))
                await receive(socket)
        async with await connect(server, token) as socket:
            reset = await receive(socket)
            assert reset["t"] == "reset" and "Count: 3" in reset["html"]
    run(scenario())


@pytest.mark.parametrize(
    "frame, complaint",
    [
        ("not json", "Malformed message"),
        (json.dumps({"id": 3}), "missing \\\"e\\\""),
        (json.dumps({"id": 3, "e": "explode"}), "Unknown event"),
        (json.dumps({"id": 3, "e": "tap", "s": 0}), "sequence number"),
        (json.dumps({"id": 3, "e": "text"}), "needs a string"),
        ("x" * 20000, "limit is 16384 bytes"),
    ],
)
def test_bad_messages_get_an_error_frame_and_the_session_keeps_working(server, frame, complaint):
    async def scenario():
        token, html = open_session(server, "counter")
        increment = element_id(html, "button", "Increment")
        async with await connect(server, token) as socket:
            await receive(socket)
            await socket.send(frame)
            error = await receive(socket)
            assert error["t"] == "error"
            assert complaint.replace("\\", "") in error["message"]
            await socket.send(json.dumps({"id": increment, "e": "tap"}))
            patch = await receive(socket)
            assert patch["t"] == "patch"
            assert text_after(patch, element_id(html, "span", "Count: 0"), "Count: 0") == "Count: 1"
    run(scenario())


@pytest.mark.parametrize("target", [999999, 1], ids=["gone", "not-a-button"])
def test_an_event_for_an_element_that_went_away_is_acked_quietly(server, target):
    async def scenario():
        async with await connect(server) as socket:
            reset = await receive(socket)
            increment = element_id(reset["html"], "button", "Increment")
            await socket.send(json.dumps({"id": target, "e": "tap", "s": 1}))
            assert await receive(socket) == {"t": "ack", "s": 1}
            await socket.send(json.dumps({"id": increment, "e": "tap", "s": 2}))
            assert (await receive(socket))["t"] == "patch"
            assert await receive(socket) == {"t": "ack", "s": 2}
    run(scenario())


def test_an_event_naming_another_sessions_element_changes_nothing(server):
    async def scenario():
        _, html_a = open_session(server, "keyed-list")
        foreign = element_id(html_a, "button", "Shuffle")
        async with await connect(server, app="counter") as socket:
            reset = await receive(socket)
            await socket.send(json.dumps({"id": foreign + 1000, "e": "tap", "s": 1}))
            assert await receive(socket) == {"t": "ack", "s": 1}
            await socket.send(json.dumps({"e": "resync"}))
            again = await receive(socket)
            assert again["html"] == reset["html"] and "Count: 0" in again["html"]
    run(scenario())


def test_serving_a_page_opens_no_session(server):
    with urllib.request.urlopen(f"{server}/app/counter") as response:
        html = response.read().decode()
    assert 'data-app="counter"' in html and "data-session" not in html
    assert "Count: 0" in html


def test_a_reset_names_the_session_and_an_event_sent_again_after_a_reconnect_is_applied_once(server):
    async def scenario():
        async with await connect(server) as socket:
            reset = await receive(socket)
            assert reset["a"] == 0
            token = reset["session"]
            increment = element_id(reset["html"], "button", "Increment")
            for sequence in (1, 2):
                await socket.send(json.dumps({"id": increment, "e": "tap", "s": sequence}))
                await receive_kind(socket, "ack")
        async with await connect(server, token) as socket:
            reset = await receive(socket)
            assert reset["session"] == token and reset["a"] == 2 and "Count: 2" in reset["html"]
            # The page resends what it had not seen acknowledged: 2 again, then 3.
            for sequence in (2, 3):
                await socket.send(json.dumps({"id": increment, "e": "tap", "s": sequence}))
            assert await receive_kind(socket, "ack") == {"t": "ack", "s": 2}
            assert await receive_kind(socket, "ack") == {"t": "ack", "s": 3}
            await socket.send(json.dumps({"e": "resync"}))
            assert "Count: 3" in (await receive_kind(socket, "reset"))["html"]
    run(scenario())


def test_a_binary_frame_gets_an_error_frame_and_the_session_goes_on(server):
    async def scenario():
        async with await connect(server) as socket:
            reset = await receive(socket)
            await socket.send(b"\x00\x01")
            assert "Binary frames" in (await receive(socket))["message"]
            await socket.send(json.dumps({"id": element_id(reset["html"], "button", "Increment"), "e": "tap"}))
            assert (await receive(socket))["t"] == "patch"
    run(scenario())


def test_a_foreign_origin_is_refused(server):
    async def scenario():
        token, _ = open_session(server, "counter")
        with pytest.raises(websockets.exceptions.InvalidStatus):
            await connect(server, token, origin="http://evil.example")
    run(scenario())


def test_an_unknown_session_gets_a_fatal_session_ended_frame_then_a_close(server):
    async def scenario():
        async with await connect(server, "no-such-session") as socket:
            error = await receive(socket)
            assert error["t"] == "error" and error["fatal"] is True and error["code"] == "session-ended"
            with pytest.raises(websockets.exceptions.ConnectionClosed):
                await receive(socket)
    run(scenario())


def test_text_is_escaped_in_inserted_html_and_in_the_resync(server):
    async def scenario():
        token, _ = open_session(server, "chat")
        hostile = "<script>alert(1)</script>"
        async with await connect(server, token, app="chat") as socket:
            reset = await receive(socket)
            field = int(re.search(r'<input data-id="(\d+)"', reset["html"]).group(1))
            send = element_id(reset["html"], "button", "Send")
            await socket.send(json.dumps({"id": field, "e": "text", "v": hostile}))
            await receive(socket)
            await socket.send(json.dumps({"id": send, "e": "tap"}))
            inserted = ""
            for _ in range(5):
                patch = await receive(socket)
                inserted += "".join(op[3] for op in patch["m"] if op[0] == 0)
                if "alert" in inserted:
                    break
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in inserted
            assert "<script>" not in inserted
        async with await connect(server, token, app="chat") as socket:
            html = (await receive(socket))["html"]
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>" not in html
    run(scenario())


def test_development_mode_marks_the_page_and_production_does_not(server):
    with urllib.request.urlopen(f"{server}/app/counter") as response:
        assert "data-dev" not in response.read().decode()
    with showcase("--dev") as development:
        with urllib.request.urlopen(f"{development.url}/app/counter") as response:
            assert '<div id="loom-root" data-app="counter" data-dev>' in response.read().decode()
