import LoomTestSupport
import Testing

@testable import LoomViews

/// What every node costs: a node is made for every view of every row, so its size and what it
/// allocates beside itself are memory per row (`loom-bench --memory`).
@MainActor
struct NodeFootprintTests {
    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Text(label)
                Text("x")
            }
        }
    }

    struct Rows: View {
        var body: some View {
            VStack {
                Row(label: "a")
                Row(label: "b")
            }
        }
    }

    /// The two rows' stacks (a stack's tuple has no node: its children are the stack's), and
    /// the two rows themselves.
    private func nodes(_ host: ViewHost) throws -> (stacks: (Node, Node), rows: (Node, Node)) {
        let outer = try #require(host.rootNode.children.first)
        let rows = (outer.children[0], outer.children[1])
        func stack(_ row: Node) throws -> Node { try #require(row.children.first) }
        return (try (stack(rows.0), stack(rows.1)), rows)
    }

    @Test func nodesOfOneTypeShareItsPlansAndStacksShareTheirShell() throws {
        let host = ViewHost(Rows())
        let (stacks, rows) = try nodes(host)
        #expect(rows.0.typeInfo != nil && rows.0.typeInfo === rows.1.typeInfo)
        #expect(rows.0.comparator != nil || rows.1.comparator == nil)
        // A stack's node keeps only its shell, the same for both: one stored view.
        #expect(stacks.0.storedView != nil && stacks.0.storedView === stacks.1.storedView)
        #expect(stacks.0.view is HStack<TupleView<Text, Text>>)
        #expect(stacks.0.children.count == 2)
    }

    #if os(Linux)
    /// 71 bytes of node in an 80-byte block (72 usable): the type info kept by the stored view and
    /// the storage by the handle (see ``NodeViewSlot``). Before, 87 bytes in a 96-byte block, with
    /// the context in one word, the host element's id in 32 bits and the depth in 16; before
    /// that 101 bytes in a 112-byte block; before
    /// its small fields were packed (flags in a byte, depth as `Int32`, the host element as a raw
    /// id, one reference for the pending modifiers) 120 in a 128-byte block; with the type's
    /// identity and its two plans in each node 136 in a 144-byte block.
    @Test func aNodeFitsTheAllocatorsSmallerBlock() throws {
        let host = ViewHost(Rows())
        let (_, rows) = try nodes(host)
        let usable = allocatorBlockUsableSize(of: rows.0)
        #expect(usable <= 72)
    }

    /// The type info a leaf's stored view now carries fits the block the value alone took: a
    /// text's (16 bytes of object header, 16 of string) was 32 bytes in a 48-byte block (40
    /// usable), and is 40 in the same block.
    @Test func aLeafsStoredViewKeepsItsTypeInfoInTheSameBlock() throws {
        let host = ViewHost(Rows())
        let (stacks, _) = try nodes(host)
        let text = try #require(stacks.0.children.first?.storedView)
        #expect(text.typeInfo.type == ObjectIdentifier(Text.self))
        let usable = allocatorBlockUsableSize(of: text)
        #expect(usable <= 40)
    }
    #endif
}
