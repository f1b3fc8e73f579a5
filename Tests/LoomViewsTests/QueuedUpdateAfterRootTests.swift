import Loom
import LoomTestSupport
import Testing

/// An update hop still queued when its root goes away must do nothing. Without the root
/// detaching itself from its runtime, the hop walked a freed root (a crash in the test run).
@MainActor
struct QueuedUpdateAfterRootTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    @Test func aQueuedUpdateAfterTheRootIsGoneDoesNothing() async {
        var node: Node? = Node()
        Counter().buildNodeTree(node!)
        (node!.children[0].view as? Button)?.action()
        node = nil
        for _ in 0..<10 { await Task.yield() }
        var host: ViewHost? = ViewHost(Counter())
        try? host!.send(HostEvent(element: host!.hostTree.snapshot().children[0].id, action: .tap))
        (host!.rootNode.children[0].view as? Button)?.action()
        host = nil
        for _ in 0..<10 { await Task.yield() }
    }

    struct CountingCounter: View {
        let counts: BodyCounts
        @State private var count = 0
        var body: some View {
            counts.hit("counter")
            return Button("count \(count)") { count += 1 }
        }
    }

    struct Wrapper: View {
        let counts: BodyCounts
        var body: some View { VStack { CountingCounter(counts: counts) } }
    }

    /// The queue holds the dirty node, not its ancestors: once the root is gone, the hop must
    /// not rebuild a descendant whose parents are freed.
    @Test func aQueuedDescendantIsNotRebuiltAfterTheRootIsGone() async throws {
        let counts = BodyCounts()
        var node: Node? = Node()
        Wrapper(counts: counts).buildNodeTree(node!)
        #expect(counts["counter"] == 1)
        let counter = try #require(node!.children.first?.children.first)
        let button = try #require(counter.children.first?.view as? Button)
        button.action()
        node = nil
        for _ in 0..<10 { await Task.yield() }
        #expect(counts["counter"] == 1)
    }
}
