import LoomHost
import Testing

@testable import LoomViews

/// Blocks of two to ten children take the builder's overloads written out per count
/// (`ViewBuilder+Blocks.swift`), longer ones the variadic block: every count keeps its children
/// in the order written, each at its own position, and an update reaches the child that
/// changed.
@MainActor
struct ViewBuilderBlockTests {
    /// A stack of `count` texts, "1" to "count" (the last one `last` instead), written out as
    /// a view builder block of that many children.
    struct Block: View {
        let count: Int
        let last: String

        func label(_ position: Int) -> String { position == count ? last : "\(position)" }

        var body: some View {
            switch count {
            case 2: VStack { Text(label(1)); Text(label(2)) }
            case 3: VStack { Text(label(1)); Text(label(2)); Text(label(3)) }
            case 4: VStack { Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)) }
            case 5: VStack { Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)) }
            case 6:
                VStack { Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6)) }
            case 7:
                VStack {
                    Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6))
                    Text(label(7))
                }
            case 8:
                VStack {
                    Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6))
                    Text(label(7)); Text(label(8))
                }
            case 9:
                VStack {
                    Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6))
                    Text(label(7)); Text(label(8)); Text(label(9))
                }
            case 10:
                VStack {
                    Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6))
                    Text(label(7)); Text(label(8)); Text(label(9)); Text(label(10))
                }
            default:
                VStack {
                    Text(label(1)); Text(label(2)); Text(label(3)); Text(label(4)); Text(label(5)); Text(label(6))
                    Text(label(7)); Text(label(8)); Text(label(9)); Text(label(10)); Text(label(11))
                }
            }
        }
    }

    @Test(arguments: 2...11)
    func aBlockKeepsItsChildrenInOrderAndUpdatesTheOneThatChanged(count: Int) {
        let host = ViewHost(Block(count: count, last: "last"))
        let expected = (1..<count).map { "\($0)" }
        #expect(host.hostTree.snapshot().labels == expected + ["last"])
        let elements = host.hostTree.snapshot().children.first?.children.map(\.id)
        Block(count: count, last: "changed").buildNodeTree(host.rootNode)
        #expect(host.hostTree.snapshot().labels == expected + ["changed"])
        // The same elements: each child was updated where it stands, none made again.
        #expect(host.hostTree.snapshot().children.first?.children.map(\.id) == elements)
    }

    /// The blocks written out make the same type as the variadic one.
    @Test func aWrittenOutBlockIsATupleViewOfItsChildren() {
        let block = ViewBuilder.buildBlock(Text("a"), Text("b"), EmptyView())
        let tuple: TupleView<Text, Text, EmptyView> = block
        #expect(tuple.value.0 == Text("a"))
        #expect(tuple.value.1 == Text("b"))
    }
}
