import Loom
import LoomTestSupport
import Testing

/// Issue 18: a list whose rows are all its container's children, cleared (a `ListModel`'s
/// `removeAll`, or an array `ForEach` given no elements), reaches the host tree as one edit:
/// one ``HostMutation/removeChildren(_:)``, not one removal per row, and every row's elements
/// leave the tree.
@MainActor
struct ClearedRowsTests {
    /// Rows of a `ListModel` alone in their stack, each a stack of a label and a button.
    struct ListRows: View {
        let list: ListModel<Item>
        var body: some View {
            VStack {
                ForEach(list) { item in
                    HStack {
                        Text(item.name)
                        Button("select") {}
                    }
                }
            }
        }
    }

    @Observable final class Numbers {
        var values: [Int]
        init(_ values: [Int]) { self.values = values }
    }

    /// Rows of an array alone in their stack.
    struct ArrayRows: View {
        let numbers: Numbers
        var body: some View {
            VStack {
                ForEach(numbers.values, id: \.self) { Text("row \($0)") }
            }
        }
    }

    /// The stack the rows are in.
    private func rowsStack(of host: ViewHost) throws -> HostElementSnapshot {
        try #require(host.hostTree.snapshot().children.first)
    }

    @Test func clearingAListModelOf1000RowsLogsOneRemovalOfEveryChild() throws {
        let list = ListModel(items(0..<1_000))
        let host = ViewHost(ListRows(list: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let stack = try rowsStack(of: host)
        let elementsBefore = host.hostTree.elementCount

        list.removeAll()
        host.update()
        let batch = host.hostTree.takeMutations()
        #expect(batch == [.removeChildren(stack.id)])
        // Each row's three elements (its stack, label and button) are gone from the tree.
        #expect(host.hostTree.elementCount == elementsBefore - 3_000)
        try replica.apply(batch)
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(replica.elementCount == host.hostTree.elementCount)
    }

    @Test func anArrayForEachGivenNoElementsLogsOneRemovalOfEveryChild() throws {
        let numbers = Numbers(Array(0..<1_000))
        let host = ViewHost(ArrayRows(numbers: numbers))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let stack = try rowsStack(of: host)
        let elementsBefore = host.hostTree.elementCount

        numbers.values = []
        host.update()
        let batch = host.hostTree.takeMutations()
        #expect(batch == [.removeChildren(stack.id)])
        #expect(host.hostTree.elementCount == elementsBefore - 1_000)
        try replica.apply(batch)
        #expect(replica.snapshot() == host.hostTree.snapshot())

        // The list fills again from empty.
        numbers.values = [7, 8]
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(try rowsStack(of: host).children.count == 2)
    }

    /// Rows cleared and added back in one update keep their elements: they left as one edit,
    /// and come back as inserts the replica follows.
    @Test func rowsClearedAndAddedBackInOneUpdateKeepTheirElements() throws {
        let list = ListModel(items(0..<20))
        let host = ViewHost(ListRows(list: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let shownBefore = host.hostTree.snapshot()
        list.removeAll()
        list.append(contentsOf: items(0..<20))
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(host.hostTree.snapshot() == shownBefore)
    }
}
