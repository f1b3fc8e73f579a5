"""State that sessions share through the app's database: two tabs of the persistent machine
counter tapping at once lose no increment, and every tab sees every increment; with two
processes on one PostgreSQL database, the same across processes."""
import asyncio
import json
import os
import re

import pytest

from conftest import PATIENCE, ws_url
from test_nginx import deploy
from test_shared_data import SERVER, fresh_database

COUNT = re.compile(r'<span data-id="(\d+)"[^>]*>(loading|\d+)<')


async def attach(server):
    """A page of the machine counter: its socket, the count element's id, the shown count
    (None while loading) and the Increment button's id."""
    import websockets

    socket = await websockets.connect(ws_url(server, "machine-counter"), origin=server, max_size=None, open_timeout=PATIENCE)
    reset = json.loads(await asyncio.wait_for(socket.recv(), PATIENCE))
    assert reset["t"] == "reset", reset
    spans = COUNT.findall(reset["html"])
    assert spans, reset["html"][:400]
    count_id, shown = int(spans[-1][0]), spans[-1][1]
    increment = int(re.search(r'<button data-id="(\d+)"[^>]*>Increment<', reset["html"]).group(1))
    return socket, count_id, (None if shown == "loading" else int(shown)), increment


async def shown_count(socket, count_id, shown, until):
    """Applies the socket's patches to the count's text until `until(count)` holds."""
    while shown is None or not until(shown):
        frame = json.loads(await asyncio.wait_for(socket.recv(), PATIENCE))
        if frame["t"] != "patch":
            continue
        for op in frame["m"]:
            if op[0] == 4 and op[1] == count_id and op[2].isdigit():
                shown = int(op[2])
            elif op[0] == 5 and op[1] == count_id:
                text = (str(shown) if shown is not None else "loading")[: op[2]] + op[3]
                shown = int(text) if text.isdigit() else None
    return shown


def test_two_tabs_tapping_at_once_lose_no_increment_and_both_show_the_total(server):
    async def scenario():
        first, first_count, first_shown, first_button = await attach(server)
        second, second_count, second_shown, second_button = await attach(server)
        async with first, second:
            start = await shown_count(first, first_count, first_shown, lambda count: True)
            await shown_count(second, second_count, second_shown, lambda count: count >= start)
            # Four taps from each tab, interleaved, none waiting for the previous one's patch.
            for number in range(1, 5):
                await first.send(json.dumps({"id": first_button, "e": "tap", "s": number}))
                await second.send(json.dumps({"id": second_button, "e": "tap", "s": number}))
            total = start + 8
            assert await shown_count(first, first_count, start, lambda count: count >= total) == total
            assert await shown_count(second, second_count, start, lambda count: count >= total) == total
        # A tab opened afterwards reads the same total from the shared store.
        third, third_count, third_shown, _ = await attach(server)
        async with third:
            assert await shown_count(third, third_count, third_shown, lambda count: True) == total

    asyncio.run(scenario())


@pytest.mark.skipif(not SERVER and not os.environ.get("LOOM_REQUIRE_POSTGRES"),
                    reason="needs LOOM_TEST_POSTGRES_URL (scripts/test starts a PostgreSQL server)")
def test_taps_on_two_processes_on_one_database_are_all_counted_and_shown_on_both():
    """Each tap is a stored row and a broadcast on the counter's topic (NOTIFY), so taps sent
    at once to two processes are all counted, and each process's page shows the total."""
    async def scenario(first_server, second_server):
        first, first_count, first_shown, first_button = await attach(first_server)
        second, second_count, second_shown, second_button = await attach(second_server)
        async with first, second:
            assert await shown_count(first, first_count, first_shown, lambda count: True) == 0
            assert await shown_count(second, second_count, second_shown, lambda count: True) == 0
            for number in range(1, 6):
                await first.send(json.dumps({"id": first_button, "e": "tap", "s": number}))
                await second.send(json.dumps({"id": second_button, "e": "tap", "s": number}))
            assert await shown_count(first, first_count, 0, lambda count: count >= 10) == 10
            assert await shown_count(second, second_count, 0, lambda count: count >= 10) == 10
            # A tap on one process only: the other page learns of it from the broadcast alone.
            await first.send(json.dumps({"id": first_button, "e": "tap", "s": 6}))
            assert await shown_count(second, second_count, 10, lambda count: count >= 11) == 11

    with fresh_database() as database, deploy(environment={"LOOM_DATABASE_URL": database}) as (_, processes):
        asyncio.run(scenario(processes["a"].url, processes["b"].url))
