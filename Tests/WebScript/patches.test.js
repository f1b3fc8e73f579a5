// Reset and patch frames: the six patch ops, the field echoes the page already shows, the back
// button's screens, and the `data-synced` counter the browser tests wait for.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");
const { createDocument, serialize } = require("./support/fake-dom.js");

const list = '<div data-id="1" class="lm-list"><span data-id="2" class="lm-text">Apple</span>' +
  '<span data-id="3" class="lm-text">Banana</span></div>';
const html = (p) => p.root.innerHTML;

test("a reset replaces the tree and counts itself in data-synced", () => {
  const p = startPage({ html: list });
  p.attach({ html: '<span data-id="9" class="lm-text">Fresh</span>' });
  assert.equal(html(p), '<span data-id="9" class="lm-text">Fresh</span>');
  assert.equal(p.root.dataset.synced, "1");
  assert.equal(p.root.dataset.connection, "live");
  p.socket.receive({ t: "reset", session: "token-1", a: 0, html: list });
  assert.equal(p.root.dataset.synced, "2");
});

test("op 0 inserts parsed HTML before an element, or at the end, and indexes its descendants", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  socket.receive({ t: "patch", m: [
    [0, 1, 3, "<div data-id='4' class='lm-hstack'><span data-id='5' class='lm-text'>Cherry &amp; co</span></div>"],
    [0, 1, null, "<span data-id='6' class='lm-text'>Damson</span>"],
    [0, 1, 99, "<span data-id='7' class='lm-text'>Elder</span>"],
    [4, 5, "Cherry"],
  ] });
  assert.equal(p.root.textContent, "AppleCherryBananaDamsonElder");
  assert.equal(p.byId(5).parentNode, p.byId(4));
});

test("op 1 removes an element and forgets it and its descendants", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  socket.receive({ t: "patch", m: [[1, 1], [4, 2, "ghost"], [0, 2, null, "<span data-id='8'>x</span>"]] });
  assert.equal(html(p), "");
});

test("op 2 sets and removes attributes", () => {
  const p = startPage({ html: '<button data-id="1" class="lm-button" disabled>Go</button>' });
  const socket = p.attach({ html: '<button data-id="1" class="lm-button" disabled>Go</button>' });
  socket.receive({ t: "patch", m: [[2, 1, { disabled: null, "aria-label": "Go <now>" }]] });
  assert.equal(html(p), '<button data-id="1" class="lm-button" aria-label="Go &lt;now&gt;">Go</button>');
});

test("op 3 moves an element before another, or to the end of a parent", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  socket.receive({ t: "patch", m: [[3, 3, 1, 2]] });
  assert.equal(p.root.textContent, "BananaApple");
  socket.receive({ t: "patch", m: [[3, 3, 0, null]] });
  assert.equal(p.byId(3).parentNode, p.root);
  assert.equal(p.root.lastChild, p.byId(3));
});

test("ops 4 and 5 set an element's own text, wholly or past a kept prefix, leaving children alone", () => {
  const page = '<button data-id="1" class="lm-button">Count: 9<span data-id="2" class="lm-image">★</span></button>' +
    '<span data-id="3" class="lm-text"></span>';
  const p = startPage({ html: page });
  const socket = p.attach({ html: page });
  socket.receive({ t: "patch", m: [[5, 1, 7, "10"], [4, 3, "new"]] });
  assert.equal(html(p), '<button data-id="1" class="lm-button">Count: 10<span data-id="2" class="lm-image">★</span></button>' +
    '<span data-id="3" class="lm-text">new</span>');
});

test("a value patch that echoes what the page typed does not reset the field; any other value does", () => {
  const page = '<input data-id="4" class="lm-textField" value="">';
  const p = startPage({ html: page });
  const socket = p.attach({ html: page });
  const field = p.byId(4);
  p.type(field, "h");
  p.type(field, "he");
  p.type(field, "hel");
  socket.receive({ t: "patch", m: [[2, 4, { value: "h" }]] });
  assert.equal(field.value, "hel");
  socket.receive({ t: "patch", m: [[2, 4, { value: "hel" }]] });
  assert.equal(field.value, "hel");
  socket.receive({ t: "patch", m: [[2, 4, { value: "" }]] }); // the app cleared the field
  assert.equal(field.value, "");
});

test("an unknown patch op is logged and the page asks for the whole tree again", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  socket.receive({ t: "patch", m: [[9, 1]] });
  assert.deepEqual(socket.sent, [{ e: "resync" }]);
  assert.match(p.logged[0], /could not be applied/);
});

test("the back button dismisses the topmost dismissible screen; screens the app removes give their entry back", () => {
  const screens = '<div data-id="1" class="lm-container" data-ev="dismiss">A' +
    '<div data-id="2" class="lm-container" data-ev="dismiss">B</div></div>';
  const p = startPage({ html: "" });
  const socket = p.attach({ html: screens });
  assert.deepEqual(p.historyLog, [["push", 1], ["push", 2]]);
  p.back();
  assert.deepEqual(socket.sent, [{ id: 2, e: "dismiss", s: 1 }]);
  socket.receive({ t: "patch", m: [[1, 2]] });
  assert.deepEqual(p.historyLog, [["push", 1], ["push", 2]]); // the back button already took it
  socket.receive({ t: "patch", m: [[0, 1, null, "<div data-id='3' class='lm-container' data-ev='dismiss'>C</div>"]] });
  assert.deepEqual(p.historyLog.slice(2), [["push", 2]]);
  socket.receive({ t: "patch", m: [[1, 3]] }); // the app closed C itself
  assert.deepEqual(p.historyLog.slice(3), [["go", -1]]);
  p.back(); // the popstate of that history.go: nothing is sent
  assert.equal(socket.sent.length, 1);
});

test("patches that touch no screen leave the history alone", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  socket.receive({ t: "patch", m: [[0, 1, null, "<span data-id='6' class='lm-text'>Damson</span>"], [4, 2, "A"], [1, 3]] });
  assert.deepEqual(p.historyLog, []);
  socket.receive({ t: "patch", m: [[2, 6, { "data-ev": "dismiss" }]] });
  assert.deepEqual(p.historyLog, [["push", 1]]);
});

test("clicks report taps and toggles by id; disabled controls and plain text report nothing", () => {
  const page = '<button data-id="1" class="lm-button">Go<span data-id="5" class="lm-image">★</span></button>' +
    '<button data-id="2" class="lm-button" disabled>No</button>' +
    '<button data-id="3" class="lm-toggle" aria-checked="true">On</button><span data-id="4" class="lm-text">t</span>' +
    '<div data-id="6" class="lm-vstack" data-ev="tap">area</div>';
  const p = startPage({ html: page });
  const socket = p.attach({ html: page });
  for (const id of [5, 2, 3, 4, 6]) p.click(p.byId(id));
  assert.deepEqual(socket.sent, [
    { id: 1, e: "tap", s: 1 }, { id: 3, e: "toggle", v: false, s: 2 }, { id: 6, e: "tap", s: 3 },
  ]);
});

test("the fake DOM parses and writes back the HTML Loom writes", () => {
  const source = '<div data-id="1" class="lm-vstack" style="padding: 4px"><input data-id="2" class="lm-textField" value="a &quot;b&quot;">' +
    '<button data-id="3" class="lm-button" disabled>&lt;b&gt; &amp;</button></div>';
  const document = createDocument(source);
  assert.equal(serialize(document.body.firstChild), source.replace("disabled>", 'disabled="">')); // as browsers write it
  assert.throws(() => createDocument("<div><span></div>"), /unexpected <\/div>/);
});

test("inserting many rows searches only the rows, never the whole page, and parses into one template", () => {
  const p = startPage({ html: list });
  const socket = p.attach();
  let pageSearches = 0, templates = 0;
  const search = p.root.querySelectorAll.bind(p.root);
  p.root.querySelectorAll = (selector) => { pageSearches += 1; return search(selector); };
  const create = p.document.createElement.bind(p.document);
  p.document.createElement = (tag) => { if (tag === "template") templates += 1; return create(tag); };
  for (let id = 100; id < 400; id += 1) {
    socket.receive({ t: "patch", m: [[0, 1, null, `<div data-id='${id}' class='lm-hstack'><span data-id='${id + 1000}' class='lm-text'>row</span></div>`]] });
  }
  socket.receive({ t: "patch", m: [[4, 1399, "last row"]] });
  assert.equal(pageSearches, 0);
  assert.equal(templates, 1);
  assert.equal(p.byId(1399).textContent, "last row");
  assert.equal(p.byId(1).children.length, 302);
});

test("op 6 removes every child of a parent, forgets them, and leaves the parent and its siblings", () => {
  const page = list + '<span data-id="9" class="lm-text">Total</span>';
  const p = startPage({ html: page });
  const socket = p.attach({ html: page });
  socket.receive({ t: "patch", m: [[6, 1], [4, 2, "ghost"]] });
  assert.equal(p.byId(1).children.length, 0);
  assert.ok(!p.byId(2) && !p.byId(3), "the removed children are forgotten");
  assert.equal(p.root.textContent, "Total");
  socket.receive({ t: "patch", m: [[0, 1, null, "<span data-id='4' class='lm-text'>Again</span>"]] });
  assert.equal(p.root.textContent, "AgainTotal");
  assert.equal(p.byId(4).parentNode, p.byId(1));
});
