import LoomHost

/// How controls read in cells: the text of buttons and toggles, field widths, symbol glyphs.
enum Controls {
    /// The width of a text field with no proposed width.
    static let fieldWidth = 20

    /// A titled button: `[ Save ]`.
    static func buttonLabel(_ element: HostElementSnapshot) -> String {
        "[ " + (element.textValue ?? "") + " ]"
    }

    /// A toggle: `[x] Wi-Fi` when on, `[ ] Wi-Fi` when off.
    static func toggleLabel(_ element: HostElementSnapshot) -> String {
        (element.isOnValue ? "[x] " : "[ ] ") + (element.textValue ?? "")
    }

    /// The line drawn above an element's children: the back key of a pushed screen, or the
    /// text of a kind this renderer does not know yet (so nothing it says is lost).
    static func header(_ element: HostElementSnapshot) -> String? {
        if element.presentationValue == .push, element.events.contains(.dismiss) { return backLabel }
        if !knownKinds.contains(element.kind.rawValue), let text = element.textValue { return text }
        return nil
    }

    /// The back key's hint on a pushed screen.
    static let backLabel = "‹ Back (Esc)"

    private static let knownKinds: Set<String> = [
        "root", "text", "button", "textField", "secureField", "toggle", "vstack", "hstack", "zstack",
        "spacer", "divider", "scrollView", "list", "image", "alert", "container", "form", "section", "picker",
        "option", "slider", "datePicker", "textEditor", "progress", "link", "disclosure", "navigationStack",
        "navigationBar", "heading",
    ]

    /// A symbol's one-cell text form (the table shared with the text renderer), or the mark
    /// for a name it does not know.
    static func glyph(_ name: String) -> String {
        String(HostSymbolText.form(for: name))
    }
}
