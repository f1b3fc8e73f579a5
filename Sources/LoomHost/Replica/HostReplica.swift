/// A tree rebuilt purely from ``HostMutation`` batches: what every renderer keeps on its side.
///
/// It is also the invariant check for the whole system: after any sequence of updates, a
/// replica fed the mutation log equals the ``HostTree`` it came from.
public struct HostReplica: Sendable {
    private struct Element: Sendable {
        var kind: HostElementKind
        var properties: HostProperties
        var events: HostEventSet
        var parent: HostElementID?
        var children: [HostElementID]
    }

    private var elements: [HostElementID: Element] = [
        .root: Element(kind: .root, properties: [], events: [], parent: nil, children: []),
    ]

    /// An empty replica holding only the root.
    public init() {}

    /// How many elements the replica holds, the root included.
    public var elementCount: Int { elements.count }

    /// What the replica knows of one element.
    public struct ElementState: Hashable, Sendable {
        public var kind: HostElementKind
        public var properties: HostProperties
        public var events: HostEventSet
    }

    /// The kind, properties and events of an element, if the replica has it.
    public func element(_ id: HostElementID) -> ElementState? {
        elements[id].map { ElementState(kind: $0.kind, properties: $0.properties, events: $0.events) }
    }

    /// An element's children in order, if the replica has it: the web encoder sends a batch that
    /// removes every one of them as one "remove all children" op.
    public func children(of id: HostElementID) -> [HostElementID]? { elements[id]?.children }

    /// An element's parent (nil for the root and for elements the replica does not have).
    public func parent(of id: HostElementID) -> HostElementID? { elements[id]?.parent }

    /// Children looked at to find where an element is, or which of them a run of removals took,
    /// summed over every mutation applied: the tests' measure that removing many children of
    /// one parent costs in proportion to them, not to their square.
    private(set) var visitedChildren = 0

    /// Applies one batch in order. A mutation that does not fit the replica (an unknown id, an
    /// insert over an existing id) throws; the mutations before it stay applied.
    public mutating func apply(_ mutations: [HostMutation]) throws(HostReplicaError) {
        var index = mutations.startIndex
        while index < mutations.endIndex {
            if case .remove = mutations[index] {
                index = try applyRemovals(in: mutations, from: index)
            } else {
                try apply(mutations[index])
                index += 1
            }
        }
    }

    /// Applies the run of removals that starts at `start` and returns where it ends. Each
    /// parent's children are filtered once for the whole run (a cleared list's children are
    /// dropped at once), where applying them one by one searched the children for every removal.
    /// A removal that does not fit throws with the ones before it applied, as one by one.
    private mutating func applyRemovals(in mutations: [HostMutation], from start: Int) throws(HostReplicaError) -> Int {
        var leaving: [HostElementID: Set<HostElementID>] = [:]
        defer {
            for (parent, gone) in leaving { removeChildren(gone, of: parent) }
        }
        var index = start
        while index < mutations.endIndex, case .remove(let id) = mutations[index] {
            // An element whose parent went earlier in the run went with it, and is unknown now.
            guard let parent = elements[id]?.parent else { throw .unknownElement(id) }
            leaving[parent, default: []].insert(id)
            forget(id)
            index += 1
        }
        return index
    }

    /// Takes `gone` (all children of `parent`) out of `parent`'s children in one pass.
    private mutating func removeChildren(_ gone: Set<HostElementID>, of parent: HostElementID) {
        guard let count = elements[parent]?.children.count else { return }
        if gone.count == count {
            elements[parent]?.children.removeAll()
        } else {
            visitedChildren += count
            elements[parent]?.children.removeAll { gone.contains($0) }
        }
    }

    /// Applies one mutation.
    public mutating func apply(_ mutation: HostMutation) throws(HostReplicaError) {
        switch mutation {
        case .insert(let insertion):
            guard elements[insertion.id] == nil else { throw .duplicateElement(insertion.id) }
            guard elements[insertion.parent] != nil else { throw .unknownElement(insertion.parent) }
            elements[insertion.id] = Element(
                kind: insertion.kind, properties: insertion.properties, events: insertion.events,
                parent: insertion.parent, children: [])
            try place(insertion.id, in: insertion.parent, before: insertion.before)
        case .remove(let id):
            guard let element = elements[id], let parent = element.parent else { throw .unknownElement(id) }
            visitedChildren += elements[parent]?.children.count ?? 0
            elements[parent]?.children.removeAll { $0 == id }
            forget(id)
        case .move(let id, let parent, let before):
            guard elements[id]?.parent == parent else { throw .unknownElement(id) }
            elements[parent]?.children.removeAll { $0 == id }
            try place(id, in: parent, before: before)
        case .update(let id, let changes):
            guard elements[id] != nil else { throw .unknownElement(id) }
            elements[id]?.properties.apply(changes)
        case .events(let id, let events):
            guard elements[id] != nil else { throw .unknownElement(id) }
            elements[id]?.events = events
        }
    }

    /// A value copy of the replica, comparable with ``HostTree/snapshot()``.
    public func snapshot() -> HostElementSnapshot { snapshot(of: .root) }

    /// A value copy of one element and everything below it (an unknown id: an empty container).
    public func snapshot(of id: HostElementID) -> HostElementSnapshot {
        let element = elements[id] ?? Element(kind: .container, properties: [], events: [], parent: nil, children: [])
        return HostElementSnapshot(
            id: id, kind: element.kind, properties: element.properties, events: element.events,
            children: element.children.map { snapshot(of: $0) })
    }

    /// Puts `id` among `parent`'s children, in place: copying the sibling list out and back
    /// would copy every sibling on each insert (the dictionary still holds the old buffer), which
    /// made appending rows one by one cost the square of the rows.
    private mutating func place(_ id: HostElementID, in parent: HostElementID, before: HostElementID?) throws(HostReplicaError) {
        guard elements[parent] != nil else { throw .unknownElement(parent) }
        if let before {
            guard let index = elements[parent]?.children.firstIndex(of: before) else { throw .unknownElement(before) }
            elements[parent]?.children.insert(id, at: index)
        } else {
            elements[parent]?.children.append(id)
        }
    }

    private mutating func forget(_ id: HostElementID) {
        guard let element = elements.removeValue(forKey: id) else { return }
        for child in element.children { forget(child) }
    }
}

/// A mutation a ``HostReplica`` could not apply: the log and the replica disagree.
public enum HostReplicaError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownElement(HostElementID)
    case duplicateElement(HostElementID)

    public var description: String {
        switch self {
        case .unknownElement(let id): "The mutation names \(id), which the replica does not hold."
        case .duplicateElement(let id): "The mutation inserts \(id), which the replica already holds."
        }
    }
}
