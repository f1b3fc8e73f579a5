extension HostElementSnapshot {
    /// How many of the element's children are shown; the rest are kept built, with their state,
    /// but not shown. Today that is the content of a `TabView`'s unselected tab (a container
    /// styled `tab` whose first child is its button), kept so that switching back finds the tab
    /// as it was left. Renderers agree on it through this one definition.
    public var shownChildCount: Int {
        if kind == .container, properties[.style] == .style("tab") { return Swift.min(1, children.count) }
        return children.count
    }

    /// The tree as the user sees it: kept content left out, so it is neither drawn nor
    /// focusable (the terminal lays this out).
    public var withoutKeptContent: HostElementSnapshot {
        var copy = self
        return copy.removeKeptContent() ? copy : self
    }

    /// Removes kept content below this element; whether there was any.
    private mutating func removeKeptContent() -> Bool {
        let shown = shownChildCount
        if shown < children.count {
            children.removeSubrange(shown...)
            return true
        }
        var removed = false
        for index in children.indices where children[index].removeKeptContent() { removed = true }
        return removed
    }
}
