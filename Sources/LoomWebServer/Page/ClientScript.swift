/// The page script: opens the session's WebSocket, applies reset and patch messages to the
/// DOM, and sends user events up by element id. Hand-written, no framework, no build step;
/// it knows nothing of views or properties, only of HTML, attributes and text.
enum ClientScript {
    static let source = #"""
    (() => {
      "use strict";
      const root = document.getElementById("loom-root");
      const token = root.dataset.session;
      const elements = new Map();
      let socket = null, retry = 0, pending = [];

      const index = (element) => {
        if (element.nodeType !== 1) return;
        if (element.dataset.id) elements.set(Number(element.dataset.id), element);
        for (const child of element.querySelectorAll("[data-id]")) elements.set(Number(child.dataset.id), child);
      };
      const unindex = (element) => {
        elements.delete(Number(element.dataset.id));
        for (const child of element.querySelectorAll("[data-id]")) elements.delete(Number(child.dataset.id));
      };
      const byId = (id) => (id === 0 ? root : elements.get(id));
      const setOwnText = (element, text) => {
        const first = element.firstChild;
        if (first && first.nodeType === 3) first.nodeValue = text;
        else element.insertBefore(document.createTextNode(text), first);
      };
      const showError = (message) => {
        let banner = document.getElementById("loom-error");
        if (!banner) {
          banner = document.createElement("div");
          banner.id = "loom-error";
          document.body.appendChild(banner);
        }
        banner.textContent = message;
      };

      const operations = {
        0(parentId, beforeId, html) {
          const template = document.createElement("template");
          template.innerHTML = html;
          const element = template.content.firstElementChild;
          const parent = byId(parentId);
          if (!element || !parent) return;
          parent.insertBefore(element, beforeId === null ? null : byId(beforeId) || null);
          index(element);
        },
        1(id) {
          const element = byId(id);
          if (element) { unindex(element); element.remove(); }
        },
        2(id, attributes) {
          const element = byId(id);
          if (!element) return;
          for (const [name, value] of Object.entries(attributes)) {
            if (value === null) element.removeAttribute(name); else element.setAttribute(name, value);
            if (name === "value") setValue(id, element, value ?? "");
          }
        },
        3(id, parentId, beforeId) {
          const element = byId(id), parent = byId(parentId);
          if (element && parent) parent.insertBefore(element, beforeId === null ? null : byId(beforeId) || null);
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
      };

      // The browser's back button dismisses the topmost dismissible screen. Each one on the
      // page holds one history entry; entries are pushed as screens appear, and a screen the
      // app removes by itself takes its entry back without sending anything.
      let screens = 0, ignoreNextPop = 0;
      const dismissible = () => root.querySelectorAll('[data-ev~="dismiss"]');  // never a default
      const syncHistory = () => {
        const count = dismissible().length;
        while (screens < count) { history.pushState({ loom: ++screens }, ""); }
        if (screens > count) { ignoreNextPop += 1; const steps = screens - count; screens = count; history.go(-steps); }
      };
      window.addEventListener("popstate", () => {
        if (ignoreNextPop > 0) { ignoreNextPop -= 1; return; }
        const all = dismissible();
        const top = all[all.length - 1];
        screens = Math.max(0, screens - 1);
        if (top) send({ id: Number(top.dataset.id), e: "dismiss" });
      });

      // Values typed into each field and sent, not yet echoed back by the server, oldest first.
      // A value patch that echoes one of them is the server catching up with typing the page
      // already shows: applying it would drop the characters typed since. Any other value (the
      // server cleared or changed the field) is applied, and the page's typing is forgotten.
      const typed = new Map();
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

      const apply = (message) => {
        if (message.t === "reset") {
          elements.clear();
          typed.clear();
          root.innerHTML = message.html;
          index(root);
          root.dataset.synced = String(Number(root.dataset.synced || 0) + 1);
        } else if (message.t === "patch") {
          for (const [code, ...args] of message.m) operations[code](...args);
        } else if (message.t === "error") {
          showError(message.message);
        }
        syncHistory();
      };

      const send = (message) => {
        const text = JSON.stringify(message);
        if (socket && socket.readyState === WebSocket.OPEN) socket.send(text); else pending.push(text);
      };

      const connect = () => {
        const scheme = location.protocol === "https:" ? "wss" : "ws";
        socket = new WebSocket(`${scheme}://${location.host}/ws?session=${encodeURIComponent(token)}`);
        socket.onopen = () => { retry = 0; for (const text of pending.splice(0)) socket.send(text); };
        socket.onmessage = (event) => apply(JSON.parse(event.data));
        socket.onclose = () => setTimeout(connect, Math.min(2000, 100 * 2 ** retry++));
      };

      // Controls report their kind's own event unless data-ev lists others.
      const defaults = { "lm-button": ["tap"], "lm-toggle": ["toggle"], "lm-textField": ["text"] };
      const eventsOf = (element) =>
        element.dataset.ev !== undefined ? element.dataset.ev.split(" ") : defaults[element.classList[0]] || [];

      root.addEventListener("click", (event) => {
        const element = event.target.closest("[data-ev], .lm-button, .lm-toggle");
        if (!element || !root.contains(element) || element.hasAttribute("disabled")) return;
        const kinds = eventsOf(element);
        const id = Number(element.dataset.id);
        if (kinds.includes("tap")) send({ id, e: "tap" });
        else if (kinds.includes("toggle")) send({ id, e: "toggle", v: element.getAttribute("aria-checked") !== "true" });
      });
      root.addEventListener("input", (event) => {
        const element = event.target;
        if (element.dataset && element.dataset.id && eventsOf(element).includes("text")) {
          const id = Number(element.dataset.id);
          typed.set(id, [...(typed.get(id) || []), element.value]);
          send({ id, e: "text", v: element.value });
        }
      });

      index(root);
      connect();
    })();
    """#
}
