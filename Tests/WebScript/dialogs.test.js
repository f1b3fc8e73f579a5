// Dialogs and the keyboard: focus moves into a dialog that opens and back to the control that
// opened it when it closes; Tab and Shift-Tab stay inside the topmost dialog; Escape and the
// back button leave alone a dialog the user may not close.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");

const page = '<div data-id="1" class="lm-vstack"><button data-id="2" class="lm-button">Open</button>' +
  '<input data-id="3" class="lm-textField" value=""></div>';
const sheet = (id, inner, events = ' data-ev="dismiss"') =>
  `<div data-id="${id}" class="lm-container" data-presentation="modal" role="dialog" aria-modal="true" tabindex="-1"${events}>${inner}</div>`;
const threeButtons = '<button data-id="21" class="lm-button">First</button>' +
  '<button data-id="22" class="lm-button">Second</button><button data-id="23" class="lm-button">Third</button>';

const press = (p, key, extra = {}) => {
  const made = Object.assign({ type: "keydown", key, target: p.document.activeElement, prevented: false }, extra);
  made.preventDefault = () => { made.prevented = true; };
  p.document.dispatchEvent(made);
  return made;
};
const focused = (p) => p.document.activeElement.dataset.id;

test("focus moves into a dialog that opens and back to its opener when it closes", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  p.byId(2).focus();
  socket.receive({ t: "patch", m: [[0, 1, null, sheet(20, threeButtons)]] });
  assert.equal(focused(p), "21", "the dialog's first control");
  socket.receive({ t: "patch", m: [[1, 20]] });
  assert.equal(focused(p), "2", "back on the button that opened it");
});

test("Tab on a dialog's last control wraps to its first, Shift-Tab on the first to the last", () => {
  const p = startPage({ html: page });
  p.attach({ html: page + sheet(20, threeButtons) });
  p.byId(23).focus();
  const tab = press(p, "Tab");
  assert.equal(tab.prevented, true);
  assert.equal(focused(p), "21");
  const back = press(p, "Tab", { shiftKey: true });
  assert.equal(back.prevented, true);
  assert.equal(focused(p), "23");
});

test("Tab between a dialog's controls is left to the browser", () => {
  const p = startPage({ html: page });
  p.attach({ html: page + sheet(20, threeButtons) });
  p.byId(22).focus();
  assert.equal(press(p, "Tab").prevented, false);
  assert.equal(press(p, "Tab", { shiftKey: true }).prevented, false);
  assert.equal(focused(p), "22");
});

test("focus outside the dialog is brought back in by Tab, and the page behind is never reached", () => {
  const p = startPage({ html: page });
  p.attach({ html: page + sheet(20, threeButtons) });
  p.byId(3).focus();
  assert.equal(press(p, "Tab").prevented, true);
  assert.equal(focused(p), "21");
  p.byId(3).focus();
  press(p, "Tab", { shiftKey: true });
  assert.equal(focused(p), "23");
});

test("disabled controls are skipped, and a dialog without controls keeps focus itself", () => {
  const p = startPage({ html: page });
  const inner = '<button data-id="21" class="lm-button">First</button><button data-id="22" class="lm-button">Second</button>' +
    '<button data-id="23" class="lm-button" disabled="">Off</button>';
  p.attach({ html: page + sheet(20, inner) });
  p.byId(22).focus();
  assert.equal(press(p, "Tab").prevented, true);
  assert.equal(focused(p), "21");

  const empty = startPage({ html: page });
  empty.attach({ html: page + sheet(30, '<span data-id="31" class="lm-text">Only text</span>') });
  assert.equal(press(empty, "Tab").prevented, true);
  assert.equal(focused(empty), "30");
});

test("only the topmost of nested dialogs holds Tab", () => {
  const p = startPage({ html: page });
  const nested = sheet(20, '<button data-id="21" class="lm-button">Outer</button>' +
    sheet(40, '<button data-id="41" class="lm-button">Inner A</button><button data-id="42" class="lm-button">Inner B</button>'));
  p.attach({ html: page + nested });
  p.byId(42).focus();
  press(p, "Tab");
  assert.equal(focused(p), "41");
  press(p, "Tab", { shiftKey: true });
  assert.equal(focused(p), "42");
});

test("Tab with no dialog open is the browser's", () => {
  const p = startPage({ html: page });
  p.attach();
  p.byId(2).focus();
  assert.equal(press(p, "Tab").prevented, false);
});

test("an alert's cancel button answers Escape; a sheet the user may not close ignores it", () => {
  const alert = '<div data-id="50" class="lm-alert" role="alertdialog" aria-modal="true" tabindex="-1">' +
    '<button data-id="51" class="lm-button">Delete</button><button data-id="52" class="lm-button" data-shortcut="escape">Cancel</button></div>';
  const p = startPage({ html: page });
  const socket = p.attach({ html: page + alert });
  press(p, "Escape");
  assert.deepEqual(socket.sent, [{ id: 52, e: "tap", s: 1 }]);

  const locked = startPage({ html: page });
  const second = locked.attach({ html: page + sheet(20, threeButtons, "") });
  press(locked, "Escape");
  assert.deepEqual(second.sent, []);
});

test("the back button leaves a dialog the user may not close, and what is under it, in place", () => {
  const pushed = '<div data-id="1" class="lm-vstack"><div data-id="10" class="lm-container" data-presentation="push" data-ev="dismiss">Pushed</div></div>';
  const p = startPage({ html: pushed });
  const socket = p.attach();
  assert.deepEqual(p.historyLog, [["push", 1]]);
  socket.receive({ t: "patch", m: [[0, 1, null, sheet(20, threeButtons, "")]] });
  p.back();
  assert.deepEqual(socket.sent, [], "neither the sheet nor the pushed screen under it is dismissed");
  assert.deepEqual(p.historyLog, [["push", 1], ["push", 2], ["push", 2]],
    "the locked sheet holds an entry too, and the one the button took is put back");

  socket.receive({ t: "patch", m: [[2, 20, { "data-ev": "dismiss" }]] });
  assert.equal(p.historyLog.length, 3, "unlocking changes no history");
  p.back();
  assert.deepEqual(socket.sent, [{ id: 20, e: "dismiss", s: 1 }], "once closable, the back button closes the sheet");
});

test("a pushed screen inside a locked sheet is still popped by the back button", () => {
  const inner = '<div data-id="30" class="lm-navigationStack"><div data-id="31" class="lm-container" data-presentation="push" data-ev="dismiss">Pushed</div></div>';
  const p = startPage({ html: page + sheet(20, inner, "") });
  const socket = p.attach();
  p.back();
  assert.deepEqual(socket.sent, [{ id: 31, e: "dismiss", s: 1 }]);
});
