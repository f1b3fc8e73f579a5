import Foundation
import Loom
import LoomTestSupport
import Testing

@testable import LoomViews

/// A row that leaves a list lets go of what it holds when it is unmounted, not when its node is
/// freed (`Node.releaseHandle()`): a node has no isolated deinit, and one that was unmounted
/// does nothing when freed. These pin that the release happens then, even while something
/// still holds the node (the dirty queue, a pending host sync), and that the handle a change
/// handler keeps never reaches a freed node. Run them under AddressSanitizer too.
@MainActor
struct RowReleaseTests {
    /// A row's model: its label is read by the row's body (Loom's read tracking holds the row's
    /// handle for as long as the model lives).
    @Observable final class Entry: Identifiable {
        let id: Int
        var label: String
        init(id: Int) {
            self.id = id
            self.label = "entry \(id)"
        }
    }

    /// Something every row observes; it counts the subscriptions cancelled.
    final class Feed: ObservableObject {
        let changes = PassthroughSubject<Void, Never>()
        var cancelled = 0
        var objectWillChange: AnyPublisher<Void, Never> {
            changes.handleEvents(receiveCancel: { [unowned self] in cancelled += 1 }).eraseToAnyPublisher()
        }
    }

    @MainActor final class Journal {
        var bodies: [Int: Int] = [:]
    }

    struct Row: View {
        let entry: Entry
        let journal: Journal
        @ObservedObject var feed: Feed
        @State private var taps = 0

        var body: some View {
            journal.bodies[entry.id, default: 0] += 1
            return Button("\(entry.label): \(taps)") { taps += 1 }
        }
    }

    struct Rows: View {
        let list: ListModel<Entry>
        let journal: Journal
        let feed: Feed
        var body: some View {
            VStack { ForEach(list) { Row(entry: $0, journal: journal, feed: feed) } }
        }
    }

    private static func rowNode(of id: Int, in node: Node) -> Node? {
        if let row = node.view as? Row, row.entry.id == id { return node }
        return node.children.lazy.compactMap { rowNode(of: id, in: $0) }.first
    }

    @Test func aRemovedRowsStateAndSubscriptionsGoWithItsUpdateWhileItsNodeIsStillHeld() throws {
        let journal = Journal()
        let feed = Feed()
        let list = ListModel((1...3).map(Entry.init))
        let host = ViewHost(Rows(list: list, journal: journal, feed: feed))
        weak var storage: NodeStorage?
        // Held as the dirty queue or a pending host sync may hold an unmounted node.
        let held = try #require(Self.rowNode(of: 2, in: host.rootNode))
        storage = held.storage
        #expect(storage?.slots.isEmpty == false && storage?.subscriptions.count == 1)
        #expect(feed.cancelled == 0)

        list.remove(at: 1)
        host.update()
        // The code before released them only when the node was freed.
        #expect(storage == nil, "the removed row's storage (its state slots) outlived its update")
        #expect(feed.cancelled == 1, "the removed row's subscription outlived its update")
        #expect(held.storage == nil && !held.isMounted)
        #expect(host.statistics.issues == 0)
    }

    @Test func aHandleAChangeHandlerKeepsAfterItsRowIsFreedDoesNothing() throws {
        let journal = Journal()
        let kept = Entry(id: 2)
        let list = ListModel([Entry(id: 1), kept, Entry(id: 3)])
        let host = ViewHost(Rows(list: list, journal: journal, feed: Feed()))
        weak var node: Node?
        weak var handle: NodeReference?
        do {
            let row = try #require(Self.rowNode(of: 2, in: host.rootNode))
            node = row
            handle = row.handle
        }

        list.remove(at: 1)
        host.update()
        // The row's node is freed; its model still holds the handle its body's read left.
        #expect(node == nil, "the removed row's node outlived its update")
        #expect(handle != nil && handle?.node == nil)

        let bodiesBefore = journal.bodies
        kept.label = "changed"
        host.update()
        #expect(journal.bodies == bodiesBefore)
        #expect(host.statistics.issues == 0)
    }

    @Test func aQueuedRowRemovedBeforeTheUpdateIsSkipped() throws {
        let journal = Journal()
        let entries = (1...3).map(Entry.init)
        let list = ListModel(entries)
        let ui = ViewHarness(Rows(list: list, journal: journal, feed: Feed()))
        let bodiesBefore = journal.bodies

        // The row is queued for a rebuild by its model, then removed by the list's edit; the
        // update takes the list's follower first (shallower) and unmounts the row.
        entries[1].label = "changed"
        list.remove(at: 1)
        #expect(ui.text.contains("entry 1: 0") && ui.text.contains("entry 3: 0"))
        #expect(!ui.text.contains("changed"))
        #expect(journal.bodies == bodiesBefore, "a row that left ran its body")
        #expect(ui.issues.isEmpty)
        try ui.verifyReplay()
    }

    @Test func aRootLetGoWithoutATearDownLeavesNoHandleReachingItsNodes() {
        let journal = Journal()
        let kept = Entry(id: 1)
        weak var handle: NodeReference?
        do {
            let host = ViewHost(Rows(list: ListModel([kept]), journal: journal, feed: Feed()))
            handle = Self.rowNode(of: 1, in: host.rootNode)?.handle
            #expect(handle?.node != nil)
        }
        // The host and its nodes are gone, still mounted: freeing them cleared their handles.
        #expect(handle != nil && handle?.node == nil)
        let bodiesBefore = journal.bodies
        kept.label = "changed"
        #expect(journal.bodies == bodiesBefore)
    }

    /// An id beyond 32 bits lives in the storage, and unmounting reads it after releasing the
    /// storage (to discard the element): released, the storage's state goes but the id stays.
    @Test func releasingANodeKeepsAWideHostElementIdAndDropsItsState() {
        final class Slot {}
        let root = Node()
        let wide = HostElementID(Int(Int32.max) + 1)
        root.hostElement = wide
        weak var slot: Slot?
        do {
            let made = Slot()
            slot = made
            root.extras.setSlot(0, made)
        }
        #expect(slot != nil)
        root.releaseHandle()
        #expect(slot == nil, "the released node's state outlived it")
        #expect(root.hostElement == wide)
        #expect(root.storage?.slots.isEmpty == true)
    }

    /// Holds a host so that its last reference can be dropped on another thread.
    final class Carrier: @unchecked Sendable {
        var host: ViewHost?
        init(_ host: ViewHost) { self.host = host }
    }

    @Test func aMountedTreeLetGoOffTheMainActorIsReleasedOnItLater() async {
        let journal = Journal()
        let kept = Entry(id: 1)
        weak var node: Node?
        weak var handle: NodeReference?
        weak var storage: NodeStorage?
        let carrier: Carrier
        do {
            let host = ViewHost(Rows(list: ListModel([kept]), journal: journal, feed: Feed()))
            let row = Self.rowNode(of: 1, in: host.rootNode)
            node = row
            handle = row?.handle
            storage = row?.storage
            carrier = Carrier(host)
        }
        let reachedBefore = handle?.node != nil && storage != nil
        #expect(reachedBefore)
        // A change queued first: an update hop and a dirty row wait on the main actor while
        // the host goes, and must find a living tree or none (ASan: no read of a freed node).
        kept.label = "queued"

        // The last reference to the host, its root and every node goes on another thread (the
        // code of eb454d4 trapped in the nodes' deinit); the host lets its tree go on the main
        // actor, after the jobs queued before it.
        let freedOffMain = await Task.detached {
            carrier.host = nil
            return !Thread.isMainThread
        }.value
        #expect(freedOffMain)

        // Once the main actor has run the jobs the deinits queued, the handle the model's read
        // tracking keeps reaches no node and the row's storage is gone.
        for _ in 0..<100 where storage != nil || handle?.node != nil { await Task.yield() }
        let handleReachesNoNode = handle != nil && handle?.node == nil
        let storageGone = storage == nil
        let nodeFreed = node == nil
        #expect(nodeFreed)
        #expect(handleReachesNoNode)
        #expect(storageGone)
        let bodiesBefore = journal.bodies
        kept.label = "changed"
        #expect(journal.bodies == bodiesBefore)
    }

    /// A bare root (`Node()`, held by no `ViewHost`) let go off the main actor, mounted: its
    /// nodes are freed there, and their handles are cleared by a main-actor job afterwards.
    @Test func aBareRootLetGoOffTheMainActorLeavesHandlesReachingNoNode() async {
        let journal = Journal()
        let kept = Entry(id: 1)
        weak var handle: NodeReference?
        let carrier: RootCarrier
        do {
            let root = Node()
            Rows(list: ListModel([kept]), journal: journal, feed: Feed()).buildNodeTree(root)
            handle = Self.rowNode(of: 1, in: root)?.handle
            carrier = RootCarrier(root)
        }
        let reachedBefore = handle?.node != nil
        #expect(reachedBefore)
        let freedOffMain = await Task.detached {
            carrier.root = nil
            return !Thread.isMainThread
        }.value
        #expect(freedOffMain)
        for _ in 0..<100 where handle?.node != nil { await Task.yield() }
        let handleReachesNoNode = handle == nil || handle?.node == nil
        #expect(handleReachesNoNode)
        let bodiesBefore = journal.bodies
        kept.label = "changed"
        #expect(journal.bodies == bodiesBefore)
    }

    final class RootCarrier: @unchecked Sendable {
        var root: Node?
        init(_ root: Node) { self.root = root }
    }
}
