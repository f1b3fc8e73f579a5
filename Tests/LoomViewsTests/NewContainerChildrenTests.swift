import LoomHost
import LoomTestSupport
import Testing

@testable import LoomViews

/// A host container built for the first time places its children's new elements in its own
/// element as they are made, and lists nothing when each child is such a host view (a row's
/// stack of texts and buttons); any other child (no element of its own, or one placed some
/// other way) leaves the container to the sync every build had, which lists its children.
@MainActor
struct NewContainerChildrenTests {
    @Observable
    final class Model {
        var rows: [String] = []
        var showsMiddle = false
    }

    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Text(label)
                Text("b")
                Button("select") {}
            }
        }
    }

    struct Rows: View {
        let model: Model
        var body: some View {
            VStack {
                ForEach(model.rows, id: \.self) { Row(label: $0) }
            }
        }
    }

    /// A text with padding: a child with no element of its own (the modifier's node).
    struct Mixed: View {
        let model: Model
        var body: some View {
            HStack {
                Text("first")
                if model.showsMiddle { Text("middle") }
                Text("padded").padding(4)
                Text("last")
            }
        }
    }

    /// An element the view makes itself (``HostElementView``), between two texts.
    struct Imperative: View {
        var body: some View {
            HStack {
                Text("before")
                HostElementView(make: { $0.makeElement(.text, properties: [.text("made")]) })
                Text("after")
            }
        }
    }

    @Test func aNewRowsStackListsNoChildren() throws {
        let model = Model()
        let ui = ViewHarness(Rows(model: model))
        let listed = ui.host.hostTree.listedChildren
        model.rows = ["one", "two"]
        try ui.verifyReplay()
        // The list's stack lists its two rows' stacks; each row's stack lists none of its three.
        #expect(ui.host.hostTree.listedChildren - listed == 2)
        #expect(ui.host.hostTree.snapshot().labels == ["one", "b", "select", "two", "b", "select"])
        #expect(ui.host.hostTree.unparentedElements == 0)
        #expect(ui.issues.isEmpty)
    }

    @Test func aChildWithoutItsOwnElementIsPlacedInOrderBySync() throws {
        let model = Model()
        model.showsMiddle = true
        let ui = ViewHarness(Mixed(model: model))
        try ui.verifyReplay()
        #expect(ui.host.hostTree.snapshot().labels == ["first", "middle", "padded", "last"])
        model.showsMiddle = false
        try ui.verifyReplay()
        #expect(ui.host.hostTree.snapshot().labels == ["first", "padded", "last"])
        model.showsMiddle = true
        try ui.verifyReplay()
        #expect(ui.host.hostTree.snapshot().labels == ["first", "middle", "padded", "last"])
        #expect(ui.host.hostTree.unparentedElements == 0)
        #expect(ui.issues.isEmpty)
    }

    @Test func anElementAViewMakesItselfIsPlacedBySync() throws {
        let ui = ViewHarness(Imperative())
        try ui.verifyReplay()
        #expect(ui.host.hostTree.snapshot().labels == ["before", "made", "after"])
        #expect(ui.host.hostTree.unparentedElements == 0)
        #expect(ui.issues.isEmpty)
    }

    /// The flag is the container's only while its content is built the first time: a child
    /// added later goes through the sync, after the children already there.
    @Test func aChildAddedLaterIsPlacedBySync() throws {
        let model = Model()
        let ui = ViewHarness(Mixed(model: model))
        let stack = try #require(ui.host.hostTree.snapshot().children.first)
        #expect(stack.labels == ["first", "padded", "last"])
        let listed = ui.host.hostTree.listedChildren
        model.showsMiddle = true
        try ui.verifyReplay()
        #expect(ui.host.hostTree.listedChildren - listed == 4)
        #expect(ui.host.hostTree.snapshot().labels == ["first", "middle", "padded", "last"])
    }

    @Test func theFlagIsClearedAfterTheFirstBuild() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let stack = try #require(root.childNodes.first)
        #expect(stack.hostElement != nil)
        #expect(!stack.placesNewChildElements)
        #expect(!stack.isPendingHostSync)
    }
}
