/// One change to a host tree, in the order the tree made it.
///
/// Renderers consume these in batches (``HostTree/takeMutations()``) and nothing else: a
/// renderer that replays them in order rebuilds the tree exactly (see ``HostReplica``).
/// Positions are given as "before this sibling" (`nil`: at the end), like the DOM's
/// `insertBefore`, so a renderer never has to keep indices in step.
public enum HostMutation: Hashable, Sendable, Codable {
    /// A new element, attached under `parent` before the sibling `before` (at the end if nil).
    /// A new subtree arrives parent first, then its children in order.
    case insert(HostInsertion)
    /// The element and everything below it leave the tree.
    case remove(HostElementID)
    /// Every child of the element leaves the tree with everything below it; the element stays
    /// (a cleared list). One entry however many children there were: the tree logs it when a
    /// parent loses two or more children at once and keeps none, a lone child leaves by
    /// ``remove(_:)``.
    case removeChildren(HostElementID)
    /// An element already under `parent` moves before the sibling `before` (to the end if nil).
    case move(HostElementID, parent: HostElementID, before: HostElementID?)
    /// Some of the element's properties change.
    case update(HostElementID, HostPropertyChanges)
    /// The set of events the element reports changes.
    case events(HostElementID, HostEventSet)
}

/// Everything a renderer needs to create one element.
public struct HostInsertion: Hashable, Sendable, Codable {
    public var id: HostElementID
    public var kind: HostElementKind
    public var properties: HostProperties
    public var events: HostEventSet
    public var parent: HostElementID
    public var before: HostElementID?

    public init(
        id: HostElementID, kind: HostElementKind, properties: HostProperties, events: HostEventSet,
        parent: HostElementID, before: HostElementID?
    ) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.events = events
        self.parent = parent
        self.before = before
    }
}

/// A value copy of a subtree: what renderers, snapshot tests and the replay invariant compare.
public struct HostElementSnapshot: Hashable, Sendable, Codable {
    public var id: HostElementID
    public var kind: HostElementKind
    public var properties: HostProperties
    public var events: HostEventSet
    public var children: [HostElementSnapshot]

    public init(
        id: HostElementID, kind: HostElementKind, properties: HostProperties = [],
        events: HostEventSet = [], children: [HostElementSnapshot] = []
    ) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.events = events
        self.children = children
    }

    /// The number of elements in this subtree, itself included.
    public var elementCount: Int { children.reduce(1) { $0 + $1.elementCount } }
}
