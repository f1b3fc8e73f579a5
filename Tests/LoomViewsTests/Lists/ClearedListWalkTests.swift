import Loom
import LoomTestSupport
import Testing

/// Issue 18: a list alone in its container (the list's node, and each node up to the
/// container's, its parent's only child), cleared, drops the container's children whole
/// without listing every row's elements and comparing that list with the children: the tree
/// visits only the elements it destroys. A list beside other content is cleared as before,
/// its siblings kept.
@MainActor
struct ClearedListWalkTests {
    /// Rows of a `ListModel`, each a stack of a label and a button, under a modifier inside
    /// their stack (a chain of single children up to the stack).
    struct AloneRows: View {
        let list: ListModel<Item>
        var body: some View {
            VStack {
                ForEach(list) { item in
                    HStack {
                        Text(item.name)
                        Button("select") {}
                    }
                }
                .bold()
            }
        }
    }

    /// The same rows after a heading in their stack.
    struct RowsAfterHeading: View {
        let list: ListModel<Item>
        var body: some View {
            VStack {
                Text("heading")
                ForEach(list) { item in Text(item.name) }
            }
        }
    }

    @Test func clearingAListAloneVisitsOnlyTheElementsItDestroys() throws {
        let list = ListModel(items(0..<500))
        let host = ViewHost(AloneRows(list: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let stack = try #require(host.hostTree.snapshot().children.first)
        let elementsBefore = host.hostTree.elementCount
        let visitedBefore = host.hostTree.visitedChildren

        list.removeAll()
        host.update()
        let batch = host.hostTree.takeMutations()
        #expect(batch == [.removeChildren(stack.id)])
        // Each row's stack, label and button, each visited once as it is destroyed: the
        // comparison of the listed rows' elements with the stack's children visited 500 more.
        #expect(host.hostTree.elementCount == elementsBefore - 1_500)
        #expect(host.hostTree.visitedChildren - visitedBefore == 1_500)
        try replica.apply(batch)
        #expect(replica.snapshot() == host.hostTree.snapshot())

        // The list fills again from empty, in the same stack.
        list.append(contentsOf: items(0..<3))
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(try #require(host.hostTree.snapshot().children.first).children.count == 3)
    }

    @Test func clearingAListBesideAHeadingKeepsTheHeading() throws {
        let list = ListModel(items(0..<20))
        let host = ViewHost(RowsAfterHeading(list: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())

        list.removeAll()
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        let stack = try #require(host.hostTree.snapshot().children.first)
        #expect(stack.children.count == 1)

        list.append(contentsOf: items(0..<2))
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(try #require(host.hostTree.snapshot().children.first).children.count == 3)
    }
}
