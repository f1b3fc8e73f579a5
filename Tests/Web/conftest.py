"""Fixtures for Loom's web tests: a real showcase server on 127.0.0.1 and a headless browser."""
import os
import re
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"


def _start_server():
    binary = os.environ.get("LOOM_SHOWCASE", str(ROOT / ".build" / "debug" / "loom-showcase"))
    process = subprocess.Popen(
        [binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1
    )
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"Loom showcase: (http://127\.0\.0\.1:\d+)", line)
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            break
    process.kill()
    raise RuntimeError("the showcase server did not start")


@pytest.fixture(scope="session")
def server():
    process, url = _start_server()
    yield url
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def open_session(base_url, app):
    """Loads an app page the way a browser would; returns (token, html)."""
    with urllib.request.urlopen(f"{base_url}/app/{app}") as response:
        html = response.read().decode()
    token = re.search(r'data-session="([^"]+)"', html).group(1)
    return token, html


def element_id(html, tag, text):
    """The data-id of the first <tag ...>text element in an HTML fragment."""
    match = re.search(rf'<{tag} data-id="(\d+)"[^>]*>{re.escape(text)}', html)
    assert match, f"no <{tag}> showing {text!r} in {html[:400]}"
    return int(match.group(1))


@pytest.fixture(scope="session")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,800"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screenshots():
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
