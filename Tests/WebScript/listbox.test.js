// Selectable lists (SwiftUI's List(selection:)) as ARIA listboxes: the arrow keys, Home and End
// move the selection of a single-selection list; a multi-selection list moves focus only and
// Space or Enter toggles the focused row.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");

const row = (id, title, selected) =>
  `<div data-id="${id}" class="lm-container" data-style="row${selected ? " selected" : ""}" data-ev="tap" role="option" aria-selected="${selected}" tabindex="0"><span data-id="${id + 100}" class="lm-text">${title}</span></div>`;
const single = '<div data-id="1" class="lm-list" role="listbox">' + row(2, "Apple", false) + row(3, "Banana", true) + row(4, "Cherry", false) + "</div>";
const several = '<div data-id="1" class="lm-list" role="listbox" aria-multiselectable="true">' + row(2, "Apple", false) + row(3, "Banana", false) + "</div>";

const key = (target, name) => {
  const made = { type: "keydown", key: name, target, prevented: false };
  made.preventDefault = () => { made.prevented = true; };
  return made;
};

test("the arrow keys move a single selection: the next row is focused and tapped", () => {
  const p = startPage({ html: single });
  const socket = p.attach();
  const down = key(p.byId(3), "ArrowDown");
  p.byId(3).dispatchEvent(down);
  assert.equal(down.prevented, true, "the page does not scroll");
  assert.equal(p.document.activeElement, p.byId(4));
  assert.deepEqual(socket.sent, [{ id: 4, e: "tap", s: 1 }]);
  p.byId(4).dispatchEvent(key(p.byId(4), "Home"));
  assert.equal(p.document.activeElement, p.byId(2));
  assert.deepEqual(socket.sent.map((event) => event.id), [4, 2]);
});

test("past the ends nothing is sent, and a row already selected is not tapped again", () => {
  const p = startPage({ html: single });
  const socket = p.attach();
  p.byId(4).dispatchEvent(key(p.byId(4), "ArrowDown"));
  p.byId(2).dispatchEvent(key(p.byId(2), "ArrowUp"));
  p.byId(2).dispatchEvent(key(p.byId(2), "ArrowDown"));
  assert.equal(p.document.activeElement, p.byId(3));
  assert.deepEqual(socket.sent, []);
});

test("a multi-selection list moves focus with the arrows and toggles with Space", () => {
  const p = startPage({ html: several });
  const socket = p.attach();
  p.byId(2).dispatchEvent(key(p.byId(2), "ArrowDown"));
  assert.equal(p.document.activeElement, p.byId(3));
  assert.deepEqual(socket.sent, []);
  const space = key(p.byId(3), " ");
  p.byId(3).dispatchEvent(space);
  assert.equal(space.prevented, true);
  assert.deepEqual(socket.sent, [{ id: 3, e: "tap", s: 1 }]);
});

test("keys on other elements are left alone", () => {
  const p = startPage({ html: '<div data-id="1" class="lm-list" role="list"><div data-id="2" class="lm-text" role="option">x</div></div>' });
  const socket = p.attach();
  const down = key(p.byId(2), "ArrowDown");
  p.byId(2).dispatchEvent(down);
  assert.equal(down.prevented, false);
  assert.deepEqual(socket.sent, []);
});
