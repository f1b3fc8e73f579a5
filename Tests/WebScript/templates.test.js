// Op 7: sibling subtrees of one shape instantiated from a template (ids, texts, `0` for the
// template's own text), inserted through one fragment and indexed without a query per row.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");

const list = '<div data-id="1" class="lm-vstack"><span data-id="2" class="lm-text">Total</span></div>';
const row = "<div data-id='' class='lm-hstack'><span data-id='' class='lm-text'>pretty red table</span><button data-id='' class='lm-button'>select</button></div>";

test("op 7 clones the template once per instance, with its ids and texts", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: list });
  socket.receive({ t: "patch", m: [[7, 1, 2, row, [10, 0, 0], [13, "large blue chair", "pick"], [[20, 22, 21], "odd pony", 0]]] });
  assert.equal(p.root.textContent, "pretty red tableselectlarge blue chairpickodd ponyselectTotal");
  assert.equal(p.byId(10).parentNode, p.byId(1));
  assert.equal(p.byId(11).textContent, "pretty red table");
  assert.equal(p.byId(12).localName, "button");
  assert.equal(p.byId(14).textContent, "large blue chair");
  assert.equal(p.byId(15).textContent, "pick");
  assert.equal(p.byId(22).textContent, "odd pony");
  assert.equal(p.byId(21).textContent, "select");
  assert.equal(p.byId(20).getAttribute("data-id"), "20");
  // Instantiated elements take later ops like any other.
  socket.receive({ t: "patch", m: [[4, 14, "renamed"], [1, 10]] });
  assert.equal(p.root.textContent, "renamedpickodd ponyselectTotal");
  assert.ok(!p.byId(11));
});

test("op 7 parses its template once and searches once, however many instances", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: list });
  const elementPrototype = Object.getPrototypeOf(p.document.createElement("div"));
  const nodePrototype = Object.getPrototypeOf(elementPrototype);
  const innerHTML = Object.getOwnPropertyDescriptor(elementPrototype, "innerHTML");
  const search = nodePrototype.querySelectorAll;
  let parses = 0, searches = 0;
  Object.defineProperty(elementPrototype, "innerHTML", {
    configurable: true, get: innerHTML.get,
    set(html) { if (this.localName === "template") parses += 1; innerHTML.set.call(this, html); },
  });
  nodePrototype.querySelectorAll = function (selector) { searches += 1; return search.call(this, selector); };
  try {
    const instances = Array.from({ length: 50 }, (_, index) => [100 + index * 3, `row ${index}`, 0]);
    socket.receive({ t: "patch", m: [[7, 1, null, row, ...instances]] });
  } finally {
    Object.defineProperty(elementPrototype, "innerHTML", innerHTML);
    nodePrototype.querySelectorAll = search;
  }
  assert.equal(parses, 1);
  assert.equal(searches, 1); // the motion part's watched elements, in the whole fragment at once
  assert.equal(p.byId(1).children.length, 51);
  assert.equal(p.byId(248).textContent, "row 49");
  assert.equal(p.byId(249).textContent, "select");
});

test("a reset after template inserts starts from the reset's tree alone", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: list });
  socket.receive({ t: "patch", m: [[7, 1, null, row, [10, 0, 0], [13, "b", 0]]] });
  socket.receive({ t: "reset", session: "token-2", a: 0, html: list });
  assert.ok(!p.byId(10) && !p.byId(13));
  assert.equal(p.root.textContent, "Total");
  socket.receive({ t: "patch", m: [[7, 1, null, row, [30, "c", 0], [33, "d", 0]]] });
  assert.equal(p.root.textContent, "Totalcselectdselect");
});
