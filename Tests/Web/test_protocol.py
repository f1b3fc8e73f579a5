"""The wire protocol against a real server and a real WebSocket client on 127.0.0.1."""
import asyncio
import json
import re

import pytest
import websockets

from conftest import element_id, open_session


def ws_url(base_url, token):
    return base_url.replace("http://", "ws://") + f"/ws?session={token}"


async def connect(base_url, token, origin=None):
    return await websockets.connect(ws_url(base_url, token), origin=origin or base_url, max_size=None)


async def receive(socket, timeout=5):
    return json.loads(await asyncio.wait_for(socket.recv(), timeout))


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
        (json.dumps({"id": 999999, "e": "tap"}), "No element #999999"),
        (json.dumps({"id": 1, "e": "tap"}), "does not handle this event"),
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


def test_an_event_naming_another_sessions_element_is_refused(server):
    async def scenario():
        token_a, html_a = open_session(server, "keyed-list")
        token_b, _ = open_session(server, "counter")
        foreign = element_id(html_a, "button", "Shuffle")
        async with await connect(server, token_b) as socket:
            reset = await receive(socket)
            await socket.send(json.dumps({"id": foreign + 1000, "e": "tap"}))
            assert (await receive(socket))["t"] == "error"
            assert "Count: 0" in reset["html"]
    run(scenario())


def test_a_foreign_origin_is_refused(server):
    async def scenario():
        token, _ = open_session(server, "counter")
        with pytest.raises(websockets.exceptions.InvalidStatus):
            await connect(server, token, origin="http://evil.example")
    run(scenario())


def test_an_unknown_session_gets_a_fatal_error(server):
    async def scenario():
        async with await connect(server, "no-such-session") as socket:
            error = await receive(socket)
            assert error["t"] == "error" and error.get("fatal") is True
    run(scenario())


def test_text_is_escaped_in_inserted_html_and_in_the_resync(server):
    async def scenario():
        token, _ = open_session(server, "chat")
        hostile = "<script>alert(1)</script>"
        async with await connect(server, token) as socket:
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
        async with await connect(server, token) as socket:
            html = (await receive(socket))["html"]
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>" not in html
    run(scenario())
