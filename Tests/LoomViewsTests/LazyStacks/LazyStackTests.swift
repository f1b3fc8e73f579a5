import Loom
import LoomTestSupport
import Testing

/// Lazy stacks build only the rows in view (plus an overscan), whatever the row count, and a
/// moved window builds and removes only the difference.
@MainActor
struct LazyStackTests {
    /// Host elements in the tree (the root excluded).
    private func elementCount(_ host: ViewHost) -> Int {
        func count(_ element: HostElementSnapshot) -> Int { 1 + element.children.reduce(0) { $0 + count($1) } }
        return count(host.hostTree.snapshot()) - 1
    }

    @Test func aHundredThousandRowsFirstRenderBuildsOnlyTheWindow() throws {
        let log = RowLog()
        let host = ViewHost(LazyProbeList(count: 100_000, log: log))
        let stack = try #require(host.hostTree.snapshot().lazyStack)
        let rows = try #require(stack.lazyRows)
        #expect(rows.total == 100_000)
        #expect(rows.first == 0)
        #expect(rows.count == 50)
        #expect(stack.children.count == 50)
        #expect(log.bodies == 50)
        // Each row is an hstack with a text and a button: three elements, plus the scroll view
        // and the stack.
        #expect(elementCount(host) == 2 + 3 * 50)
    }

    @Test func firstRenderCostsTheSameAtAThousandAndAHundredThousandRows() {
        func cost(_ count: Int) -> (ViewGraphStatistics, Int) {
            let log = RowLog()
            let host = ViewHost(LazyProbeList(count: count, log: log))
            return (host.statistics, host.hostTree.takeMutations().count)
        }
        let (small, smallMutations) = cost(1_000)
        let (large, largeMutations) = cost(100_000)
        #expect(small.bodies == large.bodies)
        #expect(small.builds == large.builds)
        #expect(small.comparisons == large.comparisons)
        #expect(smallMutations == largeMutations)
    }

    @Test func movingTheWindowBuildsAndRemovesOnlyTheDifference() throws {
        let log = RowLog()
        let host = ViewHost(LazyProbeList(count: 100_000, log: log))
        _ = try host.takeRowInsertsAndRemoves()
        log.bodies = 0
        // Rows 45..<65 visible: the window becomes 35..<75 (ten rows of overscan each side).
        try host.showRows(45, count: 20)
        let rows = try #require(host.hostTree.snapshot().lazyStack?.lazyRows)
        #expect(rows.first == 35 && rows.count == 40)
        #expect(log.bodies == 25)  // rows 50..<75 are new; 35..<50 kept theirs
        let changes = try host.takeRowInsertsAndRemoves()
        #expect(changes.inserts == 25)
        #expect(changes.removes == 35)
        #expect(Set(log.disappeared) == Set(0..<35))
    }

    @Test func visibleRowsAlreadyBuiltChangeNothing() throws {
        let log = RowLog()
        let host = ViewHost(LazyProbeList(count: 100_000, log: log))
        _ = host.hostTree.takeMutations()
        let before = host.statistics
        try host.showRows(10, count: 20)
        #expect(host.statistics.builds == before.builds)
        #expect(host.hostTree.takeMutations().isEmpty)
    }

    @Test func visibleRowsNearTheEdgeOfTheBuiltOnesMoveTheWindowAhead() throws {
        let log = RowLog()
        let host = ViewHost(LazyProbeList(count: 100_000, log: log))
        // Rows 20..<48 are built, but within three rows of the last built one (49).
        try host.showRows(20, count: 28)
        let rows = try #require(host.hostTree.snapshot().lazyStack?.lazyRows)
        #expect(rows.first == 10 && rows.count == 48)
    }

    @Test func scrollingToTheEndBuildsTheLastRows() throws {
        let log = RowLog()
        let ui = ViewHarness(LazyProbeList(count: 100_000, log: log))
        try ui.host.showRows(99_990, count: 20)
        let rows = try #require(ui.host.hostTree.snapshot().lazyStack?.lazyRows)
        // The window keeps its 40 rows, the last ones.
        #expect(rows.first == 99_960 && rows.count == 40)
        #expect(ui.text.contains("\"Row 99999: 0\""))
        #expect(ui.text.contains("… 99,960 rows before"))
        #expect(!ui.text.contains("more rows"))
        try ui.verifyReplay()
    }

    @Test func aRowScrolledFarAwayAndBackLosesItsStateAsInSwiftUI() throws {
        let log = RowLog()
        let ui = ViewHarness(LazyProbeList(count: 100_000, log: log))
        try ui.tap("Tap 3")
        try ui.tap("Tap 40")
        #expect(ui.text.contains("\"Row 3: 1\""))
        // The window moves to 35..<75: row 40 stays built and keeps its state, row 3 leaves.
        try ui.host.showRows(45, count: 20)
        #expect(ui.text.contains("\"Row 40: 1\""))
        #expect(!ui.text.contains("\"Row 3:"))
        #expect(log.disappeared.contains(3) && !log.disappeared.contains(40))
        // Back to the top (window 0..<30): row 3 is built afresh, with fresh state.
        try ui.host.showRows(0, count: 20)
        #expect(ui.text.contains("\"Row 3: 0\""))
        try ui.verifyReplay()
    }

    @Test func theTextRendererShowsBuiltRowsAndCountsTheRest() {
        let ui = ViewHarness(ScrollView {
            LazyVStack { ForEach(0..<100_000) { Text("Row \($0)") } }
        })
        let lines = ui.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "scrollView")
        #expect(lines[1] == "  vstack style=lazy rows=0..<50 of 100000 extent=28 {value}")
        #expect(lines[2] == "    text \"Row 0\"")
        #expect(lines[51] == "    text \"Row 49\"")
        #expect(lines[52] == "    … 99,950 more rows")
        #expect(lines.count == 53)
    }

    @Test func aMeasuredRowExtentReachesTheHostTree() throws {
        let log = RowLog()
        let host = ViewHost(LazyProbeList(count: 1_000, log: log))
        try host.showRows(0, count: 10, extent: 41.5)
        #expect(host.hostTree.snapshot().lazyStack?.lazyRows?.extent == 41.5)
    }

    @Test func aMalformedVisibleRangeIsReportedAndChangesNothing() throws {
        let log = RowLog()
        let ui = ViewHarness(LazyProbeList(count: 1_000, log: log))
        let stack = try #require(ui.host.hostTree.snapshot().lazyStack)
        for value in ["", "12", "a,b", "-1,3", "1,2,0", "1,2,x", "1,2,3,4"] {
            try ui.send(.valueChange(value), to: stack.id)
        }
        #expect(ui.issues.count == 7)
        #expect(ui.issues.first?.message.contains("expected \"first,count\"") == true)
        #expect(ui.host.hostTree.snapshot().lazyStack?.lazyRows == stack.lazyRows)
    }

    @Test func dataShrinkingBelowTheWindowShowsItsLastRows() throws {
        struct Shrinking: View {
            @State var count = 100_000
            var body: some View {
                VStack {
                    Button("Shrink") { count = 30 }
                    LazyVStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                }
            }
        }
        let ui = ViewHarness(Shrinking())
        try ui.host.showRows(5_000, count: 20)
        try ui.tap("Shrink")
        let rows = try #require(ui.host.hostTree.snapshot().lazyStack?.lazyRows)
        #expect(rows.total == 30 && rows.first == 0 && rows.count == 30)
        #expect(ui.text.contains("\"Row 29\"") && ui.text.contains("\"Row 0\""))
        try ui.verifyReplay()
    }

    @Test func onlyTheFirstForEachIsWindowedAndRowsOfRowsAreWhole() throws {
        let ui = ViewHarness(LazyHStack {
            Text("Header")
            ForEach(0..<1_000) { index in
                ForEach(0..<3) { part in Text("\(index).\(part)") }
            }
            ForEach(0..<60) { Text("Tail \($0)") }
        })
        let stack = try #require(ui.host.hostTree.snapshot().lazyStack)
        #expect(stack.kind == .hstack)
        #expect(stack.lazyRows?.total == 1_000)
        // The header, 50 windowed rows of three parts each, and all 60 tail rows.
        #expect(stack.children.count == 1 + 50 * 3 + 60)
        #expect(ui.text.contains("\"49.2\"") && !ui.text.contains("\"50.0\""))
        #expect(ui.text.contains("\"Tail 59\""))
    }
}
