import LoomHost
import Testing

@testable import LoomViews

/// A tuple given to a host container as its content has no node of its own: its children are
/// the container's children, at their positions in the tuple, and keep their identity and state
/// there as they did under the tuple's node.
@MainActor
struct TupleChildrenInContainerTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Screen: View {
        @State private var showsFirst = true
        var body: some View {
            VStack {
                Counter(name: "before")
                if showsFirst {
                    Counter(name: "first")
                } else {
                    Counter(name: "second")
                }
                Counter(name: "after")
                Button("switch") { showsFirst.toggle() }
            }
        }
    }

    private func tap(_ label: String, in host: ViewHost) throws {
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: label)?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
    }

    private func labels(in host: ViewHost) -> [String] {
        host.hostTree.snapshot().labels
    }

    @Test func aStacksTupleChildrenAreTheStacksOwnNodes() {
        let node = Node()
        HStack {
            Text("a")
            Text("b")
            Button("c") {}
        }.buildNodeTree(node)
        // Under a tuple's node, the stack had one child (the tuple) and it had three.
        #expect(node.children.count == 3)
        #expect(node.children.map { $0.view is Text } == [true, true, false])
        #expect((node.view as? HStack<TupleView<Text, Text, Button>>)?.content.value.1 == Text("b"))
    }

    @Test func stateBesideAnIfElseInATupleStaysWithItsPosition() throws {
        let host = ViewHost(Screen())
        try tap("before 0", in: host)
        try tap("first 0", in: host)
        try tap("after 0", in: host)
        #expect(labels(in: host) == ["before 1", "first 1", "after 1", "switch"])

        // The branch is another identity: its state starts afresh; its siblings keep theirs.
        try tap("switch", in: host)
        #expect(labels(in: host) == ["before 1", "second 0", "after 1", "switch"])
        try tap("second 0", in: host)
        try tap("switch", in: host)
        #expect(labels(in: host) == ["before 1", "first 0", "after 1", "switch"])
        try tap("after 1", in: host)
        #expect(labels(in: host) == ["before 1", "first 0", "after 2", "switch"])
    }

    struct Wide: View {
        var body: some View {
            VStack {
                Text("one")
                Text("two")
                Text("three")
            }
        }
    }

    struct Narrow: View {
        var body: some View { VStack { Text("only") } }
    }

    /// A root rebuilt as another view type drops the children the old type placed: a tuple's
    /// three would otherwise outlive it beside the new type's one.
    @Test func aRootRebuiltWithAnotherTypeKeepsNoChildOfTheOldTuple() {
        let node = Node()
        VStack {
            Text("one")
            Text("two")
        }.buildNodeTree(node)
        #expect(node.children.count == 2)
        Text("alone").buildNodeTree(node)
        #expect(node.children.isEmpty)
        #expect((node.view as? Text) == Text("alone"))

        let host = ViewHost(Wide())
        #expect(host.hostTree.snapshot().labels == ["one", "two", "three"])
        let root = Node()
        Wide().buildNodeTree(root)
        Narrow().buildNodeTree(root)
        #expect(root.children.count == 1)
        #expect(root.children[0].children.count == 1)
    }
}
