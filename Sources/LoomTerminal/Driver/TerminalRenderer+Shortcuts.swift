import LoomHost

extension TerminalRenderer {
    /// The button on the topmost layer that `key` triggers through `keyboardShortcut`, if any.
    ///
    /// Buttons anywhere on the layer count, scrolled out of view or not, as in SwiftUI, where a
    /// shortcut works wherever its button is in the window; an alert or sheet on top hides the
    /// shortcuts of what is under it.
    func shortcutTarget(for key: TerminalKey) -> FocusTarget? {
        let names = Self.shortcutNames(for: key)
        guard !names.isEmpty else { return nil }
        return layout.activeTargets.first { target in
            guard target.kind == .button, case .shortcut(let name)? = target.element.properties[.shortcut] else { return false }
            return names.contains(name)
        }
    }

    /// The shortcut names (``KeyboardShortcut``'s `cmd+shift+s` form) a key can stand for.
    ///
    /// Terminals have no Command key, so Command shortcuts answer to Ctrl and to Alt (the
    /// page likewise takes Control for Command): `.keyboardShortcut("s")` is Ctrl-S or Alt-S.
    /// Ctrl-C and Ctrl-L never get here: they quit and redraw. A shifted letter arrives as
    /// its capital.
    static func shortcutNames(for key: TerminalKey) -> [String] {
        switch key {
        case .character(" "):
            return ["space", " "]
        case .character(let character):
            let lower = String(character).lowercased()
            return lower == String(character) ? [lower] : ["shift+" + lower]
        case .control(let character):
            return ["cmd+\(character)", "ctrl+\(character)"]
        case .alt(let character):
            let lower = String(character).lowercased()
            if lower != String(character) { return ["alt+shift+" + lower, "cmd+shift+" + lower] }
            return ["alt+" + lower, "cmd+" + lower]
        case .enter:
            return ["return"]
        default:
            return []
        }
    }
}
