"""The database goes away under a fleet: two showcase processes behind nginx keep their sessions in
a PostgreSQL server of the test's own, 60 pages fill in the Restore form, and midway the server
is stopped (`pg_ctl stop -m fast`: every connection ends, new ones are refused, as in a restart
or a partition that resets connections) and started again four seconds later. While it is down
the processes keep running and the pages wait (an event is acknowledged only once stored); once
it is back, process `a` is killed with SIGKILL. Every page must end on a live process with its
state intact: nothing acknowledged lost, nothing applied twice."""
import asyncio
import glob
import os
import random
import re
import shutil
import subprocess
import tempfile
import time

import pytest

from conftest import ShowcaseProcess, record, stop_process
from test_fleet import STEPS, Page, assert_every_page_intact, fill_in
from test_nginx import Nginx, documented_config, free_port

pytestmark = pytest.mark.skipif(not glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                                reason="needs PostgreSQL's server (scripts/test installs it)")

PAGES = int(os.environ.get("LOOM_RESTART_PAGES", "60"))


class PostgresServer:
    """A throw-away PostgreSQL cluster on 127.0.0.1 that the test may stop and start (the run's
    shared server must stay up for the other tests). Under root it runs as the postgres user."""

    def __init__(self):
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: [int(x) for x in re.findall(r"\d+", p)])[-1]
        self.folder = tempfile.mkdtemp(prefix="loom-pg-restart-")
        self.port = free_port()
        self.as_user = []
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.run("initdb", "-D", f"{self.folder}/data", "-A", "trust", "-U", "postgres", "-E", "UTF8")
        self.start()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    def run(self, tool, *arguments):
        result = subprocess.run([*self.as_user, f"{self.bin}/{tool}", *arguments], capture_output=True, text=True, timeout=240)
        assert result.returncode == 0, f"{tool}: {result.stdout}{result.stderr}"

    def start(self):
        self.run("pg_ctl", "-D", f"{self.folder}/data", "-l", f"{self.folder}/server.log", "-w",
                 "-o", f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1", "start")

    def stop(self):
        self.run("pg_ctl", "-D", f"{self.folder}/data", "-m", "fast", "-w", "stop")

    def remove(self):
        subprocess.run([*self.as_user, f"{self.bin}/pg_ctl", "-D", f"{self.folder}/data", "-m", "immediate", "-w", "stop"],
                       capture_output=True, timeout=60)
        shutil.rmtree(self.folder, ignore_errors=True)


def test_a_database_restart_then_a_kill_lose_no_page_and_apply_nothing_twice():
    database = PostgresServer()
    ports = {"a": free_port(), "b": free_port()}
    processes = {
        name: ShowcaseProcess("--port", str(port), "--instance", name, "--trusted-proxy", "127.0.0.1",
                              "--max-sessions", "500", "--max-sessions-per-client", "500",
                              environment={"LOOM_DATABASE_URL": database.url})
        for name, port in ports.items()}
    folder = tempfile.mkdtemp(prefix="loom-pg-restart-nginx-")
    proxy_port = free_port()
    proxy = Nginx(folder, proxy_port, documented_config(proxy_port, ports["a"], ports["b"]))
    outage = {}
    try:
        rng = random.Random(35)
        pages = [Page(proxy_port, index, random.Random(rng.random())) for index in range(PAGES)]

        async def faults():
            loop = asyncio.get_running_loop()
            await asyncio.sleep(1.5)
            await loop.run_in_executor(None, database.stop)
            outage["stopped"] = time.monotonic()
            await asyncio.sleep(4)
            # Both processes are still serving (what they could not store waits).
            assert all(process.process.poll() is None for process in processes.values())
            await loop.run_in_executor(None, database.start)
            outage["started"] = time.monotonic()
            await asyncio.sleep(1.5)
            processes["a"].process.kill()
            processes["a"].process.wait(timeout=10)

        async def scenario():
            await asyncio.gather(faults(), *(fill_in(page) for page in pages))
            return await asyncio.gather(*(page.final_screen() for page in pages))

        try:
            finals = asyncio.run(asyncio.wait_for(scenario(), 120))
        except asyncio.TimeoutError:
            stuck = [f"page {page.index}: token {page.token}, {len(page.outbox)} unacknowledged" for page in pages if page.outbox]
            raise AssertionError(f"pages still waiting: {stuck[:5]}; a: {''.join(processes['a'].output[-15:])}; "
                                 f"b: {''.join(processes['b'].output[-15:])}")
        assert_every_page_intact(pages, finals)
        assert processes["b"].process.poll() is None, "".join(processes["b"].output[-20:])
        log = "".join(processes["b"].output)
        assert "could not store sessions, retrying" in log, "the outage was not noticed: " + log[-2000:]
        assert "sessions are stored again" in log, log[-2000:]

        waits = sorted(wait for page in pages for wait in page.waits)
        figures = {
            "pages": len(pages), "events": len(pages) * STEPS,
            "database down seconds": round(outage["started"] - outage["stopped"], 1),
            "pages moved by the kill": sum(1 for page in pages if page.waits),
            "restored resets": sum(page.restores for page in pages),
            "wait max ms": round(waits[-1] * 1000) if waits else 0,
            "lost": 0, "applied twice": 0,
        }
        print("database restart:", figures)
        record("fleet", "database restart then kill", figures)
    finally:
        proxy.stop()
        for process in processes.values():
            stop_process(process.process)
        database.remove()
        shutil.rmtree(folder, ignore_errors=True)
