extension HostElementSnapshot {
    /// The first element of `kind`, in tree order, whose text or placeholder, or whose
    /// descendants' text, is `label`: how tests and tours find "the Save button".
    public func first(_ kind: HostElementKind, labelled label: String) -> HostElementSnapshot? {
        if self.kind == kind, labels.contains(label) { return self }
        for child in children {
            if let found = child.first(kind, labelled: label) { return found }
        }
        return nil
    }

    /// The texts this element and its descendants show.
    public var labels: [String] {
        var result: [String] = []
        for property in properties {
            switch property {
            case .text(let text), .placeholder(let text): result.append(text)
            default: break
            }
        }
        for child in children { result += child.labels }
        return result
    }
}
