import LoomCore

extension HostElementSnapshot {
    /// The element's accessibility, if a modifier set any.
    var accessibility: HostAccessibility? {
        if case .accessibility(let accessibility)? = properties[.accessibility] { return accessibility }
        return nil
    }

    /// The first element, in tree order, that `matches`, skipping subtrees hidden from
    /// assistive technology (`accessibilityHidden(true)`): what a screen reader or a UI test
    /// cannot reach, the harness does not find either.
    func firstAccessible(where matches: (HostElementSnapshot) -> Bool) -> HostElementSnapshot? {
        firstAccessiblePath(where: matches)?.last
    }

    /// The elements from this one down to the first that `matches` (see ``firstAccessible(where:)``).
    func firstAccessiblePath(where matches: (HostElementSnapshot) -> Bool) -> [HostElementSnapshot]? {
        if accessibility?.isHidden == true { return nil }
        if matches(self) { return [self] }
        for child in children {
            if let path = child.firstAccessiblePath(where: matches) { return [self] + path }
        }
        return nil
    }

    /// This element if it reports `event`, else its first descendant that does: a test names
    /// a row or a card by identifier and taps the button inside it.
    func firstReporting(_ event: HostEventSet) -> HostElementSnapshot? {
        if events.contains(event) { return self }
        for child in children {
            if let found = child.firstReporting(event) { return found }
        }
        return nil
    }
}
