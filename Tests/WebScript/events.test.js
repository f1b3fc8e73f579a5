// No lost input: every event is numbered and kept until the server has it; events made while
// disconnected are sent after the reconnect's reset, minus those the server already applied;
// after a fatal frame the kept ones are counted as not applied.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { loom, startPage } = require("./support/fake-env.js");

const page = '<span data-id="1" class="lm-text">Count: 0</span><button data-id="2" class="lm-button">Increment</button>' +
  '<button data-id="3" class="lm-toggle" aria-checked="false">Wi-Fi</button><input data-id="4" class="lm-textField" value="">';

test("events carry sequence numbers that start at 1 and grow by one", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  p.click(p.byId(2));
  p.click(p.byId(3));
  p.type(p.byId(4), "hi");
  assert.deepEqual(socket.sent, [
    { id: 2, e: "tap", s: 1 },
    { id: 3, e: "toggle", v: true, s: 2 },
    { id: 4, e: "text", v: "hi", s: 3 },
  ]);
});

test("events made before the first reset are kept and sent once it arrives", () => {
  const p = startPage({ html: page });
  p.click(p.byId(2));
  p.socket.open();
  p.click(p.byId(2));
  assert.deepEqual(p.socket.sent, []);
  p.socket.receive({ t: "reset", session: "t1", a: 0, html: page });
  assert.deepEqual(p.socket.sent, [{ id: 2, e: "tap", s: 1 }, { id: 2, e: "tap", s: 2 }]);
});

test("a click made while disconnected is sent after the reconnect's reset", () => {
  const p = startPage({ html: page });
  p.attach();
  p.socket.drop();
  p.click(p.byId(2));
  p.clock.advance(250);
  assert.deepEqual(p.socket.sent, []);
  p.attach({ a: 0 });
  assert.deepEqual(p.socket.sent, [{ id: 2, e: "tap", s: 1 }]);
});

test("after a reconnect, events the server already applied (s <= a) are not sent again", () => {
  const p = startPage({ html: page });
  const first = p.attach();
  p.click(p.byId(2));
  p.click(p.byId(2));
  p.click(p.byId(2));
  assert.equal(first.sent.length, 3);
  first.drop(); // no ack arrived: the server applied the first two, the third was lost
  p.clock.advance(250);
  const second = p.attach({ a: 2 });
  assert.deepEqual(second.sent, [{ id: 2, e: "tap", s: 3 }]);
});

test("acks trim what a later reconnect sends", () => {
  const p = startPage({ html: page });
  const first = p.attach();
  p.click(p.byId(2));
  p.click(p.byId(2));
  first.receive({ t: "ack", s: 1 });
  first.drop();
  p.clock.advance(250);
  // A reset whose `a` lags the ack (0) still does not bring back what was acknowledged.
  const second = p.attach({ a: 0 });
  assert.deepEqual(second.sent, [{ id: 2, e: "tap", s: 2 }]);
});

test("queued events are sent in the order they were made, after older unacknowledged ones", () => {
  const p = startPage({ html: page });
  const first = p.attach();
  p.click(p.byId(2));
  first.drop();
  p.type(p.byId(4), "a");
  p.click(p.byId(3));
  p.clock.advance(250);
  const second = p.attach({ a: 0 });
  assert.deepEqual(second.sent.map((frame) => frame.s), [1, 2, 3]);
  assert.deepEqual(second.sent.map((frame) => frame.e), ["tap", "text", "toggle"]);
});

test("a reset that names a new session numbers the kept events from 1 again", () => {
  const p = startPage({ html: page });
  p.attach({ session: "old" });
  p.click(p.byId(2));
  p.socket.receive({ t: "ack", s: 1 });
  p.socket.drop();
  p.click(p.byId(2));
  p.click(p.byId(2));
  p.clock.advance(250);
  const socket = p.attach({ session: "new", a: 0 });
  assert.deepEqual(socket.sent.map((frame) => frame.s), [1, 2]);
  p.click(p.byId(2));
  assert.equal(socket.sent[2].s, 3);
});

test("after a fatal frame, the events the server never acknowledged are counted as not applied", () => {
  const p = startPage({ html: page });
  const first = p.attach();
  p.click(p.byId(2));
  first.receive({ t: "ack", s: 1 });
  p.click(p.byId(2)); // sent, never acknowledged
  first.drop();
  p.click(p.byId(2)); // made while disconnected
  p.clock.advance(250);
  p.socket.open();
  p.socket.receive({ t: "error", fatal: true, code: "session-ended", message: "This session has ended." });
  assert.equal(p.ended().dataset.notApplied, "2");
  assert.match(p.ended().textContent, /This session has ended\. 2 actions were not applied\./);
  p.click(p.byId(2)); // and a click on the page that ended
  assert.equal(p.ended().dataset.notApplied, "3");
  assert.deepEqual(p.socket.sent, []);
});

test("an outbox drops only what a reset or ack covers, and keeps the order of the rest", () => {
  const outbox = loom.createOutbox();
  for (const id of [5, 6, 7, 8]) outbox.add({ id, e: "tap" });
  outbox.acknowledge(1);
  assert.deepEqual(outbox.resume(2).map((entry) => entry.id), [7, 8]);
  assert.equal(outbox.size, 2);
  assert.equal(outbox.drain(), 2);
  assert.equal(outbox.size, 0);
  assert.equal(outbox.add({ id: 9, e: "tap" }).s, 5);
});

test("text typed before the first reset stays in the field, keeps its focus and is sent", () => {
  const p = startPage({ html: page });
  const field = p.byId(4);
  field.focus();
  p.type(field, "h");
  p.type(field, "hi");
  p.attach();
  const replaced = p.byId(4);
  assert.notEqual(replaced, field, "the reset replaced the served tree");
  assert.equal(replaced.value, "hi");
  assert.equal(p.document.activeElement, replaced);
  assert.deepEqual(p.socket.sent, [{ id: 4, e: "text", v: "h", s: 1 }, { id: 4, e: "text", v: "hi", s: 2 }]);
  // The server's echoes of what was typed do not set the field back while typing goes on.
  p.type(replaced, "hi!");
  p.socket.receive({ t: "patch", m: [[2, 4, { value: "h" }]] });
  assert.deepEqual(p.logged, []);
  assert.equal(replaced.value, "hi!");
});

test("a reset keeps the focused control focused, and a field the server applied shows the server's text", () => {
  const p = startPage({ html: page });
  p.attach();
  p.type(p.byId(4), "ok");
  p.byId(2).focus();
  p.socket.drop();
  p.clock.advance(250);
  // The server applied the text (a = 1) and its tree shows it.
  const applied = page.replace('value=""', 'value="ok"');
  p.attach({ a: 1, html: applied });
  assert.equal(p.document.activeElement, p.byId(2));
  assert.equal(p.byId(4).value, "ok");
  assert.deepEqual(p.socket.sent, []);
});

test("a reset without focus on the page moves focus nowhere", () => {
  const p = startPage({ html: page });
  p.attach();
  assert.equal(p.document.activeElement, p.document.body);
});
