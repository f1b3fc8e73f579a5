"""Fixtures for Loom's web tests: a real showcase server on 127.0.0.1 and a headless browser."""
import atexit
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
BINARY = os.environ.get("LOOM_SHOWCASE", str(ROOT / ".build" / "debug" / "loom-showcase"))


def build_kind():
    """How the showcase measured was built, for the figures' notes: Release or Debug, and the
    sanitizer when it runs under one (scripts/test runs every web test on its AddressSanitizer
    build)."""
    parts = Path(BINARY).resolve().parts
    kind = "Release" if "release" in parts else "Debug"
    return kind + (" (AddressSanitizer)" if any("asan" in part for part in parts) else "")

# The showcase keeps the machine counter's count under its temporary directory, which every
# showcase process on the machine shares. The servers of one test run get a folder of their own,
# so another run beside this one (a colleague's tests, the terminal tests) cannot change a count a
# test reads: a terminal test's increment once showed up in test_shared_state's total.
SHOWCASE_TMPDIR = tempfile.mkdtemp(prefix="loom-web-tests-")
atexit.register(shutil.rmtree, SHOWCASE_TMPDIR, ignore_errors=True)
# The showcase's data (the chat's database, settings) in the run's own folder, not the user's.
SHOWCASE_ENVIRONMENT = {**os.environ, "TMPDIR": SHOWCASE_TMPDIR, "LOOM_STORAGE_DIR": SHOWCASE_TMPDIR}

# How long a wait for a page, a frame or a server allows. Generous, since on a loaded 2-core CI
# machine what takes milliseconds alone can take seconds; a wait ends as soon as what it waits for
# happens, so this costs nothing when all is well. Tests wait on outcomes, never for a fixed time.
PATIENCE = 20


def stop_process(process, sig=signal.SIGTERM):
    """Asks `process` to end with `sig` (nginx wants SIGQUIT for a graceful stop), and kills it
    if it has not ended within ten seconds."""
    if process.poll() is None:
        process.send_signal(sig)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


class ShowcaseProcess:
    """A showcase server started with `flags` on a free port; its output is read all along (a
    full pipe would stall the server) and kept in `output`."""

    def __init__(self, *flags, environment=None):
        self.output = []
        self.process = subprocess.Popen(
            [BINARY, "--port", "0", *flags], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
            env={**SHOWCASE_ENVIRONMENT, **(environment or {})},
        )
        started = threading.Event()
        self.url = None

        def read():
            for line in self.process.stdout:
                self.output.append(line)
                match = re.search(r"Loom showcase: (http://127\.0\.0\.1:\d+)", line)
                if match and not started.is_set():
                    self.url = match.group(1)
                    started.set()

        threading.Thread(target=read, daemon=True).start()
        if not started.wait(30):
            self.stop()
            raise RuntimeError("the showcase server did not start:\n" + "".join(self.output))

    @property
    def port(self):
        return int(self.url.rsplit(":", 1)[1])

    @property
    def pid(self):
        return self.process.pid

    def stop(self):
        stop_process(self.process)


@contextlib.contextmanager
def showcase(*flags):
    """A server of one test's own, with its own limits (`--max-sessions-per-client 2` …)."""
    server = ShowcaseProcess(*flags)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def server():
    process = ShowcaseProcess()
    yield process.url
    process.stop()


def ws_url(base_url, app="counter", token=None):
    """The address a page attaches to: `/ws?app=<name>`, plus `&session=<token>` to re-attach."""
    url = base_url.replace("http://", "ws://") + f"/ws?app={app}"
    return url + (f"&session={token}" if token else "")


def open_session(base_url, app):
    """Opens a session of `app` as a page does (a WebSocket to `/ws?app=…`), reads its reset
    and lets the socket go; the session waits for a re-attach by token (within the reconnect
    grace). Returns (token, html). Usable from plain and from async tests."""
    from websockets.sync.client import connect

    with connect(ws_url(base_url, app), origin=base_url, max_size=None, open_timeout=PATIENCE) as socket:
        reset = json.loads(socket.recv(timeout=PATIENCE))
    assert reset["t"] == "reset" and reset.get("session"), reset
    return reset["session"], reset["html"]


def element_id(html, tag, text):
    """The data-id of the first <tag ...>text element in an HTML fragment."""
    match = re.search(rf'<{tag} data-id="(\d+)"[^>]*>{re.escape(text)}', html)
    assert match, f"no <{tag}> showing {text!r} in {html[:400]}"
    return int(match.group(1))


def resident_kib(pid):
    """The process's resident memory (VmRSS) in KiB, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def record(section, key, figures):
    """Merges `figures` into artifacts/reliability.json under `section`/`key` (the figures of
    docs/RELIABILITY.md, written by the tests that measure them)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "reliability.json"
    existing = json.loads(path.read_text()) if path.exists() else {}
    existing.setdefault(section, {})[key] = figures
    path.write_text(json.dumps(existing, indent=2))


def wait_until(condition, timeout=PATIENCE, step=0.05):
    """Polls `condition` until it holds (returns True) or `timeout` passes (returns False)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()


def new_browser():
    """A headless Chromium of its own (a second user has a browser of their own)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,800"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


@pytest.fixture(scope="session")
def browser():
    driver = new_browser()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screenshots():
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
