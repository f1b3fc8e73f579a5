import Loom
import LoomTestSupport
import Testing

/// Issue 18: a swap of a `ListModel`'s elements exchanges their rows' host elements through the
/// host tree (``HostTree/swapChildren(_:_:)``) when each row has one, and through the rows'
/// nodes otherwise; either way the screen is what a fresh host shows and the log replays.
@MainActor
struct ListModelSwapTests {
    /// Neighbouring rows exchange with one move: the later goes before the earlier. Moving each
    /// before the element after its new place logged a second move, of a row already there.
    @Test func swappingNeighbouringRowsLogsOneMove() throws {
        let list = ListModel(items(0..<6))
        let host = ViewHost(ItemScreen(items: list))
        _ = host.hostTree.takeMutations()
        for (first, second) in [(2, 3), (4, 3), (0, 1), (5, 4)] {
            list.swapAt(first, second)
            host.update()
            let mutations = host.hostTree.takeMutations()
            #expect(mutations.count == 1, "swap \(first), \(second): \(mutations)")
            #expect(mutations.allSatisfy { if case .move = $0 { true } else { false } })
        }
    }

    /// Swaps of every kind, checked against a fresh host and the mutation replica: rows of one
    /// element (near, apart, at the ends, the rows followed by a banner or not) and rows of two
    /// elements, which go through their nodes.
    @Test func swapsShowWhatAFreshHostShows() throws {
        let swaps = [(0, 5), (1, 4), (2, 3), (5, 0), (3, 2), (0, 1), (4, 5)]
        for showsBanner in [true, false] {
            let list = ListModel(items(0..<6))
            let ui = ViewHarness(ItemScreen(items: list, showsBanner: showsBanner))
            var expected = items(0..<6)
            for (first, second) in swaps {
                list.swapAt(first, second)
                expected.swapAt(first, second)
                try ui.verifyReplay()
                #expect(ui.text == freshText(expected, showsBanner: showsBanner), "swap \(first), \(second)")
            }
        }
        let list = ListModel(items(0..<6))
        let ui = ViewHarness(TwoElementRows(items: list))
        var expected = items(0..<6)
        for (first, second) in swaps {
            list.swapAt(first, second)
            expected.swapAt(first, second)
            try ui.verifyReplay()
            #expect(ui.text == ViewHarness(TwoElementRows(items: ListModel(expected))).text, "swap \(first), \(second)")
        }
    }

    /// Rows of two host elements each (no stack of their own), under a trailing text.
    struct TwoElementRows: View {
        let items: ListModel<Item>
        var body: some View {
            VStack {
                ForEach(items) { item in
                    Text("\(item.id)")
                    Text(item.name)
                }
                Text("Footer")
            }
        }
    }
}
