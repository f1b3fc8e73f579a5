// Loom's page script: keeps a page in step with its session on the server.
//
// It opens the page's WebSocket, applies the server's reset and patch frames to the DOM, and
// sends user events up by element id. Every event is numbered and kept until the server
// acknowledges it, so a click made while the connection is down is sent after the reconnect,
// and one the server can no longer apply is counted and shown. The protocol is
// docs/WEB-PROTOCOL.md. Hand-written, no framework, no build step.
//
// Everything the script touches in the browser comes in through `createLoomClient(env)`, so the
// Node tests (Tests/WebScript) run this same file over a fake DOM, fake sockets and fake timers.
(function (global) {
  "use strict";

  // ---- Back-off -------------------------------------------------------------------------------

  /** Retry delays: from 250 ms, doubling, capped at 10 s. */
  const backoff = Object.freeze({ first: 250, ceiling: 10000 });

  /** How long a page waits before its `attempt`-th retry (0-based). The random factor in
   *  [0.5, 1] keeps the pages of a restarted server from all coming back in the same instant. */
  function retryDelay(attempt, random) {
    return Math.min(backoff.ceiling, backoff.first * 2 ** attempt) * (0.5 + random() / 2);
  }

  // ---- Outbox: numbered events kept until acknowledged ----------------------------------------

  /** The page's events in order, each with its sequence number `s`, from the moment they are
   *  made until an ack (or a reset's `a`) says the server has them. */
  function createOutbox() {
    let next = 1;
    const entries = [];
    const acknowledge = (applied) => {
      let count = 0;
      while (count < entries.length && entries[count].s <= applied) count += 1;
      entries.splice(0, count);
    };
    return {
      get size() { return entries.length; },
      /** Numbers an event and keeps it; returns the frame to send. */
      add(event) {
        const entry = Object.assign({}, event, { s: next++ });
        entries.push(entry);
        return entry;
      },
      acknowledge,
      /** After a reset: drops what the server applied (`s <= applied`), returns the rest in order. */
      resume(applied) { acknowledge(applied); return entries.slice(); },
      /** A new session numbers from 1 again: the kept events are renumbered in order. A page
       *  that re-attached after a reload goes on after the last number the session applied. */
      renumber(first = 1) { next = first; for (const entry of entries) entry.s = next++; },
      /** Removes the kept events `drop` picks, renumbering the rest in order after the last
       *  acknowledged one; returns how many were removed. */
      discard(drop) {
        const kept = entries.filter((entry) => !drop(entry));
        const removed = entries.length - kept.length;
        if (removed === 0) return 0;
        const first = entries.length > 0 ? entries[0].s : next;
        entries.splice(0, entries.length, ...kept);
        next = first;
        for (const entry of entries) entry.s = next++;
        return removed;
      },
      /** Empties the outbox (the session ended); returns how many events it held. */
      drain() { return entries.splice(0).length; },
    };
  }

  // ---- Patches: the DOM side of reset and patch frames ----------------------------------------

  /** Applies resets and patch ops to the tree under `root`, finding elements by `data-id`
   *  through an index kept as elements come and go. */
  function createPatcher(root, document, motion = null) {
    const elements = new Map();
    // Values typed into each field and sent, not yet echoed back by the server, oldest first.
    // A value patch that echoes one of them is the server catching up with typing the page
    // already shows: applying it would drop the characters typed since. Any other value (the
    // server cleared or changed the field) is applied, and the page's typing is forgotten.
    const typed = new Map();
    let template = null;
    let screensChanged = true;
    // Whether a dialog or the app's focus request may have come or gone (see createControls).
    let controlsChanged = true;
    // What makes an element matter beyond its id, as selectors: a screen that holds a history
    // entry (createScreens: a dialog, or a view that can be dismissed), what createControls
    // watches (dialogs, focus requests), and a field whose value is a property (a textarea shows
    // its `value` only as a property, a select its chosen option). The browser's selector engine
    // answers these once per inserted or removed subtree; asking each element in script cost a
    // cleared 1,000-row list more than the browser's own removal of the rows.
    const dismissible = '[role="dialog"], [data-ev~="dismiss"]';
    const controlled = '[data-focused], [role="dialog"], [role="alertdialog"]';
    const valued = "textarea[value], select[value]";
    const within = (element, selector) =>
      (typeof element.matches === "function" && element.matches(selector)) || element.querySelector(selector) !== null;
    /** Notes what a subtree that came or went holds, and copies its fields' values into place. */
    const noteSubtree = (element, arrived) => {
      if (!screensChanged && within(element, dismissible)) screensChanged = true;
      if (!controlsChanged && within(element, controlled)) controlsChanged = true;
      if (arrived) for (const field of fieldsIn(element)) field.value = field.getAttribute("value");
    };
    const fieldsIn = (element) => {
      const found = [...element.querySelectorAll(valued)];
      if (typeof element.matches === "function" && element.matches(valued)) found.unshift(element);
      return found;
    };
    const idOf = (element) => {
      const id = element.getAttribute("data-id");
      return id ? Number(id) : null;
    };
    const forget = (element) => {
      const id = idOf(element);
      if (id !== null && elements.get(id) === element) elements.delete(id);
    };
    // One query per inserted or removed subtree, however deep it is.
    const indexDescendants = (element) => {
      for (const child of element.querySelectorAll("[data-id]")) elements.set(idOf(child), child);
    };
    const index = (element) => {
      const id = element === root ? null : idOf(element);
      if (id !== null) elements.set(id, element);
      indexDescendants(element);
      noteSubtree(element, true);
    };
    const unindex = (element) => {
      forget(element);
      for (const child of element.querySelectorAll("[data-id]")) forget(child);
      noteSubtree(element, false);
    };
    const byId = (id) => (id === 0 ? root : elements.get(id));
    const before = (id) => (id === null ? null : byId(id) || null);
    const setOwnText = (element, text) => {
      const first = element.firstChild;
      if (first && first.nodeType === 3) first.nodeValue = text;
      else element.insertBefore(document.createTextNode(text), first);
    };
    const setValue = (id, element, value) => {
      const sent = typed.get(id) || [];
      const echoed = sent.indexOf(value);
      if (echoed >= 0) {
        sent.splice(0, echoed + 1);
        if (sent.length === 0) typed.delete(id);
        return;
      }
      typed.delete(id);
      if (element.value !== value) element.value = value;
    };
    /** The focused element under `root` (its id and its text selection), if any. */
    const focusedElement = () => {
      const active = document.activeElement;
      if (!active || active === root || !root.contains(active)) return null;
      const id = idOf(active);
      if (id === null) return null;
      const start = typeof active.selectionStart === "number" ? active.selectionStart : null;
      return { id, start, end: start === null ? null : active.selectionEnd };
    };
    /** Gives focus (and the caret) back to the element with the id a reset replaced. */
    const refocus = ({ id, start, end }) => {
      const element = byId(id);
      if (!element || typeof element.focus !== "function") return;
      element.focus();
      if (start === null || typeof element.setSelectionRange !== "function") return;
      try { element.setSelectionRange(start, end); } catch (error) { /* a field without a caret */ }
    };
    /** Where an element sits under the root: its position among its siblings at each level.
     *  A session restored in another process rebuilds the same screen with new element ids;
     *  the element at the same place is the same control. */
    const pathOf = (element) => {
      const path = [];
      for (let node = element; node && node !== root && node.parentNode; node = node.parentNode) {
        path.push(Array.prototype.indexOf.call(node.parentNode.children, node));
      }
      return path.reverse();
    };
    /** What makes two elements the same control for a user: its kind and what it shows. An
     *  event is carried to a restored session only onto the same control at the same place. */
    const signatureOf = (element) => [
      element.localName, element.classList[0] || "", element.getAttribute("placeholder") || "",
      element.getAttribute("aria-label") || "", element.localName === "textarea" || element.localName === "input" ? "" : element.textContent.trim(),
    ].join("|");
    const atPath = (path) => {
      let node = root;
      for (const position of path) node = node ? node.children[position] : null;
      return node || null;
    };
    /** Where the page is scrolled: the window, and every element under the root scrolled away
     *  from its start (a list, a scroll view), by its place in the tree and its kind. A reset
     *  replaces those elements; the same screen built again (after a reconnect, or restored in
     *  another process) gets the same offsets back, so the user keeps their place. */
    const scrollOffsets = () => {
      const view = document.defaultView;
      const scrolled = [];
      for (const element of preorder(root, [])) {
        if (element.scrollTop > 0 || element.scrollLeft > 0) {
          scrolled.push({ path: pathOf(element), kind: kindOf(element), top: element.scrollTop, left: element.scrollLeft });
        }
      }
      return { x: view ? view.scrollX : 0, y: view ? view.scrollY : 0, scrolled };
    };
    const kindOf = (element) => element.localName + "|" + (element.classList[0] || "");
    const restoreScrollOffsets = ({ x, y, scrolled }) => {
      for (const { path, kind, top, left } of scrolled) {
        const element = atPath(path);
        if (!element || kindOf(element) !== kind) continue;
        element.scrollTop = top;
        element.scrollLeft = left;
      }
      const view = document.defaultView;
      if (view && typeof view.scrollTo === "function" && (view.scrollX !== x || view.scrollY !== y)) view.scrollTo(x, y);
    };
    // An element and every element under it, in document order (a clone's own walk: no query).
    const preorder = (element, into) => {
      into.push(element);
      for (let child = element.firstElementChild; child; child = child.nextElementSibling) preorder(child, into);
      return into;
    };
    const parse = (html) => {
      // One template for every insert: parsing into it replaces what the last insert left.
      template = template || document.createElement("template");
      template.innerHTML = html;
      return template.content.firstElementChild;
    };

    const operations = {
      0(parentId, beforeId, html) {
        const element = parse(html), parent = byId(parentId);
        if (!element || !parent) return;
        parent.insertBefore(element, before(beforeId));
        index(element);
        if (motion) motion.entered(element);
      },
      1(id) {
        const element = byId(id);
        if (!element) return;
        unindex(element);
        if (motion) motion.removed(element);
        // A view with a removal transition leaves by itself once it has played (createMotion).
        if (!motion || !motion.leave(element)) element.remove();
      },
      2(id, attributes) {
        const element = byId(id);
        if (!element) return;
        const styled = motion && "style" in attributes ? motion.before(element) : null;
        for (const [name, value] of Object.entries(attributes)) {
          if (name === "data-ev") screensChanged = true;
          if (name === "data-focused" || name === "role") controlsChanged = true;
          if (value === null) element.removeAttribute(name); else element.setAttribute(name, value);
          if (name === "value") setValue(id, element, value ?? "");
        }
        if (motion) motion.changed(element, styled, attributes);
      },
      3(id, parentId, beforeId) {
        const element = byId(id), parent = byId(parentId);
        if (element && parent) parent.insertBefore(element, before(beforeId));
      },
      4(id, text) {
        const element = byId(id);
        if (element) setOwnText(element, text);
      },
      5(id, kept, rest) {
        const element = byId(id);
        if (!element) return;
        const first = element.firstChild;
        const current = first && first.nodeType === 3 ? first.nodeValue : "";
        setOwnText(element, current.slice(0, kept) + rest);
      },
      // Sibling subtrees of one shape (the rows a list gains): the template is parsed once, each
      // instance is a clone given its ids (the first of consecutive ones, or all) and its texts
      // (`0`: the template's own), indexed as it is made, and all go in through one fragment.
      7(parentId, beforeId, html, ...instances) {
        const parsed = parse(html), parent = byId(parentId);
        if (!parsed || !parent) return;
        // Clones of a model that belongs to the page's document: a clone of the template's own
        // (inert) content would be adopted into the page node by node as it is inserted.
        const model = document.importNode(parsed, true);
        // Every instance has the template's elements and attributes: what they hold beyond
        // their ids is noted once, from the template, and its text nodes found once.
        const shape = preorder(model, []);
        const texts = shape.map((node) => node.firstChild && node.firstChild.nodeType === 3 && node.firstChild.nodeValue !== "");
        const fields = shape.some((node) => node.matches(valued));
        if (shape.some((node) => node.matches(dismissible))) screensChanged = true;
        if (shape.some((node) => node.matches(controlled))) controlsChanged = true;
        const fragment = document.createDocumentFragment();
        const made = [];
        for (const [ids, ...values] of instances) {
          const element = model.cloneNode(true);
          const all = preorder(element, []);
          let next = 0;
          for (let at = 0; at < all.length; at++) {
            const node = all[at];
            const id = typeof ids === "number" ? ids + at : ids[at];
            node.setAttribute("data-id", id);
            if (texts[at]) {
              const text = values[next++];
              if (text !== 0 && text !== undefined) node.firstChild.nodeValue = text;
            }
            elements.set(id, node);
          }
          if (fields) for (const field of fieldsIn(element)) field.value = field.getAttribute("value");
          fragment.appendChild(element);
          made.push(element);
        }
        // Instances share the template's entry transition; without one, the motion part looks
        // for the elements it watches in one search of the whole fragment, not one per row.
        if (motion && model.dataset.enter) for (const element of made) motion.entered(element);
        else if (motion) motion.entered(fragment);
        parent.insertBefore(fragment, before(beforeId));
      },
      // Every child of a parent goes (a cleared list): one op on the wire instead of one per
      // child, and on the page one search to forget them and one write to drop them. Children
      // with a removal transition each leave as op 1 has them leave.
      6(parentId) {
        const parent = byId(parentId);
        if (!parent) return;
        const children = Array.from(parent.children);
        if (motion && children.some((child) => child.dataset.leave)) {
          for (const child of children) {
            if (child.dataset.id && byId(Number(child.dataset.id)) === child) operations[1](Number(child.dataset.id));
          }
          return;
        }
        // When the removed elements are at least half of those indexed, what stays is at most
        // as many as what goes: the index is rebuilt from what stays, with no id read or map
        // delete per removed element (the browser counts them). Otherwise (or while elements
        // are still leaving with a transition, which must stay out of the index) each removed
        // element is forgotten by its id.
        const removed = parent.querySelectorAll("[data-id]");
        const rebuild = removed.length * 2 >= elements.size && root.querySelector("[data-leaving]") === null;
        if (!rebuild) for (const element of removed) forget(element);
        if (parent.querySelector(dismissible) !== null) screensChanged = true;
        if (parent.querySelector(controlled) !== null) controlsChanged = true;
        if (motion) for (const child of children) motion.removed(child);
        parent.textContent = "";
        if (rebuild) {
          elements.clear();
          indexDescendants(root);
        }
      },
    };

    return {
      byId,
      /** Indexes the tree the page was served with. */
      adopt() { index(root); },
      /** Replaces the tree with the server's. `pending` maps a field's id to the values typed
       *  into it that the server has not applied yet (they are sent again after the reset):
       *  the field shows the newest of them, and their echoes are expected as before. The
       *  element that had focus (matched by id) gets it back, with its caret, so a reset that
       *  lands while the user types (the first one, or one after a reconnect) drops nothing.
       *  `restored`: the session was taken over by another process, whose elements have new
       *  ids; the elements named by `carried` (ids of unapplied events) and the focused one are
       *  found again by their place in the tree. The window and the scrolled elements keep
       *  their offsets. Returns the map of old ids to new ones. */
      reset(html, pending = new Map(), restored = false, carried = []) {
        const focus = focusedElement();
        const offsets = scrollOffsets();
        const places = new Map();
        if (restored) {
          for (const id of focus ? [...carried, focus.id] : carried) {
            const element = byId(id);
            if (element) places.set(id, { path: pathOf(element), signature: signatureOf(element) });
          }
        }
        elements.clear();
        typed.clear();
        root.innerHTML = html;
        index(root);
        const renamed = new Map();
        for (const [id, { path, signature }] of places) {
          const element = atPath(path);
          const now = element && signatureOf(element) === signature ? idOf(element) : null;
          if (now !== null) renamed.set(id, now);
        }
        const current = (id) => (restored ? (renamed.has(id) ? renamed.get(id) : null) : id);
        for (const [id, values] of pending) {
          const field = byId(current(id));
          if (!field || !("value" in field) || values.length === 0) continue;
          field.value = values[values.length - 1];
          typed.set(current(id), values.slice());
        }
        if (focus && current(focus.id) !== null) refocus(Object.assign({}, focus, { id: current(focus.id) }));
        restoreScrollOffsets(offsets);
        screensChanged = true;
        controlsChanged = true;
        return renamed;
      },
      /** Applies a patch's ops in order; throws on an op it does not know. */
      apply(ops) {
        for (const [code, ...args] of ops) {
          const operation = operations[code];
          if (!operation) throw new Error(`unknown patch op ${JSON.stringify(code)}`);
          operation(...args);
        }
      },
      typed(id, value) { typed.set(id, [...(typed.get(id) || []), value]); },
      /** Whether dismissible screens may have come or gone since the last call. */
      takeScreensChanged() { const changed = screensChanged; screensChanged = false; return changed; },
      /** Whether dialogs or focus requests may have changed since the last call. */
      takeControlsChanged() { const changed = controlsChanged; controlsChanged = false; return changed; },
    };
  }

  // ---- Screens: the browser's back button ----------------------------------------------------

  /** The browser's back button dismisses the topmost dismissible screen. Each one on the page
   *  holds one history entry; entries are pushed as screens appear, and a screen the app
   *  removes by itself takes its entry back without sending anything. */
  function createScreens(root, history, dismiss) {
    let screens = 0, ignoreNextPop = 0;
    // A sheet holds its entry even while the user may not close it (`interactiveDismissDisabled`):
    // taking the entry back then would send the next back press to the page before this one.
    const dismissible = () => root.querySelectorAll('[data-ev~="dismiss"], [role="dialog"]');
    return {
      sync() {
        const count = dismissible().length;
        while (screens < count) history.pushState({ loom: ++screens }, "");
        if (screens > count) {
          ignoreNextPop += 1;
          const steps = screens - count;
          screens = count;
          history.go(-steps);
        }
      },
      popped() {
        if (ignoreNextPop > 0) { ignoreNextPop -= 1; return; }
        const all = dismissible();
        const top = all[all.length - 1];
        // An open dialog the user may not close (an alert, a sheet with
        // `interactiveDismissDisabled`) keeps the back button from closing what is under it: the
        // entry the button took is put back and nothing is sent.
        const dialogs = root.querySelectorAll('[role="dialog"], [role="alertdialog"]');
        const dialog = dialogs[dialogs.length - 1];
        if (dialog && !hasEvent(dialog, "dismiss") && !(top && top !== dialog && dialog.contains(top))) {
          history.pushState({ loom: screens }, "");
          return;
        }
        screens = Math.max(0, screens - 1);
        if (top) dismiss(Number(top.dataset.id));
      },
    };
  }

  // ---- Notices: connection state and developer diagnostics -----------------------------------

  const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

  /** What the page says about its connection (a polite live region, and an alert when the
   *  session has ended) and, in development mode, the server's error messages. */
  function createNotices(document, reload) {
    const make = (tag, attributes, text) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      return element;
    };
    // A live region is announced when its text changes, so it exists (empty) from the start.
    const status = make("div", { id: "loom-status", role: "status", "aria-live": "polite" });
    document.body.appendChild(status);
    let ended = null, banner = null;
    const dismissError = () => { if (banner) { banner.remove(); banner = null; } };

    return {
      /** "Reconnecting…", with how many actions wait to be sent. */
      waiting(connectedBefore, queued) {
        status.dataset.state = "reconnecting";
        status.textContent = (connectedBefore ? "Reconnecting…" : "Connecting…") +
          (queued > 0 ? ` ${plural(queued, "action", "actions")} will be sent when the connection is back.` : "");
      },
      /** "Waiting for the server…": connected, but actions sent are not confirmed yet. */
      slow(unconfirmed) {
        status.dataset.state = "waiting";
        status.textContent = `Waiting for the server… ${plural(unconfirmed, "action is", "actions are")} not confirmed yet.`;
      },
      get showsSlow() { return status.dataset.state === "waiting"; },
      connected() { delete status.dataset.state; status.textContent = ""; },
      ended(code, notApplied) {
        status.textContent = "";
        delete status.dataset.state;
        if (!ended) {
          ended = make("div", { id: "loom-ended", role: "alert" });
          const button = make("button", { type: "button", class: "loom-reload" }, "Reload");
          button.addEventListener("click", reload);
          ended.appendChild(make("span", { class: "loom-notice-text" }));
          ended.appendChild(button);
          document.body.appendChild(ended);
        }
        const title = code === "busy" ? "The server is too busy to open a session." : "This session has ended.";
        const lost = notApplied > 0
          ? ` ${plural(notApplied, "action was", "actions were")} not applied.` : "";
        ended.dataset.notApplied = String(notApplied);
        ended.firstChild.textContent = title + lost;
      },
      error(message) {
        if (!banner) {
          banner = make("div", { id: "loom-error", role: "alert" });
          const close = make("button", { type: "button", class: "loom-dismiss", "aria-label": "Dismiss" }, "×");
          close.addEventListener("click", dismissError);
          banner.appendChild(make("span", { class: "loom-notice-text" }));
          banner.appendChild(close);
          document.body.appendChild(banner);
        }
        banner.firstChild.textContent = message;
      },
      get showsError() { return banner !== null; },
      dismissError,
    };
  }

  // ---- Controls: form values, Enter, focus, shortcuts, Escape, dialogs -------------------------

  const focusable = 'button, input, select, textarea, summary, a[href], [tabindex]';
  const hasEvent = (element, kind) => element.dataset !== undefined && element.dataset.id !== undefined &&
    eventsOf(element).includes(kind);

  /** The keyboard and form behaviour of the page: values chosen in selects, sliders and date
   *  inputs; Enter in a field (`onSubmit`); focus reported and moved where the app asks
   *  (`@FocusState`); shortcuts (`keyboardShortcut`); Escape closing the topmost menu or dialog;
   *  focus moved into a dialog that opens and back where it was when it closes. */
  function createControls(root, document, send) {
    const dialogs = []; // open dialogs, oldest first: { element, returnTo: data-id of what had focus }
    const active = () => document.activeElement || null;
    const topDialog = () => {
      const all = root.querySelectorAll('[role="dialog"], [role="alertdialog"]');
      return all.length > 0 ? all[all.length - 1] : null;
    };
    const focusInto = (dialog) => {
      const first = dialog.querySelector(focusable);
      const target = first || dialog;
      if (typeof target.focus === "function") target.focus();
    };
    const prevent = (event) => { if (typeof event.preventDefault === "function") event.preventDefault(); };
    const combo = (event) => {
      const parts = [];
      if (event.metaKey || event.ctrlKey) parts.push("cmd");
      if (event.altKey) parts.push("alt");
      if (event.shiftKey) parts.push("shift");
      const key = event.key === "Enter" ? "return" : event.key === " " ? "space" : String(event.key || "").toLowerCase();
      return { parts, key };
    };
    /** Whether `shortcut` ("cmd+shift+s") is what `event` pressed; Command matches Meta or Control. */
    const matches = (shortcut, event) => {
      const { parts, key } = combo(event);
      const wanted = shortcut.split("+");
      const wantedKey = wanted.pop();
      const wantedParts = wanted.map((part) => (part === "ctrl" ? "cmd" : part));
      return wantedKey === key && wantedParts.length === parts.length && wantedParts.every((part) => parts.includes(part));
    };
    /** Controls that take Enter themselves; a default-action shortcut leaves them be. */
    const takesEnter = (element) => element && element.localName !== undefined &&
      (["textarea", "button", "select", "summary", "a"].includes(element.localName) || hasEvent(element, "submit"));

    function shortcut(event) {
      const scope = topDialog() || root;
      for (const element of scope.querySelectorAll("[data-shortcut]")) {
        if (element.hasAttribute("disabled") || !matches(element.dataset.shortcut, event)) continue;
        if (element.dataset.shortcut === "return" && takesEnter(event.target)) continue;
        prevent(event);
        send({ id: Number(element.dataset.id), e: "tap" });
        return true;
      }
      return false;
    }

    // -- Dialogs: Tab and Shift-Tab stay inside the topmost one, as in a modal <dialog> --
    /** Whether `element` is laid out (the covered screens of a stack are not, nor their controls). */
    const shown = (element) => typeof element.getClientRects !== "function" || element.getClientRects().length > 0;
    /** The controls Tab visits inside `dialog`, in page order. */
    const tabbable = (dialog) => Array.from(dialog.querySelectorAll(focusable)).filter((element) =>
      !element.hasAttribute("disabled") && element.getAttribute("tabindex") !== "-1" && shown(element));
    /** Tab on a dialog's last control goes to its first, Shift-Tab on the first to the last, and
     *  focus that escaped (a click on the page behind) comes back in; between them the browser
     *  moves focus itself. Returns whether it moved focus. */
    function trapTab(event) {
      const dialog = topDialog();
      if (!dialog) return false;
      const inside = tabbable(dialog);
      const at = inside.indexOf(active());
      let target = null;
      if (inside.length === 0) target = dialog;
      else if (event.shiftKey && at <= 0) target = inside[inside.length - 1];
      else if (!event.shiftKey && (at === -1 || at === inside.length - 1)) target = inside[0];
      if (target === null) return false;
      prevent(event);
      if (typeof target.focus === "function") target.focus();
      return true;
    }

    // -- Selectable lists: the ARIA listbox pattern (SwiftUI's List(selection:)) --
    /** Arrow keys, Home and End on a row of a listbox move to another row; in a single-selection
     *  list that row is selected (a tap), in a multi-selection one Space or Enter toggles the
     *  focused row. Returns whether it used the key. */
    function listboxKey(event) {
      const row = event.target;
      if (!row || typeof row.getAttribute !== "function" || row.getAttribute("role") !== "option") return false;
      const list = row.closest('[role="listbox"]');
      if (!list) return false;
      const rows = Array.from(list.querySelectorAll('[role="option"]')).filter((other) => other.closest('[role="listbox"]') === list);
      const at = rows.indexOf(row);
      const moves = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 };
      if (event.key === " " || event.key === "Enter") {
        prevent(event);
        send({ id: Number(row.dataset.id), e: "tap" });
        return true;
      }
      if (!(event.key in moves)) return false;
      prevent(event);
      const next = rows[moves[event.key]];
      if (!next || next === row) return true;
      if (typeof next.focus === "function") next.focus();
      const several = list.getAttribute("aria-multiselectable") === "true";
      if (!several && next.getAttribute("aria-selected") !== "true") send({ id: Number(next.dataset.id), e: "tap" });
      return true;
    }

    function escape(event) {
      const menu = root.querySelectorAll('details[data-style="menu"][open]');
      if (menu.length > 0) {
        const summary = menu[menu.length - 1].querySelector("summary");
        if (summary && summary.dataset.id) send({ id: Number(summary.dataset.id), e: "tap" });
        prevent(event);
        return;
      }
      const dialog = topDialog();
      if (dialog && hasEvent(dialog, "dismiss")) {
        prevent(event);
        send({ id: Number(dialog.dataset.id), e: "dismiss" });
      }
    }

    return {
      listen() {
        root.addEventListener("change", (event) => {
          const element = event.target;
          if (hasEvent(element, "value")) send({ id: Number(element.dataset.id), e: "value", v: String(element.value) });
        });
        // A form never submits itself to the server: Enter is the field's `onSubmit` instead.
        root.addEventListener("submit", prevent);
        root.addEventListener("keydown", (event) => {
          if (listboxKey(event)) return;
          const element = event.target;
          if (event.key === "Enter" && element.localName === "input" && hasEvent(element, "submit")) {
            prevent(event);
            send({ id: Number(element.dataset.id), e: "submit" });
          }
        });
        root.addEventListener("focusin", (event) => {
          if (hasEvent(event.target, "focus")) send({ id: Number(event.target.dataset.id), e: "focus", v: true });
        });
        root.addEventListener("focusout", (event) => {
          if (hasEvent(event.target, "focus") && event.target.isConnected !== false) {
            send({ id: Number(event.target.dataset.id), e: "focus", v: false });
          }
        });
        // `onHover`: one event as the pointer comes onto an element that asked, one as it
        // leaves; moves inside it send nothing (mouseover and mouseout bubble, so one listener
        // serves every element; the element the pointer came from or went to tells a move
        // inside from a real entry or exit).
        const hovered = (from, other) => {
          const found = [];
          for (let element = from; element && element !== root; element = element.parentElement) {
            if (hasEvent(element, "hover") && !(other && element.contains(other))) found.push(element);
          }
          return found;
        };
        root.addEventListener("mouseover", (event) => {
          for (const element of hovered(event.target, event.relatedTarget)) send({ id: Number(element.dataset.id), e: "hover", v: true });
        });
        root.addEventListener("mouseout", (event) => {
          for (const element of hovered(event.target, event.relatedTarget)) send({ id: Number(element.dataset.id), e: "hover", v: false });
        });
      },
      /** A key pressed anywhere on the page; returns whether the controls used it. */
      keydown(event) {
        if (event.key === "Tab") return trapTab(event);
        if (shortcut(event)) return true;
        if (event.key === "Escape") { escape(event); return true; }
        return false;
      },
      /** After a reset or patch: moves focus into a dialog that opened, back out of one that
       *  closed, and onto the control the app asked to focus. */
      updated() {
        for (let index = dialogs.length - 1; index >= 0; index -= 1) {
          if (root.contains(dialogs[index].element)) continue;
          const [closed] = dialogs.splice(index, 1);
          const back = closed.returnTo && root.querySelector(`[data-id="${closed.returnTo}"]`);
          if (back && typeof back.focus === "function") back.focus();
        }
        const dialog = topDialog();
        if (dialog && !dialogs.some((open) => open.element === dialog)) {
          const had = active();
          dialogs.push({ element: dialog, returnTo: had && had.dataset ? had.dataset.id : undefined });
          focusInto(dialog);
        }
        const wanted = root.querySelector("[data-focused]");
        if (wanted && active() !== wanted && typeof wanted.focus === "function") wanted.focus();
        const current = active();
        if (!wanted && current && current.dataset && hasEvent(current, "focus") && typeof current.blur === "function") {
          current.blur();
        }
      },
    };
  }

  // ---- Lazy rows: report the rows of lazy stacks that scroll into view ----------------------

  /** How often, at most, the page reports visible rows while the user scrolls (milliseconds). */
  const lazyReportInterval = 100;

  /** Where a lazy stack's rows lie (`data-lazy="axis total first count extent"`), seen from the
   *  viewport: the window's, clipped by every scrolling ancestor. Rows not built are padding of
   *  `extent` each; built rows are measured, and their pitch (size and gap) is what the server
   *  should use as the extent. `startOf(index)` is where a row starts and `indexAt(position)`
   *  the row at a position, both along the stack's axis; `scroller` is the nearest ancestor that
   *  scrolls along it (null: the document does). Returns `null` when the stack is hidden. */
  function lazyGeometry(element, window) {
    const [axis, totalText, firstText, countText, extentText] = element.dataset.lazy.split(" ");
    const total = Number(totalText), first = Number(firstText), count = Number(countText), extent = Number(extentText);
    if (!(total > 0) || !(extent > 0)) return null;
    const vertical = axis !== "h";
    const start = (rect) => (vertical ? rect.top : rect.left);
    const end = (rect) => (vertical ? rect.bottom : rect.right);
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    let low = 0, high = vertical ? window.innerHeight : window.innerWidth, scroller = null;
    for (let parent = element.parentElement; parent && parent.parentElement; parent = parent.parentElement) {
      const style = window.getComputedStyle(parent);
      const overflow = vertical ? style.overflowY : style.overflowX;
      if (overflow !== "auto" && overflow !== "scroll" && overflow !== "hidden") continue;
      if (scroller === null && overflow !== "hidden") scroller = parent;
      const clip = parent.getBoundingClientRect();
      low = Math.max(low, start(clip));
      high = Math.min(high, end(clip));
    }
    // The built rows are the stack's last `count` children (views outside its ForEach come first).
    const children = Array.from(element.children);
    const rows = children.slice(Math.max(0, children.length - count));
    let pitch = extent, anchor = start(box) + first * extent;
    if (rows.length > 0) {
      const head = rows[0].getBoundingClientRect(), tail = rows[rows.length - 1].getBoundingClientRect();
      anchor = start(head);
      pitch = rows.length > 1 ? (start(tail) - start(head)) / (rows.length - 1) : end(head) - start(head);
      if (!(pitch > 0)) pitch = extent;
    }
    const built = rows.length;
    const builtEnd = anchor + built * pitch;
    const indexAt = (position) => {
      if (position < anchor) return first - Math.ceil((anchor - position) / extent);
      if (position < builtEnd) return first + Math.floor((position - anchor) / pitch);
      return first + built + Math.floor((position - builtEnd) / extent);
    };
    const startOf = (index) => {
      if (index < first) return anchor - (first - index) * extent;
      if (index < first + built) return anchor + (index - first) * pitch;
      return builtEnd + (index - first - built) * extent;
    };
    return {
      vertical, total, extent, pitch, indexAt, startOf, scroller,
      low: Math.max(low, start(box)), high: Math.min(high, end(box)),
    };
  }

  /** The rows of a lazy stack visible in the viewport, with the measured pitch as the extent the
   *  server should use; `null` when the stack is hidden or out of view. */
  function visibleLazyRows(element, window) {
    const geometry = lazyGeometry(element, window);
    if (geometry === null || geometry.high <= geometry.low) return null;
    const clamp = (index) => Math.min(geometry.total - 1, Math.max(0, index));
    const from = clamp(geometry.indexAt(geometry.low)), to = clamp(geometry.indexAt(geometry.high - 0.5));
    return { first: from, count: to - from + 1, extent: Math.round(geometry.pitch * 100) / 100 };
  }

  /** The row at the top (or leading edge) of a lazy stack's visible part and where it starts;
   *  `null` when the stack is hidden or out of view. */
  function lazyAnchor(element, window) {
    const geometry = lazyGeometry(element, window);
    if (geometry === null || geometry.high <= geometry.low) return null;
    const index = Math.min(geometry.total - 1, Math.max(0, geometry.indexAt(geometry.low)));
    return { index, start: geometry.startOf(index), lazy: element.dataset.lazy };
  }

  /** The extent field of a `data-lazy` value. */
  const lazyExtent = (lazy) => lazy.split(" ")[4];

  /** Keeps the row a lazy stack showed at its top where it was when a patch changed the stack's
   *  extent. The server's first extent is an estimate; when the page's measured pitch replaces
   *  it, every unbuilt row moves, and without this the rows the user scrolled to (or that
   *  `scrollTo` brought into view) would slide away while the window chased them. A change of
   *  `first` alone moves no row, so it is left to the browser. */
  function keepLazyAnchor(element, before, window) {
    if (!element.isConnected || element.dataset.lazy === undefined) return;
    if (lazyExtent(element.dataset.lazy) === lazyExtent(before.lazy)) return;
    const geometry = lazyGeometry(element, window);
    if (geometry === null) return;
    const delta = geometry.startOf(before.index) - before.start;
    if (Math.abs(delta) < 0.5) return;
    if (geometry.scroller === null) {
      if (geometry.vertical) window.scrollBy(0, delta); else window.scrollBy(delta, 0);
    } else if (geometry.vertical) {
      geometry.scroller.scrollTop += delta;
    } else {
      geometry.scroller.scrollLeft += delta;
    }
  }

  /** Reports, at most every `lazyReportInterval`, the visible rows of each lazy stack whose
   *  visible rows changed since its last report; the server moves the stack's window and patches
   *  in the rows. Call `reset()` after a reset, `patching()` before a patch and `patched(ops)`
   *  after it (rows arrive, stacks appear, extents change). A page without lazy stacks pays no
   *  search of the page and sets no timer. */
  function createLazyRows(root, document, window, setTimeout, send) {
    const reported = new Map(); // data-id → the last value sent
    let pending = false, present = false, anchors = [];
    const mentionsLazy = (op) => Array.isArray(op) && op.some((field) => typeof field === "string" && field.includes("data-lazy"));
    function check() {
      pending = false;
      const stacks = root.querySelectorAll("[data-lazy]");
      present = stacks.length > 0;
      for (const element of stacks) {
        const rows = visibleLazyRows(element, window);
        if (rows === null) continue;
        const value = `${rows.first},${rows.count},${rows.extent}`;
        if (reported.get(element.dataset.id) === value) continue;
        reported.set(element.dataset.id, value);
        send({ id: Number(element.dataset.id), e: "value", v: value });
      }
    }
    function schedule() {
      if (pending || !present) return;
      pending = true;
      setTimeout(check, lazyReportInterval);
    }
    return {
      reset() {
        reported.clear();
        anchors = [];
        present = root.querySelectorAll("[data-lazy]").length > 0;
        schedule();
      },
      patching() {
        anchors = [];
        if (!present) return;
        for (const element of root.querySelectorAll("[data-lazy]")) {
          const anchor = lazyAnchor(element, window);
          if (anchor !== null) anchors.push([element, anchor]);
        }
      },
      patched(ops) {
        for (const [element, anchor] of anchors) keepLazyAnchor(element, anchor, window);
        anchors = [];
        if (!present && Array.isArray(ops)) present = ops.some(mentionsLazy);
        schedule();
      },
      listen() {
        // Scroll events do not bubble: listening while they go down catches every scroller's.
        document.addEventListener("scroll", schedule, true);
        window.addEventListener("resize", schedule);
      },
    };
  }

  // ---- Styling: transitions, animations, scrolling and sizes (#15) ---------------------------

  /** What the page does for SwiftUI's motion and geometry vocabulary, from attributes the server
   *  writes (`StylingDOM`): `data-enter`/`data-leave` (a view's transition), `data-animation`
   *  ("<ms> <easing> <iterations> <direction> <delay ms>", an animation scope), `data-scroll-to`
   *  ("<element id> <block> <request>", ScrollViewReader) and `data-style="geometry"`
   *  (GeometryReader, whose size the page reports as a `value` event "<width>,<height>").
   *  Everything is skipped when the browser asks for reduced motion. */
  function createMotion(window, setTimeout, send) {
    const reduced = () => {
      try { return Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches); }
      catch (error) { return false; }
    };
    const canAnimate = (element) => typeof element.animate === "function" && !reduced();
    /** The timing of an animation scope, with SwiftUI's default (0.35 s, ease-in-out) when none. */
    const timing = (element) => {
      const [ms, easing, iterations, direction, delay] = ((element && element.dataset.animation) || "").split(" ");
      return {
        duration: Number(ms) >= 0 && ms !== undefined && ms !== "" ? Number(ms) : 350,
        easing: easing || "ease-in-out",
        iterations: iterations === "infinite" ? Infinity : Number(iterations) || 1,
        direction: direction || "normal",
        delay: Number(delay) || 0,
      };
    };
    const moves = { "move-leading": "translateX(-100%)", "move-trailing": "translateX(100%)",
                    "move-top": "translateY(-100%)", "move-bottom": "translateY(100%)" };
    /** The keyframe a transition's effects start from (insertion) or end at (removal). */
    const away = (effects) => {
      const frame = { opacity: 1, transform: "none" };
      const transforms = [];
      for (const effect of effects.split(" ").filter(Boolean)) {
        if (effect === "opacity") frame.opacity = 0;
        else if (moves[effect]) transforms.push(moves[effect]);
        else if (effect === "scale") transforms.push("scale(0.01)");
        else if (/^scale-[0-9.]+$/.test(effect)) transforms.push(`scale(${Math.max(0.01, Number(effect.slice(6)))})`);
      }
      if (transforms.length > 0) frame.transform = transforms.join(" ");
      return frame;
    };
    const shown = { opacity: 1, transform: "none" };
    /** The inline declarations the page animates between, from a `style` attribute. */
    const animated = ["transform", "opacity", "background-color", "color", "width", "height"];
    const declarations = (style) => {
      const found = {};
      for (const part of (style || "").split(";")) {
        const at = part.indexOf(":");
        const name = part.slice(0, at).trim();
        if (at > 0 && animated.includes(name)) found[name] = part.slice(at + 1).trim();
      }
      return found;
    };
    const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    const observed = new Set();
    let sizes = null;
    // Elements a patch brought or changed that ask for something after it: a scroll, a size to
    // watch, a symbol to report. Collected per patch, so no patch searches the whole page.
    const watched = '[data-scroll-to], [data-style="geometry"], [data-symbol-missing], [data-animation]';
    // The animation each element of a scope plays, so a new change replaces it.
    const playing = new WeakMap();
    // `animation(_:value:)` scopes whose `value` changed in the patch being applied (their
    // `data-change` count moved): only changes below these animate, as in SwiftUI, where the
    // animation belongs to the transaction that changed `value`. The server writes a container
    // before what is inside it, so the scope is known before its content changes.
    const changedScopes = new Set();
    const play = (element, frames, options) => {
      const previous = playing.get(element);
      if (previous && typeof previous.cancel === "function") previous.cancel();
      playing.set(element, element.animate(frames, options));
    };
    const repeats = (scope) => timing(scope).iterations !== 1;
    /** Whether a transform leaves the element as it is (`scale(1,1)`, `rotate(0deg)`, …). */
    const unchanged = (transform) =>
      transform.replace(/scale\(1(,1)?\)|rotate\(0deg\)|translate\(0px,0px\)|none|\s/g, "") === "";
    /** A repeating scope the page first sees already changed (`.onAppear { pulse = true }` ran
     *  before the page attached) starts its loop from the unchanged look: no transform, full
     *  opacity, towards what its elements show now. */
    const loop = (scope) => {
      if (!canAnimate(scope) || !repeats(scope)) return;
      for (const element of [scope, ...scope.querySelectorAll("[style]")]) {
        if (playing.has(element) || element.closest("[data-animation]") !== scope) continue;
        const now = declarations(element.getAttribute("style"));
        const from = {}, to = {};
        if (now.transform !== undefined && !unchanged(now.transform)) { from.transform = "none"; to.transform = now.transform; }
        if (now.opacity !== undefined && now.opacity !== "1") { from.opacity = "1"; to.opacity = now.opacity; }
        if (Object.keys(to).length > 0) play(element, [from, to], timing(scope));
      }
    };
    let pending = [];
    const collect = (element) => {
      if (typeof element.matches === "function" && element.matches(watched)) pending.push(element);
      for (const inner of element.querySelectorAll(watched)) pending.push(inner);
    };
    const reportSize = (element, width, height) => {
      const value = `${Math.round(width)},${Math.round(height)}`;
      if (!element.dataset.id || element.dataset.size === value) return;
      element.dataset.size = value;
      send({ id: Number(element.dataset.id), e: "value", v: value });
    };

    return {
      /** A view inserted by a patch plays its insertion transition. */
      entered(element) {
        collect(element);
        if (!element.dataset || !element.dataset.enter || !canAnimate(element)) return;
        element.animate([away(element.dataset.enter), shown], Object.assign(timing(element), { iterations: 1, direction: "normal" }));
      },
      /** A view the server removed plays its removal transition first: it stays on the page
       *  (already forgotten by the index, so no later patch can reach it), hidden from assistive
       *  technology and clicks, and goes when the animation ends. Returns whether it will remove
       *  the element itself. */
      leave(element) {
        if (!element.dataset || element.dataset.leave === undefined || !element.dataset.leave || reduced()) return false;
        element.setAttribute("data-leaving", "");
        element.setAttribute("aria-hidden", "true");
        const options = Object.assign(timing(element), { iterations: 1, direction: "normal", fill: "forwards" });
        let gone = false;
        const finish = () => { if (!gone) { gone = true; element.remove(); } };
        if (typeof element.animate === "function") {
          const animation = element.animate([shown, away(element.dataset.leave)], options);
          if (animation) animation.onfinish = finish;
        }
        // However the animation ends (or if the browser never plays it), the element goes.
        setTimeout(finish, options.duration + options.delay + 50);
        return true;
      },
      /** The animated declarations of an element's style before a patch changes it. */
      before(element) { return declarations(element.getAttribute("style")); },
      /** A style change inside an animation scope (`animation(_:value:)` in the patch that changed
       *  its value, or an element changed by a repeating `withAnimation`) animates from the old
       *  values to the new ones. */
      changed(element, old, attributes) {
        if ("data-scroll-to" in attributes || "data-symbol-missing" in attributes) pending.push(element);
        if ("data-change" in attributes) changedScopes.add(element);
        if (!old) return;
        const scope = typeof element.closest === "function" ? element.closest("[data-animation]") : null;
        if (!scope || !canAnimate(element)) return;
        if (scope.dataset.change !== undefined && !changedScopes.has(scope)) return;
        const now = declarations(element.getAttribute("style"));
        const from = {}, to = {};
        let any = false;
        for (const name of animated) {
          if (old[name] === now[name]) continue;
          any = true;
          from[camel(name)] = old[name] !== undefined ? old[name] : (name === "opacity" ? "1" : name === "transform" ? "none" : "initial");
          to[camel(name)] = now[name] !== undefined ? now[name] : (name === "opacity" ? "1" : name === "transform" ? "none" : "initial");
        }
        if (any) play(element, [from, to], timing(scope));
      },
      /** After a reset (`all`: the whole tree is new) or a patch: applies scroll requests not
       *  yet applied, watches new geometry readers, and returns the unknown symbols shown. */
      updated(root, byId, all) {
        const elements = all ? [...root.querySelectorAll(watched)] : pending;
        pending = [];
        changedScopes.clear();
        const missing = [];
        for (const element of elements) {
          if (element.hasAttribute("data-symbol-missing")) missing.push(element.dataset.symbol);
          if (element.dataset.animation !== undefined) loop(element);
        }
        for (const reader of elements) {
          const request = reader.dataset.scrollTo;
          if (request === undefined) continue;
          if (reader.dataset.scrolled === request) continue;
          reader.dataset.scrolled = request;
          const [id, block] = request.split(" ");
          const target = byId(Number(id));
          if (target && typeof target.scrollIntoView === "function") {
            // A lazy stack's row jumps: a smooth scroll would pass rows that are not built, the
            // page would report them, and the window moving there would drop the target.
            const lazy = typeof target.closest === "function" && target.closest("[data-lazy]") !== null;
            target.scrollIntoView({ block: block || "nearest", inline: "nearest", behavior: reduced() || lazy ? "auto" : "smooth" });
          }
        }
        const readers = elements.filter((element) => element.dataset.style === "geometry");
        if ((readers.length === 0 && observed.size === 0) || !window.ResizeObserver) return missing;
        sizes = sizes || new window.ResizeObserver((entries) => {
          for (const entry of entries) reportSize(entry.target, entry.contentRect.width, entry.contentRect.height);
        });
        for (const reader of readers) {
          if (observed.has(reader)) continue;
          observed.add(reader);
          sizes.observe(reader);
        }
        if (all) {
          for (const reader of observed) {
            if (!root.contains(reader)) { observed.delete(reader); sizes.unobserve(reader); }
          }
        }
        return missing;
      },
      /** A geometry reader taken out of the page is no longer watched. */
      removed(element) {
        if (!sizes || observed.size === 0) return;
        for (const reader of observed) {
          if (element === reader || element.contains(reader)) { observed.delete(reader); sizes.unobserve(reader); }
        }
      },
    };
  }

  /** In development mode, names `Image(systemName:)` was given that the symbol set does not
   *  draw (they show a placeholder), once each. */
  function reportUnknownSymbols(names, seen, report) {
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      report(`Image(systemName: "${name}"): Loom's symbol set has no symbol of that name, so the page shows a placeholder.`);
    }
  }

  // ---- The client -----------------------------------------------------------------------------

  /** How long a page may be without a connection before it says so: shorter drops would only
   *  make the notice flicker. */
  const noticeDelay = 1000;
  /** How long an action may go unconfirmed on an open connection before the page says it is
   *  waiting for the server (a process that is busy, stopped or starved: its socket stays
   *  open, so nothing else would tell the user why their clicks do nothing yet). */
  const slowDelay = 2000;

  /** Controls report their kind's own event unless `data-ev` lists others. */
  const defaultEvents = { "lm-button": ["tap"], "lm-toggle": ["toggle"], "lm-textField": ["text"] };
  const eventsOf = (element) =>
    element.dataset.ev !== undefined ? element.dataset.ev.split(" ") : defaultEvents[element.classList[0]] || [];

  /** A page's connection to its session. `env` brings everything from the browser: `root` (the
   *  `#loom-root` element), `document`, `window`, `WebSocket`, `setTimeout`, `clearTimeout`,
   *  `random`, `location`, `history` and `console`; optionally `storage` (the tab's
   *  `sessionStorage`) and `navigationType` (`"reload"` when the user reloaded the page). Call
   *  `start()` once. */
  function createLoomClient(env) {
    const { root, document, window, WebSocket, setTimeout, clearTimeout, random, location, history, console } = env;
    const storage = env.storage || null;
    const development = root.dataset.dev !== undefined;
    const outbox = createOutbox();
    const motion = createMotion(window, setTimeout, (event) => send(event));
    const patcher = createPatcher(root, document, motion);
    const unknownSymbols = new Set();
    /** After the tree changed: motion and geometry, and (in development) unknown symbols. */
    const styled = (all) => {
      const missing = motion.updated(root, patcher.byId, all);
      if (development) reportUnknownSymbols(missing, unknownSymbols, (text) => { console.warn("Loom:", text); notices.error(text); });
    };
    const screens = createScreens(root, history, (id) => send({ id, e: "dismiss" }));
    const controls = createControls(root, document, (event) => send(event));
    const lazyRows = createLazyRows(root, document, window, setTimeout, (event) => send(event));
    // The tab keeps its session's token per app, so a reload attaches to the same session (its
    // navigation stack, its sheets, its state) instead of starting over.
    const storageKey = `loom-session:${root.dataset.app || ""}`;
    let notices = null;
    let socket = null, token = null, attempt = 0, live = false, everLive = false, ended = false;
    let notApplied = 0, endCode = null, retryTimer = null, noticeTimer = null, noticeShown = false;
    let slowTimer = null;
    // `actions`: events this page made; `reattaching`: it came back with a remembered token and
    // has not heard from that session yet.
    let actions = 0, reattaching = false;
    const remembered = () => {
      try { return storage ? storage.getItem(storageKey) : null; } catch (error) { return null; }
    };
    const remember = (value) => {
      try {
        if (!storage) return;
        if (value === null) storage.removeItem(storageKey); else storage.setItem(storageKey, value);
      } catch (error) { /* storage full or denied: the page simply starts fresh next time */ }
    };

    const setConnection = (state) => { root.dataset.connection = state; };
    const address = () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      const session = token === null ? "" : `&session=${encodeURIComponent(token)}`;
      const key = root.dataset.key ? `&key=${encodeURIComponent(root.dataset.key)}` : "";
      return `${scheme}://${location.host}/ws?app=${encodeURIComponent(root.dataset.app || "")}${session}${key}`;
    };

    // DevTools points at a view: its element is outlined (one at a time) and scrolled into view.
    function highlight(id) {
      for (const marked of root.querySelectorAll(".lm-devtools-highlight")) marked.classList.remove("lm-devtools-highlight");
      if (id === null || id === undefined) return;
      const element = root.querySelector(`[data-id="${Number(id)}"]`);
      if (!element) return;
      element.classList.add("lm-devtools-highlight");
      if (element.scrollIntoView) element.scrollIntoView({ block: "nearest" });
    }

    function connect() {
      retryTimer = null;
      setConnection("connecting");
      let current;
      try {
        current = new WebSocket(address());
      } catch (error) {
        console.error("Loom: cannot open the WebSocket:", error);
        socket = null;
        return closed();
      }
      socket = current;
      current.onmessage = (event) => { if (socket === current) receive(event.data); };
      current.onclose = () => { if (socket === current) { socket = null; closed(); } };
    }

    function closed() {
      live = false;
      stopWatchingForSlowServer();
      if (ended) return;
      setConnection("reconnecting");
      retryTimer = setTimeout(connect, retryDelay(attempt, random));
      attempt += 1;
      armNotice();
    }

    function armNotice() {
      if (noticeTimer !== null || noticeShown) return;
      noticeTimer = setTimeout(() => {
        noticeTimer = null;
        noticeShown = true;
        notices.waiting(everLive, outbox.size);
      }, noticeDelay);
    }

    function receive(data) {
      let message;
      try {
        message = JSON.parse(data);
      } catch (error) {
        console.error("Loom: unreadable frame from the server:", data);
        return;
      }
      if (message.t === "reset") resumed(message);
      else if (message.t === "patch") patched(message.m);
      else if (message.t === "ack") acknowledged(Number(message.s));
      else if (message.t === "move") move();
      else if (message.t === "highlight") highlight(message.id);
      else if (message.t === "error" && message.fatal) end(message);
      else if (message.t === "error") refused(message.message);
      else console.error("Loom: unknown frame from the server:", message);
    }

    function resumed(message) {
      if (reattaching && message.session === token) {
        // A reloaded page joins a session that has applied events from the page before it:
        // its own events come after those.
        outbox.renumber((Number(message.a) || 0) + 1);
      }
      if (typeof message.session === "string") {
        // A different session numbers its events from 1; the kept ones go to it renumbered.
        if (token !== null && message.session !== token) outbox.renumber();
        token = message.session;
        remember(token);
      }
      attempt = 0;
      live = true;
      everLive = true;
      reattaching = false;
      if (noticeTimer !== null) { clearTimeout(noticeTimer); noticeTimer = null; }
      noticeShown = false;
      notices.connected();
      notices.dismissError();
      const unapplied = outbox.resume(Number(message.a) || 0);
      const restored = message.restored === true;
      const renamed = patcher.reset(message.html, typedValues(unapplied), restored, unapplied.map((entry) => entry.id));
      // Another process took the session over: the events it has not applied name its elements.
      // An event whose control is not on the restored screen is dropped and counted, not sent
      // to whatever now sits where it was.
      let dropped = 0;
      if (restored) {
        for (const entry of unapplied) {
          if (renamed.has(entry.id)) entry.id = renamed.get(entry.id);
          else entry.dropped = true;
        }
        dropped = outbox.discard((entry) => entry.dropped);
      }
      root.dataset.synced = String(Number(root.dataset.synced || 0) + 1);
      setConnection("live");
      syncScreens();
      if (patcher.takeControlsChanged()) controls.updated();
      lazyRows.reset();
      styled(true);
      for (const entry of unapplied) if (!entry.dropped) transmit(entry);
      if (dropped > 0) notices.error(`The page was restored after a restart; ${plural(dropped, "action was", "actions were")} not applied.`);
    }

    /** The text each field was given by `entries` (events not applied yet), oldest first. */
    function typedValues(entries) {
      const values = new Map();
      for (const entry of entries) {
        if (entry.e === "text") values.set(entry.id, [...(values.get(entry.id) || []), entry.v]);
      }
      return values;
    }

    function patched(ops) {
      lazyRows.patching();
      try {
        patcher.apply(ops);
      } catch (error) {
        // A patch the page cannot follow leaves it out of step: ask for the whole tree again.
        console.error("Loom: a patch could not be applied; asking for the whole page again.", error);
        if (socket) socket.send(JSON.stringify({ e: "resync" }));
      }
      syncScreens();
      if (patcher.takeControlsChanged()) controls.updated();
      lazyRows.patched(ops);
      styled(false);
    }

    function syncScreens() {
      if (patcher.takeScreensChanged()) screens.sync();
    }

    /** The process is stopping and has stored the session: re-attach at once with the same
     *  token (the proxy sends it to a live process, which takes the session over). The pages
     *  of one process spread their re-attaches over a quarter second. */
    function move() {
      const current = socket;
      socket = null;
      live = false;
      stopWatchingForSlowServer();
      if (current) current.close();
      if (retryTimer !== null) clearTimeout(retryTimer);
      attempt = 0;
      setConnection("reconnecting");
      retryTimer = setTimeout(connect, random() * 250);
      armNotice();
    }

    function refused(text) {
      console.error("Loom:", text);
      if (development) notices.error(text);
    }

    function end(message) {
      // A reloaded page that re-attached to a session the server no longer has, before the user
      // did anything: nothing is lost, so it starts a fresh session without a word.
      if (message.code === "session-ended") remember(null);
      if (message.code === "session-ended" && reattaching && actions === 0) {
        reattaching = false;
        token = null;
        const current = socket;
        socket = null;
        if (current) current.close();
        connect();
        return;
      }
      console.error("Loom:", message.message);
      ended = true;
      live = false;
      if (retryTimer !== null) { clearTimeout(retryTimer); retryTimer = null; }
      stopWatchingForSlowServer();
      if (noticeTimer !== null) { clearTimeout(noticeTimer); noticeTimer = null; }
      notApplied += outbox.drain();
      const current = socket;
      socket = null;
      if (current) current.close();
      endCode = message.code;
      setConnection("ended");
      notices.ended(endCode, notApplied);
    }

    function transmit(entry) {
      if (socket && socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify(entry));
        watchForSlowServer();
      }
    }

    /** Arms the watch for a server that leaves sent actions unconfirmed (see `slowDelay`). */
    function watchForSlowServer() {
      if (slowTimer !== null) return;
      slowTimer = setTimeout(() => {
        slowTimer = null;
        if (live && outbox.size > 0) notices.slow(outbox.size);
      }, slowDelay);
    }

    function stopWatchingForSlowServer() {
      if (slowTimer !== null) { clearTimeout(slowTimer); slowTimer = null; }
    }

    /** The server applied every action up to `applied`: the notice goes once nothing waits,
     *  and the watch starts again for what still does. */
    function acknowledged(applied) {
      outbox.acknowledge(applied);
      stopWatchingForSlowServer();
      if (outbox.size === 0) {
        if (notices.showsSlow) notices.connected();
      } else {
        if (notices.showsSlow) notices.slow(outbox.size);
        watchForSlowServer();
      }
    }

    /** Numbers an event and sends it, or keeps it for the next connection; after the session
     *  ended, counts it as not applied. */
    function send(event) {
      if (ended) {
        notApplied += 1;
        notices.ended(endCode, notApplied);
        return;
      }
      actions += 1;
      const entry = outbox.add(event);
      if (live) transmit(entry);
      else if (noticeShown) notices.waiting(everLive, outbox.size);
    }

    function listen() {
      root.addEventListener("click", (event) => {
        const element = event.target.closest("[data-ev], .lm-button, .lm-toggle");
        if (!element || !root.contains(element) || element.hasAttribute("disabled")) return;
        // A disclosure opens and closes when the app says so, not by itself.
        if (element.localName === "summary" && typeof event.preventDefault === "function") event.preventDefault();
        const kinds = eventsOf(element);
        const id = Number(element.dataset.id);
        if (kinds.includes("tap")) send({ id, e: "tap" });
        else if (kinds.includes("toggle")) send({ id, e: "toggle", v: element.getAttribute("aria-checked") !== "true" });
      });
      root.addEventListener("input", (event) => {
        const element = event.target;
        if (element.dataset && element.dataset.id && eventsOf(element).includes("text")) {
          const id = Number(element.dataset.id);
          patcher.typed(id, element.value);
          send({ id, e: "text", v: element.value });
        }
      });
      window.addEventListener("popstate", () => screens.popped());
      // Back online: the retry waiting out its back-off goes now.
      window.addEventListener("online", () => {
        if (retryTimer !== null) { clearTimeout(retryTimer); connect(); }
      });
      controls.listen();
      lazyRows.listen();
      document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && notices.showsError) { notices.dismissError(); return; }
        controls.keydown(event);
      });
    }

    return {
      start() {
        if (env.navigationType === "reload" || env.navigationType === "back_forward") token = remembered();
        else remember(null);
        reattaching = token !== null;
        notices = createNotices(document, () => location.reload());
        patcher.adopt();
        syncScreens();
        listen();
        connect();
        armNotice();
      },
    };
  }

  const api = { backoff, retryDelay, noticeDelay, slowDelay, createOutbox, createPatcher, createLoomClient, visibleLazyRows, createLazyRows };
  if (typeof module === "object" && module !== null && module.exports) {
    module.exports = api;
    return;
  }
  const root = global.document && global.document.getElementById("loom-root");
  if (!root) return;
  createLoomClient({
    root,
    document: global.document,
    window: global,
    WebSocket: global.WebSocket,
    setTimeout: global.setTimeout.bind(global),
    clearTimeout: global.clearTimeout.bind(global),
    random: Math.random,
    location: global.location,
    history: global.history,
    console: global.console,
    storage: (() => { try { return global.sessionStorage; } catch (error) { return null; } })(),
    navigationType: (() => {
      try {
        const entry = global.performance.getEntriesByType("navigation")[0];
        return entry ? entry.type : "navigate";
      } catch (error) { return "navigate"; }
    })(),
  }).start();
})(typeof globalThis !== "undefined" ? globalThis : this);
