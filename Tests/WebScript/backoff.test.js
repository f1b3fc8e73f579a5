// Reconnecting: exponential back-off with jitter and a ceiling, a count that restarts only when
// the server has really resumed the session, and no retry at all once a session has ended.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { loom, startPage } = require("./support/fake-env.js");

const page = '<span data-id="1" class="lm-text">Count: 0</span><button data-id="2" class="lm-button">Increment</button>';

test("retry delays start at 250 ms, double, and stop growing at 10 s", () => {
  const delays = [0, 1, 2, 3, 4, 5, 6, 7, 20, 1000].map((attempt) => loom.retryDelay(attempt, () => 1));
  assert.deepEqual(delays, [250, 500, 1000, 2000, 4000, 8000, 10000, 10000, 10000, 10000]);
});

test("each retry delay is scaled by a random factor between one half and one", () => {
  assert.equal(loom.retryDelay(3, () => 0), 1000);
  assert.equal(loom.retryDelay(3, () => 0.5), 1500);
  assert.equal(loom.retryDelay(40, () => 0), 5000);
});

test("a page whose connection keeps failing waits longer each time, up to the ceiling", () => {
  const p = startPage({ html: page });
  const waits = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    p.socket.drop();
    const retry = Math.min(...p.clock.pending);
    waits.push(retry);
    p.clock.advance(retry);
  }
  assert.deepEqual(waits, [250, 500, 1000, 2000, 4000, 8000, 10000, 10000]);
  assert.equal(p.sockets.length, 9);
});

test("the back-off does not restart when a socket opens, only when a reset arrives", () => {
  const p = startPage({ html: page, random: () => 0.8 }); // delays of 0.9 × 250, 500, …
  for (const expected of [225, 450, 900, 1800]) {
    p.socket.open(); // the upgrade succeeds, but no reset follows (as when the session is gone)
    p.socket.drop();
    assert.equal(Math.min(...p.clock.pending), expected);
    p.clock.advance(expected);
  }
  p.attach();
  p.socket.drop();
  assert.deepEqual(p.clock.pending, [225, loom.noticeDelay]);
});

test("after a fatal frame the page closes its socket and never connects again", () => {
  const p = startPage({ html: page });
  p.attach();
  p.socket.drop();
  p.clock.advance(250);
  p.socket.open();
  p.socket.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  assert.equal(p.socket.readyState, 3);
  assert.deepEqual(p.clock.pending, []);
  p.clock.advance(60_000);
  assert.equal(p.sockets.length, 2);
  assert.equal(p.root.dataset.connection, "ended");
});

test("a reconnect names the session the last reset gave, and the app", () => {
  const p = startPage({ html: page, app: "keyed-list", origin: "https://example.test:8443" });
  assert.equal(p.socket.url, "wss://example.test:8443/ws?app=keyed-list");
  p.attach({ session: "a b/c" });
  p.socket.drop();
  p.clock.advance(250);
  assert.equal(p.socket.url, "wss://example.test:8443/ws?app=keyed-list&session=a%20b%2Fc");
});

test("when the browser comes back online, a retry waiting out its back-off goes at once", () => {
  const p = startPage({ html: page });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    p.socket.drop();
    p.clock.advance(Math.min(...p.clock.pending));
  }
  p.socket.drop();
  assert.equal(p.sockets.length, 6);
  p.env.window.dispatchEvent({ type: "online" });
  assert.equal(p.sockets.length, 7);
  assert.deepEqual(p.clock.pending, []);
  p.env.window.dispatchEvent({ type: "online" }); // connecting already: nothing more
  assert.equal(p.sockets.length, 7);
});
