@testable import LoomHost
import Testing

/// Issue 18: removing children of one parent (a cleared list, one row) costs the replica, and
/// the host tree, in proportion to what is removed, not to the siblings. Counted, not timed:
/// the children the replica steps through.
@MainActor
struct HostReplicaRemovalTests {
    /// A tree with `count` rows under one list element, and a replica of it.
    private func makeList(rows count: Int) throws -> (HostTree, HostElementID, [HostElementID], HostReplica) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        tree.setChildren(rows, of: list)
        var replica = HostReplica()
        try replica.apply(tree.takeMutations())
        return (tree, list, rows, replica)
    }

    /// Children visited to remove `removed` of the list's rows in one batch.
    private func visitsToRemove(rows count: Int, where removed: (Int) -> Bool) throws -> Int {
        var (tree, list, rows, replica) = try makeList(rows: count)
        tree.detachElements(rows.indices.filter(removed).map { rows[$0] })
        let before = replica.visitedChildren
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())
        #expect(replica.children(of: list) == tree.element(list)?.children)
        return replica.visitedChildren - before
    }

    /// A clear arrives as one ``HostMutation/removeChildren(_:)``: the replica steps through
    /// each removed row once, to forget it, and unlinks none (one entry, not one per row).
    @Test func clearingEveryChildVisitsEachRemovedRowOnce() throws {
        #expect(try visitsToRemove(rows: 1_000) { _ in true } == 1_000)
        #expect(try visitsToRemove(rows: 4_000) { _ in true } == 4_000)
    }

    /// Every other row: each removal unlinks its row, and no sibling is visited (filtering the
    /// children once per run visited all 1,000 and 4,000; one search per removal, the square).
    @Test func removingHalfTheChildrenVisitsNone() throws {
        #expect(try visitsToRemove(rows: 1_000) { $0.isMultiple(of: 2) } == 0)
        #expect(try visitsToRemove(rows: 4_000) { $0.isMultiple(of: 2) } == 0)
    }

    /// One row near the end, as the benchmark's remove: no sibling visited at either size.
    @Test func removingOneLateChildVisitsNone() throws {
        #expect(try visitsToRemove(rows: 1_000) { $0 == 997 } == 0)
        #expect(try visitsToRemove(rows: 4_000) { $0 == 3_997 } == 0)
    }

    /// A swap of the second and the next-to-last row, and an insertion before a late row, are
    /// followed by the replica in order (the anchors are found by id, not among the siblings).
    @Test func movesAndInsertionsBeforeLateRowsAreFollowed() throws {
        var (tree, list, rows, replica) = try makeList(rows: 1_000)
        tree.moveChild(rows[998], before: rows[1])
        tree.moveChild(rows[1], before: rows[999])
        tree.insertChild(tree.makeElement(.text, properties: [.text("new")]), into: list, before: rows[997])
        try replica.apply(tree.takeMutations())
        #expect(replica.children(of: list) == tree.element(list)?.children)
        #expect(replica.childCount(of: list) == 1_001)
        #expect(replica.snapshot() == tree.snapshot())
    }

    /// Removing a row with children visits those children only (the subtree it forgets).
    @Test func removingARowVisitsItsOwnChildrenOnly() throws {
        var (tree, list, _, replica) = try makeList(rows: 10)
        let row = tree.makeElement(.hstack)
        tree.appendChild(tree.makeElement(.text), to: row)
        tree.appendChild(tree.makeElement(.text), to: row)
        tree.insertChild(row, into: list, before: nil)
        try replica.apply(tree.takeMutations())
        let before = replica.visitedChildren
        tree.removeElement(row)
        try replica.apply(tree.takeMutations())
        #expect(replica.visitedChildren - before == 2)
        #expect(replica.snapshot() == tree.snapshot())
    }

    /// A run of removals that does not fit stops where it fails, the removals before it
    /// applied and their parent's children up to date, as when applied one by one.
    @Test func aRemovalOfAnUnknownElementThrowsWithTheEarlierOnesApplied() throws {
        var (tree, list, rows, replica) = try makeList(rows: 5)
        let unknown = tree.makeElement(.text)
        let batch: [HostMutation] = [.remove(rows[0]), .remove(rows[3]), .remove(unknown), .remove(rows[1])]
        #expect(throws: HostReplicaError.unknownElement(unknown)) { try replica.apply(batch) }
        #expect(replica.children(of: list) == [rows[1], rows[2], rows[4]])
        #expect(replica.element(rows[0]) == nil)
        #expect(replica.element(rows[1]) != nil)
    }

    /// The host tree detaches many elements at once: the log removes them in the order given,
    /// the parent keeps the others in order, and the detached elements live on.
    @Test func detachingSeveralElementsLogsEachAndKeepsTheRest() throws {
        var (tree, list, rows, replica) = try makeList(rows: 6)
        tree.detachElements([rows[4], rows[1], rows[2]])
        let mutations = tree.takeMutations()
        #expect(mutations == [.remove(rows[4]), .remove(rows[1]), .remove(rows[2])])
        #expect(tree.element(list)?.children == [rows[0], rows[3], rows[5]])
        #expect(tree.element(rows[1]) != nil && tree.element(rows[1])?.parent == nil)
        try replica.apply(mutations)
        #expect(replica.snapshot() == tree.snapshot())
        tree.appendChild(rows[1], to: list)
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())
    }
}
