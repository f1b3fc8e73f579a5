// Lazy stacks: the page works out which rows are visible from the built rows it can measure
// and the padding of the rows it cannot, and reports a change once.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { visibleLazyRows, createLazyRows } = require("../../Sources/LoomWebServer/Resources/loom.js");

/** A box whose rectangle runs from `top` to `top + height` (vertical stacks only need these). */
const box = (top, height, extra = {}) => Object.assign({
  getBoundingClientRect: () => ({ top, bottom: top + height, left: 0, right: 300, width: 300, height }),
  style: { overflowY: "visible", overflowX: "visible" },
}, extra);

/** A stack of `total` rows, rows `first ..< first + count` built at `pitch`, scrolled so that
 *  its top is at `top`, inside a scroller showing 0..<600. */
function stack({ total, first, count, extent, pitch, top }) {
  const document = box(0, 600);
  const scroller = box(0, 600, { style: { overflowY: "auto", overflowX: "hidden" }, parentElement: document });
  document.parentElement = null;
  scroller.parentElement = document;
  const anchor = top + first * extent;
  const children = [];
  for (let index = 0; index < count; index += 1) children.push(box(anchor + index * pitch, pitch - 4));
  const height = first * extent + count * pitch + (total - first - count) * extent;
  return box(top, height, { dataset: { lazy: `v ${total} ${first} ${count} ${extent}`, id: "7" }, parentElement: scroller, children });
}
const window = { innerHeight: 800, innerWidth: 300, getComputedStyle: (element) => element.style };

test("visible rows inside the built ones are counted by their measured pitch", () => {
  const element = stack({ total: 1000, first: 100, count: 20, extent: 30, pitch: 30, top: -3300 });
  assert.deepEqual(visibleLazyRows(element, window), { first: 110, count: 20, extent: 30 });
});

test("rows below the built ones are counted in the padding's extent", () => {
  // Rows are 40 points apart but the server still estimates 30: scrolled to 9,000 points in.
  const element = stack({ total: 100000, first: 0, count: 50, extent: 30, pitch: 40, top: -9000 });
  // 50 built rows end at 2,000; (9,000 - 2,000) / 30 = 233.3 more rows: row 283 is at the top,
  // partly, so 21 rows of 30 points share the 600 visible points.
  assert.deepEqual(visibleLazyRows(element, window), { first: 283, count: 21, extent: 40 });
});

test("the end of the list clamps to the last row, and a stack out of view reports nothing", () => {
  const element = stack({ total: 1000, first: 0, count: 50, extent: 30, pitch: 30, top: -29700 });
  const rows = visibleLazyRows(element, window);
  assert.equal(rows.first + rows.count, 1000);
  assert.equal(visibleLazyRows(stack({ total: 1000, first: 0, count: 50, extent: 30, pitch: 30, top: 700 }), window), null);
});

test("the page reports a change of visible rows once, and nothing on a page without lazy stacks", () => {
  const element = stack({ total: 1000, first: 100, count: 20, extent: 30, pitch: 30, top: -3300 });
  const timers = [];
  const sent = [];
  let stacks = [];
  const root = { querySelectorAll: () => stacks };
  const listeners = {};
  const document = { addEventListener: (type, handler) => { listeners[type] = handler; } };
  const lazy = createLazyRows(root, document, Object.assign({ addEventListener() {} }, window),
    (work) => timers.push(work), (event) => sent.push(event));
  lazy.listen();
  lazy.reset();
  listeners.scroll();
  assert.equal(timers.length, 0);
  stacks = [element];
  lazy.patched([[0, 1, null, '<div data-id="7" data-lazy="v 1000 100 20 30"></div>']]);
  assert.equal(timers.length, 1);
  listeners.scroll(); // already pending: no second timer
  assert.equal(timers.length, 1);
  timers.shift()();
  assert.deepEqual(sent, [{ id: 7, e: "value", v: "110,20,30" }]);
  listeners.scroll();
  timers.shift()();
  assert.equal(sent.length, 1);
});

test("when the server's extent changes, the row at the top of the view stays where it was", () => {
  // The server estimated 28 points a row; the rows measure 39. The user scrolled 1,400,000
  // points down before the page reported that, so row 49,980 is at the top (10 points above it).
  const element = stack({ total: 100000, first: 0, count: 50, extent: 28, pitch: 39, top: -1400000 });
  element.isConnected = true;
  const scroller = element.parentElement;
  scroller.scrollTop = 1400000;
  const lazy = createLazyRows({ querySelectorAll: () => [element] }, { addEventListener() {} },
    Object.assign({ addEventListener() {} }, window), () => {}, () => {});
  lazy.reset();
  lazy.patching();
  // The patch builds rows 49,980 ..< 50,000 and the padding now counts 39 points a row, so
  // without a correction row 49,980 would start 1,949,220 points below the stack's top.
  const moved = stack({ total: 100000, first: 49980, count: 20, extent: 39, pitch: 39, top: -1400000 });
  element.dataset = moved.dataset;
  element.children = moved.children;
  lazy.patched([]);
  const rowTop = -1400000 + 49980 * 39;
  assert.equal(scroller.scrollTop, 1400000 + rowTop - -10);

  // A patch that moves the window but keeps the extent leaves the scroll position alone.
  lazy.patching();
  element.dataset = { lazy: "v 100000 49990 20 39", id: "7" };
  lazy.patched([]);
  assert.equal(scroller.scrollTop, 1400000 + rowTop + 10);
});
