// What the page says: "Reconnecting…" once a connection has been missing for a moment, "This
// session has ended" with a reload button after a fatal frame, and, in development mode only,
// a dismissible banner for error frames. Every error frame goes to the console.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { loom, startPage } = require("./support/fake-env.js");

const page = '<span data-id="1" class="lm-text">Count: 0</span><button data-id="2" class="lm-button">Increment</button>';

test("a short drop shows nothing; a longer one shows Reconnecting… in a status region", () => {
  const p = startPage({ html: page, random: () => 0 });
  p.attach();
  p.socket.drop();
  p.clock.advance(125);
  p.attach();
  p.clock.advance(5000);
  assert.equal(p.status().textContent, "");
  assert.equal(p.status().getAttribute("role"), "status");

  p.socket.drop();
  p.clock.advance(loom.noticeDelay - 1);
  assert.equal(p.status().textContent, "");
  p.clock.advance(1);
  assert.equal(p.status().textContent, "Reconnecting…");
  assert.equal(p.status().dataset.state, "reconnecting");
});

test("the reconnecting notice counts the actions waiting to be sent, and goes at the reset", () => {
  const p = startPage({ html: page });
  p.attach();
  p.socket.drop();
  p.clock.advance(loom.noticeDelay);
  p.click(p.byId(2));
  p.click(p.byId(2));
  assert.equal(p.status().textContent, "Reconnecting… 2 actions will be sent when the connection is back.");
  p.clock.advance(10_000);
  p.attach();
  assert.equal(p.status().textContent, "");
  assert.equal(p.status().dataset.state, undefined);
});

test("a page that never connected says Connecting…", () => {
  const p = startPage({ html: page });
  p.clock.advance(loom.noticeDelay);
  assert.equal(p.status().textContent, "Connecting…");
});

test("a fatal frame shows that the session ended, as an alert with a reload button", () => {
  const p = startPage({ html: page });
  p.attach();
  p.socket.drop();
  p.clock.advance(loom.noticeDelay);
  p.socket.open();
  p.socket.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  const ended = p.ended();
  assert.equal(ended.getAttribute("role"), "alert");
  assert.equal(ended.textContent, "This session has ended.Reload");
  assert.equal(p.status().textContent, "");
  const reload = ended.querySelector("button");
  assert.equal(reload.getAttribute("type"), "button");
  p.click(reload);
  assert.equal(p.reloads, 1);
  assert.deepEqual(p.logged, ["Loom: This session has ended."]);
});

test("a busy server's fatal frame says so", () => {
  const p = startPage({ html: page });
  p.socket.open();
  p.socket.receive({ t: "error", fatal: true, code: "busy", message: "Too many sessions." });
  assert.match(p.ended().textContent, /^The server is too busy to open a session\./);
  assert.deepEqual(p.clock.pending, []);
});

test("error frames go to the console but show no banner outside development mode", () => {
  const p = startPage({ html: page });
  p.attach().receive({ t: "error", message: "Unknown event \"zap\" refused" });
  assert.equal(p.banner(), null);
  assert.deepEqual(p.logged, ['Loom: Unknown event "zap" refused']);
});

test("in development mode an error frame shows a banner the close button dismisses", () => {
  const p = startPage({ html: page, dev: true });
  p.attach().receive({ t: "error", message: "Malformed message refused" });
  const banner = p.banner();
  assert.equal(banner.getAttribute("role"), "alert");
  assert.equal(banner.firstChild.textContent, "Malformed message refused");
  const close = banner.querySelector("button");
  assert.equal(close.getAttribute("aria-label"), "Dismiss");
  p.click(close);
  assert.equal(p.banner(), null);
  assert.equal(p.logged.length, 1);
});

test("Escape dismisses the development banner", () => {
  const p = startPage({ html: page, dev: true });
  p.attach().receive({ t: "error", message: "first" });
  p.socket.receive({ t: "error", message: "second" });
  assert.equal(p.document.querySelectorAll("#loom-error").length, 1);
  assert.equal(p.banner().firstChild.textContent, "second");
  p.key("Enter");
  assert.notEqual(p.banner(), null);
  p.key("Escape");
  assert.equal(p.banner(), null);
});

test("the next reset clears the development banner", () => {
  const p = startPage({ html: page, dev: true });
  const socket = p.attach();
  socket.receive({ t: "error", message: "refused" });
  socket.receive({ t: "reset", session: "token-1", a: 0, html: page });
  assert.equal(p.banner(), null);
});

test("actions left unconfirmed on an open connection make the page say it waits for the server, until the acks come", () => {
  const p = startPage({ html: page });
  p.attach();
  p.click(p.byId(2));
  p.click(p.byId(2));
  p.clock.advance(loom.slowDelay - 1);
  assert.equal(p.status().textContent, "", "a quick server says nothing");
  p.clock.advance(1);
  assert.equal(p.status().textContent, "Waiting for the server… 2 actions are not confirmed yet.");
  assert.equal(p.status().dataset.state, "waiting");
  p.socket.receive({ t: "ack", s: 1 });
  assert.equal(p.status().textContent, "Waiting for the server… 1 action is not confirmed yet.");
  p.socket.receive({ t: "ack", s: 2 });
  assert.equal(p.status().textContent, "");
  assert.equal(p.status().dataset.state, undefined);
  assert.deepEqual(p.clock.pending, [], "no watch is left once nothing waits");
});

test("acks that come in time leave the page quiet", () => {
  const p = startPage({ html: page });
  p.attach();
  for (let tap = 1; tap <= 5; tap += 1) {
    p.click(p.byId(2));
    p.clock.advance(loom.slowDelay / 2);
    p.socket.receive({ t: "ack", s: tap });
  }
  p.clock.advance(loom.slowDelay * 3);
  assert.equal(p.status().textContent, "");
});
