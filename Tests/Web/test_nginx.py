"""Two showcase processes behind Debian's nginx, configured as docs/DEPLOYMENT.md says (its nginx
block, with the ports replaced): every session stays on the process that opened it, and killing
one process loses only that process's sessions, whose pages start fresh sessions on the other."""
import asyncio
import contextlib
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
import websockets
from selenium.webdriver.common.by import By

from conftest import PATIENCE, ROOT, ShowcaseProcess, element_id, stop_process, wait_until, ws_url
from test_browser import until
from test_protocol import text_after

PROCESS_HEADER = "X-Loom-Process"
SESSIONS = 20


def nginx_binary():
    """Debian's nginx, installed with apt-get (as scripts/test installs Chromium) when missing."""
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    if found:
        return found
    if not shutil.which("apt-get"):
        pytest.skip("nginx is not installed and there is no apt-get to install it: install Debian's nginx package")
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=environment)
    subprocess.run(["apt-get", "install", "-y", "-qq", "nginx"], check=True, env=environment, stdout=subprocess.DEVNULL)
    return shutil.which("nginx") or "/usr/sbin/nginx"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def documented_config(port, first, second):
    """The nginx block of docs/DEPLOYMENT.md with its ports replaced by the test's own."""
    text = (ROOT / "docs" / "DEPLOYMENT.md").read_text()
    blocks = re.findall(r"```nginx\n(.*?)```", text, re.S)
    assert len(blocks) == 1, "docs/DEPLOYMENT.md should hold exactly one nginx block"
    block = blocks[0]
    replacements = {"listen 8080;": f"listen 127.0.0.1:{port};", "127.0.0.1:8081": f"127.0.0.1:{first}",
                    "127.0.0.1:8082": f"127.0.0.1:{second}"}
    for documented, own in replacements.items():
        assert documented in block, f"docs/DEPLOYMENT.md's nginx block no longer says {documented!r}"
        block = block.replace(documented, own)
    return block


class Nginx:
    """nginx in the foreground with everything (config, pid, logs, temp files) in `folder`."""

    def __init__(self, folder, port, http_block, worker_connections=512):
        self.folder = Path(folder)
        self.port = port
        temp = " ".join(f"{kind}_temp_path {folder}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        (self.folder / "nginx.conf").write_text(
            f"daemon off;\nworker_processes 1;\npid {folder}/nginx.pid;\nerror_log {folder}/error.log notice;\n"
            f"events {{ worker_connections {worker_connections}; }}\n"
            f"http {{\naccess_log {folder}/access.log;\n{temp}\n{http_block}\n}}\n")
        self.process = subprocess.Popen(
            [nginx_binary(), "-p", str(folder), "-c", f"{folder}/nginx.conf", "-e", f"{folder}/error.log"],
            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)

        def listening():
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return True
            except OSError:
                return False

        if not wait_until(listening):
            self.stop()
            raise RuntimeError("nginx did not start:\n" + self.log())

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def log(self):
        path = self.folder / "error.log"
        return path.read_text() if path.exists() else ""

    def stop(self):
        stop_process(self.process, signal.SIGQUIT)


@contextlib.contextmanager
def deploy(*flags, environment=None):
    """Processes `a` and `b` of the showcase behind nginx, started as docs/DEPLOYMENT.md says (and
    with `flags` and `environment`); yields (nginx, {"a": process, "b": process})."""
    processes = {}
    proxy = None
    try:
        for name in ("a", "b"):
            processes[name] = ShowcaseProcess("--instance", name, "--trusted-proxy", "127.0.0.1", *flags, environment=environment)
        with tempfile.TemporaryDirectory(prefix="loom-nginx-") as folder:
            port = free_port()
            proxy = Nginx(folder, port, documented_config(port, processes["a"].port, processes["b"].port))
            yield proxy, processes
            proxy.stop()
    finally:
        if proxy:
            proxy.stop()
        for process in processes.values():
            process.stop()


@pytest.fixture
def deployment():
    """Two processes that keep no sessions (`--no-session-restore`): what a page sees when its
    process dies and nothing kept its session. test_fleet.py covers the kept sessions."""
    with deploy("--no-session-restore") as running:
        yield running


class Busy(Exception):
    """The server refused to open a session: the client is at its limit."""


class Page:
    """A WebSocket client of the counter that follows the page script's rules: after a close it
    re-attaches with its token (`&session=`); a fatal session-ended frame makes it forget the
    token and open a new session, numbering its events from 1 again."""

    def __init__(self, base_url, address="127.0.0.1"):
        self.base_url = base_url
        self.address = address  # the client's own address (any of 127/8 is this machine)
        self.token = None
        self.sequence = 0
        self.socket = None
        self.count = 0
        self.processes = []  # the process that answered each attach, from the upgrade's header
        self.ended = 0  # fatal session-ended frames received

    async def attach(self):
        self.socket = await websockets.connect(
            ws_url(self.base_url, "counter", self.token), origin=self.base_url, max_size=None, open_timeout=PATIENCE,
            local_addr=(self.address, 0))
        self.processes.append(self.socket.response.headers.get(PROCESS_HEADER))
        frame = json.loads(await asyncio.wait_for(self.socket.recv(), 10))
        if frame["t"] == "error" and frame.get("fatal"):
            if frame["code"] == "busy":
                await self.socket.close()
                raise Busy(frame["message"])
            assert frame["code"] == "session-ended", frame
            self.ended += 1
            await self.socket.close()
            self.token, self.sequence = None, 0
            return await self.attach()
        assert frame["t"] == "reset", frame
        if self.token is not None:
            assert frame["session"] == self.token and frame["a"] == self.sequence, (frame["session"], frame["a"])
        self.token = frame["session"]
        self.count = int(re.search(r"Count: (\d+)", frame["html"]).group(1))
        self.increment = element_id(frame["html"], "button", "Increment")
        self.label = element_id(frame["html"], "span", f"Count: {self.count}")

    @property
    def process(self):
        return self.processes[-1]

    async def tap(self):
        """Taps Increment and waits for its ack, following the count through the patches."""
        self.sequence += 1
        await self.socket.send(json.dumps({"id": self.increment, "e": "tap", "s": self.sequence}))
        while True:
            frame = json.loads(await asyncio.wait_for(self.socket.recv(), 10))
            if frame["t"] == "patch":
                self.count = int(text_after(frame, self.label, f"Count: {self.count}").split(": ")[1])
            elif frame["t"] == "ack" and frame["s"] == self.sequence:
                return
            elif frame["t"] not in ("patch", "ack"):
                raise AssertionError(f"unexpected frame {frame}")

    async def drop(self):
        """The network drops: the socket closes, the session waits for the re-attach."""
        await self.socket.close()

    async def closed_by_server(self, timeout=PATIENCE):
        """Whether the server side closed this page's socket within `timeout`."""
        try:
            await asyncio.wait_for(self.socket.wait_closed(), timeout)
            return True
        except asyncio.TimeoutError:
            return False


def test_every_session_stays_on_its_process_and_a_killed_process_loses_only_its_own(deployment):
    proxy, processes = deployment

    # Pages (no token) may come from any process, and say which one answered.
    answered = {urllib.request.urlopen(f"{proxy.url}/app/counter", timeout=10).headers.get(PROCESS_HEADER) for _ in range(4)}
    assert answered == set(processes), answered

    async def scenario():
        # Twenty clients, each from an address of its own: after the kill one process holds all
        # their sessions, more than the default per-client limit (16), which is fine only because
        # nginx names each client (X-Real-IP) and the processes trust it.
        pages = [Page(proxy.url, f"127.0.0.{10 + index}") for index in range(SESSIONS)]
        for page in pages:
            await page.attach()
        # Every token names the process that answered, and both processes got sessions.
        for page in pages:
            assert page.process in processes and page.token.startswith(page.process + "."), (page.process, page.token)
        held = {name: [page for page in pages if page.process == name] for name in processes}
        assert all(len(own) >= SESSIONS // 4 for own in held.values()), {name: len(own) for name, own in held.items()}

        # Three network drops: each page re-attaches to its own process, whose session kept its
        # count. The pages come back in a shuffled order, so a proxy that merely alternated
        # (round robin, least_conn) would send some of them to the other process.
        for round in range(3):
            for index, page in enumerate(pages):
                for _ in range(1 + (index + round) % 3):
                    await page.tap()
                await page.drop()
            for page in random.Random(round).sample(pages, len(pages)):
                await page.attach()
                assert page.count == page.sequence
        assert all(len(set(page.processes)) == 1 for page in pages), [page.processes for page in pages]
        assert all(page.ended == 0 for page in pages)

        # Process a dies. Its pages' sockets close; b's stay open and keep their state.
        processes["a"].process.kill()
        processes["a"].process.wait(timeout=10)
        for page in held["a"]:
            assert await page.closed_by_server(), "a page of the killed process kept its socket"
        for page in held["b"]:
            assert page.socket.close_code is None, "a page of the surviving process lost its socket"
            before = page.count
            await page.tap()
            assert page.count == before + 1 == page.sequence

        # a's pages re-attach by token: b answers that the session ended, and a fresh session opens on b.
        for page in held["a"]:
            lost = page.token
            await page.attach()
            assert page.ended == 1
            assert page.processes[-2:] == ["b", "b"], page.processes
            assert page.token.startswith("b.") and page.token != lost
            assert page.count == 0
            await page.tap()
            assert page.count == 1 == page.sequence
        for page in pages:
            await page.socket.close()
        return {name: len(own) for name, own in held.items()}

    started = time.time()
    held = asyncio.run(scenario())
    print(f"\nnginx: {SESSIONS} sessions ({held}), three reconnects each, a killed: {time.time() - started:.1f} s")
    assert "[emerg]" not in proxy.log()


def open_tab(browser, url):
    """A new tab showing the counter through nginx; returns (handle, process named by its token)."""
    browser.switch_to.new_window("tab")
    browser.get(f"{url}/app/counter")
    until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live")
    return browser.current_window_handle, session_token(browser).split(".")[0]


def session_token(browser):
    return browser.execute_script("return sessionStorage.getItem('loom-session:counter');") or ""


def counter_text(browser):
    return re.search(r"Count: \d+", browser.find_element(By.ID, "loom-root").text).group(0)


def tap(browser, expected):
    browser.find_element(By.XPATH, "//div[@id='loom-root']//button[normalize-space(.)='Increment']").click()
    until(browser, lambda b: counter_text(b) == expected)


def test_a_page_whose_process_died_says_so_and_reloaded_works_on_the_other(browser, deployment, screenshots):
    proxy, processes = deployment
    home = browser.current_window_handle
    tabs = {}
    try:
        # Tabs until one is on each process (least_conn alternates: two usually do).
        for _ in range(6):
            handle, process = open_tab(browser, proxy.url)
            tabs.setdefault(process, handle)
            if len(tabs) == 2:
                break
        assert set(tabs) == {"a", "b"}, tabs
        browser.switch_to.window(tabs["a"])
        tap(browser, "Count: 1")
        browser.switch_to.window(tabs["b"])
        tap(browser, "Count: 1")
        tap(browser, "Count: 2")

        processes["a"].process.kill()
        processes["a"].process.wait(timeout=10)

        browser.switch_to.window(tabs["a"])
        ended = until(browser, lambda b: next(
            (e for e in b.find_elements(By.ID, "loom-ended") if "This session has ended." in e.text), None))
        assert "not applied" not in ended.text  # its one action had been applied before
        browser.save_screenshot(str(screenshots / "nginx-process-died.png"))
        ended.find_element(By.TAG_NAME, "button").click()  # Reload: a fresh session on the live process
        until(browser, lambda b: b.find_element(By.ID, "loom-root").get_attribute("data-connection") == "live")
        assert session_token(browser).startswith("b.")
        assert counter_text(browser) == "Count: 0"
        assert browser.find_elements(By.ID, "loom-ended") == [] and browser.find_elements(By.ID, "loom-error") == []
        tap(browser, "Count: 1")

        # The other process's page never noticed: same session, no second reset, its count kept.
        browser.switch_to.window(tabs["b"])
        assert browser.find_element(By.ID, "loom-root").get_attribute("data-synced") == "1"
        assert counter_text(browser) == "Count: 2"
        tap(browser, "Count: 3")
    finally:
        for handle in browser.window_handles:
            if handle != home:
                browser.switch_to.window(handle)
                browser.close()
        browser.switch_to.window(home)


def test_behind_the_proxy_each_client_counts_under_its_own_address():
    """The per-client limit counts the client nginx names, not nginx: one client at its limit
    is busy while another still gets a session."""
    with deploy("--max-sessions-per-client", "2") as (proxy, processes):
        async def scenario():
            flood = []
            refused = 0
            for _ in range(6):
                page = Page(proxy.url, "127.0.0.2")
                try:
                    await page.attach()
                    flood.append(page)
                except Busy:
                    refused += 1
            other = Page(proxy.url, "127.0.0.3")
            await other.attach()
            for page in flood + [other]:
                await page.socket.close()
            return len(flood), refused, other.process

        held, refused, other = asyncio.run(scenario())
        # Two per process for 127.0.0.2 (all attached, so nothing is evicted), then busy.
        assert (held, refused) == (4, 2)
        assert other in processes
