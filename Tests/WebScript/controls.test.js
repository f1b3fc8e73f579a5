// Form controls and keys: values chosen, Enter in a field, shortcuts, Escape closing the top
// dialog or menu, a disclosure's summary that opens only when the app says so.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { startPage } = require("./support/fake-env.js");

const page =
  '<form data-id="1" class="lm-form">' +
  '<select data-id="2" class="lm-picker" value="1" data-ev="value"><option data-id="3" class="lm-option" value="0">A</option>' +
  '<option data-id="4" class="lm-option" value="1" selected="">B</option></select>' +
  '<input data-id="5" class="lm-textField" value="" data-ev="text submit">' +
  '<textarea data-id="6" class="lm-textEditor" value="two\nlines" data-ev="text"></textarea>' +
  '<button data-id="7" class="lm-button" data-shortcut="cmd+s">Save</button>' +
  '<details data-id="8" class="lm-disclosure" data-style="menu" open=""><summary data-id="9" class="lm-container" data-style="summary" data-ev="tap">Sort</summary></details>' +
  '</form>';
const dialog = '<div data-id="20" class="lm-container" data-presentation="modal" role="dialog" aria-modal="true" tabindex="-1" data-ev="dismiss">' +
  '<button data-id="21" class="lm-button" data-shortcut="escape">Cancel</button></div>';

const event = (type, target, extra = {}) => {
  const made = Object.assign({ type, target, prevented: false }, extra);
  made.preventDefault = () => { made.prevented = true; };
  return made;
};

test("a chosen option, slider value or date is sent as a value event", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  const select = p.byId(2);
  select.value = "0";
  select.dispatchEvent(event("change", select));
  assert.deepEqual(socket.sent, [{ id: 2, e: "value", v: "0", s: 1 }]);
});

test("a select and a textarea show the value the server sent", () => {
  const p = startPage({ html: page });
  p.attach();
  assert.equal(p.byId(2).value, "1");
  assert.equal(p.byId(6).value, "two\nlines");
});

test("Enter in a field with onSubmit sends submit and never submits the form", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  const enter = event("keydown", p.byId(5), { key: "Enter" });
  p.byId(5).dispatchEvent(enter);
  assert.equal(enter.prevented, true);
  assert.deepEqual(socket.sent, [{ id: 5, e: "submit", s: 1 }]);
  const submit = event("submit", p.byId(1));
  p.byId(1).dispatchEvent(submit);
  assert.equal(submit.prevented, true);
});

test("a shortcut taps its button, Command matching Control too", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  const press = event("keydown", p.document, { key: "s", ctrlKey: true });
  p.document.dispatchEvent(press);
  assert.equal(press.prevented, true);
  assert.deepEqual(socket.sent, [{ id: 7, e: "tap", s: 1 }]);
  p.document.dispatchEvent(event("keydown", p.document, { key: "s" }));
  assert.equal(socket.sent.length, 1, "without the modifier nothing happens");
});

test("Escape closes an open menu first, through its summary", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  p.key("Escape");
  assert.deepEqual(socket.sent, [{ id: 9, e: "tap", s: 1 }]);
});

test("Escape taps the top dialog's cancel shortcut, or dismisses the dialog", () => {
  const withCancel = startPage({ html: dialog });
  const first = withCancel.attach();
  withCancel.document.dispatchEvent(event("keydown", withCancel.document, { key: "Escape" }));
  assert.deepEqual(first.sent, [{ id: 21, e: "tap", s: 1 }]);

  const bare = '<div data-id="30" class="lm-container" data-presentation="modal" role="dialog" data-ev="dismiss"><span data-id="31" class="lm-text">Hi</span></div>';
  const plain = startPage({ html: bare });
  const second = plain.attach();
  plain.document.dispatchEvent(event("keydown", plain.document, { key: "Escape" }));
  assert.deepEqual(second.sent, [{ id: 30, e: "dismiss", s: 1 }]);
});

test("a summary click is sent as a tap and does not toggle the disclosure by itself", () => {
  const p = startPage({ html: page });
  const socket = p.attach();
  const click = event("click", p.byId(9));
  p.byId(9).dispatchEvent(click);
  assert.equal(click.prevented, true);
  assert.deepEqual(socket.sent, [{ id: 9, e: "tap", s: 1 }]);
});
