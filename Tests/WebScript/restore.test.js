// A session taken over by another process (a crash, a restart, a deploy): its reset says
// "restored" and its elements have new ids; the page finds the focused field and the elements
// its unapplied events name by their place in the tree. A stopping process's "move" frame
// makes the page re-attach at once with the same token.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage, FakeStorage } = require("./support/fake-env.js");

const form = (first, second) =>
  `<div class="lm-vstack"><input data-id="${first}" class="lm-textField" value=""><button data-id="${second}" class="lm-button">Save</button></div>`;

test("after a restored reset, unapplied events and focus follow their elements to the new ids", () => {
  const p = startPage({ html: form(4, 5), storage: new FakeStorage(), navigationType: "navigate" });
  const first = p.attach({ session: "a.1", html: form(4, 5) });
  const field = p.byId(4);
  field.focus();
  p.type(field, "Ad");
  p.type(field, "Ada");
  first.receive({ t: "ack", s: 1 });
  first.drop();
  // Process b took the session over: it applied event 1 (stored) and numbers elements anew.
  p.clock.advance(60000);
  p.socket.open();
  p.socket.receive({ t: "reset", session: "a.1", a: 1, restored: true, html: form(40, 41).replace('value=""', 'value="Ad"') });
  const restoredField = p.byId(40);
  assert.equal(p.document.activeElement, restoredField, "the field has focus again");
  assert.equal(restoredField.value, "Ada", "the unapplied typing shows");
  assert.deepEqual(p.socket.sent, [{ id: 40, e: "text", v: "Ada", s: 2 }]);
});

test("a plain reconnect keeps ids as they are", () => {
  const p = startPage({ html: form(4, 5), storage: new FakeStorage(), navigationType: "navigate" });
  const first = p.attach({ session: "a.1", html: form(4, 5) });
  p.click(p.byId(5));
  first.drop();
  p.clock.advance(60000);
  p.socket.open();
  p.socket.receive({ t: "reset", session: "a.1", a: 0, html: form(4, 5) });
  assert.deepEqual(p.socket.sent, [{ id: 5, e: "tap", s: 1 }]);
});

test("a move frame re-attaches at once with the same token and resends what was not acknowledged", () => {
  const p = startPage({ html: form(4, 5), storage: new FakeStorage(), navigationType: "navigate", random: () => 0 });
  const first = p.attach({ session: "a.1", html: form(4, 5) });
  p.click(p.byId(5));
  first.receive({ t: "move" });
  assert.equal(first.readyState, 3, "the old socket is closed");
  assert.equal(p.root.dataset.connection, "reconnecting");
  p.clock.advance(0);
  assert.notEqual(p.socket, first, "a new socket is opened without backing off");
  assert.match(p.socket.url, /&session=a\.1$/);
  p.socket.open();
  p.socket.receive({ t: "reset", session: "a.1", a: 0, restored: true, html: form(14, 15) });
  assert.deepEqual(p.socket.sent, [{ id: 15, e: "tap", s: 1 }]);
  assert.equal(p.ended(), null);
});

test("an event whose control is not on the restored screen is dropped and the user told", () => {
  const p = startPage({ html: form(4, 5), storage: new FakeStorage(), navigationType: "navigate" });
  const first = p.attach({ session: "a.1", html: form(4, 5) });
  p.click(p.byId(5));
  first.drop();
  p.clock.advance(60000);
  p.socket.open();
  // The restored screen starts elsewhere: another control sits where Save was.
  const other = '<div class="lm-vstack"><input data-id="40" class="lm-textField" value=""><button data-id="41" class="lm-button">Delete</button></div>';
  p.socket.receive({ t: "reset", session: "a.1", a: 0, restored: true, html: other });
  assert.deepEqual(p.socket.sent, []);
  assert.match(p.banner().textContent, /1 action was not applied/);
  // The next event is numbered right after what the session applied.
  p.click(p.byId(41));
  assert.deepEqual(p.socket.sent, [{ id: 41, e: "tap", s: 1 }]);
});
