import Foundation
import Loom
import LoomTestSupport
import Testing

/// Each unretained shortcut of the engine names what keeps its object alive (see
/// docs/ARCHITECTURE.md, "Unsafe shortcuts and what keeps them safe"). These tests build the
/// case where that reason would stop holding; run under AddressSanitizer, a shortcut that reads
/// a freed object fails them.
@MainActor
struct UnsafeShortcutTests {
    @Observable
    final class Visibility {
        var shows = true
    }

    /// Hides itself and bumps its own state in one action: the parent and the child are both
    /// queued for the same pass, and the parent's rebuild frees the child.
    struct SelfHiding: View {
        let visibility: Visibility
        let counts: BodyCounts
        @State private var taps = 0
        var body: some View {
            counts.hit("child")
            return Button("hide me \(taps)") {
                taps += 1
                visibility.shows = false
            }
        }
    }

    struct Holder: View {
        let visibility: Visibility
        let counts: BodyCounts
        var body: some View {
            VStack {
                if visibility.shows {
                    VStack { SelfHiding(visibility: visibility, counts: counts) }
                }
                Text("holder")
            }
        }
    }

    /// The batch holds the removed child unretained-in-a-loop, and the child's parent pointer
    /// is unretained: the child must be skipped without touching its freed parent.
    @Test func aQueuedViewRemovedByItsAncestorInTheSamePassIsNotRebuilt() throws {
        let visibility = Visibility()
        let counts = BodyCounts()
        let ui = ViewHarness(Holder(visibility: visibility, counts: counts))
        try ui.tap("hide me 0")
        #expect(counts["child"] == 1)
        #expect(!ui.text.contains("hide me"))
        visibility.shows = true
        #expect(ui.text.contains("hide me 0"))
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }

    struct Switchable: View {
        let cell: Cell
        @State private var shows = true
        var body: some View {
            VStack {
                if shows { CellLeaf(label: "cell", cell: cell) }
                Button("toggle") { shows.toggle() }
            }
        }
    }

    /// Writes `cell` on another thread and waits for it: the change handler runs there and
    /// queues its hop to the main actor, which cannot run before this returns.
    nonisolated private static func writeOnAnotherThread(_ cell: Cell) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            cell.value += 10
            done.signal()
        }
        done.wait()
    }

    /// The hop an off-main change queues holds the node's handle; the node goes away before the
    /// hop runs, and the hop must find the handle cleared.
    @Test func aChangeQueuedOffTheMainActorForAViewRemovedBeforeItArrivesIsDropped() async throws {
        let cell = Cell()
        let ui = ViewHarness(Switchable(cell: cell))
        #expect(ui.text.contains("cell 0"))
        Self.writeOnAnotherThread(cell)
        try ui.tap("toggle")
        for _ in 0..<10 { await Task.yield() }
        try ui.tap("toggle")
        #expect(ui.text.contains("cell 11"))
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }

    /// Reads every kind of state Loom tracks, and keeps its state's setter reachable from outside.
    struct Everything: View {
        let cell: Cell
        let object: CounterModel
        let store: Store<Tally, TallyAction>
        let source: Source
        @State private var taps = 0
        var body: some View {
            VStack {
                CellLeaf(label: "cell", cell: cell)
                ObjectLeaf(label: "object", object: object)
                StoreLeaf(label: "store", store: store, readsFirst: true)
                Text("source \(source.read())")
                Button("taps \(taps)") { taps += 1 }
            }
        }
    }

    /// A value outside any store, tracked through the public ``TrackedReaders`` API.
    @MainActor
    final class Source {
        let readers = TrackedReaders()
        var value = 0
        func read() -> Int {
            readers.recordRead()
            return value
        }
        func bump() {
            value += 1
            readers.valueDidChange()
        }
    }

    /// After a teardown, and again after the host is freed, every kind of change still reaches
    /// handlers, readers and subscriptions that pointed at the gone nodes: none may touch them.
    @Test func changesArrivingAfterTeardownAndAfterTheHostIsFreedReachNothing() async throws {
        let cell = Cell()
        let object = CounterModel()
        let store = makeTallyStore()
        let source = Source()
        var ui: ViewHarness? = ViewHarness(Everything(cell: cell, object: object, store: store, source: source))
        let button = try #require(ui.flatMap { Self.button(titled: "taps 0", in: $0.host.rootNode) })
        ui?.host.tearDown()
        func writeEverything() async {
            cell.value += 1
            object.counter += 1
            start(.bumpFirst, on: store)
            source.bump()
            button.action()
            await Task.detached { cell.value += 1 }.value
            for _ in 0..<10 { await Task.yield() }
        }
        await writeEverything()
        ui?.host.update()
        #expect(ui?.issues.isEmpty == true)
        ui = nil
        await writeEverything()
        #expect(cell.value == 5)
        #expect(store.first == 2)
    }

    /// The button titled `title` in the node tree under `node`.
    static func button(titled title: String, in node: Node) -> Button? {
        if let button = node.view as? Button, button.title == title { return button }
        return node.children.lazy.compactMap { button(titled: title, in: $0) }.first
    }

    /// Asks its own host for an update from inside its body.
    struct Impatient: View {
        let box: HostBox
        var body: some View {
            box.host?.update()
            return Text("impatient")
        }
    }

    @MainActor
    final class HostBox {
        var host: ViewHost?
    }

    struct ImpatientScreen: View {
        let box: HostBox
        let cell: Cell
        var body: some View {
            VStack {
                Text("value \(cell.value)")
                if cell.value > 0 { Impatient(box: box) }
            }
        }
    }

    /// A body that re-enters the engine (an update from inside a body) could rebuild ancestors
    /// of the node being evaluated and free what the running build holds unretained: it is
    /// reported and refused, and the requested update happens after the body.
    @Test func anUpdateRequestedFromInsideABodyIsReportedAndRunsAfterIt() throws {
        let box = HostBox()
        let cell = Cell()
        let ui = ViewHarness(ImpatientScreen(box: box, cell: cell))
        box.host = ui.host
        cell.value = 1
        #expect(ui.text.contains("impatient"))
        #expect(ui.text.contains("value 1"))
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("while the body of Impatient was running") == true)
        try ui.verifyReplay()
        box.host = nil
    }

    /// Rebuilds its own root with another view type from inside its body (once the cell is set).
    struct Retyping: View {
        let box: HostBox
        let cell: Cell
        var body: some View {
            if cell.value > 0, let root = box.host?.rootNode { Plain().buildNodeTree(root) }
            return Text("retyping \(cell.value)")
        }
    }

    /// The root's stored view is lent unretained to its own rebuild: a retype from inside that
    /// rebuild would free it mid-use. It is reported and refused.
    @Test func aRootRetypedFromInsideItsOwnBodyIsReportedAndKeepsItsView() throws {
        let box = HostBox()
        let cell = Cell()
        let ui = ViewHarness(Retyping(box: box, cell: cell))
        box.host = ui.host
        cell.value = 1
        #expect(ui.text.contains("retyping 1"))
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("while the body of Retyping was running") == true)
        try ui.verifyReplay()
        box.host = nil
    }

    /// Dispatches to the store from its body (misuse, reported) once the cell is set.
    struct Dispatching: View {
        let store: Store<Tally, TallyAction>
        let cell: Cell
        var body: some View {
            if cell.value > 0 { store.dispatch(.bumpFirst) }
            return Text("dispatching \(cell.value)")
        }
    }

    struct DispatchingScreen: View {
        let store: Store<Tally, TallyAction>
        let cell: Cell
        var body: some View {
            VStack {
                StoreLeaf(label: "first", store: store, readsFirst: true)
                Dispatching(store: store, cell: cell)
            }
        }
    }

    /// A store change walks its fields unretained; the issue handler a refused invalidation
    /// calls may read a field no one read before, which adds to those fields mid-walk.
    @Test func anIssueHandlerReadingANewStoreFieldDuringAStoreChangeIsSafe() {
        let store = makeTallyStore()
        let cell = Cell()
        var seconds: [Int] = []
        let host = ViewHost(DispatchingScreen(store: store, cell: cell), issueHandler: { _ in seconds.append(store.second) })
        cell.value = 1
        host.update()
        #expect(seconds == [0])
        #expect(store.first == 1)
        start(.bumpFirst, on: store)
        host.update()
        #expect(host.hostTree.snapshot().first(.text, labelled: "first 2") != nil)
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    struct Plain: View {
        var body: some View { Text("plain") }
    }

    /// A root's stored view is lent unretained to its rebuild; only a root retype replaces it.
    /// A retype while a rebuild of the old type is queued must drop the old value first.
    @Test func aRootRetypedWhileItsRebuildIsQueuedBuildsTheNewType() {
        let node = Node()
        Counter().buildNodeTree(node)
        (node.children.first?.view as? Button)?.action()
        Plain().buildNodeTree(node)
        node.rebuildIfNeeded()
        #expect((node.children.first?.view as? Text) != nil)
        Counter().buildNodeTree(node)
        node.rebuildIfNeeded()
        #expect((node.children.first?.view as? Button) != nil)
    }

    @MainActor
    final class Taps {
        var count = 0
        var id = HostElementID.root
    }

    /// A host element's handlers are `@exclusivity(unchecked)`: the closure an event calls must
    /// stay alive while it runs even when it replaces its own element's handlers and removes
    /// the element (a button that removes itself), then reads what it captured.
    @Test func anEventHandlerThatReplacesItsOwnHandlersAndRemovesItsElementRunsToTheEnd() throws {
        let tree = HostTree()
        let taps = Taps()
        taps.id = tree.makeElement(.button, handlers: HostEventHandlers(onTap: { [taps] in
            tree.setHandlers(HostEventHandlers(onTap: {}), of: taps.id)
            tree.removeElement(taps.id)
            taps.count += 1
        }))
        tree.appendChild(taps.id, to: tree.rootID)
        try tree.send(HostEvent(element: taps.id, action: .tap))
        #expect(taps.count == 1)
        #expect(tree.element(taps.id) == nil)
    }
}
