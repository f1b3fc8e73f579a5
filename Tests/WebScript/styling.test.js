// Motion and geometry (#15): transitions on insert and removal, animation scopes, repeating
// animations, reduced motion, ScrollViewReader's scroll requests, GeometryReader's sizes, and
// the development report of unknown symbols.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");

/** Records `element.animate` calls on every element of the page's fake DOM. */
function recordAnimations(p) {
  const calls = [];
  const proto = Object.getPrototypeOf(p.root);
  proto.animate = function (frames, options) {
    const animation = { element: this, frames, options, onfinish: null };
    calls.push(animation);
    return animation;
  };
  return { calls, restore: () => { delete proto.animate; } };
}

const reduceMotion = (p, reduce) => { p.env.window.matchMedia = () => ({ matches: reduce }); };
const list = '<div data-id="1" class="lm-vstack"><span data-id="2" class="lm-text">Row</span></div>';

test("a view inserted by a patch plays its insertion transition from where it comes in", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach();
  socket.receive({ t: "patch", m: [[0, 1, null,
    "<div data-id='5' class='lm-container' data-style='transition' data-enter='move-leading opacity' data-leave='move-trailing'>" +
    "<span data-id='6' class='lm-text'>Banner</span></div>"]] });
  assert.equal(animations.calls.length, 1);
  const [call] = animations.calls;
  assert.equal(call.element, p.byId(5));
  assert.deepEqual(call.frames, [{ opacity: 0, transform: "translateX(-100%)" }, { opacity: 1, transform: "none" }]);
  assert.equal(call.options.duration, 350);
  assert.equal(call.options.easing, "ease-in-out");
});

test("the first page and a reset draw transitions without playing them", (t) => {
  const p = startPage({ html: "<div data-id='5' class='lm-container' data-enter='opacity' data-leave='opacity'></div>" });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  p.attach();
  assert.equal(animations.calls.length, 0);
});

test("a removed view stays on the page, out of reach of later patches, until its removal has played", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='1' class='lm-vstack'><div data-id='5' class='lm-container' " +
    "data-enter='scale' data-leave='scale-0.5 move-bottom' data-animation='200 linear 1 normal 0'>" +
    "<span data-id='6' class='lm-text'>Toast</span></div></div>" });
  const toast = p.byId(5);
  socket.receive({ t: "patch", m: [[1, 5], [4, 6, "changed after removal"]] });
  assert.equal(toast.parentNode, p.byId(1), "still shown while it leaves");
  assert.equal(toast.getAttribute("aria-hidden"), "true");
  assert.ok(toast.hasAttribute("data-leaving"));
  assert.equal(toast.textContent, "Toast", "the index forgot it: the later patch did not reach it");
  const [call] = animations.calls;
  assert.deepEqual(call.frames[1], { opacity: 1, transform: "scale(0.5) translateY(100%)" });
  assert.equal(call.options.duration, 200);
  assert.equal(call.options.fill, "forwards");
  call.onfinish();
  assert.equal(toast.parentNode, null, "gone once its animation finished");
});

test("a removal the browser never plays still ends: the element goes after its duration", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: "<div data-id='1'><div data-id='5' data-leave='opacity'></div></div>" });
  const element = p.byId(5);
  socket.receive({ t: "patch", m: [[1, 5]] });
  p.clock.advance(399);
  assert.equal(element.parentNode, p.byId(1), "shown for its duration (350 ms) and a little more");
  p.clock.advance(1);
  assert.equal(element.parentNode, null);
});

test("with reduced motion, views come and go at once and nothing is animated", (t) => {
  const p = startPage({ html: list });
  reduceMotion(p, true);
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='1'><div data-id='5' data-leave='opacity'></div>" +
    "<div data-id='7' data-animation='1000 ease-in-out infinite alternate 0'><div data-id='8' style='opacity:1'></div></div></div>" });
  socket.receive({ t: "patch", m: [[1, 5], [0, 1, null, "<div data-id='9' data-enter='opacity'></div>"], [2, 8, { style: "opacity:0.2" }]] });
  assert.equal(p.root.querySelector("[data-id=\"5\"]"), null);
  assert.equal(animations.calls.length, 0);
});

test("a style change inside an animation scope animates from the old values to the new, repeating as asked", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='1' class='lm-container' data-style='animated' " +
    "data-animation='1000 ease-in-out infinite alternate 0'>" +
    "<div data-id='2' class='lm-container' data-style='effect' style='transform:scale(1,1);color:red'></div></div>" });
  socket.receive({ t: "patch", m: [[2, 2, { style: "transform:scale(1.2,1.2);color:red" }]] });
  assert.equal(animations.calls.length, 1);
  const [call] = animations.calls;
  assert.deepEqual(call.frames, [{ transform: "scale(1,1)" }, { transform: "scale(1.2,1.2)" }]);
  assert.equal(call.options.iterations, Infinity);
  assert.equal(call.options.direction, "alternate");
  assert.equal(call.options.duration, 1000);
  socket.receive({ t: "patch", m: [[2, 1, { "data-style": "animated" }]] });
  assert.equal(animations.calls.length, 1, "a change to the scope's other attributes animates nothing");
});

test("an animation(_:value:) scope animates only the patch that changed its value", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='1' class='lm-container' data-style='animated' data-change='0' " +
    "data-animation='300 ease-in-out 1 normal 0'>" +
    "<div data-id='2' class='lm-container' data-style='effect' style='opacity:1'></div></div>" });
  // Another change below (a state of the content's own): no animation, as in SwiftUI.
  socket.receive({ t: "patch", m: [[2, 2, { style: "opacity:0.5" }]] });
  assert.equal(animations.calls.length, 0);
  // The value changed: the same patch's changes below animate.
  socket.receive({ t: "patch", m: [[2, 1, { "data-change": "1" }], [2, 2, { style: "opacity:1" }]] });
  assert.equal(animations.calls.length, 1);
  assert.deepEqual(animations.calls[0].frames, [{ opacity: "0.5" }, { opacity: "1" }]);
  // The next patch without a change of value is not animated again.
  socket.receive({ t: "patch", m: [[2, 2, { style: "opacity:0.2" }]] });
  assert.equal(animations.calls.length, 1);
});

test("a style change outside any animation scope is left to the stylesheet", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='2' style='opacity:1'></div>" });
  socket.receive({ t: "patch", m: [[2, 2, { style: "opacity:0.5" }]] });
  assert.equal(animations.calls.length, 0);
});

test("a scroll request scrolls its row into view once, and a new request scrolls again", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: "<div data-id='1' class='lm-container' data-style='scrollReader'>" +
    "<span data-id='2' class='lm-text'>A</span><span data-id='3' class='lm-text'>B</span></div>" });
  const scrolled = [];
  p.byId(3).scrollIntoView = (options) => scrolled.push(["B", options]);
  p.byId(2).scrollIntoView = (options) => scrolled.push(["A", options]);
  socket.receive({ t: "patch", m: [[2, 1, { "data-scroll-to": "3 center 1" }]] });
  socket.receive({ t: "patch", m: [[4, 2, "A again"]] });
  assert.deepEqual(scrolled, [["B", { block: "center", inline: "nearest", behavior: "smooth" }]]);
  reduceMotion(p, true);
  socket.receive({ t: "patch", m: [[2, 1, { "data-scroll-to": "2 start 2" }]] });
  assert.deepEqual(scrolled[1], ["A", { block: "start", inline: "nearest", behavior: "auto" }]);
  assert.equal(scrolled.length, 2);
});

test("a scroll request to a lazy stack's row jumps: a smooth scroll would pass rows not built", () => {
  const p = startPage({ html: list });
  const socket = p.attach({ html: "<div data-id='1' class='lm-container' data-style='scrollReader'>" +
    "<div data-id='2' class='lm-vstack' data-lazy='v 100000 99950 50 28'><span data-id='3' class='lm-text'>Last</span></div></div>" });
  const scrolled = [];
  p.byId(3).scrollIntoView = (options) => scrolled.push(options);
  socket.receive({ t: "patch", m: [[2, 1, { "data-scroll-to": "3 end 1" }]] });
  assert.deepEqual(scrolled, [{ block: "end", inline: "nearest", behavior: "auto" }]);
});

test("a scroll request in a reset is applied once the page is live", () => {
  const p = startPage({ html: list });
  p.socket.open();
  const html = "<div data-id='1' data-scroll-to='2 end 1'><span data-id='2'>A</span></div>";
  const calls = [];
  const proto = Object.getPrototypeOf(p.root);
  proto.scrollIntoView = function (options) { calls.push([this.dataset.id, options.block]); };
  try {
    p.socket.receive({ t: "reset", session: "s", a: 0, html });
  } finally { delete proto.scrollIntoView; }
  assert.deepEqual(calls, [["2", "end"]]);
});

test("a geometry reader reports its size as a value event when it changes, rounded to whole points", () => {
  const p = startPage({ html: list });
  const observers = [];
  p.env.window.ResizeObserver = class {
    constructor(callback) { this.callback = callback; this.targets = []; observers.push(this); }
    observe(target) { this.targets.push(target); }
    unobserve(target) { this.targets = this.targets.filter((other) => other !== target); }
  };
  const socket = p.attach({ html: "<div data-id='1'><div data-id='4' class='lm-container' data-style='geometry' data-ev='value'></div></div>" });
  assert.equal(observers.length, 1);
  const [observer] = observers;
  assert.deepEqual(observer.targets, [p.byId(4)]);
  observer.callback([{ target: p.byId(4), contentRect: { width: 320.4, height: 199.6 } }]);
  observer.callback([{ target: p.byId(4), contentRect: { width: 320.2, height: 200.1 } }]);
  assert.deepEqual(socket.sent, [{ id: 4, e: "value", v: "320,200", s: 1 }]);
  socket.receive({ t: "patch", m: [[0, 1, null, "<div data-id='5' class='lm-container' data-style='geometry' data-ev='value'></div>"]] });
  assert.equal(observer.targets.length, 2, "a reader a patch brings is watched too");
  socket.receive({ t: "patch", m: [[1, 4]] });
  assert.deepEqual(observer.targets, [p.byId(5)], "a removed reader is no longer watched");
});

test("in development mode an unknown symbol is reported once; otherwise not at all", () => {
  const image = "<span data-id='3' class='lm-image' role='img' data-symbol='no.such' data-symbol-missing=''></span>";
  const dev = startPage({ html: list, dev: true });
  const socket = dev.attach({ html: image });
  socket.receive({ t: "patch", m: [[0, 0, null, "<span data-id='4' class='lm-image' data-symbol='no.such' data-symbol-missing=''></span>"]] });
  assert.equal(dev.logged.filter((line) => line.includes('Image(systemName: "no.such")')).length, 1);
  assert.match(dev.banner().textContent, /no symbol of that name/);
  const plain = startPage({ html: list });
  plain.attach({ html: image });
  assert.equal(plain.logged.length, 0);
});

test("a repeating scope the page first sees already changed loops from the unchanged look", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  const socket = p.attach({ html: "<div data-id='1' data-style='animated' data-animation='800 ease-in-out infinite alternate 0'>" +
    "<div data-id='2' data-style='effect' style='transform:scale(1.3,1.3)'><span data-id='3' style='color:red'></span></div></div>" });
  assert.equal(animations.calls.length, 1);
  assert.deepEqual(animations.calls[0].frames, [{ transform: "none" }, { transform: "scale(1.3,1.3)" }]);
  assert.equal(animations.calls[0].options.iterations, Infinity);
  let cancelled = 0;
  animations.calls[0].cancel = () => { cancelled += 1; };
  socket.receive({ t: "patch", m: [[2, 2, { style: "transform:scale(1,1)" }]] });
  assert.equal(cancelled, 1, "a new change replaces the running loop");
  assert.deepEqual(animations.calls[1].frames, [{ transform: "scale(1.3,1.3)" }, { transform: "scale(1,1)" }]);
});

test("a scope that runs once does not loop what it first shows", (t) => {
  const p = startPage({ html: list });
  const animations = recordAnimations(p);
  t.after(animations.restore);
  p.attach({ html: "<div data-id='1' data-style='animated' data-animation='300 ease-in-out 1 normal 0'>" +
    "<div data-id='2' style='opacity:0.5'></div></div>" });
  assert.equal(animations.calls.length, 0);
});
