// The patcher's bookkeeping (its index of elements by id, and whether screens, dialogs or focus
// requests came or went) costs one id read per element that comes or goes: everything else is
// asked of the browser's selector engine once per subtree, or of a template once per op. Asking
// each element in script cost a cleared 1,000-row list more than the browser's own removal.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { loom } = require("./support/fake-env.js");
const { createDocument } = require("./support/fake-dom.js");

/** A patcher over a root holding `html`, indexed as a served page is. */
function patcherOver(html) {
  const document = createDocument('<div id="loom-root"></div>');
  const root = document.getElementById("loom-root");
  root.innerHTML = html;
  const patcher = loom.createPatcher(root, document);
  patcher.adopt();
  patcher.takeScreensChanged();
  patcher.takeControlsChanged();
  return { document, root, patcher };
}

/** Rows of a list: `<div>` holding a label and a button, ids from `first`, three per row. */
function rows(count, first = 10, extra = "") {
  let html = "";
  for (let row = 0; row < count; row++) {
    const id = first + row * 3;
    html += `<div data-id="${id}" class="lm-hstack"${extra}><span data-id="${id + 1}" class="lm-text">row ${row}</span>` +
      `<button data-id="${id + 2}" class="lm-button">select</button></div>`;
  }
  return `<div data-id="1" class="lm-vstack">${html}</div>`;
}

/** Counts the attribute reads script makes on elements while `work` runs, by attribute name;
 *  reads the fake DOM makes to match selectors are the browser's own, not counted. */
function attributeReads(document, work) {
  const elementPrototype = Object.getPrototypeOf(document.createElement("div"));
  const nodePrototype = Object.getPrototypeOf(elementPrototype);
  const originals = {
    getAttribute: elementPrototype.getAttribute, hasAttribute: elementPrototype.hasAttribute,
    matches: elementPrototype.matches, closest: elementPrototype.closest, querySelectorAll: nodePrototype.querySelectorAll,
  };
  const reads = new Map();
  let matching = 0;
  const count = (name) => { if (matching === 0) reads.set(name, (reads.get(name) || 0) + 1); };
  const selecting = (original) => function (...args) {
    matching += 1;
    try { return original.apply(this, args); } finally { matching -= 1; }
  };
  elementPrototype.getAttribute = function (name) { count(name); return originals.getAttribute.call(this, name); };
  elementPrototype.hasAttribute = function (name) { count(name); return originals.hasAttribute.call(this, name); };
  elementPrototype.matches = selecting(originals.matches);
  elementPrototype.closest = selecting(originals.closest);
  nodePrototype.querySelectorAll = selecting(originals.querySelectorAll);
  try {
    work();
  } finally {
    Object.assign(elementPrototype, { getAttribute: originals.getAttribute, hasAttribute: originals.hasAttribute,
      matches: originals.matches, closest: originals.closest });
    nodePrototype.querySelectorAll = originals.querySelectorAll;
  }
  return Object.fromEntries(reads);
}

test("op 6 forgets a cleared list's elements reading no id of theirs when they were most of the page", () => {
  const { document, patcher } = patcherOver(rows(100));
  const reads = attributeReads(document, () => patcher.apply([[6, 1]]));
  // The index is rebuilt from what stays: the list's own id, none of the 300 removed.
  assert.deepEqual(reads, { "data-id": 1 });
  assert.equal(patcher.byId(10), undefined);
  assert.equal(patcher.byId(309), undefined);
  assert.ok(patcher.byId(1), "the list itself stays");
  assert.equal(patcher.takeScreensChanged(), false, "plain rows hold no screen");
  assert.equal(patcher.takeControlsChanged(), false, "plain rows hold no dialog or focus request");
});

test("op 6 on a small list beside a larger page forgets each removed element and keeps the page's", () => {
  const page = rows(50).replace('<div data-id="1" class="lm-vstack">', '<div data-id="1" class="lm-vstack"><div data-id="2000" class="lm-vstack">' +
    '<span data-id="2001" class="lm-text">a</span><span data-id="2002" class="lm-text">b</span></div>') ;
  const { document, patcher } = patcherOver(page);
  const reads = attributeReads(document, () => patcher.apply([[6, 2000]]));
  // Two children of 153 indexed elements: each removed one's id is read, the page's are not.
  assert.deepEqual(reads, { "data-id": 2 });
  assert.equal(patcher.byId(2001), undefined);
  assert.equal(patcher.byId(2002), undefined);
  assert.ok(patcher.byId(2000), "the cleared parent stays");
  assert.equal(patcher.byId(159).textContent, "select", "the page's rows stay indexed");
});

test("op 6 never indexes an element still leaving with a transition", () => {
  const { document, root, patcher } = patcherOver(rows(10));
  // A row removed earlier whose removal transition has not ended: in the page, not in the index.
  const going = document.createElement("div");
  going.setAttribute("data-id", "900");
  going.setAttribute("data-leaving", "");
  going.innerHTML = '<span data-id="901">going</span>';
  root.appendChild(going);
  patcher.apply([[6, 1]]);
  assert.equal(patcher.byId(900), undefined);
  assert.equal(patcher.byId(901), undefined);
  assert.equal(patcher.byId(10), undefined);
  assert.ok(patcher.byId(1));
});

test("op 6 still notes a screen or a focus request among the cleared rows", () => {
  const dialog = patcherOver(rows(3, 10, ' role="dialog"'));
  dialog.patcher.apply([[6, 1]]);
  assert.equal(dialog.patcher.takeScreensChanged(), true);
  assert.equal(dialog.patcher.takeControlsChanged(), true);
  const focused = patcherOver(rows(3, 10, ' data-focused=""'));
  focused.patcher.apply([[6, 1]]);
  assert.equal(focused.patcher.takeScreensChanged(), false);
  assert.equal(focused.patcher.takeControlsChanged(), true);
  const dismissible = patcherOver(rows(3, 10, ' data-ev="tap dismiss"'));
  dismissible.patcher.apply([[6, 1]]);
  assert.equal(dismissible.patcher.takeScreensChanged(), true);
});

test("op 7 asks its template, not each instance, what its elements hold", () => {
  const template = "<div data-id='' class='lm-hstack'><span data-id='' class='lm-text'>a</span><button data-id='' class='lm-button'>select</button></div>";
  const instances = (count) => Array.from({ length: count }, (_, row) => [100 + row * 3, `row ${row}`, 0]);
  const few = patcherOver(rows(0));
  const many = patcherOver(rows(0));
  const readsForFew = attributeReads(few.document, () => few.patcher.apply([[7, 1, null, template, ...instances(5)]]));
  const readsForMany = attributeReads(many.document, () => many.patcher.apply([[7, 1, null, template, ...instances(50)]]));
  assert.deepEqual(readsForMany, readsForFew);
  assert.equal(many.patcher.byId(248).textContent, "row 49", "every instance is indexed");
  assert.equal(many.patcher.byId(249).textContent, "select");
});

test("op 7 instances of a template holding a dialog or a field note it and show the field's value", () => {
  const { patcher } = patcherOver(rows(0));
  const template = "<div data-id='' role='dialog'><textarea data-id='' value='draft'></textarea></div>";
  patcher.apply([[7, 1, null, template, [20], [22]]]);
  assert.equal(patcher.takeScreensChanged(), true);
  assert.equal(patcher.takeControlsChanged(), true);
  assert.equal(patcher.byId(21).value, "draft");
  assert.equal(patcher.byId(23).value, "draft");
});

test("an inserted or removed subtree notes a dialog inside it, and an inserted field shows its value", () => {
  const { patcher } = patcherOver(rows(1));
  patcher.apply([[0, 1, null, "<div data-id='50'><div data-id='51' role='dialog'><select data-id='52' value='2'></select></div></div>"]]);
  assert.equal(patcher.takeScreensChanged(), true);
  assert.equal(patcher.takeControlsChanged(), true);
  assert.equal(patcher.byId(52).value, "2");
  patcher.apply([[1, 10]]);
  assert.equal(patcher.takeScreensChanged(), false, "a plain row went");
  assert.equal(patcher.byId(11), undefined, "its elements are forgotten");
  patcher.apply([[1, 50]]);
  assert.equal(patcher.takeScreensChanged(), true, "the dialog went");
  assert.equal(patcher.byId(52), undefined);
});
