// A reload keeps the session: the tab remembers its session's token per app and the reloaded
// page attaches to it again; a session the server no longer has is replaced by a fresh one
// without a word, as long as the page has done nothing yet.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage, FakeStorage } = require("./support/fake-env.js");

const page = '<button data-id="2" class="lm-button">Increment</button>';

test("a reloaded page attaches to the session the tab remembered for its app", () => {
  const storage = new FakeStorage();
  const first = startPage({ html: page, storage, navigationType: "navigate" });
  assert.doesNotMatch(first.socket.url, /session=/);
  first.attach({ session: "abc" });
  assert.equal(storage.getItem("loom-session:counter"), "abc");

  const reloaded = startPage({ html: page, storage, navigationType: "reload" });
  assert.match(reloaded.socket.url, /&session=abc$/);
});

test("a page opened afresh (not reloaded) starts its own session and forgets the old one", () => {
  const storage = new FakeStorage();
  storage.setItem("loom-session:counter", "old");
  const p = startPage({ html: page, storage, navigationType: "navigate" });
  assert.doesNotMatch(p.socket.url, /session=/);
  assert.equal(storage.getItem("loom-session:counter"), null);
});

test("tokens are kept per app", () => {
  const storage = new FakeStorage();
  startPage({ html: page, storage, app: "chat", navigationType: "navigate" }).attach({ session: "c1" });
  const other = startPage({ html: page, storage, app: "counter", navigationType: "reload" });
  assert.doesNotMatch(other.socket.url, /session=/);
});

test("a reloaded page whose session ended starts a fresh one quietly when it has done nothing yet", () => {
  const storage = new FakeStorage();
  storage.setItem("loom-session:counter", "gone");
  const p = startPage({ html: page, storage, navigationType: "reload" });
  const old = p.socket;
  old.open();
  old.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  assert.equal(p.ended(), null, "no ended notice");
  assert.notEqual(p.socket, old, "a new socket is opened at once");
  assert.doesNotMatch(p.socket.url, /session=/);
  p.attach({ session: "fresh" });
  assert.equal(storage.getItem("loom-session:counter"), "fresh");
  assert.equal(p.root.dataset.connection, "live");
});

test("a reloaded page that already acted is told its session ended", () => {
  const storage = new FakeStorage();
  storage.setItem("loom-session:counter", "gone");
  const p = startPage({ html: page, storage, navigationType: "reload" });
  p.click(p.byId(2));
  p.socket.open();
  p.socket.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  assert.match(p.ended().textContent, /This session has ended\. 1 action was not applied\./);
  assert.equal(storage.getItem("loom-session:counter"), null);
});

test("a live page whose session ends says so even if it did nothing", () => {
  const storage = new FakeStorage();
  const p = startPage({ html: page, storage, navigationType: "navigate" });
  p.attach({ session: "t1" });
  p.socket.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  assert.notEqual(p.ended(), null);
});

test("a reloaded page numbers its events after the last one the session applied", () => {
  const storage = new FakeStorage();
  storage.setItem("loom-session:counter", "abc");
  const p = startPage({ html: page, storage, navigationType: "reload" });
  p.click(p.byId(2)); // made before the reset arrives
  const socket = p.attach({ session: "abc", a: 7 });
  p.click(p.byId(2));
  assert.deepEqual(socket.sent, [{ id: 2, e: "tap", s: 8 }, { id: 2, e: "tap", s: 9 }]);
});
