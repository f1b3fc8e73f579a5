/// How a recorded event names its element so that a replay finds it again in a fresh tree,
/// whose ids differ: by kind, by what it shows (or its accessibility label), and by its place
/// among the elements that match (the third "Delete" button). What a person would say.
public struct HostElementLocator: Hashable, Sendable, Codable {
    public var kind: HostElementKind
    /// Its text, placeholder or descendants' first text, else its accessibility label; `nil`
    /// when it has none (then it is found by its place among all elements of its kind).
    public var label: String?
    /// Its index among the matching elements, in tree order (0 for the first).
    public var occurrence: Int

    public init(kind: HostElementKind, label: String?, occurrence: Int = 0) {
        self.kind = kind
        self.label = label
        self.occurrence = occurrence
    }
}

extension HostElementSnapshot {
    /// The locator of the element `id` in this tree (what is on screen: kept content of an
    /// unselected tab is left out), or `nil` when it is not on screen.
    public func locator(of id: HostElementID) -> HostElementLocator? {
        let screen = withoutKeptContent
        guard let element = screen.element(id) else { return nil }
        let label = element.labels.first ?? element.accessibilityLabel
        guard let occurrence = screen.elements(matching: HostElementLocator(kind: element.kind, label: label))
            .firstIndex(where: { $0.id == id })
        else { return nil }
        return HostElementLocator(kind: element.kind, label: label, occurrence: occurrence)
    }

    /// The element `locator` names in this tree, if it is on screen.
    public func element(at locator: HostElementLocator) -> HostElementSnapshot? {
        let matches = withoutKeptContent.elements(matching: locator)
        return matches.indices.contains(locator.occurrence) ? matches[locator.occurrence] : nil
    }

    /// The element with id `id` in this subtree.
    public func element(_ id: HostElementID) -> HostElementSnapshot? {
        if self.id == id { return self }
        for child in children {
            if let found = child.element(id) { return found }
        }
        return nil
    }

    /// The elements of the locator's kind showing its label (a text inside them, or their
    /// accessibility label), in tree order, its occurrence aside.
    private func elements(matching locator: HostElementLocator) -> [HostElementSnapshot] {
        var found: [HostElementSnapshot] = []
        collect(into: &found) { element in
            guard element.kind == locator.kind else { return false }
            guard let label = locator.label else { return true }
            // As a test's `tap("Save")` finds it: any text inside, or the accessibility label.
            return element.labels.contains(label) || element.accessibilityLabel == label
        }
        return found
    }

    private func collect(into found: inout [HostElementSnapshot], where matches: (HostElementSnapshot) -> Bool) {
        if matches(self) { found.append(self) }
        for child in children { child.collect(into: &found, where: matches) }
    }

    /// The label assistive technology reads for it, if a modifier set one.
    var accessibilityLabel: String? {
        if case .accessibility(let accessibility)? = properties[.accessibility] { return accessibility.label }
        return nil
    }
}
