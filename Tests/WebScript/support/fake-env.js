// The browser around the page script, faked for Node: timers run only when a test advances the
// clock, sockets connect and receive only when a test says so, and the console is recorded.
"use strict";

const path = require("node:path");
const { createDocument } = require("./fake-dom.js");
const loom = require(path.join(__dirname, "..", "..", "..", "Sources", "LoomWebServer", "Resources", "loom.js"));

/** Timers on a clock that moves only when `advance` is called. */
class FakeClock {
  constructor() { this.now = 0; this.timers = new Map(); this.nextId = 1; }
  setTimeout(callback, delay) {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + Math.max(0, delay), callback, delay });
    return id;
  }
  clearTimeout(id) { this.timers.delete(id); }
  /** The delays of the timers now pending, soonest first. */
  get pending() { return [...this.timers.values()].sort((a, b) => a.at - b.at).map((timer) => timer.delay); }
  /** Moves the clock forward, running every timer that falls due, in order. */
  advance(milliseconds) {
    const end = this.now + milliseconds;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
}

/** Records every socket the page opens; a test opens, feeds and closes them. */
function socketClass(sockets) {
  return class FakeWebSocket {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSING = 2;
    static CLOSED = 3;
    constructor(url) {
      this.url = url;
      this.readyState = FakeWebSocket.CONNECTING;
      this.sent = [];
      sockets.push(this);
    }
    send(text) {
      if (this.readyState !== FakeWebSocket.OPEN) throw new Error("send on a socket that is not open");
      this.sent.push(JSON.parse(text));
    }
    close() {
      if (this.readyState === FakeWebSocket.CLOSED) return;
      this.readyState = FakeWebSocket.CLOSED;
      this.closedByPage = true;
      if (this.onclose) this.onclose({ code: 1000 });
    }
    // What the server does:
    open() { this.readyState = FakeWebSocket.OPEN; if (this.onopen) this.onopen({}); }
    receive(frame) { this.onmessage({ data: typeof frame === "string" ? frame : JSON.stringify(frame) }); }
    drop() {
      this.readyState = FakeWebSocket.CLOSED;
      if (this.onclose) this.onclose({ code: 1006 });
    }
  };
}

/** A tab's `sessionStorage`: it outlives the pages a test starts in it (a reload). */
class FakeStorage {
  constructor() { this.items = new Map(); }
  getItem(key) { return this.items.has(key) ? this.items.get(key) : null; }
  setItem(key, value) { this.items.set(key, String(value)); }
  removeItem(key) { this.items.delete(key); }
}

/** A page as the server serves it (`html` inside `#loom-root`), its script started, and handles
 *  on everything around it. `random` defaults to 1 (no jitter) so delays are exact. */
function startPage({
  html = "", dev = false, app = "counter", random = () => 1, origin = "http://127.0.0.1:8080", storage, navigationType,
} = {}) {
  const document = createDocument(
    `<main><div id="loom-root" data-app="${app}"${dev ? " data-dev" : ""}>${html}</div></main>`);
  const root = document.getElementById("loom-root");
  const clock = new FakeClock();
  const sockets = [];
  const logged = [];
  const historyLog = [];
  const windowNode = createDocument();
  const url = new URL(origin);
  let reloads = 0;
  const env = {
    root,
    document,
    window: windowNode,
    WebSocket: socketClass(sockets),
    setTimeout: (callback, delay) => clock.setTimeout(callback, delay),
    clearTimeout: (id) => clock.clearTimeout(id),
    random,
    location: { protocol: url.protocol, host: url.host, reload: () => { reloads += 1; } },
    history: {
      pushState: (state) => historyLog.push(["push", state.loom]),
      go: (steps) => historyLog.push(["go", steps]),
    },
    console: {
      error: (...parts) => logged.push(parts.map(String).join(" ")),
      warn: (...parts) => logged.push(parts.map(String).join(" ")),
      log: () => {},
    },
    storage,
    navigationType,
  };
  loom.createLoomClient(env).start();
  const page = {
    document, root, clock, sockets, logged, historyLog, env,
    get reloads() { return reloads; },
    get socket() { return sockets[sockets.length - 1]; },
    byId: (id) => root.querySelector(`[data-id="${id}"]`),
    status: () => document.getElementById("loom-status"),
    ended: () => document.getElementById("loom-ended"),
    banner: () => document.getElementById("loom-error"),
    /** Opens the newest socket and delivers a reset, as a server attaching the page does. */
    attach({ session = "token-1", a = 0, html: resetHTML = html } = {}) {
      page.socket.open();
      page.socket.receive({ t: "reset", session, a, html: resetHTML });
      return page.socket;
    },
    click(element) { element.dispatchEvent({ type: "click", target: element }); },
    type(element, value) { element.value = value; element.dispatchEvent({ type: "input", target: element }); },
    key(key) { document.dispatchEvent({ type: "keydown", key, target: document }); },
    back() { windowNode.dispatchEvent({ type: "popstate", target: windowNode }); },
  };
  return page;
}

module.exports = { loom, startPage, FakeClock, FakeStorage };
