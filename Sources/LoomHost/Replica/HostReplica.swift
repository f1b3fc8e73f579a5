/// A tree rebuilt purely from ``HostMutation`` batches: what every renderer keeps on its side.
///
/// It is also the invariant check for the whole system: after any sequence of updates, a
/// replica fed the mutation log equals the ``HostTree`` it came from.
public struct HostReplica: Sendable {
    /// Children are a doubly linked list by id (as in ``HostTree``): removing or moving one
    /// child, or inserting one before a sibling, looks up a few elements by id and never
    /// searches or shifts the siblings, so a swap or a removal costs the same at 1,000 and at
    /// 10,000 rows. As in the tree, the list is circular backwards only (the first child's back
    /// link names the last child), so the parent needs no link to its last child.
    ///
    /// Small, because a server holds a replica per session (issue 18: server memory per
    /// session): links are 32-bit raw ids (-1 for none), the child count is 32 bits in the
    /// padding after the kind and events, and the elements are kept in an ``IDTable`` instead
    /// of a dictionary, 40 bytes an element in all where a dictionary took about 145 (an 88-byte
    /// entry and its spare capacity) and 64-bit links 56. `HostReplicaFootprintTests` pins the
    /// size. An insert of an id past `Int32.max` throws (`.unknownElement`; the wire encoder then
    /// resets the page): the table keeps 16 bytes per 256 ids below its highest, 128 MiB there.
    struct Element: Sendable {
        var properties: HostProperties
        var kind: HostElementKind
        var events: HostEventSet
        var childCount: Int32 = 0
        var parent = noLink
        var firstChild = noLink
        /// The previous sibling, or for the first child the last one (itself when alone).
        var backLink = noLink
        var nextSibling = noLink

        init(kind: HostElementKind, properties: HostProperties, events: HostEventSet) {
            self.kind = kind
            self.properties = properties
            self.events = events
        }
    }

    /// An element id as a raw number, or ``noLink``.
    private typealias Link = Int32

    private var elements: IDTable<Element> = {
        var elements = IDTable<Element>()
        elements.insert(Element(kind: .root, properties: [], events: []), at: .root)
        return elements
    }()
    /// The highest id inserted so far: the chunk of the next one is kept when it empties (see
    /// ``IDTable``), as a tree hands out ids in increasing order.
    private var highestID = 0

    /// An empty replica holding only the root.
    public init() {}

    /// How many chunks of its table the replica holds: tests read it to check that a cleared
    /// list gives its memory back.
    var heldChunks: Int { elements.heldChunks }

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

    /// An element's children in order, if the replica has it. Walks them: O(children).
    public func children(of id: HostElementID) -> [HostElementID]? {
        guard let element = elements[id] else { return nil }
        var ids: [HostElementID] = []
        ids.reserveCapacity(Int(element.childCount))
        var cursor = element.firstChild
        while let child = Self.id(cursor) {
            ids.append(child)
            cursor = elements[child]?.nextSibling ?? noLink
        }
        return ids
    }

    /// How many children an element has, if the replica has it. O(1).
    public func childCount(of id: HostElementID) -> Int? { elements[id].map { Int($0.childCount) } }

    /// An element's parent (nil for the root and for elements the replica does not have).
    public func parent(of id: HostElementID) -> HostElementID? { elements[id].flatMap { Self.id($0.parent) } }

    /// Children stepped through by the replica's edits, summed over every mutation applied (a
    /// removal forgets the removed element's subtree; ``children(of:)`` and ``snapshot()`` are
    /// reads and not counted): the tests' measure that removing, moving or inserting one child
    /// costs in proportion to it, not to its siblings.
    private(set) var visitedChildren = 0

    /// Applies one batch in order. A mutation that does not fit the replica (an unknown id, an
    /// insert over an existing id) throws; the mutations before it stay applied.
    public mutating func apply(_ mutations: [HostMutation]) throws(HostReplicaError) {
        for mutation in mutations { try apply(mutation) }
    }

    /// Applies one mutation.
    public mutating func apply(_ mutation: HostMutation) throws(HostReplicaError) {
        switch mutation {
        case .insert(let insertion):
            guard elements[insertion.id] == nil else { throw .duplicateElement(insertion.id) }
            guard elements[insertion.parent] != nil else { throw .unknownElement(insertion.parent) }
            let anchor = try anchor(insertion.before, in: insertion.parent)
            guard insertion.id.rawValue >= 0, insertion.id.rawValue <= Link.max else { throw .unknownElement(insertion.id) }
            elements.insert(Element(kind: insertion.kind, properties: insertion.properties, events: insertion.events), at: insertion.id)
            highestID = max(highestID, insertion.id.rawValue)
            link(insertion.id, into: insertion.parent, before: anchor)
        case .remove(let id):
            guard let parent = elements[id].flatMap({ Self.id($0.parent) }) else { throw .unknownElement(id) }
            unlink(id, from: parent)
            forget(id)
        case .removeChildren(let parent):
            guard let element = elements[parent] else { throw .unknownElement(parent) }
            // The list is dropped whole: no child is unlinked from its siblings.
            elements[parent]?.firstChild = noLink
            elements[parent]?.childCount = 0
            forgetSiblings(from: element.firstChild)
        case .move(let id, let parent, let before):
            guard elements[id].map({ Int($0.parent) }) == parent.rawValue else { throw .unknownElement(id) }
            let anchor = try anchor(before, in: parent)
            guard anchor != id else { return }  // before itself: it stays
            unlink(id, from: parent)
            link(id, into: parent, before: anchor)
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
        let element = elements[id] ?? Element(kind: .container, properties: [], events: [])
        return HostElementSnapshot(
            id: id, kind: element.kind, properties: element.properties, events: element.events,
            children: (children(of: id) ?? []).map { snapshot(of: $0) })
    }

    // MARK: Links

    private static func id(_ link: Link) -> HostElementID? { link < 0 ? nil : HostElementID(Int(link)) }

    /// The link to an element the replica holds (so its id fits: see ``Element``).
    private static func link(_ id: HostElementID) -> Link { Link(truncatingIfNeeded: id.rawValue) }

    /// `before` checked to be a child of `parent` (nil: the end). One look-up, no search.
    private func anchor(_ before: HostElementID?, in parent: HostElementID) throws(HostReplicaError) -> HostElementID? {
        guard let before else { return nil }
        guard elements[before].map({ Int($0.parent) }) == parent.rawValue else { throw .unknownElement(before) }
        return before
    }

    /// Puts `id` (in no list) among `parent`'s children before `anchor` (last when nil). The
    /// elements are changed in place (`elements[x]?.field = ...`): copying one out and back
    /// would copy its properties on each edit.
    private mutating func link(_ id: HostElementID, into parent: HostElementID, before anchor: HostElementID?) {
        elements[id]?.parent = Self.link(parent)
        let first = elements[parent]?.firstChild ?? noLink
        if first == noLink {
            elements[parent]?.firstChild = Self.link(id)
            elements[id]?.backLink = Self.link(id)
            elements[id]?.nextSibling = noLink
        } else if let anchor {
            let previous = elements[anchor]?.backLink ?? noLink  // the last child when `anchor` is the first
            elements[id]?.backLink = previous
            elements[id]?.nextSibling = Self.link(anchor)
            elements[anchor]?.backLink = Self.link(id)
            if first == Self.link(anchor) {
                elements[parent]?.firstChild = Self.link(id)
            } else if let previous = Self.id(previous) {
                elements[previous]?.nextSibling = Self.link(id)
            }
        } else {
            let firstChild = HostElementID(Int(first))
            let last = elements[firstChild]?.backLink ?? noLink
            elements[id]?.backLink = last
            elements[id]?.nextSibling = noLink
            elements[firstChild]?.backLink = Self.link(id)
            if let last = Self.id(last) { elements[last]?.nextSibling = Self.link(id) }
        }
        elements[parent]?.childCount += 1
    }

    /// Takes `id` out of `parent`'s children (its `parent` is left as it was).
    private mutating func unlink(_ id: HostElementID, from parent: HostElementID) {
        guard let element = elements[id], let first = elements[parent]?.firstChild else { return }
        let back = element.backLink
        let next = element.nextSibling
        if first == Self.link(id) {
            elements[parent]?.firstChild = next
            // The new first child names the last one.
            if let next = Self.id(next) { elements[next]?.backLink = back }
        } else {
            if let back = Self.id(back) { elements[back]?.nextSibling = next }
            // The follower's back link, or the first child's when `id` was the last.
            if let next = Self.id(next) {
                elements[next]?.backLink = back
            } else if let first = Self.id(first) {
                elements[first]?.backLink = back
            }
        }
        elements[id]?.backLink = noLink
        elements[id]?.nextSibling = noLink
        elements[parent]?.childCount -= 1
    }

    /// Forgets an element and its subtree; returns the link to its next sibling (as it was).
    @discardableResult
    private mutating func forget(_ id: HostElementID) -> Link {
        guard let element = elements.remove(id, keepingChunkOf: highestID + 1) else { return noLink }
        forgetSiblings(from: element.firstChild)
        return element.nextSibling
    }

    /// Forgets `first` and every sibling after it, with their subtrees.
    private mutating func forgetSiblings(from first: Link) {
        var cursor = first
        while let child = Self.id(cursor) {
            visitedChildren += 1
            cursor = forget(child)
        }
    }
}

/// The link of no element in a ``HostReplica`` (ids are never negative).
private let noLink: Int32 = -1

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
