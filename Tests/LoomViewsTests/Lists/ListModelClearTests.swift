import Loom
import LoomTestSupport
import Testing

/// Issue 18: clearing a `ListModel` is one edit its `ForEach` replays: every row unmounted
/// once, none evaluated or compared, the rows' elements detached in one pass, and the stack's
/// other children (a header and a banner) not listed again, as the general comparison did.
@MainActor
struct ListModelClearTests {
    typealias Cost = ListModelCostTests.Cost
    typealias Fixture = ListModelCostTests.Fixture

    @Test func clearing3000RowsRunsNoRowAndListsNoChild() {
        let fixture = Fixture(rows: 3_000)
        let cost = fixture.cost { $0.removeAll() }
        // One remove per row's element; nothing evaluated, compared or listed.
        #expect(cost == Cost(contentCalls: 0, comparisons: 0, bodies: 0, listedChildren: 0, mutations: 3_000))
    }

    @Test func settingTheElementsEmptyIsAClearToo() {
        let fixture = Fixture(rows: 300)
        let cost = fixture.cost { $0.elements = [] }
        #expect(cost == Cost(contentCalls: 0, comparisons: 0, bodies: 0, listedChildren: 0, mutations: 300))
    }

    /// The log of a clear replays to the host tree, and the stack keeps only what stays.
    @Test func aClearedListKeepsItsSiblingsAndReplaysToAReplica() throws {
        let list = ListModel(items(0..<50))
        let host = ViewHost(ItemScreen(items: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        list.removeAll()
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        // The stack keeps the header and the banner.
        #expect(host.hostTree.snapshot().children.first?.children.count == 2)
    }

    /// A row cleared and added back in the same update keeps its node, as a row removed and
    /// inserted again does.
    @Test func aRowClearedAndAddedBackInOneUpdateKeepsItsElement() throws {
        let list = ListModel(items(0..<20))
        let host = ViewHost(ItemScreen(items: list))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let shownBefore = host.hostTree.snapshot()
        list.removeAll()
        list.append(contentsOf: items(0..<20))
        host.update()
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        // Same element ids: the rows came back rather than being built again.
        #expect(host.hostTree.snapshot() == shownBefore)
    }
}
