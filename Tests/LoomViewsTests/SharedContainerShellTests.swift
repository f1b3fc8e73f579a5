import LoomReactive
import Testing

@testable import LoomViews

/// Nodes of one container type with the same shell share one stored view (memory per row,
/// issue 18): a table's rows keep one stack shell and one modifier shell between them. A node
/// whose shell changes gets its own; the others keep theirs; a shell holding an object does
/// not keep it once its nodes are gone.
@MainActor
struct SharedContainerShellTests {
    struct Row: View {
        let label: String
        let spacing: Double
        let selected: Bool
        var body: some View {
            HStack(spacing: spacing) { Text(label) }
                .foregroundColor(selected ? .red : nil)
        }
    }

    struct Rows: View {
        var spacings: [Double] = [4, 4, 4]
        var selected = 2
        var body: some View {
            VStack {
                Row(label: "a", spacing: spacings[0], selected: selected == 0)
                Row(label: "b", spacing: spacings[1], selected: selected == 1)
                Row(label: "c", spacing: spacings[2], selected: selected == 2)
            }
        }
    }

    /// Each row's modifier node and stack node.
    private func rows(_ root: Node) throws -> [(modifier: Node, stack: Node)] {
        // The stack's tuple has no node: the rows are the stack's own children.
        let stack = try #require(root.children.first)
        return try stack.children.map { row in
            let modifier = try #require(row.children.first)
            return (modifier, try #require(modifier.children.first))
        }
    }

    private func spacing(_ stack: Node) -> Double? {
        (stack.view as? HStack<Text>)?.spacing
    }

    @Test func equalShellsShareOneStoredView() throws {
        let root = Node()
        Rows().buildNodeTree(root)
        let rows = try rows(root)
        #expect(rows[0].stack.storedView != nil)
        #expect(rows[0].stack.storedView === rows[1].stack.storedView && rows[1].stack.storedView === rows[2].stack.storedView)
        // The selected row's colour is another shell; the two unselected rows share theirs.
        #expect(rows[0].modifier.storedView === rows[1].modifier.storedView)
        #expect(rows[1].modifier.storedView !== rows[2].modifier.storedView)
        #expect(rows[1].modifier.keepsContentInChildren && rows[1].stack.keepsContentInChildren)
    }

    @Test func aChangedShellIsTheNodesOwnAndTheOthersKeepTheirs() throws {
        let root = Node()
        Rows().buildNodeTree(root)
        let shared = try #require(try rows(root)[0].stack.storedView)
        Rows(spacings: [4, 9, 4], selected: 0).buildNodeTree(root)
        let rows = try rows(root)
        #expect(rows[1].stack.storedView !== shared)
        #expect(rows[0].stack.storedView === shared && rows[2].stack.storedView === shared)
        #expect(rows.map { spacing($0.stack) } == [4, 9, 4])
        // The selection moved: the second row keeps the unselected shell, the others changed.
        let unselected = try #require(rows[1].modifier.storedView)
        #expect(rows[0].modifier.storedView !== unselected && rows[2].modifier.storedView !== unselected)
        #expect(rows.map { ($0.modifier.view as? ModifiedContent<HStack<Text>, BuiltinEnvironmentModifier<ForegroundColorValue>>)?.modifier.value } == [.red, nil, nil])
        // Changed again, the row's own stored view is changed in place (its identity, not a
        // reference: a reference held here would make it shared).
        let own = rows[1].stack.storedView.map(ObjectIdentifier.init)
        Rows(spacings: [4, 12, 4], selected: 0).buildNodeTree(root)
        #expect(rows[1].stack.storedView.map(ObjectIdentifier.init) == own && rows[0].stack.storedView === shared)
        #expect(rows.map { spacing($0.stack) } == [4, 12, 4])
    }

    final class Model: ObservableObject {}

    struct Holder: View {
        let model: Model?
        var body: some View {
            VStack {
                if let model {
                    Text("a").environmentObject(model)
                } else {
                    Text("none")
                }
            }
        }
    }

    @Test func aSharedShellDoesNotKeepItsObjectOnceItsNodesAreGone() {
        weak var released: Model?
        let root = Node()
        do {
            let model = Model()
            released = model
            Holder(model: model).buildNodeTree(root)
            #expect(released != nil)
        }
        Holder(model: nil).buildNodeTree(root)
        #expect(released == nil)
    }
}
