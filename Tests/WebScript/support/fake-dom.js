// A small DOM for the page script's Node tests: elements, text nodes, attributes, dataset,
// insertBefore/remove, events that bubble, the few selectors loom.js uses, and a parser for the
// well-formed HTML Loom writes (HTMLWriter: quoted attributes, escaped text, void inputs).
"use strict";

const VOID = new Set(["input", "hr", "br", "img", "meta", "link"]);

class Node {
  constructor(ownerDocument) {
    this.ownerDocument = ownerDocument;
    this.parentNode = null;
    this.childNodes = [];
    this.listeners = new Map();
  }
  get firstChild() { return this.childNodes[0] || null; }
  get lastChild() { return this.childNodes[this.childNodes.length - 1] || null; }
  get children() { return this.childNodes.filter((node) => node.nodeType === 1); }
  get firstElementChild() { return this.children[0] || null; }
  get nextElementSibling() {
    if (!this.parentNode) return null;
    const siblings = this.parentNode.children;
    return siblings[siblings.indexOf(this) + 1] || null;
  }
  get textContent() { return this.childNodes.map((node) => node.textContent).join(""); }
  set textContent(text) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes = [];
    if (text !== "") this.appendChild(this.ownerDocument.createTextNode(String(text)));
  }
  insertBefore(node, reference) {
    if (reference !== null && reference.parentNode !== this) throw new Error("insertBefore: reference is not a child");
    if (node.nodeType === 11) {
      for (const child of [...node.childNodes]) this.insertBefore(child, reference);
      return node;
    }
    if (node.parentNode) node.parentNode.removeChild(node);
    const at = reference === null ? this.childNodes.length : this.childNodes.indexOf(reference);
    this.childNodes.splice(at, 0, node);
    node.parentNode = this;
    return node;
  }
  appendChild(node) { return this.insertBefore(node, null); }
  removeChild(node) {
    const at = this.childNodes.indexOf(node);
    if (at < 0) throw new Error("removeChild: not a child");
    this.childNodes.splice(at, 1);
    node.parentNode = null;
    return node;
  }
  remove() { if (this.parentNode) this.parentNode.removeChild(this); }
  contains(node) {
    for (let current = node; current; current = current.parentNode) if (current === this) return true;
    return false;
  }
  addEventListener(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(listener);
  }
  /** Calls the listeners of `type` on this node and its ancestors, as a bubbling event does. */
  dispatchEvent(event) {
    event.target = event.target || this;
    for (let current = this; current; current = current.parentNode) {
      for (const listener of current.listeners.get(event.type) || []) listener(event);
    }
    return true;
  }
  /** Elements under this node, in document order. */
  *descendants() {
    for (const child of this.children) { yield child; yield* child.descendants(); }
  }
  querySelectorAll(selector) {
    const matches = selectorMatcher(selector);
    return [...this.descendants()].filter(matches);
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
}

class Text extends Node {
  constructor(ownerDocument, text) { super(ownerDocument); this.nodeValue = text; }
  get nodeType() { return 3; }
  cloneNode() { return new Text(this.ownerDocument, this.nodeValue); }
  get textContent() { return this.nodeValue; }
  set textContent(text) { this.nodeValue = text; }
}

class Fragment extends Node {
  get nodeType() { return 11; }
}

const camel = (name) => name.slice(5).replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const dashed = (key) => "data-" + key.replace(/[A-Z]/g, (letter) => "-" + letter.toLowerCase());

class Element extends Node {
  constructor(ownerDocument, tagName) {
    super(ownerDocument);
    this.tagName = tagName.toUpperCase();
    this.attributes = new Map();
    this.valueProperty = null;
    const element = this;
    this.dataset = new Proxy({}, {
      get: (_, key) => (typeof key === "string" ? element.attributes.get(dashed(key)) : undefined),
      set: (_, key, value) => { element.setAttribute(dashed(key), String(value)); return true; },
      deleteProperty: (_, key) => { element.removeAttribute(dashed(key)); return true; },
      has: (_, key) => element.attributes.has(dashed(key)),
      ownKeys: () => [...element.attributes.keys()].filter((name) => name.startsWith("data-")).map(camel),
      getOwnPropertyDescriptor: (_, key) => (element.attributes.has(dashed(key))
        ? { enumerable: true, configurable: true, value: element.attributes.get(dashed(key)) } : undefined),
    });
    if (this.tagName === "TEMPLATE") this.content = new Fragment(ownerDocument);
  }
  get nodeType() { return 1; }
  get localName() { return this.tagName.toLowerCase(); }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  removeAttribute(name) { this.attributes.delete(name); }
  hasAttribute(name) { return this.attributes.has(name); }
  get id() { return this.getAttribute("id") || ""; }
  set id(value) { this.setAttribute("id", value); }
  get classList() {
    const names = (this.getAttribute("class") || "").split(/\s+/).filter(Boolean);
    names.contains = (name) => names.includes(name);
    return names;
  }
  /** An input's live value: its `value` attribute until something sets the property. */
  get value() { return this.valueProperty ?? this.getAttribute("value") ?? ""; }
  set value(text) { this.valueProperty = String(text); }
  /** Focus, as far as the page script sees it: the document's `activeElement`. */
  focus() { this.ownerDocument.focused = this; }
  blur() { if (this.ownerDocument.focused === this) this.ownerDocument.focused = null; }
  matches(selector) { return selectorMatcher(selector)(this); }
  /** The fake document lays nothing out: every element has an empty box, as a hidden one does. */
  getBoundingClientRect() { return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 }; }
  closest(selector) {
    const matches = selectorMatcher(selector);
    for (let current = this; current && current.nodeType === 1; current = current.parentNode) {
      if (matches(current)) return current;
    }
    return null;
  }
  get innerHTML() { return this.childNodes.map(serialize).join(""); }
  set innerHTML(html) {
    const target = this.content || this;
    for (const child of target.childNodes) child.parentNode = null;
    target.childNodes = [];
    for (const node of parse(html, this.ownerDocument)) target.appendChild(node);
  }
  get outerHTML() { return serialize(this); }
  cloneNode(deep = false) {
    const copy = this.ownerDocument.createElement(this.tagName);
    for (const [name, value] of this.attributes) copy.setAttribute(name, value);
    if (deep) for (const child of this.childNodes) copy.appendChild(child.cloneNode(true));
    return copy;
  }
}

/** A matcher for a comma-separated list of simple selectors: `tag`, `.class`, `#id`, `[name]`,
 *  `[name="v"]`, `[name~="v"]` and their compounds (`button.lm-button[data-id]`). */
function selectorMatcher(selector) {
  const alternatives = selector.split(",").map((part) => part.trim()).map((part) => {
    const tests = [];
    const pattern = /([a-zA-Z][\w-]*)|\.([\w-]+)|#([\w-]+)|\[([\w-]+)(?:(~?=)"?([^"\]]*)"?)?\]/gy;
    let match;
    while (pattern.lastIndex < part.length && (match = pattern.exec(part))) {
      const [, tag, className, id, name, operator, value] = match;
      if (tag) tests.push((element) => element.localName === tag.toLowerCase());
      else if (className) tests.push((element) => element.classList.includes(className));
      else if (id) tests.push((element) => element.id === id);
      else if (!operator) tests.push((element) => element.hasAttribute(name));
      else if (operator === "=") tests.push((element) => element.getAttribute(name) === value);
      else tests.push((element) => (element.getAttribute(name) || "").split(/\s+/).includes(value));
    }
    if (pattern.lastIndex !== part.length || tests.length === 0) throw new Error(`fake DOM: unsupported selector ${part}`);
    return (element) => tests.every((test) => test(element));
  });
  return (element) => element.nodeType === 1 && alternatives.some((matches) => matches(element));
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name) => ENTITIES[name]);
const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text) => escapeText(text).replace(/"/g, "&quot;");

/** Parses well-formed HTML into nodes; throws on anything it does not understand, so a test
 *  never passes on a misread tree. */
function parse(html, document) {
  const top = new Fragment(document);
  const stack = [top];
  const tag = /<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'))?)*)\s*\/?>|([^<]+)/gy;
  const attribute = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g;
  let match;
  while (tag.lastIndex < html.length) {
    const at = tag.lastIndex;
    match = tag.exec(html);
    if (!match) throw new Error(`fake DOM: cannot parse HTML at ${JSON.stringify(html.slice(at, at + 40))}`);
    const [, closing, opening, attributes, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      parent.appendChild(document.createTextNode(decode(text)));
    } else if (closing) {
      if (parent === top || parent.localName !== closing.toLowerCase()) {
        throw new Error(`fake DOM: unexpected </${closing}>`);
      }
      stack.pop();
    } else {
      const element = document.createElement(opening);
      for (const [, name, double, single] of attributes.matchAll(attribute)) {
        element.setAttribute(name, decode(double ?? single ?? ""));
      }
      parent.appendChild(element);
      if (!VOID.has(element.localName)) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`fake DOM: unclosed <${stack[stack.length - 1].localName}>`);
  return [...top.childNodes];
}

/** The HTML of a node, attributes double-quoted in the order they were set. */
function serialize(node) {
  if (node.nodeType === 3) return escapeText(node.nodeValue);
  if (node.nodeType === 11) return node.childNodes.map(serialize).join("");
  const attributes = [...node.attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
  if (VOID.has(node.localName)) return `<${node.localName}${attributes}>`;
  return `<${node.localName}${attributes}>${node.childNodes.map(serialize).join("")}</${node.localName}>`;
}

class Document extends Node {
  constructor() {
    super(null);
    this.ownerDocument = this;
    this.body = this.createElement("body");
    this.appendChild(this.body);
  }
  get nodeType() { return 9; }
  /** The focused element while it is in the document, else the body (as browsers answer). */
  get activeElement() { return this.focused && this.contains(this.focused) ? this.focused : this.body; }
  createElement(tagName) { return new Element(this, tagName); }
  createTextNode(text) { return new Text(this, text); }
  createDocumentFragment() { return new Fragment(this); }
  /** A deep or shallow copy of a node (from a template's content) that belongs to this document. */
  importNode(node, deep = false) { return node.cloneNode(deep); }
  getElementById(id) { return [...this.descendants()].find((element) => element.id === id) || null; }
}

/** A document whose body holds `html` (the page as the server wrote it). */
function createDocument(html = "") {
  const document = new Document();
  document.body.innerHTML = html;
  return document;
}

module.exports = { createDocument, parse, serialize };
