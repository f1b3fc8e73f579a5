import LoomReactive

/// A strong handle to a node for change handlers (Observation, Combine sinks) that may outlive it.
///
/// Handlers used to capture `[weak node]`; a weak reference gives every observed node a side
/// table, which made each retain and release of it slow. The handle is cleared when the node
/// is unmounted or deallocated, both on the main actor, so its unretained pointer never dangles
/// while it is read there. Whatever may outlive the node holds the handle strongly: Observation
/// change handlers, Combine sinks, `@State` boxes, ``TrackedReaders`` entries, main-actor hops.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``Node``.
@MainActor
final class NodeReference {
    var node: Node? {
        get { pointer?.takeUnretainedValue() }
        set { pointer = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The node, unretained: reading an `unowned(unsafe)` property retained it for the length
    /// of every use (see ``withNode(_:)``).
    @exclusivity(unchecked) private var pointer: Unmanaged<Node>?
    /// Counts the node's body evaluations, so ``TrackedReaders`` can tell a read made by the
    /// current body from one an earlier body made.
    @exclusivity(unchecked) var readGeneration: UInt32 = 0
    /// Set when a value the node read changed (a tracked value, an `@Observable` property, an
    /// observed object), as opposed to an edit of a ``ListModel`` it follows. A `ForEach`
    /// clears it when it builds: set, its content closures may now build other rows, so every
    /// row is evaluated again.
    @exclusivity(unchecked) var readValueChanged = false
    /// The node's rarely needed storage (``Node/storage``), kept here rather than in a word of
    /// every node (memory per row, see ``NodeViewSlot``): this object has room for it in its
    /// allocator block. The node drops it when it is unmounted (``Node/releaseHandle()``), or
    /// when it is freed still mounted, as this handle may outlive it.
    @exclusivity(unchecked) var storage: NodeStorage?

    init(_ node: Node) {
        self.pointer = Unmanaged.passUnretained(node)
    }

    /// Invalidates the node because a value it read changed (see ``readValueChanged``).
    func readValueDidChange(because reason: @autoclosure () -> String) -> Bool {
        readValueChanged = true
        return withNode { $0.invalidate(because: reason()) } ?? true
    }

    /// Calls `body` with the node, unretained, if it is still there (see `withGuaranteed`):
    /// the caller is on the main actor, where the node is cleared before it goes away, and
    /// `body` (an invalidation) frees no node: it only queues one, or is refused during a body.
    func withNode<Result>(_ body: (Node) throws -> Result) rethrows -> Result? {
        guard let pointer else { return nil }
        return try withGuaranteed(pointer, body)
    }
}
