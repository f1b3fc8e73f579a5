import LoomHost

extension HostElementSnapshot {
    /// The insert mutations that build this tree's content from an empty root, parent first:
    /// how a renderer starts from a snapshot (a new session, or a resync after a bad batch).
    var insertions: [HostMutation] {
        var result: [HostMutation] = []
        func add(_ element: HostElementSnapshot, parent: HostElementID) {
            result.append(.insert(HostInsertion(
                id: element.id, kind: element.kind, properties: element.properties, events: element.events,
                parent: parent, before: nil)))
            for child in element.children { add(child, parent: element.id) }
        }
        for child in children { add(child, parent: id) }
        return result
    }
}
