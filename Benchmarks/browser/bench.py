"""Loom's page beside a hand-written vanilla-JS page of the same table, in headless Chromium.

Drives js-framework-benchmark's operations on both pages with one driver (both show the same DOM:
`[data-testid=tbody]` holding one element per row: id, label, select, remove). Times click → the
DOM showing the result, with the layout flushed (performance.now in the page, a MutationObserver
waiting for the operation's condition), and counts what the page received over its WebSocket
(every frame, and the patch frames among them) from a wrapper installed before the page loads.
Run through Benchmarks/browser-bench, which builds the showcase and installs what is needed.
"""
import argparse
import http.server
import json
import math
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

# Counts the frames a page receives and times each action's way through the page and the
# server. Installed before any page script runs; `length` counts UTF-16 units, equal to bytes for
# the ASCII JSON frames (the labels are ASCII) and far cheaper than encoding each frame again
# inside the timed window. Per action: `sentAt` (the page's event leaves), `repliedAt` (the first
# frame after it arrives) and `applyMs` (the page's own frame handler, summed over the frames
# that follow the send: parse and patch, before layout).
WIRE_COUNTER = """
(() => {
  const Native = window.WebSocket;
  window.__wire = { frames: 0, bytes: 0, patches: 0, patchBytes: 0 };
  window.__timing = { sentAt: null, repliedAt: null, applyMs: 0 };
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__socket = this;
      this.addEventListener("message", (event) => {
        const wire = window.__wire, size = typeof event.data === "string" ? event.data.length : 0;
        wire.frames += 1; wire.bytes += size;
        if (typeof event.data === "string" && event.data.startsWith('{"t":"patch"')) { wire.patches += 1; wire.patchBytes += size; }
        const timing = window.__timing;
        if (timing.sentAt !== null && timing.repliedAt === null) timing.repliedAt = performance.now();
      });
    }
    send(data) {
      const timing = window.__timing;
      timing.sentAt = performance.now(); timing.repliedAt = null; timing.applyMs = 0;
      super.send(data);
    }
    set onmessage(handler) {
      super.onmessage = handler && ((event) => {
        const start = performance.now();
        try { return handler(event); } finally { window.__timing.applyMs += performance.now() - start; }
      });
    }
    get onmessage() { return super.onmessage; }
  };
})();
"""

# One round trip through the page's own socket, the session's queue and the main actor with no
# app work: a message the server refuses (an unknown event) is answered with an error frame by
# the same path an event's patch takes. Resolves with the milliseconds of each of `count` trips.
ECHO = """
const [count, done] = arguments;
const socket = window.__socket, times = [];
function trip() {
  if (times.length === count) return done(times);
  const start = performance.now();
  const answered = (event) => {
    if (typeof event.data !== "string" || !event.data.startsWith('{"t":"error"')) return;
    socket.removeEventListener("message", answered);
    times.push(performance.now() - start);
    setTimeout(trip, 5);
  };
  socket.addEventListener("message", answered);
  socket.send('{"id":1,"e":"echo"}');
}
trip();
"""

# Clicks `target` (a test id, or [row index, child index] for a row's button) and resolves with
# the milliseconds until `condition` holds and layout is flushed. Conditions read the state
# captured before the click (`before`).
MEASURE = """
const [target, condition, done] = arguments;
const tbody = () => document.querySelector('[data-testid="tbody"]');
const rows = () => tbody().children;
const idOf = (row) => row ? row.firstElementChild.textContent : null;
const labelOf = (row) => row ? row.children[1].textContent : null;
const selected = (row) => !!row && row.firstElementChild.style.color !== "";
const r = rows();
const before = { count: r.length, first: idOf(r[0]), row4: idOf(r[4]), row998: idOf(r[998]) };
const conditions = {
  count1000: () => rows().length === 1000,
  replaced: () => rows().length === 1000 && idOf(rows()[0]) !== before.first,
  updated: () => (labelOf(rows()[990]) || "").endsWith("!!!"),
  selected4: () => selected(rows()[4]),
  swapped: () => idOf(rows()[1]) === before.row998,
  removed4: () => rows().length === before.count - 1 && idOf(rows()[4]) !== before.row4,
  count10000: () => rows().length === 10000,
  appended: () => rows().length === before.count + 1000,
  empty: () => rows().length === 0,
};
const holds = conditions[condition];
const element = typeof target === "string"
  ? document.querySelector(`[data-testid="${target}"]`)
  : r[target[0]].children[target[1]];
let finished = false;
const observer = new MutationObserver(() => finish());
observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
if (window.__timing) window.__timing.sentAt = null;
const start = performance.now();
function finish() {
  if (finished || !holds()) return;
  finished = true;
  void document.body.offsetHeight;
  const end = performance.now();
  observer.disconnect();
  const timing = window.__timing;
  const sent = timing && timing.sentAt !== null && timing.sentAt >= start ? timing.sentAt : null;
  const replied = sent !== null && timing.repliedAt !== null ? timing.repliedAt : null;
  done({ ms: end - start, send: sent === null ? null : sent - start,
         server: replied === null ? null : replied - sent,
         apply: replied === null ? null : timing.applyMs,
         layout: replied === null ? null : end - replied - timing.applyMs });
}
element.click();
finish();
"""

# (name, setup: test ids clicked first and the condition each waits for, target, condition)
OPERATIONS = [
    ("create 1,000 rows", [("clear", "empty")], "run", "count1000"),
    ("replace 1,000 rows", [("run", "replaced")], "run", "replaced"),
    ("update every 10th row", [("run", "replaced")], "update", "updated"),
    ("select row", [("run", "replaced")], [4, 2], "selected4"),
    ("swap rows", [("run", "replaced")], "swaprows", "swapped"),
    ("remove row", [("run", "replaced")], [4, 3], "removed4"),
    ("create 10,000 rows", [("clear", "empty")], "runlots", "count10000"),
    ("append 1,000 rows", [("run", "replaced")], "add", "appended"),
    ("clear 1,000 rows", [("run", "replaced")], "clear", "empty"),
]
SMOKE_OPERATIONS = {"create 1,000 rows", "replace 1,000 rows", "update every 10th row", "clear 1,000 rows"}


class StaticPages(http.server.SimpleHTTPRequestHandler):
    """Serves Benchmarks/browser/ and Loom's stylesheet (so both pages share one stylesheet)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(HERE), **kwargs)

    def translate_path(self, path):
        if path.split("?")[0] == "/loom.css":
            return str(ROOT / "Sources/LoomWebServer/Resources/loom.css")
        return super().translate_path(path)

    def log_message(self, *args):
        pass


def start_showcase(binary):
    process = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    found, started = {}, threading.Event()

    def read():
        for line in process.stdout:
            match = re.search(r"Loom showcase: (http://127\.0\.0\.1:\d+)", line)
            if match and not started.is_set():
                found["url"] = match.group(1)
                started.set()

    threading.Thread(target=read, daemon=True).start()
    if not started.wait(30):
        process.kill()
        sys.exit("browser-bench: the showcase did not start")
    return process, found["url"]


def start_browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(120)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WIRE_COUNTER})
    return driver


def wire(driver):
    return driver.execute_script("return Object.assign({}, window.__wire)")


def settle(driver, quiet=0.15, limit=30):
    """Waits until no frame arrived for `quiet` seconds, so the next figures count one action."""
    deadline = time.time() + limit
    last = wire(driver)
    while time.time() < deadline:
        time.sleep(quiet)
        now = wire(driver)
        if now == last:
            return
        last = now


def run_operation(driver, operation):
    name, setup, target, condition = operation
    for step_target, step_condition in setup:
        driver.execute_async_script(MEASURE, step_target, step_condition)
    settle(driver)
    before = wire(driver)
    timing = driver.execute_async_script(MEASURE, target, condition)
    settle(driver)
    after = wire(driver)
    return timing, {key: after[key] - before[key] for key in after}


# Where a Loom action's milliseconds go: the page sending the event, the server's answer (the
# socket both ways, the session's turn, the engine, the encoder), the page's frame handler, and
# the rest until the DOM shows the result with layout flushed (style and layout of the change).
PARTS = ("send", "server", "apply", "layout")


def measure_page(driver, url, runs, names):
    driver.get(url)
    driver.execute_async_script(MEASURE, "clear", "empty")  # the page is live (socket attached)
    figures = {}
    for operation in OPERATIONS:
        if operation[0] not in names:
            continue
        timings, counts = [], None
        for run in range(runs + (1 if runs > 1 else 0)):  # one warm-up run when timing
            timing, counts = run_operation(driver, operation)
            if runs == 1 or run > 0:
                timings.append(timing)
        times = [timing["ms"] for timing in timings]
        parts = {part: statistics.median(values) for part in PARTS
                 if (values := [timing[part] for timing in timings if timing[part] is not None])}
        figures[operation[0]] = {"ms": statistics.median(times), "runs": times, "parts": parts, **counts}
    return figures


def echo_round_trips(driver, count=41):
    """Milliseconds of `count` empty round trips on the page's socket (see ECHO), after a rest."""
    settle(driver)
    times = driver.execute_async_script(ECHO, count)
    settle(driver)
    return times[1:]  # the first trip warms the path


def table(loom, vanilla):
    lines = ["| operation | ms Loom | ms vanilla | ratio | bytes (Loom) | patch messages | frames |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    ratios = []
    for name in loom:
        ratio = loom[name]["ms"] / max(vanilla[name]["ms"], 0.05)
        ratios.append(ratio)
        lines.append(f"| {name} | {loom[name]['ms']:.1f} | {vanilla[name]['ms']:.1f} | {ratio:.1f} | {loom[name]['bytes']:,} | {loom[name]['patches']} | {loom[name]['frames']} |")
    mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    lines.append(f"\nGeometric mean of the ratios: **{mean:.2f}** (medians; vanilla floored at 0.05 ms).")
    return "\n".join(lines), mean


def parts_table(loom, echo):
    """Loom's milliseconds split by PARTS (medians of each part, so they need not add up exactly)."""
    lines = ["| operation (Loom) | send | server | apply | layout |", "| --- | ---: | ---: | ---: | ---: |"]
    for name, figures in loom.items():
        cells = [f"{figures['parts'][part]:.2f}" if part in figures["parts"] else "–" for part in PARTS]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append(f"\nEmpty round trip on the same socket (an event the server refuses, through the session's queue): "
                 f"median **{statistics.median(echo):.2f} ms**, min {min(echo):.2f} ms over {len(echo)} trips.")
    return "\n".join(lines)


def smoke_checks(loom):
    """Counts and bytes only (no times): each a ceiling the wire format must keep."""
    create, replace, clear = loom["create 1,000 rows"], loom["replace 1,000 rows"], loom["clear 1,000 rows"]
    failures = []
    if create["patches"] < 1 or create["bytes"] <= 0:
        failures.append(f"create 1,000 rows: no patch counted ({create})")
    if create["patchBytes"] > 60_000:
        failures.append(f"create 1,000 rows sent {create['patchBytes']:,} bytes of patch (ceiling 60,000: the rows' structure once)")
    if replace["patches"] != 1 or replace["patchBytes"] > 60_000:
        failures.append(f"replace 1,000 rows sent {replace['patchBytes']:,} bytes in {replace['patches']} patch messages "
                        "(ceiling 60,000 in 1: the old rows cleared in one op, the new ones from one template)")
    update = loom["update every 10th row"]
    if update["patches"] != 1:
        failures.append(f"update every 10th row came in {update['patches']} patch messages (1 expected)")
    if clear["patches"] != 1:
        failures.append(f"clear came in {clear['patches']} patch messages (1 expected)")
    if clear["patchBytes"] > 100:
        failures.append(f"clear sent a {clear['patchBytes']:,}-byte patch (ceiling 100: one op naming the list)")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--showcase", required=True, help="the loom-showcase binary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--json", default=str(ROOT / "artifacts/browser-bench.json"))
    arguments = parser.parse_args()

    process, loom_url = start_showcase(arguments.showcase)
    pages = http.server.ThreadingHTTPServer(("127.0.0.1", 0), StaticPages)
    threading.Thread(target=pages.serve_forever, daemon=True).start()
    vanilla_url = f"http://127.0.0.1:{pages.server_address[1]}/vanilla.html"
    driver = start_browser()
    try:
        names = SMOKE_OPERATIONS if arguments.smoke else {operation[0] for operation in OPERATIONS}
        runs = 1 if arguments.smoke else arguments.runs
        loom = measure_page(driver, loom_url + "/app/benchmark-table", runs, names)
        if arguments.smoke:
            for name, figures in loom.items():
                print(f"{name}: {figures['bytes']:,} bytes, {figures['patches']} patch messages, {figures['frames']} frames")
            failures = smoke_checks(loom)
            for failure in failures:
                print("browser-bench --smoke:", failure, file=sys.stderr)
            return 1 if failures else 0
        echo = echo_round_trips(driver)
        vanilla = measure_page(driver, vanilla_url, runs, names)
        text, mean = table(loom, vanilla)
        print(text)
        print()
        print(parts_table(loom, echo))
        Path(arguments.json).parent.mkdir(parents=True, exist_ok=True)
        Path(arguments.json).write_text(json.dumps({"runs": runs, "geometricMean": mean, "echoMs": echo, "loom": loom, "vanilla": vanilla}, indent=2) + "\n")
        return 0
    finally:
        driver.quit()
        pages.shutdown()
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
