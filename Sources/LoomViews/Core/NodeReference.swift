/// A strong handle to a node for change handlers (Observation, Combine sinks) that may outlive it.
///
/// Handlers used to capture `[weak node]`; a weak reference gives every observed node a side
/// table, which made each retain and release of it slow. The handle is cleared when the node
/// is unmounted or deallocated, both on the main actor, so `unowned(unsafe)` never dangles
/// while it is read there.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``Node``.
@MainActor
final class NodeReference {
    @exclusivity(unchecked) unowned(unsafe) var node: Node?
    /// Counts the node's body evaluations, so ``TrackedReaders`` can tell a read made by the
    /// current body from one an earlier body made.
    @exclusivity(unchecked) var readGeneration: UInt32 = 0

    init(_ node: Node) {
        self.node = node
    }
}
