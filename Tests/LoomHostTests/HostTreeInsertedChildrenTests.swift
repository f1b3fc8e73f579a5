import LoomHost
import LoomTextRenderer
import Testing

/// `setChildren` given only new children after the old ones (the shape a list's rows arrive in)
/// checks the new ids without a set of them: a bad list is refused as a whole and then handled
/// like any other list, one issue per bad id, the rest placed.
@MainActor
struct HostTreeInsertedChildrenTests {
    private func makeTree(issues: @escaping @MainActor (RuntimeIssue) -> Void) -> (HostTree, HostElementID, [HostElementID]) {
        let tree = HostTree()
        tree.issueHandler = issues
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<3).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        tree.setChildren(rows, of: list)
        return (tree, list, rows)
    }

    private func children(of id: HostElementID, in tree: HostTree) -> [HostElementID] {
        tree.element(id)?.children ?? []
    }

    @Test func aNewChildListedTwiceIsPlacedOnceAndReported() throws {
        var issues: [String] = []
        let (tree, list, rows) = makeTree { issues.append($0.message) }
        let added = (0..<2).map { tree.makeElement(.text, properties: [.text("new \($0)")]) }
        tree.setChildren(rows + [added[0], added[1], added[0]], of: list)
        #expect(children(of: list, in: tree) == rows + added)
        #expect(added.allSatisfy { tree.element($0)?.parent == list })
        #expect(issues.count == 1)
        var replica = HostReplica()
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())
    }

    @Test func aParentListedAsItsOwnNewChildIsLeftOut() {
        var issues: [String] = []
        let tree = HostTree()
        tree.issueHandler = { issues.append($0.message) }
        let detached = tree.makeElement(.vstack)
        let row = tree.makeElement(.text, properties: [.text("row")])
        tree.setChildren([row, detached], of: detached)
        #expect(children(of: detached, in: tree) == [row])
        #expect(tree.element(detached)?.parent == nil)
        #expect(issues.count == 1)
    }

    @Test func aRefusedListLeavesItsOtherNewChildrenUnmarked() {
        var issues: [String] = []
        let (tree, list, rows) = makeTree { issues.append($0.message) }
        let other = tree.makeElement(.vstack)
        tree.appendChild(other, to: tree.rootID)
        let placedElsewhere = tree.makeElement(.text, properties: [.text("elsewhere")])
        tree.appendChild(placedElsewhere, to: other)
        let added = (0..<3).map { tree.makeElement(.text, properties: [.text("new \($0)")]) }
        // The last id belongs to another parent: the quick path refuses the list after marking
        // the three new children; the general path must still see them as new and place them.
        tree.setChildren(rows + added + [placedElsewhere], of: list)
        #expect(children(of: list, in: tree) == rows + added)
        #expect(children(of: other, in: tree) == [placedElsewhere])
        #expect(issues.count == 1)
    }
}
