import Testing

@testable import LoomViews

/// A node's child list is made, at its second child, with room for as many children as its
/// type's nodes have had (``ViewTypeInfo/knownChildCount``), so a row's stack does not regrow
/// its list child by child (two array allocations per created row of the benchmark table).
@MainActor
struct ChildListReservationTests {
    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Text(label)
                Text("b")
                Text("c")
                Text("d")
                Text("e")
                Text("f")
                Text("g")
            }
        }
    }

    struct Rows: View {
        var body: some View {
            VStack {
                Row(label: "first")
                Row(label: "second")
            }
        }
    }

    /// Each row's stack node (the row's body's node, whose children are the tuple's).
    private func stacks(_ root: Node) throws -> [Node] {
        let vstack = try #require(root.children.first)
        return try vstack.children.map { row in try #require(row.children.first) }
    }

    @Test func aLaterNodeOfATypeGetsRoomForAllItsChildrenAtOnce() throws {
        let root = Node()
        Rows().buildNodeTree(root)
        let stacks = try stacks(root)
        #expect(stacks.map(\.childNodes.count) == [7, 7])
        // Grown one by one, the list's array went from two to five to ten or more (with the
        // allocator's rounding); made with room for seven, it has seven or a little more.
        #expect(stacks[1].childNodes.array.capacity < 10)
    }

    @Test func childrenKeepTheirOrderAndContent() {
        let host = ViewHost(Rows())
        let texts = host.hostTree.snapshot().labels
        #expect(texts == ["first", "b", "c", "d", "e", "f", "g", "second", "b", "c", "d", "e", "f", "g"])
    }
}
