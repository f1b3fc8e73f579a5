import Loom

extension HostElementSnapshot {
    /// Every element of the subtree, in tree order.
    var allElements: [HostElementSnapshot] {
        [self] + children.flatMap(\.allElements)
    }

    /// Ids of the elements whose `style` is exactly `style`, in tree order.
    func elements(styled style: String) -> [HostElementID] {
        allElements.filter { element in
            element.properties.contains { if case .style(style) = $0 { true } else { false } }
        }.map(\.id)
    }

    /// Ids of the elements of `kind` whose own text is `title` (any, when `nil`), in tree order.
    func elements(of kind: HostElementKind, titled title: String?) -> [HostElementID] {
        allElements.filter { element in
            guard element.kind == kind else { return false }
            guard let title else { return true }
            return element.properties.contains { if case .text(title) = $0 { true } else { false } }
        }.map(\.id)
    }
}
