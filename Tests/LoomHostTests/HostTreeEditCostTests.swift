@testable import LoomHost
import Testing

/// Issue 18: removing, detaching or moving one child costs the host tree the same whatever
/// its parent holds. Counted, not timed: the children the tree steps through
/// (`visitedChildren`), at 1,000 and at 4,000 rows. Searching the siblings for the child, as
/// the tree did when children were an array of ids, visits about as many as precede it.
@MainActor
struct HostTreeEditCostTests {
    /// An attached list of `count` rows, each a row element holding two texts (a small
    /// subtree, as a table row is), with the log taken.
    private func makeList(rows count: Int) -> (HostTree, HostElementID, [HostElementID]) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { index in
            let row = tree.makeElement(.hstack)
            tree.appendChild(tree.makeElement(.text, properties: [.text("\(index)")]), to: row)
            tree.appendChild(tree.makeElement(.text, properties: [.text("row \(index)")]), to: row)
            return row
        }
        tree.insertChildren(rows, into: list)
        _ = tree.takeMutations()
        return (tree, list, rows)
    }

    /// Children visited by `edit` on a list of `count` rows.
    private func visits(rows count: Int, _ edit: (HostTree, [HostElementID]) -> Void) throws -> Int {
        let (tree, _, rows) = makeList(rows: count)
        let before = tree.visitedChildren
        edit(tree, rows)
        return tree.visitedChildren - before
    }

    @Test func movingAChildNearTheEndVisitsNoSibling() throws {
        // The benchmark's swap: the row next to last goes before the second, and back.
        let swap: (HostTree, [HostElementID]) -> Void = { tree, rows in
            let second = rows[1], nextToLast = rows[rows.count - 2]
            tree.moveChild(nextToLast, before: second)
            tree.moveChild(second, before: rows[rows.count - 1])
        }
        #expect(try visits(rows: 1_000, swap) == 0)
        #expect(try visits(rows: 4_000, swap) == 0)
    }

    @Test func removingARowVisitsOnlyItsOwnChildren() throws {
        let removeLate: (HostTree, [HostElementID]) -> Void = { tree, rows in tree.removeElement(rows[rows.count - 3]) }
        #expect(try visits(rows: 1_000, removeLate) == 2)
        #expect(try visits(rows: 4_000, removeLate) == 2)
    }

    @Test func detachingRowsVisitsOnlyTheirChildren() throws {
        let detachOne: (HostTree, [HostElementID]) -> Void = { tree, rows in tree.detachElement(rows[rows.count - 2]) }
        #expect(try visits(rows: 1_000, detachOne) == 2)
        #expect(try visits(rows: 4_000, detachOne) == 2)
        // Every other row of the list: their own children only, not the list's once more.
        let detachHalf: (HostTree, [HostElementID]) -> Void = { tree, rows in
            tree.detachElements(rows.indices.filter { $0.isMultiple(of: 2) }.map { rows[$0] })
        }
        #expect(try visits(rows: 1_000, detachHalf) == 1_000)
        #expect(try visits(rows: 4_000, detachHalf) == 4_000)
    }

    @Test func insertingBeforeALateRowVisitsNoSibling() throws {
        let insert: (HostTree, [HostElementID]) -> Void = { tree, rows in
            let row = tree.makeElement(.text)
            tree.insertChild(row, into: tree.element(rows[0])!.parent!, before: rows[rows.count - 1])
        }
        #expect(try visits(rows: 1_000, insert) == 0)
        #expect(try visits(rows: 4_000, insert) == 0)
    }

    /// The edits leave the children in the right order and log what a replica needs to follow.
    @Test func editsKeepTheOrderAndTheReplicaFollows() throws {
        let (tree, list, rows) = makeList(rows: 6)
        var replica = HostReplica()
        tree.setChildren(rows, of: list)  // unchanged: no log
        #expect(tree.takeMutations().isEmpty)
        // The replica starts from the list's log: detached and attached again, it is logged whole.
        tree.detachElement(list)
        _ = tree.takeMutations()
        tree.appendChild(list, to: tree.rootID)
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())

        tree.moveChild(rows[4], before: rows[1])
        tree.moveChild(rows[0], before: nil)
        tree.removeElement(rows[2])
        tree.detachElement(rows[5])
        let extra = tree.makeElement(.text, properties: [.text("extra")])
        tree.insertChild(extra, into: list, before: rows[3])
        #expect(tree.element(list)?.children == [rows[4], rows[1], extra, rows[3], rows[0]])
        #expect(tree.element(rows[2]) == nil && tree.element(rows[5])?.parent == nil)
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())

        // A detached row comes back with its children, and moving a child before itself is no edit.
        tree.insertChild(rows[5], into: list, before: rows[4])
        tree.moveChild(rows[1], before: rows[1])
        #expect(tree.element(list)?.children == [rows[5], rows[4], rows[1], extra, rows[3], rows[0]])
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())
    }

    /// An element held after its tree is gone reads as childless rather than reaching
    /// siblings nothing keeps any more.
    @Test func anElementOutlivingItsTreeHasNoChildren() {
        var held: HostElement?
        do {
            let (tree, list, _) = makeList(rows: 3)
            held = tree.element(list)
            #expect(held?.children.count == 3)
        }
        #expect(held?.children == [])
    }
}
