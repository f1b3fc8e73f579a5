"""Loom's page beside two hand-written vanilla-JS pages of the same table, in headless Chromium.

The pages: Loom's (the showcase's "Benchmark table" window), `vanillajs-keyed.html`
(js-framework-benchmark's keyed `vanillajs` markup and techniques, written again: a Bootstrap-style
table, a cloned row template, delegated listeners) and `vanilla.html` (Loom's own DOM written by
hand: the same elements, classes and test ids as Loom's page). One driver runs js-framework-
benchmark's operations on all three, each page in a browser of its own, alternating page by page
run by run so that a change of machine load reaches every page alike. Each run is timed twice in
the page, from `performance.now()` before the click: to the moment a MutationObserver sees the
operation's result in the DOM ("DOM"), and to the end of the layout forced right after it
("DOM + layout"). What Loom's page received over its WebSocket is counted by a wrapper installed
before the page loads (every frame, and the patch frames among them).
Run through Benchmarks/browser-bench, which builds the showcase and installs what is needed.
"""
import argparse
import datetime
import http.server
import json
import math
import os
import re
import statistics
import subprocess
import sys
import textwrap
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

# Clicks `target` on the page `page` describes (a button's name, or [row index, "select" or
# "remove"] for a row's link) and resolves with the milliseconds until `condition` holds (`dom`)
# and until the layout forced right after is done (`ms`). Conditions read the state captured
# before the click (`before`). A page's click handler runs inside `element.click()`, so the
# vanilla pages are done when it returns; Loom's page is done when the patch frame has been
# applied, which the observer sees.
MEASURE = """
const [page, target, condition, done] = arguments;
const tbody = () => document.querySelector(page.tbody);
const rows = () => tbody().children;
const idOf = (row) => row ? row.firstElementChild.textContent : null;
const labelOf = (row) => row ? row.children[1].textContent : null;
const selected = (row) => !!row && (page.selected === "class"
  ? row.classList.contains("danger") : row.firstElementChild.style.color !== "");
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
  ? document.querySelector(page.button.replace("{}", target))
  : r[target[0]].querySelector(page[target[1]]);
let finished = false;
const observer = new MutationObserver(() => finish());
observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
if (window.__timing) window.__timing.sentAt = null;
const start = performance.now();
function finish() {
  if (finished || !holds()) return;
  finished = true;
  const shown = performance.now();
  void document.body.offsetHeight;
  const end = performance.now();
  observer.disconnect();
  const timing = window.__timing;
  const sent = timing && timing.sentAt !== null && timing.sentAt >= start ? timing.sentAt : null;
  const replied = sent !== null && timing.repliedAt !== null ? timing.repliedAt : null;
  done({ dom: shown - start, ms: end - start, send: sent === null ? null : sent - start,
         server: replied === null ? null : replied - sent,
         apply: replied === null ? null : timing.applyMs });
}
element.click();
finish();
"""

# How the driver finds a page's parts. Loom's page and vanilla.html share one DOM (test ids, a
# row's children: id, label, select, remove; a selected row's cells coloured); the vanillajs page
# has js-framework-benchmark's (ids, a tr of td, the label link selects, the remove icon removes,
# a selected row has the class "danger"), and the driver clicks what js-framework-benchmark's
# own driver clicks.
LOOM_DOM = {"tbody": '[data-testid="tbody"]', "button": '[data-testid="{}"]',
            "select": ":scope > :nth-child(3)", "remove": ":scope > :nth-child(4)", "selected": "color"}
VANILLAJS_DOM = {"tbody": "#tbody", "button": "#{}", "select": ":scope > td:nth-child(2) > a",
                 "remove": ":scope > td:nth-child(3) > a > span", "selected": "class"}

# (key, name in the tables, page file or None for Loom's, DOM)
PAGES = [
    ("loom", "Loom", None, LOOM_DOM),
    ("vanillajs", "vanillajs", "vanillajs-keyed.html", VANILLAJS_DOM),
    ("same-dom", "same-DOM", "vanilla.html", LOOM_DOM),
]

# (name, setup: targets clicked first and the condition each waits for, target, condition)
OPERATIONS = [
    ("create 1,000 rows", [("clear", "empty")], "run", "count1000"),
    ("replace 1,000 rows", [("run", "replaced")], "run", "replaced"),
    ("update every 10th row", [("run", "replaced")], "update", "updated"),
    ("select row", [("run", "replaced")], [4, "select"], "selected4"),
    ("swap rows", [("run", "replaced")], "swaprows", "swapped"),
    ("remove row", [("run", "replaced")], [4, "remove"], "removed4"),
    ("create 10,000 rows", [("clear", "empty")], "runlots", "count10000"),
    ("append 1,000 rows", [("run", "replaced")], "add", "appended"),
    ("clear 1,000 rows", [("run", "replaced")], "clear", "empty"),
]
SMOKE_OPERATIONS = {"create 1,000 rows", "replace 1,000 rows", "update every 10th row", "clear 1,000 rows"}

# Timings under this are taken as this, so a ratio never divides by zero (the vanilla pages are
# cross-origin isolated, where performance.now() counts in 5 µs steps rather than 100 µs).
FLOOR_MS = 0.005

README_BEGIN = "<!-- browser-bench:begin (written by Benchmarks/browser-bench --write-readme; do not edit by hand) -->"
README_END = "<!-- browser-bench:end -->"
SUMMARY_BEGIN = "<!-- browser-bench:summary:begin (written by Benchmarks/browser-bench --write-readme) -->"
SUMMARY_END = "<!-- browser-bench:summary:end -->"


class StaticPages(http.server.SimpleHTTPRequestHandler):
    """Serves Benchmarks/browser/ and Loom's stylesheet (vanilla.html shares Loom's stylesheet),
    cross-origin isolated so performance.now() is fine-grained."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(HERE), **kwargs)

    def translate_path(self, path):
        if path.split("?")[0] == "/loom.css":
            return str(ROOT / "Sources/LoomWebServer/Resources/loom.css")
        return super().translate_path(path)

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

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


class Page:
    """One page open in a browser: for the timed rounds a browser of its own, so that no page
    waits in a background tab while the others run."""

    def __init__(self, key, name, url, dom, driver):
        self.key, self.name, self.url, self.dom, self.driver = key, name, url, dom, driver

    def open(self):
        self.driver.get(self.url)
        self.measure("clear", "empty")  # the page is live (for Loom's, its socket attached)

    def measure(self, target, condition):
        return self.driver.execute_async_script(MEASURE, self.dom, target, condition)

    def wire(self):
        return self.driver.execute_script("return Object.assign({}, window.__wire)")

    def settle(self, quiet=0.15, limit=30):
        """Waits until no frame arrived for `quiet` seconds, so the next figures count one action
        (a vanilla page receives none: it rests `quiet` seconds, as Loom's does at least)."""
        deadline = time.time() + limit
        last = self.wire()
        while time.time() < deadline:
            time.sleep(quiet)
            now = self.wire()
            if now == last:
                return
            last = now

    def run(self, operation):
        """One run of `operation`: its set-up untimed, then the timed click, with the counts of
        what the page received for it."""
        name, setup, target, condition = operation
        for step_target, step_condition in setup:
            self.measure(step_target, step_condition)
        self.settle()
        before = self.wire()
        timing = self.measure(target, condition)
        self.settle()
        after = self.wire()
        return {**timing, **{key: after[key] - before[key] for key in after}}


def load_average():
    """The 1-, 5- and 15-minute load averages."""
    return [float(value) for value in Path("/proc/loadavg").read_text().split()[:3]]


def echo_round_trips(page, count=41):
    """Milliseconds of `count` empty round trips on Loom's socket (see ECHO), after a rest."""
    page.settle()
    times = page.driver.execute_async_script(ECHO, count)
    page.settle()
    return times[1:]  # the first trip warms the path


def run_rounds(pages, operations, rounds, runs):
    """samples[page key][operation name]: per round, the timed runs (after one warm-up run per
    operation, page and round). Pages alternate run by run."""
    samples = {page.key: {operation[0]: [] for operation in operations} for page in pages}
    loads = []
    for round_index in range(rounds):
        loads.append(load_average())
        print(f"round {round_index + 1}/{rounds}: load average {loads[-1][0]:.2f}", file=sys.stderr, flush=True)
        for operation in operations:
            timed = {page.key: [] for page in pages}
            for run in range(1 + runs):
                for page in pages:
                    figures = page.run(operation)
                    if run > 0:
                        timed[page.key].append(figures)
            for page in pages:
                samples[page.key][operation[0]].append(timed[page.key])
    return samples, loads


# Where Loom's milliseconds go: the page sending the event, the server's answer (the socket both
# ways, the session's turn, the engine, the encoder), the page's frame handler (parse and patch),
# and the layout forced once the DOM shows the result.
PARTS = ("send", "server", "apply", "layout")


def geometric_mean(values):
    return math.exp(sum(math.log(value) for value in values) / len(values))


def spread(values):
    """The median of `values` with their range."""
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def analyse(samples, names):
    """Medians of every run per page, and per vanilla page the ratios Loom / that page: in each
    round the median of the ratios of runs paired by alternation, then the median and range of
    the rounds' ratios (and of each round's geometric mean over the operations)."""
    result = {"ms": {}, "ratios": {}, "geometricMeans": {}, "parts": {}, "counts": {}}
    for metric in ("dom", "ms"):
        result["ms"][metric] = {key: {name: statistics.median(run[metric] for rnd in samples[key][name] for run in rnd)
                                      for name in names} for key in samples}
        for key in samples:
            if key == "loom":
                continue
            per_round = {name: [statistics.median(loom[metric] / max(other[metric], FLOOR_MS)
                                                  for loom, other in zip(loom_round, other_round))
                                for loom_round, other_round in zip(samples["loom"][name], samples[key][name])]
                         for name in names}
            rounds = len(next(iter(per_round.values())))
            result["ratios"].setdefault(metric, {})[key] = {name: spread(values) for name, values in per_round.items()}
            result["geometricMeans"].setdefault(metric, {})[key] = spread(
                [geometric_mean([per_round[name][index] for name in names]) for index in range(rounds)])
    for name in names:
        runs = [run for rnd in samples["loom"][name] for run in rnd]
        parts = {part: [run[part] for run in runs if run.get(part) is not None] for part in ("send", "server", "apply")}
        parts["layout"] = [run["ms"] - run["dom"] for run in runs]
        result["parts"][name] = {part: statistics.median(values) for part, values in parts.items() if values}
        result["counts"][name] = {key: runs[-1][key] for key in ("bytes", "patches", "frames", "patchBytes")}
    return result


def milliseconds(value):
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def ratio_cell(figures, bold=False):
    median = f"**{figures['median']:.2f}**" if bold else f"{figures['median']:.2f}"
    return f"{median} ({figures['min']:.2f}–{figures['max']:.2f})"


def ratio_table(analysis, metric, names, others):
    titles = {key: title for key, title, _, _ in PAGES}
    header = "| operation | ms Loom | " + " | ".join(f"ms {titles[key]}" for key in others) + " | " \
        + " | ".join(f"Loom / {titles[key]}" for key in others) + " |"
    lines = [header, "| --- | ---: | " + " | ".join("---:" for _ in others * 2) + " |"]
    ms = analysis["ms"][metric]
    for name in names:
        cells = [milliseconds(ms["loom"][name])] + [milliseconds(ms[key][name]) for key in others] \
            + [ratio_cell(analysis["ratios"][metric][key][name]) for key in others]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    means = [ratio_cell(analysis["geometricMeans"][metric][key], bold=True) for key in others]
    lines.append("| geometric mean | | " + " | ".join("" for _ in others) + " | " + " | ".join(means) + " |")
    return "\n".join(lines)


def loom_table(analysis, names, echo):
    """What Loom's page received and where its milliseconds went (medians of each part over every
    run, so they need not add up exactly)."""
    lines = ["| operation (Loom) | bytes | patch messages | frames | send | server | page handler | layout |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name in names:
        counts, parts = analysis["counts"][name], analysis["parts"][name]
        cells = [f"{counts['bytes']:,}", str(counts["patches"]), str(counts["frames"])] \
            + [milliseconds(parts[part]) if part in parts else "–" for part in PARTS]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append("\n" + prose("Empty round trip on the same socket (an event the server refuses, answered through",
                              f"the session's queue): median **{statistics.median(echo):.2f} ms**, min {min(echo):.2f} ms",
                              f"over {len(echo)} trips."))
    return "\n".join(lines)


def prose(*sentences):
    """One Markdown paragraph of `sentences`, wrapped at 100 columns as the READMEs are."""
    return textwrap.fill(" ".join(sentences), width=100, break_long_words=False, break_on_hyphens=False)


def report(analysis, names, echo, info):
    """The whole Markdown report: what was run where, the two ratio tables, Loom's side."""
    loads = info["loadAverages"]
    during = [load[0] for load in loads["rounds"]]
    others = [key for key, _, _, _ in PAGES if key != "loom"]
    return "\n".join([
        prose(f"Run of {info['date']}: {info['build']} showcase of `{info['commit']}`, Chromium {info['chromium']}",
              f"headless, {info['cores']} cores (`nproc`), load average (1, 5, 15 min)",
              f"{' / '.join(f'{v:.2f}' for v in loads['before'])} before and",
              f"{' / '.join(f'{v:.2f}' for v in loads['after'])} after the run, 1-minute",
              f"{min(during):.2f}–{max(during):.2f} at the start of its rounds. {info['rounds']} rounds; in each,",
              f"per operation, one warm-up run and {info['runs']} timed runs of every page, the pages alternating",
              "run by run (Loom, vanillajs, same-DOM, Loom, …)."),
        "",
        prose("Denominators: **vanillajs** is `vanillajs-keyed.html` (js-framework-benchmark's keyed `vanillajs`:",
              "its table, row template and event handling, written again); **same-DOM** is `vanilla.html`",
              "(Loom's own DOM written by hand). Each ratio is Loom's time over that page's: per round the",
              "median of the ratios of the runs the alternation pairs, then the median of the rounds, with",
              f"their range in brackets. The geometric mean is taken per round over the {len(names)} operations,",
              f"then the same median and range. ms columns are medians of all {info['rounds'] * info['runs']}",
              "timed runs."),
        "",
        "**Click → DOM** (from before the click to the DOM showing the result, no layout forced):",
        "",
        ratio_table(analysis, "dom", names, others),
        "",
        "**Click → DOM + layout** (the same runs, to the end of a layout forced right after):",
        "",
        ratio_table(analysis, "ms", names, others),
        "",
        prose("With layout, the vanillajs column also compares two layouts: an auto-layout table (its",
              "column widths depend on every row) lays out again when a row moves or goes, and Loom's rows",
              "are flex boxes. The same-DOM page has Loom's DOM, so beside it the difference is Loom's own",
              "work; to the DOM alone, the vanillajs page is the reference."),
        "",
        prose("Loom's page: what it received, and where its milliseconds went (send: the page's event",
              "leaving; server: from then to the first frame back, the socket both ways, the session's turn,",
              "engine and encoder; page handler: parsing and applying the patch; layout: the forced layout):"),
        "",
        loom_table(analysis, names, echo),
    ])


def summary(analysis, info):
    """The paragraph README.md shows: Loom against the vanillajs page to the DOM, and against the
    same-DOM page with layout (where the vanillajs page's table would be compared with Loom's
    flex rows)."""
    means = analysis["geometricMeans"]
    dom, layout = means["dom"]["vanillajs"], means["ms"]["same-dom"]
    ms = analysis["ms"]
    create = "create 1,000 rows"
    return prose(
        "`Benchmarks/browser-bench` runs js-framework-benchmark's operations in headless Chromium on",
        "Loom's page and on two vanilla-JS pages: js-framework-benchmark's keyed `vanillajs` (its table",
        "and techniques, written again) and one with Loom's own DOM. From click to the DOM showing the",
        f"result Loom takes **{dom['median']:.2f}×** `vanillajs`'s time ({dom['min']:.2f}–{dom['max']:.2f} over",
        f"{info['rounds']} rounds, geometric mean of the ratios); counting the layout that follows,",
        f"**{layout['median']:.2f}×** the page of its own DOM ({layout['min']:.2f}–{layout['max']:.2f}).",
        f"Creating 1,000 rows: {milliseconds(ms['dom']['loom'][create])} ms against",
        f"{milliseconds(ms['dom']['vanillajs'][create])} to the DOM, {milliseconds(ms['ms']['loom'][create])} against",
        f"{milliseconds(ms['ms']['same-dom'][create])} with layout; selecting a row, one round trip to the server,",
        f"{milliseconds(ms['dom']['loom']['select row'])} against {milliseconds(ms['dom']['vanillajs']['select row'])} ms.",
        f"{info['build'].capitalize()} build, {info['date'][:10]}, {info['cores']} cores, load average",
        f"{info['loadAverages']['before'][0]:.2f} before the run. Method and tables:",
        "[Benchmarks/README.md](Benchmarks/README.md#browser-click--dom-beside-vanilla-js).")


def replace_between(path, begin, end, text):
    content = path.read_text()
    if content.count(begin) != 1 or content.count(end) != 1 or content.index(begin) > content.index(end):
        sys.exit(f"browser-bench: {path} needs one line '{begin}' and, after it, one '{end}'")
    head, rest = content.split(begin, 1)
    _, tail = rest.split(end, 1)
    path.write_text(f"{head}{begin}\n{text}\n{end}{tail}")


def showcase_commit(binary):
    """The commit of the checkout the showcase was built in, marked when its tracked files differ."""
    folder = Path(binary).resolve().parent
    try:
        commit = subprocess.run(["git", "-C", str(folder), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
        changed = subprocess.run(["git", "-C", str(folder), "status", "--porcelain", "--untracked-files=no"],
                                 capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return commit + (" with uncommitted changes" if changed else "")


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


def smoke(pages):
    """One run of the smoke operations on every page in one browser: Loom's counts checked, the
    vanilla pages only driven (a page whose result never shows fails the script's timeout)."""
    operations = [operation for operation in OPERATIONS if operation[0] in SMOKE_OPERATIONS]
    loom = {}
    for page in pages:
        page.open()
        for operation in operations:
            figures = page.run(operation)
            if page.key == "loom":
                loom[operation[0]] = figures
                print(f"{operation[0]}: {figures['bytes']:,} bytes, {figures['patches']} patch messages, {figures['frames']} frames")
    print(f"vanilla pages driven: {', '.join(page.name for page in pages if page.key != 'loom')}")
    failures = smoke_checks(loom)
    for failure in failures:
        print("browser-bench --smoke:", failure, file=sys.stderr)
    return 1 if failures else 0


def publish(analysis, names, echo, info, write_readme):
    """Prints the report and, when asked, writes it into Benchmarks/README.md and its summary into
    README.md."""
    text = report(analysis, names, echo, info)
    print(text)
    if write_readme:
        replace_between(ROOT / "Benchmarks/README.md", README_BEGIN, README_END, text)
        replace_between(ROOT / "README.md", SUMMARY_BEGIN, SUMMARY_END, summary(analysis, info))
        print("\nbrowser-bench: wrote Benchmarks/README.md and README.md", file=sys.stderr)
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--showcase", help="the loom-showcase binary")
    parser.add_argument("--from-json", metavar="PATH",
                        help="report the run recorded in PATH (an earlier --json) instead of running; with "
                             "--write-readme, write the READMEs from it")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of every operation (the ratios' spread is over these)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per operation, page and round")
    parser.add_argument("--only", help="only the operations whose name contains this")
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--write-readme", action="store_true",
                        help="write the tables into Benchmarks/README.md and the summary into README.md")
    parser.add_argument("--json", default=str(ROOT / "artifacts/browser-bench.json"))
    arguments = parser.parse_args()
    if arguments.write_readme and arguments.only:
        sys.exit("browser-bench: --write-readme needs every operation (no --only)")
    if arguments.from_json:
        recorded = json.loads(Path(arguments.from_json).read_text())
        return publish(recorded["analysis"], list(recorded["analysis"]["parts"]), recorded["echoMs"], recorded["info"],
                       arguments.write_readme)
    if not arguments.showcase:
        sys.exit("browser-bench: --showcase BINARY is needed unless --from-json names a recorded run")

    process, loom_url = start_showcase(arguments.showcase)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), StaticPages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    static_url = f"http://127.0.0.1:{server.server_address[1]}/"
    urls = {key: static_url + file if file else loom_url + "/app/benchmark-table" for key, _, file, _ in PAGES}
    drivers = []
    try:
        if arguments.smoke:
            drivers.append(start_browser())
            return smoke([Page(key, name, urls[key], dom, drivers[0]) for key, name, _, dom in PAGES])
        pages = []
        for key, name, _, dom in PAGES:
            drivers.append(start_browser())
            pages.append(Page(key, name, urls[key], dom, drivers[-1]))
            pages[-1].open()
        operations = [operation for operation in OPERATIONS if not arguments.only or arguments.only in operation[0]]
        names = [operation[0] for operation in operations]
        started = datetime.datetime.now(datetime.timezone.utc)
        before = load_average()
        samples, round_loads = run_rounds(pages, operations, arguments.rounds, arguments.runs)
        echo = echo_round_trips(pages[0])
        after = load_average()
        info = {
            "date": started.strftime("%Y-%m-%d %H:%M UTC"),
            "commit": showcase_commit(arguments.showcase),
            "build": "release" if "release" in Path(arguments.showcase).resolve().parts else "debug",
            "chromium": drivers[0].capabilities.get("browserVersion", "unknown"),
            "cores": os.cpu_count(),
            "rounds": arguments.rounds, "runs": arguments.runs,
            "loadAverages": {"before": before, "after": after, "rounds": round_loads},
        }
        analysis = analyse(samples, names)
        Path(arguments.json).parent.mkdir(parents=True, exist_ok=True)
        Path(arguments.json).write_text(json.dumps({"info": info, "analysis": analysis, "echoMs": echo, "samples": samples}, indent=2) + "\n")
        return publish(analysis, names, echo, info, arguments.write_readme)
    finally:
        for driver in drivers:
            driver.quit()
        server.shutdown()
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
