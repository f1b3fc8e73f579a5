import LoomTestSupport
import Testing

@testable import LoomViews

/// Two places the engine reads objects without retaining them, and what keeps those alive:
/// a view type's info (``NodeViewSlot/unretainedTypeInfo``), which lives as long as the
/// process, and an unmounted node's children (`Node.unmount`), which the list copied for the
/// walk holds. Run under AddressSanitizer too.
@MainActor
struct UnretainedTreeWalkTests {
    struct Leaf: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Leaf(label: label)
                Text("b")
                Button("c") {}
            }
            .padding(2)
        }
    }

    struct Rows: View {
        let labels: [String]
        var body: some View {
            VStack {
                ForEach(labels, id: \.self) { Row(label: $0) }
            }
        }
    }

    @Observable
    final class Model {
        var labels: [String] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View { Rows(labels: model.labels) }
    }

    /// A type's info is the same object after every node of the type is gone: nodes made
    /// later read it unretained.
    @Test func aTypesInfoOutlivesItsNodes() throws {
        let first = ObjectIdentifier(try #require(makeAndDropRows()))
        let second = ObjectIdentifier(try #require(makeAndDropRows()))
        #expect(first == second)
        #expect(ObjectIdentifier(ViewTypeInfo.of(Row.self)) == first)
    }

    /// Rows removed and the tree let go, over and over: each unmount walks children the list
    /// it copied holds, while the rows' nodes are let go around it.
    @Test func unmountedRowsAreWalkedAndFreedSafely() {
        let model = Model()
        model.labels = (0..<50).map(String.init)
        var host: ViewHost? = ViewHost(Screen(model: model))
        for round in 0..<20 {
            model.labels = (round..<(round + 30)).map(String.init)
            host?.update()
        }
        model.labels = []
        host?.update()
        #expect(host?.hostTree.snapshot().labels.isEmpty == true)
        host = nil
        #expect(host == nil)
    }

    /// Builds rows in a host that is then let go, and answers the rows' type info as a node
    /// of the first row read it.
    private func makeAndDropRows() -> ViewTypeInfo? {
        let root = Node()
        Rows(labels: ["a", "b"]).buildNodeTree(root)
        let row = root.children.first?.children.first?.children.first
        return row?.typeInfo
    }
}
