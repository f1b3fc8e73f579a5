/// The page stylesheet: how each host element kind looks in a browser. Per-element layout and
/// style (padding, colours, fonts, frames) arrive as inline styles from ``DOMElement``.
enum Stylesheet {
    static let source = #"""
    :root { --lm-primary: #1c1c1e; --lm-secondary: rgba(60,60,67,.6); --lm-accent: #007aff;
            font: 17px/1.35 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--lm-primary); }
    body { margin: 0; background: #f2f2f7; }
    header.lm-page { padding: 10px 20px; background: #fff; border-bottom: 1px solid #d1d1d6; }
    header.lm-page a { color: var(--lm-accent); text-decoration: none; }
    main.lm-page { max-width: 760px; margin: 20px auto; background: #fff; border-radius: 12px;
                   box-shadow: 0 1px 3px rgba(0,0,0,.08); overflow: hidden; }
    #loom-root { display: flex; flex-direction: column; }
    #loom-error { position: fixed; bottom: 12px; left: 12px; right: 12px; padding: 8px 12px; background: #ff3b30;
                  color: #fff; border-radius: 8px; font-size: 14px; }
    .lm-vstack { display: flex; flex-direction: column; align-items: center; gap: 8px; }
    .lm-hstack { display: flex; flex-direction: row; align-items: center; gap: 8px; }
    .lm-zstack { display: grid; place-items: center; }
    .lm-zstack > * { grid-area: 1 / 1; }
    .lm-spacer { flex: 1 1 0; }
    .lm-divider { align-self: stretch; border: 0; border-top: 1px solid #d1d1d6; margin: 0; }
    .lm-scrollView { overflow: auto; max-height: 80vh; display: flex; flex-direction: column; gap: 8px; }
    .lm-list { display: flex; flex-direction: column; align-self: stretch; border: 1px solid #d1d1d6; border-radius: 10px; }
    .lm-list > * { padding: 6px 12px; border-bottom: 1px solid #e5e5ea; }
    .lm-list > *:last-child { border-bottom: 0; }
    .lm-button, .lm-toggle { font: inherit; color: var(--lm-accent); background: none; border: 0; padding: 4px 6px;
                             border-radius: 6px; cursor: pointer; }
    .lm-button:hover, .lm-toggle:hover { background: rgba(0,122,255,.08); }
    .lm-button[disabled], .lm-toggle[disabled] { color: rgba(60,60,67,.3); cursor: default; background: none; }
    .lm-toggle::after { content: ""; display: inline-block; width: 34px; height: 20px; margin-left: 8px; vertical-align: middle;
                        border-radius: 10px; background: #e5e5ea; box-shadow: inset -14px 0 0 2px #fff; transition: all .15s; }
    .lm-toggle[aria-checked="true"]::after { background: #34c759; box-shadow: inset 14px 0 0 2px #fff; }
    .lm-textField { font: inherit; padding: 6px 8px; border: 1px solid #c7c7cc; border-radius: 8px; min-width: 12em; }
    .lm-image { display: inline-block; min-width: 1em; text-align: center; }
    .lm-alert { position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%); min-width: 270px; max-width: 90vw;
                background: #fff; border-radius: 14px; padding: 16px; display: flex; flex-direction: column; gap: 10px;
                align-items: stretch; text-align: center; box-shadow: 0 0 0 100vmax rgba(0,0,0,.35); z-index: 10; }
    .lm-alert::before { content: attr(data-title); font-weight: 600; }
    .lm-alert > .lm-button { border-top: 1px solid #e5e5ea; border-radius: 0; padding-top: 8px; }
    .lm-home { padding: 20px; }
    .lm-home li { margin: 10px 0; }
    .lm-home a { font-weight: 600; color: var(--lm-accent); }
    """#
}
