import LoomHost
import Testing

@testable import LoomViews

/// A `TupleView` keeps its children in one shared object, so copying it (a body's result is
/// copied several times on its way to the nodes, inside its stack and modifier) copies no child
/// and looks up no tuple metadata; it still compares, reads and writes as a value.
@MainActor
struct TupleViewStorageTests {
    final class Token {}

    struct Leaf: View {
        let token: Token
        var body: some View { Text("leaf") }
    }

    @Test func copiesOfATupleViewCopyNoChild() {
        let token = Token()
        let tuple = TupleView(Leaf(token: token), Text("x"), Leaf(token: token))
        let before = _getRetainCount(token)
        let copies = Array(repeating: HStack { tuple }, count: 10)
        // Stored inline, each copy copied both leaves: 20 more.
        #expect(_getRetainCount(token) - before == 0)
        withExtendedLifetime(copies) {}
    }

    @Test func aWriteChangesOnlyTheCopyWritten() {
        let original = TupleView(Text("a"), Text("b"))
        var changed = original
        changed.value = (Text("a"), Text("c"))
        #expect(changed.value.0 == Text("a"))
        #expect(changed.value.1 == Text("c"))
        #expect(original.value.1 == Text("b"))
    }

    /// A view that keeps its builder content in a field.
    struct Card<Content: View>: View {
        let content: Content
        let counts: BodyCounts
        init(counts: BodyCounts, @ViewBuilder content: () -> Content) {
            self.counts = counts
            self.content = content()
        }
        var body: some View {
            counts.hit("card")
            return VStack { content }
        }
    }

    struct Screen: View {
        @State private var taps = 0
        let counts: BodyCounts
        var body: some View {
            VStack {
                Button("tap \(taps)") { taps += 1 }
                Card(counts: counts) {
                    Text("a")
                    Text("b")
                }
            }
        }
    }

    /// Each run of the screen's body makes a new tuple object with equal children: the card is
    /// compared child by child, as when the tuple was stored inline, and is not run again.
    @Test func aFieldHoldingEqualContentIsTheSame() throws {
        let counts = BodyCounts()
        let host = ViewHost(Screen(counts: counts))
        #expect(counts["card"] == 1)
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: "tap 0")?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
        #expect(host.hostTree.snapshot().first(.button, labelled: "tap 1") != nil)
        #expect(counts["card"] == 1)
    }

    @Test func equalChildrenAreTheSameAndOthersDiffer() {
        #expect(ViewGraph.compare(TupleView(Text("a"), Text("b")), TupleView(Text("a"), Text("b"))))
        #expect(!ViewGraph.compare(TupleView(Text("a"), Text("b")), TupleView(Text("a"), Text("c"))))
    }

    /// A view whose body runs are counted, showing `label`.
    struct Counted: View {
        let name: String
        let label: String
        let counts: BodyCounts
        var body: some View {
            counts.hit(name)
            return Text(label)
        }
    }

    /// One child of every kind a view builder makes: leaves, a container, an optional, a
    /// conditional and views written in Swift, one of them unchanged.
    struct EveryKind: View {
        @State private var step = 0
        let counts: BodyCounts
        var body: some View {
            VStack {
                Button("next") { step += 1 }
                Text("leaf \(step)")
                HStack {
                    Text("inner \(step)")
                    Text("fixed")
                }
                if step > 0 { Text("shown") }
                if step.isMultiple(of: 2) { Text("even") } else { Text("odd") }
                Counted(name: "same", label: "same", counts: counts)
                Counted(name: "changing", label: "changing \(step)", counts: counts)
            }
        }
    }

    /// The storage's `updateChildren` (made where the child types are known) hands every child
    /// to the node at its position, first build and rebuild alike; a child equal to the one
    /// before is not run again, a changed one is.
    @Test func everyKindOfChildIsBuiltInOrderAndUpdated() throws {
        let counts = BodyCounts()
        let host = ViewHost(EveryKind(counts: counts))
        #expect(host.hostTree.snapshot().labels == ["next", "leaf 0", "inner 0", "fixed", "even", "same", "changing 0"])
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: "next")?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
        #expect(host.hostTree.snapshot().labels == ["next", "leaf 1", "inner 1", "fixed", "shown", "odd", "same", "changing 1"])
        #expect(counts["same"] == 1)
        #expect(counts["changing"] == 2)
    }

    /// A tuple made by code that does not know its child types gets the generic form of the same
    /// `updateChildren`.
    @Test func aTupleMadeByGenericCodeBuildsItsChildren() {
        func pair<First: View, Second: View>(_ first: First, _ second: Second) -> TupleView<First, Second> {
            TupleView(first, second)
        }
        let host = ViewHost(VStack { pair(Text("a"), pair(Text("b"), Optional(Text("c")))) })
        #expect(host.hostTree.snapshot().labels == ["a", "b", "c"])
    }

    /// The storage is generic over the tuple, not over the pack of child types, so its deinit
    /// reads the tuple's type from the object's class metadata instead of forming it from the
    /// pack on every destroy (see ``TupleViewStorage``).
    @Test func theStorageIsGenericOverTheTuple() {
        let tuple = TupleView(Text("a"), Button("b") {})
        #expect(type(of: tuple.storage) == TupleViewStorage<(Text, Button)>.self)
    }

    /// The deinit, compiled once generically, destroys every child of the tuple exactly once,
    /// when the last copy of the value goes.
    @Test func theLastCopyDestroysEachChildOnce() {
        let token = Token()
        let before = _getRetainCount(token)
        do {
            let tuple = TupleView(Leaf(token: token), Text("x"), Leaf(token: token))
            let copies = Array(repeating: tuple, count: 3)
            #expect(_getRetainCount(token) > before)
            withExtendedLifetime(copies) {}
        }
        #expect(_getRetainCount(token) == before)
    }
}
