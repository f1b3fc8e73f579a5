import LoomCore

/// Finding elements the way UI tests do: by accessibility identifier (which survives a change
/// of wording or language) and by accessibility label.
///
/// ```swift
/// let ui = ViewHarness(TodoList())
/// try ui.type("Milk", identifier: "new-todo")
/// try ui.tap(identifier: "add")
/// try ui.expectText("1 left", identifier: "remaining")
/// try ui.tap(label: "Delete")          // an icon-only button with .accessibilityLabel("Delete")
/// ```
/// Elements hidden with `accessibilityHidden(true)`, and everything inside them, are not found.
extension ViewHarness {
    /// The element whose `accessibilityIdentifier` is `identifier`.
    public func element(identifier: String) throws -> HostElementID {
        try accessibleElement(described: "identifier \"\(identifier)\"") { $0.accessibility?.identifier == identifier }.id
    }

    /// The first element whose `accessibilityLabel` is `label`, or, failing that, whose own text
    /// is `label` (a view without a label is read by its text).
    public func element(label: String) throws -> HostElementID {
        try accessibleElement(labelled: label).id
    }

    /// Taps the element with identifier `identifier`, or the first control inside it that
    /// reports taps, or else the nearest one around it (a text in a selectable row).
    public func tap(identifier: String) throws {
        try interact(.tap, "tap", with: accessiblePath(described: "identifier \"\(identifier)\"") {
            $0.accessibility?.identifier == identifier
        }, action: .tap)
    }

    /// Taps the element labelled `label` (see ``element(label:)``), or the first control inside it
    /// that reports taps, or else the nearest one around it (a text in a selectable row).
    public func tap(label: String) throws {
        try interact(.tap, "tap", with: accessiblePath(labelled: label), action: .tap)
    }

    /// Types `text` into the field with identifier `identifier` (or the first field inside it),
    /// replacing its value.
    public func type(_ text: String, identifier: String) throws {
        try interact(.textChange, "text", with: accessiblePath(described: "identifier \"\(identifier)\"") {
            $0.accessibility?.identifier == identifier
        }, action: .textChange(text))
    }

    /// Flips the toggle with identifier `identifier` (or the first toggle inside it).
    public func toggle(identifier: String) throws {
        let found = try accessibleElement(described: "identifier \"\(identifier)\"") { $0.accessibility?.identifier == identifier }
        guard let target = found.firstReporting(.toggleChange) else {
            throw HarnessError.notInteractive(identifier, event: "toggle", screen: text)
        }
        try send(.toggleChange(target.properties[.isOn] != .isOn(true)), to: target.id)
    }

    /// The element with identifier `identifier` and its content, as the text renderer shows them.
    public func text(identifier: String) throws -> String {
        let found = try accessibleElement(described: "identifier \"\(identifier)\"") { $0.accessibility?.identifier == identifier }
        // `render` prints a root's children: the element goes under a root of its own.
        return TextRenderer.render(HostElementSnapshot(id: .root, kind: .root, children: [found]))
    }

    /// Throws, showing the element, unless the element with identifier `identifier` shows `text`
    /// (its own or its content's text, or a field's value).
    public func expectText(_ text: String, identifier: String) throws {
        let shown = try self.text(identifier: identifier)
        guard shown.contains(text) else { throw HarnessError.missingText(text, screen: shown) }
    }

    private func accessibleElement(labelled label: String) throws -> HostElementSnapshot {
        try Self.end(of: accessiblePath(labelled: label))
    }

    private func accessiblePath(labelled label: String) throws -> [HostElementSnapshot] {
        let tree = currentTree()
        if let path = tree.firstAccessiblePath(where: { $0.accessibility?.label == label }) { return path }
        if let path = tree.firstAccessiblePath(where: { $0.accessibility?.label == nil && $0.ownText == label }) { return path }
        throw HarnessError.noAccessibleElement("label \"\(label)\"", screen: text)
    }

    private func accessibleElement(
        described description: String, where matches: (HostElementSnapshot) -> Bool
    ) throws -> HostElementSnapshot {
        try Self.end(of: accessiblePath(described: description, where: matches))
    }

    /// The element a search found: the end of its path (which holds at least the tree's root).
    private static func end(of path: [HostElementSnapshot]) throws -> HostElementSnapshot {
        guard let found = path.last else { throw HarnessError.noAccessibleElement("(an empty path)", screen: "") }
        return found
    }

    private func accessiblePath(
        described description: String, where matches: (HostElementSnapshot) -> Bool
    ) throws -> [HostElementSnapshot] {
        guard let path = currentTree().firstAccessiblePath(where: matches) else {
            throw HarnessError.noAccessibleElement(description, screen: text)
        }
        return path
    }

    /// Sends `action` to the element at the end of `path`, or the first element inside it that
    /// reports `event`, or else the nearest one around it.
    private func interact(_ event: HostEventSet, _ eventName: String, with path: [HostElementSnapshot], action: HostEvent.Action) throws {
        guard let found = path.last else { return }
        guard let target = found.firstReporting(event) ?? path.reversed().first(where: { $0.events.contains(event) }) else {
            let name = found.accessibility?.identifier ?? found.accessibility?.label ?? found.ownText ?? found.kind.rawValue
            throw HarnessError.notInteractive(name, event: eventName, screen: text)
        }
        try send(action, to: target.id)
    }

    /// The host tree after pending updates, as on screen (not an unselected tab's content).
    private func currentTree() -> HostElementSnapshot {
        _ = text
        return host.hostTree.snapshot().withoutKeptContent
    }
}

extension HostElementSnapshot {
    /// The element's own text or placeholder (not its descendants').
    fileprivate var ownText: String? {
        if case .text(let text)? = properties[.text] { return text }
        if case .placeholder(let text)? = properties[.placeholder] { return text }
        return nil
    }
}
